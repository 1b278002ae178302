"""The type hints are complete: mypy --strict accepts the installed package, and a program
that uses it as the README shows; and it refuses a text grid where cells belong."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from support import need

USER = '''
import numpy
import sudoku

puzzle: bytes = sudoku.parse_grid("." * 81)
answer: bytes = sudoku.solve(puzzle)
count: int = sudoku.count_solutions(puzzle, 2)
batch = sudoku.solve_batch(puzzle * 2, threads=2)
first: sudoku.Status = batch[0][0]
statuses_list: list[int] = batch.statuses.tolist()
answers_buffer: bytearray = batch.answers
grids = numpy.zeros((2, 81), dtype=numpy.uint8)
arrays = sudoku.solve_batch(grids)
shape: tuple[int, ...] = arrays.answers.shape
rating: float = sudoku.rate(sudoku.generate(1)).value
'''

MISTAKE = '''
import sudoku
sudoku.solve("." * 81)
'''


def mypy(tmp_path: Path, name: str, code: str) -> subprocess.CompletedProcess[str]:
    program = tmp_path / name
    program.write_text(code)
    return subprocess.run(
        [sys.executable, "-m", "mypy", "--strict", "--no-incremental", str(program)],
        capture_output=True,
        text=True,
        cwd=tmp_path,
    )


def test_mypy_strict_accepts_the_package_and_its_use(tmp_path: Path) -> None:
    need("mypy")
    need("numpy")
    done = mypy(tmp_path, "user.py", USER)
    assert done.returncode == 0, done.stdout + done.stderr
    package = subprocess.run(
        [sys.executable, "-m", "mypy", "--strict", "--no-incremental", "-p", "sudoku"],
        capture_output=True,
        text=True,
        cwd=tmp_path,
    )
    assert package.returncode == 0, package.stdout + package.stderr


def test_mypy_refuses_text_for_cells(tmp_path: Path) -> None:
    need("mypy")
    done = mypy(tmp_path, "mistake.py", MISTAKE)
    assert done.returncode == 1
    assert 'Argument 1 to "solve" has incompatible type "str"' in done.stdout, done.stdout
