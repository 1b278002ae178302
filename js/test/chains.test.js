// A chain hint through the package: its lines and its sentence step by step, as the
// library gives them (the same grid and sentence as the play examples' transcript).

import assert from 'node:assert/strict';
import { before, test } from 'node:test';

import * as sudoku from '../sudoku.js';

before(() => sudoku.init());

const CHAIN_GRID =
  '593826147040910083008034902001402009469050821000109304004670298986241735700098416';

test('a chain hint carries its lines and tells them step by step', () => {
  const hint = sudoku.hint(CHAIN_GRID);
  assert.equal(hint.chain.kind, sudoku.ChainKind.Y_CYCLE);
  assert.equal(hint.chain.lines.length, 1);
  const [line] = hint.chain.lines;
  assert.equal(line.omitted, 0);
  assert.equal(line.steps.length, 10);
  assert.deepEqual(line.steps[0], { cell: 11, digit: 7, on: true });
  assert.deepEqual(line.steps[9], { cell: 11, digit: 2, on: false });
  assert.ok(hint.text.startsWith('Bidirectional cycle: a Y-cycle'));
  assert.equal(
    hint.explained,
    'Bidirectional cycle: round the loop, r2c3 is 7, then r2c6 is not 7, then r2c6 is 5, ' +
      'then r7c6 is not 5, then r7c6 is 3, then r9c4 is not 3, then r9c4 is 5, then r9c3 is ' +
      'not 5, then r9c3 is 2, then r2c3 is not 2, and back to r2c3: the loop holds whichever ' +
      'way round it is read, so 2 is removed from r6c3, and 5 from r9c2.',
  );
});

test('other hints have no chain and the same sentence twice', () => {
  const hint = sudoku.hint(
    '103000509002109400000704000300502006060000050700803004000401000009205800804000107',
  );
  assert.equal(hint.chain, null);
  assert.equal(hint.explained, hint.text);
});
