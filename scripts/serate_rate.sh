#!/usr/bin/env bash
# Rates a file of puzzles with serate (built by scripts/build_serate.sh), one line out per
# puzzle as it is rated: the puzzle, SE's rating (ER), pearl (EP), diamond (ED), the hardest
# technique's name, and serate's own time for the puzzle.
#
#   scripts/serate_rate.sh SERATE_JAR PUZZLES OUT [SERATE_OPTION...]
#
# PUZZLES: one puzzle a line, the 81 cells first or after a hash (`hash puzzle rating`
# lines of a rated bank work: the first 81-character field is taken). Extra options go to
# serate as they are (for instance --techs=... to switch techniques off). One thread, as
# our own rater is timed.
set -euo pipefail

usage="usage: $0 SERATE_JAR PUZZLES OUT [SERATE_OPTION...]"
jar=${1:?$usage}
puzzles=${2:?$usage}
out=${3:?$usage}
shift 3

input=$(mktemp)
trap 'rm -f "$input"' EXIT
awk '{ for (i = 1; i <= NF; i++) if (length($i) == 81) { print $i; break } }' "$puzzles" > "$input"

start=$(date +%s.%N)
java -Xrs -Xmx1g -cp "$jar" diuf.sudoku.test.serate \
    --format='%g %r %p %d %R %e' --threads=1 --input="$input" --output=- "$@" > "$out"
end=$(date +%s.%N)
count=$(wc -l < "$input")
echo "serate: $count puzzles in $(echo "$end - $start" | bc) s" >&2
