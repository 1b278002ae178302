//! The command-line program, run as a user would run it, a module per part of the program:
//! the 9-line form of Baekjoon 2239, bulk mode (one puzzle per line) and its modes, input
//! files, the command line, the standard streams, the commands for apps (generate, rate,
//! hint) and generation of other layouts. Here: running the program, and the inputs the
//! modules share.

mod bulk;
mod command_line;
mod commands;
mod files;
mod layout_generation;
mod messages;
mod modes;
mod nine_lines;
mod streams;

use std::io::Write;
use std::path::PathBuf;
use std::process::{Child, Command, Stdio};

use sudoku::Grid;

use support::SAMPLE;

/// What one run of the program printed and how it ended.
struct Run {
    code: i32,
    stdout: String,
    stderr: String,
}

/// Starts `sudoku ARGS` with its three standard streams piped to us.
fn spawn(args: &[&str]) -> Child {
    Command::new(env!("CARGO_BIN_EXE_sudoku"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap()
}

/// Runs `sudoku ARGS` with `stdin` on its standard input.
fn sudoku(args: &[&str], stdin: &str) -> Run {
    let mut child = spawn(args);
    let mut input = child.stdin.take().unwrap();
    let stdin = stdin.to_string();
    // Written on a thread: a large input would otherwise fill the pipe while the program
    // waits for us to read its output.
    let writer = std::thread::spawn(move || input.write_all(stdin.as_bytes()));
    let output = child.wait_with_output().unwrap();
    match writer.join().unwrap() {
        // A program that stops early (a bad command line) need not read its input.
        Err(error) if error.kind() == std::io::ErrorKind::BrokenPipe => {}
        written => written.unwrap(),
    }
    Run {
        code: output.status.code().expect("exited, not killed"),
        stdout: String::from_utf8(output.stdout).unwrap(),
        stderr: String::from_utf8(output.stderr).unwrap(),
    }
}

/// A file in a fresh directory of the target folder; the project's tests need no other.
fn temp_file(name: &str, contents: &str) -> PathBuf {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR"))
        .join(format!("cli-{}-{name}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join(name);
    std::fs::write(&path, contents).unwrap();
    path
}

fn one_line(grid: &Grid) -> String {
    grid.to_line().replace('0', ".")
}

fn sample() -> Grid {
    SAMPLE.parse().unwrap()
}

/// Two givens 5 in the top row: a clash.
const CLASH: &str =
    "55...............................................................................";

/// Consistent givens that no completion extends (row 1 forces 9 into column 9, which has one).
const UNSOLVABLE: &str =
    "12345678........................................................................9";

const EMPTY: &str =
    ".................................................................................";
