"""Grids of any layout (the repository's doc/layouts.md): sizes 4 to 16 and 25, boxes or
jigsaw regions, diagonals, windoku, disjoint groups, extra regions, anti-knight, anti-king.

A ``Layout`` owns the library's handle and frees it when closed (``with``, ``close()``) or
collected. Its grids are ``size * size`` cells in row-major order, 0 for a blank and 1 to
``size`` for a digit, given as bytes, a sequence of ints, or text in the layout's symbols
(``1``-``9`` then ``A``-``Z``; ``.`` or ``0`` for a blank); answers come back as bytes.
"""

from __future__ import annotations

import ctypes
from collections.abc import Iterable, Sequence
from typing import Callable, Union

from ._arguments import unsigned
from ._enums import Status, Symmetry
from ._errors import SudokuError
from ._generation import rating_range
from ._hints import Hint
from ._library import LAYOUT_DEFAULT_WORK, LAYOUT_MAX_CELLS, SudokuHint, SudokuRatingDetails, lib
from ._rating import Rating, rating_of
from ._single import Count

LayoutCells = Union[bytes, bytearray, Sequence[int], str]
"""A grid of a layout: its cells as bytes, ints, or text in the layout's symbols."""

DEFAULT_WORK = LAYOUT_DEFAULT_WORK
"""The work bound of every layout call that takes one, unless told otherwise: generous."""

_SYMBOLS = "123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ"
# SUDOKU_LAYOUT_MAX_LINE: a generated line fits.
_MAX_LINE = 4096


def _value(symbol: str) -> int:
    if symbol in ".0":
        return 0
    index = _SYMBOLS.find(symbol.upper())
    if index < 0:
        raise ValueError(f"{symbol!r} is not a cell's symbol (1-9, A-Z, . or 0)")
    return index + 1


