//! Singles: the steps that place a digit. They are most of the steps of any logic solve, so
//! they are found as a small `Single`, and made into a full `Hint` only when one is shown.

use crate::logic::geometry::{Geometry, HouseSet};
use crate::logic::hint::{Hint, Technique};
use crate::logic::sets::{CellSet, bit, digit_bit, first};
use crate::logic::state::{ALL_DIGITS, Quiet, State};

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

/// The last empty cell of a house takes the digit the house is missing. Boxes first, then
/// the other houses in their order (rows, columns, then a variant's extra houses).
pub(crate) fn full_house<G: Geometry>(state: &State<G>) -> Option<Single> {
    let boxes = state.geometry.boxes();
    full_house_in(state, state.full_houses & boxes)
        .or_else(|| full_house_in(state, state.full_houses & !boxes))
}

fn full_house_in<G: Geometry>(state: &State<G>, mut houses: HouseSet) -> Option<Single> {
    while houses != 0 {
        let house = houses.trailing_zeros() as usize;
        houses &= houses - 1;
        let cell = first(state.empty & state.geometry.house_set(house));
        let held = state
            .geometry
            .house_cells(house)
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

/// A digit with one place left in a house: boxes first, then the other houses in their order.
pub(crate) fn hidden_single<G: Geometry>(state: &State<G>) -> Option<Single> {
    let boxes = state.geometry.boxes();
    hidden_single_in(state, boxes)
        .or_else(|| hidden_single_in(state, state.geometry.all_houses() & !boxes))
}

/// A digit with one place left in a house, among `houses`. Houses found without one are
/// remembered in the state until they change.
fn hidden_single_in<G: Geometry>(state: &State<G>, houses: HouseSet) -> Option<Single> {
    let mut known = state.quiet(Quiet::HiddenSingle);
    let mut todo = houses & !known;
    while todo != 0 {
        let house = todo.trailing_zeros() as usize;
        todo &= todo - 1;
        // Digits seen once and digits seen more than once, counted a bit plane at a time.
        let (mut once, mut more) = (0u16, 0u16);
        for &cell in state.geometry.house_cells(house) {
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
        let cell = first(state.planes[usize::from(digit - 1)] & state.geometry.house_set(house));
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
/// counting planes a bit at a time. (The planes already leave out the cells the geometry's
/// peers rule out, so no house is named here.)
pub(crate) fn naked_single<G: Geometry>(state: &State<G>) -> Option<Single> {
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
