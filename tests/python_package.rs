//! The Python package as its users get it. `pip wheel` builds it from a copy of the source
//! tree as a clean clone holds it (committed and new files, nothing ignored); a fresh
//! virtual environment installs that wheel, with numpy, PySpark and the test tools from PyPI;
//! and pytest runs `bindings/python/tests/` there, against the installed package, never the source
//! tree (a test checks where it was imported from). `pip install .` is tested apart, in an
//! environment of its own, with the README's command. Outside CI a machine without Python's
//! venv, or Java for Spark, skips these and says so; with `CI=true` they fail instead.

use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::OnceLock;

use support::SAMPLE_ANSWER;
use support::commands::{manifest_dir, run, scratch, tools_present};
use support::library::target_dir;

const PYTHON_HINT: &str =
    "install Python 3 and its venv module (`apt-get install -y python3-venv`)";

/// What the tests install beside the wheel (the wheel's `spark` extra brings PySpark,
/// pyarrow, pandas and numpy).
const TEST_TOOLS: [&str; 2] = ["pytest", "mypy"];

/// A copy of the files of a clean clone, as they are in the work tree: tracked and new
/// files, none that `.gitignore` names (`target/`, a previous in-tree build).
fn source_copy(name: &str) -> PathBuf {
    let listed = run(Command::new("git").current_dir(manifest_dir()).args([
        "ls-files",
        "-z",
        "--cached",
        "--others",
        "--exclude-standard",
    ]));
    let dir = scratch(name);
    for file in listed.split('\0').filter(|file| !file.is_empty()) {
        let from = manifest_dir().join(file);
        if !from.is_file() {
            continue; // deleted in the work tree, not yet in a commit
        }
        let to = dir.join(file);
        std::fs::create_dir_all(to.parent().unwrap()).unwrap();
        std::fs::copy(&from, &to).unwrap();
    }
    assert!(
        dir.join("pyproject.toml").is_file(),
        "no pyproject.toml copied"
    );
    dir
}

/// A fresh virtual environment in `dir`.
fn virtual_environment(dir: &Path) -> PathBuf {
    run(Command::new("python3").args(["-m", "venv"]).arg(dir));
    dir.join("bin/python")
}

/// `python -m pip ...` quietly, the cargo build it may start reusing one target directory
/// (a copy of the tree at a fixed place builds once, then only what changed).
fn pip(python: &Path) -> Command {
    let mut pip = Command::new(python);
    pip.args([
        "-m",
        "pip",
        "--quiet",
        "--disable-pip-version-check",
        "--no-input",
    ])
    .env(
        "CARGO_TARGET_DIR",
        target_dir().with_file_name("python-wheel"),
    );
    pip
}

/// The environment the package's tests run in: its Python, and the wheel it installed.
struct Installed {
    python: PathBuf,
    wheel: PathBuf,
}

/// Builds the wheel and installs it with the test tools in a fresh environment, once for
/// all the tests here; `None` when Python is missing outside CI.
fn installed(test: &str) -> Option<&'static Installed> {
    if !tools_present(test, &["python3"], PYTHON_HINT) {
        return None;
    }
    static INSTALLED: OnceLock<Installed> = OnceLock::new();
    Some(INSTALLED.get_or_init(|| {
        let source = source_copy("python-package/source");
        let dist = scratch("python-package/dist");
        let python = virtual_environment(&scratch("python-package/venv"));
        run(pip(&python)
            .args(["wheel", "--no-deps", "--wheel-dir"])
            .arg(&dist)
            .arg(&source));
        let wheels: Vec<PathBuf> = std::fs::read_dir(&dist)
            .unwrap()
            .map(|entry| entry.unwrap().path())
            .collect();
        assert_eq!(wheels.len(), 1, "{wheels:?}");
        let wheel = wheels[0].clone();
        let requirement = format!("{}[spark]", wheel.display());
        run(pip(&python)
            .arg("install")
            .arg(&requirement)
            .args(TEST_TOOLS));
        Installed { python, wheel }
    }))
}

