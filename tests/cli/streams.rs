//! The standard streams: stats on stderr, and a stdout that closes early, is closed from
//! the start or fails every write.

use std::io::{BufRead, BufReader, Write};
use std::path::Path;
use std::process::{Command, Stdio};

use sudoku::Grid;

use support::SAMPLE;

use super::{CLASH, EMPTY, Run, one_line, sample, spawn, sudoku, temp_file};

#[test]
fn stats_summarize_on_stderr() {
    let input = format!("{EMPTY}\n{CLASH}\n{}\n", &EMPTY[..3]);
    let run = sudoku(&["--stats"], &input);
    let summary = run.stderr.lines().last().unwrap();
    assert!(summary.starts_with("sudoku: 3 puzzles in "), "{summary}");
    assert!(
        summary.ends_with(" puzzles/s): 1 solved, 0 unsolvable, 1 conflicting, 1 unreadable"),
        "{summary}"
    );
    assert_eq!(run.stdout.lines().count(), 3, "stats stay off stdout");
    let run = sudoku(&["--stats", "--count"], SAMPLE);
    assert!(
        run.stderr.starts_with("sudoku: 1 puzzle in "),
        "{}",
        run.stderr
    );
    assert!(run.stderr.contains("1 one completion"));
}

#[test]
fn stops_when_its_reader_goes_away() {
    let input: String = (0..20_000).map(|_| format!("{EMPTY}\n")).collect();
    let mut child = spawn(&[]);
    let mut stdin = child.stdin.take().unwrap();
    // The program may stop reading before the end: a failed write here is expected.
    let writer = std::thread::spawn(move || stdin.write_all(input.as_bytes()).is_ok());
    let mut first = String::new();
    BufReader::new(child.stdout.take().unwrap())
        .read_line(&mut first)
        .unwrap();
    assert_eq!(first.trim_end(), Grid::EMPTY.solve().unwrap().to_line());
    // stdout is now closed: the program must end by itself, unsuccessfully, and say why.
    let output = child.wait_with_output().unwrap();
    let _ = writer.join().unwrap();
    assert_eq!(output.status.code(), Some(1));
    assert_eq!(
        String::from_utf8_lossy(&output.stderr),
        "sudoku: cannot write the answers: stdout was closed before the end\n"
    );
}

/// Runs `sudoku ARGS < input` through the shell with `redirect` applied to its stdout.
fn sudoku_through_shell(args: &str, input: &Path, redirect: &str) -> Run {
    let script = format!("\"$0\" {args} < \"$1\" {redirect}");
    let output = Command::new("sh")
        .args(["-c", &script, env!("CARGO_BIN_EXE_sudoku")])
        .arg(input)
        .stdin(Stdio::null())
        .output()
        .unwrap();
    Run {
        code: output.status.code().expect("exited, not killed"),
        stdout: String::from_utf8(output.stdout).unwrap(),
        stderr: String::from_utf8(output.stderr).unwrap(),
    }
}

#[test]
fn a_closed_or_failing_stdout_is_an_error() {
    let grid = temp_file("stdout-grid.txt", SAMPLE);
    let lines = temp_file("stdout-lines.txt", &format!("{}\n", one_line(&sample())));
    for input in [&grid, &lines] {
        let failed_saying = |run: Run, reason: &str| {
            assert_eq!(run.code, 1, "{}", run.stderr);
            assert!(run.stderr.contains(reason), "{}", run.stderr);
        };
        // Closed: the answers cannot be written, so nothing may end as a success.
        let closed = sudoku_through_shell("", input, ">&-");
        failed_saying(closed, "stdout is closed");
        // Failing: every write fails.
        let full = sudoku_through_shell("--stats", input, "> /dev/full");
        failed_saying(full, "No space left on device");
        // Discarded on purpose: a success.
        let discarded = sudoku_through_shell("", input, "> /dev/null");
        assert_eq!((discarded.code, discarded.stderr.as_str()), (0, ""));
    }
}
