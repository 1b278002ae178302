#!/usr/bin/env bash
# Runs one fuzz target for a set time, seeded from the committed corpus:
#   fuzz/run.sh solve|parse|batch|fpuzzles|layout_text|layout_fpuzzles [SECONDS, default 600] [more libFuzzer flags]
# New inputs go to fuzz/corpus/TARGET (ignored by git), crashes to fuzz/artifacts/TARGET.
# Needs the nightly toolchain and `cargo install cargo-fuzz`.
set -euo pipefail
target=${1:?usage: fuzz/run.sh solve|parse|batch|fpuzzles|layout_text|layout_fpuzzles [seconds] [libFuzzer flags]}
seconds=${2:-600}
cd "$(dirname "$0")"
mkdir -p "corpus/$target"
# -timeout: an input that takes 10 s (oracle included) is reported as a hang.
exec cargo +nightly fuzz run "$target" "corpus/$target" "seeds/$target" -- \
    -max_total_time="$seconds" -timeout=10 -print_final_stats=1 "${@:3}"
