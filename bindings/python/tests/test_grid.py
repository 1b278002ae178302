"""The Grid type: immutable and hashable, drawn in boxes by str(), repr that evaluates back,
conversions to a line, bytes, rows and a numpy array (numpy imported only then)."""

from __future__ import annotations

import copy
import pickle
import subprocess
import sys

import pytest
import sudoku_lexmin as sudoku
from support import SAMPLE, SAMPLE_ANSWER, need

PUZZLE = sudoku.Grid(SAMPLE)

BOXED = """\
+-------+-------+-------+
| 1 . 3 | . . . | 5 . 9 |
| . . 2 | 1 . 9 | 4 . . |
| . . . | 7 . 4 | . . . |
+-------+-------+-------+
| 3 . . | 5 . 2 | . . 6 |
| . 6 . | . . . | . 5 . |
| 7 . . | 8 . 3 | . . 4 |
+-------+-------+-------+
| . . . | 4 . 1 | . . . |
| . . 9 | 2 . 5 | 8 . . |
| 8 . 4 | . . . | 1 . 7 |
+-------+-------+-------+"""


def test_str_draws_the_grid_in_boxes() -> None:
    assert str(PUZZLE) == BOXED
    assert str(sudoku.solve(PUZZLE)).count(".") == 0


def test_repr_is_the_line_and_evaluates_back() -> None:
    line = "".join(SAMPLE.split())
    assert repr(PUZZLE) == f"Grid('{line}')"
    assert eval(repr(PUZZLE), {"Grid": sudoku.Grid}) == PUZZLE


def test_conversions() -> None:
    line = "".join(SAMPLE.split())
    assert PUZZLE.to_line() == line
    assert PUZZLE.to_line(".") == line.replace("0", ".")
    assert PUZZLE.to_text() == SAMPLE
    assert bytes(PUZZLE) == PUZZLE.to_bytes() == bytes(int(c) for c in line)
    rows = PUZZLE.to_rows()
    assert len(rows) == 9 and rows[0] == [1, 0, 3, 0, 0, 0, 5, 0, 9] and rows[8][8] == 7
    assert list(PUZZLE) == [int(c) for c in line] and len(PUZZLE) == 81
    assert PUZZLE[0] == 1 and PUZZLE[0, 2] == 3 and PUZZLE[8, 8] == 7 and PUZZLE[-1] == 7
    with pytest.raises(IndexError):
        PUZZLE[9, 0]
    assert PUZZLE.givens == sum(1 for c in line if c != "0")
    assert not PUZZLE.is_complete and sudoku.solve(PUZZLE).is_complete
    assert sudoku.Grid() == sudoku.Grid("." * 81) and sudoku.Grid().givens == 0


def test_numpy_conversion() -> None:
    numpy = need("numpy")
    array = PUZZLE.to_numpy()
    assert array.shape == (9, 9) and array.dtype == numpy.uint8
    assert array.tolist() == PUZZLE.to_rows()
    assert (numpy.asarray(PUZZLE) == array).all()
    assert numpy.asarray(PUZZLE, dtype=numpy.int64).dtype == numpy.int64
    assert sudoku.Grid(array) == PUZZLE


def test_numpy_is_imported_only_when_asked_for() -> None:
    script = (
        "import sys\n"
        "import sudoku_lexmin as sudoku\n"
        "grid = sudoku.solve('.' * 81)\n"
        "print(grid, repr(grid), grid.to_rows(), hash(grid))\n"
        "assert 'numpy' not in sys.modules\n"
        "sys.modules['numpy'] = None\n"
        "try:\n"
        "    grid.to_numpy()\n"
        "except ImportError:\n"
        "    print('no numpy')\n"
    )
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    assert done.stdout.endswith("no numpy\n")


def test_immutable_and_hashable() -> None:
    with pytest.raises(AttributeError):
        PUZZLE._cells = bytes(81)  # type: ignore[misc]
    with pytest.raises(TypeError):
        PUZZLE[0] = 5  # type: ignore[index]
    same = sudoku.Grid(PUZZLE.to_rows())
    assert same == PUZZLE and same is not PUZZLE and hash(same) == hash(PUZZLE)
    assert len({PUZZLE, same, sudoku.solve(PUZZLE)}) == 2
    assert {PUZZLE: "puzzle"}[same] == "puzzle"
    assert PUZZLE != bytes(PUZZLE) and PUZZLE != PUZZLE.to_line()
    assert pickle.loads(pickle.dumps(PUZZLE)) == PUZZLE
    assert copy.deepcopy(PUZZLE) == PUZZLE


def test_a_grid_holds_digits_only() -> None:
    with pytest.raises(ValueError, match="r1c1 holds 10"):
        sudoku.Grid([10] + [0] * 80)
    assert sudoku.solve(SAMPLE_ANSWER) == sudoku.Grid(SAMPLE_ANSWER)
