// The page: a generated puzzle to play with the library's pencil marks, hints and rating.
// Every rule of the game (candidates, hints, mistakes, the rating) is the library's; this
// file keeps the player's grid, pencil marks, undo history and clock, and draws them: the
// selected cell's row, column, box and equal digits, digits that clash as typed, a hint's
// cells and digits (a mistake in red), a chain hint's links as arrows, and the solved state.

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
  started: 0, // the clock's start (Date.now()), for the timer
  solvedAfter: null, // seconds the player took, once solved
  timer: 0,
};

const SVG = 'http://www.w3.org/2000/svg';
const LEVELS = ['any', 'easy', 'medium', 'hard', 'expert'];

const rowOf = (cell) => Math.floor(cell / 9);
const colOf = (cell) => cell % 9;
const boxOf = (cell) => 3 * Math.floor(rowOf(cell) / 3) + Math.floor(colOf(cell) / 3);
const peers = (cell) =>
  [...Array(81).keys()].filter(
    (other) =>
      other !== cell &&
      (rowOf(other) === rowOf(cell) || colOf(other) === colOf(cell) || boxOf(other) === boxOf(cell)),
  );

const sameHouse = (a, b) => rowOf(a) === rowOf(b) || colOf(a) === colOf(b) || boxOf(a) === boxOf(b);

/** The filled cells whose digit a peer holds too: clashes, shown as the player types. */
function conflicts(grid) {
  const clashing = new Set();
  for (let cell = 0; cell < 81; cell += 1) {
    if (grid[cell] === 0) continue;
    for (const other of peers(cell)) if (grid[other] === grid[cell]) clashing.add(cell);
  }
  return clashing;
}

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
  // The chain hints' arrows, over the cells, in cell units (one cell is 1 by 1).
  const overlay = document.createElementNS(SVG, 'svg');
  overlay.id = 'chain';
  overlay.setAttribute('viewBox', '0 0 9 9');
  overlay.setAttribute('aria-hidden', 'true');
  overlay.innerHTML = `<defs>
    <marker id="arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="5" markerHeight="5"
      orient="auto-start-reverse"><path d="M0 0 L10 5 L0 10 z" /></marker></defs>`;
  board.append(overlay);
}

/** Where digit `digit`'s pencil mark sits in `cell`, in the overlay's units. */
function markCentre(cell, digit) {
  return [colOf(cell) + (((digit - 1) % 3) + 0.5) / 3, rowOf(cell) + (Math.floor((digit - 1) / 3) + 0.5) / 3];
}

/** A chain hint's inferences as arrows from candidate to candidate: solid for a strong link
 * (the next candidate is then true), dashed for a weak one (it is then false); a circle on
 * each candidate, filled when the chain makes it true. `omitted` steps left out after a
 * line's first are drawn as a dotted link. */
