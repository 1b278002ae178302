//! The C examples in `examples/c/`: linked against the shared library, statically, and
//! loaded with dlopen (by soname, by path, and a missing library).

use std::process::Command;

use support::commands::{
    Language, include_dir, manifest_dir, native_static_libs, needed_libraries, run, run_failing,
    scratch, strict_compiler,
};
use support::library::{built_library_dir, staged_lib_dir};
use support::{expected_transcript, play_transcript};

fn compile_c(source: &str, exe: &std::path::Path) -> Command {
    let mut cc = strict_compiler(Language::C);
    cc.arg("-I")
        .arg(include_dir())
        .arg(manifest_dir().join("examples/c").join(source))
        .arg("-o")
        .arg(exe);
    cc
}

#[test]
fn c_caller_linked_against_the_shared_library() {
    let lib_dir = staged_lib_dir();
    let exe = scratch("c-shared").join("solve");
    run(compile_c("solve.c", &exe)
        .arg("-L")
        .arg(&lib_dir)
        .arg("-lsudoku"));
    assert!(
        needed_libraries(&exe).contains(&"libsudoku.so.1".to_string()),
        "not linked against the soname"
    );
    let printed = run(Command::new(&exe).env("LD_LIBRARY_PATH", &lib_dir));
    assert_eq!(printed, expected_transcript());
}

#[test]
fn c_game_generates_rates_hints_and_solves() {
    let lib_dir = staged_lib_dir();
    let exe = scratch("c-play").join("play");
    run(compile_c("play.c", &exe)
        .arg("-L")
        .arg(&lib_dir)
        .arg("-lsudoku"));
    let printed = run(Command::new(&exe).env("LD_LIBRARY_PATH", &lib_dir));
    assert_eq!(printed, play_transcript());
}

#[test]
fn c_caller_linked_statically() {
    let archive = built_library_dir().join("libsudoku.a");
    let system_libs = native_static_libs();
    assert!(
        system_libs.iter().any(|lib| lib == "-lc"),
        "{system_libs:?}"
    );
    let exe = scratch("c-static").join("solve");
    run(compile_c("solve.c", &exe).arg(&archive).args(&system_libs));
    let needed = needed_libraries(&exe);
    assert!(
        !needed.iter().any(|lib| lib.starts_with("libsudoku")),
        "linked dynamically: {needed:?}"
    );
    let printed = run(Command::new(&exe).env_remove("LD_LIBRARY_PATH"));
    assert_eq!(printed, expected_transcript());
}

#[test]
fn c_caller_loading_the_library_with_dlopen() {
    let lib_dir = staged_lib_dir();
    let exe = scratch("c-dlopen").join("solve_dlopen");
    run(compile_c("solve_dlopen.c", &exe).arg("-ldl"));
    assert!(
        !needed_libraries(&exe)
            .iter()
            .any(|lib| lib.starts_with("libsudoku")),
        "the dlopen caller must not link the library"
    );
    // By soname, through the loader's search path...
    let printed = run(Command::new(&exe).env("LD_LIBRARY_PATH", &lib_dir));
    assert_eq!(printed, expected_transcript());
    // ...or by path.
    let printed = run(Command::new(&exe)
        .arg(built_library_dir().join("libsudoku.so"))
        .env_remove("LD_LIBRARY_PATH"));
    assert_eq!(printed, expected_transcript());
}

#[test]
fn c_dlopen_caller_reports_a_missing_library() {
    let exe = scratch("c-dlopen-missing").join("solve_dlopen");
    run(compile_c("solve_dlopen.c", &exe).arg("-ldl"));
    let missing = exe.with_file_name("libsudoku-missing.so");
    let stderr = run_failing(Command::new(&exe).arg(&missing));
    assert!(stderr.starts_with("dlopen: "), "{stderr}");
    assert!(stderr.contains("libsudoku-missing.so"), "{stderr}");
}

const C_ERRORS: &str = r#"
#include <stdio.h>
#include <string.h>
#include "sudoku.h"
static void say(const SudokuErrorDetail *detail) {
    char sentence[256];
    size_t length = sudoku_error_text(detail, sentence, sizeof sentence);
    printf("%zu %s\n", length, sentence);
}
int main(void) {
    uint8_t grid[SUDOKU_CELLS] = {0};
    SudokuErrorDetail detail;
    grid[4] = 7;
    grid[76] = 7; /* r1c5 and r9c5: column 5 */
    SudokuStatus status = sudoku_explain(grid, &detail);
    printf("%d %d %d %d %d %d\n", (int)status, (int)detail.status, (int)detail.cell,
           (int)detail.other_cell, (int)detail.value, (int)detail.house);
    say(&detail);
    static const char text[] = "1.3...5.9..21.94.....7.4...3..5.2..6.6..?..5.7..8.3..4...4.1.....92.58..8.4...1.7";
    memset(grid, 0xEE, sizeof grid);
    status = sudoku_parse(text, strlen(text), grid, &detail);
    printf("%d %d %u %u %u %d\n", (int)status, (int)detail.text_problem, (unsigned)detail.line,
           (unsigned)detail.column, (unsigned)detail.character, grid[0]);
    say(&detail);
    status = sudoku_parse(text, 9, grid, NULL);
    printf("%d\n", (int)status);
    return 0;
}
"#;

/// A C caller learns where a call failed: the detail's fields and its sentence, in C99.
#[test]
fn c_caller_learns_where_a_call_failed() {
    let lib_dir = staged_lib_dir();
    let dir = scratch("c-errors");
    let source = dir.join("errors.c");
    std::fs::write(&source, C_ERRORS).unwrap();
    let exe = dir.join("errors");
    run(strict_compiler(Language::C)
        .arg("-I")
        .arg(include_dir())
        .arg(&source)
        .arg("-o")
        .arg(&exe)
        .arg("-L")
        .arg(&lib_dir)
        .arg("-lsudoku"));
    let printed = run(Command::new(&exe).env("LD_LIBRARY_PATH", &lib_dir));
    let clash = "digit 7 appears twice in one column: at row 1, column 5 and at row 9, column 5";
    let bad = "line 1, column 41: unexpected character '?', expected a digit 0-9 (0 or '.' for a \
               blank)";
    assert_eq!(
        printed,
        format!(
            "3 3 76 4 7 13\n{} {clash}\n11 2 1 41 63 238\n{} {bad}\n11\n",
            clash.len(),
            bad.len()
        )
    );
}

/// The layout calls from strict C99 (`tests/c/layouts.c`): answers as the Rust API gives them,
/// the reason a text is refused, every handle freed (tests/c/sanitize.sh runs it under ASan
/// and valgrind).
#[test]
fn c_caller_of_the_layout_calls() {
    let lib_dir = staged_lib_dir();
    let exe = scratch("c-layouts").join("layouts");
    run(strict_compiler(Language::C)
        .arg("-I")
        .arg(include_dir())
        .arg(manifest_dir().join("tests/c/layouts.c"))
        .arg("-o")
        .arg(&exe)
        .arg("-L")
        .arg(&lib_dir)
        .arg("-lsudoku"));
    let expected = super::layout_expected();
    let printed = run(Command::new(&exe)
        .args([super::LAYOUT_LINE, super::LAYOUT_FPUZZLES])
        .env("LD_LIBRARY_PATH", &lib_dir));
    assert_eq!(printed, expected);
    // Its own line and document are the same.
    let printed = run(Command::new(&exe).env("LD_LIBRARY_PATH", &lib_dir));
    assert_eq!(printed, expected);
}
