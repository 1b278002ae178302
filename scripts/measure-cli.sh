#!/usr/bin/env bash
# Measures the command-line program (doc/program.md, "Measuring"; its figures: BENCHMARKS.md).
#
#   scripts/measure-cli.sh PUZZLE_FILE [--huge] [--when-idle] [--runs N]
#
# PUZZLE_FILE: one puzzle a line (BENCHMARKS.md's figures use the public 17-clue set). Steps:
# 1. benches/cli_throughput.rs: checks that `sudoku FILE` prints the single-solve answer of
#    every puzzle, then times, side by side, 3 rounds of: the in-process solve_batch on all
#    cores, `sudoku FILE > out` end to end, solve_batch on 1 and on 2 threads; prints medians
#    and the ratios program/batch and 2 threads/1 thread.
# 2. Peak memory (max RSS, /usr/bin/time -v) of `sudoku` on the file and on the file repeated
#    10 times, 3 runs each, medians: streaming keeps it flat.
# 3. With --huge: one run on about 10 million puzzles (the file repeated until then), piped
#    in on stdin, with its max RSS.
# The machine may be shared: every comparison runs its sides in the same time window. Step 1
# runs N times (--runs, default 1); with --when-idle each run first waits (up to 30 minutes)
# for 2 seconds in which the machine's cores were at least 85% idle, since other busy
# processes leave this one about one core whatever its thread count.
set -euo pipefail
cd "$(dirname "$0")/.."

file=
huge=false
when_idle=false
runs=1
while [ $# -gt 0 ]; do
    case "$1" in
        --huge) huge=true ;;
        --when-idle) when_idle=true ;;
        --runs) runs=$2; shift ;;
        *) file=$1 ;;
    esac
    shift
done
if [ -z "$file" ]; then
    echo "usage: scripts/measure-cli.sh PUZZLE_FILE [--huge] [--when-idle] [--runs N]" >&2
    exit 2
fi

# Percent of the cores' time spent idle over the next 2 seconds (Linux /proc/stat).
idle_percent() {
    local idle0 total0 idle1 total1
    read -r idle0 total0 < <(awk '/^cpu /{print $5+$6, $2+$3+$4+$5+$6+$7+$8+$9}' /proc/stat)
    sleep 2
    read -r idle1 total1 < <(awk '/^cpu /{print $5+$6, $2+$3+$4+$5+$6+$7+$8+$9}' /proc/stat)
    echo $(( 100 * (idle1 - idle0) / (total1 - total0) ))
}
wait_until_idle() {
    local deadline=$(( $(date +%s) + 1800 ))
    until [ "$(idle_percent)" -ge 85 ]; do
        if [ "$(date +%s)" -ge $deadline ]; then
            echo "the machine stayed busy for 30 minutes; measuring anyway"
            return
        fi
        sleep 8
    done
    echo "the machine was idle; measuring at $(date +%T)"
}

cargo build --release --quiet
cargo bench --quiet --bench cli_throughput --no-run
program=target/release/sudoku
for _ in $(seq "$runs"); do
    if $when_idle; then wait_until_idle; fi
    cargo bench --quiet --bench cli_throughput -- "$file" 3
done

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
