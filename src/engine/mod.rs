//! The solver engine: bitboard candidate state, propagation, search, and the lexicographic
//! driver. Everything here lives on the stack; nothing allocates.

mod board;
mod lexmin;
mod search;
mod tables;

pub(crate) use lexmin::smallest_completion;

use board::Board;
use search::{Counter, explore};

/// Counts the completions of `cells` (values 0..=9), stopping at `limit`; clashing givens
/// have none.
pub(crate) fn count_completions(cells: &[u8; 81], limit: u64) -> u64 {
    if limit == 0 {
        return 0;
    }
    let Ok(board) = Board::from_givens(cells) else {
        return 0;
    };
    let mut counter = Counter::new(limit);
    let _ = explore(&board, &mut counter);
    counter.count
}
