//! Generation: a random solution grid, then givens removed in a random order of symmetric
//! orbits while the puzzle keeps exactly one solution, then the options checked (givens
//! bound, level, range of ratings), trying again from the same random stream until they
//! hold.
//!
//! Everything follows from the seed: the same seed and options give the same puzzle on every
//! platform and every 1.x version, and at a level, in every version with the same ratings.
//! Uniqueness is asked of the exact engine (a completion
//! avoiding the solution's digit in a removed cell, or a count to two); the rating of the
//! logic solver.

mod fill;
pub(crate) mod rng;
pub(crate) mod symmetry;
mod unavoidable;

use symmetry::Symmetry;

use core::fmt;

use crate::engine::{self, Counted, Givens};
use crate::logic::rating::{Level, rate_with_solution};
use crate::logic::rating_range::RatingRange;
use crate::logic::sets::{HOUSE_SET, PEERS, cells, first};
use crate::logic::workspace::Scratch;
use crate::model::geometry::CELL_HOUSES;
use rng::Random;
use unavoidable::TwoLineSets;

/// How to generate a puzzle. `GenerateOptions::new()` (or `default()`): no symmetry,
/// minimal, any level, no bound on givens, any rating; the methods of the same names as the
/// fields set them, one at a time. New options may come in a 1.x version
/// (`#[non_exhaustive]`): outside this crate, build the options with those methods.
///
/// ```
/// use sudoku::{GenerateOptions, Grid, Level, RatingRange, Symmetry};
///
/// let options = GenerateOptions::new().symmetry(Symmetry::Rotate180);
/// let puzzle = Grid::generate(42, &options)?;
/// assert_eq!(puzzle, Grid::generate(42, &options)?); // a seed names one puzzle
/// assert_eq!(puzzle.count_solutions(2)?, 1);
///
/// let options = GenerateOptions::new()
///     .level(Level::Hard)
///     .max_givens(30)
///     .rating(RatingRange::at_least(30));
/// assert_eq!((options.level, options.max_givens), (Some(Level::Hard), 30));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub struct GenerateOptions {
    /// The symmetry of the givens' pattern.
    pub symmetry: Symmetry,
    /// Whether every given is needed: removing any given (with symmetry, any orbit of
    /// givens) would leave several solutions. When false, removal stops as soon as the
    /// givens are at most `max_givens` (with no bound it goes on, and the puzzle comes out
    /// minimal all the same).
    pub minimal: bool,
    /// The level the puzzle's rating must have, or `None` for any.
    pub level: Option<Level>,
    /// The most givens the puzzle may have (17 to 81; 81 is no bound).
    pub max_givens: u8,
    /// The range the puzzle's rating must fall in, on Sudoku Explainer's scale:
    /// [`RatingRange::ANY`] for any (see [`Grid::generate_rated`](crate::Grid::generate_rated)).
    pub rating: RatingRange,
}

impl GenerateOptions {
    /// The defaults: no symmetry, minimal, any level, no bound on givens, any rating.
    pub const fn new() -> GenerateOptions {
        GenerateOptions {
            symmetry: Symmetry::None,
            minimal: true,
            level: None,
            max_givens: 81,
            rating: RatingRange::ANY,
        }
    }

    /// These options with the givens' pattern of `symmetry`.
    pub const fn symmetry(mut self, symmetry: Symmetry) -> GenerateOptions {
        self.symmetry = symmetry;
        self
    }

    /// These options with every given needed (`true`) or not.
    pub const fn minimal(mut self, minimal: bool) -> GenerateOptions {
        self.minimal = minimal;
        self
    }

    /// These options with the puzzle's rating at `level` (`Level::Hard`, or `None` for any).
    pub fn level(mut self, level: impl Into<Option<Level>>) -> GenerateOptions {
        self.level = level.into();
        self
    }

    /// These options with at most `max_givens` givens (17 to 81; 81 is no bound).
    pub const fn max_givens(mut self, max_givens: u8) -> GenerateOptions {
        self.max_givens = max_givens;
        self
    }

    /// These options with the puzzle's rating within `rating`.
    pub const fn rating(mut self, rating: RatingRange) -> GenerateOptions {
        self.rating = rating;
        self
    }
}

impl Default for GenerateOptions {
    fn default() -> Self {
        GenerateOptions::new()
    }
}

/// Why no puzzle was generated.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum GenerateError {
    /// `max_givens` is below 17 (no proper puzzle has fewer givens) or above 81.
    InvalidOptions,
    /// No puzzle met the options within [`MAX_ATTEMPTS`] solution grids (a very low
    /// `max_givens`, or a rare level with a strict bound).
    GaveUp,
}

impl fmt::Display for GenerateError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            GenerateError::InvalidOptions => "max_givens must be between 17 and 81",
            GenerateError::GaveUp => "no puzzle met the options within the attempts allowed",
        })
    }
}

impl std::error::Error for GenerateError {}

