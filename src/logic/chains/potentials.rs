//! The implication engine under Sudoku Explainer's chains: "potentials" (a digit in a cell,
//! assumed on or off) and the two rules that link them.
//!
//! - On to off: a digit on in a cell puts the cell's other digits off (the "cell" link, not
//!   used by X-chains) and the digit off in the cell's box, row and column, in that order,
//!   then in its extra houses and its peers outside its houses (a variant's).
//!
//! The houses and peers are those of the geometry the candidates carry ([`Marks`]): the
//! classic one, zero-sized, or a reference to one built at run time.
//! - Off to on: a digit off in a cell with two candidates puts the other on (cell link); a
//!   digit off in a house where it has two places puts it on in the other (house link).
//!
//! The run that follows those links from some assumptions is `follow.rs`; the records it
//! keeps, `run.rs`. This file is the floor under both: it imports neither.

use core::ops::ControlFlow;

use crate::logic::geometry::{Classic, Geometry};
use crate::logic::sets::{CellSet, bit, cells, digit_bit, digits, is_one_cell, is_two_digits};
use crate::logic::state::State;

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

/// The candidates a run reasons on: per cell, and per digit as a set of cells; and the
/// houses and peers they lie in, copied with them (nothing for the classic grid).
#[derive(Clone, Copy)]
pub(crate) struct Marks<G: Geometry + Copy = Classic> {
    pub cands: [u16; 81],
    pub planes: [CellSet; 9],
    pub geometry: G,
}

impl<G: Geometry + Copy> Marks<G> {
    pub fn of(state: &State<G>) -> Marks<G> {
        Marks {
            cands: state.cands,
            planes: state.planes,
            geometry: state.geometry,
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

/// The potentials "off" derives, at most `N`: 8 (its cell, and one place in each of its
/// houses, seven at most in a 9x9 variant), set up on each of the many calls.
pub(crate) struct Derived<const N: usize> {
    pub items: [(Potential, u8); N],
    pub len: usize,
}

/// How a potential follows from its cause: within its cell, or within a house (its number,
/// below 64), or (an "off") as a peer outside the cause's houses.
pub(crate) const BY_CELL: u8 = u8::MAX;
pub(crate) const BY_PEER: u8 = u8::MAX - 1;

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

/// What a potential assumed on puts off, in Sudoku Explainer's order, each given to `visit`
/// until it breaks: the cell's other candidates (with cell links), then the digit in the
/// cell's houses, each place once, then in its peers outside its houses. Given one at a
/// time rather than in an array, whose size would have to fit the most peers any geometry
/// has and be set up on each of the many calls.
#[inline]
pub(crate) fn on_to_off<G: Geometry + Copy, B>(
    marks: &Marks<G>,
    on: Potential,
    links: Links,
    mut visit: impl FnMut(Potential, u8) -> ControlFlow<B>,
) -> ControlFlow<B> {
    let (cell, digit) = (on.cell(), on.digit());
    if links.cell {
        // The cell's other candidates from its mask, smallest first, as a loop over the nine
        // digits would visit them.
        for other in digits(marks.cands[cell] & !digit_bit(digit)) {
            visit(Potential::new(cell, other, false), BY_CELL)?;
        }
    }
    // Each house's cells in increasing order are its cells in Sudoku Explainer's order.
    let geometry = &marks.geometry;
    let plane = marks.planes[usize::from(digit - 1)];
    let mut added: CellSet = bit(cell);
    for house in geometry.houses_in_order(cell) {
        let fresh = plane & geometry.house_set(house) & !added;
        added |= fresh;
        for peer in cells(fresh) {
            visit(Potential::new(peer, digit, false), house as u8)?;
        }
    }
    for peer in cells(plane & geometry.extra_peers(cell)) {
        visit(Potential::new(peer, digit, false), BY_PEER)?;
    }
    ControlFlow::Continue(())
}

/// What a potential assumed off puts on, in Sudoku Explainer's order.
pub(crate) fn off_to_on<G: Geometry + Copy>(
    marks: &Marks<G>,
    off: Potential,
    links: Links,
) -> Derived<8> {
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
        for house in marks.geometry.houses_in_order(cell) {
            let others = plane & marks.geometry.house_set(house) & !bit(cell);
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

/// The empty cells, in order.
pub(crate) fn empty_cells<G: Geometry + Copy>(
    marks: &Marks<G>,
) -> impl Iterator<Item = usize> + '_ {
    (0..81).filter(move |&cell| marks.cands[cell] != 0)
}

/// Sudoku Explainer's length addition, in tenths, for a chain of `complexity` potentials.
pub(crate) fn length_tenths(complexity: usize) -> u16 {
    super::x_chain::length_tenths(complexity.saturating_sub(2))
}
