//! The path from the root to the node a depth-first search is at, kept in a fixed array
//! instead of the call stack: the searches' stack use is then bounded and the same in
//! optimized and debug builds, which matters to hosts that call from small-stack threads.

use super::board::Board;
use super::branch::Cases;

/// Each node solves at least one more cell than its parent, so a path holds the root and at
/// most 81 more.
const MAX_DEPTH: usize = 82;

/// A node of the path: its board and the cases of it not tried yet.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Node<Mark> {
    pub(crate) board: Board,
    pub(crate) cases: Cases,
    /// What the search wants to remember about the node.
    pub(crate) mark: Mark,
}

/// A stack of nodes of fixed capacity.
pub(crate) struct Path<Mark> {
    nodes: [Option<Node<Mark>>; MAX_DEPTH],
    depth: usize,
}

impl<Mark: Copy> Path<Mark> {
    pub(crate) fn new() -> Self {
        Path {
            nodes: [None; MAX_DEPTH],
            depth: 0,
        }
    }

    /// Enters a child of the current node. Always inlined where optimized, as `top` and
    /// `pop` are: once the searches around them grew, the compiler left `push` a call that
    /// copies each node through `memcpy`, on every node of every search.
    #[cfg_attr(not(debug_assertions), inline(always))]
    pub(crate) fn push(&mut self, node: Node<Mark>) {
        assert!(self.depth < MAX_DEPTH, "each node solves a cell");
        self.nodes[self.depth] = Some(node);
        self.depth += 1;
    }

    /// The node the search is at.
    #[cfg_attr(not(debug_assertions), inline(always))]
    pub(crate) fn top(&mut self) -> Option<&mut Node<Mark>> {
        let depth = self.depth.checked_sub(1)?;
        self.nodes[depth].as_mut()
    }

    /// Leaves the node the search is at.
    #[cfg_attr(not(debug_assertions), inline(always))]
    pub(crate) fn pop(&mut self) {
        self.depth = self.depth.saturating_sub(1);
    }
}
