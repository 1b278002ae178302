//! The lexicographically smallest completion by clause learning.
//!
//! **Row-major searches find the smallest model first.** Let a search decide, at each
//! step, the first open cell in row-major order and make its smallest possible digit true
//! (after any assumptions). Suppose it finds model `M` while the smallest model is `S`, and
//! let cell `c` be the first where they differ, so `S[c] < M[c]`. The variable "`c` holds
//! `S[c]`" is false in `M`, and not by a decision, since decisions make variables true. It
//! was implied at some level `l`; every decision up to `l` was taken while that variable
//! was still open, hence on an earlier cell, where `S` and `M` agree. So the Sudoku clauses,
//! the learned ones (which they imply), the assumptions and decisions that `S` satisfies
//! imply by unit propagation that the variable is false, yet `S` satisfies all of them with
//! the variable true: a contradiction. Backjumps, restarts and forgetting clauses do not
//! touch this argument.
//!
//! **Questions with assumptions.** Row-major decisions are slow to refute a dead end far
//! below the current row, where decisions by conflict activity are fast. So the search
//! keeps a witness (any completion) and asks, cell by cell in row-major order, with the
//! earlier cells fixed to the witness's digits as assumptions, whether a completion has a
//! smaller digit there. Each question first gets a few conflicts of row-major decisions: a
//! model found that way is the smallest with that prefix and a smaller digit at the cell,
//! so it is the answer. Otherwise decisions by activity settle the question: a model
//! becomes the new witness (same prefix, smaller digit), and a refutation proves the
//! witness's digit the smallest possible, which joins the prefix. Each question fixes a
//! cell or lowers a digit, so there are at most 81 + 8 * 81 of them, and every one keeps
//! what the earlier ones learned. A proper puzzle skips them all: one refutation of "some
//! cell differs from the witness" shows the witness is the only completion.

use super::super::board::Board;
use super::analysis::Learned;
use super::layout::{CELLS, Lit, holds, not};
use super::solver::{MAX_ASSUMPTIONS, NoModel, Order, Solver};

/// Conflicts a question may spend in row-major decisions before activity takes over.
const ROW_MAJOR_CONFLICTS: u64 = 8;

/// The conflict budget ran out before the answer was settled.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct OutOfConflicts;

/// The smallest completion of a propagated `board` (`None` when there is none), within
/// `conflicts`. `witness`, when known, is a completion to start from.
#[inline(never)]
pub(crate) fn smallest(
    board: &Board,
    witness: Option<[u8; CELLS]>,
    conflicts: u64,
) -> Result<Option<[u8; CELLS]>, OutOfConflicts> {
    let mut solver = Solver::new();
    if solver.load(board).is_err() {
        return Ok(None);
    }
    solver.limit = conflicts;
    let mut learned = Learned::new();
    let mut witness = match witness {
        Some(witness) => witness,
        None => match first_model(&mut solver, &mut learned)? {
            First::Smallest(answer) => return Ok(answer),
            First::Witness(witness) => witness,
        },
    };
    // A proper puzzle: no completion but the witness.
    solver.order = Order::Activity;
    if solver.exclude_model(&witness).is_err() {
        return Ok(Some(witness));
    }
    match settle(solver.solve(&[], u64::MAX, &mut learned))? {
        false => return Ok(Some(witness)),
        true => witness = witness.min(solver.model()),
    }
    solver.forget_last_added();
    let mut assumptions = [0 as Lit; MAX_ASSUMPTIONS];
    for cell in 0..CELLS {
        let mut order = Order::RowMajor;
        loop {
            let digit = usize::from(witness[cell]) - 1;
            // The prefix (one assumption per earlier cell), then no digit from the
            // witness's up.
            let mut len = cell;
            for larger in digit..9 {
                assumptions[len] = not(holds(cell, larger));
                len += 1;
            }
            if digit == 0 {
                break;
            }
            solver.order = order;
            let budget = match order {
                Order::RowMajor => ROW_MAJOR_CONFLICTS,
                Order::Activity => u64::MAX,
            };
            match (
                solver.solve(&assumptions[..len], budget, &mut learned),
                order,
            ) {
                (Ok(()), Order::RowMajor) => return Ok(Some(solver.model())),
                (Ok(()), Order::Activity) => witness = solver.model(),
                (Err(NoModel::Unsatisfiable), _) => break,
                (Err(_), _) if solver.conflicts >= solver.limit => return Err(OutOfConflicts),
                (Err(_), _) => order = Order::Activity,
            }
        }
        assumptions[cell] = holds(cell, usize::from(witness[cell]) - 1);
    }
    Ok(Some(witness))
}

/// What the first search found.
enum First {
    /// The answer itself: a row-major search finished.
    Smallest(Option<[u8; CELLS]>),
    /// Some completion.
    Witness([u8; CELLS]),
}

/// A few conflicts of row-major search, which settle most grids that get here; then any
/// model, by activity.
fn first_model(solver: &mut Solver, learned: &mut Learned) -> Result<First, OutOfConflicts> {
    solver.order = Order::RowMajor;
    match solver.solve(&[], ROW_MAJOR_CONFLICTS, learned) {
        Ok(()) => return Ok(First::Smallest(Some(solver.model()))),
        Err(NoModel::Unsatisfiable) => return Ok(First::Smallest(None)),
        Err(_) if solver.conflicts >= solver.limit => return Err(OutOfConflicts),
        Err(_) => {}
    }
    solver.order = Order::Activity;
    match settle(solver.solve(&[], u64::MAX, learned))? {
        true => Ok(First::Witness(solver.model())),
        false => Ok(First::Smallest(None)),
    }
}

/// A search without a budget of its own: whether it found a model.
fn settle(found: Result<(), NoModel>) -> Result<bool, OutOfConflicts> {
    match found {
        Ok(()) => Ok(true),
        Err(NoModel::Unsatisfiable) => Ok(false),
        Err(_) => Err(OutOfConflicts),
    }
}
