# The two commands a newcomer needs: `make run` and `make test`.
SWIFT ?= swift

.PHONY: bootstrap build run test tsan asan fuzz fuzz-build golden spark-demo release dist dist-check snapshot-testing serve serve-load install clean check-reports docs docs-serve

bootstrap:
	@scripts/bootstrap

build: bootstrap
	$(SWIFT) build

run: bootstrap
	$(SWIFT) run cellheight table --template Examples/status.yaml --feed Examples/status.jsonl --device iphone-16

EXAMPLES = status settings chat
GOLDEN_WIDTHS = --width 320 --width 375 --width 430 --scale 2 --scale 3
# The golden picture (RenderTests) and the README's picture (with the overlay) are this cell.
GOLDEN_PICTURE = --template Examples/status.yaml --feed Examples/status.jsonl --id 10001 --width 375 --scale 2

# Rewrites the golden tables of the examples; a change needs a reason in its commit message.
golden: bootstrap
	$(SWIFT) build
	for t in $(EXAMPLES); do \
	  "$$($(SWIFT) build --show-bin-path)/cellheight" table --quiet --template Examples/$$t.yaml --feed Examples/$$t.jsonl \
	    $(GOLDEN_WIDTHS) --out Examples/golden/$$t.csv || exit 1; \
	done
	"$$($(SWIFT) build --show-bin-path)/cellheight" render $(GOLDEN_PICTURE) --out Tests/RenderTests/Fixtures/status-10001-375@2x.png
	"$$($(SWIFT) build --show-bin-path)/cellheight" render $(GOLDEN_PICTURE) --overlay --out Docs/status-cell.png

# Height tables on Apache Spark (local mode, 8 partitions) through RDD.pipe; not part of `make test`.
spark-demo: bootstrap
	$(SWIFT) build -c release
	scripts/spark-table

test: bootstrap
	$(SWIFT) test

# The golden check's reports read by the tools CI systems and people use: the JUnit file against the
# JUnit schema (xmllint) and by junitparser, the HTML report in headless Chromium. `make test` runs the
# same tests, and skips them (saying so) where these tools are missing; this target installs them first.
check-reports:
	@scripts/bootstrap --report-tools
	$(SWIFT) test --filter "JUnitOutputTests|ReportOutputTests|GoldenPicturesTests"

# The tests of everything that shares state between threads, under the thread sanitizer (its own build
# folder); CI runs it after `make test`. Left out, since they run on one thread and a sanitized run of them
# finds no race (their memory safety is `make asan`'s): the solver, the renderer, UIKit's tables, the hash
# index, the feed reader's limits and the README's templates (55 s under the sanitizer), and the tool's
# tests of messages and inputs (100 s: each starts the sanitized tool), and the server's answer of megabytes
# sent whole at a shutdown (14 s: it measures 128,000 rows first; the handler that holds the close runs in
# every other server test); the tool's table, report, cache, measure and serve runs, which use its workers,
# stay in.
# Under a sanitizer CELLHEIGHT_SANITIZER is set: the kiwisolver differential replays every tenth system
# there (all of them in `make test`), the one test whose count of cases a sanitizer run can spare.
TSAN_CLI = TableCommandTests|ReportOutputTests|ServeCommandTests|MeasureContractTests|CacheFileTests|GoldenPicturesTests
TSAN_SKIP = ^(CassowaryTests|RenderTests|UIKitMetricsTests|HashIndexTests)\.|^FeedTablesTests\.(ReadmeTemplateTests|FeedLimitTests)(/|$$)|^CellHeightCLITests\.(?!($(TSAN_CLI))(/|$$))|^HeightServiceTests\.HeightServerTests/anAnswerInFlightAtShutdownArrivesWhole
tsan: bootstrap
	CELLHEIGHT_SANITIZER=thread $(SWIFT) test --sanitize=thread --scratch-path .build-tsan --skip '$(TSAN_SKIP)'

# Every test under the address sanitizer (its own build folder): the engine borrows references without
# owning them (Unmanaged, unowned), and a use after free or an overflow there is silent without it. Run it
# before a release and after changes to those references (CI leaves it out to stay within 20 minutes, see
# .ci/run); the CLI tests run the sanitized tool, which exits non-zero on any report. Leak
# checking is off: what it reports at exit here is Foundation's own (its bundle list, Data read from files,
# XMLParser's error strings) and XCTest's, not this project's, and it would fail the run on them.
asan: bootstrap
	CELLHEIGHT_SANITIZER=address ASAN_OPTIONS=detect_leaks=0 $(SWIFT) test --sanitize=address --scratch-path .build-asan

