//! What the program prints: each puzzle's answer line on stdout, the diagnostic on stderr
//! that says where a failed puzzle was, the `--stats` summary, and the progress bar.

use core::fmt;
use std::io::{self, IsTerminal, Write};
use std::time::Duration;

use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};
use sudoku::{ParseError, ParseErrorKind, PuzzleError, SolveError};

use super::args::Mode;
use super::outcome::Outcome;

/// Whether stdout was closed when the program started (`sudoku < x >&-`), so that the
/// answers would be lost. The Rust runtime reopens a closed standard stream on /dev/null
/// before `main` runs, so writes would succeed and the run would report success; what it
/// leaves is /dev/null opened for reading and writing, which a shell's `> /dev/null` (write
/// only) does not give. Python's `subprocess.DEVNULL` and Go's `exec` open /dev/null that way
/// too: a caller that discards the answers should open it write-only. Linux only (it reads
/// /proc); elsewhere false.
pub fn stdout_was_closed() -> bool {
    if !cfg!(target_os = "linux") {
        return false;
    }
    let on_null = std::fs::read_link("/proc/self/fd/1").is_ok_and(|path| path == *"/dev/null");
    let flags = std::fs::read_to_string("/proc/self/fdinfo/1")
        .ok()
        .and_then(|info| {
            let octal = info.lines().find_map(|line| line.strip_prefix("flags:"))?;
            u32::from_str_radix(octal.trim(), 8).ok()
        });
    // The access mode: O_RDWR is 2 in the low two bits.
    on_null && flags.is_some_and(|flags| flags & 0o3 == 0o2)
}

/// Writes the stdout line for `outcome`, line end included:
/// - solving: the 81 digits of the answer;
/// - counting: the number of completions, followed by `+` when counting stopped at the limit
///   or at the work bound (at least that many);
/// - checking: `ok`;
/// - rating: the level, the rating and the hardest technique, as `HARD 4.2 XY-Wing`;
/// - any failure: `error: ` and the reason.
pub fn write_answer_line(out: &mut impl Write, outcome: &Outcome, mode: Mode) -> io::Result<()> {
    match outcome {
        Outcome::Solved(grid) => {
            let mut line = [b'\n'; 82];
            for (byte, &value) in line.iter_mut().zip(grid.cells()) {
                *byte = b'0' + value;
            }
            out.write_all(&line)
        }
        Outcome::Counted(count) => {
            let at_limit = matches!(mode, Mode::Count { limit, .. } if *count >= limit);
            writeln!(out, "{count}{}", if at_limit { "+" } else { "" })
        }
        Outcome::CountStopped(count) => writeln!(out, "{count}+"),
        Outcome::Valid => out.write_all(b"ok\n"),
        Outcome::Rated(rating) => writeln!(
            out,
            "{} {:.1} {}",
            rating.level(),
            rating.value(),
            rating.hardest()
        ),
        Outcome::NotUnique => writeln!(out, "error: {}", PuzzleError::NotUnique),
        Outcome::Rejected(error) => writeln!(out, "error: {error}"),
        Outcome::Unreadable(error) => match blamed_column(error) {
            Some(column) => writeln!(out, "error: column {column}: {}", error.kind()),
            None => writeln!(out, "error: {}", error.kind()),
        },
        Outcome::TooLong(error) => writeln!(out, "error: {error}"),
    }
}

/// Prints the answer to the one grid of the 9-line form as the original program did: the 9
/// answer lines when solving, else the one line bulk mode prints. A failure prints nothing
/// on stdout: its message is returned, for stderr.
pub fn write_grid_answer(
    out: &mut impl Write,
    outcome: &Outcome,
    mode: Mode,
) -> Result<(), String> {
    let written = match outcome {
        Outcome::Solved(answer) => writeln!(out, "{answer}"),
        Outcome::Rejected(error) => return Err(error.to_string()),
        Outcome::NotUnique => return Err(PuzzleError::NotUnique.to_string()),
        other => write_answer_line(out, other, mode),
    };
    written
        .and_then(|()| out.flush())
        .map_err(|error| format!("cannot write: {error}"))
}

/// The column a diagnostic names: that of the character to blame. A line of the wrong length
/// has no one place to blame.
fn blamed_column(error: &ParseError) -> Option<usize> {
    matches!(error.kind(), ParseErrorKind::BadCharacter(_)).then(|| error.column())
}

