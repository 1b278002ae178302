//! The lexicographically smallest completion, found without row-major exhaustive search,
//! at a cost bounded on every grid.
//!
//! # Why the answer is the smallest
//!
//! Let `C(S)` be the completions of the givens that agree with a search state `S`, ordered
//! by their 81 digits read row-major: the order in which the reference's backtracking meets
//! them. The answer is `min C(S0)` for the givens' state `S0`. Propagation only removes
//! candidates that no member of `C(S)` uses, so it never changes `C(S)`.
//!
//! The strategies below share `best`, the smallest completion found so far, and only ever
//! replace it with a smaller one, so `best` is always a completion and never below the
//! answer. Each strategy ends in one of two ways: it has shown that no completion is smaller
//! than `best` (then `best` is the answer, or there is no answer when `best` is empty), or
//! it has stopped short, and the next one carries on from `best`.
//!
//! **Branch and bound** ([`LexSearch`]). A depth-first search splits each state into cases
//! that together cover `C(S)` (every candidate digit of a cell, or a digit's two remaining
//! places in a unit) and restricts every state it enters to completions smaller than `best`
//! ([`Board::keep_below`]), which discards only completions that cannot be the answer. Every
//! completion smaller than `best` therefore stays in some unexplored case until the search
//! reaches it; a search that runs to its end has seen them all. One shortcut: when a node
//! branches on its first open cell in row-major order and a completion turns up under one of
//! its digits, the node's remaining cases are dropped. Every cell before that one is solved
//! in the node, so their completions share the new `best`'s prefix up to the cell and have a
//! larger digit there: the bound would refute each of them on entry; the shortcut only
//! spares the work.
//!
//! **Clause learning** ([`cdcl`]) is exact on its own, by its own argument (the first model
//! of a row-major search is the smallest), and takes `best` as its first witness.
//!
//! # Why no grid takes long
//!
//! Depth-first search is fast where propagation leaves little to guess, which covers proper
//! puzzles and most grids with many completions. But its cost can explode: a sparse grid
//! can hide one contradiction (say, in its lower rows) under countless prefixes of its first
//! rows, and the search refutes it again under each one: seconds for a grid of 13 givens.
//! So the work is split in four, each bounded for its own reason.
//!
//! 1. **Depth-first search, within a fixed budget**: proper first and row-major first open
//!    at most a few thousand nodes ([`DENSE_BUDGETS`], fewer on sparse grids), each a copy
//!    of the board and a propagation: a fixed amount of work whatever the grid.
//! 2. **Probing** ([`probe`]): each candidate placed in a copy of the board and propagated,
//!    at most [`PROBES`] placements; one whose propagation fails leaves its cell. A grid
//!    with no completion that kept depth-first search busy usually fails this way within a
//!    few hundred placements (the contradiction is a few steps from the givens, but under
//!    a different first cell each time), and any grid comes out stronger for what follows.
//! 3. **Clause learning** for what is left ([`cdcl`]). A conflict costs a bounded amount of
//!    work (at most 729 assignments to undo and redo, an analysis as long as the trail);
//!    what the design keeps small is the number of conflicts. Each conflict is analysed down
//!    to a clause over the few assignments that caused it, and that clause then cuts the
//!    same contradiction short under every other prefix: within a solver, a refutation is
//!    paid once per reason the grid has to be impossible, not once per path that reaches
//!    it. There are at most 81 + 16 * 81 lexicographic questions, most settled by the
//!    board's propagation alone, and one that clause learning does not settle within a few
//!    dozen conflicts is probed as in 2 before it goes on. Each question has a fresh
//!    solver, so a contradiction that many questions meet is learned again by each: the
//!    slowest grids known pay exactly that. This is the part whose bound is measured rather
//!    than proven: no theorem bounds the conflicts of a complete method (generalised Sudoku
//!    is NP-complete), and SECURITY.md has what a sustained adversarial search
//!    (`tools/worst_case.rs`) found: milliseconds, not the 1 ms aimed at.
//! 4. **A backstop**: past [`CONFLICTS`] conflicts, far beyond what any grid has needed,
//!    depth-first search without a budget finishes the work. Its tree is finite, so no
//!    input can make the call loop forever.
//!
//! Probing keeps every completion (it removes only candidates that none uses), so `best`
//! stays a completion and the strategies after it search the same set.

