//! The exports for a player's grid: pencil marks, the next step as a hint, and its
//! sentence. None allocates.

use core::ffi::c_char;
use std::panic::{AssertUnwindSafe, catch_unwind};

use super::{SUDOKU_CELLS, SudokuStatus, panic_boundary, read_grid};
use crate::logic::candidates::Candidates;
use crate::logic::hint::{Hint, MistakeKind, Technique};
use crate::logic::hint::{MAX_CELLS, MAX_HOUSES};
use crate::model::error::PuzzleError;

/// Key cells a `SudokuHint` can list.
pub const SUDOKU_HINT_CELLS: usize = 16;

/// Houses a `SudokuHint` can list.
pub const SUDOKU_HINT_HOUSES: usize = 8;

const _: () = assert!(SUDOKU_HINT_CELLS == MAX_CELLS && SUDOKU_HINT_HOUSES == MAX_HOUSES);

/// Where a chain hint keeps its kind of chain: the last element of `houses`.
const CHAIN_KIND_AT: usize = SUDOKU_HINT_HOUSES - 1;

/// The value of `SudokuHint::mistake` for a hint that is not a mistake; a mistake's is a
/// `SudokuMistake`.
pub const SUDOKU_MISTAKE_NONE: i32 = 0;

/// One step a person would take next: the technique, what it proves, and the cells,
/// houses and digits that justify it, for an app to highlight. Plain data of fixed size.
///
/// Cells are 0-based row-major indices (0..80); houses are numbered rows 0..8, columns
/// 9..17, boxes 18..26 (boxes row-major from the top left); digit masks have bit `d - 1`
/// for digit `d`. A step either places one digit (`digit` non-zero) or removes candidates
/// (`eliminations`).
#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SudokuHint {
    /// The technique: a `SudokuTechnique` value.
    pub technique: i32,
    /// For a mistake, what is wrong: a `SudokuMistake` value; `SUDOKU_MISTAKE_NONE` (0)
    /// otherwise.
    pub mistake: i32,
    /// The cell the step places its digit in (0 when it places none).
    pub cell: i32,
    /// The digit the step places, or 0 when it only removes candidates.
    pub digit: i32,
    /// The digits the pattern is about, as a mask.
    pub digits: u16,
    /// How many of `cells` are used.
    pub cell_count: u8,
    /// How many of `houses` are used.
    pub house_count: u8,
    /// The key cells, in the order the sentence names them.
    pub cells: [u8; SUDOKU_HINT_CELLS],
    /// The houses the sentence names, in order (for a fish: base lines, then cover lines).
    /// A chain hint (the cycles and forcing chains) names at most one house and keeps the
    /// kind of its chain (a `SudokuChainKind`) in the last element,
    /// `houses[SUDOKU_HINT_HOUSES - 1]`, which
    /// `sudoku_hint_text` reads: hand it the struct as the library wrote it.
    pub houses: [u8; SUDOKU_HINT_HOUSES],
    /// For each cell, the candidates the step removes, as a mask.
    pub eliminations: [u16; SUDOKU_CELLS],
    /// For each cell, the candidates that make up the pattern, as a mask; for a mistake,
    /// the wrong cell with the digit it holds (or, for pencil marks, lacks).
    pub pattern: [u16; SUDOKU_CELLS],
}

impl From<&Hint> for SudokuHint {
    fn from(hint: &Hint) -> Self {
        let (cell, digit) = hint.placement().map_or((0, 0), |(cell, digit)| {
            (cell.index() as i32, i32::from(digit))
        });
        let mut cells = [0; SUDOKU_HINT_CELLS];
        cells[..hint.cell_list().len()].copy_from_slice(hint.cell_list());
        let mut houses = [0; SUDOKU_HINT_HOUSES];
        houses[..hint.house_list().len()].copy_from_slice(hint.house_list());
        if hint.chain_kind() != 0 {
            // A chain names one house at most: the last element is free for its kind.
            debug_assert!(hint.house_list().len() < SUDOKU_HINT_HOUSES);
            houses[CHAIN_KIND_AT] = hint.chain_kind();
        }
        SudokuHint {
            technique: hint.technique() as i32,
            mistake: hint
                .mistake()
                .map_or(SUDOKU_MISTAKE_NONE, |kind| kind as i32),
            cell,
            digit,
            digits: hint.digits(),
            cell_count: hint.cell_list().len() as u8,
            house_count: hint.house_list().len() as u8,
            cells,
            houses,
            eliminations: *hint.elimination_masks(),
            pattern: *hint.pattern_masks(),
        }
    }
}

