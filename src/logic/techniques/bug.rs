//! BUG type 1 (bivalue universal grave, rated 5.6): every empty cell has two candidates but
//! one, which has three, and every digit has two places or none in every house but the one
//! digit that has three in each house of that cell. Were the cell not that digit, every
//! cell would keep two candidates and every digit two places per house: a pattern that
//! always has two solutions, or none. The puzzle has one, so the cell takes that digit.

use crate::logic::hint::{Hint, Technique};
use crate::logic::sets::{HOUSE_SET, bit, digit_bit};
use crate::logic::state::State;
use crate::model::geometry::{CELL_HOUSES, HOUSES};

/// The BUG type 1 placement, if the grid is one.
pub(crate) fn bug_type_1(state: &State) -> Option<Hint> {
    let mut extra = None;
    for cell in 0..81 {
        match state.cands[cell].count_ones() {
            0 | 2 => {}
            3 if extra.is_none() => extra = Some(cell),
            _ => return None,
        }
    }
    let cell = extra?;
    let mut found = None;
    for digit in 1..=9u8 {
        if state.cands[cell] & digit_bit(digit) == 0 {
            continue;
        }
        let plane = state.planes[usize::from(digit - 1)];
        let threes = CELL_HOUSES[cell]
            .iter()
            .filter(|&&house| (plane & HOUSE_SET[usize::from(house)]).count_ones() == 3)
            .count();
        if threes == 3 {
            if found.is_some() {
                return None;
            }
            found = Some(digit);
        }
    }
    let digit = found?;
    // Without it, every digit has two places or none in every house.
    for (index, digit_plane) in state.planes.iter().enumerate() {
        let plane = if index + 1 == usize::from(digit) {
            digit_plane & !bit(cell)
        } else {
            *digit_plane
        };
        for house in HOUSE_SET.iter().take(HOUSES) {
            if !matches!((plane & house).count_ones(), 0 | 2) {
                return None;
            }
        }
    }
    let others = state.cands[cell] & !digit_bit(digit);
    Some(
        Hint::new(Technique::BugType1)
            .with_placement(cell, digit)
            .with_cell(cell)
            .with_digits(digit_bit(digit))
            .with_pattern(bit(cell), state.cands[cell])
            .with_eliminations(bit(cell), others),
    )
}
