//! Generation over a layout through the C ABI: a proper puzzle of a layout handle's rules,
//! handed back as a line of the layout text form (which `sudoku_layout_parse` reads), so that
//! a jigsaw's new regions come back with its cells and no second handle type is needed.

use core::ffi::c_char;

use super::layouts::SudokuLayout;
use super::{SudokuStatus, panic_boundary};
use crate::generate::symmetry::Symmetry;
use crate::logic::rating_range::RatingRange;
use crate::variant::generate::{LayoutGenerateError, LayoutGenerateOptions};
use crate::variant::grid::LayoutGrid;

/// A line buffer this long fits the line of every layout whose prefix (its size and rules,
/// `extra=` regions included) is under 2,800 bytes: a 25x25 jigsaw's cells and regions take
/// 1,252.
pub const SUDOKU_LAYOUT_MAX_LINE: usize = 4096;

/// Writes `puzzle` and a NUL into `line`, or returns `SudokuStatus::BufferLength` without
/// writing when they do not fit `line_len` bytes: the generation calls' one way out.
///
/// # Safety
/// `line` must be non-NULL and point to `line_len` writable bytes.
pub(super) unsafe fn write_line(puzzle: &str, line: *mut c_char, line_len: usize) -> SudokuStatus {
    if puzzle.len() >= line_len {
        return SudokuStatus::BufferLength;
    }
    // SAFETY: `line` has `line_len` writable bytes (the caller's promise), more than the line
    // and its NUL; the source is our own string, so the ranges cannot overlap.
    unsafe {
        core::ptr::copy_nonoverlapping(puzzle.as_ptr(), line.cast::<u8>(), puzzle.len());
        line.add(puzzle.len()).write(0);
    }
    SudokuStatus::Ok
}

/// The status a generation error becomes at the boundary.
pub(super) fn status_of(error: &LayoutGenerateError) -> SudokuStatus {
    match error {
        LayoutGenerateError::Symmetry(_) | LayoutGenerateError::CageSizes { .. } => {
            SudokuStatus::InvalidOption
        }
        LayoutGenerateError::NoCompletion => SudokuStatus::Unsolvable,
        LayoutGenerateError::WorkLimit => SudokuStatus::BudgetExceeded,
        LayoutGenerateError::Layout(_)
        | LayoutGenerateError::RatingUnavailable
        | LayoutGenerateError::HasCages => SudokuStatus::InvalidLayout,
    }
}

/// Generates a puzzle of `layout`'s rules with exactly one completion, for `seed`: the same
/// seed, layout and options give the same puzzle on every platform.
///
/// `symmetry` is a `SudokuSymmetry` value the layout keeps (it maps every house onto a house:
/// a 6x6's 2x3 boxes refuse `SUDOKU_SYMMETRY_ROTATE90`); `minimal` non-zero makes every given
/// needed, zero keeps only the removals propagation decides (quicker, more givens, one
/// completion all the same); `jigsaw` non-zero draws random connected regions for `seed`
/// in place of the layout's boxes or regions, keeping its other rules (no symmetry then but
/// `SUDOKU_SYMMETRY_NONE`); `max_work` bounds the whole call (`SUDOKU_LAYOUT_DEFAULT_WORK` is
/// generous for sizes up to 16).
///
/// On success `line` receives the puzzle as a NUL-terminated line of the layout text form,
/// `16x16 x: 5C..G3...`, a jigsaw's regions after its cells; `sudoku_layout_parse` reads it
/// back into a handle and the givens. `line_len` is the length of `line`:
/// `SUDOKU_LAYOUT_MAX_LINE` fits every layout without long `extra=` regions.
///
/// Returns `SUDOKU_STATUS_OK`, `SUDOKU_STATUS_NULL_POINTER` (`layout` or `line` is NULL),
/// `SUDOKU_STATUS_INVALID_OPTION` (`symmetry` is no `SudokuSymmetry`, or one the layout, or a
/// jigsaw, does not keep), `SUDOKU_STATUS_UNSOLVABLE` (the rules admit no completed grid),
/// `SUDOKU_STATUS_INVALID_LAYOUT` (the rules make no jigsaw layout: disjoint groups need the
/// boxes), `SUDOKU_STATUS_BUDGET_EXCEEDED` or `SUDOKU_STATUS_BUFFER_LENGTH` (the line and its
/// NUL do not fit `line_len`). `line` is written only on success. Thread-safe; allocates (see
/// the layout handle).
///
/// # Safety
/// Non-NULL `layout` must be a live handle and non-NULL `line` must point to `line_len`
/// writable bytes.
#[unsafe(no_mangle)]
#[allow(clippy::too_many_arguments)]
pub unsafe extern "C" fn sudoku_layout_generate(
    layout: *const SudokuLayout,
    seed: u64,
    symmetry: i32,
    minimal: i32,
    jigsaw: i32,
    max_work: u64,
    line: *mut c_char,
    line_len: usize,
) -> SudokuStatus {
    let request = Request {
        seed,
        symmetry,
        minimal,
        jigsaw,
        rating: RatingRange::ANY,
        max_work,
    };
    // SAFETY: the caller's guarantees, passed on unchanged.
    unsafe { generate_into(layout, &request, line, line_len) }
}

