//! The path from the root to the node a depth-first search is at, kept in a fixed array
//! instead of the call stack: the searches' stack use is then bounded and the same in
//! optimized and debug builds, which matters to hosts that call from small-stack threads.

use super::board::Board;
use super::branch::Cases;

/// Each level solves at least one more cell, so a path holds the root and at most 81 more.
const MAX_DEPTH: usize = 82;

/// A node of the path: its board and the cases of it not tried yet.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Level<Mark> {
    pub(crate) board: Board,
    pub(crate) cases: Cases,
    /// What the search wants to remember about the node.
    pub(crate) mark: Mark,
}

/// A stack of levels of fixed capacity.
pub(crate) struct Path<Mark> {
    levels: [Option<Level<Mark>>; MAX_DEPTH],
    depth: usize,
}

impl<Mark: Copy> Path<Mark> {
    pub(crate) fn new() -> Self {
        Path {
            levels: [None; MAX_DEPTH],
            depth: 0,
        }
    }

    /// Enters a node one level below the current one.
    pub(crate) fn push(&mut self, level: Level<Mark>) {
        assert!(self.depth < MAX_DEPTH, "each level solves a cell");
        self.levels[self.depth] = Some(level);
        self.depth += 1;
    }

    /// The node the search is at.
    pub(crate) fn top(&mut self) -> Option<&mut Level<Mark>> {
        let depth = self.depth.checked_sub(1)?;
        self.levels[depth].as_mut()
    }

    /// Leaves the node the search is at.
    pub(crate) fn pop(&mut self) {
        self.depth = self.depth.saturating_sub(1);
    }
}
