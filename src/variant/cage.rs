//! Killer cages: sets of cells (connected or not) whose digits differ, with an optional sum.
//! The checks a cage must pass to be part of a layout, and the one question the search and
//! the candidates ask of a cage with a sum: which digits can its cells still hold, given the
//! sets of distinct digits that make the sum.

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

/// A cage's sum as the search reads it: its cells and their total. The cages with a sum, and
/// the sums the houses imply ([`implied_sums`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct SumCage {
    pub(crate) cells: Vec<u16>,
    pub(crate) sum: u32,
}

/// The sums the layout implies beyond its cages: in a house of `size` cells (whose digits
/// add up to `1 + 2 + ... + size`), the cells left over by the cages with a sum that lie
/// wholly inside it add up to the rest (the "rule of 45"). Only when cells are left over and
/// there are fewer of them than there are digits; the cells of a house differ, so the rest
/// is a cage as any other. These only remove candidates no completion uses: they make the
/// search smaller, never different.
pub(crate) fn implied_sums(
    size: usize,
    houses: &[(crate::LayoutHouse, Vec<u16>)],
    cages: &[LayoutCage],
) -> Vec<SumCage> {
    let whole = sum_range(size, size).0;
    let mut implied = Vec::new();
    for (_, members) in houses.iter().filter(|(_, members)| members.len() == size) {
        let mut rest: Vec<u16> = members.clone();
        let mut inside = 0;
        for cage in cages {
            let Some(sum) = cage.sum else { continue };
            if cage.cells.iter().all(|cell| members.contains(cell)) {
                rest.retain(|cell| !cage.cells.contains(cell));
                inside += sum;
            }
        }
        if !rest.is_empty() && rest.len() < size && inside < whole {
            let already = cages.iter().any(|cage| cage.cells == rest);
            if !already {
                implied.push(SumCage {
                    cells: rest,
                    sum: whole - inside,
                });
            }
        }
    }
    implied
}

/// How one look at a cage ended: whether a set of digits can still make its sum, and the
/// work it took (one unit a cage, one a set of digits tried).
pub(crate) struct Restricted {
    pub(crate) possible: bool,
    pub(crate) work: u64,
    /// Whether a digit every set holds was placed in its one cell: another look may then
    /// remove more, so the memory must not take these candidates as settled.
    pub(crate) placed: bool,
}

/// Keeps the candidates of the cells of a cage with `sum` to the digits of the sets that can
/// make it: `cells.len()` distinct digits adding up to `sum`, which the cells can hold one
/// each (a digit each, all different). The cells whose candidates shrank are pushed on
/// `changed`. A cell with one candidate counts as holding it. Not possible: no such set, or
/// the cells' single digits repeat or pass the sum.
pub(crate) fn restrict(
    cells: &[u16],
    sum: u32,
    candidates: &mut [u32],
    changed: &mut Vec<u16>,
) -> Restricted {
    let mut fixed = 0u32;
    let mut left = sum;
    let mut open = [0u32; 32];
    let mut open_cells = [0u16; 32];
    let mut count = 0;
    let impossible = |work| Restricted {
        possible: false,
        work,
        placed: false,
    };
    for &cell in cells {
        let marks = candidates[usize::from(cell)];
        if marks & marks.wrapping_sub(1) == 0 {
            let digit = marks.trailing_zeros() + 1;
            if marks == 0 || fixed & marks != 0 || digit > left {
                return impossible(1);
            }
            fixed |= marks;
            left -= digit;
        } else {
            open[count] = marks;
            open_cells[count] = cell;
            count += 1;
        }
    }
    if count == 0 {
        return Restricted {
            possible: left == 0,
            work: 1,
            placed: false,
        };
    }
    let open = &mut open[..count];
    let mut available = 0;
    for marks in open.iter_mut() {
        *marks &= !fixed;
        available |= *marks;
    }
    let mut sets = Sets {
        cells: open,
        union: 0,
        common: u32::MAX,
        tried: 0,
    };
    sets.search(available, count, left, 0);
    let work = 1 + sets.tried;
    if sets.union == 0 {
        return impossible(work);
    }
    let union = sets.union;
    for (&cell, &marks) in open_cells.iter().zip(open.iter()) {
        let kept = marks & union;
        if kept != candidates[usize::from(cell)] {
            candidates[usize::from(cell)] = kept;
            changed.push(cell);
        }
    }
    // A digit of every set is in the cage: with one cell left for it, it is that cell's.
    let mut placed = false;
    let mut common = sets.common;
    while common != 0 {
        let digit = common & common.wrapping_neg();
        common &= common - 1;
        let mut holders = open_cells
            .iter()
            .filter(|&&cell| candidates[usize::from(cell)] & digit != 0);
        if let (Some(&only), None) = (holders.next(), holders.next()) {
            if candidates[usize::from(only)] != digit {
                candidates[usize::from(only)] = digit;
                changed.push(only);
                placed = true;
            }
        }
    }
    Restricted {
        possible: true,
        work,
        placed,
    }
}

