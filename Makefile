# kids: build, install and package. `make install PREFIX=/usr/local`, `make uninstall`, `make deb`
# (= `make build`, then `make package`, which packages the binary built already and never builds), and
# `make repo KEY=…`, a signed apt repository of the package built already.
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
REPO ?= build/repo
# The time every file in the package carries, and the .deb's own headers and the repository's Release: the latest
# entry's in packaging/changelog, read from the file and not from git, so that a copy without .git gives the same
# package byte for byte (docs/PACKAGING.md). One already in the environment wins, as the convention says
# (reproducible-builds.org/specs/source-date-epoch). dpkg-deb reads it from the environment.
SOURCE_DATE_EPOCH := $(or $(SOURCE_DATE_EPOCH),$(shell date -u -d "$$(sed -n 's/^ -- .*>  //p' packaging/changelog | head -n 1)" +%s))
export SOURCE_DATE_EPOCH

.PHONY: build install install-files uninstall deb package clean-deb repo

# Optimised for size (as quick to start, 0.3 MB smaller); linked by lld with packed relative relocations
# (DT_RELR, glibc 2.36): a tenth of the relocation table, so a smaller file and fewer pages touched at start;
# no $$ORIGIN run path, which made every start look for libraries beside the binary first (docs/BENCHMARKS.md,
# third round). Our functions each in a section of their own, so that the linker drops those never called, and no
# symbol exported (the static stdlib's link arguments export every public symbol of our modules, which also kept
# them): 0.6 MB smaller (docs/DECISIONS.md, issue 52). SwiftPM does not recompile for changed flags, so the build tree
# keeps the flags it was built with (FLAGS) and is made again from clean when they change: a tree built before a change
# would otherwise give another binary than a clean one (PackagingTests' reproducible build found it).
LINK := -Xswiftc -Osize --disable-local-rpath -Xswiftc -use-ld=lld -Xlinker -z -Xlinker pack-relative-relocs \
	-Xswiftc -Xfrontend -Xswiftc -function-sections -Xlinker --no-export-dynamic
# Source paths relative to the repository (./Sources/…) in the debug information, so that the unstripped binary
# (`make install`'s) does not carry the build folder's path; a debugger started at the repository's root still
# finds the sources. The .deb's binary has no debug information at all.
PATHS := -Xswiftc -file-prefix-map -Xswiftc $(CURDIR)=.

FLAGS := $(SCRATCH)/flags