/// pytest on `tests` (paths in the repository) less `ignored`, in the installed
/// environment, from a directory outside the source tree; returns its report, having
/// checked that it passed and, in CI, skipped nothing.
fn pytest(installed: &Installed, run_dir: &str, tests: &[&str], ignored: &[&str]) -> String {
    let mut pytest = Command::new(&installed.python);
    pytest
        .args(["-m", "pytest", "-q", "-rs"])
        .args(tests.iter().map(|test| manifest_dir().join(test)))
        .args(
            ignored
                .iter()
                .map(|path| format!("--ignore={}", manifest_dir().join(path).display())),
        )
        .current_dir(scratch(run_dir))
        .env("PYTHONDONTWRITEBYTECODE", "1")
        .env_remove("PYTHONPATH")
        .env_remove("SUDOKU_LIBRARY")
        .env_remove("LD_LIBRARY_PATH");
    // The Spark tests compare the job's answers with the program's.
    #[cfg(feature = "cli")]
    pytest.env("SUDOKU_CLI", env!("CARGO_BIN_EXE_sudoku"));
    let report = run(&mut pytest);
    let summary = report.lines().last().unwrap_or_default().to_string();
    assert!(summary.contains(" passed"), "{report}");
    if std::env::var("CI").as_deref() == Ok("true") {
        assert!(!summary.contains("skipped"), "CI skipped tests:\n{report}");
    }
    report
}

#[test]
fn python_package_passes_its_tests_installed_from_the_wheel() {
    let Some(installed) = installed("python_package_passes_its_tests") else {
        return;
    };
    let name = installed.wheel.file_name().unwrap().to_string_lossy();
    // No extension module inside: one wheel serves every Python 3 on the platform.
    assert!(
        name.starts_with(&format!(
            "sudoku_lexmin-{}-py3-none-",
            env!("CARGO_PKG_VERSION")
        )),
        "{name}"
    );
    pytest(
        installed,
        "python-package/tests",
        &["bindings/python/tests"],
        &["bindings/python/tests/test_spark.py"],
    );
}

/// The Spark job (`sudoku_lexmin.spark`, `examples/spark/`) in local mode on a slice of the 17-clue
/// set: answers and counts the program's, bad lines rows of their own, reruns the same.
/// PySpark comes with the wheel's `spark` extra; Spark itself needs Java.
#[test]
fn spark_job_in_local_mode_answers_as_the_program_does() {
    let Some(installed) = installed("spark_job_in_local_mode") else {
        return;
    };
    let java_hint = "install Java 17 (`apt-get install -y openjdk-17-jre-headless`)";
    if !tools_present("spark_job_in_local_mode", &["java"], java_hint) {
        return;
    }
    pytest(
        installed,
        "python-package/spark",
        &["bindings/python/tests/test_spark.py"],
        &[],
    );
}

/// The benchmark of `BENCHMARKS.md` ("The Python package's batch") runs, briefly: its
/// answers are checked against the C batch's as it measures.
#[test]
fn python_batch_benchmark_runs() {
    let Some(installed) = installed("python_batch_benchmark_runs") else {
        return;
    };
    let printed = run(Command::new(&installed.python)
        .arg(manifest_dir().join("bindings/python/benches/batch_vs_c.py"))
        .args(["--grids", "300", "--rounds", "2"])
        .current_dir(scratch("python-package/bench"))
        .env("PYTHONDONTWRITEBYTECODE", "1"));
    assert!(printed.contains("ratio to C"), "{printed}");
    assert!(printed.contains("sudoku.solve_batch(numpy"), "{printed}");
}

/// README.md's install command and its first use, in an environment of their own.
pub const README_IMPORT: &str = r#"python3 -c "import sudoku_lexmin; print(sudoku_lexmin.format_grid(sudoku_lexmin.solve(open('examples/sample.txt').read())), end='')""#;

#[test]
fn pip_install_then_import_and_solve_in_a_fresh_venv() {
    if !tools_present("pip_install_then_import", &["python3"], PYTHON_HINT) {
        return;
    }
    let source = source_copy("python-install/source");
    let venv = scratch("python-install/venv");
    let python = virtual_environment(&venv);
    // `pip install .`, as the README says, in the copy of the tree.
    run(pip(&python).arg("install").arg(".").current_dir(&source));
    // The README's command, with the environment's python3 first on PATH, as after
    // `source venv/bin/activate`.
    let path = format!(
        "{}:{}",
        venv.join("bin").display(),
        std::env::var("PATH").unwrap_or_default()
    );
    let printed = run(Command::new("bash")
        .args(["-c", README_IMPORT])
        .current_dir(&source)
        .env("PATH", path)
        .env("PYTHONDONTWRITEBYTECODE", "1")
        .env_remove("PYTHONPATH")
        .env_remove("SUDOKU_LIBRARY")
        .env_remove("LD_LIBRARY_PATH"));
    assert_eq!(printed, SAMPLE_ANSWER);
}
