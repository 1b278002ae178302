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
        # Static strings owned by the library: c_char_p copies them, never frees them.
        "sudoku_status_message": ([ctypes.c_int32], ctypes.c_char_p),
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


def parse_grid(text):
    """A grid from text: 81 cells, each a digit or "." for a blank; whitespace (line breaks
    included) is skipped. Raises ValueError for anything else."""
    cells = [c for c in text if not c.isspace()]
    if len(cells) != CELLS or any(c not in "0123456789." for c in cells):
        raise ValueError("a grid is 81 cells, each a digit or '.'")
    return bytes(0 if c == "." else int(c) for c in cells)


def format_grid(cells):
    """Nine lines of nine digits, each ending in a line break."""
    digits = "".join(str(c) for c in cells)
    return "".join(digits[row : row + 9] + "\n" for row in range(0, CELLS, 9))
