//! The houses a hint names (rows, columns and boxes) by number, and how a sentence says them.

use core::fmt;

use crate::model::cell::Cell;
use crate::model::error::Unit;
use crate::model::geometry::HOUSES;

/// A row, column or box, by number: rows 0..9, columns 9..18, boxes 18..27.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
// The field is open to `hint`, which stores houses as numbers and hands them back as houses.
pub struct House(pub(super) u8);

impl House {
    /// The house with number `number` (rows 0..9, columns 9..18, boxes 18..27).
    pub const fn new(number: usize) -> Option<House> {
        if number < HOUSES {
            Some(House(number as u8))
        } else {
            None
        }
    }

    /// Row, column or box.
    pub const fn unit(self) -> Unit {
        match self.0 / 9 {
            0 => Unit::Row,
            1 => Unit::Column,
            _ => Unit::Box,
        }
    }

    /// The 0-based index among the houses of its kind (boxes row-major from the top left).
    pub const fn index(self) -> usize {
        (self.0 % 9) as usize
    }

    /// The number of the house, 0..27.
    pub const fn number(self) -> usize {
        self.0 as usize
    }

    /// The cells of the house, in row-major order.
    pub fn cells(self) -> impl Iterator<Item = Cell> {
        crate::model::geometry::HOUSE_CELLS[self.number()]
            .into_iter()
            .map(|index| Cell::new(usize::from(index)).expect("a cell index below 81"))
    }
}

/// `row 3`, `column 7`, `box 5`: 1-based, as people count.
impl fmt::Display for House {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {}", self.unit(), self.index() + 1)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn houses_count_from_one_in_text() {
        let house = House::new(22).unwrap();
        assert_eq!((house.unit(), house.index()), (Unit::Box, 4));
        assert_eq!(house.to_string(), "box 5");
        assert_eq!(House::new(9).unwrap().to_string(), "column 1");
        assert_eq!(House::new(27), None);
        assert_eq!(house.cells().next(), Cell::at(3, 3));
    }
}
