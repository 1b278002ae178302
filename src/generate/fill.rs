//! A random solution grid: the three boxes of the main diagonal, which share no row or
//! column, each a random permutation; then depth-first search over the fewest-candidate cell,
//! digits in a random order. On the stack; the search rarely backtracks.

use super::rng::Random;
use crate::logic::sets::{PEERS, cells};

/// A random complete grid.
pub(crate) fn random_solution(random: &mut Random) -> [u8; 81] {
    let mut grid = Filling {
        cells: [0; 81],
        candidates: [ALL_DIGITS; 81],
        blank: (1 << 81) - 1,
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

const ALL_DIGITS: u16 = 0x1ff;

struct Filling {
    cells: [u8; 81],
    /// For each blank cell, the digits none of its filled peers holds, bit `d - 1`: kept up
    /// to date by `place`, so that finding the narrowest cell reads one mask per cell.
    candidates: [u16; 81],
    /// The blank cells.
    blank: u128,
}

impl Filling {
    /// Fills `cell` with `digit`, which leaves the candidates of its blank peers.
    fn place(&mut self, cell: usize, digit: u8) {
        self.cells[cell] = digit;
        self.blank &= !(1 << cell);
        for peer in cells(PEERS[cell] & self.blank) {
            self.candidates[peer] &= !(1 << (digit - 1));
        }
    }

    fn fill(&mut self, random: &mut Random) -> bool {
        // The blank cell with the fewest candidates, the first among equals.
        let mut best: Option<(usize, u16)> = None;
        for cell in cells(self.blank) {
            let mask = self.candidates[cell];
            if best.is_none_or(|(_, best_mask)| mask.count_ones() < best_mask.count_ones()) {
                best = Some((cell, mask));
                if mask.count_ones() <= 1 {
                    break;
                }
            }
        }
        let Some((cell, mask)) = best else {
            return true;
        };
        let mut digits = [0u8; 9];
        let mut len = 0;
        for digit in 1..=9u8 {
            if mask & 1 << (digit - 1) != 0 {
                digits[len] = digit;
                len += 1;
            }
        }
        random.shuffle(&mut digits[..len]);
        for &digit in &digits[..len] {
            // Restored whole on a dead end: a copy costs less than undoing each peer.
            let before = self.candidates;
            self.place(cell, digit);
            if self.fill(random) {
                return true;
            }
            self.candidates = before;
            self.blank |= 1 << cell;
            self.cells[cell] = 0;
        }
        false
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn solutions_are_complete_valid_and_differ() {
        let mut random = Random::new(5);
        let first = random_solution(&mut random);
        let second = random_solution(&mut random);
        assert_ne!(first, second);
        for grid in [first, second] {
            for house in crate::logic::sets::HOUSE_SET {
                let seen = cells(house).fold(0u16, |seen, cell| seen | 1 << (grid[cell] - 1));
                assert_eq!(seen, ALL_DIGITS);
            }
        }
    }
}
