//! Unique rectangles: four cells at the corners of a rectangle that spans two boxes, none a
//! given, cannot end up holding only two digits a and b: swapping a and b in them would give
//! a second solution. Sound only for a puzzle with one solution, which the caller has
//! checked. Where two or more corners hold more than a and b, what follows, by type:
//!
//! 1. One corner holds more: it is neither a nor b.
//! 2. Every such corner holds one digit x more, the same: one of them is x, so x leaves the
//!    cells that see them all.
//! 3. Two such corners in one house: one of them holds one of their other digits, so those
//!    act as one cell, which with other cells of the house may make a naked subset (whose
//!    digits leave the cells that see it), or the pair with other digits fits only one of
//!    them and other cells of the house, a hidden subset (whose cells lose their others).
//! 4. Two such corners in one house where a has no other place: one of them is a, so b
//!    leaves both.
//!
//! Found and rated as Sudoku Explainer finds its unique loops of four cells: each rated 4.5,
//! type 3 0.1 more for each cell of a naked subset beyond the two corners, of a hidden one
//! beyond one. Sudoku Explainer looks for
//! rectangles and longer loops (`unique_loops`) in one search: of all those found, the
//! lowest rated, then the lowest type, then the first (rectangles before loops).

use super::unique_loops;
use crate::logic::geometry::{Geometry, shared_houses};
use crate::logic::hint::{Hint, Technique};
use crate::logic::sets::{CellSet, bit, digits};
use crate::logic::state::State;

/// A unique rectangle's value before type 3's subset: the catalog's.
const RECTANGLE: u16 = Technique::UniqueRectangle.lowest_tenths();

/// The easiest unique rectangle or loop of any type.
pub(crate) fn rectangles_and_loops<G: Geometry>(state: &State<G>) -> Option<Hint> {
    let mut best: Option<(u16, u8, Hint)> = None;
    let mut offer = |tenths: u16, kind: u8, hint: Hint| {
        if best
            .as_ref()
            .is_none_or(|&(low, low_kind, _)| (tenths, kind) < (low, low_kind))
        {
            best = Some((tenths, kind, hint.with_tenths(tenths)));
        }
    };
    for top in 0..8 {
        for bottom in top + 1..9 {
            for left in 0..8 {
                for right in left + 1..9 {
                    let corners = [
                        top * 9 + left,
                        top * 9 + right,
                        bottom * 9 + left,
                        bottom * 9 + right,
                    ];
                    let common = corners
                        .iter()
                        .fold(0x1ff, |mask, &cell| mask & state.cands[cell]);
                    if common.count_ones() < 2 || !swap_keeps_houses(&state.geometry, corners) {
                        continue;
                    }
                    for a in digits(common) {
                        for b in digits(common).filter(|&b| b > a) {
                            let pair = 1 << (a - 1) | 1 << (b - 1);
                            let rectangle = Rectangle::new(state, corners, pair).filter(|r| {
                                unique_loops::swap_keeps_extra_peers(state, r.members(), pair)
                            });
                            if let Some(rectangle) = rectangle {
                                rectangle.offer_all(&mut offer);
                            }
                        }
                    }
                }
            }
        }
    }
    unique_loops::offer_loops(state, &mut offer);
    best.map(|(_, _, hint)| hint)
}

/// Four corners and the two digits they all hold, `pair`.
struct Rectangle<'a, G: Geometry> {
    state: &'a State<G>,
    /// The corners holding only the pair first, then the others.
    corners: [usize; 4],
    pair: u16,
    /// How many corners hold more than the pair (at the end of `corners`).
    extra: usize,
}

