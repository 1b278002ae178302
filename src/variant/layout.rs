//! A layout: the size of the grid, its regions, its extra houses and its chess rules, checked
//! once and turned into data (the cells of each house, the peers of each cell) that the solver
//! and the checks read without knowing which rules made them.

use core::ops::Range;
use std::sync::Arc;

use crate::variant::cage::{LayoutCage, LinearSum, SumCage, check_cages, implied_sums};
use crate::variant::error::LayoutError;
use crate::variant::house::LayoutHouse;

/// The sizes a layout may have: 4 to 16, and 25.
pub const LAYOUT_SIZES: [usize; 14] = [4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 25];

/// The boxes of size `size`: `rows x columns` with `rows * columns == size`, `rows <= columns`
/// and `rows` as large as possible; `None` for a prime size, whose only such box is a row.
///
/// ```
/// # use sudoku::box_shape;
/// assert_eq!(box_shape(12), Some((3, 4)));
/// assert_eq!(box_shape(9), Some((3, 3)));
/// assert_eq!(box_shape(7), None);
/// ```
pub fn box_shape(size: usize) -> Option<(usize, usize)> {
    let rows = (2..=size)
        .rev()
        .find(|&rows| rows * rows <= size && size.is_multiple_of(rows))?;
    (rows > 1).then_some((rows, size / rows))
}

/// The rules a layout is made from, gathered before [`LayoutBuilder::build`] checks them.
///
/// ```
/// use sudoku::Layout;
///
/// let layout = Layout::builder(9).diagonal().anti_diagonal().windoku().build()?;
/// assert_eq!(layout.size(), 9);
/// assert_eq!(layout.houses().len(), 27 + 2 + 4);
/// # Ok::<(), sudoku::LayoutError>(())
/// ```
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct LayoutBuilder {
    size: usize,
    regions: Option<Vec<u8>>,
    diagonal: bool,
    anti_diagonal: bool,
    windoku: bool,
    disjoint_groups: bool,
    anti_knight: bool,
    anti_king: bool,
    extra_regions: Vec<Vec<usize>>,
    cages: Vec<(Vec<usize>, Option<u32>)>,
}

impl LayoutBuilder {
    /// Irregular regions (jigsaw) instead of the boxes: `regions[cell]` is the 0-based region
    /// of each cell, row-major; there must be `size` regions of `size` cells each.
    pub fn regions(mut self, regions: &[u8]) -> LayoutBuilder {
        self.regions = Some(regions.to_vec());
        self
    }

    /// The main diagonal (top left to bottom right) holds each digit once.
    pub fn diagonal(mut self) -> LayoutBuilder {
        self.diagonal = true;
        self
    }

    /// The anti-diagonal (top right to bottom left) holds each digit once.
    pub fn anti_diagonal(mut self) -> LayoutBuilder {
        self.anti_diagonal = true;
        self
    }

    /// Windoku (hyper): extra boxes of the box shape, one cell in from the top left corner
    /// and one cell apart, as many as fit with a cell to spare at the bottom and right
    /// edges: the four windows of 9x9, one for 4x4 and 6x6, nine for 16x16 (the rule of
    /// Interactive Sudoku Solver). Needs a size with boxes ([`box_shape`]).
    pub fn windoku(mut self) -> LayoutBuilder {
        self.windoku = true;
        self
    }

    /// Disjoint groups: the cells at the same place in each box hold each digit once. Needs
    /// the standard boxes (not irregular regions).
    pub fn disjoint_groups(mut self) -> LayoutBuilder {
        self.disjoint_groups = true;
        self
    }

    /// Two cells a knight's move apart hold different digits.
    pub fn anti_knight(mut self) -> LayoutBuilder {
        self.anti_knight = true;
        self
    }

    /// Two cells a king's move apart (diagonal neighbours included) hold different digits.
    pub fn anti_king(mut self) -> LayoutBuilder {
        self.anti_king = true;
        self
    }

    /// An extra region: its cells (0-based row-major indices) hold each digit at most once,
    /// so a region of `size` cells holds each digit exactly once.
    pub fn extra_region(mut self, cells: &[usize]) -> LayoutBuilder {
        self.extra_regions.push(cells.to_vec());
        self
    }

