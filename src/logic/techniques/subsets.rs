//! Naked and hidden subsets: n cells of a house that hold only n digits between them, or n
//! digits that fit only n cells of a house (n = 2, 3, 4: pairs, triples, quads).

use crate::logic::geometry::Geometry;
use crate::logic::hint::{Hint, Technique};
use crate::logic::sets::{CellSet, bit, cells, count};
use crate::logic::state::{Quiet, State};
use crate::logic::techniques::generalized;

/// Naked pair, triple or quad (`size` 2, 3 or 4).
pub(crate) fn naked<G: Geometry>(state: &State<G>, size: u32) -> Option<Hint> {
    each_house(state, Quiet::subset(false, size), size, |house| {
        // Each empty cell with at most `size` candidates, as (cell, its candidates).
        let mut items = [(0u8, 0u128); 9];
        let mut len = 0;
        for &cell in state.geometry.house_cells(house) {
            let mask = state.cands[usize::from(cell)];
            if (2..=size).contains(&mask.count_ones()) {
                items[len] = (cell, u128::from(mask));
                len += 1;
            }
        }
        let mut found = None;
        choose(&items[..len], size, &mut |chosen, union| {
            let subset = chosen_cells(&items, chosen);
            let digits = union as u16;
            let technique = naked_technique(size);
            if state.geometry.variant_rules() {
                let hint = subset_hint(technique, state, house, subset, digits);
                let hint = generalized::naked_eliminations(state, subset, digits, hint);
                found = Some(hint).filter(Hint::makes_progress);
                return found.is_some();
            }
            let others = state.geometry.house_set(house) & !subset;
            if cells(others).all(|cell| state.cands[cell] & digits == 0) {
                return false;
            }
            let mut hint = subset_hint(technique, state, house, subset, digits);
            for cell in cells(others) {
                hint = hint.with_eliminations(bit(cell), state.cands[cell] & digits);
            }
            found = Some(hint);
            true
        });
        found
    })
}

/// Hidden pair, triple or quad (`size` 2, 3 or 4).
pub(crate) fn hidden<G: Geometry>(state: &State<G>, size: u32) -> Option<Hint> {
    each_house(state, Quiet::subset(true, size), size, |house| {
        // Each digit with 2 to `size` places in the house, as (digit, its places).
        let mut items = [(0u8, 0u128); 9];
        let mut len = 0;
        for digit in 1..=9u8 {
            let places = state.planes[usize::from(digit - 1)] & state.geometry.house_set(house);
            if (2..=size).contains(&count(places)) {
                items[len] = (digit, places);
                len += 1;
            }
        }
        let mut found = None;
        choose(&items[..len], size, &mut |chosen, union| {
            let digits = chosen_digits(&items, chosen);
            let extra = cells(union).fold(0, |mask, cell| mask | (state.cands[cell] & !digits));
            if extra == 0 {
                return false;
            }
            let mut hint = subset_hint(hidden_technique(size), state, house, union, digits);
            for cell in cells(union) {
                hint = hint.with_eliminations(bit(cell), state.cands[cell] & !digits);
            }
            found = Some(hint);
            true
        });
        found
    })
}

/// The first hint `search` finds in a house, over the houses with more empty cells than
/// `size` (with no more, a subset leaves nothing to remove) and not known to be quiet for
/// `kind`; the houses searched in vain are recorded as quiet.
fn each_house<G: Geometry>(
    state: &State<G>,
    kind: Quiet,
    size: u32,
    mut search: impl FnMut(usize) -> Option<Hint>,
) -> Option<Hint> {
    let mut quiet = state.quiet(kind);
    let mut found = None;
    for house in 0..state.geometry.houses() {
        if quiet & 1 << house != 0 || u32::from(state.house_empty[house]) <= size {
            continue;
        }
        found = search(house);
        if found.is_some() {
            break;
        }
        quiet |= 1 << house;
    }
    state.set_quiet(kind, quiet);
    found
}

/// Walks the `size`-element subsets of `items` whose sets have a union of exactly `size`
/// members, in lexicographic order of their indices, until `found` accepts one (it gets the
/// chosen indices as a mask and the union). Unions that grow past `size` are cut off early.
pub(crate) fn choose(
    items: &[(u8, u128)],
    size: u32,
    found: &mut impl FnMut(u16, u128) -> bool,
) -> bool {
    choose_from(items, size, 0, (0, 0), 0, found)
}

/// `chosen`: the indices chosen so far as a mask, and how many (carried along rather than
/// counted from the mask at every call: the portable build has no popcount instruction).
fn choose_from(
    items: &[(u8, u128)],
    size: u32,
    from: usize,
    (chosen, picked): (u16, u32),
    union: u128,
    found: &mut impl FnMut(u16, u128) -> bool,
) -> bool {
    if picked == size {
        return union.count_ones() == size && found(chosen, union);
    }
    // An item chosen later than this leaves too few after it to complete the subset.
    let needed = (size - picked) as usize;
    for index in from..(items.len() + 1).saturating_sub(needed) {
        let wider = union | items[index].1;
        let chosen = (chosen | 1 << index, picked + 1);
        if wider.count_ones() <= size && choose_from(items, size, index + 1, chosen, wider, found) {
            return true;
        }
    }
    false
}

fn chosen_cells(items: &[(u8, u128); 9], chosen: u16) -> CellSet {
    (0..9)
        .filter(|&index| chosen & 1 << index != 0)
        .fold(0, |set, index| set | bit(usize::from(items[index].0)))
}

fn chosen_digits(items: &[(u8, u128); 9], chosen: u16) -> u16 {
    (0..9)
        .filter(|&index| chosen & 1 << index != 0)
        .fold(0, |mask, index| {
            mask | crate::logic::sets::digit_bit(items[index].0)
        })
}

/// The hint of a subset: its house, its cells in order, its digits, and as pattern the
/// subset's digits in its cells.
fn subset_hint<G: Geometry>(
    technique: Technique,
    state: &State<G>,
    house: usize,
    subset: CellSet,
    digits: u16,
) -> Hint {
    let mut hint = Hint::new(technique).with_house(house).with_digits(digits);
    for cell in cells(subset) {
        hint = hint
            .with_cell(cell)
            .with_pattern(bit(cell), state.cands[cell] & digits);
    }
    hint
}

fn naked_technique(size: u32) -> Technique {
    match size {
        2 => Technique::NakedPair,
        3 => Technique::NakedTriple,
        _ => Technique::NakedQuad,
    }
}

fn hidden_technique(size: u32) -> Technique {
    match size {
        2 => Technique::HiddenPair,
        3 => Technique::HiddenTriple,
        _ => Technique::HiddenQuad,
    }
}
