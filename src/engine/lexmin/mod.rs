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
//! **Singles first** ([`singles`]). A grid that naked and hidden singles fill
//! has one completion (each placement is forced), so it is `min C(S0)`; any other grid
//! leaves the front end as the board its givens propagate to, and the strategies below
//! start from that board.
//!
//! **Branch and bound** ([`LexSearch`](search::LexSearch)). A depth-first search splits each
//! state into cases that together cover `C(S)` (every candidate digit of a cell, or a digit's
//! two remaining places in a house) and restricts every state it enters to completions smaller
//! than `best` ([`Board::keep_below`]), which discards only completions that cannot be the
//! answer. Every completion smaller than `best` therefore stays in some unexplored case until
//! the search reaches it; a search that runs to its end has seen them all. One shortcut: when a
//! node branches on its first open cell in row-major order and a completion turns up under one
//! of its digits, the node's remaining cases are dropped. Every cell before that one is solved
//! in the node, so their completions share the new `best`'s prefix up to the cell and have a
//! larger digit there: the bound would refute each of them on entry; the shortcut only spares
//! the work.
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
//!    it. One solver serves the whole call: its lexicographic questions (at most 81 + 8 *
//!    81, each an assumption on that solver) keep every clause the earlier ones learned, so
//!    a contradiction that many questions meet is learned once, not once per question. A
//!    question that clause learning does not settle within a few dozen conflicts is probed
//!    as in 2, within [`QUESTION_PROBES`] placements for the whole call.
//!
//!    What is bounded by construction: the nodes of 1, the placements of 2 and of the
//!    questions' probing, the number of questions, the conflicts of a call
//!    ([`CONFLICTS`]) and the work of one conflict. What is measured, not proven: the
//!    conflicts a grid needs, far below [`CONFLICTS`] on every grid known. No theorem bounds
//!    them (generalised Sudoku is NP-complete); SECURITY.md has what a sustained
//!    adversarial search (`tools/worst_case.rs`) found.
//! 4. **A backstop**: past [`CONFLICTS`] conflicts, far beyond what any grid has needed,
//!    depth-first search without a budget finishes the work, from the probed board and
//!    bounded from the start by the smallest completion clause learning found. Its tree is
//!    finite, so no input can make the call loop forever.
//!
//! Probing keeps every completion (it removes only candidates that none uses), so `best`
//! stays a completion and the strategies after it search the same set.

mod search;
#[cfg(test)]
mod tests;

use super::board::Board;
use super::cdcl;
use super::failed_literals::{PROBES, probe};
use super::singles::{self, Start};
use search::Strategy;

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

/// Conflicts of clause learning before the unbounded depth-first search takes over: a few
/// seconds of work, thousands of times what any grid has needed.
const CONFLICTS: u64 = 1 << 20;

/// Placements that the probing of clause learning's questions may try, in all: a few times
/// [`PROBES`], so that a call probes a bounded number of times however many questions it
/// asks.
const QUESTION_PROBES: u64 = 4 * PROBES;

/// Proper first runs when the first open cell has at least this many candidates...
const WIDE_FIRST_CELL: u32 = 5;

/// ... and at least this many cells have two candidates, for the narrowest split to branch
/// on (without them row-major first does better, as on the forum's hardest puzzles).
const TWO_CANDIDATE_CELLS: u32 = 1;

twins! {
    /// The smallest completion of `cells` (values 0..=9), or `None` when it has none (which
    /// includes givens that clash).
    pub(crate) fn smallest_completion(cells: &[u8; 81]) -> Option<[u8; 81]> = find_smallest;
}

/// [`smallest_completion`], inlined into each of its twins.
#[cfg_attr(not(debug_assertions), inline(always))]
fn find_smallest(cells: &[u8; 81]) -> Option<[u8; 81]> {
    let board = match singles::start(cells) {
        // The one completion is the smallest.
        Start::Solved(answer) => return Some(answer),
        Start::Open(board) => board,
        Start::NoCompletion => return None,
    };
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
    match cdcl::smallest(
        &probed,
        best.map(Board::to_cells),
        CONFLICTS,
        QUESTION_PROBES,
    ) {
        Ok(answer) => return answer,
        // The backstop starts from what clause learning found: its witness bounds the
        // search from the start, on the probed board.
        Err(cdcl::OutOfConflicts { witness }) => {
            if let Some(witness) = witness.and_then(|cells| Board::from_givens(&cells).ok()) {
                best = Some(witness);
            }
        }
    }
    let settled = Strategy::RowMajorFirst.run(&probed, &mut best, u64::MAX);
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
