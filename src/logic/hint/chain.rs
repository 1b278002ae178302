//! The chain behind a chain hint: each branch's line of inferences, from what it assumes to
//! what it proves, for an app to draw and for a sentence that follows it step by step.
//!
//! A chain hint's search keeps, for every inference, the inferences that caused it; a line
//! follows the first cause of each step back to the assumption (Sudoku Explainer's "main
//! line"). Fixed-size data, no heap: a line longer than its share of the room keeps its
//! beginning and its end and counts what it leaves out.

use super::Hint;
use crate::model::cell::Cell;
use crate::numbered::{ascii, numbered_enum};

/// What kind of chain a chain hint is: what its lines assume and how they end.
// `repr(i32)`: the C header declares these values as `SudokuChainKind` (cbindgen.toml).
#[repr(i32)]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
// More will come (techniques, chains, variants): callers match with a wildcard arm.
#[non_exhaustive]
pub enum ChainKind {
    /// A loop of one digit's strong and weak links: one line, around the loop.
    XCycle = 1,
    /// A loop through two-candidate cells: one line, around the loop.
    YCycle = 2,
    /// A loop of cells and houses: one line, around the loop.
    Cycle = 3,
    /// A forcing chain of one digit: one line, from the assumption to its opposite.
    ForcingX = 4,
    /// A forcing chain: one line, from the assumption to its opposite.
    Forcing = 5,
    /// Assuming a candidate leads to a contradiction, through one digit: two lines, from
    /// the assumption to a candidate both on and off.
    Nishio = 6,
    /// Every candidate of a cell leads to the same conclusion: a line from each candidate.
    Cell = 7,
    /// Every place of a digit in a house leads to the same conclusion: a line from each
    /// place.
    Region = 8,
    /// Assuming a candidate (or its absence) leads to a contradiction: two lines, from the
    /// assumption to a candidate both on and off.
    Contradiction = 9,
    /// A candidate and its absence lead to the same conclusion: two lines, from each.
    DoubleForcing = 10,
}

numbered_enum! {
    ChainKind, c_name;
    XCycle => c"X-cycle",
    YCycle => c"Y-cycle",
    Cycle => c"cycle",
    ForcingX => c"X forcing chain",
    Forcing => c"forcing chain",
    Nishio => c"Nishio contradiction",
    Cell => c"cell forcing chains",
    Region => c"region forcing chains",
    Contradiction => c"contradiction",
    DoubleForcing => c"double forcing chains",
}

impl ChainKind {
    /// The kind, in words: `X-cycle`, `cell forcing chains`, ...
    pub const fn name(self) -> &'static str {
        ascii(self.c_name())
    }

    /// The kind whose number is `number`, if there is one.
    pub(crate) fn from_number(number: u8) -> Option<ChainKind> {
        ChainKind::from_i32(i32::from(number))
    }
}

/// Inferences a chain keeps in all, over all its lines.
pub(crate) const MAX_CHAIN_STEPS: usize = 256;
/// Lines a chain keeps: a branch for each candidate of a cell or place of a digit in a
/// house, nine at most.
pub(crate) const MAX_CHAIN_LINES: usize = 9;

/// One inference of a line: a candidate that is on (the cell holds the digit) or off (it
/// does not).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ChainStep {
    cell: Cell,
    digit: u8,
    on: bool,
}

impl ChainStep {
    /// The step that `cell` holds `digit` (`on`) or does not.
    pub fn new(cell: Cell, digit: u8, on: bool) -> ChainStep {
        ChainStep { cell, digit, on }
    }

    /// The candidate's cell.
    pub fn cell(&self) -> Cell {
        self.cell
    }

    /// The candidate's digit, 1 to 9.
    pub fn digit(&self) -> u8 {
        self.digit
    }

    /// Whether the step says the cell holds the digit (else that it does not).
    pub fn is_on(&self) -> bool {
        self.on
    }

    /// The step as the chain stores it: `(cell * 9 + digit - 1) * 2`, plus one when on.
    fn code(self) -> u16 {
        ((self.cell.index() * 9 + usize::from(self.digit) - 1) * 2 + usize::from(self.on)) as u16
    }

