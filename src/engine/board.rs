//! The candidate state of a grid as band-wise bitboards, and constraint propagation on it.

use super::tables::{
    BAND_ALL, BAND_PEERS, COLUMN0, ROW_STRIDE, ROW9, cell_at, locate, lock_segments, lone_in_row,
    pointing_columns,
};

/// Propagation proved that no completion exists.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Contradiction;

/// Which digits each cell may still hold.
///
/// `places[b][d]` is the band word (see `tables`) of the cells of band `b` where digit `d + 1`
/// is still possible; a band's nine words are contiguous, so work on every digit of a band
/// compiles to a few vector instructions. A cell is *solved* once its digit is placed: from then on only that
/// digit's word has its bit, and `unsolved` no longer does. The state is about 120 bytes of
/// plain integers, so search copies it instead of undoing moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Board {
    // Read by the branching choice (`branch.rs`), which only looks.
    pub(super) places: [[u32; 9]; 3],
    pub(super) unsolved: [u32; 3],
    /// Words changed since propagation last looked at them: bit `9 * band + digit`.
    dirty: u32,
}

/// The columns (9 bits) of the non-zero values of a row of nine, found without branches.
#[inline(always)]
fn given_columns(row: &[u8]) -> u32 {
    const LOW7: u64 = 0x7F7F_7F7F_7F7F_7F7F;
    const HIGH: u64 = !LOW7;
    let mut first8 = [0u8; 8];
    first8.copy_from_slice(&row[..8]);
    let bytes = u64::from_le_bytes(first8);
    // The high bit of each byte that is non-zero, then those eight bits gathered into one byte.
    let non_zero = (((bytes & LOW7) + LOW7) | bytes) & HIGH;
    let first = (non_zero >> 7).wrapping_mul(0x0102_0408_1020_4080) >> 56;
    first as u32 | u32::from(row[8] != 0) << 8
}

/// Candidates per open cell, in tenths, at or below which a grid is dense
/// ([`Board::is_dense`]): measured on the public sets and on generated grids.
const DENSE_TENTHS: u32 = 46;

/// Every word of the board, as a `dirty` mask.
const ALL_WORDS: u32 = (1 << 27) - 1;

/// The nine words of band 0 as a `dirty` mask (shift by `9 * band` for the others).
const BAND_WORDS: u32 = 0x1FF;

impl Board {
    /// The empty grid: every digit possible everywhere.
    pub(crate) fn new() -> Self {
        Board {
            places: [[BAND_ALL; 9]; 3],
            unsolved: [BAND_ALL; 3],
            dirty: ALL_WORDS,
        }
    }

    /// The propagated state of `cells` (0 = blank, 1..=9 = given).
    ///
    /// The givens are entered all at once, already solved: each digit leaves the rows, boxes
    /// and columns of its givens, and every digit leaves the givens' cells. Givens that repeat
    /// a digit in a house (and values above 9) are a contradiction like any other: callers that
    /// must tell them apart check the givens once there turns out to be no completion.
    pub(crate) fn from_givens(cells: &[u8; 81]) -> Result<Self, Contradiction> {
        let mut given = [[0u32; 9]; 3];
        let mut excluded = [[0u32; 9]; 3];
        let mut columns = [0u32; 9];
        let mut clash = false;
        for (row, values) in cells.chunks_exact(9).enumerate() {
            let band = row / 3;
            // Only the givens are visited: a branch per cell on whether it is given would be
            // mispredicted about once per given.
            let mut present = given_columns(values);
            while present != 0 {
                let column = present.trailing_zeros() as usize;
                present &= present - 1;
                let digit = usize::from(values[column]) - 1;
                if digit >= 9 {
                    return Err(Contradiction);
                }
                let bit = (row % 3) as u32 * ROW_STRIDE + column as u32;
                let column = COLUMN0 << column;
                // An earlier given of this digit in the same row, box or column.
                clash |= excluded[band][digit] >> bit & 1 != 0 || columns[digit] & column != 0;
                given[band][digit] |= 1 << bit;
                excluded[band][digit] |= BAND_PEERS[bit as usize];
                columns[digit] |= column;
            }
        }
        if clash {
            return Err(Contradiction);
        }
        let mut board = Board::new();
        for band in 0..3 {
            let all_given = given[band].iter().fold(0, |all, &cells| all | cells);
            board.unsolved[band] = BAND_ALL & !all_given;
            for digit in 0..9 {
                let open = !(excluded[band][digit] | columns[digit] | all_given);
                board.places[band][digit] = BAND_ALL & open | given[band][digit];
            }
        }
        board.settle()?;
        Ok(board)
    }

