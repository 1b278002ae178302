//! The reference: plain row-major backtracking, as Baekjoon 2239's C++ solution searches,
//! with bitmasks in place of its scans. It shares no code with the library.

/// Result of a search under a step budget.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Reference {
    Solved([u8; 81]),
    NoSolution,
    OutOfBudget,
}

/// The reference: depth-first over cells 0..81 in order, digits 1..9 ascending, the first
/// completion wins (Baekjoon 2239's C++ solution, with bitmasks in place of its scans).
/// `budget` bounds the number of digits placed. Expects givens without clashes.
pub fn reference_solve(puzzle: &[u8; 81], budget: u64) -> Reference {
    let mut search = Backtracker::new(puzzle, budget);
    match search.first(0) {
        Some(true) => Reference::Solved(search.grid),
        Some(false) => Reference::NoSolution,
        None => Reference::OutOfBudget,
    }
}

/// Counts completions up to `limit` by the same plain backtracking; `None` past `budget`.
pub fn reference_count(puzzle: &[u8; 81], limit: u64, budget: u64) -> Option<u64> {
    let mut search = Backtracker::new(puzzle, budget);
    let mut count = 0;
    search.count(0, limit, &mut count)?;
    Some(count)
}

pub(super) struct Backtracker {
    pub(super) grid: [u8; 81],
    rows: [u16; 9],
    cols: [u16; 9],
    boxes: [u16; 9],
    budget: u64,
}

impl Backtracker {
    pub(super) fn new(puzzle: &[u8; 81], budget: u64) -> Self {
        let mut search = Backtracker {
            grid: *puzzle,
            rows: [0; 9],
            cols: [0; 9],
            boxes: [0; 9],
            budget,
        };
        for (cell, &value) in puzzle.iter().enumerate() {
            if value != 0 {
                search.toggle(cell, value);
            }
        }
        search
    }

    pub(super) fn toggle(&mut self, cell: usize, value: u8) {
        let bit = 1 << value;
        self.rows[cell / 9] ^= bit;
        self.cols[cell % 9] ^= bit;
        self.boxes[cell / 27 * 3 + cell % 9 / 3] ^= bit;
    }

    pub(super) fn fits(&self, cell: usize, value: u8) -> bool {
        let used =
            self.rows[cell / 9] | self.cols[cell % 9] | self.boxes[cell / 27 * 3 + cell % 9 / 3];
        used >> value & 1 == 0
    }

    /// `Some(true)` when a completion was found (left in `grid`), `None` when out of budget.
    fn first(&mut self, cell: usize) -> Option<bool> {
        if cell == 81 {
            return Some(true);
        }
        if self.grid[cell] != 0 {
            return self.first(cell + 1);
        }
        for value in 1..=9 {
            if self.fits(cell, value) {
                self.budget = self.budget.checked_sub(1)?;
                self.grid[cell] = value;
                self.toggle(cell, value);
                if self.first(cell + 1)? {
                    return Some(true);
                }
                self.toggle(cell, value);
                self.grid[cell] = 0;
            }
        }
        Some(false)
    }

    fn count(&mut self, cell: usize, limit: u64, count: &mut u64) -> Option<()> {
        if *count >= limit {
            return Some(());
        }
        if cell == 81 {
            *count += 1;
            return Some(());
        }
        if self.grid[cell] != 0 {
            return self.count(cell + 1, limit, count);
        }
        for value in 1..=9 {
            if self.fits(cell, value) {
                self.budget = self.budget.checked_sub(1)?;
                self.grid[cell] = value;
                self.toggle(cell, value);
                self.count(cell + 1, limit, count)?;
                self.toggle(cell, value);
                self.grid[cell] = 0;
            }
        }
        Some(())
    }
}

/// Whether `answer` is a full valid grid that keeps every given of `puzzle`.
pub fn is_completion_of(puzzle: &[u8; 81], answer: &[u8; 81]) -> bool {
    let keeps_givens = puzzle.iter().zip(answer).all(|(&p, &a)| p == 0 || p == a);
    let mut units = [[0u16; 9]; 3];
    for (cell, &value) in answer.iter().enumerate() {
        if !(1..=9).contains(&value) {
            return false;
        }
        for (kind, unit) in [cell / 9, cell % 9, cell / 27 * 3 + cell % 9 / 3]
            .into_iter()
            .enumerate()
        {
            units[kind][unit] |= 1 << value;
        }
    }
    keeps_givens && units.iter().flatten().all(|&used| used == 0b11_1111_1110)
}