    fn from_code(code: u16) -> ChainStep {
        let candidate = usize::from(code / 2);
        let cell = Cell::new(candidate / 9).expect("a chain's steps are in the grid");
        ChainStep::new(cell, (candidate % 9) as u8 + 1, code % 2 == 1)
    }
}

/// Where a line's steps are in the chain's storage, and how many it leaves out.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
struct Span {
    first: u16,
    len: u16,
    omitted: u16,
}

/// One branch of a chain: its steps from the assumption to the conclusion.
#[derive(Clone, Copy, Debug)]
pub struct ChainLine<'a> {
    steps: &'a [u16],
    omitted: usize,
}

impl<'a> ChainLine<'a> {
    /// The steps kept, in order. When [`omitted`](ChainLine::omitted) is not 0, the steps
    /// left out come right after the first one.
    pub fn steps(&self) -> impl ExactSizeIterator<Item = ChainStep> + Clone + 'a {
        self.steps.iter().map(|&code| ChainStep::from_code(code))
    }

    /// How many steps of the line were left out after its first (to fit the chain's room).
    pub fn omitted(&self) -> usize {
        self.omitted
    }
}

/// A hint with its chain's lines, when it is a chain hint
/// ([`Grid::hint_chain`](crate::Grid::hint_chain)).
#[derive(Clone, Copy, Debug)]
pub struct ChainHint {
    hint: Hint,
    chain: Chain,
}

impl ChainHint {
    pub(crate) fn new(hint: Hint, chain: Chain) -> ChainHint {
        ChainHint { hint, chain }
    }

    /// The hint, as [`Grid::hint`](crate::Grid::hint) gives it.
    pub fn hint(&self) -> &Hint {
        &self.hint
    }

    /// For a chain hint (the cycles and forcing chains), its lines of inferences: what an
    /// app draws, and what [`explained`](ChainHint::explained) tells step by step. `None`
    /// for the other techniques.
    pub fn chain(&self) -> Option<&Chain> {
        (self.chain.kind().is_some() && self.chain.lines().len() > 0).then_some(&self.chain)
    }
}

/// The lines of a chain hint ([`ChainHint::chain`]).
#[derive(Clone, Copy)]
pub struct Chain {
    kind: u8,
    line_count: u8,
    lines: [Span; MAX_CHAIN_LINES],
    used: u16,
    steps: [u16; MAX_CHAIN_STEPS],
}

impl Default for Chain {
    fn default() -> Chain {
        Chain {
            kind: 0,
            line_count: 0,
            lines: [Span::default(); MAX_CHAIN_LINES],
            used: 0,
            steps: [0; MAX_CHAIN_STEPS],
        }
    }
}

impl core::fmt::Debug for Chain {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.debug_struct("Chain")
            .field("kind", &self.kind())
            .field("lines", &self.line_count)
            .finish()
    }
}

impl Chain {
    /// The kind of chain, which tells how its lines read.
    pub fn kind(&self) -> Option<ChainKind> {
        ChainKind::from_number(self.kind)
    }

