// Types of sudoku-lexmin: the Sudoku library compiled to WebAssembly.

/** A grid: a text in the project's grammar (81 cells on one line, or 9 lines of 9; `0` or
 * `.` for a blank), or 81 cell values row-major (0 for a blank). */
export type Grid = string | Uint8Array | ArrayLike<number>;

/** A number or bigint from 0 to 2^64 - 1. */
export type U64 = number | bigint;

/** Status values of the C ABI (include/sudoku.h's SudokuStatus). */
export declare const Status: Readonly<{
  OK: 0;
  NULL_POINTER: 1;
  INVALID_CELL: 2;
  CONFLICT: 3;
  UNSOLVABLE: 4;
  PANIC: 5;
  BUDGET_EXCEEDED: 6;
  NOT_UNIQUE: 7;
  ALREADY_SOLVED: 8;
  INVALID_OPTION: 9;
  GAVE_UP: 10;
  INVALID_TEXT: 11;
  INVALID_LAYOUT: 12;
  BUFFER_LENGTH: 13;
}>;
export type StatusName = keyof typeof Status;

/**
 * Levels of a rating, each a range of Sudoku Explainer ratings: EASY up to 2.3, MEDIUM 2.4 to
 * 3.4, HARD 3.5 to 4.4, EXPERT 4.5 to 6.4, BEYOND 6.5 and up.
 */
export declare const Level: Readonly<{ EASY: 1; MEDIUM: 2; HARD: 3; EXPERT: 4; BEYOND: 5 }>;
export declare const Symmetry: Readonly<{
  NONE: 0;
  ROTATE180: 1;
  ROTATE90: 2;
  MIRROR: 3;
  DIAGONAL: 4;
}>;
/** What is wrong with a text that is no grid (include/sudoku.h's SudokuTextProblem). */
export declare const TextProblem: Readonly<{
  NONE: 0;
  EMPTY: 1;
  BAD_CHARACTER: 2;
  ROW_LENGTH: 3;
  TOO_FEW_ROWS: 4;
  TOO_MANY_ROWS: 5;
  LINE_LENGTH: 6;
}>;
export type TextProblemName = keyof typeof TextProblem;
export declare const Mistake: Readonly<{ NONE: 0; ENTRY: 1; PENCIL_MARKS: 2 }>;
/** What kind of chain a chain hint is (0: no chain). */
export declare const ChainKind: Readonly<{
  NONE: 0;
  X_CYCLE: 1;
  Y_CYCLE: 2;
  CYCLE: 3;
  FORCING_X: 4;
  FORCING: 5;
  NISHIO: 6;
  CELL: 7;
  REGION: 8;
  CONTRADICTION: 9;
  DOUBLE_FORCING: 10;
}>;

/**
 * A call the library refused. For INVALID_CELL and CONFLICT it says where, and its message
 * is the library's sentence, e.g. "sudoku: digit 5 appears twice in one row: at row 1,
 * column 1 and at row 1, column 2".
 */
export declare class SudokuError extends Error {
  readonly name: 'SudokuError';
  /** The status value. */
  readonly status: number;
  /** The status's name, e.g. "CONFLICT". */
  readonly code: StatusName | 'UNKNOWN';
  /** INVALID_CELL and CONFLICT: the offending cell, 0-based row-major (for a clash, the
   * later of the two cells). */
  readonly cell?: number;
  /** CONFLICT: the earlier of the two clashing cells. */
  readonly otherCell?: number;
  /** CONFLICT: the digit the two cells repeat. */
  readonly digit?: number;
  /** CONFLICT: the kind of the house they share. */
  readonly unit?: 'row' | 'column' | 'box';
  /** CONFLICT: the house's number within its kind, 1 to 9 (boxes row-major). */
  readonly houseNumber?: number;
  /** CONFLICT: the house as hints number houses: rows 0-8, columns 9-17, boxes 18-26. */
  readonly house?: number;
  /** INVALID_CELL: the value above 9. */
  readonly value?: number;
}

