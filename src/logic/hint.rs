//! What a hint is: the technique, what it proves, and the cells and digits that justify it.
//!
//! Plain fixed-size data, no heap: the C boundary copies it field by field into its
//! `SudokuHint`, and back (`src/ffi/hints.rs`).

use core::fmt;

use super::sets::{CellSet, cells, digit_bit};
use crate::model::cell::Cell;
use crate::model::error::Unit;
use crate::model::geometry::HOUSES;
use crate::numbered::{ascii, numbered_enum};

/// The techniques a hint can name. The numbers are fixed: new techniques get new numbers,
/// existing ones never change.
///
/// A hint is the first that applies in the order of [`Technique::ALL`], Sudoku Explainer's
/// order of difficulty (see [`Rating`](crate::Rating)): a mistake first, then full house,
/// hidden single in a box, hidden single in a row or column, naked single, pointing,
/// claiming, naked pair, X-Wing, hidden pair, naked triple, Swordfish, hidden triple, 2
/// strong links, XY-Wing, XYZ-Wing, unique rectangles (types 1 to 4, the easiest of them),
/// naked quad, Jellyfish, hidden quad, 3 strong links, WXYZ-Wing, BUG type 1, 4 strong
/// links, VWXYZ-Wing, 5 and 6 strong links,
/// then the chains (cycles, forcing chains, Nishio, multiple and dynamic forcing chains: of
/// those found, the one Sudoku Explainer rates lowest), UVWXYZ-Wing, X-Chain and W-Wing
/// where a chain search ran out of work, and when none applies, the solution's digit for the
/// empty cell with the fewest candidates.
// `repr(i32)`: the C header declares these values as `SudokuTechnique` (cbindgen.toml).
#[repr(i32)]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Technique {
    /// A filled cell, or a pencil mark, contradicts the puzzle's solution.
    Mistake = 0,
    /// The last empty cell of a house takes the house's missing digit.
    FullHouse = 1,
    /// A digit fits only one cell of a house.
    HiddenSingle = 2,
    /// A cell has only one candidate left.
    NakedSingle = 3,
    /// Within a box, a digit lies in one row or column only: it leaves the rest of that line.
    Pointing = 4,
    /// Within a row or column, a digit lies in one box only: it leaves the rest of that box.
    Claiming = 5,
    /// Two cells of a house hold only the same two digits.
    NakedPair = 6,
    /// A digit lies in two rows (columns) within the same two columns (rows).
    XWing = 7,
    /// Two digits fit only the same two cells of a house.
    HiddenPair = 8,
    /// Three cells of a house hold only three digits between them.
    NakedTriple = 9,
    /// A digit lies in three rows (columns) within the same three columns (rows).
    Swordfish = 10,
    /// Three digits fit only the same three cells of a house.
    HiddenTriple = 11,
    /// A two-candidate pivot and two pincers: the pincers' common digit goes from their
    /// common peers.
    XyWing = 12,
    /// A three-candidate pivot and two pincers: their common digit goes from the cells that
    /// see all three.
    XyzWing = 13,
    /// Type 1: three corners of a rectangle over two boxes hold only the same two digits;
    /// the fourth corner cannot take either, or the puzzle would have two solutions.
    UniqueRectangle = 14,
    /// Four cells of a house hold only four digits between them.
    NakedQuad = 15,
    /// A digit lies in four rows (columns) within the same four columns (rows).
    Jellyfish = 16,
    /// Four digits fit only the same four cells of a house.
    HiddenQuad = 17,
    /// A chain of one digit, alternating strong links (a house with only two places) and
    /// weak links: one of its two ends holds the digit, so no cell seeing both ends does.
    XChain = 18,
    /// Two cells with the same two candidates, joined by a strong link on one of them: the
    /// other digit goes from the cells that see both.
    WWing = 19,
    /// None of the techniques above applies: the solution's digit for one cell.
    SolutionDigit = 20,
    /// A loop of alternating links that reads both ways round (Sudoku Explainer's
    /// bidirectional X-, Y- or XY-cycle): a candidate that sees both readings goes.
    BidirectionalCycle = 21,
    /// Assuming a candidate leads, link by link, to its own negation (Sudoku Explainer's
    /// forcing X-chain or forcing chain): the candidate is false, or true.
    ForcingChain = 22,
    /// Assuming a candidate leads, through one digit's links and what each step takes out,
    /// to a contradiction: the candidate goes.
    NishioForcingChain = 23,
    /// Every candidate of a cell, or every place of a digit in a house, leads to the same
    /// conclusion (cell or region forcing chains).
    MultipleForcingChains = 24,
    /// Forcing chains in which each step takes out what it puts off, so later steps see the
    /// grid as it would be: contradictions, double, cell and region forcing chains.
    DynamicForcingChains = 25,
    /// Three cells that see one another hold four digits between them, and a cell with two
    /// of them sees every wing cell holding one (Sukaku Explainer's WXYZ-Wing).
    WxyzWing = 26,
    /// The same with four cells holding five digits (VWXYZ-Wing).
    VwxyzWing = 27,
    /// The same with five cells holding six digits (UVWXYZ-Wing).
    UvwxyzWing = 28,
    /// Every empty cell has two candidates but one with three: that cell takes the digit
    /// with three places in each of its houses, or the puzzle would not have one solution
    /// (bivalue universal grave, type 1).
    BugType1 = 29,
    /// A chain of one digit made of 2 to 6 strong links (houses where the digit has only
    /// two places), each joined to the next by cells that see each other: one end holds the
    /// digit, so no cell that sees both ends does (Skyscraper, 2-String Kite, Turbot fish,
    /// and Sukaku Explainer's longer chains of strong links).
    StrongLinks = 30,
    /// Unique rectangle type 2: the corners of a rectangle over two boxes hold the same two
    /// digits, and those that hold more hold one digit more, the same: one of them holds it,
    /// or the puzzle would have two solutions, so the cells that see them all do not.
    UniqueRectangleType2 = 31,
    /// Unique rectangle type 3: two corners in one house hold more than the two digits; one
    /// of them holds another digit, so their other digits act as one cell, which with other
    /// cells of the house makes a naked subset whose digits leave the rest of the house.
    UniqueRectangleType3 = 32,
    /// Unique rectangle type 4: two corners in one house hold more than the two digits, and
    /// one of the two digits has no other place in the house: one of them holds it, so the
    /// other digit leaves both.
    UniqueRectangleType4 = 33,
}

