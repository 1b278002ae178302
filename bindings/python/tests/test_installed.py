"""The package as pip installed it: imported from the environment, never from the source
tree, carrying its own libsudoku.so, marked as typed, the version of the library."""

from __future__ import annotations

import importlib.metadata
import subprocess
import sys
from pathlib import Path

import sudoku
from support import REPOSITORY


def test_the_package_is_the_installed_one_not_the_source_tree() -> None:
    package = Path(sudoku.__file__).resolve().parent
    assert package != REPOSITORY / "bindings/python/sudoku", package
    assert "site-packages" in package.parts, package


def test_the_library_inside_the_package_is_the_one_loaded() -> None:
    package = Path(sudoku.__file__).resolve().parent
    assert (package / "libsudoku.so").is_file()
    assert Path(sudoku.LIBRARY_PATH) == package / "libsudoku.so"


def test_the_package_is_typed() -> None:
    package = Path(sudoku.__file__).resolve().parent
    assert (package / "py.typed").is_file()


def test_versions_agree() -> None:
    assert sudoku.version() == sudoku.__version__
    assert importlib.metadata.version("sudoku-lexmin") == sudoku.version()


def test_the_example_runs_on_the_installed_package() -> None:
    script = REPOSITORY / "examples/python/solve.py"
    done = subprocess.run(
        [sys.executable, str(script)], capture_output=True, text=True, timeout=120
    )
    assert done.returncode == 0, done.stderr
    assert "143628579" in done.stdout
