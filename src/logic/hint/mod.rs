//! What a hint is: the technique, what it proves, and the cells and digits that justify it.
//!
//! Plain fixed-size data, no heap: the C boundary copies it field by field into its
//! `SudokuHint`, and back (`src/ffi/hints.rs`). The techniques it can name are in
//! [`technique`], the houses it lists in [`house`]; both are re-exported here, beside the
//! hint, as the rest of the crate names them.

mod chain;
mod house;
mod technique;

use core::fmt;

pub use chain::{Chain, ChainHint, ChainKind, ChainLine, ChainStep};
pub(crate) use chain::{MAX_CHAIN_LINES, MAX_CHAIN_STEPS};
pub use house::House;
pub use technique::Technique;

use super::sets::{CellSet, cells, digit_bit};
use crate::model::cell::Cell;
use crate::numbered::{ascii, numbered_enum};

/// What a [`Technique::Mistake`] hint found wrong.
// `repr(i32)`: the C header declares these values as `SudokuMistake` (cbindgen.toml).
#[repr(i32)]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
// More will come (techniques, chains, variants): callers match with a wildcard arm.
#[non_exhaustive]
pub enum MistakeKind {
    /// The cell holds a digit that is not the solution's.
    Entry = 1,
    /// The cell's pencil marks leave out the solution's digit.
    PencilMarks = 2,
}

numbered_enum! {
    MistakeKind, c_name;
    Entry => c"entry",
    PencilMarks => c"pencil marks",
}

impl MistakeKind {
    /// What is wrong, in words: `entry` or `pencil marks`.
    pub const fn name(self) -> &'static str {
        ascii(self.c_name())
    }
}

/// Key cells a hint can list in order (the longest list is an X-Chain's).
pub(crate) const MAX_CELLS: usize = 16;
/// Houses a hint can list (a Jellyfish: four base lines and four cover lines).
pub(crate) const MAX_HOUSES: usize = 8;

/// What a search knows of a step beyond the technique and its lists: Sudoku Explainer's
/// rating of the instance in tenths (for techniques rated per instance, else 0) and the kind
/// of chain (a `ChainKind` number, else 0). Both are part of what the hint is, and compared.
/// The C struct carries the kind of chain but not the rating: a hint read back from C has
/// none, and equals the hint it came from only when that had none.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
struct Extra {
    tenths: u16,
    chain_kind: u8,
    /// For a killer step over a group of cells (a cage, innies or outies), what its empty
    /// cells add up to; else 0.
    sum: u8,
}

/// One step a person would take next, with what it proves and why.
///
/// A step either places one digit or removes candidates. The justification is the ordered
/// list of key cells and houses the sentence names, and the pattern: the candidates that make
/// up the technique, for an app to highlight.
///
/// ```
/// use sudoku::{Cell, Grid, Technique};
///
/// let puzzle = Grid::from_line(
///     b"103000509002109400000704000300502006060000050700803004000401000009205800804000107",
/// )?;
/// let hint = puzzle.hint(None)?;
/// assert_eq!(hint.technique(), Technique::HiddenSingle);
/// assert_eq!(hint.placement(), Some((Cell::at(0, 1).unwrap(), 4)));
/// assert_eq!(hint.to_string(), "Hidden single: in box 1, 4 fits only r1c2.");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
/// Two hints are equal when they are the same step: technique, lists and masks, and what
/// the search knew beyond them (its rating and kind of chain).
#[derive(Clone, Copy, PartialEq, Eq)]
pub struct Hint {
    technique: Technique,
    /// The digit placed (0 when the step only removes candidates) and its cell.
    digit: u8,
    cell: u8,
    cell_count: u8,
    house_count: u8,
    /// For a mistake, what is wrong (a `MistakeKind`); 0 otherwise.
    mistake: u8,
    /// The digits the pattern is about.
    digits: u16,
    cells: [u8; MAX_CELLS],
    houses: [u8; MAX_HOUSES],
    /// What the search knew beyond what C carries.
    extra: Extra,
    /// For each cell, the candidates the step removes.
    eliminations: [u16; 81],
    /// For each cell, the candidates that make up the pattern.
    pattern: [u16; 81],
}

