//! The example programs in `examples/`, built and run with their output checked: C (linked
//! against the shared library, statically, and loaded with dlopen), C++ over the header-only
//! wrapper, C# under Mono and Python through ctypes; and every binding against the header.

use std::path::Path;
use std::process::Command;

use crate::support::commands::{
    header_functions, header_statuses, manifest_dir, native_static_libs, needed_libraries, run,
    run_failing, scratch, tools_present,
};
use crate::support::expected_transcript;
use crate::support::library::{built_library_dir, staged_lib_dir};

// C, in `examples/c/`.

const C_FLAGS: [&str; 5] = ["-std=c99", "-pedantic", "-Wall", "-Wextra", "-Werror"];

fn compile_c(source: &str, exe: &std::path::Path) -> Command {
    let mut cc = Command::new("cc");
    cc.args(C_FLAGS)
        .arg("-I")
        .arg(manifest_dir().join("include"))
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

// C++, in `examples/cpp/`, over `include/sudoku.hpp`, with strict warnings.

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

// C#, in `examples/csharp/`, compiled with Mono's `mcs` (the `[DllImport]` path, as Unity
// uses it) and run with `mono`. Outside CI a machine without Mono skips it and says so;
// with `CI=true` a missing Mono fails.

#[test]
fn csharp_caller_under_mono() {
    let hint = "install Mono with `apt-get install -y mono-mcs mono-runtime`";
    if !tools_present("csharp_caller_under_mono", &["mcs", "mono"], hint) {
        return;
    }
    let lib_dir = staged_lib_dir();
    let exe = scratch("csharp").join("solve.exe");
    let sources = manifest_dir().join("examples/csharp");
    run(Command::new("mcs")
        .arg("-warnaserror+")
        .arg(format!("-out:{}", exe.display()))
        .arg(sources.join("Sudoku.cs"))
        .arg(sources.join("Program.cs")));
    let printed = run(Command::new("mono")
        .arg(&exe)
        .env("LD_LIBRARY_PATH", &lib_dir));
    assert_eq!(printed, expected_transcript());
}

// Python, in `examples/python/`: a ctypes module and a script, run with the machine's
// `python3`, and the order in which the module looks for the library.

const HINT: &str = "install Python 3";

/// `python3` with a clean environment for finding the library, and no bytecode written
/// into the source tree.
fn python(module_dir: &Path) -> Command {
    let mut python = Command::new("python3");
    python
        .current_dir(module_dir)
        .env("PYTHONDONTWRITEBYTECODE", "1")
        .env("PYTHONPATH", module_dir)
        .env_remove("SUDOKU_LIBRARY")
        .env_remove("LD_LIBRARY_PATH");
    python
}

/// Where the module says it loaded the library from.
fn loaded_from(python: &mut Command) -> String {
    let printed = run(python.args(["-c", "import sudoku; print(sudoku.LIBRARY_PATH)"]));
    printed.trim_end().to_string()
}

#[test]
fn python_caller_through_ctypes() {
    if !tools_present("python_caller_through_ctypes", &["python3"], HINT) {
        return;
    }
    let library = built_library_dir().join("libsudoku.so");
    let module_dir = manifest_dir().join("examples/python");
    let printed = run(python(&module_dir)
        .arg(module_dir.join("solve.py"))
        .env("SUDOKU_LIBRARY", &library));
    assert_eq!(printed, expected_transcript());
}

/// The Python module's counts: arguments checked, a bounded count, and a count long enough
/// to leave the first bounded attempt and go on in the helper thread (the path that lets
/// Ctrl-C stop it), with the answer the library gives in one call.
#[test]
fn python_counts_check_their_arguments_and_go_past_the_first_attempt() {
    if !tools_present("python_counts", &["python3"], HINT) {
        return;
    }
    let library = built_library_dir().join("libsudoku.so");
    let module_dir = manifest_dir().join("examples/python");
    let script = r#"
import sudoku
empty = bytes(81)
for bad, error in [(-1, ValueError), (1 << 64, ValueError), (2.0, TypeError), (True, TypeError)]:
    try:
        sudoku.count_solutions(empty, bad)
    except error:
        pass
    else:
        raise SystemExit(f"count_solutions accepted {bad!r}")
    try:
        sudoku.count_solutions_bounded(empty, 2, bad)
    except error:
        pass
    else:
        raise SystemExit(f"count_solutions_bounded accepted max_nodes {bad!r}")
stopped = sudoku.count_solutions_bounded(empty, 10**6, 100)
assert stopped == (stopped.count, False) and 0 <= stopped.count < 10**6, stopped
assert sudoku.count_solutions_bounded(empty, 3, 10**6) == (3, True)
assert sudoku.count_solutions(empty, 20000) == 20000
try:
    sudoku.count_solutions(bytes([1, 1] + [0] * 79), 2)
except sudoku.SudokuError as error:
    assert error.status == sudoku.Status.CONFLICT
else:
    raise SystemExit("a clash was counted")
print("ok")
"#;
    let printed = run(python(&module_dir)
        .args(["-c", script])
        .env("SUDOKU_LIBRARY", &library));
    assert_eq!(printed, "ok\n");
}

#[test]
fn python_module_finds_the_library_by_variable_then_beside_it_then_by_name() {
    if !tools_present("python_module_finds_the_library", &["python3"], HINT) {
        return;
    }
    let library = built_library_dir().join("libsudoku.so");
    let beside = scratch("python-beside");
    for file in ["sudoku.py", "solve.py"] {
        std::fs::copy(
            manifest_dir().join("examples/python").join(file),
            beside.join(file),
        )
        .unwrap();
    }
    std::os::unix::fs::symlink(&library, beside.join("libsudoku.so")).unwrap();
    let system = staged_lib_dir();

    // 1. The variable wins over a library beside the module and one on the search path...
    let chosen = loaded_from(
        python(&beside)
            .env("SUDOKU_LIBRARY", &library)
            .env("LD_LIBRARY_PATH", &system),
    );
    assert_eq!(chosen, library.display().to_string());
    // ...and is not silently passed over when it is wrong.
    let missing = beside.join("nowhere/libsudoku.so");
    let stderr = run_failing(
        python(&beside)
            .args(["-c", "import sudoku"])
            .env("SUDOKU_LIBRARY", &missing)
            .env("LD_LIBRARY_PATH", &system),
    );
    assert!(stderr.contains("nowhere/libsudoku.so"), "{stderr}");

    // 2. Then the library beside the module, over one on the search path.
    let chosen = loaded_from(python(&beside).env("LD_LIBRARY_PATH", &system));
    assert_eq!(chosen, beside.join("libsudoku.so").display().to_string());
    let printed = run(python(&beside).arg("solve.py"));
    assert_eq!(printed, expected_transcript());

    // 3. Then ctypes.util.find_library, which finds the soname on the search path.
    let module_dir = manifest_dir().join("examples/python");
    assert!(!module_dir.join("libsudoku.so").exists());
    let chosen = loaded_from(python(&module_dir).env("LD_LIBRARY_PATH", &system));
    assert_eq!(chosen, "libsudoku.so.1");
}

// The bindings against the header: each wraps every function the header declares, and each
// status enum has the header's names and values.

fn read(path: &str) -> String {
    std::fs::read_to_string(manifest_dir().join(path)).unwrap()
}

const BINDINGS: [&str; 3] = [
    "include/sudoku.hpp",
    "examples/csharp/Sudoku.cs",
    "examples/python/sudoku.py",
];

#[test]
fn every_binding_calls_every_header_function() {
    let functions = header_functions();
    assert_eq!(functions.len(), 7, "{functions:?}");
    for binding in BINDINGS {
        let code = read(binding);
        for function in &functions {
            assert!(
                code.contains(function),
                "{binding} does not bind {function}"
            );
        }
    }
}

/// `(name, value)` pairs from lines `Name = 3,` between the first line containing `start`
/// and the next line starting with `end`, names converted to the header's SCREAMING_CASE.
fn enum_values(code: &str, start: &str, end: &str) -> Vec<(String, i32)> {
    code.lines()
        .skip_while(|line| !line.contains(start))
        .skip(1)
        .take_while(|line| !line.trim_start().starts_with(end))
        .filter_map(|line| {
            let (name, value) = line.trim().trim_end_matches(',').split_once(" = ")?;
            // NullPointer (C#) or NULL_POINTER (Python) -> NULL_POINTER.
            let mut screaming = String::new();
            let mut after_lowercase = false;
            for c in name.chars() {
                if c.is_ascii_uppercase() && after_lowercase {
                    screaming.push('_');
                }
                after_lowercase = c.is_ascii_lowercase();
                screaming.push(c.to_ascii_uppercase());
            }
            Some((screaming, value.parse().ok()?))
        })
        .collect()
}

/// The status enum of the binding at `path`, found as [`enum_values`] finds it, has the
/// header's names and values.
fn assert_mirrors_header(path: &str, start: &str, end: &str) {
    let found = enum_values(&read(path), start, end);
    assert_eq!(found, header_statuses(), "{path}");
}

#[test]
fn csharp_status_enum_mirrors_the_header() {
    assert_mirrors_header("examples/csharp/Sudoku.cs", "public enum Status", "}");
}

#[test]
fn python_status_enum_mirrors_the_header() {
    let start = "class Status(enum.IntEnum)";
    assert_mirrors_header("examples/python/sudoku.py", start, "class ");
}

#[test]
fn cpp_status_enum_mirrors_the_header() {
    let code = read("include/sudoku.hpp");
    let expected: Vec<(String, String)> = header_statuses()
        .into_iter()
        .map(|(name, _)| (name.clone(), format!("SUDOKU_STATUS_{name}")))
        .collect();
    let found: Vec<(String, String)> = code
        .lines()
        .skip_while(|line| !line.contains("enum class Status"))
        .skip(1)
        .take_while(|line| !line.starts_with('}'))
        .filter_map(|line| {
            let (name, value) = line.trim().trim_end_matches(',').split_once(" = ")?;
            Some((name.to_uppercase(), value.to_string()))
        })
        .collect();
    assert_eq!(found, expected);
}
