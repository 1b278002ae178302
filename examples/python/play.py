#!/usr/bin/env python3
"""A game's calls through the Python package: generates a puzzle, shows its rating, takes
three hints with their sentences (applying each to the player's grid and pencil marks), solves
it, and shows a chain hint's lines.

With the package installed (`pip install .` at the repository root):
    python3 examples/python/play.py
or from the source tree, after `cargo build --release`:
    PYTHONPATH=bindings/python SUDOKU_LIBRARY=target/release/libsudoku.so python3 examples/python/play.py
"""

import sudoku_lexmin as sudoku


def main():
    # A minimal puzzle with a half-turn symmetry; the seed always gives the same one.
    puzzle = sudoku.generate(2024, symmetry="rotate180")
    print("puzzle:", puzzle.to_line())

    rating = sudoku.rate(puzzle)
    print(
        f"rating: {sudoku.level_name(rating.level)} {rating.value:.1f},"
        f" hardest step: {rating.hardest.label}, {rating.givens} givens"
    )

    # The player's grid and pencil marks, which each hint moves on by one step.
    grid = bytearray(puzzle)
    marks = sudoku.candidates(grid)
    for step in range(1, 4):
        hint = sudoku.hint(grid, marks)
        print(f"hint {step}: {hint.text}")
        hint.apply(grid, marks)
    print("solution:", sudoku.solve(grid).to_line())

    # A player's grid whose next step is a chain: its lines, and the sentence that tells
    # them step by step.
    chained = "593826147040910083008034902001402009469050821000109304004670298986241735700098416"
    found = sudoku.hint_chain(chained)
    first = found.chain.lines[0]
    start = first.steps[0]
    print(
        f"chain: kind {int(found.chain.kind)}, {len(found.chain.lines)} line,"
        f" first from r{start.cell // 9 + 1}c{start.cell % 9 + 1},"
        f" {len(first.steps) + first.omitted} steps"
    )
    print(f"chain hint: {found.text}")


if __name__ == "__main__":
    main()
