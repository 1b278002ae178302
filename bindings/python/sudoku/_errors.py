"""The library's statuses as Python exceptions."""

from __future__ import annotations

from ._enums import Status
from ._library import lib


def status_message(status: int) -> str:
    """The library's English text for a status value (also for values it does not know)."""
    message: bytes = lib.sudoku_status_message(int(status))
    return message.decode()


class SudokuError(Exception):
    """A call failed: ``status`` says why; for ``validate``, ``cell`` is the 0-based
    row-major index of the first offending cell (otherwise None)."""

    status: Status
    cell: int | None

    def __init__(self, status: int, cell: int | None = None) -> None:
        self.status = Status(status)
        self.cell = cell
        super().__init__(status_message(self.status))


def check(status: int) -> None:
    """Raises SudokuError unless the status is OK."""
    if status != Status.OK:
        raise SudokuError(status)
