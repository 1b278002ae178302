"""Python binding of libsudoku, through ctypes (no compiler needed).

Grids are sequences of 81 ints in row-major order (bytes, bytearray, list...), 0 for a
blank; answers come back as ``bytes``. Errors raise ``SudokuError``, which carries the
``Status``.

The library is found, in this order, at the path in the environment variable
``SUDOKU_LIBRARY``, beside this module (``libsudoku.so``, ``libsudoku.dylib`` or
``sudoku.dll``), then wherever ``ctypes.util.find_library("sudoku")`` finds it (the system's
library paths, e.g. after ``make install``).

    import sudoku
    print(sudoku.format_grid(sudoku.solve(sudoku.parse_grid(text))), end="")

    puzzle = sudoku.generate(seed)
    print(sudoku.rate(puzzle).value, sudoku.hint(puzzle).text)
"""

import collections
import ctypes
import ctypes.util
import enum
import os
import threading

__all__ = [
    "CELLS",
    "Status",
    "SudokuError",
    "solve",
    "count_solutions",
    "count_solutions_bounded",
    "Count",
    "validate",
    "solve_batch",
    "status_message",
    "version",
    "parse_grid",
    "format_grid",
    "Technique",
    "Mistake",
    "Level",
    "Symmetry",
    "Hint",
    "Rating",
    "candidates",
    "hint",
    "hint_with_givens",
    "rate",
    "generate",
    "generate_batch",
    "technique_name",
    "level_name",
    "LIBRARY_PATH",
]

CELLS = 81
"""Cells in a grid."""

_Grid = ctypes.c_uint8 * CELLS


class Status(enum.IntEnum):
    """The status of a call; the values mirror SudokuStatus in sudoku.h."""

    OK = 0
    NULL_POINTER = 1
    INVALID_CELL = 2
    CONFLICT = 3
    UNSOLVABLE = 4
    PANIC = 5
    BUDGET_EXCEEDED = 6
    NOT_UNIQUE = 7
    ALREADY_SOLVED = 8
    INVALID_OPTION = 9
    GAVE_UP = 10


class Technique(enum.IntEnum):
    """The techniques a hint names and a rating counts; the values mirror SudokuTechnique."""

    MISTAKE = 0
    FULL_HOUSE = 1
    HIDDEN_SINGLE = 2
    NAKED_SINGLE = 3
    POINTING = 4
    CLAIMING = 5
    NAKED_PAIR = 6
    X_WING = 7
    HIDDEN_PAIR = 8
    NAKED_TRIPLE = 9
    SWORDFISH = 10
    HIDDEN_TRIPLE = 11
    XY_WING = 12
    XYZ_WING = 13
    UNIQUE_RECTANGLE = 14
    NAKED_QUAD = 15
    JELLYFISH = 16
    HIDDEN_QUAD = 17
    X_CHAIN = 18
    W_WING = 19
    SOLUTION_DIGIT = 20


class Mistake(enum.IntEnum):
    """What a MISTAKE hint found wrong; the values mirror SudokuMistake."""

    NONE = 0
    ENTRY = 1
    PENCIL_MARKS = 2


class Level(enum.IntEnum):
    """A puzzle's difficulty level; the values mirror SudokuLevel (ANY: generation only)."""

    ANY = 0
    EASY = 1
    MEDIUM = 2
    HARD = 3
    EXPERT = 4
    BEYOND = 5


class Symmetry(enum.IntEnum):
    """The symmetry of a generated puzzle's givens; the values mirror SudokuSymmetry."""

    NONE = 0
    ROTATE180 = 1
    ROTATE90 = 2
    MIRROR = 3
    DIAGONAL = 4


class _SudokuHint(ctypes.Structure):
    """SudokuHint in sudoku.h."""

    _fields_ = [
        ("technique", ctypes.c_int32),
        ("mistake", ctypes.c_int32),
        ("cell", ctypes.c_int32),
        ("digit", ctypes.c_int32),
        ("digits", ctypes.c_uint16),
        ("cell_count", ctypes.c_uint8),
        ("house_count", ctypes.c_uint8),
        ("cells", ctypes.c_uint8 * 16),
        ("houses", ctypes.c_uint8 * 8),
        ("eliminations", ctypes.c_uint16 * CELLS),
        ("pattern", ctypes.c_uint16 * CELLS),
    ]


