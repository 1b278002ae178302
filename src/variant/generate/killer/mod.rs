//! Killer generation over any layout without cages: a random completion of the layout, cages
//! grown over it as connected shapes of the caller's sizes (each holding distinct digits),
//! their sums taken from the completion, then the fewest givens that make the puzzle proper,
//! none when the cages alone leave one completion ([`unique`]). Everything follows from the
//! seed, and the whole call spends one work budget, so it always ends.

mod cages;
mod unique;

use crate::generate::rng::Random;
use crate::generate::symmetry::Symmetry;
use crate::logic::rating_range::RatingRange;
use crate::variant::error::LayoutGridError;
use crate::variant::generate::{LayoutGenerateError, random_completion};
use crate::variant::grid::{DEFAULT_LAYOUT_WORK, LayoutGrid};
use crate::variant::layout::Layout;
use crate::variant::search::{Search, digit_of};

use cages::Partition;

/// Draws of a cage layout for one completion before the call gives up on it: a draw fails
/// only when a cage cannot reach the smallest size, which a range of one size (every cage
/// of 3 cells, say) makes likely; each draw costs a unit a cell.
const CAGE_DRAWS: usize = 64;

/// How to generate a killer puzzle. `KillerGenerateOptions::new()` (or `default()`): cages of
/// 1 to 6 cells, no symmetry, a work bound of [`DEFAULT_LAYOUT_WORK`], any rating; the
/// methods of the same names as the fields set them. New options may come in a 1.x version
/// (`#[non_exhaustive]`).
///
/// ```
/// use sudoku::{KillerGenerateOptions, Layout, LayoutGrid, Symmetry};
///
/// let layout = Layout::standard(9)?;
/// let options = KillerGenerateOptions::new().cage_sizes(2, 5).symmetry(Symmetry::Rotate180);
/// let puzzle = LayoutGrid::generate_killer(&layout, 7, &options)?;
/// assert_eq!(puzzle, LayoutGrid::generate_killer(&layout, 7, &options)?); // one puzzle a seed
/// assert_eq!(puzzle.count(2, 10_000_000)?, sudoku::Counted::Finished(1));
/// assert!(puzzle.layout().cages().iter().all(|cage| (2..=5).contains(&cage.cells().len())));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub struct KillerGenerateOptions {
    /// The fewest cells a cage may have (at least 1).
    pub smallest_cage: usize,
    /// The most cells a cage may have; a cage holds distinct digits, so no more than the
    /// layout's size whatever this says.
    pub largest_cage: usize,
    /// The symmetry of the cage layout (the image of each cage is a cage) and of the givens'
    /// pattern: one the layout keeps ([`Layout::keeps_symmetry`]).
    pub symmetry: Symmetry,
    /// The work bound of the whole call (units: cells placed, house passes, branches, as
    /// [`LayoutGrid::solve`]'s; a cell for each cage layout drawn; with a rating range, the
    /// ratings' units as [`LayoutGrid::rate_within`]'s count against it too).
    pub max_work: u64,
    /// The range the puzzle's rating ([`LayoutGrid::rate`]) must fall in:
    /// [`RatingRange::ANY`] for any. Puzzles are made from the seed and rated, one after the
    /// other, until one falls in the range or the work runs out; layouts the techniques
    /// cannot rate are refused ([`LayoutGenerateError::RatingUnavailable`]).
    pub rating: RatingRange,
}

impl KillerGenerateOptions {
    /// The defaults: cages of 1 to 6 cells, no symmetry, [`DEFAULT_LAYOUT_WORK`], any
    /// rating.
    pub const fn new() -> KillerGenerateOptions {
        KillerGenerateOptions {
            smallest_cage: 1,
            largest_cage: 6,
            symmetry: Symmetry::None,
            max_work: DEFAULT_LAYOUT_WORK,
            rating: RatingRange::ANY,
        }
    }

    /// These options with cages of `smallest` to `largest` cells, both included.
    pub const fn cage_sizes(mut self, smallest: usize, largest: usize) -> KillerGenerateOptions {
        self.smallest_cage = smallest;
        self.largest_cage = largest;
        self
    }

    /// These options with the cages (and the givens) symmetric under `symmetry`.
    pub const fn symmetry(mut self, symmetry: Symmetry) -> KillerGenerateOptions {
        self.symmetry = symmetry;
        self
    }

    /// These options with the work bound `max_work`.
    pub const fn max_work(mut self, max_work: u64) -> KillerGenerateOptions {
        self.max_work = max_work;
        self
    }

    /// These options with the puzzle's rating within `rating`.
    pub const fn rating(mut self, rating: RatingRange) -> KillerGenerateOptions {
        self.rating = rating;
        self
    }
}

impl Default for KillerGenerateOptions {
    fn default() -> Self {
        KillerGenerateOptions::new()
    }
}

