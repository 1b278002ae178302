//! Rating: solve by logic alone, always the easiest step, and report the hardest step on the
//! scale Sudoku Explainer made the community standard (the table is on [`Rating`]).

use super::catalog::{self, Value};
use super::chains::x_chain::length_tenths;
use super::geometry::Geometry;
use super::hint::{Hint, Technique};
use super::oracle::{Facts, Oracle};
use super::state::State;
use super::steps::{self, Step, Techniques};
use super::techniques::singles::Single;
use super::work::Work;
use super::workspace::Scratch;
use crate::model::error::PuzzleError;
use crate::model::geometry::HOUSES;
use crate::numbered::{ascii, numbered_enum};

/// A puzzle's difficulty level: a range of Sudoku Explainer ratings, the rating of its
/// hardest step. The ranges, in one place for every layer (the program, the C header and
/// the bindings say the same):
///
/// | level | ratings | the hardest step |
/// |---|---|---|
/// | easy | up to 2.3 | singles, and Sudoku Explainer's direct pointing, claiming and hidden pair |
/// | medium | 2.4 to 3.4 | direct hidden triple, pointing, claiming, naked and hidden pairs, X-Wing |
/// | hard | 3.5 to 4.4 | triples, Swordfish, 2 strong links, XY-Wing, XYZ-Wing |
/// | expert | 4.5 to 6.4 | unique rectangles and loops, quads, Jellyfish, longer strong links, BUG, the wings, aligned pair exclusion |
/// | beyond | 6.5 and up | cycles, forcing chains and their nested levels; and every rating that is a lower bound |
// `repr(i32)`: the C header declares these values as `SudokuLevel` (cbindgen.toml).
#[repr(i32)]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
// More will come (techniques, chains, variants): callers match with a wildcard arm.
#[non_exhaustive]
pub enum Level {
    /// Rated up to 2.3: singles and Sudoku Explainer's direct techniques.
    Easy = 1,
    /// Rated 2.4 to 3.4: locked candidates, naked and hidden pairs, X-Wing.
    Medium = 2,
    /// Rated 3.5 to 4.4: triples, Swordfish, XY-Wing, XYZ-Wing.
    Hard = 3,
    /// Rated 4.5 to 6.4: unique rectangles, quads, Jellyfish, the wings, BUG.
    Expert = 4,
    /// Rated 6.5 and up: cycles and forcing chains. A rating that needed the solution's
    /// digit, a lower bound ([`Rating::is_lower_bound`]), is at least 7.1, so always here.
    Beyond = 5,
}

numbered_enum! {
    Level, c_name;
    Easy => c"EASY",
    Medium => c"MEDIUM",
    Hard => c"HARD",
    Expert => c"EXPERT",
    Beyond => c"BEYOND",
}

impl Level {
    /// The level with number `number` (1 to 5).
    pub fn from_number(number: u8) -> Option<Level> {
        Level::from_i32(i32::from(number))
    }

    /// The level's name in capitals, as in `EASY`.
    pub const fn name(self) -> &'static str {
        ascii(self.c_name())
    }

    /// The ratings of the level in tenths, both ends included (`u16::MAX` for beyond's open
    /// end): `(24, 34)` for [`Level::Medium`].
    pub const fn tenths(self) -> (u16, u16) {
        match self {
            Level::Easy => (0, 23),
            Level::Medium => (24, 34),
            Level::Hard => (35, 44),
            Level::Expert => (45, 64),
            Level::Beyond => (65, u16::MAX),
        }
    }

    /// The level whose range holds a rating of `tenths`.
    pub fn of(tenths: u16) -> Level {
        Level::ALL
            .into_iter()
            .find(|level| level.tenths().1 >= tenths)
            .unwrap_or(Level::Beyond)
    }
}

impl core::fmt::Display for Level {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.write_str(self.name())
    }
}

/// Room for the step counts: one per technique number, with room to grow.
pub const STEP_KINDS: usize = 64;

