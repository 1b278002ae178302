"""A chain hint's lines, for an app to draw, and its sentence told step by step."""

from __future__ import annotations

import ctypes
from collections.abc import Iterable
from typing import NamedTuple

from ._arguments import grid
from ._enums import ChainKind
from ._errors import check
from ._grid import Puzzle
from ._hints import Hint, marks_buffer
from ._library import SudokuHint, SudokuHintChain, lib


class ChainStep(NamedTuple):
    """One inference of a chain: ``cell`` (0-based, row-major) holds ``digit`` when ``on``,
    else not."""

    cell: int
    digit: int
    on: bool


class ChainLine(NamedTuple):
    """One line of a chain, from its assumption on; ``omitted`` steps were left out (for
    room) right after the first."""

    steps: list[ChainStep]
    omitted: int


class Chain:
    """The lines of a chain hint. A hint that is no chain has kind ChainKind.NONE and no
    lines."""

    def __init__(self, raw: SudokuHintChain) -> None:
        self._raw = raw

    def __repr__(self) -> str:
        return f"Chain(kind={self.kind!r}, lines={self._raw.line_count})"

    @property
    def kind(self) -> ChainKind:
        """What kind of chain it is, which tells how its lines read."""
        return ChainKind(self._raw.kind)

    @property
    def lines(self) -> list[ChainLine]:
        """The lines, in the order the sentence tells them."""
        lines = []
        for line in self._raw.lines[: self._raw.line_count]:
            steps = [
                ChainStep(step.cell, step.digit, bool(step.on))
                for step in self._raw.steps[line.first : line.first + line.length]
            ]
            lines.append(ChainLine(steps, line.omitted))
        return lines

    def text(self, hint: Hint) -> str:
        """The hint's sentence with this chain told step by step."""
        raw_hint = hint._raw
        length: int = lib.sudoku_hint_chain_text(
            ctypes.byref(raw_hint), ctypes.byref(self._raw), None, 0
        )
        buffer = ctypes.create_string_buffer(length + 1)
        lib.sudoku_hint_chain_text(
            ctypes.byref(raw_hint), ctypes.byref(self._raw), buffer, length + 1
        )
        return buffer.value.decode("ascii")


class ChainHint(NamedTuple):
    """A hint with its chain's lines."""

    hint: Hint
    chain: Chain

    @property
    def text(self) -> str:
        """The sentence with the chain told step by step (the hint's own when it is no
        chain), e.g. "Forcing chain: if r1c2 is 3, then r1c7 is not 3, ...; so r1c2 is not
        3."."""
        return self.chain.text(self.hint)


def hint_chain(
    puzzle: Puzzle, givens: Puzzle | None = None, marks: Iterable[int] | None = None
) -> ChainHint:
    """``hint`` (``hint_with_givens`` when ``givens`` is given) with the chain's lines.
    Raises SudokuError as those do."""
    given = grid(puzzle)
    raw = SudokuHint()
    chain = SudokuHintChain()
    status = lib.sudoku_hint_chain(
        given.buffer,
        None if givens is None else grid(givens).buffer,
        marks_buffer(marks),
        ctypes.byref(raw),
        ctypes.byref(chain),
    )
    check(status, given.cells)
    return ChainHint(Hint(raw), Chain(chain))
