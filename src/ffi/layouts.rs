//! The exports on grids of any layout (doc/layouts.md): an opaque `SudokuLayout` handle, made
//! from the layout text form or an f-puzzles document and freed by the caller, and the calls
//! that take it with buffers of `size * size` cells: solve (the smallest completion, or any),
//! count, validate, candidates.
//!
//! Unlike the classic calls these allocate: the handle lives on the heap, and each call builds
//! its grid and search state there (a layout's size is known only at run time). A handle is
//! never written after it is made, so any number of threads may use one at once; only
//! `sudoku_layout_free` must not race with the others.

use core::ffi::c_char;

use super::{SudokuStatus, panic_boundary};
use crate::engine::Counted;
use crate::variant::error::{LayoutGridError, LayoutParseError, LayoutParseReason};
use crate::variant::fpuzzles::FPuzzlesLayoutError;
use crate::variant::grid::{DEFAULT_LAYOUT_WORK, LayoutGrid};
use crate::variant::layout::Layout;

/// The most cells a layout has (25x25): a givens buffer this long fits every layout.
pub const SUDOKU_LAYOUT_MAX_CELLS: usize = 625;

/// A work bound for the layout calls that is enough for every published puzzle the tests
/// use, many times over, and still a bound (units: cells placed, house passes, branches).
pub const SUDOKU_LAYOUT_DEFAULT_WORK: u64 = 200_000_000;

// The header needs the number written out; it is the Rust API's own default.
const _: () = assert!(SUDOKU_LAYOUT_DEFAULT_WORK == DEFAULT_LAYOUT_WORK);

/// A layout: its size, its regions and its extra rules. Opaque: made by `sudoku_layout_parse`
/// or `sudoku_layout_from_fpuzzles`, freed by `sudoku_layout_free`.
pub struct SudokuLayout {
    pub(super) layout: Layout,
}

/// The status a layout grid's error becomes at the boundary.
impl From<&LayoutGridError> for SudokuStatus {
    fn from(error: &LayoutGridError) -> Self {
        match error {
            LayoutGridError::Length { .. } => SudokuStatus::BufferLength,
            LayoutGridError::InvalidValue { .. } => SudokuStatus::InvalidCell,
            LayoutGridError::Conflict { .. } | LayoutGridError::CageSum { .. } => {
                SudokuStatus::Conflict
            }
            LayoutGridError::Unsolvable => SudokuStatus::Unsolvable,
            LayoutGridError::WorkLimit => SudokuStatus::BudgetExceeded,
            LayoutGridError::NotUnique => SudokuStatus::NotUnique,
            LayoutGridError::Solved => SudokuStatus::AlreadySolved,
            LayoutGridError::LogicUnavailable { .. } | LayoutGridError::LayoutMismatch => {
                SudokuStatus::InvalidLayout
            }
        }
    }
}

/// The grid and the layout of a line of the text form, or of a prefix alone (its grid blank).
fn parse_layout(text: &str) -> Result<LayoutGrid, LayoutParseError> {
    let prefix_alone = text.parse::<Layout>();
    match prefix_alone {
        Ok(layout) => Ok(LayoutGrid::empty(layout)),
        // A jigsaw's prefix, a whole line, or a line of cells without a prefix.
        Err(prefix_error) => text.parse::<LayoutGrid>().map_err(|line_error| {
            match (&prefix_error.reason, text.contains(':')) {
                // Without a colon, a text that starts as a size is a prefix gone wrong.
                (LayoutParseReason::BadSize(_), false) => line_error,
                (_, false) => prefix_error,
                (_, true) => line_error,
            }
        }),
    }
}

/// Reads `len` bytes at `text` as UTF-8.
///
/// # Safety
/// `text` must be non-NULL and point to `len` readable bytes.
unsafe fn read_text<'a>(text: *const c_char, len: usize) -> Option<&'a str> {
    // SAFETY: guaranteed by the caller.
    let bytes = unsafe { core::slice::from_raw_parts(text.cast::<u8>(), len) };
    core::str::from_utf8(bytes).ok()
}