    /// Propagates, and adds hidden singles in columns (and columns left without a place
    /// for a digit) until neither changes anything: the propagation of a root, where it is
    /// paid once. Search nodes skip the columns (see [`Board::propagate`]); a root that
    /// missed one could hide a contradiction under thousands of them.
    pub(crate) fn settle(&mut self) -> Result<(), Contradiction> {
        loop {
            self.propagate()?;
            if !self.column_singles()? {
                return Ok(());
            }
        }
    }

    /// Places every digit that has one place left in a column; `Err` when a column has
    /// none. Whether it placed any.
    fn column_singles(&mut self) -> Result<bool, Contradiction> {
        let mut placed_any = false;
        for digit in 0..9 {
            let (mut once, mut twice) = (0u32, 0u32);
            for band in 0..3 {
                let word = self.places[band][digit];
                for row in 0..3 {
                    let columns = word >> (row * ROW_STRIDE) & ROW9;
                    twice |= once & columns;
                    once |= columns;
                }
            }
            if once != ROW9 {
                return Err(Contradiction);
            }
            let mut single = once & !twice;
            while single != 0 {
                let column = single.trailing_zeros();
                single &= single - 1;
                let Some(band) =
                    (0..3).find(|&band| self.places[band][digit] & COLUMN0 << column != 0)
                else {
                    continue;
                };
                let bit = (self.places[band][digit] & COLUMN0 << column).trailing_zeros();
                if self.unsolved[band] >> bit & 1 != 0 {
                    self.isolate(digit, band, bit);
                    placed_any = true;
                }
            }
        }
        Ok(placed_any)
    }

    /// Whether every cell is solved.
    #[inline]
    pub(crate) fn is_solved(&self) -> bool {
        self.unsolved == [0; 3]
    }

    /// Whether `cell` is still open (not solved).
    #[inline]
    pub(crate) fn is_open(&self, cell: usize) -> bool {
        let (band, bit) = locate(cell);
        self.unsolved[band] >> bit & 1 != 0
    }

    /// Whether the grid is constrained, like a proper puzzle: its open cells have at most
    /// [`DENSE_TENTHS`] tenths of a candidate each on average. Depth-first trees stay small
    /// on such grids.
    pub(crate) fn is_dense(&self) -> bool {
        let (mut open, mut candidates) = (0, 0);
        for (words, unsolved) in self.places.iter().zip(self.unsolved) {
            candidates += words
                .iter()
                .map(|word| (word & unsolved).count_ones())
                .sum::<u32>();
            open += unsolved.count_ones();
        }
        candidates * 10 <= open * DENSE_TENTHS
    }

    /// The first unsolved cell in row-major order.
    #[inline]
    pub(crate) fn first_unsolved(&self) -> Option<usize> {
        (0..3)
            .find(|&band| self.unsolved[band] != 0)
            .map(|band| cell_at(band, self.unsolved[band].trailing_zeros()))
    }

    /// The digits (bit `d` for digit `d + 1`) still possible in `cell`.
    #[inline]
    pub(crate) fn candidates(&self, cell: usize) -> u16 {
        let (band, bit) = locate(cell);
        let mut digits = 0;
        for (digit, word) in self.places[band].iter().enumerate() {
            digits |= ((word >> bit & 1) as u16) << digit;
        }
        digits
    }