use core::ops::ControlFlow;

use super::board::{Board, Contradiction};
use super::branch::Branch;
use super::cdcl;
use super::path::{Level, Path};
use super::probe::probe;

/// Nodes that branch on the first open cell in row-major order before row-major first
/// switches to the narrowest split.
const ROW_MAJOR_NODES: u64 = 64;

/// The depth-first budgets by how constrained the grid is after propagation. On a dense grid
/// ([`Board::is_dense`]) the depth-first tree stays small and the hardest proper puzzles
/// settle within these budgets, where clause learning would cost more; a dense grid with no
/// completion, though, can keep depth-first search busy to the end of its budget, which
/// probing ([`probe`]) refutes in a fraction of that. So row-major first runs a short
/// while, then the grid is probed, then row-major first goes on from the stronger board. On
/// a sparse grid a contradiction can hide under countless prefixes: it is probed, and goes
/// to clause learning, early. Measured on the public hard sets and on the grids the
/// worst-case search found.
const DENSE_BUDGETS: Budgets = Budgets {
    proper_first: 1024,
    row_major_first: 768,
    after_probing: 3328,
};
const SPARSE_BUDGETS: Budgets = Budgets {
    proper_first: 256,
    row_major_first: 512,
    after_probing: 0,
};

/// Node budgets of the depth-first strategies: proper first, row-major first before
/// probing, and row-major first after it.
struct Budgets {
    proper_first: u64,
    row_major_first: u64,
    after_probing: u64,
}

/// Placements that probing may try: some tens of microseconds.
pub(super) const PROBES: u64 = 512;

/// Conflicts of clause learning before the unbounded depth-first search takes over: a few
/// seconds of work, thousands of times what any grid has needed.
const CONFLICTS: u64 = 1 << 20;

/// Proper first runs when the first open cell has at least this many candidates...
const WIDE_FIRST_CELL: u32 = 5;

/// ... and at least this many cells have two candidates, for the narrowest split to branch
/// on (without them row-major first does better, as on the forum's hardest puzzles).
const TWO_CANDIDATE_CELLS: u32 = 1;

/// The smallest completion of `cells` (values 0..=9), or `None` when it has none (which
/// includes givens that clash).
pub(crate) fn smallest_completion(cells: &[u8; 81]) -> Option<[u8; 81]> {
    let board = Board::from_givens(cells).ok()?;
    if board.is_solved() {
        return Some(board.to_cells());
    }
    let mut best = None;
    let budgets = if board.is_dense() {
        DENSE_BUDGETS
    } else {
        SPARSE_BUDGETS
    };
    if looks_proper(&board)
        && Strategy::ProperFirst
            .run(&board, &mut best, budgets.proper_first)
            .is_continue()
    {
        return best.map(Board::to_cells);
    }
    if Strategy::RowMajorFirst
        .run(&board, &mut best, budgets.row_major_first)
        .is_continue()
    {
        return best.map(Board::to_cells);
    }
    let mut probed = board;
    let dense = board.is_dense();
    // On a dense grid where row-major first has met a completion already, probing cannot
    // refute the grid and would cost more than it spares the search: skipped.
    if (!dense || best.is_none()) && probe(&mut probed, &mut PROBES.clone()).is_err() {
        return None;
    }
    if budgets.after_probing > 0
        && Strategy::RowMajorFirst
            .run(&probed, &mut best, budgets.after_probing)
            .is_continue()
    {
        return best.map(Board::to_cells);
    }
    if let Ok(answer) = cdcl::smallest(&probed, best.map(Board::to_cells), CONFLICTS) {
        return answer;
    }
    let settled = Strategy::RowMajorFirst.run(&board, &mut best, u64::MAX);
    assert!(settled.is_continue(), "an unbounded search runs to its end");
    best.map(Board::to_cells)
}