/// `sudoku_layout_generate` for a puzzle whose rating (`sudoku_layout_rate`'s, on Sudoku
/// Explainer's scale) is from `min_tenths` to `max_tenths`, both included
/// (`SUDOKU_RATING_NO_MAXIMUM`: no upper bound): puzzles are made from the seed and rated
/// one after the other until one falls in the range. With a range its rating meets, the puzzle
/// is `sudoku_layout_generate`'s for the same seed and options. `max_work` bounds the whole
/// call, the ratings' work included: a narrow or rare range takes more of it.
///
/// Returns the statuses of `sudoku_layout_generate`, `SUDOKU_STATUS_INVALID_OPTION` when
/// `min_tenths` is above `max_tenths`, and `SUDOKU_STATUS_INVALID_LAYOUT` for a layout whose
/// puzzles cannot be rated (a size other than 9, or killer sums). `line` is written only on
/// success. Thread-safe; allocates (see the layout handle).
///
/// # Safety
/// As `sudoku_layout_generate`'s.
#[unsafe(no_mangle)]
#[allow(clippy::too_many_arguments)]
pub unsafe extern "C" fn sudoku_layout_generate_rated(
    layout: *const SudokuLayout,
    seed: u64,
    symmetry: i32,
    minimal: i32,
    jigsaw: i32,
    min_tenths: u16,
    max_tenths: u16,
    max_work: u64,
    line: *mut c_char,
    line_len: usize,
) -> SudokuStatus {
    if layout.is_null() || line.is_null() {
        return SudokuStatus::NullPointer;
    }
    let Some(rating) = RatingRange::tenths(min_tenths, max_tenths) else {
        return SudokuStatus::InvalidOption;
    };
    let request = Request {
        seed,
        symmetry,
        minimal,
        jigsaw,
        rating,
        max_work,
    };
    // SAFETY: the caller's guarantees, passed on unchanged.
    unsafe { generate_into(layout, &request, line, line_len) }
}

/// What a generation call asks, as the boundary received it.
struct Request {
    seed: u64,
    symmetry: i32,
    minimal: i32,
    jigsaw: i32,
    rating: RatingRange,
    max_work: u64,
}