/// Where a puzzle was read: its line, and its file when there are several inputs.
#[derive(Clone, Copy, Debug)]
pub struct Place<'a> {
    pub file: Option<&'a str>,
    pub line: usize,
}

/// The stderr diagnostic for a failed outcome, without the program's name:
/// `line 7: reason` (one input) or `puzzles.txt:7: reason` (several inputs), with the
/// column after the line when one character is to blame (`line 7, column 5: ...`,
/// `puzzles.txt:7:5: ...`). `None` for an outcome that is no failure.
pub fn diagnostic(outcome: &Outcome, place: Place<'_>) -> Option<String> {
    let (column, reason): (Option<usize>, &dyn fmt::Display) = match outcome {
        Outcome::Rejected(error) => (None, error),
        Outcome::NotUnique => (None, &PuzzleError::NotUnique),
        Outcome::Unreadable(error) => (blamed_column(error), error.kind()),
        Outcome::TooLong(error) => (None, error),
        Outcome::Solved(_)
        | Outcome::Counted(_)
        | Outcome::CountStopped(_)
        | Outcome::Valid
        | Outcome::Rated(_) => {
            return None;
        }
    };
    let Place { file, line } = place;
    Some(match (file, column) {
        (None, None) => format!("line {line}: {reason}"),
        (None, Some(column)) => format!("line {line}, column {column}: {reason}"),
        (Some(file), None) => format!("{file}:{line}: {reason}"),
        (Some(file), Some(column)) => format!("{file}:{line}:{column}: {reason}"),
    })
}

// `--stats`: how many puzzles, how each ended, and how fast.

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
    /// A count stopped by `--max-nodes` before it could tell.
    Undecided,
    Unsolvable,
    Conflicting,
    /// A cell above 9: the text formats cannot express it, so this stays 0.
    InvalidCell,
    /// A reason a future library version may add.
    OtherwiseRejected,
    Unreadable,
}

impl Status {
    const ALL: [Status; 14] = [
        Status::Solved,
        Status::Valid,
        Status::Rated,
        Status::NotUnique,
        Status::NoCompletion,
        Status::OneCompletion,
        Status::SeveralCompletions,
        Status::SomeCompletion,
        Status::Undecided,
        Status::Unsolvable,
        Status::Conflicting,
        Status::InvalidCell,
        Status::OtherwiseRejected,
        Status::Unreadable,
    ];

