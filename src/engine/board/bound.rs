//! The lexicographic bound of branch and bound: a board restricted to completions smaller
//! than a known one.

use super::super::tables::{BAND_ALL, cell_at};
use super::{Board, Contradiction};

impl Board {
    /// Restricts the board to completions that are lexicographically smaller than `best`, a
    /// solved board, and propagates. Cells solved to `best`'s digits form a common prefix;
    /// the first cell after it must not exceed `best`'s digit there, and when it can only
    /// equal it, the prefix grows and the next cell is bounded in turn.
    #[cfg_attr(not(debug_assertions), inline(always))]
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
    #[cfg_attr(not(debug_assertions), inline(always))]
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
