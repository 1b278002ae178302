//! What a sentence calls a house: the classic grid's rows, columns and boxes, or a layout's
//! regions, diagonals and windows, as the geometry the hint was found on names them.

use core::fmt::{self, Write};

use crate::logic::geometry::{Classic, Geometry, Houses};
use crate::logic::hint::House;

/// What a sentence asks of the houses of the grid its hint is for: what each is called and
/// which cells it holds (the classic grid's rows, columns and boxes, or a layout's regions,
/// diagonals, windows...).
pub(crate) trait HouseNames {
    /// Writes the name of `house`: `row 4`, `box 5`, `the main diagonal`, `region 3`.
    fn write_name(&self, f: &mut dyn Write, house: usize) -> fmt::Result;

    /// The cells of `house`, row-major.
    fn cells_of(&self, house: usize) -> &[u8];
}

impl HouseNames for Classic {
    fn write_name(&self, f: &mut dyn Write, house: usize) -> fmt::Result {
        match House::new(house) {
            Some(house) => write!(f, "{house}"),
            None => write!(f, "house {}", house + 1),
        }
    }

    fn cells_of(&self, house: usize) -> &[u8] {
        self.house_cells(house)
    }
}

impl HouseNames for Houses {
    fn write_name(&self, f: &mut dyn Write, house: usize) -> fmt::Result {
        f.write_str(&self.name(house))
    }

    fn cells_of(&self, house: usize) -> &[u8] {
        self.house_cells(house)
    }
}
