//! Human-style solving: pencil marks, the techniques people use, hints and ratings.
//!
//! A second solver beside the exact one in `engine`: it reasons step by step, as a person
//! does, over one candidate state (`state.rs`), one file per family of techniques. It asks the
//! exact solver only for the solution, to catch mistakes and to check uniqueness.

pub(crate) mod candidates;
mod catalog;
mod chains;
pub(crate) mod geometry;
pub(crate) mod hint;
mod mistakes;
mod oracle;
pub(crate) mod rating;
pub(crate) mod rating_range;
pub(crate) mod sets;
pub(crate) mod state;
mod steps;
mod techniques;
mod text;
pub use text::Explained;
pub(crate) use text::{HouseNames, describe_in};
pub(crate) mod work;
pub(crate) mod workspace;
pub use workspace::Workspace;

#[cfg(test)]
mod tests;

use crate::model::check::{check_givens, check_values};
use crate::model::error::{PuzzleError, SolveError};
use candidates::Candidates;
use geometry::Geometry;
use hint::{Chain, ChainHint};
use oracle::{Facts, KnownSolution, Oracle};
use rating::Rating;
use state::State;
use steps::Techniques;
use work::Work;
use workspace::Scratch;

/// The basic pencil marks of a grid whose givens are checked.
pub(crate) fn candidates(cells: &[u8; 81]) -> Result<Candidates, SolveError> {
    check_givens(cells)?;
    Ok(Candidates::new(state::basic_marks(cells)))
}

/// The grid (values 0..=9, no clash) with what the quicker techniques place: it has the
/// same completions (every step holds in every completion), and the engine searches it much
/// more quickly. The searches work in `workspace`.
fn settle(cells: &[u8; 81], workspace: &mut Scratch<'_>) -> State {
    let mut state = State::new(cells, None);
    while let Some(step) = steps::easiest_step(&state, Techniques::SOUND_FOR_ANY, workspace) {
        step.apply(&mut state);
    }
    state
}

/// The solution of a puzzle with exactly one: the logic places what it can, the engine
/// completes the rest.
pub(crate) fn unique_solution(
    cells: &[u8; 81],
    workspace: &mut Scratch<'_>,
) -> Result<[u8; 81], PuzzleError> {
    check_givens(cells)?;
    let settled = settle(cells, workspace);
    Oracle::engine().solution(&settled).copied()
}

/// The hint for a player's grid (givens and entries alike, which cannot be told apart).
///
/// When the grid has no completion, some entry is wrong: the suspects are the filled cells
/// whose removal leaves exactly one completion. One wrong entry is always among them, but a
/// given can be too, and without the givens nothing tells them apart: the mistake hint lists
/// every suspect. With several wrong entries no single removal helps, and the grid's own
/// error is returned.
///
/// When the grid has exactly one completion, no entry can be wrong (a wrong entry would leave
/// the puzzle's solution out, and any other completion would be a second solution of the
/// puzzle); the engine's proof of uniqueness brings the solution, against which the pencil
/// marks are checked and which gives the fallback's digit.
pub(crate) fn hint(
    cells: &[u8; 81],
    marks: Option<&Candidates>,
    workspace: &mut Scratch<'_>,
) -> Result<ChainHint, PuzzleError> {
    check_values(cells)?;
    let no_chain = |hint| ChainHint::new(hint, Chain::default());
    if let Err(clash) = check_givens(cells) {
        return mistakes::suspects(cells)
            .map(no_chain)
            .ok_or(PuzzleError::Solve(clash));
    }
    let settled = settle(cells, workspace);
    let mut oracle = Oracle::engine();
    let solution = match oracle.solution(&settled) {
        Err(PuzzleError::Solve(error)) => {
            return mistakes::suspects(cells)
                .map(no_chain)
                .ok_or(PuzzleError::Solve(error));
        }
        Err(error) => return Err(error),
        Ok(solution) => solution,
    };
    hint_from(cells, marks, solution, workspace)
}

