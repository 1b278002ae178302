//! The houses the techniques reason over, as data: which cells make each house, which houses
//! and which peers each cell has, and what kind each house is. The techniques name no row,
//! column or box; they ask a [`Geometry`], so that a variant's extra houses (diagonals, windows,
//! disjoint groups) or irregular regions are a new geometry, not new techniques.
//!
//! The classic grid is [`Classic`], a zero-sized type whose answers are the crate's const
//! tables: every technique is generic over the geometry and monomorphizes, for the classic
//! grid, to the table lookups it made before. For now every geometry has 81 cells and the
//! digits 1 to 9, and each house holds every digit exactly once (nine cells).

use super::sets::{CellSet, HOUSE_SET, PEERS, bit};
use crate::model::geometry::{CELL_HOUSES, HOUSE_CELLS, HOUSES};

pub(crate) mod cages;
mod houses;
use cages::Cage;
pub(crate) use houses::{HouseLabel, Houses};

/// A set of houses: bit `h` for house `h`.
pub(crate) type HouseSet = u64;

/// The most houses a geometry may have (the width of a [`HouseSet`]).
pub(crate) const MAX_HOUSES: usize = 64;

// A cage's number in a hint comes after every house's.
const _: () = assert!(cages::CAGE_HOUSES >= MAX_HOUSES);

/// The houses of a set, smallest first.
#[inline]
pub(crate) fn houses(mut set: HouseSet) -> impl Iterator<Item = usize> {
    core::iter::from_fn(move || {
        if set == 0 {
            return None;
        }
        let house = set.trailing_zeros() as usize;
        set &= set - 1;
        Some(house)
    })
}

/// What a house is, for the sentences and for the techniques that (as Sudoku Explainer's) use
/// only some kinds: fish are made of rows and columns.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum HouseKind {
    Row,
    Column,
    Box,
    /// A diagonal, a window, a disjoint group, an irregular region: any other set of nine
    /// cells holding every digit once.
    Extra,
}

/// The houses and peers of an 81-cell grid of nine digits.
///
/// A house is nine cells that hold every digit once. Houses are numbered `0..houses()`; the
/// classic grid numbers rows 0..9, columns 9..18 and boxes 18..27, and a geometry built on it
/// keeps those numbers (irregular regions in place of the boxes) and puts its extra houses
/// after them: every cell lies in one row, one column and one box or region, its first three
/// houses in that order (`cell_houses`), then in any number of extra houses. A cell's peers are the cells it
/// may not share a digit with: those of its houses, and (anti-knight, anti-king, later) others.
pub(crate) trait Geometry: Clone + core::fmt::Debug + PartialEq + Eq {
    /// The number of houses, at most [`MAX_HOUSES`].
    fn houses(&self) -> usize;

    /// The cells of `house`, in row-major order.
    fn house_cells(&self, house: usize) -> &[u8];

    /// The cells of `house` as a set.
    fn house_set(&self, house: usize) -> CellSet;

    /// The houses that hold `cell`, by number, smallest first.
    fn cell_houses(&self, cell: usize) -> &[u8];

    /// The houses that hold `cell`, as a set.
    fn cell_house_set(&self, cell: usize) -> HouseSet;

    /// The cells that may not share a digit with `cell` (the cell itself excluded).
    fn peers(&self, cell: usize) -> CellSet;

    /// The peers of `cell` that share no house with it (an anti-knight or anti-king rule's):
    /// a swap of two digits that keeps every house whole may still break these, so the
    /// uniqueness techniques check them apart.
    fn extra_peers(&self, cell: usize) -> CellSet;

    /// Whether two distinct cells may not share a digit.
    #[inline]
    fn sees(&self, a: usize, b: usize) -> bool {
        self.peers(a) & bit(b) != 0
    }

    /// The houses that placing a digit in `cell` can change: those that meet the cell or its
    /// peers.
    fn touched(&self, cell: usize) -> HouseSet;

    /// The houses that share two or more cells with `house` (a box and a line crossing it, a
    /// box and a diagonal): where a digit confined to the overlap in one leaves the other.
    fn overlapping(&self, house: usize) -> HouseSet;

    /// What `house` is.
    fn kind(&self, house: usize) -> HouseKind;