impl Hint {
    pub(crate) fn new(technique: Technique) -> Hint {
        Hint {
            technique,
            digit: 0,
            cell: 0,
            cell_count: 0,
            house_count: 0,
            mistake: 0,
            digits: 0,
            cells: [0; MAX_CELLS],
            houses: [0; MAX_HOUSES],
            extra: Extra::default(),
            eliminations: [0; 81],
            pattern: [0; 81],
        }
    }

    /// Records the placement of `digit` in `cell`.
    pub(crate) fn with_placement(mut self, cell: usize, digit: u8) -> Hint {
        self.cell = cell as u8;
        self.digit = digit;
        self
    }

    /// Records what kind of mistake the hint reports.
    pub(crate) fn with_mistake(mut self, kind: MistakeKind) -> Hint {
        self.mistake = kind as u8;
        self
    }

    /// Adds a key cell to the ordered list (beyond the capacity it is left out).
    pub(crate) fn with_cell(mut self, cell: usize) -> Hint {
        if usize::from(self.cell_count) < MAX_CELLS {
            self.cells[usize::from(self.cell_count)] = cell as u8;
            self.cell_count += 1;
        }
        self
    }

    /// Adds a house to the ordered list.
    pub(crate) fn with_house(mut self, house: usize) -> Hint {
        if usize::from(self.house_count) < MAX_HOUSES {
            self.houses[usize::from(self.house_count)] = house as u8;
            self.house_count += 1;
        }
        self
    }

    /// Adds digits to those the pattern is about.
    pub(crate) fn with_digits(mut self, mask: u16) -> Hint {
        self.digits |= mask;
        self
    }

    /// Marks `mask` in every cell of `set` as part of the pattern.
    pub(crate) fn with_pattern(mut self, set: CellSet, mask: u16) -> Hint {
        for cell in cells(set) {
            self.pattern[cell] |= mask;
        }
        self
    }

    /// Removes the digits of `mask` from every cell of `set`.
    pub(crate) fn with_eliminations(mut self, set: CellSet, mask: u16) -> Hint {
        for cell in cells(set) {
            self.eliminations[cell] |= mask;
        }
        self
    }

    /// Sets what the step removes and the pattern, cell by cell (bit `d - 1` for digit `d`).
    pub(crate) fn with_masks(mut self, eliminations: [u16; 81], pattern: [u16; 81]) -> Hint {
        self.eliminations = eliminations;
        self.pattern = pattern;
        self
    }

    /// Records the step's rating in tenths (for techniques rated per instance).
    pub(crate) fn with_tenths(mut self, tenths: u16) -> Hint {
        self.extra.tenths = tenths;
        self
    }

    /// Records the kind of chain.
    pub(crate) fn with_chain_kind(mut self, kind: u8) -> Hint {
        self.extra.chain_kind = kind;
        self
    }

    /// Records what the group of cells a killer step reasons over adds up to.
    pub(crate) fn with_sum(mut self, sum: u32) -> Hint {
        self.extra.sum = sum as u8;
        self
    }

    /// What the group of cells of a killer step adds up to (0 for other steps, and for a
    /// hint read back from C).
    pub(crate) fn sum(&self) -> u32 {
        u32::from(self.extra.sum)
    }

    /// The step's rating in tenths when its technique is rated per instance, else 0.
    pub(crate) fn tenths(&self) -> u16 {
        self.extra.tenths
    }

    /// The kind of chain (a `ChainKind` number), 0 for other techniques.
    pub(crate) fn chain_kind(&self) -> u8 {
        self.extra.chain_kind
    }

    /// Whether `number` is a kind of chain (a `ChainKind` number), for hints read back
    /// from C.
    pub(crate) fn is_chain_kind(number: u8) -> bool {
        ChainKind::from_number(number).is_some()
    }

    /// The technique the step uses.
    pub fn technique(&self) -> Technique {
        self.technique
    }

    /// The cell and digit the step places, if it places one.
    pub fn placement(&self) -> Option<(Cell, u8)> {
        (self.digit != 0).then(|| (cell(self.cell), self.digit))
    }

    /// For a [`Technique::Mistake`] hint, what is wrong.
    pub fn mistake(&self) -> Option<MistakeKind> {
        MistakeKind::from_i32(i32::from(self.mistake))
    }

