"""One grid at a time: solve, count, validate, and the library's version."""

from __future__ import annotations

import ctypes
import threading
from typing import NamedTuple

from ._arguments import Cells, grid, unsigned
from ._enums import Status
from ._errors import SudokuError, check
from ._library import Grid, lib


def version() -> str:
    """The library version, e.g. "1.0.0"."""
    text: bytes = lib.sudoku_version()
    return text.decode()


def solve(cells: Cells) -> bytes:
    """The completion whose 81 digits, read row-major, form the smallest number.
    Raises SudokuError (INVALID_CELL, CONFLICT or UNSOLVABLE)."""
    answer = Grid()
    check(lib.sudoku_solve(grid(cells), answer))
    return bytes(answer)


class Count(NamedTuple):
    """What ``count_solutions_bounded`` returns: ``count`` is the completions (no more than
    the limit) when ``finished``; otherwise those found before the work ran out, a lower
    bound."""

    count: int  # type: ignore[assignment]  # the field shadows tuple.count, as it always has
    finished: bool


# Work of the first bounded attempt of count_solutions, made in the calling thread: counts
# to a small limit finish within it, in microseconds.
_FIRST_ATTEMPT = 1 << 16


def _count(cells: ctypes.Array[ctypes.c_uint8], limit: int, max_nodes: int) -> Count:
    count = ctypes.c_uint64()
    status = lib.sudoku_count_solutions_bounded(cells, limit, max_nodes, ctypes.byref(count))
    if status == Status.BUDGET_EXCEEDED:
        return Count(count.value, False)
    check(status)
    return Count(count.value, True)


def count_solutions_bounded(cells: Cells, limit: int, max_nodes: int) -> Count:
    """Counts as ``count_solutions`` does, within ``max_nodes`` units of work (search nodes
    and conflicts, each a few microseconds at most): the same result on every machine.
    Raises SudokuError (INVALID_CELL or CONFLICT), ValueError for a negative argument."""
    return _count(grid(cells), unsigned(limit, "limit"), unsigned(max_nodes, "max_nodes"))


def count_solutions(cells: Cells, limit: int) -> int:
    """The number of completions, counting no further than ``limit`` (2 answers "is the
    puzzle proper?"); 0 when nothing completes the givens. Raises SudokuError
    (INVALID_CELL or CONFLICT), ValueError for a negative limit.

    Past a few dozen completions the time grows with the count (about a second per
    million). Ctrl-C stops a long count: the library counts in bounded calls, each with
    twice the work of the last, on a helper thread that this one waits for."""
    cells_ = grid(cells)
    limit = unsigned(limit, "limit")
    first = _count(cells_, limit, _FIRST_ATTEMPT)
    if first.finished:
        return first.count
    outcome: list[int | SudokuError] = []
    stop = threading.Event()

    def work() -> None:
        try:
            budget = 2 * _FIRST_ATTEMPT
            while not stop.is_set():
                counted = _count(cells_, limit, min(budget, (1 << 64) - 1))
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


def validate(cells: Cells) -> None:
    """Checks the givens without solving. Raises SudokuError (INVALID_CELL or CONFLICT)
    whose ``cell`` names the first offending cell."""
    cell = ctypes.c_size_t()
    status = lib.sudoku_validate(grid(cells), ctypes.byref(cell))
    if status != Status.OK:
        raise SudokuError(status, cell.value)
