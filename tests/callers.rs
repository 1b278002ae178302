//! The example programs in `examples/`, built and run with their output checked: C (linked
//! against the shared library, statically, and loaded with dlopen), C++ over the header-only
//! wrapper, C# under Mono and Python through ctypes; and every binding against the header.

use std::path::{Path, PathBuf};
use std::process::Command;

use support::commands::{
    HEADER_ENUMS, Language, header_enum, header_functions, include_dir, manifest_dir,
    native_static_libs, needed_libraries, run, run_failing, scratch, strict_compiler,
    tools_present,
};
use support::library::{built_library_dir, staged_lib_dir};
use support::{expected_transcript, play_transcript};

// C, in `examples/c/`.

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

// C++, in `examples/cpp/`, over `include/sudoku.hpp`, with strict warnings.

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

/// Three grids for the batch counts of the wrappers: the empty grid (more completions than
/// any limit), a clash, and the empty grid's answer (one completion); counted to 5, each
/// binding must print `status count` lines as the library's own batch count gives them.
fn count_batch_expected() -> String {
    let solved = sudoku::Grid::EMPTY.solve().unwrap();
    let mut clash = [0u8; 81];
    clash[..2].copy_from_slice(&[4, 4]);
    let clash = sudoku::Grid::from(clash);
    let counts = sudoku::count_batch(&[sudoku::Grid::EMPTY, clash, solved], 5, 0);
    counts
        .iter()
        .map(|count| match count {
            Ok(count) => format!("0 {count}\n"),
            Err(error) => format!("{} 0\n", sudoku::ffi::SudokuStatus::from(error) as i32),
        })
        .collect()
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

// C#, in `examples/csharp/`, compiled with Mono's `mcs` (the `[DllImport]` path, as Unity
// uses it) and run with `mono`. Outside CI a machine without Mono skips it and says so;
// with `CI=true` a missing Mono fails.

/// Builds a C# program from the binding (`bindings/csharp/Sudoku.cs`) and `main` (in
/// `examples/csharp/`, or a path) with
/// Mono's compiler and runs it; `None` when Mono is missing outside CI.
fn run_csharp(test: &str, main: &str) -> Option<String> {
    let hint = "install Mono with `apt-get install -y mono-mcs mono-runtime`";
    if !tools_present(test, &["mcs", "mono"], hint) {
        return None;
    }
    let lib_dir = staged_lib_dir();
    let name = Path::new(main).file_name().unwrap().to_string_lossy();
    let exe = scratch(&format!("csharp-{name}")).join("example.exe");
    let sources = manifest_dir().join("examples/csharp");
    run(Command::new("mcs")
        .arg("-warnaserror+")
        .arg(format!("-out:{}", exe.display()))
        .arg(manifest_dir().join("bindings/csharp/Sudoku.cs"))
        .arg(sources.join(main)));
    Some(run(Command::new("mono")
        .arg(&exe)
        .env("LD_LIBRARY_PATH", &lib_dir)))
}

#[test]
fn csharp_caller_under_mono() {
    if let Some(printed) = run_csharp("csharp_caller_under_mono", "Program.cs") {
        assert_eq!(printed, expected_transcript());
    }
}

const CSHARP_COUNT_BATCH: &str = r#"
using System;
using Sudoku;

class CountBatchCheck
{
    static void Main()
    {
        var puzzles = new byte[3 * Solver.Cells];
        puzzles[Solver.Cells] = 4;
        puzzles[Solver.Cells + 1] = 4;
        byte[] solved = Solver.Solve(new byte[Solver.Cells]);
        Buffer.BlockCopy(solved, 0, puzzles, 2 * Solver.Cells, Solver.Cells);
        var counts = new ulong[3];
        Status[] statuses = Solver.CountBatch(puzzles, 5, counts);
        for (int i = 0; i < 3; i++)
        {
            Console.WriteLine((int)statuses[i] + " " + counts[i]);
        }
    }
}
"#;

#[test]
fn csharp_count_batch_matches_the_library() {
    let source = scratch("csharp-count-batch-source").join("CountBatch.cs");
    std::fs::write(&source, CSHARP_COUNT_BATCH).unwrap();
    let main = source.to_str().unwrap();
    if let Some(printed) = run_csharp("csharp_count_batch", main) {
        assert_eq!(printed, count_batch_expected());
    }
}

#[test]
fn csharp_game_under_mono() {
    if let Some(printed) = run_csharp("csharp_game_under_mono", "Play.cs") {
        assert_eq!(printed, play_transcript());
    }
}

// Python: the package's ctypes module (`bindings/python/sudoku/`) from the source tree, with the
// scripts of `examples/python/`, run with the machine's `python3`, and the order in which the
// module looks for the library. The package as pip builds and installs it is tested in
// `python_package.rs`.

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

/// The folder holding the package `sudoku` in the source tree.
fn package_root() -> PathBuf {
    manifest_dir().join("bindings/python")
}

/// Runs `args` with the package importable from the source tree and pointed at the built
/// library.
fn run_python_example(args: &[&std::ffi::OsStr]) -> String {
    let library = built_library_dir().join("libsudoku.so");
    run(python(&package_root())
        .args(args)
        .env("SUDOKU_LIBRARY", &library))
}

#[test]
fn python_caller_through_ctypes() {
    if !tools_present("python_caller_through_ctypes", &["python3"], HINT) {
        return;
    }
    let script = manifest_dir().join("examples/python/solve.py");
    let printed = run_python_example(&[script.as_os_str()]);
    assert_eq!(printed, expected_transcript());
}

#[test]
fn python_game_through_ctypes() {
    if !tools_present("python_game_through_ctypes", &["python3"], HINT) {
        return;
    }
    let script = manifest_dir().join("examples/python/play.py");
    let printed = run_python_example(&[script.as_os_str()]);
    assert_eq!(printed, play_transcript());
}

/// The Python module's counts: arguments checked, a bounded count, and a count long enough
/// to leave the first bounded attempt and go on in the helper thread (the path that lets
/// Ctrl-C stop it), with the answer the library gives in one call.
#[test]
fn python_counts_check_their_arguments_and_go_past_the_first_attempt() {
    if !tools_present("python_counts", &["python3"], HINT) {
        return;
    }
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
    let printed = run_python_example(&["-c".as_ref(), script.as_ref()]);
    assert_eq!(printed, "ok\n");
}

#[test]
fn python_module_finds_the_library_by_variable_then_beside_it_then_by_name() {
    if !tools_present("python_module_finds_the_library", &["python3"], HINT) {
        return;
    }
    let library = built_library_dir().join("libsudoku.so");
    let beside = scratch("python-beside");
    let package = beside.join("sudoku");
    std::fs::create_dir(&package).unwrap();
    for module in package_modules() {
        std::fs::copy(&module, package.join(module.file_name().unwrap())).unwrap();
    }
    std::fs::copy(
        manifest_dir().join("examples/python/solve.py"),
        beside.join("solve.py"),
    )
    .unwrap();
    std::os::unix::fs::symlink(&library, package.join("libsudoku.so")).unwrap();
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
    assert_eq!(chosen, package.join("libsudoku.so").display().to_string());
    let printed = run(python(&beside).arg("solve.py"));
    assert_eq!(printed, expected_transcript());

    // 3. Then ctypes.util.find_library, which finds the soname on the search path.
    assert!(!package_root().join("sudoku/libsudoku.so").exists());
    let chosen = loaded_from(python(&package_root()).env("LD_LIBRARY_PATH", &system));
    assert_eq!(chosen, "libsudoku.so.1");
}

// The bindings against the header: each wraps every function the header declares, and each
// of its enumerations has the header's names and values.

fn read(path: &str) -> String {
    std::fs::read_to_string(manifest_dir().join(path)).unwrap()
}

/// The modules of the Python package, `bindings/python/sudoku/*.py`.
fn package_modules() -> Vec<PathBuf> {
    let dir = package_root().join("sudoku");
    let mut modules: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|entry| entry.unwrap().path())
        .filter(|path| path.extension().is_some_and(|ext| ext == "py"))
        .collect();
    modules.sort();
    assert!(modules.len() > 3, "{modules:?}");
    modules
}

