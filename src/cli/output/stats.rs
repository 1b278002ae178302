//! `--stats`: how many puzzles, how each ended, and how fast.

use std::time::Duration;

use sudoku::SolveError;

use crate::cli::args::Mode;
use crate::cli::outcome::Outcome;

/// How one puzzle ended, as `--stats` counts it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Status {
    Solved,
    Valid,
    Rated,
    NotUnique,
    NoCompletion,
    OneCompletion,
    SeveralCompletions,
    /// A count of 1 under `--count=1`, which cannot tell one from several.
    SomeCompletion,
    /// A count stopped by `--max-work` before it could tell.
    Undecided,
    /// A rating stopped by `--max-work`.
    Unrated,
    Unsolvable,
    Conflicting,
    /// A cell above 9: the text formats cannot express it, so this stays 0.
    InvalidCell,
    /// A reason a future library version may add.
    OtherwiseRejected,
    Unreadable,
}

impl Status {
    const ALL: [Status; 15] = [
        Status::Solved,
        Status::Valid,
        Status::Rated,
        Status::NotUnique,
        Status::NoCompletion,
        Status::OneCompletion,
        Status::SeveralCompletions,
        Status::SomeCompletion,
        Status::Undecided,
        Status::Unrated,
        Status::Unsolvable,
        Status::Conflicting,
        Status::InvalidCell,
        Status::OtherwiseRejected,
        Status::Unreadable,
    ];

    fn of(outcome: &Outcome, mode: Mode) -> Status {
        match outcome {
            Outcome::Solved(_) | Outcome::LayoutSolved(_) => Status::Solved,
            Outcome::Valid => Status::Valid,
            Outcome::Rated(_) => Status::Rated,
            Outcome::NotUnique => Status::NotUnique,
            Outcome::RateStopped => Status::Unrated,
            Outcome::Counted(0) => Status::NoCompletion,
            Outcome::Counted(1) if matches!(mode, Mode::Count { limit: 1, .. }) => {
                Status::SomeCompletion
            }
            Outcome::Counted(1) => Status::OneCompletion,
            Outcome::Counted(_) => Status::SeveralCompletions,
            // Stopped at or past the limit is as good as finished.
            Outcome::CountStopped(count) => match mode {
                Mode::Count { limit, .. } if *count >= limit => Status::SeveralCompletions,
                _ => Status::Undecided,
            },
            Outcome::Rejected(SolveError::Unsolvable) => Status::Unsolvable,
            Outcome::Rejected(SolveError::Conflict { .. }) => Status::Conflicting,
            Outcome::Rejected(SolveError::InvalidCell { .. }) => Status::InvalidCell,
            Outcome::Rejected(_) | Outcome::LayoutFailed(_) => Status::OtherwiseRejected,
            Outcome::Unreadable(_) | Outcome::TooLong(_) => Status::Unreadable,
        }
    }

    fn label(self) -> &'static str {
        match self {
            Status::Solved => "solved",
            Status::Valid => "valid",
            Status::Rated => "rated",
            Status::NotUnique => "not unique",
            Status::NoCompletion => "no completion",
            Status::OneCompletion => "one completion",
            Status::SeveralCompletions => "several completions",
            Status::SomeCompletion => "at least one completion",
            Status::Undecided => "undecided within --max-work",
            Status::Unrated => "unrated within --max-work",
            Status::Unsolvable => "unsolvable",
            Status::Conflicting => "conflicting",
            Status::InvalidCell => "invalid",
            Status::OtherwiseRejected => "rejected",
            Status::Unreadable => "unreadable",
        }
    }

    /// Whether the summary shows this status even at 0, so that its layout depends on the
    /// mode alone and scripts can rely on it.
    fn always_shown(self, mode: Mode) -> bool {
        match self {
            Status::Solved => mode == Mode::Solve,
            Status::Unsolvable => matches!(mode, Mode::Solve | Mode::Rate { .. }),
            Status::Rated | Status::NotUnique => matches!(mode, Mode::Rate { .. }),
            Status::Valid => mode == Mode::Check,
            Status::NoCompletion => matches!(mode, Mode::Count { .. }),
            Status::OneCompletion | Status::SeveralCompletions => {
                matches!(mode, Mode::Count { limit, .. } if limit > 1)
            }
            Status::SomeCompletion => matches!(mode, Mode::Count { limit: 1, .. }),
            Status::Undecided | Status::Unrated => false,
            Status::Conflicting | Status::Unreadable => true,
            Status::InvalidCell | Status::OtherwiseRejected => false,
        }
    }
}

/// Puzzles counted by how they ended.
#[derive(Debug)]
pub struct Stats {
    mode: Mode,
    counts: [u64; Status::ALL.len()],
}

impl Stats {
    pub fn new(mode: Mode) -> Self {
        Stats {
            mode,
            counts: [0; Status::ALL.len()],
        }
    }