/// Solution grids tried before [`GenerateError::GaveUp`]: a bound on the time of one call.
pub const MAX_ATTEMPTS: u32 = 100_000;

/// The puzzle for `seed` and `options` rated within `range`, as 81 cells; the ratings work
/// in `scratch`, one for every attempt. Allocates nothing but what `scratch` may.
pub(crate) fn generate(
    seed: u64,
    options: &GenerateOptions,
    scratch: &mut Scratch<'_>,
) -> Result<[u8; 81], GenerateError> {
    let range = options.rating;
    if !(17..=81).contains(&options.max_givens) {
        return Err(GenerateError::InvalidOptions);
    }
    let mut random = Random::new(seed);
    for _ in 0..MAX_ATTEMPTS {
        if let Some(puzzle) = attempt(&mut random, options, range, scratch) {
            return Ok(puzzle);
        }
    }
    Err(GenerateError::GaveUp)
}

/// One solution grid dug into a puzzle; `None` when the puzzle misses the options or the
/// range.
fn attempt(
    random: &mut Random,
    options: &GenerateOptions,
    range: RatingRange,
    scratch: &mut Scratch<'_>,
) -> Option<[u8; 81]> {
    let solution = fill::random_solution(random);
    let mut order: [u8; 81] = core::array::from_fn(|cell| cell as u8);
    random.shuffle(&mut order);
    let sets = unavoidable::two_line_sets(&solution);
    let mut dig = Dig::new(&solution, &sets);
    let mut visited = 0u128;
    for &cell in &order {
        // Without a bound (81), a puzzle that need not be minimal is dug as far as it goes.
        if !options.minimal
            && options.max_givens < 81
            && dig.givens <= u32::from(options.max_givens)
        {
            break;
        }
        let orbit = options.symmetry.orbit(usize::from(cell));
        if visited & orbit == 0 {
            visited |= orbit;
            dig.try_remove(orbit);
        }
    }
    if dig.givens > u32::from(options.max_givens) {
        return None;
    }
    // Rated only when asked: most puzzles are made without a level or a range. A rating
    // stops once a step is above the range, enough to refuse the puzzle.
    if options.level.is_some() || range != RatingRange::ANY {
        // `NO_MAXIMUM` is `u16::MAX`, the ceiling that never stops a rating; a level's top
        // is one too.
        let level_top = options.level.map_or(u16::MAX, |level| level.tenths().1);
        let ceiling = range.max_tenths().min(level_top);
        let rating = rate_with_solution(&dig.puzzle, &solution, ceiling, scratch);
        let level_holds = options.level.is_none_or(|level| rating.level() == level);
        if !level_holds || !range.contains(&rating) {
            return None;
        }
    }
    Some(dig.puzzle)
}

const _: () = assert!(RatingRange::NO_MAXIMUM == u16::MAX);

/// A puzzle being dug out of its solution, with exactly one solution between removals.
struct Dig<'a> {
    solution: &'a [u8; 81],
    puzzle: [u8; 81],
    givens: u32,
    /// The digits the givens of each house hold.
    held: [u16; 27],
    /// The blank cells.
    blank: u128,
    /// For each digit, the givens that hold it.
    givens_of: [u128; 9],
    /// For each digit, the cells of the solution that hold it.
    cells_of: [u128; 9],
    /// Unavoidable sets of the solution: a puzzle must keep a given in each.
    unavoidable: &'a TwoLineSets,
    /// The givens as the engine enters them, kept up to date rather than entered anew for
    /// each removal tried.
    entered: Givens,
}

