"""The calls for apps: pencil marks, hints with their sentences, ratings, and generation."""

from __future__ import annotations

import ctypes
from collections.abc import Iterable, MutableSequence
from typing import NamedTuple

from ._arguments import Cells, grid, threads as thread_count, unsigned
from ._enums import Level, Mistake, Symmetry, Technique
from ._errors import check
from ._library import (
    CELLS,
    Grid,
    Marks,
    SudokuGenerateOptions,
    SudokuHint,
    SudokuRatingDetails,
    lib,
)


def _marks(masks: Iterable[int] | None) -> ctypes.Array[ctypes.c_uint16] | None:
    if masks is None:
        return None
    masks = list(masks)
    if len(masks) != CELLS:
        raise ValueError(f"pencil marks have {CELLS} cells, not {len(masks)}")
    return Marks(*masks)


def technique_name(technique: int) -> str:
    """The name of a technique, as hints' sentences start with it, e.g. "Hidden single"."""
    name: bytes = lib.sudoku_technique_name(int(technique))
    return name.decode()


def level_name(level: int) -> str:
    """The name of a level in capitals, e.g. "HARD"."""
    name: bytes = lib.sudoku_level_name(int(level))
    return name.decode()


def candidates(cells: Cells) -> list[int]:
    """The basic pencil marks: a list of 81 masks (bit d - 1 for digit d); for an empty
    cell the digits no filled peer holds, for a filled cell its own digit. Raises
    SudokuError (INVALID_CELL or CONFLICT)."""
    marks = Marks()
    check(lib.sudoku_candidates(grid(cells), marks))
    return list(marks)


class Hint:
    """The next step a person would take, explained (``text``), with what it proves and the
    cells that justify it."""

    def __init__(self, raw: SudokuHint) -> None:
        self._raw = raw

    @property
    def technique(self) -> Technique:
        """The technique the step uses (Technique.MISTAKE for a player's mistake)."""
        return Technique(self._raw.technique)

    @property
    def mistake(self) -> Mistake:
        """For a mistake, what is wrong (Mistake.NONE otherwise)."""
        return Mistake(self._raw.mistake)

    @property
    def digit(self) -> int:
        """The digit the step places, or 0 when it only removes candidates."""
        digit: int = self._raw.digit
        return digit

    @property
    def cell(self) -> int:
        """The cell the step places its digit in (0-based, row-major), when ``digit``."""
        cell: int = self._raw.cell
        return cell

    @property
    def cells(self) -> list[int]:
        """The key cells, in the order the sentence names them."""
        return list(self._raw.cells[: self._raw.cell_count])

    @property
    def eliminations(self) -> list[int]:
        """For each cell, the candidates the step removes, as a mask."""
        return list(self._raw.eliminations)

    @property
    def pattern(self) -> list[int]:
        """For each cell, the candidates that make up the pattern, for highlighting."""
        return list(self._raw.pattern)

    @property
    def text(self) -> str:
        """One English sentence, e.g. "Hidden single: in box 5, 7 fits only r5c4."."""
        length: int = lib.sudoku_hint_text(ctypes.byref(self._raw), None, 0)
        buffer = ctypes.create_string_buffer(length + 1)
        lib.sudoku_hint_text(ctypes.byref(self._raw), buffer, length + 1)
        return buffer.value.decode("ascii")

    def apply(self, grid: MutableSequence[int], marks: MutableSequence[int]) -> None:
        """Applies the step to a player's grid and marks (mutable sequences, e.g. a
        bytearray and a list): places its digit, or removes its candidates."""
        if self.digit:
            grid[self.cell] = self.digit
            return
        for cell, removed in enumerate(self._raw.eliminations):
            marks[cell] &= ~removed


def hint(cells: Cells, marks: Iterable[int] | None = None) -> Hint:
    """The next step on a player's grid (givens and entries alike), with the basic pencil
    marks (None) or the player's own (81 masks). A wrong entry or mark comes first, as
    Technique.MISTAKE. Raises SudokuError (INVALID_CELL, CONFLICT, UNSOLVABLE, NOT_UNIQUE or
    ALREADY_SOLVED)."""
    raw = SudokuHint()
    check(lib.sudoku_hint(grid(cells), _marks(marks), ctypes.byref(raw)))
    return Hint(raw)


def hint_with_givens(cells: Cells, givens: Cells, marks: Iterable[int] | None = None) -> Hint:
    """``hint`` for an app that knows the puzzle's givens: a wrong entry is named for sure."""
    raw = SudokuHint()
    status = lib.sudoku_hint_with_givens(
        grid(cells), grid(givens), _marks(marks), ctypes.byref(raw)
    )
    check(status)
    return Hint(raw)