class _SudokuRating(ctypes.Structure):
    """SudokuRating in sudoku.h."""

    _fields_ = [
        ("level", ctypes.c_int32),
        ("hardest", ctypes.c_int32),
        ("tenths", ctypes.c_int32),
        ("givens", ctypes.c_int32),
        ("steps", ctypes.c_uint16 * 32),
    ]


class _SudokuGenerateOptions(ctypes.Structure):
    """SudokuGenerateOptions in sudoku.h."""

    _fields_ = [
        ("symmetry", ctypes.c_int32),
        ("level", ctypes.c_int32),
        ("minimal", ctypes.c_int32),
        ("max_givens", ctypes.c_int32),
    ]


class SudokuError(Exception):
    """A call failed: ``status`` says why; for ``validate``, ``cell`` is the 0-based
    row-major index of the first offending cell (otherwise None)."""

    def __init__(self, status, cell=None):
        self.status = Status(status)
        self.cell = cell
        super().__init__(status_message(self.status))


def _load():
    names = ["libsudoku.so", "libsudoku.dylib", "sudoku.dll"]
    path = os.environ.get("SUDOKU_LIBRARY")
    if not path:
        here = os.path.dirname(os.path.abspath(__file__))
        path = next(
            (os.path.join(here, n) for n in names if os.path.exists(os.path.join(here, n))),
            None,
        )
    if not path:
        path = ctypes.util.find_library("sudoku")
    if not path:
        raise OSError(
            "libsudoku not found: set SUDOKU_LIBRARY to its path, put it beside "
            + __file__
            + ", or install it where the system finds libraries"
        )
    lib = ctypes.CDLL(path)
    grid = ctypes.POINTER(ctypes.c_uint8)
    marks = ctypes.POINTER(ctypes.c_uint16)
    signatures = {
        "sudoku_solve": ([grid, grid], ctypes.c_int32),
        "sudoku_count_solutions": (
            [grid, ctypes.c_uint64, ctypes.POINTER(ctypes.c_uint64)],
            ctypes.c_int32,
        ),
        "sudoku_count_solutions_bounded": (
            [grid, ctypes.c_uint64, ctypes.c_uint64, ctypes.POINTER(ctypes.c_uint64)],
            ctypes.c_int32,
        ),
        "sudoku_validate": ([grid, ctypes.POINTER(ctypes.c_size_t)], ctypes.c_int32),
        "sudoku_solve_batch": (
            [grid, grid, ctypes.POINTER(ctypes.c_int32), ctypes.c_size_t, ctypes.c_uint32],
            ctypes.c_int32,
        ),
        "sudoku_candidates": ([grid, marks], ctypes.c_int32),
        "sudoku_hint": ([grid, marks, ctypes.POINTER(_SudokuHint)], ctypes.c_int32),
        "sudoku_hint_with_givens": (
            [grid, grid, marks, ctypes.POINTER(_SudokuHint)],
            ctypes.c_int32,
        ),
        "sudoku_hint_text": (
            [ctypes.POINTER(_SudokuHint), ctypes.c_char_p, ctypes.c_size_t],
            ctypes.c_size_t,
        ),
        "sudoku_rate": ([grid, ctypes.POINTER(_SudokuRating)], ctypes.c_int32),
        "sudoku_generate": (
            [ctypes.c_uint64, ctypes.POINTER(_SudokuGenerateOptions), grid],
            ctypes.c_int32,
        ),
        "sudoku_generate_batch": (
            [
                ctypes.c_uint64,
                ctypes.POINTER(_SudokuGenerateOptions),
                grid,
                ctypes.c_size_t,
                ctypes.c_uint32,
            ],
            ctypes.c_int32,
        ),
        # Static strings owned by the library: c_char_p copies them, never frees them.
        "sudoku_status_message": ([ctypes.c_int32], ctypes.c_char_p),
        "sudoku_technique_name": ([ctypes.c_int32], ctypes.c_char_p),
        "sudoku_level_name": ([ctypes.c_int32], ctypes.c_char_p),
        "sudoku_version": ([], ctypes.c_char_p),
    }
    for name, (argtypes, restype) in signatures.items():
        function = getattr(lib, name)
        function.argtypes = argtypes
        function.restype = restype
    return lib, path


