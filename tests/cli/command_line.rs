//! The command line itself: bad arguments exit with status 2, `--help` and `--version`,
//! and the shell completion scripts.

use std::process::Command;

use super::{EMPTY, sudoku, temp_file};

#[test]
fn bad_command_lines_exit_with_status_2() {
    for args in [
        &["--count=0"][..],
        &["--check", "--count"],
        &["--threads", "x"],
        &["--nope"],
    ] {
        let run = sudoku(args, EMPTY);
        assert_eq!(run.code, 2, "{args:?}");
        assert_eq!(run.stdout, "");
        assert!(run.stderr.contains("error"), "{args:?}: {}", run.stderr);
    }
}

#[test]
fn help_documents_every_option_with_examples() {
    let run = sudoku(&["--help"], "");
    assert_eq!(run.code, 0);
    for text in [
        "--count[=<LIMIT>]",
        "--check",
        "--threads <N>",
        "--stats",
        "[FILE]...",
        "Examples:",
        "sudoku puzzles.txt > answers.txt",
        "EXIT STATUS",
        "generate",
        "rate",
        "hint",
    ] {
        assert!(run.stdout.contains(text), "--help lacks {text:?}");
    }
    let version = sudoku(&["--version"], "");
    assert_eq!(
        version.stdout.trim(),
        format!("sudoku {}", env!("CARGO_PKG_VERSION"))
    );
}

#[test]
fn completions_for_every_shell() {
    for shell in ["bash", "zsh", "fish", "elvish", "powershell"] {
        let run = sudoku(&["completions", shell], "");
        assert_eq!((run.code, run.stderr.as_str()), (0, ""), "{shell}");
        for word in ["count", "max-work", "check", "threads", "completions"] {
            assert!(run.stdout.contains(word), "{shell} completions lack {word}");
        }
    }
    // bash loads the bash script and registers it for `sudoku`.
    let script = temp_file("sudoku.bash", &sudoku(&["completions", "bash"], "").stdout);
    let registered = Command::new("bash")
        .arg("-c")
        .arg("source \"$0\" && complete -p sudoku")
        .arg(&script)
        .output()
        .unwrap();
    assert!(registered.status.success(), "{registered:?}");
    assert!(String::from_utf8_lossy(&registered.stdout).contains("_sudoku"));
    assert_eq!(sudoku(&["completions", "tcsh"], "").code, 2);
}
