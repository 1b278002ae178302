//! Where a call failed: the detail behind `SUDOKU_STATUS_INVALID_CELL`,
//! `SUDOKU_STATUS_CONFLICT` and `SUDOKU_STATUS_INVALID_TEXT` as a plain struct, the library's
//! reader of grid texts, and the detail's sentence. None allocates for UTF-8 text.
//!
//! The detail is the Rust API's `SolveError` or `ParseError` in fixed-width fields, and its
//! sentence is theirs (`Display`): the command-line program, the bindings and a C caller
//! say the same words from one source.

use core::ffi::c_char;
use std::panic::{AssertUnwindSafe, catch_unwind};

use super::{SUDOKU_CELLS, SudokuStatus, panic_boundary, read_grid};
use crate::model::cell::Cell;
use crate::model::error::{ParseError, ParseErrorKind, SolveError, Unit};
use crate::model::parse::parse_bytes;

/// What is wrong with a text that should be a grid (`SudokuErrorDetail::text_problem`).
/// The numeric values are fixed and will not change.
#[repr(i32)]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SudokuTextProblem {
    /// Not a text problem: the detail is about a grid's cells.
    None = 0,
    /// The text holds nothing but whitespace and comment lines.
    Empty = 1,
    /// A character that is neither a digit nor `.`: `character` holds it.
    BadCharacter = 2,
    /// A row of the 9-line form without exactly 9 cells: `found` holds its count.
    RowLength = 3,
    /// The 9-line form with fewer than 9 rows: `found` holds the rows read.
    TooFewRows = 4,
    /// More than 9 rows.
    TooManyRows = 5,
    /// The one-line form without exactly 81 cells: `found` holds its count.
    LineLength = 6,
}

impl SudokuTextProblem {
    /// Every value, in the order of their numbers.
    const ALL: [SudokuTextProblem; 7] = [
        SudokuTextProblem::None,
        SudokuTextProblem::Empty,
        SudokuTextProblem::BadCharacter,
        SudokuTextProblem::RowLength,
        SudokuTextProblem::TooFewRows,
        SudokuTextProblem::TooManyRows,
        SudokuTextProblem::LineLength,
    ];

    /// The value whose number is `value` (as C passes it), if there is one.
    fn from_i32(value: i32) -> Option<SudokuTextProblem> {
        SudokuTextProblem::ALL
            .into_iter()
            .find(|&known| known as i32 == value)
    }
}

/// Where and why a grid or a text was refused: filled by `sudoku_explain` and `sudoku_parse`
/// on an error, turned into a sentence by `sudoku_error_text`. Plain data of fixed size.
///
/// Cells are 0-based row-major indices (0..80), -1 when the field does not apply. Houses are
/// numbered as in `SudokuHint`: rows 0..8, columns 9..17, boxes 18..26 (boxes row-major from
/// the top left), so `house / 9` is the kind (0 row, 1 column, 2 box) and `house % 9 + 1` the
/// number a person reads; -1 when it does not apply. Fields that do not apply to the status
/// are 0 unless said otherwise.
///
/// - `SUDOKU_STATUS_CONFLICT`: `value` is the digit that two givens repeat in `house`;
///   `other_cell` is the earlier of the two cells and `cell` the later, the first cell,
///   scanning row-major, that repeats an earlier given.
/// - `SUDOKU_STATUS_INVALID_CELL`: `cell` is the first cell above 9 and `value` its value.
/// - `SUDOKU_STATUS_INVALID_TEXT`: `text_problem` says what is wrong, at 1-based `line` and
///   `column` (in characters, after a byte-order mark); `character` and `found` as its
///   `SudokuTextProblem` value says.
#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SudokuErrorDetail {
    /// The status the detail explains: a `SudokuStatus` value.
    pub status: i32,
    /// The offending cell: the later cell of a clash, or the cell above 9; -1 for text.
    pub cell: i32,
    /// The earlier cell of a clash; -1 otherwise.
    pub other_cell: i32,
    /// The repeated digit of a clash, or the value above 9 of an invalid cell.
    pub value: i32,
    /// The house of a clash (0..26); -1 otherwise.
    pub house: i32,
    /// For text, what is wrong: a `SudokuTextProblem` value (`SUDOKU_TEXT_PROBLEM_NONE` for a
    /// grid's cells).
    pub text_problem: i32,
    /// For text, the 1-based line of the problem.
    pub line: u32,
    /// For text, the 1-based column of the problem, in characters.
    pub column: u32,
    /// For a bad character, its Unicode code point (U+FFFD stands for bytes that are not
    /// UTF-8).
    pub character: u32,
    /// For a count that is wrong (cells in a row or a line, rows), the count found.
    pub found: u32,
}

