// The WebAssembly build against the native library, side by side in one run:
//
//   node bench/bench.js [--rounds N] [--no-browser] FILE...     (from js/, after build.sh)
//
// For each puzzle file (one puzzle a line), ROUNDS times (default 3), one after the other:
// - the batch calls alone, on grids parsed beforehand, one thread: natively
//   `sudoku_solve_batch` and `sudoku_count_batch` (limit 2) through the tool
//   tools/batch_rates.rs, and the same calls of the wasm module (`solveBatch`, `countBatch`);
// - end to end: the release program (`sudoku --threads 1 FILE`, and `--count`), which reads,
//   parses, solves and writes, against the same work in this process (read the file, parse
//   every line with the library's reader, solve or count, format the answers); every answer
//   line is checked equal between the two.
// Prints puzzles/s (the fastest round: the least disturbed on a shared machine) and the
// ratios wasm / native. Then the module's size, raw and gzipped, and the page's load-to-first-
// puzzle time in headless Chromium (median of 5 loads, cache off) unless --no-browser.
//
// SUDOKU_BIN names the native program (default ../target/release/sudoku); both it and the
// tool are built with cargo when missing. CHROMIUM names the browser (/usr/bin/chromium).

import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

import * as sudoku from '../sudoku.js';

const here = fileURLToPath(new URL('..', import.meta.url));
const args = process.argv.slice(2);
const flag = (name) => {
  const at = args.indexOf(name);
  return at < 0 ? undefined : args.splice(at, 2)[1];
};
const rounds = Number(flag('--rounds') ?? 3);
const browser = !args.includes('--no-browser');
const files = args.filter((arg) => !arg.startsWith('--'));
if (files.length === 0) {
  console.error('usage: node bench/bench.js [--rounds N] [--no-browser] FILE...');
  process.exit(2);
}

const target = `${here}../target/release`;
const program = process.env.SUDOKU_BIN ?? `${target}/sudoku`;
const tool = `${target}/examples/batch_rates`;
for (const [path, what] of [
  [program, ['--bin', 'sudoku']],
  [tool, ['--example', 'batch_rates']],
]) {
  if (!existsSync(path)) {
    const manifest = `${here}../Cargo.toml`;
    execFileSync('cargo', ['build', '--release', '--quiet', ...what, '--manifest-path', manifest], {
      stdio: 'inherit',
    });
  }
}

const decoder = new TextDecoder();
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const seconds = (start) => Number(process.hrtime.bigint() - start) / 1e9;

/** The program on `file`: its answer lines and its time, end to end. */
function native(file, count) {
  const start = process.hrtime.bigint();
  const run = spawnSync(program, [...(count ? ['--count'] : []), '--threads', '1', file], {
    maxBuffer: 1 << 30,
    encoding: 'utf8',
  });
  const time = seconds(start);
  if (run.error) throw run.error;
  return { time, lines: run.stdout.trimEnd().split('\n') };
}

/** The same work in wasm: read, parse, solve or count, format the answers. */
function wasm(file, count) {
  const start = process.hrtime.bigint();
  const lines = readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '' && !line.trimStart().startsWith('#'));
  const cells = new Uint8Array(81 * lines.length);
  lines.forEach((line, index) => cells.set(sudoku.parse(line), 81 * index));
  let answers;
  if (count) {
    const { counts, statuses } = sudoku.countBatch(cells, 2);
    answers = Array.from(counts, (n, i) => (statuses[i] !== 0 ? 'error' : n >= 2 ? '2+' : String(n)));
  } else {
    const { solutions, statuses } = sudoku.solveBatch(cells);
    const text = decoder.decode(solutions.map((value) => value + 48));
    answers = lines.map((_, i) => (statuses[i] !== 0 ? 'error' : text.slice(81 * i, 81 * i + 81)));
  }
  return { time: seconds(start), lines: answers };
}

/** The native batch calls on `file`, the faster of two calls in one process: [solve seconds, count seconds]. */
function nativeBatch(file) {
  const [, solve, count] = execFileSync(tool, [file, '2'], { encoding: 'utf8' }).trim().split(' ');
  return [Number(solve), Number(count)];
}

