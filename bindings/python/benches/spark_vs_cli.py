"""The Spark job (``sudoku_lexmin.spark.answer`` in local mode) against the command-line program on
the same puzzle file, side by side in one run:

    python3 bindings/python/benches/spark_vs_cli.py --make N --sets SET... --out FILE
    python3 bindings/python/benches/spark_vs_cli.py FILE --cli PATH [--rounds R] [--work DIR]
                                           [--cores C] [--threads T] [--conf KEY=VALUE]

``--make`` builds the file (untimed, never committed: put it under /tmp): N puzzle lines
taken in turn from the sets' puzzle lines, each pass through them with its digits relabelled
by another permutation of 1-9 (relabelling changes neither a puzzle's difficulty nor the
search, and no two passes are alike).

Each round times, the order alternating from round to round:

- ``cli``: ``sudoku FILE > DIR/cli.txt`` on every core (its default);
- ``spark``: read FILE as text, ``sudoku_lexmin.spark.answer`` (``mapInArrow``, ``--threads``
  solving threads a task, 1 by default), write Parquet to DIR, on ``local[C]`` (C cores);
- ``spark pass-through``: the same job, its Python handing each record batch's lines back
  with null statuses and answers: what Spark costs without our work (reading the text,
  moving rows to Python and back as Arrow, writing Parquet).

The Spark session starts, and a small job warms it, before the first timing: the JVM's
start is not counted. Within the ``spark`` job's tasks, accumulators add up each phase of
``answer_lines``: the lines into cells (Arrow to numpy), ``solve_batch`` (the library), and
the rows (numpy to Arrow); what is left of the tasks' time is the Arrow record batches
crossing between the JVM and Python. Printed: puzzles per second of each, the ratio
spark/cli (the median of the rounds' own ratios), and the breakdown. The Spark output's row
count is checked against the file's lines and its statuses against the program's errors.
"""

from __future__ import annotations

import argparse
import itertools
import os
import random
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any


def relabelling(k: int) -> bytes:
    """Pass k's translation of the digits 1-9: the identity first, then a permutation drawn
    from the seed k (zeros, the blanks, stay)."""
    digits = b"123456789"
    shuffled = bytes(random.Random(k).sample(digits, 9)) if k else digits
    return bytes.maketrans(digits, shuffled)


def make(n: int, sets: list[Path], out: Path) -> None:
    """Writes n puzzle lines to ``out`` from ``sets``, relabelled pass by pass."""
    lines = []
    for path in sets:
        for line in path.read_bytes().splitlines():
            line = line.strip()
            if len(line) == 81 and not line.startswith(b"#"):
                lines.append(line.replace(b".", b"0"))
    text = b"\n".join(lines) + b"\n"
    written = 0
    with out.open("wb") as file:
        for k in itertools.count():
            if written + len(lines) > n:
                file.write(b"\n".join(lines[: n - written]).translate(relabelling(k)) + b"\n")
                break
            file.write(text.translate(relabelling(k)))
            written += len(lines)
    print(f"{out}: {n} puzzles from {len(lines)} lines of {len(sets)} sets")