impl<'a> Dig<'a> {
    fn new(solution: &'a [u8; 81], unavoidable: &'a TwoLineSets) -> Dig<'a> {
        let mut givens_of = [0; 9];
        for (cell, &digit) in solution.iter().enumerate() {
            givens_of[usize::from(digit - 1)] |= 1 << cell;
        }
        Dig {
            solution,
            puzzle: *solution,
            givens: 81,
            held: [0x1ff; 27],
            blank: 0,
            givens_of,
            cells_of: givens_of,
            unavoidable,
            entered: Givens::of_solution(solution),
        }
    }

    /// Blanks the cells of `orbit` if the puzzle stays unique without them.
    fn try_remove(&mut self, orbit: u128) {
        // Blanked in place and put back when refused: a copy of the whole state for each
        // removal tried cost more than the few words put back.
        self.set_blank(orbit, true);
        if self.unique_without(orbit) {
            self.givens -= orbit.count_ones();
            for cell in cells(orbit) {
                self.entered.remove(cell, self.solution[cell]);
            }
        } else {
            self.set_blank(orbit, false);
        }
    }

    /// Blanks the cells of `orbit`, or gives them their solution's digits again. `entered`
    /// is left as it was: most removals tried are answered without the engine.
    fn set_blank(&mut self, orbit: u128, blank: bool) {
        for cell in cells(orbit) {
            let digit = self.solution[cell];
            let (bit, digit_bit) = (1u128 << cell, self.digit_bit(cell));
            let givens = &mut self.givens_of[usize::from(digit - 1)];
            if blank {
                self.puzzle[cell] = 0;
                *givens &= !bit;
            } else {
                self.puzzle[cell] = digit;
                *givens |= bit;
            }
            for house in CELL_HOUSES[cell] {
                let held = &mut self.held[usize::from(house)];
                *held = if blank {
                    *held & !digit_bit
                } else {
                    *held | digit_bit
                };
            }
        }
        if blank {
            self.blank |= orbit;
        } else {
            self.blank &= !orbit;
        }
    }

    fn digit_bit(&self, cell: usize) -> u16 {
        1 << (self.solution[cell] - 1)
    }

    /// The digits the givens among the peers of `cell` hold.
    fn seen(&self, cell: usize) -> u16 {
        CELL_HOUSES[cell]
            .iter()
            .fold(0, |mask, &house| mask | self.held[usize::from(house)])
    }

    /// Whether the puzzle, unique before the cells of `removed` were blanked, still is.
    /// Shortcuts before the engine is asked: every removed cell forced by a single (so every
    /// solution is the old one), or an unavoidable set of the solution left without a given
    /// (so a second solution swaps its digits): a two-line set, or a two-digit set through a
    /// removed cell.
    fn unique_without(&self, removed: u128) -> bool {
        let unforced = cells(removed)
            .filter(|&cell| !self.forced(cell))
            .fold(0u128, |set, cell| set | 1 << cell);
        if unforced == 0 {
            return true;
        }
        let blank = self.blank;
        if self.unavoidable.any_blank(removed, blank) {
            return false;
        }
        if cells(unforced).any(|cell| {
            let own = usize::from(self.solution[cell] - 1);
            unavoidable::digit_swap_within(cell, own, !self.seen(cell), &self.cells_of, blank)
        }) {
            return false;
        }
        // The puzzle was unique before: a second completion now would differ from the
        // solution in a removed cell, and not in a forced one. For one such cell, the
        // engine searches for a completion without the solution's digit there; for more,
        // one count to two costs less than a search for each (measured with 180-degree
        // symmetry, whose orbits are pairs).
        if unforced & (unforced - 1) == 0 {
            let cell = first(unforced);
            let mut entered = self.entered;
            for cell in cells(removed) {
                entered.remove(cell, self.solution[cell]);
            }
            !engine::givens_complete_avoiding(&entered, cell, self.solution[cell])
        } else {
            engine::count_completions(&self.puzzle, 2, u64::MAX) == Counted::Finished(1)
        }
    }

    /// Whether the blank `cell` must hold its solution digit: it is the only digit no given
    /// peer holds (a naked single), or in one of its houses every other blank cell sees that
    /// digit (a hidden single).
    fn forced(&self, cell: usize) -> bool {
        // No peer holds the cell's own digit: eight digits seen are all the others.
        if self.seen(cell) | self.digit_bit(cell) == 0x1ff {
            return true;
        }
        // The blank cells that no given of the digit sees.
        let digit = usize::from(self.solution[cell] - 1);
        let seen = cells(self.givens_of[digit]).fold(0, |set, given| set | PEERS[given]);
        let open = self.blank & !seen;
        CELL_HOUSES[cell]
            .iter()
            .any(|&house| open & HOUSE_SET[usize::from(house)] == 1 << cell)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every removal digging decides, with and without symmetry, is the answer of a count
    /// to two from the cells: the shortcuts and the kept givens change how it is decided,
    /// never what. Both answers occur.
    #[test]
    fn every_removal_is_decided_as_a_count_decides() {
        let (mut kept, mut refused) = (0, 0);
        for (seed, symmetry) in (0..40).zip([Symmetry::None, Symmetry::Rotate180].repeat(20)) {
            let mut random = Random::new(seed);
            let solution = fill::random_solution(&mut random);
            let mut order: [u8; 81] = core::array::from_fn(|cell| cell as u8);
            random.shuffle(&mut order);
            let sets = unavoidable::two_line_sets(&solution);
            let mut dig = Dig::new(&solution, &sets);
            let mut visited = 0u128;
            for &cell in &order {
                let orbit = symmetry.orbit(usize::from(cell));
                if visited & orbit != 0 {
                    continue;
                }
                visited |= orbit;
                let mut fewer = dig.puzzle;
                for blank in cells(orbit) {
                    fewer[blank] = 0;
                }
                let unique = engine::count_completions(&fewer, 2, u64::MAX) == Counted::Finished(1);
                dig.try_remove(orbit);
                assert_eq!(dig.puzzle == fewer, unique, "seed {seed}, cell {cell}");
                if unique {
                    kept += 1;
                } else {
                    refused += 1;
                }
            }
        }
        assert!(
            kept > 500 && refused > 500,
            "{kept} kept, {refused} refused"
        );
    }
}