    /// The lines, in the order the sentence tells them: for cell and region chains one per
    /// candidate or place in order, for contradictions the line to the candidate on and
    /// then the line to it off.
    pub fn lines(&self) -> impl ExactSizeIterator<Item = ChainLine<'_>> + Clone {
        self.lines[..usize::from(self.line_count)]
            .iter()
            .map(|span| ChainLine {
                steps: &self.steps
                    [usize::from(span.first)..usize::from(span.first) + usize::from(span.len)],
                omitted: usize::from(span.omitted),
            })
    }

    pub(crate) fn kind_number(&self) -> u8 {
        self.kind
    }

    pub(crate) fn set_kind(&mut self, kind: u8) {
        self.kind = kind;
    }

    /// Forgets the lines (the kind stays).
    pub(crate) fn clear_lines(&mut self) {
        self.line_count = 0;
        self.used = 0;
    }

    /// Steps a new line may keep: what is left of the room, 0 once every line is taken.
    pub(crate) fn room(&self) -> usize {
        if usize::from(self.line_count) == MAX_CHAIN_LINES {
            0
        } else {
            MAX_CHAIN_STEPS - usize::from(self.used)
        }
    }

    /// Adds a line of `len` steps given backwards, from its end to its assumption, within
    /// `share` steps of room (what is left when less): all of them, or the assumption and
    /// the last ones.
    pub(crate) fn push_line_backwards(
        &mut self,
        len: usize,
        share: usize,
        mut backwards: impl Iterator<Item = ChainStep>,
    ) {
        let kept = len.min(share).min(self.room());
        if kept == 0 {
            return;
        }
        let first = usize::from(self.used);
        for slot in (first + 1..first + kept).rev() {
            self.steps[slot] = backwards.next().expect("a line of `len` steps").code();
        }
        self.steps[first] = backwards.last().expect("a line has its assumption").code();
        self.lines[usize::from(self.line_count)] = Span {
            first: first as u16,
            len: kept as u16,
            omitted: (len - kept) as u16,
        };
        self.used += kept as u16;
        self.line_count += 1;
    }

    /// Adds a line: `steps` kept (the line's first step, then its last ones) and the number
    /// left out after the first. `None`, and nothing added, when it does not fit (also the
    /// check of a chain read back from C).
    pub(crate) fn push_line(&mut self, steps: &[ChainStep], omitted: usize) -> Option<()> {
        let count = usize::from(self.line_count);
        let first = usize::from(self.used);
        if steps.is_empty() || steps.len() > self.room() || omitted > usize::from(u16::MAX) {
            return None;
        }
        for (index, step) in steps.iter().enumerate() {
            self.steps[first + index] = step.code();
        }
        self.lines[count] = Span {
            first: first as u16,
            len: steps.len() as u16,
            omitted: omitted as u16,
        };
        self.used += steps.len() as u16;
        self.line_count += 1;
        Some(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn step(index: usize) -> ChainStep {
        ChainStep::new(
            Cell::new(index % 81).unwrap(),
            (index % 9) as u8 + 1,
            index.is_multiple_of(2),
        )
    }

    #[test]
    fn steps_round_trip_through_their_codes() {
        for cell in 0..81 {
            for digit in 1..=9 {
                for on in [false, true] {
                    let original = ChainStep::new(Cell::new(cell).unwrap(), digit, on);
                    assert_eq!(ChainStep::from_code(original.code()), original);
                }
            }
        }
    }

    #[test]
    fn a_long_line_keeps_its_assumption_and_its_end() {
        let mut chain = Chain::default();
        let line: Vec<_> = (0..10).map(step).collect();
        chain.push_line_backwards(10, 4, line.iter().rev().copied());
        chain.push_line_backwards(3, 4, line[..3].iter().rev().copied());
        let lines: Vec<_> = chain.lines().collect();
        assert_eq!(lines[0].omitted(), 6);
        assert!(lines[0].steps().eq([step(0), step(7), step(8), step(9)]));
        assert_eq!(lines[1].omitted(), 0);
        assert!(lines[1].steps().eq(line[..3].iter().copied()));
    }

    #[test]
    fn lines_share_the_room_and_stop_at_nine() {
        let mut chain = Chain::default();
        let steps: Vec<_> = (0..28).map(step).collect();
        for _ in 0..12 {
            let before = chain.lines().len();
            let added = chain.push_line(&steps, 3);
            assert_eq!(added.is_some(), before < MAX_CHAIN_LINES);
        }
        assert_eq!(chain.lines().len(), MAX_CHAIN_LINES);
        assert_eq!(chain.room(), 0);
        let line = chain.lines().nth(4).unwrap();
        assert_eq!(line.omitted(), 3);
        assert!(line.steps().eq(steps.iter().copied()));
        chain.clear_lines();
        assert_eq!(chain.lines().len(), 0);
        assert_eq!(chain.room(), MAX_CHAIN_STEPS);
        let too_long: Vec<_> = (0..MAX_CHAIN_STEPS + 1).map(step).collect();
        assert!(chain.push_line(&too_long, 0).is_none());
        assert!(chain.push_line(&[], 0).is_none());
    }
}