/// The hint for a player's grid when the puzzle's givens are known.
pub(crate) fn hint_with_givens(
    cells: &[u8; 81],
    givens: &[u8; 81],
    marks: Option<&Candidates>,
    workspace: &mut Scratch<'_>,
) -> Result<ChainHint, PuzzleError> {
    check_values(cells)?;
    let solution = unique_solution(givens, workspace)?;
    hint_from(cells, marks, &solution, workspace)
}

/// The hint once the solution is known: a mistake first, then the easiest step, with its
/// chain's lines when it is a chain.
fn hint_from(
    cells: &[u8; 81],
    marks: Option<&Candidates>,
    solution: &[u8; 81],
    workspace: &mut Scratch<'_>,
) -> Result<ChainHint, PuzzleError> {
    let marks = marks.map(Candidates::masks);
    if let Some(mistake) = mistakes::find(cells, marks, solution) {
        return Ok(ChainHint::new(mistake, Chain::default()));
    }
    let state = State::new(cells, marks);
    if state.is_solved() {
        return Err(PuzzleError::Solved);
    }
    steps::next(&state, solution, workspace).ok_or(PuzzleError::Solved)
}

/// The rating of a puzzle with exactly one solution, if it takes at most `max_work` units
/// (`work.rs`; `u64::MAX` is more than any rating takes: the design's bounds alone), rated
/// in `workspace`.
pub(crate) fn rate(
    cells: &[u8; 81],
    max_work: u64,
    workspace: &mut Scratch<'_>,
) -> Result<Rating, PuzzleError> {
    check_givens(cells)?;
    rating::rate(
        cells,
        Oracle::engine(),
        Work::within(max_work),
        u16::MAX,
        workspace,
    )
}

/// The rating of `givens` on a grid of `geometry` (values 0..=9, no clash among its peers)
/// whose one solution is `solution`, if it takes at most `max_work` units, in `workspace`:
/// [`rate`] for any geometry, the solution found by the caller's exact search. The rating
/// stops once a step is rated above `ceiling` (`u16::MAX`: never), enough to refuse a
/// puzzle that is too hard.
pub(crate) fn rate_on<G: Geometry>(
    geometry: &G,
    givens: &[u8; 81],
    solution: &[u8; 81],
    max_work: u64,
    ceiling: u16,
    workspace: &mut Scratch<'_>,
) -> Result<Rating, PuzzleError> {
    rating::rate_state(
        State::with_geometry(geometry, givens, None),
        &mut KnownSolution(solution),
        Work::within(max_work),
        ceiling,
        workspace,
    )
}

/// For a player's grid without a completion and no givens to compare with: the filled cells
/// whose removal leaves exactly one completion (by `has_one_completion`, a layout's count), as
/// one mistake hint listing them all, or `None` when no single removal helps.
pub(crate) fn suspects_on<E>(
    cells: &[u8; 81],
    has_one_completion: impl FnMut(&[u8; 81]) -> Result<bool, E>,
) -> Result<Option<ChainHint>, E> {
    let found = mistakes::suspects_by(cells, has_one_completion)?;
    Ok(found.map(|hint| ChainHint::new(hint, Chain::default())))
}

/// The next step on a player's grid of `geometry` (values 0..=9) with pencil `marks` (bit
/// `d - 1` for digit `d`; `None`: the basic marks), for the puzzle whose one solution is
/// `solution`: an entry or a mark that contradicts the solution first, then the easiest
/// technique, else the solution's digit for a cell. [`PuzzleError::Solved`] for a full grid.
pub(crate) fn hint_on<G: Geometry>(
    geometry: &G,
    cells: &[u8; 81],
    marks: Option<&[u16; 81]>,
    solution: &[u8; 81],
    workspace: &mut Scratch<'_>,
) -> Result<ChainHint, PuzzleError> {
    if let Some(mistake) = mistakes::find(cells, marks, solution) {
        return Ok(ChainHint::new(mistake, Chain::default()));
    }
    let state = State::with_geometry(geometry, cells, marks);
    if state.is_solved() {
        return Err(PuzzleError::Solved);
    }
    steps::next(&state, solution, workspace).ok_or(PuzzleError::Solved)
}
