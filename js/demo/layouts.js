// The page's layouts: which ones the player may choose, how each one's puzzle is made (by the
// package's Layout API: the library generates it and answers for it), and the geometry the
// page draws and highlights with: each cell's region (a box, or a jigsaw's region read from
// the generated line), the houses, each cell's peers, the diagonals and windoku windows to
// shade, a killer's cages and their sums (read from the line too). The classic 9x9 is one
// geometry among them; its puzzles come from sudoku.generate.

import * as sudoku from '../sudoku.js';

const SYMBOLS = '123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** The layouts to choose, by their key in the address (`?layout=`): the text form's prefix
 * and how a puzzle is generated (a symmetry the layout keeps; jigsaw regions drawn anew; a
 * killer's cages drawn anew, `Layout.generateKiller`, with no givens when its cages alone
 * leave one completion). */
export const LAYOUTS = {
  classic: { label: '9x9', prefix: null },
  '4x4': { label: '4x4', prefix: '4x4', options: { symmetry: 'ROTATE180' } },
  '6x6': { label: '6x6', prefix: '6x6', options: { symmetry: 'ROTATE180' } },
  jigsaw: { label: 'Jigsaw', prefix: '9x9', options: { jigsaw: true } },
  x: { label: 'X', prefix: '9x9 x', options: { symmetry: 'ROTATE180' } },
  windoku: { label: 'Windoku', prefix: '9x9 windoku', options: { symmetry: 'ROTATE180' } },
  killer: { label: 'Killer', prefix: '9x9', killer: true, options: { symmetry: 'ROTATE180' } },
  // More givens than a minimal puzzle: a 16x16 to finish in one sitting, made in a blink.
  '16x16': { label: '16x16', prefix: '16x16', options: { symmetry: 'ROTATE180', minimal: false } },
};

/** A cell value's symbol: 1-9, then A-Z for 10 and up; '' for a blank. */
export const symbol = (value) => (value === 0 ? '' : SYMBOLS[value - 1]);

/** The value a key stands for on a grid of `size` (1-9, then a-z for 10 and up), or null. */
export function valueOfKey(key, size) {
  const value = SYMBOLS.indexOf(key.toUpperCase()) + 1;
  return key.length === 1 && value >= 1 && value <= size ? value : null;
}

/** The boxes' shape, rows by columns: R * C = N, R <= C, R as large as possible. */
function boxShape(size) {
  let rows = Math.floor(Math.sqrt(size));
  while (size % rows !== 0) rows -= 1;
  return [rows, size / rows];
}

/** Each cell's box, numbered row-major. */
function boxes(size) {
  const [rows, cols] = boxShape(size);
  return Array.from({ length: size * size }, (_, cell) => {
    const [row, col] = [Math.floor(cell / size), cell % size];
    return Math.floor(row / rows) * (size / cols) + Math.floor(col / cols);
  });
}

/** Windoku's windows (doc/layouts.md): the box shape, from one cell in, one cell apart, as
 * many as fit with a cell to spare before the bottom and right edges. */
function windows(size) {
  const [rows, cols] = boxShape(size);
  const starts = (length) => {
    const found = [];
    for (let at = 1; at + length <= size - 1; at += length + 1) found.push(at);
    return found;
  };
  return starts(rows).flatMap((top) =>
    starts(cols).map((left) =>
      Array.from({ length: rows * cols }, (_, i) => (top + Math.floor(i / cols)) * size + left + (i % cols)),
    ),
  );
}

const CAGE_NAMES = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';

/**
 * A killer's cages from the words of its line after the cells (doc/layouts.md): the cage map,
 * one name a cell (`a`-`z`, `A`-`Z`, `.` for none; two letters a cell past 52 cages), then the
 * sums, `name=sum` joined by commas. `[{ cells, sum }]`, `sum` null for a cage without one,
 * in the order of their first cells.
 */
