//! The grid: 81 cells, row-major, 0 for a blank; its construction, cells, parsing, display
//! and the givens' check. What the solvers do with a grid (solve, count, hint, rate,
//! generate) is written on the API's floor (`crate::api`), above the solvers, so that this
//! floor imports nothing above it.

use core::fmt;
use core::str::FromStr;

use crate::model::cell::Cell;
use crate::model::check::check_givens;
use crate::model::error::{ParseError, SolveError};
use crate::model::parse::{parse_cells, parse_line};

/// A 9x9 grid as 81 bytes in row-major order: 0 for a blank, 1..=9 for a digit.
///
/// A `Grid` may hold any bytes, exactly as the C API accepts them; values above 9 are
/// reported by [`Grid::validate`] and [`Grid::solve`], not refused on construction.
///
/// ```
/// use sudoku::Grid;
///
/// // The one-line form; the 9-line form parses too.
/// let puzzle: Grid = "1.3...5.9..21.94.....7.4...3..5.2..6.6.....5.7..8.3..4...4.1.....92.58..8.4...1.7".parse()?;
/// let answer = puzzle.solve()?;
/// assert_eq!(&answer.to_line()[..9], "143628579");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Grid {
    cells: [u8; 81],
}

impl Grid {
    /// The grid with every cell blank.
    ///
    /// ```
    /// # use sudoku::Grid;
    /// assert_eq!(Grid::EMPTY.cells(), &[0; 81]);
    /// assert_eq!(Grid::EMPTY, Grid::default());
    /// ```
    pub const EMPTY: Grid = Grid { cells: [0; 81] };

    /// A grid from 81 row-major cell values (also `Grid::from([u8; 81])`).
    ///
    /// ```
    /// # use sudoku::Grid;
    /// let mut cells = [0; 81];
    /// cells[0] = 5;
    /// let grid = Grid::new(cells);
    /// assert_eq!(grid.cells()[0], 5);
    /// assert_eq!(<[u8; 81]>::from(grid), cells);
    /// ```
    pub const fn new(cells: [u8; 81]) -> Grid {
        Grid { cells }
    }

    /// The 81 row-major cell values.
    ///
    /// ```
    /// # use sudoku::Grid;
    /// let grid: Grid = format!("7{}", "0".repeat(80)).parse()?;
    /// assert_eq!(grid.cells()[..2], [7, 0]);
    /// # Ok::<(), sudoku::ParseError>(())
    /// ```
    pub const fn cells(&self) -> &[u8; 81] {
        &self.cells
    }

    /// The value of one cell (0 for a blank).
    ///
    /// ```
    /// # use sudoku::{Cell, Grid};
    /// let grid: Grid = format!("0{}", "4".repeat(80)).parse()?;
    /// assert_eq!(grid.get(Cell::at(0, 0).unwrap()), 0);
    /// assert_eq!(grid.get(Cell::at(8, 8).unwrap()), 4);
    /// # Ok::<(), sudoku::ParseError>(())
    /// ```
    pub const fn get(&self, cell: Cell) -> u8 {
        self.cells[cell.index()]
    }

    /// Sets one cell's value (0 for a blank).
    ///
    /// ```
    /// # use sudoku::{Cell, Grid};
    /// let mut grid = Grid::EMPTY;
    /// let centre = Cell::at(4, 4).unwrap();
    /// grid.set(centre, 9);
    /// assert_eq!(grid.get(centre), 9);
    /// assert_eq!(grid.cells()[40], 9);
    /// ```
    pub fn set(&mut self, cell: Cell, value: u8) {
        self.cells[cell.index()] = value;
    }

    /// Checks the givens without solving: every value is 0..=9 and no digit repeats in a
    /// row, column or box.
    ///
    /// ```
    /// # use sudoku::{Grid, SolveError, Unit};
    /// assert_eq!(Grid::EMPTY.validate(), Ok(()));
    /// let clash: Grid = format!("55{}", "0".repeat(79)).parse()?;
    /// let error = clash.validate().unwrap_err();
    /// assert!(matches!(error, SolveError::Conflict { digit: 5, unit: Unit::Row, .. }));
    /// assert_eq!(error.cell().map(|cell| cell.index()), Some(1));
    /// # Ok::<(), sudoku::ParseError>(())
    /// ```
    pub fn validate(&self) -> Result<(), SolveError> {
        check_givens(&self.cells)
    }

