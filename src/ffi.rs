//! The C ABI: a thin skin over the Rust API.
//!
//! Every function here checks its pointers, copies bytes in, calls the safe API, copies bytes
//! out and maps errors to [`SudokuStatus`] values. Panics are caught at the boundary. This is
//! the only module with `unsafe` code.

use core::ffi::{CStr, c_char};
use std::panic::{AssertUnwindSafe, catch_unwind};

use crate::batch::run_chunks;
use crate::{Grid, SolveError};

/// Number of cells in a grid: the length of every grid buffer.
pub const SUDOKU_CELLS: usize = 81;

/// The result of a call. The numeric values are fixed and will not change.
///
/// When several problems apply, the lowest value after `OK` is reported.
#[repr(i32)]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SudokuStatus {
    /// Success: the output holds the answer.
    Ok = 0,
    /// A required pointer argument was NULL.
    NullPointer = 1,
    /// A cell holds a value above 9.
    InvalidCell = 2,
    /// Two givens repeat a digit in a row, column or box.
    Conflict = 3,
    /// The givens are consistent, but no completion exists.
    Unsolvable = 4,
    /// An internal error was caught at the boundary (a bug: please report it).
    Panic = 5,
}

impl SudokuStatus {
    /// The status for a solve error.
    pub fn from_error(error: &SolveError) -> Self {
        match error {
            SolveError::InvalidCell { .. } => SudokuStatus::InvalidCell,
            SolveError::Conflict { .. } => SudokuStatus::Conflict,
            SolveError::Unsolvable => SudokuStatus::Unsolvable,
        }
    }

    /// The static English description of this status.
    pub fn message(self) -> &'static CStr {
        match self {
            SudokuStatus::Ok => c"success",
            SudokuStatus::NullPointer => c"a required pointer argument is NULL",
            SudokuStatus::InvalidCell => c"a cell holds a value above 9",
            SudokuStatus::Conflict => c"two givens repeat a digit in a row, column or box",
            SudokuStatus::Unsolvable => c"the givens are consistent but no completion exists",
            SudokuStatus::Panic => c"internal error caught at the library boundary",
        }
    }

    fn from_i32(value: i32) -> Option<Self> {
        [
            SudokuStatus::Ok,
            SudokuStatus::NullPointer,
            SudokuStatus::InvalidCell,
            SudokuStatus::Conflict,
            SudokuStatus::Unsolvable,
            SudokuStatus::Panic,
        ]
        .into_iter()
        .find(|&status| status as i32 == value)
    }
}

/// Runs `body`, turning a panic into `SudokuStatus::Panic` so none unwinds into C.
fn panic_boundary(body: impl FnOnce() -> SudokuStatus) -> SudokuStatus {
    catch_unwind(AssertUnwindSafe(body)).unwrap_or(SudokuStatus::Panic)
}

/// Copies a grid in from C. The copy is what lets `in` and `out` be the same buffer.
///
/// # Safety
/// `cells` must be non-NULL and point to `SUDOKU_CELLS` readable bytes.
unsafe fn read_grid(cells: *const u8) -> Grid {
    // SAFETY: the caller guarantees SUDOKU_CELLS readable bytes; [u8; 81] has alignment 1.
    Grid::new(unsafe { cells.cast::<[u8; SUDOKU_CELLS]>().read() })
}

