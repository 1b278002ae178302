//! The grid model: cells, the grid and its safe API, parsing and display, the givens' checks,
//! the errors, the geometry of houses that every solver shares, and the f-puzzles reader.

pub(crate) mod cell;
pub(crate) mod check;
pub(crate) mod error;
pub mod fpuzzles;
pub(crate) mod geometry;
pub(crate) mod grid;
pub(crate) mod parse;
