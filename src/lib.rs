//! An exact, fast Sudoku solver with a C ABI.
//!
//! Given a 9x9 grid with 0 for blank cells, [`Grid::solve`] returns the completion whose 81
//! digits, read row-major, form the smallest number: the answer of Baekjoon problem 2239, and
//! exactly what plain row-major backtracking (digits tried 1 to 9) finds first. It gets there
//! with bitboard propagation and clause learning instead of exhaustive search, so the work is
//! bounded on every input, including those that keep plain backtracking busy for minutes.
//!
//! ```
//! use sudoku::Grid;
//!
//! let puzzle: Grid = "103000509\n002109400\n000704000\n300502006\n060000050\n\
//!                     700803004\n000401000\n009205800\n804000107".parse()?;
//! let answer = puzzle.solve()?;
//! assert_eq!(answer.to_string().lines().next(), Some("143628579"));
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! For apps, a second solver reasons as a person does: [`Grid::candidates`] (pencil marks),
//! [`Grid::hint`] (the next step, explained, a player's mistake first), [`Grid::rate`] (Sudoku
//! Explainer's scale and a level), and [`Grid::generate`] (a proper puzzle from a seed, with
//! symmetry, minimality, a level and a bound on givens).
//!
//! ```
//! use sudoku::{GenerateOptions, Grid};
//!
//! let puzzle = Grid::generate(2024, &GenerateOptions::default())?;
//! let rating = puzzle.rate()?;
//! println!("{} {:.1}: {}", rating.level(), rating.value(), puzzle.hint(None)?);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! The same functions are exported to C (header `include/sudoku.h`): `sudoku_solve` and the
//! others; see the [`ffi`] module for the contract.

// `unsafe` is allowed in the C boundary and the CPU choice alone, where every block says why
// it is sound.
#![deny(unsafe_code)]
#![deny(unsafe_op_in_unsafe_fn)]

mod api;
mod batch;
// The choice between the engine's baseline and AVX2 builds, which needs one `unsafe` call.
#[cfg(all(target_arch = "x86_64", not(feature = "portable")))]
#[allow(unsafe_code)]
mod cpu;
mod engine;
#[allow(unsafe_code)]
pub mod ffi;
mod generate;
mod logic;
mod model;
mod numbered;
mod spare;
mod variant;

pub use api::options::{HintOptions, RateOptions};
pub use batch::{count_batch, generate_batch, generate_rated_batch, solve_batch, worker_count};
pub use engine::Counted;
/// The search kernel's count (`limit`, `work` as [`Grid::count_solutions_within`] takes
/// them), for the peer benchmark alone: not part of the API, and only with the cargo
/// feature `kernel-bench`.
#[cfg(feature = "kernel-bench")]
#[doc(hidden)]
pub use engine::kernel_count_within;
pub use generate::symmetry::Symmetry;
pub use generate::{GenerateError, GenerateOptions, MAX_ATTEMPTS};
pub use logic::Explained;
pub use logic::Workspace;
pub use logic::candidates::Candidates;
pub use logic::hint::{
    Chain, ChainHint, ChainKind, ChainLine, ChainStep, Hint, House, MistakeKind, Technique,
};
pub use logic::rating::{Level, Rating, STEP_KINDS};
pub use logic::rating_range::RatingRange;
pub use model::cell::Cell;
pub use model::error::{ParseError, ParseErrorKind, PuzzleError, SolveError, Unit};
pub use model::fpuzzles;
pub use model::grid::Grid;
pub use model::parse::is_blank_or_comment;
pub use variant::cage::LayoutCage;
pub use variant::error::{LayoutError, LayoutGridError, LayoutParseError, LayoutParseReason};
pub use variant::fpuzzles::FPuzzlesLayoutError;
pub use variant::generate::{KillerGenerateOptions, LayoutGenerateError, LayoutGenerateOptions};
pub use variant::grid::{DEFAULT_LAYOUT_WORK, LayoutGrid};
pub use variant::house::LayoutHouse;
pub use variant::layout::{LAYOUT_SIZES, Layout, LayoutBuilder, box_shape};
pub use variant::reasoning::LayoutHint;

/// The README's Rust examples, run as doctests so that they stay true.
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
struct ReadmeExamples;

/// The Rust examples of the apps guide, likewise.
#[cfg(doctest)]
#[doc = include_str!("../doc/apps.md")]
struct AppsGuideExamples;