    /// Places digit index `digit` (0..9) in an unsolved `cell`; `propagate` completes it.
    pub(crate) fn place(&mut self, cell: usize, digit: usize) -> Result<(), Contradiction> {
        let (band, bit) = locate(cell);
        if (self.unsolved[band] & self.places[band][digit]) >> bit & 1 == 0 {
            return Err(Contradiction);
        }
        self.isolate(digit, band, bit);
        Ok(())
    }

    /// Keeps only `digits` (bit `d` for digit `d + 1`) as candidates of `cell`.
    pub(crate) fn restrict(&mut self, cell: usize, digits: u16) {
        let (band, bit) = locate(cell);
        for (digit, word) in self.places[band].iter_mut().enumerate() {
            if digits >> digit & 1 == 0 && *word >> bit & 1 != 0 {
                *word &= !(1 << bit);
                self.dirty |= 1 << (9 * band + digit);
            }
        }
    }

    /// The grid's digits (1..=9), 0 where a cell is unsolved.
    pub(crate) fn to_cells(self) -> [u8; 81] {
        let mut cells = [0u8; 81];
        for (band, words) in self.places.iter().enumerate() {
            let solved = !self.unsolved[band];
            for (digit, &word) in words.iter().enumerate() {
                // A placed digit holds one cell of a row: at most one bit per row.
                for row in 0..3 {
                    let placed = (word & solved) >> (row * ROW_STRIDE) & ROW9;
                    if placed != 0 {
                        let cell = band * 27 + row as usize * 9 + placed.trailing_zeros() as usize;
                        cells[cell] = digit as u8 + 1;
                    }
                }
            }
        }
        cells
    }

    /// Starts placing `digit` in cell `bit` of `band`: removes the digit from the cell's row
    /// and box. The cell is then alone in its row of the digit's word, which the next band
    /// shrink treats as a placement: one mechanism for every way a digit gets placed.
    #[inline(always)]
    fn isolate(&mut self, digit: usize, band: usize, bit: u32) {
        self.places[band][digit] &= !BAND_PEERS[bit as usize];
        self.dirty |= 1 << (9 * band + digit);
    }

    /// Applies locked candidates (along rows inside bands, along columns across them),
    /// hidden singles in rows and boxes, and naked singles until nothing changes. Every
    /// removal is implied by the current state, so the set of completions is unchanged; `Err`
    /// means that set is empty.
    ///
    /// Only words that changed are looked at again: each change marks its word dirty (in a
    /// local mask while sweeping, which then stays in a register), and a band's cells are
    /// checked for naked singles when one of its words was touched. Hidden singles in columns
    /// are not looked for: measured, the column pointing catches enough of them that the
    /// search beats the cost of the scan.
    pub(crate) fn propagate(&mut self) -> Result<(), Contradiction> {
        loop {
            let mut touched = 0u32;
            let mut dirty = core::mem::take(&mut self.dirty);
            while dirty != 0 {
                let sweep = core::mem::take(&mut dirty);
                touched |= sweep;
                self.sweep_band::<0>(sweep, &mut dirty)?;
                self.sweep_band::<1>(sweep, &mut dirty)?;
                self.sweep_band::<2>(sweep, &mut dirty)?;
            }
            if touched == 0 {
                return Ok(());
            }
            for band in 0..3 {
                if touched >> (9 * band) & BAND_WORDS != 0 {
                    self.naked_singles(band)?;
                }
            }
        }
    }

    /// Shrinks the words of band `BAND` marked in `sweep`, marking in `dirty` the words that
    /// change. The band is a constant so that the updates of the other bands compile to
    /// fixed addresses.
    #[inline(always)]
    fn sweep_band<const BAND: usize>(
        &mut self,
        sweep: u32,
        dirty: &mut u32,
    ) -> Result<(), Contradiction> {
        let mut digits = sweep >> (9 * BAND) & BAND_WORDS;
        while digits != 0 {
            let digit = digits.trailing_zeros() as usize;
            digits &= digits - 1;
            // Changes made to this word earlier in the sweep are seen now: without this, the
            // next sweep would shrink it again for nothing (a sixth of all shrinks on the
            // 17-clue set).
            *dirty &= !(1 << (9 * BAND + digit));
            self.settle_word(digit, BAND, dirty)?;
        }
        Ok(())
    }

