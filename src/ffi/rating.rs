//! The export that rates a puzzle, and the names of its levels. None allocates.

use core::ffi::c_char;

use super::{SudokuStatus, panic_boundary, read_grid};
use crate::logic::rating::{Level, Rating, STEP_KINDS};

/// Room in `SudokuRating::steps`: one count for each of the first 32 `SudokuTechnique`
/// values (the struct keeps its size; `SudokuRatingDetails` counts every technique).
pub const SUDOKU_RATING_STEPS: usize = 32;

/// Room in `SudokuRatingDetails::steps`: one count per `SudokuTechnique` value, with room to
/// grow.
pub const SUDOKU_RATING_DETAIL_STEPS: usize = 64;

const _: () = assert!(SUDOKU_RATING_DETAIL_STEPS == STEP_KINDS);

/// `SudokuGenerateOptions::level` for any level; the levels themselves are `SudokuLevel`
/// values, 1 to 5.
pub const SUDOKU_LEVEL_ANY: i32 = 0;

/// How hard a puzzle is for a person, from a logic solve that always takes the easiest
/// step (the step `sudoku_hint` shows). Plain data of fixed size.
///
/// The rating is on the scale Sudoku Explainer made the community standard, in tenths:
/// full house 1.0, hidden single 1.2 in a box and 1.5 in a row or column, Sudoku
/// Explainer's direct pointing 1.7, direct claiming 1.9 and direct hidden pair 2.0 (a
/// locking or hidden pair whose removals leave a hidden single, placed in the same step),
/// naked single 2.3, direct hidden triple 2.5, pointing 2.6, claiming 2.8, naked pair 3.0, X-Wing 3.2, hidden pair 3.4, naked triple
/// 3.6, Swordfish 3.8, hidden triple 4.0, chains of 2 to 6 strong links 4.0 to 6.8,
/// XY-Wing 4.2, XYZ-Wing 4.4, unique rectangles and loops 4.5 to 5.6, naked quad 5.0,
/// Jellyfish 5.2, hidden quad 5.4, Sukaku Explainer's wings and BUG 5.5 to 6.6, Sudoku
/// Explainer's cycles and forcing chains 6.5 to 8.5 plus their length additions, X-Chain
/// 6.6 and W-Wing 7.0 (each plus a length modifier), the solution's digit 7.1 (a lower
/// bound). Source: "Difficulty ratings in Sudoku Explainer v1.2.1", SukakuExplainer wiki,
/// and Sukaku Explainer's source; the Rust docs of `Rating` say how the techniques map onto
/// it.
#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SudokuRating {
    /// The level: a `SudokuLevel` value, `SUDOKU_LEVEL_EASY` to `SUDOKU_LEVEL_BEYOND`, the
    /// range `tenths` falls in (the ranges are on `SudokuLevel`).
    pub level: i32,
    /// The technique of the hardest step: a `SudokuTechnique` value.
    pub hardest: i32,
    /// The rating of the hardest step in tenths (45 for 4.5).
    pub tenths: i32,
    /// The number of givens.
    pub givens: i32,
    /// Steps taken, indexed by `SudokuTechnique` value.
    pub steps: [u16; SUDOKU_RATING_STEPS],
}

impl From<&Rating> for SudokuRating {
    fn from(rating: &Rating) -> Self {
        // The details hold every field of the rating, and more.
        let details = SudokuRatingDetails::from(rating);
        let mut steps = [0; SUDOKU_RATING_STEPS];
        steps.copy_from_slice(&details.steps[..SUDOKU_RATING_STEPS]);
        SudokuRating {
            level: details.level,
            hardest: details.hardest,
            tenths: details.tenths,
            givens: details.givens,
            steps,
        }
    }
}