/**
 * A text that is no grid; the message names the line and column, e.g. "sudoku: line 1,
 * column 3: unexpected character 'x', expected a digit 0-9 (0 or '.' for a blank)".
 */
export declare class SudokuParseError extends Error {
  readonly name: 'SudokuParseError';
  /** The line of the problem, from 1. */
  readonly line: number;
  /** The column of the problem, from 1, in characters. */
  readonly column: number;
  /** What is wrong. */
  readonly problem: TextProblemName;
  /** BAD_CHARACTER: the character. */
  readonly character?: string;
  /** ROW_LENGTH, LINE_LENGTH: the cells found; TOO_FEW_ROWS: the rows found. */
  readonly found?: number;
}

/** Where the `.wasm` is: by default `sudoku.wasm` beside the module. */
export type WasmSource =
  | string
  | URL
  | Response
  | PromiseLike<Response>
  | BufferSource
  | WebAssembly.Module;

/** Loads the module; call once and await it before any other function. */
export declare function init(source?: WasmSource): Promise<void>;

/** The completion whose 81 digits, read row-major, form the smallest number; the answer
 * comes as the grid came (a string of 81 digits, or a Uint8Array). */
export declare function solve(grid: string): string;
export declare function solve(grid: Exclude<Grid, string>): Uint8Array;

/** The number of completions, counting no further than `limit` (default 2). */
export declare function countSolutions(grid: Grid, limit?: U64): number;

/** Counts within `maxNodes` units of work; `finished` false: `count` is a lower bound. */
export declare function countSolutionsBounded(
  grid: Grid,
  limit: U64,
  maxNodes: U64,
): { count: number; finished: boolean };

/** Checks the givens without solving; throws SudokuError (with `cell` and, for a clash,
 * `otherCell`, `digit`, `unit` and `houseNumber`) when they are wrong. */
export declare function validate(grid: Grid): void;

/** The basic pencil marks: 81 masks, bit d - 1 for digit d. */
export declare function candidates(grid: Grid): Uint16Array;

/** The next step a person would take, explained. */
export interface Hint {
  /** A SudokuTechnique value; `techniqueName` is its name. */
  technique: number;
  techniqueName: string;
  /** A Mistake value: 0 when the hint is no mistake. */
  mistake: number;
  /** The sentence, e.g. "Hidden single: in box 1, 4 fits only r1c2." */
  text: string;
  /** The digit the step places, and where; null when it only removes candidates. */
  placement: { cell: number; digit: number } | null;
  /** The key cells (0-80), in the order the sentence names them. */
  cells: number[];
  /** The houses the sentence names: rows 0-8, columns 9-17, boxes 18-26. */
  houses: number[];
  /** The digits the pattern is about. */
  digits: number[];
  /** Per cell, the candidates the step removes (masks). */
  eliminations: Uint16Array;
  /** Per cell, the candidates that make up the pattern (masks). */
  pattern: Uint16Array;
  /** For a chain hint, its lines of inferences; null for other hints. */
  chain: Chain | null;
  /** The sentence with the chain told step by step (`text` for other hints). */
  explained: string;
}

/** One inference: `cell` (0-80) holds `digit` when `on`, else not. */
export interface ChainStep {
  cell: number;
  digit: number;
  on: boolean;
}

/** The lines of a chain hint, each from its assumption on. */
export interface Chain {
  /** A ChainKind value. */
  kind: number;
  /** `omitted` steps of a line were left out, for room, right after its first. */
  lines: { steps: ChainStep[]; omitted: number }[];
}

export declare function hint(
  grid: Grid,
  options?: { marks?: ArrayLike<number>; givens?: Grid },
): Hint;