export function readCages(words, size) {
  const cells = size * size;
  const map = words.find((word) => word.length === cells || word.length === 2 * cells);
  if (!map) return [];
  const width = map.length / cells;
  const sums = new Map(
    (words.find((word) => word.includes('=')) ?? '')
      .split(',')
      .filter(Boolean)
      .map((entry) => entry.split('='))
      .map(([name, sum]) => [name, Number(sum)]),
  );
  const byName = new Map();
  for (let cell = 0; cell < cells; cell += 1) {
    const name = map.slice(cell * width, (cell + 1) * width);
    if (name.includes('.')) continue;
    if (!byName.has(name)) byName.set(name, { cells: [], sum: sums.get(name) ?? null });
    byName.get(name).cells.push(cell);
  }
  return [...byName.values()];
}

/**
 * What the page draws and highlights for a grid of `size` with `regions` (one number a cell)
 * and the extra houses asked for (`diagonals`, `windoku`) and `cages` (readCages): the houses,
 * each cell's peers (the cells that share a house or a cage with it), the cells to shade, and
 * each cell's cage (its index in `cages`, or -1).
 */
export function geometry(size, regions, { diagonals = false, windoku = false, cages = [] } = {}) {
  const cells = size * size;
  const houses = [];
  for (let i = 0; i < size; i += 1) {
    houses.push(Array.from({ length: size }, (_, j) => i * size + j));
    houses.push(Array.from({ length: size }, (_, j) => j * size + i));
  }
  for (let region = 0; region < size; region += 1) {
    houses.push([...Array(cells).keys()].filter((cell) => regions[cell] === region));
  }
  const diagonal = new Set();
  if (diagonals) {
    const main = Array.from({ length: size }, (_, i) => i * size + i);
    const anti = Array.from({ length: size }, (_, i) => i * size + size - 1 - i);
    houses.push(main, anti);
    for (const cell of [...main, ...anti]) diagonal.add(cell);
  }
  const windowed = new Set();
  if (windoku) {
    for (const house of windows(size)) {
      houses.push(house);
      for (const cell of house) windowed.add(cell);
    }
  }
  const cageOf = new Array(cells).fill(-1);
  cages.forEach((cage, index) => cage.cells.forEach((cell) => (cageOf[cell] = index)));
  const peers = Array.from({ length: cells }, () => new Set());
  for (const house of [...houses, ...cages.map((cage) => cage.cells)]) {
    for (const a of house) for (const b of house) if (a !== b) peers[a].add(b);
  }
  return { size, cells, regions, houses, peers, diagonal, windowed, cages, cageOf };
}

/** The classic 9x9's geometry. */
export const classicGeometry = () => geometry(9, boxes(9));

/**
 * The puzzle of layout `key` for `seed`, made by the library: `{ line, layout, givens,
 * solution, geometry }`, `line` the text form the library wrote (a jigsaw's regions after its
 * cells). The caller frees `layout` when the game ends.
 */
export function layoutPuzzle(key, seed) {
  const { prefix, options, killer = false } = LAYOUTS[key];
  const { layout: rules } = sudoku.Layout.parse(prefix);
  let line;
  try {
    line = killer ? rules.generateKiller(seed, options) : rules.generate(seed, options);
  } finally {
    rules.free();
  }
  const { layout, givens } = sudoku.Layout.parse(line);
  const size = layout.size;
  const head = line.slice(0, line.indexOf(': '));
  const [, ...words] = line.slice(head.length + 2).split(' ');
  // A jigsaw's regions come first after the cells, then a killer's cage map and sums.
  const jigsaw = /\bjigsaw\b/.test(head);
  const regions = jigsaw ? Array.from(words[0], (s) => SYMBOLS.indexOf(s)) : boxes(size);
  const cages = /\bkiller\b/.test(head) ? readCages(words.slice(jigsaw ? 1 : 0), size) : [];
  const solution = layout.solve(givens);
  const shape = geometry(size, regions, {
    diagonals: / x\b/.test(prefix),
    windoku: prefix.includes('windoku'),
    cages,
  });
  return { line, layout, givens, solution, geometry: shape };
}
