//! The C contract, exercised through the exported functions as C would call them: fixed
//! status values, each status from its input, NULL pointers, untouched buffers, solving in
//! place, counting, validating and batches (solving and counting).

use std::ffi::CStr;

use sudoku::ffi::{
    SudokuStatus, sudoku_count_batch, sudoku_count_solutions, sudoku_count_solutions_bounded,
    sudoku_solve, sudoku_solve_batch, sudoku_status_message, sudoku_validate,
};

use support::generate::{Rng, mixed_grids, random_puzzle};
use support::{ANTI_BACKTRACKING, SAMPLE, SAMPLE_ANSWER, cells};

fn solve(input: &[u8; 81], out: &mut [u8; 81]) -> SudokuStatus {
    // SAFETY: both buffers are 81 bytes.
    unsafe { sudoku_solve(input.as_ptr(), out.as_mut_ptr()) }
}

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

/// `sudoku_solve_batch` on `statuses.len()` grids.
///
/// # Safety
/// `input` and `out` must each hold 81 bytes per status; they may be the same buffer.
unsafe fn solve_batch(
    input: *const u8,
    out: *mut u8,
    statuses: &mut [i32],
    threads: u32,
) -> SudokuStatus {
    let n = statuses.len();
    // SAFETY: `n` grids behind each pointer, as the caller guarantees, and `n` statuses.
    unsafe { sudoku_solve_batch(input, out, statuses.as_mut_ptr(), n, threads) }
}

