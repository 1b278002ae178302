//! The C++ examples in `examples/cpp/`, over `include/sudoku.hpp`, with strict warnings,
//! and the wrapper's batch count against the library's.

use std::path::Path;
use std::process::Command;

use support::commands::{Language, include_dir, manifest_dir, run, scratch, strict_compiler};
use support::library::staged_lib_dir;
use support::{expected_transcript, play_transcript};

use super::count_batch_expected;

/// Builds a C++ example over the header-only wrapper and runs it.
fn run_cpp(source: &str) -> String {
    run_cpp_program(source, &manifest_dir().join("examples/cpp").join(source))
}

/// Builds the C++ program at `path` over the header-only wrapper and runs it.
fn run_cpp_program(name: &str, path: &Path) -> String {
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
    run(Command::new(&exe).env("LD_LIBRARY_PATH", &lib_dir))
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
