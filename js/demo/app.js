// The page: a generated puzzle to play with the library's pencil marks, hints and rating.
// Every rule of the game (candidates, hints, mistakes, the rating, the solution) is the
// library's; this file keeps the player's grid, pencil marks, undo history and clock, and
// draws them: the selected cell's houses and equal digits, digits that clash as typed, a
// hint's cells and digits (a mistake in red), a chain hint's links as arrows, wrong entries
// a check finds, and the solved state. Besides the classic 9x9, the player may choose
// another layout (layouts.js): 4x4, 6x6, jigsaw, X, windoku, killer or 16x16, generated and
// answered through the package's Layout API, its regions, diagonals, windows and cages drawn;
// the 9x9 ones (jigsaw, X, windoku, killer) get hints and a rating too.

import * as sudoku from '../sudoku.js';
import { chainOverlay, drawChain } from './chain.js';
import { LAYOUTS, classicGeometry, layoutPuzzle, symbol, valueOfKey } from './layouts.js';

const $ = (id) => document.getElementById(id);
const board = $('board');
const cellsOf = [];

const game = {
  key: 'classic', // the layout chosen (LAYOUTS)
  shape: classicGeometry(), // size, cells, regions, houses, peers, shaded cells
  layout: null, // the package's Layout of a layout other than the classic, freed on a new game
  givens: new Uint8Array(81),
  solution: new Uint8Array(81),
  grid: new Uint8Array(81),
  marks: new Uint16Array(81), // the player's own pencil marks, bit d - 1 for digit d
  wrong: new Set(), // entries the last check found wrong
  history: [],
  selected: 0,
  pencil: false,
  hint: null,
  started: 0, // the clock's start (Date.now()), for the timer
  solvedAfter: null, // seconds the player took, once solved
  timer: 0,
};

const LEVELS = ['any', 'easy', 'medium', 'hard', 'expert'];

const size = () => game.shape.size;
const rowOf = (cell) => Math.floor(cell / size());
const colOf = (cell) => cell % size();
const peers = (cell) => game.shape.peers[cell];
const sameHouse = (a, b) => peers(a).has(b);
const isClassic = () => game.key === 'classic';
// The work bound of a layout's rating on the page: a few hundred milliseconds at most.
const RATING_WORK = 5_000_000;
// Hints and ratings reason over 9x9 grids: the classic one and the 9x9 layouts (jigsaw, X,
// windoku), whose hints name their regions, diagonals and windows.
const hasLogic = () => game.shape.cells === 81;

/** The filled cells whose digit a peer holds too: clashes, shown as the player types. */
function conflicts(grid) {
  const clashing = new Set();
  for (let cell = 0; cell < grid.length; cell += 1) {
    if (grid[cell] === 0) continue;
    for (const other of peers(cell)) if (grid[other] === grid[cell]) clashing.add(cell);
  }
  return clashing;
}

/** The board of the current geometry: a cell a square, a thick line between two regions,
 * the diagonals and windows shaded, a killer's cages outlined dashed with their sums in
 * their first cells' corners; the digit pad of its size. */
function buildBoard() {
  const { size: n, regions, diagonal, windowed, cages = [], cageOf = [] } = game.shape;
  board.replaceChildren();
  cellsOf.length = 0;
  board.style.setProperty('--size', String(n));
  board.style.setProperty('--mark-columns', String(Math.ceil(Math.sqrt(n))));
  board.dataset.size = String(n);
  for (let row = 0; row < n; row += 1) {
    const line = document.createElement('div');
    line.setAttribute('role', 'row');
    for (let col = 0; col < n; col += 1) {
      const cell = document.createElement('div');
      const index = n * row + col;
      cell.className = 'cell';
      cell.classList.toggle('region-right', col < n - 1 && regions[index] !== regions[index + 1]);
      cell.classList.toggle('region-bottom', row < n - 1 && regions[index] !== regions[index + n]);
      cell.classList.toggle('diagonal', diagonal.has(index));
      cell.classList.toggle('window', windowed.has(index));
      const cage = cageOf[index] ?? -1;
      if (cage >= 0) {
        // A dashed side where the neighbour is in another cage (or none), as killer apps draw.
        const apart = (other, inside) => !inside || cageOf[other] !== cage;
        cell.classList.add('cage');
        cell.classList.toggle('cage-top', apart(index - n, row > 0));
        cell.classList.toggle('cage-bottom', apart(index + n, row < n - 1));
        cell.classList.toggle('cage-left', apart(index - 1, col > 0));
        cell.classList.toggle('cage-right', apart(index + 1, col < n - 1));
        const { cells, sum } = cages[cage];
        if (sum !== null && cells[0] === index) cell.dataset.sum = String(sum);
      }
      cell.setAttribute('role', 'gridcell');
      cell.dataset.cell = String(index);
      cell.dataset.region = String(regions[index]);
      cell.tabIndex = -1;
      cell.addEventListener('click', () => select(index));
      line.append(cell);
      cellsOf.push(cell);
    }
    board.append(line);
  }
  board.append(chainOverlay(n));
  const pad = $('pad');
  pad.replaceChildren();
  for (let digit = 1; digit <= n; digit += 1) pad.append(padButton(digit, symbol(digit)));
  const erase = padButton(0, '⌫');
  erase.setAttribute('aria-label', 'Erase');
  pad.append(erase);
}

