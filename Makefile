# Builds the release libraries and installs them the way C and C++ users expect:
#
#   make                                  # cargo build --release, plus sudoku.pc
#   make install PREFIX=/usr/local        # (DESTDIR=... for staged installs)
#   make uninstall PREFIX=/usr/local
#
# Installs $(INCLUDEDIR)/sudoku.h and sudoku.hpp; in $(LIBDIR) libsudoku.a and
# libsudoku.so.$(VERSION) with the links libsudoku.so.$(MAJOR) (the soname) and libsudoku.so;
# and $(LIBDIR)/pkgconfig/sudoku.pc, so that `cc app.c $(pkg-config --cflags --libs sudoku)`
# works. Run `ldconfig` after installing into a system directory.

PREFIX ?= /usr/local
LIBDIR ?= $(PREFIX)/lib
INCLUDEDIR ?= $(PREFIX)/include
PKGCONFIGDIR ?= $(LIBDIR)/pkgconfig
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

.PHONY: all build install uninstall clean

all: build

build: $(RELEASE)/sudoku.pc

# cargo decides what to rebuild, so this always runs it. The system libraries that a static
# link needs (Libs.private) are those rustc names for this target.
$(RELEASE)/sudoku.pc: FORCE
	$(CARGO) build --release --lib
	$(CARGO) rustc --release --lib --crate-type staticlib -- --print native-static-libs \
		2> $(RELEASE)/native-static-libs.log || { cat $(RELEASE)/native-static-libs.log; exit 1; }
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
	  echo "Libs.private: $$(sed -n 's/^note: native-static-libs: //p' $(RELEASE)/native-static-libs.log)"; \
	} > $@

FORCE:

install: build
	install -d $(DESTDIR)$(INCLUDEDIR) $(DESTDIR)$(LIBDIR) $(DESTDIR)$(PKGCONFIGDIR)
	install -m 644 include/sudoku.h include/sudoku.hpp $(DESTDIR)$(INCLUDEDIR)/
	install -m 644 $(RELEASE)/libsudoku.a $(DESTDIR)$(LIBDIR)/
	install -m 755 $(RELEASE)/libsudoku.so $(DESTDIR)$(LIBDIR)/libsudoku.so.$(VERSION)
	ln -sf libsudoku.so.$(VERSION) $(DESTDIR)$(LIBDIR)/$(SONAME)
	ln -sf $(SONAME) $(DESTDIR)$(LIBDIR)/libsudoku.so
	install -m 644 $(RELEASE)/sudoku.pc $(DESTDIR)$(PKGCONFIGDIR)/

uninstall:
	rm -f $(DESTDIR)$(INCLUDEDIR)/sudoku.h $(DESTDIR)$(INCLUDEDIR)/sudoku.hpp
	rm -f $(DESTDIR)$(LIBDIR)/libsudoku.a $(DESTDIR)$(LIBDIR)/libsudoku.so \
		$(DESTDIR)$(LIBDIR)/$(SONAME) $(DESTDIR)$(LIBDIR)/libsudoku.so.$(VERSION)
	rm -f $(DESTDIR)$(PKGCONFIGDIR)/sudoku.pc

clean:
	$(CARGO) clean