    fn of(outcome: &Outcome, mode: Mode) -> Status {
        match outcome {
            Outcome::Solved(_) => Status::Solved,
            Outcome::Valid => Status::Valid,
            Outcome::Rated(_) => Status::Rated,
            Outcome::NotUnique => Status::NotUnique,
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
            Outcome::Rejected(_) => Status::OtherwiseRejected,
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
            Status::Undecided => "undecided within --max-nodes",
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
            Status::Unsolvable => matches!(mode, Mode::Solve | Mode::Rate),
            Status::Rated | Status::NotUnique => mode == Mode::Rate,
            Status::Valid => mode == Mode::Check,
            Status::NoCompletion => matches!(mode, Mode::Count { .. }),
            Status::OneCompletion | Status::SeveralCompletions => {
                matches!(mode, Mode::Count { limit, .. } if limit > 1)
            }
            Status::SomeCompletion => matches!(mode, Mode::Count { limit: 1, .. }),
            Status::Undecided => false,
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

// The progress bar on stderr, shown only to a person watching a large input go by.

/// Inputs smaller than this (about 12,000 puzzle lines) finish too soon for a bar to help.
const LARGE_INPUT_BYTES: u64 = 1 << 20;
/// The same threshold in puzzles, for inputs whose size is not known in advance (pipes).
const LARGE_INPUT_PUZZLES: u64 = LARGE_INPUT_BYTES / 82;
/// Generating fewer puzzles than this takes too little time for a bar to help (each takes
/// tens of microseconds, more with a level).
const LARGE_GENERATION: u64 = 2000;

/// Which indicator, if any, a run gets.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Kind {
    None,
    /// A bar over a known total: the input's bytes, or the puzzles to generate.
    Bar {
        total: u64,
    },
    /// A counter of puzzles, for an input of unknown size; appears once it proves large.
    Counter,
}

impl Kind {
    fn choose(stderr_is_terminal: bool, total_bytes: Option<u64>) -> Kind {
        match total_bytes {
            _ if !stderr_is_terminal => Kind::None,
            Some(total) if total < LARGE_INPUT_BYTES => Kind::None,
            Some(total) => Kind::Bar { total },
            None => Kind::Counter,
        }
    }

    fn generating(stderr_is_terminal: bool, total: u64) -> Kind {
        if stderr_is_terminal && total >= LARGE_GENERATION {
            Kind::Bar { total }
        } else {
            Kind::None
        }
    }
}

/// Progress through the input, drawn on stderr when stderr is a terminal and the input is
/// large; otherwise it does nothing.
pub struct Progress {
    kind: Kind,
    bar: Option<ProgressBar>,
    puzzles: u64,
}

impl Progress {
    /// `total_bytes` is the input's size when every input's size is known.
    pub fn new(total_bytes: Option<u64>) -> Self {
        Progress::of_kind(Kind::choose(io::stderr().is_terminal(), total_bytes))
    }

    /// Progress through `total` puzzles to generate, a bar when they are many; `advance`
    /// then takes puzzles for bytes.
    pub fn generating(total: u64) -> Self {
        Progress::of_kind(Kind::generating(io::stderr().is_terminal(), total))
    }

    fn of_kind(kind: Kind) -> Self {
        let bar = match kind {
            Kind::Bar { total } => Some(new_bar(
                ProgressBar::new(total),
                "{elapsed_precise} [{wide_bar}] {percent}% eta {eta} {msg}",
            )),
            Kind::None | Kind::Counter => None,
        };
        Progress {
            kind,
            bar,
            puzzles: 0,
        }
    }

    /// Records that the puzzles read from `bytes` more bytes have been answered.
    pub fn advance(&mut self, bytes: u64, puzzles: u64) {
        self.puzzles += puzzles;
        if self.kind == Kind::Counter && self.bar.is_none() && self.puzzles >= LARGE_INPUT_PUZZLES {
            self.bar = Some(new_bar(
                ProgressBar::new_spinner(),
                "{elapsed_precise} {spinner} {msg}",
            ));
        }
        if let Some(bar) = &self.bar {
            bar.inc(bytes);
            bar.set_message(format!("{} puzzles", self.puzzles));
        }
    }

    /// Runs `print` (which writes to stderr) with the bar out of its way.
    pub fn suspend<T>(&self, print: impl FnOnce() -> T) -> T {
        match &self.bar {
            Some(bar) => bar.suspend(print),
            None => print(),
        }
    }

    /// Removes the bar, leaving stderr as it was before.
    pub fn finish(&self) {
        if let Some(bar) = &self.bar {
            bar.finish_and_clear();
        }
    }
}

fn new_bar(bar: ProgressBar, template: &str) -> ProgressBar {
    let style = ProgressStyle::with_template(template).expect("a valid template");
    bar.set_style(style.progress_chars("=> "));
    bar.set_draw_target(ProgressDrawTarget::stderr_with_hz(4));
    bar.enable_steady_tick(Duration::from_millis(250));
    bar
}

#[cfg(test)]
mod tests {
    use super::*;
    use sudoku::Grid;

    /// The error `Grid::from_line` gives for `line`.
    fn unreadable(line: &str) -> Outcome {
        Outcome::Unreadable(Grid::from_line(line.as_bytes()).unwrap_err())
    }

    /// A puzzle line with an `x` in column 4.
    fn x_in_column_4() -> Outcome {
        unreadable(&format!("123x{}", ".".repeat(77)))
    }

    fn line(outcome: &Outcome, mode: Mode) -> String {
        let mut out = Vec::new();
        write_answer_line(&mut out, outcome, mode).unwrap();
        String::from_utf8(out).unwrap()
    }

    #[test]
    fn answer_lines() {
        let solved = Grid::EMPTY.solve().unwrap();
        let digits = format!("{}\n", solved.to_line());
        assert_eq!(line(&Outcome::Solved(solved), Mode::Solve), digits);
        let count = Mode::Count {
            limit: 2,
            max_nodes: u64::MAX,
        };
        assert_eq!(line(&Outcome::Counted(1), count), "1\n");
        assert_eq!(line(&Outcome::Counted(2), count), "2+\n");
        assert_eq!(line(&Outcome::Valid, Mode::Check), "ok\n");
        assert_eq!(
            line(&x_in_column_4(), Mode::Solve),
            "error: column 4: unexpected character 'x', expected a digit 0-9 (0 or '.' for a blank)\n"
        );
        assert_eq!(
            line(&unreadable(&".".repeat(80)), Mode::Solve),
            "error: a puzzle line needs 81 cells, this one has 80\n"
        );
        let too_long = Outcome::TooLong(crate::cli::input::LineTooLong { bytes: 5000 });
        assert_eq!(
            line(&too_long, Mode::Solve),
            "error: a puzzle line needs 81 cells, this one is 5000 bytes long\n"
        );
        let unsolvable = Outcome::Rejected(SolveError::Unsolvable);
        assert!(line(&unsolvable, Mode::Solve).starts_with("error: no solution"));
        let monster: Grid =
            "100000002090400050006000700050903000000070000000850040700000600030009080002000001"
                .parse()
                .unwrap();
        let rated = Outcome::Rated(monster.rate().unwrap());
        let text = line(&rated, Mode::Rate);
        // Beyond the chains here (Sudoku Explainer needs nested chains): a lower bound.
        assert!(text.starts_with("BEYOND "), "{text}");
        assert_eq!(
            line(&Outcome::NotUnique, Mode::Rate),
            "error: the puzzle has more than one solution\n"
        );
    }

    #[test]
    fn prints_nine_lines_when_solving_and_one_otherwise() {
        let answer = |outcome: &Outcome, mode| {
            let mut out = Vec::new();
            write_grid_answer(&mut out, outcome, mode).map(|()| String::from_utf8(out).unwrap())
        };
        let solved = Grid::EMPTY.solve().unwrap();
        let nine_lines = answer(&Outcome::Solved(solved), Mode::Solve).unwrap();
        assert_eq!(nine_lines, format!("{solved}\n"));
        assert_eq!(nine_lines.lines().count(), 9);
        assert_eq!(
            answer(
                &Outcome::Counted(1),
                Mode::Count {
                    limit: 2,
                    max_nodes: u64::MAX
                }
            ),
            Ok("1\n".into())
        );
        assert_eq!(answer(&Outcome::Valid, Mode::Check), Ok("ok\n".into()));
        let message = answer(&Outcome::Rejected(SolveError::Unsolvable), Mode::Solve);
        assert!(message.unwrap_err().starts_with("no solution"));
    }

    #[test]
    fn diagnostics_name_file_line_and_column() {
        let short = unreadable(&".".repeat(80));
        let bad = x_in_column_4();
        let alone = Place {
            file: None,
            line: 7,
        };
        let named = Place {
            file: Some("a.txt"),
            line: 7,
        };
        let text = |outcome, place| diagnostic(outcome, place).unwrap();
        assert!(text(&short, alone).starts_with("line 7: a puzzle line needs 81 cells"));
        assert!(text(&short, named).starts_with("a.txt:7: a puzzle line"));
        assert!(text(&bad, alone).starts_with("line 7, column 4: unexpected"));
        assert!(text(&bad, named).starts_with("a.txt:7:4: unexpected"));
        assert_eq!(diagnostic(&Outcome::Valid, alone), None);
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
            max_nodes: u64::MAX,
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
            max_nodes: u64::MAX,
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
            max_nodes: 100,
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
             1 several completions, 2 undecided within --max-nodes, 0 conflicting, 0 unreadable"
        );
    }

    #[test]
    fn only_a_terminal_watching_a_large_input_gets_one() {
        assert_eq!(Kind::choose(false, Some(1 << 30)), Kind::None);
        assert_eq!(Kind::choose(false, None), Kind::None);
        assert_eq!(Kind::choose(true, Some(LARGE_INPUT_BYTES - 1)), Kind::None);
        assert_eq!(
            Kind::choose(true, Some(LARGE_INPUT_BYTES)),
            Kind::Bar {
                total: LARGE_INPUT_BYTES
            }
        );
        assert_eq!(Kind::choose(true, None), Kind::Counter);
        let generating = |terminal, total| Kind::generating(terminal, total);
        assert_eq!(generating(true, LARGE_GENERATION - 1), Kind::None);
        assert_eq!(generating(false, 1 << 40), Kind::None);
        let total = LARGE_GENERATION;
        assert_eq!(generating(true, total), Kind::Bar { total });
    }

    #[test]
    fn does_nothing_without_a_terminal() {
        let mut progress = Progress {
            kind: Kind::None,
            bar: None,
            puzzles: 0,
        };
        progress.advance(1 << 30, LARGE_INPUT_PUZZLES * 2);
        assert!(progress.bar.is_none());
        assert_eq!(progress.suspend(|| 7), 7);
        progress.finish();
    }
}
