"""Grids of any layout through ``Layout``: answers as the program gives them, counts within a
work bound, errors that say why and where, and the handle's life."""

from __future__ import annotations

import gc

import pytest
import sudoku_lexmin as sudoku

JIGSAW = (
    "9x9 jigsaw: 4.......7.........15......4..3...7..9.1...8.6..8...4..2.......8.........7.......9"
    " 112233333111214443211254443222254443615555573688859999688859779688879777666669977"
)
TINY_X = '{"size":4,"diagonal-":true,"grid":[[{"value":1,"given":true},{},{},{}],[{},{},{},{}],[{},{},{},{}],[{},{},{},{"value":3}]]}'


def is_solved(layout: sudoku.Layout, cells: bytes) -> bool:
    return 0 not in cells and layout.count(cells, limit=2) == sudoku.Count(1, True)


def test_a_prefix_makes_a_blank_layout() -> None:
    with sudoku.Layout("16x16 x") as layout:
        assert (layout.size, layout.cells) == (16, 256)
        answer = layout.solve_any(bytes(256))
        assert sorted(answer[:16]) == list(range(1, 17))
        assert is_solved(layout, answer)
        assert repr(layout) == "Layout(size=16)"
    assert repr(layout) == "Layout(closed)"
    with pytest.raises(ValueError, match="closed"):
        layout.size
    layout.close()  # twice: harmless


def test_a_jigsaw_line_solves() -> None:
    layout, givens = sudoku.Layout.parse(JIGSAW)
    assert layout.size == 9 and givens[0] == 4 and givens[1] == 0
    answer = layout.solve(givens)
    assert is_solved(layout, answer) and is_solved(layout, layout.solve_any(givens))
    assert all(answer[cell] == given for cell, given in enumerate(givens) if given)
    assert layout.symbols(answer)[0] == "4"


def test_the_smallest_completion_comes_first() -> None:
    layout, givens = sudoku.Layout.parse("4x4: 1...........4..2")
    assert layout.symbols(layout.solve(givens)) == "1234342121434312"
    assert layout.count(givens, limit=5) == sudoku.Count(5, True)
    # Text in the layout's symbols, ints and bytes are the same grid.
    assert layout.solve("1...........4..2") == layout.solve(list(givens))


def test_counts_stop_at_the_work_bound() -> None:
    layout = sudoku.Layout("16x16")
    stopped = layout.count(bytes(256), limit=1000, max_work=50)
    assert not stopped.finished and stopped.count < 1000
    with pytest.raises(sudoku.SudokuError) as raised:
        layout.solve(bytes(256), max_work=2)
    assert raised.value.status == sudoku.Status.BUDGET_EXCEEDED


def test_errors_say_why_and_where() -> None:
    with pytest.raises(sudoku.SudokuError) as raised:
        sudoku.Layout("6x6 kings")
    assert raised.value.status == sudoku.Status.INVALID_LAYOUT
    assert str(raised.value).startswith("column 5: `kings` is not a rule")
    layout, givens = sudoku.Layout.parse("4x4 x: 1...............")
    clash = bytearray(givens)
    clash[10] = 1  # r3c3, on the main diagonal with r1c1
    with pytest.raises(sudoku.SudokuError) as raised:
        layout.solve(clash)
    assert (raised.value.status, raised.value.cell) == (sudoku.Status.CONFLICT, 10)
    assert str(raised.value) == (
        "digit 1 appears twice in the main diagonal: at row 1, column 1 and at row 3, column 3"
    )
    with pytest.raises(sudoku.SudokuError) as raised:
        layout.validate([5] + [0] * 15)
    assert (raised.value.status, raised.value.cell) == (sudoku.Status.INVALID_CELL, 0)
    with pytest.raises(ValueError, match="16 cells"):
        layout.candidates(bytes(81))
    with pytest.raises(ValueError, match="symbol"):
        layout.solve("?" * 16)
    with pytest.raises(sudoku.SudokuError) as raised:
        layout.solve("...." * 3 + "...X")  # 33: a symbol, but above the size
    assert (raised.value.status, raised.value.cell) == (sudoku.Status.INVALID_CELL, 15)
    with pytest.raises(TypeError):
        layout.solve(3.5)  # type: ignore[arg-type]
    with pytest.raises(sudoku.SudokuError) as raised:
        layout.solve([1, 2, 0, 0, 0, 0, 3, 4] + [0] * 8)
    assert raised.value.status == sudoku.Status.UNSOLVABLE


def test_candidates_are_masks_of_the_digits_left() -> None:
    layout, givens = sudoku.Layout.parse("4x4 x: 1...............")
    marks = layout.candidates(givens)
    assert marks[0] == 0b0001
    assert marks[5] == 0b1110  # r2c2: its box and the main diagonal see the 1
    assert marks[6] == 0b1111


