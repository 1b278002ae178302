//! The lexicographically smallest completion, found without row-major exhaustive search.
//!
//! # Why the answer is the smallest
//!
//! Let `C(S)` be the completions of the givens that agree with a search state `S`, ordered
//! by their 81 digits read row-major: the order in which the reference's backtracking meets
//! them. The answer is `min C(S0)` for the givens' state `S0`. Propagation only removes
//! candidates that no member of `C(S)` uses, so it never changes `C(S)`.
//!
//! Every strategy below keeps `best`, the smallest completion found so far, and only ever
//! replaces it with a smaller one, so `best` is always a completion and never below the
//! answer. Each strategy ends in one of two ways: it has shown that no completion is smaller
//! than `best` (then `best` is the answer, or there is no answer when `best` is empty), or it
//! has stopped short (its node budget is used up or, for proper first, it has met a second
//! completion), and the next strategy carries on from `best`.
//!
//! **Branch and bound** ([`LexSearch`]). A depth-first search splits each state into cases
//! that together cover `C(S)` (every candidate digit of a cell, or a digit's two remaining
//! places in a unit) and restricts every state it enters to completions smaller than
//! `best` ([`Board::bound_below`]), which discards only completions that cannot be the answer.
//! Every completion smaller than `best` therefore stays in some unexplored case until the
//! search reaches it; a search that runs to its end has seen them all.
//!
//! **Witness repair** ([`repair`]). Walk the cells in row-major order, keeping `best` as a
//! witness; at cell `c` every earlier cell is already fixed to the answer's digit, so the
//! answer's digit at `c` is the smallest digit any member of `C(S)` puts there. Ask a search
//! for a completion with a digit below `best[c]` at `c`: if one exists it becomes `best` and we
//! ask again; if none does, `best[c]` is that smallest digit, and we fix it. Each question
//! fixes a cell or lowers `best[c]`, so there are at most 81 + 8 * 81 of them.
//!
//! # Why it is fast on every input
//!
//! Which cases a search splits into changes its speed, never its answer, and no single choice
//! is fastest everywhere, so the strategies run as a portfolio, in rounds of growing node
//! budgets, each carrying on from the `best` the others left.
//!
//! - **Proper first** takes the narrowest split, two-candidate cells first, as uniqueness
//!   solvers do, and gives up as soon as a second completion shows that the grid has
//!   several. It runs only where row-major first would start expensively, on a first open
//!   cell with many candidates, and the grid is constrained enough to look like a proper
//!   puzzle (few candidates per open cell, some cells with two): there it settles proper
//!   puzzles with markedly fewer nodes (a third fewer on the 17-clue puzzles that need a
//!   search), and a grid with several completions soon hands its two over.
//! - **Row-major first** branches, for its first nodes, on the first open cell in row-major
//!   order, digits ascending, like the reference: once a completion turns up under a digit of
//!   such a cell, its larger digits are skipped outright (same prefix, larger digit). Its
//!   later nodes take the narrowest split, two-candidate cells first. Grids with many
//!   completions and proper puzzles alike settle this way, within its first budget.
//! - **Narrowest** (twice: rows first, columns first) always takes the narrowest split, a
//!   digit's two places in a unit first, which refutes dead ends in sparse grids fastest: it
//!   wins where row-major choices would cut one refutation into many, or where two-candidate
//!   cells lead into huge dead ends. Which kind of unit comes first can turn microseconds
//!   into seconds on some sparse grids, one way or the other: hence both.
//! - **Repair** needs at most one search per cell and smaller digit, each a probe with a
//!   small budget: it wins on sparse grids whose smallest completion is far from the first
//!   ones found.
//!
//! Row-major first's first budget is generous, as it settles the public benchmark sets within
//! it; proper first runs once, in the first round, with a budget its puzzles settle well
//! within; the others start small, as they are fast precisely on the grids that need them.
//! So the common case pays nothing, and the worst case a small multiple of the fastest
//! strategy's work.

use core::ops::ControlFlow;

use super::board::{Board, Contradiction};
use super::branch::{Branch, Split};
use super::path::{Level, Path};
use super::search::{Probe, probe};

/// Nodes that branch on the first open cell in row-major order before the row-major-first
/// strategy switches to the narrowest split. Tuned on the public benchmark sets.
const ROW_MAJOR_NODES: u32 = 64;

/// The row-major-first strategy's first node budget, doubled each round: it settles nearly
/// all the public benchmark puzzles within it.
const ROW_MAJOR_FIRST_NODES: u32 = 4096;

/// The other strategies' first node budget: they are fast precisely on the grids that need
/// them, so a small one keeps a switch cheap.
const RESCUE_FIRST_NODES: u32 = 256;

