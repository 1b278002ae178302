//! The Python caller in `examples/python/` (a ctypes module and a script), run with the
//! machine's `python3`, and the order in which the module looks for the library.

mod callers;
mod common;

use std::path::Path;
use std::process::Command;

use callers::{expected_transcript, manifest_dir, run, run_failing, scratch, tools_present};
use common::{built_library_dir, staged_lib_dir};

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
