// Bad input gets a clear exception, never a crash or a wrong answer: values the library
// refuses carry its status; arguments of the wrong kind are TypeErrors and RangeErrors; a
// trap of the module becomes a SudokuError with status PANIC and the module keeps working.

import assert from 'node:assert/strict';
import { test } from 'node:test';

import * as sudoku from '../sudoku.js';
import { guarded } from '../runtime.js';

const SAMPLE = '103000509002109400000704000300502006060000050700803004000401000009205800804000107';
const ANSWER = '143628579572139468986754231391542786468917352725863914237481695619275843854396127';

test('a call before init() says what to do', () => {
  assert.throws(() => sudoku.solve(SAMPLE), /call `await init\(\)`/);
});

test('init() loads once, from the default place or given bytes', async () => {
  const first = sudoku.init();
  assert.equal(sudoku.init(), first);
  await first;
  assert.equal(sudoku.solve(SAMPLE), ANSWER);
});

const status = (code) => ({ name: 'SudokuError', code, status: sudoku.Status[code] });

test('cell values above 9 are the library INVALID_CELL, up to any integer', () => {
  for (const value of [10, 255, 256, 1e9]) {
    const grid = Array.from(sudoku.parse(SAMPLE));
    grid[80] = value;
    assert.throws(() => sudoku.solve(grid), status('INVALID_CELL'));
    assert.throws(() => sudoku.validate(grid), { ...status('INVALID_CELL'), cell: 80 });
    assert.throws(() => sudoku.rate(grid), status('INVALID_CELL'));
  }
});

test('grids of the wrong kind or size are TypeErrors', () => {
  for (const grid of [null, undefined, 42, {}, new Uint8Array(80), new Uint8Array(82), []]) {
    assert.throws(() => sudoku.solve(grid), TypeError);
  }
  for (const value of [-1, 1.5, Number.NaN, '1', null]) {
    const grid = Array(81).fill(0);
    grid[3] = value;
    assert.throws(() => sudoku.solve(grid), { name: 'TypeError', message: /cell 3/ });
  }
  assert.throws(() => sudoku.hint(SAMPLE, { marks: [1, 2, 3] }), TypeError);
  assert.throws(() => sudoku.solveBatch(new Uint8Array(100)), TypeError);
  assert.throws(() => sudoku.solveBatch([0]), TypeError);
  assert.throws(() => sudoku.parse(7), TypeError);
});

test('texts that are no grid are SudokuParseErrors', () => {
  for (const text of ['', '12x', SAMPLE.slice(1), `${SAMPLE}0`, '\u0000'.repeat(81), 'é'.repeat(81)]) {
    assert.throws(() => sudoku.solve(text), { name: 'SudokuParseError', message: /line \d+, column \d+/ });
  }
});

test('a clash says where: both cells, the digit and the house', () => {
  const grid = Array(81).fill(0);
  [grid[0], grid[1]] = [5, 5];
  const clash = {
    ...status('CONFLICT'),
    cell: 1,
    otherCell: 0,
    digit: 5,
    unit: 'row',
    houseNumber: 1,
    house: 0,
    message: 'sudoku: digit 5 appears twice in one row: at row 1, column 1 and at row 1, column 2',
  };
  assert.throws(() => sudoku.solve(grid), clash);
  assert.throws(() => sudoku.validate(grid), clash);
  assert.throws(() => sudoku.rate(grid), clash);
  const boxed = Array(81).fill(0);
  [boxed[30], boxed[50]] = [2, 2]; // r4c4 and r6c6: box 5
  assert.throws(() => sudoku.countSolutions(boxed), {
    cell: 50,
    otherCell: 30,
    digit: 2,
    unit: 'box',
    houseNumber: 5,
    house: 22,
    message: /at row 4, column 4 and at row 6, column 6/,
  });
});

test('a value above 9 says where and what', () => {
  const grid = Array(81).fill(0);
  grid[40] = 200;
  assert.throws(() => sudoku.hint(grid), {
    ...status('INVALID_CELL'),
    cell: 40,
    value: 200,
    message: 'sudoku: invalid cell at row 5, column 5: 200 is not 0 (blank) or a digit 1 to 9',
  });
});

test('a parse error says where and what', () => {
  const bad = `${SAMPLE.slice(0, 11)}x${SAMPLE.slice(12)}`;
  assert.throws(() => sudoku.parse(bad), {
    name: 'SudokuParseError',
    line: 1,
    column: 12,
    problem: 'BAD_CHARACTER',
    character: 'x',
    message: /^sudoku: line 1, column 12: unexpected character 'x'/,
  });
  assert.throws(() => sudoku.solve(SAMPLE.slice(1)), {
    problem: 'LINE_LENGTH',
    found: 80,
    line: 1,
    column: 81,
  });
  const rows = SAMPLE.match(/.{9}/g);
  assert.throws(() => sudoku.parse(rows.slice(0, 4).join('\n')), {
    problem: 'TOO_FEW_ROWS',
    found: 4,
    line: 5,
  });
  assert.throws(() => sudoku.parse('\n# only a comment\n'), { problem: 'EMPTY', line: 2 });
  // A long text takes a block of its own, with the same answer.
  const long = `${'# a comment\n'.repeat(200)}${SAMPLE.replace('5', 'é')}`;
  assert.throws(() => sudoku.parse(long), { line: 201, column: 7, character: 'é' });
});