_lib, LIBRARY_PATH = _load()
"""The path (or, from find_library, the name) the library was loaded from."""


def _grid(cells):
    data = bytes(cells)  # raises for values outside 0..255
    if len(data) != CELLS:
        raise ValueError(f"a grid has {CELLS} cells, not {len(data)}")
    return _Grid.from_buffer_copy(data)


def _check(status):
    if status != Status.OK:
        raise SudokuError(status)


def version():
    """The library version, e.g. "1.0.0"."""
    return _lib.sudoku_version().decode()


def status_message(status):
    """The library's English text for a status value."""
    return _lib.sudoku_status_message(int(status)).decode()


def solve(cells):
    """The completion whose 81 digits, read row-major, form the smallest number.
    Raises SudokuError (INVALID_CELL, CONFLICT or UNSOLVABLE)."""
    answer = _Grid()
    _check(_lib.sudoku_solve(_grid(cells), answer))
    return bytes(answer)


Count = collections.namedtuple("Count", ["count", "finished"])
Count.__doc__ = """What ``count_solutions_bounded`` returns: ``count`` is the completions (no more
than the limit) when ``finished``; otherwise those found before the work ran out, a lower
bound."""

# Work of the first bounded attempt of count_solutions, made in the calling thread: counts
# to a small limit finish within it, in microseconds.
_FIRST_ATTEMPT = 1 << 16


def _unsigned(value, name):
    if isinstance(value, bool) or not isinstance(value, int):
        raise TypeError(f"{name} must be an int, not {type(value).__name__}")
    if not 0 <= value < 1 << 64:
        raise ValueError(f"{name} must be between 0 and 2**64 - 1, not {value}")
    return value


def _count(grid, limit, max_nodes):
    count = ctypes.c_uint64()
    status = _lib.sudoku_count_solutions_bounded(grid, limit, max_nodes, ctypes.byref(count))
    if status == Status.BUDGET_EXCEEDED:
        return Count(count.value, False)
    _check(status)
    return Count(count.value, True)


def count_solutions_bounded(cells, limit, max_nodes):
    """Counts as ``count_solutions`` does, within ``max_nodes`` units of work (search nodes
    and conflicts, each a few microseconds at most): the same result on every machine.
    Returns a ``Count``. Raises SudokuError (INVALID_CELL or CONFLICT), ValueError for a
    negative argument."""
    return _count(_grid(cells), _unsigned(limit, "limit"), _unsigned(max_nodes, "max_nodes"))


def count_solutions(cells, limit):
    """The number of completions, counting no further than ``limit`` (2 answers "is the
    puzzle proper?"); 0 when nothing completes the givens. Raises SudokuError
    (INVALID_CELL or CONFLICT), ValueError for a negative limit.

    Past a few dozen completions the time grows with the count (about a second per
    million). Ctrl-C stops a long count: the library counts in bounded calls, each with
    twice the work of the last, on a helper thread that this one waits for."""
    grid = _grid(cells)
    limit = _unsigned(limit, "limit")
    first = _count(grid, limit, _FIRST_ATTEMPT)
    if first.finished:
        return first.count
    outcome = []
    stop = threading.Event()

    def work():
        try:
            budget = 2 * _FIRST_ATTEMPT
            while not stop.is_set():
                counted = _count(grid, limit, min(budget, (1 << 64) - 1))
                if counted.finished:
                    outcome.append(counted.count)
                    return
                budget *= 2
        except SudokuError as error:
            outcome.append(error)

    worker = threading.Thread(target=work, name="sudoku-count", daemon=True)
    worker.start()
    try:
        while worker.is_alive():
            worker.join(0.05)
    except BaseException:
        stop.set()  # the worker ends after its current call
        raise
    if isinstance(outcome[0], SudokuError):
        raise outcome[0]
    return outcome[0]


def validate(cells):
    """Checks the givens without solving. Raises SudokuError (INVALID_CELL or CONFLICT)
    whose ``cell`` names the first offending cell."""
    cell = ctypes.c_size_t()
    status = _lib.sudoku_validate(_grid(cells), ctypes.byref(cell))
    if status != Status.OK:
        raise SudokuError(status, cell.value)


