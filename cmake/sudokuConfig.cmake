# The CMake package of libsudoku:
#
#   find_package(sudoku 1 CONFIG REQUIRED)
#   target_link_libraries(app PRIVATE sudoku::sudoku)         # the shared library
#   target_link_libraries(app PRIVATE sudoku::sudoku_static)  # or the static one
#
# Both targets carry the include directory of sudoku.h and sudoku.hpp. `make install` puts
# this file in <libdir>/cmake/sudoku, `cargo cinstall` in <datadir>/cmake/sudoku (cargo-c
# installs extra files only there); both are places find_package looks in. Everything is
# found from this file's own directory, so an installed tree still works when moved whole.

# The prefix: the nearest directory above this one that holds include/sudoku.h.
set(_sudoku_prefix "${CMAKE_CURRENT_LIST_DIR}")
foreach(_sudoku_level RANGE 4)
  get_filename_component(_sudoku_prefix "${_sudoku_prefix}" DIRECTORY)
  if(EXISTS "${_sudoku_prefix}/include/sudoku.h")
    break()
  endif()
endforeach()

# The libraries: in the libdir this file sits in (<libdir>/cmake/sudoku), else in the
# prefix's lib/<multiarch>, lib64 or lib.
set(_sudoku_libdir "")
foreach(_sudoku_dir
    "${CMAKE_CURRENT_LIST_DIR}/../.."
    "${_sudoku_prefix}/lib/${CMAKE_LIBRARY_ARCHITECTURE}"
    "${_sudoku_prefix}/lib64"
    "${_sudoku_prefix}/lib")
  if(EXISTS "${_sudoku_dir}/libsudoku.a")
    get_filename_component(_sudoku_libdir "${_sudoku_dir}" ABSOLUTE)
    break()
  endif()
endforeach()

if(NOT EXISTS "${_sudoku_prefix}/include/sudoku.h" OR _sudoku_libdir STREQUAL "")
  set(sudoku_FOUND FALSE)
  set(sudoku_NOT_FOUND_MESSAGE
    "sudokuConfig.cmake in ${CMAKE_CURRENT_LIST_DIR} finds no include/sudoku.h above it, or no libsudoku.a in the prefix's library directories")
  return()
endif()

if(NOT TARGET sudoku::sudoku)
  add_library(sudoku::sudoku SHARED IMPORTED)
  set_target_properties(sudoku::sudoku PROPERTIES
    IMPORTED_LOCATION "${_sudoku_libdir}/libsudoku.so"
    IMPORTED_SONAME "libsudoku.so.${sudoku_VERSION_MAJOR}"
    INTERFACE_INCLUDE_DIRECTORIES "${_sudoku_prefix}/include")
endif()

if(NOT TARGET sudoku::sudoku_static)
  add_library(sudoku::sudoku_static STATIC IMPORTED)
  # The system libraries a static link needs, as rustc names them for Linux
  # (`--print native-static-libs`; tests/packaging.rs checks the list).
  set_target_properties(sudoku::sudoku_static PROPERTIES
    IMPORTED_LOCATION "${_sudoku_libdir}/libsudoku.a"
    IMPORTED_LINK_INTERFACE_LANGUAGES "C"
    INTERFACE_INCLUDE_DIRECTORIES "${_sudoku_prefix}/include"
    INTERFACE_LINK_LIBRARIES "gcc_s;util;rt;pthread;m;dl;c")
endif()

unset(_sudoku_level)
unset(_sudoku_dir)
unset(_sudoku_libdir)
unset(_sudoku_prefix)
