"""solve_batch: any buffer of 81 * n cell values in, one call of the library, statuses and
answers out as buffers (numpy arrays for numpy input), each grid's result exactly what
solve gives or raises; the input is never written."""

from __future__ import annotations

import array
import mmap
import subprocess
import sys
from typing import Any

import pytest
import sudoku_lexmin as sudoku
from support import need

CELLS = sudoku.CELLS

Expected = list[tuple[sudoku.Status, sudoku.Grid | None]]
"""What solve says of each grid: its status, and its answer when OK."""


def grids_and_expectations(proper_puzzles: list[str]) -> tuple[bytes, Expected]:
    """200 proper puzzles, then a clash, an unsolvable grid and a cell above 9; and what
    solve says of each."""
    grids = [sudoku.parse_grid(line).to_bytes() for line in proper_puzzles[::10][:200]]
    grids.append(bytes([5, 5] + [0] * 79))  # a clash
    grids.append(bytes([1, 2, 3, 4, 5, 6, 7, 8, 0] + [0] * 8 + [9] + [0] * 63))  # no 9 fits
    grids.append(bytes([10] + [0] * 80))  # not a cell value
    expected: Expected = []
    for grid in grids:
        try:
            expected.append((sudoku.Status.OK, sudoku.solve(grid)))
        except sudoku.SudokuError as error:
            expected.append((error.status, None))
    assert {status for status, _ in expected} == {
        sudoku.Status.OK,
        sudoku.Status.CONFLICT,
        sudoku.Status.UNSOLVABLE,
        sudoku.Status.INVALID_CELL,
    }
    return b"".join(grids), expected


def check(batch: sudoku.SolvedBatch[Any, Any], expected: Expected) -> None:
    assert list(batch) == expected
    assert [int(status) for status in batch.statuses] == [int(s) for s, _ in expected]
    answers = bytes(memoryview(batch.answers).cast("B"))
    for index, (status, answer) in enumerate(expected):
        cells = answers[index * CELLS : (index + 1) * CELLS]
        assert cells == (bytes(answer) if answer is not None else bytes(CELLS)), index


@pytest.mark.parametrize(
    "wrap",
    [
        bytes,
        bytearray,
        memoryview,
        lambda data: array.array("B", data),
        lambda data: memoryview(bytearray(data)).toreadonly(),
    ],
    ids=["bytes", "bytearray", "memoryview", "array", "readonly-memoryview"],
)
@pytest.mark.parametrize("threads", [0, 1, 3])
def test_buffers_give_buffers(proper_puzzles: list[str], wrap: Any, threads: int) -> None:
    data, expected = grids_and_expectations(proper_puzzles)
    grids = wrap(data)
    batch = sudoku.solve_batch(grids, threads=threads)
    check(batch, expected)
    assert isinstance(batch.statuses, array.array) and batch.statuses.itemsize == 4
    assert isinstance(batch.answers, bytearray)
    assert bytes(grids) == data, "the input was written"


def test_an_mmap_of_a_file_is_a_buffer_too(proper_puzzles: list[str], tmp_path: Any) -> None:
    data, expected = grids_and_expectations(proper_puzzles)
    path = tmp_path / "grids.bin"
    path.write_bytes(data)
    with path.open("rb") as file, mmap.mmap(file.fileno(), 0, access=mmap.ACCESS_READ) as mapped:
        check(sudoku.solve_batch(mapped), expected)


def test_an_iterable_of_grids_is_joined_once(proper_puzzles: list[str]) -> None:
    data, expected = grids_and_expectations(proper_puzzles)
    grids = [list(data[i : i + CELLS]) for i in range(0, len(data), CELLS)]
    check(sudoku.solve_batch(iter(grids)), expected)


def test_numpy_arrays_give_numpy_arrays(proper_puzzles: list[str]) -> None:
    numpy = need("numpy")
    data, expected = grids_and_expectations(proper_puzzles)
    flat = numpy.frombuffer(data, dtype=numpy.uint8)
    for grids in [flat.reshape(-1, CELLS), flat]:
        batch = sudoku.solve_batch(grids)
        check(batch, expected)
        assert batch.statuses.dtype == numpy.int32 and batch.statuses.shape == (len(expected),)
        assert batch.answers.dtype == numpy.uint8 and batch.answers.shape == grids.shape
    # Not contiguous: every other grid of a larger array, copied once.
    doubled = numpy.repeat(flat.reshape(-1, CELLS), 2, axis=0)[::2]
    assert not doubled.flags["C_CONTIGUOUS"]
    check(sudoku.solve_batch(doubled), expected)