/** The wasm module's batch calls on the same grids: [solve seconds, count seconds]. */
function wasmBatch(cells) {
  let start = process.hrtime.bigint();
  sudoku.solveBatch(cells);
  const solve = seconds(start);
  start = process.hrtime.bigint();
  sudoku.countBatch(cells, 2);
  return [solve, seconds(start)];
}

function compare(file) {
  const lines = readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '' && !line.trimStart().startsWith('#'));
  const cells = new Uint8Array(81 * lines.length);
  lines.forEach((line, index) => cells.set(sudoku.parse(line), 81 * index));
  const best = { nativeBatch: [Infinity, Infinity], wasmBatch: [Infinity, Infinity], native: [Infinity, Infinity], wasm: [Infinity, Infinity] };
  const keep = (key, times) => {
    best[key] = best[key].map((fastest, i) => Math.min(fastest, times[i]));
  };
  // An untimed round first: the file in the page cache, and the module compiled by V8's
  // optimizing tier (it starts on the baseline one).
  wasmBatch(cells);
  for (let round = 0; round < rounds; round += 1) {
    keep('nativeBatch', nativeBatch(file));
    keep('wasmBatch', wasmBatch(cells));
    const ends = [false, true].map((count) => {
      const theirs = native(file, count);
      const ours = wasm(file, count);
      const same = (line, i) => line === ours.lines[i] || (line.startsWith('error') && ours.lines[i] === 'error');
      if (theirs.lines.length !== ours.lines.length || !theirs.lines.every(same)) {
        throw new Error(`${file}: the answers differ between native and wasm`);
      }
      return [theirs.time, ours.time];
    });
    keep('native', [ends[0][0], ends[1][0]]);
    keep('wasm', [ends[0][1], ends[1][1]]);
  }
  return { n: lines.length, ...best };
}

await sudoku.init();
const fmt = (x) => Math.round(x).toLocaleString('en-US');
console.log(`puzzles/s, the fastest of ${rounds} rounds; one thread; ratios wasm / native`);
console.log('| set | puzzles | what | native batch | wasm batch | ratio | program end to end | wasm end to end in Node | ratio |');
console.log('|---|---:|---|---:|---:|---:|---:|---:|---:|');
for (const file of files) {
  const r = compare(file);
  for (const [i, what] of ['solve', 'count to 2'].entries()) {
    const rate = (key) => r.n / r[key][i];
    const ratio = (a, b) => `**${(rate(a) / rate(b)).toFixed(2)}**`;
    console.log(
      `| ${basename(file)} | ${fmt(r.n)} | ${what} | ${fmt(rate('nativeBatch'))} | ${fmt(rate('wasmBatch'))} | ${ratio('wasmBatch', 'nativeBatch')} | ${fmt(rate('native'))} | ${fmt(rate('wasm'))} | ${ratio('wasm', 'native')} |`,
    );
  }
}

const bytes = readFileSync(`${here}sudoku.wasm`);
console.log(`\nsudoku.wasm: ${fmt(bytes.length)} bytes, ${fmt(gzipSync(bytes, { level: 9 }).length)} gzipped (level 9)`);

if (browser) {
  const { withChromium } = await import('../browser/chromium.js');
  await withChromium(async (chromium, origin) => {
    const loads = [];
    for (let seed = 1; seed <= 5; seed += 1) {
      const page = await chromium.newPage();
      await page.setCacheEnabled(false);
      await page.goto(`${origin}/demo/?seed=${seed}&level=any`);
      await page.waitForSelector('body[data-ready="true"]');
      loads.push(await page.$eval('body', (body) => Number(body.dataset.firstPuzzleMs)));
      await page.close();
    }
    console.log(`page load to first puzzle (headless Chromium, level any, cache off): median ${median(loads).toFixed(0)} ms of ${loads.map((ms) => ms.toFixed(0)).join(', ')}`);
  });
}