/// What a detail stands for: an error of the Rust API, whose `Display` is its sentence.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Problem {
    Grid(SolveError),
    Text(ParseError),
}

impl SudokuErrorDetail {
    /// A detail with every field "does not apply", for `status`.
    fn blank(status: SudokuStatus) -> Self {
        SudokuErrorDetail {
            status: status as i32,
            cell: -1,
            other_cell: -1,
            value: 0,
            house: -1,
            text_problem: SudokuTextProblem::None as i32,
            line: 0,
            column: 0,
            character: 0,
            found: 0,
        }
    }

    /// The error this holds, when every field is in range and consistent: a C caller may hand
    /// back any bytes.
    fn to_problem(self) -> Option<Problem> {
        match SudokuStatus::from_i32(self.status)? {
            SudokuStatus::InvalidCell => {
                let value = u8::try_from(self.value).ok().filter(|&value| value > 9)?;
                let cell = cell_of(self.cell)?;
                Some(Problem::Grid(SolveError::InvalidCell { cell, value }))
            }
            SudokuStatus::Conflict => {
                let digit = u8::try_from(self.value)
                    .ok()
                    .filter(|d| (1..=9).contains(d))?;
                let (first, second) = (cell_of(self.other_cell)?, cell_of(self.cell)?);
                let house = usize::try_from(self.house)
                    .ok()
                    .filter(|&house| house < 27)?;
                let unit = [Unit::Row, Unit::Column, Unit::Box][house / 9];
                let in_house = |cell: Cell| house_of(cell, unit) == house;
                let consistent = first < second && in_house(first) && in_house(second);
                consistent.then_some(Problem::Grid(SolveError::Conflict {
                    digit,
                    first,
                    second,
                    unit,
                }))
            }
            SudokuStatus::Unsolvable => Some(Problem::Grid(SolveError::Unsolvable)),
            SudokuStatus::InvalidText => self.to_parse_error().map(Problem::Text),
            _ => None,
        }
    }

    fn to_parse_error(self) -> Option<ParseError> {
        let found = usize::try_from(self.found).ok()?;
        let kind = match SudokuTextProblem::from_i32(self.text_problem)? {
            SudokuTextProblem::None => return None,
            SudokuTextProblem::Empty => ParseErrorKind::Empty,
            SudokuTextProblem::BadCharacter => {
                ParseErrorKind::BadCharacter(char::from_u32(self.character)?)
            }
            SudokuTextProblem::RowLength => ParseErrorKind::RowLength { found },
            SudokuTextProblem::TooFewRows => ParseErrorKind::TooFewRows { found },
            SudokuTextProblem::TooManyRows => ParseErrorKind::TooManyRows,
            SudokuTextProblem::LineLength => ParseErrorKind::LineLength { found },
        };
        let (line, column) = (
            usize::try_from(self.line).ok()?,
            usize::try_from(self.column).ok()?,
        );
        (line > 0 && column > 0).then(|| ParseError::new(line, column, kind))
    }
}

/// The cell at a C index, if it is one.
fn cell_of(index: i32) -> Option<Cell> {
    usize::try_from(index).ok().and_then(Cell::new)
}

/// The number (0..26, as `SudokuHint` numbers houses) of the house of kind `unit` that holds
/// `cell`.
fn house_of(cell: Cell, unit: Unit) -> usize {
    match unit {
        Unit::Row => cell.row(),
        Unit::Column => 9 + cell.column(),
        Unit::Box => 18 + cell.box_index(),
    }
}

/// A number of the Rust API as a C `uint32_t`, saturated: a text of 4 GiB on one line is not
/// worth a wider field.
fn saturated(number: usize) -> u32 {
    u32::try_from(number).unwrap_or(u32::MAX)
}

impl From<&SolveError> for SudokuErrorDetail {
    fn from(error: &SolveError) -> Self {
        let mut detail = SudokuErrorDetail::blank(SudokuStatus::from(error));
        match *error {
            SolveError::InvalidCell { cell, value } => {
                detail.cell = cell.index() as i32;
                detail.value = i32::from(value);
            }
            SolveError::Conflict {
                digit,
                first,
                second,
                unit,
            } => {
                detail.cell = second.index() as i32;
                detail.other_cell = first.index() as i32;
                detail.value = i32::from(digit);
                detail.house = house_of(second, unit) as i32;
            }
            SolveError::Unsolvable => {}
        }
        detail
    }
}