impl<'a, G: Geometry> Rectangle<'a, G> {
    fn new(state: &'a State<G>, corners: [usize; 4], pair: u16) -> Option<Rectangle<'a, G>> {
        let mut sorted = corners;
        sorted.sort_by_key(|&cell| state.cands[cell] != pair);
        let extra = sorted
            .iter()
            .filter(|&&cell| state.cands[cell] != pair)
            .count();
        // Sudoku Explainer's loops start from a cell holding only the pair.
        if extra == 0 || extra == 4 {
            return None;
        }
        Some(Rectangle {
            state,
            corners: sorted,
            pair,
            extra,
        })
    }

    fn roofs(&self) -> &[usize] {
        &self.corners[4 - self.extra..]
    }

    fn members(&self) -> CellSet {
        self.corners.iter().fold(0, |set, &cell| set | bit(cell))
    }

    /// The hint of `technique` on this rectangle, its corners first.
    fn hint(&self, technique: Technique) -> Hint {
        let mut hint = Hint::new(technique).with_digits(self.pair);
        for &cell in &self.corners {
            hint = hint
                .with_cell(cell)
                .with_pattern(bit(cell), self.state.cands[cell]);
        }
        hint
    }

    /// Every type this rectangle makes, to `offer` with its rating and type.
    fn offer_all(&self, offer: &mut impl FnMut(u16, u8, Hint)) {
        let state = self.state;
        let roofs = self.roofs();
        if let [roof] = *roofs {
            let hint = self.hint(Technique::UniqueRectangle);
            offer(RECTANGLE, 1, hint.with_eliminations(bit(roof), self.pair));
            return;
        }
        // Type 2: one more digit, the same in every roof.
        let others = roofs
            .iter()
            .fold(0, |mask, &cell| mask | state.cands[cell] & !self.pair);
        if others.count_ones() == 1
            && roofs
                .iter()
                .all(|&cell| state.cands[cell].count_ones() == 3)
        {
            let digit = others.trailing_zeros() as usize;
            let seeing = roofs
                .iter()
                .fold(!0, |set, &cell| set & state.geometry.peers(cell));
            let victims = seeing & state.planes[digit] & !self.members();
            if victims != 0 {
                let hint = self.hint(Technique::UniqueRectangleType2);
                offer(RECTANGLE, 2, hint.with_eliminations(victims, others));
            }
        }
        let [first, second] = *roofs else {
            return;
        };
        for house in shared_houses(&state.geometry, first, second) {
            let house_set = state.geometry.house_set(house);
            // Type 4: a digit of the pair has only the two roofs in the house.
            for digit in digits(self.pair) {
                let places = state.planes[usize::from(digit - 1)] & house_set;
                if places == bit(first) | bit(second) {
                    let other = self.pair & !(1 << (digit - 1));
                    let hint = self.hint(Technique::UniqueRectangleType4).with_house(house);
                    offer(RECTANGLE, 4, hint.with_eliminations(places, other));
                }
            }
        }
        if others.count_ones() >= 2 {
            self.offer_type_3(others, offer);
        }
    }

    /// Type 3, found as for the loops (`unique_loops::offer_subsets`), the subset's cells
    /// listed after the corners.
    fn offer_type_3(&self, others: u16, offer: &mut impl FnMut(u16, u8, Hint)) {
        let roofs = self.roofs().iter().fold(0, |set, &cell| set | bit(cell));
        let hint = |house| self.hint(Technique::UniqueRectangleType3).with_house(house);
        unique_loops::offer_subsets(
            self.state, roofs, self.pair, others, RECTANGLE, &hint, true, offer,
        );
    }
}

/// Whether swapping two digits in the rectangle `[top left, top right, bottom left, bottom
/// right]` keeps every house whole: each house that holds a corner holds exactly two, next
/// to each other round the rectangle (one of each digit), never two opposite corners (which
/// would hold the same digit). On the classic grid: the rectangle lies in exactly two boxes.
/// With extra houses, a diagonal or window through one corner alone, or through two
/// opposite ones, makes no deadly pattern, as Sukaku Explainer's loops check every house.
fn swap_keeps_houses<G: Geometry>(geometry: &G, corners: [usize; 4]) -> bool {
    let [top_left, top_right, bottom_left, bottom_right] =
        corners.map(|cell| geometry.cell_house_set(cell));
    top_left & bottom_right == 0
        && top_right & bottom_left == 0
        && top_left & !(top_right | bottom_left) == 0
        && bottom_right & !(top_right | bottom_left) == 0
        && top_right & !(top_left | bottom_right) == 0
        && bottom_left & !(top_left | bottom_right) == 0
}