impl SudokuHint {
    /// The hint this holds, when every field is in range and its lists make the sentence of
    /// its technique: a C caller may hand back any bytes.
    pub(super) fn to_hint(self) -> Option<Hint> {
        let technique = u8::try_from(self.technique)
            .ok()
            .and_then(Technique::from_number)?;
        let mistake = match self.mistake {
            SUDOKU_MISTAKE_NONE => None,
            value => Some(MistakeKind::from_i32(value)?),
        };
        let cell = usize::try_from(self.cell).ok().filter(|&cell| cell < 81)?;
        let digit = u8::try_from(self.digit).ok().filter(|&digit| digit <= 9)?;
        let cells = self.cells.get(..usize::from(self.cell_count))?;
        let houses = self.houses.get(..usize::from(self.house_count))?;
        let chain_kind = match self.houses[CHAIN_KIND_AT] {
            _ if !technique.is_chain() || houses.len() > CHAIN_KIND_AT => 0,
            0 => 0,
            number => Hint::is_chain_kind(number).then_some(number)?,
        };
        let masks_in_range = [self.digits]
            .iter()
            .chain(&self.eliminations)
            .chain(&self.pattern)
            .all(|&mask| mask <= 0x1ff);
        if !masks_in_range
            || cells.iter().any(|&cell| cell >= 81)
            || houses.iter().any(|&h| h >= 27)
        {
            return None;
        }
        let mut hint = Hint::new(technique)
            .with_digits(self.digits)
            .with_masks(self.eliminations, self.pattern);
        if digit != 0 {
            hint = hint.with_placement(cell, digit);
        }
        if let Some(kind) = mistake {
            hint = hint.with_mistake(kind);
        }
        for &cell in cells {
            hint = hint.with_cell(usize::from(cell));
        }
        for &house in houses {
            hint = hint.with_house(usize::from(house));
        }
        if chain_kind != 0 {
            hint = hint.with_chain_kind(chain_kind);
        }
        hint.describable().then_some(hint)
    }
}