// The list is the order in which hints are looked for, Sudoku Explainer's order of
// difficulty (`steps.rs` tries the techniques in it), not the order of the numbers: a new
// technique takes the next free number and its place by difficulty here. Sudoku Explainer's
// chain searches come after Sukaku Explainer's wings and BUG; cycles are found by the same
// search as forcing chains (`ForcingChain` runs it). UVWXYZ-Wing comes after the chains: the
// ratings of the puzzle bank Sudoku Explainer rated (tests/data) were made without it, and
// serate with it switched off agrees with them where its default does not. X-Chain and
// W-Wing, which the chains subsume, come last: they apply only where a chain search ran out
// of work.
numbered_enum! {
    Technique, c_name;
    Mistake => c"Mistake",
    FullHouse => c"Full house",
    HiddenSingle => c"Hidden single",
    NakedSingle => c"Naked single",
    Pointing => c"Pointing",
    Claiming => c"Claiming",
    NakedPair => c"Naked pair",
    XWing => c"X-Wing",
    HiddenPair => c"Hidden pair",
    NakedTriple => c"Naked triple",
    Swordfish => c"Swordfish",
    HiddenTriple => c"Hidden triple",
    StrongLinks => c"Strong links",
    XyWing => c"XY-Wing",
    XyzWing => c"XYZ-Wing",
    UniqueRectangle => c"Unique rectangle",
    UniqueRectangleType2 => c"Unique rectangle type 2",
    UniqueRectangleType3 => c"Unique rectangle type 3",
    UniqueRectangleType4 => c"Unique rectangle type 4",
    NakedQuad => c"Naked quad",
    Jellyfish => c"Jellyfish",
    HiddenQuad => c"Hidden quad",
    WxyzWing => c"WXYZ-Wing",
    BugType1 => c"BUG type 1",
    VwxyzWing => c"VWXYZ-Wing",
    BidirectionalCycle => c"Bidirectional cycle",
    ForcingChain => c"Forcing chain",
    NishioForcingChain => c"Nishio forcing chain",
    MultipleForcingChains => c"Multiple forcing chains",
    DynamicForcingChains => c"Dynamic forcing chains",
    UvwxyzWing => c"UVWXYZ-Wing",
    XChain => c"X-Chain",
    WWing => c"W-Wing",
    SolutionDigit => c"Solution digit",
}

