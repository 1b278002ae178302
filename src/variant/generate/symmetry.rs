//! The symmetries a generated layout puzzle's givens may have: those of [`Symmetry`] that map
//! every house of the layout onto a house, so that the pattern and the rules agree (a 6x6's
//! 2x3 boxes turn into 3x2 blocks under a quarter turn, which are no houses: refused).

use crate::generate::symmetry::Symmetry;
use crate::variant::layout::Layout;

/// The cell that `cell` (row-major) maps to under `symmetry` on a `size` x `size` grid.
pub(crate) fn image(symmetry: Symmetry, size: usize, cell: usize) -> usize {
    let (row, column) = (cell / size, cell % size);
    let last = size - 1;
    match symmetry {
        Symmetry::None => cell,
        Symmetry::Rotate180 => size * size - 1 - cell,
        Symmetry::Rotate90 => column * size + (last - row),
        Symmetry::Mirror => row * size + (last - column),
        Symmetry::Diagonal => column * size + row,
    }
}

impl Layout {
    /// Whether `symmetry` maps every house of this layout (rows, columns, boxes or regions,
    /// extra houses) onto a house: the symmetries [`crate::LayoutGrid::generate`] accepts.
    /// The chess rules map onto themselves under each of them.
    ///
    /// ```
    /// use sudoku::{Layout, Symmetry};
    ///
    /// let six = Layout::standard(6)?;
    /// assert!(six.keeps_symmetry(Symmetry::Rotate180));
    /// assert!(!six.keeps_symmetry(Symmetry::Rotate90)); // 2x3 boxes would turn into 3x2
    /// let diagonal = Layout::builder(9).diagonal().build()?;
    /// assert!(!diagonal.keeps_symmetry(Symmetry::Mirror)); // onto the anti-diagonal
    /// assert!(diagonal.keeps_symmetry(Symmetry::Diagonal));
    /// # Ok::<(), sudoku::LayoutError>(())
    /// ```
    pub fn keeps_symmetry(&self, symmetry: Symmetry) -> bool {
        let size = self.size();
        let houses: Vec<Vec<u16>> = self
            .houses()
            .iter()
            .map(|(_, cells)| sorted(cells))
            .collect();
        houses.iter().all(|cells| {
            let mapped: Vec<u16> = cells
                .iter()
                .map(|&cell| image(symmetry, size, usize::from(cell)) as u16)
                .collect();
            houses.contains(&sorted(&mapped))
        })
    }
}

fn sorted(cells: &[u16]) -> Vec<u16> {
    let mut cells = cells.to_vec();
    cells.sort_unstable();
    cells
}

/// The orbits of `symmetry` on a `size` x `size` grid (the cells given or blank together),
/// each listed once, in order of their first cell.
pub(crate) fn orbits(symmetry: Symmetry, size: usize) -> Vec<Vec<usize>> {
    let cells = size * size;
    let mut seen = vec![false; cells];
    let mut orbits = Vec::new();
    for start in 0..cells {
        if seen[start] {
            continue;
        }
        let mut orbit = Vec::new();
        let mut cell = start;
        while !seen[cell] {
            seen[cell] = true;
            orbit.push(cell);
            cell = image(symmetry, size, cell);
        }
        orbits.push(orbit);
    }
    orbits
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn orbits_partition_every_size() {
        for size in [4, 6, 9, 12, 16, 25] {
            for symmetry in Symmetry::ALL {
                let orbits = orbits(symmetry, size);
                let mut cells: Vec<usize> = orbits.iter().flatten().copied().collect();
                cells.sort_unstable();
                assert_eq!(cells, (0..size * size).collect::<Vec<_>>());
                assert!(orbits.iter().all(|orbit| (1..=4).contains(&orbit.len())));
            }
        }
        assert_eq!(orbits(Symmetry::Rotate90, 4)[0], [0, 3, 15, 12]);
    }

    #[test]
    fn a_layout_keeps_only_the_symmetries_of_its_houses() {
        let nine = Layout::standard(9).unwrap();
        assert!(Symmetry::ALL.iter().all(|&s| nine.keeps_symmetry(s)));
        let x = Layout::builder(16)
            .diagonal()
            .anti_diagonal()
            .windoku()
            .build()
            .unwrap();
        assert!(Symmetry::ALL.iter().all(|&s| x.keeps_symmetry(s)));
        let twelve = Layout::standard(12).unwrap();
        assert!(twelve.keeps_symmetry(Symmetry::Mirror));
        assert!(!twelve.keeps_symmetry(Symmetry::Diagonal));
        let anti = Layout::builder(9).anti_diagonal().build().unwrap();
        assert!(anti.keeps_symmetry(Symmetry::Diagonal)); // r1c9 and r9c1 trade places
        assert!(!anti.keeps_symmetry(Symmetry::Mirror));
        assert!(anti.keeps_symmetry(Symmetry::Rotate180));
        let corner = Layout::builder(4).extra_region(&[0, 1]).build().unwrap();
        assert!(!corner.keeps_symmetry(Symmetry::Rotate180));
        assert!(corner.keeps_symmetry(Symmetry::None));
    }
}