impl From<&ParseError> for SudokuErrorDetail {
    fn from(error: &ParseError) -> Self {
        let mut detail = SudokuErrorDetail::blank(SudokuStatus::InvalidText);
        detail.line = saturated(error.line());
        detail.column = saturated(error.column());
        detail.text_problem = match *error.kind() {
            ParseErrorKind::Empty => SudokuTextProblem::Empty,
            ParseErrorKind::BadCharacter(character) => {
                detail.character = u32::from(character);
                SudokuTextProblem::BadCharacter
            }
            ParseErrorKind::RowLength { found } => {
                detail.found = saturated(found);
                SudokuTextProblem::RowLength
            }
            ParseErrorKind::TooFewRows { found } => {
                detail.found = saturated(found);
                SudokuTextProblem::TooFewRows
            }
            ParseErrorKind::TooManyRows => SudokuTextProblem::TooManyRows,
            ParseErrorKind::LineLength { found } => {
                detail.found = saturated(found);
                SudokuTextProblem::LineLength
            }
        } as i32;
        detail
    }
}

/// Writes `detail` through `out` when `out` is not NULL.
///
/// # Safety
/// Non-NULL `out` must point to a writable `SudokuErrorDetail`.
unsafe fn write_detail(detail: SudokuErrorDetail, out: *mut SudokuErrorDetail) {
    if !out.is_null() {
        // SAFETY: `out` is non-NULL and the caller guarantees it is writable.
        unsafe { out.write_unaligned(detail) }
    }
}

