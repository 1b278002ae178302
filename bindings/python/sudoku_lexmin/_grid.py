"""The ``Grid`` type, and reading a puzzle from any of the forms every call takes: text (a
``str``, or ``bytes`` holding the text's characters), 81 cell values (bytes, a flat list,
a numpy array), a 9x9 list of lists (or a (9, 9) array), or a Grid."""

from __future__ import annotations

import operator
from collections.abc import Iterable, Iterator
from typing import TYPE_CHECKING, Any, Union, overload

from ._errors import cell_name
from ._library import CELLS
from ._text import format_cells, parse_cells

if TYPE_CHECKING:
    import numpy
    import numpy.typing as npt

Puzzle = Union["Grid", str, bytes, bytearray, memoryview, Iterable[int], Iterable[Iterable[int]]]
"""One grid in any form a call takes: an 81-character string in the project's text grammar
(digits, ``0`` or ``.`` for a blank; also 9 lines of 9, whitespace and ``#`` comment lines
allowed), the same text as bytes, 81 cell values (bytes, bytearray, a flat list of ints, a
numpy array), nine rows of nine values (a list of lists, a (9, 9) array), or a ``Grid``."""

# Bytes are text when they hold a character of the grammar's cells or comments; cell values
# are 0 to 9, which are no such character (byte 9, a tab, is whitespace in text, but text
# of a grid always holds cells too).
_TEXT_BYTES = b"0123456789.#"


def _is_text(data: bytes) -> bool:
    return data.translate(None, _TEXT_BYTES) != data


def _value(item: Any, index: int) -> int:
    try:
        value = operator.index(item)  # an int, a numpy integer; not a float or a str
    except TypeError:
        raise TypeError(
            f"a cell is an integer, not {type(item).__name__} ({cell_name(index)})"
        ) from None
    if not 0 <= value <= 255:
        raise ValueError(f"{cell_name(index)} holds {value}: a cell is 0 (blank) to 9")
    return value


def _rows(items: list[Any]) -> bytes:
    """Nine rows of nine values, flattened."""
    cells: list[int] = []
    for row, values in enumerate(items):
        if isinstance(values, (str, bytes)) or not isinstance(values, Iterable):
            raise TypeError(
                f"a grid of rows holds 9 rows of 9 values, and row {row + 1} is "
                f"{type(values).__name__}"
            )
        values = list(values)
        if len(values) != 9:
            raise ValueError(f"a row has 9 cells, row {row + 1} has {len(values)}")
        cells += (_value(value, len(cells)) for value in values)
    return bytes(cells)


def cells_of(puzzle: object) -> bytes:
    """The 81 cell values of a puzzle in any form (see ``Puzzle``), each 0 to 255: a value
    above 9 is the library's to refuse (INVALID_CELL), so that one grid and a batch say
    the same of it. Raises ParseError (a ValueError) for text that is no grid, ValueError
    for another number of cells or a value outside 0..255, TypeError for what holds no
    integers."""
    if isinstance(puzzle, Grid):
        return puzzle._cells
    if isinstance(puzzle, str):
        return parse_cells(puzzle)
    try:
        view = memoryview(puzzle)  # type: ignore[arg-type]
    except TypeError:
        view = None
    if view is not None and view.itemsize == 1 and view.format in ("B", "b", "c"):
        data = view.tobytes()
        if _is_text(data):
            return parse_cells(data)
        if view.format == "b" and any(value > 127 for value in data):
            raise ValueError("a cell is 0 (blank) to 9, not negative")
        if len(data) != CELLS:
            raise ValueError(f"a grid has {CELLS} cells, not {len(data)}")
        return data
    if not isinstance(puzzle, Iterable):
        raise TypeError(f"a puzzle is text, cell values or rows, not {type(puzzle).__name__}")
    items = list(puzzle)
    if len(items) == 9 and all(
        isinstance(item, Iterable) and not isinstance(item, (str, bytes)) for item in items
    ):
        return _rows(items)
    if len(items) != CELLS:
        raise ValueError(f"a grid has {CELLS} cells (or 9 rows of 9), not {len(items)}")
    return bytes(_value(item, index) for index, item in enumerate(items))


