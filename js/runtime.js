// Loads the library's WebAssembly module and calls its exports: the C ABI of src/ffi/,
// compiled for wasm32, plus the two exports of src/ffi/wasm.rs (memory). Everything here is plumbing; the API is sudoku.js.

/** The status values of include/sudoku.h, by name (tests/js_package checks them). */
export const STATUS_NAMES = Object.freeze([
  'OK',
  'NULL_POINTER',
  'INVALID_CELL',
  'CONFLICT',
  'UNSOLVABLE',
  'PANIC',
  'BUDGET_EXCEEDED',
  'NOT_UNIQUE',
  'ALREADY_SOLVED',
  'INVALID_OPTION',
  'GAVE_UP',
  'INVALID_TEXT',
  'INVALID_LAYOUT',
  'BUFFER_LENGTH',
]);

/** What is wrong with a text (include/sudoku.h's SudokuTextProblem), by value. */
export const TEXT_PROBLEM_NAMES = Object.freeze([
  'NONE',
  'EMPTY',
  'BAD_CHARACTER',
  'ROW_LENGTH',
  'TOO_FEW_ROWS',
  'TOO_MANY_ROWS',
  'LINE_LENGTH',
]);

const UNITS = Object.freeze(['row', 'column', 'box']);

/**
 * A call the library refused: `status` is its status value, `code` the value's name. For
 * INVALID_CELL and CONFLICT it says where (`detail`, from `sudoku_explain`): `cell` is the
 * offending cell (0-based row-major: the later cell of a clash, or the cell above 9); a clash
 * adds `otherCell` (the earlier cell), `digit`, `unit` ('row', 'column' or 'box'),
 * `houseNumber` (1 to 9) and `house` (0 to 26, as hints number houses); a value above 9 adds
 * `value`. The message is the library's sentence, which names the place.
 */
export class SudokuError extends Error {
  constructor(status, message, options, detail) {
    super(message, options);
    this.name = 'SudokuError';
    this.status = status;
    this.code = STATUS_NAMES[status] ?? 'UNKNOWN';
    if (detail?.cell >= 0) this.cell = detail.cell;
    if (detail?.status === 2) this.value = detail.value;
    if (detail?.status === 3) {
      this.otherCell = detail.otherCell;
      this.digit = detail.value;
      this.house = detail.house;
      this.unit = UNITS[Math.floor(detail.house / 9)];
      this.houseNumber = (detail.house % 9) + 1;
    }
  }
}

/**
 * A text that is no grid in the project's grammar. The message names the line and column;
 * `line` and `column` (from 1, in characters) hold them, `problem` what is wrong (a
 * TextProblem name), `character` the bad character and `found` a count that is wrong
 * (cells in a row or a line, rows), when the problem has one.
 */
export class SudokuParseError extends Error {
  constructor(message, detail) {
    super(message);
    this.name = 'SudokuParseError';
    if (detail !== undefined) {
      this.line = detail.line;
      this.column = detail.column;
      this.problem = TEXT_PROBLEM_NAMES[detail.textProblem] ?? 'UNKNOWN';
      if (this.problem === 'BAD_CHARACTER') this.character = String.fromCodePoint(detail.character);
      if (['ROW_LENGTH', 'TOO_FEW_ROWS', 'LINE_LENGTH'].includes(this.problem)) {
        this.found = detail.found;
      }
    }
  }
}

// The scratch block every single-grid call reuses, so that none allocates (as in the C
// ABI): taken once from the module's allocator when the module loads. Offsets keep each
// field aligned for its type; the structs are the repr(C) layouts of src/ffi/.
const OFFSETS = Object.freeze({
  input: 0, // 81 bytes
  output: 96, // 81 bytes
  givens: 192, // 81 bytes
  marks: 288, // 81 uint16_t
  count: 456, // uint64_t
  cell: 464, // size_t (4 bytes on wasm32)
  options: 472, // SudokuGenerateOptions: 4 int32_t
  rating: 488, // SudokuRatingDetails: 6 int32_t, 64 uint16_t = 152 bytes
  hint: 640, // SudokuHint: 368 bytes
  chain: 1008, // SudokuHintChain: 1,088 bytes
  detail: 2096, // SudokuErrorDetail: 6 int32_t, 4 uint32_t = 40 bytes
  text: 2136, // sentences: TEXT_ROOM bytes
  parse: 2648, // short texts to parse: PARSE_ROOM bytes
});
/** The addresses of the scratch block's fields in the module's memory, set by `start`. */
export const AT = {};
export const TEXT_ROOM = 512;
export const PARSE_ROOM = 1024; // texts longer than this get a block of their own
const SCRATCH_SIZE = OFFSETS.parse + PARSE_ROOM;

let state = null; // { module, instance, exports, scratch }
let loading = null;

const isNode = typeof process !== 'undefined' && process.versions?.node !== undefined;

async function wasmModule(source) {
  if (source instanceof WebAssembly.Module) return source;
  if (source instanceof ArrayBuffer || ArrayBuffer.isView(source)) {
    return WebAssembly.compile(source);
  }
  let response = source;
  if (typeof source === 'string' || source instanceof URL) {
    const url = new URL(source, import.meta.url);
    if (url.protocol === 'file:' && isNode) {
      // Kept from bundlers' view: this branch only runs in Node, which has no file: fetch.
      const fs = await import(/* webpackIgnore: true */ /* @vite-ignore */ 'node:fs/promises');
      return WebAssembly.compile(await fs.readFile(url));
    }
    response = fetch(url);
  }
  response = await response;
  if (!response.ok) {
    throw new Error(`cannot load the sudoku WebAssembly module: HTTP ${response.status}`);
  }
  if (WebAssembly.compileStreaming && response.headers.get('content-type') === 'application/wasm') {
    return WebAssembly.compileStreaming(response);
  }
  return WebAssembly.compile(await response.arrayBuffer());
}

