// Runs Interactive Sudoku Solver (sigh/Interactive-Sudoku-Solver, MIT) on puzzles written in
// its constraint strings, for `cargo run --release --example layout_peers`, which writes the
// strings and reads the answers. Not part of the crate: the peer's checkout is named on the
// command line and read from there.
//
//   node tools/iss_peer.mjs ISS_CHECKOUT INPUTS SOLUTIONS REPEAT
//
// INPUTS: one constraint string a line. SOLUTIONS: 1 (the first completion) or 2 (proof of
// uniqueness). Prints a line a puzzle: the best of REPEAT solve times in milliseconds (the
// search only: the peer's own benchmark times the same span), its status, and the first
// completion's digits, each written in decimal and joined.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const [checkout, inputs, solutions, repeat] = process.argv.slice(2);
if (!checkout || !inputs || !solutions || !repeat) {
  console.error('usage: node tools/iss_peer.mjs ISS_CHECKOUT INPUTS SOLUTIONS REPEAT');
  process.exit(2);
}
const analysis = await import(
  pathToFileURL(join(checkout, 'tools', 'lib', 'solver_analysis.js')).href);

const lines = readFileSync(inputs, 'utf8').split('\n').filter((line) => line.length > 0);
for (const [index, input] of lines.entries()) {
  let best = Infinity;
  let result = null;
  for (let round = 0; round < Number(repeat); round++) {
    result = analysis.runSolve(
      { name: `puzzle ${index + 1}`, input },
      { maxBacktracks: 0, maxSolutions: Number(solutions), collectSolutions: false });
    best = Math.min(best, result.elapsedMs);
  }
  console.log(`${best.toFixed(4)} ${result.status} ${result.solution || '-'}`);
}
