//! Generation over any layout: a random completion of the layout (the exact search trying a
//! branch's digits in a random order), then givens removed orbit by orbit in a random order
//! while the puzzle keeps exactly one completion. Everything follows from the seed, and the
//! whole call spends one work budget, so it always ends.
//!
//! A removal is decided without counting: the puzzle had one completion before, so a second
//! one now differs from it in a removed cell. Propagation from the remaining givens often
//! fixes each removed cell to its digit (then nothing changed); otherwise the search looks for
//! a completion with the removed cell's digit forbidden, and the removal stays when there is
//! none. A given refused once stays needed: blanking more cells only adds completions, so one
//! pass over the cells leaves every given needed.

mod jigsaw;
mod killer;
mod rated;
pub(crate) mod symmetry;

use core::fmt;

pub use killer::KillerGenerateOptions;

use crate::generate::rng::Random;
use crate::generate::symmetry::Symmetry;
use crate::logic::rating_range::RatingRange;
use crate::variant::error::LayoutError;
use crate::variant::grid::{DEFAULT_LAYOUT_WORK, LayoutGrid};
use crate::variant::layout::Layout;
use crate::variant::search::{OutOfWork, Search, digit_of};

/// How to generate a puzzle of a layout. `LayoutGenerateOptions::new()` (or `default()`): no
/// symmetry, minimal, a work bound of [`DEFAULT_LAYOUT_WORK`]; the methods of the same names
/// as the fields set them. New options may come in a 1.x version (`#[non_exhaustive]`).
///
/// ```
/// use sudoku::{Layout, LayoutGenerateOptions, LayoutGrid, Symmetry};
///
/// let layout = Layout::builder(9).windoku().build()?;
/// let options = LayoutGenerateOptions::new().symmetry(Symmetry::Rotate180);
/// let puzzle = LayoutGrid::generate(&layout, 7, &options)?;
/// assert_eq!(puzzle, LayoutGrid::generate(&layout, 7, &options)?); // a seed names one puzzle
/// assert_eq!(puzzle.count(2, 1_000_000)?, sudoku::Counted::Finished(1));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub struct LayoutGenerateOptions {
    /// The symmetry of the givens' pattern: one the layout keeps
    /// ([`Layout::keeps_symmetry`]).
    pub symmetry: Symmetry,
    /// Whether every given is needed: removing any given (with symmetry, any orbit of
    /// givens) would leave several completions. When false, only the removals that
    /// propagation from the other givens decides are made (no search): a quicker puzzle with
    /// more givens, proper all the same.
    pub minimal: bool,
    /// The work bound of the whole call (units: cells placed, house passes, branches, as
    /// [`LayoutGrid::solve`]'s; with a rating range, the ratings' units as
    /// [`LayoutGrid::rate_within`]'s count against it too).
    pub max_work: u64,
    /// The range the puzzle's rating ([`LayoutGrid::rate`]) must fall in:
    /// [`RatingRange::ANY`] for any. Puzzles are made from the seed and rated, one after
    /// the other, until one falls in the range or the work runs out; layouts the techniques
    /// cannot rate are refused ([`LayoutGenerateError::RatingUnavailable`]).
    pub rating: RatingRange,
}

impl LayoutGenerateOptions {
    /// The defaults: no symmetry, minimal, [`DEFAULT_LAYOUT_WORK`], any rating.
    pub const fn new() -> LayoutGenerateOptions {
        LayoutGenerateOptions {
            symmetry: Symmetry::None,
            minimal: true,
            max_work: DEFAULT_LAYOUT_WORK,
            rating: RatingRange::ANY,
        }
    }

    /// These options with the givens' pattern of `symmetry`.
    pub const fn symmetry(mut self, symmetry: Symmetry) -> LayoutGenerateOptions {
        self.symmetry = symmetry;
        self
    }

    /// These options with every given needed (`true`) or not.
    pub const fn minimal(mut self, minimal: bool) -> LayoutGenerateOptions {
        self.minimal = minimal;
        self
    }

    /// These options with the work bound `max_work`.
    pub const fn max_work(mut self, max_work: u64) -> LayoutGenerateOptions {
        self.max_work = max_work;
        self
    }

