"""The library's statuses as Python exceptions, and the place of a problem: the cell a
grid's error is about, the line and column of a text's."""

from __future__ import annotations

import ctypes

from ._enums import Status
from ._library import lib


def status_message(status: int) -> str:
    """The library's English text for a status value (also for values it does not know)."""
    message: bytes = lib.sudoku_status_message(int(status))
    return message.decode()


def cell_name(cell: int) -> str:
    """A cell as people and the library's sentences write it: 1 -> "r1c2"."""
    return f"r{cell // 9 + 1}c{cell % 9 + 1}"


class SudokuError(Exception):
    """A call failed: ``status`` (a ``Status``) says why, ``cell`` where when the library
    or the package knows it: the 0-based row-major index of the offending cell (for
    CONFLICT the later of two clashing givens, for INVALID_CELL the first cell above 9),
    otherwise None. The message is the library's sentence for the status, then the place."""

    status: Status
    cell: int | None

    def __init__(self, status: int, cell: int | None = None, detail: str | None = None) -> None:
        self.status = Status(status)
        self.cell = cell
        message = status_message(self.status)
        if detail:
            message += f": {detail}"
        elif cell is not None:
            message += f" (at {cell_name(cell)})"
        super().__init__(message)


class ParseError(ValueError):
    """Text that is no grid, with the place: ``line`` and ``column`` (1-based, the column
    in characters after a byte-order mark; None when the problem is no one place, as too
    few rows) and ``reason``, the message without the place, e.g. ``line 1, column 12:
    unexpected character 'x'``. A ValueError, as int("x") raises one."""

    line: int | None
    column: int | None
    reason: str

    def __init__(self, reason: str, line: int | None = None, column: int | None = None) -> None:
        self.line, self.column, self.reason = line, column, reason
        place = "" if line is None else f"line {line}" + ("" if column is None else f", column {column}")
        super().__init__(f"{place}: {reason}" if place else reason)


def check(status: int, cells: bytes | None = None) -> None:
    """Raises SudokuError unless the status is OK. Given the grid the call read, an error
    about its cells names the cell: the first above 9 for INVALID_CELL, the later of two
    clashing givens for CONFLICT (from ``sudoku_validate``)."""
    if status == Status.OK:
        return
    if cells is None:
        raise SudokuError(status)
    if status == Status.INVALID_CELL:
        cell = next((i for i, value in enumerate(cells) if value > 9), None)
        if cell is not None:
            raise SudokuError(status, cell, f"{cell_name(cell)} holds {cells[cell]}")
    if status == Status.CONFLICT:
        found = ctypes.c_size_t()
        buffer = (ctypes.c_uint8 * len(cells)).from_buffer_copy(cells)
        if lib.sudoku_validate(buffer, ctypes.byref(found)) == Status.CONFLICT:
            raise SudokuError(status, found.value)
    raise SudokuError(status)
