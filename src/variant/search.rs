//! The exact search over any layout: candidate masks (bit `d - 1` for digit `d`), propagation
//! of naked singles through each cell's peers, of hidden singles through the houses that hold
//! every digit and of locked candidates through the houses that cross, and depth-first search
//! on the cell with the fewest candidates.
//!
//! The smallest completion in row-major order comes from one search and a walk: a completion
//! `S` is found; then, cell by cell in row-major order with the cells before fixed to `S`'s
//! digits, each candidate smaller than `S`'s digit is tried in ascending order, and the first
//! that still completes gives the new `S`. A digit tried and refuted cannot start a
//! completion under that prefix; the digit kept is therefore the smallest that does, which is
//! what row-major backtracking trying 1..N finds first. A count to 2 comes first: when the
//! completion is the only one (a proper puzzle), it is the answer, and no refutation is needed.
//!
//! Every step spends the caller's work budget (one unit per cell placed, per house pass, per
//! branch), so every call ends.

use crate::generate::rng::Random;
use crate::variant::cage::SumMemo;
use crate::variant::layout::Geometry;

/// The work budget ran out.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct OutOfWork;

/// The candidate state of a grid under search.
#[derive(Clone, Debug, Default)]
pub(crate) struct Board {
    /// The digits each cell may still hold; a placed cell holds one.
    candidates: Vec<u32>,
    placed: Vec<bool>,
    /// The cells not yet placed.
    open: usize,
}

/// One search over one layout, with its budget and its queue of cells to place.
pub(crate) struct Search<'a> {
    geometry: &'a Geometry,
    all: u32,
    used: u64,
    max_work: u64,
    queue: Vec<u16>,
    /// The houses (bit sets by house index) whose cells changed since their hidden singles,
    /// and since their locked candidates, were last looked for: a house that did not change
    /// has nothing new to give (candidates are only ever removed).
    stale_singles: Vec<u64>,
    stale_locked: Vec<u64>,
    /// When set, [`Search::find`] tries a branch's digits in a random order (generation's
    /// random completions); otherwise in ascending order.
    random: Option<Random>,
    /// The cages' sums (`crate::variant::cage`), when the layout has any.
    sums: Option<SumMemo<'a>>,
}

impl Board {
    /// The digits each cell may still hold (bit `d - 1` for digit `d`).
    pub(crate) fn candidates(&self) -> &[u32] {
        &self.candidates
    }
}

#[inline]
fn lowest_bit(mask: u32) -> u32 {
    mask & mask.wrapping_neg()
}

impl<'a> Search<'a> {
    pub(crate) fn new(geometry: &'a Geometry, max_work: u64) -> Search<'a> {
        let size = geometry.rules.size();
        Search {
            geometry,
            all: (1u32 << size) - 1,
            used: 0,
            max_work,
            queue: Vec::new(),
            stale_singles: vec![0; geometry.houses.len().div_ceil(64)],
            stale_locked: vec![0; geometry.houses.len().div_ceil(64)],
            random: None,
            sums: SumMemo::of(geometry),
        }
    }

    /// Sets the bound on the work spent so far and from now on.
    pub(crate) fn set_max_work(&mut self, max_work: u64) {
        self.max_work = max_work;
    }

    /// The work spent so far.
    pub(crate) fn used(&self) -> u64 {
        self.used
    }

    /// This search with a branch's digits tried in the order `random` draws.
    pub(crate) fn with_random(mut self, random: Random) -> Search<'a> {
        self.random = Some(random);
        self
    }

    /// The next digit of `options` (not empty) to try: the smallest, or a random one.
    fn next_option(&mut self, options: u32) -> u32 {
        match &mut self.random {
            None => lowest_bit(options),
            Some(random) => {
                let mut rest = options;
                for _ in 0..random.below(options.count_ones() as usize) {
                    rest &= rest - 1;
                }
                lowest_bit(rest)
            }
        }
    }

