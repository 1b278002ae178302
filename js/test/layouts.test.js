// Grids of any layout through Layout: answers checked by the layouts' own rules and the
// text form's known answer, counts within a work bound, errors that say why and where, freeing.

import assert from 'node:assert/strict';
import { before, test } from 'node:test';

import * as sudoku from '../sudoku.js';

before(() => sudoku.init());

const { Layout, Status } = sudoku;
const JIGSAW =
  '9x9 jigsaw: 4.......7.........15......4..3...7..9.1...8.6..8...4..2.......8.........7.......9 ' +
  '112233333111214443211254443222254443615555573688859999688859779688879777666669977';
const TINY_X =
  '{"size":4,"diagonal-":true,"grid":[[{"value":1,"given":true},{},{},{}],[{},{},{},{}],' +
  '[{},{},{},{}],[{},{},{},{"value":3}]]}';

/** Whether `cells` fill the layout and break none of its rules: one completion, itself. */
function isSolved(layout, cells) {
  const full = Array.from(cells).every((value) => value !== 0);
  const { count, finished } = layout.count(cells, 2);
  return full && finished && count === 1;
}

test('the smallest completion, in the symbols the grid came in', () => {
  const { layout, givens } = Layout.parse('4x4: 1...........4..2');
  assert.equal(layout.size, 4);
  assert.equal(layout.cells, 16);
  assert.deepEqual([...givens.slice(0, 2)], [1, 0]);
  assert.equal(layout.solve('1...........4..2'), '1234342121434312');
  assert.deepEqual([...layout.solve(givens)], [...'1234342121434312'].map(Number));
  assert.deepEqual(layout.count(givens, 5), { count: 5, finished: true });
  layout.free();
  layout.free(); // twice: harmless
  assert.throws(() => layout.solve(givens), /freed/);
});

test('a prefix alone, a jigsaw line and an f-puzzles document', () => {
  const { layout: big, givens: blank } = Layout.parse('16x16 x');
  assert.equal(big.cells, 256);
  assert.ok(blank.every((value) => value === 0));
  const any = big.solveAny(blank);
  assert.ok(isSolved(big, any));
  assert.equal(big.solveAny('.'.repeat(256)).length, 256);
  big.free();

  const { layout: jigsaw, givens } = Layout.parse(JIGSAW);
  const answer = jigsaw.solve(givens);
  assert.ok(isSolved(jigsaw, answer));
  givens.forEach((given, cell) => given && assert.equal(answer[cell], given));
  jigsaw.free();

  const { layout: tiny, givens: document } = Layout.fromFPuzzles(TINY_X);
  assert.equal(document[0], 1);
  assert.equal(document[15], 0, "the player's entry is no given");
  assert.ok(isSolved(tiny, tiny.solve(document)));
  tiny.free();
});

test('a killer solves, counts, and an impossible sum is refused', () => {
  const killer = '4x4 killer: ................ aabbccddeeffgghh a=3,b=7,c=7,d=3,e=5,f=5,g=5,h=5';
  const { layout, givens } = Layout.parse(killer);
  const answer = layout.solve(givens);
  assert.ok(isSolved(layout, answer));
  // Eight cages of two cells, row by row: each pair makes its sum.
  const sums = Array.from({ length: 8 }, (_, i) => answer[2 * i] + answer[2 * i + 1]);
  assert.deepEqual(sums, [3, 7, 7, 3, 5, 5, 5, 5]);
  const { count, finished } = layout.count(givens, 5);
  assert.ok(finished && count >= 2, `${count}`);
  layout.free();
  assert.throws(() => Layout.parse(killer.replace('a=3', 'a=2')), {
    status: Status.INVALID_LAYOUT,
    message: /make 3 to 7, not 2/,
  });
});

