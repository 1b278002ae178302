//! Killer cages: sets of cells (connected or not) whose digits differ, with an optional sum.
//! Here, the checks a cage must pass to be part of a layout; in the modules, what the search
//! asks of the sums: which digits a cage's cells can still hold, given the sets of distinct
//! digits that make its sum ([`combinations`]), the sums the houses imply beyond the cages
//! (the rule of 45, innies and outies: [`implied`]), the bounds those put on their cells
//! ([`linear`]), and the memory that looks again only at the sums whose cells changed
//! ([`memo`]).

mod combinations;
mod implied;
mod linear;
mod memo;

pub(crate) use combinations::{Restricted, restrict};
pub(crate) use implied::{SumCage, implied_sums};
pub(crate) use linear::LinearSum;
pub(crate) use memo::SumMemo;

use crate::variant::error::LayoutError;

/// A cage of a layout: its cells (row-major indices, ascending) hold distinct digits and,
/// when it has a sum, add up to it.
///
/// ```
/// use sudoku::Layout;
///
/// let layout = Layout::builder(9).cage(&[1, 0], Some(3)).build()?;
/// assert_eq!(layout.cages()[0].cells(), [0, 1]);
/// assert_eq!(layout.cages()[0].sum(), Some(3));
/// # Ok::<(), sudoku::LayoutError>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct LayoutCage {
    pub(crate) cells: Vec<u16>,
    pub(crate) sum: Option<u32>,
}

impl LayoutCage {
    /// The cells, row-major indices in ascending order.
    pub fn cells(&self) -> &[u16] {
        &self.cells
    }

    /// The sum of the cage's digits, when the cage has one.
    pub fn sum(&self) -> Option<u32> {
        self.sum
    }
}

/// The smallest and the largest sum of `count` distinct digits of 1..=`size`; every sum
/// between is made by some set (moving one digit up by one raises the sum by one).
pub(crate) fn sum_range(count: usize, size: usize) -> (u32, u32) {
    let (count, size) = (count as u32, size as u32);
    (count * (count + 1) / 2, count * (2 * size + 1 - count) / 2)
}

/// Checks the cages of a grid of `size` (the builder's order, which errors name) and
/// returns them in the layout's order: each cage's cells ascending, the cages by their first
/// cell. A cage must have cells, all inside the grid, none named twice nor in another cage,
/// at most `size` of them, and a sum that `cells` distinct digits can make.
pub(crate) fn check_cages(
    size: usize,
    cages: &[(Vec<usize>, Option<u32>)],
) -> Result<Vec<LayoutCage>, LayoutError> {
    let count = size * size;
    let mut owner: Vec<Option<usize>> = vec![None; count];
    let mut checked = Vec::with_capacity(cages.len());
    for (cage, (cells, sum)) in cages.iter().enumerate() {
        if cells.is_empty() {
            return Err(LayoutError::EmptyCage { cage });
        }
        for &cell in cells {
            if cell >= count {
                return Err(LayoutError::CageCellOutside { cage, cell });
            }
            match owner[cell] {
                Some(first) if first == cage => {
                    return Err(LayoutError::CageRepeatedCell { cage, cell });
                }
                Some(first) => {
                    return Err(LayoutError::CellInTwoCages {
                        cell,
                        first,
                        second: cage,
                    });
                }
                None => owner[cell] = Some(cage),
            }
        }
        if cells.len() > size {
            return Err(LayoutError::CageTooLarge {
                cage,
                found: cells.len(),
            });
        }
        if let Some(sum) = *sum {
            let (smallest, largest) = sum_range(cells.len(), size);
            if !(smallest..=largest).contains(&sum) {
                return Err(LayoutError::CageSum {
                    cage,
                    cells: cells.len(),
                    sum,
                    smallest,
                    largest,
                });
            }
        }
        let mut cells: Vec<u16> = cells.iter().map(|&cell| cell as u16).collect();
        cells.sort_unstable();
        checked.push(LayoutCage { cells, sum: *sum });
    }
    checked.sort_by_key(|cage| cage.cells[0]);
    Ok(checked)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sums_range_from_the_smallest_digits_to_the_largest() {
        assert_eq!(sum_range(2, 9), (3, 17));
        assert_eq!(sum_range(9, 9), (45, 45));
        assert_eq!(sum_range(1, 4), (1, 4));
        assert_eq!(sum_range(3, 16), (6, 45));
    }

    #[test]
    fn bad_cages_are_named() {
        let check = |cages: &[(Vec<usize>, Option<u32>)]| check_cages(9, cages).unwrap_err();
        assert_eq!(check(&[(vec![], None)]), LayoutError::EmptyCage { cage: 0 });
        assert_eq!(
            check(&[(vec![0, 81], None)]),
            LayoutError::CageCellOutside { cage: 0, cell: 81 }
        );
        assert_eq!(
            check(&[(vec![3], None), (vec![4, 4], None)]),
            LayoutError::CageRepeatedCell { cage: 1, cell: 4 }
        );
        assert_eq!(
            check(&[(vec![3, 5], None), (vec![4, 5], None)]),
            LayoutError::CellInTwoCages {
                cell: 5,
                first: 0,
                second: 1
            }
        );
        assert_eq!(
            check(&[((0..10).collect(), None)]),
            LayoutError::CageTooLarge { cage: 0, found: 10 }
        );
        assert_eq!(
            check(&[(vec![0, 1], Some(18))]),
            LayoutError::CageSum {
                cage: 0,
                cells: 2,
                sum: 18,
                smallest: 3,
                largest: 17
            }
        );
        let fine = check_cages(9, &[(vec![9, 2], Some(3)), (vec![1], None)]).unwrap();
        assert_eq!(fine[0].cells, [1]);
        assert_eq!(fine[1].cells, [2, 9]);
    }
}
