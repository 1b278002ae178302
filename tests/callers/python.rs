//! Python: the package's ctypes module (`bindings/python/sudoku_lexmin/`) from the source tree,
//! with the scripts of `examples/python/`, run with the machine's `python3`, and the order
//! in which the module looks for the library. The package as pip builds and installs it
//! is tested in `python_package.rs`.

use std::path::Path;
use std::process::Command;

use support::commands::{manifest_dir, run, run_failing, scratch, tools_present};
use support::library::{built_library_dir, staged_lib_dir};
use support::{CONFLICT_MESSAGE, expected_transcript, play_transcript};

use super::{package_modules, package_root};

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
    let printed = run(python.args([
        "-c",
        "import sudoku_lexmin; print(sudoku_lexmin.LIBRARY_PATH)",
    ]));
    printed.trim_end().to_string()
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
    assert_eq!(printed, python_transcript());
}

/// What every `solve` example prints, with the library's sentence for the clash (from
/// `sudoku_explain`) where Python's errors say where.
fn python_transcript() -> String {
    expected_transcript().replace(
        CONFLICT_MESSAGE,
        "digit 1 appears twice in one row: at row 1, column 1 and at row 1, column 2",
    )
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
import sudoku_lexmin as sudoku
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
    let package = beside.join("sudoku_lexmin");
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
            .args(["-c", "import sudoku_lexmin"])
            .env("SUDOKU_LIBRARY", &missing)
            .env("LD_LIBRARY_PATH", &system),
    );
    assert!(stderr.contains("nowhere/libsudoku.so"), "{stderr}");

    // 2. Then the library beside the module, over one on the search path.
    let chosen = loaded_from(python(&beside).env("LD_LIBRARY_PATH", &system));
    assert_eq!(chosen, package.join("libsudoku.so").display().to_string());
    let printed = run(python(&beside).arg("solve.py"));
    assert_eq!(printed, python_transcript());

    // 3. Then ctypes.util.find_library, which finds the soname on the search path.
    assert!(!package_root().join("sudoku_lexmin/libsudoku.so").exists());
    let chosen = loaded_from(python(&package_root()).env("LD_LIBRARY_PATH", &system));
    assert_eq!(chosen, "libsudoku.so.1");
}

const PYTHON_LAYOUTS: &str = r#"
import sys
import sudoku_lexmin as sudoku

def join(values):
    return ",".join(str(value) for value in values)

layout, givens = sudoku.Layout.parse(sys.argv[1])
print(layout.size, layout.cells)
print(join(layout.solve(givens)))
for work in (sudoku.Layout.solve.__defaults__[0], 1):
    count = layout.count(givens, 5, work)
    print(count.count, int(count.finished))
print(join(layout.candidates(givens)))
print(layout.generate(3, sudoku.Symmetry.ROTATE180))
print(layout.generate_killer(5))
x, x_givens = sudoku.Layout.parse("9x9 x: 000008700000562000020000000000100000050000340070200050014000590000000800000805010")
rating = x.rate(x_givens)
print(rating.tenths, int(rating.hardest))
print(x.hint(x_givens, givens=x_givens).text)
print(x.generate(4, min_tenths=30, max_tenths=45))
clash = bytearray(givens)
clash[10] = 1
try:
    layout.validate(clash)
except sudoku.SudokuError as error:
    print(int(error.status), error.cell, error)
try:
    sudoku.Layout("6x6 kings")
except sudoku.SudokuError as error:
    print(int(error.status), error)
with sudoku.Layout.from_fpuzzles(sys.argv[2])[0] as fpuzzles:
    document = sudoku.Layout.from_fpuzzles(sys.argv[2])[1]
    print(fpuzzles.size, join(document))
    print(join(fpuzzles.solve_any(document)))
killer, killer_givens = sudoku.Layout.parse("4x4 killer: ................ aabbccddeeffgghh a=3,b=7,c=7,d=3,e=5,f=5,g=5,h=5")
with killer:
    print(join(killer.solve(killer_givens)))
    killed = killer.count(killer_givens, 5)
    print(killed.count, int(killed.finished))
"#;

/// The package's Layout answers as the Rust API does, and says why a text is refused.
#[test]
fn python_layouts_match_the_library() {
    if !tools_present("python_layouts_match_the_library", &["python3"], HINT) {
        return;
    }
    let script = scratch("python-layouts").join("layouts.py");
    std::fs::write(&script, PYTHON_LAYOUTS).unwrap();
    let args = [
        script.as_os_str(),
        super::LAYOUT_LINE.as_ref(),
        super::LAYOUT_FPUZZLES.as_ref(),
    ];
    assert_eq!(run_python_example(&args), super::layout_expected());
}