function start(module) {
  // The module imports nothing: no host functions, no clock, no randomness.
  const instance = new WebAssembly.Instance(module, {});
  const exports = instance.exports;
  const scratch = exports.sudoku_wasm_alloc(SCRATCH_SIZE);
  if (scratch === 0) throw new Error('the sudoku WebAssembly module has no memory to spare');
  for (const [field, offset] of Object.entries(OFFSETS)) AT[field] = scratch + offset;
  return { module, instance, exports, scratch };
}

/**
 * Loads the module once; later calls return the same promise. `source` is where the
 * `.wasm` is (a URL or path string, a `URL`, a `Response` or its promise, the bytes, or a
 * compiled `WebAssembly.Module`); by default `sudoku.wasm` beside this file.
 */
export function init(source = new URL('./sudoku.wasm', import.meta.url)) {
  loading ??= wasmModule(source).then(
    (module) => {
      state = start(module);
    },
    (error) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** The loaded module's state, or null: for what must not throw (freeing a handle). */
export function current() {
  return state;
}

/** The loaded exports; throws when `init()` has not finished. */
export function wasm() {
  if (state === null) {
    throw new Error('sudoku: call `await init()` before any other function');
  }
  return state;
}

/**
 * Runs `body` (which calls the exports) and turns a trap of the module (a bug: the library
 * never panics by contract, and a panic in wasm aborts) into a SudokuError with status
 * PANIC. The trapped instance may hold broken state, so a fresh one replaces it.
 */
export function guarded(body) {
  try {
    return body(wasm());
  } catch (error) {
    if (!(error instanceof WebAssembly.RuntimeError)) throw error;
    const module = state.module;
    state = null;
    try {
      state = start(module);
    } catch {
      loading = null; // the next init() starts over
    }
    throw new SudokuError(
      5,
      `sudoku: internal error: the WebAssembly module trapped (${error.message}); ` +
        'it was restarted, please report this',
      { cause: error },
    );
  }
}

/**
 * Throws a SudokuError for any status but OK (and those in `allowed`). For INVALID_CELL and
 * CONFLICT the error says where, from the grid at AT.input (every single-grid call's input).
 */
export function check(status, allowed = []) {
  if (status === 0 || allowed.includes(status)) return status;
  if (status === 2 || status === 3) {
    const explained = wasm().exports.sudoku_explain(AT.input, AT.detail);
    // A clash in a hint's separate givens is not in the input: then the place is unknown.
    if (explained === status) {
      throw new SudokuError(status, `sudoku: ${detailText()}`, undefined, readDetail());
    }
  }
  throw new SudokuError(status, `sudoku: ${statusMessage(status)}`);
}

/** The SudokuErrorDetail at AT.detail, as `sudoku_explain` or `sudoku_parse` wrote it. */
export function readDetail() {
  const data = view();
  const i32 = (index) => data.getInt32(AT.detail + 4 * index, true);
  const u32 = (index) => data.getUint32(AT.detail + 4 * index, true);
  return {
    status: i32(0),
    cell: i32(1),
    otherCell: i32(2),
    value: i32(3),
    house: i32(4),
    textProblem: i32(5),
    line: u32(6),
    column: u32(7),
    character: u32(8),
    found: u32(9),
  };
}

/** The library's sentence for the detail at AT.detail (`sudoku_error_text`). */
export function detailText() {
  const length = wasm().exports.sudoku_error_text(AT.detail, AT.text, TEXT_ROOM);
  return new TextDecoder().decode(bytes(AT.text, Math.min(length, TEXT_ROOM - 1)));
}

/** `maxTenths` for a range of ratings with no upper bound (SUDOKU_RATING_NO_MAXIMUM). */
export const NO_MAXIMUM = 0xffff;

/**
 * The range of ratings of generation options (`minTenths`, `maxTenths`), as the library
 * takes it: two 16-bit tenths.
 */
export function ratingRange({ minTenths = 0, maxTenths = NO_MAXIMUM } = {}) {
  for (const [name, value] of [['minTenths', minTenths], ['maxTenths', maxTenths]]) {
    if (!Number.isInteger(value) || value < 0 || value > NO_MAXIMUM) {
      throw new RangeError(`sudoku: ${name} must be an integer from 0 to ${NO_MAXIMUM}, not ${value}`);
    }
  }
  return [minTenths, maxTenths];
}

/** The library's sentence for a status value (`sudoku_status_message`). */
export function statusMessage(status) {
  const { exports } = wasm();
  return cString(exports.sudoku_status_message(status));
}

/** A NUL-terminated string of the module's static memory. */
export function cString(pointer) {
  const bytes = new Uint8Array(wasm().exports.memory.buffer);
  let end = pointer;
  while (bytes[end] !== 0) end += 1;
  return new TextDecoder().decode(bytes.subarray(pointer, end));
}

/**
 * A view of the module's memory. Made anew for each use: the memory can grow during a call,
 * which detaches views taken before it.
 */
export function bytes(offset, length) {
  return new Uint8Array(wasm().exports.memory.buffer, offset, length);
}

export function view() {
  return new DataView(wasm().exports.memory.buffer);
}

/** A block of `size` bytes for the length of `body`, freed after it, even on a throw. */
export function withBlock(size, body) {
  const { exports } = wasm();
  const block = exports.sudoku_wasm_alloc(size);
  if (block === 0) throw new RangeError(`sudoku: no room for ${size} bytes in the module`);
  try {
    return body(block);
  } finally {
    // A trap restarts the module; its blocks went with the old memory.
    if (state !== null && state.exports === exports) exports.sudoku_wasm_free(block, size);
  }
}