/// The code of the Python package's modules, one after the other.
fn python_package_code() -> String {
    package_modules()
        .iter()
        .map(|path| std::fs::read_to_string(path).unwrap())
        .collect()
}

#[test]
fn every_binding_calls_every_header_function() {
    let functions = header_functions();
    assert_eq!(functions.len(), 18, "{functions:?}");
    let bindings = [
        ("include/sudoku.hpp", read("include/sudoku.hpp")),
        (
            "bindings/csharp/Sudoku.cs",
            read("bindings/csharp/Sudoku.cs"),
        ),
        ("bindings/python/sudoku/", python_package_code()),
    ];
    // A function whose work a later one does and more: a binding may bind the later only.
    let superseded = [("sudoku_rate", "sudoku_rate_details")];
    let binds = |code: &str, function: &str| {
        code.match_indices(function).any(|(at, _)| {
            let after = code[at + function.len()..].chars().next();
            !after.is_some_and(|c| c.is_ascii_alphanumeric() || c == '_')
        })
    };
    for (binding, code) in bindings {
        for function in &functions {
            let by_later = superseded
                .iter()
                .any(|&(old, later)| function == old && binds(&code, later));
            assert!(
                binds(&code, function) || by_later,
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
            Some((screaming(name), value.parse().ok()?))
        })
        .collect()
}

/// `NullPointer` (C#) or `NULL_POINTER` (Python) -> `NULL_POINTER`; `XWing` -> `X_WING`: a
/// word starts at a capital after a small letter, or before one.
fn screaming(name: &str) -> String {
    let chars: Vec<char> = name.chars().collect();
    let mut screaming = String::new();
    for (index, &c) in chars.iter().enumerate() {
        let after_lowercase = index > 0 && chars[index - 1].is_ascii_lowercase();
        let before_lowercase = index > 0
            && chars[index - 1].is_ascii_uppercase()
            && chars.get(index + 1).is_some_and(char::is_ascii_lowercase);
        if c.is_ascii_uppercase() && (after_lowercase || before_lowercase) {
            screaming.push('_');
        }
        screaming.push(c.to_ascii_uppercase());
    }
    screaming
}

#[test]
fn names_convert_to_the_headers_case() {
    for (name, want) in [
        ("NullPointer", "NULL_POINTER"),
        ("NULL_POINTER", "NULL_POINTER"),
        ("XWing", "X_WING"),
        ("XyzWing", "XYZ_WING"),
        ("Rotate180", "ROTATE180"),
        ("Ok", "OK"),
    ] {
        assert_eq!(screaming(name), want);
    }
}

#[test]
fn csharp_enums_mirror_the_header() {
    let code = read("bindings/csharp/Sudoku.cs");
    for (name, prefix) in HEADER_ENUMS {
        let found = enum_values(&code, &format!("public enum {name}"), "}");
        assert_eq!(found, header_enum(prefix), "C# {name}");
    }
}

/// The C# binding reads the C structs from byte buffers at fixed offsets: they must be the
/// library's own.
#[test]
fn csharp_layout_is_the_c_structs() {
    use core::mem::{offset_of, size_of};
    use sudoku::ffi::{SUDOKU_RATING_DETAIL_STEPS, SudokuHint, SudokuRatingDetails};
    let code = read("bindings/csharp/Sudoku.cs");
    let constant = |name: &str| -> usize {
        let line = format!("internal const int {name} = ");
        let start = code.find(&line).unwrap_or_else(|| panic!("{name}")) + line.len();
        code[start..].split(';').next().unwrap().parse().unwrap()
    };
    let expected = [
        ("HintBytes", size_of::<SudokuHint>()),
        ("TechniqueAt", offset_of!(SudokuHint, technique)),
        ("MistakeAt", offset_of!(SudokuHint, mistake)),
        ("CellAt", offset_of!(SudokuHint, cell)),
        ("DigitAt", offset_of!(SudokuHint, digit)),
        ("DigitsAt", offset_of!(SudokuHint, digits)),
        ("CellCountAt", offset_of!(SudokuHint, cell_count)),
        ("HouseCountAt", offset_of!(SudokuHint, house_count)),
        ("CellsAt", offset_of!(SudokuHint, cells)),
        ("HousesAt", offset_of!(SudokuHint, houses)),
        ("EliminationsAt", offset_of!(SudokuHint, eliminations)),
        ("PatternAt", offset_of!(SudokuHint, pattern)),
        ("RatingBytes", size_of::<SudokuRatingDetails>()),
        ("LevelAt", offset_of!(SudokuRatingDetails, level)),
        ("HardestAt", offset_of!(SudokuRatingDetails, hardest)),
        ("TenthsAt", offset_of!(SudokuRatingDetails, tenths)),
        ("GivensAt", offset_of!(SudokuRatingDetails, givens)),
        ("PearlAt", offset_of!(SudokuRatingDetails, pearl)),
        ("DiamondAt", offset_of!(SudokuRatingDetails, diamond)),
        ("StepsAt", offset_of!(SudokuRatingDetails, steps)),
        ("Steps", SUDOKU_RATING_DETAIL_STEPS),
    ];
    for (name, value) in expected {
        assert_eq!(constant(name), value, "{name}");
    }
}

#[test]
fn python_enums_mirror_the_header() {
    let code = read("bindings/python/sudoku/_enums.py");
    for (name, prefix) in HEADER_ENUMS {
        let found = enum_values(&code, &format!("class {name}(enum.IntEnum)"), "class ");
        assert_eq!(found, header_enum(prefix), "Python {name}");
    }
}

#[test]
fn cpp_enums_mirror_the_header() {
    let code = read("include/sudoku.hpp");
    for (name, prefix) in HEADER_ENUMS {
        let expected: Vec<(String, String)> = header_enum(prefix)
            .into_iter()
            .map(|(name, _)| (name.clone(), format!("{prefix}{name}")))
            .collect();
        let found: Vec<(String, String)> = code
            .lines()
            .skip_while(|line| !line.contains(&format!("enum class {name} ")))
            .skip(1)
            .take_while(|line| !line.starts_with('}'))
            .filter_map(|line| {
                let (name, value) = line.trim().trim_end_matches(',').split_once(" = ")?;
                Some((name.to_uppercase(), value.to_string()))
            })
            .collect();
        assert_eq!(found, expected, "C++ {name}");
    }
}
