//! The cages of a generated killer: a partition of the grid into connected cages (cells that
//! touch by a side), each within the caller's sizes and holding distinct digits of the
//! completion, grown at random from the seed. With a symmetry, the image of each cage is a
//! cage: every change (a cell added or moved, two cages merged) is made on every image at
//! once, and kept only when the partition it gives is still valid, so that no change has to
//! know how the images of a cage meet it (a cage across the centre is its own image).

use super::super::symmetry::image;
use crate::generate::rng::Random;
use crate::generate::symmetry::Symmetry;

/// A cell in no cage yet.
const NONE: u32 = u32::MAX;

/// Local draws again around the cages left too small, before a whole new draw.
const LOCAL_DRAWS: usize = 16;

/// A partition of the grid's cells into cages, complete or still growing.
#[derive(Clone)]
pub(super) struct Partition<'a> {
    size: usize,
    /// The completion's digits, one a cell.
    solution: &'a [u8],
    symmetry: Symmetry,
    smallest: usize,
    largest: usize,
    /// The cage of each cell (an index into `cages`), or `NONE`.
    owner: Vec<u32>,
    /// The cells of each cage; a cage merged into another is left empty.
    cages: Vec<Vec<usize>>,
}

/// A change to the partition, given for one cell; the partition makes it on every image.
#[derive(Clone, Copy)]
enum Change {
    /// The first cell (in no cage, or in another) joins the cage of the second.
    Join(usize, usize),
    /// The cages of the two cells become one.
    Merge(usize, usize),
}

