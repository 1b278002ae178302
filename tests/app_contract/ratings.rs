//! Ratings through C: the Rust API's ratings, and statuses and untouched outputs on error.

use sudoku::ffi::{SudokuRating, SudokuStatus, sudoku_rate};
use sudoku::{Grid, Technique};

use support::{SAMPLE, cells};

use super::{MONSTER, poisoned, rate};

#[test]
fn ratings_are_the_rust_ratings() {
    for puzzle in [cells(SAMPLE), cells(MONSTER)] {
        let (status, c_rating) = rate(&puzzle);
        assert_eq!(status, SudokuStatus::Ok);
        let rating = Grid::new(puzzle).rate().unwrap();
        assert_eq!(c_rating.level, rating.level() as i32);
        assert_eq!(c_rating.hardest, i32::from(rating.hardest().number()));
        assert_eq!(c_rating.tenths, i32::from(rating.tenths()));
        assert_eq!(c_rating.givens, rating.givens() as i32);
        // The first 32 techniques are counted; the struct keeps its size.
        for technique in Technique::ALL {
            let count = c_rating.steps.get(usize::from(technique.number()));
            assert_eq!(
                count.map_or(0, |&steps| usize::from(steps)),
                if count.is_some() {
                    rating.steps(technique)
                } else {
                    0
                }
            );
        }
    }
    let mut clash = cells(SAMPLE);
    clash[1] = 1;
    let mut invalid = cells(SAMPLE);
    invalid[0] = 200;
    for (input, want) in [
        (clash, SudokuStatus::Conflict),
        (invalid, SudokuStatus::InvalidCell),
        ([0; 81], SudokuStatus::NotUnique),
    ] {
        assert_eq!(rate(&input), (want, poisoned()));
    }
    let mut out: SudokuRating = poisoned();
    // SAFETY: NULL pointers are what is being tested.
    unsafe {
        assert_eq!(
            sudoku_rate(std::ptr::null(), &mut out),
            SudokuStatus::NullPointer
        );
        assert_eq!(
            sudoku_rate(cells(SAMPLE).as_ptr(), std::ptr::null_mut()),
            SudokuStatus::NullPointer
        );
    }
}
