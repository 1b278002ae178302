//! Human-style solving: pencil marks, the techniques people use, hints and ratings.
//!
//! A second solver beside the exact one in `engine`: it reasons step by step, as a person
//! does, over one candidate state (`state.rs`), one file per family of techniques. It asks the
//! exact solver only for the solution, to catch mistakes and to check uniqueness.

mod candidates;
mod chains;
mod fish;
mod hint;
mod intersections;
mod mistakes;
mod rating;
pub(crate) mod sets;
mod singles;
mod state;
mod steps;
mod subsets;
mod text;
mod uniqueness;
mod wings;

#[cfg(test)]
mod tests;

pub use candidates::Candidates;
pub use hint::{Hint, House, MistakeKind, Technique};

pub use rating::{Level, Rating, STEP_KINDS};

pub(crate) use rating::rate_with_solution;

pub(crate) use state::State;

use crate::check::{check_givens, check_values};
use crate::{Grid, PuzzleError, SolveError};

/// The basic pencil marks of a grid whose givens are checked.
pub(crate) fn candidates(cells: &[u8; 81]) -> Result<Candidates, SolveError> {
    check_givens(cells)?;
    Ok(Candidates::new(state::basic_marks(cells)))
}

/// The solution of a puzzle with exactly one.
pub(crate) fn unique_solution(cells: &[u8; 81]) -> Result<[u8; 81], PuzzleError> {
    let grid = Grid::new(*cells);
    match grid.count_solutions(2)? {
        0 => Err(PuzzleError::Solve(SolveError::Unsolvable)),
        1 => Ok(*grid.solve()?.cells()),
        _ => Err(PuzzleError::NotUnique),
    }
}

/// The hint for a player's grid (givens and entries alike, which cannot be told apart).
///
/// When the grid has no completion, some entry is wrong: the suspects are the filled cells
/// whose removal leaves exactly one completion. One wrong entry is always among them, but a
/// given can be too, and without the givens nothing tells them apart: the mistake hint lists
/// every suspect. With several wrong entries no single removal helps, and the grid's own
/// error is returned.
pub(crate) fn hint(cells: &[u8; 81], marks: Option<&Candidates>) -> Result<Hint, PuzzleError> {
    check_values(cells)?;
    match unique_solution(cells) {
        Ok(solution) => hint_from(cells, marks, &solution),
        Err(PuzzleError::Solve(error)) => {
            mistakes::suspects(cells).ok_or(PuzzleError::Solve(error))
        }
        Err(error) => Err(error),
    }
}

/// The hint for a player's grid when the puzzle's givens are known.
pub(crate) fn hint_with_givens(
    cells: &[u8; 81],
    givens: &[u8; 81],
    marks: Option<&Candidates>,
) -> Result<Hint, PuzzleError> {
    check_values(cells)?;
    let solution = unique_solution(givens)?;
    hint_from(cells, marks, &solution)
}

/// The hint once the solution is known: a mistake first, then the easiest step.
fn hint_from(
    cells: &[u8; 81],
    marks: Option<&Candidates>,
    solution: &[u8; 81],
) -> Result<Hint, PuzzleError> {
    let marks = marks.map(Candidates::masks);
    if let Some(mistake) = mistakes::find(cells, marks, solution) {
        return Ok(mistake);
    }
    let state = State::new(cells, marks);
    if state.is_solved() {
        return Err(PuzzleError::Solved);
    }
    steps::next(&state, solution).ok_or(PuzzleError::Solved)
}

/// The rating of a puzzle with exactly one solution.
pub(crate) fn rate(cells: &[u8; 81]) -> Result<Rating, PuzzleError> {
    check_givens(cells)?;
    rating::rate(cells, None, unique_solution)
}
