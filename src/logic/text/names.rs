//! What a sentence calls a house: the classic grid's rows, columns and boxes, or a layout's
//! regions, diagonals and windows, as the geometry the hint was found on names them.

use core::fmt::{self, Write};

use crate::logic::geometry::cages::cage_index;
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
        match (House::new(house), cage_index(house)) {
            (Some(house), _) => write!(f, "{house}"),
            (None, Some(cage)) => write!(f, "cage {}", cage + 1),
            (None, None) => write!(f, "house {}", house + 1),
        }
    }

    fn cells_of(&self, house: usize) -> &[u8] {
        match House::new(house) {
            Some(_) => self.house_cells(house),
            None => &[],
        }
    }
}

impl HouseNames for Houses {
    fn write_name(&self, f: &mut dyn Write, house: usize) -> fmt::Result {
        match cage_index(house) {
            Some(cage) => write!(f, "cage {}", cage + 1),
            None => f.write_str(&self.name(house)),
        }
    }

    fn cells_of(&self, house: usize) -> &[u8] {
        match cage_index(house) {
            Some(cage) => self.cage_cells(cage),
            None => self.house_cells(house),
        }
    }
}