    /// Locked candidates in one band of `digit` (along rows inside the band, along columns
    /// into the other bands), then its placements: cells alone in their row (a box single is
    /// also a row single once the band is shrunk). The shrink has already cleared their rows
    /// and boxes and the pointing their columns; what remains is the other digits in those
    /// cells, done for all of the word's cells at once.
    #[inline(always)]
    fn settle_word(
        &mut self,
        digit: usize,
        band: usize,
        dirty: &mut u32,
    ) -> Result<(), Contradiction> {
        let shrunk = lock_segments(self.places[band][digit]);
        if shrunk == 0 {
            return Err(Contradiction);
        }
        self.places[band][digit] = shrunk;
        // Pointing along columns (a placed cell is the simplest case): the digit's column
        // inside a box is taken for this band, so the other bands lose it.
        let column_cells = pointing_columns(shrunk) * COLUMN0;
        let mut changed = 0;
        for (other, words) in self.places.iter_mut().enumerate() {
            if other != band {
                changed |= u32::from(words[digit] & column_cells != 0) << (9 * other);
                words[digit] &= !column_cells;
            }
        }
        *dirty |= changed << digit;
        let placed = lone_in_row(shrunk) & self.unsolved[band];
        if placed == 0 {
            return Ok(());
        }
        self.unsolved[band] &= !placed;
        // Clear the placed cells from every digit's word, then give them back to `digit`.
        let mut hit = 0u32;
        for (other, word) in self.places[band].iter_mut().enumerate() {
            hit |= u32::from(*word & placed != 0) << other;
            *word &= !placed;
        }
        self.places[band][digit] = shrunk;
        *dirty |= (hit & !(1 << digit)) << (9 * band);
        Ok(())
    }

    /// The cells of `band` with more than `k` candidates, for each `k` below `N`: element 0
    /// holds the cells with at least one, element 1 those with at least two, and so on.
    #[inline(always)]
    pub(crate) fn cells_with_more_than<const N: usize>(&self, band: usize) -> [u32; N] {
        let mut more_than = [0u32; N];
        for word in self.places[band] {
            for k in (1..N).rev() {
                more_than[k] |= more_than[k - 1] & word;
            }
            more_than[0] |= word;
        }
        more_than
    }

    /// Cells of `band` with a single candidate get it; a cell with none is a contradiction.
    #[inline(always)]
    fn naked_singles(&mut self, band: usize) -> Result<(), Contradiction> {
        let [once, twice] = self.cells_with_more_than::<2>(band);
        if self.unsolved[band] & !once != 0 {
            return Err(Contradiction);
        }
        let mut singles = once & !twice & self.unsolved[band];
        while singles != 0 {
            let bit = singles.trailing_zeros();
            singles &= singles - 1;
            // An earlier single of this scan may have emptied this cell; the next check of
            // the band reports it.
            if let Some(digit) = (0..9).find(|&d| self.places[band][d] >> bit & 1 != 0) {
                self.isolate(digit, band, bit);
            }
        }
        Ok(())
    }

    /// Restricts the board to completions that are lexicographically smaller than `best`, a
    /// solved board, and propagates. Cells solved to `best`'s digits form a common prefix;
    /// the first cell after it must not exceed `best`'s digit there, and when it can only
    /// equal it, the prefix grows and the next cell is bounded in turn.
    pub(crate) fn keep_below(&mut self, best: &Board) -> Result<(), Contradiction> {
        loop {
            self.propagate()?;
            let Some((band, bit)) = self.first_difference(best) else {
                return Err(Contradiction); // equal to `best`: not smaller
            };
            let cell = cell_at(band, bit);
            // A solved cell holds a single candidate: its digit.
            let limit = best.candidates(cell).trailing_zeros();
            if limit >= 9 {
                return Err(Contradiction);
            }
            let open = self.candidates(cell);
            if self.unsolved[band] >> bit & 1 == 0 {
                // Solved to another digit: smaller settles the bound, larger breaks it.
                return if open.trailing_zeros() < limit {
                    Ok(())
                } else {
                    Err(Contradiction)
                };
            }
            let allowed = open & ((2u16 << limit) - 1);
            if allowed == open {
                return Ok(());
            }
            self.restrict(cell, allowed);
        }
    }