    /// `board` with `bit` taken from `cell`'s candidates and propagated, or `None` when no
    /// completion is left: the completions of `board` whose `cell` holds another digit.
    pub(crate) fn exclude(
        &mut self,
        mut board: Board,
        cell: usize,
        bit: u32,
    ) -> Result<Option<Board>, OutOfWork> {
        self.spend(1)?;
        self.forget_pending();
        let left = board.candidates[cell] & !bit;
        if left == 0 {
            return Ok(None);
        }
        board.candidates[cell] = left;
        self.touch(cell);
        if left & (left - 1) == 0 {
            self.queue.push(cell as u16);
        }
        Ok(self.propagate(&mut board)?.then_some(board))
    }

    /// Drops the queue and the stale houses: the board the next step starts from is fully
    /// propagated (or the last one was refuted and dropped).
    fn forget_pending(&mut self) {
        self.queue.clear();
        self.stale_singles.fill(0);
        self.stale_locked.fill(0);
    }

    /// Marks the houses of `cell`, whose candidates changed, for another look.
    #[inline]
    fn touch(&mut self, cell: usize) {
        for &house in &self.geometry.cell_houses[cell] {
            let (word, bit) = (usize::from(house) / 64, 1u64 << (house % 64));
            self.stale_singles[word] |= bit;
            self.stale_locked[word] |= bit;
        }
    }

    fn spend(&mut self, units: u64) -> Result<(), OutOfWork> {
        self.used += units;
        if self.used > self.max_work {
            Err(OutOfWork)
        } else {
            Ok(())
        }
    }

    /// The board of `cells` (values 0..=size, givens that do not clash) after propagation, or
    /// `None` when propagation finds no completion.
    pub(crate) fn start(&mut self, cells: &[u8]) -> Result<Option<Board>, OutOfWork> {
        let count = cells.len();
        let mut board = Board {
            candidates: vec![self.all; count],
            placed: vec![false; count],
            open: count,
        };
        self.forget_pending();
        // Every house is stale: the last word only up to the last house.
        let houses = self.geometry.houses.len();
        for (word, (singles, locked)) in
            (self.stale_singles.iter_mut().zip(&mut self.stale_locked)).enumerate()
        {
            let left = (houses - word * 64).min(64);
            let all = if left == 64 {
                u64::MAX
            } else {
                (1 << left) - 1
            };
            (*singles, *locked) = (all, all);
        }
        for (cell, &value) in cells.iter().enumerate() {
            if value != 0 && !self.place(&mut board, cell, 1 << (value - 1)) {
                return Ok(None);
            }
        }
        Ok(self.propagate(&mut board)?.then_some(board))
    }

    /// Places `bit` in `cell` and takes it from the peers, queueing those left with one
    /// candidate; false on a contradiction.
    fn place(&mut self, board: &mut Board, cell: usize, bit: u32) -> bool {
        if board.candidates[cell] & bit == 0 {
            return false;
        }
        if board.placed[cell] {
            return true;
        }
        board.candidates[cell] = bit;
        board.placed[cell] = true;
        board.open -= 1;
        self.touch(cell);
        for &peer in &self.geometry.peers[cell] {
            let peer = usize::from(peer);
            let marks = board.candidates[peer];
            if marks & bit != 0 {
                let left = marks & !bit;
                if left == 0 {
                    return false;
                }
                board.candidates[peer] = left;
                self.touch(peer);
                if left & (left - 1) == 0 {
                    self.queue.push(peer as u16);
                }
            }
        }
        true
    }

