//! Each puzzle's answer line on stdout, and the diagnostic on stderr that says where a failed
//! puzzle was.

use core::fmt;
use std::io::{self, Write};

use sudoku::{ParseError, ParseErrorKind, PuzzleError};

use crate::cli::args::Mode;
use crate::cli::outcome::Outcome;

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
        Outcome::RateStopped => writeln!(out, "error: {}", PuzzleError::BudgetExceeded),
        Outcome::Rejected(error) => writeln!(out, "error: {error}"),
        Outcome::Unreadable(error) => match blamed_column(error) {
            Some(column) => writeln!(out, "error: column {column}: {}", error.kind()),
            None => writeln!(out, "error: {}", error.kind()),
        },
        Outcome::TooLong(error) => writeln!(out, "error: {error}"),
        Outcome::LayoutSolved(symbols) => writeln!(out, "{symbols}"),
        Outcome::LayoutFailed(message) => writeln!(out, "error: {message}"),
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
        Outcome::RateStopped => (None, &PuzzleError::BudgetExceeded),
        Outcome::Unreadable(error) => (blamed_column(error), error.kind()),
        Outcome::TooLong(error) => (None, error),
        Outcome::LayoutFailed(message) => (None, message),
        Outcome::Solved(_)
        | Outcome::LayoutSolved(_)
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

#[cfg(test)]
mod tests {
    use super::*;
    use sudoku::{Grid, SolveError};

    /// The error `Grid::from_line` gives for `line`.
    fn unreadable(line: &str) -> Outcome {
        Outcome::Unreadable(Grid::from_line(line.as_bytes()).unwrap_err())
    }

    /// A puzzle line with an `x` in column 4.
    fn x_in_column_4() -> Outcome {
        unreadable(&format!("123x{}", ".".repeat(77)))
    }

    const RATE: Mode = Mode::Rate { max_work: u64::MAX };

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
            max_work: u64::MAX,
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
        // A bank puzzle that Sudoku Explainer rates 7.2 (forcing chains).
        let chains: Grid =
            "083020090000800100029300008000098700070000060006740000300006980002005000010030540"
                .parse()
                .unwrap();
        let rated = Outcome::Rated(chains.rate().unwrap());
        let text = line(&rated, RATE);
        assert!(text.starts_with("BEYOND 7.2 "), "{text}");
        assert_eq!(
            line(&Outcome::NotUnique, RATE),
            "error: the puzzle has more than one solution\n"
        );
        assert_eq!(
            line(&Outcome::RateStopped, Mode::Rate { max_work: 10 }),
            "error: the work bound ran out before the rating finished\n"
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
                    max_work: u64::MAX
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
}
