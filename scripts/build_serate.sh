#!/usr/bin/env bash
# Builds Sukaku Explainer's command-line rater, `serate`, from its source with plain javac,
# for the side-by-side figures in BENCHMARKS.md. Nothing of Sukaku Explainer (LGPL) is kept
# in this repository: the source is read where it lies and the classes go to OUT_DIR.
#
#   scripts/build_serate.sh SE_SRC OUT_DIR
#
# SE_SRC is a checkout (or `git archive` export) of SudokuMonster/SukakuExplainer: the
# directory holding `diuf/`. Needs a JDK 17 or newer (`javac`, `jar`). The result is
# OUT_DIR/SukakuExplainer.jar; run it with scripts/serate_rate.sh.
set -euo pipefail

usage="usage: $0 SE_SRC OUT_DIR"
src=${1:?$usage}
out=${2:?$usage}
[ -d "$src/diuf/sudoku" ] || { echo "$src has no diuf/sudoku: not Sukaku Explainer's source" >&2; exit 1; }

mkdir -p "$out"
out=$(cd "$out" && pwd)
src=$(cd "$src" && pwd)
classes=$out/classes
rm -rf "$classes"
mkdir -p "$classes"

# Every Java file, GUI included (serate links against the GUI's settings classes).
find "$src/diuf" -name '*.java' > "$out/sources.txt"
javac -nowarn -encoding ISO-8859-1 -d "$classes" @"$out/sources.txt" 2> "$out/javac.log" || {
    cat "$out/javac.log" >&2
    exit 1
}
# The resources beside the classes (HTML explanations, images, properties).
(cd "$src" && find diuf -type f ! -name '*.java' -print0 | xargs -0 -I{} cp --parents {} "$classes/")
jar --create --file "$out/SukakuExplainer.jar" -C "$classes" .
echo "$out/SukakuExplainer.jar"