class Grid:
    """One Sudoku grid, immutable and hashable: what ``solve`` and ``generate`` return,
    and what every call takes beside the other forms of a puzzle. ``Grid(puzzle)`` reads
    any of them (``Grid()`` is the empty grid); a cell holds 0 (blank) to 9.

    ``str(grid)`` is the grid drawn in boxes, ``repr`` ``Grid('4830...')`` (81 digits, 0 for
    a blank). It converts to a line (``to_line``), ``bytes``, a list of rows
    (``to_rows``) and a numpy array (``to_numpy``, or ``numpy.asarray(grid)``: numpy is
    imported only then). It is a sequence of its 81 values, and ``grid[row, column]`` (both
    0-based) reads one cell."""

    __slots__ = ("_cells",)
    _cells: bytes

    def __init__(self, puzzle: Puzzle | None = None) -> None:
        cells = bytes(CELLS) if puzzle is None else cells_of(puzzle)
        bad = next((i for i, value in enumerate(cells) if value > 9), None)
        if bad is not None:
            raise ValueError(f"{cell_name(bad)} holds {cells[bad]}: a cell is 0 (blank) to 9")
        object.__setattr__(self, "_cells", cells)

    @classmethod
    def _of(cls, cells: bytes) -> Grid:
        """A grid of 81 values the library returned (each 0 to 9), unchecked."""
        grid = cls.__new__(cls)
        object.__setattr__(grid, "_cells", cells)
        return grid

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("a Grid is immutable: make a new one")

    def __delattr__(self, name: str) -> None:
        raise AttributeError("a Grid is immutable")

    def __reduce__(self) -> tuple[type[Grid], tuple[str]]:
        return (Grid, (self.to_line(),))

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Grid):
            return NotImplemented
        return self._cells == other._cells

    def __hash__(self) -> int:
        return hash((Grid, self._cells))

    def __len__(self) -> int:
        return CELLS

    def __iter__(self) -> Iterator[int]:
        return iter(self._cells)

    @overload
    def __getitem__(self, index: int) -> int: ...

    @overload
    def __getitem__(self, index: tuple[int, int]) -> int: ...

    def __getitem__(self, index: int | tuple[int, int]) -> int:
        if isinstance(index, tuple):
            row, column = index
            if not (0 <= row < 9 and 0 <= column < 9):
                raise IndexError(f"rows and columns are 0 to 8, not ({row}, {column})")
            return self._cells[row * 9 + column]
        return self._cells[index]

    def __bytes__(self) -> bytes:
        return self._cells

    def __repr__(self) -> str:
        return f"Grid({self.to_line()!r})"

    def __str__(self) -> str:
        rule = "+-------+-------+-------+"
        lines = [rule]
        for row in range(9):
            values = [str(v) if v else "." for v in self._cells[row * 9 : row * 9 + 9]]
            boxes = [" ".join(values[box : box + 3]) for box in range(0, 9, 3)]
            lines.append("| " + " | ".join(boxes) + " |")
            if row % 3 == 2:
                lines.append(rule)
        return "\n".join(lines)

    def to_line(self, blank: str = "0") -> str:
        """The 81 cells as one line of digits, ``blank`` (``"0"`` or ``"."``) for a blank:
        the line the command-line program reads and prints."""
        return "".join(str(v) if v else blank for v in self._cells)

    def to_text(self) -> str:
        """Nine lines of nine digits, each ending in a line break (0 for a blank)."""
        return format_cells(self._cells)

    def to_bytes(self) -> bytes:
        """The 81 cell values, row-major, 0 for a blank: ``bytes(grid)``."""
        return self._cells

    def to_rows(self) -> list[list[int]]:
        """Nine lists of nine values, row by row."""
        return [list(self._cells[row : row + 9]) for row in range(0, CELLS, 9)]

    def to_numpy(self) -> npt.NDArray[numpy.uint8]:
        """A (9, 9) numpy array of uint8 (a copy): needs numpy, imported only here."""
        import numpy

        return numpy.frombuffer(self._cells, dtype=numpy.uint8).reshape(9, 9).copy()

    def __array__(self, dtype: Any = None, copy: bool | None = None) -> Any:
        array = self.to_numpy()
        return array if dtype is None else array.astype(dtype)

    @property
    def givens(self) -> int:
        """How many cells are filled."""
        return CELLS - self._cells.count(0)

    @property
    def is_complete(self) -> bool:
        """Whether every cell is filled (not whether the digits agree: ``validate`` says)."""
        return 0 not in self._cells
