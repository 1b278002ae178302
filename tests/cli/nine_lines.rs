//! The 9-line form of Baekjoon 2239, as the original program read it: the judge's
//! answer, and one diagnostic line for each way the input can be wrong.

use support::{SAMPLE, SAMPLE_ANSWER};

use super::sudoku;

/// Bad input: nothing on stdout, one line on stderr containing `expected`, failure status.
fn assert_rejected(stdin: &str, expected: &str) {
    let outcome = sudoku(&[], stdin);
    assert_ne!(outcome.code, 0, "accepted: {stdin:?}");
    assert_eq!(outcome.stdout, "");
    assert_eq!(
        outcome.stderr.lines().count(),
        1,
        "stderr: {:?}",
        outcome.stderr
    );
    assert!(
        outcome.stderr.contains(expected),
        "stderr: {:?}",
        outcome.stderr
    );
}

#[test]
fn prints_the_judges_answer() {
    let outcome = sudoku(&[], SAMPLE);
    assert!(outcome.code == 0, "{}", outcome.stderr);
    assert_eq!(outcome.stdout, SAMPLE_ANSWER);
    assert_eq!(outcome.stderr, "");
}

#[test]
fn the_shipped_sample_file_is_the_sample() {
    let file = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/examples/sample.txt"));
    assert_eq!(file.unwrap(), SAMPLE);
}

#[test]
fn accepts_crlf() {
    assert_eq!(
        sudoku(&[], &SAMPLE.replace('\n', "\r\n")).stdout,
        SAMPLE_ANSWER
    );
}

#[test]
fn rejects_too_few_rows() {
    let eight: String = SAMPLE
        .lines()
        .take(8)
        .map(|line| format!("{line}\n"))
        .collect();
    assert_rejected(&eight, "expected 9 rows, the input ends after 8");
}

#[test]
fn rejects_a_row_of_the_wrong_length() {
    assert_rejected(&SAMPLE.replacen("002109400", "0021094000", 1), "line 2");
}

#[test]
fn rejects_a_non_digit() {
    assert_rejected(
        &SAMPLE.replacen("300502006", "3005x2006", 1),
        "line 4, column 5: unexpected character 'x'",
    );
}

#[test]
fn rejects_clashing_givens() {
    assert_rejected(
        &SAMPLE.replacen("103000509", "113000509", 1),
        "digit 1 appears twice in one row",
    );
}

#[test]
fn rejects_a_grid_without_completion() {
    let unsolvable = "123456780\n000000000\n000000000\n000000000\n000000000\n\
                      000000000\n000000000\n000000000\n000000009\n";
    assert_rejected(unsolvable, "no solution");
}
