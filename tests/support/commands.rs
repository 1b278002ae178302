//! Running commands and toolchains for the tests that build and run native code, and reading
//! what the header and the built binaries declare.

use std::collections::BTreeSet;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

use super::library::target_dir;

/// The main package's root directory (this crate sits in its `tests/support/`).
pub fn manifest_dir() -> PathBuf {
    let support = Path::new(env!("CARGO_MANIFEST_DIR"));
    support
        .parent()
        .and_then(Path::parent)
        .expect("tests/support inside the package")
        .to_path_buf()
}

/// The languages the tests compile callers in.
#[derive(Clone, Copy)]
pub enum Language {
    C,
    Cpp,
}

/// The compiler for `language` with the strict flags every build of the tests uses (C99 or
/// C++17, pedantic, every warning an error); the caller adds the include path it means
/// (the tree's `include/`, or an installed prefix's) and the rest.
pub fn strict_compiler(language: Language) -> Command {
    let (compiler, standard) = match language {
        Language::C => ("cc", "-std=c99"),
        Language::Cpp => ("c++", "-std=c++17"),
    };
    let mut command = Command::new(compiler);
    command.args([standard, "-pedantic", "-Wall", "-Wextra", "-Werror"]);
    command
}

/// The tree's `include/` folder, as a compiler's `-I` flag wants it.
pub fn include_dir() -> PathBuf {
    manifest_dir().join("include")
}

