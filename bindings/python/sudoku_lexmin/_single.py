"""One grid at a time: solve, count, validate, and the library's version."""

from __future__ import annotations

import ctypes
import threading
from typing import NamedTuple

from ._arguments import GridArgument, grid, unsigned
from ._enums import Status
from ._errors import SudokuError, check
from ._grid import Grid, Puzzle
from ._library import CellBuffer, lib


def version() -> str:
    """The library version, e.g. "1.0.0"."""
    text: bytes = lib.sudoku_version()
    return text.decode()


def solve(puzzle: Puzzle) -> Grid:
    """The completion whose 81 digits, read row-major, form the smallest number (the only
    one of a proper puzzle). Raises SudokuError (INVALID_CELL, CONFLICT or UNSOLVABLE),
    ParseError for text that is no grid."""
    given = grid(puzzle)
    answer = CellBuffer()
    check(lib.sudoku_solve(given.buffer, answer), given.cells)
    return Grid._of(bytes(answer))


class Count(NamedTuple):
    """What ``count_solutions_bounded`` returns: ``count`` is the completions (no more than
    the limit) when ``finished``; otherwise those found before the work ran out, a lower
    bound."""

    count: int  # type: ignore[assignment]  # the field shadows tuple.count, as it always has
    finished: bool


# Work of the first bounded attempt of count, made in the calling thread: counts to a small
# limit finish within it, in microseconds.
_FIRST_ATTEMPT = 1 << 16


def _count(given: GridArgument, limit: int, max_nodes: int) -> Count:
    count = ctypes.c_uint64()
    status = lib.sudoku_count_solutions_bounded(given.buffer, limit, max_nodes, ctypes.byref(count))
    if status == Status.BUDGET_EXCEEDED:
        return Count(count.value, False)
    check(status, given.cells)
    return Count(count.value, True)


def count_solutions_bounded(puzzle: Puzzle, limit: int, max_nodes: int) -> Count:
    """Counts as ``count`` does, within ``max_nodes`` units of work (search nodes and
    conflicts, each a few microseconds at most): the same result on every machine. Raises
    SudokuError (INVALID_CELL or CONFLICT), ValueError for a negative argument."""
    return _count(grid(puzzle), unsigned(limit, "limit"), unsigned(max_nodes, "max_nodes"))


def count(puzzle: Puzzle, limit: int = 2) -> int:
    """The number of completions, counting no further than ``limit`` (the default 2
    answers "is the puzzle proper?": 1 it is, 2 it has several, 0 it has none). Raises
    SudokuError (INVALID_CELL or CONFLICT), ValueError for a negative limit.

    Past a few dozen completions the time grows with the count (about a second per
    million). Ctrl-C stops a long count: the library counts in bounded calls, each with
    twice the work of the last, on a helper thread that this one waits for."""
    given = grid(puzzle)
    limit = unsigned(limit, "limit")
    first = _count(given, limit, _FIRST_ATTEMPT)
    if first.finished:
        return first.count
    outcome: list[int | SudokuError] = []
    stop = threading.Event()

    def work() -> None:
        try:
            budget = 2 * _FIRST_ATTEMPT
            while not stop.is_set():
                counted = _count(given, limit, min(budget, (1 << 64) - 1))
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
    result = outcome[0]
    if isinstance(result, SudokuError):
        raise result
    return result


def count_solutions(puzzle: Puzzle, limit: int) -> int:
    """``count`` with the limit given: the name of the package's first versions."""
    return count(puzzle, limit)


def validate(puzzle: Puzzle) -> None:
    """Checks the givens without solving. Raises SudokuError (INVALID_CELL or CONFLICT)
    whose ``cell`` names the first offending cell."""
    given = grid(puzzle)
    cell = ctypes.c_size_t()
    status = lib.sudoku_validate(given.buffer, ctypes.byref(cell))
    if status != Status.OK:
        check(status, given.cells)