/// Copies a grid out to C.
///
/// # Safety
/// `out` must be non-NULL and point to `SUDOKU_CELLS` writable bytes.
unsafe fn write_grid(grid: &Grid, out: *mut u8) {
    // SAFETY: the caller guarantees SUDOKU_CELLS writable bytes; the source is our own
    // local grid, so the two ranges cannot overlap.
    unsafe { core::ptr::copy_nonoverlapping(grid.cells().as_ptr(), out, SUDOKU_CELLS) }
}

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
/// safe to call from any number of threads at once. Every input is answered in
/// microseconds on typical grids and a few milliseconds on the hardest known. Uses at most
/// 32 KiB of stack (about 25 KiB measured), whatever the grid: safe on small-stack threads.
///
/// cbindgen:ptrs-as-arrays=[[in;SUDOKU_CELLS], [out;SUDOKU_CELLS]]
///
/// # Safety
/// Non-NULL `in` must point to 81 readable bytes and non-NULL `out` to 81 writable bytes.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn sudoku_solve(r#in: *const u8, out: *mut u8) -> SudokuStatus {
    panic_boundary(|| {
        if r#in.is_null() || out.is_null() {
            return SudokuStatus::NullPointer;
        }
        // SAFETY: both are non-NULL; the caller guarantees 81 bytes behind each.
        unsafe { solve_one(r#in, out) }
    })
}

/// Solves the grid at `input` into `output` (which may be the same buffer).
///
/// # Safety
/// `input` must point to 81 readable bytes and `output` to 81 writable bytes.
unsafe fn solve_one(input: *const u8, output: *mut u8) -> SudokuStatus {
    // SAFETY: guaranteed by the caller.
    let grid = unsafe { read_grid(input) };
    match grid.solve() {
        Ok(answer) => {
            // SAFETY: guaranteed by the caller.
            unsafe { write_grid(&answer, output) };
            SudokuStatus::Ok
        }
        Err(error) => SudokuStatus::from_error(&error),
    }
}

/// Counts the completions of a grid, stopping at `limit`: `*count` receives
/// min(completions, limit).
///
/// Returns `SUDOKU_STATUS_OK` (with `*count == 0` when the givens are consistent but
/// nothing completes them), `SUDOKU_STATUS_NULL_POINTER` (`in` or `count` is NULL),
/// `SUDOKU_STATUS_INVALID_CELL` or `SUDOKU_STATUS_CONFLICT`; on an error `*count` is not
/// written. `limit` 2 answers "is this puzzle proper?" for about the cost of one solve; the
/// time grows with the number of completions counted, so keep `limit` modest for sparse
/// grids (the empty grid has about 6.67e21).
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
    panic_boundary(|| {
        if r#in.is_null() || count.is_null() {
            return SudokuStatus::NullPointer;
        }
        // SAFETY: `in` is non-NULL and the caller guarantees 81 readable bytes.
        let grid = unsafe { read_grid(r#in) };
        match grid.count_solutions(limit) {
            Ok(found) => {
                // SAFETY: `count` is non-NULL and the caller guarantees it is writable.
                unsafe { count.write_unaligned(found) };
                SudokuStatus::Ok
            }
            Err(error) => SudokuStatus::from_error(&error),
        }
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
        if r#in.is_null() {
            return SudokuStatus::NullPointer;
        }
        // SAFETY: `in` is non-NULL and the caller guarantees 81 readable bytes.
        let grid = unsafe { read_grid(r#in) };
        let Err(error) = grid.validate() else {
            return SudokuStatus::Ok;
        };
        if let (false, Some(offender)) = (cell.is_null(), error.cell()) {
            // SAFETY: `cell` is non-NULL and the caller guarantees it is writable.
            unsafe { cell.write_unaligned(offender.index()) };
        }
        SudokuStatus::from_error(&error)
    })
}

/// Solves `n` grids laid end to end (81 bytes each) on `threads` threads (0 = one per
/// available core).
///
/// `statuses[i]` receives exactly what `sudoku_solve` returns for grid `i`, and grid `i` of
/// `out` is written only when that is `SUDOKU_STATUS_OK`. `in` and `out` may be the same
/// buffer, but must not otherwise overlap. Work is shared dynamically between the threads,
/// and every thread has finished before the call returns, so the library can be unloaded
/// right after. Unlike the single-grid functions, this one allocates (for its threads).
///
/// Returns `SUDOKU_STATUS_OK` when the call was well formed (whatever the grids' own
/// statuses), or `SUDOKU_STATUS_NULL_POINTER` when a pointer is NULL and `n > 0`.
///
/// # Safety
/// When `n > 0`: `in` must point to `81 * n` readable bytes, `out` to `81 * n` writable
/// bytes and `statuses` to `n` writable `int32_t`, all valid for the whole call.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn sudoku_solve_batch(
    r#in: *const u8,
    out: *mut u8,
    statuses: *mut i32,
    n: usize,
    threads: u32,
) -> SudokuStatus {
    panic_boundary(|| {
        if n == 0 {
            return SudokuStatus::Ok;
        }
        if r#in.is_null() || out.is_null() || statuses.is_null() {
            return SudokuStatus::NullPointer;
        }
        let buffers = BatchBuffers {
            input: r#in,
            output: out,
            statuses,
        };
        let threads = usize::try_from(threads).unwrap_or(usize::MAX);
        run_chunks(n, threads, |range| {
            for index in range {
                // SAFETY: index < n, and the caller guarantees n grids and n statuses.
                unsafe { buffers.solve(index) };
            }
        });
        SudokuStatus::Ok
    })
}