    /// The candidates the step removes: each cell with the digits (a mask, bit `d - 1` for
    /// digit `d`) removed from it, in row-major order.
    pub fn eliminations(&self) -> impl Iterator<Item = (Cell, u16)> + '_ {
        masks(&self.eliminations)
    }

    /// The candidates that make up the pattern, for highlighting: each cell with its digits.
    /// For a mistake, the wrong cell with the digit it holds (or, for a pencil mark, lacks).
    pub fn pattern(&self) -> impl Iterator<Item = (Cell, u16)> + '_ {
        masks(&self.pattern)
    }

    /// The key cells in the order the sentence names them (for example an XY-Wing's pivot
    /// and then its pincers, or an X-Chain's cells from one end to the other).
    pub fn cells(&self) -> impl Iterator<Item = Cell> + '_ {
        self.cells[..usize::from(self.cell_count)]
            .iter()
            .map(|&index| cell(index))
    }

    /// The houses the sentence names, in order (for a fish: the base lines, then the cover
    /// lines).
    pub fn houses(&self) -> impl Iterator<Item = House> + '_ {
        self.houses[..usize::from(self.house_count)]
            .iter()
            .map(|&number| House(number))
    }

    /// The digits the pattern is about, as a mask (bit `d - 1` for digit `d`).
    pub fn digits(&self) -> u16 {
        self.digits
    }

    pub(crate) fn cell_list(&self) -> &[u8] {
        &self.cells[..usize::from(self.cell_count)]
    }

    pub(crate) fn house_list(&self) -> &[u8] {
        &self.houses[..usize::from(self.house_count)]
    }

    pub(crate) fn elimination_masks(&self) -> &[u16; 81] {
        &self.eliminations
    }

    pub(crate) fn pattern_masks(&self) -> &[u16; 81] {
        &self.pattern
    }

    /// Whether the step changes anything: a placement, or a candidate removed.
    pub(crate) fn makes_progress(&self) -> bool {
        self.digit != 0 || self.eliminations.iter().any(|&mask| mask != 0)
    }

    /// Whether the step removes `digit` from `cell`.
    pub fn eliminates(&self, cell: Cell, digit: u8) -> bool {
        (1..=9).contains(&digit) && self.eliminations[cell.index()] & digit_bit(digit) != 0
    }
}

fn cell(index: u8) -> Cell {
    Cell::new(usize::from(index)).expect("a cell index below 81")
}

fn masks(masks: &[u16; 81]) -> impl Iterator<Item = (Cell, u16)> + '_ {
    masks
        .iter()
        .enumerate()
        .filter(|&(_, &mask)| mask != 0)
        .map(|(index, &mask)| (cell(index as u8), mask))
}

impl fmt::Debug for Hint {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Hint")
            .field("technique", &self.technique)
            .field("text", &format_args!("{self}"))
            .finish()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hints_equal_when_they_are_the_same_step_rating_and_chain() {
        let hint = Hint::new(Technique::ForcingChain)
            .with_cell(3)
            .with_eliminations(super::super::sets::bit(3), 5);
        assert_eq!(hint, hint);
        assert_ne!(hint.with_tenths(72), hint.with_tenths(73));
        assert_ne!(hint.with_chain_kind(3), hint.with_chain_kind(4));
        assert_ne!(hint, hint.with_cell(4));
    }

    #[test]
    fn builder_records_what_the_accessors_return() {
        let hint = Hint::new(Technique::Pointing)
            .with_house(18)
            .with_house(1)
            .with_digits(digit_bit(4))
            .with_pattern(super::super::sets::bit(10) | super::super::sets::bit(11), 8)
            .with_eliminations(super::super::sets::bit(14), 8);
        assert_eq!(hint.placement(), None);
        assert!(hint.makes_progress());
        assert!(hint.eliminates(Cell::new(14).unwrap(), 4));
        assert!(!hint.eliminates(Cell::new(14).unwrap(), 5));
        assert_eq!(hint.houses().count(), 2);
        assert_eq!(hint.pattern().count(), 2);
        assert_eq!(
            hint.eliminations().collect::<Vec<_>>(),
            [(Cell::new(14).unwrap(), 8)]
        );
    }
}
