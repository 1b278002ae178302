//! The C ABI: a thin skin over the Rust API.
//!
//! Every function here checks its pointers, copies bytes in, calls the safe API, copies bytes
//! out and maps errors to [`SudokuStatus`] values. Panics are caught at the boundary. This is
//! the only module with `unsafe` code.

use core::ffi::{CStr, c_char};
use std::panic::{AssertUnwindSafe, catch_unwind};

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
/// microseconds. Uses a few KiB of stack.
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
        // SAFETY: `in` is non-NULL and the caller guarantees 81 readable bytes.
        let grid = unsafe { read_grid(r#in) };
        match grid.solve() {
            Ok(answer) => {
                // SAFETY: `out` is non-NULL and the caller guarantees 81 writable bytes.
                unsafe { write_grid(&answer, out) };
                SudokuStatus::Ok
            }
            Err(error) => SudokuStatus::from_error(&error),
        }
    })
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
