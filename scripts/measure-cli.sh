#!/usr/bin/env bash
# Measures the command-line program; the figures of the README's "Measuring" section.
#
#   scripts/measure-cli.sh [PUZZLE_FILE] [--huge]
#
# PUZZLE_FILE defaults to the 17-clue set. Steps:
# 1. benches/cli_throughput.rs: checks that `sudoku FILE` prints the single-solve answer of
#    every puzzle, then times, side by side, 3 rounds of: the in-process solve_batch on all
#    cores, `sudoku FILE > out` end to end, solve_batch on 1 and on 2 threads; prints medians
#    and the ratios program/batch and 2 threads/1 thread.
# 2. Peak memory (max RSS, /usr/bin/time -v) of `sudoku` on the file and on the file repeated
#    10 times, 3 runs each, medians: streaming keeps it flat.
# 3. With --huge: one run on about 10 million puzzles (the file repeated until then), piped
#    in on stdin, with its max RSS.
# The machine may be shared: every comparison runs its sides in the same time window.
set -euo pipefail
cd "$(dirname "$0")/.."

file=/work/shared/data/puzzles2_17_clue
huge=false
for arg in "$@"; do
    case "$arg" in
        --huge) huge=true ;;
        *) file=$arg ;;
    esac
done

cargo build --release --quiet
program=target/release/sudoku
cargo bench --quiet --bench cli_throughput -- "$file" 3

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
for _ in $(seq 10); do cat "$file"; done > "$work/x10"

# Max RSS in KiB of `sudoku ARGS... > /dev/null`.
max_rss() {
    /usr/bin/time -f '%M' "$program" "$@" 2>&1 >/dev/null | tail -n 1
}
median_of_3() {
    printf '%s\n' "$@" | sort -n | sed -n 2p
}
puzzles() {
    grep -cv -e '^#' -e '^[[:space:]]*$' "$1"
}

echo "peak memory (max RSS, median of 3 runs):"
for input in "$file" "$work/x10"; do
    rss=$(median_of_3 "$(max_rss "$input")" "$(max_rss "$input")" "$(max_rss "$input")")
    echo "  $(puzzles "$input") puzzles: $rss KiB"
done

if $huge; then
    copies=$(( (10000000 + $(puzzles "$file") - 1) / $(puzzles "$file") ))
    echo "about 10 million puzzles ($copies copies) piped on stdin:"
    rss=$( { for _ in $(seq "$copies"); do cat "$file"; done; } |
        /usr/bin/time -f '%M %e' "$program" --stats 2>&1 >/dev/null | tail -n 2 | tr '\n' ' ')
    echo "  $rss (stats line, then max RSS in KiB and seconds)"
fi
