"""Counts: exact up to the limit, bounded by work on demand, and a long count stops on
Ctrl-C (SIGINT) instead of holding the interpreter until it ends."""

from __future__ import annotations

import signal
import subprocess
import sys

import pytest
import sudoku_lexmin as sudoku

EMPTY = bytes(sudoku.CELLS)


def test_counts_stop_at_the_limit() -> None:
    assert sudoku.count_solutions(EMPTY, 3) == 3
    assert sudoku.count_solutions(EMPTY, 20000) == 20000  # past the first bounded attempt
    assert sudoku.count_solutions(bytes([1, 2, 3, 4, 5, 6, 7, 8, 9] + [0] * 72), 0) == 0


def test_bounded_counts_say_whether_they_finished() -> None:
    stopped = sudoku.count_solutions_bounded(EMPTY, 10**6, 100)
    assert not stopped.finished and 0 <= stopped.count < 10**6
    assert sudoku.count_solutions_bounded(EMPTY, 3, 10**6) == sudoku.Count(3, True)


def test_clashing_givens_raise() -> None:
    with pytest.raises(sudoku.SudokuError) as raised:
        sudoku.count_solutions(bytes([1, 1] + [0] * 79), 2)
    assert raised.value.status == sudoku.Status.CONFLICT


def test_ctrl_c_stops_a_long_count() -> None:
    # Counting the empty grid's completions to 10**15 would take decades.
    script = (
        "import sys\nimport sudoku_lexmin as sudoku\n"
        "print('counting', flush=True)\n"
        "try:\n"
        "    sudoku.count_solutions(bytes(81), 10**15)\n"
        "except KeyboardInterrupt:\n"
        "    print('interrupted', flush=True)\n"
        "    sys.exit(3)\n"
    )
    child = subprocess.Popen(
        [sys.executable, "-c", script], stdout=subprocess.PIPE, text=True
    )
    assert child.stdout is not None
    assert child.stdout.readline() == "counting\n"
    # The count runs past its first attempt (a fraction of a second) before the signal
    # comes, so that the helper thread's path is the one interrupted.
    try:
        child.wait(timeout=1)
    except subprocess.TimeoutExpired:
        pass
    child.send_signal(signal.SIGINT)
    # A hang guard, not a timing: the main thread raises at once (the helper thread, a
    # daemon, ends with the process).
    out, _ = child.communicate(timeout=120)
    assert child.returncode == 3, out
    assert out == "interrupted\n"