impl LayoutGrid {
    /// A proper killer puzzle over `layout` (any layout without cages: 9x9, X, windoku,
    /// jigsaw, 6x6, ...) for `seed` and `options`: the grid of a new layout, `layout`'s rules
    /// with cages and their sums, and its givens: none when the cages alone leave one
    /// completion, else as few as needed (each given needed). The same seed, layout and
    /// options give the same puzzle on every platform.
    ///
    /// Errors: [`LayoutGenerateError::CageSizes`] for sizes no cage may have (none, or the
    /// smallest above the largest or above the layout's size);
    /// [`LayoutGenerateError::HasCages`] for a layout that has cages already;
    /// [`LayoutGenerateError::Symmetry`] for a symmetry the layout does not keep;
    /// [`LayoutGenerateError::NoCompletion`]; [`LayoutGenerateError::RatingUnavailable`]
    /// for a rating range over a layout the techniques do not reason over;
    /// [`LayoutGenerateError::WorkLimit`] when `options.max_work` runs out first.
    ///
    /// ```
    /// use sudoku::{KillerGenerateOptions, Layout, LayoutGenerateError, LayoutGrid};
    ///
    /// let x = Layout::builder(9).diagonal().anti_diagonal().build()?;
    /// let puzzle = LayoutGrid::generate_killer(&x, 3, &KillerGenerateOptions::new())?;
    /// assert!(puzzle.to_string().starts_with("9x9 killer x: "));
    /// assert_eq!(puzzle.to_string().parse::<LayoutGrid>()?, puzzle); // the text reads back
    /// let tight = KillerGenerateOptions::new().max_work(100);
    /// assert_eq!(LayoutGrid::generate_killer(&x, 3, &tight), Err(LayoutGenerateError::WorkLimit));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn generate_killer(
        layout: &Layout,
        seed: u64,
        options: &KillerGenerateOptions,
    ) -> Result<LayoutGrid, LayoutGenerateError> {
        let (smallest, largest) = (
            options.smallest_cage,
            options.largest_cage.min(layout.size()),
        );
        if smallest == 0 || smallest > largest {
            return Err(LayoutGenerateError::CageSizes {
                smallest: options.smallest_cage,
                largest: options.largest_cage,
            });
        }
        if layout.rules().has_cages() {
            return Err(LayoutGenerateError::HasCages);
        }
        if !layout.keeps_symmetry(options.symmetry) {
            return Err(LayoutGenerateError::Symmetry(options.symmetry));
        }
        let sizes = (smallest, largest);
        if options.rating == RatingRange::ANY {
            return generate_once(layout, seed, sizes, options).map(|made| made.puzzle);
        }
        generate_rated(layout, seed, sizes, options)
    }
}

/// A killer made, with its completion (digits) and the work it took.
struct Made {
    puzzle: LayoutGrid,
    solution: Vec<u8>,
    work: u64,
}

/// The killer of `seed` over `layout`, whatever its rating.
fn generate_once(
    layout: &Layout,
    seed: u64,
    sizes: (usize, usize),
    options: &KillerGenerateOptions,
) -> Result<Made, LayoutGenerateError> {
    let mut random = Random::new(seed);
    // The cages draw from a stream of their own, so that the completion's search (which
    // draws from `random`) and the cages do not depend on each other's number of draws.
    let mut shapes = Random::new(random.next_u64());
    let mut search = Search::new(&layout.inner, options.max_work).with_random(random);
    let masks = random_completion(&mut search, layout.cell_count(), options.max_work)?;
    let mut used = search.used();
    let solution: Vec<u8> = masks.iter().map(|&mask| digit_of(mask)).collect();
    let mut drawn = None;
    for _ in 0..CAGE_DRAWS {
        used += layout.cell_count() as u64;
        if used > options.max_work {
            return Err(LayoutGenerateError::WorkLimit);
        }
        let mut partition = Partition::new(layout.size(), &solution, options.symmetry, sizes);
        if partition.grow(&mut shapes) {
            drawn = Some(partition);
            break;
        }
    }
    // No draw gave every cage the smallest size: some sizes fit no cage layout (3 cells
    // under a quarter turn), and the call ends as if out of work.
    let partition = drawn.ok_or(LayoutGenerateError::WorkLimit)?;
    let mut budget = unique::Budget::new(options.max_work, used);
    let (killer, givens) = unique::make_proper(
        layout,
        partition,
        &masks,
        options.symmetry,
        &mut shapes,
        &mut budget,
    )?;
    let puzzle = LayoutGrid::new(killer, givens).expect("one value a cell");
    Ok(Made {
        puzzle,
        solution,
        work: budget.used(),
    })
}

/// The killer of `seed` whose rating is in `options.rating`: killers from the seed's stream
/// of seeds (the seed's own first), rated one after the other, one budget for all of it.
fn generate_rated(
    layout: &Layout,
    seed: u64,
    sizes: (usize, usize),
    options: &KillerGenerateOptions,
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
        let once = options.max_work(left);
        let Made {
            puzzle,
            solution,
            work,
        } = generate_once(layout, next_seed, sizes, &once)?;
        left = left.saturating_sub(work);
        let solution: [u8; 81] = solution
            .try_into()
            .expect("81 cells: a rated layout is 9x9");
        match puzzle.rate_below(&solution, left, ceiling) {
            Ok(rating) if range.contains(&rating) => return Ok(puzzle),
            Ok(rating) => left = left.saturating_sub(rating.work()),
            Err(LayoutGridError::WorkLimit) => return Err(LayoutGenerateError::WorkLimit),
            // A proper puzzle rates; whatever else comes is skipped like a puzzle out of the
            // range, at a unit's cost so that the budget still ends it.
            Err(_) => left = left.saturating_sub(1),
        }
        if left == 0 {
            return Err(LayoutGenerateError::WorkLimit);
        }
        next_seed = seeds.next_u64();
    }
}
