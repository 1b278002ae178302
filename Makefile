# Builds the release libraries and installs them the way C and C++ users expect, for those
# without cargo-c (`cargo cinstall`, see doc/c-abi.md, installs the same files):
#
#   make                                  # cargo build --release, and the soname link
#   make install PREFIX=/usr/local        # (DESTDIR=... for staged installs)
#   make uninstall PREFIX=/usr/local
#
# `make` as a user then `sudo make install` works: install runs no cargo when the build is
# current, so root's PATH need not have it. Installs $(INCLUDEDIR)/sudoku.h and sudoku.hpp;
# in $(LIBDIR) libsudoku.a and libsudoku.so.$(VERSION) with the links libsudoku.so.$(MAJOR)
# (the soname) and libsudoku.so; $(LIBDIR)/pkgconfig/sudoku.pc, so that
# `cc app.c $(pkg-config --cflags --libs sudoku)` works; and the CMake package in
# $(LIBDIR)/cmake/sudoku, so that find_package(sudoku 1 CONFIG) works. Run `ldconfig` after
# installing into a system directory.

PREFIX ?= /usr/local
LIBDIR ?= $(PREFIX)/lib
INCLUDEDIR ?= $(PREFIX)/include
PKGCONFIGDIR ?= $(LIBDIR)/pkgconfig
CMAKEDIR ?= $(LIBDIR)/cmake/sudoku
DESTDIR ?=

CARGO ?= cargo
CARGO_TARGET_DIR ?= target
RELEASE := $(CARGO_TARGET_DIR)/release

VERSION := $(shell sed -n 's/^version = "\(.*\)"/\1/p' Cargo.toml | head -n 1)
MAJOR := $(firstword $(subst ., ,$(VERSION)))
SONAME := libsudoku.so.$(MAJOR)
ifeq ($(VERSION),)
$(error cannot read the version from Cargo.toml)
endif

# What the libraries are built from: a change to any of these makes install rebuild.
SOURCES := Cargo.toml Cargo.lock build.rs $(shell find src -name '*.rs')
# Written last by a build: the system libraries a static link needs (Libs.private), as
# rustc names them for this target.
BUILT := $(RELEASE)/native-static-libs.txt

.PHONY: all build install uninstall clean FORCE

all: build

# cargo decides what to rebuild, so `make` always runs it.
build: FORCE
	$(build-libraries)

# install needs only a current build: after `make`, it runs no cargo.
$(BUILT): $(SOURCES)
	$(build-libraries)

define build-libraries
$(CARGO) build --release --lib
$(CARGO) rustc --release --lib --crate-type staticlib -- --print native-static-libs \
	2> $(RELEASE)/native-static-libs.log || { cat $(RELEASE)/native-static-libs.log; exit 1; }
ln -sf libsudoku.so $(RELEASE)/$(SONAME)
sed -n 's/^note: native-static-libs: //p' $(RELEASE)/native-static-libs.log > $(BUILT).tmp
mv $(BUILT).tmp $(BUILT)
endef

install: $(BUILT)
	install -d $(DESTDIR)$(INCLUDEDIR) $(DESTDIR)$(LIBDIR) $(DESTDIR)$(PKGCONFIGDIR) \
		$(DESTDIR)$(CMAKEDIR)
	install -m 644 include/sudoku.h include/sudoku.hpp $(DESTDIR)$(INCLUDEDIR)/
	install -m 644 $(RELEASE)/libsudoku.a $(DESTDIR)$(LIBDIR)/
	install -m 755 $(RELEASE)/libsudoku.so $(DESTDIR)$(LIBDIR)/libsudoku.so.$(VERSION)
	ln -sf libsudoku.so.$(VERSION) $(DESTDIR)$(LIBDIR)/$(SONAME)
	ln -sf $(SONAME) $(DESTDIR)$(LIBDIR)/libsudoku.so
	{ \
	  echo 'prefix=$(PREFIX)'; \
	  echo 'libdir=$(LIBDIR)'; \
	  echo 'includedir=$(INCLUDEDIR)'; \
	  echo; \
	  echo 'Name: sudoku'; \
	  echo 'Description: Exact, fast Sudoku solver (lexicographically smallest completion) with a C ABI'; \
	  echo 'Version: $(VERSION)'; \
	  echo 'Cflags: -I$${includedir}'; \
	  echo 'Libs: -L$${libdir} -lsudoku'; \
	  echo "Libs.private: $$(cat $(BUILT))"; \
	} > $(DESTDIR)$(PKGCONFIGDIR)/sudoku.pc
	chmod 644 $(DESTDIR)$(PKGCONFIGDIR)/sudoku.pc
	install -m 644 cmake/sudokuConfig.cmake cmake/sudokuConfigVersion.cmake $(DESTDIR)$(CMAKEDIR)/

uninstall:
	rm -f $(DESTDIR)$(INCLUDEDIR)/sudoku.h $(DESTDIR)$(INCLUDEDIR)/sudoku.hpp
	rm -f $(DESTDIR)$(LIBDIR)/libsudoku.a $(DESTDIR)$(LIBDIR)/libsudoku.so \
		$(DESTDIR)$(LIBDIR)/$(SONAME) $(DESTDIR)$(LIBDIR)/libsudoku.so.$(VERSION)
	rm -f $(DESTDIR)$(PKGCONFIGDIR)/sudoku.pc
	rm -f $(DESTDIR)$(CMAKEDIR)/sudokuConfig.cmake $(DESTDIR)$(CMAKEDIR)/sudokuConfigVersion.cmake
	-rmdir $(DESTDIR)$(CMAKEDIR)

clean:
	$(CARGO) clean