    /// The first cell, row-major, that is not solved to `best`'s digit.
    fn first_difference(&self, best: &Board) -> Option<(usize, u32)> {
        (0..3).find_map(|band| {
            let equal = self.places[band]
                .iter()
                .zip(&best.places[band])
                .fold(0, |equal, (ours, theirs)| equal | ours & theirs);
            let differ = BAND_ALL & !(equal & !self.unsolved[band]);
            (differ != 0).then(|| (band, differ.trailing_zeros()))
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn empty_board_has_all_candidates() {
        let board = Board::new();
        assert_eq!(board.candidates(40), 0x1FF);
        assert!(!board.is_solved());
        assert_eq!(board.first_unsolved(), Some(0));
    }

    #[test]
    fn placing_clears_row_column_and_box() {
        let mut board = Board::new();
        board.place(40, 4).unwrap(); // digit 5 in the centre
        board.propagate().unwrap();
        assert_eq!(board.candidates(40), 1 << 4);
        assert_ne!(board.first_unsolved(), Some(40));
        assert_eq!(board.to_cells()[40], 5);
        for peer in [36, 44, 4, 76, 30, 50] {
            assert_eq!(board.candidates(peer) & 1 << 4, 0, "cell {peer}");
        }
        assert_eq!(board.candidates(0), 0x1FF);
        assert_eq!(board.place(41, 4), Err(Contradiction));
    }

    #[test]
    fn restrict_keeps_only_given_digits() {
        let mut board = Board::new();
        board.restrict(10, 0b101);
        assert_eq!(board.candidates(10), 0b101);
    }

    #[test]
    fn to_cells_reads_back_placements() {
        let mut board = Board::new();
        board.place(80, 8).unwrap();
        board.propagate().unwrap();
        let cells = board.to_cells();
        assert_eq!(cells[80], 9);
        assert_eq!(cells[0], 0);
    }

    #[test]
    fn clashing_givens_are_a_contradiction() {
        for (a, b) in [(0, 8), (0, 72), (0, 20), (30, 50)] {
            let mut cells = [0u8; 81];
            cells[a] = 7;
            cells[b] = 7;
            assert_eq!(
                Board::from_givens(&cells),
                Err(Contradiction),
                "cells {a} and {b}"
            );
        }
        let mut cells = [0u8; 81];
        cells[0] = 7;
        cells[80] = 7;
        assert!(Board::from_givens(&cells).is_ok());
        cells[5] = 10;
        assert_eq!(Board::from_givens(&cells), Err(Contradiction));
    }

    /// Settling places a digit whose column has one place left, which rows and boxes do not
    /// show, and fails on a column with none.
    #[test]
    fn settle_finds_hidden_singles_and_holes_in_columns() {
        let mut board = Board::new();
        // Digit 1 leaves column 0 everywhere but row 8: row 8 still has nine places for it.
        for row in 0..8 {
            board.restrict(row * 9, 0x1FF & !1);
        }
        board.propagate().unwrap();
        assert_ne!(board.candidates(72), 1, "propagation alone leaves it open");
        board.settle().unwrap();
        assert_eq!(board.candidates(72), 1);
        assert!(!board.is_open(72));
        let mut hole = Board::new();
        for row in 0..9 {
            hole.restrict(row * 9, 0x1FF & !1);
        }
        assert_eq!(hole.settle(), Err(Contradiction));
    }

    #[test]
    fn an_emptied_cell_is_a_contradiction() {
        let mut board = Board::new();
        board.restrict(0, 0);
        assert_eq!(board.propagate(), Err(Contradiction));
    }
}
