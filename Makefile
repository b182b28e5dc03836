# The two commands a newcomer needs: `make run` and `make test`.
SWIFT ?= swift

.PHONY: bootstrap build run test tsan release install clean

bootstrap:
	@scripts/bootstrap

build: bootstrap
	$(SWIFT) build

run: bootstrap
	$(SWIFT) run cellheight measure --jsonl Examples/measure-demo.jsonl --human

test: bootstrap
	$(SWIFT) test

# The HeightCache and ViewLayout tests under the thread sanitizer (its own build folder; not part of CI).
tsan: bootstrap
	$(SWIFT) test --sanitize=thread --scratch-path .build-tsan --filter 'HeightCacheTests|ViewLayoutTests'

release: bootstrap
	$(SWIFT) build -c release

PREFIX ?= /usr/local
install: release
	install -d $(PREFIX)/bin $(PREFIX)/share/cellheight/Fonts
	install -m 755 "$$($(SWIFT) build -c release --show-bin-path)/cellheight" $(PREFIX)/bin/cellheight
	install -m 644 Fonts/*.otf Fonts/*LICENSE.txt $(PREFIX)/share/cellheight/Fonts/

clean:
	rm -rf .build .build-tsan
