//! The grid model, the ground floor: cells, the grid, parsing and display, the givens' checks,
//! the errors, the geometry of houses that every solver shares, and the f-puzzles reader. It
//! imports nothing above it (`tests/floors.rs` checks it); what the solvers do with a grid is
//! written on the top floor, `crate::api`.

pub(crate) mod cell;
pub(crate) mod check;
pub(crate) mod error;
pub mod fpuzzles;
pub(crate) mod geometry;
pub(crate) mod grid;
pub(crate) mod parse;
