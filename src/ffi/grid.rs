//! The exports on one grid: solve, count (with or without a work bound), validate. None
//! allocates.

use super::{SudokuStatus, panic_boundary, read_grid, write_grid};
use crate::engine::Counted;

/// Solves a grid: `out` receives the completion whose 81 digits, read row-major, form the
/// smallest number (what row-major backtracking with digits tried 1 to 9 finds first).
///
/// `in` holds 81 cells in row-major order, 0 for a blank and 1 to 9 for a given.
///
/// Returns `SUDOKU_STATUS_OK`, `SUDOKU_STATUS_NULL_POINTER` (`in` or `out` is NULL),
/// `SUDOKU_STATUS_INVALID_CELL`, `SUDOKU_STATUS_CONFLICT` or `SUDOKU_STATUS_UNSOLVABLE`.
///
/// Contract: `in` is never written; `out` is written only when the status is OK; `in` and
/// `out` may be the same buffer (solve in place). No global state and no heap allocation:
/// safe to call from any number of threads at once. Every input gets an answer: a bounded
/// depth-first search first, then clause learning, which refutes each contradiction once,
/// then a finite backstop (SECURITY.md has the measured worst case, BENCHMARKS.md the speed).
/// Uses at most 32 KiB of stack, whatever the grid: safe on small-stack threads.
///
/// cbindgen:ptrs-as-arrays=[[in;SUDOKU_CELLS], [out;SUDOKU_CELLS]]
///
/// # Safety
/// Non-NULL `in` must point to 81 readable bytes and non-NULL `out` to 81 writable bytes.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn sudoku_solve(r#in: *const u8, out: *mut u8) -> SudokuStatus {
    panic_boundary(|| {
        require_non_null!(r#in, out);
        // SAFETY: both are non-NULL; the caller guarantees 81 bytes behind each.
        unsafe { solve_one(r#in, out) }
    })
}

/// Solves the grid at `input` into `output` (which may be the same buffer).
///
/// # Safety
/// `input` must point to 81 readable bytes and `output` to 81 writable bytes.
pub(super) unsafe fn solve_one(input: *const u8, output: *mut u8) -> SudokuStatus {
    // SAFETY: guaranteed by the caller.
    let grid = unsafe { read_grid(input) };
    match grid.solve() {
        Ok(answer) => {
            // SAFETY: guaranteed by the caller.
            unsafe { write_grid(&answer, output) };
            SudokuStatus::Ok
        }
        Err(error) => SudokuStatus::from(&error),
    }
}

/// Counts the completions of a grid, stopping at `limit`: `*count` receives
/// min(completions, limit).
///
/// Returns `SUDOKU_STATUS_OK` (with `*count == 0` when the givens are consistent but
/// nothing completes them), `SUDOKU_STATUS_NULL_POINTER` (`in` or `count` is NULL),
/// `SUDOKU_STATUS_INVALID_CELL` or `SUDOKU_STATUS_CONFLICT`; on an error `*count` is not
/// written. `limit` 2 answers "is this puzzle proper?" for about the cost of one solve, on
/// every grid. Past a few dozen completions the time grows with the count (the empty grid has
/// about 6.67e21 completions): with a large `limit`, prefer
/// `sudoku_count_solutions_bounded`, which a caller can stop.
///
/// Same contract as `sudoku_solve`: `in` is never written, no allocation, thread-safe.
///
/// cbindgen:ptrs-as-arrays=[[in;SUDOKU_CELLS]]
///
/// # Safety
/// Non-NULL `in` must point to 81 readable bytes and non-NULL `count` to a writable
/// `uint64_t`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn sudoku_count_solutions(
    r#in: *const u8,
    limit: u64,
    count: *mut u64,
) -> SudokuStatus {
    // SAFETY: the caller's guarantees are this function's.
    unsafe { sudoku_count_solutions_bounded(r#in, limit, u64::MAX, count) }
}

/// Counts as `sudoku_count_solutions` does, within `max_work` units of work: nodes of the
/// depth-first search, probes (a candidate tried and propagated) and conflicts of clause
/// learning, each of a cost bounded by the grid's size.
/// Work, not time, so that a result is the same on every machine and every run.
///
/// Returns `SUDOKU_STATUS_OK` when the count finished (`*count` as for
/// `sudoku_count_solutions`), or `SUDOKU_STATUS_BUDGET_EXCEEDED` when the work ran out
/// first: then `*count` receives the completions found so far, a lower bound. Other
/// statuses as for `sudoku_count_solutions`, with `*count` not written. A caller that needs
/// to stop a long count (a user's Ctrl-C, a deadline) calls this with a bound and calls
/// again with a larger one, or gives up.
///
/// Same contract as `sudoku_solve`: `in` is never written, no allocation, thread-safe.
///
/// cbindgen:ptrs-as-arrays=[[in;SUDOKU_CELLS]]
///
/// # Safety
/// Non-NULL `in` must point to 81 readable bytes and non-NULL `count` to a writable
/// `uint64_t`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn sudoku_count_solutions_bounded(
    r#in: *const u8,
    limit: u64,
    max_work: u64,
    count: *mut u64,
) -> SudokuStatus {
    panic_boundary(|| {
        require_non_null!(r#in, count);
        // SAFETY: `in` is non-NULL and the caller guarantees 81 readable bytes.
        let grid = unsafe { read_grid(r#in) };
        let (found, status) = match grid.count_solutions_within(limit, max_work) {
            Ok(Counted::Finished(found)) => (found, SudokuStatus::Ok),
            Ok(Counted::BudgetExceeded(found)) => (found, SudokuStatus::BudgetExceeded),
            Err(error) => return SudokuStatus::from(&error),
        };
        // SAFETY: `count` is non-NULL and the caller guarantees it is writable.
        unsafe { count.write_unaligned(found) };
        status
    })
}

/// Checks the givens without solving: `SUDOKU_STATUS_OK`, `SUDOKU_STATUS_INVALID_CELL`,
/// `SUDOKU_STATUS_CONFLICT`, or `SUDOKU_STATUS_NULL_POINTER` when `in` is NULL.
///
/// On an error, when `cell` is not NULL, `*cell` receives the 0-based row-major index of
/// the first offending cell: the first cell above 9, or for a clash the later of the two
/// clashing cells (the first cell, scanning row-major, that repeats an earlier given).
/// `*cell` is not written on success. A consistent grid may still have no completion: that
/// takes `sudoku_solve` or `sudoku_count_solutions` to find out.
///
/// cbindgen:ptrs-as-arrays=[[in;SUDOKU_CELLS]]
///
/// # Safety
/// Non-NULL `in` must point to 81 readable bytes and non-NULL `cell` to a writable `size_t`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn sudoku_validate(r#in: *const u8, cell: *mut usize) -> SudokuStatus {
    panic_boundary(|| {
        require_non_null!(r#in);
        // SAFETY: `in` is non-NULL and the caller guarantees 81 readable bytes.
        let grid = unsafe { read_grid(r#in) };
        let Err(error) = grid.validate() else {
            return SudokuStatus::Ok;
        };
        if let (false, Some(offender)) = (cell.is_null(), error.cell()) {
            // SAFETY: `cell` is non-NULL and the caller guarantees it is writable.
            unsafe { cell.write_unaligned(offender.index()) };
        }
        SudokuStatus::from(&error)
    })
}
