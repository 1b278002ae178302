//! The implication engine under Sudoku Explainer's chains: "potentials" (a digit in a cell,
//! assumed on or off), the two rules that link them, and a run that follows their
//! consequences from some assumptions, recording for each consequence the potentials it
//! follows from, so that a chain can be told and its length counted as Sudoku Explainer
//! counts it.
//!
//! - On to off: a digit on in a cell puts the cell's other digits off (the "cell" link, not
//!   used by X-chains) and the digit off in the cell's box, row and column, in that order.
//! - Off to on: a digit off in a cell with two candidates puts the other on (cell link); a
//!   digit off in a house where it has two places puts it on in the other (house link).
//!
//! A dynamic run also takes each potential put off out of its copy of the grid, so later
//! steps see fewer candidates; a potential then follows from every candidate the run took
//! out of its cell or house besides its main cause ("hidden parents"), which the length
//! counts, as Sudoku Explainer's does.
//!
//! A dynamic run "plus" also applies basic techniques to its copy of the grid when the links
//! give nothing more (`advanced.rs`), each elimination an "off" whose parents are the
//! candidates the technique needed gone.
//!
//! A run records what it reaches in the fixed arrays of `run.rs`: no heap, little stack.
//! A run that would outgrow them stops early; what it found is still implied (it is a part
//! of what a complete run finds), so every use of a run stays sound when it is cut short.

use super::run::{Budget, Run};
use super::scratch::InnerScratch;
use crate::logic::sets::{
    CellSet, HOUSE_SET, bit, cells, digit_bit, digits, is_one_cell, is_two_digits,
};
use crate::logic::state::State;
use crate::model::geometry::{CELL_HOUSES, HOUSE_CELLS};

/// Potentials: 81 cells, 9 digits, on or off.
pub(crate) const KEYS: usize = 81 * 9 * 2;

/// A digit in a cell, assumed on (the cell holds it) or off (it does not).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Potential(u16);

impl Potential {
    pub fn new(cell: usize, digit: u8, on: bool) -> Potential {
        Potential(((cell * 9 + usize::from(digit) - 1) * 2 + usize::from(on)) as u16)
    }
    pub fn key(self) -> usize {
        usize::from(self.0)
    }
    pub const fn from_key(key: u16) -> Potential {
        Potential(key)
    }
    pub fn cell(self) -> usize {
        usize::from(self.0) / 18
    }
    pub fn digit(self) -> u8 {
        (usize::from(self.0) / 2 % 9) as u8 + 1
    }
    pub fn is_on(self) -> bool {
        self.0 & 1 == 1
    }
    /// The same digit in the same cell, assumed the other way.
    pub fn conjugate(self) -> Potential {
        Potential(self.0 ^ 1)
    }
}

/// A set of potentials, one bit each.
#[derive(Clone, Copy)]
pub(crate) struct PotentialSet([u64; KEYS.div_ceil(64)]);

impl PotentialSet {
    pub const EMPTY: PotentialSet = PotentialSet([0; KEYS.div_ceil(64)]);

    pub fn has(&self, potential: Potential) -> bool {
        self.0[potential.key() / 64] & 1 << (potential.key() % 64) != 0
    }
    pub fn insert(&mut self, potential: Potential) {
        self.0[potential.key() / 64] |= 1 << (potential.key() % 64);
    }
    pub fn remove(&mut self, potential: Potential) {
        self.0[potential.key() / 64] &= !(1 << (potential.key() % 64));
    }
    /// Keeps only the potentials `other` holds too.
    pub fn intersect(&mut self, other: &PotentialSet) {
        for (word, other) in self.0.iter_mut().zip(&other.0) {
            *word &= other;
        }
    }
}

/// Which links a search may use besides "a digit on is off in its houses".
#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) struct Links {
    /// Links within a cell: on to off for its other digits, off to on in a two-candidate cell.
    pub cell: bool,
    /// Off to on within a house where the digit has two places.
    pub house: bool,
}

impl Links {
    /// One digit's links (X-chains).
    pub fn x() -> Links {
        Links {
            cell: false,
            house: true,
        }
    }
    /// Links through two-candidate cells (Y-chains).
    pub fn y() -> Links {
        Links {
            cell: true,
            house: false,
        }
    }
    /// Both kinds.
    pub fn xy() -> Links {
        Links {
            cell: true,
            house: true,
        }
    }
    /// These links, with house links whatever they say: what Sudoku Explainer's forcing
    /// chains follow from an "off".
    pub fn with_house(self) -> Links {
        Links {
            house: true,
            ..self
        }
    }
}

/// The candidates a run reasons on: per cell, and per digit as a set of cells.
#[derive(Clone, Copy)]
pub(crate) struct Marks {
    pub cands: [u16; 81],
    pub planes: [CellSet; 9],
}