/// Hands `grid`'s layout to C as a new handle at `*layout`, and its cells to `givens` when
/// that is not NULL: `BufferLength` (nothing written, nothing allocated) when `givens_len`
/// is below the layout's cells.
///
/// # Safety
/// `layout` must be non-NULL and writable; non-NULL `givens` must point to `givens_len`
/// writable bytes.
unsafe fn hand_out(
    grid: LayoutGrid,
    givens: *mut u8,
    givens_len: usize,
    layout: *mut *mut SudokuLayout,
) -> Result<(), Refusal> {
    let cells = grid.cells();
    if !givens.is_null() {
        if givens_len < cells.len() {
            let reason = format!(
                "the givens need {} cells, the buffer holds {givens_len}",
                cells.len()
            );
            return Err((SudokuStatus::BufferLength, reason));
        }
        // SAFETY: `givens` is non-NULL with at least `cells.len()` writable bytes; the
        // source is our own vector, so the ranges cannot overlap.
        unsafe { core::ptr::copy_nonoverlapping(cells.as_ptr(), givens, cells.len()) };
    }
    let handle = Box::new(SudokuLayout {
        layout: grid.layout().clone(),
    });
    // SAFETY: `layout` is non-NULL and the caller guarantees it is writable.
    unsafe { layout.write_unaligned(Box::into_raw(handle)) };
    Ok(())
}

/// Why a call refused: the status, and the sentence for the caller's message buffer.
type Refusal = (SudokuStatus, String);

/// Ends a call that reports why: OK, or the refusal's status with its sentence in `message`
/// (when not NULL, cut to `message_len` bytes with a NUL).
///
/// # Safety
/// Non-NULL `message` must point to `message_len` writable bytes.
unsafe fn refuse(
    outcome: Result<(), Refusal>,
    message: *mut c_char,
    message_len: usize,
) -> SudokuStatus {
    let Err((status, reason)) = outcome else {
        return SudokuStatus::Ok;
    };
    // SAFETY: guaranteed by the caller; an empty buffer when `message` is NULL.
    let buffer = unsafe { super::text_buffer(message, message_len) };
    super::explain::write_truncated(buffer, &reason);
    status
}

/// Makes a layout from the layout text form (doc/layouts.md): a prefix alone
/// (`"16x16 x windoku"`, `"6x6 anti-king"`; its givens all blank), or a whole line, prefix,
/// cells and, for a jigsaw, regions (`"4x4 jigsaw: 1............... 1122112233443344"`; a
/// jigsaw needs the whole line, since its regions follow its cells). A line of N * N cells
/// without a prefix is the standard grid of that size.
///
/// `text` holds `len` bytes of UTF-8, not necessarily NUL-terminated. On success `*layout`
/// receives a new handle, which the caller frees with `sudoku_layout_free`, and, when `givens`
/// is not NULL, its first `sudoku_layout_cells` bytes receive the line's cells (0 for a blank,
/// 1..N for a digit; all 0 for a prefix alone). `givens_len` is the length of `givens`:
/// `SUDOKU_LAYOUT_MAX_CELLS` fits every layout.
///
/// Returns `SUDOKU_STATUS_OK`, `SUDOKU_STATUS_NULL_POINTER` (`text` or `layout` is NULL),
/// `SUDOKU_STATUS_INVALID_LAYOUT` (not UTF-8, not the text form, or rules that make no
/// layout) or `SUDOKU_STATUS_BUFFER_LENGTH` (`givens_len` below the layout's cells). On an
/// error nothing is written and nothing allocated, but for `message`: when it is not NULL, it
/// receives the reason, the program's words (`column 5: `kings` is not a rule (...)`),
/// NUL-terminated and cut short at a whole UTF-8 character to fit `message_len` bytes (256
/// fit every reason). The givens are not checked: `sudoku_layout_validate` does.
///
/// # Safety
/// Non-NULL `text` must point to `len` readable bytes, non-NULL `givens` to `givens_len`
/// writable bytes, non-NULL `layout` to a writable pointer and non-NULL `message` to
/// `message_len` writable bytes.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn sudoku_layout_parse(
    text: *const c_char,
    len: usize,
    givens: *mut u8,
    givens_len: usize,
    layout: *mut *mut SudokuLayout,
    message: *mut c_char,
    message_len: usize,
) -> SudokuStatus {
    panic_boundary(|| {
        require_non_null!(text, layout);
        // SAFETY: `text` is non-NULL and the caller guarantees `len` readable bytes.
        let outcome = match unsafe { read_text(text, len) }.map(parse_layout) {
            // SAFETY: the caller's guarantees for `givens` and `layout` are `hand_out`'s.
            Some(Ok(grid)) => unsafe { hand_out(grid, givens, givens_len, layout) },
            Some(Err(error)) => Err((SudokuStatus::InvalidLayout, error.to_string())),
            None => Err((SudokuStatus::InvalidLayout, NOT_UTF8.to_string())),
        };
        // SAFETY: the caller's guarantee for `message`.
        unsafe { refuse(outcome, message, message_len) }
    })
}

