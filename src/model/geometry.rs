//! The grid's geometry, once for the crate: which cells make each house (row, column, box)
//! and which houses hold each cell.

/// The 27 houses: rows 0..9, columns 9..18, boxes 18..27.
pub(crate) const HOUSES: usize = 27;

/// The 9 cells of each house, in row-major order.
pub(crate) const HOUSE_CELLS: [[u8; 9]; HOUSES] = house_cells();

/// The row, column and box house of each cell.
pub(crate) const CELL_HOUSES: [[u8; 3]; 81] = cell_houses();

const fn house_cells() -> [[u8; 9]; HOUSES] {
    let mut houses = [[0; 9]; HOUSES];
    let mut i = 0;
    while i < 9 {
        let mut j = 0;
        while j < 9 {
            houses[i][j] = (i * 9 + j) as u8;
            houses[9 + i][j] = (j * 9 + i) as u8;
            houses[18 + i][j] = ((i / 3 * 3 + j / 3) * 9 + i % 3 * 3 + j % 3) as u8;
            j += 1;
        }
        i += 1;
    }
    houses
}

const fn cell_houses() -> [[u8; 3]; 81] {
    let mut houses = [[0; 3]; 81];
    let mut cell = 0;
    while cell < 81 {
        let (row, column) = (cell / 9, cell % 9);
        houses[cell] = [
            row as u8,
            (9 + column) as u8,
            (18 + row / 3 * 3 + column / 3) as u8,
        ];
        cell += 1;
    }
    houses
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn houses_hold_their_cells() {
        assert_eq!(HOUSE_CELLS[18 + 4], [30, 31, 32, 39, 40, 41, 48, 49, 50]);
        assert_eq!(HOUSE_CELLS[9 + 2][8], 74);
        for (house, cells) in HOUSE_CELLS.iter().enumerate() {
            for &cell in cells {
                assert!(CELL_HOUSES[usize::from(cell)].contains(&(house as u8)));
            }
        }
    }
}