    pub fn record(&mut self, outcome: &Outcome) {
        // `ALL` lists the statuses in declaration order, so a status is its own index.
        self.counts[Status::of(outcome, self.mode) as usize] += 1;
    }

    pub fn puzzles(&self) -> u64 {
        self.counts.iter().sum()
    }

    /// The summary line, e.g. `49158 puzzles in 0.412 s (119315 puzzles/s): 49158 solved,
    /// 0 unsolvable, 0 conflicting, 0 unreadable`.
    pub fn summary(&self, elapsed: Duration) -> String {
        let puzzles = self.puzzles();
        let seconds = elapsed.as_secs_f64();
        let rate = if seconds > 0.0 {
            (puzzles as f64 / seconds).round()
        } else {
            0.0
        };
        let statuses: Vec<String> = Status::ALL
            .iter()
            .zip(self.counts)
            .filter(|&(status, count)| count > 0 || status.always_shown(self.mode))
            .map(|(status, count)| format!("{count} {}", status.label()))
            .collect();
        let plural = if puzzles == 1 { "" } else { "s" };
        format!(
            "{puzzles} puzzle{plural} in {seconds:.3} s ({rate} puzzles/s): {}",
            statuses.join(", ")
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cli::output::answers::write_answer_line;
    use sudoku::Grid;

    /// The error `Grid::from_line` gives for `line`.
    fn unreadable(line: &str) -> Outcome {
        Outcome::Unreadable(Grid::from_line(line.as_bytes()).unwrap_err())
    }

    #[test]
    fn every_status_is_listed_at_its_own_index() {
        for (index, status) in Status::ALL.iter().enumerate() {
            assert_eq!(*status as usize, index);
        }
    }

    #[test]
    fn solve_summary_lists_every_solve_status() {
        let mut stats = Stats::new(Mode::Solve);
        stats.record(&Outcome::Solved(Grid::EMPTY));
        stats.record(&Outcome::Solved(Grid::EMPTY));
        stats.record(&unreadable("1"));
        assert_eq!(stats.puzzles(), 3);
        assert_eq!(
            stats.summary(Duration::from_millis(1500)),
            "3 puzzles in 1.500 s (2 puzzles/s): 2 solved, 0 unsolvable, 0 conflicting, \
             1 unreadable"
        );
    }

    #[test]
    fn count_summary_sorts_by_completions() {
        let mut stats = Stats::new(Mode::Count {
            limit: 2,
            max_work: u64::MAX,
        });
        for count in [0, 1, 1, 2] {
            stats.record(&Outcome::Counted(count));
        }
        stats.record(&Outcome::Rejected(SolveError::InvalidCell {
            cell: sudoku::Cell::new(0).unwrap(),
            value: 10,
        }));
        assert_eq!(
            stats.summary(Duration::ZERO),
            "5 puzzles in 0.000 s (0 puzzles/s): 1 no completion, 2 one completion, \
             1 several completions, 0 conflicting, 1 invalid, 0 unreadable"
        );
        let mut at_most_one = Stats::new(Mode::Count {
            limit: 1,
            max_work: u64::MAX,
        });
        at_most_one.record(&Outcome::Counted(1));
        assert!(at_most_one.summary(Duration::ZERO).ends_with(
            ": 0 no completion, 1 at least one completion, 0 conflicting, 0 unreadable"
        ));
    }

    #[test]
    fn a_count_stopped_by_its_work_bound_is_a_lower_bound() {
        let mode = Mode::Count {
            limit: 2,
            max_work: 100,
        };
        let line = |outcome: &Outcome| {
            let mut out = Vec::new();
            write_answer_line(&mut out, outcome, mode).unwrap();
            String::from_utf8(out).unwrap()
        };
        assert_eq!(line(&Outcome::CountStopped(1)), "1+\n");
        assert_eq!(line(&Outcome::CountStopped(0)), "0+\n");
        let mut stats = Stats::new(mode);
        stats.record(&Outcome::CountStopped(0));
        stats.record(&Outcome::CountStopped(1));
        stats.record(&Outcome::CountStopped(2));
        assert!(!Outcome::CountStopped(0).is_failure());
        assert_eq!(
            stats.summary(Duration::ZERO),
            "3 puzzles in 0.000 s (0 puzzles/s): 0 no completion, 0 one completion, \
             1 several completions, 2 undecided within --max-work, 0 conflicting, 0 unreadable"
        );
    }

    #[test]
    fn ratings_stopped_by_their_work_bound_are_counted_apart() {
        let mut stats = Stats::new(Mode::Rate { max_work: 10 });
        stats.record(&Outcome::RateStopped);
        stats.record(&Outcome::NotUnique);
        assert_eq!(
            stats.summary(Duration::ZERO),
            "2 puzzles in 0.000 s (0 puzzles/s): 0 rated, 1 not unique, 1 unrated within \
             --max-work, 0 unsolvable, 0 conflicting, 0 unreadable"
        );
    }
}