def solve_batch(grids, threads=0):
    """Solves many grids on ``threads`` threads (0: one per core). Returns one
    ``(status, answer)`` pair per grid, in order; ``answer`` is None unless the status is
    OK. A grid that fails raises nothing."""
    grids = list(grids)
    n = len(grids)
    cells = (ctypes.c_uint8 * (CELLS * n))()
    for i, grid in enumerate(grids):
        cells[i * CELLS : (i + 1) * CELLS] = _grid(grid)
    statuses = (ctypes.c_int32 * n)()
    if n:
        _check(_lib.sudoku_solve_batch(cells, cells, statuses, n, threads))  # in place
    return [
        (Status(s), bytes(cells[i * CELLS : (i + 1) * CELLS]) if s == Status.OK else None)
        for i, s in enumerate(statuses)
    ]


# Unicode White_Space, as Rust's char::is_whitespace reads it (str.isspace differs on a few
# control characters), so that every reader of grids skips the same characters.
_WHITESPACE = frozenset(
    "\t\n\v\f\r \x85\xa0\u1680\u2028\u2029\u202f\u205f\u3000"
    + "".join(chr(c) for c in range(0x2000, 0x200B))
)


def parse_grid(text):
    """A grid from text in the grammar every reader of the library shares (README.md,
    "Input"): 81 cells, each 1-9, or 0 or "." for a blank, as one line of 81 or 9 lines of
    9. Whitespace around and between cells, blank lines, lines starting with "#", and a
    byte-order mark at the start of a line are skipped. Raises ValueError for anything
    else."""
    rows = []
    for number, line in enumerate(text.split("\n"), 1):
        cells = [c for c in line.removeprefix("\ufeff") if c not in _WHITESPACE]
        if not cells or cells[0] == "#":
            continue
        bad = next((c for c in cells if c not in "0123456789."), None)
        if bad is not None:
            raise ValueError(f"line {number}: not a cell: {bad!r}")
        rows.append(cells)
    if [len(row) for row in rows] not in ([CELLS], [9] * 9):
        raise ValueError("a grid is one line of 81 cells or 9 lines of 9")
    return bytes(0 if c == "." else int(c) for row in rows for c in row)


def format_grid(cells):
    """Nine lines of nine digits, each ending in a line break."""
    digits = "".join(str(c) for c in cells)
    return "".join(digits[row : row + 9] + "\n" for row in range(0, CELLS, 9))


_Marks = ctypes.c_uint16 * CELLS


def _marks(masks):
    if masks is None:
        return None
    masks = list(masks)
    if len(masks) != CELLS:
        raise ValueError(f"pencil marks have {CELLS} cells, not {len(masks)}")
    return _Marks(*masks)


def technique_name(technique):
    """The name of a technique, as hints' sentences start with it, e.g. "Hidden single"."""
    return _lib.sudoku_technique_name(int(technique)).decode()


def level_name(level):
    """The name of a level in capitals, e.g. "HARD"."""
    return _lib.sudoku_level_name(int(level)).decode()


def candidates(cells):
    """The basic pencil marks: a list of 81 masks (bit d - 1 for digit d); for an empty
    cell the digits no filled peer holds, for a filled cell its own digit. Raises
    SudokuError (INVALID_CELL or CONFLICT)."""
    marks = _Marks()
    _check(_lib.sudoku_candidates(_grid(cells), marks))
    return list(marks)


