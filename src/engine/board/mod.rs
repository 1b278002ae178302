//! The candidate state of a grid as band-wise bitboards: entering the givens, reading
//! cells back, and the edits search makes. The deductions that follow an edit are in
//! [`propagation`], the bound below a known completion in [`bound`]. Each adds methods to
//! [`Board`]; as submodules they see its private fields, which stay private to the board.

mod bound;
mod propagation;
#[cfg(test)]
mod tests;

use super::tables::{BAND_ALL, BAND_PEERS, COLUMN0, ROW_STRIDE, ROW9, cell_at, locate};

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
pub(super) fn given_columns(row: &[u8]) -> u32 {
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
    #[cfg_attr(not(debug_assertions), inline(always))]
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

    /// The propagated state of candidates already known: `places` and `unsolved` as in the
    /// fields, where each solved cell has its digit's bit alone and that digit has left
    /// its peers. Every word is looked at again, as for givens.
    #[cfg_attr(not(debug_assertions), inline(always))]
    pub(crate) fn from_candidates(
        places: [[u32; 9]; 3],
        unsolved: [u32; 3],
    ) -> Result<Self, Contradiction> {
        let mut board = Board {
            places,
            unsolved,
            dirty: ALL_WORDS,
        };
        board.settle()?;
        Ok(board)
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
}