/// A rating with everything Sudoku Explainer reports: `SudokuRating`'s fields, its pearl and
/// diamond, and a step count for every technique. Plain data of fixed size.
#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SudokuRatingDetails {
    /// The level: a `SudokuLevel` value, `SUDOKU_LEVEL_EASY` to `SUDOKU_LEVEL_BEYOND`, the
    /// range `tenths` falls in (the ranges are on `SudokuLevel`).
    pub level: i32,
    /// The technique of the hardest step: a `SudokuTechnique` value.
    pub hardest: i32,
    /// The rating of the hardest step in tenths (45 for 4.5): Sudoku Explainer's ER.
    pub tenths: i32,
    /// The number of givens.
    pub givens: i32,
    /// Sudoku Explainer's pearl (EP), in tenths: the hardest step up to and including the
    /// first that places a digit.
    pub pearl: i32,
    /// Sudoku Explainer's diamond (ED), in tenths: the rating of the first step.
    pub diamond: i32,
    /// Steps taken, indexed by `SudokuTechnique` value.
    pub steps: [u16; SUDOKU_RATING_DETAIL_STEPS],
}

impl From<&Rating> for SudokuRatingDetails {
    fn from(rating: &Rating) -> Self {
        SudokuRatingDetails {
            level: rating.level() as i32,
            hardest: rating.hardest() as i32,
            tenths: i32::from(rating.tenths()),
            givens: rating.givens() as i32,
            pearl: i32::from(rating.pearl_tenths()),
            diamond: i32::from(rating.diamond_tenths()),
            steps: *rating.step_counts(),
        }
    }
}