class Rating(NamedTuple):
    """How hard a puzzle is for a person, on Sudoku Explainer's scale: the ``level``, the
    ``hardest`` technique, its rating in ``tenths`` (45 for 4.5), the number of ``givens``,
    the ``steps`` taken by technique value, and Sudoku Explainer's ``pearl`` (EP: the
    hardest step up to the first placement) and ``diamond`` (ED: the first step), in tenths;
    ``work``: the work units the rating took (``rate(cells, max_work=work)`` gives this
    rating; the same on every machine)."""

    level: Level
    hardest: Technique
    tenths: int
    givens: int
    steps: list[int]
    pearl: int
    diamond: int
    work: int

    @property
    def value(self) -> float:
        """The rating, e.g. 4.5."""
        return self.tenths / 10


def rate(cells: Cells, max_work: int | None = None) -> Rating:
    """Rates a puzzle by a logic solve that always takes the easiest step. Raises
    SudokuError (INVALID_CELL, CONFLICT, UNSOLVABLE or NOT_UNIQUE).

    With ``max_work``, for a caller that must answer in time whatever the puzzle: the same
    rating when it takes at most that many work units (``Rating.work`` says how many a
    puzzle takes), else SudokuError with BUDGET_EXCEEDED. ValueError for a negative bound."""
    bound = (1 << 64) - 1 if max_work is None else unsigned(max_work, "max_work")
    raw = SudokuRatingDetails()
    work = ctypes.c_uint64()
    check(
        lib.sudoku_rate_details_within(grid(cells), bound, ctypes.byref(raw), ctypes.byref(work))
    )
    return Rating(
        Level(raw.level),
        Technique(raw.hardest),
        raw.tenths,
        raw.givens,
        list(raw.steps),
        raw.pearl,
        raw.diamond,
        work.value,
    )


NO_MAXIMUM = (1 << 16) - 1
"""``max_tenths`` for a range of ratings with no upper bound (SUDOKU_RATING_NO_MAXIMUM)."""


def _options(
    symmetry: int, level: int, minimal: bool, max_givens: int
) -> SudokuGenerateOptions:
    return SudokuGenerateOptions(int(symmetry), int(level), 1 if minimal else 0, max_givens)


def _range(min_tenths: int, max_tenths: int | None) -> tuple[int, int]:
    """The range of ratings as the library takes it: two 16-bit tenths."""
    upper = NO_MAXIMUM if max_tenths is None else unsigned(max_tenths, "max_tenths", 16)
    return unsigned(min_tenths, "min_tenths", 16), upper


def generate(
    seed: int,
    symmetry: Symmetry = Symmetry.NONE,
    level: Level = Level.ANY,
    minimal: bool = True,
    max_givens: int = 0,
    min_tenths: int = 0,
    max_tenths: int | None = None,
) -> bytes:
    """A puzzle with exactly one solution, as ``bytes``; the same seed and options give the
    same puzzle on every platform. ``max_givens`` is 17 to 81, or 0 for no bound; the
    puzzle's rating on Sudoku Explainer's scale is from ``min_tenths`` to ``max_tenths``
    (both included, in tenths: 45 for 4.5; None: no upper bound). Raises SudokuError
    (INVALID_OPTION, also for a minimum above the maximum, or GAVE_UP), ValueError for a
    negative seed or bound."""
    puzzle = Grid()
    options = _options(symmetry, level, minimal, max_givens)
    low, high = _range(min_tenths, max_tenths)
    check(
        lib.sudoku_generate_rated(unsigned(seed, "seed"), ctypes.byref(options), low, high, puzzle)
    )
    return bytes(puzzle)


def generate_into(
    seed: int,
    n: int,
    threads: int = 0,
    symmetry: Symmetry = Symmetry.NONE,
    level: Level = Level.ANY,
    minimal: bool = True,
    max_givens: int = 0,
    min_tenths: int = 0,
    max_tenths: int | None = None,
) -> bytearray:
    """Puzzle i from seed ``seed + i``, for i below ``n``, laid end to end in one buffer of
    ``81 * n`` cell values: what ``generate_batch`` splits, and what a batch call takes."""
    seed, n, threads = unsigned(seed, "seed"), unsigned(n, "n"), thread_count(threads)
    low, high = _range(min_tenths, max_tenths)
    cells = bytearray(CELLS * n)
    if n:
        options = _options(symmetry, level, minimal, max_givens)
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
    symmetry: Symmetry = Symmetry.NONE,
    level: Level = Level.ANY,
    minimal: bool = True,
    max_givens: int = 0,
    min_tenths: int = 0,
    max_tenths: int | None = None,
) -> list[bytes]:
    """Puzzle i from seed ``seed + i``, for i below ``n``, on ``threads`` threads (0: one
    per core), with the options of ``generate``: a list of ``bytes``. Raises ValueError
    for a negative seed, count or thread count."""
    cells = generate_into(
        seed, n, threads, symmetry, level, minimal, max_givens, min_tenths, max_tenths
    )
    return [bytes(cells[i : i + CELLS]) for i in range(0, len(cells), CELLS)]
