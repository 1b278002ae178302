"""The library's statuses as Python exceptions, with the place of the problem as the library
tells it (``sudoku_explain``, ``sudoku_parse``): the cells, digit and house of a clash, the
cell of a value above 9, the line and column of a text's problem. The messages are the
library's sentences, the words the command-line program prints."""

from __future__ import annotations

import ctypes

from ._enums import Status, TextProblem
from ._library import CellBuffer, SudokuErrorDetail, lib

_HOUSE_KINDS = ("row", "column", "box")


def status_message(status: int) -> str:
    """The library's English text for a status value (also for values it does not know)."""
    message: bytes = lib.sudoku_status_message(int(status))
    return message.decode()


def cell_name(cell: int) -> str:
    """A cell as people and hints' sentences write it: 1 -> "r1c2"."""
    return f"r{cell // 9 + 1}c{cell % 9 + 1}"


def detail_text(detail: SudokuErrorDetail) -> str:
    """The library's sentence for a detail it wrote (``sudoku_error_text``)."""
    length: int = lib.sudoku_error_text(ctypes.byref(detail), None, 0)
    buffer = ctypes.create_string_buffer(length + 1)
    lib.sudoku_error_text(ctypes.byref(detail), buffer, length + 1)
    return buffer.value.decode("utf-8")


def _optional(value: int) -> int | None:
    return None if value < 0 else value


class SudokuError(Exception):
    """A call failed: ``status`` (a ``Status``) says why. For a grid's error the library
    says where: ``cell`` is the 0-based row-major index of the offending cell (for CONFLICT
    the later of the two clashing givens, for INVALID_CELL the first cell above 9),
    ``other_cell`` the earlier of a clash, ``digit`` the repeated digit (or the value above
    9), ``house`` the house of a clash as ``("row", 1)`` (1-based); None where it does not
    apply. The message is the library's sentence, e.g. "digit 5 appears twice in one row:
    at row 1, column 1 and at row 1, column 2"."""

    status: Status
    cell: int | None
    other_cell: int | None
    digit: int | None
    house: tuple[str, int] | None

    def __init__(self, status: int, cell: int | None = None, message: str | None = None) -> None:
        self.status = Status(status)
        self.cell = cell
        self.other_cell = self.digit = self.house = None
        super().__init__(message or status_message(self.status))

    @classmethod
    def _of(cls, detail: SudokuErrorDetail) -> SudokuError:
        error = cls(detail.status, _optional(detail.cell), detail_text(detail))
        error.other_cell = _optional(detail.other_cell)
        error.digit = detail.value or None
        if detail.house >= 0:
            error.house = (_HOUSE_KINDS[detail.house // 9], detail.house % 9 + 1)
        return error


class ParseError(ValueError):
    """Text that is no grid, with the place: ``line`` and ``column`` (1-based, the column
    in characters after a byte-order mark), ``problem`` (a ``TextProblem``) and ``reason``,
    the message without the place. The message is ``line 1, column 12: unexpected
    character 'x', ...``. A ValueError, as int("x") raises one."""

    line: int
    column: int
    problem: TextProblem
    reason: str

    def __init__(self, reason: str, line: int, column: int, problem: TextProblem) -> None:
        self.line, self.column, self.problem, self.reason = line, column, problem, reason
        super().__init__(f"line {line}, column {column}: {reason}")

    @classmethod
    def _of(cls, detail: SudokuErrorDetail) -> ParseError:
        text = detail_text(detail)
        reason = text.removeprefix(f"line {detail.line}, column {detail.column}: ")
        return cls(reason, detail.line, detail.column, TextProblem(detail.text_problem))


def check(status: int, cells: bytes | None = None) -> None:
    """Raises SudokuError unless the status is OK. Given the grid the call read, an error
    about its cells (INVALID_CELL, CONFLICT) carries where, from ``sudoku_explain``, which
    runs the same check."""
    if status == Status.OK:
        return
    if cells is not None and status in (Status.INVALID_CELL, Status.CONFLICT):
        detail = SudokuErrorDetail()
        buffer = CellBuffer.from_buffer_copy(cells)
        if lib.sudoku_explain(buffer, ctypes.byref(detail)) == status:
            raise SudokuError._of(detail)
    raise SudokuError(status)