impl Marks {
    pub fn of(state: &State) -> Marks {
        Marks {
            cands: state.cands,
            planes: state.planes,
        }
    }
    pub fn has(&self, cell: usize, digit: u8) -> bool {
        self.cands[cell] & digit_bit(digit) != 0
    }
    pub fn remove(&mut self, cell: usize, digit: u8) {
        self.cands[cell] &= !digit_bit(digit);
        self.planes[usize::from(digit - 1)] &= !bit(cell);
    }
}

/// The houses in the order Sudoku Explainer visits them: box, row, column.
pub(crate) fn houses_in_order(cell: usize) -> [usize; 3] {
    let [row, column, block] = CELL_HOUSES[cell];
    [usize::from(block), usize::from(row), usize::from(column)]
}

/// The potentials one rule derives from one potential, at most `N`: 28 for an "on" (a
/// cell's 8 other digits and 20 peers), 4 for an "off" (its cell and its three houses), whose
/// smaller array is cheaper to set up on each of the many calls.
pub(crate) struct Derived<const N: usize> {
    pub items: [(Potential, u8); N],
    pub len: usize,
}

/// How a potential follows from its cause: within its cell, or within a house (`0..27`).
pub(crate) const BY_CELL: u8 = 27;

impl<const N: usize> Derived<N> {
    fn new() -> Derived<N> {
        Derived {
            items: [(Potential(0), 0); N],
            len: 0,
        }
    }
    /// Adds a potential the caller knows is new.
    fn push(&mut self, potential: Potential, by: u8) {
        if self.len < self.items.len() {
            self.items[self.len] = (potential, by);
            self.len += 1;
        }
    }
    /// Adds a potential unless it is there already.
    fn push_new(&mut self, potential: Potential, by: u8) {
        if !self.items[..self.len].iter().any(|d| d.0 == potential) {
            self.push(potential, by);
        }
    }
    pub fn iter(&self) -> impl Iterator<Item = (Potential, u8)> + '_ {
        self.items[..self.len].iter().copied()
    }
}

/// What a potential assumed on puts off, in Sudoku Explainer's order.
pub(crate) fn on_to_off(marks: &Marks, on: Potential, links: Links) -> Derived<28> {
    let mut derived = Derived::new();
    let (cell, digit) = (on.cell(), on.digit());
    if links.cell {
        // The cell's other candidates from its mask, smallest first, as a loop over the nine
        // digits would visit them.
        for other in digits(marks.cands[cell] & !digit_bit(digit)) {
            derived.push(Potential::new(cell, other, false), BY_CELL);
        }
    }
    // Each house's cells in increasing order are its cells in Sudoku Explainer's order.
    let mut added: CellSet = bit(cell);
    let plane = marks.planes[usize::from(digit - 1)];
    for house in houses_in_order(cell) {
        let fresh = plane & HOUSE_SET[house] & !added;
        added |= fresh;
        for peer in cells(fresh) {
            derived.push(Potential::new(peer, digit, false), house as u8);
        }
    }
    derived
}

/// What a potential assumed off puts on, in Sudoku Explainer's order.
pub(crate) fn off_to_on(marks: &Marks, off: Potential, links: Links) -> Derived<4> {
    let mut derived = Derived::new();
    let (cell, digit) = (off.cell(), off.digit());
    if links.cell && is_two_digits(marks.cands[cell]) {
        let other = marks.cands[cell] & !digit_bit(digit);
        if other != 0 {
            derived.push_new(
                Potential::new(cell, other.trailing_zeros() as u8 + 1, true),
                BY_CELL,
            );
        }
    }
    if links.house {
        let plane = marks.planes[usize::from(digit - 1)];
        for house in houses_in_order(cell) {
            let others = plane & HOUSE_SET[house] & !bit(cell);
            if is_one_cell(others) {
                derived.push_new(
                    Potential::new(others.trailing_zeros() as usize, digit, true),
                    house as u8,
                );
            }
        }
    }
    derived
}

/// How a run uses what it puts off: not at all (static), taken out of its copy of the grid
/// (dynamic), and also with the basic techniques applied to that copy when the links give
/// nothing more (dynamic plus), and then with an inner search for forcing chains on it when
/// those give nothing more either (nested, `nested.rs`), and for multiple forcing chains
/// when the forcing chains give nothing (nested multiple).
#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) enum Propagation {
    Static,
    Dynamic,
    DynamicPlus,
    Nested,
    NestedMultiple,
}

impl Propagation {
    pub fn dynamic(self) -> bool {
        self != Propagation::Static
    }
    fn basic_rules(self) -> bool {
        matches!(
            self,
            Propagation::DynamicPlus | Propagation::Nested | Propagation::NestedMultiple
        )
    }
}

/// The work units one pass of the basic techniques over a run's grid costs: about what
/// following that many potentials does, so that the meter still bounds the time.
const BASIC_RULES_COST: u32 = 64;

