//! A geometry built at run time from lists of houses and peers: what a variant's 9x9 layout
//! is made of (the classic rows and columns, boxes or jigsaw regions, extra houses such as
//! diagonals, windows and disjoint groups, and peers that share no house, such as an
//! anti-knight or anti-king rule's).

use super::cages::{Cage, MAX_CAGES};
use super::{Geometry, HouseKind, HouseSet, MAX_HOUSES, houses_meeting};
use crate::logic::sets::{CellSet, bit, cells};
use crate::model::geometry::{HOUSE_CELLS, HOUSES};

/// What a house is called in a sentence: finer than [`HouseKind`], which is what the
/// techniques ask (a jigsaw region takes a box's part; every other extra house is `Extra`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum HouseLabel {
    Row,
    Column,
    Box,
    /// A jigsaw region, in place of a box.
    Region,
    /// The diagonal from the top left corner to the bottom right one.
    MainDiagonal,
    /// The diagonal from the top right corner to the bottom left one.
    AntiDiagonal,
    /// A window of a windoku.
    Window,
    /// The cells at one place of every box.
    DisjointGroup,
    /// Any other set of nine cells holding every digit once.
    Extra,
    /// A killer cage of nine cells: a house, but no reason for the variant rules.
    Cage,
}

impl HouseLabel {
    /// The kind of house the techniques see.
    pub(crate) const fn kind(self) -> HouseKind {
        match self {
            HouseLabel::Row => HouseKind::Row,
            HouseLabel::Column => HouseKind::Column,
            HouseLabel::Box | HouseLabel::Region => HouseKind::Box,
            _ => HouseKind::Extra,
        }
    }

    /// How a sentence names the `number`th house (from 1) of this label: "row 4", "the main
    /// diagonal", "window 2", "region 4".
    pub(crate) fn name(self, number: usize) -> String {
        match self {
            HouseLabel::Row => format!("row {number}"),
            HouseLabel::Column => format!("column {number}"),
            HouseLabel::Box => format!("box {number}"),
            HouseLabel::Region => format!("region {number}"),
            HouseLabel::MainDiagonal => "the main diagonal".to_string(),
            HouseLabel::AntiDiagonal => "the anti-diagonal".to_string(),
            HouseLabel::Window => format!("window {number}"),
            HouseLabel::DisjointGroup => format!("disjoint group {number}"),
            HouseLabel::Extra => format!("extra region {number}"),
            HouseLabel::Cage => format!("cage {number}"),
        }
    }
}

/// Why a geometry could not be built.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum HousesError {
    /// More houses than a [`HouseSet`] holds.
    TooManyHouses,
    /// A house with a cell past 80, or a cell twice (its index).
    BadHouse(usize),
    /// The regions do not cover every cell once.
    RegionsOverlap,
    /// A peer pair with a cell past 80, or a cell paired with itself.
    BadPeers,
    /// A cage with no cell, a cell past 80, a cell in two cages, more than nine cells, a
    /// sum nine digits cannot make, or more cages than cells.
    BadCages,
}

/// A geometry built at run time: rows 0..9 and columns 9..18 as on the classic grid, nine
/// boxes or jigsaw regions 18..27, then extra houses, each nine cells holding every digit
/// once; and pairs of cells that may not share a digit though no house holds both. The
/// tables every technique reads are computed once, when it is built.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Houses {
    house_cells: Vec<[u8; 9]>,
    house_sets: Vec<CellSet>,
    labels: Vec<HouseLabel>,
    cell_houses: Vec<Vec<u8>>,
    cell_house_sets: [HouseSet; 81],
    peers: [CellSet; 81],
    extra_peers: [CellSet; 81],
    touched: [HouseSet; 81],
    overlapping: Vec<HouseSet>,
    /// Whether some extra peers come from a rule (a small extra region, a chess move)
    /// rather than from a cage: the variant rules apply then.
    rule_peers: bool,
    cages: Vec<Cage>,
    /// The cells of each cage, row-major, for the sentences.
    cage_cells: Vec<Vec<u8>>,
    has_sums: bool,
}