    /// The houses of `cell` in the order Sudoku Explainer looks at them: its box (or
    /// region), row and column, then its extra houses.
    #[inline]
    fn houses_in_order(&self, cell: usize) -> impl Iterator<Item = usize> + '_ {
        let houses = self.cell_houses(cell);
        [2, 0, 1]
            .into_iter()
            .chain(3..houses.len())
            .map(move |slot| usize::from(houses[slot]))
    }

    /// The houses of kind `kind`.
    fn of_kind(&self, kind: HouseKind) -> HouseSet {
        (0..self.houses())
            .filter(|&house| self.kind(house) == kind)
            .fold(0, |set, house| set | 1 << house)
    }

    /// The houses of kind box, where singles and locked candidates are looked for first.
    fn boxes(&self) -> HouseSet {
        self.of_kind(HouseKind::Box)
    }

    /// The houses beyond the rows, columns and boxes (or regions): those numbered 27 and up.
    fn extra_houses(&self) -> HouseSet {
        self.all_houses() & !((1 << 27) - 1)
    }

    /// Whether Sudoku Explainer's variant rules apply (as its variant builds rate puzzles with
    /// extra houses or chess rules): locked candidates generalized to any house whose places
    /// of a digit all see a cell (Generalized Intersection), and the naked subsets' digits
    /// removed from every cell that sees the subset's cells holding them, not only from the
    /// subset's house. The classic grid keeps the classic rules.
    fn variant_rules(&self) -> bool {
        false
    }

    /// The killer cages, in the layout's order (none on the classic grid).
    fn cages(&self) -> &[Cage] {
        &[]
    }

    /// Whether some cage has a sum: the killer techniques are then tried, and the techniques
    /// sound only for one solution are not (a swap of two digits that keeps every house
    /// whole may break a sum, so a pattern that would have two solutions without the sums
    /// may have one with them).
    fn has_sums(&self) -> bool {
        false
    }

    /// Every house.
    fn all_houses(&self) -> HouseSet {
        match self.houses() {
            MAX_HOUSES => HouseSet::MAX,
            houses => (1 << houses) - 1,
        }
    }
}

/// A geometry lent by reference: what the chains copy into each grid they reason on when the
/// geometry is built at run time (the classic one is zero-sized and copied itself).
impl<G: Geometry> Geometry for &G {
    #[inline]
    fn houses(&self) -> usize {
        (**self).houses()
    }
    #[inline]
    fn house_cells(&self, house: usize) -> &[u8] {
        (**self).house_cells(house)
    }
    #[inline]
    fn house_set(&self, house: usize) -> CellSet {
        (**self).house_set(house)
    }
    #[inline]
    fn cell_houses(&self, cell: usize) -> &[u8] {
        (**self).cell_houses(cell)
    }
    #[inline]
    fn cell_house_set(&self, cell: usize) -> HouseSet {
        (**self).cell_house_set(cell)
    }
    #[inline]
    fn peers(&self, cell: usize) -> CellSet {
        (**self).peers(cell)
    }
    #[inline]
    fn extra_peers(&self, cell: usize) -> CellSet {
        (**self).extra_peers(cell)
    }
    #[inline]
    fn sees(&self, a: usize, b: usize) -> bool {
        (**self).sees(a, b)
    }
    #[inline]
    fn touched(&self, cell: usize) -> HouseSet {
        (**self).touched(cell)
    }
    #[inline]
    fn overlapping(&self, house: usize) -> HouseSet {
        (**self).overlapping(house)
    }
    #[inline]
    fn kind(&self, house: usize) -> HouseKind {
        (**self).kind(house)
    }
    #[inline]
    fn houses_in_order(&self, cell: usize) -> impl Iterator<Item = usize> + '_ {
        (**self).houses_in_order(cell)
    }
    #[inline]
    fn of_kind(&self, kind: HouseKind) -> HouseSet {
        (**self).of_kind(kind)
    }
    #[inline]
    fn boxes(&self) -> HouseSet {
        (**self).boxes()
    }
    #[inline]
    fn extra_houses(&self) -> HouseSet {
        (**self).extra_houses()
    }
    #[inline]
    fn all_houses(&self) -> HouseSet {
        (**self).all_houses()
    }
    #[inline]
    fn variant_rules(&self) -> bool {
        (**self).variant_rules()
    }
    #[inline]
    fn cages(&self) -> &[Cage] {
        (**self).cages()
    }
    #[inline]
    fn has_sums(&self) -> bool {
        (**self).has_sums()
    }
}

/// The houses holding both `a` and `b`, in the order of [`Geometry::houses_in_order`].
#[inline]
pub(crate) fn shared_houses<G: Geometry>(
    geometry: &G,
    a: usize,
    b: usize,
) -> impl Iterator<Item = usize> + '_ {
    let of_b = geometry.cell_house_set(b);
    geometry
        .houses_in_order(a)
        .filter(move |&house| of_b & 1 << house != 0)
}

/// The classic grid: rows, columns and 3x3 boxes, read off const tables.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct Classic;

/// The houses of each cell as a set.
const CLASSIC_CELL_HOUSES: [HouseSet; 81] = {
    let mut sets = [0; 81];
    let mut cell = 0;
    while cell < 81 {
        let [row, column, box_] = CELL_HOUSES[cell];
        sets[cell] = 1 << row | 1 << column | 1 << box_;
        cell += 1;
    }
    sets
};

const CLASSIC_TOUCHED: [HouseSet; 81] = {
    let mut touched = [0; 81];
    let mut cell = 0;
    while cell < 81 {
        touched[cell] = houses_meeting(&HOUSE_SET, PEERS[cell] | bit(cell));
        cell += 1;
    }
    touched
};

