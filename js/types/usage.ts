// Compiled by `npm run types` (tsc --noEmit, strict) against sudoku.d.ts: the declarations
// accept what doc/languages.md shows and refuse what the module refuses, so they cannot drift
// far from sudoku.js without failing CI.

import * as sudoku from '../sudoku.js';
import { SudokuError, init, solve } from '../sudoku.js';

await init();
await init(new URL('../sudoku.wasm', import.meta.url));

const answer: string = solve('103000509002109400000704000300502006060000050700803004000401000009205800804000107');
const cells: Uint8Array = solve(new Uint8Array(81));
const fromArray: Uint8Array = solve(Array<number>(81).fill(0));

const puzzle: string = sudoku.generate(2024, { symmetry: 'rotate180', level: 'medium' });
sudoku.generate(2n ** 63n, { symmetry: sudoku.Symmetry.MIRROR, level: sudoku.Level.HARD, minimal: false, maxGivens: 30 });
sudoku.generate(7, { minTenths: 60, maxTenths: sudoku.NO_MAXIMUM });
const rating: sudoku.Rating = sudoku.rate(puzzle);
const boundedRating: sudoku.Rating = sudoku.rate(puzzle, { maxWork: rating.work });
const value: number = rating.value;
const count: number = sudoku.countSolutions(puzzle, 2);
const bounded: { count: number; finished: boolean } = sudoku.countSolutionsBounded(puzzle, 2n, 1000);
const marks: Uint16Array = sudoku.candidates(puzzle);
const hint: sudoku.Hint = sudoku.hint(puzzle, { marks, givens: puzzle });
const text: string = hint.text;
const place: number | undefined = hint.placement?.cell;
const batch = sudoku.solveBatch(new Uint8Array(162));
const statuses: Int32Array = batch.statuses;
const counted: Float64Array = sudoku.countBatch(new Uint8Array(162), 2).counts;
const generated: Uint8Array = sudoku.generateBatch(7, 3);
const parsed: Uint8Array = sudoku.parse(puzzle);

try {
  sudoku.validate(parsed);
} catch (error) {
  if (error instanceof SudokuError && error.code === 'CONFLICT') {
    const status: number = error.status;
    const cell: number | undefined = error.cell;
    const other: number | undefined = error.otherCell;
    const unit: 'row' | 'column' | 'box' | undefined = error.unit;
    console.log(status, cell, other, unit, error.digit, error.houseNumber, error.message);
  }
}

try {
  sudoku.parse('12x');
} catch (error) {
  if (error instanceof sudoku.SudokuParseError) {
    const where: [number, number] = [error.line, error.column];
    const problem: sudoku.TextProblemName = error.problem;
    console.log(where, problem, error.character, error.found, sudoku.TextProblem.EMPTY);
  }
}

// @ts-expect-error: a level the library does not have
sudoku.generate(1, { level: 'impossible' });
// @ts-expect-error: a string answer is not a Uint8Array
const wrong: Uint8Array = solve('0'.repeat(81));
// @ts-expect-error: batches are Uint8Arrays
sudoku.solveBatch([0, 0]);

console.log(answer, cells, fromArray, value, count, bounded, boundedRating, text, place, statuses, counted, generated, wrong);

const { layout, givens } = sudoku.Layout.parse('6x6 windoku: 1' + '.'.repeat(35));
const layoutAnswer: Uint8Array = layout.solve(givens, 1_000_000n);
const layoutText: string = layout.solveAny('1' + '.'.repeat(35));
const layoutCount: { count: number; finished: boolean } = layout.count(givens, 2, sudoku.LAYOUT_DEFAULT_WORK);
const layoutMarks: Uint32Array = layout.candidates(givens);
const layoutSize: number = layout.size + layout.cells;
const layoutPuzzle: string = layout.generate(7, { symmetry: 'rotate180', minimal: false, jigsaw: false, maxWork: 1_000_000n });
// @ts-expect-error: a symmetry is one of the names or a number
layout.generate(7, { symmetry: 'spiral' });
const killer: string = layout.generateKiller(7, { smallestCage: 2, largestCage: 5, symmetry: 'rotate180', maxWork: 1_000_000n });
// @ts-expect-error: the cage sizes are numbers
layout.generateKiller(7, { smallestCage: '2' });
layout.free();
// @ts-expect-error: a Layout is made by parse or fromFPuzzles
new sudoku.Layout();
console.log(layoutAnswer, layoutText, layoutCount, layoutMarks, layoutSize, layoutPuzzle, killer);