/// The reason for a text that is not UTF-8.
const NOT_UTF8: &str = "the text is not UTF-8";

/// Makes a layout from an f-puzzles document: its JSON, or an f-puzzles link
/// (`https://www.f-puzzles.com/?load=...`, or the part after `load=`). Its size, regions,
/// `diagonal-` (the main diagonal), `diagonal+` (the anti-diagonal), `antiknight`, `antiking`,
/// `disjointgroups` and `extraregion` make the layout; any other rule is refused, never
/// ignored.
///
/// `text` holds `len` bytes of UTF-8, not necessarily NUL-terminated. On success `*layout`
/// receives a new handle, which the caller frees with `sudoku_layout_free`, and, when `givens`
/// is not NULL, its first `sudoku_layout_cells` bytes receive the document's givens (the
/// player's entries left out). `givens_len` is the length of `givens`:
/// `SUDOKU_LAYOUT_MAX_CELLS` fits every layout.
///
/// Returns `SUDOKU_STATUS_OK`, `SUDOKU_STATUS_NULL_POINTER` (`text` or `layout` is NULL),
/// `SUDOKU_STATUS_INVALID_LAYOUT` (not UTF-8, malformed, an unsupported rule, or rules that
/// make no layout) or `SUDOKU_STATUS_BUFFER_LENGTH` (`givens_len` below the layout's cells).
/// On an error nothing is written and nothing allocated, but for `message`, as for
/// `sudoku_layout_parse` (`the document has the key `thermometer`, which is not supported`).
///
/// # Safety
/// As `sudoku_layout_parse`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn sudoku_layout_from_fpuzzles(
    text: *const c_char,
    len: usize,
    givens: *mut u8,
    givens_len: usize,
    layout: *mut *mut SudokuLayout,
    message: *mut c_char,
    message_len: usize,
) -> SudokuStatus {
    panic_boundary(|| {
        require_non_null!(text, layout);
        // SAFETY: `text` is non-NULL and the caller guarantees `len` readable bytes.
        let read = unsafe { read_text(text, len) }.map(LayoutGrid::from_fpuzzles_text);
        let outcome = match read {
            // SAFETY: the caller's guarantees for `givens` and `layout` are `hand_out`'s.
            Some(Ok(grid)) => unsafe { hand_out(grid, givens, givens_len, layout) },
            Some(Err(FPuzzlesLayoutError::Grid(error))) => {
                Err((SudokuStatus::from(&error), error.to_string()))
            }
            Some(Err(error)) => Err((SudokuStatus::InvalidLayout, error.to_string())),
            None => Err((SudokuStatus::InvalidLayout, NOT_UTF8.to_string())),
        };
        // SAFETY: the caller's guarantee for `message`.
        unsafe { refuse(outcome, message, message_len) }
    })
}

