//! The 9-line form (Baekjoon 2239): one grid in, answered as the original program did.

use std::io::{self, Read, Write};

use sudoku::Grid;

use super::input::Reader;
use super::mode::{Mode, Outcome};
use super::report::write_answer_line;

/// Bytes of a 9-line grid read, at most: 9 rows need about 100; more is not a grid.
const MAX_GRID_TEXT: u64 = 1 << 20;

/// Why the 9-line form produced no answer.
#[derive(Debug)]
pub enum GridFailure {
    /// Not a grid, or a grid the library refused: the message names the problem.
    Puzzle(String),
    /// Reading or writing failed.
    Io(String),
}

/// Reads one grid in the 9-line form from `reader`, with `#` comment lines skipped, and
/// prints its answer: the 9 answer lines when solving, else the one line bulk mode prints.
/// The outcome is returned for `--stats`; a failure prints nothing on stdout and is returned
/// for the caller to report on stderr, as the original program did.
pub fn answer_grid(
    reader: Reader,
    mode: Mode,
    out: &mut impl Write,
) -> Result<Outcome, GridFailure> {
    let text = read_bounded(reader)
        .map_err(|error| GridFailure::Io(format!("cannot read the input: {error}")))?;
    let puzzle: Grid = without_comments(&text)
        .parse()
        .map_err(|error| GridFailure::Puzzle(format!("{error}")))?;
    let outcome = mode.run_one(&puzzle);
    let written = match &outcome {
        Outcome::Solved(answer) => writeln!(out, "{answer}"),
        Outcome::Rejected(error) => return Err(GridFailure::Puzzle(format!("{error}"))),
        other => write_answer_line(out, other, mode),
    };
    written
        .and_then(|()| out.flush())
        .map_err(|error| GridFailure::Io(format!("cannot write: {error}")))?;
    Ok(outcome)
}

/// The whole input as text (bytes that are not UTF-8 become U+FFFD, which the parser then
/// names as a bad character), refusing an input too long to be one grid.
fn read_bounded(reader: Reader) -> io::Result<String> {
    let mut bytes = Vec::new();
    reader.take(MAX_GRID_TEXT + 1).read_to_end(&mut bytes)?;
    if bytes.len() as u64 > MAX_GRID_TEXT {
        return Err(io::Error::new(
            io::ErrorKind::InvalidData,
            format!("longer than {MAX_GRID_TEXT} bytes, too long for one grid"),
        ));
    }
    Ok(String::from_utf8_lossy(&bytes).into_owned())
}

/// `text` with each `#` comment line emptied, so that parse errors keep their line numbers.
fn without_comments(text: &str) -> String {
    text.lines()
        .map(|line| {
            if line.trim_start().starts_with('#') {
                ""
            } else {
                line
            }
        })
        .collect::<Vec<_>>()
        .join("\n")
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::io::Cursor;

    const SAMPLE: &str = "103000509\n002109400\n000704000\n300502006\n060000050\n\
                          700803004\n000401000\n009205800\n804000107\n";

    fn answer(input: &str, mode: Mode) -> (Result<Outcome, GridFailure>, String) {
        let mut out = Vec::new();
        let result = answer_grid(Box::new(Cursor::new(input.to_string())), mode, &mut out);
        (result, String::from_utf8(out).unwrap())
    }

    #[test]
    fn prints_nine_lines_when_solving_and_one_otherwise() {
        let (result, out) = answer(SAMPLE, Mode::Solve);
        assert!(matches!(result, Ok(Outcome::Solved(_))));
        assert_eq!(out.lines().count(), 9);
        assert!(out.starts_with("143628579\n"));
        assert_eq!(answer(SAMPLE, Mode::Count { limit: 2 }).1, "1\n");
        assert_eq!(answer(SAMPLE, Mode::Check).1, "ok\n");
    }

    #[test]
    fn skips_comments_but_keeps_line_numbers() {
        let commented = format!(
            "# the sample\n{}",
            SAMPLE.replacen("300502006", "3005x2006", 1)
        );
        match answer(&commented, Mode::Solve) {
            (Err(GridFailure::Puzzle(message)), out) => {
                assert!(message.starts_with("line 5, column 5:"), "{message}");
                assert_eq!(out, "");
            }
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn refuses_an_endless_input() {
        let endless = format!("{SAMPLE}{}", "\n".repeat(MAX_GRID_TEXT as usize));
        assert!(matches!(
            answer(&endless, Mode::Solve).0,
            Err(GridFailure::Io(_))
        ));
    }
}
