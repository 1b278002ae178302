"""Errors say where: text that is no grid names its line and column (ParseError, a
ValueError), a grid's error names its cell (SudokuError.cell and the message)."""

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
    assert str(error) == "line 1, column 12: unexpected character 'x'"
    assert (error.line, error.column, error.reason) == (1, 12, "unexpected character 'x'")
    # In the 9-line form, after comment lines; columns count whitespace, not a byte-order mark.
    rows = SAMPLE.splitlines()
    rows[4] = "\ufeff 06 0000050"
    rows[4] = rows[4][:5] + "?" + rows[4][6:]
    error = parse_error("# a comment\n\n" + "\n".join(rows))
    assert (error.line, error.column) == (7, 5), str(error)
    assert str(error) == "line 7, column 5: unexpected character '?'"
    # The same from bytes, and a bad character comes before a count.
    assert str(parse_error(b"12x")) == "line 1, column 3: unexpected character 'x'"


def test_bytes_that_are_not_utf8_are_placed_too() -> None:
    error = parse_error(LINE[:20].encode() + b"\xff" + LINE[21:].encode())
    assert (error.line, error.column) == (1, 21) and "0xff is not UTF-8" in str(error)


def test_wrong_counts_name_the_line() -> None:
    assert str(parse_error(LINE[:80])) == "line 1: a grid has 81 cells, this line has 80"
    rows = SAMPLE.splitlines()
    short = rows[:3] + [rows[3][:8]] + rows[4:]
    assert str(parse_error("\n".join(short))) == "line 4: a row has 9 cells, this one has 8"
    error = parse_error("\n".join(rows[:8]))
    assert str(error) == "a grid is 9 rows of 9 cells, this one has 8 rows" and error.line is None
    assert str(parse_error("\n".join(rows + rows[:1]))).startswith("line 10: a grid is 9 rows")
    assert str(parse_error(LINE + "\n" + LINE)).startswith("line 2: a second grid")
    assert str(parse_error(" \n# only a comment\n")) == "no grid: the text holds no cells"


def test_clashing_givens_name_the_later_cell() -> None:
    clash = "55" + "." * 79
    for call in [sudoku.solve, sudoku.validate, sudoku.count, sudoku.rate, sudoku.hint]:
        with pytest.raises(sudoku.SudokuError) as raised:
            call(clash)
        error = raised.value
        assert error.status == sudoku.Status.CONFLICT and error.cell == 1, call
        assert str(error) == f"{sudoku.status_message(sudoku.Status.CONFLICT)} (at r1c2)"
    # A clash in a column, far down: the later cell is r9c4.
    column = ["."] * 81
    column[3] = column[8 * 9 + 3] = "7"
    with pytest.raises(sudoku.SudokuError) as raised:
        sudoku.solve("".join(column))
    assert raised.value.cell == 8 * 9 + 3 and str(raised.value).endswith("(at r9c4)")


def test_a_value_above_nine_names_its_cell() -> None:
    cells = [0] * 81
    cells[40] = 12
    with pytest.raises(sudoku.SudokuError) as raised:
        sudoku.solve(cells)
    assert raised.value.status == sudoku.Status.INVALID_CELL and raised.value.cell == 40
    assert str(raised.value).endswith(": r5c5 holds 12")


def test_errors_without_a_place_say_the_status() -> None:
    with pytest.raises(sudoku.SudokuError) as raised:
        sudoku.solve("12345678." + "........9" + "." * 63)  # no 9 fits r1c9
    assert raised.value.status == sudoku.Status.UNSOLVABLE and raised.value.cell is None
    assert str(raised.value) == sudoku.status_message(sudoku.Status.UNSOLVABLE)