    /// A killer cage: its cells (0-based row-major indices, connected or not) hold distinct
    /// digits, which add up to `sum` when it is given. [`LayoutBuilder::build`] refuses a
    /// cage with no cells, a cell outside the grid, named twice or in two cages, more cells
    /// than digits, and a sum no set of that many distinct digits makes.
    ///
    /// ```
    /// use sudoku::{Layout, LayoutError};
    ///
    /// let killer = Layout::builder(4).cage(&[0, 1], Some(7)).cage(&[2, 3], None).build()?;
    /// assert_eq!(killer.cages().len(), 2);
    /// let error = Layout::builder(4).cage(&[0, 1], Some(8)).build().unwrap_err();
    /// assert_eq!(
    ///     error.to_string(),
    ///     "cage 1 has 2 cells, whose distinct digits make 3 to 7, not 8"
    /// );
    /// # Ok::<(), LayoutError>(())
    /// ```
    pub fn cage(mut self, cells: &[usize], sum: Option<u32>) -> LayoutBuilder {
        self.cages.push((cells.to_vec(), sum));
        self
    }

    /// Checks the rules and computes the layout's houses and peers.
    ///
    /// ```
    /// use sudoku::{Layout, LayoutError};
    ///
    /// assert_eq!(Layout::builder(17).build().unwrap_err(), LayoutError::Size { size: 17 });
    /// assert_eq!(Layout::builder(7).build().unwrap_err(), LayoutError::NoBoxes { size: 7 });
    /// ```
    pub fn build(self) -> Result<Layout, LayoutError> {
        let size = self.size;
        if !LAYOUT_SIZES.contains(&size) {
            return Err(LayoutError::Size { size });
        }
        let cells = size * size;
        let boxes = box_shape(size);
        let mut houses: Vec<(LayoutHouse, Vec<u16>)> = Vec::new();
        for row in 0..size {
            let line = (0..size).map(|column| (row * size + column) as u16);
            houses.push((LayoutHouse::Row(row), line.collect()));
        }
        for column in 0..size {
            let line = (0..size).map(|row| (row * size + column) as u16);
            houses.push((LayoutHouse::Column(column), line.collect()));
        }
        match &self.regions {
            Some(regions) => {
                for (region, members) in check_regions(size, regions)?.into_iter().enumerate() {
                    houses.push((LayoutHouse::Region(region), members));
                }
            }
            None => {
                let (rows, columns) = boxes.ok_or(LayoutError::NoBoxes { size })?;
                for index in 0..size {
                    let (top, left) = (index / (size / columns) * rows, index % (size / columns));
                    let members = (0..size).map(|k| {
                        let (row, column) = (top + k / columns, left * columns + k % columns);
                        (row * size + column) as u16
                    });
                    houses.push((LayoutHouse::Box(index), members.collect()));
                }
            }
        }
        if self.diagonal {
            let members = (0..size).map(|i| (i * size + i) as u16).collect();
            houses.push((LayoutHouse::MainDiagonal, members));
        }
        if self.anti_diagonal {
            let members = (0..size)
                .map(|i| (i * size + size - 1 - i) as u16)
                .collect();
            houses.push((LayoutHouse::AntiDiagonal, members));
        }
        if self.windoku {
            let (rows, columns) = boxes.ok_or(LayoutError::NoBoxes { size })?;
            let mut index = 0;
            for top in (1..).step_by(rows + 1).take_while(|top| top + rows < size) {
                for left in (1..)
                    .step_by(columns + 1)
                    .take_while(|left| left + columns < size)
                {
                    let members =
                        (0..size).map(|k| ((top + k / columns) * size + left + k % columns) as u16);
                    houses.push((LayoutHouse::Window(index), members.collect()));
                    index += 1;
                }
            }
        }
        if self.disjoint_groups {
            if self.regions.is_some() {
                return Err(LayoutError::DisjointGroupsNeedBoxes);
            }
            let (rows, columns) = boxes.ok_or(LayoutError::NoBoxes { size })?;
            for place in 0..size {
                let members = (0..size).map(|index| {
                    let (top, left) = (index / (size / columns) * rows, index % (size / columns));
                    let row = top + place / columns;
                    let column = left * columns + place % columns;
                    (row * size + column) as u16
                });
                houses.push((LayoutHouse::DisjointGroup(place), members.collect()));
            }
        }
        for (index, region) in self.extra_regions.iter().enumerate() {
            let mut members: Vec<u16> = Vec::with_capacity(region.len());
            for &cell in region {
                if cell >= cells {
                    return Err(LayoutError::CellOutside {
                        region: index,
                        cell,
                    });
                }
                if members.contains(&(cell as u16)) {
                    return Err(LayoutError::RepeatedCell {
                        region: index,
                        cell,
                    });
                }
                members.push(cell as u16);
            }
            if members.len() > size {
                return Err(LayoutError::ExtraRegionTooLarge {
                    region: index,
                    found: members.len(),
                });
            }
            members.sort_unstable();
            houses.push((LayoutHouse::Extra(index), members));
        }
        let cages = check_cages(size, &self.cages)?;
        for (index, cage) in cages.iter().enumerate() {
            houses.push((LayoutHouse::Cage(index), cage.cells.clone()));
        }
        // The rules keep the cages in the layout's order, so that two builders of the same
        // cages in another order make equal layouts, and a layout prints as it reads back.
        let mut rules = self;
        rules.cages = cages
            .iter()
            .map(|cage| {
                (
                    cage.cells.iter().map(|&cell| usize::from(cell)).collect(),
                    cage.sum,
                )
            })
            .collect();
        let mut geometry = Geometry::new(rules, houses);
        geometry.sum_cages = cages
            .iter()
            .filter_map(|cage| {
                let sum = cage.sum?;
                let cells = cage.cells.clone();
                Some(SumCage { cells, sum })
            })
            .collect();
        let (implied, linear) = implied_sums(size, &geometry.houses, &geometry.peers, &cages);
        geometry.sum_cages.extend(implied);
        geometry.linear_sums = linear;
        geometry.cages = cages;
        Ok(Layout {
            inner: Arc::new(geometry),
        })
    }
}

