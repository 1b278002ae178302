"""The Python binding of libsudoku: an exact, fast Sudoku solver (the lexicographically
smallest completion), with hints, ratings and generation for apps.

A grid is 81 cell values in row-major order, 0 for a blank (bytes, bytearray, a list of
ints...); answers come back as ``bytes``. Text is read with ``parse_grid``. Errors raise
``SudokuError``, which carries the ``Status``. Many grids go through ``solve_batch`` in one
call, as one buffer (numpy arrays welcome, not required).

The package carries libsudoku itself and loads it through ctypes; ``SUDOKU_LIBRARY`` (a
path) overrides it, and without a library beside the module the system's is used
(``ctypes.util.find_library``).

    import sudoku
    print(sudoku.format_grid(sudoku.solve(sudoku.parse_grid(text))), end="")

    batch = sudoku.solve_batch(numpy_grids)    # batch.statuses, batch.answers
    counted = sudoku.count_batch(numpy_grids)  # counted.statuses, counted.counts (to 2)
    puzzle = sudoku.generate(seed)
    print(sudoku.rate(puzzle).value, sudoku.hint(puzzle).text)
"""

from ._apps import (
    NO_MAXIMUM,
    Hint,
    Rating,
    candidates,
    generate,
    generate_batch,
    generate_into,
    hint,
    hint_with_givens,
    level_name,
    rate,
    technique_name,
)
from ._arguments import Cells
from ._chains import Chain, ChainHint, ChainLine, ChainStep, hint_chain
from ._batch import (
    MAX_BATCH_LIMIT,
    Buffer,
    CountedBatch,
    SolvedBatch,
    count_batch,
    solve_batch,
)
from ._enums import ChainKind, Level, Mistake, Status, Symmetry, Technique
from ._errors import SudokuError, status_message
from ._library import CELLS, LIBRARY_PATH
from ._single import Count, count_solutions, count_solutions_bounded, solve, validate, version
from ._text import format_grid, is_blank_or_comment, parse_grid

__all__ = [
    "CELLS",
    "Buffer",
    "Cells",
    "Status",
    "SudokuError",
    "solve",
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
]

__version__ = version()
