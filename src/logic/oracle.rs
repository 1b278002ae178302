//! What the logic asks of the exact engine: whether the puzzle has one solution, and which
//! digit the solution has in a cell. Asked only when the logic needs it, and about the grid
//! the logic has reached: it has the same completions as the puzzle (every step holds in
//! every completion) and is quicker to search.

use crate::engine::{self, Count};
use crate::{PuzzleError, SolveError};

/// The source of the solution's facts for a logic solve.
pub(crate) enum Oracle<'a> {
    /// The solution is known (a generated puzzle).
    Known(&'a [u8; 81]),
    /// The engine answers; `unique` once it has confirmed one solution.
    Engine { unique: bool },
}

impl Oracle<'_> {
    /// Confirms that `values` (a grid the logic reached) has exactly one completion.
    pub fn check_unique(&mut self, values: &[u8; 81]) -> Result<(), PuzzleError> {
        match self {
            Oracle::Known(_) | Oracle::Engine { unique: true } => Ok(()),
            Oracle::Engine { unique } => match engine::count_completions(values, 2, u64::MAX) {
                Count::Exactly(0) => Err(PuzzleError::Solve(SolveError::Unsolvable)),
                Count::Exactly(1) => {
                    *unique = true;
                    Ok(())
                }
                _ => Err(PuzzleError::NotUnique),
            },
        }
    }

    /// The solution's digit in `cell`, one of `candidates` (the cell's candidates in
    /// `values`, a grid the logic reached).
    ///
    /// From the engine: the one candidate with which the grid has a completion. Each
    /// question is a search with one given more, quicker than the whole solution.
    pub fn digit(
        &mut self,
        values: &[u8; 81],
        cell: usize,
        candidates: u16,
    ) -> Result<u8, PuzzleError> {
        if let Oracle::Known(solution) = self {
            return Ok(solution[cell]);
        }
        self.check_unique(values)?;
        let mut last = 0;
        for digit in super::sets::digits(candidates) {
            last = digit;
            if candidates >> digit == 0 {
                // The last candidate: the one left.
                break;
            }
            let mut trial = *values;
            trial[cell] = digit;
            if engine::count_completions(&trial, 1, u64::MAX) != Count::Exactly(0) {
                return Ok(digit);
            }
        }
        match last {
            0 => Err(PuzzleError::Solve(SolveError::Unsolvable)),
            digit => Ok(digit),
        }
    }
}
