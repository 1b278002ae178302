//! The library against the plain row-major backtracking reference on random puzzles: the
//! smallest completion, no completion, and counts through the C ABI.

use sudoku::ffi::{SudokuStatus, sudoku_count_solutions};
use sudoku::{Grid, SolveError};

use crate::support::generate::{Rng, random_puzzle, random_tampered};
use crate::support::reference::{Reference, reference_count, reference_solve};

/// Digits the reference may place before a puzzle is skipped as too slow for it.
const BUDGET: u64 = 2_000_000;

fn compare(puzzle: [u8; 81]) -> bool {
    let ours = Grid::new(puzzle).solve();
    match reference_solve(&puzzle, BUDGET) {
        Reference::Solved(answer) => {
            assert_eq!(
                ours,
                Ok(Grid::new(answer)),
                "puzzle {:?}",
                Grid::new(puzzle)
            );
            true
        }
        Reference::NoSolution => {
            assert_eq!(
                ours,
                Err(SolveError::Unsolvable),
                "puzzle {:?}",
                Grid::new(puzzle)
            );
            true
        }
        Reference::OutOfBudget => false,
    }
}

#[test]
fn random_grids_with_0_to_81_blanks() {
    let mut rng = Rng::new(2239);
    let (mut compared, total) = (0, 4000);
    for round in 0..total {
        let puzzle = random_puzzle(&mut rng, round % 82);
        compared += usize::from(compare(puzzle));
    }
    println!("compared {compared} of {total} random puzzles");
    assert!(
        compared >= total * 9 / 10,
        "only {compared} of {total} compared"
    );
}

#[test]
fn grids_with_an_extra_given_often_unsolvable() {
    let mut rng = Rng::new(12095);
    let (mut compared, mut unsolvable, total) = (0, 0, 2000);
    for round in 0..total {
        let puzzle = random_tampered(&mut rng, 30 + round % 52);
        compared += usize::from(compare(puzzle));
        unsolvable += usize::from(Grid::new(puzzle).solve() == Err(SolveError::Unsolvable));
    }
    println!("compared {compared} of {total}; {unsolvable} unsolvable");
    assert!(
        compared >= total * 9 / 10,
        "only {compared} of {total} compared"
    );
    assert!(
        unsolvable >= total / 10,
        "only {unsolvable} unsolvable: generator too weak"
    );
}

#[test]
fn counts_equal_the_plain_backtrackers() {
    let mut rng = Rng::new(5);
    let mut compared = 0;
    for round in 0..1500 {
        let puzzle = if round % 3 == 0 {
            random_tampered(&mut rng, 35 + round % 40)
        } else {
            random_puzzle(&mut rng, 40 + round % 25)
        };
        let limit = [1, 2, 3, 10, 50][round % 5];
        if let Some(expected) = reference_count(&puzzle, limit, 1_000_000) {
            let mut found = u64::MAX;
            // SAFETY: an 81-byte buffer and a writable u64.
            let status = unsafe { sudoku_count_solutions(puzzle.as_ptr(), limit, &mut found) };
            assert_eq!(
                (status, found),
                (SudokuStatus::Ok, expected),
                "{:?}",
                Grid::new(puzzle)
            );
            compared += 1;
        }
    }
    println!("compared {compared} counts");
    assert!(compared > 1200, "only {compared} compared");
}
