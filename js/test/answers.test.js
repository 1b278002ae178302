// Every case of tests/data/answers.txt, through the package: the same answers as the Rust API.

import assert from 'node:assert/strict';
import { before, test } from 'node:test';

import * as sudoku from '../sudoku.js';
import { answerCases, cells, isText } from './table.js';

before(() => sudoku.init());

/**
 * What an error is in the table: `error NAME`, and for validate (`withCell`) the cell. An
 * error that knows its cell names its place in the message; any other gives the status's.
 */
function outcome(body, withCell = false) {
  try {
    return body();
  } catch (error) {
    assert.ok(error instanceof sudoku.SudokuError, `not a SudokuError: ${error}`);
    assert.equal(sudoku.Status[error.code], error.status);
    if (error.cell === undefined) {
      assert.match(error.message, new RegExp(sudoku.statusMessage(error.status)));
    } else {
      const [row, column] = [Math.floor(error.cell / 9) + 1, (error.cell % 9) + 1];
      assert.ok(error.message.includes(`at row ${row}, column ${column}`), error.message);
    }
    return `error ${error.code}${withCell && error.cell !== undefined ? ` ${error.cell}` : ''}`;
  }
}

const list = (values) => (values.length === 0 ? '-' : values.join(','));

function hintFields(hint) {
  const placement = hint.placement === null ? '-' : `${hint.placement.cell}=${hint.placement.digit}`;
  return [
    hint.technique,
    hint.mistake,
    list(hint.cells),
    list(hint.houses),
    hint.digits.join('') || '-',
    placement,
    hint.text,
  ].join(' | ');
}

/** The package's answer for a case, given a grid as `form` makes it from a table token. */
function answer({ operation, inputs }, form) {
  const [first, second, third, fourth] = inputs;
  switch (operation) {
    case 'solve':
      return outcome(() => String(sudoku.solve(form(first))).replaceAll(',', ''));
    case 'count':
      return outcome(() => String(sudoku.countSolutions(form(first), Number(second))));
    case 'count_bounded':
      return outcome(() => {
        const { count, finished } = sudoku.countSolutionsBounded(
          form(first),
          BigInt(second),
          BigInt(third),
        );
        return `${count} ${finished ? 'finished' : 'unfinished'}`;
      });
    case 'validate':
      return outcome(() => {
        sudoku.validate(form(first));
        return 'ok';
      }, true);
    case 'candidates':
      return outcome(() => sudoku.candidates(form(first)).join(','));
    case 'hint': {
      const marks = second === '-' ? undefined : second.split(',').map(Number);
      const givens = third === '-' ? undefined : form(third);
      return outcome(() => hintFields(sudoku.hint(form(first), { marks, givens })));
    }
    case 'rate':
      return outcome(() => {
        const rating = sudoku.rate(form(first));
        assert.equal(rating.value, rating.tenths / 10);
        assert.equal(rating.levelName, sudoku.levelName(rating.level));
        const { level, tenths, hardest, givens, pearl, diamond, work } = rating;
        // The bound of the work it took gives the same rating.
        assert.deepEqual(sudoku.rate(form(first), { maxWork: work }), rating);
        return `${level} ${tenths} ${hardest} ${givens} ${pearl} ${diamond} ${work}`;
      });
    case 'generate': {
      const options = { symmetry: Number(second), level: Number(third), maxGivens: Number(fourth) };
      return outcome(() => sudoku.generate(BigInt(first), options));
    }
    default:
      throw new Error(`unknown operation ${operation}`);
  }
}

const cases = answerCases();

test('the table has cases of every operation', () => {
  const operations = new Set(cases.map(({ operation }) => operation));
  assert.equal(operations.size, 8);
  assert.ok(cases.length > 50);
});

/** The grids among a case's inputs. */
function grids({ operation, inputs }) {
  if (operation === 'generate') return [];
  if (operation === 'hint') return [inputs[0], inputs[2]].filter((input) => input !== '-');
  return [inputs[0]];
}

for (const item of cases) {
  test(`answers.txt line ${item.line}: ${item.operation}`, () => {
    assert.equal(answer(item, cells), item.expected, 'grids as Uint8Array');
    assert.equal(answer(item, (token) => Array.from(cells(token))), item.expected, 'as arrays');
    if (grids(item).length > 0 && grids(item).every(isText)) {
      // As text, read by the library's own reader: the same answers.
      assert.equal(answer(item, (token) => token), item.expected, 'grids as strings');
    }
  });
}
