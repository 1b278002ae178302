"""Grids as text: the grammar every reader of the library shares, read here in Python so
that an error names its line and column, and the 9-line form."""

from __future__ import annotations

from ._errors import ParseError
from ._library import CELLS

# Unicode White_Space, as Rust's char::is_whitespace reads it (str.isspace differs on a few
# control characters), so that every reader of grids skips the same characters.
_WHITESPACE = frozenset(
    "\t\n\v\f\r \x85\xa0\u1680\u2028\u2029\u202f\u205f\u3000"
    + "".join(chr(c) for c in range(0x2000, 0x200B))
)
_CELL_CHARACTERS = frozenset("0123456789.")


def is_blank_or_comment(line: str) -> bool:
    """Whether a line of a puzzle file is skipped: blank, or starting with "#" (after
    whitespace and a byte-order mark), as every reader of puzzle files skips it."""
    rest = line.removeprefix("\ufeff")
    first = next((c for c in rest if c not in _WHITESPACE), None)
    return first is None or first == "#"


def decode(text: str | bytes | bytearray | memoryview) -> str:
    """Text given as bytes (a file opened in binary mode) decoded as UTF-8; ParseError
    naming the line and column of the first byte that is not."""
    if isinstance(text, str):
        return text
    data = bytes(text)
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as error:
        before = data[: error.start].decode("utf-8")
        line = before.count("\n") + 1
        column = len(before.rsplit("\n", 1)[-1].removeprefix("\ufeff")) + 1
        raise ParseError(f"byte {data[error.start]:#04x} is not UTF-8", line, column) from None


def parse_cells(text: str | bytes | bytearray | memoryview) -> bytes:
    """The 81 cell values of a grid's text (see ``parse_grid``) as bytes; ParseError (a
    ValueError) with the line and column of the first problem."""
    rows: list[tuple[int, list[str]]] = []
    for number, line in enumerate(decode(text).split("\n"), 1):
        line = line.removeprefix("\ufeff")
        cells = [c for c in line if c not in _WHITESPACE]
        if not cells or cells[0] == "#":
            continue
        for column, character in enumerate(line, 1):
            if character not in _WHITESPACE and character not in _CELL_CHARACTERS:
                raise ParseError(f"unexpected character {character!r}", number, column)
        rows.append((number, cells))
    if not rows:
        raise ParseError("no grid: the text holds no cells")
    first_line, first = rows[0]
    if len(rows) == 1 or len(first) > 9 and len(first) >= (CELLS + 9) // 2:
        # One line of 81 cells (a first line nearer 81 cells long than 9, as the program
        # reads it), and nothing after it.
        if len(first) != CELLS:
            raise ParseError(f"a grid has {CELLS} cells, this line has {len(first)}", first_line)
        if len(rows) > 1:
            raise ParseError("a second grid after the first: one grid is one line", rows[1][0])
    else:
        for number, cells in rows[:9]:
            if len(cells) != 9:
                raise ParseError(f"a row has 9 cells, this one has {len(cells)}", number)
        if len(rows) != 9:
            where = rows[9][0] if len(rows) > 9 else None
            raise ParseError(f"a grid is 9 rows of 9 cells, this one has {len(rows)} rows", where)
    return bytes(0 if c == "." else ord(c) - 48 for _, cells in rows for c in cells)


def format_cells(cells: bytes) -> str:
    """Nine lines of nine digits, each ending in a line break."""
    digits = "".join(str(c) for c in cells)
    return "".join(digits[row : row + 9] + "\n" for row in range(0, CELLS, 9))