    /// Naked singles (the queue) and hidden singles (each house of `size` cells) until
    /// neither places anything; false on a contradiction.
    fn propagate(&mut self, board: &mut Board) -> Result<bool, OutOfWork> {
        let geometry = self.geometry;
        loop {
            while let Some(cell) = self.queue.pop() {
                let cell = usize::from(cell);
                if board.placed[cell] {
                    continue;
                }
                self.spend(1)?;
                let bit = board.candidates[cell];
                if !self.place(board, cell, bit) {
                    self.forget_pending();
                    return Ok(false);
                }
            }
            if !self.cage_sums(board)? {
                self.forget_pending();
                return Ok(false);
            }
            if !self.queue.is_empty() {
                continue;
            }
            if board.open == 0 {
                return Ok(true);
            }
            self.spend(1)?;
            let mut progress = false;
            for word in 0..self.stale_singles.len() {
                let mut stale = core::mem::take(&mut self.stale_singles[word]);
                while stale != 0 {
                    let house = word * 64 + stale.trailing_zeros() as usize;
                    stale &= stale - 1;
                    if !geometry.is_full[house] {
                        continue;
                    }
                    let members = &geometry.houses[house].1;
                    let (mut once, mut twice, mut done) = (0u32, 0u32, 0u32);
                    for &cell in members {
                        let marks = board.candidates[usize::from(cell)];
                        twice |= once & marks;
                        once |= marks;
                        if board.placed[usize::from(cell)] {
                            done |= marks;
                        }
                    }
                    if once != self.all {
                        self.forget_pending();
                        return Ok(false);
                    }
                    let singles = once & !twice & !done;
                    if singles == 0 {
                        continue;
                    }
                    for &cell in members {
                        let cell = usize::from(cell);
                        let marks = board.candidates[cell] & singles;
                        if marks == 0 || board.placed[cell] {
                            continue;
                        }
                        if marks & (marks - 1) != 0 || !self.place(board, cell, marks) {
                            self.forget_pending();
                            return Ok(false);
                        }
                        progress = true;
                    }
                }
            }
            if progress || !self.queue.is_empty() {
                continue;
            }
            match self.locked_candidates(board)? {
                None => {
                    self.forget_pending();
                    return Ok(false);
                }
                Some(false) => return Ok(true),
                Some(true) => {}
            }
        }
    }

    /// Keeps each cage's cells to the digits of the sets that make its sum (the cage module
    /// does it); false when a cage has none left. The cells changed go to the queue as any.
    fn cage_sums(&mut self, board: &mut Board) -> Result<bool, OutOfWork> {
        let Some(sums) = &mut self.sums else {
            return Ok(true);
        };
        let outcome = sums.restrict(&mut board.candidates);
        let changed = core::mem::take(&mut sums.changed);
        self.spend(outcome.work)?;
        for &cell in &changed {
            self.touch(usize::from(cell));
            let marks = board.candidates[usize::from(cell)];
            if marks & (marks - 1) == 0 {
                self.queue.push(cell);
            }
        }
        if let Some(sums) = &mut self.sums {
            sums.changed = changed;
        }
        Ok(outcome.possible)
    }

    /// Locked candidates over every overlap (a box and a line, a box and a diagonal, a
    /// jigsaw region and a row): a digit of a full house whose places there all lie in
    /// another house leaves that house's other cells. Whether anything was removed, or `None`
    /// on a contradiction. Run when the singles are spent: it removes candidates only, so the
    /// completions are those of before, found with fewer branches.
    fn locked_candidates(&mut self, board: &mut Board) -> Result<Option<bool>, OutOfWork> {
        self.spend(1)?;
        let geometry = self.geometry;
        let mut removed = false;
        for word in 0..self.stale_locked.len() {
            let mut stale = core::mem::take(&mut self.stale_locked[word]);
            while stale != 0 {
                let house = word * 64 + stale.trailing_zeros() as usize;
                stale &= stale - 1;
                for overlap in &geometry.overlaps[geometry.overlaps_of[house].clone()] {
                    let marks_of = |cells: &[u16]| {
                        cells
                            .iter()
                            .fold(0, |all, &cell| all | board.candidates[usize::from(cell)])
                    };
                    let locked = marks_of(&overlap.shared) & !marks_of(&overlap.rest_of_full);
                    if locked == 0 {
                        continue;
                    }
                    for &cell in &overlap.rest_of_other {
                        let cell = usize::from(cell);
                        let marks = board.candidates[cell];
                        if marks & locked == 0 {
                            continue;
                        }
                        let left = marks & !locked;
                        if left == 0 {
                            return Ok(None);
                        }
                        board.candidates[cell] = left;
                        self.touch(cell);
                        removed = true;
                        if left & (left - 1) == 0 {
                            self.queue.push(cell as u16);
                        }
                    }
                }
            }
        }
        Ok(Some(removed))
    }

