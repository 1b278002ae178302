"""The Spark job in local mode (local[2]) on a slice of the public 17-clue set with bad
lines added: each answer byte for byte the command-line program's, each count its
``--count``; a bad line is a row with an error status, never a failed job; a rerun gives the
same output. Generation from spark.range through the example job run by spark-submit: each
puzzle the one the package generates from its seed, rated as the package rates it. The
benchmark of BENCHMARKS.md runs briefly. Needs Java, PySpark, pyarrow, pandas and numpy, and
the program (SUDOKU_CLI, which the Rust test that runs these sets)."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
import sudoku_lexmin as sudoku
from support import REPOSITORY, need, puzzle_lines

SLICE = REPOSITORY / "tests/data/puzzles2_17_clue_slice.txt"

# Lines that are no proper puzzles, each a row of its own: clashing givens, consistent
# givens that nothing completes, too few cells, a character that is no cell, and a puzzle
# with several completions written with spaces between its cells (the grammar allows
# them). A blank line and a comment, which are skipped.
BAD_LINES = [
    "55" + "." * 79,
    "12345678." + "........9" + "." * 63,
    "1" * 80,
    "x" + "." * 80,
    " ".join("1" + "0" * 80),
    "",
    "# a comment, skipped",
]


def need_java() -> None:
    if shutil.which("java") is None:
        if os.environ.get("CI") == "true":
            pytest.fail("java is missing: CI installs it")
        pytest.skip("java is not installed")


def program() -> str:
    path = os.environ.get("SUDOKU_CLI")
    if not path:
        if os.environ.get("CI") == "true":
            pytest.fail("SUDOKU_CLI is not set: the Rust test that runs these sets it")
        pytest.skip("SUDOKU_CLI (the sudoku program's path) is not set")
    return path


@pytest.fixture(scope="module")
def session() -> Iterator[Any]:
    need_java()
    need("pyarrow")
    need("pandas")
    pyspark_sql = need("pyspark.sql")
    os.environ["PYSPARK_PYTHON"] = sys.executable  # the executors' Python: this one
    spark = (
        pyspark_sql.SparkSession.builder.master("local[2]")
        .appName("sudoku-tests")
        .config("spark.ui.enabled", "false")
        .config("spark.sql.shuffle.partitions", "2")
        # Several record batches a task, so that each call sees only part of the input.
        .config("spark.sql.execution.arrow.maxRecordsPerBatch", "1000")
        .getOrCreate()
    )
    spark.sparkContext.setLogLevel("ERROR")
    yield spark
    spark.stop()


@pytest.fixture(scope="module")
def puzzle_file(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("input") / "puzzles.txt"
    path.write_text(SLICE.read_text() + "\n".join(BAD_LINES) + "\n")
    return path


def cli(*args: str) -> list[str]:
    """The program's output lines; it ends with status 1, since bad lines are errors."""
    done = subprocess.run([program(), *args], capture_output=True, text=True)
    assert done.returncode == 1, done.stderr
    return done.stdout.splitlines()


def read_rows(path: Path) -> list[dict[str, Any]]:
    """The rows of a Parquet output, read without Spark, in the order of their puzzles."""
    import pyarrow.parquet

    rows: list[dict[str, Any]] = pyarrow.parquet.read_table(path).to_pylist()
    return sorted(rows, key=lambda row: row["puzzle"])


def status_of_error(message: str) -> str:
    """The row status that goes with one of the program's error lines."""
    if "appears twice" in message:
        return "conflict"
    if "no solution" in message:
        return "unsolvable"
    return "unreadable"


def test_answers_and_counts_are_the_programs(
    session: Any, puzzle_file: Path, tmp_path: Path
) -> None:
    from sudoku_lexmin import spark

    puzzles = puzzle_lines(puzzle_file)
    assert len(puzzles) == 4916 + 5
    answers = dict(zip(puzzles, cli(str(puzzle_file)), strict=True))
    counts = dict(zip(puzzles, cli("--count", str(puzzle_file)), strict=True))

    output = tmp_path / "answers"
    frame = spark.answer(spark.read_puzzles(session, str(puzzle_file)), count=True)
    frame.write.mode("overwrite").parquet(str(output))
    rows = read_rows(output)

    assert sorted(row["puzzle"] for row in rows) == sorted(puzzles)
    for row in rows:
        printed = answers[row["puzzle"]]
        if printed.startswith("error: "):
            assert row["status"] == status_of_error(printed), (row, printed)
            assert row["answer"] is None
        else:
            assert row["status"] == "ok", row
            assert row["answer"] == printed
        count = counts[row["puzzle"]]
        if count.startswith("error: "):
            assert row["count"] is None, row
        else:
            assert row["count"] == int(count.rstrip("+")), (row, count)
    statuses = [row["status"] for row in rows]
    assert statuses.count("ok") == 4917  # the slice, and the puzzle written with spaces
    assert statuses.count("conflict") == 1 and statuses.count("unsolvable") == 1
    assert statuses.count("unreadable") == 2

    # A rerun into the same place gives the same rows.
    frame.write.mode("overwrite").parquet(str(output))
    assert read_rows(output) == rows


