"""The solver on Spark, with no engine of its own: ``mapInArrow`` hands each task its rows
as Arrow record batches, and each record batch goes through the package's batch calls once
(``solve_batch``, ``count_batch``, ``generate_into``): no Python loop per puzzle, but for
the rare line that is not 81 plain cells and for ratings, which the library rates one
puzzle at a time.

    from sudoku_lexmin import spark as sudoku_spark

    puzzles = sudoku_spark.read_puzzles(session, "puzzles.txt")    # or Parquet, CSV
    sudoku_spark.answer(puzzles, count=True).write.parquet("answers")
    sudoku_spark.generate(session, 1_000_000, seed=7).write.parquet("generated")

Every row of ``answer`` holds the ``puzzle`` line as read, its ``status`` (``ok``,
``conflict``, ``unsolvable``, or ``unreadable`` for a line that is no grid: a bad line is a
row, never a failed job), the ``answer`` (81 digits, as the command-line program prints it;
null unless ok) and, when asked, the ``count`` of completions up to 2 (2 meaning "two or
more"; null for a line that is no grid or has clashing givens). Blank lines and comment
lines are skipped, as the program skips them. The same input gives the same rows.

Needs pyspark, pyarrow, pandas (for PySpark's Arrow support) and numpy, on the driver and on
every executor, beside this package: ``pip install "sudoku-lexmin[spark]"`` brings them.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING, Any

import numpy

# pyarrow ships no type hints: its values are Any here.
import pyarrow  # type: ignore[import-untyped]
import pyarrow.compute  # type: ignore[import-untyped]

from ._batch import CountedBatch, SolvedBatch, count_batch, solve_batch
from ._enums import Level, Status, Symmetry
from ._generation import generate_into
from ._library import CELLS
from ._rating import level_name, rate
from ._text import is_blank_or_comment, parse_cells

if TYPE_CHECKING:
    from pyspark.sql import DataFrame, SparkSession

ANSWER_SCHEMA = "puzzle string, status string, answer string"
"""The rows of ``answer``, without the count."""

COUNTED_SCHEMA = ANSWER_SCHEMA + ", count long"
"""The rows of ``answer`` with ``count=True``."""

GENERATED_SCHEMA = (
    "seed long, puzzle string, givens int, level string, rating double, hardest string"
)
"""The rows of ``generate``: the seed of each puzzle, the puzzle (81 digits, 0 for a
blank), and its rating as ``sudoku rate`` prints it: the givens, the level ("HARD"), the
Sudoku Explainer rating (4.2) and the hardest technique's name ("XY-Wing")."""

UNREADABLE = "unreadable"
"""The status of a line that is no grid (not 81 cells of 0-9 or ".")."""

# The statuses of solving, by value, as the rows name them.
_STATUS_NAMES = numpy.array(
    [status.name.lower() for status in sorted(Status, key=int)], dtype=object
)


def read_puzzles(
    session: SparkSession, path: str, file_format: str = "text", column: str = "puzzle"
) -> DataFrame:
    """The puzzles of ``path`` as a one-column DataFrame, ``puzzle``: a text file (or
    folder of them) with one puzzle a line, or the column ``column`` of Parquet or CSV
    files (with a header line)."""
    if file_format == "text":
        return session.read.text(path).withColumnRenamed("value", "puzzle")
    if file_format == "parquet":
        frame = session.read.parquet(path)
    elif file_format == "csv":
        frame = session.read.option("header", True).csv(path)
    else:
        raise ValueError(f"file_format is text, parquet or csv, not {file_format!r}")
    return frame.select(frame[column].cast("string").alias("puzzle"))


Array = numpy.ndarray[Any, Any]


