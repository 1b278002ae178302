//! Why a grid has no answer, and why a text is not a grid.

use core::fmt;

use crate::model::cell::Cell;

/// The kind of a house (a row, column or box: the houses in which each digit appears once).
///
/// ```
/// # use sudoku::{Grid, SolveError, Unit};
/// let mut cells = [0; 81];
/// (cells[0], cells[9]) = (3, 3); // the top two cells of column 1
/// let error = Grid::new(cells).validate().unwrap_err();
/// assert!(matches!(error, SolveError::Conflict { unit: Unit::Column, .. }));
/// assert_eq!(Unit::Column.to_string(), "column");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Unit {
    Row,
    Column,
    Box,
}

impl fmt::Display for Unit {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Unit::Row => "row",
            Unit::Column => "column",
            Unit::Box => "box",
        })
    }
}

/// Why a grid cannot be solved. Checked in this order: the first that applies is reported.
///
/// ```
/// # use sudoku::{Cell, Grid, SolveError};
/// let mut cells = [0; 81];
/// cells[5] = 12;
/// let error = Grid::new(cells).solve().unwrap_err();
/// assert_eq!(error, SolveError::InvalidCell { cell: Cell::new(5).unwrap(), value: 12 });
/// assert_eq!(
///     error.to_string(),
///     "invalid cell at row 1, column 6: 12 is not 0 (blank) or a digit 1 to 9"
/// );
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum SolveError {
    /// A cell holds a value above 9 (the first such cell in row-major order).
    InvalidCell { cell: Cell, value: u8 },
    /// Two givens repeat `digit` in one house, of kind `unit`. `second` is the later cell in
    /// row-major order, and the first cell, scanning row-major, that clashes with an earlier
    /// one.
    Conflict {
        digit: u8,
        first: Cell,
        second: Cell,
        unit: Unit,
    },
    /// The givens are consistent, but no completion exists.
    Unsolvable,
}

impl SolveError {
    /// The offending cell: the invalid cell, or the later cell of a clash. `None` for
    /// [`SolveError::Unsolvable`], which no single cell causes.
    ///
    /// ```
    /// # use sudoku::{Cell, Grid, SolveError};
    /// let mut cells = [0; 81];
    /// (cells[0], cells[80]) = (7, 7); // same digit, no shared house: fine
    /// (cells[3], cells[4]) = (2, 2); // a clash in row 1
    /// let error = Grid::new(cells).validate().unwrap_err();
    /// assert_eq!(error.cell(), Cell::new(4));
    /// assert_eq!(SolveError::Unsolvable.cell(), None);
    /// ```
    pub fn cell(&self) -> Option<Cell> {
        match self {
            SolveError::InvalidCell { cell, .. } => Some(*cell),
            SolveError::Conflict { second, .. } => Some(*second),
            SolveError::Unsolvable => None,
        }
    }
}

impl fmt::Display for SolveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SolveError::InvalidCell { cell, value } => write!(
                f,
                "invalid cell at {cell}: {value} is not 0 (blank) or a digit 1 to 9"
            ),
            SolveError::Conflict {
                digit,
                first,
                second,
                unit,
            } => write!(
                f,
                "digit {digit} appears twice in one {unit}: at {first} and at {second}"
            ),
            SolveError::Unsolvable => {
                f.write_str("no solution: the givens do not clash, but no completion exists")
            }
        }
    }
}

impl std::error::Error for SolveError {}

/// Where and why a text is not a grid. Lines and columns count from 1.
///
/// ```
/// # use sudoku::{Grid, ParseErrorKind};
/// let error = "103000509\n00210940".parse::<Grid>().unwrap_err();
/// assert_eq!(error.kind(), &ParseErrorKind::RowLength { found: 8 });
/// assert_eq!(error.to_string(), "line 2, column 9: a row needs 9 cells, this one has 8");
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct ParseError {
    line: usize,
    column: usize,
    kind: ParseErrorKind,
}

