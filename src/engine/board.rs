//! The candidate state of a grid as band-wise bitboards, and constraint propagation on it.

use super::tables::{
    BAND_ALL, BAND_PEERS, COLUMN0, ROW9, SEGMENT_SHRINK, lone_in_row, segment_pattern,
};

/// Propagation proved that no completion exists.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Contradiction;

/// Which digits each cell may still hold.
///
/// `cand[d][b]` is the 27-bit word of band `b` (rows `3b..3b+3`) holding the cells where digit
/// `d + 1` is still possible; bit `9 * (row % 3) + column`, which is simply `cell % 27`. A cell
/// is *solved* once it is assigned; from then on only its digit's word has its bit. The state
/// is a few hundred bytes of plain integers, so search copies it instead of undoing moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Board {
    cand: [[u32; 3]; 9],
    unsolved: [u32; 3],
}

/// Band and bit of a cell index (0..81, row-major).
#[inline(always)]
fn locate(cell: usize) -> (usize, u32) {
    (cell / 27, (cell % 27) as u32)
}

impl Board {
    /// The empty grid: every digit possible everywhere.
    pub(crate) fn new() -> Self {
        Board {
            cand: [[BAND_ALL; 3]; 9],
            unsolved: [BAND_ALL; 3],
        }
    }

    /// The propagated state of `cells` (0 = blank, 1..=9 = given; callers validate first).
    pub(crate) fn from_givens(cells: &[u8; 81]) -> Result<Self, Contradiction> {
        let mut board = Board::new();
        for (cell, &value) in cells.iter().enumerate() {
            if value != 0 {
                board.place(cell, usize::from(value - 1))?;
            }
        }
        board.propagate()?;
        Ok(board)
    }

    /// Whether every cell is assigned.
    #[inline]
    pub(crate) fn is_solved(&self) -> bool {
        self.unsolved == [0; 3]
    }

    /// Whether `cell` is assigned.
    #[inline]
    pub(crate) fn is_cell_solved(&self, cell: usize) -> bool {
        let (band, bit) = locate(cell);
        self.unsolved[band] >> bit & 1 == 0
    }

    /// The first unassigned cell in row-major order.
    #[inline]
    pub(crate) fn first_unsolved(&self) -> Option<usize> {
        (0..3)
            .find(|&band| self.unsolved[band] != 0)
            .map(|band| band * 27 + self.unsolved[band].trailing_zeros() as usize)
    }

    /// The digits (bit `d` for digit `d + 1`) still possible in `cell`.
    #[inline]
    pub(crate) fn candidates(&self, cell: usize) -> u16 {
        let (band, bit) = locate(cell);
        let mut digits = 0;
        for (digit, words) in self.cand.iter().enumerate() {
            digits |= ((words[band] >> bit & 1) as u16) << digit;
        }
        digits
    }

    /// Assigns digit index `digit` (0..9) to an unsolved `cell` without propagating.
    pub(crate) fn place(&mut self, cell: usize, digit: usize) -> Result<(), Contradiction> {
        let (band, bit) = locate(cell);
        if self.unsolved[band] >> bit & 1 == 0 || self.cand[digit][band] >> bit & 1 == 0 {
            return Err(Contradiction);
        }
        self.assign(digit, band, bit);
        Ok(())
    }

    /// Keeps only `digits` (bit `d` for digit `d + 1`) as candidates of `cell`.
    pub(crate) fn restrict(&mut self, cell: usize, digits: u16) {
        let (band, bit) = locate(cell);
        for (digit, words) in self.cand.iter_mut().enumerate() {
            if digits >> digit & 1 == 0 {
                words[band] &= !(1 << bit);
            }
        }
    }

    /// The grid's digits (1..=9), 0 where a cell is unsolved.
    pub(crate) fn to_cells(self) -> [u8; 81] {
        let mut cells = [0u8; 81];
        for (digit, words) in self.cand.iter().enumerate() {
            for (band, &word) in words.iter().enumerate() {
                let mut solved = word & !self.unsolved[band];
                while solved != 0 {
                    cells[band * 27 + solved.trailing_zeros() as usize] = digit as u8 + 1;
                    solved &= solved - 1;
                }
            }
        }
        cells
    }

    /// Puts `digit` in cell `bit` of `band` and removes it from the cell's peers.
    #[inline(always)]
    fn assign(&mut self, digit: usize, band: usize, bit: u32) {
        let mask = 1u32 << bit;
        for words in self.cand.iter_mut() {
            words[band] &= !mask;
        }
        let words = &mut self.cand[digit];
        words[band] = (words[band] & !BAND_PEERS[bit as usize]) | mask;
        let column = COLUMN0 << (bit % 9);
        for (other, word) in words.iter_mut().enumerate() {
            if other != band {
                *word &= !column;
            }
        }
        self.unsolved[band] &= !mask;
    }

