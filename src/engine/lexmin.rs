//! The lexicographically smallest completion, found without row-major exhaustive search.
//!
//! # Why the answer is the smallest
//!
//! Let `C(S)` be the completions of the givens that agree with a search state `S`.
//! Propagation only removes candidates that no member of `C(S)` uses, so it never changes
//! `C(S)`. The answer is `min C(S0)` for the propagated givens `S0`, in the order of the 81
//! digits read row-major: the order in which the reference's backtracking meets completions.
//!
//! 1. **Solved by propagation**: `C(S0)` has one member.
//! 2. **Row-major depth-first search** (bounded effort): branch on the first unsolved cell in
//!    row-major order, digits ascending, propagating after each choice. Every cell before the
//!    branch cell is fixed in `S`, so all of `C(S)` share that prefix and the children split
//!    `C(S)` by the branch cell's digit in ascending order: the first completion reached is
//!    `min C(S0)`, exactly as in the reference, but with dead branches cut early.
//! 3. **Count to two** with a fast solver (fewest-candidates branching). One completion: it
//!    is the answer. None: there is no answer.
//! 4. **Witness repair** for several completions: keep a completion `w` of the current state.
//!    Walk the cells in row-major order; at cell `c` every earlier cell is already fixed to the
//!    answer's digit, so the answer's digit at `c` is the smallest digit any member of `C(S)`
//!    puts there. Ask the fast solver for a completion with a digit below `w[c]` at `c`: if one
//!    exists it becomes the new `w` and we ask again; if none does, `w[c]` is that smallest
//!    digit, and we fix it. Each question either fixes a cell or lowers `w[c]`, so there are at
//!    most 81 + 8 * 81 of them, each a fast solve, never the reference's exponential search.

use super::board::Board;
use super::search::{Counter, explore, first_solution};

/// Nodes the row-major search may open before the fast solver takes over.
const ROW_MAJOR_BUDGET: u32 = 32;

/// The smallest completion of `cells` (values 0..=9, givens without clashes), or `None`
/// when it has none.
pub(crate) fn smallest_completion(cells: &[u8; 81]) -> Option<[u8; 81]> {
    let board = Board::from_givens(cells).ok()?;
    if board.is_solved() {
        return Some(board.to_cells());
    }
    let mut budget = ROW_MAJOR_BUDGET;
    match row_major_first(&board, &mut budget) {
        RowMajor::Found(solved) => return Some(solved.to_cells()),
        RowMajor::Exhausted => return None,
        RowMajor::OverBudget => {}
    }
    let mut counter = Counter::new(2);
    let _ = explore(&board, &mut counter);
    match counter.found {
        [None, _] => None,
        [Some(only), None] => Some(only.to_cells()),
        [Some(a), Some(b)] => Some(repair(board, a.to_cells().min(b.to_cells()))),
    }
}

enum RowMajor {
    Found(Board),
    Exhausted,
    OverBudget,
}

/// Step 2: depth-first search in row-major order, digits ascending, within `budget` nodes.
fn row_major_first(board: &Board, budget: &mut u32) -> RowMajor {
    let Some(cell) = board.first_unsolved() else {
        return RowMajor::Found(*board);
    };
    let mut digits = board.candidates(cell);
    while digits != 0 {
        if *budget == 0 {
            return RowMajor::OverBudget;
        }
        *budget -= 1;
        let digit = digits.trailing_zeros() as usize;
        digits &= digits - 1;
        let mut child = *board;
        if child.place(cell, digit).is_ok() && child.propagate().is_ok() {
            match row_major_first(&child, budget) {
                RowMajor::Exhausted => {}
                decided => return decided,
            }
        }
    }
    RowMajor::Exhausted
}

/// Step 4: turns `witness`, a completion of `board`, into the smallest completion.
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
