// sudoku-lexmin: the Sudoku library compiled to WebAssembly, for Node and browsers. Every
// function calls the library's C ABI (include/sudoku.h) in the module; nothing is computed
// here but the copying of grids in and out.

import {
  AT,
  PARSE_ROOM,
  STATUS_NAMES,
  SudokuError,
  SudokuParseError,
  TEXT_PROBLEM_NAMES,
  TEXT_ROOM,
  bytes,
  cString,
  check,
  detailText,
  guarded,
  ratingRange,
  readDetail,
  statusMessage,
  view,
  wasm,
  withBlock,
} from './runtime.js';

export { NO_MAXIMUM, SudokuError, SudokuParseError, init, statusMessage } from './runtime.js';
export { LAYOUT_DEFAULT_WORK, Layout } from './layout.js';

const byName = (names, first = 0) =>
  Object.freeze(Object.fromEntries(names.map((name, index) => [name, index + first])));

/** Status values (include/sudoku.h's SudokuStatus), by name. */
export const Status = byName(STATUS_NAMES);
/**
 * Levels of a rating, 1 (EASY) to 5 (BEYOND), each a range of Sudoku Explainer ratings: EASY
 * up to 2.3, MEDIUM 2.4 to 3.4, HARD 3.5 to 4.4, EXPERT 4.5 to 6.4, BEYOND 6.5 and up.
 */
export const Level = byName(['EASY', 'MEDIUM', 'HARD', 'EXPERT', 'BEYOND'], 1);
/** Symmetries of a generated puzzle's givens. */
export const Symmetry = byName(['NONE', 'ROTATE180', 'ROTATE90', 'MIRROR', 'DIAGONAL']);
/** What is wrong with a text that is no grid (include/sudoku.h's SudokuTextProblem). */
export const TextProblem = byName(TEXT_PROBLEM_NAMES);
/** What a mistake hint says is wrong (0: the hint is no mistake). */
export const Mistake = byName(['NONE', 'ENTRY', 'PENCIL_MARKS']);
/** What kind of chain a chain hint is (include/sudoku.h's SudokuChainKind; 0: no chain). */
export const ChainKind = byName([
  'NONE',
  'X_CYCLE',
  'Y_CYCLE',
  'CYCLE',
  'FORCING_X',
  'FORCING',
  'NISHIO',
  'CELL',
  'REGION',
  'CONTRADICTION',
  'DOUBLE_FORCING',
]);

const CELLS = 81;
const HINT_CELLS = 16;
const HINT_HOUSES = 8;
const RATING_STEPS = 64;
const encoder = new TextEncoder();
const decoder = new TextDecoder();

/**
 * Copies a grid into the module at `at`: a string is read by the library's own reader (the
 * project's one grammar), anything else is 81 cell values, which the library checks (a
 * value above 9 is its INVALID_CELL status).
 */
function load(grid, at) {
  if (typeof grid === 'string') {
    readText(grid, at);
    return;
  }
  if (grid === null || typeof grid !== 'object' || grid.length !== CELLS) {
    const found = grid?.length === undefined ? typeof grid : `${grid.length} cells`;
    throw new TypeError(`sudoku: a grid is a string or 81 cell values, not ${found}`);
  }
  const cells = bytes(at, CELLS);
  for (let index = 0; index < CELLS; index += 1) {
    const value = grid[index];
    if (!Number.isInteger(value) || value < 0) {
      throw new TypeError(`sudoku: cell ${index} holds ${value}, not a cell value`);
    }
    cells[index] = Math.min(value, 255);
  }
}

function readText(text, at) {
  const { exports } = wasm();
  const parse = (pointer, length) => {
    const status = exports.sudoku_parse(pointer, length, at, AT.detail);
    if (status === Status.INVALID_TEXT) {
      throw new SudokuParseError(`sudoku: ${detailText()}`, readDetail());
    }
    check(status);
  };
  // UTF-8 takes at most 3 bytes per UTF-16 unit: a short text is encoded straight into the
  // scratch block, a longer one into a block of its own.
  if (3 * text.length <= PARSE_ROOM) {
    const { written } = encoder.encodeInto(text, bytes(AT.parse, PARSE_ROOM));
    parse(AT.parse, written);
  } else {
    const encoded = encoder.encode(text);
    withBlock(Math.max(encoded.length, 1), (block) => {
      bytes(block, encoded.length).set(encoded);
      parse(block, encoded.length);
    });
  }
}