# Coverage-guided fuzzing (libFuzzer + address sanitizer) of every parser a user's file reaches: feeds,
# YAML and JSON templates, golden CSV, the height store, Interface Builder documents, asset catalogs (folder
# trees with links), and the --report folder check (on folder trees with links, built in a scratch folder).
# The targets are a package of their own (Fuzz/), built in .build-fuzz, never by `swift build` or
# `swift test`. Each runs
# FUZZ_SECONDS, one after another, at the lowest priority; seeds are Fuzz/Corpus/<target>, what a run
# adds goes to .build-fuzz/corpus/<target>, a crashing input to .build-fuzz/artifacts/. One target:
# `make fuzz FUZZ_TARGETS=FuzzGolden`; more options go to libFuzzer through FUZZ_FLAGS (say "-fork=2 -runs=10000000": two workers).
# FoundationXML leaks a string per XML error it reports (not this code's), so the Interface Builder
# target runs without the leak checks (libFuzzer's per input, the address sanitizer's at exit). Every
# target runs without the sanitizer's record of where each block was allocated and without its fill of
# new blocks: both only make a report more informative (a finding replays with them on), and they cost
# a third of the time of an allocation-heavy target.
FUZZ_ASAN = malloc_context_size=0:max_malloc_fill_size=0
FUZZ_SECONDS ?= 60
FUZZ_TARGETS ?= FuzzFeed FuzzTemplateYAML FuzzTemplateJSON FuzzGolden FuzzHeightStore FuzzInterfaceBuilder FuzzAssetCatalog FuzzReportFolder
FUZZ_FLAGS ?=
FUZZ_BUILD = $(SWIFT) build --package-path Fuzz --scratch-path $(CURDIR)/.build-fuzz -c release \
	-Xswiftc -sanitize=fuzzer,address -Xswiftc -enable-testing -Xswiftc -use-ld=lld

fuzz-build: bootstrap
	$(FUZZ_BUILD)

fuzz: fuzz-build
	bin="$$($(FUZZ_BUILD) --show-bin-path)"; mkdir -p .build-fuzz/artifacts; \
	for t in $(FUZZ_TARGETS); do \
	  mkdir -p .build-fuzz/corpus/$$t; \
	  leaks=; [ $$t = FuzzInterfaceBuilder ] && leaks=-detect_leaks=0; \
	  ASAN_OPTIONS=$(FUZZ_ASAN)$${leaks:+:detect_leaks=0} nice -n 19 "$$bin/$$t" -max_total_time=$(FUZZ_SECONDS) -print_final_stats=1 $$leaks \
	    -artifact_prefix=.build-fuzz/artifacts/$$t- $(FUZZ_FLAGS) .build-fuzz/corpus/$$t Fuzz/Corpus/$$t || exit 1; \
	done

# The libraries' documentation (each one's DocC catalog and doc comments) as one static site in
# .build/docs, with a landing page listing every library; a warning (a broken symbol link, say) fails the
# build. A DocC site loads its pages' data with fetch(), which browsers refuse for file:// pages, so it
# shows blank when opened as a file: `make docs-serve` serves it at http://127.0.0.1:8000/documentation/.
DOC_TARGETS = Typesetting Cassowary ViewLayout HeightCache CellTemplates FeedTables Render CellHeightTesting
docs: bootstrap
	rm -rf .build/docs
	$(SWIFT) package --allow-writing-to-directory .build/docs generate-documentation \
	  $(foreach t,$(DOC_TARGETS),--target $(t)) --enable-experimental-combined-documentation \
	  --warnings-as-errors --transform-for-static-hosting --output-path .build/docs

docs-serve: docs
	@echo "serving the documentation at http://127.0.0.1:8000/documentation/ (Ctrl-C stops)"
	python3 -m http.server --bind 127.0.0.1 --directory .build/docs 8000

release: bootstrap
	$(SWIFT) build -c release

# The height service on the bundled examples, with the preview page at http://127.0.0.1:8080/preview.
serve: bootstrap
	$(SWIFT) run cellheight serve --templates Examples --allow-inline

# A load test of the height service against the one-process table on the same items (BENCHMARKS.md).
serve-load: bootstrap
	$(SWIFT) build -c release --product cellheight
	scripts/serve-load .build/release/cellheight

# The swift-snapshot-testing strategies (Integrations/CellHeightSnapshotTesting, a package of its own so
# that `make test` never builds swift-snapshot-testing): builds them and runs their tests.
snapshot-testing: bootstrap
	$(SWIFT) test --package-path Integrations/CellHeightSnapshotTesting

# The release tarball (dist/cellheight-VERSION-linux-ARCH.tar.gz): the tool with the Swift runtime linked
# in, the shared libraries it needs beyond glibc, the fonts, completions and man page; it runs without a
# Swift toolchain (`make dist-check` runs it so). Not part of `make test`: a static release build takes
# minutes.
dist: bootstrap
	scripts/make-dist

dist-check: dist
	scripts/dist-check dist/cellheight-$$(sed -n 's/.*static let current = "\(.*\)".*/\1/p' Sources/cellheight/Version.swift)-linux-$$(uname -m).tar.gz

PREFIX ?= /usr/local
install: release
	install -d $(PREFIX)/bin $(PREFIX)/share/cellheight/Fonts
	install -m 755 "$$($(SWIFT) build -c release --show-bin-path)/cellheight" $(PREFIX)/bin/cellheight
	install -m 644 Fonts/*.otf Fonts/*.ttf Fonts/*LICENSE.txt $(PREFIX)/share/cellheight/Fonts/
	install -d $(PREFIX)/share/man/man1 $(PREFIX)/share/bash-completion/completions $(PREFIX)/share/zsh/site-functions $(PREFIX)/share/fish/vendor_completions.d
	bin="$$($(SWIFT) build -c release --show-bin-path)/cellheight"; \
	scripts/make-man "$$bin" > $(PREFIX)/share/man/man1/cellheight.1; \
	"$$bin" --generate-completion-script bash > $(PREFIX)/share/bash-completion/completions/cellheight; \
	"$$bin" --generate-completion-script zsh > $(PREFIX)/share/zsh/site-functions/_cellheight; \
	"$$bin" --generate-completion-script fish > $(PREFIX)/share/fish/vendor_completions.d/cellheight.fish

clean:
	rm -rf .build .build-tsan .build-asan .build-fuzz .build-dist dist
