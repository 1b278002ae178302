//! The exports that generate puzzles: one from a seed, or many across threads.

use super::rating::SUDOKU_LEVEL_ANY;
use super::{SUDOKU_CELLS, SudokuStatus, panic_boundary, write_grid};
use crate::batch::generate_batch;
use crate::generate::GenerateOptions;
use crate::generate::symmetry::Symmetry;
use crate::logic::rating::Level;
use crate::model::grid::Grid;

/// How to generate a puzzle. Plain data of fixed size; a zero-initialized struct (`{0}`)
/// asks for the same puzzle as NULL options: no symmetry, minimal, any level, no bound on
/// givens.
#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SudokuGenerateOptions {
    /// The symmetry of the givens: a `SudokuSymmetry` value.
    pub symmetry: i32,
    /// The level the puzzle's rating must have: a `SudokuLevel` value, `SUDOKU_LEVEL_ANY`
    /// for any.
    pub level: i32,
    /// Non-zero: every given is needed (no given, or orbit of givens under the symmetry, can
    /// go without a second solution). Zero: removal stops once the givens are at most
    /// `max_givens`; without a bound it goes on, and the puzzle comes out minimal all the
    /// same.
    pub minimal: i32,
    /// The most givens the puzzle may have: 17 to 81, or 0 for no bound (as 81).
    pub max_givens: i32,
}

impl SudokuGenerateOptions {
    /// The options these values ask for, or `None` when one is out of range.
    fn to_options(self) -> Option<GenerateOptions> {
        let number = |value: i32| u8::try_from(value).ok();
        let symmetry = number(self.symmetry).and_then(Symmetry::from_number)?;
        let level = match self.level {
            SUDOKU_LEVEL_ANY => None,
            value => Some(number(value).and_then(Level::from_number)?),
        };
        let max_givens = match self.max_givens {
            0 => 81,
            value @ 17..=81 => number(value)?,
            _ => return None,
        };
        Some(GenerateOptions {
            symmetry,
            minimal: self.minimal != 0,
            level,
            max_givens,
        })
    }
}

/// The options a C caller passes: NULL for the defaults, `None` when a value is out of
/// range.
///
/// # Safety
/// Non-NULL `options` must point to a readable `SudokuGenerateOptions`.
unsafe fn read_options(options: *const SudokuGenerateOptions) -> Option<GenerateOptions> {
    if options.is_null() {
        return Some(GenerateOptions::default());
    }
    // SAFETY: non-NULL, and the caller guarantees a readable `SudokuGenerateOptions`; it
    // is plain integers, valid for any bytes.
    unsafe { options.read_unaligned() }.to_options()
}

/// Generates a puzzle with exactly one completion: `out` receives it (0 for a blank).
///
/// The same `seed` and options give the same puzzle on every platform and in every 1.x
/// version (the tests pin puzzles): a seeded xoshiro256++ stream, never a global
/// generator. A puzzle asked at a level depends on the ratings too: a version that changes
/// them (as its CHANGELOG entry says) may give another puzzle at that level. `options` is NULL for the defaults (see `SudokuGenerateOptions`).
///
/// Returns `SUDOKU_STATUS_OK`, `SUDOKU_STATUS_NULL_POINTER` (`out` is NULL),
/// `SUDOKU_STATUS_INVALID_OPTION` (an option out of range), or `SUDOKU_STATUS_GAVE_UP` when
/// no puzzle met the options within the attempts allowed (100,000 solution grids: a very
/// low `max_givens`, or a rare level with a tight bound). `out` is written only on success.
/// No allocation, thread-safe; a level that needs several attempts takes longer.
///
/// cbindgen:ptrs-as-arrays=[[out;SUDOKU_CELLS]]
///
/// # Safety
/// Non-NULL `options` must point to a readable `SudokuGenerateOptions` and non-NULL `out`
/// to 81 writable bytes.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn sudoku_generate(
    seed: u64,
    options: *const SudokuGenerateOptions,
    out: *mut u8,
) -> SudokuStatus {
    panic_boundary(|| {
        require_non_null!(out);
        // SAFETY: guaranteed by the caller when `options` is not NULL.
        let Some(options) = (unsafe { read_options(options) }) else {
            return SudokuStatus::InvalidOption;
        };
        match Grid::generate(seed, &options) {
            Ok(puzzle) => {
                // SAFETY: `out` is non-NULL and the caller guarantees 81 writable bytes.
                unsafe { write_grid(&puzzle, out) };
                SudokuStatus::Ok
            }
            Err(error) => SudokuStatus::from(&error),
        }
    })
}

