#!/usr/bin/env python3
"""A Spark job over the package `sudoku_lexmin` (bindings/python/sudoku_lexmin/spark.py): answers a puzzle
collection, or generates a rated one, and writes Parquet.

    spark-submit sudoku_spark.py solve INPUT OUTPUT [--count] [--format text|parquet|csv]
                                      [--column NAME]
    spark-submit sudoku_spark.py generate N OUTPUT [--seed S] [--partitions P]
                                      [--level easy|medium|hard|expert|beyond]
                                      [--symmetry none|rotate180|rotate90|mirror|diagonal]

`solve` writes one row per puzzle line of INPUT (text with one puzzle a line, or the column
NAME of Parquet or CSV files): the puzzle, its status (ok, conflict, unsolvable or
unreadable), the answer, and with --count the completions up to 2. `generate` writes N
puzzles from the seeds S to S + N - 1 with their ratings. OUTPUT is replaced, so a rerun
gives the same output. Every node needs the package with its `spark` extra: the repository's
doc/languages.md says how ("Spark").
"""

import argparse

from pyspark.sql import SparkSession

import sudoku_lexmin
from sudoku_lexmin import spark


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    commands = parser.add_subparsers(dest="command", required=True)
    solve = commands.add_parser("solve", help="answer the puzzles of INPUT")
    solve.add_argument("input")
    solve.add_argument("output")
    solve.add_argument("--count", action="store_true", help="count completions up to 2")
    solve.add_argument("--format", default="text", choices=["text", "parquet", "csv"])
    solve.add_argument("--column", default="puzzle", help="the puzzles' column (Parquet, CSV)")
    generate = commands.add_parser("generate", help="generate N rated puzzles")
    generate.add_argument("n", type=int)
    generate.add_argument("output")
    generate.add_argument("--seed", type=int, default=0)
    generate.add_argument("--partitions", type=int, default=None)
    generate.add_argument("--level", default="any", choices=[str(level) for level in sudoku_lexmin.Level])
    generate.add_argument(
        "--symmetry", default="none", choices=[str(symmetry) for symmetry in sudoku_lexmin.Symmetry]
    )
    args = parser.parse_args()

    session = SparkSession.builder.appName(f"sudoku {args.command}").getOrCreate()
    if args.command == "solve":
        puzzles = spark.read_puzzles(session, args.input, args.format, args.column)
        rows = spark.answer(puzzles, count=args.count)
    else:
        rows = spark.generate(
            session, args.n, args.seed, args.partitions, symmetry=args.symmetry, level=args.level
        )
    rows.write.mode("overwrite").parquet(args.output)
    session.stop()


if __name__ == "__main__":
    main()