/// The members of each region of a jigsaw, checked: `size * size` entries, each below `size`,
/// `size` cells in each region.
fn check_regions(size: usize, regions: &[u8]) -> Result<Vec<Vec<u16>>, LayoutError> {
    if regions.len() != size * size {
        return Err(LayoutError::RegionsLength {
            expected: size * size,
            found: regions.len(),
        });
    }
    let mut members = vec![Vec::with_capacity(size); size];
    for (cell, &region) in regions.iter().enumerate() {
        let region = usize::from(region);
        if region >= size {
            return Err(LayoutError::RegionNumber { cell, region });
        }
        members[region].push(cell as u16);
    }
    if let Some(region) = members.iter().position(|members| members.len() != size) {
        return Err(LayoutError::RegionSize {
            region,
            found: members[region].len(),
        });
    }
    Ok(members)
}

/// What a built layout holds: its rules (to print it back), its houses and the peers of each
/// cell, all computed once.
#[derive(Debug, PartialEq, Eq)]
pub(crate) struct Geometry {
    pub(crate) rules: LayoutBuilder,
    /// Every house with its cells in row-major order: rows, columns, boxes or regions, then
    /// the extra houses in the builder's order.
    pub(crate) houses: Vec<(LayoutHouse, Vec<u16>)>,
    /// The indices of the houses of `size` cells: each digit appears in each exactly once.
    pub(crate) full_houses: Vec<u16>,
    /// For each cell, the houses that hold it.
    pub(crate) cell_houses: Vec<Vec<u16>>,
    /// For each cell, the other cells that may not share its digit, sorted.
    pub(crate) peers: Vec<Vec<u16>>,
    /// Each house of `size` cells with each other house it shares two or more cells with:
    /// where a digit of the first confined to the shared cells leaves the rest of the second.
    pub(crate) overlaps: Vec<Overlap>,
    /// For each house, the range of `overlaps` whose full house it is (empty for the others).
    pub(crate) overlaps_of: Vec<Range<usize>>,
    /// For each house, whether it is one of `full_houses`.
    pub(crate) is_full: Vec<bool>,
    /// The killer cages, each cage's cells ascending, the cages by their first cell.
    pub(crate) cages: Vec<LayoutCage>,
    /// The sums the search keeps: the cages' that have one, then those the houses imply.
    pub(crate) sum_cages: Vec<SumCage>,
    /// The sums the houses imply over cells that may repeat a digit (innies and outies).
    pub(crate) linear_sums: Vec<LinearSum>,
}