def test_numpy_arrays_of_other_types_or_shapes_are_refused() -> None:
    numpy = need("numpy")
    with pytest.raises(TypeError, match="uint8"):
        sudoku.solve_batch(numpy.zeros((2, CELLS), dtype=numpy.int64))
    with pytest.raises(ValueError, match="shape"):
        sudoku.solve_batch(numpy.zeros((2, 80), dtype=numpy.uint8))
    with pytest.raises(ValueError, match="shape"):
        sudoku.solve_batch(numpy.zeros(100, dtype=numpy.uint8))
    empty = sudoku.solve_batch(numpy.zeros((0, CELLS), dtype=numpy.uint8))
    assert len(empty) == 0 and empty.answers.shape == (0, CELLS)


def test_bad_batches_are_refused_clearly() -> None:
    with pytest.raises(TypeError, match="list of puzzle strings"):
        sudoku.solve_batch("0" * CELLS)
    with pytest.raises(TypeError, match="list of puzzle strings"):
        sudoku.solve_batch(b"0" * CELLS * 2)  # the characters of digits, not values
    with pytest.raises(TypeError, match="one byte a cell"):
        sudoku.solve_batch(array.array("i", [0] * CELLS))
    with pytest.raises(ValueError, match="81 cells a grid"):
        sudoku.solve_batch(bytes(CELLS + 1))
    with pytest.raises(TypeError, match="buffer"):
        sudoku.solve_batch(42)  # type: ignore[call-overload]
    assert len(sudoku.solve_batch(b"")) == 0


def test_works_without_numpy() -> None:
    # numpy made unimportable: the package imports, and buffers give buffers.
    script = (
        "import sys\n"
        "sys.modules['numpy'] = None\n"
        "import sudoku_lexmin as sudoku\n"
        "batch = sudoku.solve_batch(bytes(81) * 2)\n"
        "assert type(batch.answers) is bytearray and list(batch.statuses) == [0, 0]\n"
        "assert 'numpy' not in [m for m in sys.modules if sys.modules[m] is not None]\n"
        "print('ok')\n"
    )
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    assert done.stdout == "ok\n"


def test_count_batch_equals_single_counts(proper_puzzles: list[str]) -> None:
    data, _ = grids_and_expectations(proper_puzzles)
    # Grids with several completions too: the first proper puzzles less their first givens.
    sparse = bytearray(data[: 20 * CELLS])
    for index in range(0, len(sparse), CELLS):
        givens = [i for i in range(index, index + CELLS) if sparse[i]]
        for cell in givens[:6]:
            sparse[cell] = 0
    data += bytes(sparse)
    grids = [data[i : i + CELLS] for i in range(0, len(data), CELLS)]
    for limit in [0, 2, 7]:
        expected: list[tuple[int, int]] = []
        for grid in grids:
            try:
                expected.append((0, sudoku.count_solutions(grid, limit)))
            except sudoku.SudokuError as error:
                expected.append((int(error.status), 0))
        counted = sudoku.count_batch(data, limit=limit, threads=2)
        assert list(zip(counted.statuses, counted.counts)) == expected
        assert counted.counts.typecode == "Q"
    assert {count for status, count in expected if status == 0} >= {1, 7}


def test_count_batch_on_numpy_and_its_bound() -> None:
    numpy = need("numpy")
    grids = numpy.zeros((3, CELLS), dtype=numpy.uint8)
    grids[1, :2] = [4, 4]  # a clash
    counted = sudoku.count_batch(grids, limit=sudoku.MAX_BATCH_LIMIT)
    assert counted.counts.dtype == numpy.uint64 and counted.statuses.dtype == numpy.int32
    assert counted.counts.tolist() == [1000, 0, 1000]
    assert counted.statuses.tolist() == [0, int(sudoku.Status.CONFLICT), 0]
    with pytest.raises(ValueError, match="count_solutions"):
        sudoku.count_batch(grids, limit=sudoku.MAX_BATCH_LIMIT + 1)
    with pytest.raises(ValueError):
        sudoku.count_batch(grids, limit=-1)
    with pytest.raises(ValueError):
        sudoku.count_batch(grids, threads=-1)
