//! The sums the houses imply beyond the cages (the "rule of 45"). The digits of a house of
//! `size` cells add up to `1 + 2 + ... + size`, so the digits of any union of `k` such houses
//! that do not overlap add up to `k` times that. Take the cages with a sum that lie mostly in
//! the union: the cells of the union outside them (the innies) minus the cells of them
//! outside the union (the outies) add up to the union's total minus the cages' sums. The
//! unions looked at are those Interactive Sudoku Solver looks at (sigh's optimizer, MIT):
//! the first `k` rows from the top and from the bottom, the first `k` columns from the left
//! and from the right, the first `k` boxes or regions; and each single house, with the cages
//! wholly inside it, and with one cage sticking out of it by a cell. A sum is kept when it has
//! at most `size` cells and few innies or few outies (more of both bounds little).
//!
//! These only remove candidates no completion uses: they make the search smaller, never
//! different.

use std::collections::HashSet;

use crate::LayoutHouse;
use crate::variant::cage::LayoutCage;
use crate::variant::cage::linear::{Group, LinearSum};

/// A sum over cells whose digits differ: its cells and their total. The cages with a sum, and
/// the implied sums whose cells all see each other.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct SumCage {
    pub(crate) cells: Vec<u16>,
    pub(crate) sum: u32,
}

/// The most innies, or outies, a sum with both may have: more on both sides bound little.
const FEW: usize = 2;

/// The most cells of a sum made from a cage sticking out of a house: Interactive Sudoku
/// Solver's bound, past which such a sum rarely removes anything.
const STICKING_OUT_CELLS: usize = 6;

/// The implied sums of a layout: those whose cells all see each other as cages (their digits
/// differ, so the combinations apply), the others as bounds.
pub(crate) fn implied_sums(
    size: usize,
    houses: &[(LayoutHouse, Vec<u16>)],
    peers: &[Vec<u16>],
    cages: &[LayoutCage],
) -> (Vec<SumCage>, Vec<LinearSum>) {
    let mut implied = Implied {
        size,

        peers,
        cells: peers.len(),
        whole: (size * (size + 1) / 2) as i32,
        seen: cages
            .iter()
            .filter(|cage| cage.sum.is_some())
            .map(|cage| (cage.cells.clone(), Vec::new()))
            .collect(),
        cages: Vec::new(),
        linear: Vec::new(),
    };
    let pieces: Vec<(&[u16], i32)> = cages
        .iter()
        .filter_map(|cage| Some((cage.cells.as_slice(), cage.sum? as i32)))
        .collect();
    if pieces.is_empty() {
        return (implied.cages, implied.linear);
    }
    let full = |kind: fn(&LayoutHouse) -> bool| -> Vec<&[u16]> {
        houses
            .iter()
            .filter(|(house, members)| kind(house) && members.len() == size)
            .map(|(_, members)| members.as_slice())
            .collect()
    };
    let rows = full(|house| matches!(house, LayoutHouse::Row(_)));
    let columns = full(|house| matches!(house, LayoutHouse::Column(_)));
    let boxes = full(|house| matches!(house, LayoutHouse::Box(_) | LayoutHouse::Region(_)));
    for house in rows.iter().chain(&columns).chain(&boxes) {
        implied.single_house(house, &pieces);
    }
    for sequence in [
        rows.clone(),
        rows.iter().rev().copied().collect(),
        columns.clone(),
        columns.iter().rev().copied().collect(),
        boxes,
    ] {
        implied.unions(&sequence, &pieces);
    }
    (implied.cages, implied.linear)
}

/// The implied sums found so far, and what finding them needs.
struct Implied<'a> {
    size: usize,
    peers: &'a [Vec<u16>],
    cells: usize,
    whole: i32,
    /// The (innies, outies) of every sum kept, and the cages' cells: none twice.
    seen: HashSet<(Vec<u16>, Vec<u16>)>,
    cages: Vec<SumCage>,
    linear: Vec<LinearSum>,
}

