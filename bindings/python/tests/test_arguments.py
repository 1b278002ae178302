"""Every call checks its arguments before the library sees them: text where cell values
belong is a TypeError that says to use parse_grid; negative or too large limits, seeds,
counts and thread counts are ValueErrors; a wrong type is a TypeError."""

from __future__ import annotations

from typing import Any, Callable

import pytest
import sudoku
from support import SAMPLE, SAMPLE_ANSWER

PUZZLE = sudoku.parse_grid(SAMPLE)
TEXT_LINE = "".join(str(value) for value in PUZZLE)


def test_parse_grid_reads_text_and_bytes_alike() -> None:
    assert sudoku.parse_grid(TEXT_LINE) == PUZZLE
    assert sudoku.parse_grid(TEXT_LINE.encode()) == PUZZLE
    assert sudoku.parse_grid(bytearray(SAMPLE.encode())) == PUZZLE
    with pytest.raises(ValueError, match="UTF-8"):
        sudoku.parse_grid(b"\xff" * 81)
    with pytest.raises(TypeError, match="parse_grid reads text"):
        sudoku.parse_grid(list(PUZZLE))  # type: ignore[arg-type]


SINGLE_GRID_CALLS: list[Callable[[Any], object]] = [
    sudoku.solve,
    sudoku.validate,
    lambda grid: sudoku.count_solutions(grid, 2),
    lambda grid: sudoku.count_solutions_bounded(grid, 2, 1000),
    sudoku.candidates,
    sudoku.hint,
    sudoku.rate,
    sudoku.format_grid,
]


@pytest.mark.parametrize("call", SINGLE_GRID_CALLS)
def test_text_where_cells_belong_is_a_clear_type_error(call: Callable[[Any], object]) -> None:
    for text in [TEXT_LINE, TEXT_LINE.encode(), SAMPLE.encode()[:81]]:
        with pytest.raises(TypeError, match="parse_grid"):
            call(text)
    with pytest.raises(TypeError, match="integer"):
        call([1.5] * 81)
    with pytest.raises(ValueError, match="81 cells"):
        call(bytes(80))


def test_grids_come_as_any_sequence_of_values() -> None:
    answer = bytes(int(c) for c in SAMPLE_ANSWER)
    assert sudoku.solve(PUZZLE) == answer
    assert sudoku.solve(bytearray(PUZZLE)) == answer
    assert sudoku.solve(list(PUZZLE)) == answer
    assert sudoku.solve(memoryview(PUZZLE)) == answer
    # Byte 9 is also a tab: a grid of values is not mistaken for text.
    nines = bytes([9] + [0] * 80)
    assert sudoku.solve(nines)[0] == 9


@pytest.mark.parametrize(
    "call",
    [
        lambda bad: sudoku.count_solutions(PUZZLE, bad),
        lambda bad: sudoku.count_solutions_bounded(PUZZLE, bad, 10),
        lambda bad: sudoku.count_solutions_bounded(PUZZLE, 2, bad),
        lambda bad: sudoku.solve_batch(PUZZLE, threads=bad),
        lambda bad: sudoku.count_batch(PUZZLE, bad),
        lambda bad: sudoku.count_batch(PUZZLE, 2, threads=bad),
        lambda bad: sudoku.generate(bad),
        lambda bad: sudoku.generate_batch(1, bad),
        lambda bad: sudoku.generate_batch(1, 0, threads=bad),
        lambda bad: sudoku.generate_batch(bad, 1),
        lambda bad: sudoku.rate(PUZZLE, max_work=bad),
    ],
)
def test_negative_and_oversized_numbers_are_value_errors(call: Callable[[Any], object]) -> None:
    for bad in [-1, 1 << 64]:
        with pytest.raises(ValueError):
            call(bad)
    for bad in [2.0, True, "2"]:
        with pytest.raises(TypeError):
            call(bad)


def test_thread_counts_fit_32_bits() -> None:
    with pytest.raises(ValueError, match="2\\*\\*32"):
        sudoku.solve_batch(PUZZLE, threads=1 << 32)
    assert sudoku.solve_batch(PUZZLE, threads=(1 << 32) - 1).statuses[0] == sudoku.Status.OK