test('work bounds, clashes, values above the size and refused texts', () => {
  const { layout: big, givens: blank } = Layout.parse('16x16');
  const stopped = big.count(blank, 1000, 50);
  assert.equal(stopped.finished, false);
  assert.ok(stopped.count < 1000);
  assert.throws(() => big.solve(blank, 2), (error) => error.status === Status.BUDGET_EXCEEDED);
  big.free();

  const { layout, givens } = Layout.parse('4x4 x: 1...............');
  const clash = givens.slice();
  clash[10] = 1; // r3c3, on the main diagonal with r1c1
  const diagonal = 'sudoku: digit 1 appears twice in the main diagonal: at row 1, column 1 and at row 3, column 3';
  for (const call of [() => layout.solve(clash), () => layout.validate(clash), () => layout.candidates(clash)]) {
    assert.throws(call, (error) => error.code === 'CONFLICT' && error.cell === 10 && error.message === diagonal);
  }
  assert.throws(() => layout.validate('...X' + '.'.repeat(12)), (error) => error.code === 'INVALID_CELL' && error.cell === 3);
  assert.throws(() => layout.solve([1, 2, 0, 0, 0, 0, 3, 4, 0, 0, 0, 0, 0, 0, 0, 0]), (error) => error.code === 'UNSOLVABLE');
  assert.throws(() => layout.solve(new Uint8Array(81)), TypeError);
  assert.throws(() => layout.solve('?'.repeat(16)), TypeError);
  const marks = layout.candidates(givens);
  assert.deepEqual([marks[0], marks[5], marks[6]], [0b0001, 0b1110, 0b1111]);
  layout.free();

  assert.throws(
    () => Layout.parse('6x6 kings'),
    (error) => error.code === 'INVALID_LAYOUT' && error.message.startsWith('sudoku: column 5: `kings` is not a rule'),
  );
  const thermometer = TINY_X.replace('"size":4,', '"size":4,"thermometer":[{"lines":[["R1C1","R1C2"]]}],');
  assert.throws(() => Layout.fromFPuzzles(thermometer), (error) => error.code === 'INVALID_LAYOUT' && /thermometer/.test(error.message));
  assert.throws(() => Layout.parse(42), TypeError);
});

test('many layouts made and freed leave the module working', () => {
  for (let round = 0; round < 500; round += 1) {
    const { layout, givens } = Layout.parse('9x9 x: 1' + '.'.repeat(80));
    if (round % 100 === 0) assert.ok(isSolved(layout, layout.solveAny(givens)));
    layout.free();
  }
  assert.equal(sudoku.solve('.'.repeat(81)).slice(0, 9), '123456789');
});

