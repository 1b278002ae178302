//! Ratings and hints on a 9x9 layout through the C ABI: the classic calls' structs
//! (`SudokuRatingDetails`, `SudokuHint`) filled from a layout handle's grid, and the hint's
//! sentence written at once, since only the layout knows what its houses are called.

use core::ffi::c_char;

use super::hints::SudokuHint;
use super::layouts::{SudokuLayout, read_layout_grid};
use super::rating::SudokuRatingDetails;
use super::{SudokuStatus, panic_boundary, text_buffer};
use crate::variant::grid::LayoutGrid;

/// Rates a puzzle of a 9x9 layout on Sudoku Explainer's scale, as `sudoku_rate_details_within`
/// rates a classic one: the techniques reason over every house of the layout (its regions,
/// diagonals, windows, disjoint groups) and its chess rules, under Sukaku Explainer's variant
/// rules (its `--isX`, `--isWindows`, `--isDG`, `--isAntiKnight`, `--isAntiKing` ratings).
/// `*details` receives the rating when it takes at most `max_work` units
/// (`SUDOKU_RATE_UNBOUNDED`: no bound but the library's own), and `*work`, when `work` is
/// not NULL, the units it took.
///
/// `in` holds `in_len` cells, row-major, 0 for a blank; `in_len` must equal
/// `sudoku_layout_cells(layout)`, 81.
///
/// Returns `SUDOKU_STATUS_OK`, `SUDOKU_STATUS_NULL_POINTER` (`layout`, `in` or `details` is
/// NULL), `SUDOKU_STATUS_BUFFER_LENGTH`, `SUDOKU_STATUS_INVALID_CELL`,
/// `SUDOKU_STATUS_CONFLICT`, `SUDOKU_STATUS_UNSOLVABLE`, `SUDOKU_STATUS_NOT_UNIQUE`,
/// `SUDOKU_STATUS_ALREADY_SOLVED` (a full grid), `SUDOKU_STATUS_BUDGET_EXCEEDED`, or
/// `SUDOKU_STATUS_INVALID_LAYOUT` for a layout of another size or with killer sums (hints and
/// ratings reason over 9x9 grids without sums). `*details` and `*work` are written only on success, `in` never. Thread-safe;
/// allocates (see the layout handle).
///
/// # Safety
/// Non-NULL `layout` must be a live handle, non-NULL `in` must point to `in_len` readable
/// bytes, non-NULL `details` to a writable `SudokuRatingDetails` and non-NULL `work` to a
/// writable `uint64_t`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn sudoku_layout_rate(
    layout: *const SudokuLayout,
    r#in: *const u8,
    in_len: usize,
    max_work: u64,
    details: *mut SudokuRatingDetails,
    work: *mut u64,
) -> SudokuStatus {
    panic_boundary(|| {
        require_non_null!(layout, r#in, details);
        // SAFETY: non-NULL, and the caller guarantees a live handle and `in_len` bytes.
        let grid = match unsafe { read_layout_grid(layout, r#in, in_len) } {
            Ok(grid) => grid,
            Err(status) => return status,
        };
        match grid.rate_within(max_work) {
            Ok(rating) => {
                // SAFETY: `details` is non-NULL and the caller guarantees it is writable.
                unsafe { details.write_unaligned(SudokuRatingDetails::from(&rating)) };
                if !work.is_null() {
                    // SAFETY: `work` is non-NULL and the caller guarantees it is writable.
                    unsafe { work.write_unaligned(rating.work()) };
                }
                SudokuStatus::Ok
            }
            Err(error) => SudokuStatus::from(&error),
        }
    })
}

/// The next step on a player's grid of a 9x9 layout, as `sudoku_hint_with_givens` gives it
/// on the classic grid: a wrong entry or pencil marks that leave out the solution's digit
/// first (`SUDOKU_TECHNIQUE_MISTAKE`), then the easiest technique over the layout's houses
/// and rules, else the solution's digit for one cell.
///
/// `in` is the player's grid (`in_len` cells, row-major, 0 for a blank; `in_len` must equal
/// `sudoku_layout_cells(layout)`, 81). `givens`, when not NULL, is the puzzle as it was set
/// (`in_len` cells): the solution is then the givens' own; when NULL, `in`'s only completion,
/// and a grid whose entries clash or admit no completion gets the suspects as one mistake:
/// the filled cells whose removal leaves exactly one completion, as `sudoku_hint` lists them.
/// `marks`, when not NULL, holds the player's pencil marks, `in_len` masks with bit `d - 1`
/// for digit `d`; NULL for the basic marks.
///
/// `*hint` receives the step as `sudoku_hint` writes it, its houses numbered as the layout's:
/// rows 0..8, columns 9..17, boxes or regions 18..26, then each extra house of nine cells in
/// the layout's order (a windoku's four windows followed by the five they imply). Its sentence
/// names them as the layout does ("in the main diagonal", "in region 4"): `sudoku_hint_text`
/// would say the classic names, so the sentence is written here, into `text` (`text_len`
/// bytes, cut short and NUL-terminated when it does not fit; `text` may be NULL when
/// `text_len` is 0), and its length without the NUL into `*text_needed` when that is not
/// NULL.
///
/// Returns `SUDOKU_STATUS_OK`, `SUDOKU_STATUS_NULL_POINTER` (`layout`, `in` or `hint` is
/// NULL), `SUDOKU_STATUS_BUFFER_LENGTH`, the grid's and the givens' statuses
/// (`SUDOKU_STATUS_INVALID_CELL`, `SUDOKU_STATUS_CONFLICT`, `SUDOKU_STATUS_UNSOLVABLE`,
/// `SUDOKU_STATUS_NOT_UNIQUE`), `SUDOKU_STATUS_ALREADY_SOLVED`,
/// `SUDOKU_STATUS_BUDGET_EXCEEDED`, or `SUDOKU_STATUS_INVALID_LAYOUT` for a layout of another
/// size. The outputs are written only on success, the inputs never. Thread-safe; allocates
/// (see the layout handle).
///
/// # Safety
/// Non-NULL `layout` must be a live handle; non-NULL `in` and `givens` must each point to
/// `in_len` readable bytes, non-NULL `marks` to `in_len` readable `uint32_t`; non-NULL
/// `hint` to a writable `SudokuHint`, non-NULL `text` to `text_len` writable bytes and
/// non-NULL `text_needed` to a writable `size_t`.
#[unsafe(no_mangle)]
#[allow(clippy::too_many_arguments)]
pub unsafe extern "C" fn sudoku_layout_hint(
    layout: *const SudokuLayout,
    r#in: *const u8,
    givens: *const u8,
    marks: *const u32,
    in_len: usize,
    hint: *mut SudokuHint,
    text: *mut c_char,
    text_len: usize,
    text_needed: *mut usize,
) -> SudokuStatus {
    panic_boundary(|| {
        require_non_null!(layout, r#in, hint);
        // SAFETY: non-NULL, and the caller guarantees a live handle and `in_len` bytes.
        let grid = match unsafe { read_layout_grid(layout, r#in, in_len) } {
            Ok(grid) => grid,
            Err(status) => return status,
        };
        let givens: Option<LayoutGrid> = if givens.is_null() {
            None
        } else {
            // SAFETY: non-NULL, and the caller guarantees `in_len` readable bytes.
            match unsafe { read_layout_grid(layout, givens, in_len) } {
                Ok(givens) => Some(givens),
                Err(status) => return status,
            }
        };
        let marks = (!marks.is_null()).then(|| {
            // SAFETY: non-NULL, and the caller guarantees `in_len` readable `uint32_t`; the
            // grid's read checked `in_len` against the layout.
            unsafe { core::slice::from_raw_parts(marks, in_len) }.to_vec()
        });
        let found = match grid.hint_with(givens.as_ref(), marks.as_deref()) {
            Ok(found) => found,
            Err(error) => return SudokuStatus::from(&error),
        };
        let sentence = found.to_string();
        // SAFETY: `hint` is non-NULL and the caller guarantees it is writable.
        unsafe { hint.write_unaligned(SudokuHint::from(found.hint())) };
        // SAFETY: the caller guarantees `text_len` writable bytes at non-NULL `text`.
        let buffer = unsafe { text_buffer(text, text_len) };
        if let Some(room) = buffer.len().checked_sub(1) {
            let kept = sentence.len().min(room);
            buffer[..kept].copy_from_slice(&sentence.as_bytes()[..kept]);
            buffer[kept] = 0;
        }
        if !text_needed.is_null() {
            // SAFETY: `text_needed` is non-NULL and the caller guarantees it is writable.
            unsafe { text_needed.write_unaligned(sentence.len()) };
        }
        SudokuStatus::Ok
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ffi::{sudoku_layout_free, sudoku_layout_parse};
    use core::ffi::CStr;

    /// Sukaku Explainer rates it 2.9 with --isX=1.
    const X_PUZZLE: &str =
        "000008700000562000020000000000100000050000340070200050014000590000000800000805010";

    fn handle(text: &str) -> *mut SudokuLayout {
        let mut layout = core::ptr::null_mut();
        // SAFETY: a readable text, a writable handle pointer, no givens or message.
        let status = unsafe {
            sudoku_layout_parse(
                text.as_ptr().cast(),
                text.len(),
                core::ptr::null_mut(),
                0,
                &mut layout,
                core::ptr::null_mut(),
                0,
            )
        };
        assert_eq!(status, SudokuStatus::Ok);
        layout
    }

    fn cells(text: &str) -> Vec<u8> {
        text.bytes().map(|byte| byte - b'0').collect()
    }

    #[test]
    fn a_layout_puzzle_is_rated_and_hinted_through_the_boundary() {
        let layout = handle("9x9 x");
        let puzzle = cells(X_PUZZLE);
        // Every field set to what no rating holds: written on success, untouched on error.
        let before = SudokuRatingDetails {
            level: -1,
            hardest: -1,
            tenths: -1,
            givens: -1,
            pearl: -1,
            diamond: -1,
            steps: [7; crate::ffi::SUDOKU_RATING_DETAIL_STEPS],
        };
        let mut details = before;
        let mut work = 0;
        // SAFETY: a live handle, 81 readable cells, writable outputs.
        let status = unsafe {
            sudoku_layout_rate(
                layout,
                puzzle.as_ptr(),
                81,
                u64::MAX,
                &mut details,
                &mut work,
            )
        };
        assert_eq!(status, SudokuStatus::Ok);
        assert_eq!(details.tenths, 29);
        assert!(work > 0);
        // Too short a buffer, too small a bound: statuses, and the outputs untouched.
        let mut kept = before;
        // SAFETY: as above, with 80 of the 81 cells.
        let short = unsafe {
            sudoku_layout_rate(layout, puzzle.as_ptr(), 80, u64::MAX, &mut kept, &mut work)
        };
        assert_eq!(short, SudokuStatus::BufferLength);
        // SAFETY: as above.
        let bounded = unsafe {
            sudoku_layout_rate(
                layout,
                puzzle.as_ptr(),
                81,
                1,
                &mut kept,
                core::ptr::null_mut(),
            )
        };
        assert_eq!(bounded, SudokuStatus::BudgetExceeded);
        assert_eq!(kept, before);

        let mut hint = core::mem::MaybeUninit::<SudokuHint>::zeroed();
        let mut text = [0 as c_char; 160];
        let mut needed = 0;
        // SAFETY: a live handle, 81 readable cells, no givens or marks, writable outputs.
        let status = unsafe {
            sudoku_layout_hint(
                layout,
                puzzle.as_ptr(),
                puzzle.as_ptr(),
                core::ptr::null(),
                81,
                hint.as_mut_ptr(),
                text.as_mut_ptr(),
                text.len(),
                &mut needed,
            )
        };
        assert_eq!(status, SudokuStatus::Ok);
        // SAFETY: written on success.
        let sentence = unsafe { CStr::from_ptr(text.as_ptr()) }.to_str().unwrap();
        assert_eq!(sentence.len(), needed);
        assert!(sentence.starts_with("Hidden single: in "), "{sentence}");
        // A cut-short sentence still ends with its NUL.
        let mut small = [1 as c_char; 8];
        // SAFETY: as above, with an 8-byte text buffer.
        let status = unsafe {
            sudoku_layout_hint(
                layout,
                puzzle.as_ptr(),
                core::ptr::null(),
                core::ptr::null(),
                81,
                hint.as_mut_ptr(),
                small.as_mut_ptr(),
                small.len(),
                core::ptr::null_mut(),
            )
        };
        assert_eq!(status, SudokuStatus::Ok);
        assert_eq!(small[7], 0);
        // SAFETY: NULL pointers are refused before anything is read.
        let null = unsafe {
            sudoku_layout_hint(
                layout,
                core::ptr::null(),
                core::ptr::null(),
                core::ptr::null(),
                81,
                hint.as_mut_ptr(),
                core::ptr::null_mut(),
                0,
                core::ptr::null_mut(),
            )
        };
        assert_eq!(null, SudokuStatus::NullPointer);
        // SAFETY: the handle is live and freed once.
        unsafe { sudoku_layout_free(layout) };

        let six = handle("6x6");
        // SAFETY: a live handle and 36 readable cells.
        let status = unsafe {
            sudoku_layout_rate(six, [0u8; 36].as_ptr(), 36, u64::MAX, &mut kept, &mut work)
        };
        assert_eq!(status, SudokuStatus::InvalidLayout);
        // SAFETY: the handle is live and freed once.
        unsafe { sudoku_layout_free(six) };
    }
}