def test_a_parquet_column_is_read_too(session: Any, tmp_path: Path) -> None:
    import pyarrow
    import pyarrow.parquet
    from sudoku_lexmin import spark

    lines = puzzle_lines(SLICE)[:50] + [BAD_LINES[0]]
    table = pyarrow.table({"id": list(range(len(lines))), "grid": lines})
    pyarrow.parquet.write_table(table, tmp_path / "in.parquet")
    frame = spark.read_puzzles(session, str(tmp_path / "in.parquet"), "parquet", "grid")
    rows = {row["puzzle"]: row for row in spark.answer(frame).toPandas().to_dict("records")}
    for line in lines[:50]:
        expected = sudoku.solve(line).to_line()
        assert rows[line]["answer"] == expected and rows[line]["status"] == "ok"
    assert rows[BAD_LINES[0]]["status"] == "conflict"


def test_the_example_job_generates_rated_puzzles(session: Any, tmp_path: Path) -> None:
    spark_submit = Path(sys.executable).with_name("spark-submit")
    assert spark_submit.is_file(), "PySpark's spark-submit is missing"
    output = tmp_path / "generated"
    job = REPOSITORY / "examples/spark/sudoku_spark.py"
    command = [str(spark_submit), "--master", "local[2]", str(job)]
    command += ["generate", "300", str(output), "--seed", "7", "--partitions", "3"]
    for _ in range(2):  # the second run overwrites the first with the same rows
        done = subprocess.run(command, capture_output=True, text=True)
        assert done.returncode == 0, done.stderr[-3000:]
        rows = read_rows(output)
        assert sorted(row["seed"] for row in rows) == list(range(7, 307))
        for row in rows:
            puzzle = sudoku.generate(row["seed"])
            assert row["puzzle"] == puzzle.to_line()
            rating = sudoku.rate(puzzle)
            assert (row["level"], row["rating"], row["hardest"], row["givens"]) == (
                sudoku.level_name(rating.level),
                rating.value,
                sudoku.technique_name(rating.hardest),
                rating.givens,
            )
        assert len({row["level"] for row in rows}) > 2, "300 puzzles of one level"


def test_record_batches_of_plain_lines_and_of_mixed_lines_read_alike() -> None:
    """``answer_lines`` without Spark: a batch of 81-digit lines (read as one view of the
    Arrow buffer) and the same lines among nulls, blanks, comments and other forms (read
    line by line) give the same rows for the same puzzles."""
    need("pyarrow")
    import pyarrow
    from sudoku_lexmin import spark

    plain = puzzle_lines(SLICE)[:200]
    dotted = plain[0].replace("0", ".")
    hash_line = "#" + plain[1][1:]  # 81 bytes, but a comment
    others = [None, "", "# comment", hash_line, "\ufeff" + plain[2], " ".join(plain[3])]
    mixed = others + plain + [dotted] + BAD_LINES[:4]
    rows = spark.answer_lines(pyarrow.array(plain), count=True).to_pylist()
    mixed_rows = spark.answer_lines(pyarrow.array(mixed), count=True).to_pylist()
    assert [row["puzzle"] for row in rows] == plain
    assert [row["puzzle"] for row in mixed_rows] == mixed[4:]  # null, blank, comments skipped
    answers = [row["answer"] for row in rows]
    assert [row["answer"] for row in mixed_rows[2:202]] == answers
    expected = [sudoku.solve(p).to_line() for p in plain]
    assert answers == expected
    assert mixed_rows[0]["answer"] == answers[2] and mixed_rows[1]["answer"] == answers[3]
    assert mixed_rows[202]["answer"] == answers[0]
    assert {row["status"] for row in rows} == {"ok"} and {row["count"] for row in rows} == {1}
    assert [row["status"] for row in mixed_rows[203:]] == [
        "conflict", "unsolvable", "unreadable", "unreadable"
    ]
    assert [row["count"] for row in mixed_rows[203:]] == [None, 0, None, None]


def test_the_benchmark_runs(tmp_path: Path) -> None:
    """BENCHMARKS.md's Spark benchmark, briefly: it builds its file, times the three jobs,
    and checks the Spark output against the program's as it measures."""
    need_java()
    need("pyspark.sql")
    bench = REPOSITORY / "bindings/python/benches/spark_vs_cli.py"
    puzzles = tmp_path / "puzzles.txt"
    make = [sys.executable, str(bench), "--make", "3000", "--sets", str(SLICE)]
    subprocess.run([*make, "--out", str(puzzles)], check=True, capture_output=True)
    assert len(puzzles.read_text().splitlines()) == 3000
    measure = [sys.executable, str(bench), str(puzzles), "--cli", program(), "--rounds", "1"]
    measure += ["--work", str(tmp_path / "work"), "--cores", "2"]
    done = subprocess.run(measure, capture_output=True, text=True)
    assert done.returncode == 0, done.stderr[-3000:]
    assert "ratio to cli" in done.stdout and "solve_batch (the library)" in done.stdout
