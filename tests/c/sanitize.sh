#!/usr/bin/env bash
# The C side under memory checkers: the C stress driver (tests/c/stress.c) and the C example
# (examples/c/solve.c), linked against libsudoku.so,
#   1. built with -fsanitize=address,undefined (ASan with LeakSanitizer, UBSan) and run;
#   2. built plainly and run under valgrind memcheck, which also watches the uninstrumented
#      Rust code: every read and write of the library, every leak.
# Any error or definite leak fails the script. Run from anywhere: tests/c/sanitize.sh
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

flags=(-std=c99 -g -O1 -Wall -Wextra -Werror -pthread -Iinclude)
sanitize=(-fsanitize=address,undefined -fno-sanitize-recover=all -fno-omit-frame-pointer)
programs=(tests/c/stress.c examples/c/solve.c)
for source in "${programs[@]}"; do
    name=$(basename "$source" .c)
    cc "${flags[@]}" "${sanitize[@]}" "$source" -L"$work" -lsudoku -o "$work/$name-asan"
    cc "${flags[@]}" "$source" -L"$work" -lsudoku -o "$work/$name"
done

export ASAN_OPTIONS=detect_leaks=1:halt_on_error=1:detect_stack_use_after_return=1
export UBSAN_OPTIONS=halt_on_error=1:print_stacktrace=1
echo "== ASan + UBSan: stress, 16 threads x 200 grids"
"$work/stress-asan" 16 200
echo "== ASan + UBSan: examples/c/solve.c"
"$work/solve-asan" >/dev/null

# Definite, indirect and possible leaks all count as errors (still-reachable blocks do not).
memcheck() {
    local log="$work/$1.memcheck.log"
    shift
    if ! valgrind --error-exitcode=1 --leak-check=full --log-file="$log" \
        --show-leak-kinds=definite,indirect,possible \
        --errors-for-leak-kinds=definite,indirect,possible "$@"; then
        cat "$log"
        echo "memcheck failed: $*"
        exit 1
    fi
    grep -E "in use at exit|no leaks are possible|lost:|ERROR SUMMARY" "$log" >&2
}
# Threads run one at a time under valgrind, and 20 to 50 times slower: fewer rounds.
echo "== valgrind memcheck: stress, 8 threads x 100 grids"
memcheck stress "$work/stress" 8 100
echo "== valgrind memcheck: examples/c/solve.c"
memcheck solve "$work/solve" >/dev/null
echo "sanitizers and memcheck: clean"
