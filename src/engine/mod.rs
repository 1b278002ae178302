//! The solver engine: bitboard candidate state, propagation, search, and the lexicographic
//! driver. Everything here lives on the stack; nothing allocates.

mod board;
mod branch;
mod lexmin;
mod path;
mod search;
mod tables;

pub(crate) use lexmin::smallest_completion;

use board::Board;
use branch::Split;

/// The first node budget of the counting portfolio; doubled each round.
const FIRST_ROUND_NODES: u32 = 1 << 12;

/// Counts the completions of `cells` (values 0..=9), stopping at `limit`; clashing givens
/// have none.
///
/// Any split order can be slow where another is fast, so they take turns with doubling node
/// budgets, each starting over, until one finishes: the count is the same either way.
pub(crate) fn count_completions(cells: &[u8; 81], limit: u64) -> u64 {
    if limit == 0 {
        return 0;
    }
    let Ok(board) = Board::from_givens(cells) else {
        return 0;
    };
    let mut nodes = FIRST_ROUND_NODES;
    loop {
        for split in [Split::Cells, Split::Rows, Split::Columns] {
            let mut left = nodes;
            if let Some(count) = search::count(&board, limit, split, &mut left) {
                return count;
            }
        }
        nodes = nodes.saturating_mul(2);
    }
}