/// A full house and another house it crosses in two or more cells.
#[derive(Debug, PartialEq, Eq)]
pub(crate) struct Overlap {
    /// The cells both hold.
    pub(crate) shared: Vec<u16>,
    /// The full house's other cells: a digit in none of them is in the shared cells.
    pub(crate) rest_of_full: Vec<u16>,
    /// The other house's other cells, which such a digit then leaves.
    pub(crate) rest_of_other: Vec<u16>,
}

/// The overlaps of `houses` whose first house is one of `full_houses`, and for each house
/// the range of those whose first house it is.
fn overlaps(
    houses: &[(LayoutHouse, Vec<u16>)],
    full_houses: &[u16],
) -> (Vec<Overlap>, Vec<Range<usize>>) {
    let mut overlaps = Vec::new();
    let mut ranges = vec![0..0; houses.len()];
    for &index in full_houses {
        let start = overlaps.len();
        let full = &houses[usize::from(index)].1;
        for (_, other) in houses {
            if core::ptr::eq(full, other) {
                continue;
            }
            let (shared, rest_of_full): (Vec<u16>, Vec<u16>) =
                full.iter().partition(|cell| other.contains(cell));
            if shared.len() < 2 || rest_of_full.is_empty() {
                continue;
            }
            let rest_of_other: Vec<u16> = other
                .iter()
                .copied()
                .filter(|cell| !shared.contains(cell))
                .collect();
            if !rest_of_other.is_empty() {
                overlaps.push(Overlap {
                    shared,
                    rest_of_full,
                    rest_of_other,
                });
            }
        }
        ranges[usize::from(index)] = start..overlaps.len();
    }
    (overlaps, ranges)
}

impl Geometry {
    fn new(rules: LayoutBuilder, houses: Vec<(LayoutHouse, Vec<u16>)>) -> Geometry {
        let size = rules.size;
        let cells = size * size;
        let mut cell_houses = vec![Vec::new(); cells];
        let mut peers = vec![Vec::new(); cells];
        for (index, (_, members)) in houses.iter().enumerate() {
            for &cell in members {
                cell_houses[usize::from(cell)].push(index as u16);
                let others = members.iter().filter(|&&other| other != cell);
                peers[usize::from(cell)].extend(others);
            }
        }
        for (cell, reached) in peers.iter_mut().enumerate() {
            let (row, column) = ((cell / size) as isize, (cell % size) as isize);
            for (dr, dc) in chess_moves(&rules) {
                let (r, c) = (row + dr, column + dc);
                if (0..size as isize).contains(&r) && (0..size as isize).contains(&c) {
                    reached.push((r as usize * size + c as usize) as u16);
                }
            }
            reached.sort_unstable();
            reached.dedup();
        }
        let full_houses: Vec<u16> = (0..houses.len() as u16)
            .filter(|&index| houses[usize::from(index)].1.len() == size)
            .collect();
        let (overlaps, overlaps_of) = overlaps(&houses, &full_houses);
        let is_full = houses
            .iter()
            .map(|(_, cells)| cells.len() == size)
            .collect();
        Geometry {
            rules,
            houses,
            full_houses,
            cell_houses,
            peers,
            overlaps,
            overlaps_of,
            is_full,
            cages: Vec::new(),
            sum_cages: Vec::new(),
            linear_sums: Vec::new(),
        }
    }
}

/// The steps from a cell to the cells the chess rules set apart from it.
fn chess_moves(rules: &LayoutBuilder) -> Vec<(isize, isize)> {
    let mut moves = Vec::new();
    if rules.anti_knight {
        moves.extend([
            (-2, -1),
            (-2, 1),
            (-1, -2),
            (-1, 2),
            (1, -2),
            (1, 2),
            (2, -1),
            (2, 1),
        ]);
    }
    if rules.anti_king {
        moves.extend([
            (-1, -1),
            (-1, 0),
            (-1, 1),
            (0, -1),
            (0, 1),
            (1, -1),
            (1, 0),
            (1, 1),
        ]);
    }
    moves
}

