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
        self.queue.clear();
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
        for &peer in &self.geometry.peers[cell] {
            let peer = usize::from(peer);
            let marks = board.candidates[peer];
            if marks & bit != 0 {
                let left = marks & !bit;
                if left == 0 {
                    return false;
                }
                board.candidates[peer] = left;
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
                    self.queue.clear();
                    return Ok(false);
                }
            }
            if board.open == 0 {
                return Ok(true);
            }
            self.spend(1)?;
            let mut progress = false;
            for &house in &geometry.full_houses {
                let members = &geometry.houses[usize::from(house)].1;
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
                    self.queue.clear();
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
                        self.queue.clear();
                        return Ok(false);
                    }
                    progress = true;
                }
            }
            if progress || !self.queue.is_empty() {
                continue;
            }
            match self.locked_candidates(board)? {
                None => {
                    self.queue.clear();
                    return Ok(false);
                }
                Some(false) => return Ok(true),
                Some(true) => {}
            }
        }
    }

    /// Locked candidates over every overlap (a box and a line, a box and a diagonal, a
    /// jigsaw region and a row): a digit of a full house whose places there all lie in
    /// another house leaves that house's other cells. Whether anything was removed, or `None`
    /// on a contradiction. Run when the singles are spent: it removes candidates only, so the
    /// completions are those of before, found with fewer branches.
    fn locked_candidates(&mut self, board: &mut Board) -> Result<Option<bool>, OutOfWork> {
        self.spend(1)?;
        let mut removed = false;
        for overlap in &self.geometry.overlaps {
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
                removed = true;
                if left & (left - 1) == 0 {
                    self.queue.push(cell as u16);
                }
            }
        }
        Ok(Some(removed))
    }

    /// The open cell with the fewest candidates (the first such in row-major order).
    fn branch_cell(board: &Board) -> usize {
        let mut best = (u32::MAX, 0);
        for (cell, &marks) in board.candidates.iter().enumerate() {
            if !board.placed[cell] {
                let count = marks.count_ones();
                if count < best.0 {
                    best = (count, cell);
                    if count <= 2 {
                        break;
                    }
                }
            }
        }
        best.1
    }

    /// `board` with `bit` placed in `cell` and propagated, or `None` on a contradiction.
    fn try_place(
        &mut self,
        mut board: Board,
        cell: usize,
        bit: u32,
    ) -> Result<Option<Board>, OutOfWork> {
        self.spend(1)?;
        self.queue.clear();
        if !self.place(&mut board, cell, bit) {
            self.queue.clear();
            return Ok(None);
        }
        Ok(self.propagate(&mut board)?.then_some(board))
    }

    /// A completion of `board` (its candidate masks, one bit each), if one exists.
    pub(crate) fn find(&mut self, board: Board) -> Result<Option<Vec<u32>>, OutOfWork> {
        if board.open == 0 {
            return Ok(Some(board.candidates));
        }
        let cell = Search::branch_cell(&board);
        let mut options = board.candidates[cell];
        let mut board = board;
        while options != 0 {
            let bit = lowest_bit(options);
            options &= options - 1;
            let next = if options == 0 {
                std::mem::take(&mut board)
            } else {
                board.clone()
            };
            if let Some(next) = self.try_place(next, cell, bit)? {
                if let Some(found) = self.find(next)? {
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
        let cell = Search::branch_cell(&board);
        let mut options = board.candidates[cell];
        let mut board = board;
        while options != 0 && *found < limit {
            let bit = lowest_bit(options);
            options &= options - 1;
            let next = if options == 0 {
                std::mem::take(&mut board)
            } else {
                board.clone()
            };
            if let Some(next) = self.try_place(next, cell, bit)? {
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
