// The page: a generated puzzle to play with the library's pencil marks, hints and rating.
// Every rule of the game (candidates, hints, mistakes, the rating) is the library's; this
// file keeps the player's grid, pencil marks and undo history, and draws them.

import * as sudoku from '../sudoku.js';

const $ = (id) => document.getElementById(id);
const board = $('board');
const cellsOf = [];

const game = {
  givens: new Uint8Array(81),
  grid: new Uint8Array(81),
  marks: new Uint16Array(81), // the player's own pencil marks, bit d - 1 for digit d
  history: [],
  selected: 0,
  pencil: false,
  hint: null,
};

const rowOf = (cell) => Math.floor(cell / 9);
const colOf = (cell) => cell % 9;
const boxOf = (cell) => 3 * Math.floor(rowOf(cell) / 3) + Math.floor(colOf(cell) / 3);
const peers = (cell) =>
  [...Array(81).keys()].filter(
    (other) =>
      other !== cell &&
      (rowOf(other) === rowOf(cell) || colOf(other) === colOf(cell) || boxOf(other) === boxOf(cell)),
  );

function buildBoard() {
  for (let row = 0; row < 9; row += 1) {
    const line = document.createElement('div');
    line.setAttribute('role', 'row');
    for (let col = 0; col < 9; col += 1) {
      const cell = document.createElement('div');
      const index = 9 * row + col;
      cell.className = 'cell';
      cell.setAttribute('role', 'gridcell');
      cell.dataset.cell = String(index);
      cell.tabIndex = -1;
      cell.addEventListener('click', () => select(index));
      line.append(cell);
      cellsOf.push(cell);
    }
    board.append(line);
  }
}

/** The marks a hint reads: the player's where they wrote some, the library's basic ones in
 * the empty cells they left bare; none at all until they write a mark. */
function hintMarks() {
  if (!game.marks.some((mask) => mask !== 0)) return undefined;
  const basic = sudoku.candidates(game.grid);
  return Array.from(game.grid, (digit, cell) =>
    digit !== 0 ? 1 << (digit - 1) : game.marks[cell] || basic[cell],
  );
}

function draw() {
  const hint = game.hint;
  const key = new Set(hint?.cells ?? []);
  if (hint?.placement) key.add(hint.placement.cell);
  cellsOf.forEach((element, cell) => {
    const digit = game.grid[cell];
    element.classList.toggle('given', game.givens[cell] !== 0);
    element.classList.toggle('selected', cell === game.selected);
    element.classList.toggle('hint-cell', key.has(cell));
    element.classList.toggle('hint-pattern', (hint?.pattern[cell] ?? 0) !== 0 && !key.has(cell));
    element.tabIndex = cell === game.selected ? 0 : -1;
    element.replaceChildren();
    if (digit !== 0) {
      element.textContent = String(digit);
      element.dataset.value = String(digit);
      element.setAttribute('aria-label', `row ${rowOf(cell) + 1}, column ${colOf(cell) + 1}: ${digit}${game.givens[cell] ? ', given' : ''}`);
      return;
    }
    element.dataset.value = '0';
    const marks = document.createElement('div');
    marks.className = 'marks';
    const written = [];
    for (let d = 1; d <= 9; d += 1) {
      const mark = document.createElement('span');
      const bit = 1 << (d - 1);
      if (game.marks[cell] & bit) {
        mark.textContent = String(d);
        mark.dataset.mark = String(d);
        written.push(d);
      }
      if ((hint?.pattern[cell] ?? 0) & bit) mark.classList.add('hint-digit');
      if ((hint?.eliminations[cell] ?? 0) & bit) mark.classList.add('hint-remove');
      marks.append(mark);
    }
    element.append(marks);
    element.setAttribute('aria-label', `row ${rowOf(cell) + 1}, column ${colOf(cell) + 1}: empty${written.length ? `, marks ${written.join(' ')}` : ''}`);
  });
  $('undo').disabled = game.history.length === 0;
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
    game.grid[cell] = digit;
    game.marks[cell] = 0;
    for (const other of peers(cell)) game.marks[other] &= ~(1 << (digit - 1));
  }
  say(game.grid.every((value) => value !== 0) ? checkSolved() : '');
  draw();
}

function checkSolved() {
  try {
    sudoku.hint(game.grid, { givens: game.givens });
    return 'Every cell is filled, but something is wrong: take a hint.';
  } catch (error) {
    return error.code === 'ALREADY_SOLVED' ? 'Solved!' : error.message;
  }
}

function fillCandidates() {
  remember();
  const basic = sudoku.candidates(game.grid);
  game.marks = basic.map((mask, cell) => (game.grid[cell] === 0 ? mask : 0));
  draw();
}

function showHint() {
  try {
    game.hint = sudoku.hint(game.grid, { marks: hintMarks(), givens: game.givens });
    say(game.hint.text);
    if (game.hint.placement) select(game.hint.placement.cell, false);
  } catch (error) {
    game.hint = null;
    say(error.code === 'ALREADY_SOLVED' ? 'Solved: there is no next step.' : error.message);
  }
  draw();
}

function newPuzzle(seed, level) {
  const puzzle = sudoku.generate(seed, { level, symmetry: 'rotate180' });
  game.givens = sudoku.parse(puzzle);
  game.grid = game.givens.slice();
  game.marks = new Uint16Array(81);
  game.history = [];
  game.hint = null;
  const rating = sudoku.rate(game.givens);
  $('rating').textContent = `Puzzle ${seed}: ${rating.levelName} ${rating.value.toFixed(1)}, hardest step ${rating.hardestName}, ${rating.givens} givens`;
  say('');
  const url = new URL(location.href);
  url.searchParams.set('seed', String(seed));
  url.searchParams.set('level', level);
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
  } else if (/^[0-9]$/.test(key) && event.target.closest('#board')) {
    enter(Number(key));
  } else if ((key === 'Delete' || key === 'Backspace') && event.target.closest('#board')) {
    enter(0);
  } else if (key.startsWith('Arrow') && event.target.closest('#board')) {
    const [dr, dc] = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] }[key];
    const cell = game.selected;
    select(9 * ((rowOf(cell) + dr + 9) % 9) + ((colOf(cell) + dc + 9) % 9));
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

async function main() {
  buildBoard();
  await sudoku.init();
  const params = new URLSearchParams(location.search);
  const seed = Number(params.get('seed') ?? Math.floor(Math.random() * 1e6));
  const level = params.get('level') ?? 'medium';
  $('seed').value = String(seed);
  $('level').value = level;
  newPuzzle(seed, level);
  // Load to first puzzle, for the measurements (js/browser/play.test.js reads it).
  document.body.dataset.firstPuzzleMs = performance.now().toFixed(1);
  document.body.dataset.ready = 'true';

  $('new-puzzle').addEventListener('submit', (event) => {
    event.preventDefault();
    newPuzzle(Number($('seed').value), $('level').value);
    cellsOf[game.selected].focus();
  });
  $('pencil').addEventListener('click', () => {
    game.pencil = !game.pencil;
    draw();
  });
  $('fill').addEventListener('click', fillCandidates);
  $('hint').addEventListener('click', showHint);
  $('undo').addEventListener('click', undo);
  for (const button of document.querySelectorAll('[data-digit]')) {
    button.addEventListener('click', () => {
      enter(Number(button.dataset.digit));
      cellsOf[game.selected].focus();
    });
  }
  document.addEventListener('keydown', onKey);
}

main().catch((error) => {
  $('rating').textContent = `The library did not load: ${error.message}`;
  throw error;
});
