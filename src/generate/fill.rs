//! A random solution grid: the three boxes of the main diagonal, which share no row or
//! column, each a random permutation; then depth-first search over the fewest-candidate cell,
//! digits in a random order. On the stack; the search rarely backtracks.

use super::rng::Random;

/// A random complete grid.
pub(crate) fn random_solution(random: &mut Random) -> [u8; 81] {
    let mut grid = Filling {
        cells: [0; 81],
        used: [0; 27],
        blank: (1 << 81) - 1,
    };
    for box_ in [0, 4, 8] {
        let mut digits = [1, 2, 3, 4, 5, 6, 7, 8, 9];
        random.shuffle(&mut digits);
        for (index, digit) in digits.into_iter().enumerate() {
            let cell = (box_ / 3 * 3 + index / 3) * 9 + box_ % 3 * 3 + index % 3;
            grid.set(cell, digit);
        }
    }
    let filled = grid.fill(random);
    debug_assert!(filled, "an empty grid always has a completion");
    grid.cells
}

struct Filling {
    cells: [u8; 81],
    /// Digits used in each row (0..9), column (9..18) and box (18..27), bit `d - 1`.
    used: [u16; 27],
    /// The empty cells.
    blank: u128,
}

impl Filling {
    fn houses(cell: usize) -> [usize; 3] {
        [cell / 9, 9 + cell % 9, 18 + cell / 27 * 3 + cell % 9 / 3]
    }

    fn candidates(&self, cell: usize) -> u16 {
        let [row, column, box_] = Self::houses(cell);
        0x1ff & !(self.used[row] | self.used[column] | self.used[box_])
    }

    fn set(&mut self, cell: usize, digit: u8) {
        self.cells[cell] = digit;
        self.blank ^= 1 << cell;
        for house in Self::houses(cell) {
            self.used[house] ^= 1 << (digit - 1);
        }
    }

    fn fill(&mut self, random: &mut Random) -> bool {
        // The empty cell with the fewest candidates, the first among equals.
        let mut best: Option<(usize, u16)> = None;
        for cell in crate::logic::sets::cells(self.blank) {
            let mask = self.candidates(cell);
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
            self.set(cell, digit);
            if self.fill(random) {
                return true;
            }
            // Toggled back: the digit leaves its houses and the cell is empty again.
            self.set(cell, digit);
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
            for house in 0..27 {
                let mut seen = 0u16;
                for cell in (0..81).filter(|&c| Filling::houses(c).contains(&house)) {
                    seen |= 1 << (grid[cell] - 1);
                }
                assert_eq!(seen, 0x1ff);
            }
        }
    }
}
