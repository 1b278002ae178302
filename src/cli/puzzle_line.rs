//! Reading one puzzle from one line of 81 cells: the bulk format.

use core::fmt;

use sudoku::Grid;

/// Why a line is not a puzzle. Columns count characters from 1, leading whitespace included.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LineError {
    /// The line does not hold 81 cells.
    Length { found: usize },
    /// The line is longer than the reader keeps; `bytes` is its full length.
    TooLong { bytes: usize },
    /// A character that is neither a digit nor `.`.
    BadCharacter { column: usize, found: char },
}

impl LineError {
    /// The 1-based column of the problem, when one character is to blame.
    pub fn column(&self) -> Option<usize> {
        match self {
            LineError::BadCharacter { column, .. } => Some(*column),
            LineError::Length { .. } | LineError::TooLong { .. } => None,
        }
    }
}

/// The problem, without its location (the caller knows the line and asks for the column).
impl fmt::Display for LineError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LineError::Length { found } => {
                write!(f, "a puzzle line needs 81 cells, this one has {found}")
            }
            LineError::TooLong { bytes } => {
                write!(
                    f,
                    "a puzzle line needs 81 cells, this one is {bytes} bytes long"
                )
            }
            LineError::BadCharacter { found, .. } => write!(
                f,
                "unexpected character {found:?}, expected a digit 0-9 (0 or '.' for a blank)"
            ),
        }
    }
}

/// The puzzle on `line` (its end of line removed): 81 cells, `1`-`9` for a given, `0` or
/// `.` for a blank, with whitespace (a CR included) allowed around them.
pub fn parse_puzzle_line(line: &[u8]) -> Result<Grid, LineError> {
    let cells = line.trim_ascii();
    // The fast path: every well-formed line is plain ASCII and takes only this loop.
    if let Ok(cells) = <&[u8; 81]>::try_from(cells) {
        let mut grid = [0u8; 81];
        let mut well_formed = true;
        for (slot, &byte) in grid.iter_mut().zip(cells) {
            *slot = match byte {
                b'1'..=b'9' => byte - b'0',
                b'0' | b'.' => 0,
                _ => {
                    well_formed = false;
                    0
                }
            };
        }
        if well_formed {
            return Ok(Grid::new(grid));
        }
    }
    Err(describe_problem(line))
}

/// What is wrong with a line the fast path refused. Counts characters, not bytes, so that the
/// column points where an editor shows it; bytes that are not UTF-8 count as one character.
fn describe_problem(line: &[u8]) -> LineError {
    let text = String::from_utf8_lossy(line);
    let indent = text.chars().take_while(|c| c.is_ascii_whitespace()).count();
    let cells = text.trim_ascii();
    let found = cells.chars().count();
    if found != 81 {
        return LineError::Length { found };
    }
    let (offset, found) = cells
        .chars()
        .enumerate()
        .find(|(_, c)| *c != '.' && !c.is_ascii_digit())
        .expect("the fast path accepts 81 digits and dots");
    LineError::BadCharacter {
        column: indent + offset + 1,
        found,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const LINE: &str =
        "1.3...5.9..21.94.....7.4...3..5.2..6.6.....5.7..8.3..4...4.1.....92.58..8.4...1.7";

    #[test]
    fn reads_dots_and_zeros_alike() {
        let dots = parse_puzzle_line(LINE.as_bytes()).unwrap();
        let zeros = parse_puzzle_line(LINE.replace('.', "0").as_bytes()).unwrap();
        assert_eq!(dots, zeros);
        assert_eq!(&dots.cells()[..9], &[1, 0, 3, 0, 0, 0, 5, 0, 9]);
    }

    #[test]
    fn accepts_surrounding_whitespace_and_cr() {
        let padded = format!("  {LINE}\t\r");
        assert_eq!(
            parse_puzzle_line(padded.as_bytes()),
            parse_puzzle_line(LINE.as_bytes())
        );
    }

    #[test]
    fn names_the_column_of_a_bad_character() {
        let bad = format!("  {}", LINE.replacen('5', "x", 1));
        assert_eq!(
            parse_puzzle_line(bad.as_bytes()),
            Err(LineError::BadCharacter {
                column: 2 + 7,
                found: 'x'
            })
        );
        let accented = LINE.replacen('3', "é", 1);
        let error = parse_puzzle_line(accented.as_bytes()).unwrap_err();
        assert_eq!(error.column(), Some(3));
        assert_eq!(
            error.to_string(),
            "unexpected character 'é', expected a digit 0-9 (0 or '.' for a blank)"
        );
    }

    #[test]
    fn counts_cells_of_a_short_or_long_line() {
        assert_eq!(
            parse_puzzle_line(&LINE.as_bytes()[..80]),
            Err(LineError::Length { found: 80 })
        );
        let long = format!("{LINE}0");
        let error = parse_puzzle_line(long.as_bytes()).unwrap_err();
        assert_eq!(error, LineError::Length { found: 82 });
        assert_eq!(error.column(), None);
        assert_eq!(
            error.to_string(),
            "a puzzle line needs 81 cells, this one has 82"
        );
    }
}