class Hint:
    """The next step a person would take, explained (``text``), with what it proves and the
    cells that justify it."""

    def __init__(self, raw):
        self._raw = raw

    @property
    def technique(self):
        return Technique(self._raw.technique)

    @property
    def mistake(self):
        """For a mistake, what is wrong (Mistake.NONE otherwise)."""
        return Mistake(self._raw.mistake)

    @property
    def digit(self):
        """The digit the step places, or 0 when it only removes candidates."""
        return self._raw.digit

    @property
    def cell(self):
        """The cell the step places its digit in (0-based, row-major), when ``digit``."""
        return self._raw.cell

    @property
    def cells(self):
        """The key cells, in the order the sentence names them."""
        return list(self._raw.cells[: self._raw.cell_count])

    @property
    def eliminations(self):
        """For each cell, the candidates the step removes, as a mask."""
        return list(self._raw.eliminations)

    @property
    def pattern(self):
        """For each cell, the candidates that make up the pattern, for highlighting."""
        return list(self._raw.pattern)

    @property
    def text(self):
        """One English sentence, e.g. "Hidden single: in box 5, 7 fits only r5c4."."""
        length = _lib.sudoku_hint_text(ctypes.byref(self._raw), None, 0)
        buffer = ctypes.create_string_buffer(length + 1)
        _lib.sudoku_hint_text(ctypes.byref(self._raw), buffer, length + 1)
        return buffer.value.decode("ascii")

    def apply(self, grid, marks):
        """Applies the step to a player's grid and marks (mutable sequences): places its
        digit, or removes its candidates."""
        if self.digit:
            grid[self.cell] = self.digit
            return
        for cell, removed in enumerate(self._raw.eliminations):
            marks[cell] &= ~removed


def hint(cells, marks=None):
    """The next step on a player's grid (givens and entries alike), with the basic pencil
    marks (None) or the player's own (81 masks). A wrong entry or mark comes first, as
    Technique.MISTAKE. Raises SudokuError (INVALID_CELL, CONFLICT, UNSOLVABLE, NOT_UNIQUE or
    ALREADY_SOLVED)."""
    raw = _SudokuHint()
    _check(_lib.sudoku_hint(_grid(cells), _marks(marks), ctypes.byref(raw)))
    return Hint(raw)


def hint_with_givens(cells, givens, marks=None):
    """``hint`` for an app that knows the puzzle's givens: a wrong entry is named for sure."""
    raw = _SudokuHint()
    status = _lib.sudoku_hint_with_givens(
        _grid(cells), _grid(givens), _marks(marks), ctypes.byref(raw)
    )
    _check(status)
    return Hint(raw)


class Rating(collections.namedtuple("Rating", ["level", "hardest", "tenths", "givens", "steps"])):
    """How hard a puzzle is for a person, on Sudoku Explainer's scale: the ``level``, the
    ``hardest`` technique, its rating in ``tenths`` (45 for 4.5), the number of ``givens``,
    and the ``steps`` taken by technique value."""

    __slots__ = ()

    @property
    def value(self):
        """The rating, e.g. 4.5."""
        return self.tenths / 10


def rate(cells):
    """Rates a puzzle by a logic solve that always takes the easiest step. Raises
    SudokuError (INVALID_CELL, CONFLICT, UNSOLVABLE or NOT_UNIQUE)."""
    raw = _SudokuRating()
    _check(_lib.sudoku_rate(_grid(cells), ctypes.byref(raw)))
    return Rating(
        Level(raw.level), Technique(raw.hardest), raw.tenths, raw.givens, list(raw.steps)
    )


def _options(symmetry, level, minimal, max_givens):
    return _SudokuGenerateOptions(int(symmetry), int(level), 1 if minimal else 0, max_givens)


def generate(seed, symmetry=Symmetry.NONE, level=Level.ANY, minimal=True, max_givens=0):
    """A puzzle with exactly one solution, as ``bytes``; the same seed and options give the
    same puzzle on every platform. ``max_givens`` is 17 to 81, or 0 for no bound. Raises
    SudokuError (INVALID_OPTION or GAVE_UP)."""
    puzzle = _Grid()
    options = _options(symmetry, level, minimal, max_givens)
    _check(_lib.sudoku_generate(_unsigned(seed, "seed"), ctypes.byref(options), puzzle))
    return bytes(puzzle)


def generate_batch(seed, n, threads=0, **options):
    """Puzzle i from seed ``seed + i``, for i below ``n``, on ``threads`` threads (0: one
    per core), with the options of ``generate``: a list of ``bytes``."""
    cells = (ctypes.c_uint8 * (CELLS * n))()
    if n:
        c_options = _options(
            options.get("symmetry", Symmetry.NONE),
            options.get("level", Level.ANY),
            options.get("minimal", True),
            options.get("max_givens", 0),
        )
        _check(
            _lib.sudoku_generate_batch(
                _unsigned(seed, "seed"), ctypes.byref(c_options), cells, n, threads
            )
        )
    return [bytes(cells[i * CELLS : (i + 1) * CELLS]) for i in range(n)]
