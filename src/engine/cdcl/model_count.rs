//! Counting models by excluding each one found: a few completions, or a proof that there
//! are no more, at the cost of a handful of refutations.

use super::super::board::Board;
use super::super::count::Counted;
use super::analysis::Learned;
use super::solver::{NoModel, Order, Solver};

twins! {
    /// The models of a propagated `board`, up to `limit`, within `conflicts`; and the conflicts
    /// it spent. `first` receives the first model found unless it holds one already.
    ///
    /// After each model, the clause "one of its decisions is false" excludes it (the decisions
    /// imply the rest of it, so it excludes nothing else), and the search goes on. Those
    /// clauses are never forgotten, so the arena bounds how many models can be counted this
    /// way; past that the count is a lower bound.
    pub(crate) fn count_models(
        board: &Board,
        limit: u64,
        conflicts: u64,
        first: &mut Option<[u8; 81]>,
    ) -> (Counted, u64) = count_models_within;
}

/// [`count_models`], inlined into each of its twins.
#[cfg_attr(not(debug_assertions), inline(always))]
fn count_models_within(
    board: &Board,
    limit: u64,
    conflicts: u64,
    first: &mut Option<[u8; 81]>,
) -> (Counted, u64) {
    let mut solver = Solver::new();
    if solver.load(board).is_err() {
        return (Counted::Finished(0), 0);
    }
    let counted = count_into(&mut solver, limit, conflicts, first);
    (counted, solver.conflicts)
}

/// Counts the models of `solver` (see [`count_models`]).
fn count_into(
    solver: &mut Solver,
    limit: u64,
    conflicts: u64,
    first: &mut Option<[u8; 81]>,
) -> Counted {
    solver.limit = conflicts;
    solver.order = Order::Activity;
    let mut learned = Learned::new();
    let mut count = 0;
    while count < limit {
        match solver.solve(None, u64::MAX, &mut learned) {
            Ok(()) => {
                first.get_or_insert_with(|| solver.model());
                count += 1;
            }
            Err(NoModel::Unsatisfiable) => return Counted::Finished(count),
            Err(_) => return Counted::BudgetExceeded(count),
        }
        if count == limit {
            break;
        }
        match solver.exclude_decisions() {
            Ok(_) => {}
            Err(NoModel::Unsatisfiable) => return Counted::Finished(count),
            Err(_) => return Counted::BudgetExceeded(count),
        }
    }
    Counted::Finished(count)
}
