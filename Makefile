# kids: build, install and package. `make install PREFIX=/usr/local`, `make uninstall`, `make deb`
# (= `make build`, then `make package`, which packages the binary built already and never builds).
PREFIX ?= /usr/local
DESTDIR ?=
VERSION := 0.1.0
# The AppStream ID: the metainfo, the desktop entry and the icon are all named after it.
APPID := io.github.kids.Kids
BINDIR := $(DESTDIR)$(PREFIX)/bin
DATADIR := $(DESTDIR)$(PREFIX)/share
# The Swift runtime and Foundation are linked in, so the binary runs where no Swift toolchain is installed.
SCRATCH := $(CURDIR)/.build/static
BINARY := $(SCRATCH)/release/kids
STAGE := $(CURDIR)/build/deb
ARCH = $(shell dpkg --print-architecture)

.PHONY: build install install-files uninstall deb package clean-deb

# Optimised for size (as quick to start, 0.3 MB smaller); linked by lld with packed relative relocations
# (DT_RELR, glibc 2.36): a tenth of the relocation table, so a smaller file and fewer pages touched at start;
# no $$ORIGIN run path, which made every start look for libraries beside the binary first (docs/BENCHMARKS.md,
# third round).
LINK := -Xswiftc -Osize --disable-local-rpath -Xswiftc -use-ld=lld -Xlinker -z -Xlinker pack-relative-relocs

build:
	swift build -c release --static-swift-stdlib --product kids --scratch-path $(SCRATCH) $(LINK)

install: build
	$(MAKE) --no-print-directory install-files

# What `make install` copies, from the binary built already: `make package` uses it too, without building.
# The last three are what software centres and desktop menus read: AppStream metainfo, a desktop entry, an icon.
install-files:
	@test -x $(BINARY) || { echo "$(BINARY) is not built yet: run make build (or make install, make deb)" >&2; exit 1; }
	install -d $(BINDIR) $(DATADIR)/kids $(DATADIR)/man/man1 $(DATADIR)/doc/kids $(DATADIR)/bash-completion/completions \
		$(DATADIR)/zsh/vendor-completions $(DATADIR)/metainfo $(DATADIR)/applications $(DATADIR)/icons/hicolor/scalable/apps
	install -m 755 $(BINARY) $(BINDIR)/kids
	for pack in Content/*/; do \
		test -f $$pack/pack.json || continue; \
		name=$$(basename $$pack); install -d $(DATADIR)/kids/$$name; \
		install -m 644 $$pack*.json $(DATADIR)/kids/$$name/; \
		if [ -L $$pack/images ]; then ln -sfn ../pictures/images $(DATADIR)/kids/$$name/images; fi; \
	done
	# The pictures' images, one set that every built-in pack links to (its images/); their SVGs stay in the source.
	install -d $(DATADIR)/kids/pictures/images
	install -m 644 Content/pictures/images/*.pam $(DATADIR)/kids/pictures/images/
	install -m 644 man/kids.1 $(DATADIR)/man/man1/kids.1
	install -m 644 PRIVACY.md README.md docs/CONTENT.md $(DATADIR)/doc/kids/
	install -m 644 completions/kids.bash $(DATADIR)/bash-completion/completions/kids
	install -m 644 completions/_kids $(DATADIR)/zsh/vendor-completions/_kids
	install -m 644 packaging/$(APPID).metainfo.xml $(DATADIR)/metainfo/$(APPID).metainfo.xml
	install -m 644 packaging/$(APPID).desktop $(DATADIR)/applications/$(APPID).desktop
	install -m 644 packaging/$(APPID).svg $(DATADIR)/icons/hicolor/scalable/apps/$(APPID).svg

uninstall:
	rm -f $(BINDIR)/kids $(DATADIR)/man/man1/kids.1 $(DATADIR)/bash-completion/completions/kids \
		$(DATADIR)/zsh/vendor-completions/_kids $(DATADIR)/metainfo/$(APPID).metainfo.xml \
		$(DATADIR)/applications/$(APPID).desktop $(DATADIR)/icons/hicolor/scalable/apps/$(APPID).svg
	rm -rf $(DATADIR)/kids $(DATADIR)/doc/kids

# A Debian package: kids_VERSION_ARCH.deb in build/. `make deb` builds first; `make package` does not.
deb: build
	$(MAKE) --no-print-directory package

# From an install into a staging folder, with what Debian asks of a package (docs/PACKAGING.md): the binary
# stripped, the manual and the changelog compressed with gzip -9n, a machine-readable copyright file, md5sums,
# files 0644 and programs 0755, owned by root. packaging/control's libc6 bound must cover the binary's newest
# GLIBC_ symbol version (objdump -T), and 2.36 for packed relocations (GLIBC_ABI_DT_RELR), else this stops.
package:
	@test -x $(BINARY) || { echo "$(BINARY) is not built yet: run make build (or make deb)" >&2; exit 1; }
	@need=$$(objdump -T $(BINARY) | grep -o 'GLIBC_[0-9.]*' | cut -d_ -f2 | sort -Vu | tail -n 1); \
	if readelf -V $(BINARY) | grep -q GLIBC_ABI_DT_RELR; then need=$$(printf '%s\n2.36\n' "$$need" | sort -V | tail -n 1); fi; \
	have=$$(sed -n 's/.*libc6 (>= \([0-9.]*\)).*/\1/p' packaging/control); \
	dpkg --compare-versions "$$need" le "$$have" || \
		{ echo "the binary needs glibc $$need but packaging/control says libc6 (>= $$have): raise it" >&2; exit 1; }
	rm -rf $(STAGE) && mkdir -p $(STAGE)/DEBIAN
	$(MAKE) --no-print-directory install-files PREFIX=/usr DESTDIR=$(STAGE)
	strip --strip-unneeded --remove-section=.comment --remove-section=.note $(STAGE)/usr/bin/kids
	gzip -9n $(STAGE)/usr/share/man/man1/kids.1
	install -m 644 packaging/copyright $(STAGE)/usr/share/doc/kids/copyright
	gzip -9n < packaging/changelog > $(STAGE)/usr/share/doc/kids/changelog.gz
	sed -e 's/@VERSION@/$(VERSION)/' -e 's/@ARCH@/$(ARCH)/' \
		-e "s/@SIZE@/$$(du -sk $(STAGE)/usr | cut -f1)/" packaging/control > $(STAGE)/DEBIAN/control
	cd $(STAGE) && find usr -type f | LC_ALL=C sort | xargs md5sum > DEBIAN/md5sums
	chmod -R u=rwX,go=rX $(STAGE)
	rm -f build/kids_*.deb
	dpkg-deb --build --root-owner-group $(STAGE) build/kids_$(VERSION)_$(ARCH).deb

clean-deb:
	rm -rf build