/// The basic pencil marks of a grid: for each empty cell, bit `d - 1` of `out[i]` set when
/// digit `d` clashes with no filled cell of its row, column or box; for a filled cell, its
/// own digit's bit. No solving.
///
/// Returns `SUDOKU_STATUS_OK`, `SUDOKU_STATUS_NULL_POINTER` (`in` or `out` is NULL),
/// `SUDOKU_STATUS_INVALID_CELL` or `SUDOKU_STATUS_CONFLICT`, as `sudoku_validate` does;
/// `out` is written only on success. No allocation, thread-safe.
///
/// cbindgen:ptrs-as-arrays=[[in;SUDOKU_CELLS], [out;SUDOKU_CELLS]]
///
/// # Safety
/// Non-NULL `in` must point to 81 readable bytes and non-NULL `out` to 81 writable
/// `uint16_t`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn sudoku_candidates(r#in: *const u8, out: *mut u16) -> SudokuStatus {
    panic_boundary(|| {
        require_non_null!(r#in, out);
        // SAFETY: `in` is non-NULL and the caller guarantees 81 readable bytes.
        let grid = unsafe { read_grid(r#in) };
        match grid.candidates() {
            Ok(marks) => {
                // SAFETY: `out` is non-NULL and the caller guarantees 81 writable `uint16_t`.
                unsafe {
                    out.cast::<[u16; SUDOKU_CELLS]>()
                        .write_unaligned(*marks.masks())
                };
                SudokuStatus::Ok
            }
            Err(error) => SudokuStatus::from(&error),
        }
    })
}

/// The next step a person would take on a player's grid, explained: `*hint` receives it.
///
/// `in` is the player's current grid, givens and entries alike (0 for an empty cell).
/// `marks` is NULL for the basic pencil marks (`sudoku_candidates`), or the player's own
/// marks (81 masks, bit `d - 1` for digit `d`; bits above the ninth are ignored), which may
/// have digits removed.
///
/// A mistake comes first: when an entry contradicts the solution, or the marks of an empty
/// cell leave out the solution's digit, the hint is `SUDOKU_TECHNIQUE_MISTAKE` naming the
/// cell. Without the givens, a wrong entry and a given cannot be told apart: the hint then
/// lists every filled cell whose removal leaves exactly one completion (a single wrong
/// entry is always among them); `sudoku_hint_with_givens` names the wrong cell. Otherwise
/// the easiest step by the fixed order of `SudokuTechnique`, and when none applies, the
/// solution's digit for the empty cell with the fewest candidates
/// (`SUDOKU_TECHNIQUE_SOLUTION_DIGIT`).
///
/// Returns `SUDOKU_STATUS_OK`; `SUDOKU_STATUS_NULL_POINTER` (`in` or `hint` is NULL);
/// `SUDOKU_STATUS_INVALID_CELL`; `SUDOKU_STATUS_CONFLICT` or `SUDOKU_STATUS_UNSOLVABLE`
/// when the grid has no completion and no single wrong entry explains it;
/// `SUDOKU_STATUS_NOT_UNIQUE` when it has several; `SUDOKU_STATUS_ALREADY_SOLVED` when every
/// cell is filled and nothing is wrong (a solved grid is a status, not a technique: there
/// is no step to show). `*hint` is written only on success. No allocation, thread-safe.
///
/// cbindgen:ptrs-as-arrays=[[in;SUDOKU_CELLS]]
///
/// # Safety
/// Non-NULL `in` must point to 81 readable bytes, non-NULL `marks` to 81 readable
/// `uint16_t`, and non-NULL `hint` to a writable `SudokuHint`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn sudoku_hint(
    r#in: *const u8,
    marks: *const u16,
    hint: *mut SudokuHint,
) -> SudokuStatus {
    panic_boundary(|| {
        require_non_null!(r#in, hint);
        // SAFETY: `in` is non-NULL and the caller guarantees 81 readable bytes.
        let grid = unsafe { read_grid(r#in) };
        // SAFETY: guaranteed by the caller when `marks` is not NULL.
        let marks = unsafe { read_marks(marks) };
        // SAFETY: `hint` is non-NULL and the caller guarantees it is writable.
        unsafe { write_hint(grid.hint(marks.as_ref()), hint) }
    })
}

/// `sudoku_hint` for an app that knows the puzzle's givens: `givens` is the puzzle as it
/// was set, `in` the player's grid. The solution is the givens' own, so any filled cell of
/// `in` that differs from it is named as the mistake, the first in row-major order.
///
/// Returns as `sudoku_hint`, with the givens' errors first: `SUDOKU_STATUS_NULL_POINTER`
/// (`in`, `givens` or `hint` is NULL); `SUDOKU_STATUS_INVALID_CELL`,
/// `SUDOKU_STATUS_CONFLICT`, `SUDOKU_STATUS_UNSOLVABLE` or `SUDOKU_STATUS_NOT_UNIQUE` when
/// the givens are not a proper puzzle; `SUDOKU_STATUS_INVALID_CELL` for a byte of `in`
/// above 9; `SUDOKU_STATUS_ALREADY_SOLVED`. `*hint` is written only on success. No
/// allocation, thread-safe.
///
/// cbindgen:ptrs-as-arrays=[[in;SUDOKU_CELLS], [givens;SUDOKU_CELLS]]
///
/// # Safety
/// Non-NULL `in` and `givens` must each point to 81 readable bytes, non-NULL `marks` to 81
/// readable `uint16_t`, and non-NULL `hint` to a writable `SudokuHint`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn sudoku_hint_with_givens(
    r#in: *const u8,
    givens: *const u8,
    marks: *const u16,
    hint: *mut SudokuHint,
) -> SudokuStatus {
    panic_boundary(|| {
        require_non_null!(r#in, givens, hint);
        // SAFETY: both are non-NULL and the caller guarantees 81 readable bytes behind each.
        let (grid, givens) = unsafe { (read_grid(r#in), read_grid(givens)) };
        // SAFETY: guaranteed by the caller when `marks` is not NULL.
        let marks = unsafe { read_marks(marks) };
        // SAFETY: `hint` is non-NULL and the caller guarantees it is writable.
        unsafe { write_hint(grid.hint_with_givens(&givens, marks.as_ref()), hint) }
    })
}

/// Writes the hint's English sentence into `buf`, for example `Hidden single: in box 5, 7
/// fits only r5c4.` (rows and columns from 1, `rXcY`), and returns its length in bytes
/// without the NUL: the size `buf` needs is one more.
///
/// Never writes past `len` bytes; when `len > 0`, what is written ends with a NUL, cut
/// short when the sentence does not fit. `buf` may be NULL when `len` is 0, to ask for the
/// length. Returns 0, and writes an empty string when it can, when `hint` is NULL or does
/// not hold a hint this library could have made (a field out of range, or lists too short
/// for its technique's sentence): a sentence is never empty. ASCII text. No allocation,
/// thread-safe.
///
/// # Safety
/// Non-NULL `hint` must point to a readable `SudokuHint`; `buf` must point to `len`
/// writable bytes when it is not NULL.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn sudoku_hint_text(
    hint: *const SudokuHint,
    buf: *mut c_char,
    len: usize,
) -> usize {
    let written = catch_unwind(AssertUnwindSafe(|| {
        // SAFETY: the caller guarantees `len` writable bytes at non-NULL `buf`, which
        // nothing else accesses during the call.
        let buffer = unsafe { super::text_buffer(buf, len) };
        let hint = if hint.is_null() {
            None
        } else {
            // SAFETY: `hint` is non-NULL and the caller guarantees a readable `SudokuHint`;
            // it is plain data, valid for any bytes.
            unsafe { hint.read_unaligned() }.to_hint()
        };
        match hint {
            Some(hint) => hint.write_text(buffer),
            None => {
                if let Some(first) = buffer.first_mut() {
                    *first = 0;
                }
                0
            }
        }
    }));
    written.unwrap_or(0)
}

/// The player's marks from C, or `None` for the basic ones.
///
/// # Safety
/// Non-NULL `marks` must point to 81 readable `uint16_t`.
pub(super) unsafe fn read_marks(marks: *const u16) -> Option<Candidates> {
    (!marks.is_null()).then(|| {
        // SAFETY: non-NULL, and the caller guarantees 81 readable `uint16_t`.
        Candidates::new(unsafe { marks.cast::<[u16; SUDOKU_CELLS]>().read_unaligned() })
    })
}

/// Writes a hint out to C, or maps its error to a status.
///
/// # Safety
/// `out` must be non-NULL and point to a writable `SudokuHint`.
unsafe fn write_hint(hint: Result<Hint, PuzzleError>, out: *mut SudokuHint) -> SudokuStatus {
    match hint {
        Ok(hint) => {
            // SAFETY: guaranteed by the caller.
            unsafe { out.write_unaligned(SudokuHint::from(&hint)) };
            SudokuStatus::Ok
        }
        Err(error) => SudokuStatus::from(&error),
    }
}

/// The name of a `SudokuTechnique` value, as hints' sentences start with it (for example
/// "Hidden single"): a static, NUL-terminated string, never NULL; values that are not a
/// technique get "unknown technique".
#[unsafe(no_mangle)]
pub extern "C" fn sudoku_technique_name(technique: i32) -> *const c_char {
    let name = u8::try_from(technique)
        .ok()
        .and_then(Technique::from_number)
        .map_or(c"unknown technique", Technique::c_name);
    name.as_ptr()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::grid::Grid;
    use core::ffi::CStr;

    #[test]
    fn technique_names_are_the_rust_ones() {
        for technique in Technique::ALL {
            // SAFETY: the function returns a static NUL-terminated string.
            let name = unsafe { CStr::from_ptr(sudoku_technique_name(technique.number().into())) };
            assert_eq!(name.to_str(), Ok(technique.name()));
        }
        // The first number after the last technique's.
        let past_the_last = Technique::ALL.len() as i32;
        for value in [-1, past_the_last, i32::MAX] {
            // SAFETY: as above.
            let name = unsafe { CStr::from_ptr(sudoku_technique_name(value)) };
            assert_eq!(name, c"unknown technique");
        }
    }

    #[test]
    fn a_hint_survives_the_round_trip_and_garbage_does_not() {
        let puzzle: Grid = "103000509002109400000704000300502006060000050\
                            700803004000401000009205800804000107"
            .parse()
            .unwrap();
        let hint = puzzle.hint(None).unwrap();
        let c_hint = SudokuHint::from(&hint);
        assert_eq!(c_hint.to_hint(), Some(hint));
        let broken = [
            SudokuHint {
                technique: Technique::ALL.len() as i32,
                ..c_hint
            },
            SudokuHint {
                mistake: 3,
                ..c_hint
            },
            SudokuHint { cell: 81, ..c_hint },
            SudokuHint {
                digit: 10,
                ..c_hint
            },
            SudokuHint {
                cell_count: 17,
                ..c_hint
            },
            SudokuHint {
                cells: [81; SUDOKU_HINT_CELLS],
                ..c_hint
            },
            SudokuHint {
                houses: [27; SUDOKU_HINT_HOUSES],
                ..c_hint
            },
            SudokuHint {
                digits: 0x200,
                ..c_hint
            },
            // A hidden single names its cell and its house.
            SudokuHint {
                house_count: 0,
                ..c_hint
            },
        ];
        for hint in broken {
            assert_eq!(hint.to_hint(), None, "{hint:?}");
        }
    }
}
