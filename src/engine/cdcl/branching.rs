//! What the search branches on and when it starts over: the next decision (row-major or by
//! activity), the activities' pseudo-random start, and Luby restarts.

use super::layout::{CELLS, Lit, holds};
use super::solver::{Order, Solver};

const ALL_CELLS: u128 = (1 << CELLS) - 1;

/// Luby restarts, in units of this many conflicts.
const RESTART_UNIT: u64 = 100;

impl Solver {
    /// The next decision (`order`): a literal making an open cell's digit true. `None` when
    /// every cell is solved.
    pub(super) fn next_decision(&self) -> Option<Lit> {
        let mut open = !self.solved & ALL_CELLS;
        if open == 0 {
            return None;
        }
        let mut cell = open.trailing_zeros() as usize;
        let mut digits = self.cell_open[cell];
        if self.order == Order::RowMajor {
            return Some(holds(cell, digits.trailing_zeros() as usize));
        }
        while open != 0 {
            let candidate = open.trailing_zeros() as usize;
            open &= open - 1;
            if self.cell_activity[candidate] > self.cell_activity[cell] {
                cell = candidate;
            }
        }
        digits = self.cell_open[cell];
        let mut digit = digits.trailing_zeros() as usize;
        while digits != 0 {
            let candidate = digits.trailing_zeros() as usize;
            digits &= digits - 1;
            if self.var_activity[9 * cell + candidate] > self.var_activity[9 * cell + digit] {
                digit = candidate;
            }
        }
        Some(holds(cell, digit))
    }

    /// Forgets which cells and variables recent conflicts involved, and gives each a small
    /// pseudo-random activity (from `seed`, so that every run decides alike), below what one
    /// conflict adds: until its own conflicts, the next search breaks ties in no order a grid
    /// can be built against. Row-major ties made some grids take a hundred times the
    /// conflicts that any shuffled order needs.
    pub(crate) fn restart_activity(&mut self, seed: u64) {
        let mut state = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
        let mut draw = || {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            (state >> 40) as f32 / (1u64 << 24) as f32
        };
        self.cell_activity
            .iter_mut()
            .for_each(|activity| *activity = draw());
        self.var_activity
            .iter_mut()
            .for_each(|activity| *activity = draw());
        self.bump = 1.0;
    }
}

/// Luby restarts: after 1, 1, 2, 1, 1, 2, 4, ... units of conflicts.
pub(super) struct Restarts {
    left: u64,
    index: u64,
}

impl Restarts {
    pub(super) fn new() -> Self {
        Restarts {
            left: RESTART_UNIT,
            index: 1,
        }
    }

    /// Counts a conflict; true when it is time to restart.
    pub(super) fn due(&mut self) -> bool {
        self.left -= 1;
        if self.left > 0 {
            return false;
        }
        self.index += 1;
        self.left = RESTART_UNIT * luby(self.index);
        true
    }
}

/// Term `index` (from 1) of the Luby sequence 1, 1, 2, 1, 1, 2, 4, ...
fn luby(mut index: u64) -> u64 {
    loop {
        // The smallest 2^k - 1 at or above `index`.
        let mut size = 1u64;
        while size < index {
            size = 2 * size + 1;
        }
        if size == index {
            return size.div_ceil(2);
        }
        index -= size / 2;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn luby_sequence() {
        let terms: Vec<u64> = (1..=15).map(luby).collect();
        assert_eq!(terms, [1, 1, 2, 1, 1, 2, 4, 1, 1, 2, 1, 1, 2, 4, 8]);
    }
}