/// The caller's batch buffers, shared by the worker threads.
struct BatchBuffers {
    input: *const u8,
    output: *mut u8,
    statuses: *mut i32,
}

// SAFETY: the caller guarantees the buffers stay valid for the whole call, and each worker
// reads and writes only the grids and statuses of the indices it claimed from the queue,
// which hands out each index once.
unsafe impl Sync for BatchBuffers {}

impl BatchBuffers {
    /// Solves grid `index` and records its status; a panic becomes that grid's status.
    ///
    /// # Safety
    /// `index` must be below the `n` the caller passed.
    unsafe fn solve(&self, index: usize) {
        let offset = index * SUDOKU_CELLS;
        let status = panic_boundary(|| {
            // SAFETY: grid `index` lies inside the caller's `81 * n` bytes of each buffer.
            unsafe { solve_one(self.input.add(offset), self.output.add(offset)) }
        });
        // SAFETY: status `index` lies inside the caller's `n` statuses.
        unsafe { self.statuses.add(index).write_unaligned(status as i32) };
    }
}

/// A static, NUL-terminated English description of a status value. Never NULL: values
/// that are not a `SudokuStatus` get a text saying so.
#[unsafe(no_mangle)]
pub extern "C" fn sudoku_status_message(status: i32) -> *const c_char {
    let message = catch_unwind(|| SudokuStatus::from_i32(status).map(SudokuStatus::message))
        .ok()
        .flatten()
        .unwrap_or(c"unknown status value");
    message.as_ptr()
}

/// The library version, e.g. "1.0.0": a static, NUL-terminated string, never NULL.
#[unsafe(no_mangle)]
pub extern "C" fn sudoku_version() -> *const c_char {
    VERSION.as_ptr()
}

const VERSION: &CStr =
    match CStr::from_bytes_with_nul(concat!(env!("CARGO_PKG_VERSION"), "\0").as_bytes()) {
        Ok(version) => version,
        Err(_) => panic!("the crate version contains a NUL byte"),
    };

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_panic_becomes_a_status() {
        assert_eq!(panic_boundary(|| panic!("injected")), SudokuStatus::Panic);
    }

    #[test]
    fn every_status_has_a_message() {
        for value in -1..8 {
            // SAFETY: the function returns a static NUL-terminated string.
            let text = unsafe { CStr::from_ptr(sudoku_status_message(value)) };
            assert!(!text.is_empty());
            let known = SudokuStatus::from_i32(value).is_some();
            assert_eq!(text == c"unknown status value", !known, "status {value}");
        }
    }

    #[test]
    fn version_is_the_crate_version() {
        // SAFETY: the function returns a static NUL-terminated string.
        let version = unsafe { CStr::from_ptr(sudoku_version()) };
        assert_eq!(version.to_str(), Ok(env!("CARGO_PKG_VERSION")));
    }
}