class Layout:
    """A layout: make one with ``Layout(text)`` (the text form's prefix, ``"16x16 x
    windoku"``, or a whole line), ``Layout.parse`` (also its givens) or
    ``Layout.from_fpuzzles``. The calls only read the handle: one Layout may serve many
    threads.

        layout, givens = Layout.parse("4x4 x: 1...............")
        answer = layout.solve(givens)            # bytes: the smallest completion
        layout.count(givens, limit=2)            # Count(count=2, finished=True)
    """

    _handle: ctypes.c_void_p | None
    # Kept on the class: at interpreter exit a layout may be collected after the module's
    # globals are gone.
    _free = staticmethod(lib.sudoku_layout_free)

    def __init__(self, text: str) -> None:
        """The layout of the text form: a prefix alone (its grid blank) or a whole line (a
        jigsaw needs one: its regions follow its cells). Raises SudokuError
        (INVALID_LAYOUT) whose message is the library's reason."""
        self._handle = None
        handle, _ = _make(lib.sudoku_layout_parse, text)
        self._handle = handle

    @classmethod
    def parse(cls, text: str) -> tuple[Layout, bytes]:
        """The layout of a line of the text form and the line's cells."""
        handle, givens = _make(lib.sudoku_layout_parse, text)
        return cls._of(handle), givens

    @classmethod
    def from_fpuzzles(cls, text: str) -> tuple[Layout, bytes]:
        """The layout of an f-puzzles document (its JSON, or an f-puzzles link) and its
        givens (the player's entries left out). Raises SudokuError (INVALID_LAYOUT, naming
        a rule the library does not support)."""
        handle, givens = _make(lib.sudoku_layout_from_fpuzzles, text)
        return cls._of(handle), givens

    @classmethod
    def _of(cls, handle: ctypes.c_void_p) -> Layout:
        layout = cls.__new__(cls)
        layout._handle = handle
        return layout

    @property
    def size(self) -> int:
        """N: the digits 1 to N, the rows and the columns."""
        size: int = lib.sudoku_layout_size(self._live())
        return size

    @property
    def cells(self) -> int:
        """N * N: the length of every grid of the layout."""
        cells: int = lib.sudoku_layout_cells(self._live())
        return cells

    def solve(self, puzzle: LayoutCells, max_work: int = DEFAULT_WORK) -> bytes:
        """The completion whose digits, read row-major, come first in order. Raises
        SudokuError (INVALID_CELL, CONFLICT, UNSOLVABLE; BUDGET_EXCEEDED when ``max_work``
        runs out), ValueError for a grid of the wrong length."""
        return self._solve(lib.sudoku_layout_solve, puzzle, max_work)

    def solve_any(self, puzzle: LayoutCells, max_work: int = DEFAULT_WORK) -> bytes:
        """Any completion (the first found, not necessarily the smallest): much less work
        than ``solve`` on a grid with many completions. Raises as ``solve``."""
        return self._solve(lib.sudoku_layout_solve_any, puzzle, max_work)

    def count(self, puzzle: LayoutCells, limit: int = 2, max_work: int = DEFAULT_WORK) -> Count:
        """The completions, counted to ``limit`` within ``max_work``: ``finished`` False (a
        lower bound) when the work ran out. Raises SudokuError (INVALID_CELL or
        CONFLICT)."""
        buffer = self._grid(puzzle)
        limit, max_work = unsigned(limit, "limit"), unsigned(max_work, "max_work")
        count = ctypes.c_uint64()
        status = lib.sudoku_layout_count(
            self._live(), buffer, len(buffer), limit, max_work, ctypes.byref(count)
        )
        if status == Status.BUDGET_EXCEEDED:
            return Count(count.value, False)
        self._check(status, buffer)
        return Count(count.value, True)

    def validate(self, puzzle: LayoutCells) -> None:
        """Checks the givens without solving. Raises SudokuError (INVALID_CELL or CONFLICT)
        whose ``cell`` is the first offending cell and whose message is the library's
        sentence ("digit 1 appears twice in the main diagonal: at row 1, column 1 and ...")."""
        buffer = self._grid(puzzle)
        cell = ctypes.c_size_t()
        sentence = ctypes.create_string_buffer(256)
        status = lib.sudoku_layout_validate(
            self._live(), buffer, len(buffer), ctypes.byref(cell), sentence, len(sentence)
        )
        if status in (Status.INVALID_CELL, Status.CONFLICT):
            raise SudokuError(status, cell.value, sentence.value.decode("utf-8"))
        if status != Status.OK:
            raise SudokuError(status)

    def candidates(self, puzzle: LayoutCells) -> list[int]:
        """The basic pencil marks: one mask a cell, bit d - 1 for digit d. Raises as
        ``validate``."""
        buffer = self._grid(puzzle)
        marks = (ctypes.c_uint32 * len(buffer))()
        status = lib.sudoku_layout_candidates(
            self._live(), buffer, len(buffer), marks, len(marks)
        )
        self._check(status, buffer)
        return list(marks)

    def generate(
        self,
        seed: int,
        symmetry: Symmetry = Symmetry.NONE,
        minimal: bool = True,
        jigsaw: bool = False,
        max_work: int = DEFAULT_WORK,
        *,
        min_tenths: int = 0,
        max_tenths: int | None = None,
    ) -> str:
        """A puzzle of this layout's rules with exactly one completion, for ``seed``, as a
        line of the text form (``Layout.parse`` reads it back). ``symmetry`` must be one the
        layout keeps; ``minimal`` False keeps only the removals propagation decides;
        ``jigsaw`` draws random connected regions for ``seed`` (no symmetry then); its rating
        (``rate``'s, 9x9 layouts only) from ``min_tenths`` to ``max_tenths`` (both included,
        in tenths; None: no upper bound), ``max_work`` bounding the ratings too. Raises
        SudokuError (INVALID_OPTION, UNSOLVABLE, INVALID_LAYOUT, BUDGET_EXCEEDED)."""
        seed, max_work = unsigned(seed, "seed"), unsigned(max_work, "max_work")
        low, high = rating_range(min_tenths, max_tenths)
        line = ctypes.create_string_buffer(_MAX_LINE)
        status = lib.sudoku_layout_generate_rated(
            self._live(),
            seed,
            int(symmetry),
            int(minimal),
            int(jigsaw),
            low,
            high,
            max_work,
            line,
            len(line),
        )
        if status != Status.OK:
            raise SudokuError(status)
        return line.value.decode("utf-8")

    def generate_killer(
        self,
        seed: int,
        smallest_cage: int = 1,
        largest_cage: int = 6,
        symmetry: Symmetry = Symmetry.NONE,
        max_work: int = DEFAULT_WORK,
        *,
        min_tenths: int = 0,
        max_tenths: int | None = None,
    ) -> str:
        """A killer puzzle over this layout's rules (which has no cages) with exactly one
        completion, for ``seed``, as a line of the text form (``Layout.parse`` reads it back):
        connected cages of ``smallest_cage`` to ``largest_cage`` cells with their sums, and no
        givens unless the cages need some. ``symmetry`` (of the cages and the givens) must be
        one the layout keeps; its rating (``rate``'s, 9x9 layouts only) from ``min_tenths``
        to ``max_tenths`` (both included, in tenths; None: no upper bound); ``max_work``
        bounds the whole call. Raises SudokuError (INVALID_OPTION, INVALID_LAYOUT,
        UNSOLVABLE, BUDGET_EXCEEDED)."""
        seed, max_work = unsigned(seed, "seed"), unsigned(max_work, "max_work")
        smallest = unsigned(smallest_cage, "smallest_cage", 32)
        largest = unsigned(largest_cage, "largest_cage", 32)
        low, high = rating_range(min_tenths, max_tenths)
        line = ctypes.create_string_buffer(_MAX_LINE)
        status = lib.sudoku_layout_generate_killer(
            self._live(),
            seed,
            int(symmetry),
            smallest,
            largest,
            low,
            high,
            max_work,
            line,
            len(line),
        )
        if status != Status.OK:
            raise SudokuError(status)
        return line.value.decode("utf-8")

    def rate(self, puzzle: LayoutCells, *, max_work: int | None = None) -> Rating:
        """Rates a puzzle of a 9x9 layout on Sudoku Explainer's scale, its techniques over
        every house and rule of the layout (Sukaku Explainer's variant ratings). Raises
        SudokuError (INVALID_CELL, CONFLICT, UNSOLVABLE, NOT_UNIQUE, ALREADY_SOLVED,
        BUDGET_EXCEEDED past ``max_work`` units, INVALID_LAYOUT for another size)."""
        buffer = self._grid(puzzle)
        bound = (1 << 64) - 1 if max_work is None else unsigned(max_work, "max_work")
        raw = SudokuRatingDetails()
        work = ctypes.c_uint64()
        status = lib.sudoku_layout_rate(
            self._live(), buffer, len(buffer), bound, ctypes.byref(raw), ctypes.byref(work)
        )
        self._check(status, buffer)
        return rating_of(raw, work.value)

    def hint(
        self,
        puzzle: LayoutCells,
        marks: Iterable[int] | None = None,
        *,
        givens: LayoutCells | None = None,
    ) -> Hint:
        """The next step on a player's grid of a 9x9 layout, its sentence naming the layout's
        houses ("in the main diagonal", "in region 4"); with the puzzle's ``givens`` and the
        player's ``marks`` (one mask a cell), a wrong entry or mark first (Technique.MISTAKE).
        The hint's houses are numbered rows 0-8, columns 9-17, boxes or regions 18-26, then
        the layout's extra houses of nine cells. Raises as ``rate``."""
        buffer = self._grid(puzzle)
        original = None if givens is None else self._grid(givens)
        masks = None
        if marks is not None:
            values = list(marks)
            if len(values) != len(buffer):
                raise ValueError(f"pencil marks have {len(buffer)} cells, not {len(values)}")
            masks = (ctypes.c_uint32 * len(values))(*values)
        raw = SudokuHint()
        needed = ctypes.c_size_t(511)
        # A second call only when the sentence did not fit the first buffer.
        text = ctypes.create_string_buffer(0)
        while needed.value >= len(text):
            text = ctypes.create_string_buffer(needed.value + 1)
            status = lib.sudoku_layout_hint(
                self._live(),
                buffer,
                original,
                masks,
                len(buffer),
                ctypes.byref(raw),
                text,
                len(text),
                ctypes.byref(needed),
            )
            self._check(status, buffer)
        return Hint(raw, text.value.decode("utf-8"))

    def symbols(self, cells: LayoutCells) -> str:
        """A grid's cells as the text form writes them: 1-9, then A-Z; "." for a blank."""
        return "".join("." if value == 0 else _SYMBOLS[value - 1] for value in self._grid(cells))

    def close(self) -> None:
        """Frees the library's handle; the layout may not be used after. Closing twice is
        harmless."""
        handle, self._handle = self._handle, None
        if handle is not None:
            self._free(handle)

    def __enter__(self) -> Layout:
        return self

    def __exit__(self, *_: object) -> None:
        self.close()

    def __del__(self) -> None:
        self.close()

    def __repr__(self) -> str:
        if self._handle is None:
            return "Layout(closed)"
        return f"Layout(size={self.size})"

    def _live(self) -> ctypes.c_void_p:
        if self._handle is None:
            raise ValueError("the layout is closed")
        return self._handle

    def _grid(self, puzzle: LayoutCells) -> ctypes.Array[ctypes.c_uint8]:
        """The puzzle in a buffer for the library: TypeError for another type, ValueError
        for a length other than the layout's cells or a value that is no byte."""
        if isinstance(puzzle, str):
            values: bytes = bytes(_value(symbol) for symbol in puzzle)
        elif isinstance(puzzle, (bytes, bytearray)):
            values = bytes(puzzle)
        elif isinstance(puzzle, Sequence):
            # ValueError for an int that is no byte, as bytes() raises it.
            values = bytes(int(value) for value in puzzle)
        else:
            raise TypeError(f"a layout's grid is bytes, ints or text, not {type(puzzle).__name__}")
        if len(values) != self.cells:
            raise ValueError(f"a grid of this layout has {self.cells} cells, not {len(values)}")
        return (ctypes.c_uint8 * len(values)).from_buffer_copy(values)

    def _solve(
        self,
        call: Callable[..., int],
        puzzle: LayoutCells,
        max_work: int,
    ) -> bytes:
        buffer = self._grid(puzzle)
        answer = (ctypes.c_uint8 * len(buffer))()
        max_work = unsigned(max_work, "max_work")
        status = call(self._live(), buffer, len(buffer), answer, len(answer), max_work)
        self._check(status, buffer)
        return bytes(answer)

    def _check(self, status: int, buffer: ctypes.Array[ctypes.c_uint8]) -> None:
        """Raises SudokuError for any status but OK; for INVALID_CELL and CONFLICT with the
        cell ``validate`` names."""
        if status == Status.OK:
            return
        if status in (Status.INVALID_CELL, Status.CONFLICT):
            self.validate(bytes(buffer))
        raise SudokuError(status)


def _make(maker: Callable[..., int], text: str) -> tuple[ctypes.c_void_p, bytes]:
    """A handle and the givens from ``text`` by ``maker``, or SudokuError with the reason."""
    if not isinstance(text, str):
        raise TypeError(f"a layout is read from text, not {type(text).__name__}")
    encoded = text.encode("utf-8")
    givens = (ctypes.c_uint8 * LAYOUT_MAX_CELLS)()
    handle = ctypes.c_void_p()
    reason = ctypes.create_string_buffer(256)
    status = maker(
        encoded, len(encoded), givens, len(givens), ctypes.byref(handle), reason, len(reason)
    )
    if status != Status.OK:
        raise SudokuError(status, message=reason.value.decode("utf-8"))
    cells: int = lib.sudoku_layout_cells(handle)
    return handle, bytes(givens)[:cells]