    /// The open cell with the fewest candidates (the first such in row-major order), and
    /// that count.
    fn branch_cell(board: &Board) -> (usize, u32) {
        let mut best = (0, u32::MAX);
        for (cell, &marks) in board.candidates.iter().enumerate() {
            if !board.placed[cell] {
                let count = marks.count_ones();
                if count < best.1 {
                    best = (cell, count);
                    if count <= 2 {
                        break;
                    }
                }
            }
        }
        best
    }

    /// The placements to branch on: each completion of `board` has exactly one of them. The
    /// digits of the open cell with the fewest candidates; or, when it has more than two and
    /// a full house has a digit with two places left, that digit in either place (the
    /// smaller branch, as Interactive Sudoku Solver chooses).
    fn branch(&mut self, board: &Board) -> Choices {
        let mut choices = Choices {
            items: [(0, 0); 32],
            len: 0,
        };
        let (cell, count) = Search::branch_cell(board);
        if count > 2 {
            if let Some((digit, first, second)) = self.two_places(board) {
                choices.push(first, digit);
                choices.push(second, digit);
                return choices;
            }
        }
        let mut options = board.candidates[cell];
        while options != 0 {
            let bit = self.next_option(options);
            options &= !bit;
            choices.push(cell, bit);
        }
        choices
    }

    /// A digit of a full house with exactly two places left there, and the two cells.
    fn two_places(&self, board: &Board) -> Option<(u32, usize, usize)> {
        let geometry = self.geometry;
        for &house in &geometry.full_houses {
            let members = &geometry.houses[usize::from(house)].1;
            let (mut once, mut twice, mut more, mut done) = (0u32, 0u32, 0u32, 0u32);
            for &cell in members {
                let marks = board.candidates[usize::from(cell)];
                more |= twice & marks;
                twice |= once & marks;
                once |= marks;
                if board.placed[usize::from(cell)] {
                    done |= marks;
                }
            }
            let pairs = twice & !more & !done;
            if pairs != 0 {
                let digit = lowest_bit(pairs);
                let mut places = members
                    .iter()
                    .map(|&cell| usize::from(cell))
                    .filter(|&cell| board.candidates[cell] & digit != 0);
                let first = places.next()?;
                return Some((digit, first, places.next()?));
            }
        }
        None
    }

    /// `board` with `bit` placed in `cell` and propagated, or `None` on a contradiction.
    pub(crate) fn try_place(
        &mut self,
        mut board: Board,
        cell: usize,
        bit: u32,
    ) -> Result<Option<Board>, OutOfWork> {
        self.spend(1)?;
        self.forget_pending();
        if !self.place(&mut board, cell, bit) {
            self.forget_pending();
            return Ok(None);
        }
        Ok(self.propagate(&mut board)?.then_some(board))
    }

    /// A completion of `board` (its candidate masks, one bit each), if one exists.
    pub(crate) fn find(&mut self, board: Board) -> Result<Option<Vec<u32>>, OutOfWork> {
        if board.open == 0 {
            return Ok(Some(board.candidates));
        }
        let choices = self.branch(&board);
        let mut board = board;
        for (index, &(cell, bit)) in choices.items().iter().enumerate() {
            let next = if index + 1 == choices.len {
                std::mem::take(&mut board)
            } else {
                board.clone()
            };
            if let Some(next) = self.try_place(next, usize::from(cell), bit)? {
                if let Some(found) = self.find(next)? {
                    return Ok(Some(found));
                }
            }
        }
        Ok(None)
    }

