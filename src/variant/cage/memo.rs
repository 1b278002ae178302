//! The search's memory of the sums: the candidates each sum's cells had when it was last
//! restricted. A sum whose cells still have exactly those has nothing new to give
//! (restricting is idempotent: every set of digits that fitted still fits, and the bounds
//! are restricted until they remove nothing), whichever board they are on.

use crate::variant::cage::combinations::{Table, restrict_by_table};
use crate::variant::cage::{LinearSum, Restricted, SumCage, restrict};
use crate::variant::layout::Geometry;

/// The memory of a layout's sums: its cages with a sum, and the sums the houses imply.
pub(crate) struct SumMemo<'a> {
    /// For each cell, the other cells that may not share its digit: `words` 64-bit words a
    /// cell, bit `c % 64` of word `c / 64` for cell `c`.
    peers: Vec<u64>,
    words: usize,
    /// The sets of digits by count and total, when the layout's size has a table.
    table: Option<&'static Table>,
    cages: &'a [SumCage],
    linear: &'a [LinearSum],
    /// The candidates seen, the cages' cells one after another, then the bounded sums'.
    seen: Vec<u32>,
    /// The cells whose candidates the last pass changed.
    pub(crate) changed: Vec<u16>,
}

impl<'a> SumMemo<'a> {
    /// The memory of the sums of `geometry`, or `None` when there are none (the search then
    /// skips them).
    pub(crate) fn of(geometry: &'a Geometry) -> Option<SumMemo<'a>> {
        let (cages, linear) = (&geometry.sum_cages[..], &geometry.linear_sums[..]);
        if cages.is_empty() && linear.is_empty() {
            return None;
        }
        let cells = cages.iter().map(|cage| cage.cells.len()).sum::<usize>()
            + linear.iter().map(LinearSum::len).sum::<usize>();
        let words = geometry.peers.len().div_ceil(64);
        let mut peers = vec![0u64; words * geometry.peers.len()];
        for (cell, seen) in geometry.peers.iter().enumerate() {
            for &peer in seen {
                peers[cell * words + usize::from(peer) / 64] |= 1 << (peer % 64);
            }
        }
        Some(SumMemo {
            table: Table::of(geometry.rules.size()),
            peers,
            words,
            cages,
            linear,
            seen: vec![0; cells],
            changed: Vec::new(),
        })
    }

    /// Restricts every sum whose cells changed since it was last seen, pass after pass until
    /// a pass changes nothing (each other pass removes a candidate); the cells changed are in
    /// `changed`. Not possible when a sum has no digits left to make it.
    pub(crate) fn restrict(&mut self, candidates: &mut [u32]) -> Restricted {
        self.changed.clear();
        let mut work = 0;
        loop {
            let before = self.changed.len();
            let outcome = self.pass(candidates);
            work += outcome.work;
            if !outcome.possible || self.changed.len() == before {
                return Restricted { work, ..outcome };
            }
        }
    }

    /// One look at every sum whose cells changed since it was last seen.
    fn pass(&mut self, candidates: &mut [u32]) -> Restricted {
        let mut work = 0;
        let mut at = 0;
        let impossible = |work| Restricted {
            possible: false,
            work,
            placed: false,
            required: 0,
        };
        for cage in self.cages {
            let seen = &mut self.seen[at..at + cage.cells.len()];
            at += cage.cells.len();
            if same(cage.cells.iter().copied(), seen, candidates) {
                continue;
            }
            let outcome = match self.table {
                Some(table) => {
                    restrict_by_table(&cage.cells, cage.sum, table, candidates, &mut self.changed)
                }
                None => restrict(&cage.cells, cage.sum, candidates, &mut self.changed),
            };
            work += outcome.work;
            if !outcome.possible
                || !point(
                    &self.peers,
                    self.words,
                    &cage.cells,
                    outcome.required,
                    candidates,
                    &mut self.changed,
                )
            {
                return impossible(work);
            }
            for (&cell, marks) in cage.cells.iter().zip(seen.iter_mut()) {
                // No candidates are all 0: a cage left that way is looked at again.
                *marks = if outcome.placed {
                    0
                } else {
                    candidates[usize::from(cell)]
                };
            }
        }
        for sum in self.linear {
            let seen = &mut self.seen[at..at + sum.len()];
            at += sum.len();
            if same(sum.cells(), seen, candidates) {
                continue;
            }
            let outcome = sum.restrict(candidates, &mut self.changed);
            work += outcome.work;
            if !outcome.possible {
                return impossible(work);
            }
            for (cell, marks) in sum.cells().zip(seen.iter_mut()) {
                *marks = candidates[usize::from(cell)];
            }
        }
        Restricted {
            possible: true,
            work,
            placed: false,
            required: 0,
        }
    }
}

/// Takes each digit of `required` (digits the cage `cells` must hold) from the cells outside
/// the cage that see every cell of the cage that can hold it; false when a cell is left with
/// no candidates. The cages' pointing: as locked candidates, with the cage for the house.
/// `peers` holds each cell's peers, `words` words a cell.
fn point(
    peers: &[u64],
    words: usize,
    cells: &[u16],
    required: u32,
    candidates: &mut [u32],
    changed: &mut Vec<u16>,
) -> bool {
    let mut digits = required;
    let mut seen = [0u64; 16];
    let seen = &mut seen[..words.min(16)];
    if words > 16 {
        return true;
    }
    while digits != 0 {
        let digit = digits & digits.wrapping_neg();
        digits &= digits - 1;
        seen.fill(u64::MAX);
        let mut holders = 0;
        for &cell in cells {
            let cell = usize::from(cell);
            if candidates[cell] & digit != 0 {
                holders += 1;
                for (word, peer) in seen.iter_mut().zip(&peers[cell * words..]) {
                    *word &= peer;
                }
            }
        }
        // One holder: the digit is placed there, and leaves its peers as it is placed.
        if holders < 2 {
            continue;
        }
        for (index, &word) in seen.iter().enumerate() {
            let mut bits = word;
            while bits != 0 {
                let cell = index * 64 + bits.trailing_zeros() as usize;
                bits &= bits - 1;
                if candidates[cell] & digit == 0 {
                    continue;
                }
                let left = candidates[cell] & !digit;
                if left == 0 {
                    return false;
                }
                candidates[cell] = left;
                changed.push(cell as u16);
            }
        }
    }
    true
}

/// Whether `cells` hold the candidates `seen`.
fn same(cells: impl Iterator<Item = u16>, seen: &[u32], candidates: &[u32]) -> bool {
    cells
        .zip(seen.iter())
        .all(|(cell, &marks)| candidates[usize::from(cell)] == marks)
}
