"""Grids as text: the grammar every reader of the library shares, read by the library
(``sudoku_parse``), which says where a text is no grid; and the 9-line form."""

from __future__ import annotations

import ctypes

from ._enums import Status, TextProblem
from ._errors import ParseError, check
from ._library import CELLS, CellBuffer, SudokuErrorDetail, lib

# Unicode White_Space, as Rust's char::is_whitespace reads it (str.isspace differs on a few
# control characters), so that every reader of grids skips the same characters.
_WHITESPACE = frozenset(
    "\t\n\v\f\r \x85\xa0\u1680\u2028\u2029\u202f\u205f\u3000"
    + "".join(chr(c) for c in range(0x2000, 0x200B))
)


def is_blank_or_comment(line: str) -> bool:
    """Whether a line of a puzzle file is skipped: blank, or starting with "#" (after
    whitespace and a byte-order mark), as every reader of puzzle files skips it."""
    rest = line.removeprefix("\ufeff")
    first = next((c for c in rest if c not in _WHITESPACE), None)
    return first is None or first == "#"


def _utf8(text: str | bytes | bytearray | memoryview) -> bytes:
    """Text as UTF-8 bytes for the library; bytes that are not UTF-8 raise ParseError
    naming the line and column of the first that is not (the library would read it as
    U+FFFD, a bad character)."""
    if isinstance(text, str):
        return text.encode("utf-8", "surrogatepass")
    data = bytes(text)
    try:
        data.decode("utf-8")
    except UnicodeDecodeError as error:
        before = data[: error.start].decode("utf-8")
        line = before.count("\n") + 1
        column = len(before.rsplit("\n", 1)[-1].removeprefix("\ufeff")) + 1
        reason = f"byte {data[error.start]:#04x} is not UTF-8"
        raise ParseError(reason, line, column, TextProblem.BAD_CHARACTER) from None
    return data


def parse_cells(text: str | bytes | bytearray | memoryview) -> bytes:
    """The 81 cell values of a grid's text (see ``parse_grid``) as bytes; ParseError (a
    ValueError) with the line and column of the first problem."""
    data = _utf8(text)
    cells = CellBuffer()
    detail = SudokuErrorDetail()
    status = lib.sudoku_parse(data, len(data), cells, ctypes.byref(detail))
    if status == Status.INVALID_TEXT:
        raise ParseError._of(detail)
    check(status)
    return bytes(cells)


def format_cells(cells: bytes) -> str:
    """Nine lines of nine digits, each ending in a line break."""
    digits = "".join(str(c) for c in cells)
    return "".join(digits[row : row + 9] + "\n" for row in range(0, CELLS, 9))
