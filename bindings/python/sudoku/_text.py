"""Grids as text: the grammar every reader of the library shares, and the 9-line form."""

from __future__ import annotations

from ._arguments import Cells, grid_bytes
from ._library import CELLS

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


def parse_grid(text: str | bytes | bytearray) -> bytes:
    """A grid from text in the grammar every reader of the library shares (README.md,
    "Input"): 81 cells, each 1-9, or 0 or "." for a blank, as one line of 81 or 9 lines of
    9. Whitespace around and between cells, blank lines, lines starting with "#", and a
    byte-order mark at the start of a line are skipped. Text read as bytes (a file opened
    in binary mode) is decoded as UTF-8. Returns the 81 cell values as bytes; raises
    ValueError for anything else, TypeError for what is neither text nor bytes."""
    if isinstance(text, (bytes, bytearray)):
        try:
            text = bytes(text).decode("utf-8")
        except UnicodeDecodeError as error:
            raise ValueError(f"a grid's text is UTF-8: {error}") from None
    elif not isinstance(text, str):
        raise TypeError(f"parse_grid reads text (str or bytes), not {type(text).__name__}")
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


def format_grid(cells: Cells) -> str:
    """Nine lines of nine digits, each ending in a line break."""
    digits = "".join(str(c) for c in grid_bytes(cells))
    return "".join(digits[row : row + 9] + "\n" for row in range(0, CELLS, 9))