function padButton(digit, label) {
  const button = document.createElement('button');
  button.type = 'button';
  button.dataset.digit = String(digit);
  button.textContent = label;
  button.addEventListener('click', () => {
    enter(digit);
    cellsOf[game.selected].focus();
  });
  return button;
}

/** The marks a hint reads: the player's where they wrote some, the library's basic ones in
 * the empty cells they left bare; none at all until they write a mark. */
function hintMarks() {
  if (!game.marks.some((mask) => mask !== 0)) return undefined;
  const basic = basicCandidates(game.grid);
  return Array.from(game.grid, (digit, cell) =>
    digit !== 0 ? 1 << (digit - 1) : game.marks[cell] || basic[cell],
  );
}

function draw() {
  const hint = game.hint;
  const key = new Set(hint?.cells ?? []);
  if (hint?.placement) key.add(hint.placement.cell);
  const clashing = conflicts(game.grid);
  const selectedDigit = game.grid[game.selected];
  const chainDigits = new Set(
    (hint?.chain?.lines ?? []).flatMap(({ steps }) => steps.map(({ cell, digit }) => 9 * cell + digit - 1)),
  );
  cellsOf.forEach((element, cell) => {
    const digit = game.grid[cell];
    element.classList.toggle('given', game.givens[cell] !== 0);
    element.classList.toggle('selected', cell === game.selected);
    element.classList.toggle('peer', cell !== game.selected && sameHouse(cell, game.selected));
    element.classList.toggle('same-digit', cell !== game.selected && digit !== 0 && digit === selectedDigit);
    element.classList.toggle('conflict', clashing.has(cell));
    element.classList.toggle('wrong', game.wrong.has(cell) && digit !== 0);
    element.classList.toggle('hint-cell', key.has(cell));
    element.classList.toggle('mistake', key.has(cell) && (hint?.mistake ?? 0) !== 0);
    element.classList.toggle('hint-pattern', (hint?.pattern[cell] ?? 0) !== 0 && !key.has(cell));
    element.tabIndex = cell === game.selected ? 0 : -1;
    element.replaceChildren();
    if (digit !== 0) {
      element.textContent = symbol(digit);
      element.dataset.value = String(digit);
      element.setAttribute('aria-label', `row ${rowOf(cell) + 1}, column ${colOf(cell) + 1}: ${symbol(digit)}${game.givens[cell] ? ', given' : ''}`);
      return;
    }
    element.dataset.value = '0';
    const marks = document.createElement('div');
    marks.className = 'marks';
    const written = [];
    for (let d = 1; d <= size(); d += 1) {
      const mark = document.createElement('span');
      const bit = 1 << (d - 1);
      if (game.marks[cell] & bit) {
        mark.textContent = symbol(d);
        mark.dataset.mark = String(d);
        written.push(d);
      }
      if ((hint?.pattern[cell] ?? 0) & bit) mark.classList.add('hint-digit');
      if ((hint?.eliminations[cell] ?? 0) & bit) mark.classList.add('hint-remove');
      if (hint?.placement?.cell === cell && hint.placement.digit === d) mark.classList.add('hint-place');
      if (chainDigits.has(9 * cell + d - 1)) mark.classList.add('chain-digit');
      // A digit the hint names is shown even where the player wrote no mark.
      if (!mark.textContent && mark.classList.length > 0) mark.textContent = symbol(d);
      marks.append(mark);
    }
    element.append(marks);
    element.setAttribute('aria-label', `row ${rowOf(cell) + 1}, column ${colOf(cell) + 1}: empty${written.length ? `, marks ${written.map(symbol).join(' ')}` : ''}`);
  });
  drawChain($('chain'), hint?.chain ?? null);
  $('message').classList.toggle('mistake', (hint?.mistake ?? 0) !== 0);
  board.classList.toggle('solved', game.solvedAfter !== null);
  $('undo').disabled = game.history.length === 0;
  $('hint').disabled = !hasLogic();
  $('pencil').textContent = `Pencil: ${game.pencil ? 'on' : 'off'}`;
  $('pencil').setAttribute('aria-pressed', String(game.pencil));
}

