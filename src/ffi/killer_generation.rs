//! Killer generation through the C ABI: a proper killer over a layout handle's rules (which
//! has no cages), handed back as a line of the layout text form with its cage map and sums
//! (`sudoku_layout_parse` reads it), so that no second handle type is needed.

use core::ffi::c_char;

use super::layout_generation::{status_of, write_line};
use super::layouts::SudokuLayout;
use super::{SudokuStatus, panic_boundary};
use crate::generate::symmetry::Symmetry;
use crate::logic::rating_range::RatingRange;
use crate::variant::generate::KillerGenerateOptions;
use crate::variant::grid::LayoutGrid;

/// Generates a killer puzzle over `layout`'s rules (a layout without cages: 9x9, X,
/// windoku, jigsaw, 6x6, ...) with exactly one completion, for `seed`: the same seed, layout
/// and options give the same puzzle on every platform. The cages are connected (cells touching
/// by a side), of `smallest_cage` to `largest_cage` cells each (1 and 6 are the usual sizes; no
/// cage has more cells than the layout has digits), hold distinct digits and carry their sums;
/// the givens are none when the cages alone leave one completion, else as few as needed.
///
/// `symmetry` is a `SudokuSymmetry` value the layout keeps: the image of each cage is a cage,
/// and the givens keep it too (some sizes no symmetric cage layout has, such as 3 cells under
/// `SUDOKU_SYMMETRY_ROTATE90`: the work runs out). The rating (`sudoku_layout_rate`'s) is
/// from `min_tenths` to `max_tenths`, both included (0 and `SUDOKU_RATING_NO_MAXIMUM`: any
/// rating, and any layout): killers are made from the seed and rated one after the other
/// until one falls in the range. `max_work` bounds the whole call (`SUDOKU_LAYOUT_DEFAULT_WORK`
/// is generous for sizes up to 9).
///
/// On success `line` receives the puzzle as a NUL-terminated line of the layout text form,
/// `9x9 killer: .... aabbc... a=11,b=7,...` (the givens, the cage map, the sums);
/// `sudoku_layout_parse` reads it back into a handle and the givens. `line_len` is the
/// length of `line`: `SUDOKU_LAYOUT_MAX_LINE` fits every killer of up to 16x16.
///
/// Returns `SUDOKU_STATUS_OK`, `SUDOKU_STATUS_NULL_POINTER` (`layout` or `line` is NULL),
/// `SUDOKU_STATUS_INVALID_OPTION` (`symmetry` is no `SudokuSymmetry` or one the layout does
/// not keep; `smallest_cage` is 0 or above `largest_cage` or the layout's size; `min_tenths` is
/// above `max_tenths`), `SUDOKU_STATUS_INVALID_LAYOUT` (the layout has cages already, or a
/// rating range was asked of a layout whose puzzles cannot be rated: a size other than 9),
/// `SUDOKU_STATUS_UNSOLVABLE` (the rules admit no completed grid),
/// `SUDOKU_STATUS_BUDGET_EXCEEDED` or `SUDOKU_STATUS_BUFFER_LENGTH` (the line and its NUL do
/// not fit `line_len`). `line` is written only on success. Thread-safe; allocates (see the
/// layout handle).
///
/// # Safety
/// Non-NULL `layout` must be a live handle and non-NULL `line` must point to `line_len`
/// writable bytes.
#[unsafe(no_mangle)]
#[allow(clippy::too_many_arguments)]
pub unsafe extern "C" fn sudoku_layout_generate_killer(
    layout: *const SudokuLayout,
    seed: u64,
    symmetry: i32,
    smallest_cage: u32,
    largest_cage: u32,
    min_tenths: u16,
    max_tenths: u16,
    max_work: u64,
    line: *mut c_char,
    line_len: usize,
) -> SudokuStatus {
    panic_boundary(|| {
        if layout.is_null() || line.is_null() {
            return SudokuStatus::NullPointer;
        }
        let symmetry = u8::try_from(symmetry).ok().and_then(Symmetry::from_number);
        let (Some(symmetry), Some(rating)) =
            (symmetry, RatingRange::tenths(min_tenths, max_tenths))
        else {
            return SudokuStatus::InvalidOption;
        };
        // SAFETY: non-NULL, and the caller guarantees a live handle.
        let rules = unsafe { &(*layout).layout };
        let options = KillerGenerateOptions::new()
            .cage_sizes(smallest_cage as usize, largest_cage as usize)
            .symmetry(symmetry)
            .rating(rating)
            .max_work(max_work);
        let puzzle = match LayoutGrid::generate_killer(rules, seed, &options) {
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
    use crate::ffi::layout_generation::SUDOKU_LAYOUT_MAX_LINE;
    use crate::ffi::{sudoku_layout_free, sudoku_layout_parse};

    /// The status and line of a killer over a handle of `text`, in `room` bytes (the line
    /// empty when none was written; a written line must read back with its cages).
    fn generate(
        text: &str,
        (symmetry, smallest, largest): (i32, u32, u32),
        (min, max): (u16, u16),
        room: usize,
    ) -> (SudokuStatus, String) {
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
        let mut line = vec![b'#'; room];
        // SAFETY: a live handle and `room` writable bytes.
        let status = unsafe {
            sudoku_layout_generate_killer(
                layout,
                5,
                symmetry,
                smallest,
                largest,
                min,
                max,
                50_000_000,
                line.as_mut_ptr().cast(),
                room,
            )
        };
        // SAFETY: made above, freed once.
        unsafe { sudoku_layout_free(layout) };
        if status != SudokuStatus::Ok {
            assert!(
                line.iter().all(|&byte| byte == b'#'),
                "written on {status:?}"
            );
            return (status, String::new());
        }
        let end = line.iter().position(|&b| b == 0).unwrap();
        (status, String::from_utf8(line[..end].to_vec()).unwrap())
    }

    const ANY: (u16, u16) = (0, RatingRange::NO_MAXIMUM);

    #[test]
    fn killers_come_back_as_the_library_lines() {
        let (status, line) = generate("9x9 x", (1, 2, 5), ANY, SUDOKU_LAYOUT_MAX_LINE);
        assert_eq!(status, SudokuStatus::Ok);
        let options = KillerGenerateOptions::new()
            .cage_sizes(2, 5)
            .symmetry(Symmetry::Rotate180)
            .max_work(50_000_000);
        let layout = "9x9 x".parse().unwrap();
        let expected = LayoutGrid::generate_killer(&layout, 5, &options).unwrap();
        assert_eq!(line, expected.to_string());
        assert_eq!(line.parse::<LayoutGrid>(), Ok(expected));
        let (status, rated) = generate("9x9", (0, 1, 6), (30, 45), SUDOKU_LAYOUT_MAX_LINE);
        assert_eq!(status, SudokuStatus::Ok);
        let tenths = rated
            .parse::<LayoutGrid>()
            .unwrap()
            .rate()
            .unwrap()
            .tenths();
        assert!((30..=45).contains(&tenths), "{tenths}: {rated}");
    }

    #[test]
    fn refusals_write_nothing() {
        let max = SUDOKU_LAYOUT_MAX_LINE;
        for (text, shape, range, room, want) in [
            ("9x9", (9, 1, 6), ANY, max, SudokuStatus::InvalidOption),
            ("9x9", (-1, 1, 6), ANY, max, SudokuStatus::InvalidOption),
            ("6x6", (2, 1, 6), ANY, max, SudokuStatus::InvalidOption),
            ("9x9", (0, 0, 6), ANY, max, SudokuStatus::InvalidOption),
            ("9x9", (0, 4, 3), ANY, max, SudokuStatus::InvalidOption),
            ("9x9", (0, 1, 6), (40, 30), max, SudokuStatus::InvalidOption),
            ("6x6", (0, 1, 6), (20, 40), max, SudokuStatus::InvalidLayout),
            (
                "4x4 killer: ................ aa.............. a=3",
                (0, 1, 4),
                ANY,
                max,
                SudokuStatus::InvalidLayout,
            ),
            (
                "4x4 x anti-king",
                (0, 1, 4),
                ANY,
                max,
                SudokuStatus::Unsolvable,
            ),
            ("9x9", (0, 1, 6), ANY, 100, SudokuStatus::BufferLength),
        ] {
            assert_eq!(
                generate(text, shape, range, room),
                (want, String::new()),
                "{text}"
            );
        }
        let mut line = [7u8; 8];
        // SAFETY: NULL handle: refused before anything is read or written.
        let status = unsafe {
            sudoku_layout_generate_killer(
                core::ptr::null(),
                5,
                0,
                1,
                6,
                0,
                RatingRange::NO_MAXIMUM,
                1,
                line.as_mut_ptr().cast(),
                line.len(),
            )
        };
        assert_eq!((status, line), (SudokuStatus::NullPointer, [7u8; 8]));
        let mut layout = core::ptr::null_mut();
        let text = "9x9";
        // SAFETY: a readable text and a writable handle pointer.
        unsafe {
            sudoku_layout_parse(
                text.as_ptr().cast(),
                3,
                core::ptr::null_mut(),
                0,
                &mut layout,
                core::ptr::null_mut(),
                0,
            )
        };
        // SAFETY: a live handle, a NULL line: refused before anything is written.
        let status = unsafe {
            sudoku_layout_generate_killer(
                layout,
                5,
                0,
                1,
                6,
                0,
                RatingRange::NO_MAXIMUM,
                1_000_000,
                core::ptr::null_mut(),
                0,
            )
        };
        // SAFETY: made above, freed once.
        unsafe { sudoku_layout_free(layout) };
        assert_eq!(status, SudokuStatus::NullPointer);
        let (status, _) = generate("9x9", (0, 1, 6), ANY, SUDOKU_LAYOUT_MAX_LINE);
        assert_eq!(status, SudokuStatus::Ok);
    }
}
