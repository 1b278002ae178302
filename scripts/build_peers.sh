#!/usr/bin/env bash
# Builds tdoku's run_benchmark with fsss2 and sk_bforce2 in it, the binary through which
# `cargo bench --bench peers` times the published C/C++ solvers. Nothing of theirs is kept in
# this repository: the sources are cloned into OUT_DIR and built there.
#
#   scripts/build_peers.sh OUT_DIR [TDOKU]
#
# TDOKU is tdoku's git repository (a URL, a clone, or a bare mirror; default its GitHub
# address). fsss2 and sk_bforce2 are tdoku's submodules; when they cannot be fetched through
# it (offline), point to them:
#   FSSS2=REPO       fsss2's repository (t-dillon/fsss2_bench, tdoku's submodule);
#   SK_BFORCE2=REPO  sk_bforce2's (t-dillon/SK_BFORCE2_bench, or its upstream GPenet/SK_BFORCE2).
# Each is checked out at the commit tdoku pins when the repository has it, else at its head.
#
# The build is tdoku's own (BUILD.sh): cmake with its default -O3 -march=native, plus
# -DFSSS2=on -DSK_BFORCE2=on. The binary is OUT_DIR/tdoku/build/run_benchmark. Beside it,
# tdoku_latency (benches/peers/tdoku_latency.cc, ours) times tdoku counting to two puzzle by
# puzzle, compiled with the flags run_benchmark's solvers get.
set -euo pipefail

latency_source=$(cd "$(dirname "$0")/.." && pwd)/benches/peers/tdoku_latency.cc

usage="usage: $0 OUT_DIR [TDOKU]   (env: FSSS2=REPO SK_BFORCE2=REPO)"
out=${1:?$usage}
tdoku_repo=${2:-https://github.com/t-dillon/tdoku}

mkdir -p "$out"
out=$(cd "$out" && pwd)
tdoku=$out/tdoku
rm -rf "$tdoku"
# Everything but data.zip, tdoku's own puzzle sets, which the build does not need (and a
# mirror may lack, being its largest file).
git clone --quiet --no-checkout "$tdoku_repo" "$tdoku"
# shellcheck disable=SC2046 # the names, one a word
git -C "$tdoku" checkout --quiet HEAD -- \
  $(git -C "$tdoku" ls-tree --name-only HEAD | grep -vx data.zip)

# Clones REPO into tdoku's submodule PATH at the commit tdoku pins, or its head when REPO
# lacks that commit (the upstream of a fork tdoku pins).
module() {
  local path=$1 repo=$2 pinned
  pinned=$(git -C "$tdoku" ls-tree HEAD "$path" | awk '{ print $3 }')
  rm -rf "${tdoku:?}/$path"
  git clone --quiet "$repo" "$tdoku/$path"
  if git -C "$tdoku/$path" cat-file -e "$pinned^{commit}" 2>/dev/null; then
    git -C "$tdoku/$path" checkout --quiet "$pinned"
  else
    echo "note: $repo lacks tdoku's pinned $pinned; using its head" \
      "$(git -C "$tdoku/$path" rev-parse --short HEAD)" >&2
  fi
}

for pair in "other/module_fsss2=${FSSS2:-}" "other/module_sk_bforce2=${SK_BFORCE2:-}"; do
  path=${pair%%=*} repo=${pair#*=}
  if [[ -n "$repo" ]]; then
    module "$path" "$repo"
  else
    git -C "$tdoku" submodule update --quiet --init "$path"
  fi
done

cd "$tdoku"
./BUILD.sh run_benchmark -DFSSS2=on -DSK_BFORCE2=on >build.log 2>&1 || {
  tail -30 build.log >&2
  exit 1
}
g++ -O3 -march=native -std=gnu++14 -Iinclude "$latency_source" src/solver_dpll_triad_simd.cc \
  src/util.cc -o build/tdoku_latency
"$tdoku/build/run_benchmark" -h | grep -A1 'solvers:' >&2
echo "$tdoku/build/run_benchmark"
