//! Naming a cell of the grid.

use core::fmt;

/// One of the 81 cells, by its 0-based row-major index.
///
/// Rows, columns and boxes are 0-based in the API, as indices are; `Display` counts from 1,
/// as people do ("row 1, column 3").
///
/// ```
/// use sudoku::Cell;
///
/// let cell = Cell::at(4, 7).unwrap();
/// assert_eq!(cell.to_string(), "row 5, column 8");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Cell(u8);

impl Cell {
    /// The cell at row-major `index`, if `index < 81`.
    ///
    /// ```
    /// # use sudoku::Cell;
    /// assert_eq!(Cell::new(10), Cell::at(1, 1));
    /// assert_eq!(Cell::new(81), None);
    /// ```
    pub const fn new(index: usize) -> Option<Cell> {
        if index < 81 {
            Some(Cell(index as u8))
        } else {
            None
        }
    }

    /// The cell at 0-based `row` and `column`, if both are below 9.
    ///
    /// ```
    /// # use sudoku::Cell;
    /// assert_eq!(Cell::at(8, 8).map(Cell::index), Some(80));
    /// assert_eq!(Cell::at(0, 9), None);
    /// ```
    pub const fn at(row: usize, column: usize) -> Option<Cell> {
        if row < 9 && column < 9 {
            Some(Cell((row * 9 + column) as u8))
        } else {
            None
        }
    }

    /// The 0-based row-major index, 0..81.
    ///
    /// ```
    /// # use sudoku::Cell;
    /// assert_eq!(Cell::at(2, 3).unwrap().index(), 21);
    /// ```
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// The 0-based row, 0..9.
    ///
    /// ```
    /// # use sudoku::Cell;
    /// assert_eq!(Cell::new(21).unwrap().row(), 2);
    /// ```
    pub const fn row(self) -> usize {
        self.index() / 9
    }

    /// The 0-based column, 0..9.
    ///
    /// ```
    /// # use sudoku::Cell;
    /// assert_eq!(Cell::new(21).unwrap().column(), 3);
    /// ```
    pub const fn column(self) -> usize {
        self.index() % 9
    }

    /// The 0-based box, 0..9, numbered row-major from the top left.
    ///
    /// ```
    /// # use sudoku::Cell;
    /// assert_eq!(Cell::at(4, 7).unwrap().box_index(), 5);
    /// ```
    pub const fn box_index(self) -> usize {
        self.row() / 3 * 3 + self.column() / 3
    }
}

impl fmt::Display for Cell {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "row {}, column {}", self.row() + 1, self.column() + 1)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn coordinates_round_trip() {
        let cell = Cell::at(4, 7).unwrap();
        assert_eq!(cell.index(), 43);
        assert_eq!((cell.row(), cell.column(), cell.box_index()), (4, 7, 5));
        assert_eq!(Cell::new(43), Some(cell));
        assert_eq!(Cell::new(81), None);
        assert_eq!(Cell::at(9, 0), None);
        assert_eq!(cell.to_string(), "row 5, column 8");
    }
}
