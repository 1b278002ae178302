"""Checking and converting the arguments of every call before they reach the library:
grids, counts, limits and thread counts. A wrong type raises TypeError, a value out of
range ValueError, each saying what was expected."""

from __future__ import annotations

import ctypes
from collections.abc import Iterable

from ._library import CELLS, Grid

Cells = Iterable[int]
"""One grid: 81 cell values in row-major order, 0 for a blank (bytes, bytearray, a list of
ints, a numpy array...)."""

# The characters of a grid's text form, cells and the whitespace between them: a grid given
# as text must be read by parse_grid, since b"0" is the character 48, not a blank. (Byte 9,
# a tab, is also the digit 9: a grid is text only when it also holds a cell character.)
_TEXT_CELLS = b"0123456789."
_TEXT = _TEXT_CELLS + b" \t\r\n"


def grid_bytes(cells: Cells) -> bytes:
    """The 81 cell values of a grid as bytes. Raises TypeError for text (a str, or bytes
    holding the digits' characters: read those with parse_grid) and for what holds no
    integers, ValueError for another length or a value outside 0..255."""
    if isinstance(cells, str):
        raise TypeError(
            "a grid is 81 cell values (bytes, a list of ints), not text: "
            "read text with sudoku.parse_grid"
        )
    try:
        view = memoryview(cells)  # type: ignore[arg-type]
    except TypeError:
        view = None
    try:
        # A buffer of bytes is taken as it is; anything else (a list, a numpy array of
        # wider integers) element by element, each element an integer.
        data = bytes(view) if view is not None and view.itemsize == 1 else bytes(iter(cells))
    except TypeError as error:
        raise TypeError(
            f"a grid is 81 integer cell values, not {type(cells).__name__}: {error}"
        ) from None
    if not data.translate(None, _TEXT) and data.translate(None, _TEXT_CELLS) != data:
        raise TypeError(
            "this grid holds the characters of digits, not cell values: "
            "read text with sudoku.parse_grid"
        )
    if len(data) != CELLS:
        raise ValueError(f"a grid has {CELLS} cells, not {len(data)}")
    return data


def grid(cells: Cells) -> ctypes.Array[ctypes.c_uint8]:
    """A grid's cells in a ctypes buffer for the library, checked as ``grid_bytes``."""
    return Grid.from_buffer_copy(grid_bytes(cells))


def unsigned(value: int, name: str, bits: int = 64) -> int:
    """``value`` if it is an int that fits ``bits`` unsigned bits: TypeError for another
    type (bool included), ValueError for a negative or too large value."""
    if isinstance(value, bool) or not isinstance(value, int):
        raise TypeError(f"{name} must be an int, not {type(value).__name__}")
    if not 0 <= value < 1 << bits:
        raise ValueError(f"{name} must be between 0 and 2**{bits} - 1, not {value}")
    return value


def threads(value: int) -> int:
    """A thread count for the library: 0 (one per core) up to 2**32 - 1."""
    return unsigned(value, "threads", 32)