/// Frees a layout made by `sudoku_layout_parse` or `sudoku_layout_from_fpuzzles`. NULL is
/// allowed and does nothing. The handle must not be used after, nor freed twice, nor freed
/// while another thread uses it.
///
/// # Safety
/// Non-NULL `layout` must be a handle this library made and has not freed.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn sudoku_layout_free(layout: *mut SudokuLayout) {
    if layout.is_null() {
        return;
    }
    // SAFETY: the caller guarantees a live handle from `Box::into_raw`, freed once.
    let handle = unsafe { Box::from_raw(layout) };
    // Dropping vectors and a reference count does not panic; the boundary is there all the same.
    let _ = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| drop(handle)));
}

/// Reads the handle behind `layout`, or 0 when it is NULL, without a panic crossing.
///
/// # Safety
/// Non-NULL `layout` must be a live handle.
unsafe fn measure(layout: *const SudokuLayout, measure: fn(&Layout) -> usize) -> usize {
    if layout.is_null() {
        return 0;
    }
    // SAFETY: non-NULL, and the caller guarantees a live handle.
    let layout = unsafe { &(*layout).layout };
    std::panic::catch_unwind(|| measure(layout)).unwrap_or(0)
}

/// The layout's size N: its digits 1..N, its rows and columns. 0 when `layout` is NULL.
///
/// # Safety
/// Non-NULL `layout` must be a live handle.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn sudoku_layout_size(layout: *const SudokuLayout) -> usize {
    // SAFETY: the caller's guarantee.
    unsafe { measure(layout, Layout::size) }
}

/// The layout's number of cells, N * N: the length of every grid buffer of its calls. 0 when
/// `layout` is NULL.
///
/// # Safety
/// Non-NULL `layout` must be a live handle.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn sudoku_layout_cells(layout: *const SudokuLayout) -> usize {
    // SAFETY: the caller's guarantee.
    unsafe { measure(layout, Layout::cell_count) }
}

/// The grid of `layout` with the `len` cells at `cells`, or the status refusing them.
///
/// # Safety
/// `layout` must be a live handle and `cells` must point to `len` readable bytes; both
/// non-NULL.
pub(super) unsafe fn read_layout_grid(
    layout: *const SudokuLayout,
    cells: *const u8,
    len: usize,
) -> Result<LayoutGrid, SudokuStatus> {
    // SAFETY: guaranteed by the caller.
    let layout = unsafe { &(*layout).layout };
    if len != layout.cell_count() {
        return Err(SudokuStatus::BufferLength);
    }
    // SAFETY: guaranteed by the caller; the copy is what lets `in` and `out` be one buffer.
    let cells = unsafe { core::slice::from_raw_parts(cells, len) }.to_vec();
    LayoutGrid::new(layout.clone(), cells).map_err(|error| SudokuStatus::from(&error))
}

/// Copies `cells` out to C.
///
/// # Safety
/// `out` must be non-NULL and point to `cells.len()` writable elements.
unsafe fn write_cells<T: Copy>(cells: &[T], out: *mut T) {
    // SAFETY: guaranteed by the caller; the source is our own vector, so no overlap.
    unsafe { core::ptr::copy_nonoverlapping(cells.as_ptr(), out, cells.len()) }
}

/// A solve of `layout`'s grid at `input` by `solve` into `out`.
///
/// # Safety
/// As `sudoku_layout_solve`.
unsafe fn solve_with(
    layout: *const SudokuLayout,
    input: *const u8,
    in_len: usize,
    out: *mut u8,
    out_len: usize,
    solve: impl FnOnce(&LayoutGrid) -> Result<LayoutGrid, LayoutGridError>,
) -> SudokuStatus {
    require_non_null!(layout, input, out);
    // SAFETY: non-NULL, and the caller guarantees a live handle and `in_len` bytes.
    let grid = match unsafe { read_layout_grid(layout, input, in_len) } {
        Ok(grid) => grid,
        Err(status) => return status,
    };
    if out_len != in_len {
        return SudokuStatus::BufferLength;
    }
    match solve(&grid) {
        Ok(answer) => {
            // SAFETY: `out` is non-NULL with `out_len` == the cells' writable bytes.
            unsafe { write_cells(answer.cells(), out) };
            SudokuStatus::Ok
        }
        Err(error) => SudokuStatus::from(&error),
    }
}

