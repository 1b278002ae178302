"""The Python binding of libsudoku: an exact, fast Sudoku solver (the lexicographically
smallest completion), with hints, ratings and generation for apps.

Imported as ``sudoku_lexmin``, the distribution's name (``pip install sudoku-lexmin``), so
that it never overwrites another package's ``sudoku`` (py-sudoku's).

Every call takes a puzzle in any form: an 81-character string (digits, ``0`` or ``.`` for
a blank; 9 lines of 9 too), the same text as bytes, 81 cell values (a flat list, bytes, a
numpy array), a 9x9 list of lists, or a ``Grid``. Answers come back as ``Grid``: immutable,
hashable, printed in boxes, convertible to a line, bytes, rows or a numpy array. Options
take names or enums (``level="hard"``, ``symmetry="rotate180"``). Errors say where, in
the library's words: ``SudokuError`` carries the ``Status`` and, for a clash, both cells,
the digit and the house; text that is no grid raises ``ParseError`` (a ValueError) with
the line and column. Many grids go through
``solve_batch`` in one call, as one buffer (numpy arrays welcome, not required).

The package carries libsudoku itself and loads it through ctypes; ``SUDOKU_LIBRARY`` (a
path) overrides it, and without a library beside the module the system's is used
(``ctypes.util.find_library``).

    import sudoku_lexmin as sudoku

    grid = sudoku.solve(open("puzzle.txt").read())  # or "0030206009003050010..." (81 cells)
    print(grid)                                # a boxed grid; grid.to_line() is one line
    puzzle = sudoku.generate(level="hard", symmetry="rotate180")
    print(sudoku.rate(puzzle), sudoku.hint(puzzle).text)
    batch = sudoku.solve_batch(numpy_grids)    # batch.statuses, batch.answers

Other layouts (4x4 to 25x25, jigsaw, X, windoku, ...) go through ``Layout``:

    layout, givens = sudoku.Layout.parse("6x6 windoku: 1" + "." * 35)
    answer = layout.solve(givens)              # bytes, one value a cell
"""

from ._batch import (
    MAX_BATCH_LIMIT,
    Buffer,
    CountedBatch,
    SolvedBatch,
    count_batch,
    solve_batch,
)
from ._chains import Chain, ChainHint, ChainLine, ChainStep, hint_chain
from ._enums import ChainKind, Level, Mistake, Status, Symmetry, Technique, TextProblem
from ._errors import ParseError, SudokuError, status_message
from ._generation import NO_MAXIMUM, generate, generate_batch, generate_into
from ._grid import Grid, Puzzle
from ._hints import Hint, candidates, hint, hint_with_givens
from ._layout import Layout, LayoutCells
from ._library import CELLS, LIBRARY_PATH
from ._rating import Rating, level_name, rate, technique_name
from ._single import (
    Count,
    count,
    count_solutions,
    count_solutions_bounded,
    solve,
    validate,
    version,
)
from ._text import is_blank_or_comment, parse_cells


def parse_grid(text: str | bytes | bytearray) -> Grid:
    """A grid from text in the grammar every reader of the library shares (doc/program.md,
    "Input"): 81 cells, each 1-9, or 0 or "." for a blank, as one line of 81 or 9 lines of
    9. Whitespace around and between cells, blank lines, lines starting with "#", and a
    byte-order mark at the start of a line are skipped; bytes are decoded as UTF-8. Raises
    ParseError (a ValueError) naming the line and column of the first problem, TypeError
    for what is neither text nor bytes. (Every call reads text itself: ``Grid(text)`` and
    ``solve(text)`` read it the same way.)"""
    if not isinstance(text, (str, bytes, bytearray)):
        raise TypeError(f"parse_grid reads text (str or bytes), not {type(text).__name__}")

    return Grid._of(parse_cells(text))


def format_grid(puzzle: Puzzle) -> str:
    """Nine lines of nine digits (0 for a blank), each ending in a line break."""
    return Grid(puzzle).to_text()


__all__ = [
    "CELLS",
    "Buffer",
    "Grid",
    "Puzzle",
    "Status",
    "SudokuError",
    "ParseError",
    "TextProblem",
    "solve",
    "count",
    "count_solutions",
    "count_solutions_bounded",
    "Count",
    "validate",
    "solve_batch",
    "SolvedBatch",
    "count_batch",
    "CountedBatch",
    "MAX_BATCH_LIMIT",
    "status_message",
    "version",
    "parse_grid",
    "is_blank_or_comment",
    "format_grid",
    "Technique",
    "Mistake",
    "Level",
    "Symmetry",
    "Hint",
    "Rating",
    "candidates",
    "hint",
    "hint_with_givens",
    "hint_chain",
    "Chain",
    "ChainHint",
    "ChainKind",
    "ChainLine",
    "ChainStep",
    "rate",
    "generate",
    "generate_batch",
    "generate_into",
    "NO_MAXIMUM",
    "technique_name",
    "level_name",
    "LIBRARY_PATH",
    "Layout",
    "LayoutCells",
]

__version__ = version()
