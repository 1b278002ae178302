"""The type hints are complete: mypy --strict accepts the installed package, and a program
that uses it as doc/languages.md shows; and it refuses what is no puzzle or no option."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from support import need

USER = '''
import numpy
import sudoku_lexmin as sudoku

puzzle: sudoku.Grid = sudoku.parse_grid("." * 81)
answer: sudoku.Grid = sudoku.solve("003020600900305001001806400008102900700000008006708200002609500800203009005010300")
rows: list[list[int]] = answer.to_rows()
line: str = answer.to_line()
array: numpy.ndarray = answer.to_numpy()
cell: int = answer[0, 0] + answer[80]
again: sudoku.Grid = sudoku.solve(rows)
flat: int = sudoku.count([0] * 81)
count: int = sudoku.count(puzzle, limit=2)
batch = sudoku.solve_batch(bytes(puzzle) * 2, threads=2)
first: sudoku.Status = batch[0][0]
grid_or_none: sudoku.Grid | None = batch[0][1]
statuses_list: list[int] = batch.statuses.tolist()
answers_buffer: bytearray = batch.answers
grids = numpy.zeros((2, 81), dtype=numpy.uint8)
arrays = sudoku.solve_batch(grids)
shape: tuple[int, ...] = arrays.answers.shape
generated: sudoku.Grid = sudoku.generate(level="hard", symmetry="rotate180")
rating = sudoku.rate(generated)
value: float = rating.value
level: sudoku.Level = rating.level
name: str = rating.hardest.label
hint: sudoku.Hint = sudoku.hint(generated, givens=generated)
try:
    sudoku.solve("x")
except sudoku.ParseError as error:
    where: int | None = error.column
layout, givens = sudoku.Layout.parse("6x6 windoku: 1" + "." * 35)
with layout:
    answer_cells: bytes = layout.solve(givens, max_work=10**6)
    counted: sudoku.Count = layout.count([0] * 36, limit=2)
    marks: list[int] = layout.candidates("1" + "." * 35)
    size: int = layout.size
'''

MISTAKES = '''
import sudoku_lexmin as sudoku
sudoku.solve(42)
sudoku.generate(level=2.5)
sudoku.Layout("4x4").solve(4.5)
'''


def mypy(tmp_path: Path, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "mypy", "--strict", "--no-incremental", *args],
        capture_output=True,
        text=True,
        cwd=tmp_path,
    )


def test_mypy_strict_accepts_the_package_and_its_use(tmp_path: Path) -> None:
    need("mypy")
    need("numpy")
    (tmp_path / "user.py").write_text(USER)
    done = mypy(tmp_path, "user.py")
    assert done.returncode == 0, done.stdout + done.stderr
    package = mypy(tmp_path, "-p", "sudoku_lexmin")
    assert package.returncode == 0, package.stdout + package.stderr


def test_mypy_refuses_what_is_no_puzzle_or_option(tmp_path: Path) -> None:
    need("mypy")
    (tmp_path / "mistakes.py").write_text(MISTAKES)
    done = mypy(tmp_path, "mistakes.py")
    assert done.returncode == 1
    assert 'Argument 1 to "solve" has incompatible type "int"' in done.stdout, done.stdout
    assert '"level" to "generate" has incompatible type "float"' in done.stdout, done.stdout
    assert 'Argument 1 to "solve" of "Layout" has incompatible type "float"' in done.stdout, done.stdout