export interface Rating {
  /** 1 (EASY) to 5 (BEYOND). */
  level: number;
  levelName: string;
  /** On Sudoku Explainer's scale, e.g. 4.2. */
  value: number;
  tenths: number;
  /** The technique of the hardest step. */
  hardest: number;
  hardestName: string;
  givens: number;
  /** Sudoku Explainer's pearl (EP), in tenths: the hardest step up to the first placement. */
  pearl: number;
  /** Sudoku Explainer's diamond (ED), in tenths: the first step's rating. */
  diamond: number;
  /** Steps taken, indexed by technique value. */
  steps: Uint16Array;
  /** The work units the rating took: `rate(grid, { maxWork: work })` gives this rating. */
  work: number;
}

/**
 * How hard a puzzle is for a person. With `maxWork` (work units, up to 2^64 - 1): the same
 * rating when it takes at most that many, else a SudokuError BUDGET_EXCEEDED.
 */
export declare function rate(grid: Grid, options?: { maxWork?: U64 }): Rating;

export interface GenerateOptions {
  symmetry?: keyof typeof Symmetry | Lowercase<keyof typeof Symmetry> | number;
  level?: 'ANY' | 'any' | keyof typeof Level | Lowercase<keyof typeof Level> | number;
  /** Every given is needed (default true). */
  minimal?: boolean;
  /** 17 to 81, or 0 (default) for no bound. */
  maxGivens?: number;
  /** The least rating on Sudoku Explainer's scale, in tenths (45 for 4.5); default 0. */
  minTenths?: number;
  /** The greatest rating, in tenths; default NO_MAXIMUM, no upper bound. */
  maxTenths?: number;
}

/** `maxTenths` for a range of ratings with no upper bound. */
export declare const NO_MAXIMUM: 65535;

/** A puzzle with exactly one completion from a seed: 81 digits, 0 for a blank. */
export declare function generate(seed: U64, options?: GenerateOptions): string;

/** `n` puzzles end to end: puzzle i is `generate(seed + i, options)`. */
export declare function generateBatch(seed: U64, n: number, options?: GenerateOptions): Uint8Array;

/** Solves n grids laid end to end (n * 81 cells); statuses[i] 0 where grid i was solved. */
export declare function solveBatch(cells: Uint8Array): {
  solutions: Uint8Array;
  statuses: Int32Array;
};

/** Counts n grids' completions, each up to `limit` (default 2). */
export declare function countBatch(
  cells: Uint8Array,
  limit?: U64,
): { counts: Float64Array; statuses: Int32Array };

/** The 81 cell values a text reads as, by the library's reader. */
export declare function parse(text: string): Uint8Array;

export declare function version(): string;
export declare function techniqueName(technique: number): string;
export declare function levelName(level: number): string;
export declare function statusMessage(status: number): string;

/** A grid of a Layout: its size * size cells, row-major, 0 for a blank; as text, the layout's
 * symbols (1-9 then A-Z; `.` or `0` for a blank). Answers come back in the same form. */
export type LayoutGrid = string | Uint8Array | ArrayLike<number>;

/** How `Layout.generate` makes a puzzle. */
export interface LayoutGenerateOptions {
  /** One the layout keeps (it maps every house onto a house); default NONE. */
  symmetry?: keyof typeof Symmetry | Lowercase<keyof typeof Symmetry> | number;
  /** Every given is needed (default true); false keeps the removals propagation decides. */
  minimal?: boolean;
  /** Random connected regions for the seed in place of the boxes (no symmetry then). */
  jigsaw?: boolean;
  /** The least rating (`rate`'s: 9x9 layouts only), in tenths; default 0. */
  minTenths?: number;
  /** The greatest rating, in tenths; default NO_MAXIMUM, no upper bound. */
  maxTenths?: number;
  /** The work bound of the whole call, the ratings included; default LAYOUT_DEFAULT_WORK. */
  maxWork?: U64;
}

