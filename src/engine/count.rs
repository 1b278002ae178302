//! Counting completions, up to a limit, within a bound on work a caller chooses.
//!
//! Depth-first enumeration first, within a small number of nodes: proper puzzles and grids
//! with few completions settle there. What it leaves is probed (`failed_literals.rs`), which refutes
//! most grids that have no completion yet kept the enumeration busy, and then goes to
//! clause learning, which finds completions one at a time and excludes each
//! (`cdcl::count_models`): a dead end that depth-first search would refute under countless
//! prefixes is refuted once. Clause learning keeps every completion it excludes, so it
//! counts only a few; a grid with more than that goes back to depth-first enumeration,
//! whose cost grows with the completions it visits (and always ends: its tree is finite).
//!
//! Work is counted in depth-first nodes, probes and conflicts of clause learning, each a few
//! microseconds at most, and never wall time, so that a bounded count gives the same
//! result on every machine.

use core::ops::ControlFlow;

use super::board::Board;
use super::cdcl;
use super::failed_literals::{PROBES, probe};
use super::path::{Node, Path};
use super::singles::{self, Givens, Start};

/// Depth-first nodes before clause learning takes over: more on dense grids, whose trees
/// stay small (as for the smallest completion, see `lexmin/mod.rs`).
const DENSE_FIRST_NODES: u64 = 2048;
const SPARSE_FIRST_NODES: u64 = 512;

/// Completions clause learning counts (and keeps excluded) at most.
const MODELS: u64 = 64;

/// Conflicts of clause learning at most, before depth-first enumeration takes over.
const CONFLICTS: u64 = 1 << 20;

/// How a count with a work bound ended
/// ([`Grid::count_solutions_within`](crate::Grid::count_solutions_within), which shows
/// both). The engine's counts end the same way, clause learning's alone included.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Counted {
    /// The count finished: the number of completions, or the limit when there are at least
    /// that many.
    Finished(u64),
    /// The work bound ran out first (for clause learning: its conflicts, or its room to
    /// exclude models): at least this many completions exist.
    BudgetExceeded(u64),
}

/// The completions of `cells` (values 0..=9), counted up to `limit`, within `work` nodes and
/// conflicts; clashing givens have none.
pub(crate) fn count_completions(cells: &[u8; 81], limit: u64, work: u64) -> Counted {
    count_completions_with_first(cells, limit, work).0
}

twins! {
    /// [`count_completions`], with the first completion found.
    pub(crate) fn count_completions_with_first(
        cells: &[u8; 81],
        limit: u64,
        work: u64,
    ) -> (Counted, Option<[u8; 81]>) = count_with_first;
}

/// [`count_completions_with_first`], inlined into each of its twins.
#[cfg_attr(not(debug_assertions), inline(always))]
fn count_with_first(cells: &[u8; 81], limit: u64, work: u64) -> (Counted, Option<[u8; 81]>) {
    let mut first = None;
    let count = match singles::start(cells) {
        // Singles leave one completion, found at no cost in work.
        Start::Solved(answer) if limit > 0 => return (Counted::Finished(1), Some(answer)),
        Start::Solved(_) | Start::NoCompletion => Counted::Finished(0),
        Start::Open(board) => count_board(&board, limit, work, &mut first),
    };
    (count, first)
}

twins! {
    /// Whether `cells` (values 0..=9) has a completion in which `cell` does not hold `digit`
    /// (1..=9): for a puzzle whose only completion has `digit` there, whether it stays
    /// proper without that given. The generator asks [`givens_complete_avoiding`] instead;
    /// this one, from the cells alone, is what the tests hold it to.
    #[cfg(test)]
    pub(crate) fn completes_avoiding(cells: &[u8; 81], cell: usize, digit: u8) -> bool = avoid;
}

/// [`completes_avoiding`], inlined into each of its twins.
#[cfg(test)]
#[cfg_attr(not(debug_assertions), inline(always))]
fn avoid(cells: &[u8; 81], cell: usize, digit: u8) -> bool {
    // The front end first: a generator's trials are mostly grids that singles fill, whose
    // one completion answers at once; the others come back as the board `from_givens`
    // would build.
    let mut board = match singles::start(cells) {
        Start::Solved(answer) => return answer[cell] != digit,
        Start::NoCompletion => return false,
        Start::Open(board) => board,
    };
    board.restrict(cell, board.candidates(cell) & !(1 << (digit - 1)));
    board.propagate().is_ok() && count_board(&board, 1, u64::MAX, &mut None) == Counted::Finished(1)
}

