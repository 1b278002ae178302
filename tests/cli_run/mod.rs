//! Running the command-line program as a user would, for the CLI tests.

use std::io::Write;
use std::process::{Child, Command, Stdio};

/// What one run of the program printed and how it ended.
pub struct Run {
    pub code: i32,
    pub stdout: String,
    pub stderr: String,
}

/// Starts `sudoku ARGS` with its three standard streams piped to us.
pub fn spawn(args: &[&str]) -> Child {
    Command::new(env!("CARGO_BIN_EXE_sudoku"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap()
}

/// Runs `sudoku ARGS` with `stdin` on its standard input.
pub fn sudoku(args: &[&str], stdin: &str) -> Run {
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