impl Implied<'_> {
    /// The sums of one house: the cells outside the cages wholly inside it, and those cells
    /// but a cage's minus the one cell it has outside.
    fn single_house(&mut self, house: &[u16], pieces: &[(&[u16], i32)]) {
        let inside = |cells: &[u16]| cells.iter().filter(|cell| house.contains(cell)).count();
        let mut rest: Vec<u16> = house.to_vec();
        let mut total = self.whole;
        for &(cells, sum) in pieces {
            if inside(cells) == cells.len() {
                rest.retain(|cell| !cells.contains(cell));
                total -= sum;
            }
        }
        self.keep(rest.clone(), Vec::new(), total);
        for &(cells, sum) in pieces {
            let within = inside(cells);
            if within + 1 != cells.len() || within == 0 {
                continue;
            }
            let innies: Vec<u16> = rest
                .iter()
                .copied()
                .filter(|cell| !cells.contains(cell))
                .collect();
            if innies.len() + 1 > STICKING_OUT_CELLS {
                continue;
            }
            let outie: Vec<u16> = cells
                .iter()
                .copied()
                .filter(|cell| !house.contains(cell))
                .collect();
            self.keep(innies, outie, total - sum);
        }
    }

    /// The sums of the unions of the first 1, 2, ... houses of `sequence`, each with the cages
    /// mostly inside it (a cage once taken stays taken, as the union grows).
    fn unions(&mut self, sequence: &[&[u16]], pieces: &[(&[u16], i32)]) {
        let mut in_union = vec![false; self.cells];
        let mut in_pieces = vec![false; self.cells];
        let mut taken = vec![false; pieces.len()];
        let mut pieces_sum = 0;
        for (count, house) in sequence.iter().enumerate() {
            for &cell in *house {
                in_union[usize::from(cell)] = true;
            }
            for (index, &(cells, sum)) in pieces.iter().enumerate() {
                let inside = cells
                    .iter()
                    .filter(|&&cell| in_union[usize::from(cell)])
                    .count();
                if !taken[index] && inside * 2 > cells.len() {
                    taken[index] = true;
                    pieces_sum += sum;
                    for &cell in cells {
                        in_pieces[usize::from(cell)] = true;
                    }
                }
            }
            let innies: Vec<u16> = (0..self.cells)
                .filter(|&cell| in_union[cell] && !in_pieces[cell])
                .map(|cell| cell as u16)
                .collect();
            let outies: Vec<u16> = (0..self.cells)
                .filter(|&cell| in_pieces[cell] && !in_union[cell])
                .map(|cell| cell as u16)
                .collect();
            let total = (count as i32 + 1) * self.whole - pieces_sum;
            self.keep(innies, outies, total);
        }
    }

    /// Keeps the sum of `innies` minus `outies` when it is new and small enough to bound.
    fn keep(&mut self, innies: Vec<u16>, outies: Vec<u16>, total: i32) {
        let cells = innies.len() + outies.len();
        if cells == 0 || cells > self.size || (innies.len() > FEW && outies.len() > FEW) {
            return;
        }
        if !self.seen.insert((innies.clone(), outies.clone())) {
            return;
        }
        let groups: Vec<Group> = self
            .cliques(&innies)
            .into_iter()
            .map(|cells| Group {
                cells,
                minus: false,
            })
            .chain(
                self.cliques(&outies)
                    .into_iter()
                    .map(|cells| Group { cells, minus: true }),
            )
            .collect();
        if outies.is_empty() && groups.len() == 1 && total > 0 {
            self.cages.push(SumCage {
                cells: innies,
                sum: total as u32,
            });
        } else {
            self.linear.push(LinearSum { groups, total });
        }
    }

    /// `cells` split into groups of cells that all see each other, greedily in order.
    fn cliques(&self, cells: &[u16]) -> Vec<Vec<u16>> {
        let mut groups: Vec<Vec<u16>> = Vec::new();
        for &cell in cells {
            let sees = |other: &u16| self.peers[usize::from(cell)].binary_search(other).is_ok();
            match groups.iter_mut().find(|group| group.iter().all(sees)) {
                Some(group) => group.push(cell),
                None => groups.push(vec![cell]),
            }
        }
        groups
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_house_with_cages_inside_implies_the_sum_of_the_rest() {
        let layout = crate::Layout::builder(4)
            .cage(&[0, 1], Some(3))
            .cage(&[2], Some(4))
            .build()
            .unwrap();
        let implied = &layout.inner.sum_cages;
        // Row 1: 10 - 3 - 4 leaves r1c4 with 3; box 1 holds only the first cage: r2c1 and
        // r2c2 make 7.
        let sums: Vec<(&[u16], u32)> = implied
            .iter()
            .map(|cage| (cage.cells.as_slice(), cage.sum))
            .collect();
        assert!(sums.contains(&(&[3], 3)));
        assert!(sums.contains(&(&[4, 5], 7)));
    }

    #[test]
    fn a_cage_sticking_out_gives_an_innie_minus_an_outie() {
        // Row 1 of a 4x4: the cage r1c1 r1c2 r2c3 makes 7, so r1c3 + r1c4 - r2c3 = 10 - 7.
        let layout = crate::Layout::builder(4)
            .cage(&[0, 1, 6], Some(7))
            .build()
            .unwrap();
        let wanted = LinearSum {
            groups: vec![
                Group {
                    cells: vec![2, 3],
                    minus: false,
                },
                Group {
                    cells: vec![6],
                    minus: true,
                },
            ],
            total: 3,
        };
        assert!(layout.inner.linear_sums.contains(&wanted));
    }
}
