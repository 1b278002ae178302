//! What the library must answer for a grid, worked out without any of its code.
//!
//! The statuses are checked the plain way (a scan for bytes above 9, a pairwise scan for
//! clashes). The smallest completion comes from the plain row-major backtracker when it
//! finishes within a budget, otherwise from the crates.io `sudoku` crate (`peer_sudoku`, an
//! AGPL dev-dependency, never a normal one) asked cell by cell, row-major, which digit still
//! leaves a completion: two independent routes to the same answer.

use super::reference::{Reference, reference_solve};

/// Digits the plain backtracker may place before the peer takes over: small, so a fuzz run
/// spends its time on inputs rather than on the reference.
pub const REFERENCE_BUDGET: u64 = 20_000;

/// The outcome the C contract prescribes for a grid.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Expected {
    /// `SUDOKU_STATUS_INVALID_CELL`, at the first cell (row-major) above 9.
    InvalidCell(usize),
    /// `SUDOKU_STATUS_CONFLICT`, at the first cell (row-major) repeating an earlier given.
    Conflict(usize),
    /// `SUDOKU_STATUS_UNSOLVABLE`.
    Unsolvable,
    /// `SUDOKU_STATUS_OK` with the smallest completion.
    Solved([u8; 81]),
}

impl Expected {
    /// The status value `sudoku_solve` must return.
    pub fn status(&self) -> i32 {
        match self {
            Expected::Solved(_) => 0,
            Expected::InvalidCell(_) => 2,
            Expected::Conflict(_) => 3,
            Expected::Unsolvable => 4,
        }
    }

    /// The status value `sudoku_validate` must return, and the cell it must name.
    pub fn validation(&self) -> (i32, Option<usize>) {
        match *self {
            Expected::InvalidCell(cell) => (2, Some(cell)),
            Expected::Conflict(cell) => (3, Some(cell)),
            Expected::Unsolvable | Expected::Solved(_) => (0, None),
        }
    }

    /// Whether the givens are well formed, so solving and counting get that far.
    pub fn is_consistent(&self) -> bool {
        matches!(self, Expected::Unsolvable | Expected::Solved(_))
    }
}

/// The outcome for `grid`, in the order the C status values rank problems.
pub fn expected(grid: &[u8; 81]) -> Expected {
    if let Some(cell) = first_invalid_cell(grid) {
        return Expected::InvalidCell(cell);
    }
    if let Some(cell) = first_clashing_cell(grid) {
        return Expected::Conflict(cell);
    }
    match reference_solve(grid, REFERENCE_BUDGET) {
        Reference::Solved(answer) => Expected::Solved(answer),
        Reference::NoSolution => Expected::Unsolvable,
        Reference::OutOfBudget => {
            peer_smallest_completion(grid).map_or(Expected::Unsolvable, Expected::Solved)
        }
    }
}

/// The first cell holding a byte above 9.
pub fn first_invalid_cell(grid: &[u8; 81]) -> Option<usize> {
    grid.iter().position(|&value| value > 9)
}

/// Whether two different cells share a row, a column or a box.
pub fn are_peers(a: usize, b: usize) -> bool {
    let same_box = a / 27 == b / 27 && a % 9 / 3 == b % 9 / 3;
    a != b && (a / 9 == b / 9 || a % 9 == b % 9 || same_box)
}

/// The first given, row-major, whose digit an earlier given in a shared unit already holds.
pub fn first_clashing_cell(grid: &[u8; 81]) -> Option<usize> {
    (0..81).find(|&later| {
        grid[later] != 0
            && (0..later).any(|earlier| grid[earlier] == grid[later] && are_peers(earlier, later))
    })
}

/// Whether `digit` can go in `cell` without repeating a given of a peer.
pub fn fits(grid: &[u8; 81], cell: usize, digit: u8) -> bool {
    (0..81).all(|other| grid[other] != digit || !are_peers(cell, other))
}

/// The peer's count of completions, up to `limit`. Expects cells 0..=9 without clashes.
pub fn peer_count(grid: &[u8; 81], limit: usize) -> usize {
    peer_sudoku::Sudoku::from_bytes(*grid)
        .expect("cells 0..=9")
        .solutions_count_up_to(limit)
}

/// The smallest completion, by the peer: fixes the blanks row-major, each to the smallest
/// digit that still leaves a completion. `None` when the givens have none.
pub fn peer_smallest_completion(grid: &[u8; 81]) -> Option<[u8; 81]> {
    if peer_count(grid, 1) == 0 {
        return None;
    }
    let mut answer = *grid;
    for cell in 0..81 {
        if answer[cell] != 0 {
            continue;
        }
        let digit = (1..=9).find(|&digit| {
            let mut trial = answer;
            trial[cell] = digit;
            fits(&answer, cell, digit) && peer_count(&trial, 1) == 1
        });
        answer[cell] = digit.expect("a completion exists, so some digit keeps one");
    }
    Some(answer)
}