function select(cell, focus = true) {
  game.selected = cell;
  draw();
  if (focus) cellsOf[cell].focus();
}

/** Saves the state before a change, for undo; a change clears the hint shown. */
function remember() {
  game.history.push({ grid: game.grid.slice(), marks: game.marks.slice() });
  game.hint = null;
  game.wrong = new Set();
}

function undo() {
  const last = game.history.pop();
  if (!last) return;
  game.grid = last.grid;
  game.marks = last.marks;
  game.hint = null;
  say('');
  draw();
}

function say(text) {
  $('message').textContent = text;
}

/** A digit typed or clicked: enters it, or toggles the pencil mark; 0 erases. */
function enter(digit) {
  const cell = game.selected;
  if (game.givens[cell] !== 0) return;
  remember();
  if (digit === 0) {
    game.grid[cell] = 0;
    game.marks[cell] = 0;
  } else if (game.pencil) {
    if (game.grid[cell] !== 0) return void game.history.pop();
    game.marks[cell] ^= 1 << (digit - 1);
  } else {
    place(cell, digit);
  }
  say(game.grid.every((value) => value !== 0) ? checkSolved() : '');
  draw();
}

/** Writes `digit` in `cell` and takes it from the pencil marks of the cell's peers. */
function place(cell, digit) {
  game.grid[cell] = digit;
  game.marks[cell] = 0;
  for (const other of peers(cell)) game.marks[other] &= ~(1 << (digit - 1));
}

/** What a full grid says: solved (the clock stops), or that something is wrong. */
function checkSolved() {
  if (!isClassic()) {
    if (game.grid.some((digit, cell) => digit !== game.solution[cell])) {
      return 'Every cell is filled, but something is wrong: check it.';
    }
    return solved();
  }
  try {
    sudoku.hint(game.grid, { givens: game.givens });
    return 'Every cell is filled, but something is wrong: take a hint.';
  } catch (error) {
    if (error.code !== 'ALREADY_SOLVED') return error.message;
    return solved();
  }
}

function solved() {
  if (game.solvedAfter === null) game.solvedAfter = Math.floor((Date.now() - game.started) / 1000);
  tick();
  return 'Solved!';
}

/** Check: the entries that differ from the library's solution, marked in red and counted;
 * a clash first, in the library's words. */
function check() {
  if (!isClassic()) {
    try {
      game.layout.validate(game.grid);
    } catch (error) {
      game.wrong = new Set([error.cell]);
      say(`${error.message.replace(/^sudoku: /, '')}.`);
      return draw();
    }
  }
  game.wrong = new Set([...game.grid.keys()].filter((cell) => game.grid[cell] !== 0 && game.grid[cell] !== game.solution[cell]));
  const left = game.grid.filter((digit) => digit === 0).length;
  if (game.wrong.size > 0) {
    say(`${game.wrong.size} ${game.wrong.size === 1 ? 'entry is' : 'entries are'} wrong (in red).`);
  } else {
    say(left === 0 ? checkSolved() : `No mistakes so far: ${left} ${left === 1 ? 'cell' : 'cells'} to fill.`);
  }
  draw();
}

/** Solve: the library's solution filled in (undoable). */
function solveAll() {
  remember();
  game.grid = game.solution.slice();
  game.marks = new Uint16Array(game.shape.cells);
  say(checkSolved());
  draw();
}

/** The library's basic pencil marks of the player's grid, for the layout in play. */
function basicCandidates(grid) {
  return isClassic() ? sudoku.candidates(grid) : game.layout.candidates(grid);
}

const clock = (seconds) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/** The timer: the time since the puzzle was set, frozen once it is solved. */
function tick() {
  const solved = game.solvedAfter !== null;
  const seconds = solved ? game.solvedAfter : Math.floor((Date.now() - game.started) / 1000);
  $('timer').textContent = solved ? `Solved in ${clock(seconds)}` : clock(seconds);
  $('timer').classList.toggle('stopped', solved);
}

function fillCandidates() {
  remember();
  const basic = basicCandidates(game.grid);
  game.marks = basic.map((mask, cell) => (game.grid[cell] === 0 ? mask : 0));
  draw();
}