/// Whether proper first should lead: a dense grid (looser grids tend to have many
/// completions, which the narrowest split finds in no useful order) whose first open cell
/// has at least
/// [`WIDE_FIRST_CELL`] candidates and which has [`TWO_CANDIDATE_CELLS`] cells with two.
fn looks_proper(board: &Board) -> bool {
    let Some(first) = board.first_unsolved() else {
        return false;
    };
    if board.candidates(first).count_ones() < WIDE_FIRST_CELL || !board.is_dense() {
        return false;
    }
    let pairs: u32 = (0..3)
        .map(|band| {
            let [_, two, three] = board.cells_with_more_than::<3>(band);
            (two & !three & board.unsolved[band]).count_ones()
        })
        .sum();
    pairs >= TWO_CANDIDATE_CELLS
}

/// The depth-first ways to the smallest completion; see the module documentation.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Strategy {
    /// The narrowest split (two-candidate cells first), as uniqueness solvers do, giving up
    /// at a second completion: it settles proper puzzles with the fewest nodes. Only for
    /// grids that look proper and whose first open cell is wide (see [`looks_proper`]).
    ProperFirst,
    /// The first open cell in row-major order, digits ascending, for the first
    /// [`ROW_MAJOR_NODES`] nodes, then the narrowest split: finds the smallest completion
    /// directly on grids with many, and settles proper puzzles too.
    RowMajorFirst,
}

