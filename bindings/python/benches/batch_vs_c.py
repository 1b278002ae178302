"""The package's solve_batch against the C batch it wraps, side by side in one process:

    python3 bindings/python/benches/batch_vs_c.py [FILE] [--grids N] [--rounds R] [--threads T]

FILE holds one puzzle a line (default: the repository's 17-clue slice); its puzzles are
repeated until there are N (default 20,000), laid end to end in one buffer, untimed. Each
round times, in an order that rotates from round to round:
- the C batch: ``sudoku_solve_batch`` called directly through ctypes on buffers made
  beforehand (the library's own time, plus one foreign call);
- ``sudoku.solve_batch`` on the same grids as ``bytes``, and as a numpy (n, 81) array when
  numpy is installed: arguments checked, results allocated, one call;
- ``sudoku.solve_batch`` on a list of N grids, each ``bytes`` (joined grid by grid first),
  for reference.
It prints each one's median time and its ratio to the C batch's, the ratio being the median
of the rounds' own ratios (each round's times were taken moments apart, which cancels most
of a shared machine's noise). Answers are checked equal to the C batch's.
"""

from __future__ import annotations

import argparse
import ctypes
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import sudoku_lexmin as sudoku
from sudoku_lexmin._library import lib

REPOSITORY = Path(__file__).resolve().parents[3]
CELLS = sudoku.CELLS


def read_puzzles(path: Path, count: int) -> bytes:
    """``count`` puzzles from the file's puzzle lines, repeated as often as needed."""
    lines = [
        line for line in path.read_text().splitlines() if line.strip() and not line.startswith("#")
    ]
    grids = [sudoku.parse_grid(line).to_bytes() for line in lines]
    return b"".join(grids[i % len(grids)] for i in range(count))


class CBatch:
    """The C batch on buffers made once: ``run`` is the call alone."""

    def __init__(self, cells: bytes, threads: int) -> None:
        self.n = len(cells) // CELLS
        self.threads = threads
        self.source = (ctypes.c_uint8 * len(cells)).from_buffer_copy(cells)
        self.out = (ctypes.c_uint8 * len(cells))()
        self.statuses = (ctypes.c_int32 * self.n)()

    def run(self) -> None:
        lib.sudoku_solve_batch(self.source, self.out, self.statuses, self.n, self.threads)

    def answers(self) -> bytes:
        return bytes(self.out)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    default_file = REPOSITORY / "tests/data/puzzles2_17_clue_slice.txt"
    parser.add_argument("file", nargs="?", default=default_file, type=Path)
    parser.add_argument("--grids", type=int, default=20_000)
    parser.add_argument("--rounds", type=int, default=15)
    parser.add_argument("--threads", type=int, default=0)
    args = parser.parse_args()

    cells = read_puzzles(args.file, args.grids)
    grid_list = [cells[i : i + CELLS] for i in range(0, len(cells), CELLS)]
    c_batch = CBatch(cells, args.threads)
    variants: dict[str, Callable[[], Any]] = {
        "C batch (ctypes call of sudoku_solve_batch)": c_batch.run,
        "sudoku.solve_batch(bytes)": lambda: sudoku.solve_batch(cells, args.threads),
    }
    try:
        import numpy
    except ImportError:
        print("numpy not installed: its case is left out")
    else:
        array = numpy.frombuffer(cells, dtype=numpy.uint8).reshape(-1, CELLS)
        variants["sudoku.solve_batch(numpy (n, 81) uint8)"] = lambda: sudoku.solve_batch(
            array, args.threads
        )
    variants["sudoku.solve_batch(list of bytes grids)"] = lambda: sudoku.solve_batch(
        grid_list, args.threads
    )

    names = list(variants)
    times: dict[str, list[float]] = {name: [] for name in names}
    c_batch.run()
    expected = c_batch.answers()
    for round_ in range(args.rounds):
        order = names[round_ % len(names) :] + names[: round_ % len(names)]
        for name in order:
            start = time.perf_counter()
            result = variants[name]()
            times[name].append(time.perf_counter() - start)
            answers = c_batch.answers() if result is None else bytes(result.answers)
            if answers != expected:
                print(f"{name}: answers differ from the C batch's")
                return 1

    c_name = names[0]
    n = len(cells) // CELLS
    print(f"{n} grids from {args.file}, threads={args.threads}, {args.rounds} rounds")
    print(f"{'what':<46} {'median ms':>10} {'grids/s':>11} {'ratio to C':>11}")
    for name in names:
        median = statistics.median(times[name])
        ratio = statistics.median(t / c for t, c in zip(times[name], times[c_name]))
        rate = len(cells) // CELLS / median
        print(f"{name:<46} {median * 1000:>10.2f} {rate:>11,.0f} {ratio:>11.3f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
