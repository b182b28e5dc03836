# The two commands a newcomer needs: `make run` and `make test`.
SWIFT ?= swift

.PHONY: bootstrap build run test tsan asan golden spark-demo release install clean check-reports

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
	$(SWIFT) test --filter "JUnitOutputTests|ReportOutputTests"

# Every test under the thread sanitizer (its own build folder); CI runs it after `make test`.
tsan: bootstrap
	$(SWIFT) test --sanitize=thread --scratch-path .build-tsan

# Every test under the address sanitizer (its own build folder): the engine borrows references without
# owning them (Unmanaged, unowned), and a use after free there is silent without it. CI runs it after
# `make tsan`; the CLI tests run the sanitized tool, which exits non-zero on any report. Leaks are checked
# too, but for the reports scripts/lsan-suppressions.txt names (none of them this project's code).
asan: bootstrap
	LSAN_OPTIONS=suppressions=$(CURDIR)/scripts/lsan-suppressions.txt:print_suppressions=0 \
	  $(SWIFT) test --sanitize=address --scratch-path .build-asan

release: bootstrap
	$(SWIFT) build -c release

PREFIX ?= /usr/local
install: release
	install -d $(PREFIX)/bin $(PREFIX)/share/cellheight/Fonts
	install -m 755 "$$($(SWIFT) build -c release --show-bin-path)/cellheight" $(PREFIX)/bin/cellheight
	install -m 644 Fonts/*.otf Fonts/*.ttf Fonts/*LICENSE.txt $(PREFIX)/share/cellheight/Fonts/

clean:
	rm -rf .build .build-tsan .build-asan