twins! {
    /// [`completes_avoiding`] of the puzzle `givens` holds: whether it has a completion in
    /// which the blank `cell` does not hold `digit` (1..=9). For a generator, which keeps
    /// its puzzle's givens entered as it removes them.
    pub(crate) fn givens_complete_avoiding(givens: &Givens, cell: usize, digit: u8) -> bool =
        avoid_from;
}

/// [`givens_complete_avoiding`], inlined into each of its twins.
#[cfg_attr(not(debug_assertions), inline(always))]
fn avoid_from(givens: &Givens, cell: usize, digit: u8) -> bool {
    match givens.start_avoiding(cell, digit) {
        Start::Solved(_) => true,
        Start::NoCompletion => false,
        Start::Open(board) => {
            // A first completion already held is not written out again: the answer is
            // whether one exists, and writing each one out is a good part of a short search.
            let mut held = Some([0; 81]);
            count_board(&board, 1, u64::MAX, &mut held) == Counted::Finished(1)
        }
    }
}

/// The completions of a propagated `board`, as [`count_completions`] counts them; `first`
/// receives the first one found, when there is one.
#[cfg_attr(not(debug_assertions), inline(always))]
fn count_board(board: &Board, limit: u64, work: u64, first: &mut Option<[u8; 81]>) -> Counted {
    if limit == 0 {
        return Counted::Finished(0);
    }
    let first_nodes = if board.is_dense() {
        DENSE_FIRST_NODES
    } else {
        SPARSE_FIRST_NODES
    };
    let mut left = work;
    let mut nodes = first_nodes.min(left);
    let walk = enumerate(board, limit, &mut nodes, first);
    left -= first_nodes.min(work) - nodes;
    let mut found = match walk {
        Walk::Done(count) => return Counted::Finished(count),
        Walk::OutOfNodes(count) => count,
    };
    // Probing, as for the smallest completion (`lexmin/mod.rs`): a grid with no completion that
    // kept depth-first search busy is often refuted here.
    let mut probed = *board;
    let mut probes = PROBES.min(left);
    left -= probes;
    if probe(&mut probed, &mut probes).is_err() {
        return Counted::Finished(0); // probing keeps every completion: there is none
    }
    left += probes;
    if left > 0 {
        let conflicts = CONFLICTS.min(left);
        let (counted, spent) = cdcl::count_models(&probed, limit.min(MODELS), conflicts, first);
        left -= spent;
        match counted {
            Counted::Finished(count) if count < MODELS || count == limit => {
                return Counted::Finished(count);
            }
            Counted::Finished(count) | Counted::BudgetExceeded(count) => found = found.max(count),
        }
    }
    match enumerate(&probed, limit, &mut left, first) {
        Walk::Done(count) => Counted::Finished(count),
        Walk::OutOfNodes(count) => Counted::BudgetExceeded(found.max(count)),
    }
}

/// How an enumeration ended, with the completions it visited.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Walk {
    /// Every completion was visited, or `limit` of them.
    Done(u64),
    /// The node budget ran out.
    OutOfNodes(u64),
}

twins! {
    /// Visits the completions of a propagated, consistent `board` until `limit` of them,
    /// opening at most `*left` nodes and deducting those it opens; the first goes to `first`
    /// unless it holds one already. Its twins are never inlined, so that its path and clause
    /// learning's state never share a stack frame.
    fn enumerate(
        board: &Board,
        limit: u64,
        left: &mut u64,
        first: &mut Option<[u8; 81]>,
    ) -> Walk = walk;
}

/// [`enumerate`], inlined into each of its twins.
#[cfg_attr(not(debug_assertions), inline(always))]
fn walk(board: &Board, limit: u64, left: &mut u64, first: &mut Option<[u8; 81]>) -> Walk {
    let mut count = 0;
    let mut visit = |completion: &Board| {
        first.get_or_insert_with(|| completion.to_cells());
        count += 1;
        if count >= limit {
            ControlFlow::Break(())
        } else {
            ControlFlow::Continue(())
        }
    };
    let mut path = Path::new();
    if enter(*board, &mut path, &mut visit).is_break() {
        return Walk::Done(count);
    }
    while let Some(node) = path.top() {
        let Some((cell, digit)) = node.cases.next() else {
            path.pop();
            continue;
        };
        if *left == 0 {
            return Walk::OutOfNodes(count);
        }
        *left -= 1;
        let mut child = node.board;
        // Settled, hidden singles in columns included: a count to two visits every node of
        // a proper puzzle's tree, which they make smaller for less than they cost.
        if child.place(cell, digit).is_err() || child.settle().is_err() {
            continue;
        }
        if enter(child, &mut path, &mut visit).is_break() {
            return Walk::Done(count);
        }
    }
    Walk::Done(count)
}

