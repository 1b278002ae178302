//! A search kernel on bands and configurations (tdoku's representation, written anew):
//! propagation that applies box-line reasoning and hidden singles at every node, and
//! branching on a digit's configurations in a band, which keeps the trees small
//! (`core.rs`). One search serves every question ([`core::Question`]): the first
//! completion, a count up to a limit, the first completion under a fixed prefix of cells.
//! Each runs within a budget of nodes and says whether it finished. Nothing allocates; the
//! path is a fixed array on the stack.
//!
//! No caller uses it yet: it enters a path of the engine once measured faster there and
//! held equal by its tests (`tests.rs`), which run it against the engine.
#![allow(dead_code)]

mod configurations;
mod core;
mod masks;
#[cfg(test)]
mod tests;

use ::core::ops::ControlFlow;

pub(crate) use self::core::{Board, Searched, Status};
use self::core::{Question, search};

/// Stops at the first completion, keeping it.
struct First(Option<[u8; 81]>);

impl Question for First {
    fn completion(&mut self, board: &Board) -> ControlFlow<()> {
        self.0 = Some(board.to_cells());
        ControlFlow::Break(())
    }
}

/// Counts completions up to a limit, keeping the first.
struct CountTo {
    limit: u64,
    count: u64,
    first: Option<[u8; 81]>,
}

impl Question for CountTo {
    fn completion(&mut self, board: &Board) -> ControlFlow<()> {
        self.count += 1;
        if self.first.is_none() {
            self.first = Some(board.to_cells());
        }
        if self.count >= self.limit {
            ControlFlow::Break(())
        } else {
            ControlFlow::Continue(())
        }
    }
}

/// What a count found: the completions up to the limit (all of them when the search
/// finished), the first one, and the work done.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Count {
    pub(crate) count: u64,
    pub(crate) first: Option<[u8; 81]>,
    pub(crate) searched: Searched,
}

twins! {
    /// The completions of `cells` (0 = blank, 1..=9 = given) counted up to `limit`, opening
    /// at most `work` nodes; clashing givens and values above 9 have none.
    pub(crate) fn count(cells: &[u8; 81], limit: u64, work: u64) -> Count = count_in;
}

/// [`count`], inlined into each of its twins.
#[inline(always)]
fn count_in(cells: &[u8; 81], limit: u64, work: u64) -> Count {
    let mut question = CountTo {
        limit,
        count: 0,
        first: None,
    };
    let searched = match Board::from_givens(cells) {
        Ok(board) if limit > 0 => search(&board, work, &mut question),
        _ => finished(),
    };
    Count {
        count: question.count,
        first: question.first,
        searched,
    }
}

/// [`count`] as the engine reports a count: for the peer benchmark, which times the kernel
/// beside the engine (cargo feature `kernel-bench`).
#[cfg(feature = "kernel-bench")]
pub fn count_within(cells: &[u8; 81], limit: u64, work: u64) -> super::Counted {
    let counted = count(cells, limit, work);
    match counted.searched.status {
        Status::Finished => super::Counted::Finished(counted.count),
        Status::OutOfWork => super::Counted::BudgetExceeded(counted.count),
    }
}

/// The first completion of `cells` the search meets, within `work` nodes.
pub(crate) fn first_completion(cells: &[u8; 81], work: u64) -> (Option<[u8; 81]>, Searched) {
    match Board::from_givens(cells) {
        Ok(board) => first_of(&board, work),
        Err(_) => (None, finished()),
    }
}

/// The first completion of `cells` whose first `prefix.len()` cells hold `prefix`'s digits
/// (1..=9), within `work` nodes: the question a lexicographic driver asks, cell by cell.
pub(crate) fn first_completion_with_prefix(
    cells: &[u8; 81],
    prefix: &[u8],
    work: u64,
) -> (Option<[u8; 81]>, Searched) {
    let Ok(mut board) = Board::from_givens(cells) else {
        return (None, finished());
    };
    for (cell, &digit) in prefix.iter().enumerate().take(81) {
        if !(1..=9).contains(&digit) || board.place(cell, digit).is_err() {
            return (None, finished());
        }
    }
    first_of(&board, work)
}

fn first_of(board: &Board, work: u64) -> (Option<[u8; 81]>, Searched) {
    let mut question = First(None);
    let searched = search(board, work, &mut question);
    (question.0, searched)
}

/// A search that had nothing to do.
fn finished() -> Searched {
    Searched {
        status: Status::Finished,
        nodes: 0,
        splits: 0,
    }
}
