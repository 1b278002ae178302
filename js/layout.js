// Grids of any layout (doc/layouts.md): the library's layout handle (include/sudoku.h's
// SudokuLayout) behind a class. Its grids are size * size cells, row-major, 0 for a blank: a
// Uint8Array, an array of numbers, or a string in the layout's symbols (1-9 then A-Z, `.` or
// `0` for a blank). Answers come back in the form the grid came in.

import {
  SudokuError,
  bytes,
  current,
  guarded,
  ratingRange,
  statusMessage,
  view,
  wasm,
  withBlock,
} from './runtime.js';

const OK = 0;
const INVALID_CELL = 2;
const CONFLICT = 3;
const BUDGET_EXCEEDED = 6;
const MAX_CELLS = 625; // SUDOKU_LAYOUT_MAX_CELLS
const REASON_ROOM = 256;
const MAX_LINE = 4096; // SUDOKU_LAYOUT_MAX_LINE
// SudokuSymmetry's values, by their index.
const SYMMETRIES = ['NONE', 'ROTATE180', 'ROTATE90', 'MIRROR', 'DIAGONAL'];
const SYMBOLS = '123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
// SudokuRatingDetails and SudokuHint (src/ffi/rating.rs, src/ffi/hints.rs): their sizes and
// the fields' places, as the classic calls read them in sudoku.js.
const RATING_STEPS = 64;
const RATING_SIZE = 24 + 2 * RATING_STEPS;
const HINT_CELLS = 16;
const HINT_HOUSES = 8;
const HINT_GRID = 81;
const HINT_SIZE = 44 + 4 * HINT_GRID;
const TEXT_ROOM = 4096;
const encoder = new TextEncoder();
const decoder = new TextDecoder();

/** A generous work bound, the default of every layout call that takes one. */
export const LAYOUT_DEFAULT_WORK = 200_000_000;

// Handles the program forgot to free, freed when their Layout is collected (where the
// runtime has FinalizationRegistry). A handle made before a restart of the module (a trap)
// went with the old memory and is left alone.
const registry =
  typeof FinalizationRegistry === 'undefined'
    ? null
    : new FinalizationRegistry(({ handle, owner }) => {
        if (owner === current()) owner.exports.sudoku_layout_free(handle);
      });

function valueOf(symbol, index) {
  if (symbol === '.' || symbol === '0') return 0;
  const value = SYMBOLS.indexOf(symbol.toUpperCase()) + 1;
  if (value === 0) throw new TypeError(`sudoku: cell ${index} is ${JSON.stringify(symbol)}, not a symbol`);
  return value;
}

function u64(value, name) {
  const big = typeof value === 'bigint' ? value : Number.isInteger(value) ? BigInt(value) : -1n;
  if (big < 0n || big >= 1n << 64n) {
    throw new RangeError(`sudoku: ${name} must be an integer from 0 to 2^64 - 1, not ${value}`);
  }
  return big;
}

/**
 * A layout: its size, boxes or jigsaw regions, and extra rules. Made by `Layout.parse` (the
 * text form: a prefix alone such as `'16x16 x windoku'`, or a whole line) or
 * `Layout.fromFPuzzles` (JSON or an f-puzzles link), each with the text's givens. `free()`
 * returns the handle's memory to the module (a collected Layout is freed too, eventually).
 */
export class Layout {
  #handle;
  #owner;

  constructor(handle, owner) {
    if (owner !== wasm()) throw new TypeError('sudoku: make a Layout with Layout.parse or Layout.fromFPuzzles');
    this.#handle = handle;
    this.#owner = owner;
    this.size = owner.exports.sudoku_layout_size(handle);
    this.cells = owner.exports.sudoku_layout_cells(handle);
    registry?.register(this, { handle, owner }, this);
  }

  /** `{ layout, givens }` from a line or prefix of the text form; SudokuError INVALID_LAYOUT
   * with the library's reason for anything else. */
  static parse(text) {
    return make('sudoku_layout_parse', text);
  }

