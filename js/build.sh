#!/usr/bin/env bash
# Builds sudoku.wasm beside this script: the library (the crate one folder up) compiled for
# wasm32-unknown-unknown, release profile, without the command-line program's dependencies.
# Needs Rust and its wasm32 target (`rustup target add wasm32-unknown-unknown`); the npm
# package it goes into needs neither.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
manifest="$here/../Cargo.toml"
# Stripped of its symbol names (22 KB of 690 KB): a browser needs none, and a trap's stack
# names the JavaScript caller anyway. Smaller settings cost speed: opt-level "s" gives 559 KB
# (122 KB gzipped) but solves at about half the rate, "z" slower still; panic = "abort" is
# already the target's own; wasm-opt is not assumed installed (BENCHMARKS.md, "Size").
CARGO_PROFILE_RELEASE_STRIP=true cargo build --release --locked --quiet --lib \
    --no-default-features --target wasm32-unknown-unknown --manifest-path "$manifest"
target=$(cargo metadata --format-version 1 --no-deps --manifest-path "$manifest" \
    | node -e 'let s = ""; process.stdin.on("data", (d) => (s += d)).on("end", () => console.log(JSON.parse(s).target_directory))')
built="$target/wasm32-unknown-unknown/release/sudoku.wasm"
# Replaced by a rename, and only when it changed: a reader at that moment (a test packing
# the package while another builds) sees the whole old file or the whole new one.
if ! cmp -s "$built" "$here/sudoku.wasm"; then
    cp "$built" "$here/sudoku.wasm.new"
    mv -f "$here/sudoku.wasm.new" "$here/sudoku.wasm"
fi