    /// A completion of `board` other than `known` (masks, one bit each), if one exists: the
    /// count to 2 of a grid whose one completion may be `known`, with the second completion
    /// kept (generation reshapes a killer where the two differ).
    pub(crate) fn other_than(
        &mut self,
        board: Board,
        known: &[u32],
    ) -> Result<Option<Vec<u32>>, OutOfWork> {
        if board.open == 0 {
            return Ok((board.candidates != known).then_some(board.candidates));
        }
        let choices = self.branch(&board);
        let mut board = board;
        for (index, &(cell, bit)) in choices.items().iter().enumerate() {
            let next = if index + 1 == choices.len {
                std::mem::take(&mut board)
            } else {
                board.clone()
            };
            if let Some(next) = self.try_place(next, usize::from(cell), bit)? {
                if let Some(found) = self.other_than(next, known)? {
                    return Ok(Some(found));
                }
            }
        }
        Ok(None)
    }

    /// Adds the completions of `board` to `found`, stopping at `limit`; the first is kept
    /// in `first`.
    pub(crate) fn count(
        &mut self,
        board: Board,
        limit: u64,
        found: &mut u64,
        first: &mut Option<Vec<u32>>,
    ) -> Result<(), OutOfWork> {
        if board.open == 0 {
            if first.is_none() {
                *first = Some(board.candidates);
            }
            *found += 1;
            return Ok(());
        }
        let choices = self.branch(&board);
        let mut board = board;
        for (index, &(cell, bit)) in choices.items().iter().enumerate() {
            if *found >= limit {
                break;
            }
            let next = if index + 1 == choices.len {
                std::mem::take(&mut board)
            } else {
                board.clone()
            };
            if let Some(next) = self.try_place(next, usize::from(cell), bit)? {
                self.count(next, limit, found, first)?;
            }
        }
        Ok(())
    }

    /// The smallest completion in row-major order of `board` (masks, one bit each), if any.
    pub(crate) fn smallest(&mut self, board: Board) -> Result<Option<Vec<u32>>, OutOfWork> {
        // A proper puzzle's one completion is its smallest: the search that finds it and
        // shows it alone then replaces the refutations, each of which would search again.
        let (mut found, mut first) = (0, None);
        self.count(board.clone(), 2, &mut found, &mut first)?;
        let Some(mut best) = first else {
            return Ok(None);
        };
        if found == 1 {
            return Ok(Some(best));
        }
        let mut prefix = board;
        for cell in 0..best.len() {
            let mut smaller = prefix.candidates[cell] & (best[cell] - 1);
            while smaller != 0 {
                let bit = lowest_bit(smaller);
                smaller &= smaller - 1;
                if let Some(trial) = self.try_place(prefix.clone(), cell, bit)? {
                    if let Some(found) = self.find(trial)? {
                        best = found;
                        break;
                    }
                }
            }
            // `best` completes the prefix with this digit, so placing it cannot fail.
            prefix = self
                .try_place(prefix, cell, best[cell])?
                .expect("a completion's digit keeps its prefix consistent");
        }
        Ok(Some(best))
    }
}

/// The placements of one branch, (cell, digit bit) pairs: at most one a digit.
struct Choices {
    items: [(u16, u32); 32],
    len: usize,
}

impl Choices {
    fn push(&mut self, cell: usize, bit: u32) {
        self.items[self.len] = (cell as u16, bit);
        self.len += 1;
    }

    fn items(&self) -> &[(u16, u32)] {
        &self.items[..self.len]
    }
}

/// The digit of a one-bit mask.
pub(crate) fn digit_of(mask: u32) -> u8 {
    mask.trailing_zeros() as u8 + 1
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lowest_bit_and_digit_name_the_same_candidate() {
        assert_eq!(lowest_bit(0b10100), 0b100);
        assert_eq!(digit_of(lowest_bit(0b10100)), 3);
        assert_eq!(digit_of(1 << 24), 25);
    }
}