/// Checks the givens as `sudoku_validate` does, and says where the first problem is:
/// `SUDOKU_STATUS_OK`, `SUDOKU_STATUS_INVALID_CELL`, `SUDOKU_STATUS_CONFLICT`, or
/// `SUDOKU_STATUS_NULL_POINTER` when `in` is NULL.
///
/// On an error, when `detail` is not NULL, `*detail` receives the problem: for a clash both
/// cells, the digit and the house; for a value above 9 the cell and the value
/// (`SudokuErrorDetail`). `*detail` is not written on success. Call it when another call
/// returned `SUDOKU_STATUS_INVALID_CELL` or `SUDOKU_STATUS_CONFLICT` to learn where: those
/// statuses come from this same check, so it names the same problem.
///
/// Same contract as `sudoku_solve`: `in` is never written, no allocation, thread-safe.
///
/// cbindgen:ptrs-as-arrays=[[in;SUDOKU_CELLS]]
///
/// # Safety
/// Non-NULL `in` must point to 81 readable bytes and non-NULL `detail` to a writable
/// `SudokuErrorDetail`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn sudoku_explain(
    r#in: *const u8,
    detail: *mut SudokuErrorDetail,
) -> SudokuStatus {
    panic_boundary(|| {
        require_non_null!(r#in);
        // SAFETY: `in` is non-NULL and the caller guarantees 81 readable bytes.
        let grid = unsafe { read_grid(r#in) };
        let Err(error) = grid.validate() else {
            return SudokuStatus::Ok;
        };
        // SAFETY: guaranteed by the caller when `detail` is not NULL.
        unsafe { write_detail(SudokuErrorDetail::from(&error), detail) };
        SudokuStatus::from(&error)
    })
}

/// Reads a grid from `len` bytes of text at `text`, in the grammar every reader of the library
/// shares (doc/program.md, "Input"): 81 cells, each `1`-`9`, or `0` or `.` for a blank, as one line
/// of 81 or 9 lines of 9; whitespace around and between cells, blank lines, lines starting
/// with `#`, and a byte-order mark at the start of a line are skipped. The text needs no NUL.
///
/// Returns `SUDOKU_STATUS_OK` with the 81 cell values in `out` (0 for a blank),
/// `SUDOKU_STATUS_NULL_POINTER` (`text` or `out` is NULL), or `SUDOKU_STATUS_INVALID_TEXT`:
/// then, when `detail` is not NULL, `*detail` receives what is wrong and its line and column
/// (`SudokuErrorDetail`). `out` is written only on success, `*detail` only on an error. The
/// cells are not checked against each other: `sudoku_explain` does that.
///
/// Text is UTF-8; bytes that are not are read as U+FFFD, a bad character (then, and only
/// then, the call allocates, to read the text). `text` is never written; thread-safe.
///
/// cbindgen:ptrs-as-arrays=[[out;SUDOKU_CELLS]]
///
/// # Safety
/// Non-NULL `text` must point to `len` readable bytes, non-NULL `out` to 81 writable bytes
/// and non-NULL `detail` to a writable `SudokuErrorDetail`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn sudoku_parse(
    text: *const c_char,
    len: usize,
    out: *mut u8,
    detail: *mut SudokuErrorDetail,
) -> SudokuStatus {
    panic_boundary(|| {
        require_non_null!(text, out);
        // SAFETY: `text` is non-NULL and the caller guarantees `len` readable bytes.
        let bytes = unsafe { core::slice::from_raw_parts(text.cast::<u8>(), len) };
        match parse_bytes(bytes) {
            Ok(cells) => {
                // SAFETY: `out` is non-NULL and the caller guarantees 81 writable bytes; the
                // source is our own local array. `bytes` is not used after this point, so
                // `out` may overlap the text.
                unsafe { core::ptr::copy_nonoverlapping(cells.as_ptr(), out, SUDOKU_CELLS) };
                SudokuStatus::Ok
            }
            Err(error) => {
                // SAFETY: guaranteed by the caller when `detail` is not NULL.
                unsafe { write_detail(SudokuErrorDetail::from(&error), detail) };
                SudokuStatus::InvalidText
            }
        }
    })
}

/// Writes the detail's English sentence into `buf`, the words the command-line program
/// prints, for example `digit 5 appears twice in one row: at row 1, column 1 and at row 1,
/// column 2` or `line 1, column 3: unexpected character 'x', expected a digit 0-9 (0 or '.'
/// for a blank)`, and returns its length in bytes without the NUL: the size `buf` needs is
/// one more.
///
/// Never writes past `len` bytes; when `len > 0`, what is written ends with a NUL, cut short
/// (at a whole UTF-8 character) when the sentence does not fit. `buf` may be NULL when `len`
/// is 0, to ask for the length. Returns 0, and writes an empty string when it can, when
/// `detail` is NULL or does not hold a detail this library could have written (a status
/// without a detail, a field out of range, cells not in the house): a sentence is never
/// empty. UTF-8 text (a bad character is quoted as it is). No allocation, thread-safe.
///
/// # Safety
/// Non-NULL `detail` must point to a readable `SudokuErrorDetail`; `buf` must point to `len`
/// writable bytes when it is not NULL.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn sudoku_error_text(
    detail: *const SudokuErrorDetail,
    buf: *mut c_char,
    len: usize,
) -> usize {
    let written = catch_unwind(AssertUnwindSafe(|| {
        // SAFETY: the caller guarantees `len` writable bytes at non-NULL `buf`, which
        // nothing else accesses during the call.
        let buffer = unsafe { super::text_buffer(buf, len) };
        let problem = if detail.is_null() {
            None
        } else {
            // SAFETY: `detail` is non-NULL and the caller guarantees a readable
            // `SudokuErrorDetail`; it is plain data, valid for any bytes.
            unsafe { detail.read_unaligned() }.to_problem()
        };
        match problem {
            Some(Problem::Grid(error)) => write_truncated(buffer, &error),
            Some(Problem::Text(error)) => write_truncated(buffer, &error),
            None => write_truncated(buffer, &""),
        }
    }));
    written.unwrap_or(0)
}

/// Writes `sentence` into `buffer`, cut short at a whole character to leave room for a NUL,
/// NUL-terminated when the buffer is not empty, and returns the sentence's full length.
pub(super) fn write_truncated(buffer: &mut [u8], sentence: &dyn core::fmt::Display) -> usize {
    use core::fmt::Write;

    struct Truncating<'a> {
        buffer: &'a mut [u8],
        written: usize,
        needed: usize,
        full: bool,
    }

    impl Write for Truncating<'_> {
        fn write_str(&mut self, text: &str) -> core::fmt::Result {
            let room = self.buffer.len().saturating_sub(1) - self.written;
            // Once a character did not fit, nothing after it is kept either.
            let mut take = if self.full { 0 } else { room.min(text.len()) };
            while !text.is_char_boundary(take) {
                take -= 1;
            }
            self.full |= take < text.len();
            let end = self.written + take;
            self.buffer[self.written..end].copy_from_slice(&text.as_bytes()[..take]);
            self.written = end;
            self.needed += text.len();
            Ok(())
        }
    }

    let mut writer = Truncating {
        buffer,
        written: 0,
        needed: 0,
        full: false,
    };
    // The writer never fails, and neither does formatting the library's errors.
    let _ = write!(writer, "{sentence}");
    let end = writer.written;
    if let Some(nul) = writer.buffer.get_mut(end) {
        *nul = 0;
    }
    writer.needed
}

#[cfg(test)]
mod tests;
