//! Cage combinations: a cage's empty cells add up to its sum less its filled cells, with
//! distinct digits; only the sets of digits that make that sum and fit their candidates can
//! fill them, so a candidate no filling uses goes.

use super::sums::distinct_fits;
use crate::logic::geometry::Geometry;
use crate::logic::geometry::cages::{Cage, cage_house};
use crate::logic::hint::{Hint, Technique};
use crate::logic::sets::{bit, cells};
use crate::logic::state::State;

/// A cage's empty cells (at most nine), their candidates, and what they add up to; `None`
/// for a cage without a sum, a full cage, or filled cells past the sum (which no grid this
/// logic reasons on has).
pub(crate) fn open_part<G: Geometry>(
    state: &State<G>,
    cage: &Cage,
) -> Option<([usize; 9], [u16; 9], usize, u32)> {
    let sum = u32::from(cage.sum?);
    let open = cage.cells & state.empty;
    if open == 0 {
        return None;
    }
    let filled: u32 = cells(cage.cells & !state.empty)
        .map(|cell| u32::from(state.values[cell]))
        .sum();
    let rest = sum.checked_sub(filled)?;
    let (mut at, mut masks, mut size) = ([0; 9], [0; 9], 0);
    for cell in cells(open) {
        at[size] = cell;
        masks[size] = state.cands[cell];
        size += 1;
    }
    Some((at, masks, size, rest))
}

/// Cage combinations: the first cage (in the layout's order) with a candidate that no set of
/// digits making its sum can use.
pub(crate) fn cage_combinations<G: Geometry>(state: &State<G>) -> Option<Hint> {
    for (index, cage) in state.geometry.cages().iter().enumerate() {
        let Some((at, masks, size, rest)) = open_part(state, cage) else {
            continue;
        };
        let fits = distinct_fits(&masks[..size], rest, 0);
        if (0..size).all(|k| masks[k] & !fits.cells[k] == 0) {
            continue;
        }
        let mut hint = Hint::new(Technique::CageCombination)
            .with_house(cage_house(index))
            .with_sum(rest);
        for k in 0..size {
            hint = hint
                .with_cell(at[k])
                .with_digits(fits.cells[k])
                .with_pattern(bit(at[k]), fits.cells[k])
                .with_eliminations(bit(at[k]), masks[k] & !fits.cells[k]);
        }
        return Some(hint);
    }
    None
}