const _: () = assert!(Technique::ALL.len() <= STEP_KINDS);

/// How hard a puzzle is for a person, from a logic solve that always takes the easiest step
/// (the step [`Grid::hint`](crate::model::grid::Grid::hint) would show), in the techniques' fixed order.
///
/// The figures (in tenths) are Sudoku Explainer 1.2.1's, as listed in "Difficulty ratings in
/// Sudoku Explainer v1.2.1" (SukakuExplainer wiki, github.com/SudokuMonster/SukakuExplainer):
///
/// | technique | rating |
/// |---|---|
/// | full house (last value in a house) | 1.0 |
/// | hidden single in a box | 1.2 |
/// | hidden single in a row or column | 1.5 |
/// | direct pointing (pointing whose removals leave a hidden single, placed) | 1.7 |
/// | direct claiming | 1.9 |
/// | direct hidden pair (a hidden pair whose removals leave a hidden single, placed) | 2.0 |
/// | naked single | 2.3 |
/// | direct hidden triple | 2.5 |
/// | pointing | 2.6 |
/// | claiming | 2.8 |
/// | naked pair | 3.0 |
/// | X-Wing | 3.2 |
/// | hidden pair | 3.4 |
/// | naked triple | 3.6 |
/// | Swordfish | 3.8 |
/// | hidden triple | 4.0 |
/// | 2 strong links: Skyscraper, 2-String Kite, Turbot fish (Sukaku Explainer) | 4.0 to 4.2, grouped 4.3 |
/// | XY-Wing | 4.2 |
/// | XYZ-Wing | 4.4 |
/// | unique rectangle types 1, 2 and 4 | 4.5 |
/// | unique rectangle type 3 | 4.6 to 4.8 (0.1 for each cell of the subset beyond the corners) |
/// | unique loop of 6, 8, 10 or more cells, types 1, 2 and 4 | 4.6, 4.7, 5.0 |
/// | unique loop type 3 | as its loop, + 0.1 for each cell of a naked subset beyond the loop's two, of a hidden one beyond one |
/// | naked quad | 5.0 |
/// | Jellyfish | 5.2 |
/// | hidden quad | 5.4 |
/// | 3, 4, 5, 6 strong links (Sukaku Explainer) | 5.4, 5.8, 6.2, 6.6, each + 0 to 0.2, grouped + 0.3 |
/// | WXYZ-Wing (Sukaku Explainer) | 5.5 to 5.6 |
/// | BUG type 1 | 5.6 |
/// | BUG types 2 and 4 | 5.7 |
/// | BUG type 3 | 5.8 to 6.2 (0.1 for each digit of the naked subset beyond the first) |
/// | VWXYZ-Wing | 6.2 to 6.4 |
/// | aligned pair exclusion | 6.2 |
/// | UVWXYZ-Wing | 6.6 |
/// | bidirectional X- or Y-cycle | 6.5 + length |
/// | forcing X-chain | 6.6 + length |
/// | bidirectional cycle, forcing chain | 7.0 + length |
/// | TUVWXYZ-Wing (Sukaku Explainer), aligned triplet exclusion | 7.5 |
/// | Nishio forcing chain | 7.5 + length |
/// | cell or region forcing chains | 8.0 + length |
/// | dynamic forcing chains | 8.5 + length |
/// | dynamic forcing chains (+): pointing, claiming, pairs and X-Wings within the runs | 9.0 + length |
/// | nested forcing chains: forcing chains within the runs too (the first nested level) | 9.5 + length and the inner chains' lengths |
/// | nested multiple forcing chains: cell and region forcing chains within the runs too (the second nested level) | 10.0 + length and the inner chains' lengths |
/// | X-Chain, W-Wing (this library's, where a chain search ran out of work) | 6.6, 7.0 + length |
/// | beyond these (the solution's digit) | 7.1, a lower bound |
///
/// The chains are Sudoku Explainer's, found and rated as it does: of all the chains of a
/// kind, the lowest rated, the length added as Sudoku Explainer adds it (+0.1 past 4, 6, 8,
/// 12, 16, ... potentials, counting every potential a conclusion rests on, over all the
/// branches). Where even nested multiple forcing chains find nothing (or their search runs out
/// of its work), Sudoku Explainer would nest deeper (10.5 and up): the solution's digit then
/// counts as 7.1, and the rating, the hardest step taken, is a lower bound.
///
/// The level is the range the rating falls in (the table is on [`Level`]).
///
/// ```
/// use sudoku::{Grid, Level};
///
/// let puzzle = Grid::from_line(
///     b"103000509002109400000704000300502006060000050700803004000401000009205800804000107",
/// )?;
/// let rating = puzzle.rate()?;
/// assert_eq!(rating.level(), Level::Easy); // singles are enough
/// assert!(rating.value() <= 2.3);
/// assert_eq!(rating.givens(), 30);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Rating {
    /// The Sudoku Explainer rating of the hardest step, in tenths (23 for 2.3).
    tenths: u16,
    /// Sudoku Explainer's EP and ED: the hardest step up to the first placement, and the
    /// first step, in tenths.
    pearl: u16,
    diamond: u16,
    level: Level,
    hardest: Technique,
    givens: u8,
    /// Steps taken, by technique number.
    steps: [u16; STEP_KINDS],
    /// The work units the rating took.
    work: u64,
}

