//! Bulk mode: one puzzle per line, answered in order on any number of threads, with an
//! error line (and a diagnostic) for each line that has no answer.

use sudoku::Grid;

use support::generate::{Rng, random_puzzle, random_tampered};

use super::{CLASH, EMPTY, UNSOLVABLE, one_line, sample, sudoku};

#[test]
fn bulk_answers_equal_single_solves_on_thousands_of_puzzles() {
    let mut rng = Rng::new(0x5EED_B01C);
    let mut input = String::from("# generated puzzles\n");
    let mut expected = Vec::new();
    // More lines than one chunk of the pipeline, so that answers cross chunk boundaries.
    for index in 0..5000 {
        let blanks = 30 + rng.below(52);
        let cells = if index % 4 == 0 {
            random_tampered(&mut rng, blanks)
        } else {
            random_puzzle(&mut rng, blanks)
        };
        let grid = Grid::new(cells);
        input.push_str(&one_line(&grid));
        input.push_str(if index % 2 == 0 { "\n" } else { "\r\n" });
        if index % 500 == 0 {
            input.push_str("\n# a comment between puzzles\n");
        }
        expected.push(match grid.solve() {
            Ok(answer) => answer.to_line(),
            Err(error) => format!("error: {error}"),
        });
    }
    assert!(
        expected
            .iter()
            .any(|line| line.starts_with("error: no solution"))
    );
    for threads in ["1", "2", "0"] {
        let run = sudoku(&["--threads", threads], &input);
        let lines: Vec<&str> = run.stdout.lines().collect();
        assert_eq!(lines, expected, "{threads} threads");
        let failures = expected
            .iter()
            .filter(|line| line.starts_with("error"))
            .count();
        assert_eq!(run.stderr.lines().count(), failures);
        assert_eq!(run.code, 1, "a puzzle without completion fails the run");
    }
}

#[test]
fn answers_every_line_in_order_and_says_why_a_line_fails() {
    let answer = sample().solve().unwrap().to_line();
    let input = format!(
        "{}\n\n  # comment\n{CLASH}\n{}x\n{}\r\n{UNSOLVABLE}\n",
        one_line(&sample()),
        &EMPTY[..80],
        one_line(&sample()).replacen('3', "?", 1)
    );
    let run = sudoku(&[], &input);
    let lines: Vec<&str> = run.stdout.lines().collect();
    assert_eq!(lines.len(), 5, "{}", run.stdout);
    assert_eq!(lines[0], answer);
    assert_eq!(
        lines[1],
        "error: digit 5 appears twice in one row: at row 1, column 1 and at row 1, column 2"
    );
    assert_eq!(
        lines[2],
        "error: column 81: unexpected character 'x', expected a digit 0-9 (0 or '.' for a blank)"
    );
    assert_eq!(
        lines[3],
        "error: column 3: unexpected character '?', expected a digit 0-9 (0 or '.' for a blank)"
    );
    assert!(lines[4].starts_with("error: no solution"));
    let diagnostics: Vec<&str> = run.stderr.lines().collect();
    assert_eq!(diagnostics.len(), 4, "{}", run.stderr);
    assert!(diagnostics[0].starts_with("sudoku: line 4: digit 5 appears twice"));
    assert!(diagnostics[1].starts_with("sudoku: line 5, column 81: unexpected character 'x'"));
    assert!(diagnostics[2].starts_with("sudoku: line 6, column 3: unexpected character '?'"));
    assert!(diagnostics[3].starts_with("sudoku: line 7: no solution"));
    assert_eq!(run.code, 1);
}

#[test]
fn reports_lines_of_the_wrong_length() {
    let long = format!("{EMPTY}.");
    let endless = "1".repeat(100_000);
    let input = format!("{}\n{long}\n{endless}\n{EMPTY}\n", &EMPTY[..50]);
    let run = sudoku(&[], &input);
    let lines: Vec<&str> = run.stdout.lines().collect();
    assert_eq!(
        lines[0],
        "error: a puzzle line needs 81 cells, this one has 50"
    );
    assert_eq!(
        lines[1],
        "error: a puzzle line needs 81 cells, this one has 82"
    );
    assert_eq!(
        lines[2],
        "error: a puzzle line needs 81 cells, this one is 100000 bytes long"
    );
    assert_eq!(lines[3], Grid::EMPTY.solve().unwrap().to_line());
    assert_eq!(lines.len(), 4);
    let diagnostics: Vec<&str> = run.stderr.lines().collect();
    assert_eq!(
        diagnostics,
        [
            "sudoku: line 1: a puzzle line needs 81 cells, this one has 50",
            "sudoku: line 2: a puzzle line needs 81 cells, this one has 82",
            "sudoku: line 3: a puzzle line needs 81 cells, this one is 100000 bytes long",
        ]
    );
    assert_eq!(run.code, 1);
}

#[test]
fn succeeds_when_every_puzzle_is_answered() {
    let input = format!("{}\r\n{EMPTY}\r\n", one_line(&sample()));
    let run = sudoku(&[], &input);
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert_eq!(run.stdout.lines().count(), 2);
    assert_eq!(run.stderr, "");
}

#[test]
fn an_input_without_puzzles_prints_nothing() {
    for input in ["", "\n\n", "# nothing here\r\n"] {
        let run = sudoku(&[], input);
        assert_eq!(
            (run.code, run.stdout.as_str(), run.stderr.as_str()),
            (0, "", "")
        );
    }
}
