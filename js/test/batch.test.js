// The batch calls give, grid for grid, what the single calls give.

import assert from 'node:assert/strict';
import { before, test } from 'node:test';

import * as sudoku from '../sudoku.js';
import { answerCases, cells } from './table.js';

before(() => sudoku.init());

/** Every grid of the answers table, end to end in one Uint8Array. */
function tableGrids() {
  const tokens = [...new Set(answerCases().filter(({ operation }) => operation === 'solve').map(({ inputs }) => inputs[0]))];
  const all = new Uint8Array(81 * tokens.length);
  tokens.forEach((token, index) => all.set(cells(token), 81 * index));
  return all;
}

function single(body) {
  try {
    return { status: 0, value: body() };
  } catch (error) {
    return { status: error.status, value: null };
  }
}

test('solveBatch is solve on each grid', () => {
  const grids = tableGrids();
  const n = grids.length / 81;
  assert.ok(n >= 8);
  const { solutions, statuses } = sudoku.solveBatch(grids);
  assert.equal(statuses.length, n);
  for (let index = 0; index < n; index += 1) {
    const expected = single(() => sudoku.solve(grids.subarray(81 * index, 81 * index + 81)));
    assert.equal(statuses[index], expected.status, `grid ${index}`);
    const got = solutions.subarray(81 * index, 81 * index + 81);
    assert.deepEqual(got, expected.value ?? new Uint8Array(81), `grid ${index}`);
  }
  assert.ok([...statuses].some((status) => status !== 0));
});

test('countBatch is countSolutions on each grid', () => {
  const grids = tableGrids();
  for (const limit of [1, 2, 50]) {
    const { counts, statuses } = sudoku.countBatch(grids, limit);
    for (let index = 0; index < grids.length / 81; index += 1) {
      const grid = grids.subarray(81 * index, 81 * index + 81);
      const expected = single(() => sudoku.countSolutions(grid, limit));
      assert.equal(statuses[index], expected.status, `grid ${index}`);
      if (expected.status === 0) assert.equal(counts[index], expected.value, `grid ${index}`);
    }
  }
});

test('generateBatch is generate from consecutive seeds', () => {
  const options = { symmetry: 'mirror', level: 'easy' };
  const puzzles = sudoku.generateBatch(40, 5, options);
  assert.equal(puzzles.length, 5 * 81);
  for (let index = 0; index < 5; index += 1) {
    assert.equal(puzzles.subarray(81 * index, 81 * index + 81).join(''), sudoku.generate(40 + index, options));
  }
  assert.equal(sudoku.generateBatch(1, 0).length, 0);
});

test('empty batches are empty answers', () => {
  assert.equal(sudoku.solveBatch(new Uint8Array(0)).statuses.length, 0);
  assert.equal(sudoku.countBatch(new Uint8Array(0)).counts.length, 0);
});