/// What is wrong with a text that should be a grid.
///
/// ```
/// # use sudoku::{Grid, ParseErrorKind};
/// let kind = |text: &str| text.parse::<Grid>().unwrap_err().kind().clone();
/// assert_eq!(kind("# nothing"), ParseErrorKind::Empty);
/// assert_eq!(kind("12345"), ParseErrorKind::LineLength { found: 5 });
/// assert_eq!(kind(&"1x3456789\n".repeat(9)), ParseErrorKind::BadCharacter('x'));
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum ParseErrorKind {
    /// The text holds nothing but whitespace and comment lines.
    Empty,
    /// A character that is neither a digit nor `.`.
    BadCharacter(char),
    /// A row of the 9-line form without exactly 9 cells.
    RowLength { found: usize },
    /// The 9-line form with fewer than 9 rows.
    TooFewRows { found: usize },
    /// More than 9 rows.
    TooManyRows,
    /// The one-line form without exactly 81 cells.
    LineLength { found: usize },
}

impl ParseError {
    pub(crate) fn new(line: usize, column: usize, kind: ParseErrorKind) -> Self {
        ParseError { line, column, kind }
    }

    /// The 1-based line of the problem.
    ///
    /// ```
    /// # use sudoku::Grid;
    /// assert_eq!("\n\n12345".parse::<Grid>().unwrap_err().line(), 3);
    /// ```
    pub fn line(&self) -> usize {
        self.line
    }

    /// The 1-based column (in characters) of the problem.
    ///
    /// ```
    /// # use sudoku::Grid;
    /// let line = format!("  12x{}", "0".repeat(78));
    /// assert_eq!(Grid::from_line(line.as_bytes()).unwrap_err().column(), 5);
    /// ```
    pub fn column(&self) -> usize {
        self.column
    }

    /// What the problem is; its `Display` is the message without the place.
    ///
    /// ```
    /// # use sudoku::{Grid, ParseErrorKind};
    /// let error = Grid::from_line(&[b'1'; 80]).unwrap_err();
    /// assert_eq!(error.kind(), &ParseErrorKind::LineLength { found: 80 });
    /// assert_eq!(error.kind().to_string(), "a puzzle line needs 81 cells, this one has 80");
    /// ```
    pub fn kind(&self) -> &ParseErrorKind {
        &self.kind
    }
}

/// `line L, column C: ` and the problem.
impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "line {}, column {}: {}",
            self.line, self.column, self.kind
        )
    }
}

/// The problem alone, for a reader that names the place its own way (the command-line
/// program counts lines across a whole file).
impl fmt::Display for ParseErrorKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ParseErrorKind::Empty => {
                f.write_str("empty input, expected 9 rows of 9 digits (0 for a blank)")
            }
            // What readers put for bytes that are not UTF-8 (a binary file, another encoding).
            ParseErrorKind::BadCharacter('\u{fffd}') => f.write_str(
                "unexpected bytes that are not UTF-8 text (or a U+FFFD), expected a digit 0-9 \
                 (0 or '.' for a blank)",
            ),
            ParseErrorKind::BadCharacter(c) => write!(
                f,
                "unexpected character {c:?}, expected a digit 0-9 (0 or '.' for a blank)"
            ),
            ParseErrorKind::RowLength { found } => {
                write!(f, "a row needs 9 cells, this one has {found}")
            }
            ParseErrorKind::TooFewRows { found } => {
                write!(f, "expected 9 rows, the input ends after {found}")
            }
            ParseErrorKind::TooManyRows => f.write_str("expected 9 rows, found more"),
            ParseErrorKind::LineLength { found } => {
                write!(f, "a puzzle line needs 81 cells, this one has {found}")
            }
        }
    }
}

impl std::error::Error for ParseError {}

/// Why a grid gets no hint or rating: those need a puzzle with exactly one solution.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum PuzzleError {
    /// The grid cannot be solved at all: an invalid cell, a clash, or no completion.
    Solve(SolveError),
    /// The grid has more than one completion.
    NotUnique,
    /// Every cell is filled and correct: there is no next step.
    Solved,
    /// The work bound the caller set ran out before the rating finished
    /// ([`Grid::rate_within`](crate::Grid::rate_within)).
    BudgetExceeded,
}

impl From<SolveError> for PuzzleError {
    fn from(error: SolveError) -> Self {
        PuzzleError::Solve(error)
    }
}

impl fmt::Display for PuzzleError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PuzzleError::Solve(error) => error.fmt(f),
            PuzzleError::NotUnique => f.write_str("the puzzle has more than one solution"),
            PuzzleError::Solved => f.write_str("the grid is already solved"),
            PuzzleError::BudgetExceeded => {
                f.write_str("the work bound ran out before the rating finished")
            }
        }
    }
}

impl std::error::Error for PuzzleError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            PuzzleError::Solve(error) => Some(error),
            _ => None,
        }
    }
}
