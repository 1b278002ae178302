//! The lexicographically smallest completion by clause learning: one solver for the whole
//! call, asked one question at a time, keeping what each question taught it.
//!
//! **The questions.** The solver first finds a *witness* (any completion), unless the
//! caller knows one. Then, cell by cell in row-major order, with every earlier cell fixed at
//! the root to the witness's digit (the *prefix*), it asks for the lowest digit `d` of the
//! cell that is below the witness's digit and not yet refuted: is there a model with
//! "`cell` holds `d`"? That literal is assumed as the decision of level 1, above the root.
//!
//! - A model is a completion with the prefix and `d` at the cell: smaller than the witness,
//!   it becomes the new witness. Every digit below `d` was refuted already, so the cell is
//!   settled at `d`.
//! - A refutation is a learned unit: "`cell` does not hold `d`" holds at the root from then
//!   on, and the next lowest digit is asked.
//!
//! When no digit below the witness's is left, no completion with the prefix has a smaller
//! digit at the cell, so the smallest completion with the prefix has the witness's digit
//! there: it joins the prefix as a fact of the root (rather than an assumption, so that the
//! clauses learned later are short). After the last cell the witness is the answer. Each
//! question settles a cell or refutes a digit, so there are at most 81 + 8 * 81 of them.
//!
//! **Probing a question.** A question not settled within [`BEFORE_PROBING`] conflicts is
//! probed (`failed_literals.rs`) on the board of the root's facts with the assumption placed, within
//! what is left of the call's placements (the caller's budget, spent once for all
//! questions). Probing removes only candidates that no model of the root's facts uses, so
//! a contradiction it finds refutes the assumption, which is then asserted false at the
//! root like any refutation. Some refutations that probing finds within a few hundred
//! placements take clause learning well over a thousand conflicts (grids the worst-case
//! search found, with givens only in the lower rows).
//!
//! **Why learned clauses may be kept.** Every clause the solver learns or holds is implied
//! by the Sudoku clauses, the root facts and the clause added against the first witness (see
//! below): a refutation or a prefix fact narrows the models exactly as the argument above
//! needs, and clauses learned under the assumption of one question are implied without it
//! (assumptions enter analysis as decisions, never as reasons). So a contradiction that many
//! questions meet is learned once for the whole call.
//!
//! **A proper puzzle** asks nothing: with the clause "some cell differs from the first
//! witness" added for good, one refutation shows that the witness is the only completion.
//! Otherwise the model found is a second witness (the smaller of the two is kept), and the
//! questions go on with the clause in place. It excludes no model a question looks for: each
//! is smaller than the current witness, itself no larger than the first. And should the
//! root ever be refuted as a whole, by that clause with a prefix, the current witness is the
//! first one (only it has the prefix and breaks the clause) and is the only completion
//! with the prefix: the answer.
//!
//! **A row-major search finds the smallest model first**, which the search tries for a few
//! conflicts before the first witness. Let a search decide, at each step, the first open
//! cell in row-major order and make its smallest possible digit true. Suppose it finds model
//! `M` while the smallest model is `S`, and let cell `c` be the first where they differ, so
//! `S[c] < M[c]`. The variable "`c` holds `S[c]`" is false in `M`, and not by a decision,
//! since every decision makes a variable true (the solver decides only such literals, and
//! questions assume only such literals: keep it so). It was implied at some level `l`; every
//! decision up to `l` was taken while that variable was still open, hence on an earlier
//! cell, where `S` and `M` agree. So the Sudoku clauses, the learned ones (which they imply)
//! and decisions that `S` satisfies imply by unit propagation that the variable is false,
//! yet `S` satisfies all of them with the variable true: a contradiction. Backjumps,
//! restarts and forgetting clauses do not touch this argument.

use super::super::board::Board;
use super::super::failed_literals::probe;
use super::analysis::Learned;
use super::layout::{CELLS, holds, not};
use super::solver::{NoModel, Order, Solver};

/// Conflicts of row-major decisions before the first witness is sought by activity: a
/// row-major model is the answer at once, but grids where it does not come within a few
/// conflicts rarely see it come later.
const ROW_MAJOR_CONFLICTS: u64 = 8;

/// Conflicts a question may spend before it is probed (see [`ask`]).
const BEFORE_PROBING: u64 = 32;

/// The conflict budget ran out before the answer was settled; the smallest completion found
/// so far, if any, for the search that takes over.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct OutOfConflicts {
    pub(crate) witness: Option<[u8; CELLS]>,
}

twins! {
    /// The smallest completion of a propagated `board` (`None` when there is none), within
    /// `conflicts` in all, probing questions within `probes` placements in all. `witness`, when
    /// known, is a completion to start from. Its twins are never inlined: its solver is the largest frame of
    /// a call, and shares it with nothing.
    pub(crate) fn smallest(
        board: &Board,
        witness: Option<[u8; CELLS]>,
        conflicts: u64,
        probes: u64,
    ) -> Result<Option<[u8; CELLS]>, OutOfConflicts> = smallest_within;
}

