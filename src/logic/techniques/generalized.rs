//! Sudoku Explainer's variant rules (its variant builds rate a puzzle with extra houses or
//! chess rules with them, see [`Geometry::variant_rules`]): a digit's places in a house, all
//! seeing one cell outside them, remove the digit there (Generalized Intersection, which
//! takes in pointing and claiming), and a naked subset's digit leaves every cell that sees
//! all the subset's cells holding it.

use crate::logic::geometry::{Geometry, HouseKind};
use crate::logic::hint::{Hint, Technique};
use crate::logic::sets::{CellSet, cells, count, digit_bit};
use crate::logic::state::State;

/// The most places a Generalized Intersection looks at, as Sudoku Explainer's: with more, the
/// places rarely share a peer.
const MOST_PLACES: u32 = 6;

/// Generalized Intersection: within a house, a digit's two to six places all see some cells
/// outside them; the digit goes from those cells. Found only where the variant rules apply.
pub(crate) fn intersection<G: Geometry>(state: &State<G>) -> Option<Hint> {
    let geometry = &state.geometry;
    if !geometry.variant_rules() {
        return None;
    }
    // Sudoku Explainer's order: boxes, rows, columns, then the other houses.
    let [boxes, rows, columns] =
        [HouseKind::Box, HouseKind::Row, HouseKind::Column].map(|kind| geometry.of_kind(kind));
    let others = geometry.all_houses() & !(boxes | rows | columns);
    for houses in [boxes, rows, columns, others] {
        for digit in 1..=9u8 {
            let plane = state.planes[usize::from(digit - 1)];
            for house in crate::logic::geometry::houses(houses) {
                let places = plane & geometry.house_set(house);
                if !(2..=MOST_PLACES).contains(&count(places)) {
                    continue;
                }
                let targets = plane & common_peers(geometry, places);
                if targets != 0 {
                    let mask = digit_bit(digit);
                    return Some(
                        Hint::new(Technique::GeneralizedIntersection)
                            .with_house(house)
                            .with_digits(mask)
                            .with_pattern(places, mask)
                            .with_eliminations(targets, mask),
                    );
                }
            }
        }
    }
    None
}

/// The cells that see every cell of `set` (none of `set` among them).
pub(crate) fn common_peers<G: Geometry>(geometry: &G, set: CellSet) -> CellSet {
    cells(set).fold(CellSet::MAX, |seen, cell| seen & geometry.peers(cell)) & !set
}

/// The candidates a naked subset of `subset` (holding `digits` between them) removes under the
/// variant rules, added to `hint`: each digit from every cell that sees all the subset's cells
/// holding it.
pub(crate) fn naked_eliminations<G: Geometry>(
    state: &State<G>,
    subset: CellSet,
    digits: u16,
    mut hint: Hint,
) -> Hint {
    for digit in crate::logic::sets::digits(digits) {
        let plane = state.planes[usize::from(digit - 1)];
        let holding = plane & subset;
        let targets = plane & common_peers(&state.geometry, holding);
        hint = hint.with_eliminations(targets, digit_bit(digit));
    }
    hint
}