/// A fresh, empty directory for one test's build products, under the target directory.
pub fn scratch(name: &str) -> PathBuf {
    let dir = target_dir().join("callers").join(name);
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// Runs a command that must succeed; returns its stdout.
pub fn run(command: &mut Command) -> String {
    let output = output_of(command);
    assert!(
        output.status.success(),
        "{command:?} failed ({}):\n{}{}",
        output.status,
        String::from_utf8_lossy(&output.stdout),
        String::from_utf8_lossy(&output.stderr)
    );
    String::from_utf8(output.stdout).unwrap()
}

/// Runs a command that must fail; returns its stderr.
pub fn run_failing(command: &mut Command) -> String {
    let output = output_of(command);
    assert!(
        !output.status.success(),
        "{command:?} succeeded:\n{}",
        String::from_utf8_lossy(&output.stdout)
    );
    String::from_utf8(output.stderr).unwrap()
}

/// What a command printed and how it ended, run with nothing on its stdin.
fn output_of(command: &mut Command) -> Output {
    command
        .stdin(Stdio::null())
        .output()
        .unwrap_or_else(|e| panic!("{command:?}: {e}"))
}

/// Whether every tool in `tools` runs (`tool --version`). When one is missing the test
/// should return early: this says so on the terminal (past the test harness's capture),
/// unless `CI=true`, where a missing tool fails the test, since CI installs them all.
pub fn tools_present(test: &str, tools: &[&str], install_hint: &str) -> bool {
    let missing: Vec<&str> = tools
        .iter()
        .copied()
        .filter(|tool| {
            !Command::new(tool)
                .arg("--version")
                .stdin(Stdio::null())
                .stdout(Stdio::null())
                .stderr(Stdio::null())
                .status()
                .is_ok_and(|status| status.success())
        })
        .collect();
    if missing.is_empty() {
        return true;
    }
    let why = format!("{} not found; {install_hint}", missing.join(", "));
    assert!(
        std::env::var("CI").as_deref() != Ok("true"),
        "{test}: {why} (CI=true: CI must run this test, not skip it)"
    );
    let _ = writeln!(std::io::stderr(), "SKIPPED {test}: {why}");
    false
}

/// The header with its comments removed.
fn header_code() -> String {
    let text = std::fs::read_to_string(manifest_dir().join("include/sudoku.h")).unwrap();
    let mut code = String::new();
    let mut rest = text.as_str();
    while !rest.is_empty() {
        if let Some(after) = rest.strip_prefix("/*") {
            rest = after.split_once("*/").map_or("", |(_, tail)| tail);
        } else if let Some(after) = rest.strip_prefix("//") {
            rest = after.split_once('\n').map_or("", |(_, tail)| tail);
            code.push('\n');
        } else {
            let c = rest.chars().next().unwrap();
            code.push(c);
            rest = &rest[c.len_utf8()..];
        }
    }
    code
}

/// The functions `include/sudoku.h` declares: each `sudoku_*` name followed by `(`.
pub fn header_functions() -> BTreeSet<String> {
    let code = header_code();
    let functions: BTreeSet<String> = code
        .match_indices("sudoku_")
        .filter_map(|(start, _)| {
            let name_len = code[start..]
                .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
                .unwrap_or(code.len() - start);
            let name = &code[start..start + name_len];
            code[start + name_len..]
                .trim_start()
                .starts_with('(')
                .then(|| name.to_string())
        })
        .collect();
    assert!(
        functions.contains("sudoku_solve"),
        "header parse failed: {functions:?}"
    );
    functions
}

/// The enumerations `include/sudoku.h` defines, each by the prefix of its constants, as the
/// bindings mirror them: statuses, techniques, mistakes, levels, symmetries.
pub const HEADER_ENUMS: [(&str, &str); 7] = [
    ("Status", "SUDOKU_STATUS_"),
    ("Technique", "SUDOKU_TECHNIQUE_"),
    ("Mistake", "SUDOKU_MISTAKE_"),
    ("ChainKind", "SUDOKU_CHAIN_KIND_"),
    ("Level", "SUDOKU_LEVEL_"),
    ("Symmetry", "SUDOKU_SYMMETRY_"),
    ("TextProblem", "SUDOKU_TEXT_PROBLEM_"),
];

/// The constants of one enumeration of `include/sudoku.h`, by their prefix, as (name without
/// the prefix, value), in order of value: the enumeration's own and the `#define`s that go
/// with it (`SUDOKU_LEVEL_ANY`, `SUDOKU_MISTAKE_NONE`).
pub fn header_enum(prefix: &str) -> Vec<(String, i32)> {
    let mut values: Vec<(String, i32)> = header_code()
        .lines()
        .filter_map(|line| {
            let line = line.trim();
            let (name, value) = match line.strip_prefix("#define ") {
                Some(define) => define.split_once(' ')?,
                None => line.trim_end_matches(',').split_once(" = ")?,
            };
            let name = name.strip_prefix(prefix)?;
            Some((name.to_string(), value.trim().parse().ok()?))
        })
        .collect();
    values.sort_by_key(|&(_, value)| value);
    assert!(values.len() >= 3, "header parse failed: {values:?}");
    values
}

/// The symbols a shared library defines in its dynamic symbol table.
pub fn exported_symbols(library: &Path) -> BTreeSet<String> {
    run(Command::new("nm")
        .args(["-D", "--defined-only"])
        .arg(library))
    .lines()
    .filter_map(|line| line.split_whitespace().nth(2))
    .map(str::to_string)
    .collect()
}

/// The `Library soname: [...]` of a shared library, from `readelf -d`.
pub fn soname(library: &Path) -> Option<String> {
    let dynamic = run(Command::new("readelf").arg("-d").arg(library));
    dynamic
        .lines()
        .find(|line| line.contains("(SONAME)"))
        .and_then(|line| line.split_once('[')?.1.split_once(']'))
        .map(|(name, _)| name.to_string())
}

/// The shared libraries an executable or library needs, from `readelf -d`.
pub fn needed_libraries(binary: &Path) -> Vec<String> {
    run(Command::new("readelf").arg("-d").arg(binary))
        .lines()
        .filter(|line| line.contains("(NEEDED)"))
        .filter_map(|line| line.split_once('[')?.1.split_once(']'))
        .map(|(name, _)| name.to_string())
        .collect()
}

/// The system libraries a static link of `libsudoku.a` needs, as rustc names them for this
/// target (`--print native-static-libs`; cargo replays the note when nothing is rebuilt).
pub fn native_static_libs() -> Vec<String> {
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".into());
    let output = Command::new(cargo)
        .args(["rustc", "--lib", "--crate-type", "staticlib", "--quiet"])
        .arg("--manifest-path")
        .arg(manifest_dir().join("Cargo.toml"))
        .args(["--", "--print", "native-static-libs"])
        .output()
        .expect("cargo runs");
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(output.status.success(), "cargo rustc failed:\n{stderr}");
    stderr
        .lines()
        .find_map(|line| line.split_once("native-static-libs: "))
        .map(|(_, libs)| libs.split_whitespace().map(str::to_string).collect())
        .unwrap_or_else(|| panic!("no native-static-libs note in:\n{stderr}"))
}