    /// These options with the puzzle's rating within `rating`.
    pub const fn rating(mut self, rating: RatingRange) -> LayoutGenerateOptions {
        self.rating = rating;
        self
    }
}

impl Default for LayoutGenerateOptions {
    fn default() -> Self {
        LayoutGenerateOptions::new()
    }
}

/// Why no puzzle (or no jigsaw layout) was generated.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum LayoutGenerateError {
    /// The symmetry maps a house of the layout onto cells that are no house.
    Symmetry(Symmetry),
    /// The layout's rules admit no completion at all.
    NoCompletion,
    /// The work bound ran out first.
    WorkLimit,
    /// The rules asked for make no layout.
    Layout(LayoutError),
    /// A rating range was asked of a layout whose puzzles cannot be rated: the techniques
    /// reason over 9x9 layouts (see [`LayoutGrid::rate`]).
    RatingUnavailable,
    /// Killer generation was asked for cage sizes no cage may have: none (`smallest` 0), or
    /// `smallest` above `largest` or above the layout's size.
    CageSizes {
        /// The fewest cells a cage was to have.
        smallest: usize,
        /// The most cells a cage was to have.
        largest: usize,
    },
    /// Killer generation was asked of a layout that has cages already.
    HasCages,
}

impl fmt::Display for LayoutGenerateError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LayoutGenerateError::Symmetry(symmetry) => write!(
                f,
                "the layout does not keep the {} symmetry: it maps a house onto cells that \
                 are no house",
                symmetry.name()
            ),
            LayoutGenerateError::NoCompletion => {
                f.write_str("the layout's rules admit no completed grid")
            }
            LayoutGenerateError::WorkLimit => {
                f.write_str("the work bound ran out before a puzzle was made")
            }
            LayoutGenerateError::Layout(error) => error.fmt(f),
            LayoutGenerateError::RatingUnavailable => f.write_str(
                "puzzles of this layout cannot be rated: the techniques reason over 9x9 layouts",
            ),
            LayoutGenerateError::CageSizes { smallest, largest } => write!(
                f,
                "no cage can have from {smallest} to {largest} cells in this layout"
            ),
            LayoutGenerateError::HasCages => {
                f.write_str("the layout has cages already: killer cages are drawn over none")
            }
        }
    }
}

impl std::error::Error for LayoutGenerateError {}

impl From<OutOfWork> for LayoutGenerateError {
    fn from(_: OutOfWork) -> Self {
        LayoutGenerateError::WorkLimit
    }
}

impl LayoutGrid {
    /// A proper puzzle of `layout` (exactly one completion) for `seed` and `options`: the same
    /// seed, layout and options give the same puzzle on every platform.
    ///
    /// ```
    /// use sudoku::{Layout, LayoutGenerateError, LayoutGenerateOptions, LayoutGrid, Symmetry};
    ///
    /// let layout = Layout::builder(9).diagonal().anti_diagonal().build()?;
    /// let puzzle = LayoutGrid::generate(&layout, 1, &LayoutGenerateOptions::new())?;
    /// assert_eq!(puzzle.count(2, 10_000_000)?, sudoku::Counted::Finished(1));
    /// let quarter = LayoutGenerateOptions::new().symmetry(Symmetry::Rotate90);
    /// let six = Layout::standard(6)?;
    /// assert_eq!(
    ///     LayoutGrid::generate(&six, 1, &quarter),
    ///     Err(LayoutGenerateError::Symmetry(Symmetry::Rotate90))
    /// );
    /// let tight = LayoutGenerateOptions::new().max_work(10);
    /// assert_eq!(LayoutGrid::generate(&layout, 1, &tight), Err(LayoutGenerateError::WorkLimit));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn generate(
        layout: &Layout,
        seed: u64,
        options: &LayoutGenerateOptions,
    ) -> Result<LayoutGrid, LayoutGenerateError> {
        if options.rating == RatingRange::ANY {
            return generate_counted(layout, seed, options).map(|made| made.puzzle);
        }
        rated::generate_rated(layout, seed, options)
    }
}

/// A puzzle made, with its completion (one mask a cell) and the work it took.
struct Made {
    puzzle: LayoutGrid,
    solution: Vec<u32>,
    work: u64,
}