impl Houses {
    /// Rows, columns, `regions` (nine regions covering the grid once: jigsaw regions; the
    /// classic boxes when `None`), `extra` houses with their labels, and the `peer_pairs`
    /// that share no house (cells 0..81, row-major).
    pub(crate) fn new(
        regions: Option<&[[u8; 9]; 9]>,
        extra: &[([u8; 9], HouseLabel)],
        peer_pairs: &[(u8, u8)],
    ) -> Result<Houses, HousesError> {
        let mut house_cells: Vec<[u8; 9]> = HOUSE_CELLS[..18].to_vec();
        let mut labels = [[HouseLabel::Row; 9], [HouseLabel::Column; 9]].concat();
        match regions {
            Some(regions) => {
                house_cells.extend_from_slice(regions);
                labels.extend([HouseLabel::Region; 9]);
            }
            None => {
                house_cells.extend_from_slice(&HOUSE_CELLS[18..HOUSES]);
                labels.extend([HouseLabel::Box; 9]);
            }
        }
        for &(cells, label) in extra {
            house_cells.push(cells);
            labels.push(label);
        }
        if house_cells.len() > MAX_HOUSES {
            return Err(HousesError::TooManyHouses);
        }
        let mut house_sets = Vec::with_capacity(house_cells.len());
        for (house, cells) in house_cells.iter().enumerate() {
            let set = cells.iter().try_fold(0 as CellSet, |set, &cell| {
                (cell < 81 && set & bit(usize::from(cell)) == 0)
                    .then(|| set | bit(usize::from(cell)))
            });
            house_sets.push(set.ok_or(HousesError::BadHouse(house))?);
        }
        let all: CellSet = (1 << 81) - 1;
        if house_sets[18..27].iter().fold(0, |union, &set| union | set) != all {
            return Err(HousesError::RegionsOverlap);
        }
        let mut cell_houses = vec![Vec::new(); 81];
        let mut cell_house_sets = [0; 81];
        let mut peers = [0; 81];
        for (house, &set) in house_sets.iter().enumerate() {
            for cell in cells(set) {
                cell_houses[cell].push(house as u8);
                cell_house_sets[cell] |= 1 << house;
                peers[cell] |= set & !bit(cell);
            }
        }
        let mut extra_peers = [0; 81];
        for &(a, b) in peer_pairs {
            let (a, b) = (usize::from(a), usize::from(b));
            if a >= 81 || b >= 81 || a == b {
                return Err(HousesError::BadPeers);
            }
            if peers[a] & bit(b) == 0 {
                extra_peers[a] |= bit(b);
                extra_peers[b] |= bit(a);
            }
        }
        for cell in 0..81 {
            peers[cell] |= extra_peers[cell];
        }
        let rule_peers = extra_peers.iter().any(|&peers| peers != 0);
        let touched =
            core::array::from_fn(|cell| houses_meeting(&house_sets, peers[cell] | bit(cell)));
        let overlapping = house_sets
            .iter()
            .enumerate()
            .map(|(house, &set)| {
                house_sets
                    .iter()
                    .enumerate()
                    .filter(|&(other, &other_set)| {
                        other != house && (set & other_set).count_ones() >= 2
                    })
                    .fold(0, |houses, (other, _)| houses | 1 << other)
            })
            .collect();
        Ok(Houses {
            house_cells,
            house_sets,
            labels,
            cell_houses,
            cell_house_sets,
            peers,
            extra_peers,
            touched,
            overlapping,
            rule_peers,
            cages: Vec::new(),
            cage_cells: Vec::new(),
            has_sums: false,
        })
    }

    /// These houses with killer `cages` (each its cells and its sum, if it has one, in the
    /// layout's order): every two cells of a cage become peers, the cages are kept for the
    /// killer techniques. A cage's peers do not bring in the variant rules.
    pub(crate) fn with_cages(
        mut self,
        cages: &[(Vec<u8>, Option<u8>)],
    ) -> Result<Houses, HousesError> {
        if cages.len() > MAX_CAGES {
            return Err(HousesError::BadCages);
        }
        let mut taken: CellSet = 0;
        for (cells_of, sum) in cages {
            let set = cells_of.iter().try_fold(0 as CellSet, |set, &cell| {
                (cell < 81 && set & bit(usize::from(cell)) == 0)
                    .then(|| set | bit(usize::from(cell)))
            });
            let set = set.filter(|&set| set != 0 && set & taken == 0 && set.count_ones() <= 9);
            let set = set.ok_or(HousesError::BadCages)?;
            let size = set.count_ones();
            if let Some(sum) = *sum {
                let (least, most) = (size * (size + 1) / 2, size * (19 - size) / 2);
                if !(least..=most).contains(&u32::from(sum)) {
                    return Err(HousesError::BadCages);
                }
            }
            taken |= set;
            for cell in cells(set) {
                let mates = set & !bit(cell) & !self.peers[cell];
                self.extra_peers[cell] |= mates;
                self.peers[cell] |= mates;
            }
            let mut sorted = cells_of.clone();
            sorted.sort_unstable();
            self.cage_cells.push(sorted);
            self.cages.push(Cage {
                cells: set,
                sum: *sum,
            });
        }
        self.has_sums = self.cages.iter().any(|cage| cage.sum.is_some());
        self.touched = core::array::from_fn(|cell| {
            houses_meeting(&self.house_sets, self.peers[cell] | bit(cell))
        });
        Ok(self)
    }

