//! The other modes of bulk input: `--count` (completions up to a limit, as the library
//! counts them) and `--check` (the givens validated, nothing solved).

use sudoku::Grid;

use support::generate::{Rng, random_tampered};

use super::{CLASH, EMPTY, UNSOLVABLE, one_line, sample, sudoku};

#[test]
fn count_prints_completions_up_to_the_limit() {
    let input = format!("{}\n{UNSOLVABLE}\n{EMPTY}\n{CLASH}\n", one_line(&sample()));
    let run = sudoku(&["--count"], &input);
    assert_eq!(
        run.stdout.lines().take(3).collect::<Vec<_>>(),
        ["1", "0", "2+"]
    );
    assert!(
        run.stdout
            .lines()
            .nth(3)
            .unwrap()
            .starts_with("error: digit 5")
    );
    assert_eq!(run.stdout.lines().count(), 4);
    assert_eq!(run.code, 1, "the clash fails the run");

    let run = sudoku(&["--count=1000"], &format!("{EMPTY}\n{UNSOLVABLE}\n"));
    assert_eq!(run.stdout, "1000+\n0\n");
    assert_eq!(run.code, 0, "no completion is a count, not a failure");
    assert_eq!(sudoku(&["--count=1"], EMPTY).stdout, "1+\n");
}

#[test]
fn counts_equal_the_library_counts() {
    let mut rng = Rng::new(0xC0_4E7);
    let grids: Vec<Grid> = (0..300)
        .map(|_| {
            let blanks = 45 + rng.below(20);
            Grid::new(random_tampered(&mut rng, blanks))
        })
        .collect();
    let input: String = grids.iter().map(|g| one_line(g) + "\n").collect();
    let run = sudoku(&["--count=5", "--threads=2"], &input);
    let expected: Vec<String> = grids
        .iter()
        .map(|grid| match grid.count_solutions(5).unwrap() {
            5 => "5+".to_string(),
            count => count.to_string(),
        })
        .collect();
    assert_eq!(run.stdout.lines().collect::<Vec<_>>(), expected);
    assert!(expected.iter().any(|c| c == "0") && expected.iter().any(|c| c == "5+"));
}

#[test]
fn check_validates_without_solving() {
    let input = format!("{UNSOLVABLE}\n{CLASH}\n{EMPTY}\n");
    let run = sudoku(&["--check"], &input);
    let lines: Vec<&str> = run.stdout.lines().collect();
    assert_eq!(lines[0], "ok", "no completion, but the givens are fine");
    assert!(lines[1].starts_with("error: digit 5 appears twice in one row"));
    assert_eq!(lines[2], "ok");
    assert!(run.stderr.starts_with("sudoku: line 2: digit 5"));
    assert_eq!(run.code, 1);
    assert_eq!(sudoku(&["--check"], EMPTY).code, 0);
}
