"""Ratings: how hard a puzzle is for a person, on Sudoku Explainer's scale."""

from __future__ import annotations

import ctypes
from typing import NamedTuple

from ._arguments import grid, unsigned
from ._enums import Level, Technique
from ._errors import check
from ._grid import Puzzle
from ._library import SudokuRatingDetails, lib


def technique_name(technique: int) -> str:
    """The name of a technique, as hints' sentences start with it, e.g. "Hidden single"
    (``Technique.label``)."""
    name: bytes = lib.sudoku_technique_name(int(technique))
    return name.decode()


def level_name(level: int) -> str:
    """The name of a level in capitals, e.g. "HARD", as the program's ``rate`` prints it."""
    name: bytes = lib.sudoku_level_name(int(level))
    return name.decode()


class Rating(NamedTuple):
    """How hard a puzzle is for a person, on Sudoku Explainer's scale: the ``level``, the
    ``hardest`` technique, its rating in ``tenths`` (45 for 4.5; ``value`` is 4.5), the
    number of ``givens``, the ``steps`` taken by technique value (64 counts), and Sudoku
    Explainer's ``pearl`` (EP: the hardest step up to the first placement) and ``diamond``
    (ED: the first step), in tenths; ``work``: the work units the rating took
    (``rate(puzzle, max_work=work)`` gives this rating; the same on every machine).
    Reprs as ``Rating(level=Level.MEDIUM, value=3.0, hardest=Technique.NAKED_PAIR,
    givens=26)``; ``str`` is the program's line, ``MEDIUM 3.0 Naked pair``."""

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

    def __repr__(self) -> str:
        return (
            f"Rating(level={self.level!r}, value={self.value}, hardest={self.hardest!r}, "
            f"givens={self.givens})"
        )

    def __str__(self) -> str:
        return f"{level_name(self.level)} {self.value:.1f} {self.hardest.label}"


def rate(puzzle: Puzzle, *, max_work: int | None = None) -> Rating:
    """Rates a puzzle by a logic solve that always takes the easiest step. Raises
    SudokuError (INVALID_CELL, CONFLICT, UNSOLVABLE or NOT_UNIQUE).

    With ``max_work``, for a caller that must answer in time whatever the puzzle: the same
    rating when it takes at most that many work units (``Rating.work`` says how many a
    puzzle takes), else SudokuError with BUDGET_EXCEEDED. ValueError for a negative bound."""
    bound = (1 << 64) - 1 if max_work is None else unsigned(max_work, "max_work")
    given = grid(puzzle)
    raw = SudokuRatingDetails()
    work = ctypes.c_uint64()
    status = lib.sudoku_rate_details_within(
        given.buffer, bound, ctypes.byref(raw), ctypes.byref(work)
    )
    check(status, given.cells)
    return rating_of(raw, work.value)


def rating_of(raw: SudokuRatingDetails, work: int) -> Rating:
    """The Rating of the library's SudokuRatingDetails and the work it took."""
    return Rating(
        Level(raw.level),
        Technique(raw.hardest),
        raw.tenths,
        raw.givens,
        list(raw.steps),
        raw.pearl,
        raw.diamond,
        work,
    )