    /// The cells of cage `index`, row-major.
    pub(crate) fn cage_cells(&self, index: usize) -> &[u8] {
        &self.cage_cells[index]
    }

    /// The classic houses and `extra`, each a list of nine distinct cells.
    #[cfg(test)]
    pub(crate) fn classic_with(extra: &[[u8; 9]]) -> Houses {
        let extra: Vec<_> = extra
            .iter()
            .map(|&cells| (cells, HouseLabel::Extra))
            .collect();
        Houses::new(None, &extra, &[]).expect("nine distinct cells each")
    }

    /// The classic houses and both diagonals (houses 27, main, and 28, anti): Sudoku X.
    #[cfg(test)]
    pub(crate) fn diagonals() -> Houses {
        let main = core::array::from_fn(|i| (i * 10) as u8);
        let anti = core::array::from_fn(|i| (i * 8 + 8) as u8);
        let extra = [
            (main, HouseLabel::MainDiagonal),
            (anti, HouseLabel::AntiDiagonal),
        ];
        Houses::new(None, &extra, &[]).expect("two diagonals")
    }

    /// The classic houses, and every two cells a chess knight's move apart as peers.
    #[cfg(test)]
    pub(crate) fn anti_knight() -> Houses {
        Houses::new(None, &[], &moves(&[(1, 2), (2, 1), (1, -2), (2, -1)])).expect("moves")
    }

    /// The classic houses, and every two cells a chess king's move apart as peers.
    #[cfg(test)]
    pub(crate) fn anti_king() -> Houses {
        Houses::new(None, &[], &moves(&[(1, 1), (1, -1)])).expect("moves")
    }

    /// How a sentence names `house`: its label, numbered among the houses of that label.
    pub(crate) fn name(&self, house: usize) -> String {
        let label = self.labels[house];
        let number = self.labels[..house]
            .iter()
            .filter(|&&other| other == label)
            .count();
        label.name(number + 1)
    }
}

/// The pairs of cells a step of `steps` (rows down, columns either way) apart.
#[cfg(test)]
fn moves(steps: &[(i32, i32)]) -> Vec<(u8, u8)> {
    let mut pairs = Vec::new();
    for cell in 0..81i32 {
        for &(down, across) in steps {
            let (row, column) = (cell / 9 + down, cell % 9 + across);
            if (0..9).contains(&row) && (0..9).contains(&column) {
                pairs.push((cell as u8, (row * 9 + column) as u8));
            }
        }
    }
    pairs
}

impl Geometry for Houses {
    fn houses(&self) -> usize {
        self.house_cells.len()
    }

    fn house_cells(&self, house: usize) -> &[u8] {
        &self.house_cells[house]
    }

    fn house_set(&self, house: usize) -> CellSet {
        self.house_sets[house]
    }

    fn cell_houses(&self, cell: usize) -> &[u8] {
        &self.cell_houses[cell]
    }

    fn cell_house_set(&self, cell: usize) -> HouseSet {
        self.cell_house_sets[cell]
    }

    fn peers(&self, cell: usize) -> CellSet {
        self.peers[cell]
    }

    fn extra_peers(&self, cell: usize) -> CellSet {
        self.extra_peers[cell]
    }

    fn touched(&self, cell: usize) -> HouseSet {
        self.touched[cell]
    }

    fn overlapping(&self, house: usize) -> HouseSet {
        self.overlapping[house]
    }

