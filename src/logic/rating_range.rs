//! A range of ratings, on the scale of [`Rating`]: what a caller asks of a generated puzzle's
//! rating. Beside the rating, whose scale and lower bounds it reads.

use crate::logic::rating::Rating;

/// A range of ratings on Sudoku Explainer's scale (the table is on [`Rating`]), in tenths,
/// for [`Grid::generate_rated`](crate::Grid::generate_rated): from `min_tenths` to
/// `max_tenths`, both included.
///
/// A puzzle that needs more than this library's techniques has a rating that is only a lower
/// bound ([`Rating::is_lower_bound`]): it is within a range only when the range has no upper bound
/// ([`RatingRange::at_least`]).
///
/// ```
/// use sudoku::RatingRange;
///
/// let chains = RatingRange::tenths(60, 75).unwrap(); // 6.0 to 7.5
/// assert_eq!((chains.min_tenths(), chains.max_tenths()), (60, 75));
/// assert!(RatingRange::tenths(75, 60).is_none());
/// assert_eq!(RatingRange::at_least(90).max_tenths(), RatingRange::NO_MAXIMUM);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct RatingRange {
    min_tenths: u16,
    max_tenths: u16,
}

impl RatingRange {
    /// Every rating: what [`Grid::generate`](crate::Grid::generate) asks.
    pub const ANY: RatingRange = RatingRange {
        min_tenths: 0,
        max_tenths: RatingRange::NO_MAXIMUM,
    };

    /// `max_tenths` for a range with no upper bound.
    pub const NO_MAXIMUM: u16 = u16::MAX;

    /// The ratings from `min_tenths` to `max_tenths` (both included; `NO_MAXIMUM`: no upper
    /// bound), or `None` when the minimum is above the maximum.
    pub const fn tenths(min_tenths: u16, max_tenths: u16) -> Option<RatingRange> {
        if min_tenths > max_tenths {
            return None;
        }
        Some(RatingRange {
            min_tenths,
            max_tenths,
        })
    }

    /// The ratings of `min_tenths` and above, puzzles beyond this library's techniques
    /// included.
    pub const fn at_least(min_tenths: u16) -> RatingRange {
        RatingRange {
            min_tenths,
            max_tenths: RatingRange::NO_MAXIMUM,
        }
    }

    pub const fn min_tenths(&self) -> u16 {
        self.min_tenths
    }

    pub const fn max_tenths(&self) -> u16 {
        self.max_tenths
    }

    /// Whether `rating` is in the range.
    pub fn contains(&self, rating: &Rating) -> bool {
        let tenths = rating.tenths();
        let bounded_below_only = rating.is_lower_bound();
        tenths >= self.min_tenths
            && (self.max_tenths == RatingRange::NO_MAXIMUM
                || (tenths <= self.max_tenths && !bounded_below_only))
    }
}