/// Solves a grid of `layout`: `out` receives the completion whose digits, read row-major,
/// come first in order (what row-major backtracking trying 1 to N finds first), the layout's
/// counterpart of `sudoku_solve`.
///
/// `in` holds `in_len` cells in row-major order, 0 for a blank and 1..N for a given; `in_len`
/// and `out_len` must both equal `sudoku_layout_cells(layout)`. `max_work` bounds the search
/// (units: cells placed, house passes, branches; `SUDOKU_LAYOUT_DEFAULT_WORK` is a generous
/// bound): the same answer on every machine, or `SUDOKU_STATUS_BUDGET_EXCEEDED`. A grid with
/// few givens on a large size may need a very long search to prove its smallest completion:
/// `sudoku_layout_solve_any` is cheaper there.
///
/// Returns `SUDOKU_STATUS_OK`, `SUDOKU_STATUS_NULL_POINTER`, `SUDOKU_STATUS_BUFFER_LENGTH`,
/// `SUDOKU_STATUS_INVALID_CELL` (a value above N), `SUDOKU_STATUS_CONFLICT` (two givens clash
/// in a house or a chess move apart), `SUDOKU_STATUS_UNSOLVABLE` or
/// `SUDOKU_STATUS_BUDGET_EXCEEDED`.
///
/// Contract: `in` is never written; `out` is written only on success; they may be the same
/// buffer. Thread-safe; allocates (see the layout handle).
///
/// # Safety
/// Non-NULL `layout` must be a live handle, non-NULL `in` must point to `in_len` readable
/// bytes and non-NULL `out` to `out_len` writable bytes.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn sudoku_layout_solve(
    layout: *const SudokuLayout,
    r#in: *const u8,
    in_len: usize,
    out: *mut u8,
    out_len: usize,
    max_work: u64,
) -> SudokuStatus {
    panic_boundary(|| {
        // SAFETY: the caller's guarantees are `solve_with`'s.
        unsafe {
            solve_with(layout, r#in, in_len, out, out_len, |grid| {
                grid.solve(max_work)
            })
        }
    })
}

/// Solves a grid of `layout` as `sudoku_layout_solve` does, but `out` receives any completion
/// (the first the search meets, not necessarily the smallest): the same answer for a proper
/// puzzle, and much less work on a grid with many completions. Same arguments, statuses and
/// contract as `sudoku_layout_solve`.
///
/// # Safety
/// As `sudoku_layout_solve`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn sudoku_layout_solve_any(
    layout: *const SudokuLayout,
    r#in: *const u8,
    in_len: usize,
    out: *mut u8,
    out_len: usize,
    max_work: u64,
) -> SudokuStatus {
    panic_boundary(|| {
        // SAFETY: the caller's guarantees are `solve_with`'s.
        unsafe {
            solve_with(layout, r#in, in_len, out, out_len, |grid| {
                grid.solve_any(max_work)
            })
        }
    })
}

