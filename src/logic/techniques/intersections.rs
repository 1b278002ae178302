//! Locked candidates: where two houses overlap in two or more cells (a box and a line; in a
//! variant, a box and a diagonal or window too), a digit confined to the overlap in one of
//! them is removed from the rest of the other. Pointing when the house the digit is confined
//! in is a box, claiming otherwise, as Sudoku Explainer names them.

use crate::logic::geometry::{Geometry, HouseSet};
use crate::logic::hint::{Hint, Technique};
use crate::logic::sets::{digit_bit, first};
use crate::logic::state::State;

/// Pointing: within a box, a digit lies in the overlap with one other house only.
pub(crate) fn pointing<G: Geometry>(state: &State<G>) -> Option<Hint> {
    locked(state, state.geometry.boxes(), Technique::Pointing)
}

/// Claiming: within a row, a column (or another house that is not a box), a digit lies in the
/// overlap with one other house only.
pub(crate) fn claiming<G: Geometry>(state: &State<G>) -> Option<Hint> {
    let lines = state.geometry.all_houses() & !state.geometry.boxes();
    locked(state, lines, Technique::Claiming)
}

/// The first locked candidate whose digit is confined in one of `houses`, in house order.
fn locked<G: Geometry>(
    state: &State<G>,
    mut houses: HouseSet,
    technique: Technique,
) -> Option<Hint> {
    while houses != 0 {
        let house = houses.trailing_zeros() as usize;
        houses &= houses - 1;
        if let Some(hint) = confined(state, house, technique) {
            return Some(hint);
        }
    }
    None
}

/// A digit whose places in `house` all lie in one house overlapping it, with places to remove
/// there. The candidates for that house are the houses of the digit's first place, in order.
fn confined<G: Geometry>(state: &State<G>, house: usize, technique: Technique) -> Option<Hint> {
    let geometry = &state.geometry;
    let (house_set, overlapping) = (geometry.house_set(house), geometry.overlapping(house));
    for digit in 1..=9u8 {
        let plane = state.planes[usize::from(digit - 1)];
        let places = plane & house_set;
        if places == 0 {
            continue;
        }
        for &other in geometry.cell_houses(first(places)) {
            let other = usize::from(other);
            if overlapping & 1 << other == 0 || places & !geometry.house_set(other) != 0 {
                continue;
            }
            let targets = plane & geometry.house_set(other) & !house_set;
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
