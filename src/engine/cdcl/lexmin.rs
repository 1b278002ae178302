//! The lexicographically smallest completion by clause learning.
//!
//! **A row-major search finds the smallest model first.** Let a search decide, at each
//! step, the first open cell in row-major order and make its smallest possible digit true.
//! Suppose it finds model `M` while the smallest model is `S`, and let cell `c` be the first
//! where they differ, so `S[c] < M[c]`. The variable "`c` holds `S[c]`" is false in `M`, and
//! not by a decision, since decisions make variables true. It was implied at some level `l`;
//! every decision up to `l` was taken while that variable was still open, hence on an
//! earlier cell, where `S` and `M` agree. So the Sudoku clauses, the learned ones (which
//! they imply) and decisions that `S` satisfies imply by unit propagation that the variable
//! is false, yet `S` satisfies all of them with the variable true: a contradiction.
//! Backjumps, restarts and forgetting clauses do not touch this argument.
//!
//! **Questions.** Row-major decisions are slow to refute a dead end far below the current
//! row, where decisions by conflict activity are fast. So the search keeps a witness (any
//! completion) and asks, cell by cell in row-major order, with the earlier cells fixed to
//! the witness's digits (the *prefix*), whether a completion has a smaller digit there. A
//! question is a board: the prefix placed, the cell restricted to the smaller digits, and
//! the board's propagation and probing (a fixed number of placements) run, which settle
//! most questions by themselves. What they leave goes to a solver of its own, for a few
//! conflicts of row-major decisions first: a model found that way is the smallest with
//! that prefix and a smaller digit at the cell, so it is the answer. Otherwise decisions by
//! activity settle the question: a model becomes the new witness (same prefix, smaller
//! digit), and a refutation proves the witness's digit the smallest possible, which joins
//! the prefix. A cell is asked first for its lowest digit left alone, which ends the cell
//! with one model where lowering the witness's digit one model at a time would take one
//! question per digit (each such model costs the same, on grids where the models are hard
//! to find); if that digit is refuted, for the other smaller digits together, and so on.
//! Each question ends a cell, lowers a digit or refutes one, so there are at most
//! 81 + 16 * 81 of them. A proper puzzle skips them all: one refutation of "some cell
//! differs from the witness" shows that the witness is the only completion.
//!
//! Each question starts a fresh solver rather than adding assumptions to one that keeps its
//! clauses: its restriction, on the board, gets the board's stronger propagation at the
//! root (locked candidates over every permutation of a band), and the clauses and activity
//! of other questions point its search elsewhere. Measured on the question that took
//! longest, 573 conflicts as an assumption of the shared solver, 59 fresh.

use super::super::board::Board;
use super::super::lexmin::PROBES;
use super::super::probe::probe;
use super::analysis::Learned;
use super::layout::CELLS;
use super::solver::{NoModel, Order, Solver};

/// Conflicts a question may spend in row-major decisions before activity takes over. A
/// row-major model ends the questions at once, so more would help on grids where it comes
/// within some dozens, but every question of a grid where it does not come pays them, and
/// such grids ask dozens of questions (the worst-case search found both kinds): a few.
const ROW_MAJOR_CONFLICTS: u64 = 8;

/// Conflicts of activity a question may spend before it is probed (see [`settle`]).
const BEFORE_PROBING: u64 = 32;

/// The conflict budget ran out before the answer was settled.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct OutOfConflicts;

/// The smallest completion of a propagated `board` (`None` when there is none), within
/// `conflicts` in all. `witness`, when known, is a completion to start from.
pub(crate) fn smallest(
    board: &Board,
    witness: Option<[u8; CELLS]>,
    conflicts: u64,
) -> Result<Option<[u8; CELLS]>, OutOfConflicts> {
    let mut left = conflicts;
    match start(board, witness, &mut left)? {
        Start::Settled(answer) => Ok(answer),
        Start::Witness(witness) => questions(board, witness, &mut left),
    }
}

/// What the first solver settled.
enum Start {
    /// The answer.
    Settled(Option<[u8; CELLS]>),
    /// A witness, and the grid has other completions.
    Witness([u8; CELLS]),
}

/// What a question found.
enum Answer {
    /// The smallest completion: a row-major search ended.
    Smallest(Option<[u8; CELLS]>),
    /// A completion, found by activity.
    Model([u8; CELLS]),
}

/// A witness (unless one is known), then whether any other completion exists. Its own
/// frame, so that its solver is gone before the questions start theirs.
#[inline(never)]
fn start(
    board: &Board,
    known: Option<[u8; CELLS]>,
    left: &mut u64,
) -> Result<Start, OutOfConflicts> {
    let mut solver = Solver::new();
    if solver.load(board).is_err() {
        return Ok(Start::Settled(None));
    }
    let mut learned = Learned::new();
    let witness = match known {
        Some(witness) => witness,
        None => match ask(&mut solver, &mut learned, u64::MAX, left)?.ok_or(OutOfConflicts)? {
            Answer::Smallest(answer) => return Ok(Start::Settled(answer)),
            Answer::Model(model) => model,
        },
    };
    // A proper puzzle: no completion but the witness.
    solver.order = Order::Activity;
    if solver.exclude_model(&witness).is_err() {
        return Ok(Start::Settled(Some(witness)));
    }
    let other = spend(&mut solver, u64::MAX, &mut learned, left)?.ok_or(OutOfConflicts)?;
    Ok(match other {
        false => Start::Settled(Some(witness)),
        true => Start::Witness(witness.min(solver.model())),
    })
}

