//! One input grammar for every reader of grids: the Rust library (`str::parse`, and
//! `Grid::from_line` on one-line texts), the C ABI's `sudoku_parse`, the command-line
//! program, the C++ wrapper's `sudoku::parse` (over `sudoku_parse`) and the Python package's
//! `parse_grid` each read every case of
//! `tests/grammar/table.txt` as the table says. The C++ and Python checkers read the table
//! themselves (`tests/grammar/check_table.*`).

use std::path::PathBuf;
use std::process::Command;

use sudoku::Grid;
use sudoku::ffi::{SudokuStatus, sudoku_parse};

use support::commands::{manifest_dir, run, scratch, tools_present};
use support::library::{built_library_dir, staged_lib_dir};

fn table_path() -> PathBuf {
    manifest_dir().join("tests/grammar/table.txt")
}

/// One case: the text, and the cell values it reads as (`None`: it is no grid).
struct Case {
    /// The case's line in the table, for messages.
    line: usize,
    text: String,
    expected: Option<[u8; 81]>,
}

/// The text an escaped TEXT stands for: `\n`, `\r`, `\t`, `\\` and `\u{HEX}`.
fn unescape(escaped: &str) -> String {
    let mut text = String::new();
    let mut chars = escaped.chars();
    while let Some(c) = chars.next() {
        if c != '\\' {
            text.push(c);
            continue;
        }
        match chars.next() {
            Some('n') => text.push('\n'),
            Some('r') => text.push('\r'),
            Some('t') => text.push('\t'),
            Some('\\') => text.push('\\'),
            Some('u') => {
                let rest = chars.as_str();
                let close = rest.find('}').expect("\\u{HEX}");
                let value = u32::from_str_radix(&rest[1..close], 16).unwrap();
                text.push(char::from_u32(value).unwrap());
                chars = rest[close + 1..].chars();
            }
            other => panic!("unknown escape \\{other:?} in {escaped:?}"),
        }
    }
    text
}

fn cases() -> Vec<Case> {
    let table = std::fs::read_to_string(table_path()).unwrap();
    let cases: Vec<Case> = table
        .lines()
        .enumerate()
        .filter(|(_, line)| !line.is_empty() && !line.starts_with('#'))
        .map(|(index, line)| {
            let (expected, escaped) = line.split_once(':').expect("EXPECTED:TEXT");
            let expected = (expected != "error").then(|| {
                let digits: Vec<u8> = expected.bytes().map(|b| b - b'0').collect();
                digits.try_into().expect("81 digits or `error`")
            });
            Case {
                line: index + 1,
                text: unescape(escaped),
                expected,
            }
        })
        .collect();
    assert!(cases.len() > 40, "the table holds {} cases", cases.len());
    cases
}

#[test]
fn the_rust_library_reads_every_case() {
    for case in cases() {
        let parsed = case.text.parse::<Grid>().ok().map(|grid| *grid.cells());
        assert_eq!(
            parsed, case.expected,
            "table line {}: str::parse",
            case.line
        );
        let (mut cells, mut detail) = ([0xEEu8; 81], core::mem::MaybeUninit::uninit());
        // SAFETY: the text's bytes, 81 writable bytes and room for a detail.
        let status = unsafe {
            sudoku_parse(
                case.text.as_ptr().cast(),
                case.text.len(),
                cells.as_mut_ptr(),
                detail.as_mut_ptr(),
            )
        };
        let by_c = (status == SudokuStatus::Ok).then_some(cells);
        assert_eq!(
            by_c, case.expected,
            "table line {}: sudoku_parse",
            case.line
        );
        if !case.text.contains('\n') {
            let line = Grid::from_line(case.text.as_bytes()).ok();
            let line = line.map(|grid| *grid.cells());
            assert_eq!(line, case.expected, "table line {}: from_line", case.line);
        }
    }
}

/// The program answers a case with `--check`: `ok` and success for a grid, failure for a
/// text that is none. A text without a line of cells is left out: for the program that is an
/// input holding no puzzles, which it answers with nothing, successfully.
#[cfg(feature = "cli")]
#[test]
fn the_program_reads_every_case() {
    use std::io::Write;
    use std::process::Stdio;
    use sudoku::is_blank_or_comment;

    for case in cases() {
        if case
            .text
            .lines()
            .all(|line| is_blank_or_comment(line.as_bytes()))
        {
            continue;
        }
        let mut child = Command::new(env!("CARGO_BIN_EXE_sudoku"))
            .arg("--check")
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        // A few hundred bytes: the pipe holds them all, so the program need not read first.
        child
            .stdin
            .take()
            .unwrap()
            .write_all(case.text.as_bytes())
            .unwrap();
        let output = child.wait_with_output().unwrap();
        let stdout = String::from_utf8_lossy(&output.stdout);
        match case.expected {
            Some(_) => assert!(
                output.status.success() && stdout == "ok\n",
                "table line {}: {stdout:?} {}",
                case.line,
                String::from_utf8_lossy(&output.stderr)
            ),
            None => assert_eq!(output.status.code(), Some(1), "table line {}", case.line),
        }
    }
}

#[test]
fn the_cpp_wrapper_reads_every_case() {
    let exe = scratch("grammar-cpp").join("check_table");
    let lib_dir = staged_lib_dir();
    run(Command::new("c++")
        .args(["-std=c++17", "-Wall", "-Wextra", "-Werror", "-pedantic"])
        .arg("-I")
        .arg(manifest_dir().join("include"))
        .arg(manifest_dir().join("tests/grammar/check_table.cpp"))
        .arg("-L")
        .arg(&lib_dir)
        .arg("-lsudoku")
        .arg("-o")
        .arg(&exe));
    let printed = run(Command::new(&exe)
        .arg(table_path())
        .env("LD_LIBRARY_PATH", &lib_dir));
    assert_eq!(printed, format!("{} cases\n", cases().len()));
}

#[test]
fn the_python_module_reads_every_case() {
    if !tools_present("python_grammar", &["python3"], "install Python 3") {
        return;
    }
    let module_dir = manifest_dir().join("bindings/python");
    let printed = run(Command::new("python3")
        .arg(manifest_dir().join("tests/grammar/check_table.py"))
        .arg(table_path())
        .env("PYTHONPATH", &module_dir)
        .env("PYTHONDONTWRITEBYTECODE", "1")
        .env("SUDOKU_LIBRARY", built_library_dir().join("libsudoku.so")));
    assert_eq!(printed, format!("{} cases\n", cases().len()));
}
