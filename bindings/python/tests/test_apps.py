"""The calls for apps through the package: generation is the same for one puzzle, a
batch and a buffer; ratings and hints read the generated puzzles."""

from __future__ import annotations

import sudoku


def test_generation_agrees_one_by_one_and_in_batches() -> None:
    batch = sudoku.generate_batch(40, 6, threads=2, symmetry=sudoku.Symmetry.ROTATE180)
    assert batch == [sudoku.generate(40 + i, symmetry=sudoku.Symmetry.ROTATE180) for i in range(6)]
    buffer = sudoku.generate_into(40, 6, symmetry=sudoku.Symmetry.ROTATE180)
    assert bytes(buffer) == b"".join(batch)
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
    before = (bytes(grid), list(marks))
    hint.apply(grid, marks)
    assert (bytes(grid), marks) != before
    assert sudoku.solve(grid) == sudoku.solve(puzzle)
