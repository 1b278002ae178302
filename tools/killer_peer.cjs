// The npm package killer-sudoku-generator beside `killer_times` (tools/killer_times.rs):
// `node tools/killer_peer.cjs PEER_DIR COUNT DIFFICULTY OUT` times COUNT calls of its
// generateKillerSudoku(DIFFICULTY) (PEER_DIR: where `npm install killer-sudoku-generator`
// ran), writes each killer as a line of our killer text form to OUT (for our count of its
// completions) and prints `mean median slowest` milliseconds.
const path = require('path');
const fs = require('fs');

const [dir, count, difficulty, out] = process.argv.slice(2);
const { generateKillerSudoku } = require(path.join(dir, 'node_modules', 'killer-sudoku-generator'));
const names = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
const lines = [];
const times = [];
for (let k = 0; k < Number(count); k++) {
  const start = process.hrtime.bigint();
  const killer = generateKillerSudoku(difficulty);
  times.push(Number(process.hrtime.bigint() - start) / 1e6);
  const wide = killer.areas.length > names.length;
  const name = (i) => (wide ? names[Math.floor(i / names.length)] + names[i % names.length] : names[i]);
  const map = new Array(81).fill(wide ? '..' : '.');
  killer.areas.forEach((area, i) => area.cells.forEach(([r, c]) => (map[r * 9 + c] = name(i))));
  const sums = killer.areas.map((area, i) => `${name(i)}=${area.sum}`).join(',');
  lines.push(`9x9 killer: ${killer.puzzle.replace(/-/g, '.')} ${map.join('')} ${sums}`);
}
fs.writeFileSync(out, lines.join('\n') + '\n');
times.sort((a, b) => a - b);
const mean = times.reduce((a, b) => a + b, 0) / times.length;
console.log(`${mean} ${times[times.length >> 1]} ${times[times.length - 1]}`);