/// A grid's layout: its size (digits 1..=size), its regions (boxes or irregular), its extra
/// houses and its chess rules. Built once by [`Layout::builder`] (or read with a grid in the text form,
/// [`crate::LayoutGrid`]) and cheap to clone: the houses and peers are shared.
///
/// ```
/// use sudoku::{Layout, LayoutHouse};
///
/// let layout = Layout::builder(6).anti_king().build()?;
/// assert_eq!(layout.box_shape(), Some((2, 3)));
/// assert_eq!(layout.houses()[12].0, LayoutHouse::Box(0));
/// assert_eq!(layout.houses()[12].1, [0, 1, 2, 6, 7, 8]);
/// # Ok::<(), sudoku::LayoutError>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Layout {
    pub(crate) inner: Arc<Geometry>,
}

impl Layout {
    /// The rules of a `size` x `size` grid with the standard boxes and nothing else; add rules
    /// to it, then [`LayoutBuilder::build`].
    pub fn builder(size: usize) -> LayoutBuilder {
        LayoutBuilder {
            size,
            ..LayoutBuilder::default()
        }
    }

    /// The classic layout of `size` with its boxes and no extra rule.
    ///
    /// ```
    /// # use sudoku::Layout;
    /// assert_eq!(Layout::standard(16)?.cell_count(), 256);
    /// # Ok::<(), sudoku::LayoutError>(())
    /// ```
    pub fn standard(size: usize) -> Result<Layout, LayoutError> {
        Layout::builder(size).build()
    }

    /// The number of digits, rows and columns.
    pub fn size(&self) -> usize {
        self.inner.rules.size
    }

    /// The number of cells, `size * size`.
    pub fn cell_count(&self) -> usize {
        self.size() * self.size()
    }

    /// The boxes' rows and columns, or `None` when the layout has irregular regions.
    pub fn box_shape(&self) -> Option<(usize, usize)> {
        match self.inner.rules.regions {
            Some(_) => None,
            None => box_shape(self.size()),
        }
    }

    /// The rules the layout was built from.
    pub fn rules(&self) -> &LayoutBuilder {
        &self.inner.rules
    }

    /// Every house with its cells (row-major indices, ascending): the rows, the columns, the
    /// boxes or regions, then the extra houses. A house of `size` cells holds each digit once;
    /// a smaller extra region holds each at most once.
    pub fn houses(&self) -> &[(LayoutHouse, Vec<u16>)] {
        &self.inner.houses
    }

    /// The cells that may not hold the digit of `cell` (its houses' other cells and the cells
    /// its chess rules reach), ascending. Panics when `cell >= cell_count()`.
    pub fn peers(&self, cell: usize) -> &[u16] {
        &self.inner.peers[cell]
    }

    /// The killer cages: each cage's cells ascending, the cages in the order of their first
    /// cells (whatever the order they were given in).
    pub fn cages(&self) -> &[LayoutCage] {
        &self.inner.cages
    }

    /// Whether the layout is the classic 9x9 with nothing added (which the classic engine
    /// solves: [`crate::Grid`]).
    pub fn is_classic(&self) -> bool {
        let classic = Layout::builder(9);
        self.inner.rules == classic
    }
}

