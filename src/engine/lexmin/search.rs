//! The depth-first strategies of the smallest completion: branch and bound within a node
//! budget, and why a run stopped short. Why their answer is the smallest is argued in the
//! documentation of the parent module.

use core::ops::ControlFlow;

use super::super::board::{Board, Contradiction};
use super::super::branch::Branch;
use super::super::path::{Node, Path};

/// Nodes that branch on the first open cell in row-major order before row-major first
/// switches to the narrowest split.
const ROW_MAJOR_NODES: u64 = 64;

/// The depth-first ways to the smallest completion; see the parent module's documentation.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Strategy {
    /// The narrowest split (two-candidate cells first), as uniqueness solvers do, giving up
    /// at a second completion: it settles proper puzzles with the fewest nodes. Only for
    /// grids that look proper and whose first open cell is wide (see
    /// [`looks_proper`](super::looks_proper)).
    ProperFirst,
    /// The first open cell in row-major order, digits ascending, for the first
    /// [`ROW_MAJOR_NODES`] nodes, then the narrowest split: finds the smallest completion
    /// directly on grids with many, and settles proper puzzles too.
    RowMajorFirst,
}

impl Strategy {
    /// Runs within `nodes` from the propagated `board`, lowering `best`. `Continue`: no
    /// completion is smaller than `best`. `Break`: why it stopped short.
    #[cfg_attr(not(debug_assertions), inline(always))]
    pub(super) fn run(
        self,
        board: &Board,
        best: &mut Option<Board>,
        nodes: u64,
    ) -> ControlFlow<Stop> {
        run_strategy(self, board, best, nodes)
    }
}

twins! {
    /// [`Strategy::run`]. Its twins are never inlined, so that its path and clause
    /// learning's state never share a stack frame.
    fn run_strategy(
        strategy: Strategy,
        board: &Board,
        best: &mut Option<Board>,
        nodes: u64,
    ) -> ControlFlow<Stop> = search_within;
}

/// [`Strategy::run`], inlined into each of its twins.
#[cfg_attr(not(debug_assertions), inline(always))]
fn search_within(
    strategy: Strategy,
    board: &Board,
    best: &mut Option<Board>,
    nodes: u64,
) -> ControlFlow<Stop> {
    let mut search = LexSearch {
        best: *best,
        improvements: 0,
        nodes: 0,
        limit: nodes,
        row_major_nodes: match strategy {
            Strategy::ProperFirst => 0,
            Strategy::RowMajorFirst => ROW_MAJOR_NODES,
        },
        // Two completions seen, a `best` handed in counting as the first.
        stop_after: match strategy {
            Strategy::ProperFirst => 2 - u32::from(best.is_some()),
            Strategy::RowMajorFirst => u32::MAX,
        },
    };
    let flow = search.explore(board);
    *best = search.best;
    flow
}

/// The branch-and-bound search and its counters.
struct LexSearch {
    /// The smallest completion found so far.
    best: Option<Board>,
    /// How many times `best` was set.
    improvements: u32,
    /// Nodes opened so far.
    nodes: u64,
    /// Nodes the search may open.
    limit: u64,
    /// Nodes that branch on the first open cell in row-major order.
    row_major_nodes: u64,
    /// Improvements after which the search stops, having seen two completions.
    stop_after: u32,
}

/// Why a strategy stopped before settling the answer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Stop {
    /// Its node budget ran out.
    OutOfNodes,
    /// Proper first met a second completion: the grid is not a proper puzzle.
    SecondCompletion,
}

/// What the search remembers of a node on its path.
#[derive(Clone, Copy, Debug)]
struct Mark {
    /// It branches on its first open cell in row-major order.
    row_major: bool,
    /// `improvements` when the node was entered.
    improvements: u32,
}

impl LexSearch {
    /// Explores the completions of `root` smaller than `best`. `Break`: why it stopped short.
    #[cfg_attr(not(debug_assertions), inline(always))]
    fn explore(&mut self, root: &Board) -> ControlFlow<Stop> {
        let mut path = Path::new();
        let mut root = *root;
        if self.constrain(&mut root).is_ok() {
            self.enter(&mut path, root);
        }
        while let Some(node) = path.top() {
            if node.mark.row_major && node.mark.improvements != self.improvements {
                // The shortcut of the parent module's documentation: a completion turned up under a
                // smaller digit of this first open cell.
                path.pop();
                continue;
            }
            let Some((cell, digit)) = node.cases.next() else {
                path.pop();
                continue;
            };
            if self.nodes >= self.limit {
                return ControlFlow::Break(Stop::OutOfNodes);
            }
            self.nodes += 1;
            let mut child = node.board;
            if child.place(cell, digit).is_ok() && self.constrain(&mut child).is_ok() {
                self.enter(&mut path, child);
                if self.improvements >= self.stop_after {
                    return ControlFlow::Break(Stop::SecondCompletion);
                }
            }
        }
        ControlFlow::Continue(())
    }

    /// Propagates `board`, restricted to completions smaller than `best` once there is one.
    #[cfg_attr(not(debug_assertions), inline(always))]
    fn constrain(&self, board: &mut Board) -> Result<(), Contradiction> {
        match &self.best {
            Some(best) => board.keep_below(best),
            None => board.propagate(),
        }
    }

    /// Takes a propagated board that satisfies the bound: a completion becomes `best`, any
    /// other board a new node of the path.
    #[cfg_attr(not(debug_assertions), inline(always))]
    fn enter(&mut self, path: &mut Path<Mark>, board: Board) {
        let row_major = self.nodes < self.row_major_nodes;
        let branch = if row_major {
            board.first_unsolved().map(Branch::Cell)
        } else {
            board.branch()
        };
        match branch {
            None => {
                self.best = Some(board);
                self.improvements += 1;
            }
            Some(branch) => path.push(Node {
                board,
                cases: branch.cases(&board),
                mark: Mark {
                    row_major,
                    improvements: self.improvements,
                },
            }),
        }
    }
}
