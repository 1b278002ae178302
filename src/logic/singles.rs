//! Singles: the steps that place a digit.

use super::hint::{Hint, Technique};
use super::sets::{HOUSE_CELLS, HOUSE_SET, bit, count, digit_bit, first};
use super::state::{ALL_DIGITS, State};

/// The boxes, then the rows and columns: the order in which singles are looked for.
pub(crate) const BOXES: core::ops::Range<usize> = 18..27;
pub(crate) const LINES: core::ops::Range<usize> = 0..18;

/// The last empty cell of a house takes the digit the house is missing.
pub(crate) fn full_house(state: &State) -> Option<Hint> {
    let empty = state.empty();
    for house in BOXES.chain(LINES) {
        let open = empty & HOUSE_SET[house];
        if count(open) != 1 {
            continue;
        }
        let cell = first(open);
        let held =
            HOUSE_CELLS[house]
                .iter()
                .fold(0, |mask, &c| match state.values[usize::from(c)] {
                    0 => mask,
                    value => mask | digit_bit(value),
                });
        let missing = ALL_DIGITS & !held;
        if missing.count_ones() == 1 && state.cands[cell] & missing != 0 {
            let digit = missing.trailing_zeros() as u8 + 1;
            return Some(
                Hint::new(Technique::FullHouse)
                    .with_placement(cell, digit)
                    .with_cell(cell)
                    .with_house(house)
                    .with_digits(missing)
                    .with_pattern(bit(cell), missing),
            );
        }
    }
    None
}

/// A digit with one place left in a house, among `houses` (boxes or lines).
pub(crate) fn hidden_single(state: &State, houses: core::ops::Range<usize>) -> Option<Hint> {
    for house in houses {
        // Digits seen once and digits seen more than once, counted a bit plane at a time.
        let (mut once, mut more) = (0u16, 0u16);
        for &cell in &HOUSE_CELLS[house] {
            let mask = state.cands[usize::from(cell)];
            more |= once & mask;
            once |= mask;
        }
        let single = once & !more;
        if single == 0 {
            continue;
        }
        let digit = single.trailing_zeros() as u8 + 1;
        let cell = first(state.planes[usize::from(digit - 1)] & HOUSE_SET[house]);
        return Some(
            Hint::new(Technique::HiddenSingle)
                .with_placement(cell, digit)
                .with_cell(cell)
                .with_house(house)
                .with_digits(digit_bit(digit))
                .with_pattern(bit(cell), digit_bit(digit)),
        );
    }
    None
}

/// A cell with one candidate left.
pub(crate) fn naked_single(state: &State) -> Option<Hint> {
    let cell = (0..81).find(|&cell| state.cands[cell].count_ones() == 1)?;
    let mask = state.cands[cell];
    let digit = mask.trailing_zeros() as u8 + 1;
    Some(
        Hint::new(Technique::NakedSingle)
            .with_placement(cell, digit)
            .with_cell(cell)
            .with_digits(mask)
            .with_pattern(bit(cell), mask),
    )
}
