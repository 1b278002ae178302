//! The exports that generate puzzles: one from a seed, or many across threads, at any
//! rating or within a range of ratings.

use super::rating::SUDOKU_LEVEL_ANY;
use super::{SUDOKU_CELLS, SudokuStatus, panic_boundary, write_grid};
use crate::batch::generate_rated_batch;
use crate::generate::GenerateOptions;
use crate::generate::symmetry::Symmetry;
use crate::logic::rating::Level;
use crate::logic::rating_range::RatingRange;
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
            rating: RatingRange::ANY,
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
    // SAFETY: the caller's guarantees are `generate_one`'s.
    unsafe { generate_one(seed, options, ANY, out) }
}

/// `max_tenths` of `sudoku_generate_rated` for a range with no upper bound.
pub const SUDOKU_RATING_NO_MAXIMUM: u16 = u16::MAX;

const _: () = assert!(SUDOKU_RATING_NO_MAXIMUM == RatingRange::NO_MAXIMUM);

/// Generates a puzzle as `sudoku_generate` does whose rating (`sudoku_rate`, on Sudoku
/// Explainer's scale, in tenths) is from `min_tenths` to `max_tenths`, both included: an
/// app's difficulty, where the levels are too coarse. `SUDOKU_RATING_NO_MAXIMUM` as
/// `max_tenths`: no upper bound; only then can the puzzle need more than the library's
/// techniques (a rating that is a lower bound, at `SUDOKU_LEVEL_BEYOND`). The level in
/// `options` must hold too.
///
/// The same seed, options and range give the same puzzle (in every version with the same
/// ratings). Solution grids are made and dug until a puzzle's rating falls in the range, so
/// a narrow or rare range takes longer.
///
/// Returns the statuses of `sudoku_generate`, and `SUDOKU_STATUS_INVALID_OPTION` when
/// `min_tenths` is above `max_tenths`. `out` is written only on success. No allocation,
/// thread-safe.
///
/// cbindgen:ptrs-as-arrays=[[out;SUDOKU_CELLS]]
///
/// # Safety
/// Non-NULL `options` must point to a readable `SudokuGenerateOptions` and non-NULL `out`
/// to 81 writable bytes.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn sudoku_generate_rated(
    seed: u64,
    options: *const SudokuGenerateOptions,
    min_tenths: u16,
    max_tenths: u16,
    out: *mut u8,
) -> SudokuStatus {
    // SAFETY: the caller's guarantees are `generate_one`'s.
    unsafe { generate_one(seed, options, (min_tenths, max_tenths), out) }
}

/// The range of every rating, as the C calls take it: minimum and maximum in tenths.
const ANY: (u16, u16) = (0, SUDOKU_RATING_NO_MAXIMUM);

/// The options and range a C caller passes, or `None` when one is out of range.
///
/// # Safety
/// Non-NULL `options` must point to a readable `SudokuGenerateOptions`.
unsafe fn read_options_and_range(
    options: *const SudokuGenerateOptions,
    (min_tenths, max_tenths): (u16, u16),
) -> Option<(GenerateOptions, RatingRange)> {
    // SAFETY: guaranteed by the caller when `options` is not NULL.
    let options = unsafe { read_options(options) }?;
    Some((options, RatingRange::tenths(min_tenths, max_tenths)?))
}