test('generated puzzles: lines of the text form with one completion, jigsaws with regions', () => {
  const { layout } = Layout.parse('6x6 x');
  const line = layout.generate(7, { symmetry: 'rotate180' });
  assert.equal(line, layout.generate(7n, { symmetry: sudoku.Symmetry.ROTATE180 })); // a seed names one
  assert.match(line, /^6x6 x: [1-6.]{36}$/);
  const { layout: again, givens } = Layout.parse(line);
  assert.deepEqual(again.count(givens, 2), { count: 1, finished: true });
  const cells = line.slice('6x6 x: '.length);
  assert.ok([...cells].every((symbol, i) => (symbol === '.') === (cells[35 - i] === '.')), 'half turn');
  assert.throws(() => layout.generate(7, { symmetry: 'ROTATE90' }), { status: Status.INVALID_OPTION });
  assert.throws(() => layout.generate(7, { symmetry: 'spiral' }), RangeError);
  assert.throws(() => layout.generate(7, { maxWork: 10 }), { status: Status.BUDGET_EXCEEDED });
  again.free();
  layout.free();

  const { layout: nine } = Layout.parse('9x9');
  const jigsaw = nine.generate(3, { jigsaw: true, minimal: false });
  const prefix = jigsaw.slice(0, jigsaw.indexOf(': '));
  const [puzzle, regions] = jigsaw.slice(prefix.length + 2).split(' ');
  assert.deepEqual([prefix, puzzle.length, regions.length], ['9x9 jigsaw', 81, 81]);
  assert.notEqual(regions, nine.generate(4, { jigsaw: true, minimal: false }).split(' ')[3]);
  const { layout: drawn, givens: clues } = Layout.parse(jigsaw);
  assert.deepEqual(drawn.count(clues, 2), { count: 1, finished: true });
  assert.throws(() => nine.generate(3, { jigsaw: true, symmetry: 'MIRROR' }), { status: Status.INVALID_OPTION });
  drawn.free();
  nine.free();

  const { layout: windoku } = Layout.parse('9x9 windoku');
  const rated = windoku.generate(5, { minTenths: 26, maxTenths: 45 });
  const { layout: ratedLayout, givens: ratedGivens } = Layout.parse(rated);
  const { tenths } = ratedLayout.rate(ratedGivens);
  assert.ok(tenths >= 26 && tenths <= 45, `${tenths}`);
  assert.throws(() => windoku.generate(5, { minTenths: 45, maxTenths: 26 }), { status: Status.INVALID_OPTION });
  assert.throws(() => windoku.generate(5, { minTenths: -1 }), RangeError);
  ratedLayout.free();
  windoku.free();
  const { layout: six } = Layout.parse('6x6');
  assert.throws(() => six.generate(1, { minTenths: 30 }), { status: Status.INVALID_LAYOUT });
  six.free();

  const { layout: plain } = Layout.parse('9x9');
  const killer = plain.generateKiller(3, { smallestCage: 2, largestCage: 5, symmetry: 'rotate180' });
  assert.equal(killer, plain.generateKiller(3n, { smallestCage: 2, largestCage: 5, symmetry: 1 }));
  assert.match(killer, /^9x9 killer: [1-9.]{81} [a-zA-Z]{81} [a-zA-Z]=\d+(,[a-zA-Z]=\d+)*$/);
  const { layout: caged, givens: killerGivens } = Layout.parse(killer);
  assert.deepEqual(caged.count(killerGivens, 2), { count: 1, finished: true });
  assert.throws(() => caged.generateKiller(3), { status: Status.INVALID_LAYOUT }); // cages already
  assert.throws(() => plain.generateKiller(3, { smallestCage: 0 }), { status: Status.INVALID_OPTION });
  assert.throws(() => plain.generateKiller(3, { largestCage: -1 }), RangeError);
  assert.throws(() => plain.generateKiller(3, { maxWork: 10 }), { status: Status.BUDGET_EXCEEDED });
  caged.free();
  plain.free();

  const { layout: none } = Layout.parse('4x4 x anti-king');
  assert.throws(() => none.generate(1), { status: Status.UNSOLVABLE });
  none.free();
});

test('a 9x9 layout rates and hints as Sukaku Explainer with its variant rules', () => {
  const { layout } = Layout.parse('9x9 x');
  // serate --isX=1 rates it 2.9: a box's digit confined to a diagonal.
  const puzzle = '000008700000562000020000000000100000050000340070200050014000590000000800000805010';
  const rating = layout.rate(puzzle);
  assert.equal(rating.tenths, 29);
  assert.equal(rating.hardestName, 'Generalized intersection');
  assert.ok(rating.work > 0);
  assert.throws(() => layout.rate(puzzle, { maxWork: 1 }), { status: Status.BUDGET_EXCEEDED });
  const hint = layout.hint(puzzle);
  assert.equal(hint.techniqueName, 'Hidden single');
  assert.match(hint.text, /^Hidden single: in /);
  assert.ok(hint.placement.digit >= 1);
  const solution = layout.solve(puzzle);
  const player = [...puzzle].map(Number);
  const marks = layout.candidates(puzzle);
  // A blank, and a digit its marks allow that is not the solution's: a wrong entry.
  const cell = player.findIndex((v, i) => v === 0 && (marks[i] & ~(1 << (Number(solution[i]) - 1))) !== 0);
  player[cell] = [1, 2, 3, 4, 5, 6, 7, 8, 9].find((d) => d !== Number(solution[cell]) && marks[cell] & (1 << (d - 1)));
  const mistake = layout.hint(player, { givens: puzzle, marks });
  assert.equal(mistake.techniqueName, 'Mistake');
  assert.deepEqual(mistake.cells, [cell]);
  assert.throws(() => layout.hint(puzzle, { marks: [1, 2] }), TypeError);
  layout.free();
  const { layout: six } = Layout.parse('6x6');
  assert.throws(() => six.rate('.'.repeat(36)), { status: Status.INVALID_LAYOUT });
  six.free();
});
