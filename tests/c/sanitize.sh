#!/usr/bin/env bash
# The C side under memory checkers: the C stress driver (tests/c/stress.c), the C and C++
# examples (examples/c/solve.c, examples/c/solve_dlopen.c, examples/cpp/solve.cpp, and the
# game's calls in examples/c/play.c and examples/cpp/play.cpp) and the layout calls with their
# handles (tests/c/layouts.c),
#   1. built with -fsanitize=address,undefined (ASan with LeakSanitizer, UBSan) and run;
#   2. built plainly and run under valgrind memcheck, which also watches the uninstrumented
#      Rust code: every read and write of the library, every leak.
# Any error or definite or indirect leak fails the script. Run from anywhere:
#   tests/c/sanitize.sh
# Needs cc with libasan/libubsan (gcc) and valgrind.
set -euo pipefail
cd "$(dirname "$0")/../.."

cargo build --lib --quiet
work=target/c-sanitize
mkdir -p "$work"
# The executables look for the soname, libsudoku.so.1; cargo creates only libsudoku.so.
for name in libsudoku.so libsudoku.so.1; do
    ln -sf "$PWD/target/debug/libsudoku.so" "$work/$name"
done
export LD_LIBRARY_PATH="$PWD/$work"

flags=(-g -O1 -Wall -Wextra -Werror -pthread -Iinclude)
sanitize=(-fsanitize=address,undefined -fno-sanitize-recover=all -fno-omit-frame-pointer)
linked=(-L"$work" -lsudoku)
# name, compiler, language standard, source, then libraries: built with and without sanitizers.
build() {
    local name=$1 compiler=$2 standard=$3 source=$4
    shift 4
    "$compiler" "$standard" "${flags[@]}" "${sanitize[@]}" "$source" "$@" -o "$work/$name-asan"
    "$compiler" "$standard" "${flags[@]}" "$source" "$@" -o "$work/$name"
}
build stress cc -std=c99 tests/c/stress.c "${linked[@]}"
build solve cc -std=c99 examples/c/solve.c "${linked[@]}"
build solve_dlopen cc -std=c99 examples/c/solve_dlopen.c -ldl
build solve_cpp c++ -std=c++17 examples/cpp/solve.cpp "${linked[@]}"
build play cc -std=c99 examples/c/play.c "${linked[@]}"
build play_cpp c++ -std=c++17 examples/cpp/play.cpp "${linked[@]}"
build layouts cc -std=c99 tests/c/layouts.c "${linked[@]}"
examples=(solve solve_dlopen solve_cpp play play_cpp layouts)

export ASAN_OPTIONS=detect_leaks=1:halt_on_error=1:detect_stack_use_after_return=1
export UBSAN_OPTIONS=halt_on_error=1:print_stacktrace=1
echo "== ASan + UBSan: stress, 16 threads x 200 grids"
"$work/stress-asan" 16 200
for example in "${examples[@]}"; do
    echo "== ASan + UBSan: example $example"
    "$work/$example-asan" >/dev/null
done

# Definite and indirect leaks count as errors. Possible leaks are shown but allowed: a thread
# that calls sudoku_solve_batch gets a 48-byte handle from Rust's std (std::thread::scope asks
# for the current thread), freed when the thread exits; the process's main thread never runs
# that destructor, so valgrind sees the handle as possibly lost at exit.
memcheck() {
    local log="$work/$1.memcheck.log"
    shift
    if ! valgrind --error-exitcode=1 --leak-check=full --log-file="$log" \
        --show-leak-kinds=definite,indirect,possible \
        --errors-for-leak-kinds=definite,indirect "$@"; then
        cat "$log"
        echo "memcheck failed: $*"
        exit 1
    fi
    grep -E "in use at exit|no leaks are possible|lost:|ERROR SUMMARY" "$log" >&2
}
# Threads run one at a time under valgrind, and 20 to 50 times slower: fewer rounds.
echo "== valgrind memcheck: stress, 8 threads x 100 grids"
memcheck stress "$work/stress" 8 100
for example in "${examples[@]}"; do
    echo "== valgrind memcheck: example $example"
    memcheck "$example" "$work/$example" >/dev/null
done
echo "sanitizers and memcheck: clean"