def test_an_fpuzzles_document_gives_its_layout_and_givens() -> None:
    layout, givens = sudoku.Layout.from_fpuzzles(TINY_X)
    assert layout.size == 4 and givens[0] == 1 and givens[15] == 0
    assert is_solved(layout, layout.solve(givens))
    unsupported = TINY_X.replace('"size":4,', '"size":4,"thermometer":[{"lines":[["R1C1","R1C2"]]}],')
    with pytest.raises(sudoku.SudokuError) as raised:
        sudoku.Layout.from_fpuzzles(unsupported)
    assert raised.value.status == sudoku.Status.INVALID_LAYOUT
    assert "thermometer" in str(raised.value)


KILLER = "4x4 killer: ................ aabbccddeeffgghh a=3,b=7,c=7,d=3,e=5,f=5,g=5,h=5"


def test_a_killer_solves_counts_and_refuses_an_impossible_sum() -> None:
    layout, givens = sudoku.Layout.parse(KILLER)
    with layout:
        answer = layout.solve(givens)
        assert is_solved(layout, answer)
        # Eight cages of two cells, row by row: each pair makes its sum.
        sums = [3, 7, 7, 3, 5, 5, 5, 5]
        assert [answer[2 * i] + answer[2 * i + 1] for i in range(8)] == sums
        count = layout.count(givens, limit=5)
        assert count.finished and count.count >= 2
    with pytest.raises(sudoku.SudokuError) as raised:
        sudoku.Layout.parse(KILLER.replace("a=3", "a=2"))
    assert raised.value.status == sudoku.Status.INVALID_LAYOUT
    assert "make 3 to 7, not 2" in str(raised.value)


def test_layouts_are_freed_when_collected() -> None:
    for _ in range(200):
        sudoku.Layout("9x9 x")
    gc.collect()


def test_generated_puzzles_are_lines_with_one_completion() -> None:
    with sudoku.Layout("6x6 x") as layout:
        line = layout.generate(7, sudoku.Symmetry.ROTATE180)
        assert line == layout.generate(7, sudoku.Symmetry.ROTATE180)
        assert line.startswith("6x6 x: ")
        again, givens = sudoku.Layout.parse(line)
        with again:
            assert again.count(givens, limit=2) == sudoku.Count(1, True)
        with pytest.raises(sudoku.SudokuError) as refused:
            layout.generate(7, sudoku.Symmetry.ROTATE90)
        assert refused.value.status == sudoku.Status.INVALID_OPTION
    with sudoku.Layout("9x9 anti-king") as layout:
        jigsaw = layout.generate(3, jigsaw=True, minimal=False)
        assert jigsaw.startswith("9x9 jigsaw anti-king: ")
        assert len(jigsaw.split(" ")[-1]) == 81
        rated = layout.generate(5, min_tenths=26, max_tenths=45)
        again, givens = sudoku.Layout.parse(rated)
        with again:
            assert 26 <= again.rate(givens).tenths <= 45
        with pytest.raises(sudoku.SudokuError) as empty:
            layout.generate(5, min_tenths=45, max_tenths=26)
        assert empty.value.status == sudoku.Status.INVALID_OPTION
    with sudoku.Layout("6x6") as six, pytest.raises(sudoku.SudokuError) as unrated:
        six.generate(1, min_tenths=30)
    assert unrated.value.status == sudoku.Status.INVALID_LAYOUT


X_PUZZLE = "000008700000562000020000000000100000050000340070200050014000590000000800000805010"


def test_layout_puzzles_are_rated_and_hinted() -> None:
    with sudoku.Layout("9x9 x") as layout:
        rating = layout.rate(X_PUZZLE)
        assert rating.tenths == 29
        assert rating.hardest == sudoku.Technique.GENERALIZED_INTERSECTION
        with pytest.raises(sudoku.SudokuError) as bounded:
            layout.rate(X_PUZZLE, max_work=1)
        assert bounded.value.status == sudoku.Status.BUDGET_EXCEEDED
        hint = layout.hint(X_PUZZLE)
        assert hint.technique == sudoku.Technique.HIDDEN_SINGLE
        assert hint.text.startswith("Hidden single: in ")
        solution = layout.solve(X_PUZZLE)
        marks = layout.candidates(X_PUZZLE)
        # A blank and a digit its marks allow that is not the solution's: a wrong entry.
        cell = next(
            at
            for at in range(81)
            if X_PUZZLE[at] == "0" and marks[at] & ~(1 << (solution[at] - 1))
        )
        digit = next(d for d in range(1, 10) if marks[cell] >> (d - 1) & 1 and d != solution[cell])
        player = bytearray(int(symbol) for symbol in X_PUZZLE)
        player[cell] = digit
        mistake = layout.hint(bytes(player), givens=X_PUZZLE)
        assert mistake.technique == sudoku.Technique.MISTAKE
        with pytest.raises(ValueError):
            layout.hint(X_PUZZLE, [0] * 80)
    with sudoku.Layout("6x6") as six:
        with pytest.raises(sudoku.SudokuError) as refused:
            six.rate("0" * 36)
        assert refused.value.status == sudoku.Status.INVALID_LAYOUT
