//! Clause learning (CDCL) over the 729 cell-digit variables: the strategy whose cost does
//! not explode on the grids built to defeat depth-first search.
//!
//! Depth-first search refutes a dead end once per path that reaches it. A sparse grid can
//! hide a contradiction (say, in its lower rows) under exponentially many prefixes of its
//! upper rows, and each one pays for the refutation again: seconds on grids of a dozen
//! givens. Clause learning refutes it once: every conflict is analysed down to a clause
//! over the few assignments that caused it, and that clause then cuts the same conflict
//! short under every other prefix. On the same grids it needs tens to a few hundred
//! conflicts (see [`lexmin`] for the argument and BENCHMARKS.md for the measurements).
//!
//! The clauses of Sudoku are never stored. A true variable makes the other digits of its
//! cell and its digit's other places in its houses false; a cell, or a digit in a house, left
//! with one place makes it true (naked and hidden singles); a digit whose places in a box lie
//! on one line, or in a line inside one box, leaves the rest of the other house (locked
//! candidates). The first two are exactly unit propagation over the standard encoding, the
//! third adds clauses it implies. Each consequence records its reason as a small code that
//! analysis expands back into the clause.
//!
//! Everything lives in fixed arrays (about 24 KiB, on the stack): learned clauses in an
//! arena forgotten by half, lowest glue kept, when it fills.

mod analysis;
mod branching;
mod clauses;
mod layout;
pub(crate) mod lexmin;
mod model_count;
mod solver;
mod trail;

pub(crate) use lexmin::{OutOfConflicts, smallest};
pub(crate) use model_count::count_models;
