//! Depth-first search over propagated boards, within a node budget.

use core::ops::ControlFlow;

use super::board::Board;
use super::branch::Split;
use super::path::{Level, Path};

/// What a bounded search for one completion learned about a board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Probe {
    /// A completion of the board.
    Completable(Board),
    /// The board has no completion.
    Refuted,
    /// The node budget ran out first.
    Unknown,
}

/// Looks for any completion of a propagated, consistent `board`, opening at most `*left`
/// nodes and deducting those it opens.
pub(crate) fn probe(board: &Board, split: Split, left: &mut u32) -> Probe {
    let mut found = None;
    let flow = explore(board, split, left, &mut |completion| {
        found = Some(*completion);
        ControlFlow::Break(())
    });
    match (found, flow) {
        (Some(completion), _) => Probe::Completable(completion),
        (None, Walk::Done) => Probe::Refuted,
        (None, _) => Probe::Unknown,
    }
}

/// The completions of a propagated, consistent `board`, counted up to `limit`; `None` when
/// the node budget `*left` runs out first.
pub(crate) fn count(board: &Board, limit: u64, split: Split, left: &mut u32) -> Option<u64> {
    let mut count = 0;
    let flow = explore(board, split, left, &mut |_| {
        count += 1;
        if count >= limit {
            ControlFlow::Break(())
        } else {
            ControlFlow::Continue(())
        }
    });
    (flow != Walk::OutOfNodes).then_some(count)
}

/// How a walk over the completions ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Walk {
    /// Every completion was visited.
    Done,
    /// The visitor asked to stop.
    Stopped,
    /// The node budget ran out.
    OutOfNodes,
}

/// Visits the completions of a propagated, consistent `board` in no particular order, until
/// `visit` breaks or `*left` nodes are used.
fn explore(
    board: &Board,
    split: Split,
    left: &mut u32,
    visit: &mut impl FnMut(&Board) -> ControlFlow<()>,
) -> Walk {
    let mut path = Path::new();
    if enter(*board, split, &mut path, visit).is_break() {
        return Walk::Stopped;
    }
    while let Some(level) = path.top() {
        let Some((cell, digit)) = level.cases.next() else {
            path.pop();
            continue;
        };
        if *left == 0 {
            return Walk::OutOfNodes;
        }
        *left -= 1;
        let mut child = level.board;
        if child.place(cell, digit).is_err() || child.propagate().is_err() {
            continue;
        }
        if enter(child, split, &mut path, visit).is_break() {
            return Walk::Stopped;
        }
    }
    Walk::Done
}

/// Takes a propagated, consistent board: a completion goes to `visit`, any other board
/// becomes a new level of the path.
fn enter(
    board: Board,
    split: Split,
    path: &mut Path<()>,
    visit: &mut impl FnMut(&Board) -> ControlFlow<()>,
) -> ControlFlow<()> {
    match board.branch(split) {
        None => visit(&board),
        Some(branch) => {
            path.push(Level {
                board,
                cases: branch.cases(&board),
                mark: (),
            });
            ControlFlow::Continue(())
        }
    }
}