/** A second press of Hint on the hint shown (nothing changed since) takes its step: the
 * placement; or the eliminations, on the marks the hint read (written out where they were
 * the library's); or, for a mistake, the wrong entry erased or the missing mark written. */
function applyHint(hint) {
  const marks = hintMarks() ?? basicCandidates(game.grid);
  remember();
  if (hint.mistake === sudoku.Mistake.ENTRY) {
    for (const cell of hint.cells) if (game.givens[cell] === 0) game.grid[cell] = 0;
  } else if (hint.mistake === sudoku.Mistake.PENCIL_MARKS) {
    for (const cell of hint.cells) game.marks[cell] |= 1 << (hint.digits[0] - 1);
  } else if (hint.placement) {
    place(hint.placement.cell, hint.placement.digit);
  } else {
    game.marks = Uint16Array.from(marks, (mask, cell) =>
      game.grid[cell] === 0 ? mask & ~hint.eliminations[cell] : 0,
    );
  }
  say(game.grid.every((value) => value !== 0) ? checkSolved() : '');
  draw();
}

function showHint() {
  if (!hasLogic()) return say('Hints and ratings are for 9x9 grids: check or solve here.');
  if (game.hint) return applyHint(game.hint);
  try {
    const options = { marks: hintMarks(), givens: game.givens };
    game.hint = isClassic() ? sudoku.hint(game.grid, options) : game.layout.hint(game.grid, options);
    say(game.hint.text);
    if (game.hint.placement) select(game.hint.placement.cell, false);
  } catch (error) {
    game.hint = null;
    say(error.code === 'ALREADY_SOLVED' ? 'Solved: there is no next step.' : error.message);
  }
  draw();
}

/** A new game of layout `key`: the puzzle of `seed` (and `level`, on the classic 9x9), or
 * the classic grid `given` when there is one. */
function newPuzzle(key, seed, level, given = null) {
  game.layout?.free();
  game.layout = null;
  game.key = key;
  let described;
  if (key === 'classic') {
    const puzzle = given ?? sudoku.generate(seed, { level, symmetry: 'rotate180' });
    game.shape = classicGeometry();
    game.givens = sudoku.parse(puzzle);
    game.solution = sudoku.solve(game.givens);
    const rating = sudoku.rate(game.givens);
    const name = given === null ? `Puzzle ${seed}` : 'Your puzzle';
    described = `${name}: ${rating.levelName} ${rating.value.toFixed(1)}, hardest step ${rating.hardestName}, ${rating.givens} givens`;
  } else {
    const made = layoutPuzzle(key, seed);
    game.shape = made.geometry;
    game.layout = made.layout;
    game.givens = made.givens;
    game.solution = made.solution;
    const count = game.givens.filter((digit) => digit !== 0).length;
    described = `${LAYOUTS[key].label} puzzle ${seed}: ${count} givens`;
    if (hasLogic()) {
      // Bounded, so that the page answers at once whatever the puzzle (a rating this bound
      // stops is of the hardest chains: beyond).
      try {
        const rating = game.layout.rate(game.givens, { maxWork: RATING_WORK });
        described = `${LAYOUTS[key].label} puzzle ${seed}: ${rating.levelName} ${rating.value.toFixed(1)}, hardest step ${rating.hardestName}, ${count} givens`;
      } catch (error) {
        if (error.code !== 'BUDGET_EXCEEDED') throw error;
        described = `${LAYOUTS[key].label} puzzle ${seed}: BEYOND, past the page's rating bound, ${count} givens`;
      }
    }
  }
  buildBoard();
  game.grid = game.givens.slice();
  game.marks = new Uint16Array(game.shape.cells);
  game.history = [];
  game.hint = null;
  game.wrong = new Set();
  game.started = Date.now();
  game.solvedAfter = null;
  tick();
  $('rating').textContent = described;
  $('level').disabled = key !== 'classic';
  say('');
  const url = new URL(location.href);
  if (given === null) {
    url.searchParams.delete('puzzle');
    url.searchParams.set('seed', String(seed));
    if (key === 'classic') {
      url.searchParams.delete('layout');
      url.searchParams.set('level', level);
    } else {
      url.searchParams.set('layout', key);
      url.searchParams.delete('level');
    }
  }
  history.replaceState(null, '', url);
  select(game.givens.indexOf(0), false);
}