/// The sets of digits a cage's open cells can hold: the search over them and what it found.
struct Sets<'c> {
    /// The candidates of each open cell (the digits of the cells with one taken out).
    cells: &'c [u32],
    /// The union of the sets found.
    union: u32,
    /// The digits every set found holds.
    common: u32,
    tried: u64,
}

impl Sets<'_> {
    /// Adds to `union` every set of `picks` digits of `digits` with total `left`, joined to
    /// `chosen`, that the cells can hold one each. The digits are taken from the highest
    /// down; a branch whose largest or smallest total misses `left` is cut.
    fn search(&mut self, digits: u32, picks: usize, left: u32, chosen: u32) {
        if picks == 0 {
            self.tried += 1;
            let news = chosen & !self.union != 0 || self.common & !chosen != 0;
            if left == 0 && news && self.cells_hold(chosen) {
                self.union |= chosen;
                self.common &= chosen;
            }
            return;
        }
        if (digits.count_ones() as usize) < picks {
            return;
        }
        let (smallest, largest) = extremes(digits, picks);
        if left < smallest || left > largest {
            return;
        }
        let top = 31 - digits.leading_zeros();
        let bit = 1u32 << top;
        let rest = digits & !bit;
        if top < left {
            self.search(rest, picks - 1, left - (top + 1), chosen | bit);
        }
        self.search(rest, picks, left, chosen);
    }

    /// Whether the cells can hold the digits of `set` one each, all different: a matching
    /// of cells to digits, grown one cell at a time by augmenting paths.
    fn cells_hold(&self, set: u32) -> bool {
        // For each digit (bit), the open cell holding it in the matching so far.
        let mut holder = [u8::MAX; 32];
        for cell in 0..self.cells.len() {
            let mut visited = 0u32;
            if !augment(self.cells, set, cell, &mut holder, &mut visited) {
                return false;
            }
        }
        true
    }
}

/// Finds a digit of `set` for `cell`, moving the cells already matched along a path.
fn augment(cells: &[u32], set: u32, cell: usize, holder: &mut [u8; 32], visited: &mut u32) -> bool {
    let mut options = cells[cell] & set & !*visited;
    while options != 0 {
        let digit = options.trailing_zeros() as usize;
        options &= options - 1;
        *visited |= 1 << digit;
        let current = holder[digit];
        if current == u8::MAX || augment(cells, set, usize::from(current), holder, visited) {
            holder[digit] = cell as u8;
            return true;
        }
    }
    false
}

/// The smallest and largest totals of `picks` digits of `digits` (bit `d - 1` for `d`).
fn extremes(digits: u32, picks: usize) -> (u32, u32) {
    let (mut low, mut high) = (digits, digits);
    let (mut smallest, mut largest) = (0, 0);
    for _ in 0..picks {
        smallest += low.trailing_zeros() + 1;
        low &= low - 1;
        let top = 31 - high.leading_zeros();
        largest += top + 1;
        high &= !(1 << top);
    }
    (smallest, largest)
}

/// The search's memory of the sum cages: the candidates each cage's cells had when it was
/// last restricted. A cage whose cells still have exactly those has nothing new to give
/// (restricting is idempotent: every set that fitted still fits), whichever board they are
/// on.
pub(crate) struct SumMemo<'a> {
    cages: &'a [SumCage],
    /// The candidates seen, the cages' cells one after another.
    seen: Vec<u32>,
    /// The cells whose candidates the last pass changed.
    pub(crate) changed: Vec<u16>,
}