impl Rating {
    /// The rating on Sudoku Explainer's scale, in tenths (45 for 4.5): exact integers, as
    /// the scale has one decimal.
    pub fn tenths(&self) -> u16 {
        self.tenths
    }

    /// The rating on Sudoku Explainer's scale, for instance 4.5.
    pub fn value(&self) -> f32 {
        f32::from(self.tenths) / 10.0
    }

    /// Sudoku Explainer's "pearl" (EP), in tenths: the rating of the hardest step up to and
    /// including the first that places a digit. Puzzles with a high pearl need hard logic
    /// before any digit can be placed.
    pub fn pearl_tenths(&self) -> u16 {
        self.pearl
    }

    /// Sudoku Explainer's "diamond" (ED), in tenths: the rating of the first step, the
    /// easiest that makes any progress from the givens.
    pub fn diamond_tenths(&self) -> u16 {
        self.diamond
    }

    /// The level the rating falls in.
    pub fn level(&self) -> Level {
        self.level
    }

    /// Whether a step needed the solution's digit, no technique of this library applying
    /// (Sudoku Explainer would nest its chains deeper): the rating is then a lower bound,
    /// 7.1 or more, and its level [`Level::Beyond`].
    pub fn is_lower_bound(&self) -> bool {
        self.steps(Technique::SolutionDigit) > 0
    }

    /// The technique of the hardest step.
    pub fn hardest(&self) -> Technique {
        self.hardest
    }

    /// The number of givens.
    pub fn givens(&self) -> usize {
        usize::from(self.givens)
    }

    /// The number of steps that used `technique`.
    pub fn steps(&self, technique: Technique) -> usize {
        usize::from(self.steps[usize::from(technique.number())])
    }

    /// The steps taken, by technique number.
    pub(crate) fn step_counts(&self) -> &[u16; STEP_KINDS] {
        &self.steps
    }

    /// The work the rating took, in the units of
    /// [`Grid::rate_within`](crate::model::grid::Grid::rate_within): a rating within that
    /// many units or more gives this rating, within fewer it stops. The same puzzle takes
    /// the same work on every machine and every run (a version that changes the techniques
    /// may change it).
    pub fn work(&self) -> u64 {
        self.work
    }
}

/// The rating of a single, in tenths: its catalog value (a hidden single's by its house).
fn single_tenths(single: &Single) -> u16 {
    match catalog::entry(single.technique).value {
        Value::ByHouse { in_box, .. } if usize::from(single.house) >= HOUSES - 9 => in_box,
        Value::ByHouse { in_line, .. } => in_line,
        value => value.lowest(),
    }
}