/// A contradiction: a potential reached both on and off (the two nodes).
pub(crate) struct Contradiction {
    pub on: u16,
    pub off: u16,
}

/// Sudoku Explainer's `doChaining`: from the run's recorded starting potentials, follows
/// every consequence (each "on" first, then one "off" at a time), until none is new or a
/// potential is reached both on and off. A dynamic run takes what it puts off out of its
/// copy of `marks`, and records hidden parents; a dynamic run plus then applies the basic
/// techniques to its copy each time the links give nothing more; a nested run searches for
/// chains within it, in `inner`.
pub(crate) fn follow(
    run: &mut Run,
    marks: &Marks,
    links: Links,
    propagation: Propagation,
    budget: &mut Budget,
    inner: &mut InnerScratch<'_>,
) -> Option<Contradiction> {
    let dynamic = propagation.dynamic();
    let source = *marks;
    let mut grid = *marks;
    let mut next_on = 0usize;
    let mut next_off = 0usize;
    // The queues are the run's nodes in order, on and off apart: each is visited once.
    loop {
        while next_on < run.len() && !run.potential(next_on as u16).is_on() {
            next_on += 1;
        }
        if next_on < run.len() {
            let node = next_on as u16;
            next_on += 1;
            if !budget.spend() {
                run.cut = true;
                return None;
            }
            let on = run.potential(node);
            for (off, _) in on_to_off(&grid, on, links).iter() {
                if let Some(other) = run.node_of(off.conjugate()) {
                    let off_node = run.push(off, &[node], false)?;
                    return Some(Contradiction {
                        on: other,
                        off: off_node,
                    });
                }
                if !run.contains(off) {
                    run.push(off, &[node], true)?;
                }
            }
            continue;
        }
        while next_off < run.len() && run.potential(next_off as u16).is_on() {
            next_off += 1;
        }
        if next_off >= run.len() {
            if !propagation.basic_rules() {
                return None;
            }
            if !budget.spend_many(BASIC_RULES_COST) {
                run.cut = true;
                return None;
            }
            if super::advanced::apply_basic_rules(run, &grid, &source)? {
                continue;
            }
            let nested = propagation == Propagation::Nested;
            let multiple = propagation == Propagation::NestedMultiple;
            if (nested || multiple)
                && super::nested::apply_inner_chains(run, &grid, &source, budget, multiple, inner)?
            {
                continue;
            }
            return None;
        }
        let node = next_off as u16;
        next_off += 1;
        if !budget.spend() {
            run.cut = true;
            return None;
        }
        let off = run.potential(node);
        let derived = off_to_on(&grid, off, links);
        if dynamic {
            grid.remove(off.cell(), off.digit());
        }
        for (on, by) in derived.iter() {
            if let Some(other) = run.node_of(on.conjugate()) {
                let on_node = run.push(on, &[node], false)?;
                if dynamic {
                    add_hidden_parents(run, &grid, &source, on, by);
                }
                return Some(Contradiction {
                    on: on_node,
                    off: other,
                });
            }
            if !run.contains(on) {
                run.push(on, &[node], true)?;
                if dynamic {
                    add_hidden_parents(run, &grid, &source, on, by);
                }
            }
        }
    }
}

/// The hidden parents of the last node, `on`, reached `by` its cell or a house: the
/// candidates of that cell or house the run has taken out.
fn add_hidden_parents(run: &mut Run, grid: &Marks, source: &Marks, on: Potential, by: u8) {
    let (cell, digit) = (on.cell(), on.digit());
    if by == BY_CELL {
        let removed = source.cands[cell] & !grid.cands[cell];
        for other in 1..=9u8 {
            if removed & digit_bit(other) != 0 {
                if let Some(parent) = run.node_of(Potential::new(cell, other, false)) {
                    run.add_parent_to_last(parent);
                }
            }
        }
    } else {
        let plane = usize::from(digit - 1);
        let removed = (source.planes[plane] & !grid.planes[plane]) & HOUSE_SET[usize::from(by)];
        for &member in &HOUSE_CELLS[usize::from(by)] {
            let member = usize::from(member);
            if removed & bit(member) != 0 {
                if let Some(parent) = run.node_of(Potential::new(member, digit, false)) {
                    run.add_parent_to_last(parent);
                }
            }
        }
    }
}

/// The empty cells, in order.
pub(crate) fn empty_cells(marks: &Marks) -> impl Iterator<Item = usize> + '_ {
    (0..81).filter(move |&cell| marks.cands[cell] != 0)
}

/// Sudoku Explainer's length addition, in tenths, for a chain of `complexity` potentials.
pub(crate) fn length_tenths(complexity: usize) -> u16 {
    super::x_chain::length_tenths(complexity.saturating_sub(2))
}
