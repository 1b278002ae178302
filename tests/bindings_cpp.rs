//! The C++ caller in `examples/cpp/`, over the header-only wrapper `include/sudoku.hpp`,
//! built with strict warnings and run.

mod callers;
mod common;

use std::process::Command;

use callers::{expected_transcript, manifest_dir, run, scratch};
use common::staged_lib_dir;

#[test]
fn cpp_caller_over_the_header_only_wrapper() {
    let lib_dir = staged_lib_dir();
    let exe = scratch("cpp").join("solve");
    run(Command::new("c++")
        .args(["-std=c++17", "-Wall", "-Wextra", "-Werror", "-pedantic"])
        .arg("-I")
        .arg(manifest_dir().join("include"))
        .arg(manifest_dir().join("examples/cpp/solve.cpp"))
        .arg("-L")
        .arg(&lib_dir)
        .arg("-lsudoku")
        .arg("-o")
        .arg(&exe));
    let printed = run(Command::new(&exe).env("LD_LIBRARY_PATH", &lib_dir));
    assert_eq!(printed, expected_transcript());
}
