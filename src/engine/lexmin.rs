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
//! puzzles and most grids with many completions, but it can be exponential: a sparse grid
//! can hide one contradiction under countless prefixes of its first rows, and the search
//! refutes it again under each. So it runs first, within a fixed number of nodes, and what it
//! leaves goes to clause learning, which refutes each contradiction once and keeps the
//! clause that says so. Its cost is not a function of how many prefixes lead to a
//! contradiction but of how many distinct reasons the grid has to be impossible, and a 9x9
//! grid has few. The depth-first phase thus costs at most its node budget whatever the grid,
//! and the clause-learning phase a number of conflicts that the worst grids a sustained
//! adversarial search could find keep in the low hundreds (SECURITY.md). Past a conflict
//! budget no grid has come near, depth-first search without a budget finishes the work:
//! it always ends, its tree being finite, so no input can make the call loop forever.

use core::ops::ControlFlow;

use super::board::{Board, Contradiction};
use super::branch::Branch;
use super::cdcl;
use super::path::{Level, Path};

/// Nodes that branch on the first open cell in row-major order before row-major first
/// switches to the narrowest split.
const ROW_MAJOR_NODES: u64 = 64;

/// Row-major first's budget: proper puzzles and grids with many completions settle well
/// within it; what does not is handed to clause learning.
const ROW_MAJOR_FIRST_NODES: u64 = 1024;

/// Proper first's budget: the proper puzzles it is for settle well within it.
const PROPER_FIRST_NODES: u64 = 512;

/// Conflicts of clause learning before the unbounded depth-first search takes over: far
/// beyond what any grid has needed.
const CONFLICTS: u64 = 1 << 20;

/// Proper first runs when the first open cell has at least this many candidates...
const WIDE_FIRST_CELL: u32 = 5;

/// ... the open cells have at most this many candidates each on average, in tenths (looser
/// grids tend to have many completions, which the narrowest split finds in no useful
/// order)...
const DENSE_TENTHS: u32 = 46;

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
    if looks_proper(&board)
        && Strategy::ProperFirst
            .run(&board, &mut best, PROPER_FIRST_NODES)
            .is_continue()
    {
        return best.map(Board::to_cells);
    }
    if Strategy::RowMajorFirst
        .run(&board, &mut best, ROW_MAJOR_FIRST_NODES)
        .is_continue()
    {
        return best.map(Board::to_cells);
    }
    if let Ok(answer) = cdcl::smallest(&board, best.map(Board::to_cells), CONFLICTS) {
        return answer;
    }
    let settled = Strategy::RowMajorFirst.run(&board, &mut best, u64::MAX);
    assert!(settled.is_continue(), "an unbounded search runs to its end");
    best.map(Board::to_cells)
}

/// Whether proper first should lead: see [`WIDE_FIRST_CELL`], [`DENSE_TENTHS`] and
/// [`TWO_CANDIDATE_CELLS`].
fn looks_proper(board: &Board) -> bool {
    let Some(first) = board.first_unsolved() else {
        return false;
    };
    if board.candidates(first).count_ones() < WIDE_FIRST_CELL {
        return false;
    }
    let (mut open, mut candidates, mut pairs) = (0, 0, 0);
    for (band, (words, unsolved)) in board.places.iter().zip(board.unsolved).enumerate() {
        let [_, two, three] = board.cells_with_more_than::<3>(band);
        candidates += words
            .iter()
            .map(|word| (word & unsolved).count_ones())
            .sum::<u32>();
        open += unsolved.count_ones();
        pairs += (two & !three & unsolved).count_ones();
    }
    candidates * 10 <= open * DENSE_TENTHS && pairs >= TWO_CANDIDATE_CELLS
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

    /// A 17-clue puzzle whose first open cell has five candidates: proper first leads and
    /// settles it alone, with row-major first's answer.
    #[test]
    fn proper_first_settles_a_proper_puzzle() {
        let board = grid(
            "000000000000000001000023000000000020001400005360000070000800000004150000070000360",
        );
        assert!(looks_proper(&board));
        let mut best = None;
        let flow = Strategy::ProperFirst.run(&board, &mut best, u64::MAX);
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
        assert!(looks_proper(&board));
        let mut best = None;
        let flow = Strategy::ProperFirst.run(&board, &mut best, u64::MAX);
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
