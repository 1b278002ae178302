//! The library against the plain row-major backtracking reference on random puzzles: the
//! smallest completion, no completion, and counts through the C ABI.

use sudoku::ffi::{SudokuStatus, sudoku_count_solutions, sudoku_solve};
use sudoku::{Grid, SolveError};

use support::generate::{Rng, random_puzzle, random_tampered};
use support::reference::{Reference, is_completion_of, reference_count, reference_solve};
use support::transform::Transform;

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

/// A symmetric copy of a puzzle (digits relabelled, lines permuted, transposed) has as many
/// completions, among them the image of the original's answer; when that answer is unique,
/// it is the copy's answer too.
#[test]
fn a_symmetric_copy_has_as_many_completions() {
    let mut rng = Rng::new(1465);
    let (mut unique, total) = (0, 1000);
    for round in 0..total {
        let puzzle = random_puzzle(&mut rng, 30 + round % 30);
        let transform = Transform::random_transposing(&mut rng);
        let copy = transform.apply(&puzzle);
        let count = Grid::new(puzzle)
            .count_solutions(20)
            .expect("a solvable puzzle");
        assert_eq!(
            Grid::new(copy).count_solutions(20),
            Ok(count),
            "{:?} and its copy {:?}",
            Grid::new(puzzle),
            Grid::new(copy)
        );
        let image = transform.apply(Grid::new(puzzle).solve().expect("solvable").cells());
        assert!(is_completion_of(&copy, &image), "{:?}", Grid::new(copy));
        let answer = *Grid::new(copy).solve().expect("solvable").cells();
        if count == 1 {
            assert_eq!(answer, image, "{:?}", Grid::new(copy));
            unique += 1;
        } else {
            assert!(is_completion_of(&copy, &answer), "{:?}", Grid::new(copy));
        }
    }
    println!("{unique} of {total} unique");
    assert!(
        (total / 5..total * 4 / 5).contains(&unique),
        "{unique} of {total} unique: the generator no longer mixes both kinds"
    );
}

/// Grids with few blanks, most of them filled by naked and hidden singles alone (the
/// engine's front end answers those without a search), some given one digit too many:
/// through the C ABI, the answer and the counts to one and two equal the plain
/// backtracker's, and on no completion the output is left as it was.
#[test]
fn easy_grids_equal_the_plain_backtrackers() {
    let mut rng = Rng::new(2026);
    let (mut compared, total) = (0, 3000);
    for round in 0..total {
        let blanks = 20 + round % 40;
        let puzzle = if round % 4 == 3 {
            random_tampered(&mut rng, blanks)
        } else {
            random_puzzle(&mut rng, blanks)
        };
        let mut out = [0xAAu8; 81];
        // SAFETY: both buffers are 81 bytes.
        let status = unsafe { sudoku_solve(puzzle.as_ptr(), out.as_mut_ptr()) };
        let want = match reference_solve(&puzzle, BUDGET) {
            Reference::Solved(answer) => (SudokuStatus::Ok, answer),
            Reference::NoSolution => (SudokuStatus::Unsolvable, [0xAA; 81]),
            Reference::OutOfBudget => continue,
        };
        assert_eq!((status, out), want, "{:?}", Grid::new(puzzle));
        for limit in [1, 2] {
            let expected = reference_count(&puzzle, limit, BUDGET).expect("an easy grid");
            let mut found = u64::MAX;
            // SAFETY: an 81-byte buffer and a writable u64.
            let status = unsafe { sudoku_count_solutions(puzzle.as_ptr(), limit, &mut found) };
            assert_eq!(
                (status, found),
                (SudokuStatus::Ok, expected),
                "limit {limit}: {:?}",
                Grid::new(puzzle)
            );
        }
        compared += 1;
    }
    assert!(
        compared >= total * 9 / 10,
        "only {compared} of {total} compared"
    );
}
