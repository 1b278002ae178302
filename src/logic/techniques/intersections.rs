//! Locked candidates: where a box and a line overlap, a digit confined to the overlap in one
//! of them is removed from the rest of the other.

use super::singles::{BOXES, LINES};
use crate::logic::hint::{Hint, Technique};
use crate::logic::sets::{HOUSE_SET, digit_bit, first};
use crate::logic::state::State;
use crate::model::geometry::CELL_HOUSES;

/// Pointing: within a box, a digit lies in one row or column only.
pub(crate) fn pointing(state: &State) -> Option<Hint> {
    for box_ in BOXES {
        if let Some(hint) = confined(state, box_, Technique::Pointing) {
            return Some(hint);
        }
    }
    None
}

/// Claiming: within a row or column, a digit lies in one box only.
pub(crate) fn claiming(state: &State) -> Option<Hint> {
    for line in LINES {
        if let Some(hint) = confined(state, line, Technique::Claiming) {
            return Some(hint);
        }
    }
    None
}

/// A digit whose places in `house` all lie in one crossing house, with places to remove
/// there.
fn confined(state: &State, house: usize, technique: Technique) -> Option<Hint> {
    for digit in 1..=9u8 {
        let plane = state.planes[usize::from(digit - 1)];
        let places = plane & HOUSE_SET[house];
        if places == 0 {
            continue;
        }
        let [row, column, box_] = CELL_HOUSES[first(places)].map(usize::from);
        let crossing = if technique == Technique::Pointing {
            [row, column]
        } else {
            [box_, box_]
        };
        for other in crossing {
            if other == house || places & !HOUSE_SET[other] != 0 {
                continue;
            }
            let targets = plane & HOUSE_SET[other] & !HOUSE_SET[house];
            if targets != 0 {
                return Some(
                    Hint::new(technique)
                        .with_house(house)
                        .with_house(other)
                        .with_digits(digit_bit(digit))
                        .with_pattern(places, digit_bit(digit))
                        .with_eliminations(targets, digit_bit(digit)),
                );
            }
        }
    }
    None
}
