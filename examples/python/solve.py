#!/usr/bin/env python3
"""Solves the Baekjoon 2239 sample through the Python package, then shows the other calls
and how an error looks (SudokuError, carrying the status and the cell).

With the package installed (`pip install .` at the repository root):
    python3 examples/python/solve.py
or from the source tree, after `cargo build --release`:
    PYTHONPATH=bindings/python SUDOKU_LIBRARY=target/release/libsudoku.so python3 examples/python/solve.py
"""

import sudoku_lexmin as sudoku

SAMPLE = """\
103000509
002109400
000704000
300502006
060000050
700803004
000401000
009205800
804000107
"""


def main():
    print("sudoku", sudoku.version())
    # Every call reads the text itself; the answer is a Grid (print(answer) draws boxes).
    answer = sudoku.solve(SAMPLE)
    print(answer.to_text(), end="")
    print("solutions (limit 2):", sudoku.count(SAMPLE))

    # A count can be bounded by work, so that even the empty grid answers at once.
    bounded = sudoku.count_solutions_bounded(sudoku.Grid(), 1_000_000, 1000)
    finished = "yes" if bounded.finished else "no"
    print(f"empty grid within 1000 nodes: at least {bounded.count} solutions, finished: {finished}")

    rows = sudoku.Grid(SAMPLE).to_rows()
    rows[0][1] = 1  # a second 1 in the first row

    (status0, answer0), (status1, _) = sudoku.solve_batch([SAMPLE, rows])
    first_row = answer0.to_line()[:9]
    print(f"batch: statuses {status0:d} {status1:d}, first row {first_row}")

    try:
        sudoku.validate(rows)
    except sudoku.SudokuError as error:
        print(f"validate: status {error.status:d} at cell {error.cell}: {error}")
    try:
        sudoku.solve(rows)
    except sudoku.SudokuError as error:
        print(f"solve: status {error.status:d}: {error}")
        return 0 if error.status == sudoku.Status.CONFLICT else 1
    return 1


if __name__ == "__main__":
    raise SystemExit(main())
