# The version of the installed libsudoku, for find_package(sudoku VERSION): compatible with
# a request for the same major version and a minor.patch no newer than this one, as the
# soname (libsudoku.so.<major>) promises. tests/packaging.rs checks it is the crate's version.
set(PACKAGE_VERSION "1.0.0")
string(REGEX MATCH "^[0-9]+" _sudoku_major "${PACKAGE_VERSION}")

if(NOT PACKAGE_FIND_VERSION)
  set(PACKAGE_VERSION_COMPATIBLE TRUE)
elseif(PACKAGE_FIND_VERSION VERSION_GREATER PACKAGE_VERSION)
  set(PACKAGE_VERSION_COMPATIBLE FALSE)
elseif(NOT PACKAGE_FIND_VERSION_MAJOR STREQUAL _sudoku_major)
  set(PACKAGE_VERSION_COMPATIBLE FALSE)
else()
  set(PACKAGE_VERSION_COMPATIBLE TRUE)
  if(PACKAGE_FIND_VERSION STREQUAL PACKAGE_VERSION)
    set(PACKAGE_VERSION_EXACT TRUE)
  endif()
endif()
unset(_sudoku_major)

# A 64-bit library serves 64-bit projects only.
if(CMAKE_SIZEOF_VOID_P AND NOT CMAKE_SIZEOF_VOID_P STREQUAL "8")
  set(PACKAGE_VERSION "${PACKAGE_VERSION} (64-bit)")
  set(PACKAGE_VERSION_UNSUITABLE TRUE)
endif()