/// Both generation calls: the puzzle `request` asks of `layout`, written to `line`.
///
/// # Safety
/// Non-NULL `layout` must be a live handle and non-NULL `line` must point to `line_len`
/// writable bytes.
unsafe fn generate_into(
    layout: *const SudokuLayout,
    request: &Request,
    line: *mut c_char,
    line_len: usize,
) -> SudokuStatus {
    panic_boundary(|| {
        if layout.is_null() || line.is_null() {
            return SudokuStatus::NullPointer;
        }
        // SAFETY: non-NULL, and the caller guarantees a live handle.
        let rules = unsafe { &(*layout).layout };
        let symmetry = u8::try_from(request.symmetry)
            .ok()
            .and_then(Symmetry::from_number);
        let Some(symmetry) = symmetry else {
            return SudokuStatus::InvalidOption;
        };
        let jigsaw = request.jigsaw != 0;
        if jigsaw && symmetry != Symmetry::None {
            return SudokuStatus::InvalidOption;
        }
        let options = LayoutGenerateOptions::new()
            .symmetry(symmetry)
            .minimal(request.minimal != 0)
            .rating(request.rating)
            .max_work(request.max_work);
        let drawn;
        let layout = if jigsaw {
            match rules
                .rules()
                .clone()
                .random_regions(request.seed, request.max_work)
            {
                Ok(layout) => {
                    drawn = layout;
                    &drawn
                }
                Err(error) => return status_of(&error),
            }
        } else {
            rules
        };
        let puzzle = match LayoutGrid::generate(layout, request.seed, &options) {
            Ok(puzzle) => puzzle.to_string(),
            Err(error) => return status_of(&error),
        };
        // SAFETY: `line` is non-NULL and the caller guarantees `line_len` writable bytes.
        unsafe { write_line(&puzzle, line, line_len) }
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ffi::{sudoku_layout_free, sudoku_layout_parse};

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

    /// The status of `call` on a handle of `text` and a line of `room` bytes, and the line
    /// it wrote (empty when it wrote none).
    fn written(
        text: &str,
        room: usize,
        call: impl FnOnce(*mut SudokuLayout, *mut c_char, usize) -> SudokuStatus,
    ) -> (SudokuStatus, String) {
        let layout = handle(text);
        let mut line = vec![b'#'; room];
        let status = call(layout, line.as_mut_ptr().cast(), room);
        // SAFETY: made above, freed once.
        unsafe { sudoku_layout_free(layout) };
        let end = line.iter().position(|&b| b == 0).unwrap_or(0);
        (status, String::from_utf8(line[..end].to_vec()).unwrap())
    }

    /// The call's status and line.
    fn generate(text: &str, symmetry: i32, jigsaw: i32, room: usize) -> (SudokuStatus, String) {
        written(text, room, |layout, line, room| {
            // SAFETY: a live handle and `room` writable bytes.
            unsafe {
                sudoku_layout_generate(layout, 5, symmetry, 1, jigsaw, 50_000_000, line, room)
            }
        })
    }

    #[test]
    fn puzzles_come_back_as_lines_of_the_text_form() {
        let (status, line) = generate("6x6 x", 1, 0, SUDOKU_LAYOUT_MAX_LINE);
        assert_eq!(status, SudokuStatus::Ok);
        let layout = "6x6 x".parse().unwrap();
        let options = LayoutGenerateOptions::new()
            .symmetry(Symmetry::Rotate180)
            .max_work(50_000_000);
        assert_eq!(
            line,
            LayoutGrid::generate(&layout, 5, &options)
                .unwrap()
                .to_string()
        );
        let (status, jigsaw) = generate("9x9 anti-king", 0, 1, SUDOKU_LAYOUT_MAX_LINE);
        assert_eq!(status, SudokuStatus::Ok);
        let grid: LayoutGrid = jigsaw.parse().unwrap();
        assert!(jigsaw.starts_with("9x9 jigsaw anti-king: "), "{jigsaw}");
        assert_eq!(grid.count(2, 50_000_000), Ok(crate::Counted::Finished(1)));
    }

    #[test]
    fn refusals_write_nothing() {
        let refusals = [
            (
                "6x6",
                2,
                0,
                SUDOKU_LAYOUT_MAX_LINE,
                SudokuStatus::InvalidOption,
            ),
            (
                "6x6",
                9,
                0,
                SUDOKU_LAYOUT_MAX_LINE,
                SudokuStatus::InvalidOption,
            ),
            (
                "6x6",
                1,
                1,
                SUDOKU_LAYOUT_MAX_LINE,
                SudokuStatus::InvalidOption,
            ),
            (
                "4x4 x anti-king",
                0,
                0,
                SUDOKU_LAYOUT_MAX_LINE,
                SudokuStatus::Unsolvable,
            ),
            (
                "9x9 disjoint",
                0,
                1,
                SUDOKU_LAYOUT_MAX_LINE,
                SudokuStatus::InvalidLayout,
            ),
            // "6x6: " and 36 cells, 41 bytes, leave no room for the NUL.
            ("6x6", 0, 0, 41, SudokuStatus::BufferLength),
        ];
        for (text, symmetry, jigsaw, room, want) in refusals {
            let (status, line) = generate(text, symmetry, jigsaw, room);
            assert_eq!((status, line.as_str()), (want, ""), "{text}");
        }
        let mut line = [0u8; 8];
        // SAFETY: NULL handle: refused before any read.
        let status = unsafe {
            sudoku_layout_generate(
                core::ptr::null(),
                1,
                0,
                1,
                0,
                1,
                line.as_mut_ptr().cast(),
                8,
            )
        };
        assert_eq!(status, SudokuStatus::NullPointer);
    }

    /// `sudoku_layout_generate_rated`'s status and line for seed 5 and `min..=max`.
    fn generate_rated(text: &str, min: u16, max: u16) -> (SudokuStatus, String) {
        written(text, SUDOKU_LAYOUT_MAX_LINE, |layout, line, room| {
            // SAFETY: a live handle and `room` writable bytes.
            unsafe {
                sudoku_layout_generate_rated(layout, 5, 0, 1, 0, min, max, 50_000_000, line, room)
            }
        })
    }

    #[test]
    fn rated_puzzles_are_the_library_ones_and_bad_ranges_are_refused() {
        let (status, line) = generate_rated("9x9 x", 26, 40);
        assert_eq!(status, SudokuStatus::Ok);
        let range = RatingRange::tenths(26, 40).unwrap();
        let options = LayoutGenerateOptions::new()
            .rating(range)
            .max_work(50_000_000);
        let layout = "9x9 x".parse().unwrap();
        let expected = LayoutGrid::generate(&layout, 5, &options).unwrap();
        assert_eq!(line, expected.to_string());
        assert!(range.contains(&expected.rate().unwrap()));
        // Any range at all: the plain call's puzzle.
        let (status, any) = generate_rated("6x6", 0, RatingRange::NO_MAXIMUM);
        assert_eq!(status, SudokuStatus::Ok);
        assert_eq!(any, generate("6x6", 0, 0, SUDOKU_LAYOUT_MAX_LINE).1);
        for (text, min, max, expected) in [
            ("9x9 x", 40, 26, SudokuStatus::InvalidOption),
            ("6x6", 0, 40, SudokuStatus::InvalidLayout),
        ] {
            assert_eq!(generate_rated(text, min, max), (expected, String::new()));
        }
        let mut line = [7u8; 8];
        // SAFETY: NULL handle: refused before anything is read or written.
        let status = unsafe {
            sudoku_layout_generate_rated(
                core::ptr::null(),
                5,
                0,
                1,
                0,
                40,
                26,
                1,
                line.as_mut_ptr().cast(),
                line.len(),
            )
        };
        assert_eq!((status, line), (SudokuStatus::NullPointer, [7u8; 8]));
    }
}
