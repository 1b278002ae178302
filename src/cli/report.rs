//! The text the program prints for each puzzle: the answer line on stdout, and for a
//! failure, the diagnostic on stderr that says where the puzzle was.

use core::fmt;
use std::io::{self, Write};

use super::mode::{Mode, Outcome};
use super::puzzle_line::LineError;

/// Writes the stdout line for `outcome`, line end included:
/// - solving: the 81 digits of the answer;
/// - counting: the number of completions, followed by `+` when counting stopped at the limit;
/// - checking: `ok`;
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
            let at_limit = matches!(mode, Mode::Count { limit } if *count >= limit);
            writeln!(out, "{count}{}", if at_limit { "+" } else { "" })
        }
        Outcome::Valid => out.write_all(b"ok\n"),
        Outcome::Rejected(error) => writeln!(out, "error: {error}"),
        Outcome::Unreadable(error) => match error.column() {
            Some(column) => writeln!(out, "error: column {column}: {error}"),
            None => writeln!(out, "error: {error}"),
        },
    }
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
        Outcome::Unreadable(error) => (LineError::column(error), error),
        Outcome::Solved(_) | Outcome::Counted(_) | Outcome::Valid => return None,
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
    use sudoku::Grid;

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
        let count = Mode::Count { limit: 2 };
        assert_eq!(line(&Outcome::Counted(1), count), "1\n");
        assert_eq!(line(&Outcome::Counted(2), count), "2+\n");
        assert_eq!(line(&Outcome::Valid, Mode::Check), "ok\n");
        let bad = Outcome::Unreadable(LineError::BadCharacter {
            column: 4,
            found: 'x',
        });
        assert_eq!(
            line(&bad, Mode::Solve),
            "error: column 4: unexpected character 'x', expected a digit 0-9 (0 or '.' for a blank)\n"
        );
        let unsolvable = Outcome::Rejected(sudoku::SolveError::Unsolvable);
        assert!(line(&unsolvable, Mode::Solve).starts_with("error: no solution"));
    }

    #[test]
    fn diagnostics_name_file_line_and_column() {
        let short = Outcome::Unreadable(LineError::Length { found: 80 });
        let bad = Outcome::Unreadable(LineError::BadCharacter {
            column: 4,
            found: 'x',
        });
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