/** 81 cells from the module, in the form the caller's grid came in. */
function unload(at, like) {
  const cells = bytes(at, CELLS).slice();
  return typeof like === 'string' ? cells.join('') : cells;
}

function u64(value, name) {
  const big = typeof value === 'bigint' ? value : Number.isInteger(value) ? BigInt(value) : -1n;
  if (big < 0n || big >= 1n << 64n) {
    throw new RangeError(`sudoku: ${name} must be an integer from 0 to 2^64 - 1, not ${value}`);
  }
  return big;
}

/** The completion whose 81 digits, read row-major, form the smallest number. */
export function solve(grid) {
  return guarded(({ exports }) => {
    load(grid, AT.input);
    check(exports.sudoku_solve(AT.input, AT.output));
    return unload(AT.output, grid);
  });
}

/** The number of completions, counting no further than `limit` (2 tells proper puzzles). */
export function countSolutions(grid, limit = 2) {
  return countSolutionsBounded(grid, limit, 2n ** 64n - 1n).count;
}

/**
 * Counts as `countSolutions` does within `maxNodes` units of work: `finished` is false when
 * the work ran out first, and `count` is then a lower bound.
 */
export function countSolutionsBounded(grid, limit, maxNodes) {
  const bound = u64(limit, 'limit');
  const work = u64(maxNodes, 'maxNodes');
  return guarded(({ exports }) => {
    load(grid, AT.input);
    const status = check(
      exports.sudoku_count_solutions_bounded(AT.input, bound, work, AT.count),
      [Status.BUDGET_EXCEEDED],
    );
    const count = Number(view().getBigUint64(AT.count, true));
    return { count, finished: status === Status.OK };
  });
}

/**
 * Checks the givens without solving; throws a SudokuError (INVALID_CELL or CONFLICT) that
 * says where: `cell` is the first offending cell, 0-based row-major (for a clash the later
 * cell; `otherCell`, `digit`, `unit` and `houseNumber` name the rest).
 */
export function validate(grid) {
  guarded(({ exports }) => {
    load(grid, AT.input);
    const status = exports.sudoku_explain(AT.input, AT.detail);
    if (status !== Status.OK) {
      throw new SudokuError(status, `sudoku: ${detailText()}`, undefined, readDetail());
    }
  });
}

/** The basic pencil marks: 81 masks, bit d - 1 for digit d (a filled cell: its digit). */
export function candidates(grid) {
  return guarded(({ exports }) => {
    load(grid, AT.input);
    check(exports.sudoku_candidates(AT.input, AT.marks));
    return new Uint16Array(wasm().exports.memory.buffer.slice(AT.marks, AT.marks + 2 * CELLS));
  });
}

function masks(offset) {
  return new Uint16Array(wasm().exports.memory.buffer.slice(offset, offset + 2 * CELLS));
}

function digitsOf(mask) {
  return [1, 2, 3, 4, 5, 6, 7, 8, 9].filter((digit) => mask & (1 << (digit - 1)));
}

/** A sentence that `write(buffer, room)` writes, as C's text functions do. */
function sentence(write) {
  let length = write(AT.text, TEXT_ROOM);
  if (length < TEXT_ROOM) return decoder.decode(bytes(AT.text, length));
  return withBlock(length + 1, (block) => {
    length = write(block, length + 1);
    return decoder.decode(bytes(block, length));
  });
}

/** The chain struct at AT.chain (src/ffi/chains.rs's SudokuHintChain), or null for none. */
function readChain() {
  const data = view();
  const at = AT.chain;
  const kind = data.getInt32(at, true);
  const count = Math.min(data.getUint32(at + 4, true), 9);
  if (kind === 0 || count === 0) return null;
  const lines = [];
  for (let index = 0; index < count; index += 1) {
    const lineAt = at + 8 + 6 * index;
    const first = data.getUint16(lineAt, true);
    const length = data.getUint16(lineAt + 2, true);
    const steps = [];
    for (let step = first; step < first + length && step < 256; step += 1) {
      const stepAt = at + 62 + 4 * step;
      steps.push({
        cell: data.getUint8(stepAt),
        digit: data.getUint8(stepAt + 1),
        on: data.getUint8(stepAt + 2) !== 0,
      });
    }
    lines.push({ steps, omitted: data.getUint16(lineAt + 4, true) });
  }
  return { kind, lines };
}