    /// Reads one line in the one-line form: 81 cells, `1`-`9` for a given, `0` or `.` for a
    /// blank, with whitespace (a line end included) allowed around and between them and a
    /// byte-order mark at the start. The fast way to read a file of puzzles, one a line; skip
    /// the lines [`is_blank_or_comment`] names first. Errors are on line 1, at the column (in
    /// characters) of the problem.
    ///
    /// ```
    /// # use sudoku::{Grid, ParseErrorKind};
    /// let line = b"1.3...5.9..21.94.....7.4...3..5.2..6.6.....5.7..8.3..4...4.1.....92.58..8.4...1.7\r\n";
    /// assert_eq!(Grid::from_line(line)?.cells()[..3], [1, 0, 3]);
    /// let error = Grid::from_line(b"12x").unwrap_err();
    /// assert_eq!(error.kind(), &ParseErrorKind::BadCharacter('x'));
    /// # Ok::<(), sudoku::ParseError>(())
    /// ```
    ///
    /// [`is_blank_or_comment`]: crate::is_blank_or_comment
    pub fn from_line(line: &[u8]) -> Result<Grid, ParseError> {
        parse_line(line).map(Grid::new)
    }

    /// The one-line form: 81 characters, `0` for a blank.
    ///
    /// ```
    /// # use sudoku::Grid;
    /// assert_eq!(Grid::EMPTY.to_line(), "0".repeat(81));
    /// ```
    pub fn to_line(&self) -> String {
        self.cells.iter().map(|&value| digit_char(value)).collect()
    }
}

impl Default for Grid {
    fn default() -> Self {
        Grid::EMPTY
    }
}

impl From<[u8; 81]> for Grid {
    fn from(cells: [u8; 81]) -> Self {
        Grid::new(cells)
    }
}

impl From<Grid> for [u8; 81] {
    fn from(grid: Grid) -> Self {
        grid.cells
    }
}

/// `0`-`9` for a cell value, `?` for a byte above 9.
fn digit_char(value: u8) -> char {
    if value <= 9 {
        char::from(b'0' + value)
    } else {
        '?'
    }
}

/// The Baekjoon form: 9 lines of 9 digits, `0` for a blank, lines ended by `\n` except the
/// last.
///
/// ```
/// # use sudoku::Grid;
/// let shown = Grid::EMPTY.to_string();
/// assert_eq!(shown.lines().count(), 9);
/// assert!(shown.lines().all(|row| row == "000000000"));
/// ```
impl fmt::Display for Grid {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (row, cells) in self.cells.chunks_exact(9).enumerate() {
            if row > 0 {
                f.write_str("\n")?;
            }
            for &value in cells {
                fmt::Write::write_char(f, digit_char(value))?;
            }
        }
        Ok(())
    }
}

impl fmt::Debug for Grid {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_tuple("Grid").field(&self.to_line()).finish()
    }
}

/// Reads the Baekjoon form (9 lines of 9 cells) or the one-line form (81 cells); `0` or `.`
/// for a blank; whitespace around and between cells, a byte-order mark at the start of a
/// line, blank lines, `#` comment lines and CRLF are accepted. Errors name the line and
/// column of the problem.
///
/// ```
/// # use sudoku::Grid;
/// let nine_lines = "# Baekjoon 2239\n103000509\n002109400\n000704000\n300502006\n\
///                   060000050\n700803004\n000401000\n009205800\n804000107\n";
/// let one_line = "1.3...5.9..21.94.....7.4...3..5.2..6.6.....5.7..8.3..4...4.1.....92.58..8.4...1.7";
/// assert_eq!(nine_lines.parse::<Grid>()?, one_line.parse::<Grid>()?);
/// let error = "103000509\n0021x9400".parse::<Grid>().unwrap_err();
/// assert_eq!((error.line(), error.column()), (2, 5));
/// # Ok::<(), sudoku::ParseError>(())
/// ```
impl FromStr for Grid {
    type Err = ParseError;

    fn from_str(text: &str) -> Result<Self, Self::Err> {
        parse_cells(text).map(Grid::new)
    }
}
