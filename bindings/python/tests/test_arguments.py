"""Every call takes a puzzle in any form (text as str or bytes, 81 values, 9 rows of 9, a
Grid) and checks it before the library sees it; negative or too large limits, seeds,
counts and thread counts are ValueErrors; a wrong type is a TypeError."""

from __future__ import annotations

from typing import Any, Callable

import pytest
import sudoku_lexmin as sudoku
from support import SAMPLE, SAMPLE_ANSWER

PUZZLE = sudoku.parse_grid(SAMPLE)
TEXT_LINE = PUZZLE.to_line()
ANSWER = sudoku.Grid(SAMPLE_ANSWER)


def test_parse_grid_reads_text_and_bytes_alike() -> None:
    assert isinstance(PUZZLE, sudoku.Grid)
    assert sudoku.parse_grid(TEXT_LINE) == PUZZLE
    assert sudoku.parse_grid(TEXT_LINE.encode()) == PUZZLE
    assert sudoku.parse_grid(bytearray(SAMPLE.encode())) == PUZZLE
    assert sudoku.parse_grid(TEXT_LINE.replace("0", ".")) == PUZZLE
    with pytest.raises(ValueError, match="UTF-8"):
        sudoku.parse_grid(b"\xff" * 81)
    with pytest.raises(TypeError, match="parse_grid reads text"):
        sudoku.parse_grid(list(PUZZLE))  # type: ignore[arg-type]


def forms(grid: sudoku.Grid) -> dict[str, object]:
    """The same puzzle in every form a call takes."""
    line = grid.to_line()
    return {
        "str": line,
        "str with dots": grid.to_line("."),
        "9 lines": grid.to_text(),
        "bytes of text": line.encode(),
        "bytes of values": bytes(grid),
        "bytearray": bytearray(grid),
        "memoryview": memoryview(bytes(grid)),
        "flat list": list(grid),
        "tuple": tuple(grid),
        "list of rows": grid.to_rows(),
        "tuple of row tuples": tuple(tuple(row) for row in grid.to_rows()),
        "Grid": grid,
    }


@pytest.mark.parametrize("form", list(forms(PUZZLE)))
def test_every_call_takes_every_form(form: str) -> None:
    puzzle = forms(PUZZLE)[form]
    answer = sudoku.solve(puzzle)  # type: ignore[arg-type]
    assert isinstance(answer, sudoku.Grid) and answer == ANSWER
    assert sudoku.Grid(puzzle) == PUZZLE  # type: ignore[arg-type]
    assert sudoku.count(puzzle) == 1  # type: ignore[arg-type]
    assert sudoku.count_solutions(puzzle, 2) == 1  # type: ignore[arg-type]
    sudoku.validate(puzzle)  # type: ignore[arg-type]
    assert sudoku.candidates(puzzle) == sudoku.candidates(PUZZLE)  # type: ignore[arg-type]
    assert sudoku.hint(puzzle).text == sudoku.hint(PUZZLE).text  # type: ignore[arg-type]
    assert sudoku.rate(puzzle) == sudoku.rate(PUZZLE)  # type: ignore[arg-type]
    assert sudoku.format_grid(puzzle) == PUZZLE.to_text()  # type: ignore[arg-type]
    assert sudoku.hint_chain(puzzle).text == sudoku.hint(PUZZLE).text  # type: ignore[arg-type]


def test_numpy_arrays_are_puzzles_too() -> None:
    from support import need

    numpy = need("numpy")
    for array in [
        numpy.asarray(PUZZLE),
        PUZZLE.to_numpy().reshape(81),
        PUZZLE.to_numpy().astype(numpy.int64),
        PUZZLE.to_numpy().T.T,
    ]:
        assert sudoku.solve(array) == ANSWER
    # A view that is not contiguous: every other row of a larger array.
    doubled = numpy.repeat(PUZZLE.to_numpy(), 2, axis=0)[::2]
    assert not doubled.flags["C_CONTIGUOUS"] and sudoku.solve(doubled) == ANSWER


def test_values_and_text_are_told_apart() -> None:
    # Byte 9 is also a tab, byte 10 a line break: bytes holding no character of the grammar
    # are cell values.
    nines = bytes([9] + [0] * 80)
    assert sudoku.solve(nines)[0] == 9
    with pytest.raises(sudoku.SudokuError) as raised:
        sudoku.solve(bytes([10] + [0] * 80))
    assert raised.value.status == sudoku.Status.INVALID_CELL and raised.value.cell == 0
    assert str(raised.value).startswith("invalid cell at row 1, column 1: 10 is not")


@pytest.mark.parametrize(
    "call",
    [sudoku.solve, sudoku.validate, sudoku.count, sudoku.candidates, sudoku.hint, sudoku.rate],
)
def test_what_is_no_puzzle_is_refused_clearly(call: Callable[[Any], object]) -> None:
    with pytest.raises(TypeError, match="integer"):
        call([1.5] * 81)
    with pytest.raises(TypeError, match="puzzle is text"):
        call(42)
    with pytest.raises(ValueError, match="81 cells"):
        call(bytes(80))
    with pytest.raises(ValueError, match="81 cells"):
        call([0] * 80)
    with pytest.raises(ValueError, match="row 3 has 8"):
        call([[0] * 9, [0] * 9, [0] * 8] + [[0] * 9] * 6)
    with pytest.raises(ValueError, match="r1c2 holds -1"):
        call([0, -1] + [0] * 79)
    with pytest.raises(sudoku.ParseError, match="line 1, column 5: unexpected character 'x'"):
        call("0000x" + "0" * 76)


@pytest.mark.parametrize(
    "call",
    [
        lambda bad: sudoku.count_solutions(PUZZLE, bad),
        lambda bad: sudoku.count(PUZZLE, bad),
        lambda bad: sudoku.count_solutions_bounded(PUZZLE, bad, 10),
        lambda bad: sudoku.count_solutions_bounded(PUZZLE, 2, bad),
        lambda bad: sudoku.solve_batch(bytes(PUZZLE), threads=bad),
        lambda bad: sudoku.count_batch(bytes(PUZZLE), bad),
        lambda bad: sudoku.count_batch(bytes(PUZZLE), 2, threads=bad),
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
        sudoku.solve_batch(bytes(PUZZLE), threads=1 << 32)
    assert sudoku.solve_batch(PUZZLE.to_bytes(), threads=(1 << 32) - 1).statuses[0] == 0
