//! Depth-first search over propagated boards, branching where candidates are fewest.

use core::ops::ControlFlow;

use super::board::Board;

/// Receives each completion the search reaches; `Break` stops the search.
pub(crate) trait Visitor {
    fn solution(&mut self, board: &Board) -> ControlFlow<()>;
}

/// Visits the completions of a propagated, consistent `board`, in no particular order.
///
/// Each level assigns at least one cell, so the depth (and the stack, one board per level)
/// is bounded by the 81 cells.
pub(crate) fn explore<V: Visitor>(board: &Board, visitor: &mut V) -> ControlFlow<()> {
    let Some(branch) = board.branch() else {
        return visitor.solution(board);
    };
    for (cell, digit) in branch.cases(board) {
        let mut child = *board;
        if child.place(cell, digit).is_ok() && child.propagate().is_ok() {
            explore(&child, visitor)?;
        }
    }
    ControlFlow::Continue(())
}

/// Stops at the first completion and keeps it.
#[derive(Default)]
pub(crate) struct First(pub(crate) Option<Board>);

impl Visitor for First {
    fn solution(&mut self, board: &Board) -> ControlFlow<()> {
        self.0 = Some(*board);
        ControlFlow::Break(())
    }
}

/// Counts completions up to a limit and keeps the first two.
pub(crate) struct Counter {
    pub(crate) limit: u64,
    pub(crate) count: u64,
    pub(crate) found: [Option<Board>; 2],
}

impl Counter {
    pub(crate) fn new(limit: u64) -> Self {
        Counter {
            limit,
            count: 0,
            found: [None; 2],
        }
    }
}

impl Visitor for Counter {
    fn solution(&mut self, board: &Board) -> ControlFlow<()> {
        if let Some(slot) = self.found.get_mut(self.count as usize) {
            *slot = Some(*board);
        }
        self.count += 1;
        if self.count >= self.limit {
            ControlFlow::Break(())
        } else {
            ControlFlow::Continue(())
        }
    }
}

/// Any completion of a propagated, consistent `board`.
pub(crate) fn first_solution(board: &Board) -> Option<Board> {
    let mut first = First::default();
    let _ = explore(board, &mut first);
    first.0
}