def cells_of_lines(lines: pyarrow.Array) -> tuple[Array, Array, Array]:
    """The grids of an Arrow array of puzzle lines: ``(kept, cells, readable)``, where
    ``kept`` marks the lines that are puzzle lines (neither blank nor comments, nor null),
    and for those, in order, ``cells`` holds their 81 cell values a row (an (m, 81) uint8
    array) and ``readable`` whether each is a grid at all. Lines of 81 bytes are read by
    numpy all at once; any other line (cells between whitespace, a byte-order mark, a blank
    or a comment) by ``parse_cells``, one by one."""
    lines = lines.cast(pyarrow.large_string())
    n = len(lines)
    lengths = pyarrow.compute.binary_length(lines).fill_null(0).to_numpy()
    valid = lines.is_valid().to_numpy(zero_copy_only=False)
    plain = valid & (lengths == CELLS)
    # The bytes of the 81-byte lines, from the array's data buffer: a view of it when every
    # line is one (then they lie end to end), else gathered by their offsets.
    _, offsets_buffer, data_buffer = lines.buffers()
    offsets = numpy.frombuffer(offsets_buffer, dtype=numpy.int64)[lines.offset :][:n]
    data = numpy.frombuffer(data_buffer or b"", dtype=numpy.uint8)
    if n and plain.all():
        text = data[offsets[0] : offsets[0] + n * CELLS].reshape(n, CELLS)
    else:
        text = data[offsets[plain][:, None] + numpy.arange(CELLS)].reshape(-1, CELLS)
    # Digits become their values by arithmetic (a table lookup would index by intp, eight
    # times the bytes); "." is a blank; any other byte wraps past 9 and marks the line.
    plain_cells = text - numpy.uint8(ord("0"))
    plain_cells[text == ord(".")] = 0
    not_cells = (plain_cells > 9).any(axis=1)
    # An 81-byte line that starts with "#" is a comment; one with another character that is
    # no cell is unreadable.
    comment = text[:, 0] == ord("#")
    if n and plain.all() and not not_cells.any():
        return valid, plain_cells, numpy.ones(n, dtype=bool)  # all grids: nothing dropped
    cells = numpy.zeros((n, CELLS), dtype=numpy.uint8)
    readable = numpy.zeros(n, dtype=bool)
    kept = valid.copy()
    plain_rows = numpy.flatnonzero(plain)
    cells[plain_rows] = plain_cells
    readable[plain_rows] = ~not_cells
    kept[plain_rows[comment]] = False
    for row in numpy.flatnonzero(valid & ~plain):
        line = lines[int(row)].as_py()
        if is_blank_or_comment(line):
            kept[row] = False
            continue
        try:
            cells[row] = numpy.frombuffer(parse_cells(line), dtype=numpy.uint8)
            readable[row] = True
        except ValueError:
            pass
    return kept, cells[kept], readable[kept]


def _digits(cells: Array) -> pyarrow.Array:
    """Each row of 81 cell values as a string of 81 digits, built from one buffer."""
    text = (cells + ord("0")).astype(numpy.uint8).tobytes()
    offsets = numpy.arange(0, len(cells) * CELLS + 1, CELLS, dtype=numpy.int32)
    return pyarrow.StringArray.from_buffers(
        len(cells), pyarrow.py_buffer(offsets), pyarrow.py_buffer(text)
    )


def answer_lines(
    lines: pyarrow.Array, count: bool = False, threads: int = 1
) -> pyarrow.RecordBatch:
    """The rows of ``answer`` for an Arrow array of lines: one call of ``solve_batch`` (and
    of ``count_batch`` when ``count``) for all of them, on ``threads`` threads."""
    kept, cells, readable = cells_of_lines(lines)
    solved = solve_batch(cells, threads)
    counted = count_batch(cells, 2, threads) if count else None
    if not kept.all():
        lines = lines.filter(pyarrow.array(kept))
    return answer_rows(lines, readable, solved, counted)


def answer_rows(
    lines: pyarrow.Array,
    readable: Array,
    solved: SolvedBatch[Any, Any],
    counted: CountedBatch[Any, Any] | None = None,
) -> pyarrow.RecordBatch:
    """The rows of ``answer`` from the kept ``lines``, whether each is ``readable``, and what
    the batch calls made of their cells (numpy arrays): built column by column, with no
    Python work per row."""
    statuses = _STATUS_NAMES[solved.statuses]
    statuses[~readable] = UNREADABLE
    ok = readable & (solved.statuses == Status.OK)
    columns = [
        lines.cast(pyarrow.string()),
        pyarrow.array(statuses, type=pyarrow.string()),
        pyarrow.compute.if_else(pyarrow.array(ok), _digits(solved.answers), None),
    ]
    names = ["puzzle", "status", "answer"]
    if counted is not None:
        counts = pyarrow.array(counted.counts.astype(numpy.int64))
        has_count = readable & (counted.statuses == Status.OK)
        columns.append(pyarrow.compute.if_else(pyarrow.array(has_count), counts, None))
        names.append("count")
    return pyarrow.RecordBatch.from_arrays(columns, names=names)


