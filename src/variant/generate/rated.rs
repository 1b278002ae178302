//! Generation within a range of ratings: puzzles are made from the seed's stream of seeds and
//! rated one after the other until one falls in the range. The first is the seed's own
//! puzzle, so that a range its rating meets asks for no other. The generations and the
//! ratings spend one work budget, so the call always ends.

use super::{LayoutGenerateError, LayoutGenerateOptions, Made, generate_counted};
use crate::generate::rng::Random;
use crate::logic::rating_range::RatingRange;
use crate::variant::error::LayoutGridError;
use crate::variant::grid::LayoutGrid;
use crate::variant::layout::Layout;

/// [`LayoutGrid::generate`]'s puzzle for `seed` whose rating is in `options.rating`.
pub(super) fn generate_rated(
    layout: &Layout,
    seed: u64,
    options: &LayoutGenerateOptions,
) -> Result<LayoutGrid, LayoutGenerateError> {
    if !layout.supports_logic() {
        return Err(LayoutGenerateError::RatingUnavailable);
    }
    let range = options.rating;
    // A rating stops once a step is above the range: enough to refuse the puzzle.
    let ceiling = range.max_tenths();
    let mut seeds = Random::new(seed);
    let mut next_seed = seed;
    let mut left = options.max_work;
    loop {
        let once = options.max_work(left).rating(RatingRange::ANY);
        let Made {
            puzzle,
            solution,
            work,
        } = generate_counted(layout, next_seed, &once)?;
        left = left.saturating_sub(work);
        let solution: [u8; 81] = solution
            .try_into()
            .expect("a layout the logic reads has 81 cells");
        match puzzle.rate_below(&solution, left, ceiling) {
            Ok(rating) if range.contains(&rating) => return Ok(puzzle),
            Ok(rating) => left = left.saturating_sub(rating.work()),
            Err(LayoutGridError::WorkLimit) => return Err(LayoutGenerateError::WorkLimit),
            // A proper puzzle with a blank rates; whatever else comes is skipped like a
            // puzzle out of the range, at a unit's cost so that the budget still ends it.
            Err(_) => left = left.saturating_sub(1),
        }
        if left == 0 {
            return Err(LayoutGenerateError::WorkLimit);
        }
        next_seed = seeds.next_u64();
    }
}
