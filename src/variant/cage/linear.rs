//! Sums whose cells may repeat digits: the innies and outies of a union of houses, where the
//! cells inside the union count with a plus and the cells of its cages outside it with a
//! minus. Only bounds: the smallest and largest totals the cells' candidates allow, with the
//! cells in groups that see each other (their digits differ, which raises the smallest total
//! and lowers the largest), and each candidate that no total within the bounds can take
//! removed.

use crate::variant::cage::Restricted;

/// Cells that see each other (their digits differ), counted with one sign.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Group {
    pub(crate) cells: Vec<u16>,
    /// Whether the group's digits are taken away from the total rather than added.
    pub(crate) minus: bool,
}

/// The cells of `plus` minus the cells of `minus` add up to `total`, in groups of cells that
/// see each other.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct LinearSum {
    pub(crate) groups: Vec<Group>,
    pub(crate) total: i32,
}

/// The smallest and largest totals of `count` distinct digits of `digits` (bit `d - 1` for
/// `d`), or `None` when `digits` has fewer than `count`.
fn bounds(digits: u32, count: usize) -> Option<(i32, i32)> {
    if (digits.count_ones() as usize) < count {
        return None;
    }
    let (mut low, mut high) = (digits, digits);
    let (mut smallest, mut largest) = (0, 0);
    for _ in 0..count {
        smallest += low.trailing_zeros() as i32 + 1;
        low &= low - 1;
        let top = 31 - high.leading_zeros();
        largest += top as i32 + 1;
        high &= !(1 << top);
    }
    Some((smallest, largest))
}

/// The digits `low..=high` (bit `d - 1` for `d`), none when the range is empty.
fn digits_between(low: i32, high: i32) -> u32 {
    let low = low.max(1);
    let high = high.min(32);
    if low > high {
        return 0;
    }
    let upto = if high == 32 {
        u32::MAX
    } else {
        (1u32 << high) - 1
    };
    upto & !((1u32 << (low - 1)) - 1)
}

