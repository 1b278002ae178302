//! Pencil marks: for each cell, the digits it may still take.

use crate::model::cell::Cell;

/// Pencil marks for the 81 cells, row-major: bit `d - 1` set when digit `d` is a candidate.
///
/// [`Grid::candidates`](crate::model::grid::Grid::candidates) gives the basic marks (for an empty cell,
/// the digits that clash with no filled peer; for a filled cell, its own digit); a player's
/// marks may have more digits removed, and are passed to
/// [`Grid::hint`](crate::model::grid::Grid::hint) as they are.
///
/// ```
/// use sudoku::{Cell, Grid};
///
/// let puzzle = Grid::from_line(
///     b"103000509002109400000704000300502006060000050700803004000401000009205800804000107",
/// )?;
/// let mut marks = puzzle.candidates()?;
/// let r1c2 = Cell::at(0, 1).unwrap();
/// assert_eq!(marks.digits(r1c2).collect::<Vec<_>>(), [4, 7, 8]); // 6 is in its column
/// marks.remove(r1c2, 8); // the player's own elimination
/// assert!(!marks.contains(r1c2, 8));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Candidates([u16; 81]);

impl Candidates {
    /// Marks from 81 row-major masks (bits above the ninth are ignored where they are read).
    pub const fn new(masks: [u16; 81]) -> Candidates {
        Candidates(masks)
    }

    /// The 81 row-major masks.
    pub const fn masks(&self) -> &[u16; 81] {
        &self.0
    }

    /// The mask of one cell.
    pub const fn get(&self, cell: Cell) -> u16 {
        self.0[cell.index()]
    }

    /// Whether `digit` (1..=9) is marked in `cell`.
    pub fn contains(&self, cell: Cell, digit: u8) -> bool {
        (1..=9).contains(&digit) && self.0[cell.index()] & (1 << (digit - 1)) != 0
    }

    /// The digits marked in `cell`, smallest first.
    pub fn digits(&self, cell: Cell) -> impl Iterator<Item = u8> {
        super::sets::digits(self.0[cell.index()] & super::state::ALL_DIGITS)
    }

    /// Removes `digit` (1..=9) from the marks of `cell`.
    pub fn remove(&mut self, cell: Cell, digit: u8) {
        if (1..=9).contains(&digit) {
            self.0[cell.index()] &= !(1 << (digit - 1));
        }
    }
}

impl core::fmt::Debug for Candidates {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.debug_list().entries(self.0.iter()).finish()
    }
}

impl From<[u16; 81]> for Candidates {
    fn from(masks: [u16; 81]) -> Self {
        Candidates(masks)
    }
}