/// [`LayoutGrid::generate`]'s puzzle for `seed`, whatever its rating.
fn generate_counted(
    layout: &Layout,
    seed: u64,
    options: &LayoutGenerateOptions,
) -> Result<Made, LayoutGenerateError> {
    let symmetry = options.symmetry;
    if !layout.keeps_symmetry(symmetry) {
        return Err(LayoutGenerateError::Symmetry(symmetry));
    }
    let orbits = symmetry::orbits(symmetry, layout.size());
    let mut random = Random::new(seed);
    let mut order: Vec<usize> = (0..orbits.len()).collect();
    random.shuffle(&mut order);
    let mut search = Search::new(&layout.inner, options.max_work).with_random(random);
    let solution = random_completion(&mut search, layout.cell_count(), options.max_work)?;
    let mut dig = Dig {
        search,
        puzzle: solution.iter().map(|&mask| digit_of(mask)).collect(),
        solution,
        minimal: options.minimal,
    };
    for index in order {
        dig.try_remove(&orbits[index])?;
    }
    let work = dig.search.used();
    let puzzle = LayoutGrid::new(layout.clone(), dig.puzzle).expect("one value a cell");
    Ok(Made {
        puzzle,
        solution: dig.solution,
        work,
    })
}

/// Work of the first try at a random completion, per cell: a random descent that goes wrong
/// early can search long before it backs out, and a new descent is cheaper than that.
const FIRST_TRY_WORK_PER_CELL: u64 = 64;

/// A random completion of the empty grid (masks, one bit each), within `max_work`: random
/// descents, each with twice the work of the one before, until one completes.
fn random_completion(
    search: &mut Search<'_>,
    cells: usize,
    max_work: u64,
) -> Result<Vec<u32>, LayoutGenerateError> {
    let mut try_work = FIRST_TRY_WORK_PER_CELL * cells as u64;
    loop {
        let bound = max_work.min(search.used().saturating_add(try_work));
        search.set_max_work(bound);
        let found = search
            .start(&vec![0; cells])
            .and_then(|board| board.map_or(Ok(None), |board| search.find(board)));
        match found {
            Ok(Some(found)) => {
                search.set_max_work(max_work);
                return Ok(found);
            }
            // The descent searched every branch: there is no completion at all.
            Ok(None) => return Err(LayoutGenerateError::NoCompletion),
            Err(OutOfWork) if bound == max_work => return Err(LayoutGenerateError::WorkLimit),
            Err(OutOfWork) => try_work = try_work.saturating_mul(2),
        }
    }
}

/// A puzzle being dug out of its completion, with exactly one completion between removals.
struct Dig<'a> {
    search: Search<'a>,
    /// The completion, one mask a cell.
    solution: Vec<u32>,
    puzzle: Vec<u8>,
    minimal: bool,
}

impl Dig<'_> {
    /// Blanks the cells of `orbit` if the puzzle keeps one completion without them.
    fn try_remove(&mut self, orbit: &[usize]) -> Result<(), OutOfWork> {
        for &cell in orbit {
            self.puzzle[cell] = 0;
        }
        if !self.unique_without(orbit)? {
            for &cell in orbit {
                self.puzzle[cell] = digit_of(self.solution[cell]);
            }
        }
        Ok(())
    }

    /// Whether the puzzle, which had one completion before the cells of `orbit` were blanked,
    /// still has one: no completion avoids the solution's digit in a blanked cell.
    fn unique_without(&mut self, orbit: &[usize]) -> Result<bool, OutOfWork> {
        let Some(mut board) = self.search.start(&self.puzzle)? else {
            // The solution completes the puzzle: propagation cannot refute it.
            return Ok(false);
        };
        for &cell in orbit {
            let bit = self.solution[cell];
            if board.candidates()[cell] == bit {
                continue;
            }
            if !self.minimal {
                return Ok(false);
            }
            if let Some(other) = self.search.exclude(board.clone(), cell, bit)? {
                if self.search.find(other)?.is_some() {
                    return Ok(false);
                }
            }
            // Every completion now holds the solution's digit here: the next cell's
            // question is asked with it placed.
            match self.search.try_place(board, cell, bit)? {
                Some(placed) => board = placed,
                None => return Ok(false),
            }
        }
        Ok(true)
    }
}
