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
