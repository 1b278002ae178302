//! What the program tells a person who gives it the wrong thing: a character that is no cell
//! is named (with its column) before any count, bytes that are not text are not counted as
//! cells, `hint` given several puzzles says so, and a bare `sudoku` on a terminal says what it
//! waits for.

use std::path::PathBuf;
use std::process::{Command, Stdio};

use support::SAMPLE;

use super::{EMPTY, one_line, sample, sudoku, temp_file};

#[test]
fn a_bad_character_is_named_before_any_count() {
    let run = sudoku(&[], "xyz\n");
    assert_eq!(run.code, 1);
    assert_eq!(
        run.stderr,
        "sudoku: line 1, column 1: unexpected character 'x', expected a digit 0-9 (0 or '.' \
         for a blank)\n"
    );
    // In a puzzle line too short or too long, and in a row of the 9-line form.
    let run = sudoku(&[], &format!("{}?\n{EMPTY}..z\n", &EMPTY[..60]));
    let lines: Vec<&str> = run.stdout.lines().collect();
    assert!(
        lines[0].starts_with("error: column 61: unexpected character '?'"),
        "{}",
        run.stdout
    );
    assert!(
        lines[1].starts_with("error: column 84: unexpected character 'z'"),
        "{}",
        run.stdout
    );
    let run = sudoku(&[], &SAMPLE.replacen("300502006", "3x050", 1));
    assert!(
        run.stderr
            .starts_with("sudoku: line 4, column 2: unexpected character 'x'"),
        "{}",
        run.stderr
    );
}

#[test]
fn bytes_that_are_not_text_are_not_counted_as_cells() {
    // A PNG file's signature and some bytes that are not UTF-8, in one line of each form and
    // in one line too long to be read whole.
    let binary = b"\x89PNG\r\n\x1a\n\xff\xfe\x00\x01garbage\xc3";
    let file = temp_file("binary.png", "");
    let mut endless = binary.to_vec();
    endless.resize(10_000, 0xff);
    for contents in [&binary[..], &[b'\xff'; 100][..], &endless[..]] {
        std::fs::write(&file, contents).unwrap();
        let run = sudoku(&[file.to_str().unwrap()], "");
        assert_eq!(run.code, 1);
        assert!(!run.stderr.is_empty());
        for line in run.stderr.lines() {
            assert!(!line.contains("needs"), "a count: {line}");
            assert!(!line.contains("bytes long"), "a count: {line}");
            assert!(line.contains("unexpected "), "{line}");
        }
        assert!(run.stderr.contains("not UTF-8"), "{}", run.stderr);
    }
}

#[test]
fn hint_given_several_puzzles_says_so() {
    let line = one_line(&sample());
    let run = sudoku(&["hint"], &format!("# two puzzles\n{line}\n{EMPTY}\n"));
    assert_eq!((run.code, run.stdout.as_str()), (1, ""));
    assert_eq!(
        run.stderr,
        "sudoku: the input holds 2 puzzle lines, and `sudoku hint` explains one grid: give it \
         one line (e.g. `sed -n 3p FILE | sudoku hint`), or rate them all with `sudoku rate`\n"
    );
    // More than the bounded read holds.
    let many = format!("{line}\n").repeat(20_000);
    let run = sudoku(&["hint"], &many);
    assert!(
        run.stderr.starts_with("sudoku: the input holds more than "),
        "{}",
        run.stderr
    );
    // One puzzle line, broken: its own message.
    let run = sudoku(&["hint"], &format!("# one\n{}x\n", &EMPTY[..80]));
    assert!(
        run.stderr.contains("unexpected character 'x'"),
        "{}",
        run.stderr
    );
}

/// `script`, of util-linux (essential on Debian), runs the program on a terminal of its own:
/// stdin, stdout and stderr all on it. Once the program has printed its first line (when
/// `after_first_line`: it must say what it waits for before the user types), `input` is
/// typed there, then the end of input. All the terminal showed, typed input included.
fn on_a_terminal(args: &str, after_first_line: bool, input: &str) -> String {
    use std::io::{BufRead, BufReader, Write};
    let program = PathBuf::from(env!("CARGO_BIN_EXE_sudoku"));
    let command = format!("{} {args}", program.display());
    let mut child = Command::new("script")
        .args(["--quiet", "--return", "--command", &command, "/dev/null"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .expect("script (util-linux) runs");
    // Lines read on a thread, so that a program that says nothing fails the test, not hangs it.
    let (lines, shown) = std::sync::mpsc::channel();
    let mut output = BufReader::new(child.stdout.take().unwrap());
    std::thread::spawn(move || {
        let mut line = String::new();
        while output.read_line(&mut line).is_ok_and(|read| read > 0) {
            if lines.send(std::mem::take(&mut line)).is_err() {
                break;
            }
        }
    });
    let mut seen = String::new();
    if after_first_line {
        match shown.recv_timeout(std::time::Duration::from_secs(20)) {
            Ok(line) => seen.push_str(&line),
            Err(_) => {
                child.kill().unwrap();
                panic!("`sudoku {args}` on a terminal said nothing before its input");
            }
        }
    }
    let mut stdin = child.stdin.take().unwrap();
    stdin.write_all(input.as_bytes()).unwrap();
    drop(stdin);
    seen.extend(shown.iter());
    child.wait().unwrap();
    seen.replace('\r', "")
}

#[test]
fn a_bare_run_on_a_terminal_says_what_it_waits_for() {
    let line = one_line(&sample());
    let answer = sample().solve().unwrap().to_line();
    let shown = on_a_terminal("", true, &format!("{line}\n"));
    let usage = "sudoku: reading puzzles: one grid in 9 lines of 9, or one a line (digits, 0 or . \
                 for a blank); Ctrl-D to end, `sudoku --help` for more\n";
    assert!(shown.starts_with(usage), "{shown}");
    assert!(shown.contains(&answer), "{shown}");
    let shown = on_a_terminal("hint", true, SAMPLE);
    assert!(shown.starts_with("sudoku: reading one grid: "), "{shown}");
    assert!(
        shown.contains("Hidden single: in box 1, 4 fits only r1c2."),
        "{shown}"
    );
    // A file, or stdin from a pipe, hears nothing of it.
    let file = temp_file("one.txt", &format!("{line}\n"));
    let shown = on_a_terminal(file.to_str().unwrap(), false, "");
    assert_eq!(shown, format!("{answer}\n"));
    assert_eq!(sudoku(&[], &format!("{line}\n")).stderr, "");
}
