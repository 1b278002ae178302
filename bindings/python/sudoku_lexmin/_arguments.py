"""Checking and converting the arguments of every call before they reach the library:
grids, counts, limits and thread counts. A wrong type raises TypeError, a value out of
range ValueError, each saying what was expected."""

from __future__ import annotations

import ctypes
from typing import NamedTuple

from ._grid import cells_of
from ._library import CellBuffer


class GridArgument(NamedTuple):
    """A puzzle as the library reads it, and its values for an error's place."""

    buffer: ctypes.Array[ctypes.c_uint8]
    cells: bytes


def grid(puzzle: object) -> GridArgument:
    """A puzzle in any form (``Puzzle``) in a ctypes buffer for the library, checked as
    ``cells_of`` checks it."""
    cells = cells_of(puzzle)
    return GridArgument(CellBuffer.from_buffer_copy(cells), cells)


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
