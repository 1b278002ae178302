"""Errors say where, as the library tells it (sudoku_parse, sudoku_explain) in its own words:
text that is no grid names its line and column (ParseError, a ValueError), a clash its two
cells, digit and house, a value above 9 its cell (SudokuError)."""

from __future__ import annotations

import pytest
import sudoku_lexmin as sudoku
from support import SAMPLE

LINE = "".join(SAMPLE.split())


def parse_error(text: str | bytes) -> sudoku.ParseError:
    with pytest.raises(sudoku.ParseError) as raised:
        sudoku.solve(text)
    assert isinstance(raised.value, ValueError)
    return raised.value


def test_a_bad_character_is_named_with_its_line_and_column() -> None:
    error = parse_error(LINE[:11] + "x" + LINE[12:])
    assert str(error).startswith("line 1, column 12: unexpected character 'x'"), str(error)
    assert (error.line, error.column, error.problem) == (1, 12, sudoku.TextProblem.BAD_CHARACTER)
    assert str(error) == f"line 1, column 12: {error.reason}"
    # In the 9-line form, after comment lines; columns count whitespace, not a byte-order mark.
    rows = SAMPLE.splitlines()
    rows[4] = "\ufeff 06 ?000050"
    error = parse_error("# a comment\n\n" + "\n".join(rows))
    assert (error.line, error.column) == (7, 5), str(error)
    assert str(error).startswith("line 7, column 5: unexpected character '?'")
    # The same from bytes.
    error = parse_error(("." * 40 + "?" + "." * 40).encode())
    assert (error.line, error.column, error.problem) == (1, 41, sudoku.TextProblem.BAD_CHARACTER)


def test_bytes_that_are_not_utf8_are_placed_too() -> None:
    error = parse_error(LINE[:20].encode() + b"\xff" + LINE[21:].encode())
    assert (error.line, error.column) == (1, 21) and "0xff is not UTF-8" in str(error)


def test_wrong_counts_name_the_line() -> None:
    error = parse_error(LINE[:80])
    assert error.problem == sudoku.TextProblem.LINE_LENGTH and error.line == 1
    assert error.reason == "a puzzle line needs 81 cells, this one has 80"
    rows = SAMPLE.splitlines()
    error = parse_error("\n".join(rows[:3] + [rows[3][:8]] + rows[4:]))
    assert (error.line, error.problem) == (4, sudoku.TextProblem.ROW_LENGTH), str(error)
    assert error.reason == "a row needs 9 cells, this one has 8"
    assert parse_error("\n".join(rows[:8])).problem == sudoku.TextProblem.TOO_FEW_ROWS
    error = parse_error("\n".join(rows + rows[:1]))
    assert (error.line, error.problem) == (10, sudoku.TextProblem.TOO_MANY_ROWS)
    assert parse_error(" \n# only a comment\n").problem == sudoku.TextProblem.EMPTY


def test_clashing_givens_name_both_cells_the_digit_and_the_house() -> None:
    clash = "55" + "." * 79
    for call in [sudoku.solve, sudoku.validate, sudoku.count, sudoku.rate, sudoku.hint]:
        with pytest.raises(sudoku.SudokuError) as raised:
            call(clash)
        error = raised.value
        assert error.status == sudoku.Status.CONFLICT, call
        assert (error.other_cell, error.cell, error.digit, error.house) == (0, 1, 5, ("row", 1))
        assert str(error) == (
            "digit 5 appears twice in one row: at row 1, column 1 and at row 1, column 2"
        )
    # A clash in a column, far down, and one in a box.
    column = ["."] * 81
    column[3] = column[8 * 9 + 3] = "7"
    with pytest.raises(sudoku.SudokuError) as raised:
        sudoku.solve("".join(column))
    error = raised.value
    assert (error.other_cell, error.cell, error.digit, error.house) == (3, 75, 7, ("column", 4))
    box = [[0] * 9 for _ in range(9)]
    box[0][0] = box[2][2] = 4
    with pytest.raises(sudoku.SudokuError) as raised:
        sudoku.solve(box)
    assert raised.value.house == ("box", 1) and raised.value.cell == 20
    assert "digit 4 appears twice in one box" in str(raised.value)


def test_a_value_above_nine_names_its_cell() -> None:
    cells = [0] * 81
    cells[40] = 12
    with pytest.raises(sudoku.SudokuError) as raised:
        sudoku.solve(cells)
    error = raised.value
    assert error.status == sudoku.Status.INVALID_CELL and (error.cell, error.digit) == (40, 12)
    assert str(error) == "invalid cell at row 5, column 5: 12 is not 0 (blank) or a digit 1 to 9"


def test_errors_without_a_place_say_the_status() -> None:
    with pytest.raises(sudoku.SudokuError) as raised:
        sudoku.solve("12345678." + "........9" + "." * 63)  # no 9 fits r1c9
    assert raised.value.status == sudoku.Status.UNSOLVABLE and raised.value.cell is None
    assert str(raised.value) == sudoku.status_message(sudoku.Status.UNSOLVABLE)
