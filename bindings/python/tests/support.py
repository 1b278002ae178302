"""What the package's tests share: the repository's puzzle files, and the optional
dependencies, which a test needing one skips without (with CI=true it fails instead: CI
installs them all). On sys.path through pytest's `pythonpath` (pyproject.toml)."""

from __future__ import annotations

import importlib
import os
from pathlib import Path
from types import ModuleType

import pytest

REPOSITORY = Path(__file__).resolve().parents[3]
"""The repository root: the tests read its puzzle files, never its package sources."""

SAMPLE = (REPOSITORY / "examples/sample.txt").read_text()
SAMPLE_ANSWER = (
    "143628579572139468986754231391542786468917352725863914237481695619275843854396127"
)


def need(module: str) -> ModuleType:
    """The module, imported; a skip when it is missing (a failure when CI=true)."""
    try:
        return importlib.import_module(module)
    except ImportError:
        if os.environ.get("CI") == "true":
            pytest.fail(f"{module} is missing: CI installs it")
        pytest.skip(f"{module} is not installed")


def puzzle_lines(path: Path) -> list[str]:
    """The puzzle lines of a file of one puzzle a line: neither blank nor a comment."""
    lines = path.read_text().splitlines()
    return [line for line in lines if line.strip() and not line.startswith("#")]