test('seeds and limits out of range are RangeErrors; options out of range INVALID_OPTION', () => {
  for (const seed of [-1, 1.5, 2n ** 64n, -1n, Number.NaN]) {
    assert.throws(() => sudoku.generate(seed), RangeError);
  }
  assert.throws(() => sudoku.countSolutions(SAMPLE, -1), RangeError);
  assert.throws(() => sudoku.countSolutionsBounded(SAMPLE, 2, 2n ** 64n), RangeError);
  assert.throws(() => sudoku.generate(1, { symmetry: 'spiral' }), RangeError);
  assert.throws(() => sudoku.generate(1, { level: 'impossible' }), RangeError);
  for (const options of [{ symmetry: 7 }, { level: 9 }, { maxGivens: 16 }, { maxGivens: 1.5 }]) {
    assert.throws(() => sudoku.generate(1, options), status('INVALID_OPTION'));
  }
  assert.equal(sudoku.generate(2n ** 64n - 1n).length, 81);
});

test('names of options read as the header values, in any case', () => {
  const byName = sudoku.generate(7, { symmetry: 'rotate90', level: 'any' });
  assert.equal(byName, sudoku.generate(7, { symmetry: sudoku.Symmetry.ROTATE90, level: 0 }));
});

test('a rating past its work bound is BUDGET_EXCEEDED; a bound out of range a RangeError', () => {
  // A bank puzzle that Sudoku Explainer rates 7.2: chains to the end.
  const chains = '083020090000800100029300008000098700070000060006740000300006980002005000010030540';
  const rating = sudoku.rate(chains);
  assert.ok(Number.isInteger(rating.work) && rating.work > 0 && rating.tenths >= 70);
  assert.deepEqual(sudoku.rate(chains, { maxWork: rating.work }), rating);
  assert.deepEqual(sudoku.rate(chains, { maxWork: BigInt(rating.work) }), rating);
  for (const maxWork of [rating.work - 1, Math.floor(rating.work / 2), 0n]) {
    assert.throws(() => sudoku.rate(chains, { maxWork }), status('BUDGET_EXCEEDED'));
  }
  for (const maxWork of [-1, 2n ** 64n, 1.5, '7']) {
    assert.throws(() => sudoku.rate(chains, { maxWork }), RangeError);
  }
});

test('generation within a range of ratings: in range, batches as singles, bad ranges refused', () => {
  const range = { minTenths: 36, maxTenths: 45 };
  const batch = sudoku.generateBatch(3, 2, range);
  for (let i = 0; i < 2; i += 1) {
    const puzzle = sudoku.generate(3 + i, range);
    assert.equal(batch.subarray(81 * i, 81 * i + 81).join(''), puzzle);
    const { tenths } = sudoku.rate(puzzle);
    assert.ok(tenths >= 36 && tenths <= 45, `${tenths}`);
  }
  assert.equal(sudoku.NO_MAXIMUM, 65535);
  assert.throws(() => sudoku.generate(1, { minTenths: 50, maxTenths: 40 }), status('INVALID_OPTION'));
  for (const bad of [-1, 65536, 1.5, '40']) {
    assert.throws(() => sudoku.generate(1, { minTenths: bad }), RangeError);
    assert.throws(() => sudoku.generateBatch(1, 1, { maxTenths: bad }), RangeError);
  }
});

test('a hint on a solved or ambiguous grid is a status, not a step', () => {
  assert.throws(() => sudoku.hint(ANSWER), status('ALREADY_SOLVED'));
  assert.throws(() => sudoku.hint('0'.repeat(81)), status('NOT_UNIQUE'));
  assert.throws(() => sudoku.hint(SAMPLE, { givens: '0'.repeat(81) }), status('NOT_UNIQUE'));
});

test('a trap of the module becomes a SudokuError PANIC, and the module is restarted', () => {
  // Pointers past the end of memory: the load traps, as a bug in the library would.
  const trap = () => guarded(({ exports }) => exports.sudoku_solve(0x7ffffff0, 0x7ffffff0));
  assert.throws(trap, { ...status('PANIC'), message: /trapped/ });
  assert.equal(sudoku.solve(SAMPLE), ANSWER);
  assert.equal(sudoku.hint(SAMPLE).text, 'Hidden single: in box 1, 4 fits only r1c2.');
});

test('inputs are never written', () => {
  const grid = sudoku.parse(SAMPLE);
  const copy = grid.slice();
  sudoku.solve(grid);
  sudoku.hint(grid);
  const batch = new Uint8Array(162);
  batch.set(grid);
  sudoku.solveBatch(batch);
  assert.deepEqual(grid, copy);
  assert.deepEqual(batch.subarray(0, 81), copy);
});
