//! The C contract of counting, validating and batch solving.

mod common;

use common::{Rng, SAMPLE, cells, random_puzzle, random_tampered, reference_count};
use sudoku::ffi::{
    SudokuStatus, sudoku_count_solutions, sudoku_solve, sudoku_solve_batch, sudoku_validate,
};
use sudoku::{Grid, solve_batch};

fn count(input: &[u8; 81], limit: u64) -> (SudokuStatus, u64) {
    let mut found = u64::MAX;
    // SAFETY: an 81-byte buffer and a writable u64.
    let status = unsafe { sudoku_count_solutions(input.as_ptr(), limit, &mut found) };
    (status, found)
}

fn validate(input: &[u8; 81]) -> (SudokuStatus, usize) {
    let mut cell = usize::MAX;
    // SAFETY: an 81-byte buffer and a writable size_t.
    let status = unsafe { sudoku_validate(input.as_ptr(), &mut cell) };
    (status, cell)
}

fn unsolvable() -> [u8; 81] {
    let mut grid = [0u8; 81];
    grid[..8].copy_from_slice(&[1, 2, 3, 4, 5, 6, 7, 8]);
    grid[80] = 9;
    grid
}

#[test]
fn count_statuses_and_untouched_output() {
    assert_eq!(count(&cells(SAMPLE), 2), (SudokuStatus::Ok, 1));
    assert_eq!(count(&unsolvable(), 2), (SudokuStatus::Ok, 0));
    assert_eq!(count(&[0; 81], 5), (SudokuStatus::Ok, 5));
    assert_eq!(count(&[0; 81], 0), (SudokuStatus::Ok, 0));
    let mut invalid = [0u8; 81];
    invalid[3] = 10;
    assert_eq!(count(&invalid, 2), (SudokuStatus::InvalidCell, u64::MAX));
    let mut clash = cells(SAMPLE);
    clash[1] = 1;
    assert_eq!(count(&clash, 2), (SudokuStatus::Conflict, u64::MAX));
    let mut found = 7;
    // SAFETY: NULL is what is being tested.
    unsafe {
        let status = sudoku_count_solutions(std::ptr::null(), 2, &mut found);
        assert_eq!((status, found), (SudokuStatus::NullPointer, 7));
        let status = sudoku_count_solutions(cells(SAMPLE).as_ptr(), 2, std::ptr::null_mut());
        assert_eq!(status, SudokuStatus::NullPointer);
    }
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
            assert_eq!(
                count(&puzzle, limit),
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

#[test]
fn validate_names_the_first_offending_cell() {
    assert_eq!(validate(&cells(SAMPLE)), (SudokuStatus::Ok, usize::MAX));
    assert_eq!(validate(&unsolvable()), (SudokuStatus::Ok, usize::MAX));

    let mut clash = [0u8; 81];
    clash[10] = 4;
    clash[2] = 4; // same box as cell 10, earlier in row-major order
    clash[60] = 9;
    clash[61] = 9;
    assert_eq!(validate(&clash), (SudokuStatus::Conflict, 10));

    clash[70] = 12;
    clash[75] = 99;
    assert_eq!(validate(&clash), (SudokuStatus::InvalidCell, 70));

    // NULL `cell` is allowed; NULL `in` is not.
    // SAFETY: an 81-byte buffer; NULL is what is being tested.
    unsafe {
        assert_eq!(
            sudoku_validate(clash.as_ptr(), std::ptr::null_mut()),
            SudokuStatus::InvalidCell
        );
        let mut cell = 3;
        assert_eq!(
            sudoku_validate(std::ptr::null(), &mut cell),
            SudokuStatus::NullPointer
        );
        assert_eq!(cell, 3);
    }
}

/// A mix of proper, sparse, unsolvable, clashing and invalid grids.
fn mixed_puzzles(count: usize) -> Vec<[u8; 81]> {
    let mut rng = Rng::new(count as u64);
    (0..count)
        .map(|i| match i % 7 {
            0 => random_tampered(&mut rng, 40),
            1 => {
                let mut grid = random_puzzle(&mut rng, 50);
                grid[rng.below(81)] = 10 + rng.below(200) as u8;
                grid
            }
            2 => {
                let mut grid = random_puzzle(&mut rng, 60);
                let (a, b) = (rng.below(9), 9 + rng.below(9));
                grid[a] = 5;
                grid[b] = 5;
                grid
            }
            _ => random_puzzle(&mut rng, i % 82),
        })
        .collect()
}

fn solve_single(puzzle: &[u8; 81], out: &mut [u8; 81]) -> i32 {
    // SAFETY: both buffers are 81 bytes.
    unsafe { sudoku_solve(puzzle.as_ptr(), out.as_mut_ptr()) as i32 }
}

#[test]
fn batch_equals_single_solves_for_1_2_and_all_threads() {
    let puzzles = mixed_puzzles(3000);
    let expected: Vec<(i32, [u8; 81])> = puzzles
        .iter()
        .map(|p| {
            let mut out = [0xEE; 81];
            (solve_single(p, &mut out), out)
        })
        .collect();
    let input: Vec<u8> = puzzles.concat();
    for threads in [1, 2, 0] {
        let mut out = vec![0xEE; input.len()];
        let mut statuses = vec![-1; puzzles.len()];
        // SAFETY: buffers sized for puzzles.len() grids and statuses.
        let status = unsafe {
            sudoku_solve_batch(
                input.as_ptr(),
                out.as_mut_ptr(),
                statuses.as_mut_ptr(),
                puzzles.len(),
                threads,
            )
        };
        assert_eq!(status, SudokuStatus::Ok);
        for (i, (want_status, want_out)) in expected.iter().enumerate() {
            assert_eq!(statuses[i], *want_status, "grid {i}, {threads} threads");
            assert_eq!(
                &out[i * 81..i * 81 + 81],
                want_out,
                "grid {i}, {threads} threads"
            );
        }
    }
    let successes = expected.iter().filter(|(s, _)| *s == 0).count();
    assert!(
        successes > 1000 && successes < 3000,
        "{successes} solved: mix too uniform"
    );
}

#[test]
fn batch_in_place_writes_only_solved_grids() {
    let puzzles = mixed_puzzles(500);
    let mut buffer: Vec<u8> = puzzles.concat();
    let mut statuses = vec![-1; puzzles.len()];
    // SAFETY: one buffer as both input and output, which the contract allows.
    let status = unsafe {
        sudoku_solve_batch(
            buffer.as_ptr(),
            buffer.as_mut_ptr(),
            statuses.as_mut_ptr(),
            puzzles.len(),
            2,
        )
    };
    assert_eq!(status, SudokuStatus::Ok);
    for (i, puzzle) in puzzles.iter().enumerate() {
        let mut single = *puzzle;
        let single_status = solve_single(puzzle, &mut single);
        assert_eq!(statuses[i], single_status);
        assert_eq!(&buffer[i * 81..i * 81 + 81], &single[..], "grid {i}");
    }
}

#[test]
fn batch_null_pointers_and_empty_batches() {
    let input = cells(SAMPLE);
    let mut out = [0u8; 81];
    let mut statuses = [-1i32; 1];
    // SAFETY: NULL and n == 0 are what is being tested; other buffers hold one grid.
    unsafe {
        let null_in = sudoku_solve_batch(
            std::ptr::null(),
            out.as_mut_ptr(),
            statuses.as_mut_ptr(),
            1,
            1,
        );
        let null_out = sudoku_solve_batch(
            input.as_ptr(),
            std::ptr::null_mut(),
            statuses.as_mut_ptr(),
            1,
            1,
        );
        let null_statuses =
            sudoku_solve_batch(input.as_ptr(), out.as_mut_ptr(), std::ptr::null_mut(), 1, 1);
        assert_eq!(null_in, SudokuStatus::NullPointer);
        assert_eq!(null_out, SudokuStatus::NullPointer);
        assert_eq!(null_statuses, SudokuStatus::NullPointer);
        assert_eq!(statuses, [-1]);
        let empty = sudoku_solve_batch(
            std::ptr::null(),
            std::ptr::null_mut(),
            std::ptr::null_mut(),
            0,
            0,
        );
        assert_eq!(empty, SudokuStatus::Ok);
    }
}

#[test]
fn rust_batch_equals_single_solves() {
    let grids: Vec<Grid> = mixed_puzzles(1000).into_iter().map(Grid::new).collect();
    let single: Vec<_> = grids.iter().map(Grid::solve).collect();
    for threads in [1, 2, 0] {
        assert_eq!(solve_batch(&grids, threads), single, "{threads} threads");
    }
    assert!(solve_batch(&[], 0).is_empty());
}