impl<'a> Partition<'a> {
    /// An empty partition of a grid of `size` whose completion is `solution`.
    pub(super) fn new(
        size: usize,
        solution: &'a [u8],
        symmetry: Symmetry,
        (smallest, largest): (usize, usize),
    ) -> Partition<'a> {
        Partition {
            size,
            solution,
            symmetry,
            smallest,
            largest,
            owner: vec![NONE; size * size],
            cages: Vec::new(),
        }
    }

    /// The cages, each cage's cells ascending.
    pub(super) fn cages(&self) -> Vec<Vec<usize>> {
        let mut cages: Vec<Vec<usize>> = self
            .cages
            .iter()
            .filter(|cells| !cells.is_empty())
            .cloned()
            .collect();
        for cells in &mut cages {
            cells.sort_unstable();
        }
        cages
    }

    /// The cells of the cage that holds `cell`.
    pub(super) fn cage_of(&self, cell: usize) -> &[usize] {
        &self.cages[self.owner[cell] as usize]
    }

    /// Grows cages over the cells in no cage: from each (in a random order), a cage of a
    /// random target size, one random neighbouring cell at a time; then each cage below the
    /// smallest size merges with, or takes a cell from, a neighbour. A cage still too small
    /// then has the cages around it drawn again, a few times. Returns false when some cage
    /// stays too small (the caller draws again).
    pub(super) fn grow(&mut self, random: &mut Random) -> bool {
        self.grow_free(random);
        for _ in 0..LOCAL_DRAWS {
            let small: Vec<usize> = self
                .cages
                .iter()
                .filter(|cells| (1..self.smallest).contains(&cells.len()))
                .map(|cells| cells[0])
                .collect();
            if small.is_empty() {
                return true;
            }
            self.free_around(&small);
            self.grow_free(random);
        }
        self.cages
            .iter()
            .all(|cells| cells.is_empty() || cells.len() >= self.smallest)
    }

    /// The growth of [`Partition::grow`] once over the cells in no cage, and the small
    /// cages filled where a neighbour allows.
    fn grow_free(&mut self, random: &mut Random) {
        let cells = self.size * self.size;
        let mut starts: Vec<usize> = (0..cells).collect();
        random.shuffle(&mut starts);
        for &start in &starts {
            if self.owner[start] != NONE {
                continue;
            }
            // The covered cells are the union of whole orbits, so the orbit of `start` is
            // free: each of its cells starts a cage of its own.
            let mut cell = start;
            loop {
                self.owner[cell] = self.cages.len() as u32;
                self.cages.push(vec![cell]);
                cell = image(self.symmetry, self.size, cell);
                if cell == start {
                    break;
                }
            }
            let target = self.smallest + random.below(self.largest - self.smallest + 1);
            let mut refused: Vec<usize> = Vec::new();
            while self.cage_of(start).len() < target {
                let mut free: Vec<usize> = self
                    .neighbours_of_cage(start)
                    .filter(|&cell| self.owner[cell] == NONE && !refused.contains(&cell))
                    .collect();
                if free.is_empty() {
                    break;
                }
                free.sort_unstable();
                free.dedup();
                let cell = free[random.below(free.len())];
                if !self.try_change(Change::Join(cell, start), false) {
                    refused.push(cell);
                }
            }
        }
        self.fill_small(random);
    }

    /// Brings each cage below the smallest size up to it where it can: merged with a
    /// neighbouring cage, else given a cell of one that can spare it.
    fn fill_small(&mut self, random: &mut Random) {
        for index in 0..self.cages.len() {
            while (1..self.smallest).contains(&self.cages[index].len()) {
                let anchor = self.cages[index][0];
                let mut around: Vec<usize> = self.neighbours_of_cage(anchor).collect();
                around.sort_unstable();
                around.dedup();
                random.shuffle(&mut around);
                let before = self.cages[index].len();
                // With a symmetry, a change may hand a cell back to the image it took one
                // from: only a cage that grew counts, so that the loop ends.
                let grew = around.iter().any(|&cell| {
                    (self.try_change(Change::Merge(anchor, cell), true)
                        || self.try_change(Change::Join(cell, anchor), false))
                        && self.cages[index].len() > before
                });
                if !grew {
                    break;
                }
            }
        }
    }

    /// Moves `cell` into the cage of its neighbour `into` (and each image likewise), if
    /// the partition stays valid with every cage within the sizes. Generation reshapes
    /// a killer with a second completion this way: the two cages' sums then tell apart
    /// the completions whose digits differ in `cell`.
    pub(super) fn try_move(&mut self, cell: usize, into: usize) -> bool {
        self.try_change(Change::Join(cell, into), true)
    }

    /// Draws again the cages that hold a cell of `around` and those next to them (with
    /// their images), keeping the other cages, if the draw succeeds; false otherwise (and the
    /// partition is unchanged). Generation reshapes a killer this way when no single move
    /// fits: the caller checks that the completion it rules out no longer fits.
    pub(super) fn regrow(&mut self, around: &[usize], random: &mut Random) -> bool {
        let before = self.clone();
        self.free_around(around);
        if self.grow(random) {
            return true;
        }
        *self = before;
        false
    }

    /// Takes out of their cages the cells of the cages that hold a cell of `around`, of
    /// those next to them, and of their images.
    fn free_around(&mut self, around: &[usize]) {
        let mut freed: Vec<u32> = Vec::new();
        for &cell in around {
            freed.push(self.owner[cell]);
            freed.extend(self.neighbours_of_cage(cell).map(|next| self.owner[next]));
        }
        freed.sort_unstable();
        freed.dedup();
        for cage in freed {
            for cell in self.cages[cage as usize].clone() {
                let mut next = cell;
                loop {
                    let owner = self.owner[next];
                    if owner != NONE {
                        for member in std::mem::take(&mut self.cages[owner as usize]) {
                            self.owner[member] = NONE;
                        }
                    }
                    next = image(self.symmetry, self.size, next);
                    if next == cell {
                        break;
                    }
                }
            }
        }
    }

    /// Whether the digits `other` (one a cell) fit the cages: each cage's digits distinct,
    /// with the cage's sum in the completion.
    pub(super) fn fits(&self, other: &[u8]) -> bool {
        self.cages.iter().all(|cells| {
            let mut digits = 0u32;
            let mut difference = 0i32;
            for &cell in cells {
                digits |= 1 << other[cell];
                difference += i32::from(other[cell]) - i32::from(self.solution[cell]);
            }
            difference == 0 && digits.count_ones() as usize == cells.len()
        })
    }

    /// The cells that touch `cell` by a side.
    pub(super) fn neighbours(&self, cell: usize) -> impl Iterator<Item = usize> {
        let size = self.size;
        let (row, column) = (cell / size, cell % size);
        let up = (row > 0).then(|| cell - size);
        let down = (row + 1 < size).then_some(cell + size);
        let left = (column > 0).then(|| cell - 1);
        let right = (column + 1 < size).then_some(cell + 1);
        [up, down, left, right].into_iter().flatten()
    }

    /// The cells outside the cage of `cell` that touch it (some more than once).
    fn neighbours_of_cage(&self, cell: usize) -> impl Iterator<Item = usize> + '_ {
        let owner = self.owner[cell];
        self.cage_of(cell)
            .iter()
            .flat_map(move |&member| self.neighbours(member))
            .filter(move |&next| self.owner[next] != owner)
    }

    /// Makes `change` on every image, and keeps it when the cages it touched are valid
    /// ([`Partition::valid`]; at least the smallest size when `finished`, and for each cage
    /// that gave up a cell); otherwise leaves the partition as it was.
    fn try_change(&mut self, change: Change, finished: bool) -> bool {
        let before = self.clone();
        let mut touched: Vec<u32> = Vec::new();
        let mut moved: Vec<usize> = Vec::new();
        let (mut first, mut second) = match change {
            Change::Join(first, second) | Change::Merge(first, second) => (first, second),
        };
        for _ in 0..order(self.symmetry) {
            touched.extend([self.owner[first], self.owner[second]]);
            match change {
                // The cell came in with an earlier image: its cage and the target become one.
                Change::Join(..) if moved.contains(&first) => self.merge(first, second),
                Change::Join(..) => self.join(first, second),
                Change::Merge(..) => self.merge(first, second),
            }
            moved.push(first);
            first = image(self.symmetry, self.size, first);
            second = image(self.symmetry, self.size, second);
        }
        touched.retain(|&cage| cage != NONE);
        touched.sort_unstable();
        touched.dedup();
        // A cage that gave up a cell must keep the smallest size even while others grow.
        let valid = touched.iter().all(|&cage| {
            let cage = cage as usize;
            let shrank = self.cages[cage].len() < before.cages[cage].len();
            self.valid(cage, finished || shrank)
        });
        if valid {
            return true;
        }
        *self = before;
        false
    }

    /// `cell` leaves its cage (if any) for the cage of `into`.
    fn join(&mut self, cell: usize, into: usize) {
        let target = self.owner[into];
        let old = self.owner[cell];
        if old == target {
            return;
        }
        if old != NONE {
            self.cages[old as usize].retain(|&member| member != cell);
        }
        self.owner[cell] = target;
        self.cages[target as usize].push(cell);
    }

    /// The cage of `from` joins the cage of `into`.
    fn merge(&mut self, into: usize, from: usize) {
        let (target, old) = (self.owner[into], self.owner[from]);
        if target == old || old == NONE {
            return;
        }
        let cells = std::mem::take(&mut self.cages[old as usize]);
        for &cell in &cells {
            self.owner[cell] = target;
        }
        self.cages[target as usize].extend(cells);
    }

    /// Whether cage `index` (empty: merged away, valid) is connected, holds distinct digits
    /// of the completion, has at most the largest size (and, when `finished`, at least the
    /// smallest), and maps onto a cage of its size under the symmetry.
    fn valid(&self, index: usize, finished: bool) -> bool {
        let cells = &self.cages[index];
        if cells.is_empty() {
            return true;
        }
        if cells.len() > self.largest || (finished && cells.len() < self.smallest) {
            return false;
        }
        let mut digits = 0u32;
        for &cell in cells {
            let bit = 1u32 << self.solution[cell];
            if digits & bit != 0 {
                return false;
            }
            digits |= bit;
        }
        let mapped = image(self.symmetry, self.size, cells[0]);
        let image_cage = self.owner[mapped];
        if image_cage == NONE
            || self.cages[image_cage as usize].len() != cells.len()
            || cells
                .iter()
                .any(|&cell| self.owner[image(self.symmetry, self.size, cell)] != image_cage)
        {
            return false;
        }
        self.connected(cells)
    }

    /// Whether `cells` (not empty) touch one another by sides into one piece.
    fn connected(&self, cells: &[usize]) -> bool {
        let mut reached = vec![cells[0]];
        let mut next = 0;
        while next < reached.len() {
            let cell = reached[next];
            next += 1;
            for neighbour in self.neighbours(cell) {
                if cells.contains(&neighbour) && !reached.contains(&neighbour) {
                    reached.push(neighbour);
                }
            }
        }
        reached.len() == cells.len()
    }
}