  /** `{ layout, givens }` from an f-puzzles document: its JSON or an f-puzzles link. */
  static fromFPuzzles(text) {
    return make('sudoku_layout_from_fpuzzles', text);
  }

  /** The completion whose digits, read row-major, come first in order. */
  solve(grid, maxWork = LAYOUT_DEFAULT_WORK) {
    return this.#solve('sudoku_layout_solve', grid, maxWork);
  }

  /** Any completion (the first found, not necessarily the smallest). */
  solveAny(grid, maxWork = LAYOUT_DEFAULT_WORK) {
    return this.#solve('sudoku_layout_solve_any', grid, maxWork);
  }

  /** `{ count, finished }`: the completions counted to `limit` within `maxWork`; `finished`
   * false when the work ran out first (`count` is then a lower bound). */
  count(grid, limit = 2, maxWork = LAYOUT_DEFAULT_WORK) {
    const bound = u64(limit, 'limit');
    const work = u64(maxWork, 'maxWork');
    return this.#call(grid, 8, (exports, input, out) => {
      const status = exports.sudoku_layout_count(this.#handle, input, this.cells, bound, work, out);
      if (status !== OK && status !== BUDGET_EXCEEDED) this.#fail(status, input);
      return { count: Number(view().getBigUint64(out, true)), finished: status === OK };
    });
  }

  /** Checks the givens without solving; SudokuError (INVALID_CELL or CONFLICT) whose `cell`
   * is the first offending cell and whose message is the library's sentence. */
  validate(grid) {
    this.#call(grid, 4 + REASON_ROOM, (exports, input, out) => {
      const status = exports.sudoku_layout_validate(this.#handle, input, this.cells, out, out + 4, REASON_ROOM);
      if (status !== OK) this.#fail(status, input);
    });
  }

  /** The basic pencil marks: a Uint32Array of one mask a cell, bit d - 1 for digit d. */
  candidates(grid) {
    return this.#call(grid, 4 * this.cells, (exports, input, out) => {
      const status = exports.sudoku_layout_candidates(this.#handle, input, this.cells, out, this.cells);
      if (status !== OK) this.#fail(status, input);
      return new Uint32Array(bytes(out, 4 * this.cells).slice().buffer);
    });
  }

  /**
   * A puzzle of this layout's rules with exactly one completion, for `seed`: a line of the
   * text form (`'6x6: .52...6...'`, a jigsaw's regions after its cells) that `Layout.parse`
   * reads back with its givens. Options: `symmetry` (NONE, ROTATE180, ROTATE90, MIRROR,
   * DIAGONAL, or its number; one the layout keeps), `minimal` (default true; false keeps only
   * the removals propagation decides), `jigsaw` (random connected regions for the seed, no
   * symmetry then), `minTenths` and `maxTenths` (the range of its rating, `rate`'s, in
   * tenths, both included: 9x9 layouts only; default any), `maxWork` (the ratings' work
   * included). SudokuError INVALID_OPTION, UNSOLVABLE, INVALID_LAYOUT or BUDGET_EXCEEDED
   * otherwise.
   */
  generate(seed, options = {}) {
    const { symmetry = 'NONE', minimal = true, jigsaw = false, maxWork = LAYOUT_DEFAULT_WORK } = options;
    const from = u64(seed, 'seed');
    const work = u64(maxWork, 'maxWork');
    const [low, high] = ratingRange(options);
    const kind = typeof symmetry === 'string' ? SYMMETRIES.indexOf(symmetry.toUpperCase()) : symmetry;
    if (!Number.isInteger(kind) || kind < 0) {
      throw new RangeError(`sudoku: symmetry is one of ${SYMMETRIES.join(', ')}`);
    }
    return guarded((owner) => {
      if (this.#handle === 0) throw new TypeError('sudoku: the layout was freed');
      if (owner !== this.#owner) {
        throw new TypeError('sudoku: the module restarted after a trap: make the layout again');
      }
      return withBlock(MAX_LINE, (line) => {
        const status = owner.exports.sudoku_layout_generate_rated(
          this.#handle, from, kind, minimal ? 1 : 0, jigsaw ? 1 : 0, low, high, work, line, MAX_LINE,
        );
        if (status !== OK) throw new SudokuError(status, `sudoku: ${statusMessage(status)}`);
        const written = bytes(line, MAX_LINE);
        return decoder.decode(written.slice(0, written.indexOf(0)));
      });
    });
  }

  /**
   * A killer puzzle over this layout's rules (a layout without cages) with exactly one
   * completion, for `seed`: a line of the text form (`'9x9 killer: .... aab... a=11,...'`:
   * the givens, the cage map, the sums) that `Layout.parse` reads back. Its cages are
   * connected, of `smallestCage` to `largestCage` cells (default 1 to 6), with their sums; no
   * givens unless the cages need some. Options: `symmetry` (of the cages and the givens, one
   * the layout keeps), `minTenths` and `maxTenths` (its rating's range, 9x9 layouts only),
   * `maxWork` (the whole call). SudokuError INVALID_OPTION, INVALID_LAYOUT, UNSOLVABLE or
   * BUDGET_EXCEEDED otherwise.
   */
  generateKiller(seed, options = {}) {
    const { symmetry = 'NONE', smallestCage = 1, largestCage = 6, maxWork = LAYOUT_DEFAULT_WORK } = options;
    const from = u64(seed, 'seed');
    const work = u64(maxWork, 'maxWork');
    const [low, high] = ratingRange(options);
    const kind = typeof symmetry === 'string' ? SYMMETRIES.indexOf(symmetry.toUpperCase()) : symmetry;
    if (!Number.isInteger(kind) || kind < 0) {
      throw new RangeError(`sudoku: symmetry is one of ${SYMMETRIES.join(', ')}`);
    }
    for (const [name, value] of [['smallestCage', smallestCage], ['largestCage', largestCage]]) {
      if (!Number.isInteger(value) || value < 0 || value >= 2 ** 32) {
        throw new RangeError(`sudoku: ${name} must be an integer from 0 to 2^32 - 1, not ${value}`);
      }
    }
    return guarded((owner) => {
      if (this.#handle === 0) throw new TypeError('sudoku: the layout was freed');
      if (owner !== this.#owner) {
        throw new TypeError('sudoku: the module restarted after a trap: make the layout again');
      }
      return withBlock(MAX_LINE, (line) => {
        const status = owner.exports.sudoku_layout_generate_killer(
          this.#handle, from, kind, smallestCage, largestCage, low, high, work, line, MAX_LINE,
        );
        if (status !== OK) throw new SudokuError(status, `sudoku: ${statusMessage(status)}`);
        const written = bytes(line, MAX_LINE);
        return decoder.decode(written.slice(0, written.indexOf(0)));
      });
    });
  }

  /**
   * How hard a puzzle of a 9x9 layout is for a person, on Sudoku Explainer's scale, its
   * techniques over every house and rule of the layout (Sukaku Explainer's variant ratings):
   * the object `rate` gives for the classic grid. `maxWork` bounds the work (SudokuError
   * BUDGET_EXCEEDED past it); INVALID_LAYOUT for a layout of another size.
   */
  rate(grid, { maxWork = 2n ** 64n - 1n } = {}) {
    const work = u64(maxWork, 'maxWork');
    return this.#call(grid, RATING_SIZE + 8, (exports, input, out) => {
      const status = exports.sudoku_layout_rate(this.#handle, input, this.cells, work, out, out + RATING_SIZE);
      if (status !== OK) this.#fail(status, input);
      const data = view();
      const level = data.getInt32(out, true);
      const hardest = data.getInt32(out + 4, true);
      const tenths = data.getInt32(out + 8, true);
      return {
        level,
        levelName: cString(exports.sudoku_level_name(level)),
        value: tenths / 10,
        tenths,
        hardest,
        hardestName: cString(exports.sudoku_technique_name(hardest)),
        givens: data.getInt32(out + 12, true),
        pearl: data.getInt32(out + 16, true),
        diamond: data.getInt32(out + 20, true),
        steps: new Uint16Array(bytes(out + 24, 2 * RATING_STEPS).slice().buffer),
        work: Number(data.getBigUint64(out + RATING_SIZE, true)),
      };
    });
  }

  /**
   * The next step on a player's grid of a 9x9 layout, as `hint` gives it for the classic grid
   * (without chain lines): its `text` names the layout's houses ("in the main diagonal", "in
   * region 4"); its `houses` are numbered rows 0-8, columns 9-17, boxes or regions 18-26, then
   * the layout's extra houses of nine cells. With `givens` (the puzzle as set) and `marks`
   * (one mask a cell), a wrong entry or mark comes first, as a mistake.
   */
  hint(grid, { marks, givens } = {}) {
    const givenCells = givens === undefined || givens === null ? null : this.#cells(givens);
    let markMasks = null;
    if (marks !== undefined && marks !== null) {
      if (marks.length !== this.cells) throw new TypeError(`sudoku: marks are ${this.cells} masks`);
      markMasks = Uint32Array.from(marks, (mask) => mask >>> 0);
    }
    const givensAt = HINT_SIZE + 8;
    const marksAt = givensAt + ((this.cells + 7) & ~7);
    const textAt = marksAt + 4 * this.cells;
    return this.#call(grid, textAt + TEXT_ROOM, (exports, input, out) => {
      if (givenCells) bytes(out + givensAt, this.cells).set(givenCells);
      if (markMasks) bytes(out + marksAt, 4 * this.cells).set(new Uint8Array(markMasks.buffer));
      const status = exports.sudoku_layout_hint(
        this.#handle, input, givenCells ? out + givensAt : 0, markMasks ? out + marksAt : 0,
        this.cells, out, out + textAt, TEXT_ROOM, out + HINT_SIZE,
      );
      if (status !== OK) this.#fail(status, input);
      const data = view();
      const technique = data.getInt32(out, true);
      const digit = data.getInt32(out + 12, true);
      const digits = data.getUint16(out + 16, true);
      const written = bytes(out + textAt, TEXT_ROOM);
      return {
        technique,
        techniqueName: cString(exports.sudoku_technique_name(technique)),
        mistake: data.getInt32(out + 4, true),
        text: decoder.decode(written.slice(0, Math.max(written.indexOf(0), 0))),
        placement: digit === 0 ? null : { cell: data.getInt32(out + 8, true), digit },
        cells: [...bytes(out + 20, Math.min(data.getUint8(out + 18), HINT_CELLS))],
        houses: [...bytes(out + 36, Math.min(data.getUint8(out + 19), HINT_HOUSES))],
        digits: [1, 2, 3, 4, 5, 6, 7, 8, 9].filter((d) => digits & (1 << (d - 1))),
        eliminations: new Uint16Array(bytes(out + 44, 2 * HINT_GRID).slice().buffer),
        pattern: new Uint16Array(bytes(out + 44 + 2 * HINT_GRID, 2 * HINT_GRID).slice().buffer),
      };
    });
  }

  /** Returns the handle's memory to the module; the Layout may not be used after. */
  free() {
    if (this.#handle === 0) return;
    const handle = this.#handle;
    this.#handle = 0;
    registry?.unregister(this);
    if (this.#owner === current()) this.#owner.exports.sudoku_layout_free(handle);
  }

  #solve(name, grid, maxWork) {
    const work = u64(maxWork, 'maxWork');
    return this.#call(grid, this.cells, (exports, input, out) => {
      const status = exports[name](this.#handle, input, this.cells, out, this.cells, work);
      if (status !== OK) this.#fail(status, input);
      const cells = bytes(out, this.cells).slice();
      return typeof grid === 'string' ? Array.from(cells, (v) => (v === 0 ? '.' : SYMBOLS[v - 1])).join('') : cells;
    });
  }

  /** Runs `body(exports, input, out)` with the grid copied in and `outSize` bytes for its
   * answer, in one block of the module's memory. */
  #call(grid, outSize, body) {
    const cells = this.#cells(grid);
    return guarded((owner) => {
      if (this.#handle === 0) throw new TypeError('sudoku: the layout was freed');
      if (owner !== this.#owner) {
        throw new TypeError('sudoku: the module restarted after a trap: make the layout again');
      }
      const at = (this.cells + 7) & ~7;
      return withBlock(at + outSize, (block) => {
        bytes(block, this.cells).set(cells);
        return body(owner.exports, block, block + at);
      });
    });
  }

  #cells(grid) {
    if (typeof grid === 'string') {
      if (grid.length !== this.cells) {
        throw new TypeError(`sudoku: a grid of this layout has ${this.cells} cells, not ${grid.length}`);
      }
      return Uint8Array.from(grid, valueOf);
    }
    if (grid === null || typeof grid !== 'object' || grid.length !== this.cells) {
      const found = grid?.length === undefined ? typeof grid : `${grid.length} cells`;
      throw new TypeError(`sudoku: a grid of this layout has ${this.cells} cells, not ${found}`);
    }
    return Uint8Array.from(grid, (value, index) => {
      if (!Number.isInteger(value) || value < 0) {
        throw new TypeError(`sudoku: cell ${index} holds ${value}, not a cell value`);
      }
      return Math.min(value, 255);
    });
  }

  /** Throws the SudokuError of a status; for INVALID_CELL and CONFLICT with the cell and the
   * sentence `sudoku_layout_validate` gives for the grid at `input`. */
  #fail(status, input) {
    if (status === INVALID_CELL || status === CONFLICT) {
      withBlock(4 + REASON_ROOM, (out) => {
        wasm().exports.sudoku_layout_validate(this.#handle, input, this.cells, out, out + 4, REASON_ROOM);
        const cell = view().getUint32(out, true);
        throw new SudokuError(status, `sudoku: ${sentence(out + 4)}`, undefined, { cell });
      });
    }
    throw new SudokuError(status, `sudoku: ${statusMessage(status)}`);
  }
}

