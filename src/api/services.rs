//! What the solvers do with a [`Grid`]: solve and count (the engine), pencil marks, hints
//! and ratings (the logic solver), and generation. These are inherent methods of `Grid`,
//! written here, on the floor above the solvers, rather than beside the type in `model/`,
//! which every solver imports: the model stays the floor below them all.

use crate::api::options::{HintOptions, RateOptions};
use crate::engine::{self, Counted};
use crate::generate;
use crate::generate::{GenerateError, GenerateOptions};
use crate::logic;
use crate::logic::candidates::Candidates;
use crate::logic::hint::{ChainHint, Hint};
use crate::logic::rating::Rating;
use crate::logic::rating_range::RatingRange;
use crate::logic::workspace::{Scratch, Workspace};
use crate::model::check::{check_givens, check_values};
use crate::model::error::{PuzzleError, SolveError};
use crate::model::grid::Grid;
use crate::spare::with_scratch;

impl Grid {
    /// The completion whose 81 digits, read row-major, form the smallest number: the one
    /// the classic row-major backtracking (digits tried 1 to 9) finds first.
    ///
    /// Errors, checked in this order: a value above 9, two givens that clash, no completion.
    /// Its work is bounded on every input (the engine's proof says how) and it never
    /// allocates.
    ///
    /// ```
    /// # use sudoku::{Grid, SolveError};
    /// // Every cell blank: the smallest completion starts 123456789.
    /// assert!(Grid::EMPTY.solve()?.to_line().starts_with("123456789456789123"));
    /// // Givens that do not clash, yet no digit fits the top-left cell: its row holds 2 to
    /// // 8, its column 9, its box 1.
    /// let stuck: Grid = format!("{:0<81}", "023456780910").parse()?;
    /// assert_eq!(stuck.solve(), Err(SolveError::Unsolvable));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn solve(&self) -> Result<Grid, SolveError> {
        check_values(self.cells())?;
        match engine::smallest_completion(self.cells()) {
            Some(answer) => Ok(Grid::new(answer)),
            None => Err(why_no_completion(self.cells())),
        }
    }

    /// The number of completions, counting no further than `limit`. `limit` 2 answers
    /// "is this puzzle proper?" for about the cost of one solve. Zero completions is `Ok(0)`.
    ///
    /// Beyond a few dozen completions the time grows with the count: bound the work with [`Grid::count_solutions_within`] when `limit` is large
    /// and the grid sparse.
    ///
    /// ```
    /// # use sudoku::Grid;
    /// let proper: Grid = "1.3...5.9..21.94.....7.4...3..5.2..6.6.....5.7..8.3..4...4.1.....92.58..8.4...1.7".parse()?;
    /// assert_eq!(proper.count_solutions(2)?, 1);
    /// assert_eq!(Grid::EMPTY.count_solutions(2)?, 2); // at least 2: not proper
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn count_solutions(&self, limit: u64) -> Result<u64, SolveError> {
        match self.count_solutions_within(limit, u64::MAX)? {
            Counted::Finished(count) | Counted::BudgetExceeded(count) => Ok(count),
        }
    }

    /// Counts completions as [`Grid::count_solutions`] does, within `max_work` units of
    /// work (search nodes, probes and conflicts, each of bounded cost): the same
    /// result on every machine. When the work runs out first, the count so far is a lower bound.
    ///
    /// ```
    /// use sudoku::{Counted, Grid};
    ///
    /// // The empty grid has about 6.67e21 completions: a bound stops the count at once.
    /// match Grid::EMPTY.count_solutions_within(u64::MAX, 1000)? {
    ///     Counted::BudgetExceeded(at_least) => assert!(at_least > 0),
    ///     Counted::Finished(_) => unreachable!("far too many to count"),
    /// }
    /// assert_eq!(Grid::EMPTY.count_solutions_within(2, 1000)?, Counted::Finished(2));
    /// # Ok::<(), sudoku::SolveError>(())
    /// ```
    pub fn count_solutions_within(&self, limit: u64, max_work: u64) -> Result<Counted, SolveError> {
        check_values(self.cells())?;
        match engine::count_completions(self.cells(), limit, max_work) {
            Counted::Finished(0) => match why_no_completion(self.cells()) {
                SolveError::Unsolvable => Ok(Counted::Finished(0)),
                clash => Err(clash),
            },
            counted => Ok(counted),
        }
    }

    /// The basic pencil marks: for each empty cell, the digits that clash with no filled
    /// cell of its row, column or box; for a filled cell, its own digit. No solving.
    ///
    /// Errors as [`Grid::validate`]'s.
    ///
    /// ```
    /// use sudoku::{Cell, Grid};
    ///
    /// let puzzle: Grid = "103000509002109400000704000300502006060000050\
    ///                     700803004000401000009205800804000107".parse()?;
    /// let marks = puzzle.candidates()?;
    /// let r1c2 = Cell::at(0, 1).unwrap();
    /// assert_eq!(marks.digits(r1c2).collect::<Vec<_>>(), [4, 7, 8]);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn candidates(&self) -> Result<Candidates, SolveError> {
        logic::candidates(self.cells())
    }

    /// The next step a person would take on this grid (the player's grid: givens and entries
    /// alike), with the technique, what it proves and why. `marks` are the player's pencil
    /// marks, or `None` for the basic ones.
    ///
    /// A mistake comes first: an entry that contradicts the solution, or pencil marks that
    /// leave out the solution's digit ([`Technique::Mistake`](crate::logic::hint::Technique::Mistake)).
    /// Without the givens, the suspects are the filled cells whose removal leaves the grid
    /// exactly one completion: a single wrong entry is always among them, a given may be too,
    /// and the hint lists them all; [`Grid::hint_with_givens`] needs no such search and names
    /// the first wrong cell. Then the easiest step by the fixed order of techniques; when none
    /// applies, the solution's digit for one cell, named as such.
    ///
    /// Errors: the grid's own ([`PuzzleError::Solve`]) when it has no completion and no
    /// single wrong entry explains it, [`PuzzleError::NotUnique`], [`PuzzleError::Solved`].
    /// Never allocates.
    ///
    /// ```
    /// use sudoku::{Cell, Grid, Technique};
    ///
    /// let mut grid: Grid = "103000509002109400000704000300502006060000050\
    ///                       700803004000401000009205800804000107".parse()?;
    /// let hint = grid.hint(None)?;
    /// assert_eq!(hint.technique(), Technique::HiddenSingle);
    /// assert_eq!(hint.to_string(), "Hidden single: in box 1, 4 fits only r1c2.");
    /// let (cell, digit) = hint.placement().unwrap();
    /// grid.set(cell, digit);
    ///
    /// // A wrong entry is the first thing a hint names.
    /// grid.set(Cell::at(4, 4).unwrap(), 9);
    /// assert_eq!(grid.hint(None)?.technique(), Technique::Mistake);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn hint(&self, marks: Option<&Candidates>) -> Result<Hint, PuzzleError> {
        let options = HintOptions {
            givens: None,
            marks,
        };
        self.hint_with(&options).map(|found| *found.hint())
    }

    /// [`Grid::hint`] for a player's grid (`self`) when the puzzle's `givens` are known: the
    /// solution is the givens', and any filled cell that differs from it is a mistake.
    ///
    /// ```
    /// use sudoku::{Cell, Grid, MistakeKind};
    ///
    /// let puzzle: Grid = "103000509002109400000704000300502006060000050\
    ///                     700803004000401000009205800804000107".parse()?;
    /// let mut player = puzzle;
    /// player.set(Cell::at(0, 1).unwrap(), 7); // the solution has 4 there
    /// let hint = player.hint_with_givens(&puzzle, None)?;
    /// assert_eq!(hint.mistake(), Some(MistakeKind::Entry));
    /// assert_eq!(hint.cells().next(), Cell::at(0, 1));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn hint_with_givens(
        &self,
        givens: &Grid,
        marks: Option<&Candidates>,
    ) -> Result<Hint, PuzzleError> {
        let options = HintOptions {
            givens: Some(givens),
            marks,
        };
        self.hint_with(&options).map(|found| *found.hint())
    }

    /// [`Grid::hint`] (or, with the `givens`, [`Grid::hint_with_givens`]) with the lines of
    /// a chain hint: each branch's inferences from its assumption to its end, for an app to
    /// draw, and [`ChainHint::explained`], its sentence step by step. Never allocates.
    ///
    /// ```
    /// use sudoku::{ChainKind, Grid};
    ///
    /// // A player's grid whose next step is a cycle through two-candidate cells.
    /// let grid: Grid = "593826147040910083008034902001402009469050821\
    ///                   000109304004670298986241735700098416".parse()?;
    /// let found = grid.hint_chain(None, None)?;
    /// let chain = found.chain().expect("a chain hint");
    /// assert_eq!(chain.kind(), Some(ChainKind::YCycle));
    /// assert_eq!(chain.lines().next().unwrap().steps().len(), 10);
    /// assert!(found.explained().to_string().starts_with(
    ///     "Bidirectional cycle: round the loop, r2c3 is 7, then r2c6 is not 7, then r2c6 is 5,"
    /// ));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn hint_chain(
        &self,
        givens: Option<&Grid>,
        marks: Option<&Candidates>,
    ) -> Result<ChainHint, PuzzleError> {
        self.hint_with(&HintOptions { givens, marks })
    }

    /// The hint of [`Grid::hint`], with what the `options` know ([`HintOptions`]: the
    /// puzzle's givens, as [`Grid::hint_with_givens`], and the player's pencil marks), and
    /// the lines of a chain hint, as [`Grid::hint_chain`]: the one call the three are
    /// shorthands for. Errors as theirs. Never allocates.
    ///
    /// ```
    /// use sudoku::{Grid, HintOptions, Technique};
    ///
    /// let puzzle: Grid = "103000509002109400000704000300502006060000050\
    ///                     700803004000401000009205800804000107".parse()?;
    /// let found = puzzle.hint_with(&HintOptions::new().givens(&puzzle))?;
    /// assert_eq!(found.hint().technique(), Technique::HiddenSingle);
    /// assert_eq!(*found.hint(), puzzle.hint(None)?);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn hint_with(&self, options: &HintOptions<'_>) -> Result<ChainHint, PuzzleError> {
        let marks = options.marks;
        with_scratch(|scratch| match options.givens {
            Some(givens) => logic::hint_with_givens(self.cells(), givens.cells(), marks, scratch),
            None => logic::hint(self.cells(), marks, scratch),
        })
    }

    /// How hard the puzzle is for a person: a logic solve that always takes the easiest
    /// step, rated on Sudoku Explainer's scale (the table is on [`Rating`]), with its level,
    /// hardest technique, steps by technique and number of givens. Puzzles that need more
    /// than this library's techniques are rated too, at level
    /// [`Level::Beyond`](crate::logic::rating::Level::Beyond).
    ///
    /// Errors: [`PuzzleError::Solve`] for a grid without a completion,
    /// [`PuzzleError::NotUnique`] for one with several. Never allocates.
    ///
    /// ```
    /// use sudoku::{Grid, Level, Technique};
    ///
    /// // From the Sudoku Exchange bank, which Sudoku Explainer rated 7.2.
    /// let puzzle: Grid = "083020090000800100029300008000098700070\
    ///                     000060006740000300006980002005000010030540".parse()?;
    /// let rating = puzzle.rate()?;
    /// assert_eq!(rating.level(), Level::Beyond);
    /// assert_eq!(rating.tenths(), 72);
    /// assert_eq!(rating.hardest(), Technique::ForcingChain);
    /// assert_eq!(rating.steps(Technique::SolutionDigit), 0);
    /// assert_eq!(rating.givens(), 28);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn rate(&self) -> Result<Rating, PuzzleError> {
        self.rate_with(&RateOptions::new())
    }

    /// [`rate`](Grid::rate) within a bound on its work, for a caller that must answer in
    /// time whatever the puzzle (a server rating what users send): the same rating when it
    /// takes at most `max_work` units, else [`PuzzleError::BudgetExceeded`].
    ///
    /// A unit is a step taken, a technique searched for, or a potential that a chain search
    /// follows; each costs at most a fixed time, so the bound is a bound on time. A puzzle
    /// takes the same work on every machine and every run, and
    /// [`Rating::work`](crate::Rating::work) says how much it took: rate a sample of the
    /// puzzles an app expects, then choose the bound from those figures (BENCHMARKS.md
    /// lists them for the public sets). `u64::MAX` is `rate`.
    ///
    /// Errors: those of `rate`, and [`PuzzleError::BudgetExceeded`]. Never allocates.
    ///
    /// ```
    /// use sudoku::{Grid, PuzzleError};
    ///
    /// let puzzle: Grid = "000000010400000000020000000000050407008000300001090000\
    ///                     300400200050100000000806000".parse()?;
    /// let rating = puzzle.rate()?;
    /// assert_eq!(puzzle.rate_within(rating.work())?, rating);
    /// assert_eq!(puzzle.rate_within(rating.work() - 1), Err(PuzzleError::BudgetExceeded));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn rate_within(&self, max_work: u64) -> Result<Rating, PuzzleError> {
        self.rate_with(&RateOptions::new().max_work(max_work))
    }

    /// [`rate`](Grid::rate) with [`RateOptions`] (a work limit): the one call `rate` and
    /// [`rate_within`](Grid::rate_within) are shorthands for. Errors as theirs. Never
    /// allocates.
    ///
    /// ```
    /// use sudoku::{Grid, RateOptions};
    ///
    /// let puzzle: Grid = "000000010400000000020000000000050407008000300001090000\
    ///                     300400200050100000000806000".parse()?;
    /// let rating = puzzle.rate_with(&RateOptions::new().max_work(1_000_000))?;
    /// assert_eq!(rating, puzzle.rate()?);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn rate_with(&self, options: &RateOptions) -> Result<Rating, PuzzleError> {
        with_scratch(|scratch| logic::rate(self.cells(), options.max_work, scratch))
    }

    /// [`rate_with`](Grid::rate_with) in a caller's [`Workspace`]: the same rating, for
    /// a caller that rates many puzzles and keeps one workspace per thread (a `Workspace`
    /// allocates its scratch once, on its first chain search; `rate` and `rate_within`
    /// allocate nothing, working in fixed arrays kept per thread).
    ///
    /// ```
    /// use sudoku::{Grid, RateOptions, Workspace};
    ///
    /// let mut workspace = Workspace::new();
    /// let puzzle: Grid = "000000010400000000020000000000050407008000300001090000\
    ///                     300400200050100000000806000".parse()?;
    /// assert_eq!(puzzle.rate_in(&RateOptions::new(), &mut workspace)?, puzzle.rate()?);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn rate_in(
        &self,
        options: &RateOptions,
        workspace: &mut Workspace,
    ) -> Result<Rating, PuzzleError> {
        let scratch = &mut Scratch::Workspace(workspace);
        logic::rate(self.cells(), options.max_work, scratch)
    }

    /// A puzzle with exactly one solution, from `seed` and `options`: the same seed and
    /// options give the same puzzle on every platform and every 1.x version, but for a puzzle
    /// asked at a level, which depends on the ratings too: a version that changes them (as
    /// its CHANGELOG entry says) may give another puzzle at that level. For many
    /// puzzles across threads, [`generate_batch`](crate::generate_batch).
    ///
    /// Errors: [`GenerateError::InvalidOptions`] for a givens bound outside 17..=81,
    /// [`GenerateError::GaveUp`] when no puzzle met the options within
    /// [`MAX_ATTEMPTS`](crate::MAX_ATTEMPTS) solution grids. Never allocates.
    ///
    /// ```
    /// use sudoku::{GenerateOptions, Grid, Level, Symmetry};
    ///
    /// let options = GenerateOptions::new()
    ///     .symmetry(Symmetry::Rotate180)
    ///     .level(Level::Medium);
    /// let puzzle = Grid::generate(42, &options)?;
    /// assert_eq!(puzzle.count_solutions(2), Ok(1));
    /// assert_eq!(puzzle.rate().unwrap().level(), Level::Medium);
    /// assert_eq!(puzzle, Grid::generate(42, &options)?); // the seed decides
    /// # Ok::<(), sudoku::GenerateError>(())
    /// ```
    pub fn generate(seed: u64, options: &GenerateOptions) -> Result<Grid, GenerateError> {
        with_scratch(|scratch| generate::generate(seed, options, scratch)).map(Grid::new)
    }

    /// [`generate`](Grid::generate) for a puzzle whose rating is within `range`, on Sudoku
    /// Explainer's scale: an app's difficulty, where the levels are too coarse. The same
    /// seed, options and range give the same puzzle (in every version with the same
    /// ratings). For many puzzles across threads,
    /// [`generate_rated_batch`](crate::generate_rated_batch).
    ///
    /// Solution grids are made and dug until a puzzle's rating falls in the range, so a
    /// narrow or rare range takes longer: most random minimal puzzles rate below 4.5, and
    /// about one in a few hundred rates 8.0 or more (BENCHMARKS.md has the figures). A
    /// puzzle is rated only until a step is above the range.
    ///
    /// Errors: those of `generate`, and [`GenerateError::GaveUp`] too when no puzzle fell in
    /// the range within the attempts. Never allocates.
    ///
    /// ```
    /// use sudoku::{GenerateOptions, Grid, RatingRange};
    ///
    /// let range = RatingRange::tenths(40, 50).unwrap(); // 4.0 to 5.0
    /// let puzzle = Grid::generate_rated(7, &GenerateOptions::default(), range)?;
    /// let rating = puzzle.rate().unwrap();
    /// assert!((40..=50).contains(&rating.tenths()), "{}", rating.value());
    /// # Ok::<(), sudoku::GenerateError>(())
    /// ```
    pub fn generate_rated(
        seed: u64,
        options: &GenerateOptions,
        range: RatingRange,
    ) -> Result<Grid, GenerateError> {
        Grid::generate(seed, &options.rating(range))
    }
}

/// Why values in range have no completion: two givens clash, or nothing completes them.
/// Checked only on this path, so that the common case pays nothing for naming clashes.
fn why_no_completion(cells: &[u8; 81]) -> SolveError {
    check_givens(cells).err().unwrap_or(SolveError::Unsolvable)
}
