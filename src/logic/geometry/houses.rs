//! A geometry built at run time from lists of houses: what a variant's layout is made of.

use super::{Classic, Geometry, HouseKind, HouseSet, MAX_HOUSES, houses_meeting};
use crate::logic::sets::{CellSet, bit, cells};
use crate::model::geometry::{HOUSE_CELLS, HOUSES};

/// A geometry built at run time from lists of cells: the classic houses plus extra ones, each
/// nine cells (a diagonal, a window, a disjoint group). The tables every technique reads are
/// computed once, when it is built. For now it serves the tests, which show the techniques
/// finding their patterns in houses they were never told of; the variants' layouts come next.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Houses {
    house_cells: Vec<[u8; 9]>,
    house_sets: Vec<CellSet>,
    kinds: Vec<HouseKind>,
    cell_houses: Vec<Vec<u8>>,
    cell_house_sets: [HouseSet; 81],
    peers: [CellSet; 81],
    extra_peers: [CellSet; 81],
    touched: [HouseSet; 81],
    overlapping: Vec<HouseSet>,
}

impl Houses {
    /// The classic houses and `extra`, each a list of nine distinct cells.
    pub(crate) fn classic_with(extra: &[[u8; 9]]) -> Houses {
        let mut house_cells: Vec<[u8; 9]> = HOUSE_CELLS.to_vec();
        house_cells.extend_from_slice(extra);
        assert!(
            house_cells.len() <= MAX_HOUSES,
            "at most {MAX_HOUSES} houses"
        );
        let kinds = (0..house_cells.len())
            .map(|house| match house {
                0..HOUSES => Classic.kind(house),
                _ => HouseKind::Extra,
            })
            .collect();
        let house_sets: Vec<CellSet> = house_cells
            .iter()
            .map(|cells| {
                cells
                    .iter()
                    .fold(0, |set, &cell| set | bit(usize::from(cell)))
            })
            .collect();
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
        Houses {
            house_cells,
            house_sets,
            kinds,
            cell_houses,
            cell_house_sets,
            peers,
            extra_peers: [0; 81],
            touched,
            overlapping,
        }
    }

    /// The classic houses and both diagonals (houses 27, main, and 28, anti): Sudoku X.
    pub(crate) fn diagonals() -> Houses {
        let main = core::array::from_fn(|i| (i * 10) as u8);
        let anti = core::array::from_fn(|i| (i * 8 + 8) as u8);
        Houses::classic_with(&[main, anti])
    }
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
        self.kinds[house]
    }
}
