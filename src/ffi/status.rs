//! The status values of the C ABI, and their conversions from one list.

use core::ffi::c_char;
use std::panic::catch_unwind;

use crate::generate::GenerateError;
use crate::model::error::{PuzzleError, SolveError};
use crate::numbered::numbered_enum;

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
    /// A cell holds a value above 9 (above the layout's size, for the `sudoku_layout_*` calls).
    InvalidCell = 2,
    /// Two givens repeat a digit in a row, column or box.
    Conflict = 3,
    /// The givens are consistent, but no completion exists.
    Unsolvable = 4,
    /// An internal error was caught at the boundary (a bug: please report it).
    Panic = 5,
    /// A call ran out of the work bound its caller set before it finished: a count wrote a
    /// lower bound (`sudoku_count_solutions_bounded`); a rating wrote nothing
    /// (`sudoku_rate_details_within`).
    BudgetExceeded = 6,
    /// The grid has more than one completion, so no rating or hint: a puzzle must have
    /// exactly one (`sudoku_rate`, `sudoku_hint`).
    NotUnique = 7,
    /// Every cell is filled and nothing is wrong: there is no next step (`sudoku_hint`).
    AlreadySolved = 8,
    /// An option is out of range (`sudoku_generate`; the ranges are on
    /// `SudokuGenerateOptions`).
    InvalidOption = 9,
    /// No puzzle met the options within the attempts allowed (`sudoku_generate`): a very
    /// low `max_givens`, or a rare level with a tight bound on givens.
    GaveUp = 10,
    /// The text is not a grid in the library's grammar (`sudoku_parse`, which says where
    /// in a `SudokuErrorDetail`).
    InvalidText = 11,
    /// The text or f-puzzles document is not a layout this library supports: not the layout
    /// text form (doc/layouts.md), malformed JSON or link, a rule the library does not
    /// support, or rules that make no layout (a prime size without regions, regions that are
    /// not N regions of N cells) (`sudoku_layout_parse`, `sudoku_layout_from_fpuzzles`).
    InvalidLayout = 12,
    /// A buffer's length does not fit the layout: a grid buffer must hold exactly
    /// `sudoku_layout_cells` cells (at least that many for the givens of
    /// `sudoku_layout_parse` and `sudoku_layout_from_fpuzzles`).
    BufferLength = 13,
}

// Each status's message, and the way back from its value (`crate::numbered`). A new status
// is its variant in the enum (which cbindgen reads, for the header) and its line below; the
// compiler refuses a variant without one.
numbered_enum! {
    SudokuStatus, message;
    Ok => c"success",
    NullPointer => c"a required pointer argument is NULL",
    InvalidCell => c"a cell holds a value above 9 (above the size, on a layout)",
    Conflict => c"two givens repeat a digit in a row, column or box",
    Unsolvable => c"the givens are consistent but no completion exists",
    Panic => c"internal error caught at the library boundary",
    BudgetExceeded => c"the work bound ran out before the call finished",
    NotUnique => c"the grid has more than one completion",
    AlreadySolved => c"the grid is already solved: there is no next step",
    InvalidOption => c"an option is out of range",
    GaveUp => c"no puzzle met the options within the attempts allowed",
    InvalidText => c"the text is not a grid: 81 cells as one line, or 9 lines of 9",
    InvalidLayout => c"the text or document is not a layout this library supports",
    BufferLength => c"a buffer's length does not fit the layout's cells",
}

/// The status a Rust API error becomes at the boundary.
impl From<&SolveError> for SudokuStatus {
    fn from(error: &SolveError) -> Self {
        match error {
            SolveError::InvalidCell { .. } => SudokuStatus::InvalidCell,
            SolveError::Conflict { .. } => SudokuStatus::Conflict,
            SolveError::Unsolvable => SudokuStatus::Unsolvable,
        }
    }
}

/// The status a hint's or rating's error becomes at the boundary.
impl From<&PuzzleError> for SudokuStatus {
    fn from(error: &PuzzleError) -> Self {
        match error {
            PuzzleError::Solve(error) => SudokuStatus::from(error),
            PuzzleError::NotUnique => SudokuStatus::NotUnique,
            PuzzleError::Solved => SudokuStatus::AlreadySolved,
            PuzzleError::BudgetExceeded => SudokuStatus::BudgetExceeded,
        }
    }
}

/// The status a generation error becomes at the boundary.
impl From<&GenerateError> for SudokuStatus {
    fn from(error: &GenerateError) -> Self {
        match error {
            GenerateError::InvalidOptions => SudokuStatus::InvalidOption,
            GenerateError::GaveUp => SudokuStatus::GaveUp,
        }
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::cell::Cell;
    use core::ffi::CStr;

    #[test]
    fn every_status_has_a_message() {
        for value in -1..15 {
            // SAFETY: the function returns a static NUL-terminated string.
            let text = unsafe { CStr::from_ptr(sudoku_status_message(value)) };
            assert!(!text.is_empty());
            let status = SudokuStatus::from_i32(value);
            if let Some(status) = status {
                assert_eq!(status as i32, value, "from_i32 inverts `as i32`");
            }
            assert_eq!(text == c"unknown status value", status.is_none(), "{value}");
        }
    }

    #[test]
    fn each_error_has_its_status() {
        let cell = Cell::new(0).expect("cell 0");
        let invalid = SolveError::InvalidCell { cell, value: 10 };
        assert_eq!(SudokuStatus::from(&invalid), SudokuStatus::InvalidCell);
        let clash = SolveError::Conflict {
            digit: 1,
            first: cell,
            second: cell,
            unit: crate::model::error::Unit::Row,
        };
        assert_eq!(SudokuStatus::from(&clash), SudokuStatus::Conflict);
        let unsolvable = &SolveError::Unsolvable;
        assert_eq!(SudokuStatus::from(unsolvable), SudokuStatus::Unsolvable);
        let puzzle = |error: PuzzleError| SudokuStatus::from(&error);
        assert_eq!(puzzle(PuzzleError::Solve(clash)), SudokuStatus::Conflict);
        assert_eq!(puzzle(PuzzleError::NotUnique), SudokuStatus::NotUnique);
        assert_eq!(puzzle(PuzzleError::Solved), SudokuStatus::AlreadySolved);
        let generation = |error: GenerateError| SudokuStatus::from(&error);
        assert_eq!(
            generation(GenerateError::InvalidOptions),
            SudokuStatus::InvalidOption
        );
        assert_eq!(generation(GenerateError::GaveUp), SudokuStatus::GaveUp);
    }
}
