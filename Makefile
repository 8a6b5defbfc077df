# kids: build, install and package. `make install PREFIX=/usr/local`, `make uninstall`, `make deb`.
PREFIX ?= /usr/local
DESTDIR ?=
VERSION := 0.1.0
BINDIR := $(DESTDIR)$(PREFIX)/bin
DATADIR := $(DESTDIR)$(PREFIX)/share
# The Swift runtime and Foundation are linked in, so the binary runs where no Swift toolchain is installed.
SCRATCH := $(CURDIR)/.build/static
BINARY := $(SCRATCH)/release/kids

.PHONY: build install uninstall deb clean-deb

build:
	swift build -c release --static-swift-stdlib --product kids --scratch-path $(SCRATCH)

install: build
	install -d $(BINDIR) $(DATADIR)/kids $(DATADIR)/man/man1 $(DATADIR)/doc/kids $(DATADIR)/bash-completion/completions \
		$(DATADIR)/zsh/vendor-completions
	install -m 755 $(BINARY) $(BINDIR)/kids
	for pack in Content/*/; do \
		name=$$(basename $$pack); install -d $(DATADIR)/kids/$$name; \
		install -m 644 $$pack*.json $(DATADIR)/kids/$$name/; \
	done
	install -m 644 man/kids.1 $(DATADIR)/man/man1/kids.1
	install -m 644 PRIVACY.md README.md docs/CONTENT.md $(DATADIR)/doc/kids/
	install -m 644 completions/kids.bash $(DATADIR)/bash-completion/completions/kids
	install -m 644 completions/_kids $(DATADIR)/zsh/vendor-completions/_kids

uninstall:
	rm -f $(BINDIR)/kids $(DATADIR)/man/man1/kids.1 $(DATADIR)/bash-completion/completions/kids \
		$(DATADIR)/zsh/vendor-completions/_kids
	rm -rf $(DATADIR)/kids $(DATADIR)/doc/kids

# A Debian package: kids_VERSION_ARCH.deb in build/, from an install into a staging folder.
deb: build
	rm -rf build/deb && mkdir -p build/deb/DEBIAN
	$(MAKE) install PREFIX=/usr DESTDIR=$(CURDIR)/build/deb
	sed -e 's/@VERSION@/$(VERSION)/' -e "s/@ARCH@/$$(dpkg --print-architecture)/" \
		-e "s/@SIZE@/$$(du -sk build/deb/usr | cut -f1)/" packaging/control > build/deb/DEBIAN/control
	dpkg-deb --build --root-owner-group build/deb build/kids_$(VERSION)_$$(dpkg --print-architecture).deb

clean-deb:
	rm -rf build