function drawChain(chain) {
  const overlay = $('chain');
  for (const old of overlay.querySelectorAll('.link, .node')) old.remove();
  if (!chain) return;
  for (const { steps, omitted } of chain.lines) {
    steps.forEach((step, i) => {
      const [x, y] = markCentre(step.cell, step.digit);
      const node = document.createElementNS(SVG, 'circle');
      node.setAttribute('class', `node ${step.on ? 'on' : 'off'}`);
      node.setAttribute('cx', x);
      node.setAttribute('cy', y);
      node.setAttribute('r', 0.14);
      overlay.append(node);
      if (i === 0) return;
      const from = steps[i - 1];
      const [x0, y0] = markCentre(from.cell, from.digit);
      const length = Math.hypot(x - x0, y - y0) || 1;
      // Shortened at both ends to leave the candidates readable.
      const trim = Math.min(0.16, length / 3) / length;
      const link = document.createElementNS(SVG, 'line');
      const kind = step.on ? 'strong' : 'weak';
      link.setAttribute('class', `link ${kind}${i === 1 && omitted > 0 ? ' omitted' : ''}`);
      link.dataset.from = `${from.cell}:${from.digit}`;
      link.dataset.to = `${step.cell}:${step.digit}`;
      link.setAttribute('x1', x0 + (x - x0) * trim);
      link.setAttribute('y1', y0 + (y - y0) * trim);
      link.setAttribute('x2', x - (x - x0) * trim);
      link.setAttribute('y2', y - (y - y0) * trim);
      link.setAttribute('marker-end', 'url(#arrow)');
      overlay.append(link);
    });
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
    element.classList.toggle('hint-cell', key.has(cell));
    element.classList.toggle('mistake', key.has(cell) && (hint?.mistake ?? 0) !== 0);
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
      if (hint?.placement?.cell === cell && hint.placement.digit === d) mark.classList.add('hint-place');
      if (chainDigits.has(9 * cell + d - 1)) mark.classList.add('chain-digit');
      // A digit the hint names is shown even where the player wrote no mark.
      if (!mark.textContent && mark.classList.length > 0) mark.textContent = String(d);
      marks.append(mark);
    }
    element.append(marks);
    element.setAttribute('aria-label', `row ${rowOf(cell) + 1}, column ${colOf(cell) + 1}: empty${written.length ? `, marks ${written.join(' ')}` : ''}`);
  });
  drawChain(hint?.chain ?? null);
  $('message').classList.toggle('mistake', (hint?.mistake ?? 0) !== 0);
  board.classList.toggle('solved', game.solvedAfter !== null);
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
  try {
    sudoku.hint(game.grid, { givens: game.givens });
    return 'Every cell is filled, but something is wrong: take a hint.';
  } catch (error) {
    if (error.code !== 'ALREADY_SOLVED') return error.message;
    if (game.solvedAfter === null) game.solvedAfter = Math.floor((Date.now() - game.started) / 1000);
    tick();
    return 'Solved!';
  }
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
  const basic = sudoku.candidates(game.grid);
  game.marks = basic.map((mask, cell) => (game.grid[cell] === 0 ? mask : 0));
  draw();
}

/** A second press of Hint on the hint shown (nothing changed since) takes its step: the
 * placement; or the eliminations, on the marks the hint read (written out where they were
 * the library's); or, for a mistake, the wrong entry erased or the missing mark written. */
function applyHint(hint) {
  const marks = hintMarks() ?? sudoku.candidates(game.grid);
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
  if (game.hint) return applyHint(game.hint);
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

/** A new game: the puzzle of `seed` and `level`, or the grid `given` when there is one. */
function newPuzzle(seed, level, given = null) {
  const puzzle = given ?? sudoku.generate(seed, { level, symmetry: 'rotate180' });
  game.givens = sudoku.parse(puzzle);
  game.grid = game.givens.slice();
  game.marks = new Uint16Array(81);
  game.history = [];
  game.hint = null;
  game.started = Date.now();
  game.solvedAfter = null;
  tick();
  const rating = sudoku.rate(game.givens);
  const name = given === null ? `Puzzle ${seed}` : 'Your puzzle';
  $('rating').textContent = `${name}: ${rating.levelName} ${rating.value.toFixed(1)}, hardest step ${rating.hardestName}, ${rating.givens} givens`;
  say('');
  const url = new URL(location.href);
  if (given === null) {
    url.searchParams.delete('puzzle');
    url.searchParams.set('seed', String(seed));
    url.searchParams.set('level', level);
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

/** The game the address asks for (`?seed=N&level=L`, or `?puzzle=` 81 cells), each part
 * that is not understood replaced by its default (a random seed, medium, a generated
 * puzzle) with a note saying so, rather than no game at all. */
function fromAddress(params) {
  const notes = [];
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
  return { seed, level, given, note: notes.length ? `From the address: ${notes.join('; ')}.` : '' };
}

async function main() {
  buildBoard();
  await sudoku.init();
  const { seed, level, given, note } = fromAddress(new URLSearchParams(location.search));
  $('seed').value = String(seed);
  $('level').value = level;
  newPuzzle(seed, level, given);
  say(note);
  game.timer = setInterval(tick, 1000);
  // Load to first puzzle, for the measurements (js/browser/play.test.js reads it).
  document.body.dataset.firstPuzzleMs = performance.now().toFixed(1);
  document.body.dataset.ready = 'true';

  $('new-puzzle').addEventListener('submit', (event) => {
    event.preventDefault();
    const seed = Number($('seed').value);
    if (!Number.isSafeInteger(seed) || seed < 0) return say('The seed is a whole number from 0 up.');
    newPuzzle(seed, $('level').value);
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