impl Strategy {
    /// Runs within `nodes` from the propagated `board`, lowering `best`. `Continue`: no
    /// completion is smaller than `best`. `Break`: why it stopped short. Never inlined, so
    /// that its path and clause learning's state never share a stack frame.
    #[inline(never)]
    fn run(self, board: &Board, best: &mut Option<Board>, nodes: u64) -> ControlFlow<Stop> {
        let mut search = LexSearch {
            best: *best,
            improvements: 0,
            nodes: 0,
            limit: nodes,
            row_major_nodes: match self {
                Strategy::ProperFirst => 0,
                Strategy::RowMajorFirst => ROW_MAJOR_NODES,
            },
            // Two completions seen, a `best` handed in counting as the first.
            stop_after: match self {
                Strategy::ProperFirst => 2 - u32::from(best.is_some()),
                Strategy::RowMajorFirst => u32::MAX,
            },
        };
        let flow = search.explore(board);
        *best = search.best;
        flow
    }
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
enum Stop {
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
    fn explore(&mut self, root: &Board) -> ControlFlow<Stop> {
        let mut path = Path::new();
        let mut root = *root;
        if self.constrain(&mut root).is_ok() {
            self.enter(&mut path, root);
        }
        while let Some(level) = path.top() {
            if level.mark.row_major && level.mark.improvements != self.improvements {
                // The shortcut of the module documentation: a completion turned up under a
                // smaller digit of this first open cell.
                path.pop();
                continue;
            }
            let Some((cell, digit)) = level.cases.next() else {
                path.pop();
                continue;
            };
            if self.nodes >= self.limit {
                return ControlFlow::Break(Stop::OutOfNodes);
            }
            self.nodes += 1;
            let mut child = level.board;
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
    fn constrain(&self, board: &mut Board) -> Result<(), Contradiction> {
        match &self.best {
            Some(best) => board.keep_below(best),
            None => board.propagate(),
        }
    }

    /// Takes a propagated board that satisfies the bound: a completion becomes `best`, any
    /// other board a new level of the path.
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
            Some(branch) => path.push(Level {
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

#[cfg(test)]
mod tests {
    use super::*;

    fn grid(text: &str) -> Board {
        let mut cells = [0u8; 81];
        for (cell, digit) in cells.iter_mut().zip(text.bytes()) {
            *cell = digit - b'0';
        }
        Board::from_givens(&cells).unwrap()
    }

    /// The answer of row-major first alone, with no budget.
    fn row_major_answer(board: &Board, start: Option<Board>) -> [u8; 81] {
        let mut best = start;
        let flow = Strategy::RowMajorFirst.run(board, &mut best, u64::MAX);
        assert_eq!(flow, ControlFlow::Continue(()));
        best.unwrap().to_cells()
    }

    /// Proper first alone, with no budget, on a grid that looks proper: how it stopped and
    /// its `best`.
    fn proper_first(board: &Board) -> (ControlFlow<Stop>, Option<Board>) {
        assert!(looks_proper(board));
        let mut best = None;
        let flow = Strategy::ProperFirst.run(board, &mut best, u64::MAX);
        (flow, best)
    }

    /// A 17-clue puzzle whose first open cell has five candidates: proper first leads and
    /// settles it alone, with row-major first's answer.
    #[test]
    fn proper_first_settles_a_proper_puzzle() {
        let board = grid(
            "000000000000000001000023000000000020001400005360000070000800000004150000070000360",
        );
        let (flow, best) = proper_first(&board);
        assert_eq!(flow, ControlFlow::Continue(()));
        assert_eq!(best.unwrap().to_cells(), row_major_answer(&board, None));
    }

    /// A grid with several completions that looks like a proper puzzle: proper first stops
    /// at its second completion, and row-major first carries on from it to the answer.
    #[test]
    fn proper_first_hands_over_at_a_second_completion() {
        let board = grid(
            "005010080001007030080340600006700300008000006500200800000078040000403100050000008",
        );
        let (flow, best) = proper_first(&board);
        assert_eq!(flow, ControlFlow::Break(Stop::SecondCompletion));
        let handed_over = best.expect("two completions were seen");
        assert!(handed_over.is_solved());
        let answer = row_major_answer(&board, None);
        assert!(answer < handed_over.to_cells());
        assert_eq!(row_major_answer(&board, best), answer);
        // Started from a completion, the first smaller one is already the second.
        let mut from_known = Some(handed_over);
        let flow = Strategy::ProperFirst.run(&board, &mut from_known, u64::MAX);
        assert_eq!(flow, ControlFlow::Break(Stop::SecondCompletion));
        assert!(from_known.unwrap().to_cells() < handed_over.to_cells());
    }

    /// Grids that do not look like proper puzzles leave proper first out.
    #[test]
    fn proper_first_is_only_for_constrained_grids_with_a_wide_first_cell() {
        assert!(!looks_proper(&Board::from_givens(&[0; 81]).unwrap()));
        // serg-like: the first open cell has few candidates.
        assert!(!looks_proper(&grid(
            "800000000095000000076000000000426798000571243000893165000000916000030487000010532",
        )));
        // From the forum's hardest: a wide first cell in a constrained grid, but no cell
        // with two candidates to branch on.
        assert!(!looks_proper(&grid(
            "000000007002009600800060003000092000004600500010054000005040900030000070100000008",
        )));
    }

    /// Clause learning reaches the answer of row-major first alone, from a poor witness or
    /// from none, on a grid with countless completions.
    #[test]
    fn clause_learning_reaches_the_same_answer() {
        let mut cells = [0u8; 81];
        cells[80] = 1;
        cells[40] = 9;
        let board = Board::from_givens(&cells).unwrap();
        let answer = row_major_answer(&board, None);
        // Another completion keeping the givens: digits 2 and 3 swapped.
        let witness = answer.map(|digit| match digit {
            2 => 3,
            3 => 2,
            other => other,
        });
        assert!(witness > answer);
        assert_eq!(
            cdcl::smallest(&board, Some(witness), u64::MAX),
            Ok(Some(answer))
        );
        assert_eq!(cdcl::smallest(&board, None, u64::MAX), Ok(Some(answer)));
    }
}
