//! Cage and house overlap, both ways:
//!
//! - a digit every combination of a cage holds is in the cage; when its places there all
//!   see other cells (they lie in one house, or in one cage and one house), it leaves them;
//! - a digit of a house whose places all lie in one cage is in that cage: the cage's
//!   combinations without it go, and so does the digit from the cage's other cells.

use super::combinations::open_part;
use super::sums::distinct_fits;
use crate::logic::geometry::cages::cage_house;
use crate::logic::geometry::{Geometry, houses};
use crate::logic::hint::{Hint, Technique};
use crate::logic::sets::{CellSet, bit, digit_bit, digits};
use crate::logic::state::State;
use crate::logic::techniques::generalized::common_peers;

/// The first house of `geometry` that holds every cell of `set`, if one does.
fn house_holding<G: Geometry>(geometry: &G, set: CellSet) -> Option<usize> {
    houses(geometry.all_houses()).find(|&house| set & !geometry.house_set(house) == 0)
}

/// Cage and house overlap: the first cage whose combinations all hold a digit whose places
/// see cells that still have it; else the first house and digit whose places all lie in one
/// cage, when that removes something.
pub(crate) fn cage_overlap<G: Geometry>(state: &State<G>) -> Option<Hint> {
    must_hold(state).or_else(|| confined(state))
}

fn must_hold<G: Geometry>(state: &State<G>) -> Option<Hint> {
    let geometry = &state.geometry;
    for (index, cage) in geometry.cages().iter().enumerate() {
        let Some((_, masks, size, rest)) = open_part(state, cage) else {
            continue;
        };
        let fits = distinct_fits(&masks[..size], rest, 0);
        for digit in digits(fits.common()) {
            let plane = state.planes[usize::from(digit - 1)];
            let places = plane & cage.cells;
            let targets = plane & common_peers(geometry, places);
            if places == 0 || targets == 0 {
                continue;
            }
            let mask = digit_bit(digit);
            let mut hint = Hint::new(Technique::CageOverlap)
                .with_house(cage_house(index))
                .with_sum(rest)
                .with_digits(mask)
                .with_pattern(places, mask)
                .with_eliminations(targets, mask);
            if let Some(house) = house_holding(geometry, places) {
                hint = hint.with_house(house);
            }
            return Some(hint);
        }
    }
    None
}

fn confined<G: Geometry>(state: &State<G>) -> Option<Hint> {
    let geometry = &state.geometry;
    for house in houses(geometry.all_houses()) {
        for digit in 1..=9u8 {
            let places = state.planes[usize::from(digit - 1)] & geometry.house_set(house);
            if places == 0 {
                continue;
            }
            let Some(index) = geometry
                .cages()
                .iter()
                .position(|cage| places & !cage.cells == 0)
            else {
                continue;
            };
            let cage = &geometry.cages()[index];
            let Some((at, masks, size, rest)) = open_part(state, cage) else {
                continue;
            };
            let mask = digit_bit(digit);
            let fits = distinct_fits(&masks[..size], rest, mask);
            let plane = state.planes[usize::from(digit - 1)];
            let targets = plane & common_peers(geometry, places);
            let narrowed = (0..size).any(|k| masks[k] & !fits.cells[k] != 0);
            if targets == 0 && !narrowed {
                continue;
            }
            let mut hint = Hint::new(Technique::CageOverlap)
                .with_house(house)
                .with_house(cage_house(index))
                .with_sum(rest)
                .with_digits(mask)
                .with_eliminations(targets, mask);
            // The pattern: what each cell of the cage keeps, the combinations holding the
            // digit in its places.
            for k in 0..size {
                let gone = masks[k] & !fits.cells[k];
                let kept = if targets & bit(at[k]) != 0 {
                    fits.cells[k] & !mask
                } else {
                    fits.cells[k]
                };
                hint = hint
                    .with_cell(at[k])
                    .with_pattern(bit(at[k]), kept)
                    .with_eliminations(bit(at[k]), gone);
            }
            return Some(hint);
        }
    }
    None
}