/// Takes a propagated, consistent board: a completion goes to `visit`, any other board
/// becomes a new node of the path.
#[cfg_attr(not(debug_assertions), inline(always))]
fn enter(
    board: Board,
    path: &mut Path<()>,
    visit: &mut impl FnMut(&Board) -> ControlFlow<()>,
) -> ControlFlow<()> {
    match board.branch() {
        None => visit(&board),
        Some(branch) => {
            path.push(Node {
                board,
                cases: branch.cases(&board),
                mark: (),
            });
            ControlFlow::Continue(())
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cells(text: &str) -> [u8; 81] {
        let mut cells = [0u8; 81];
        for (cell, digit) in cells.iter_mut().zip(text.bytes()) {
            *cell = digit - b'0';
        }
        cells
    }

    /// A proper puzzle counts 1 in every phase; the work bound only decides who counts.
    #[test]
    fn every_phase_counts_alike() {
        let puzzle = cells(
            "000000000000000001000023000000000020001400005360000070000800000004150000070000360",
        );
        assert_eq!(
            count_completions(&puzzle, 2, u64::MAX),
            Counted::Finished(1)
        );
        let board = Board::from_givens(&puzzle).unwrap();
        assert_eq!(
            enumerate(&board, 2, &mut u64::MAX.clone(), &mut None),
            Walk::Done(1)
        );
        assert_eq!(
            cdcl::count_models(&board, 2, u64::MAX, &mut None).0,
            Counted::Finished(1)
        );
    }

    /// The empty grid has more completions than any limit: clause learning counts what its
    /// room for excluded models allows, enumeration goes on, and a work bound stops it with
    /// a lower bound.
    #[test]
    fn many_completions_and_a_work_bound() {
        let empty = [0u8; 81];
        assert_eq!(
            count_completions(&empty, 1000, u64::MAX),
            Counted::Finished(1000)
        );
        let board = Board::from_givens(&empty).unwrap();
        assert_eq!(
            cdcl::count_models(&board, 10, u64::MAX, &mut None).0,
            Counted::Finished(10)
        );
        match cdcl::count_models(&board, 1000, u64::MAX, &mut None).0 {
            Counted::BudgetExceeded(count) => assert!((10..1000).contains(&count), "{count}"),
            other => panic!("{other:?}"),
        }
        match count_completions(&empty, u64::MAX, 2000) {
            Counted::BudgetExceeded(count) => assert!(count >= 10, "{count}"),
            other => panic!("{other:?}"),
        }
        assert_eq!(count_completions(&empty, 5, 0), Counted::BudgetExceeded(0));
    }

    /// A sparse grid with no completion whose refutation takes depth-first search seconds:
    /// clause learning refutes it once.
    #[test]
    fn a_hidden_contradiction_counts_zero() {
        let grid = cells(
            "000000000000200000100900000000010000000000000402000609000000000507400000000600004",
        );
        assert_eq!(count_completions(&grid, 2, u64::MAX), Counted::Finished(0));
        assert_eq!(count_completions(&grid, 2, 10_000), Counted::Finished(0));
    }

    /// The first completion found comes back, and a given can be tested for removal.
    #[test]
    fn first_completion_and_removable_givens() {
        let puzzle = cells(
            "000000000000000001000023000000000020001400005360000070000800000004150000070000360",
        );
        let board = Board::from_givens(&puzzle).unwrap();
        let mut first = None;
        assert_eq!(
            count_board(&board, 2, u64::MAX, &mut first),
            Counted::Finished(1)
        );
        let solution = first.expect("one completion");
        assert!(
            puzzle
                .iter()
                .zip(&solution)
                .all(|(&given, &digit)| given == 0 || given == digit)
        );
        // A 17-clue puzzle is minimal: no given can go.
        for cell in (0..81).filter(|&cell| puzzle[cell] != 0) {
            let mut fewer = puzzle;
            fewer[cell] = 0;
            assert!(
                completes_avoiding(&fewer, cell, puzzle[cell]),
                "cell {cell}"
            );
        }
        // A filled-in blank can go again.
        let mut more = puzzle;
        more[0] = solution[0];
        let mut back = more;
        back[0] = 0;
        assert!(!completes_avoiding(&back, 0, solution[0]));
        // A grid that singles fill is answered by the front end: its one completion holds
        // the digit, or avoids it; clashing givens have no completion to avoid it with.
        let mut nearly = solution;
        nearly[40] = 0;
        assert!(!completes_avoiding(&nearly, 40, solution[40]));
        assert!(completes_avoiding(&nearly, 40, solution[40] % 9 + 1));
        let mut clashing = nearly;
        clashing[0] = solution[1];
        assert!(!completes_avoiding(&clashing, 40, solution[40] % 9 + 1));
    }
}