    /// Assigns `digit` to cell `bit` of `band` if the cell is still open to it.
    #[inline(always)]
    fn assign_if_open(&mut self, digit: usize, band: usize, bit: u32) -> bool {
        let open = self.unsolved[band] & self.cand[digit][band];
        if open >> bit & 1 != 0 {
            self.assign(digit, band, bit);
            true
        } else {
            false
        }
    }

    /// Applies locked candidates inside bands and hidden and naked singles until nothing
    /// changes. Every removal is implied by the current state, so the set of completions is
    /// unchanged; `Err` means that set is empty.
    pub(crate) fn propagate(&mut self) -> Result<(), Contradiction> {
        loop {
            let mut progress = false;
            for digit in 0..9 {
                progress |= self.shrink_bands(digit)?;
                progress |= self.column_singles(digit)?;
            }
            progress |= self.naked_singles()?;
            if !progress {
                return Ok(());
            }
        }
    }

    /// Locked candidates in each band of `digit`, then the digit's hidden singles in rows
    /// (a box single is also a row single once the band is shrunk).
    #[inline(always)]
    fn shrink_bands(&mut self, digit: usize) -> Result<bool, Contradiction> {
        let mut progress = false;
        for band in 0..3 {
            let word = self.cand[digit][band];
            let shrunk = word & SEGMENT_SHRINK[segment_pattern(word)];
            if shrunk == 0 {
                return Err(Contradiction);
            }
            self.cand[digit][band] = shrunk;
            let mut singles = lone_in_row(shrunk) & self.unsolved[band];
            while singles != 0 {
                progress |= self.assign_if_open(digit, band, singles.trailing_zeros());
                singles &= singles - 1;
            }
        }
        Ok(progress)
    }

    /// Hidden singles of `digit` in columns; an empty column is a contradiction.
    #[inline(always)]
    fn column_singles(&mut self, digit: usize) -> Result<bool, Contradiction> {
        // Per band: columns with at least one and at least two candidate cells.
        let fold = |word: u32| {
            let (r0, r1, r2) = (word & ROW9, word >> 9 & ROW9, word >> 18 & ROW9);
            (r0 | r1 | r2, (r0 & r1) | (r2 & (r0 | r1)))
        };
        let [w0, w1, w2] = self.cand[digit];
        let ((once0, twice0), (once1, twice1), (once2, twice2)) = (fold(w0), fold(w1), fold(w2));
        let once = once0 | once1 | once2;
        if once != ROW9 {
            return Err(Contradiction);
        }
        let twice = twice0 | twice1 | twice2 | (once0 & once1) | (once2 & (once0 | once1));
        let lone_columns = once & !twice;
        if lone_columns == 0 {
            return Ok(false);
        }
        let spread = lone_columns | lone_columns << 9 | lone_columns << 18;
        let mut progress = false;
        for band in 0..3 {
            let mut singles = self.cand[digit][band] & spread & self.unsolved[band];
            while singles != 0 {
                progress |= self.assign_if_open(digit, band, singles.trailing_zeros());
                singles &= singles - 1;
            }
        }
        Ok(progress)
    }

    /// Cells with a single candidate get it; a cell with none is a contradiction.
    #[inline(always)]
    fn naked_singles(&mut self) -> Result<bool, Contradiction> {
        let mut progress = false;
        for band in 0..3 {
            let (mut once, mut twice) = (0u32, 0u32);
            for words in &self.cand {
                twice |= once & words[band];
                once |= words[band];
            }
            if self.unsolved[band] & !once != 0 {
                return Err(Contradiction);
            }
            let mut singles = once & !twice & self.unsolved[band];
            while singles != 0 {
                let bit = singles.trailing_zeros();
                singles &= singles - 1;
                if let Some(digit) = (0..9).find(|&d| self.cand[d][band] >> bit & 1 != 0) {
                    progress |= self.assign_if_open(digit, band, bit);
                }
            }
        }
        Ok(progress)
    }

    /// The cell to branch on: one with two candidates if any, else three, else the first
    /// unsolved cell. Few candidates keep the search tree narrow.
    pub(crate) fn branch_cell(&self) -> Option<usize> {
        let mut fallback = None;
        for band in 0..3 {
            let (mut one, mut two, mut three, mut four) = (0u32, 0u32, 0u32, 0u32);
            for words in &self.cand {
                let word = words[band];
                four |= three & word;
                three |= two & word;
                two |= one & word;
                one |= word;
            }
            let open = self.unsolved[band];
            let pairs = two & !three & open;
            if pairs != 0 {
                return Some(band * 27 + pairs.trailing_zeros() as usize);
            }
            if fallback.is_none() {
                let triples = three & !four & open;
                if triples != 0 {
                    fallback = Some(band * 27 + triples.trailing_zeros() as usize);
                }
            }
        }
        fallback.or_else(|| self.first_unsolved())
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
        assert_eq!(board.candidates(40), 1 << 4);
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
        let cells = board.to_cells();
        assert_eq!(cells[80], 9);
        assert_eq!(cells[0], 0);
    }
}
