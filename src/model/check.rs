//! Checking the givens before solving: values in range, no digit twice in a house.

use crate::model::cell::Cell;
use crate::model::error::{SolveError, Unit};

/// The first problem with the givens, in the order the C status values rank them: any cell
/// above 9 first (the first in row-major order), then the first clash.
pub(crate) fn check_givens(cells: &[u8; 81]) -> Result<(), SolveError> {
    check_values(cells)?;
    if has_clash(cells) {
        return Err(first_clash(cells));
    }
    Ok(())
}

/// The first cell above 9, in row-major order.
pub(crate) fn check_values(cells: &[u8; 81]) -> Result<(), SolveError> {
    // The common case in one branch-free pass (it vectorizes); the search only on error.
    if cells.iter().fold(0, |largest, &value| largest.max(value)) <= 9 {
        return Ok(());
    }
    match cells.iter().position(|&value| value > 9) {
        Some(index) => Err(SolveError::InvalidCell {
            cell: cell(index),
            value: cells[index],
        }),
        None => Ok(()),
    }
}

/// Whether any digit repeats in a house: one pass of bitmasks, the common fast path.
fn has_clash(cells: &[u8; 81]) -> bool {
    let (mut columns, mut boxes) = ([0u16; 9], [0u16; 9]);
    let mut clash = 0;
    for (row, values) in cells.chunks_exact(9).enumerate() {
        let mut seen_in_row = 0u16;
        for (column, &value) in values.iter().enumerate() {
            let bit = (1u16 << value) & !1; // a blank (0) sets nothing
            let box_ = &mut boxes[row / 3 * 3 + column / 3];
            clash |= (seen_in_row | columns[column] | *box_) & bit;
            seen_in_row |= bit;
            columns[column] |= bit;
            *box_ |= bit;
        }
    }
    clash != 0
}

/// The first clash in row-major order, named: only called when there is one.
fn first_clash(cells: &[u8; 81]) -> SolveError {
    // For each house and digit, the first cell (index + 1; 0 = none yet) that holds it.
    let mut seen = [[[0u8; 9]; 9]; 3];
    for (index, &value) in cells.iter().enumerate() {
        if value == 0 {
            continue;
        }
        let here = cell(index);
        let digit = usize::from(value - 1);
        let houses = [
            (Unit::Row, here.row()),
            (Unit::Column, here.column()),
            (Unit::Box, here.box_index()),
        ];
        for (kind, (unit, number)) in houses.into_iter().enumerate() {
            match seen[kind][number][digit] {
                0 => seen[kind][number][digit] = index as u8 + 1,
                earlier => {
                    return SolveError::Conflict {
                        digit: value,
                        first: cell(usize::from(earlier - 1)),
                        second: here,
                        unit,
                    };
                }
            }
        }
    }
    unreachable!("first_clash is called only when a clash exists")
}

fn cell(index: usize) -> Cell {
    Cell::new(index).expect("index of an 81-cell array")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn accepts_empty_and_distinct() {
        assert_eq!(check_givens(&[0; 81]), Ok(()));
        let mut cells = [0; 81];
        cells[0] = 1;
        cells[80] = 1;
        assert_eq!(check_givens(&cells), Ok(()));
    }

    #[test]
    fn reports_invalid_before_clash() {
        let mut cells = [0; 81];
        cells[0] = 5;
        cells[1] = 5;
        cells[70] = 10;
        assert_eq!(
            check_givens(&cells),
            Err(SolveError::InvalidCell {
                cell: Cell::new(70).unwrap(),
                value: 10
            })
        );
    }

    #[test]
    fn reports_later_cell_of_first_clash_per_unit() {
        let mut cells = [0; 81];
        cells[3] = 4; // row 0, column 3
        cells[30] = 4; // row 3, column 3: same column
        cells[9] = 7; // row 1, column 0
        cells[20] = 7; // row 2, column 2: same box
        assert_eq!(
            check_givens(&cells),
            Err(SolveError::Conflict {
                digit: 7,
                first: Cell::new(9).unwrap(),
                second: Cell::new(20).unwrap(),
                unit: Unit::Box
            })
        );
    }
}