build:
	@if [ -d $(SCRATCH) ] && [ "$$(cat $(FLAGS) 2>/dev/null)" != '$(LINK) $(PATHS)' ]; then \
		echo "make: $(SCRATCH) was built with other flags; building it again from clean"; rm -rf $(SCRATCH); fi
	mkdir -p $(SCRATCH) && printf '%s\n' '$(LINK) $(PATHS)' > $(FLAGS)
	swift build -c release --static-swift-stdlib --product kids --scratch-path $(SCRATCH) $(LINK) $(PATHS)

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
	# What the images measure, for a first start's check to take rather than measure them again (docs/DECISIONS.md).
	install -m 644 Content/pictures/images/measures $(DATADIR)/kids/pictures/images/
	# The letters and numbers drawn from Andika (Tools/letterforms/make-letterforms); their SVGs stay in the source.
	install -d $(DATADIR)/kids/letterforms/images
	install -m 644 Content/letterforms/SOURCES.md $(DATADIR)/kids/letterforms/
	install -m 644 Content/letterforms/images/*.pam $(DATADIR)/kids/letterforms/images/
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
# Made in another folder, on another day or on another file system, from the same commit, the .deb is the same
# byte for byte (docs/PACKAGING.md, "Reproducible"):
# - .swift_modhash is zeroed: the hashes swiftc writes into each object file of its intermediate code, which has the
#   object file's path in it, and which only the compiler reads back (from the object file, to skip compiling what
#   did not change). Zeroed with objcopy, not removed: strip --remove-section dropped the program's GNU_RELRO
#   header with it (lintian: hardening-no-relro). The build ID lld wrote hashed them, and the debug information, so
#   it is made again: the SHA-256 of the stripped program with the ID's own bytes zeroed, cut to the ID's length.
# - Installed-Size is counted as dpkg-gencontrol counts it: each file's size in KiB, rounded up, and 1 for each
#   folder and link; `du` counted the blocks the file system gave them.
# - Every file gets the changelog's time (dpkg-deb would only bring the newer ones down to it); dpkg-deb sorts the
#   names, writes root as the owner and SOURCE_DATE_EPOCH as the time of its own members.
# - build/ is made whatever STAGE is (STAGE=/tmp/x elsewhere): it holds the .deb and the section being rewritten.
package:
	@test -x $(BINARY) || { echo "$(BINARY) is not built yet: run make build (or make deb)" >&2; exit 1; }
	@need=$$(objdump -T $(BINARY) | grep -o 'GLIBC_[0-9.]*' | cut -d_ -f2 | sort -Vu | tail -n 1); \
	if readelf -V $(BINARY) | grep -q GLIBC_ABI_DT_RELR; then need=$$(printf '%s\n2.36\n' "$$need" | sort -V | tail -n 1); fi; \
	have=$$(sed -n 's/.*libc6 (>= \([0-9.]*\)).*/\1/p' packaging/control); \
	dpkg --compare-versions "$$need" le "$$have" || \
		{ echo "the binary needs glibc $$need but packaging/control says libc6 (>= $$have): raise it" >&2; exit 1; }
	rm -rf $(STAGE) && mkdir -p $(STAGE)/DEBIAN $(CURDIR)/build
	$(MAKE) --no-print-directory install-files PREFIX=/usr DESTDIR=$(STAGE)
	strip --strip-unneeded --remove-section=.comment --remove-section=.note $(STAGE)/usr/bin/kids
	set -e; kids=$(STAGE)/usr/bin/kids; part=$(CURDIR)/build/section; rm -f $$part; \
	objcopy --dump-section .swift_modhash=$$part $$kids 2> /dev/null; \
	if [ -f $$part ]; then head -c $$(stat -c %s $$part) /dev/zero > $$part.new; \
		objcopy --update-section .swift_modhash=$$part.new $$kids; rm $$part; fi; \
	objcopy --dump-section .note.gnu.build-id=$$part $$kids 2> /dev/null; \
	if [ -f $$part ]; then size=$$(stat -c %s $$part); \
		{ head -c 16 $$part; head -c $$((size - 16)) /dev/zero; } > $$part.new; \
		objcopy --update-section .note.gnu.build-id=$$part.new $$kids; \
		{ head -c 16 $$part; sha256sum $$kids | cut -c 1-$$(((size - 16) * 2)) | tr a-f A-F | basenc --base16 -d; } > $$part.new; \
		objcopy --update-section .note.gnu.build-id=$$part.new $$kids; rm $$part; fi; \
	rm -f $$part.new
	gzip -9n $(STAGE)/usr/share/man/man1/kids.1
	install -m 644 packaging/copyright $(STAGE)/usr/share/doc/kids/copyright
	gzip -9n < packaging/changelog > $(STAGE)/usr/share/doc/kids/changelog.gz
	size=$$(cd $(STAGE) && find usr \( -type f -printf '%s\n' \) -o \( ! -type f -printf '1\n' \) \
		| awk '{ s += int(($$1 + 1023) / 1024) } END { print s }'); \
	sed -e 's/@VERSION@/$(VERSION)/' -e 's/@ARCH@/$(ARCH)/' -e "s/@SIZE@/$$size/" packaging/control > $(STAGE)/DEBIAN/control
	cd $(STAGE) && find usr -type f | LC_ALL=C sort | xargs md5sum > DEBIAN/md5sums
	chmod -R u=rwX,go=rX $(STAGE)
	find $(STAGE) -exec touch --no-dereference --date=@$(SOURCE_DATE_EPOCH) {} +
	rm -f build/kids_*.deb
	dpkg-deb --build --root-owner-group $(STAGE) build/kids_$(VERSION)_$(ARCH).deb

# A signed apt repository in REPO (build/repo) from the package built already, signed with the gpg key KEY:
# packaging/make-repo says what is in it, docs/PACKAGING.md what a school puts on each computer.
repo:
	packaging/make-repo --key '$(KEY)' --repo '$(REPO)' build/kids_*.deb

clean-deb:
	rm -rf build