/// Proper first's only budget: the proper puzzles it is for settle well within it.
const PROPER_FIRST_NODES: u32 = 1024;

/// Proper first runs when the first open cell has at least this many candidates...
const WIDE_FIRST_CELL: u32 = 5;

/// ... the open cells have at most this many candidates each on average, in tenths (looser
/// grids tend to have many completions, which the narrowest split finds in no useful
/// order)...
const DENSE_TENTHS: u32 = 46;

/// ... and at least this many cells have two candidates, for the narrowest split to branch
/// on (without them row-major first does better, as on the forum's hardest puzzles). The
/// three thresholds were measured on the public sets and on generated grids with 45 to 64
/// blanks, the cases that gain and lose most.
const TWO_CANDIDATE_CELLS: u32 = 1;

/// The smallest completion of `cells` (values 0..=9), or `None` when it has none (which
/// includes givens that clash).
pub(crate) fn smallest_completion(cells: &[u8; 81]) -> Option<[u8; 81]> {
    let board = Board::from_givens(cells).ok()?;
    if board.is_solved() {
        return Some(board.to_cells());
    }
    let mut best = None;
    let mut proper_first = looks_proper(&board);
    for round in 0.. {
        for strategy in [
            Strategy::ProperFirst,
            Strategy::RowMajorFirst,
            Strategy::NarrowestRows,
            Strategy::NarrowestColumns,
            Strategy::Repair,
        ] {
            // Proper first is fast or of no use: it runs once, in the first round.
            if strategy == Strategy::ProperFirst && !core::mem::take(&mut proper_first) {
                continue;
            }
            if strategy
                .run(&board, &mut best, strategy.nodes(round))
                .is_continue()
            {
                return best.map(Board::to_cells);
            }
        }
    }
    unreachable!("the budgets grow until a strategy finishes")
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
    for (band, (words, unsolved)) in board.cand.iter().zip(board.unsolved).enumerate() {
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

/// The ways to the smallest completion; see the module documentation.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Strategy {
    ProperFirst,
    RowMajorFirst,
    NarrowestRows,
    NarrowestColumns,
    Repair,
}

impl Strategy {
    /// The node budget of round `round` (0, 1, ...).
    fn nodes(self, round: u32) -> u32 {
        let doubled = |nodes: u32, times: u32| nodes.checked_shl(times).unwrap_or(u32::MAX);
        match (self, round) {
            (Strategy::ProperFirst, _) => PROPER_FIRST_NODES,
            (Strategy::RowMajorFirst, _) => doubled(ROW_MAJOR_FIRST_NODES, round),
            (_, 0) => RESCUE_FIRST_NODES,
            // Half of row-major first's from then on, so that no strategy's budget outgrows
            // the others' and the total stays a small multiple of the winner's work.
            (_, _) => doubled(ROW_MAJOR_FIRST_NODES, round - 1),
        }
    }

    /// Runs within `nodes` from the propagated `board`, lowering `best`. `Continue`: no
    /// completion is smaller than `best`. `Break`: why it stopped short.
    fn run(self, board: &Board, best: &mut Option<Board>, nodes: u32) -> ControlFlow<Stop> {
        if self == Strategy::Repair {
            return repair(board, best, nodes).map_break(|()| Stop::OutOfNodes);
        }
        let (row_major_nodes, split) = match self {
            Strategy::ProperFirst => (0, Split::Cells),
            Strategy::RowMajorFirst => (ROW_MAJOR_NODES, Split::Cells),
            Strategy::NarrowestRows => (0, Split::Rows),
            _ => (0, Split::Columns),
        };
        let mut search = LexSearch {
            best: *best,
            improvements: 0,
            nodes: 0,
            limit: nodes,
            row_major_nodes,
            split,
            // Two completions seen, a `best` handed in counting as the first.
            stop_after: match self {
                Strategy::ProperFirst => 2 - u32::from(best.is_some()),
                _ => u32::MAX,
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
    nodes: u32,
    /// Nodes the search may open.
    limit: u32,
    /// Nodes that branch on the first open cell in row-major order.
    row_major_nodes: u32,
    /// The two-way split the other nodes look for first.
    split: Split,
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
                // A completion turned up under a smaller digit of this first open cell:
                // the remaining digits are larger there, with the same prefix.
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
            Some(best) => board.bound_below(best),
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
            board.branch(self.split)
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

/// Witness repair within `nodes`, starting from `best` (or any completion when there is
/// none yet): lowers `best` to the smallest completion, or breaks when the budget runs out.
fn repair(board: &Board, best: &mut Option<Board>, nodes: u32) -> ControlFlow<()> {
    let mut left = nodes;
    let mut witness = match *best {
        Some(witness) => witness,
        None => match probe(board, Split::Rows, &mut left) {
            Probe::Completable(found) => found,
            Probe::Refuted => return ControlFlow::Continue(()),
            Probe::Unknown => return ControlFlow::Break(()),
        },
    };
    let mut fixed = *board;
    for cell in 0..81 {
        if fixed.is_cell_solved(cell) {
            continue;
        }
        loop {
            // A completion's cell holds a single candidate: its digit.
            let digit = witness.candidates(cell).trailing_zeros();
            let below = fixed.candidates(cell) & ((1u16 << digit) - 1);
            if below == 0 {
                break;
            }
            let mut trial = fixed;
            trial.restrict(cell, below);
            if trial.propagate().is_err() {
                break;
            }
            match probe(&trial, Split::Rows, &mut left) {
                Probe::Completable(smaller) => witness = smaller,
                Probe::Refuted => break,
                Probe::Unknown => {
                    *best = Some(witness);
                    return ControlFlow::Break(());
                }
            }
        }
        let digit = witness.candidates(cell).trailing_zeros() as usize;
        let placed = fixed.place(cell, digit).and_then(|()| fixed.propagate());
        assert!(placed.is_ok(), "the witness is a completion of the board");
    }
    *best = Some(witness);
    ControlFlow::Continue(())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The largest completion of `board`: digits tried 9 down to 1 in row-major order.
    fn largest_completion(board: &Board) -> Board {
        let mut largest = *board;
        while let Some(cell) = largest.first_unsolved() {
            let digit = 15 - largest.candidates(cell).leading_zeros() as usize;
            let mut next = largest;
            next.place(cell, digit).unwrap();
            let completable = next.propagate().is_ok()
                && matches!(
                    probe(&next, Split::Cells, &mut u32::MAX.clone()),
                    Probe::Completable(_)
                );
            if completable {
                largest = next;
            } else {
                largest.restrict(cell, largest.candidates(cell) & !(1 << digit));
                largest.propagate().unwrap();
            }
        }
        largest
    }

    /// A grid with countless completions, where every strategy, alone and from a poor
    /// witness, must reach the same smallest completion.
    #[test]
    fn every_strategy_reaches_the_smallest_alone() {
        let mut cells = [0u8; 81];
        cells[80] = 1; // the smallest completion can no longer be the empty grid's
        cells[40] = 9;
        let board = Board::from_givens(&cells).unwrap();
        let largest = largest_completion(&board);
        let mut answers = Vec::new();
        for strategy in [
            Strategy::RowMajorFirst,
            Strategy::NarrowestRows,
            Strategy::NarrowestColumns,
            Strategy::Repair,
        ] {
            for start in [None, Some(largest)] {
                let mut best = start;
                assert!(strategy.run(&board, &mut best, u32::MAX).is_continue());
                answers.push(best.unwrap().to_cells());
            }
        }
        assert!(largest.to_cells() > answers[0]);
        assert!(
            answers.iter().all(|answer| *answer == answers[0]),
            "{answers:?}"
        );
    }

    /// A strategy cut short keeps a valid best, and the next one finishes from it.
    #[test]
    fn a_budget_cut_hands_over_a_completion() {
        let board = Board::from_givens(&[0; 81]).unwrap();
        let mut best = None;
        assert!(
            Strategy::NarrowestRows
                .run(&board, &mut best, 200)
                .is_break()
        );
        let handed_over = best.expect("a completion within 200 nodes").to_cells();
        assert!(
            Strategy::Repair
                .run(&board, &mut best, u32::MAX)
                .is_continue()
        );
        let smallest = best.unwrap().to_cells();
        assert!(smallest <= handed_over);
        assert_eq!(
            smallest[..27],
            [
                1, 2, 3, 4, 5, 6, 7, 8, 9, 4, 5, 6, 7, 8, 9, 1, 2, 3, 7, 8, 9, 1, 2, 3, 4, 5, 6
            ]
        );
    }

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
        let flow = Strategy::RowMajorFirst.run(board, &mut best, u32::MAX);
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
        let flow = Strategy::ProperFirst.run(&board, &mut best, u32::MAX);
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
        let flow = Strategy::ProperFirst.run(&board, &mut best, u32::MAX);
        assert_eq!(flow, ControlFlow::Break(Stop::SecondCompletion));
        let handed_over = best.expect("two completions were seen");
        assert!(handed_over.is_solved());
        let answer = row_major_answer(&board, None);
        assert!(answer < handed_over.to_cells());
        assert_eq!(row_major_answer(&board, best), answer);
        // Started from a completion, the first smaller one is already the second.
        let mut from_known = Some(handed_over);
        let flow = Strategy::ProperFirst.run(&board, &mut from_known, u32::MAX);
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
}