def timed(action: Callable[[], None]) -> float:
    started = time.perf_counter()
    action()
    return time.perf_counter() - started


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("file", nargs="?", type=Path)
    parser.add_argument("--cli", help="the sudoku program")
    parser.add_argument("--rounds", type=int, default=2)
    parser.add_argument("--work", type=Path, help="a folder for the outputs (default: a new temporary one)")
    parser.add_argument("--cores", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--threads", type=int, default=1, help="solving threads a task")
    parser.add_argument(
        "--conf", action="append", default=[], metavar="KEY=VALUE", help="a Spark setting"
    )
    parser.add_argument("--make", type=int, metavar="N")
    parser.add_argument("--sets", type=Path, nargs="*", default=[])
    parser.add_argument("--out", type=Path)
    args = parser.parse_args()
    if args.make:
        make(args.make, args.sets, args.out)
        return
    if args.file is None or args.cli is None:
        parser.error("FILE and --cli are needed to measure")
    work = args.work or Path(tempfile.mkdtemp(prefix="sudoku-spark-bench-"))
    measure(args.file, args.cli, args.rounds, work, args.cores, args.threads, args.conf)


def measure(
    file: Path,
    cli: str,
    rounds: int,
    work: Path,
    cores: int,
    threads: int,
    settings: list[str],
) -> None:
    os.environ["PYSPARK_PYTHON"] = sys.executable
    import pyarrow
    import pyarrow.parquet
    from pyspark.sql import SparkSession

    from sudoku_lexmin import solve_batch, spark

    work.mkdir(parents=True, exist_ok=True)
    n = sum(1 for _ in file.open("rb"))
    builder = (
        SparkSession.builder.master(f"local[{cores}]")
        .appName("sudoku-bench")
        .config("spark.ui.enabled", "false")
        .config("spark.driver.memory", "2g")
    )
    for setting in settings:
        key, _, value = setting.partition("=")
        builder = builder.config(key, value)
    session = builder.getOrCreate()
    session.sparkContext.setLogLevel("ERROR")
    context = session.sparkContext
    phases = {name: context.accumulator(0.0) for name in ("cells", "solve", "rows", "task")}

    def answered(source: Iterator[Any]) -> Iterator[Any]:
        """spark.answer's work on each record batch (answer_lines), each phase timed."""
        started = time.perf_counter()
        for batch in source:
            lines = batch.column("puzzle")
            t0 = time.perf_counter()
            kept, cells, readable = spark.cells_of_lines(lines)
            t1 = time.perf_counter()
            solved = solve_batch(cells, threads)
            t2 = time.perf_counter()
            if not kept.all():
                lines = lines.filter(pyarrow.array(kept))
            rows = spark.answer_rows(lines, readable, solved)
            t3 = time.perf_counter()
            phases["cells"].add(t1 - t0)
            phases["solve"].add(t2 - t1)
            phases["rows"].add(t3 - t2)
            yield rows
        phases["task"].add(time.perf_counter() - started)

    def passed_through(source: Iterator[Any]) -> Iterator[Any]:
        for batch in source:
            lines = batch.column("puzzle")
            nulls = pyarrow.nulls(len(lines), pyarrow.string())
            yield pyarrow.RecordBatch.from_arrays(
                [lines, nulls, nulls], names=["puzzle", "status", "answer"]
            )

    def spark_job(
        function: Callable[[Iterator[Any]], Iterator[Any]], out: Path
    ) -> Callable[[], None]:
        def run() -> None:
            frame = spark.read_puzzles(session, str(file)).mapInArrow(function, spark.ANSWER_SCHEMA)
            frame.write.mode("overwrite").parquet(str(out))

        return run

    def cli_job() -> None:
        with (work / "cli.txt").open("wb") as out:
            subprocess.run([cli, str(file)], stdout=out, check=False)

    jobs = {
        "cli": cli_job,
        "spark": spark_job(answered, work / "spark"),
        "spark pass-through": spark_job(passed_through, work / "through"),
    }
    # Warm-up, untimed: the JVM, the Python workers, the library, the file in the page cache.
    warm = work / "warm.txt"
    with file.open("rb") as source, warm.open("wb") as out:
        out.writelines(line for _, line in zip(range(20000), source))
    spark.answer(spark.read_puzzles(session, str(warm))).write.mode("overwrite").parquet(
        str(work / "warm")
    )
    with (work / "warm-cli.txt").open("wb") as out:
        subprocess.run([cli, str(warm)], stdout=out, check=False)

    times: dict[str, list[float]] = {name: [] for name in jobs}
    breakdown: list[dict[str, float]] = []
    for round_ in range(rounds):
        order = list(jobs) if round_ % 2 == 0 else list(reversed(jobs))
        for name in order:
            before = {phase: acc.value for phase, acc in phases.items()}
            times[name].append(timed(jobs[name]))
            if name == "spark":
                breakdown.append({p: acc.value - before[p] for p, acc in phases.items()})
        done = ", ".join(f"{name} {seconds[-1]:.2f} s" for name, seconds in times.items())
        print(f"round {round_ + 1}: {done}")

    check(work, n)
    print(f"\n{file}: {n} puzzles, {rounds} rounds, local[{cores}],", end=" ")
    print(f"{threads} threads a task, {settings}, medians")
    print(f"{'':22}{'seconds':>9}{'puzzles/s':>12}{'ratio to cli':>14}")
    for name, values in times.items():
        # Throughput against the program's: its time over this job's, round by round.
        ratio = statistics.median(ours / job for ours, job in zip(times["cli"], values))
        seconds = statistics.median(values)
        print(f"{name:22}{seconds:9.2f}{n / seconds:12,.0f}{ratio:14.2f}")
    print("\nwithin the spark job's tasks (seconds of task time, all tasks, median of rounds):")
    spark_seconds = statistics.median(times["spark"])
    for phase, label in [
        ("cells", "lines to cells (Arrow to numpy)"),
        ("solve", "solve_batch (the library)"),
        ("rows", "rows (numpy to Arrow)"),
    ]:
        value = statistics.median(b[phase] for b in breakdown)
        print(f"  {label:40}{value:8.2f}")
    task = statistics.median(b["task"] - b["cells"] - b["solve"] - b["rows"] for b in breakdown)
    print(f"  {'batches in and out of Python (Arrow)':40}{task:8.2f}")
    task_time = statistics.median(b["task"] for b in breakdown)
    print(f"  task time in Python, all tasks: {task_time:.2f} s over {cores} cores;", end=" ")
    print(f"the job's wall time: {spark_seconds:.2f} s")
    shutil.rmtree(work / "warm", ignore_errors=True)
    session.stop()


def check(work: Path, n: int) -> None:
    """The last spark run's rows: one per line, as many errors as the program printed."""
    import pyarrow.compute
    import pyarrow.parquet

    table = pyarrow.parquet.read_table(work / "spark", columns=["status"])
    assert table.num_rows == n, (table.num_rows, n)
    errors = n - pyarrow.compute.sum(pyarrow.compute.equal(table["status"], "ok")).as_py()
    printed = sum(1 for line in (work / "cli.txt").open("rb") if line.startswith(b"error"))
    assert errors == printed, (errors, printed)


if __name__ == "__main__":
    main()