    fn kind(&self, house: usize) -> HouseKind {
        self.labels[house].kind()
    }

    fn variant_rules(&self) -> bool {
        self.labels[27..]
            .iter()
            .any(|&label| label != HouseLabel::Cage)
            || self.rule_peers
    }

    fn cages(&self) -> &[Cage] {
        &self.cages
    }

    fn has_sums(&self) -> bool {
        self.has_sums
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::logic::sets::digit_bit;
    use crate::logic::state::State;
    use crate::logic::techniques::singles;

    #[test]
    fn houses_are_named_as_the_sentences_say() {
        let x = Houses::diagonals();
        assert_eq!(x.name(3), "row 4");
        assert_eq!(x.name(22), "box 5");
        assert_eq!(x.name(27), "the main diagonal");
        assert_eq!(x.name(28), "the anti-diagonal");
        let window = core::array::from_fn(|i| (10 + i / 3 * 9 + i % 3) as u8);
        let windoku = Houses::new(None, &[(window, HouseLabel::Window)], &[]).expect("built");
        assert_eq!(windoku.name(27), "window 1");
        assert_eq!(windoku.kind(27), HouseKind::Extra);
    }

    /// Jigsaw regions take the boxes' place; houses and regions that are no such sets are
    /// refused.
    #[test]
    fn regions_replace_the_boxes_and_bad_houses_are_refused() {
        // Each row as a region: a valid (if odd) jigsaw.
        let rows: [[u8; 9]; 9] =
            core::array::from_fn(|row| core::array::from_fn(|column| (row * 9 + column) as u8));
        let jigsaw = Houses::new(Some(&rows), &[], &[]).expect("regions");
        assert_eq!(jigsaw.kind(18), HouseKind::Box);
        assert_eq!(jigsaw.name(20), "region 3");
        assert_eq!(jigsaw.peers(0).count_ones(), 16);
        let mut overlapping = rows;
        overlapping[1] = rows[0];
        assert_eq!(
            Houses::new(Some(&overlapping), &[], &[]),
            Err(HousesError::RegionsOverlap)
        );
        let twice = [([0, 0, 1, 2, 3, 4, 5, 6, 7], HouseLabel::Extra)];
        assert_eq!(
            Houses::new(None, &twice, &[]),
            Err(HousesError::BadHouse(27))
        );
        assert_eq!(
            Houses::new(None, &[], &[(3, 3)]),
            Err(HousesError::BadPeers)
        );
    }

    #[test]
    fn knight_and_king_moves_are_peers_outside_the_houses() {
        let knight = Houses::anti_knight();
        // r5c5 reaches 8 cells by a knight's move, all outside its row, column and box.
        assert_eq!(knight.extra_peers(40).count_ones(), 8);
        assert_eq!(knight.peers(40).count_ones(), 28);
        assert!(knight.sees(40, 2 * 9 + 3) && knight.sees(2 * 9 + 3, 40));
        assert_eq!(knight.houses(), 27);
        // A king's diagonal steps from r1c1 stay in box 1: no extra peer there.
        let king = Houses::anti_king();
        assert_eq!(king.extra_peers(0), 0);
        // From r1c3, r2c4 is in box 2; r2c2 is in box 1.
        assert_eq!(king.extra_peers(2), bit(9 + 3));
    }

    /// r5c5 sees 1 to 7 in its row and column, and 8 a knight's move away in r3c4: a naked
    /// single, 9, only with the knight's peers.
    #[test]
    fn a_naked_single_needs_the_knight_peers() {
        let mut grid = [0u8; 81];
        for (index, digit) in (1..=4).enumerate() {
            grid[4 * 9 + index] = digit;
        }
        for (index, digit) in (5..=7).enumerate() {
            grid[index * 9 + 4] = digit;
        }
        grid[2 * 9 + 3] = 8;
        let classic = State::new(&grid, None);
        assert_eq!(classic.cands[40], digit_bit(8) | digit_bit(9));
        let knight = State::with_geometry(Houses::anti_knight(), &grid, None);
        assert_eq!(knight.cands[40], digit_bit(9));
        let single = singles::naked_single(&knight).expect("a naked single");
        assert_eq!((single.cell, single.digit), (40, 9));
        assert!(singles::naked_single(&classic).is_none_or(|single| single.cell != 40));
    }
}