const CLASSIC_OVERLAPPING: [HouseSet; HOUSES] = {
    let mut overlapping = [0; HOUSES];
    let mut house = 0;
    while house < HOUSES {
        let mut other = 0;
        while other < HOUSES {
            if other != house && (HOUSE_SET[house] & HOUSE_SET[other]).count_ones() >= 2 {
                overlapping[house] |= 1 << other;
            }
            other += 1;
        }
        house += 1;
    }
    overlapping
};

/// The houses of `houses` (sets of cells) that meet `cells`.
pub(super) const fn houses_meeting(houses: &[CellSet], cells: CellSet) -> HouseSet {
    let mut meeting = 0;
    let mut house = 0;
    while house < houses.len() {
        if houses[house] & cells != 0 {
            meeting |= 1 << house;
        }
        house += 1;
    }
    meeting
}

/// Boxes are houses 18..27.
const CLASSIC_BOXES: HouseSet = 0x1ff << 18;

impl Geometry for Classic {
    #[inline]
    fn houses(&self) -> usize {
        HOUSES
    }

    #[inline]
    fn house_cells(&self, house: usize) -> &[u8] {
        &HOUSE_CELLS[house]
    }

    #[inline]
    fn house_set(&self, house: usize) -> CellSet {
        HOUSE_SET[house]
    }

    #[inline]
    fn cell_houses(&self, cell: usize) -> &[u8] {
        &CELL_HOUSES[cell]
    }

    #[inline]
    fn cell_house_set(&self, cell: usize) -> HouseSet {
        CLASSIC_CELL_HOUSES[cell]
    }

    #[inline]
    fn peers(&self, cell: usize) -> CellSet {
        PEERS[cell]
    }

    #[inline]
    fn extra_peers(&self, _cell: usize) -> CellSet {
        0
    }

    #[inline]
    fn touched(&self, cell: usize) -> HouseSet {
        CLASSIC_TOUCHED[cell]
    }

    #[inline]
    fn overlapping(&self, house: usize) -> HouseSet {
        CLASSIC_OVERLAPPING[house]
    }

    #[inline]
    fn houses_in_order(&self, cell: usize) -> impl Iterator<Item = usize> + '_ {
        let [row, column, box_] = CELL_HOUSES[cell];
        [box_, row, column].into_iter().map(usize::from)
    }

    #[inline]
    fn kind(&self, house: usize) -> HouseKind {
        match house / 9 {
            0 => HouseKind::Row,
            1 => HouseKind::Column,
            _ => HouseKind::Box,
        }
    }

    #[inline]
    fn of_kind(&self, kind: HouseKind) -> HouseSet {
        match kind {
            HouseKind::Row => 0x1ff,
            HouseKind::Column => 0x1ff << 9,
            HouseKind::Box => CLASSIC_BOXES,
            HouseKind::Extra => 0,
        }
    }

    #[inline]
    fn boxes(&self) -> HouseSet {
        CLASSIC_BOXES
    }

    #[inline]
    fn extra_houses(&self) -> HouseSet {
        0
    }

    #[inline]
    fn all_houses(&self) -> HouseSet {
        (1 << HOUSES) - 1
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The classic tables and the same houses built as data agree, so that a geometry built at
    /// run time means what the classic one does.
    #[test]
    fn classic_built_as_data_agrees_with_the_tables() {
        let built = Houses::classic_with(&[]);
        assert_eq!(built.houses(), Classic.houses());
        assert_eq!(built.all_houses(), Classic.all_houses());
        for house in 0..HOUSES {
            assert_eq!(built.house_cells(house), Classic.house_cells(house));
            assert_eq!(built.house_set(house), Classic.house_set(house));
            assert_eq!(built.overlapping(house), Classic.overlapping(house));
            assert_eq!(built.kind(house), Classic.kind(house));
        }
        for cell in 0..81 {
            assert_eq!(built.cell_houses(cell), Classic.cell_houses(cell));
            assert_eq!(built.cell_house_set(cell), Classic.cell_house_set(cell));
            assert_eq!(built.peers(cell), Classic.peers(cell));
            assert_eq!(built.touched(cell), Classic.touched(cell));
        }
        // A box overlaps the three rows and three columns that cross it; a row, the three boxes.
        assert_eq!(Classic.overlapping(18).count_ones(), 6);
        assert_eq!(Classic.overlapping(0), 0b111 << 18);
    }

    #[test]
    fn diagonals_add_houses_and_peers() {
        let x = Houses::diagonals();
        assert_eq!(x.houses(), 29);
        assert_eq!(x.kind(27), HouseKind::Extra);
        // The centre is on both diagonals: 20 classic peers and 12 more.
        assert_eq!(x.cell_houses(40), [4, 13, 22, 27, 28]);
        assert_eq!(x.peers(40).count_ones(), 32);
        assert_ne!(x.peers(0) & bit(80), 0);
        // The main diagonal crosses boxes 1, 5 and 9 in three cells each.
        assert_eq!(x.overlapping(27), 1 << 18 | 1 << 22 | 1 << 26);
        assert_ne!(x.overlapping(18) & 1 << 27, 0);
    }
}
