"""Pencil marks and hints: the next step a person would take, with its sentence."""

from __future__ import annotations

import ctypes
from collections.abc import Iterable, MutableSequence

from ._arguments import grid
from ._enums import Mistake, Technique
from ._errors import check
from ._grid import Puzzle
from ._library import CELLS, Marks, SudokuHint, lib


def marks_buffer(masks: Iterable[int] | None) -> ctypes.Array[ctypes.c_uint16] | None:
    """A player's pencil marks (81 masks) for the library, or None for the basic ones."""
    if masks is None:
        return None
    masks = list(masks)
    if len(masks) != CELLS:
        raise ValueError(f"pencil marks have {CELLS} cells, not {len(masks)}")
    return Marks(*masks)


def candidates(puzzle: Puzzle) -> list[int]:
    """The basic pencil marks: a list of 81 masks (bit d - 1 for digit d); for an empty
    cell the digits no filled peer holds, for a filled cell its own digit. Raises
    SudokuError (INVALID_CELL or CONFLICT)."""
    given = grid(puzzle)
    marks = Marks()
    check(lib.sudoku_candidates(given.buffer, marks), given.cells)
    return list(marks)


class Hint:
    """The next step a person would take, explained (``text``), with what it proves and the
    cells that justify it. Reprs as ``Hint(technique=Technique.NAKED_PAIR, text='...')``."""

    def __init__(self, raw: SudokuHint, text: str | None = None) -> None:
        self._raw = raw
        # A layout's hint comes with its sentence, which names the layout's houses.
        self._text = text

    def __repr__(self) -> str:
        return f"Hint(technique={self.technique!r}, text={self.text!r})"

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
        if self._text is not None:
            return self._text
        length: int = lib.sudoku_hint_text(ctypes.byref(self._raw), None, 0)
        buffer = ctypes.create_string_buffer(length + 1)
        lib.sudoku_hint_text(ctypes.byref(self._raw), buffer, length + 1)
        return buffer.value.decode("ascii")

    def __str__(self) -> str:
        return self.text

    def apply(self, grid: MutableSequence[int], marks: MutableSequence[int]) -> None:
        """Applies the step to a player's grid and marks (mutable sequences, e.g. a
        bytearray and a list): places its digit, or removes its candidates."""
        if self.digit:
            grid[self.cell] = self.digit
            return
        for cell, removed in enumerate(self._raw.eliminations):
            marks[cell] &= ~removed


def hint(
    puzzle: Puzzle, marks: Iterable[int] | None = None, *, givens: Puzzle | None = None
) -> Hint:
    """The next step on a player's grid (givens and entries alike), with the basic pencil
    marks (None) or the player's own (81 masks). A wrong entry or mark comes first, as
    Technique.MISTAKE; with the puzzle's ``givens`` a wrong entry is named for sure. Raises
    SudokuError (INVALID_CELL, CONFLICT, UNSOLVABLE, NOT_UNIQUE or ALREADY_SOLVED)."""
    if givens is not None:
        return hint_with_givens(puzzle, givens, marks)
    given = grid(puzzle)
    raw = SudokuHint()
    check(lib.sudoku_hint(given.buffer, marks_buffer(marks), ctypes.byref(raw)), given.cells)
    return Hint(raw)


def hint_with_givens(puzzle: Puzzle, givens: Puzzle, marks: Iterable[int] | None = None) -> Hint:
    """``hint(puzzle, marks, givens=givens)``: for an app that knows the puzzle's givens."""
    given, original = grid(puzzle), grid(givens)
    raw = SudokuHint()
    status = lib.sudoku_hint_with_givens(
        given.buffer, original.buffer, marks_buffer(marks), ctypes.byref(raw)
    )
    check(status, given.cells)
    return Hint(raw)