/// Consistent givens that no completion extends: row 1 forces 9 into the last column, which
/// has one.
fn unsolvable() -> [u8; 81] {
    let mut grid = [0u8; 81];
    grid[..8].copy_from_slice(&[1, 2, 3, 4, 5, 6, 7, 8]);
    grid[80] = 9;
    grid
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
    assert_eq!(out, cells(SAMPLE_ANSWER));

    let mut invalid = cells(SAMPLE);
    invalid[40] = 200;
    assert_eq!(solve(&invalid, &mut out), SudokuStatus::InvalidCell);

    let mut clash = cells(SAMPLE);
    clash[1] = 1; // row 0 starts with 1
    assert_eq!(solve(&clash, &mut out), SudokuStatus::Conflict);

    assert_eq!(solve(&unsolvable(), &mut out), SudokuStatus::Unsolvable);

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
    let mut invalid = [0u8; 81];
    invalid[0] = 77;
    for input in [clash, unsolvable(), invalid, cells(SAMPLE)] {
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

/// `sudoku_count_solutions_bounded`: `(status, count)`, `count` starting at `u64::MAX`.
fn count_bounded(input: &[u8; 81], limit: u64, max_work: u64) -> (SudokuStatus, u64) {
    let mut found = u64::MAX;
    // SAFETY: an 81-byte buffer and a writable u64.
    let status =
        unsafe { sudoku_count_solutions_bounded(input.as_ptr(), limit, max_work, &mut found) };
    (status, found)
}

#[test]
fn bounded_count_statuses_lower_bounds_and_untouched_output() {
    let ok = SudokuStatus::Ok;
    let stopped = SudokuStatus::BudgetExceeded;
    assert_eq!(count_bounded(&cells(SAMPLE), 2, u64::MAX), (ok, 1));
    assert_eq!(count_bounded(&[0; 81], 5, u64::MAX), (ok, 5));
    // The empty grid's completions cannot all be counted: a lower bound, and then more
    // found with more work, never fewer.
    let (status, few) = count_bounded(&[0; 81], u64::MAX, 100);
    assert_eq!(status, stopped);
    let (status, more) = count_bounded(&[0; 81], u64::MAX, 10_000);
    assert_eq!(status, stopped);
    assert!(few <= more && more > 0, "{few} then {more}");
    // No work at all: what propagation settles is counted, nothing else is known, and a
    // count of 0 is then no claim of none.
    assert_eq!(count_bounded(&cells(SAMPLE), 2, 0), (ok, 1));
    assert_eq!(count_bounded(&[0; 81], 2, 0), (stopped, 0));
    assert_eq!(count_bounded(&[0; 81], 0, 0), (ok, 0));
    // Depth-first search alone takes seconds on this grid; the bound is ample.
    let hidden =
        cells("000000000000200000100900000000010000000000000402000609000000000507400000000600004");
    assert_eq!(count_bounded(&hidden, 2, 10_000), (ok, 0));
    let mut invalid = [0u8; 81];
    invalid[3] = 10;
    assert_eq!(
        count_bounded(&invalid, 2, 0),
        (SudokuStatus::InvalidCell, u64::MAX)
    );
    let mut clash = cells(SAMPLE);
    clash[1] = 1;
    assert_eq!(
        count_bounded(&clash, 2, 5),
        (SudokuStatus::Conflict, u64::MAX)
    );
    let mut found = 7;
    // SAFETY: NULL is what is being tested.
    unsafe {
        let status = sudoku_count_solutions_bounded(std::ptr::null(), 2, 1, &mut found);
        assert_eq!((status, found), (SudokuStatus::NullPointer, 7));
        let status =
            sudoku_count_solutions_bounded(cells(SAMPLE).as_ptr(), 2, 1, std::ptr::null_mut());
        assert_eq!(status, SudokuStatus::NullPointer);
    }
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

#[test]
fn batch_equals_single_solves_for_1_2_and_all_threads() {
    let puzzles = mixed_grids(3000, 3000);
    let expected: Vec<(i32, [u8; 81])> = puzzles
        .iter()
        .map(|p| {
            let mut out = [0xEE; 81];
            (solve(p, &mut out) as i32, out)
        })
        .collect();
    let input: Vec<u8> = puzzles.concat();
    for threads in [1, 2, 0] {
        let mut out = vec![0xEE; input.len()];
        let mut statuses = vec![-1; puzzles.len()];
        // SAFETY: buffers sized for puzzles.len() grids.
        let status =
            unsafe { solve_batch(input.as_ptr(), out.as_mut_ptr(), &mut statuses, threads) };
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
    let puzzles = mixed_grids(500, 500);
    let mut buffer: Vec<u8> = puzzles.concat();
    let mut statuses = vec![-1; puzzles.len()];
    let grids = buffer.as_mut_ptr();
    // SAFETY: one buffer of puzzles.len() grids as both input and output, which the contract
    // allows.
    let status = unsafe { solve_batch(grids, grids, &mut statuses, 2) };
    assert_eq!(status, SudokuStatus::Ok);
    for (i, puzzle) in puzzles.iter().enumerate() {
        let mut single = *puzzle;
        let single_status = solve(puzzle, &mut single) as i32;
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

/// `sudoku_count_batch` on `statuses.len()` grids of `input`, into `counts`.
fn count_batch(
    input: &[u8],
    limit: u64,
    counts: &mut [u64],
    statuses: &mut [i32],
    threads: u32,
) -> SudokuStatus {
    let n = statuses.len();
    assert!(input.len() == 81 * n && counts.len() == n);
    // SAFETY: `n` grids, `n` counts and `n` statuses, as asserted.
    unsafe {
        sudoku_count_batch(
            input.as_ptr(),
            limit,
            counts.as_mut_ptr(),
            statuses.as_mut_ptr(),
            n,
            threads,
        )
    }
}

#[test]
fn count_batch_equals_single_counts_for_1_2_and_all_threads() {
    let puzzles = mixed_grids(2000, 2000);
    let input: Vec<u8> = puzzles.concat();
    for limit in [2, 5] {
        let expected: Vec<(i32, u64)> = puzzles
            .iter()
            .map(|p| {
                let (status, found) = count(p, limit);
                (status as i32, found)
            })
            .collect();
        for threads in [1, 2, 0] {
            let mut counts = vec![u64::MAX; puzzles.len()];
            let mut statuses = vec![-1; puzzles.len()];
            let status = count_batch(&input, limit, &mut counts, &mut statuses, threads);
            assert_eq!(status, SudokuStatus::Ok);
            let found: Vec<(i32, u64)> = statuses.iter().copied().zip(counts).collect();
            // The single count leaves `found` at u64::MAX on an error, as the batch does.
            assert_eq!(found, expected, "limit {limit}, {threads} threads");
        }
        let has = |wanted: u64| expected.iter().any(|&(s, c)| s == 0 && c == wanted);
        assert!(
            has(0) && has(1) && has(limit),
            "the mix lacks a kind of grid"
        );
        assert!(
            expected.iter().any(|&(s, _)| s != 0),
            "the mix has no bad grid"
        );
    }
}

#[test]
fn count_batch_null_pointers_and_empty_batches() {
    let input = cells(SAMPLE);
    let mut counts = [u64::MAX; 1];
    let mut statuses = [-1i32; 1];
    // SAFETY: NULL and n == 0 are what is being tested; other buffers hold one grid.
    unsafe {
        let null_in = sudoku_count_batch(
            std::ptr::null(),
            2,
            counts.as_mut_ptr(),
            statuses.as_mut_ptr(),
            1,
            1,
        );
        let null_counts = sudoku_count_batch(
            input.as_ptr(),
            2,
            std::ptr::null_mut(),
            statuses.as_mut_ptr(),
            1,
            1,
        );
        let null_statuses = sudoku_count_batch(
            input.as_ptr(),
            2,
            counts.as_mut_ptr(),
            std::ptr::null_mut(),
            1,
            1,
        );
        assert_eq!(null_in, SudokuStatus::NullPointer);
        assert_eq!(null_counts, SudokuStatus::NullPointer);
        assert_eq!(null_statuses, SudokuStatus::NullPointer);
        assert_eq!((counts, statuses), ([u64::MAX], [-1]));
        let empty = sudoku_count_batch(
            std::ptr::null(),
            2,
            std::ptr::null_mut(),
            std::ptr::null_mut(),
            0,
            0,
        );
        assert_eq!(empty, SudokuStatus::Ok);
    }
}
