"""The calls for apps through the package: generation is the same for one puzzle, a
batch and a buffer; ratings and hints read the generated puzzles."""

from __future__ import annotations

import pytest

import sudoku_lexmin as sudoku

# A puzzle of the Sudoku Exchange bank that Sudoku Explainer rates 7.2: chains to the end.
CHAINS = bytes(
    int(c) for c in "083020090000800100029300008000098700070000060006740000300006980002005000010030540"
)


def test_generation_agrees_one_by_one_and_in_batches() -> None:
    batch = sudoku.generate_batch(40, 6, threads=2, symmetry=sudoku.Symmetry.ROTATE180)
    assert batch == [sudoku.generate(40 + i, symmetry=sudoku.Symmetry.ROTATE180) for i in range(6)]
    buffer = sudoku.generate_into(40, 6, symmetry=sudoku.Symmetry.ROTATE180)
    assert bytes(buffer) == b"".join(bytes(grid) for grid in batch)
    assert sudoku.generate_batch(40, 0) == []


def test_generated_puzzles_are_proper_and_rated() -> None:
    for puzzle in sudoku.generate_batch(7, 5, level=sudoku.Level.EASY):
        assert sudoku.count_solutions(puzzle, 2) == 1
        rating = sudoku.rate(puzzle)
        assert rating.level == sudoku.Level.EASY
        assert 10 <= rating.tenths <= 23 and rating.value == rating.tenths / 10
        assert rating.givens == sum(1 for cell in puzzle if cell)
        assert 10 <= rating.diamond <= rating.pearl <= rating.tenths
        assert sum(rating.steps) == 81 - rating.givens and len(rating.steps) == 64


def test_a_hint_moves_a_player_on() -> None:
    puzzle = sudoku.generate(2024, symmetry=sudoku.Symmetry.ROTATE180)
    grid = bytearray(puzzle)
    marks = sudoku.candidates(grid)
    hint = sudoku.hint(grid, marks)
    assert hint.text.startswith(sudoku.technique_name(hint.technique))
    assert hint.text.startswith(hint.technique.label)
    before = (bytes(grid), list(marks))
    hint.apply(grid, marks)
    assert (bytes(grid), marks) != before
    assert sudoku.solve(grid) == sudoku.solve(puzzle)


def test_a_work_bound_gives_the_same_rating_or_stops() -> None:
    rating = sudoku.rate(CHAINS)
    assert rating.tenths >= 70 and rating.work > 0
    assert sudoku.rate(CHAINS, max_work=rating.work) == rating
    for below in [rating.work - 1, rating.work // 2, 0]:
        with pytest.raises(sudoku.SudokuError) as caught:
            sudoku.rate(CHAINS, max_work=below)
        assert caught.value.status == sudoku.Status.BUDGET_EXCEEDED


def test_generation_within_a_range_of_ratings() -> None:
    puzzles = sudoku.generate_batch(3, 3, min_tenths=36, max_tenths=45)
    assert puzzles == [sudoku.generate(3 + i, min_tenths=36, max_tenths=45) for i in range(3)]
    for puzzle in puzzles:
        assert 36 <= sudoku.rate(puzzle).tenths <= 45
    assert sudoku.rate(sudoku.generate(5, min_tenths=60)).tenths >= 60
    with pytest.raises(sudoku.SudokuError) as caught:
        sudoku.generate(1, min_tenths=50, max_tenths=40)
    assert caught.value.status == sudoku.Status.INVALID_OPTION
    for bad in [-1, 1 << 16]:
        with pytest.raises(ValueError):
            sudoku.generate(1, min_tenths=bad)
        with pytest.raises(ValueError):
            sudoku.generate(1, max_tenths=bad)


def test_a_hint_with_the_givens_names_a_wrong_entry() -> None:
    puzzle = sudoku.generate(2024, symmetry="rotate180")
    answer = sudoku.solve(puzzle)
    marks = sudoku.candidates(puzzle)
    # An empty cell with another candidate than its answer: a wrong entry that clashes with
    # no given.
    cell = next(i for i in range(81) if not puzzle[i] and marks[i] & ~(1 << (answer[i] - 1)))
    wrong = next(d for d in range(1, 10) if d != answer[cell] and marks[cell] >> (d - 1) & 1)
    grid = sudoku.Grid([wrong if i == cell else value for i, value in enumerate(puzzle)])
    hint = sudoku.hint(grid, givens=puzzle)
    assert hint.technique == sudoku.Technique.MISTAKE and hint.mistake == sudoku.Mistake.ENTRY
    assert hint.cell == cell, hint
    assert sudoku.hint_with_givens(grid, puzzle).text == hint.text