impl LayoutBuilder {
    pub(crate) fn size(&self) -> usize {
        self.size
    }
    pub(crate) fn region_of_cells(&self) -> Option<&[u8]> {
        self.regions.as_deref()
    }
    pub(crate) fn flags(&self) -> [bool; 6] {
        [
            self.diagonal,
            self.anti_diagonal,
            self.windoku,
            self.disjoint_groups,
            self.anti_knight,
            self.anti_king,
        ]
    }
    pub(crate) fn extra_regions(&self) -> &[Vec<usize>] {
        &self.extra_regions
    }
    pub(crate) fn has_cages(&self) -> bool {
        !self.cages.is_empty()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn box_shapes_follow_the_rule() {
        let shapes: Vec<_> = [4, 6, 8, 10, 12, 15, 16, 25].map(box_shape).to_vec();
        let expected = [
            (2, 2),
            (2, 3),
            (2, 4),
            (2, 5),
            (3, 4),
            (3, 5),
            (4, 4),
            (5, 5),
        ];
        assert_eq!(shapes, expected.map(Some).to_vec());
        for prime in [5, 7, 11, 13] {
            assert_eq!(box_shape(prime), None);
        }
        assert_eq!(box_shape(14), Some((2, 7)));
        assert_eq!(box_shape(9), Some((3, 3)));
    }

    #[test]
    fn every_full_house_has_distinct_cells_inside_the_grid() {
        for size in LAYOUT_SIZES {
            let Ok(layout) = Layout::builder(size).diagonal().anti_diagonal().build() else {
                assert!(box_shape(size).is_none());
                continue;
            };
            for (house, members) in layout.houses() {
                let mut sorted = members.clone();
                sorted.sort_unstable();
                sorted.dedup();
                assert_eq!(sorted.len(), size, "{house:?}");
                assert!(sorted.iter().all(|&cell| usize::from(cell) < size * size));
            }
            assert_eq!(layout.houses().len(), 3 * size + 2);
        }
    }

    #[test]
    fn windows_match_the_classic_windoku_and_the_other_sizes() {
        let layout = Layout::builder(9).windoku().build().unwrap();
        let windows: Vec<_> = layout.houses()[27..]
            .iter()
            .map(|(_, cells)| cells[0])
            .collect();
        assert_eq!(windows, [10, 14, 46, 50]);
        let counts = [4, 6, 8, 12, 16, 25].map(|size| {
            let layout = Layout::builder(size).windoku().build().unwrap();
            layout.houses().len() - 3 * size
        });
        assert_eq!(counts, [1, 1, 2, 4, 9, 16]);
    }

    #[test]
    fn disjoint_groups_take_one_cell_of_each_box() {
        let layout = Layout::builder(6).disjoint_groups().build().unwrap();
        let (kind, cells) = &layout.houses()[18 + 4];
        assert_eq!(*kind, LayoutHouse::DisjointGroup(4));
        assert_eq!(cells, &[7, 10, 19, 22, 31, 34]);
    }

    #[test]
    fn chess_peers_reach_knight_and_king_moves() {
        let plain = Layout::standard(9).unwrap();
        let knight = Layout::builder(9).anti_knight().build().unwrap();
        let king = Layout::builder(9).anti_king().build().unwrap();
        assert_eq!(plain.peers(40).len(), 20);
        assert!(knight.peers(40).contains(&(40 - 9 - 9 - 1)));
        assert_eq!(knight.peers(40).len(), 28); // none of the eight is in the box
        assert_eq!(king.peers(40).len(), 20); // every king move stays in the box
        assert_eq!(king.peers(2).len(), 21); // r1c3 reaches r2c4 in the next box
    }

    #[test]
    fn bad_regions_are_named() {
        let mut regions: Vec<u8> = (0..16).map(|cell| (cell / 4) as u8).collect();
        let fine = Layout::builder(4).regions(&regions).build().unwrap();
        assert_eq!(fine.houses()[8].0, LayoutHouse::Region(0));
        regions[0] = 1;
        let error = Layout::builder(4).regions(&regions).build().unwrap_err();
        assert_eq!(
            error,
            LayoutError::RegionSize {
                region: 0,
                found: 3
            }
        );
        regions[0] = 4;
        let error = Layout::builder(4).regions(&regions).build().unwrap_err();
        assert_eq!(error, LayoutError::RegionNumber { cell: 0, region: 4 });
        let error = Layout::builder(4)
            .regions(&regions[1..])
            .build()
            .unwrap_err();
        assert_eq!(
            error,
            LayoutError::RegionsLength {
                expected: 16,
                found: 15
            }
        );
        let error = Layout::builder(4)
            .extra_region(&[0, 16])
            .build()
            .unwrap_err();
        assert_eq!(
            error,
            LayoutError::CellOutside {
                region: 0,
                cell: 16
            }
        );
        let error = Layout::builder(4)
            .extra_region(&[1, 1])
            .build()
            .unwrap_err();
        assert_eq!(error, LayoutError::RepeatedCell { region: 0, cell: 1 });
        let error = Layout::builder(4)
            .extra_region(&[0, 1, 2, 3, 4])
            .build()
            .unwrap_err();
        assert_eq!(
            error,
            LayoutError::ExtraRegionTooLarge {
                region: 0,
                found: 5
            }
        );
        let error = Layout::builder(4)
            .regions(&[0; 16])
            .disjoint_groups()
            .build();
        assert!(error.is_err());
        assert_eq!(
            Layout::builder(13).regions(&[0; 169]).build().unwrap_err(),
            LayoutError::RegionSize {
                region: 0,
                found: 169
            }
        );
    }
}