impl Technique {
    /// The technique with number `number`, if there is one.
    pub fn from_number(number: u8) -> Option<Technique> {
        Technique::from_i32(i32::from(number))
    }

    /// The fixed number of the technique.
    pub const fn number(self) -> u8 {
        self as u8
    }

    /// Whether the technique is sound only for a puzzle with one solution (the unique
    /// rectangles).
    pub(crate) const fn needs_one_solution(self) -> bool {
        matches!(
            self,
            Technique::UniqueRectangle
                | Technique::UniqueRectangleType2
                | Technique::UniqueRectangleType3
                | Technique::UniqueRectangleType4
        )
    }

    /// The name people use, as the hint's sentence starts with it.
    pub const fn name(self) -> &'static str {
        ascii(self.c_name())
    }
}

impl fmt::Display for Technique {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A row, column or box, by number: rows 0..9, columns 9..18, boxes 18..27.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct House(u8);

impl House {
    /// The house with number `number` (rows 0..9, columns 9..18, boxes 18..27).
    pub const fn new(number: usize) -> Option<House> {
        if number < HOUSES {
            Some(House(number as u8))
        } else {
            None
        }
    }

    /// Row, column or box.
    pub const fn unit(self) -> Unit {
        match self.0 / 9 {
            0 => Unit::Row,
            1 => Unit::Column,
            _ => Unit::Box,
        }
    }

    /// The 0-based index among the houses of its kind (boxes row-major from the top left).
    pub const fn index(self) -> usize {
        (self.0 % 9) as usize
    }

    /// The number of the house, 0..27.
    pub const fn number(self) -> usize {
        self.0 as usize
    }

    /// The cells of the house, in row-major order.
    pub fn cells(self) -> impl Iterator<Item = Cell> {
        crate::model::geometry::HOUSE_CELLS[self.number()]
            .into_iter()
            .map(|index| Cell::new(usize::from(index)).expect("a cell index below 81"))
    }
}

/// `row 3`, `column 7`, `box 5`: 1-based, as people count.
impl fmt::Display for House {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {}", self.unit(), self.index() + 1)
    }
}

/// What a [`Technique::Mistake`] hint found wrong.
// `repr(i32)`: the C header declares these values as `SudokuMistake` (cbindgen.toml).
#[repr(i32)]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
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

/// What a search knows of a step beyond what the C struct carries: Sudoku Explainer's
/// rating of the instance in tenths (for techniques rated per instance, else 0) and the kind
/// of chain (a `ChainKind` number, else 0). Any two compare equal, so that a hint equals
/// its round trip through C.
#[derive(Clone, Copy, Debug, Default)]
struct Extra {
    tenths: u16,
    chain_kind: u8,
}

impl PartialEq for Extra {
    fn eq(&self, _: &Extra) -> bool {
        true
    }
}

impl Eq for Extra {}

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

    /// The step's rating in tenths when its technique is rated per instance, else 0.
    pub(crate) fn tenths(&self) -> u16 {
        self.extra.tenths
    }

    /// The kind of chain (a `ChainKind` number), 0 for other techniques.
    pub(crate) fn chain_kind(&self) -> u8 {
        self.extra.chain_kind
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
    #[cfg(test)]
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
    fn technique_numbers_are_fixed() {
        // Every number up to the last is a technique, listed once in the order.
        for number in 0..30u8 {
            let technique = Technique::from_number(number).unwrap();
            assert_eq!(technique.number(), number);
        }
        assert_eq!(Technique::ALL.len(), 34);
        assert_eq!(Technique::from_number(34), None);
        assert_eq!(Technique::HiddenSingle as u8, 2);
        assert_eq!(Technique::SolutionDigit as u8, 20);
    }

    #[test]
    fn houses_count_from_one_in_text() {
        let house = House::new(22).unwrap();
        assert_eq!((house.unit(), house.index()), (Unit::Box, 4));
        assert_eq!(house.to_string(), "box 5");
        assert_eq!(House::new(9).unwrap().to_string(), "column 1");
        assert_eq!(House::new(27), None);
        assert_eq!(house.cells().next(), Cell::at(3, 3));
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
