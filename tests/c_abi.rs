//! The C contract, exercised through the exported functions as C would call them.

mod common;

use std::ffi::CStr;

use common::{ANTI_BACKTRACKING, Rng, SAMPLE, SAMPLE_ANSWER, cells, random_puzzle};
use sudoku::ffi::{SudokuStatus, sudoku_solve, sudoku_status_message};

fn solve(input: &[u8; 81], out: &mut [u8; 81]) -> SudokuStatus {
    // SAFETY: both buffers are 81 bytes.
    unsafe { sudoku_solve(input.as_ptr(), out.as_mut_ptr()) }
}

fn digits(answer: &str) -> [u8; 81] {
    cells(answer)
}

#[test]
fn status_values_are_fixed() {
    let values = [
        (SudokuStatus::Ok, 0),
        (SudokuStatus::NullPointer, 1),
        (SudokuStatus::InvalidCell, 2),
        (SudokuStatus::Conflict, 3),
        (SudokuStatus::Unsolvable, 4),
        (SudokuStatus::Panic, 5),
    ];
    for (status, value) in values {
        assert_eq!(status as i32, value);
    }
}

#[test]
fn each_status_from_its_input() {
    let mut out = [0u8; 81];
    assert_eq!(solve(&cells(SAMPLE), &mut out), SudokuStatus::Ok);
    assert_eq!(out, digits(SAMPLE_ANSWER));

    let mut invalid = cells(SAMPLE);
    invalid[40] = 200;
    assert_eq!(solve(&invalid, &mut out), SudokuStatus::InvalidCell);

    let mut clash = cells(SAMPLE);
    clash[1] = 1; // row 0 starts with 1
    assert_eq!(solve(&clash, &mut out), SudokuStatus::Conflict);

    let mut unsolvable = [0u8; 81];
    unsolvable[..8].copy_from_slice(&[1, 2, 3, 4, 5, 6, 7, 8]);
    unsolvable[80] = 9;
    assert_eq!(solve(&unsolvable, &mut out), SudokuStatus::Unsolvable);

    // SAFETY: NULL is what is being tested; valid buffers are 81 bytes.
    unsafe {
        let input = cells(SAMPLE);
        assert_eq!(
            sudoku_solve(std::ptr::null(), out.as_mut_ptr()),
            SudokuStatus::NullPointer
        );
        assert_eq!(
            sudoku_solve(input.as_ptr(), std::ptr::null_mut()),
            SudokuStatus::NullPointer
        );
        assert_eq!(
            sudoku_solve(std::ptr::null(), std::ptr::null_mut()),
            SudokuStatus::NullPointer
        );
    }
}

#[test]
fn first_applicable_status_wins() {
    let mut out = [0u8; 81];
    // Invalid cell and clash together: INVALID_CELL.
    let mut both = [0u8; 81];
    both[0] = 3;
    both[1] = 3;
    both[80] = 10;
    assert_eq!(solve(&both, &mut out), SudokuStatus::InvalidCell);
    // NULL output with an invalid input: NULL_POINTER.
    // SAFETY: `both` is 81 bytes; NULL output is what is being tested.
    let status = unsafe { sudoku_solve(both.as_ptr(), std::ptr::null_mut()) };
    assert_eq!(status, SudokuStatus::NullPointer);
}

#[test]
fn output_untouched_on_error_and_input_never_written() {
    let mut clash = cells(SAMPLE);
    clash[1] = 1;
    let mut unsolvable = [0u8; 81];
    unsolvable[..8].copy_from_slice(&[1, 2, 3, 4, 5, 6, 7, 8]);
    unsolvable[80] = 9;
    let mut invalid = [0u8; 81];
    invalid[0] = 77;
    for input in [clash, unsolvable, invalid, cells(SAMPLE)] {
        let before = input;
        let mut out = [0xAB; 81];
        let status = solve(&input, &mut out);
        assert_eq!(input, before, "input written");
        if status != SudokuStatus::Ok {
            assert_eq!(out, [0xAB; 81], "output written on {status:?}");
        }
    }
}

#[test]
fn solves_in_place() {
    let mut grid = cells(ANTI_BACKTRACKING);
    let expected = {
        let mut out = [0; 81];
        assert_eq!(solve(&grid, &mut out), SudokuStatus::Ok);
        out
    };
    // SAFETY: one 81-byte buffer as both input and output, which the contract allows.
    let status = unsafe { sudoku_solve(grid.as_ptr(), grid.as_mut_ptr()) };
    assert_eq!(status, SudokuStatus::Ok);
    assert_eq!(grid, expected);

    let mut clash = cells(SAMPLE);
    clash[1] = 1;
    let before = clash;
    // SAFETY: as above.
    let status = unsafe { sudoku_solve(clash.as_ptr(), clash.as_mut_ptr()) };
    assert_eq!(status, SudokuStatus::Conflict);
    assert_eq!(clash, before);
}

#[test]
fn messages_are_static_text() {
    for value in [0, 1, 2, 3, 4, 5, 6, -7, i32::MAX] {
        // SAFETY: the library returns a static NUL-terminated string.
        let text = unsafe { CStr::from_ptr(sudoku_status_message(value)) };
        assert!(!text.to_bytes().is_empty(), "status {value}");
    }
}

#[test]
fn eight_threads_agree() {
    let mut rng = Rng::new(8);
    let puzzles: Vec<[u8; 81]> = (0..400)
        .map(|i| random_puzzle(&mut rng, 20 + i % 62))
        .collect();
    let expected: Vec<_> = puzzles
        .iter()
        .map(|p| {
            let mut out = [0; 81];
            (solve(p, &mut out), out)
        })
        .collect();
    std::thread::scope(|scope| {
        for _ in 0..8 {
            scope.spawn(|| {
                for _ in 0..3 {
                    for (puzzle, want) in puzzles.iter().zip(&expected) {
                        let mut out = [0; 81];
                        assert_eq!((solve(puzzle, &mut out), out), *want);
                    }
                }
            });
        }
    });
}
