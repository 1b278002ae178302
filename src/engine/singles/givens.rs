//! The givens of a puzzle being dug out of its solution, kept entered as the front end
//! enters them, for a caller that asks of puzzles one given apart whether a blanked cell can
//! hold another digit than the solution's.
//!
//! A generator asks that question for every removal it tries, each time of a puzzle that
//! differs from the last one asked by one given or two. Entering the givens anew is a loop
//! over every given; here the state is kept per digit (the givens, and the cells they see),
//! and a removal recomputes the one digit it concerns. The question itself is asked of the
//! front end with the digit already taken out of the cell: singles then either fill the
//! grid (a completion that avoids the digit), or empty a house of the digit around the cell
//! or the cell of candidates (none), or stall and hand the board to the search.

use super::super::board::Contradiction;
use super::{BIT, CELLS, PEERS, Singles, Start, house_cells, houses_of, word_bit};

/// The cells of each house as word bits, numbered as by [`houses_of`].
static HOUSE_CELLS: [u128; 27] = house_cells();

/// The givens of a puzzle, entered (see the module's documentation).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Givens {
    /// Per digit: the givens that hold it, as word bits.
    placed: [u128; 9],
    /// Per digit: the cells its givens see.
    seen: [u128; 9],
    /// The givens.
    solved: u128,
}

impl Givens {
    /// Every cell of `solution`, a valid complete grid (values 1..=9), given.
    pub(crate) fn of_solution(solution: &[u8; 81]) -> Givens {
        let mut givens = Givens {
            placed: [0; 9],
            seen: [0; 9],
            solved: CELLS,
        };
        for (cell, &digit) in solution.iter().enumerate() {
            let bit = word_bit(cell) as usize;
            let digit = usize::from(digit - 1);
            givens.placed[digit] |= BIT[bit];
            givens.seen[digit] |= PEERS[bit];
        }
        givens
    }

    /// Blanks the given `cell`, which holds `digit` (1..=9).
    #[inline]
    pub(crate) fn remove(&mut self, cell: usize, digit: u8) {
        let bit = word_bit(cell) as usize;
        let digit = usize::from(digit - 1);
        self.solved &= !BIT[bit];
        self.placed[digit] &= !BIT[bit];
        // Another given of the digit may see the same cells: the digit's view is rebuilt
        // from its givens, nine at most.
        let mut seen = 0;
        let mut left = self.placed[digit];
        while left != 0 {
            seen |= PEERS[left.trailing_zeros() as usize];
            left &= left - 1;
        }
        self.seen[digit] = seen;
    }

    /// How a search for a completion of the givens in which the blank `cell` does not hold
    /// `digit` (1..=9) starts: `Solved` is such a completion, `NoCompletion` means there is
    /// none, `Open` is the propagated board with the digit taken out of the cell.
    #[cfg_attr(not(debug_assertions), inline(always))]
    pub(crate) fn start_avoiding(&self, cell: usize, digit: u8) -> Start {
        let bit = word_bit(cell) as usize;
        let digit = usize::from(digit - 1);
        let open = CELLS & !self.solved;
        let mut singles = Singles {
            places: core::array::from_fn(|other| open & !self.seen[other]),
            placed: self.placed,
            solved: self.solved,
            cells: [0; 81],
        };
        singles.places[digit] &= !BIT[bit];
        let [row, column, box_] = houses_of(cell).map(|house| HOUSE_CELLS[house]);
        match singles.settle_avoiding(digit, [row, column, box_]) {
            Err(Contradiction) => Start::NoCompletion,
            Ok(()) if singles.solved == CELLS => Start::Solved(singles.cells),
            Ok(()) => match singles.to_board() {
                Ok(board) => Start::Open(board),
                Err(Contradiction) => Start::NoCompletion,
            },
        }
    }
}

