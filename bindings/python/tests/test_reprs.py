"""What prints reads: enums print their names, hints, ratings, chains and batches have reprs
that say what they hold, and options take names or enums."""

from __future__ import annotations

import random

import pytest
import sudoku_lexmin as sudoku
from support import SAMPLE

# The first step of this grid is a naked pair (Technique.NAKED_PAIR).
NAKED_PAIR = "010540723752803004403702805240378901070104008000000007937285006500001372020037589"


def test_enums_print_their_names() -> None:
    assert str(sudoku.Level.MEDIUM) == "medium" and f"{sudoku.Level.MEDIUM}" == "medium"
    assert str(sudoku.Symmetry.ROTATE180) == "rotate180"
    assert str(sudoku.Status.CONFLICT) == "conflict"
    assert str(sudoku.Technique.NAKED_PAIR) == "naked_pair"
    assert repr(sudoku.Level.HARD) == "Level.HARD"
    assert repr(sudoku.Technique.X_WING) == "Technique.X_WING"
    # The number is there when asked for, and the members are still ints.
    assert f"{sudoku.Status.CONFLICT:d}" == "3" and sudoku.Status.CONFLICT == 3
    assert sudoku.Technique.NAKED_PAIR.label == "Naked pair"
    rating = sudoku.rate(SAMPLE)
    assert str(rating.level) in {"easy", "medium", "hard", "expert", "beyond"}


def test_hint_repr() -> None:
    hint = sudoku.hint(NAKED_PAIR)
    assert hint.technique == sudoku.Technique.NAKED_PAIR
    assert repr(hint) == f"Hint(technique=Technique.NAKED_PAIR, text={hint.text!r})"
    assert hint.text.startswith("Naked pair: ") and str(hint) == hint.text


def test_rating_repr_and_str() -> None:
    rating = sudoku.rate(NAKED_PAIR)
    expected = (
        f"Rating(level={rating.level!r}, value={rating.value}, hardest={rating.hardest!r}, "
        f"givens={rating.givens})"
    )
    assert repr(rating) == expected
    assert "steps" not in repr(rating) and len(repr(rating)) < 120
    assert str(rating) == (
        f"{sudoku.level_name(rating.level)} {rating.value:.1f} "
        f"{sudoku.technique_name(rating.hardest)}"
    )


def test_batches_are_summarised() -> None:
    grids = [SAMPLE, "55" + "." * 79, SAMPLE, "12345678." + "........9" + "." * 63]
    assert repr(sudoku.solve_batch(grids)) == "SolvedBatch(4 grids: 2 ok, 1 conflict, 1 unsolvable)"
    assert repr(sudoku.count_batch(grids[:2])) == "CountedBatch(2 grids: 1 ok, 1 conflict)"
    assert repr(sudoku.solve_batch(b"")) == "SolvedBatch(0 grids)"
    assert repr(sudoku.solve_batch([SAMPLE])) == "SolvedBatch(1 grid: 1 ok)"


def test_chain_repr() -> None:
    found = sudoku.hint_chain(
        "593826147040910083008034902001402009469050821000109304004670298986241735700098416"
    )
    assert repr(found.chain) == "Chain(kind=ChainKind.Y_CYCLE, lines=1)"
    assert repr(found).startswith("ChainHint(hint=Hint(technique=Technique.BIDIRECTIONAL_CYCLE")


def test_options_take_names_or_enums() -> None:
    by_name = sudoku.generate(11, level="easy", symmetry="rotate180")
    by_enum = sudoku.generate(11, level=sudoku.Level.EASY, symmetry=sudoku.Symmetry.ROTATE180)
    assert by_name == by_enum
    assert sudoku.generate(11, level="EASY", symmetry="Rotate180") == by_name
    assert sudoku.rate(by_name).level == sudoku.Level.EASY
    # Half-turn symmetry: a cell is filled exactly when its opposite is.
    assert all((by_name[i] == 0) == (by_name[80 - i] == 0) for i in range(81))
    assert sudoku.generate_batch(11, 2, level="easy", symmetry="rotate180")[0] == by_name
    with pytest.raises(ValueError, match="level is one of any, easy, medium, hard"):
        sudoku.generate(1, level="bogus")
    with pytest.raises(ValueError, match="symmetry is one of none, rotate180"):
        sudoku.generate(1, symmetry="sideways")
    with pytest.raises(TypeError):
        sudoku.generate(1, level=2.5)  # type: ignore[arg-type]


def test_the_seed_defaults_to_a_random_one() -> None:
    puzzles = {sudoku.generate() for _ in range(4)}
    assert len(puzzles) > 1  # four equal draws from 2**64 seeds would be a broken default
    for puzzle in puzzles:
        assert sudoku.count(puzzle) == 1
    # Drawn from Python's random: random.seed repeats it.
    random.seed(5)
    first = sudoku.generate()
    random.seed(5)
    assert sudoku.generate() == first
