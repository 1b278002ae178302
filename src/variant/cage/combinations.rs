//! A cage's combinations: the sets of distinct digits that make its sum and that its cells
//! can hold one each, and the candidates those leave.

/// How one look at a cage ended: whether a set of digits can still make its sum, and the
/// work it took (one unit a cage, one a set of digits tried).
pub(crate) struct Restricted {
    pub(crate) possible: bool,
    pub(crate) work: u64,
    /// Whether a digit every set holds was placed in its one cell: another look may then
    /// remove more, so the memory must not take these candidates as settled.
    pub(crate) placed: bool,
    /// The digits of the open cells that every set holds: the cage must hold them.
    pub(crate) required: u32,
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
    restrict_with(cells, sum, candidates, changed, |open, available, left| {
        let mut sets = Sets {
            cells: open,
            union: 0,
            common: u32::MAX,
            tried: 0,
        };
        sets.search(available, open.len(), left, 0);
        (sets.union, sets.common, sets.tried)
    })
}

/// As [`restrict`], with the sets read from `table` (the sets of each count and total of
/// the layout's digits), and a set kept when each open cell can hold one of its digits (no
/// matching of cells to digits): a weaker look, but a cheap one, which the search makes at
/// every branch. The cells still differ, as the cage is a house, and a cage whose cells all
/// hold one digit is checked exactly.
pub(crate) fn restrict_by_table(
    cells: &[u16],
    sum: u32,
    table: &Table,
    candidates: &mut [u32],
    changed: &mut Vec<u16>,
) -> Restricted {
    restrict_with(cells, sum, candidates, changed, |open, available, left| {
        let (mut union, mut common, mut tried) = (0, u32::MAX, 0);
        for &set in table.sets(open.len(), left) {
            tried += 1;
            if set & !available == 0 && open.iter().all(|&marks| marks & set != 0) {
                union |= set;
                common &= set;
            }
        }
        (union, common, tried)
    })
}

/// The sets of distinct digits of 1..=`size`, by count and total: for a size of at most 16.
pub(crate) struct Table {
    largest: usize,
    sets: Vec<Vec<u32>>,
}

impl Table {
    /// The table of `size` digits, made once per process; `None` above 16 (too many sets).
    pub(crate) fn of(size: usize) -> Option<&'static Table> {
        static TABLES: [std::sync::OnceLock<Table>; 17] =
            [const { std::sync::OnceLock::new() }; 17];
        let slot = TABLES.get(size)?;
        Some(slot.get_or_init(|| {
            let largest = size * (size + 1) / 2;
            let mut sets = vec![Vec::new(); (size + 1) * (largest + 1)];
            for set in 0u32..(1 << size) {
                let total: usize = (0..size)
                    .filter(|bit| set >> bit & 1 != 0)
                    .map(|bit| bit + 1)
                    .sum();
                sets[set.count_ones() as usize * (largest + 1) + total].push(set);
            }
            Table { largest, sets }
        }))
    }

    /// The sets of `count` digits adding up to `total`.
    fn sets(&self, count: usize, total: u32) -> &[u32] {
        let total = total as usize;
        if total > self.largest {
            return &[];
        }
        self.sets
            .get(count * (self.largest + 1) + total)
            .map_or(&[], Vec::as_slice)
    }
}

/// The look both kinds share: the cells with one candidate taken as placed, the sets of the
/// open cells found by `find` (from their candidates, the digits they can hold, the total
/// left: the union of the sets, the digits common to all, the sets tried), and the
/// candidates cut to them.
fn restrict_with(
    cells: &[u16],
    sum: u32,
    candidates: &mut [u32],
    changed: &mut Vec<u16>,
    find: impl FnOnce(&[u32], u32, u32) -> (u32, u32, u64),
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
        required: 0,
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
            required: 0,
        };
    }
    let open = &mut open[..count];
    let mut available = 0;
    for marks in open.iter_mut() {
        *marks &= !fixed;
        available |= *marks;
    }
    let (union, common, tried) = find(open, available, left);
    let work = 1 + tried;
    if union == 0 {
        return impossible(work);
    }
    for (&cell, &marks) in open_cells.iter().zip(open.iter()) {
        let kept = marks & union;
        if kept != candidates[usize::from(cell)] {
            candidates[usize::from(cell)] = kept;
            changed.push(cell);
        }
    }
    // A digit of every set is in the cage: with one cell left for it, it is that cell's.
    let mut placed = false;
    let required = common;
    let mut common = common;
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
        required,
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

#[cfg(test)]
mod tests {
    use super::*;

    fn bits(digits: &[u32]) -> u32 {
        digits.iter().fold(0, |mask, digit| mask | 1 << (digit - 1))
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
}
