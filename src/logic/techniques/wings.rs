//! Wings: small patterns of cells with two or three candidates whose common digit must land
//! in one of two cells, so no cell that sees both can hold it.

use crate::logic::geometry::Geometry;
use crate::logic::hint::{Hint, Technique};
use crate::logic::sets::{CellSet, bit, cells, count, digit_bit};
use crate::logic::state::State;

/// The cells with exactly `n` candidates.
fn with_candidates<G: Geometry>(state: &State<G>, n: u32) -> CellSet {
    (0..81)
        .filter(|&cell| state.cands[cell].count_ones() == n)
        .fold(0, |set, cell| set | bit(cell))
}

/// XY-Wing: pivot {a,b}, pincers {a,c} and {b,c} that see the pivot: c goes from the cells
/// that see both pincers.
pub(crate) fn xy_wing<G: Geometry>(state: &State<G>) -> Option<Hint> {
    let geometry = &state.geometry;
    let pairs = with_candidates(state, 2);
    for pivot in cells(pairs) {
        let pivot_mask = state.cands[pivot];
        // Pincers share exactly one digit with the pivot.
        let pincers = cells(pairs & geometry.peers(pivot))
            .filter(|&cell| (state.cands[cell] & pivot_mask).count_ones() == 1);
        for x in pincers.clone() {
            for y in pincers.clone().filter(|&y| y > x) {
                let (x_mask, y_mask) = (state.cands[x], state.cands[y]);
                let shared_with_pivot = (x_mask | y_mask) & pivot_mask;
                let common = x_mask & y_mask & !pivot_mask;
                if shared_with_pivot != pivot_mask || common.count_ones() != 1 {
                    continue;
                }
                let plane = state.planes[common.trailing_zeros() as usize];
                let targets = plane & geometry.peers(x) & geometry.peers(y);
                if targets != 0 {
                    return Some(wing_hint(
                        Technique::XyWing,
                        state,
                        [pivot, x, y],
                        common,
                        targets,
                    ));
                }
            }
        }
    }
    None
}

/// XYZ-Wing: pivot {a,b,c}, pincers {a,c} and {b,c} that see the pivot: c goes from the
/// cells that see all three.
pub(crate) fn xyz_wing<G: Geometry>(state: &State<G>) -> Option<Hint> {
    let geometry = &state.geometry;
    let pairs = with_candidates(state, 2);
    for pivot in cells(with_candidates(state, 3)) {
        let pivot_mask = state.cands[pivot];
        let pincers = cells(pairs & geometry.peers(pivot))
            .filter(|&cell| state.cands[cell] & !pivot_mask == 0);
        for x in pincers.clone() {
            for y in pincers.clone().filter(|&y| y > x) {
                let (x_mask, y_mask) = (state.cands[x], state.cands[y]);
                let common = x_mask & y_mask;
                if x_mask | y_mask != pivot_mask || common.count_ones() != 1 {
                    continue;
                }
                let plane = state.planes[common.trailing_zeros() as usize];
                let targets = plane & geometry.peers(pivot) & geometry.peers(x) & geometry.peers(y);
                if targets != 0 {
                    return Some(wing_hint(
                        Technique::XyzWing,
                        state,
                        [pivot, x, y],
                        common,
                        targets,
                    ));
                }
            }
        }
    }
    None
}

/// W-Wing: two cells {x,y} that do not see each other, and a house where x has only two
/// places, one seeing each cell: one of the two cells is y, so y goes from the cells that
/// see both.
pub(crate) fn w_wing<G: Geometry>(state: &State<G>) -> Option<Hint> {
    let geometry = &state.geometry;
    let pairs = with_candidates(state, 2);
    for a in cells(pairs) {
        let mask = state.cands[a];
        for b in cells(pairs & !geometry.peers(a)).filter(|&b| b > a && state.cands[b] == mask) {
            for link in crate::logic::sets::digits(mask) {
                let other = mask & !digit_bit(link);
                let targets = state.planes[other.trailing_zeros() as usize]
                    & geometry.peers(a)
                    & geometry.peers(b);
                if targets == 0 {
                    continue;
                }
                if let Some((house, near_a, near_b)) = strong_link_between(state, link, a, b) {
                    return Some(
                        Hint::new(Technique::WWing)
                            .with_cell(a)
                            .with_cell(near_a)
                            .with_cell(near_b)
                            .with_cell(b)
                            .with_house(house)
                            .with_digits(mask)
                            .with_pattern(bit(a) | bit(b), mask)
                            .with_pattern(bit(near_a) | bit(near_b), digit_bit(link))
                            .with_eliminations(targets, other),
                    );
                }
            }
        }
    }
    None
}

/// A house where `digit` has exactly two places, neither `a` nor `b`, one seeing `a` and the
/// other seeing `b`: (house, the place seeing `a`, the place seeing `b`).
fn strong_link_between<G: Geometry>(
    state: &State<G>,
    digit: u8,
    a: usize,
    b: usize,
) -> Option<(usize, usize, usize)> {
    let (geometry, plane) = (&state.geometry, state.planes[usize::from(digit - 1)]);
    for house in 0..geometry.houses() {
        let places = plane & geometry.house_set(house);
        if count(places) != 2 || places & (bit(a) | bit(b)) != 0 {
            continue;
        }
        let mut ends = cells(places);
        let (p, q) = (ends.next()?, ends.next()?);
        if geometry.sees(p, a) && geometry.sees(q, b) {
            return Some((house, p, q));
        }
        if geometry.sees(q, a) && geometry.sees(p, b) {
            return Some((house, q, p));
        }
    }
    None
}

/// The hint of an XY- or XYZ-Wing: pivot then pincers, their candidates as the pattern.
fn wing_hint<G: Geometry>(
    technique: Technique,
    state: &State<G>,
    [pivot, x, y]: [usize; 3],
    common: u16,
    targets: CellSet,
) -> Hint {
    let mut hint = Hint::new(technique).with_digits(state.cands[pivot] | common);
    for cell in [pivot, x, y] {
        hint = hint
            .with_cell(cell)
            .with_pattern(bit(cell), state.cands[cell]);
    }
    hint.with_eliminations(targets, common)
}