/** The hint struct at AT.hint (src/ffi/hints.rs's SudokuHint) as an object. */
function readHint(exports) {
  const data = view();
  const at = AT.hint;
  const technique = data.getInt32(at, true);
  const digit = data.getInt32(at + 12, true);
  const cellCount = data.getUint8(at + 18);
  const houseCount = data.getUint8(at + 19);
  const cells = [...bytes(at + 20, Math.min(cellCount, HINT_CELLS))];
  const houses = [...bytes(at + 36, Math.min(houseCount, HINT_HOUSES))];
  const text = sentence((buffer, room) => exports.sudoku_hint_text(at, buffer, room));
  const explained = sentence((buffer, room) =>
    exports.sudoku_hint_chain_text(at, AT.chain, buffer, room),
  );
  return {
    technique,
    techniqueName: techniqueName(technique),
    mistake: data.getInt32(at + 4, true),
    text,
    placement: digit === 0 ? null : { cell: data.getInt32(at + 8, true), digit },
    cells,
    houses,
    digits: digitsOf(data.getUint16(at + 16, true)),
    eliminations: masks(at + 44),
    pattern: masks(at + 44 + 2 * CELLS),
    chain: readChain(),
    explained,
  };
}

/**
 * The next step a person would take on the player's `grid`, explained; a mistake first.
 * `marks` are the player's pencil marks (81 masks; the basic ones without); with `givens`,
 * the puzzle as it was set, a wrong entry is named for sure. A chain hint carries its
 * `chain` (lines of inferences to draw) and `explained`, its sentence step by step.
 */
export function hint(grid, { marks, givens } = {}) {
  return guarded(({ exports }) => {
    load(grid, AT.input);
    let marksAt = 0;
    if (marks !== undefined && marks !== null) {
      if (marks.length !== CELLS) throw new TypeError('sudoku: marks are 81 masks');
      const data = view();
      for (let index = 0; index < CELLS; index += 1) {
        data.setUint16(AT.marks + 2 * index, marks[index] & 0xffff, true);
      }
      marksAt = AT.marks;
    }
    let givensAt = 0;
    if (givens !== undefined && givens !== null) {
      load(givens, AT.givens);
      givensAt = AT.givens;
    }
    check(exports.sudoku_hint_chain(AT.input, givensAt, marksAt, AT.hint, AT.chain));
    return readHint(exports);
  });
}

/**
 * How hard a puzzle is for a person, on Sudoku Explainer's scale. With `maxWork`, for a
 * caller that must answer in time whatever the puzzle: the same rating when it takes at most
 * that many work units (`work` says how many a puzzle takes), else a SudokuError
 * BUDGET_EXCEEDED.
 */
export function rate(grid, options = {}) {
  const { maxWork = 2n ** 64n - 1n } = options ?? {};
  const bound = u64(maxWork, 'maxWork');
  return guarded(({ exports }) => {
    load(grid, AT.input);
    check(exports.sudoku_rate_details_within(AT.input, bound, AT.rating, AT.count));
    const data = view();
    const level = data.getInt32(AT.rating, true);
    const hardest = data.getInt32(AT.rating + 4, true);
    const tenths = data.getInt32(AT.rating + 8, true);
    const steps = new Uint16Array(
      exports.memory.buffer.slice(AT.rating + 24, AT.rating + 24 + 2 * RATING_STEPS),
    );
    return {
      level,
      levelName: levelName(level),
      value: tenths / 10,
      tenths,
      hardest,
      hardestName: techniqueName(hardest),
      givens: data.getInt32(AT.rating + 12, true),
      pearl: data.getInt32(AT.rating + 16, true),
      diamond: data.getInt32(AT.rating + 20, true),
      steps,
      // A number: a rating's work is bounded far below 2^53, and a rating stays JSON.
      work: Number(data.getBigUint64(AT.count, true)),
    };
  });
}

function enumValue(table, value, name) {
  const found = typeof value === 'string' ? table[value.toUpperCase()] : value;
  if (!Number.isInteger(found)) {
    throw new RangeError(`sudoku: ${name} is one of ${Object.keys(table).join(', ')}`);
  }
  return found;
}

/** Writes SudokuGenerateOptions at AT.options; out-of-range values are the library's to refuse. */
function writeOptions({ symmetry = 'NONE', level = 'ANY', minimal = true, maxGivens = 0 } = {}) {
  const data = view();
  data.setInt32(AT.options, enumValue(Symmetry, symmetry, 'symmetry'), true);
  data.setInt32(AT.options + 4, enumValue({ ANY: 0, ...Level }, level, 'level'), true);
  data.setInt32(AT.options + 8, minimal ? 1 : 0, true);
  data.setInt32(AT.options + 12, Number.isInteger(maxGivens) ? maxGivens : -1, true);
}

