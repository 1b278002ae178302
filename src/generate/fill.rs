//! A random solution grid: the three boxes of the main diagonal, which share no row or
//! column, each a random permutation; then depth-first search over the fewest-candidate cell,
//! digits in a random order. On the stack; the search rarely backtracks.
//!
//! The candidates are kept as one word of cells per digit, so that the cells with the
//! fewest candidates are found for all cells at once, by counting in bit planes, rather
//! than a cell at a time.

use super::rng::Random;
use crate::logic::sets::{PEERS, first};

/// A random complete grid.
pub(crate) fn random_solution(random: &mut Random) -> [u8; 81] {
    let mut grid = Filling {
        cells: [0; 81],
        places: [ALL_CELLS; 9],
        blank: ALL_CELLS,
    };
    for box_ in [0, 4, 8] {
        let mut digits = [1, 2, 3, 4, 5, 6, 7, 8, 9];
        random.shuffle(&mut digits);
        for (index, digit) in digits.into_iter().enumerate() {
            let cell = (box_ / 3 * 3 + index / 3) * 9 + box_ % 3 * 3 + index % 3;
            grid.place(cell, digit);
        }
    }
    let filled = grid.fill(random);
    debug_assert!(filled, "an empty grid always has a completion");
    grid.cells
}

const ALL_CELLS: u128 = (1 << 81) - 1;

struct Filling {
    cells: [u8; 81],
    /// For each digit (`d - 1`), the blank cells none of whose filled peers holds it: kept
    /// up to date by `place`.
    places: [u128; 9],
    /// The blank cells.
    blank: u128,
}

impl Filling {
    /// Fills `cell` with `digit`, which leaves the candidates of its peers.
    fn place(&mut self, cell: usize, digit: u8) {
        self.cells[cell] = digit;
        self.blank &= !(1 << cell);
        for places in &mut self.places {
            *places &= !(1 << cell);
        }
        self.places[usize::from(digit - 1)] &= !PEERS[cell];
    }

    /// The blank cell with the fewest candidates, the first among equals (in cell order),
    /// or the first with at most one; `None` when no cell is blank.
    fn narrowest(&self) -> Option<usize> {
        if self.blank == 0 {
            return None;
        }
        // Each blank cell's count of candidates, bit plane by bit plane (0 to 9 fit in four).
        let mut planes = [0u128; 4];
        for &places in &self.places {
            let mut carry = places;
            for plane in &mut planes {
                let next = *plane & carry;
                *plane ^= carry;
                carry = next;
            }
        }
        let at_most_one = self.blank & !(planes[1] | planes[2] | planes[3]);
        if at_most_one != 0 {
            return Some(first(at_most_one));
        }
        (2..=9u32).find_map(|count| {
            let with_count = planes
                .iter()
                .enumerate()
                .fold(self.blank, |cells, (bit, &plane)| {
                    cells & if count >> bit & 1 != 0 { plane } else { !plane }
                });
            (with_count != 0).then(|| first(with_count))
        })
    }

    fn fill(&mut self, random: &mut Random) -> bool {
        let Some(cell) = self.narrowest() else {
            return true;
        };
        let mut digits = [0u8; 9];
        let mut len = 0;
        for digit in 1..=9u8 {
            if self.places[usize::from(digit - 1)] & 1 << cell != 0 {
                digits[len] = digit;
                len += 1;
            }
        }
        random.shuffle(&mut digits[..len]);
        for &digit in &digits[..len] {
            // Restored whole on a dead end: a copy costs less than undoing each peer.
            let before = self.places;
            self.place(cell, digit);
            if self.fill(random) {
                return true;
            }
            self.places = before;
            self.blank |= 1 << cell;
            self.cells[cell] = 0;
        }
        false
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::logic::sets::cells;

    #[test]
    fn solutions_are_complete_valid_and_differ() {
        let mut random = Random::new(5);
        let first = random_solution(&mut random);
        let second = random_solution(&mut random);
        assert_ne!(first, second);
        for grid in [first, second] {
            for house in crate::logic::sets::HOUSE_SET {
                let seen = cells(house).fold(0u16, |seen, cell| seen | 1 << (grid[cell] - 1));
                assert_eq!(seen, 0x1ff);
            }
        }
    }
}