/** How `Layout.generateKiller` makes a killer. */
export interface KillerGenerateOptions {
  /** The fewest cells of a cage; default 1. */
  smallestCage?: number;
  /** The most cells of a cage (no more than the layout's size); default 6. */
  largestCage?: number;
  /** Of the cages and the givens, one the layout keeps; default NONE. */
  symmetry?: keyof typeof Symmetry | Lowercase<keyof typeof Symmetry> | number;
  /** The least rating (`rate`'s: 9x9 layouts only), in tenths; default 0. */
  minTenths?: number;
  /** The greatest rating, in tenths; default NO_MAXIMUM, no upper bound. */
  maxTenths?: number;
  /** The work bound of the whole call, the ratings included; default LAYOUT_DEFAULT_WORK. */
  maxWork?: U64;
}

/** A generous work bound: the default of every Layout call that takes one. */
export declare const LAYOUT_DEFAULT_WORK: 200000000;

/**
 * A layout other than (or including) the classic 9x9 (doc/layouts.md): a size from 4 to 16 or
 * 25, boxes or jigsaw regions, diagonals, windoku, disjoint groups, extra regions, anti-knight,
 * anti-king. Holds the library's handle: `free()` returns its memory.
 */
export declare class Layout {
  private constructor();
  /** From the text form: a prefix alone (`'16x16 x windoku'`) or a whole line; SudokuError
   * INVALID_LAYOUT with the library's reason otherwise. */
  static parse(text: string): { layout: Layout; givens: Uint8Array };
  /** From an f-puzzles document: its JSON or an f-puzzles link. */
  static fromFPuzzles(text: string): { layout: Layout; givens: Uint8Array };
  /** N: the digits 1 to N, the rows and the columns. */
  readonly size: number;
  /** N * N: the length of every grid of the layout. */
  readonly cells: number;
  /** The completion whose digits, read row-major, come first in order. */
  solve(grid: string, maxWork?: U64): string;
  solve(grid: Uint8Array | ArrayLike<number>, maxWork?: U64): Uint8Array;
  /** Any completion (the first found, not necessarily the smallest). */
  solveAny(grid: string, maxWork?: U64): string;
  solveAny(grid: Uint8Array | ArrayLike<number>, maxWork?: U64): Uint8Array;
  /** The completions counted to `limit` (default 2) within `maxWork`. */
  count(grid: LayoutGrid, limit?: U64, maxWork?: U64): { count: number; finished: boolean };
  /** Throws a SudokuError (INVALID_CELL or CONFLICT) whose `cell` is the first offending cell. */
  validate(grid: LayoutGrid): void;
  /** One mask a cell, bit d - 1 for digit d. */
  candidates(grid: LayoutGrid): Uint32Array;
  /** A puzzle of this layout's rules with exactly one completion, for `seed`: a line of the
   * text form that `Layout.parse` reads back (a jigsaw's regions after its cells). */
  generate(seed: U64, options?: LayoutGenerateOptions): string;
  /** A killer over this layout's rules (no cages yet) with exactly one completion, for
   * `seed`: connected cages with their sums, no givens unless the cages need some; a line of
   * the text form that `Layout.parse` reads back. */
  generateKiller(seed: U64, options?: KillerGenerateOptions): string;
  /** A puzzle of a 9x9 layout rated on Sudoku Explainer's scale over the layout's houses
   * and rules; SudokuError INVALID_LAYOUT for another size. */
  rate(grid: LayoutGrid, options?: { maxWork?: U64 }): Rating;
  /** The next step on a player's grid of a 9x9 layout, its text naming the layout's houses;
   * with `givens` and `marks` (one mask a cell), a wrong entry or mark first. */
  hint(grid: LayoutGrid, options?: { marks?: ArrayLike<number>; givens?: LayoutGrid }): LayoutHint;
  /** Returns the handle's memory to the module; the Layout may not be used after. */
  free(): void;
}

/** A layout's hint: `Hint` without chain lines; its houses numbered as the layout's. */
export type LayoutHint = Omit<Hint, 'chain' | 'explained'>;
