// The one grammar (tests/grammar/table.txt): the package reads grid texts with the library's
// own reader, so it reads every case as the Rust library, the program, the C++ wrapper and
// the Python package do.

import assert from 'node:assert/strict';
import { before, test } from 'node:test';

import { SudokuParseError, init, parse, solve } from '../sudoku.js';
import { grammarCases } from './table.js';

before(() => init());

const cases = grammarCases();

test('the grammar table has cases that read and cases that do not', () => {
  assert.ok(cases.some(({ expected }) => expected === 'error'));
  assert.ok(cases.filter(({ expected }) => expected !== 'error').length > 20);
});

for (const { line, text, expected } of cases) {
  test(`grammar table line ${line}`, () => {
    if (expected === 'error') {
      assert.throws(() => parse(text), SudokuParseError);
      assert.throws(() => solve(text), SudokuParseError);
    } else {
      assert.equal(parse(text).join(''), expected);
    }
  });
}

test('a parse error names the line and the column', () => {
  assert.throws(() => parse('103000509\n0021x9400'), {
    name: 'SudokuParseError',
    message: /line 2, column 5: unexpected character 'x'/,
  });
});

test('a text longer than the scratch block is read too', () => {
  const padded = `${'# a long comment line\n'.repeat(200)}${'0'.repeat(81)}\n`;
  assert.ok(padded.length > 4000);
  assert.equal(parse(padded).join(''), '0'.repeat(81));
  assert.throws(() => parse(`${'# x\n'.repeat(500)}12`), /line 501/);
});
