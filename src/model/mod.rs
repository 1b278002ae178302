//! The grid model: cells, the grid and its safe API, parsing and display, the givens' checks,
//! the errors, and the geometry of houses that every solver shares.

pub(crate) mod cell;
pub(crate) mod check;
pub(crate) mod error;
pub(crate) mod geometry;
pub(crate) mod grid;
pub(crate) mod parse;
