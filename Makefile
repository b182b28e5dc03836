# The two commands a newcomer needs: `make run` and `make test`.
SWIFT ?= swift

.PHONY: bootstrap build run test release install clean

bootstrap:
	@scripts/bootstrap

build: bootstrap
	$(SWIFT) build

run: bootstrap
	$(SWIFT) run cellheight measure --jsonl Examples/measure-demo.jsonl --human

test: bootstrap
	$(SWIFT) test

release: bootstrap
	$(SWIFT) build -c release

PREFIX ?= /usr/local
install: release
	install -d $(PREFIX)/bin $(PREFIX)/share/cellheight/Fonts
	install -m 755 "$$($(SWIFT) build -c release --show-bin-path)/cellheight" $(PREFIX)/bin/cellheight
	install -m 644 Fonts/*.otf Fonts/*LICENSE.txt $(PREFIX)/share/cellheight/Fonts/

clean:
	rm -rf .build