/// The questions of the module documentation, from a witness.
fn questions(
    board: &Board,
    mut witness: [u8; CELLS],
    left: &mut u64,
) -> Result<Option<[u8; CELLS]>, OutOfConflicts> {
    let mut prefix = *board;
    for cell in 0..CELLS {
        // Digits that no completion with the prefix has at the cell.
        let mut refuted = 0;
        // Whether the next question asks for the lowest digit alone.
        let mut lowest_alone = true;
        loop {
            let digit = usize::from(witness[cell]) - 1;
            let smaller = prefix.candidates(cell) & ((1 << digit) - 1) & !refuted;
            if smaller == 0 {
                break;
            }
            let lowest = smaller & smaller.wrapping_neg();
            let alone = lowest_alone && lowest != smaller;
            let mut question = prefix;
            question.restrict(cell, if alone { lowest } else { smaller });
            let answer = match question.propagate() {
                Ok(()) => settle(&mut question, cell as u64 + 1, left)?,
                Err(_) => Answer::Smallest(None),
            };
            match answer {
                Answer::Smallest(Some(answer)) => return Ok(Some(answer)),
                Answer::Model(model) => {
                    witness = model;
                    lowest_alone = true;
                }
                Answer::Smallest(None) if alone => {
                    refuted |= lowest;
                    lowest_alone = false;
                }
                Answer::Smallest(None) => break,
            }
        }
        if prefix.is_open(cell) {
            let placed = prefix.place(cell, usize::from(witness[cell]) - 1);
            let propagated = placed.and_then(|()| prefix.propagate());
            debug_assert!(propagated.is_ok(), "the witness completes the prefix");
        }
    }
    Ok(Some(witness))
}

/// A question settled: by a solver of its own within [`BEFORE_PROBING`] conflicts, or else
/// by probing, or else by a solver of the probed question. Models come within a few
/// conflicts; refutations that probing finds at a fixed cost can take clause learning a
/// thousand (on a grid the worst-case search found), and probing every question would cost
/// more than the questions on grids that ask dozens.
fn settle(question: &mut Board, seed: u64, left: &mut u64) -> Result<Answer, OutOfConflicts> {
    if let Some(answer) = ask_fresh(question, seed, BEFORE_PROBING, left)? {
        return Ok(answer);
    }
    if probe(question, &mut PROBES.clone()).is_err() {
        return Ok(Answer::Smallest(None));
    }
    ask_fresh(question, seed, u64::MAX, left)?.ok_or(OutOfConflicts)
}

/// A question of its own solver, whose activity starts from `seed`, within `budget`
/// conflicts of activity (`None`: they ran out). Its own frame: one solver at a time is on
/// the stack.
#[inline(never)]
fn ask_fresh(
    question: &Board,
    seed: u64,
    budget: u64,
    left: &mut u64,
) -> Result<Option<Answer>, OutOfConflicts> {
    let mut solver = Solver::new();
    if solver.load(question).is_err() {
        return Ok(Some(Answer::Smallest(None)));
    }
    solver.restart_activity(seed);
    ask(&mut solver, &mut Learned::new(), budget, left)
}

/// A few conflicts of row-major decisions, whose first model is the smallest; then any
/// model, by activity, within `budget` conflicts (`None`: they ran out).
fn ask(
    solver: &mut Solver,
    learned: &mut Learned,
    budget: u64,
    left: &mut u64,
) -> Result<Option<Answer>, OutOfConflicts> {
    solver.order = Order::RowMajor;
    let before = solver.conflicts;
    match solver.solve(ROW_MAJOR_CONFLICTS.min(*left), learned) {
        Ok(()) => return Ok(Some(Answer::Smallest(Some(solver.model())))),
        Err(NoModel::Unsatisfiable) => return Ok(Some(Answer::Smallest(None))),
        Err(_) => *left = left.saturating_sub(solver.conflicts - before),
    }
    solver.order = Order::Activity;
    Ok(
        spend(solver, budget, learned, left)?.map(|found| match found {
            true => Answer::Model(solver.model()),
            false => Answer::Smallest(None),
        }),
    )
}

/// A search of `solver` within `budget` and what is `left` of the conflicts, deducted:
/// whether it found a model (`None`: `budget` ran out, not `left`).
fn spend(
    solver: &mut Solver,
    budget: u64,
    learned: &mut Learned,
    left: &mut u64,
) -> Result<Option<bool>, OutOfConflicts> {
    let before = solver.conflicts;
    let found = solver.solve(budget.min(*left), learned);
    *left = left.saturating_sub(solver.conflicts - before);
    match found {
        Ok(()) => Ok(Some(true)),
        Err(NoModel::Unsatisfiable) => Ok(Some(false)),
        Err(NoModel::OutOfConflicts) if *left > 0 => Ok(None),
        Err(_) => Err(OutOfConflicts),
    }
}