impl Singles {
    /// [`Singles::settle`], which also fails as soon as one of `houses` has no place left
    /// for `digit` (an index 0..9) and holds none: the front end leaves such a house to the
    /// board, but here it is the usual way a removal is proven, the cell the digit was
    /// taken out of being the only place its house had for it.
    #[cfg_attr(not(debug_assertions), inline(always))]
    fn settle_avoiding(&mut self, digit: usize, houses: [u128; 3]) -> Result<(), Contradiction> {
        loop {
            self.naked_singles()?;
            let held = self.places[digit] | self.placed[digit];
            if houses.iter().any(|&house| held & house == 0) {
                return Err(Contradiction);
            }
            if self.solved == CELLS || !self.hidden_singles()? {
                return Ok(());
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::super::count::{Counted, count_completions, givens_complete_avoiding};
    use super::super::tests::Rng;
    use super::*;

    /// Whole digs, as a generator makes them: every cell tried once in a random order, a
    /// removal kept when the puzzle stays unique. At every step the answer from the kept
    /// givens is the answer of a count to two from the cells, and the kept givens are the
    /// ones entered from the cells; both answers occur, and both ways of ending a start.
    #[test]
    fn kept_givens_answer_as_a_count_from_the_cells() {
        let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
        let (mut kept, mut refused) = (0, 0);
        for _ in 0..60 {
            let solution = rng.solution();
            let mut puzzle = solution;
            let mut givens = Givens::of_solution(&solution);
            let mut order: [usize; 81] = core::array::from_fn(|cell| cell);
            rng.shuffle(&mut order);
            for cell in order {
                let mut trial = givens;
                trial.remove(cell, solution[cell]);
                let mut fewer = puzzle;
                fewer[cell] = 0;
                assert_eq!(trial, entered(&fewer));
                let unique = count_completions(&fewer, 2, u64::MAX) == Counted::Finished(1);
                assert_eq!(
                    !givens_complete_avoiding(&trial, cell, solution[cell]),
                    unique,
                    "{fewer:?} at {cell}"
                );
                if unique {
                    (puzzle, givens) = (fewer, trial);
                    kept += 1;
                } else {
                    refused += 1;
                }
            }
        }
        assert!(
            kept > 1000 && refused > 1000,
            "{kept} kept, {refused} refused"
        );
    }

    /// The givens of `cells` entered from scratch.
    fn entered(cells: &[u8; 81]) -> Givens {
        let mut givens = Givens {
            placed: [0; 9],
            seen: [0; 9],
            solved: 0,
        };
        for (cell, &digit) in cells.iter().enumerate().filter(|&(_, &digit)| digit != 0) {
            let bit = word_bit(cell) as usize;
            givens.placed[usize::from(digit - 1)] |= BIT[bit];
            givens.seen[usize::from(digit - 1)] |= PEERS[bit];
            givens.solved |= BIT[bit];
        }
        givens
    }

    /// The three ways a start ends: no completion (a solution one given short), a
    /// completion that singles fill and a board handed to the search (both met among grids
    /// with 20 to 60 cells blanked).
    #[test]
    fn a_start_ends_each_way() {
        let mut rng = Rng(7);
        let solution = rng.solution();
        let mut givens = Givens::of_solution(&solution);
        givens.remove(40, solution[40]);
        assert_eq!(givens.start_avoiding(40, solution[40]), Start::NoCompletion);
        let (mut solved, mut open) = (false, false);
        for _ in 0..200 {
            let solution = rng.solution();
            let mut givens = Givens::of_solution(&solution);
            let mut order: [usize; 81] = core::array::from_fn(|cell| cell);
            rng.shuffle(&mut order);
            let blanked = 20 + rng.below(41);
            for &cell in &order[..blanked] {
                givens.remove(cell, solution[cell]);
            }
            match givens.start_avoiding(order[0], solution[order[0]]) {
                Start::Solved(cells) => {
                    solved = true;
                    assert_ne!(cells[order[0]], solution[order[0]]);
                }
                Start::Open(board) => {
                    open = true;
                    assert_eq!(
                        board.candidates(order[0]) & 1 << (solution[order[0]] - 1),
                        0
                    );
                }
                Start::NoCompletion => {}
            }
        }
        assert!(solved && open);
    }
}