/// Rates a puzzle: solves it by logic alone with the techniques of `SudokuTechnique`,
/// always taking the easiest step, and `*rating` receives the hardest technique needed,
/// its rating, the level, the steps by technique and the number of givens. Puzzles that need
/// more than these techniques are rated too, at `SUDOKU_LEVEL_BEYOND`, the rating a lower
/// bound (the steps count `SUDOKU_TECHNIQUE_SOLUTION_DIGIT`).
///
/// Returns `SUDOKU_STATUS_OK`, `SUDOKU_STATUS_NULL_POINTER` (`in` or `rating` is NULL),
/// `SUDOKU_STATUS_INVALID_CELL`, `SUDOKU_STATUS_CONFLICT`, `SUDOKU_STATUS_UNSOLVABLE`, or
/// `SUDOKU_STATUS_NOT_UNIQUE` for a grid with several completions. `*rating` is written only
/// on success. No allocation, thread-safe.
///
/// cbindgen:ptrs-as-arrays=[[in;SUDOKU_CELLS]]
///
/// # Safety
/// Non-NULL `in` must point to 81 readable bytes and non-NULL `rating` to a writable
/// `SudokuRating`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn sudoku_rate(r#in: *const u8, rating: *mut SudokuRating) -> SudokuStatus {
    // SAFETY: the caller's guarantees are `rate_into`'s; no work pointer.
    unsafe { rate_into(r#in, u64::MAX, rating, core::ptr::null_mut()) }
}

/// Rates a puzzle as `sudoku_rate` does, and `*details` receives the rating with Sudoku
/// Explainer's pearl and diamond and a step count for every technique (`SudokuRating`
/// counts the first 32 techniques only).
///
/// Returns the statuses of `sudoku_rate` (`SUDOKU_STATUS_NULL_POINTER` when `in` or
/// `details` is NULL). `*details` is written only on success. No allocation, thread-safe.
///
/// cbindgen:ptrs-as-arrays=[[in;SUDOKU_CELLS]]
///
/// # Safety
/// Non-NULL `in` must point to 81 readable bytes and non-NULL `details` to a writable
/// `SudokuRatingDetails`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn sudoku_rate_details(
    r#in: *const u8,
    details: *mut SudokuRatingDetails,
) -> SudokuStatus {
    // SAFETY: the caller's guarantees are `rate_into`'s; no work pointer.
    unsafe { rate_into(r#in, u64::MAX, details, core::ptr::null_mut()) }
}

/// `SUDOKU_RATE_UNBOUNDED` as `max_work`: no bound but the library's own (each chain search
/// is bounded, and so the whole rating): `sudoku_rate_details` with the work reported.
pub const SUDOKU_RATE_UNBOUNDED: u64 = u64::MAX;

/// Rates a puzzle as `sudoku_rate_details` does, within a bound on its work: for a caller
/// that must answer in time whatever the puzzle. `*details` receives the same rating when
/// the rating takes at most `max_work` units, and `*work` (when `work` is not NULL) the
/// units it took.
///
/// A unit is a step taken, a technique searched for, or a potential that a chain search
/// follows; each costs at most a fixed time, so the bound is a bound on time. A puzzle takes
/// the same work on every machine, run and thread: rate a sample of the puzzles an app
/// expects with `SUDOKU_RATE_UNBOUNDED`, then choose the bound from the works reported.
///
/// Returns the statuses of `sudoku_rate`, and `SUDOKU_STATUS_BUDGET_EXCEEDED` when the
/// rating would take more than `max_work` units. `*details` and `*work` are written only on
/// success. No allocation, thread-safe.
///
/// cbindgen:ptrs-as-arrays=[[in;SUDOKU_CELLS]]
///
/// # Safety
/// Non-NULL `in` must point to 81 readable bytes, non-NULL `details` to a writable
/// `SudokuRatingDetails`, and non-NULL `work` to a writable `uint64_t`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn sudoku_rate_details_within(
    r#in: *const u8,
    max_work: u64,
    details: *mut SudokuRatingDetails,
    work: *mut u64,
) -> SudokuStatus {
    // SAFETY: the caller's guarantees are `rate_into`'s.
    unsafe { rate_into(r#in, max_work, details, work) }
}

/// Rates the puzzle at `in` within `max_work` units and writes the rating, in the output's
/// shape, to `*out`, and its work to `*work` unless `work` is NULL, on success only.
///
/// # Safety
/// Non-NULL `in` must point to 81 readable bytes, non-NULL `out` to a writable `T`, and
/// non-NULL `work` to a writable `u64`.
unsafe fn rate_into<T: for<'a> From<&'a Rating>>(
    r#in: *const u8,
    max_work: u64,
    out: *mut T,
    work: *mut u64,
) -> SudokuStatus {
    panic_boundary(|| {
        require_non_null!(r#in, out);
        // SAFETY: `in` is non-NULL and the caller guarantees 81 readable bytes.
        let grid = unsafe { read_grid(r#in) };
        match grid.rate_within(max_work) {
            Ok(rated) => {
                // SAFETY: `out` is non-NULL and the caller guarantees it is writable.
                unsafe { out.write_unaligned(T::from(&rated)) };
                if !work.is_null() {
                    // SAFETY: `work` is non-NULL and the caller guarantees it is writable.
                    unsafe { work.write_unaligned(rated.work()) };
                }
                SudokuStatus::Ok
            }
            Err(error) => SudokuStatus::from(&error),
        }
    })
}

/// The name of a `SudokuLevel` value in capitals (for example "HARD"): a static,
/// NUL-terminated string, never NULL; `SUDOKU_LEVEL_ANY` is "ANY", and values that are
/// not a level get "unknown level".
#[unsafe(no_mangle)]
pub extern "C" fn sudoku_level_name(level: i32) -> *const c_char {
    let name = match level {
        SUDOKU_LEVEL_ANY => c"ANY",
        _ => u8::try_from(level)
            .ok()
            .and_then(Level::from_number)
            .map_or(c"unknown level", Level::c_name),
    };
    name.as_ptr()
}

#[cfg(test)]
mod tests {
    use super::*;
    use core::ffi::CStr;

    /// Details with every field zero: what a test's outputs start as.
    const EMPTY_DETAILS: SudokuRatingDetails = SudokuRatingDetails {
        level: 0,
        hardest: 0,
        tenths: 0,
        givens: 0,
        pearl: 0,
        diamond: 0,
        steps: [0; SUDOKU_RATING_DETAIL_STEPS],
    };

    #[test]
    fn level_names_are_the_rust_ones() {
        for level in Level::ALL {
            // SAFETY: the function returns a static NUL-terminated string.
            let name = unsafe { CStr::from_ptr(sudoku_level_name(level as i32)) };
            assert_eq!(name.to_str(), Ok(level.name()));
        }
        // SAFETY: as above.
        let name = |value| unsafe { CStr::from_ptr(sudoku_level_name(value)) };
        assert_eq!(name(0), c"ANY");
        assert_eq!(name(6), c"unknown level");
        assert_eq!(name(-1), c"unknown level");
    }

    #[test]
    fn details_repeat_the_rating_and_add_pearl_diamond_and_every_count() {
        // A bank puzzle that serate rates ER 6.4, EP 1.0, ED 1.0.
        let line =
            b"064000300010003675370000008040582000000401000000967030400000083137800090008000750";
        let puzzle: [u8; 81] = core::array::from_fn(|cell| line[cell] - b'0');
        let mut rating = SudokuRating {
            level: 0,
            hardest: 0,
            tenths: 0,
            givens: 0,
            steps: [0; SUDOKU_RATING_STEPS],
        };
        let mut details = EMPTY_DETAILS;
        // SAFETY: 81 readable bytes and writable outputs.
        let statuses = unsafe {
            (
                sudoku_rate(puzzle.as_ptr(), &mut rating),
                sudoku_rate_details(puzzle.as_ptr(), &mut details),
            )
        };
        assert_eq!(statuses, (SudokuStatus::Ok, SudokuStatus::Ok));
        assert_eq!(
            (
                details.level,
                details.hardest,
                details.tenths,
                details.givens
            ),
            (rating.level, rating.hardest, rating.tenths, rating.givens)
        );
        assert_eq!(details.steps[..SUDOKU_RATING_STEPS], rating.steps);
        // A full house is the first step, so both are 1.0, as serate says.
        assert_eq!((details.pearl, details.diamond), (10, 10));
        let before = details;
        let mut clashing = puzzle;
        clashing[1] = clashing[2];
        // SAFETY: as above; NULL pointers are answered with a status.
        unsafe {
            assert_eq!(
                sudoku_rate_details(clashing.as_ptr(), &mut details),
                SudokuStatus::Conflict
            );
            assert_eq!(
                sudoku_rate_details(core::ptr::null(), &mut details),
                SudokuStatus::NullPointer
            );
            assert_eq!(
                sudoku_rate_details(puzzle.as_ptr(), core::ptr::null_mut()),
                SudokuStatus::NullPointer
            );
        }
        assert_eq!(details, before);
    }

    #[test]
    fn a_rating_within_its_work_is_the_rating_and_below_it_writes_nothing() {
        // The bank puzzle above, and a puzzle whose hardest step is a forcing chain.
        for line in [
            b"064000300010003675370000008040582000000401000000967030400000083137800090008000750",
            b"083020090000800100029300008000098700070000060006740000300006980002005000010030540",
        ] {
            let puzzle: [u8; 81] = core::array::from_fn(|cell| line[cell] - b'0');
            let empty = EMPTY_DETAILS;
            let (mut plain, mut within, mut work) = (empty, empty, u64::MAX);
            // SAFETY: 81 readable bytes and writable outputs.
            unsafe {
                assert_eq!(
                    sudoku_rate_details(puzzle.as_ptr(), &mut plain),
                    SudokuStatus::Ok
                );
                let unbounded = SUDOKU_RATE_UNBOUNDED;
                let status =
                    sudoku_rate_details_within(puzzle.as_ptr(), unbounded, &mut within, &mut work);
                assert_eq!(status, SudokuStatus::Ok);
            }
            assert_eq!(within, plain);
            let needed = work;
            let (mut again, mut work_again) = (empty, 0);
            // SAFETY: as above; a NULL `work` is allowed.
            unsafe {
                let status = sudoku_rate_details_within(
                    puzzle.as_ptr(),
                    needed,
                    &mut again,
                    &mut work_again,
                );
                assert_eq!(
                    (status, again, work_again),
                    (SudokuStatus::Ok, plain, needed)
                );
                let mut no_work = empty;
                let status = sudoku_rate_details_within(
                    puzzle.as_ptr(),
                    needed,
                    &mut no_work,
                    core::ptr::null_mut(),
                );
                assert_eq!((status, no_work), (SudokuStatus::Ok, plain));
            }
            for below in [needed - 1, needed / 2, 0] {
                let (mut untouched, mut work_untouched) = (empty, 7);
                // SAFETY: as above.
                let status = unsafe {
                    sudoku_rate_details_within(
                        puzzle.as_ptr(),
                        below,
                        &mut untouched,
                        &mut work_untouched,
                    )
                };
                assert_eq!(status, SudokuStatus::BudgetExceeded);
                assert_eq!((untouched, work_untouched), (empty, 7));
            }
        }
    }
}