/** A static NUL-terminated string of the library's at `at`. */
function cString(at) {
  const memory = new Uint8Array(wasm().exports.memory.buffer);
  const end = memory.indexOf(0, at);
  return decoder.decode(memory.slice(at, end));
}

/** The NUL-terminated sentence the library wrote at `at`, in a room of REASON_ROOM bytes. */
function sentence(at) {
  const written = bytes(at, REASON_ROOM);
  const end = written.indexOf(0);
  return decoder.decode(written.slice(0, end < 0 ? 0 : end));
}

/** A handle and its givens from `text` by the export `name`, or the library's reason. */
function make(name, text) {
  if (typeof text !== 'string') throw new TypeError(`sudoku: a layout is read from text, not ${typeof text}`);
  const encoded = encoder.encode(text);
  // The text, the givens, the reason and the handle's pointer, in one block.
  const size = encoded.length + MAX_CELLS + REASON_ROOM + 8;
  return guarded((owner) =>
    withBlock(size, (block) => {
      const givens = block + encoded.length;
      const reason = givens + MAX_CELLS;
      const out = (reason + REASON_ROOM + 3) & ~3;
      bytes(block, encoded.length).set(encoded);
      const status = owner.exports[name](block, encoded.length, givens, MAX_CELLS, out, reason, REASON_ROOM);
      if (status !== OK) {
        throw new SudokuError(status, `sudoku: ${sentence(reason) || statusMessage(status)}`);
      }
      const layout = new Layout(view().getUint32(out, true), owner);
      return { layout, givens: bytes(givens, layout.cells).slice() };
    }),
  );
}