def answer(puzzles: DataFrame, count: bool = False, threads: int = 1) -> DataFrame:
    """The answers of a DataFrame whose column ``puzzle`` holds puzzle lines, one call of
    the library per Arrow record batch (``spark.sql.execution.arrow.maxRecordsPerBatch``
    rows, 10,000 by default). ``threads`` is per task: Spark runs a task on each core it
    has, so 1 fills them."""

    def batches(source: Iterator[pyarrow.RecordBatch]) -> Iterator[pyarrow.RecordBatch]:
        for batch in source:
            yield answer_lines(batch.column("puzzle"), count, threads)

    schema = COUNTED_SCHEMA if count else ANSWER_SCHEMA
    return puzzles.select("puzzle").mapInArrow(batches, schema)


def generated_rows(
    seeds: Array,
    threads: int = 1,
    symmetry: Symmetry | str = Symmetry.NONE,
    level: Level | str = Level.ANY,
    minimal: bool = True,
    max_givens: int = 0,
) -> pyarrow.RecordBatch:
    """The rows of ``generate`` for these seeds: each run of consecutive seeds generated by
    one call of the library, then each puzzle rated."""
    cells = numpy.zeros((len(seeds), CELLS), dtype=numpy.uint8)
    # Runs of consecutive seeds, as spark.range hands them out: usually the whole batch.
    breaks = numpy.flatnonzero(numpy.diff(seeds) != 1) + 1
    for run in numpy.split(numpy.arange(len(seeds)), breaks):
        if len(run):
            made = generate_into(
                int(seeds[run[0]]),
                len(run),
                threads,
                symmetry=symmetry,
                level=level,
                minimal=minimal,
                max_givens=max_givens,
            )
            cells[run] = numpy.frombuffer(made, dtype=numpy.uint8).reshape(-1, CELLS)
    ratings = [rate(puzzle) for puzzle in cells]
    columns = [
        pyarrow.array(seeds, type=pyarrow.int64()),
        _digits(cells),
        pyarrow.array([r.givens for r in ratings], type=pyarrow.int32()),
        pyarrow.array([level_name(r.level) for r in ratings], type=pyarrow.string()),
        pyarrow.array([r.value for r in ratings], type=pyarrow.float64()),
        pyarrow.array([r.hardest.label for r in ratings], type=pyarrow.string()),
    ]
    names = ["seed", "puzzle", "givens", "level", "rating", "hardest"]
    return pyarrow.RecordBatch.from_arrays(columns, names=names)


def generate(
    session: SparkSession,
    n: int,
    seed: int = 0,
    partitions: int | None = None,
    threads: int = 1,
    symmetry: Symmetry | str = Symmetry.NONE,
    level: Level | str = Level.ANY,
    minimal: bool = True,
    max_givens: int = 0,
) -> DataFrame:
    """``n`` puzzles with one solution each, puzzle i from seed ``seed + i`` (the same
    puzzle ``sudoku_lexmin.generate(seed + i, ...)`` gives anywhere), rated: rows of
    ``GENERATED_SCHEMA``, from ``spark.range(n)`` cut into ``partitions`` tasks."""
    options = (symmetry, level, minimal, max_givens)

    def batches(source: Iterator[pyarrow.RecordBatch]) -> Iterator[pyarrow.RecordBatch]:
        for batch in source:
            ids = batch.column("id").to_numpy()
            yield generated_rows(ids + seed, threads, *options)

    seeds = session.range(0, n, numPartitions=partitions)
    return seeds.mapInArrow(batches, GENERATED_SCHEMA)