/**
 * A puzzle with exactly one completion, the same for the same seed and options everywhere:
 * 81 digits, 0 for a blank. Options: `symmetry` (NONE, ROTATE180, ROTATE90, MIRROR,
 * DIAGONAL), `level` (ANY, EASY ... BEYOND), `minimal` (true), `maxGivens` (0: no bound),
 * `minTenths` and `maxTenths`: the range of its rating on Sudoku Explainer's scale, in
 * tenths, both included (0 and NO_MAXIMUM: any).
 */
export function generate(seed, options) {
  const big = u64(seed, 'seed');
  const [low, high] = ratingRange(options ?? {});
  return guarded(({ exports }) => {
    writeOptions(options);
    check(exports.sudoku_generate_rated(big, AT.options, low, high, AT.output));
    return unload(AT.output, '');
  });
}

/** `n` puzzles end to end (81 cells each): puzzle i is `generate(seed + i, options)`. */
export function generateBatch(seed, n, options) {
  const big = u64(seed, 'seed');
  const [low, high] = ratingRange(options ?? {});
  return guarded(({ exports }) => {
    writeOptions(options);
    if (n === 0) return new Uint8Array(0);
    return withBlock(CELLS * n, (out) => {
      check(exports.sudoku_generate_rated_batch(big, AT.options, low, high, out, n, 1));
      return bytes(out, CELLS * n).slice();
    });
  });
}

function batchCells(cells) {
  if (!(cells instanceof Uint8Array) || cells.length % CELLS !== 0) {
    throw new TypeError('sudoku: a batch is a Uint8Array of n * 81 cell values');
  }
  return cells.length / CELLS;
}

/**
 * Solves n grids laid end to end: `statuses[i]` is grid i's status (0: solved), and grid i
 * of `solutions` its answer (zeros when it has none). One thread: WebAssembly has no others.
 */
export function solveBatch(cells) {
  const n = batchCells(cells);
  return guarded(({ exports }) =>
    withBlock(2 * cells.length + 4 * n + 8, (block) => {
      const output = block + cells.length;
      const statusesAt = (output + cells.length + 3) & ~3;
      bytes(block, cells.length).set(cells);
      bytes(output, cells.length).fill(0);
      check(exports.sudoku_solve_batch(block, output, statusesAt, n, 1));
      const solutions = bytes(output, cells.length).slice();
      const statuses = new Int32Array(exports.memory.buffer.slice(statusesAt, statusesAt + 4 * n));
      return { solutions, statuses };
    }),
  );
}

/** Counts n grids' completions, each up to `limit`: `counts[i]` is valid where `statuses[i]` is 0. */
export function countBatch(cells, limit = 2) {
  const n = batchCells(cells);
  const bound = u64(limit, 'limit');
  return guarded(({ exports }) =>
    withBlock(cells.length + 12 * n + 16, (block) => {
      const countsAt = (block + cells.length + 7) & ~7;
      const statusesAt = countsAt + 8 * n;
      bytes(block, cells.length).set(cells);
      check(exports.sudoku_count_batch(block, bound, countsAt, statusesAt, n, 1));
      const raw = new BigUint64Array(exports.memory.buffer.slice(countsAt, countsAt + 8 * n));
      const statuses = new Int32Array(exports.memory.buffer.slice(statusesAt, statusesAt + 4 * n));
      return { counts: Float64Array.from(raw, Number), statuses };
    }),
  );
}

/** The 81 cell values a text reads as, by the library's reader; throws SudokuParseError. */
export function parse(text) {
  if (typeof text !== 'string') throw new TypeError('sudoku: parse reads a string');
  return guarded(() => {
    readText(text, AT.output);
    return bytes(AT.output, CELLS).slice();
  });
}

/** The library's version, e.g. "1.0.0". */
export function version() {
  return cString(wasm().exports.sudoku_version());
}

/** A technique's name as hints' sentences start with it, e.g. "Hidden single". */
export function techniqueName(technique) {
  return cString(wasm().exports.sudoku_technique_name(technique));
}

/** A level's name, e.g. "HARD". */
export function levelName(level) {
  return cString(wasm().exports.sudoku_level_name(level));
}
