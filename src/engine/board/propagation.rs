//! Constraint propagation on the board: locked candidates, hidden and naked singles, until
//! nothing changes, and the extra column singles of a root.

use super::super::tables::{
    COLUMN0, ROW_STRIDE, ROW9, lock_segments, lone_in_row, pointing_columns,
};
use super::{Board, Contradiction};

/// The nine words of band 0 as a `dirty` mask (shift by `9 * band` for the others).
const BAND_WORDS: u32 = 0x1FF;

impl Board {
    /// Propagates, and adds hidden singles in columns (and columns left without a place
    /// for a digit) until neither changes anything: the propagation of a root, where it is
    /// paid once, and of the counting search's nodes, which must visit their whole tree and
    /// gain more from the smaller tree than the scan costs them (measured on the hardest
    /// sets). The other searches skip the columns (see [`Board::propagate`]); a root that
    /// missed one could hide a contradiction under thousands of nodes.
    #[cfg_attr(not(debug_assertions), inline(always))]
    pub(crate) fn settle(&mut self) -> Result<(), Contradiction> {
        loop {
            self.propagate()?;
            if !self.column_singles()? {
                return Ok(());
            }
        }
    }

    /// Places every digit that has one place left in a column; `Err` when a column has
    /// none. Whether it placed any. Takes a propagated board, where a placed digit has
    /// left its column, so that only open cells need counting.
    #[cfg_attr(not(debug_assertions), inline(always))]
    fn column_singles(&mut self) -> Result<bool, Contradiction> {
        // The counts of every digit first, in loops without exits that the compiler turns
        // into a few vector instructions for eight digits and a scalar pass for the ninth;
        // the placements, rarer, after.
        let (mut once, mut twice, mut placed) = ([0u32; 9], [0u32; 9], [0u32; 9]);
        for band in 0..3 {
            let open = self.unsolved[band];
            for digit in 0..9 {
                let word = self.places[band][digit];
                for row in 0..3 {
                    let columns = (word & open) >> (row * ROW_STRIDE) & ROW9;
                    twice[digit] |= once[digit] & columns;
                    once[digit] |= columns;
                    placed[digit] |= (word & !open) >> (row * ROW_STRIDE) & ROW9;
                }
            }
        }
        let (mut missing, mut singles) = (0, 0);
        for digit in 0..9 {
            missing |= (once[digit] | placed[digit]) ^ ROW9;
            singles |= once[digit] & !twice[digit];
        }
        if missing != 0 {
            return Err(Contradiction);
        }
        if singles == 0 {
            return Ok(false);
        }
        for digit in 0..9 {
            let mut single = once[digit] & !twice[digit];
            while single != 0 {
                let column = COLUMN0 << single.trailing_zeros();
                single &= single - 1;
                for band in 0..3 {
                    let cell = self.places[band][digit] & self.unsolved[band] & column;
                    if cell != 0 {
                        self.isolate(digit, band, cell.trailing_zeros());
                    }
                }
            }
        }
        Ok(true)
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
    /// search for the smallest completion beats the cost of the scan ([`Board::settle`]
    /// adds them).
    #[cfg_attr(not(debug_assertions), inline(always))]
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
}
