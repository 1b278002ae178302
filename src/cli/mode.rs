//! What the program does with each puzzle (solve, count or check), and what came of it.

use sudoku::{Grid, SolveError, count_batch, solve_batch};

use super::puzzle_line::LineError;

/// The question asked of every puzzle.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mode {
    /// The smallest completion.
    Solve,
    /// The number of completions, counting no further than `limit` (at least 1).
    Count { limit: u64 },
    /// Whether the givens are well formed, without solving.
    Check,
}

/// What came of one input line or grid.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Outcome {
    Solved(Grid),
    /// Completions counted, at most the limit.
    Counted(u64),
    Valid,
    /// The library refused the puzzle (clashing givens; no completion when solving).
    Rejected(SolveError),
    /// The line is not a puzzle.
    Unreadable(LineError),
}

impl Outcome {
    /// Whether the puzzle failed: makes the exit status non-zero. A count of 0 is an answer,
    /// not a failure.
    pub fn is_failure(&self) -> bool {
        matches!(self, Outcome::Rejected(_) | Outcome::Unreadable(_))
    }
}

impl Mode {
    /// The outcome for every entry, in order: the readable puzzles are worked on together on
    /// `threads` threads (0 = all cores), with the library's batch functions.
    pub fn run_all<'a, I>(self, entries: I, threads: usize) -> Vec<Outcome>
    where
        I: IntoIterator<Item = &'a Result<Grid, LineError>>,
        I::IntoIter: Clone,
    {
        let entries = entries.into_iter();
        let puzzles: Vec<Grid> = entries
            .clone()
            .filter_map(|e| e.as_ref().ok())
            .copied()
            .collect();
        let mut answers = self.answer_all(&puzzles, threads).into_iter();
        entries
            .map(|entry| match entry {
                Ok(_) => answers.next().expect("one answer per readable puzzle"),
                Err(error) => Outcome::Unreadable(error.clone()),
            })
            .collect()
    }

    /// The outcome for one puzzle.
    pub fn run_one(self, puzzle: &Grid) -> Outcome {
        self.answer_all(std::slice::from_ref(puzzle), 1)
            .pop()
            .expect("one answer per puzzle")
    }

    fn answer_all(self, puzzles: &[Grid], threads: usize) -> Vec<Outcome> {
        match self {
            Mode::Solve => solve_batch(puzzles, threads)
                .into_iter()
                .map(|result| result.map_or_else(Outcome::Rejected, Outcome::Solved))
                .collect(),
            Mode::Count { limit } => count_batch(puzzles, limit, threads)
                .into_iter()
                .map(|result| result.map_or_else(Outcome::Rejected, Outcome::Counted))
                .collect(),
            // Validation takes well under a microsecond: not worth other threads.
            Mode::Check => puzzles
                .iter()
                .map(|puzzle| {
                    puzzle
                        .validate()
                        .map_or_else(Outcome::Rejected, |()| Outcome::Valid)
                })
                .collect(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const SAMPLE: &str = "103000509\n002109400\n000704000\n300502006\n060000050\n\
                          700803004\n000401000\n009205800\n804000107";

    #[test]
    fn keeps_unreadable_lines_in_place() {
        let sample: Grid = SAMPLE.parse().unwrap();
        let unreadable = LineError::Length { found: 3 };
        let entries = vec![Ok(sample), Err(unreadable.clone()), Ok(Grid::EMPTY)];
        let outcomes = Mode::Count { limit: 2 }.run_all(&entries, 2);
        assert_eq!(
            outcomes,
            vec![
                Outcome::Counted(1),
                Outcome::Unreadable(unreadable),
                Outcome::Counted(2)
            ]
        );
        assert_eq!(
            Mode::Solve.run_one(&sample),
            Outcome::Solved(sample.solve().unwrap())
        );
        assert_eq!(Mode::Check.run_one(&Grid::EMPTY), Outcome::Valid);
    }

    #[test]
    fn failures_are_rejections_and_unreadable_lines() {
        let mut clash = [0; 81];
        clash[0] = 4;
        clash[1] = 4;
        let rejected = Mode::Check.run_one(&Grid::new(clash));
        assert!(matches!(
            rejected,
            Outcome::Rejected(SolveError::Conflict { .. })
        ));
        assert!(rejected.is_failure());
        assert!(Outcome::Unreadable(LineError::Length { found: 0 }).is_failure());
        assert!(!Outcome::Counted(0).is_failure());
        assert!(!Outcome::Valid.is_failure());
    }
}