impl LinearSum {
    /// Every cell, group by group.
    pub(crate) fn cells(&self) -> impl Iterator<Item = u16> + '_ {
        self.groups
            .iter()
            .flat_map(|group| group.cells.iter().copied())
    }

    /// The number of cells.
    pub(crate) fn len(&self) -> usize {
        self.groups.iter().map(|group| group.cells.len()).sum()
    }

    /// Removes the candidates no total within the bounds can take, pass after pass until one
    /// removes nothing (each pass but the last removes a candidate, so the passes are
    /// bounded by the cells' candidates); the cells whose candidates shrank are pushed on
    /// `changed`. Not possible: the bounds miss the total, or a group cannot hold distinct
    /// digits.
    pub(crate) fn restrict(&self, candidates: &mut [u32], changed: &mut Vec<u16>) -> Restricted {
        let mut work = 0;
        loop {
            work += 1;
            match self.pass(candidates, changed) {
                None => {
                    return Restricted {
                        possible: false,
                        work,
                        placed: false,
                        required: 0,
                    };
                }
                Some(false) => {
                    return Restricted {
                        possible: true,
                        work,
                        placed: false,
                        required: 0,
                    };
                }
                Some(true) => {}
            }
        }
    }

    /// One pass: whether it removed a candidate, `None` on a contradiction.
    fn pass(&self, candidates: &mut [u32], changed: &mut Vec<u16>) -> Option<bool> {
        // The bounds of the whole sum, each group's share signed.
        let (mut low, mut high) = (0i32, 0i32);
        for group in &self.groups {
            let union = group
                .cells
                .iter()
                .fold(0, |all, &cell| all | candidates[usize::from(cell)]);
            let (smallest, largest) = bounds(union, group.cells.len())?;
            if group.minus {
                (low, high) = (low - largest, high - smallest);
            } else {
                (low, high) = (low + smallest, high + largest);
            }
        }
        if self.total < low || self.total > high {
            return None;
        }
        let mut removed = false;
        for group in &self.groups {
            let union = group
                .cells
                .iter()
                .fold(0, |all, &cell| all | candidates[usize::from(cell)]);
            let (smallest, largest) = bounds(union, group.cells.len())?;
            let (share_low, share_high) = if group.minus {
                (-largest, -smallest)
            } else {
                (smallest, largest)
            };
            for (index, &cell) in group.cells.iter().enumerate() {
                let others = group
                    .cells
                    .iter()
                    .enumerate()
                    .filter(|&(other, _)| other != index)
                    .fold(0, |all, (_, &other)| all | candidates[usize::from(other)]);
                let (rest_smallest, rest_largest) = bounds(others, group.cells.len() - 1)?;
                let (rest_low, rest_high) = if group.minus {
                    (-rest_largest, -rest_smallest)
                } else {
                    (rest_smallest, rest_largest)
                };
                // The rest of the sum, without this cell.
                let without_low = low - share_low + rest_low;
                let without_high = high - share_high + rest_high;
                let allowed = if group.minus {
                    digits_between(without_low - self.total, without_high - self.total)
                } else {
                    digits_between(self.total - without_high, self.total - without_low)
                };
                let marks = candidates[usize::from(cell)];
                let kept = marks & allowed;
                if kept != marks {
                    if kept == 0 {
                        return None;
                    }
                    candidates[usize::from(cell)] = kept;
                    changed.push(cell);
                    removed = true;
                }
            }
        }
        Some(removed)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn bits(digits: &[u32]) -> u32 {
        digits.iter().fold(0, |mask, digit| mask | 1 << (digit - 1))
    }

    fn group(cells: &[u16], minus: bool) -> Group {
        Group {
            cells: cells.to_vec(),
            minus,
        }
    }

    #[test]
    fn digit_ranges_are_masks() {
        assert_eq!(digits_between(2, 4), bits(&[2, 3, 4]));
        assert_eq!(digits_between(-3, 1), bits(&[1]));
        assert_eq!(digits_between(5, 4), 0);
        assert_eq!(bounds(bits(&[1, 2, 9]), 2), Some((3, 11)));
        assert_eq!(bounds(bits(&[1]), 2), None);
    }

    #[test]
    fn an_innie_minus_an_outie_keeps_the_digits_the_difference_allows() {
        let all = bits(&[1, 2, 3, 4, 5, 6, 7, 8, 9]);
        // r1c1 - r2c1 = 7: r1c1 is 8 or 9, r2c1 is 1 or 2.
        let sum = LinearSum {
            groups: vec![group(&[0], false), group(&[1], true)],
            total: 7,
        };
        let mut candidates = vec![all, all];
        let mut changed = Vec::new();
        assert!(sum.restrict(&mut candidates, &mut changed).possible);
        assert_eq!(candidates, [bits(&[8, 9]), bits(&[1, 2])]);
        assert_eq!(changed.len(), 2);
        // With r2c1 fixed to 2, r1c1 is 9; with it fixed to 3, nothing is left.
        let mut candidates = vec![all, bits(&[2])];
        assert!(sum.restrict(&mut candidates, &mut Vec::new()).possible);
        assert_eq!(candidates[0], bits(&[9]));
        let mut candidates = vec![all, bits(&[3])];
        assert!(!sum.restrict(&mut candidates, &mut Vec::new()).possible);
    }

    #[test]
    fn cells_that_see_each_other_hold_distinct_digits() {
        let all = bits(&[1, 2, 3, 4, 5, 6, 7, 8, 9]);
        // Two cells of a house making 4 are 1 and 3; apart they could be 2 and 2 too.
        let together = LinearSum {
            groups: vec![group(&[0, 1], false)],
            total: 4,
        };
        let mut candidates = vec![all, all];
        assert!(together.restrict(&mut candidates, &mut Vec::new()).possible);
        assert_eq!(candidates, [bits(&[1, 2, 3]); 2]);
        // With one of them 2, the other must be 2 as well: no digits left.
        let mut candidates = vec![bits(&[2]), all];
        assert!(!together.restrict(&mut candidates, &mut Vec::new()).possible);
        let apart = LinearSum {
            groups: vec![group(&[0], false), group(&[1], false)],
            total: 4,
        };
        let mut candidates = vec![bits(&[2]), all];
        assert!(apart.restrict(&mut candidates, &mut Vec::new()).possible);
        assert_eq!(candidates[1], bits(&[2]));
    }
}
