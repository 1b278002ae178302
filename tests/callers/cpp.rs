//! The C++ examples in `examples/cpp/`, over `include/sudoku.hpp`, with strict warnings,
//! and the wrapper's batch count against the library's.

use std::path::Path;
use std::process::Command;

use support::commands::{Language, include_dir, manifest_dir, run, scratch, strict_compiler};
use support::library::staged_lib_dir;
use support::{expected_transcript, play_transcript};

use super::{CHAINS, count_batch_expected, rate_within_expected};

/// Builds a C++ example over the header-only wrapper and runs it.
fn run_cpp(source: &str) -> String {
    run_cpp_program(source, &manifest_dir().join("examples/cpp").join(source))
}

/// Builds the C++ program at `path` over the header-only wrapper and runs it.
fn run_cpp_program(name: &str, path: &Path) -> String {
    run_cpp_program_with(name, path, &[])
}

/// Builds the C++ program at `path` over the header-only wrapper and runs it with `args`.
fn run_cpp_program_with(name: &str, path: &Path, args: &[&str]) -> String {
    let lib_dir = staged_lib_dir();
    let exe = scratch(&format!("cpp-{name}")).join("example");
    run(strict_compiler(Language::Cpp)
        .arg("-I")
        .arg(include_dir())
        .arg(path)
        .arg("-L")
        .arg(&lib_dir)
        .arg("-lsudoku")
        .arg("-o")
        .arg(&exe));
    run(Command::new(&exe)
        .args(args)
        .env("LD_LIBRARY_PATH", &lib_dir))
}

#[test]
fn cpp_caller_over_the_header_only_wrapper() {
    assert_eq!(run_cpp("solve.cpp"), expected_transcript());
}

#[test]
fn cpp_game_generates_rates_hints_and_solves() {
    assert_eq!(run_cpp("play.cpp"), play_transcript());
}

const CPP_COUNT_BATCH: &str = r#"
#include "sudoku.hpp"
#include <iostream>
int main() {
    std::vector<sudoku::Grid> puzzles(3);
    puzzles[1][0] = 4;
    puzzles[1][1] = 4;
    puzzles[2] = sudoku::solve(puzzles[0]);
    const sudoku::CountBatch batch = sudoku::count_batch(puzzles, 5);
    for (std::size_t i = 0; i < puzzles.size(); ++i) {
        std::cout << static_cast<int>(batch.statuses[i]) << ' ' << batch.counts[i] << '\n';
    }
}
"#;

#[test]
fn cpp_count_batch_matches_the_library() {
    let source = scratch("cpp-count-batch-source").join("count_batch.cpp");
    std::fs::write(&source, CPP_COUNT_BATCH).unwrap();
    let printed = run_cpp_program("count_batch.cpp", &source);
    assert_eq!(printed, count_batch_expected());
    assert_eq!(printed, "0 5\n3 0\n0 1\n");
}

const CPP_RATE_WITHIN: &str = r#"
#include "sudoku.hpp"
#include <iostream>
int main(int, char **argv) {
    sudoku::Grid puzzle{};
    for (std::size_t i = 0; i < puzzle.size(); ++i) {
        puzzle[i] = static_cast<std::uint8_t>(argv[1][i] - '0');
    }
    const sudoku::Rating rating = sudoku::rate(puzzle);
    std::cout << rating.tenths << ' ' << rating.work << '\n';
    for (const std::uint64_t bound : {rating.work, rating.work - 1, std::uint64_t{0}}) {
        try {
            const sudoku::Rating within = sudoku::rate_within(puzzle, bound);
            std::cout << (within.tenths == rating.tenths && within.work == rating.work ? 0 : -1)
                      << '\n';
        } catch (const sudoku::Error &error) {
            std::cout << static_cast<int>(error.status()) << '\n';
        }
    }
    sudoku::GenerateOptions options;
    options.min_tenths = 36;
    options.max_tenths = 45;
    for (const std::uint8_t cell : sudoku::generate(5, options)) {
        std::cout << static_cast<int>(cell);
    }
    std::cout << '\n';
}
"#;

#[test]
fn cpp_rate_within_matches_the_library() {
    let source = scratch("cpp-rate-within-source").join("rate_within.cpp");
    std::fs::write(&source, CPP_RATE_WITHIN).unwrap();
    let printed = run_cpp_program_with("rate_within.cpp", &source, &[CHAINS]);
    assert_eq!(printed, rate_within_expected());
}

const CPP_ERRORS: &str = r#"
#include "sudoku.hpp"
#include <iostream>
int main() {
    sudoku::Grid grid{};
    grid[30] = 2;
    grid[50] = 2;  // r4c4 and r6c6: box 5
    try {
        sudoku::solve(grid);
    } catch (const sudoku::Error &error) {
        const sudoku::Clash clash = error.clash().value();
        std::cout << static_cast<int>(error.status()) << ' ' << *error.cell() << ' '
                  << clash.first << ' ' << clash.second << ' ' << clash.digit << ' '
                  << static_cast<int>(clash.unit) << ' ' << clash.house_number << '\n'
                  << error.what() << '\n';
    }
    grid = sudoku::Grid{};
    grid[80] = 42;
    try {
        sudoku::validate(grid);
    } catch (const sudoku::Error &error) {
        std::cout << *error.cell() << ' ' << error.value().value() << ' '
                  << error.clash().has_value() << '\n' << error.what() << '\n';
    }
    try {
        sudoku::parse("103000509\n0021x9400\n");
    } catch (const sudoku::ParseError &error) {
        std::cout << static_cast<int>(error.problem()) << ' ' << error.line() << ' '
                  << error.column() << ' ' << static_cast<char>(error.character()) << '\n'
                  << error.what() << '\n';
    }
    try {
        sudoku::parse("");
    } catch (const std::invalid_argument &error) {
        std::cout << error.what() << '\n';
    }
}
"#;