/// Counts the completions of a grid of `layout`, stopping at `limit` and within `max_work`:
/// the layout's counterpart of `sudoku_count_solutions_bounded`.
///
/// Returns `SUDOKU_STATUS_OK` when the count finished (`*count` receives min(completions,
/// limit); 0 when consistent givens have no completion), or `SUDOKU_STATUS_BUDGET_EXCEEDED`
/// when the work ran out first (`*count` receives the completions found so far, a lower
/// bound). Otherwise `SUDOKU_STATUS_NULL_POINTER`, `SUDOKU_STATUS_BUFFER_LENGTH` (`in_len` is
/// not the layout's cells), `SUDOKU_STATUS_INVALID_CELL` or `SUDOKU_STATUS_CONFLICT`, with
/// `*count` not written. `limit` 2 answers "is this puzzle proper?".
///
/// Contract: `in` is never written. Thread-safe; allocates (see the layout handle).
///
/// # Safety
/// Non-NULL `layout` must be a live handle, non-NULL `in` must point to `in_len` readable
/// bytes and non-NULL `count` to a writable `uint64_t`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn sudoku_layout_count(
    layout: *const SudokuLayout,
    r#in: *const u8,
    in_len: usize,
    limit: u64,
    max_work: u64,
    count: *mut u64,
) -> SudokuStatus {
    panic_boundary(|| {
        require_non_null!(layout, r#in, count);
        // SAFETY: non-NULL, and the caller guarantees a live handle and `in_len` bytes.
        let grid = match unsafe { read_layout_grid(layout, r#in, in_len) } {
            Ok(grid) => grid,
            Err(status) => return status,
        };
        let (found, status) = match grid.count(limit, max_work) {
            Ok(Counted::Finished(found)) => (found, SudokuStatus::Ok),
            Ok(Counted::BudgetExceeded(found)) => (found, SudokuStatus::BudgetExceeded),
            Err(error) => return SudokuStatus::from(&error),
        };
        // SAFETY: `count` is non-NULL and the caller guarantees it is writable.
        unsafe { count.write_unaligned(found) };
        status
    })
}

/// Checks the givens of a grid of `layout` without solving: `SUDOKU_STATUS_OK`,
/// `SUDOKU_STATUS_INVALID_CELL` (a value above N), `SUDOKU_STATUS_CONFLICT` (two givens
/// clash in a house of the layout or a chess move apart), `SUDOKU_STATUS_NULL_POINTER`
/// (`layout` or `in` is NULL) or `SUDOKU_STATUS_BUFFER_LENGTH`.
///
/// On `SUDOKU_STATUS_INVALID_CELL` or `SUDOKU_STATUS_CONFLICT`, when `cell` is not NULL,
/// `*cell` receives the 0-based row-major index of the offending cell: the first value above
/// N, or the first cell, row-major, that repeats an earlier given's digit where the layout
/// forbids it; and when `message` is not NULL it receives the sentence that says where, the
/// program's words (`digit 1 appears twice in the main diagonal: at row 1, column 1 and at
/// row 3, column 3`, `digit 1 at row 1, column 1 and at row 2, column 3, a knight's move
/// apart`), NUL-terminated and cut short at a whole UTF-8 character to fit `message_len` bytes
/// (256 fit every sentence). Neither is written otherwise.
///
/// # Safety
/// Non-NULL `layout` must be a live handle, non-NULL `in` must point to `in_len` readable
/// bytes, non-NULL `cell` to a writable `size_t` and non-NULL `message` to `message_len`
/// writable bytes.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn sudoku_layout_validate(
    layout: *const SudokuLayout,
    r#in: *const u8,
    in_len: usize,
    cell: *mut usize,
    message: *mut c_char,
    message_len: usize,
) -> SudokuStatus {
    panic_boundary(|| {
        require_non_null!(layout, r#in);
        // SAFETY: non-NULL, and the caller guarantees a live handle and `in_len` bytes.
        let grid = match unsafe { read_layout_grid(layout, r#in, in_len) } {
            Ok(grid) => grid,
            Err(status) => return status,
        };
        let Err(error) = grid.validate() else {
            return SudokuStatus::Ok;
        };
        let size = grid.layout().size();
        let offender = match error {
            LayoutGridError::InvalidValue { row, column, .. } => Some(row * size + column),
            LayoutGridError::Conflict { second, .. } => Some(second.0 * size + second.1),
            LayoutGridError::CageSum { last, .. } => Some(last.0 * size + last.1),
            _ => None,
        };
        if let (false, Some(offender)) = (cell.is_null(), offender) {
            // SAFETY: `cell` is non-NULL and the caller guarantees it is writable.
            unsafe { cell.write_unaligned(offender) };
        }
        let status = SudokuStatus::from(&error);
        // SAFETY: the caller's guarantee for `message`.
        unsafe { refuse(Err((status, error.to_string())), message, message_len) }
    })
}

/// The basic pencil marks of a grid of `layout`: `out` receives one mask a cell, bit `d - 1`
/// for digit `d`; for a blank the digits that no given among its peers (its houses' other
/// cells and the cells its chess rules reach) holds, for a given its own digit. No solving.
///
/// `in_len` and `out_len` must both equal `sudoku_layout_cells(layout)`. Returns
/// `SUDOKU_STATUS_OK`, `SUDOKU_STATUS_NULL_POINTER`, `SUDOKU_STATUS_BUFFER_LENGTH`,
/// `SUDOKU_STATUS_INVALID_CELL` or `SUDOKU_STATUS_CONFLICT`; `out` is written only on
/// success, `in` never. Thread-safe; allocates (see the layout handle).
///
/// # Safety
/// Non-NULL `layout` must be a live handle, non-NULL `in` must point to `in_len` readable
/// bytes and non-NULL `out` to `out_len` writable `uint32_t`s.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn sudoku_layout_candidates(
    layout: *const SudokuLayout,
    r#in: *const u8,
    in_len: usize,
    out: *mut u32,
    out_len: usize,
) -> SudokuStatus {
    panic_boundary(|| {
        require_non_null!(layout, r#in, out);
        // SAFETY: non-NULL, and the caller guarantees a live handle and `in_len` bytes.
        let grid = match unsafe { read_layout_grid(layout, r#in, in_len) } {
            Ok(grid) => grid,
            Err(status) => return status,
        };
        if out_len != in_len {
            return SudokuStatus::BufferLength;
        }
        match grid.candidates() {
            Ok(marks) => {
                // SAFETY: `out` is non-NULL with `out_len` == the marks' writable elements.
                unsafe { write_cells(&marks, out) };
                SudokuStatus::Ok
            }
            Err(error) => SudokuStatus::from(&error),
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_layout_grid_error_has_its_status() {
        let cases = [
            (
                LayoutGridError::Length {
                    expected: 16,
                    found: 3,
                },
                SudokuStatus::BufferLength,
            ),
            (
                LayoutGridError::InvalidValue {
                    row: 0,
                    column: 0,
                    value: 5,
                    size: 4,
                },
                SudokuStatus::InvalidCell,
            ),
            (LayoutGridError::Unsolvable, SudokuStatus::Unsolvable),
            (LayoutGridError::WorkLimit, SudokuStatus::BudgetExceeded),
        ];
        for (error, status) in cases {
            assert_eq!(SudokuStatus::from(&error), status, "{error}");
        }
    }

    #[test]
    fn a_text_is_a_prefix_a_line_or_cells() {
        let prefix = parse_layout("16x16 x windoku").unwrap();
        assert_eq!(prefix.layout().prefix(), "16x16 x windoku");
        assert!(prefix.cells().iter().all(|&cell| cell == 0));
        let line = parse_layout("4x4 x: 1...............").unwrap();
        assert_eq!(line.cells()[0], 1);
        let jigsaw = parse_layout("4x4 jigsaw: 1............... 1122112233443344").unwrap();
        assert!(jigsaw.layout().box_shape().is_none());
        let cells = parse_layout(&".".repeat(36)).unwrap();
        assert_eq!(cells.layout().size(), 6);
        // The prefix's own error, not the line's, when the text has no colon.
        let error = parse_layout("6x6 kings").unwrap_err();
        assert_eq!(error.reason, LayoutParseReason::UnknownRule("kings".into()));
        assert!(parse_layout("9x9 jigsaw").is_err());
    }
}
