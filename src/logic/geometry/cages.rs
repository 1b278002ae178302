//! Killer cages as the logic sees them: cells whose digits differ and, for most, add up to a
//! sum. A cage's cells are peers (the geometry's `peers` holds them), so every classic
//! technique already treats a cage as a set of cells that differ; the sums are what the
//! killer techniques (`techniques::killer`) read.
//!
//! A hint names a cage among its houses by the number [`CAGE_HOUSES`] + its index in the
//! geometry's list (the layout's order: cages by their first cell), so that the lists of
//! houses a hint carries (and the C struct that copies them) name cages too.

use crate::logic::sets::CellSet;

/// The house number of the first cage in a hint's list of houses: one past the most houses
/// a geometry has, so that a house and a cage never share a number.
pub(crate) const CAGE_HOUSES: usize = 64;

/// The most cages a geometry holds: each cage has a cell, and a hint's house numbers are
/// bytes.
pub(crate) const MAX_CAGES: usize = 81;

/// A cage: its cells and, when it has one, the sum of its digits.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Cage {
    pub cells: CellSet,
    pub sum: Option<u8>,
}

/// The house number a hint gives the cage at `index`.
pub(crate) const fn cage_house(index: usize) -> usize {
    CAGE_HOUSES + index
}

/// The cage index of a hint's house number, when it names a cage.
pub(crate) const fn cage_index(house: usize) -> Option<usize> {
    match house.checked_sub(CAGE_HOUSES) {
        Some(index) if index < MAX_CAGES => Some(index),
        _ => None,
    }
}
