//! Every kind of grid, valid or not, gets the Rust API's answer and never a panic, and
//! eight threads calling at once get the answers of one.

use sudoku::ffi::SudokuStatus;
use sudoku::{Grid, PuzzleError};

use support::generate::mixed_grids;
use support::{SAMPLE, cells};

use super::{MONSTER, assert_same_hint, generate, hint, rate};

/// Every kind of grid, valid or not, gets the status the Rust API's error maps to, never
/// a panic; the hint and the rating are those of the Rust API.
#[test]
fn every_kind_of_grid_gets_the_rust_answer() {
    let status_of = |error: &PuzzleError| SudokuStatus::from(error);
    for grid in mixed_grids(12, 300) {
        let rust = Grid::new(grid);
        let (status, c_hint) = hint(&grid, None);
        match rust.hint(None) {
            Ok(hint) => {
                assert_eq!(status, SudokuStatus::Ok);
                assert_same_hint(&c_hint, &hint);
            }
            Err(error) => assert_eq!(status, status_of(&error), "{grid:?}"),
        }
        let (status, _) = rate(&grid);
        match rust.rate() {
            Ok(_) => assert_eq!(status, SudokuStatus::Ok),
            Err(error) => assert_eq!(status, status_of(&error)),
        }
    }
}

#[test]
fn eight_threads_agree() {
    let puzzles: Vec<[u8; 81]> = (0..24)
        .map(|seed| generate(seed, None).1)
        .chain([cells(MONSTER), cells(SAMPLE)])
        .collect();
    let answers = |(seed, puzzle): (usize, &[u8; 81])| {
        (
            hint(puzzle, None),
            rate(puzzle),
            generate(seed as u64, None),
        )
    };
    let expected: Vec<_> = puzzles.iter().enumerate().map(answers).collect();
    std::thread::scope(|scope| {
        for _ in 0..8 {
            scope.spawn(|| {
                for (index, want) in expected.iter().enumerate() {
                    assert_eq!(answers((index, &puzzles[index])), *want);
                }
            });
        }
    });
}
