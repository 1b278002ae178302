//! What came of one puzzle: the pipeline makes it, the output writes it.

use sudoku::{Grid, ParseError, Rating, SolveError};

use super::input::LineTooLong;

/// What came of one puzzle line or grid.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Outcome {
    Solved(Grid),
    /// Completions counted, at most the limit.
    Counted(u64),
    /// The work bound stopped the count: at least this many completions.
    CountStopped(u64),
    Valid,
    Rated(Rating),
    /// The puzzle has several solutions, so no rating.
    NotUnique,
    /// The work bound stopped the rating: no rating.
    RateStopped,
    /// The library refused the puzzle (clashing givens; no completion when solving).
    Rejected(SolveError),
    /// The line is not a puzzle.
    Unreadable(ParseError),
    /// The line is too long to be a puzzle, and was not read whole.
    TooLong(LineTooLong),
    /// The answer to a grid of a layout line (`SIZE RULE...: CELLS`), in its symbols.
    LayoutSolved(String),
    /// Why a layout line has no answer (unreadable, invalid, unsolvable, out of work).
    LayoutFailed(String),
}

impl Outcome {
    /// Whether the puzzle failed: makes the exit status non-zero. A count of 0 is an answer,
    /// not a failure.
    pub fn is_failure(&self) -> bool {
        matches!(
            self,
            Outcome::Rejected(_)
                | Outcome::NotUnique
                | Outcome::RateStopped
                | Outcome::Unreadable(_)
                | Outcome::TooLong(_)
                | Outcome::LayoutFailed(_)
        )
    }
}