/// The rating of a step after the singles, in tenths: its catalog value, the chain's length
/// added, or the instance's own as its search rated it.
fn hint_tenths(hint: &Hint) -> u16 {
    match catalog::entry(hint.technique()).value {
        Value::Fixed(tenths) => tenths,
        Value::Length { base } => base + length_tenths(hint.cell_list().len()),
        Value::Instance { .. } => hint.tenths(),
        // Singles and mistakes are not hints of this kind.
        Value::ByHouse { .. } | Value::Unrated => 0,
    }
}

/// Rates `givens` (values 0..=9, no clash) by a logic solve from the givens alone.
///
/// The oracle is asked only when the logic needs it: whether the puzzle is unique before a
/// unique rectangle (sound only then) and before the deepest chain searches (which would
/// spend seconds on a grid with several solutions before the answer is "not unique"), and
/// the solution's digit of a cell when no technique applies. A logic solve that ends without either has proved the puzzle unique by itself:
/// if there were two solutions, a cell where they differ would remain unplaced.
///
/// Singles, most of the steps, are taken as they are found, without building a hint.
///
/// Every step and search draws on `work`; when it runs out the rating stops with
/// [`PuzzleError::BudgetExceeded`] (a search cut short may have missed the easiest step, so
/// nothing it found is taken).
///
/// The solve stops as soon as a step is rated above `ceiling` (in tenths): the hardest step
/// only grows, so the rating is then above it too, which is all a caller that sets one asks
/// (generation within a range of ratings); the rest of such a rating is incomplete.
///
/// The searches work in `workspace`.
pub(crate) fn rate(
    givens: &[u8; 81],
    mut oracle: Oracle,
    work: Work,
    ceiling: u16,
    workspace: &mut Scratch<'_>,
) -> Result<Rating, PuzzleError> {
    rate_state(
        State::new(givens, None),
        &mut oracle,
        work,
        ceiling,
        workspace,
    )
}

/// [`rate`] from `state` (the givens of a grid of any geometry), asking `facts` about its
/// solution.
pub(crate) fn rate_state<G: Geometry + Copy>(
    mut state: State<G>,
    oracle: &mut impl Facts<G>,
    mut work: Work,
    ceiling: u16,
    workspace: &mut Scratch<'_>,
) -> Result<Rating, PuzzleError> {
    let givens = state.values;
    let mut rating = Rating {
        tenths: 0,
        pearl: 0,
        diamond: 0,
        level: Level::Easy,
        hardest: Technique::FullHouse,
        givens: givens.iter().filter(|&&value| value != 0).count() as u8,
        steps: [0; STEP_KINDS],
        work: 0,
    };
    while !state.is_solved() && rating.tenths <= ceiling {
        if !work.charge() {
            return Err(PuzzleError::BudgetExceeded);
        }
        match steps::easiest_direct(&state, Techniques::ALL) {
            Some(Step::Single(single)) => {
                rating.count(single.technique, single_tenths(&single), true);
                state.place(usize::from(single.cell), single.digit);
                continue;
            }
            Some(Step::Other(hint)) => {
                rating.count(hint.technique(), hint_tenths(&hint), true);
                steps::apply(&mut state, &hint);
                continue;
            }
            None => {}
        }
        let mut found = steps::easiest_other(
            &state,
            Techniques::ALL.without(Techniques::DEEPEST),
            &mut work,
            workspace,
        );
        if found.is_none() && !work.ran_out() {
            // The deepest searches come last in the order, so this is the order unchanged;
            // the engine is asked first, as it would be next if they found nothing.
            oracle.check_unique(&state)?;
            found = steps::easiest_other(&state, Techniques::DEEPEST, &mut work, workspace);
        }
        if work.ran_out() {
            return Err(PuzzleError::BudgetExceeded);
        }
        match found {
            Some(hint) => {
                if hint.technique().needs_one_solution() {
                    oracle.check_unique(&state)?;
                }
                let places = hint.placement().is_some();
                rating.count(hint.technique(), hint_tenths(&hint), places);
                steps::apply(&mut state, &hint);
            }
            None => {
                let cell = steps::fewest_candidates(&state).ok_or(PuzzleError::Solved)?;
                let single = steps::solution_digit_at(cell, oracle.digit(&state, cell)?);
                rating.count(single.technique, single_tenths(&single), true);
                state.place(cell, single.digit);
            }
        }
    }
    rating.level = Level::of(rating.tenths);
    rating.work = work.spent();
    Ok(rating)
}