/// The wrapper's exceptions say where: a clash's cells, digit and house, a value above 9,
/// a parse error's line and column, each with the library's sentence as what().
#[test]
fn cpp_errors_say_where() {
    let source = scratch("cpp-errors-source").join("errors.cpp");
    std::fs::write(&source, CPP_ERRORS).unwrap();
    let printed = run_cpp_program("errors.cpp", &source);
    assert_eq!(
        printed,
        "3 50 30 50 2 2 5\n\
         digit 2 appears twice in one box: at row 4, column 4 and at row 6, column 6\n\
         80 42 0\n\
         invalid cell at row 9, column 9: 42 is not 0 (blank) or a digit 1 to 9\n\
         2 2 5 x\n\
         line 2, column 5: unexpected character 'x', expected a digit 0-9 (0 or '.' for a \
         blank)\n\
         line 1, column 1: empty input, expected 9 rows of 9 digits (0 for a blank)\n"
    );
}

const CPP_LAYOUTS: &str = r#"
#include "sudoku.hpp"
#include <iostream>
static const char *const X_PUZZLE = "9x9 x: 000008700000562000020000000000100000050000340070200050014000590000000800000805010";
template <typename T>
static void print(const std::vector<T> &values) {
    for (std::size_t i = 0; i < values.size(); ++i) {
        std::cout << (i ? "," : "") << static_cast<std::uint64_t>(values[i]);
    }
    std::cout << '\n';
}
int main(int, char **argv) {
    sudoku::LayoutCells givens;
    sudoku::Layout parsed = sudoku::Layout::parse(argv[1], &givens);
    const sudoku::Layout layout = std::move(parsed);  // the handle moves; freed once
    std::cout << layout.size() << ' ' << layout.cells() << '\n';
    print(layout.solve(givens));
    for (const std::uint64_t work : {std::uint64_t{SUDOKU_LAYOUT_DEFAULT_WORK}, std::uint64_t{1}}) {
        const sudoku::Count count = layout.count(givens, 5, work);
        std::cout << count.count << ' ' << count.finished << '\n';
    }
    print(layout.candidates(givens));
    std::cout << layout.generate(3, sudoku::Symmetry::rotate180) << '\n';
    std::cout << layout.generate_killer(5) << '\n';
    {
        sudoku::LayoutCells x_givens;
        const sudoku::Layout x = sudoku::Layout::parse(X_PUZZLE, &x_givens);
        const sudoku::Rating rating = x.rate(x_givens);
        std::cout << rating.tenths << ' ' << static_cast<int>(rating.hardest) << '\n';
        std::cout << x.hint(x_givens, &x_givens).text << '\n';
        sudoku::Layout::GenerateOptions rated;
        rated.min_tenths = 30;
        rated.max_tenths = 45;
        std::cout << x.generate(4, rated) << '\n';
    }
    sudoku::LayoutCells clash = givens;
    clash[10] = 1;
    try {
        layout.validate(clash);
    } catch (const sudoku::Error &error) {
        std::cout << static_cast<int>(error.status()) << ' ' << *error.cell() << ' '
                  << error.what() << '\n';
    }
    try {
        sudoku::Layout::parse("6x6 kings");
    } catch (const sudoku::Error &error) {
        std::cout << static_cast<int>(error.status()) << ' ' << error.what() << '\n';
    }
    sudoku::LayoutCells document;
    const auto fpuzzles = sudoku::Layout::from_fpuzzles(argv[2], &document);
    std::cout << fpuzzles.size() << ' ';
    print(document);
    print(fpuzzles.solve_any(document));
    sudoku::LayoutCells killer_givens;
    const auto killer = sudoku::Layout::parse("4x4 killer: ................ aabbccddeeffgghh a=3,b=7,c=7,d=3,e=5,f=5,g=5,h=5", &killer_givens);
    print(killer.solve(killer_givens));
    const sudoku::Count killed = killer.count(killer_givens, 5);
    std::cout << killed.count << ' ' << killed.finished << '\n';
}
"#;

/// The wrapper's Layout answers as the Rust API does, and says why a text is refused.
#[test]
fn cpp_layouts_match_the_library() {
    let source = scratch("cpp-layouts-source").join("layouts.cpp");
    std::fs::write(&source, CPP_LAYOUTS).unwrap();
    let args = [super::LAYOUT_LINE, super::LAYOUT_FPUZZLES];
    let printed = run_cpp_program_with("layouts.cpp", &source, &args);
    assert_eq!(printed, super::layout_expected());
}
