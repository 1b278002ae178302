"""Generation: puzzles with one solution, from a seed, one at a time or many in one call."""

from __future__ import annotations

import ctypes
import random

from ._arguments import threads as thread_count, unsigned
from ._enums import Level, Symmetry, option
from ._errors import check
from ._grid import Grid
from ._library import CELLS, CellBuffer, SudokuGenerateOptions, lib

NO_MAXIMUM = (1 << 16) - 1
"""``max_tenths`` for a range of ratings with no upper bound (SUDOKU_RATING_NO_MAXIMUM)."""


def _options(
    symmetry: Symmetry | str | int, level: Level | str | int, minimal: bool, max_givens: int
) -> SudokuGenerateOptions:
    return SudokuGenerateOptions(
        int(option(Symmetry, symmetry, "symmetry")),
        int(option(Level, level, "level")),
        1 if minimal else 0,
        unsigned(max_givens, "max_givens", 31),
    )


def rating_range(min_tenths: int, max_tenths: int | None) -> tuple[int, int]:
    """The range of ratings as the library takes it: two 16-bit tenths."""
    upper = NO_MAXIMUM if max_tenths is None else unsigned(max_tenths, "max_tenths", 16)
    return unsigned(min_tenths, "min_tenths", 16), upper


def generate(
    seed: int | None = None,
    *,
    symmetry: Symmetry | str = Symmetry.NONE,
    level: Level | str = Level.ANY,
    minimal: bool = True,
    max_givens: int = 0,
    min_tenths: int = 0,
    max_tenths: int | None = None,
) -> Grid:
    """A puzzle with exactly one solution. The same seed and options give the same puzzle on
    every platform; without a seed it is drawn from Python's ``random`` (so
    ``random.seed`` repeats it too). ``symmetry`` and ``level`` take the enums or their
    names (``level="hard"``, ``symmetry="rotate180"``); ``max_givens`` is 17 to 81, or 0
    for no bound; the puzzle's rating on Sudoku Explainer's scale is from ``min_tenths`` to
    ``max_tenths`` (both included, in tenths: 45 for 4.5; None: no upper bound). Raises
    SudokuError (INVALID_OPTION, also for a minimum above the maximum, or GAVE_UP),
    ValueError for a negative seed or bound or an unknown name."""
    seed = random.getrandbits(64) if seed is None else unsigned(seed, "seed")
    options = _options(symmetry, level, minimal, max_givens)
    low, high = rating_range(min_tenths, max_tenths)
    puzzle = CellBuffer()
    check(lib.sudoku_generate_rated(seed, ctypes.byref(options), low, high, puzzle))
    return Grid._of(bytes(puzzle))


def generate_into(
    seed: int,
    n: int,
    threads: int = 0,
    *,
    symmetry: Symmetry | str = Symmetry.NONE,
    level: Level | str = Level.ANY,
    minimal: bool = True,
    max_givens: int = 0,
    min_tenths: int = 0,
    max_tenths: int | None = None,
) -> bytearray:
    """Puzzle i from seed ``seed + i``, for i below ``n``, laid end to end in one buffer of
    ``81 * n`` cell values: what ``generate_batch`` splits, and what a batch call takes."""
    seed, n, threads = unsigned(seed, "seed"), unsigned(n, "n"), thread_count(threads)
    options = _options(symmetry, level, minimal, max_givens)
    low, high = rating_range(min_tenths, max_tenths)
    cells = bytearray(CELLS * n)
    if n:
        out = (ctypes.c_uint8 * len(cells)).from_buffer(cells)
        pointer = ctypes.byref(options)
        status = lib.sudoku_generate_rated_batch(seed, pointer, low, high, out, n, threads)
        del out  # releases the bytearray's buffer
        check(status)
    return cells


def generate_batch(
    seed: int,
    n: int,
    threads: int = 0,
    *,
    symmetry: Symmetry | str = Symmetry.NONE,
    level: Level | str = Level.ANY,
    minimal: bool = True,
    max_givens: int = 0,
    min_tenths: int = 0,
    max_tenths: int | None = None,
) -> list[Grid]:
    """Puzzle i from seed ``seed + i`` (the puzzle ``generate(seed + i)`` gives), for i
    below ``n``, on ``threads`` threads (0: one per core), with the options of
    ``generate``: a list of ``Grid``. Raises ValueError for a negative seed, count or
    thread count."""
    cells = generate_into(
        seed,
        n,
        threads,
        symmetry=symmetry,
        level=level,
        minimal=minimal,
        max_givens=max_givens,
        min_tenths=min_tenths,
        max_tenths=max_tenths,
    )
    return [Grid._of(bytes(cells[i : i + CELLS])) for i in range(0, len(cells), CELLS)]