/// How many times `symmetry` applies before every cell is back in its place.
fn order(symmetry: Symmetry) -> usize {
    match symmetry {
        Symmetry::None => 1,
        Symmetry::Rotate90 => 4,
        Symmetry::Rotate180 | Symmetry::Mirror | Symmetry::Diagonal => 2,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A 9x9 completion (rows shifted by 3 and by 1 a band).
    fn solution() -> Vec<u8> {
        (0..81)
            .map(|cell| {
                let (row, column) = (cell / 9, cell % 9);
                ((row * 3 + row / 3 + column) % 9 + 1) as u8
            })
            .collect()
    }

    #[test]
    fn grown_cages_cover_the_grid_within_the_sizes_and_keep_the_symmetry() {
        let digits = solution();
        for symmetry in Symmetry::ALL {
            for (smallest, largest) in [(1, 6), (2, 5), (3, 3)] {
                let mut grown = 0;
                for seed in 0..20 {
                    let mut partition = Partition::new(9, &digits, symmetry, (smallest, largest));
                    if !partition.grow(&mut Random::new(seed)) {
                        continue;
                    }
                    grown += 1;
                    let cages = partition.cages();
                    let mut cells: Vec<usize> = cages.iter().flatten().copied().collect();
                    cells.sort_unstable();
                    assert_eq!(cells, (0..81).collect::<Vec<_>>());
                    for cage in &cages {
                        assert!((smallest..=largest).contains(&cage.len()), "{cage:?}");
                        assert!(partition.connected(cage));
                        let mut mapped: Vec<usize> =
                            cage.iter().map(|&cell| image(symmetry, 9, cell)).collect();
                        mapped.sort_unstable();
                        assert!(cages.contains(&mapped), "{symmetry:?} {cage:?}");
                    }
                }
                // Cages of 3 cells cannot turn into themselves by a quarter turn (the centre's
                // cage is its own image: 1, 5 or 9 cells) nor by the diagonal mirror (a
                // diagonal cell's cage takes a pair of cells beside the diagonal on one side
                // or the other: 8 pairs for 9 cells).
                let impossible = matches!(symmetry, Symmetry::Rotate90 | Symmetry::Diagonal)
                    && (smallest, largest) == (3, 3);
                assert_eq!(grown == 0, impossible, "{symmetry:?} {smallest}-{largest}");
            }
        }
    }
}