/// The puzzle for `seed`, `options` and `range`, written to `out` on success only.
///
/// # Safety
/// Non-NULL `options` must point to a readable `SudokuGenerateOptions` and non-NULL `out`
/// to 81 writable bytes.
unsafe fn generate_one(
    seed: u64,
    options: *const SudokuGenerateOptions,
    range: (u16, u16),
    out: *mut u8,
) -> SudokuStatus {
    panic_boundary(|| {
        require_non_null!(out);
        // SAFETY: guaranteed by the caller when `options` is not NULL.
        let Some((options, range)) = (unsafe { read_options_and_range(options, range) }) else {
            return SudokuStatus::InvalidOption;
        };
        match Grid::generate_rated(seed, &options, range) {
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
    // SAFETY: the caller's guarantees are `generate_many`'s.
    unsafe { generate_many(seed, options, ANY, out, n, threads) }
}

/// `sudoku_generate_batch` for puzzles rated within a range: puzzle `i` is exactly what
/// `sudoku_generate_rated` gives for seed `seed + i` (wrapping), the same options and range.
///
/// Returns the statuses of `sudoku_generate_batch`; `SUDOKU_STATUS_INVALID_OPTION` when
/// `min_tenths` is above `max_tenths`. `out` is written only on success, all of it. Every
/// thread has finished before the call returns; allocates as `sudoku_generate_batch` does.
///
/// # Safety
/// Non-NULL `options` must point to a readable `SudokuGenerateOptions`; when `n > 0`, `out`
/// must point to `81 * n` writable bytes.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn sudoku_generate_rated_batch(
    seed: u64,
    options: *const SudokuGenerateOptions,
    min_tenths: u16,
    max_tenths: u16,
    out: *mut u8,
    n: usize,
    threads: u32,
) -> SudokuStatus {
    // SAFETY: the caller's guarantees are `generate_many`'s.
    unsafe { generate_many(seed, options, (min_tenths, max_tenths), out, n, threads) }
}

/// `n` puzzles for `seed + i`, `options` and `range`, written to `out` on success only.
///
/// # Safety
/// Non-NULL `options` must point to a readable `SudokuGenerateOptions`; when `n > 0`, `out`
/// must point to `81 * n` writable bytes.
unsafe fn generate_many(
    seed: u64,
    options: *const SudokuGenerateOptions,
    range: (u16, u16),
    out: *mut u8,
    n: usize,
    threads: u32,
) -> SudokuStatus {
    panic_boundary(|| {
        // SAFETY: guaranteed by the caller when `options` is not NULL.
        let Some((options, range)) = (unsafe { read_options_and_range(options, range) }) else {
            return SudokuStatus::InvalidOption;
        };
        if n == 0 {
            return SudokuStatus::Ok;
        }
        require_non_null!(out);
        let threads = usize::try_from(threads).unwrap_or(usize::MAX);
        let puzzles = generate_rated_batch(seed, &options, range, n, threads);
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
                rating: RatingRange::ANY,
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

    #[test]
    fn rated_puzzles_are_in_their_range_and_a_batch_repeats_the_single_calls() {
        let options = options(1, 0, 1, 0);
        let (min, max) = (36, 45);
        let mut batch = [0u8; 3 * SUDOKU_CELLS];
        // SAFETY: readable options, 3 * 81 writable bytes.
        let status = unsafe {
            sudoku_generate_rated_batch(11, &options, min, max, batch.as_mut_ptr(), 3, 2)
        };
        assert_eq!(status, SudokuStatus::Ok);
        for (index, puzzle) in batch.chunks(SUDOKU_CELLS).enumerate() {
            let mut single = [0u8; SUDOKU_CELLS];
            // SAFETY: readable options, 81 writable bytes.
            let status = unsafe {
                sudoku_generate_rated(11 + index as u64, &options, min, max, single.as_mut_ptr())
            };
            assert_eq!((status, &single[..]), (SudokuStatus::Ok, puzzle));
            let grid = Grid::new(single);
            let tenths = grid.rate().unwrap().tenths();
            assert!((min..=max).contains(&tenths), "{tenths}");
        }
        let untouched = [7u8; SUDOKU_CELLS];
        let mut out = untouched;
        // SAFETY: as above; NULL pointers are answered with a status.
        unsafe {
            let reversed = sudoku_generate_rated(1, &options, 50, 40, out.as_mut_ptr());
            assert_eq!(reversed, SudokuStatus::InvalidOption);
            let null = sudoku_generate_rated(1, &options, 50, 40, core::ptr::null_mut());
            assert_eq!(null, SudokuStatus::NullPointer);
            let reversed = sudoku_generate_rated_batch(1, &options, 9, 8, out.as_mut_ptr(), 1, 1);
            assert_eq!(reversed, SudokuStatus::InvalidOption);
        }
        assert_eq!(out, untouched);
    }
}
