//! Input files: several read in order and named in diagnostics, and when a file's
//! 9-line form is read as such.

use sudoku::Grid;

use support::{SAMPLE, SAMPLE_ANSWER};

use super::{CLASH, EMPTY, UNSOLVABLE, one_line, sample, sudoku, temp_file};

#[test]
fn several_files_are_read_in_order_and_named_in_diagnostics() {
    let first = temp_file("first.txt", &format!("{EMPTY}\n{CLASH}\n"));
    let second = temp_file(
        "second.txt",
        &format!("# header\r\n{}\r\n", one_line(&sample())),
    );
    let missing = first.with_file_name("missing.txt");
    // Opens, but fails on the first read.
    let directory = first.parent().unwrap().to_path_buf();
    let names =
        [&first, &missing, &second, &directory].map(|path| path.to_str().unwrap().to_string());
    let args = [&names[0], &names[1], "-", &names[3], &names[2]];
    let run = sudoku(&args, &format!("{UNSOLVABLE}\n"));
    let lines: Vec<&str> = run.stdout.lines().collect();
    assert_eq!(lines.len(), 4, "{}", run.stdout);
    assert_eq!(lines[0], Grid::EMPTY.solve().unwrap().to_line());
    assert!(lines[1].starts_with("error: digit 5"));
    assert!(lines[2].starts_with("error: no solution"));
    assert_eq!(lines[3], sample().solve().unwrap().to_line());
    let diagnostics: Vec<&str> = run.stderr.lines().collect();
    assert_eq!(diagnostics.len(), 4, "{}", run.stderr);
    assert_eq!(
        diagnostics[0],
        format!(
            "sudoku: {}:2: digit 5 appears twice in one row: at row 1, column 1 and at row 1, column 2",
            names[0]
        )
    );
    assert!(diagnostics[1].starts_with(&format!("sudoku: cannot read {}: ", names[1])));
    assert!(diagnostics[2].starts_with("sudoku: <stdin>:1: no solution"));
    assert!(diagnostics[3].starts_with(&format!("sudoku: cannot read {}: ", names[3])));
    assert_eq!(run.code, 1);
}

#[test]
fn a_single_file_may_hold_the_nine_line_form() {
    let grid = temp_file("sample.txt", &format!("# Baekjoon 2239\n{SAMPLE}"));
    let run = sudoku(&[grid.to_str().unwrap()], "");
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert_eq!(run.stdout, SAMPLE_ANSWER);
    assert_eq!(sudoku(&["--count"], SAMPLE).stdout, "1\n");
    assert_eq!(sudoku(&["--check"], SAMPLE).stdout, "ok\n");
    // A first row one cell too long still gets the 9-line form's own message.
    let run = sudoku(&[], &SAMPLE.replacen("103000509", "1030005090", 1));
    assert_eq!(run.stdout, "");
    assert_eq!(
        run.stderr,
        "sudoku: line 1, column 10: a row needs 9 cells, this one has 10\n"
    );
}

#[test]
fn nine_line_files_among_several_are_read_as_puzzle_lines() {
    let grid = temp_file("grid.txt", SAMPLE);
    let path = grid.to_str().unwrap();
    let run = sudoku(&[path, path], "");
    assert_eq!(run.stdout.lines().count(), 18, "one error line per row");
    assert!(
        run.stdout
            .starts_with("error: a puzzle line needs 81 cells, this one has 9\n")
    );
    assert_eq!(run.code, 1);
}
