//! The options of a hint and of a rating, as values that can grow: each is
//! `#[non_exhaustive]`, built by `new()` and methods of the same names as its fields, so a
//! 1.x version may add an option without breaking a caller.

use crate::logic::candidates::Candidates;
use crate::model::grid::Grid;

/// What a hint knows besides the player's grid: the puzzle's givens, and the player's pencil
/// marks. [`HintOptions::new()`]: neither (the basic pencil marks, and mistakes found without
/// the givens). For [`Grid::hint_with`].
///
/// ```
/// use sudoku::{Cell, Grid, HintOptions, MistakeKind};
///
/// let puzzle: Grid = "103000509002109400000704000300502006060000050\
///                     700803004000401000009205800804000107".parse()?;
/// let mut player = puzzle;
/// player.set(Cell::at(0, 1).unwrap(), 7); // the solution has 4 there
/// let marks = player.candidates()?;
/// let found = player.hint_with(&HintOptions::new().givens(&puzzle).marks(&marks))?;
/// assert_eq!(found.hint().mistake(), Some(MistakeKind::Entry));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
#[non_exhaustive]
pub struct HintOptions<'a> {
    /// The puzzle's givens, when known: the solution is theirs, and a filled cell of the
    /// player's grid that differs from it is a mistake (as [`Grid::hint_with_givens`]).
    pub givens: Option<&'a Grid>,
    /// The player's pencil marks, or `None` for the basic ones.
    pub marks: Option<&'a Candidates>,
}

impl<'a> HintOptions<'a> {
    /// No givens, the basic pencil marks.
    pub const fn new() -> HintOptions<'a> {
        HintOptions {
            givens: None,
            marks: None,
        }
    }

    /// These options with the puzzle's `givens`.
    pub const fn givens(mut self, givens: &'a Grid) -> HintOptions<'a> {
        self.givens = Some(givens);
        self
    }

    /// These options with the player's pencil `marks`.
    pub const fn marks(mut self, marks: &'a Candidates) -> HintOptions<'a> {
        self.marks = Some(marks);
        self
    }
}

/// How to rate: [`RateOptions::new()`] has no bound on the work, as [`Grid::rate`]. For
/// [`Grid::rate_with`] and [`Grid::rate_in`].
///
/// ```
/// use sudoku::{Grid, PuzzleError, RateOptions};
///
/// let puzzle: Grid = "000000010400000000020000000000050407008000300001090000\
///                     300400200050100000000806000".parse()?;
/// let rating = puzzle.rate()?;
/// let bounded = RateOptions::new().max_work(rating.work() - 1);
/// assert_eq!(puzzle.rate_with(&bounded), Err(PuzzleError::BudgetExceeded));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub struct RateOptions {
    /// The work limit: the most units of work the rating may take (see
    /// [`Grid::rate_within`]); `u64::MAX`, no limit.
    pub max_work: u64,
}

impl RateOptions {
    /// No work limit.
    pub const fn new() -> RateOptions {
        RateOptions { max_work: u64::MAX }
    }

    /// These options with a work limit of `max_work` units.
    pub const fn max_work(mut self, max_work: u64) -> RateOptions {
        self.max_work = max_work;
        self
    }
}

impl Default for RateOptions {
    fn default() -> Self {
        RateOptions::new()
    }
}