function onKey(event) {
  if (event.target.closest('form')) return;
  const { key } = event;
  if ((event.ctrlKey || event.metaKey) && key.toLowerCase() === 'z') {
    undo();
  } else if (event.ctrlKey || event.metaKey || event.altKey) {
    return;
  } else if (key === '0' && event.target.closest('#board')) {
    enter(0);
  } else if (valueOfKey(key, size()) !== null && event.target.closest('#board')) {
    enter(valueOfKey(key, size()));
  } else if ((key === 'Delete' || key === 'Backspace') && event.target.closest('#board')) {
    enter(0);
  } else if (key.startsWith('Arrow') && event.target.closest('#board')) {
    const [dr, dc] = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] }[key];
    const [cell, n] = [game.selected, size()];
    select(n * ((rowOf(cell) + dr + n) % n) + ((colOf(cell) + dc + n) % n));
  } else if (key === 'p' || key === 'P') {
    game.pencil = !game.pencil;
    draw();
  } else if (key === 'h' || key === 'H') {
    showHint();
  } else if (key === 'u' || key === 'U') {
    undo();
  } else {
    return;
  }
  event.preventDefault();
}

/** The game the address asks for (`?seed=N&level=L`, `?layout=K&seed=N`, or `?puzzle=` 81
 * cells), each part that is not understood replaced by its default (a random seed, medium,
 * the classic 9x9, a generated puzzle) with a note saying so, rather than no game at all. */
function fromAddress(params) {
  const notes = [];
  let key = 'classic';
  const askedLayout = params.get('layout');
  if (askedLayout !== null) {
    if (Object.hasOwn(LAYOUTS, askedLayout.toLowerCase())) key = askedLayout.toLowerCase();
    else notes.push(`the layout "${askedLayout}" is none of ${Object.keys(LAYOUTS).join(', ')}, so the classic 9x9`);
  }
  let seed = Math.floor(Math.random() * 1e6);
  const askedSeed = params.get('seed');
  if (askedSeed !== null) {
    if (/^\d{1,15}$/.test(askedSeed.trim())) seed = Number(askedSeed);
    else notes.push(`the seed "${askedSeed}" is not a whole number from 0 up, so seed ${seed}`);
  }
  let level = 'medium';
  const askedLevel = params.get('level');
  if (askedLevel !== null) {
    if (LEVELS.includes(askedLevel.toLowerCase())) level = askedLevel.toLowerCase();
    else notes.push(`the level "${askedLevel}" is none of ${LEVELS.join(', ')}, so medium`);
  }
  let given = null;
  const askedPuzzle = params.get('puzzle');
  if (askedPuzzle !== null) {
    try {
      const cells = sudoku.parse(askedPuzzle);
      sudoku.rate(cells); // a puzzle with one solution, or the reason it is not
      given = askedPuzzle;
    } catch (error) {
      notes.push(`the puzzle given is not one to play (${error.message.replace(/^sudoku: /, '')}), so a generated one`);
    }
  }
  if (given !== null) key = 'classic';
  return { key, seed, level, given, note: notes.length ? `From the address: ${notes.join('; ')}.` : '' };
}

async function main() {
  buildBoard();
  await sudoku.init();
  const { key, seed, level, given, note } = fromAddress(new URLSearchParams(location.search));
  $('seed').value = String(seed);
  $('level').value = level;
  $('layout').value = key;
  newPuzzle(key, seed, level, given);
  say(note);
  game.timer = setInterval(tick, 1000);
  // Load to first puzzle, for the measurements (js/browser/play.test.js reads it).
  document.body.dataset.firstPuzzleMs = performance.now().toFixed(1);
  document.body.dataset.ready = 'true';

  $('new-puzzle').addEventListener('submit', (event) => {
    event.preventDefault();
    const seed = Number($('seed').value);
    if (!Number.isSafeInteger(seed) || seed < 0) return say('The seed is a whole number from 0 up.');
    newPuzzle($('layout').value, seed, $('level').value);
    cellsOf[game.selected].focus();
  });
  $('pencil').addEventListener('click', () => {
    game.pencil = !game.pencil;
    draw();
  });
  $('fill').addEventListener('click', fillCandidates);
  $('hint').addEventListener('click', showHint);
  $('undo').addEventListener('click', undo);
  $('check').addEventListener('click', check);
  $('solve').addEventListener('click', solveAll);
  $('layout').addEventListener('change', () => {
    $('level').disabled = $('layout').value !== 'classic';
  });
  document.addEventListener('keydown', onKey);
}

main().catch((error) => {
  $('rating').textContent = `The library did not load: ${error.message}`;
  throw error;
});
