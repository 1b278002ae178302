//! What the logic asks of the exact engine: whether the puzzle has one solution, and which
//! digit the solution has in a cell. Asked only when the logic needs it, and about the state
//! the logic has reached: it has the same completions as the puzzle (every step holds in
//! every completion) and is quicker to search.

use super::geometry::{Classic, Geometry};
use super::sets::digits;
use super::state::State;
use super::steps::fewest_candidates;
use crate::engine::{self, Counted};
use crate::model::error::{PuzzleError, SolveError};

/// The source of the solution's facts for a logic solve.
pub(crate) enum Oracle<'a> {
    /// The solution is known (a generated puzzle).
    Known(&'a [u8; 81]),
    /// The engine answers; it holds the solution once it has confirmed there is one only.
    Engine(Option<[u8; 81]>),
}

impl Oracle<'_> {
    /// An oracle that will ask the engine.
    pub fn engine() -> Self {
        Oracle::Engine(None)
    }
}

/// What a logic solve on a grid of the geometry `G` asks of the puzzle's solution: the
/// classic grid's [`Oracle`] asks the exact engine; a solution known beforehand
/// ([`KnownSolution`]) answers for any geometry.
pub(crate) trait Facts<G: Geometry> {
    /// The only solution of `state` (a state the logic reached), or why there is none.
    fn solution(&mut self, state: &State<G>) -> Result<&[u8; 81], PuzzleError>;

    /// Confirms that `state` (a state the logic reached) has exactly one completion.
    fn check_unique(&mut self, state: &State<G>) -> Result<(), PuzzleError> {
        self.solution(state).map(|_| ())
    }

    /// The solution's digit in `cell`, for `state`, a state the logic reached.
    fn digit(&mut self, state: &State<G>, cell: usize) -> Result<u8, PuzzleError> {
        self.solution(state).map(|solution| solution[cell])
    }
}

impl Facts<Classic> for Oracle<'_> {
    fn solution(&mut self, state: &State) -> Result<&[u8; 81], PuzzleError> {
        match self {
            Oracle::Known(solution) => Ok(solution),
            Oracle::Engine(Some(solution)) => Ok(solution),
            Oracle::Engine(known) => Ok(known.insert(only_completion(state)?)),
        }
    }
}

/// The solution of a puzzle of any geometry, known beforehand (the caller has proved it the
/// only one).
#[cfg_attr(not(test), allow(dead_code))]
pub(crate) struct KnownSolution<'a>(pub &'a [u8; 81]);

impl<G: Geometry> Facts<G> for KnownSolution<'_> {
    fn solution(&mut self, _: &State<G>) -> Result<&[u8; 81], PuzzleError> {
        Ok(self.0)
    }
}

/// Whether `cells` (values 0..=9, which may clash) have exactly one completion.
pub(crate) fn has_one_completion(cells: &[u8; 81]) -> bool {
    engine::count_completions(cells, 2, u64::MAX) == Counted::Finished(1)
}

/// The only completion of `state`, or why there is none.
///
/// The engine is asked once for each candidate of the cell with the fewest (most often a
/// pair), with that digit placed: the logic's candidates, which its eliminations have
/// narrowed beyond what the engine derives from the digits alone, and which every
/// completion respects. On the hardest public puzzles the engine settles most such grids,
/// with a given more, in its quick depth-first phase, where the whole grid would take it to
/// clause learning: the counts of the branches take less time than one count of the whole
/// (measured on the slowest hints of the public sets). Splitting deeper,
/// or letting the logic work on each branch first, measured slower. The first completion
/// of each count comes with it, so proving the solution unique and knowing it are one pass.
fn only_completion(state: &State) -> Result<[u8; 81], PuzzleError> {
    let Some(cell) = fewest_candidates(state) else {
        // Solved by logic, from candidates: a completion without a clash, and the only one.
        return Ok(state.values);
    };
    let mut found = None;
    for digit in digits(state.cands[cell]) {
        let mut branch = state.values;
        branch[cell] = digit;
        match engine::count_completions_with_first(&branch, 2, u64::MAX) {
            (Counted::Finished(0), _) => {}
            (Counted::Finished(1), Some(solution)) if found.is_none() => found = Some(solution),
            _ => return Err(PuzzleError::NotUnique),
        }
    }
    found.ok_or(PuzzleError::Solve(SolveError::Unsolvable))
}
