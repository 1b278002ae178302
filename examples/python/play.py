#!/usr/bin/env python3
"""A game's calls through the Python package: generates a puzzle, shows its rating, takes
three hints with their sentences (applying each to the player's grid and pencil marks), and
solves it.

With the package installed (`pip install .` at the repository root):
    python3 examples/python/play.py
or from the source tree, after `cargo build --release`:
    PYTHONPATH=bindings/python SUDOKU_LIBRARY=target/release/libsudoku.so python3 examples/python/play.py
"""

import sudoku


def main():
    # A minimal puzzle with a half-turn symmetry; the seed always gives the same one.
    puzzle = sudoku.generate(2024, symmetry=sudoku.Symmetry.ROTATE180)
    print("puzzle:", "".join(str(c) for c in puzzle))

    rating = sudoku.rate(puzzle)
    print(
        f"rating: {sudoku.level_name(rating.level)} {rating.tenths // 10}.{rating.tenths % 10},"
        f" hardest step: {sudoku.technique_name(rating.hardest)}, {rating.givens} givens"
    )

    # The player's grid and pencil marks, which each hint moves on by one step.
    grid = bytearray(puzzle)
    marks = sudoku.candidates(grid)
    for step in range(1, 4):
        hint = sudoku.hint(grid, marks)
        print(f"hint {step}: {hint.text}")
        hint.apply(grid, marks)
    print("solution:", "".join(str(c) for c in sudoku.solve(grid)))


if __name__ == "__main__":
    main()
