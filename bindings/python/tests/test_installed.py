"""The package as pip installed it: imported from the environment, never from the source
tree, carrying its own libsudoku.so, marked as typed, the version of the library."""

from __future__ import annotations

import importlib.metadata
import subprocess
import sys
from pathlib import Path

import sudoku_lexmin as sudoku
from support import REPOSITORY


def test_the_package_is_the_installed_one_not_the_source_tree() -> None:
    package = Path(sudoku.__file__).resolve().parent
    assert package != REPOSITORY / "bindings/python/sudoku_lexmin", package
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


def test_the_import_name_is_the_distributions_and_no_sudoku_is_installed() -> None:
    # Every file the distribution installed lies in sudoku_lexmin/ or its metadata: none in a
    # folder sudoku/, which another package (py-sudoku) owns.
    files = importlib.metadata.files("sudoku-lexmin")
    assert files, "the distribution lists no files"
    tops = {file.parts[0] for file in files if not file.parts[0].endswith(".dist-info")}
    assert tops == {"sudoku_lexmin"}, tops
    assert sudoku.__name__ == "sudoku_lexmin"
    done = subprocess.run([sys.executable, "-c", "import sudoku"], capture_output=True, text=True)
    assert done.returncode != 0 and "No module named 'sudoku'" in done.stderr, done.stderr


def readme_python_section() -> str:
    readme = (REPOSITORY / "README.md").read_text()
    start = readme.index("\n### Python (")
    return readme[start : readme.index("\n### ", start + 1)]


def test_the_readme_five_liner_prints_the_grid_it_shows() -> None:
    # The section's first Python block, run as it stands, prints the text block after it.
    section = readme_python_section()
    code = section.split("```python\n", 1)[1].split("```", 1)[0]
    shown = section.split("```text\n", 1)[1].split("```", 1)[0]
    assert "import sudoku_lexmin" in code and len(code.strip().splitlines()) <= 5
    assert '"' in code.split("solve(", 1)[0], "the puzzle is given as a string"
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    assert done.stdout == shown
    assert shown.count("+-------+-------+-------+") == 4