impl Rating {
    /// Counts a step of `technique` rated `tenths`, which `places` a digit or not.
    fn count(&mut self, technique: Technique, tenths: u16, places: bool) {
        if tenths > self.tenths {
            self.tenths = tenths;
            self.hardest = technique;
        }
        // As Sudoku Explainer keeps them: the hardest so far, at the first step and at the
        // first placement.
        if self.diamond == 0 {
            self.diamond = self.tenths;
        }
        if self.pearl == 0 && places {
            self.pearl = self.tenths;
        }
        let count = &mut self.steps[usize::from(technique.number())];
        *count = count.saturating_add(1);
    }
}

/// Rates a puzzle whose (unique) solution is known, stopping once a step is rated above
/// `ceiling` (`u16::MAX`: never), in `workspace`.
pub(crate) fn rate_with_solution(
    givens: &[u8; 81],
    solution: &[u8; 81],
    ceiling: u16,
    workspace: &mut Scratch<'_>,
) -> Rating {
    rate(
        givens,
        Oracle::Known(solution),
        Work::unlimited(),
        ceiling,
        workspace,
    )
    .expect("the solution is known")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::logic::rating_range::RatingRange;
    use crate::model::grid::Grid;

    #[test]
    fn the_levels_cover_the_scale_in_order() {
        // Each range starts where the last ended, from 0 to no end; `of` agrees with them.
        let mut next = 0;
        for level in Level::ALL {
            let (low, high) = level.tenths();
            assert_eq!(low, next, "{level}");
            assert!(high >= low);
            assert_eq!(Level::of(low), level);
            assert_eq!(Level::of(high), level);
            next = high.saturating_add(1);
        }
        assert_eq!(Level::Beyond.tenths().1, u16::MAX);
        assert_eq!(
            [17, 23, 24, 34, 35, 44, 45, 64, 65, 71].map(Level::of),
            [
                Level::Easy,
                Level::Easy,
                Level::Medium,
                Level::Medium,
                Level::Hard,
                Level::Hard,
                Level::Expert,
                Level::Expert,
                Level::Beyond,
                Level::Beyond
            ]
        );
    }

    #[test]
    fn a_step_past_the_techniques_takes_the_solution_digit_and_rates_beyond() {
        // No puzzle of the public sets tried needs more than the nested levels within their
        // work, so the chains are left out on this thread: one of the forum's hardest then
        // has steps that nothing here can take.
        steps::without_chain_searches();
        let hard: Grid =
            "980700600700900500004080000600090050090300006037000900300500700000030020000001000"
                .parse()
                .unwrap();
        let rating = hard.rate().unwrap();
        assert_eq!(rating.level(), Level::Beyond);
        assert!(rating.is_lower_bound());
        assert!(rating.steps(Technique::SolutionDigit) > 0);
        assert!(rating.tenths() >= 71);
        // A lower bound: within a range only when the range has no maximum.
        assert!(RatingRange::at_least(rating.tenths()).contains(&rating));
        assert!(RatingRange::ANY.contains(&rating));
        let bounded = RatingRange::tenths(rating.tenths(), 200).unwrap();
        assert!(!bounded.contains(&rating));
    }
}
