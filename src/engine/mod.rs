//! The solver engine: bitboard candidate state and propagation, depth-first search, clause
//! learning, and the drivers that combine them for the smallest completion and for counting.
//! Every call starts with `singles`, which answers the grids that naked and hidden singles
//! fill and hands the others over as a propagated board. Everything here lives on the
//! stack; nothing allocates.

#[macro_use]
mod twins;

mod board;
mod branch;
mod cdcl;
mod count;
mod failed_literals;
mod kernel;
mod lexmin;
mod path;
mod singles;
mod tables;

pub use count::Counted;
#[cfg(test)]
pub(crate) use count::completes_avoiding;
pub(crate) use count::{count_completions, count_completions_with_first, givens_complete_avoiding};
#[cfg(feature = "kernel-bench")]
pub use kernel::count_within as kernel_count_within;
pub(crate) use lexmin::smallest_completion;
pub(crate) use singles::Givens;
