//! Singles: the steps that place a digit. They are most of the steps of any logic solve, so
//! they are found as a small `Single`, and made into a full `Hint` only when one is shown.

use crate::logic::hint::{Hint, Technique};
use crate::logic::sets::{CellSet, HOUSE_SET, bit, digit_bit, first};
use crate::logic::state::{ALL_DIGITS, Quiet, State};
use crate::model::geometry::HOUSE_CELLS;

/// The boxes, then the rows and columns: the order in which singles are looked for.
pub(crate) const BOXES: core::ops::Range<usize> = 18..27;
pub(crate) const LINES: core::ops::Range<usize> = 0..18;

/// A digit placed by a single (or, as [`Technique::SolutionDigit`], by the solution).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Single {
    pub technique: Technique,
    pub cell: u8,
    pub digit: u8,
    /// The house of a full house or hidden single.
    pub house: u8,
}

impl Single {
    pub fn hint(self) -> Hint {
        let (cell, mask) = (usize::from(self.cell), digit_bit(self.digit));
        let hint = Hint::new(self.technique)
            .with_placement(cell, self.digit)
            .with_cell(cell)
            .with_digits(mask)
            .with_pattern(bit(cell), mask);
        match self.technique {
            Technique::FullHouse | Technique::HiddenSingle => {
                hint.with_house(usize::from(self.house))
            }
            _ => hint,
        }
    }
}

/// The last empty cell of a house takes the digit the house is missing.
pub(crate) fn full_house(state: &State) -> Option<Single> {
    // Boxes (houses 18..27) first, then rows and columns.
    let mut houses = state.full_houses >> 18 | (state.full_houses & 0x3ffff) << 9;
    while houses != 0 {
        let position = houses.trailing_zeros() as usize;
        houses &= houses - 1;
        let house = (position + 18) % 27;
        let cell = first(state.empty & HOUSE_SET[house]);
        let held =
            HOUSE_CELLS[house]
                .iter()
                .fold(0, |mask, &c| match state.values[usize::from(c)] {
                    0 => mask,
                    value => mask | digit_bit(value),
                });
        let missing = ALL_DIGITS & !held;
        if missing.count_ones() == 1 && state.cands[cell] & missing != 0 {
            return Some(Single {
                technique: Technique::FullHouse,
                cell: cell as u8,
                digit: missing.trailing_zeros() as u8 + 1,
                house: house as u8,
            });
        }
    }
    None
}

/// A digit with one place left in a house, among `houses` (boxes or lines). Houses found
/// without one are remembered in the state until they change.
pub(crate) fn hidden_single(state: &State, houses: core::ops::Range<usize>) -> Option<Single> {
    let mut known = state.quiet(Quiet::HiddenSingle);
    for house in houses {
        if known & 1 << house != 0 {
            continue;
        }
        // Digits seen once and digits seen more than once, counted a bit plane at a time.
        let (mut once, mut more) = (0u16, 0u16);
        for &cell in &HOUSE_CELLS[house] {
            let mask = state.cands[usize::from(cell)];
            more |= once & mask;
            once |= mask;
        }
        let single = once & !more;
        if single == 0 {
            known |= 1 << house;
            continue;
        }
        state.set_quiet(Quiet::HiddenSingle, known);
        let digit = single.trailing_zeros() as u8 + 1;
        let cell = first(state.planes[usize::from(digit - 1)] & HOUSE_SET[house]);
        return Some(Single {
            technique: Technique::HiddenSingle,
            cell: cell as u8,
            digit,
            house: house as u8,
        });
    }
    state.set_quiet(Quiet::HiddenSingle, known);
    None
}

/// A cell with one candidate left: the first cell found in exactly one digit's plane,
/// counting planes a bit at a time.
pub(crate) fn naked_single(state: &State) -> Option<Single> {
    let (mut once, mut more) = (0 as CellSet, 0 as CellSet);
    for &plane in &state.planes {
        more |= once & plane;
        once |= plane;
    }
    let singles = once & !more;
    if singles == 0 {
        return None;
    }
    let cell = first(singles);
    Some(Single {
        technique: Technique::NakedSingle,
        cell: cell as u8,
        digit: state.cands[cell].trailing_zeros() as u8 + 1,
        house: 0,
    })
}
