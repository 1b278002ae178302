//! Sukaku Explainer's WXYZ-, VWXYZ-, UVWXYZ- and TUVWXYZ-Wings: 3 to 6 cells that all see one
//! another and hold one digit more than their number between them (an almost locked set),
//! and a cell outside with two candidates, x and z, both among those digits.
//!
//! When every wing cell that holds x sees the two-candidate cell, x cannot be in both, so
//! either the cell is z or the wing, locked on its other digits, holds z: z goes from every
//! cell that sees the two-candidate cell and all the wing's z cells. When z links them too
//! (doubly linked), the wing and the cell together are locked: each of the wing's other
//! digits goes from the cells that see all its wing cells, and x and z from the cells that
//! see all their cells.
//!
//! Rated as Sukaku Explainer rates them: WXYZ 5.5, 5.6 when the largest wing cell has three
//! candidates; VWXYZ 6.2 to 6.4 (the middle sizes harder); UVWXYZ 6.6; TUVWXYZ 7.5. Of all
//! instances, the hint is the lowest rated, then the one that removes the most.

use crate::logic::geometry::Geometry;
use crate::logic::hint::{Hint, Technique};
use crate::logic::sets::{CellSet, bit, cells, digit_bit, digits, is_two_digits};
use crate::logic::state::State;

/// The easiest wing of `size` cells (3 to 6), as Sukaku Explainer would pick it.
pub(crate) fn wing<G: Geometry>(state: &State<G>, size: usize) -> Option<Hint> {
    let with_count = |keep: &dyn Fn(u32) -> bool| {
        (0..81)
            .filter(|&cell| keep(state.cands[cell].count_ones()))
            .fold(0 as CellSet, |set, cell| set | bit(cell))
    };
    let bivalue = with_count(&|count| count == 2);
    let members = state.empty & with_count(&|count| count >= 2 && count as usize <= size + 1);
    let mut search = Search {
        state,
        size,
        bivalue,
        members,
        best: None,
    };
    let mut wing = [0usize; 6];
    search.extend(&mut wing, 0, 0, 0, (1 << 81) - 1);
    search.best.map(|(_, _, hint)| hint)
}

struct Search<'a, G: Geometry> {
    state: &'a State<G>,
    size: usize,
    /// The cells with two candidates, the only ones that can be the outside cell: found once
    /// rather than for each of the many wings a search completes.
    bivalue: CellSet,
    /// The empty cells that can be in a wing: two candidates or more, and no more than the
    /// wing holds in all.
    members: CellSet,
    /// Rating in tenths, removals, hint.
    best: Option<(u16, u32, Hint)>,
}

impl<G: Geometry> Search<'_, G> {
    /// Adds cells after `from` that see every cell chosen so far (`seen_by_all`).
    fn extend(
        &mut self,
        wing: &mut [usize; 6],
        len: usize,
        from: usize,
        union: u16,
        seen_by_all: CellSet,
    ) {
        if len == self.size {
            if union.count_ones() as usize == self.size + 1 {
                self.complete(&wing[..len], union);
            }
            return;
        }
        let later = !((1 as CellSet) << from).wrapping_sub(1);
        for cell in cells(seen_by_all & self.members & later) {
            let cands = self.state.cands[cell];
            let union = union | cands;
            if union.count_ones() as usize > self.size + 1 {
                continue;
            }
            wing[len] = cell;
            self.extend(
                wing,
                len + 1,
                cell + 1,
                union,
                seen_by_all & self.state.geometry.peers(cell),
            );
        }
    }

    fn complete(&mut self, wing: &[usize], union: u16) {
        let state = self.state;
        let members: CellSet = wing.iter().fold(0, |set, &cell| set | bit(cell));
        let near: CellSet = wing
            .iter()
            .fold(0, |set, &cell| set | state.geometry.peers(cell))
            & !members;
        let biggest = wing
            .iter()
            .map(|&cell| state.cands[cell].count_ones())
            .max()
            .unwrap_or(0);
        let tenths = match self.size {
            3 => {
                Technique::WxyzWing.lowest_tenths()
                    + (1 - (3i32 - biggest as i32).abs()).max(0) as u16
            }
            4 => {
                Technique::VwxyzWing.lowest_tenths()
                    + (2 - (3i32 - biggest as i32).abs()).max(0) as u16
            }
            5 => Technique::UvwxyzWing.lowest_tenths(),
            _ => Technique::TuvwxyzWing.lowest_tenths(),
        };
        if let Some((best, _, _)) = self.best {
            if tenths > best {
                return;
            }
        }
        // The wing cells holding `digit`.
        let holders = |digit: u8| {
            wing.iter()
                .filter(|&&cell| state.cands[cell] & digit_bit(digit) != 0)
                .fold(0 as CellSet, |set, &cell| set | bit(cell))
        };
        // The cells outside the pattern that see all of `cells`.
        let seeing_all = |set: CellSet| {
            cells(set).fold(!0 as CellSet, |all, cell| all & state.geometry.peers(cell))
        };
        for pincer in cells(near & self.bivalue) {
            let pair = state.cands[pincer];
            if !is_two_digits(pair) || pair & !union != 0 {
                continue;
            }
            let restricted = |digit: u8| holders(digit) & !state.geometry.peers(pincer) == 0;
            let mut ds = digits(pair);
            let (low, high) = match (ds.next(), ds.next()) {
                (Some(low), Some(high)) => (low, high),
                _ => continue,
            };
            let (x, z, double) = match (restricted(low), restricted(high)) {
                (true, double) => (low, high, double),
                (false, true) => (high, low, false),
                (false, false) => continue,
            };
            let outside = !(members | bit(pincer));
            // Each digit's victims as a set of cells, the digits all different (z, x, then
            // the union's others): the removals are counted from the sets, and the
            // per-cell masks built only for a wing that becomes the best, most are not. One
            // entry a digit, so nine at most, whatever the wing's size.
            let mut victims = [(0u8, 0 as CellSet); 9];
            let mut count = 0;
            let mut remove = |digit: u8, seen: CellSet| {
                victims[count] = (digit, seen & outside & state.planes[usize::from(digit - 1)]);
                count += 1;
            };
            remove(z, seeing_all(holders(z)) & state.geometry.peers(pincer));
            if double {
                remove(x, seeing_all(holders(x)) & state.geometry.peers(pincer));
                for other in digits(union & !pair) {
                    remove(other, seeing_all(holders(other)));
                }
            }
            let victims = &victims[..count];
            let removals: u32 = victims.iter().map(|(_, set)| set.count_ones()).sum();
            if removals == 0 {
                continue;
            }
            if let Some((best, most, _)) = self.best {
                if (tenths, u32::MAX - removals) >= (best, u32::MAX - most) {
                    continue;
                }
            }
            let mut eliminations = [0u16; 81];
            for &(digit, set) in victims {
                for cell in cells(set) {
                    eliminations[cell] |= digit_bit(digit);
                }
            }
            let technique = match self.size {
                3 => Technique::WxyzWing,
                4 => Technique::VwxyzWing,
                5 => Technique::UvwxyzWing,
                _ => Technique::TuvwxyzWing,
            };
            let mut pattern = [0u16; 81];
            let mut hint = Hint::new(technique).with_digits(digit_bit(x) | digit_bit(z));
            for &cell in wing {
                pattern[cell] = state.cands[cell];
                hint = hint.with_cell(cell);
            }
            pattern[pincer] = pair;
            hint = hint
                .with_cell(pincer)
                .with_masks(eliminations, pattern)
                .with_tenths(tenths);
            self.best = Some((tenths, removals, hint));
        }
    }
}
