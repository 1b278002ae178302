//! What the checkers read of a hint (its cells, houses, eliminations) and of the state,
//! apart from the checkers themselves (`check.rs` and the two beside it), which all use it.

use crate::logic::hint::Hint;
use crate::logic::sets::{bit, digit_bit};
use crate::logic::state::State;

pub(super) fn key(hint: &Hint) -> Vec<usize> {
    hint.cell_list()
        .iter()
        .map(|&cell| usize::from(cell))
        .collect()
}

pub(super) fn houses(hint: &Hint) -> Vec<usize> {
    hint.house_list()
        .iter()
        .map(|&house| usize::from(house))
        .collect()
}

pub(super) fn eliminated(hint: &Hint) -> u128 {
    hint.eliminations()
        .fold(0, |set, (cell, _)| set | bit(cell.index()))
}

pub(super) fn all_removed(hint: &Hint) -> u16 {
    hint.eliminations().fold(0, |mask, (_, m)| mask | m)
}

/// Places of `digit` in the set `within`.
pub(super) fn places(state: &State, digit: u8, within: u128) -> u128 {
    (0..81)
        .filter(|&cell| within & bit(cell) != 0 && state.cands[cell] & digit_bit(digit) != 0)
        .fold(0, |set, cell| set | bit(cell))
}