/// Generates `n` puzzles laid end to end in `out` (81 bytes each) on `threads` threads
/// (0 = one per available core): puzzle `i` is exactly what `sudoku_generate` gives for seed
/// `seed + i` (wrapping) and the same options.
///
/// Returns `SUDOKU_STATUS_OK`; `SUDOKU_STATUS_NULL_POINTER` when `out` is NULL and `n > 0`;
/// `SUDOKU_STATUS_INVALID_OPTION`; or `SUDOKU_STATUS_GAVE_UP` when any puzzle gave up. `out`
/// is written only on success, all of it: the puzzles are made in memory of the library's
/// own first. Every thread has finished before the call returns. Unlike the single calls,
/// this one allocates (its threads, and the puzzles before they are copied out).
///
/// # Safety
/// Non-NULL `options` must point to a readable `SudokuGenerateOptions`; when `n > 0`, `out`
/// must point to `81 * n` writable bytes.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn sudoku_generate_batch(
    seed: u64,
    options: *const SudokuGenerateOptions,
    out: *mut u8,
    n: usize,
    threads: u32,
) -> SudokuStatus {
    panic_boundary(|| {
        // SAFETY: guaranteed by the caller when `options` is not NULL.
        let Some(options) = (unsafe { read_options(options) }) else {
            return SudokuStatus::InvalidOption;
        };
        if n == 0 {
            return SudokuStatus::Ok;
        }
        require_non_null!(out);
        let threads = usize::try_from(threads).unwrap_or(usize::MAX);
        let puzzles = generate_batch(seed, &options, n, threads);
        if let Some(Err(error)) = puzzles.iter().find(|puzzle| puzzle.is_err()) {
            return SudokuStatus::from(error);
        }
        for (index, puzzle) in puzzles.iter().enumerate() {
            if let Ok(puzzle) = puzzle {
                // SAFETY: index < n, and the caller guarantees 81 * n writable bytes.
                unsafe { write_grid(puzzle, out.add(index * SUDOKU_CELLS)) };
            }
        }
        SudokuStatus::Ok
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn options(symmetry: i32, level: i32, minimal: i32, max_givens: i32) -> SudokuGenerateOptions {
        SudokuGenerateOptions {
            symmetry,
            level,
            minimal,
            max_givens,
        }
    }

    #[test]
    fn options_in_range_map_and_others_do_not() {
        assert_eq!(
            options(0, 0, 1, 0).to_options(),
            Some(GenerateOptions::default())
        );
        assert_eq!(
            options(2, 3, 0, 30).to_options(),
            Some(GenerateOptions {
                symmetry: Symmetry::Rotate90,
                minimal: false,
                level: Some(Level::Hard),
                max_givens: 30,
            })
        );
        for bad in [
            options(5, 0, 1, 0),
            options(-1, 0, 1, 0),
            options(0, 6, 1, 0),
            options(0, -1, 1, 0),
            options(0, 0, 1, 16),
            options(0, 0, 1, 82),
            options(0, 0, 1, 256 + 30),
            options(0, 0, 1, -1),
        ] {
            assert_eq!(bad.to_options(), None, "{bad:?}");
        }
    }
}