/// [`smallest`], inlined into each of its twins.
#[cfg_attr(not(debug_assertions), inline(always))]
fn smallest_within(
    board: &Board,
    witness: Option<[u8; CELLS]>,
    conflicts: u64,
    mut probes: u64,
) -> Result<Option<[u8; CELLS]>, OutOfConflicts> {
    let mut solver = Solver::new();
    if solver.load(board).is_err() {
        return Ok(None);
    }
    solver.limit = conflicts;
    let mut learned = Learned::new();
    let witness = match witness {
        Some(witness) => witness,
        None => match first_witness(&mut solver, &mut learned)? {
            First::Answer(answer) => return Ok(answer),
            First::Witness(witness) => witness,
        },
    };
    let Some(witness) = second_witness(&mut solver, &mut learned, witness)? else {
        return Ok(Some(witness));
    };
    questions(&mut solver, &mut learned, witness, &mut probes).map(Some)
}

/// What the search for a first witness found.
enum First {
    /// The answer, by row-major decisions (or no completion at all).
    Answer(Option<[u8; CELLS]>),
    /// A completion, by activity.
    Witness([u8; CELLS]),
}

/// A few conflicts of row-major decisions, whose first model is the smallest; then any
/// model, by activity.
fn first_witness(solver: &mut Solver, learned: &mut Learned) -> Result<First, OutOfConflicts> {
    solver.order = Order::RowMajor;
    match solver.solve(None, ROW_MAJOR_CONFLICTS, learned) {
        Ok(()) => return Ok(First::Answer(Some(solver.model()))),
        Err(NoModel::Unsatisfiable) => return Ok(First::Answer(None)),
        Err(_) => {}
    }
    solver.order = Order::Activity;
    match solver.solve(None, u64::MAX, learned) {
        Ok(()) => Ok(First::Witness(solver.model())),
        Err(NoModel::Unsatisfiable) => Ok(First::Answer(None)),
        Err(_) => Err(OutOfConflicts { witness: None }),
    }
}

/// Adds for good the clause that some cell differs from `witness` and looks for a model:
/// `None` when there is none (the witness is the only completion), else the smaller of the
/// two.
fn second_witness(
    solver: &mut Solver,
    learned: &mut Learned,
    witness: [u8; CELLS],
) -> Result<Option<[u8; CELLS]>, OutOfConflicts> {
    solver.order = Order::Activity;
    if solver.exclude_model(&witness).is_err() {
        return Ok(None);
    }
    match solver.solve(None, u64::MAX, learned) {
        Ok(()) => Ok(Some(witness.min(solver.model()))),
        Err(NoModel::Unsatisfiable) => Ok(None),
        Err(_) => Err(OutOfConflicts {
            witness: Some(witness),
        }),
    }
}

/// The questions of the module documentation, from a witness: the smallest completion.
fn questions(
    solver: &mut Solver,
    learned: &mut Learned,
    mut witness: [u8; CELLS],
    probes: &mut u64,
) -> Result<[u8; CELLS], OutOfConflicts> {
    for cell in 0..CELLS {
        loop {
            let digit = usize::from(witness[cell]) - 1;
            let smaller = solver.root_digits(cell) & ((1 << digit) - 1);
            if smaller == 0 {
                break;
            }
            let lowest = smaller.trailing_zeros() as usize;
            match ask(solver, learned, cell, lowest, probes) {
                Ok(()) => witness = solver.model(),
                // The assumption is false at the root now: the next digit.
                Err(NoModel::Refuted) => {}
                // Only the first witness breaks the root: see the module documentation.
                Err(NoModel::Unsatisfiable) => return Ok(witness),
                Err(_) => {
                    return Err(OutOfConflicts {
                        witness: Some(witness),
                    });
                }
            }
        }
        let digit = usize::from(witness[cell]) - 1;
        if solver.fix(holds(cell, digit)).is_err() {
            return Ok(witness);
        }
    }
    Ok(witness)
}

/// One question: a model with `cell` holding `digit`, or its refutation. Past
/// [`BEFORE_PROBING`] conflicts, and while the call has `probes` left, the question is
/// probed on the board of the root's facts: some refutations that probing finds in a few
/// hundred placements take clause learning a thousand conflicts.
fn ask(
    solver: &mut Solver,
    learned: &mut Learned,
    cell: usize,
    digit: usize,
    probes: &mut u64,
) -> Result<(), NoModel> {
    let lit = holds(cell, digit);
    let budget = if *probes > 0 {
        BEFORE_PROBING
    } else {
        u64::MAX
    };
    match solver.solve(Some(lit), budget, learned) {
        Err(NoModel::OutOfConflicts) if solver.conflicts < solver.limit => {}
        other => return other,
    }
    let mut question = solver.root_board();
    question.restrict(cell, 1 << digit);
    // Probing keeps every completion with the root's facts: a refutation is one of them.
    if question.settle().is_err() || probe(&mut question, probes).is_err() {
        solver.fix(not(lit))?;
        return Err(NoModel::Refuted);
    }
    solver.solve(Some(lit), u64::MAX, learned)
}
