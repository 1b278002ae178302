//! The lexicographically smallest completion, found without row-major exhaustive search.
//!
//! # Why the answer is the smallest
//!
//! Let `C(S)` be the completions of the givens that agree with a search state `S`, ordered
//! by their 81 digits read row-major: the order in which the reference's backtracking meets
//! them. The answer is `min C(S0)` for the givens' state `S0`. Propagation only removes
//! candidates that no member of `C(S)` uses, so it never changes `C(S)`.
//!
//! **Branch and bound.** A depth-first search splits each state into cases that together
//! cover `C(S)` (every candidate digit of a cell, or a digit's two remaining places in a
//! row). It keeps `best`, the smallest completion found so far, and restricts every state it
//! enters to completions smaller than `best` ([`Board::bound_below`]): that only discards
//! completions that cannot be the answer. Every completion smaller than `best` therefore
//! stays in some unexplored case until the search reaches it, and when the search ends,
//! `best` is `min C(S0)`, or there is none and the grid is unsolvable.
//!
//! The choice of cases changes the speed, never the answer. The first nodes branch on the
//! first open cell in row-major order, digits ascending, like the reference, as long as that
//! cell has few candidates: the first
//! completion found under such a node is the smallest of its subtree, so once one is found
//! the larger digits of that cell are skipped outright (they share the prefix and have a
//! larger digit at that cell). Loose grids are settled this way. Later nodes take the
//! narrowest split, which refutes dead ends fastest: proper puzzles, whose single completion
//! must also be shown to be the smallest, are settled this way.
//!
//! **Witness repair.** When the search has a completion but keeps going for many nodes, the
//! grid is sparse enough that the bound prunes poorly, and a bounded method takes over. Keep
//! a completion `w` of the current state and walk the cells in row-major order; at cell `c`
//! every earlier cell is already fixed to the answer's digit, so the answer's digit at `c` is
//! the smallest digit any member of `C(S)` puts there. Ask the search for a completion with a
//! digit below `w[c]` at `c`: if one exists it becomes the new `w` and we ask again; if none
//! does, `w[c]` is that smallest digit, and we fix it. Each question fixes a cell or lowers
//! `w[c]`, so there are at most 81 + 8 * 81 of them.

use core::ops::ControlFlow;

use super::board::{Board, Branch};
use super::search::first_solution;

/// Nodes that branch on the first open cell in row-major order before the search switches
/// to the narrowest split. Tuned on the public benchmark sets: enough to settle grids with
/// several completions, few enough not to slow down proper puzzles.
const ROW_MAJOR_NODES: u32 = 64;

/// Branching on the first open cell pays off while that cell has few candidates: grids
/// whose top rows are empty (as in the 17-clue set) would otherwise refute many small digits
/// there one by one.
const ROW_MAJOR_MAX_CANDIDATES: u32 = 5;

/// Nodes the search may open after finding its first completion before witness repair
/// takes over. Proper puzzles of the hardest public sets finish well within it.
const NODES_AFTER_FIRST: u32 = 1 << 13;

/// The smallest completion of `cells` (values 0..=9), or `None` when it has none (which
/// includes givens that clash).
pub(crate) fn smallest_completion(cells: &[u8; 81]) -> Option<[u8; 81]> {
    let board = Board::from_givens(cells).ok()?;
    if board.is_solved() {
        return Some(board.to_cells());
    }
    let mut search = LexSearch::default();
    let finished = search.explore(&board).is_continue();
    match search.best {
        Some(best) if finished => Some(best.to_cells()),
        Some(witness) => Some(repair(board, witness.to_cells())),
        None => None,
    }
}

/// The branch-and-bound search and its counters.
#[derive(Default)]
struct LexSearch {
    /// The smallest completion found so far.
    best: Option<Board>,
    /// Nodes opened in all.
    nodes: u32,
    /// Nodes opened since the first completion was found.
    nodes_after_first: u32,
}

impl LexSearch {
    /// Explores a propagated, consistent `board` that satisfies the current bound. `Break`
    /// means the node limit after the first completion was reached.
    fn explore(&mut self, board: &Board) -> ControlFlow<()> {
        let first = board.first_unsolved();
        let row_major = self.nodes < ROW_MAJOR_NODES
            && first.is_some_and(|cell| {
                board.candidates(cell).count_ones() <= ROW_MAJOR_MAX_CANDIDATES
            });
        let branch = if row_major {
            first.map(Branch::Cell)
        } else {
            board.branch()
        };
        let Some(branch) = branch else {
            self.best = Some(*board);
            return ControlFlow::Continue(());
        };
        for (cell, digit) in branch.cases(board) {
            self.nodes = self.nodes.saturating_add(1);
            if self.best.is_some() {
                self.nodes_after_first += 1;
                if self.nodes_after_first > NODES_AFTER_FIRST {
                    return ControlFlow::Break(());
                }
            }
            let mut child = *board;
            if child.place(cell, digit).is_err() {
                continue;
            }
            let consistent = match &self.best {
                Some(best) => child.bound_below(best),
                None => child.propagate(),
            };
            if consistent.is_ok() {
                let before = self.best;
                self.explore(&child)?;
                if row_major && self.best != before {
                    // Found under this digit of the first open cell: the remaining digits
                    // are larger there, with the same prefix.
                    break;
                }
            }
        }
        ControlFlow::Continue(())
    }
}

/// Turns `witness`, a completion of `board`, into the smallest completion.
fn repair(mut board: Board, mut witness: [u8; 81]) -> [u8; 81] {
    for cell in 0..81 {
        if board.is_cell_solved(cell) {
            continue;
        }
        loop {
            let below = board.candidates(cell) & ((1u16 << (witness[cell] - 1)) - 1);
            if below == 0 {
                break;
            }
            let mut trial = board;
            trial.restrict(cell, below);
            match trial.propagate().ok().and_then(|()| first_solution(&trial)) {
                Some(smaller) => witness = smaller.to_cells(),
                None => break,
            }
        }
        let fixed = board
            .place(cell, usize::from(witness[cell] - 1))
            .and_then(|()| board.propagate());
        assert!(fixed.is_ok(), "the witness is a completion of the board");
    }
    witness
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A grid with countless completions and a deliberately poor witness: repair must
    /// still reach the smallest completion, the one the full search finds.
    #[test]
    fn repair_turns_any_witness_into_the_smallest() {
        let mut cells = [0u8; 81];
        cells[80] = 1; // the smallest completion can no longer be the empty grid's
        cells[40] = 9;
        let board = Board::from_givens(&cells).unwrap();
        let mut search = LexSearch::default();
        assert!(search.explore(&board).is_continue());
        let smallest = search.best.unwrap().to_cells();
        // The largest completion found by trying digits 9..1 in row-major order.
        let mut worst = board;
        while let Some(cell) = worst.first_unsolved() {
            let digit = 15 - worst.candidates(cell).leading_zeros() as usize;
            let mut next = worst;
            next.place(cell, digit).unwrap();
            if next.propagate().is_ok() && first_solution(&next).is_some() {
                worst = next;
            } else {
                worst.restrict(cell, worst.candidates(cell) & !(1 << digit));
                worst.propagate().unwrap();
            }
        }
        let worst = worst.to_cells();
        assert!(worst > smallest);
        assert_eq!(repair(board, worst), smallest);
    }
}
