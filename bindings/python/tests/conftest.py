"""The fixtures of the package's tests."""

from __future__ import annotations

import pytest
from support import REPOSITORY, puzzle_lines


@pytest.fixture(scope="session")
def proper_puzzles() -> list[str]:
    """Puzzles with one solution from the public sets (tests/data/proper_puzzles.txt)."""
    return puzzle_lines(REPOSITORY / "tests/data/proper_puzzles.txt")
