//! Unique rectangles: four cells at the corners of a rectangle that spans two boxes, none a
//! given, cannot end up holding only two digits a and b: swapping a and b in them would give
//! a second solution. So when three corners hold only {a, b}, the fourth is neither (type 1).
//! Sound only for a puzzle with one solution, which the caller has checked.

use crate::logic::hint::{Hint, Technique};
use crate::logic::sets::{bit, cells};
use crate::logic::state::State;

/// Unique rectangle type 1.
pub(crate) fn rectangle_type_1(state: &State) -> Option<Hint> {
    let pairs = (0..81)
        .filter(|&cell| state.cands[cell].count_ones() == 2)
        .fold(0, |set, cell| set | bit(cell));
    // `corner` is the bivalue cell opposite the fourth corner; `beside` shares its row and
    // `below` its column.
    for corner in cells(pairs) {
        let mask = state.cands[corner];
        let (row, column) = (corner / 9, corner % 9);
        for beside in (row * 9..row * 9 + 9).filter(|&c| c != corner && state.cands[c] == mask) {
            for below in (column..81)
                .step_by(9)
                .filter(|&c| c != corner && state.cands[c] == mask)
            {
                let fourth = below / 9 * 9 + beside % 9;
                let extra = state.cands[fourth];
                if extra & mask != mask || extra == mask || !spans_two_boxes(corner, fourth) {
                    continue;
                }
                let corners = [corner, beside, below];
                let mut hint = Hint::new(Technique::UniqueRectangle).with_digits(mask);
                for cell in corners {
                    hint = hint.with_cell(cell).with_pattern(bit(cell), mask);
                }
                return Some(
                    hint.with_cell(fourth)
                        .with_pattern(bit(fourth), mask)
                        .with_eliminations(bit(fourth), mask),
                );
            }
        }
    }
    None
}

/// Whether the rectangle with opposite corners `a` and `b` lies in exactly two boxes: its
/// rows in one band or its columns in one stack, not both.
fn spans_two_boxes(a: usize, b: usize) -> bool {
    let same_band = a / 27 == b / 27;
    let same_stack = a % 9 / 3 == b % 9 / 3;
    same_band != same_stack
}