impl<'a> SumMemo<'a> {
    /// The memory of `cages`, or `None` when there are none (the search then skips them).
    pub(crate) fn of(cages: &'a [SumCage]) -> Option<SumMemo<'a>> {
        if cages.is_empty() {
            return None;
        }
        let cells = cages.iter().map(|cage| cage.cells.len()).sum();
        Some(SumMemo {
            cages,
            seen: vec![0; cells],
            changed: Vec::new(),
        })
    }

    /// Restricts every cage whose cells changed since it was last seen; the cells changed
    /// are in `changed`. Not possible when a cage has no set of digits left.
    pub(crate) fn restrict(&mut self, candidates: &mut [u32]) -> Restricted {
        self.changed.clear();
        let mut work = 0;
        let mut at = 0;
        for cage in self.cages {
            let seen = &mut self.seen[at..at + cage.cells.len()];
            at += cage.cells.len();
            let same = cage
                .cells
                .iter()
                .zip(seen.iter())
                .all(|(&cell, &marks)| candidates[usize::from(cell)] == marks);
            if same {
                continue;
            }
            let outcome = restrict(&cage.cells, cage.sum, candidates, &mut self.changed);
            work += outcome.work;
            if !outcome.possible {
                return Restricted {
                    possible: false,
                    work,
                    placed: false,
                };
            }
            for (&cell, marks) in cage.cells.iter().zip(seen.iter_mut()) {
                // No candidates are all 0: a cage left that way is looked at again.
                *marks = if outcome.placed {
                    0
                } else {
                    candidates[usize::from(cell)]
                };
            }
        }
        Restricted {
            possible: true,
            work,
            placed: false,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn bits(digits: &[u32]) -> u32 {
        digits.iter().fold(0, |mask, digit| mask | 1 << (digit - 1))
    }

    #[test]
    fn sums_range_from_the_smallest_digits_to_the_largest() {
        assert_eq!(sum_range(2, 9), (3, 17));
        assert_eq!(sum_range(9, 9), (45, 45));
        assert_eq!(sum_range(1, 4), (1, 4));
        assert_eq!(sum_range(3, 16), (6, 45));
    }

    #[test]
    fn a_cage_keeps_the_digits_of_its_sets() {
        let all = bits(&[1, 2, 3, 4, 5, 6, 7, 8, 9]);
        // Two cells making 3 can only be 1 and 2; making 17, 8 and 9.
        for (sum, kept) in [
            (3, bits(&[1, 2])),
            (17, bits(&[8, 9])),
            (10, all & !bits(&[5])),
        ] {
            let mut candidates = vec![all; 2];
            let mut changed = Vec::new();
            let outcome = restrict(&[0, 1], sum, &mut candidates, &mut changed);
            assert!(outcome.possible);
            assert_eq!(candidates, [kept, kept], "sum {sum}");
            assert_eq!(changed.len(), 2);
        }
        // 3 cells making 7 with one holding 4: the others are 1 and 2.
        let mut candidates = vec![bits(&[4]), all, all];
        let outcome = restrict(&[0, 1, 2], 7, &mut candidates, &mut Vec::new());
        assert!(outcome.possible);
        assert_eq!(candidates[1..], [bits(&[1, 2]); 2]);
    }

    #[test]
    fn a_set_the_cells_cannot_hold_one_each_is_no_set() {
        // Sum 10 in two cells: {1,9} {2,8} {3,7} {4,6}. The cells can both hold only 1 or
        // 9, so {1,9} is the one set; the second cell's 8 goes.
        let mut candidates = vec![bits(&[1, 9]), bits(&[1, 8, 9]), 0];
        let outcome = restrict(&[0, 1], 10, &mut candidates, &mut Vec::new());
        assert!(outcome.possible);
        assert_eq!(candidates[1], bits(&[1, 9]));
        // Three cells whose candidates are the same two digits hold no three.
        let mut candidates = vec![bits(&[1, 2]); 3];
        let outcome = restrict(&[0, 1, 2], 6, &mut candidates, &mut Vec::new());
        assert!(!outcome.possible);
    }

    #[test]
    fn a_full_cage_checks_its_total() {
        let mut candidates = vec![bits(&[3]), bits(&[4])];
        assert!(restrict(&[0, 1], 7, &mut candidates, &mut Vec::new()).possible);
        assert!(!restrict(&[0, 1], 8, &mut candidates, &mut Vec::new()).possible);
        let mut twice = vec![bits(&[3]), bits(&[3])];
        assert!(!restrict(&[0, 1], 6, &mut twice, &mut Vec::new()).possible);
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

    #[test]
    fn a_house_with_cages_inside_implies_the_sum_of_the_rest() {
        let layout = crate::Layout::builder(4)
            .cage(&[0, 1], Some(3))
            .cage(&[2], Some(4))
            .build()
            .unwrap();
        let implied = &layout.inner.sum_cages;
        // Row 1: 10 - 3 - 4 leaves r1c4 with 3; box 1 holds only the first cage: r2c1 and
        // r2c2 make 7.
        assert!(implied.contains(&SumCage {
            cells: vec![3],
            sum: 3
        }));
        assert!(implied.contains(&SumCage {
            cells: vec![4, 5],
            sum: 7
        }));
    }
}
