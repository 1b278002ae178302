//! The killer techniques: what a cage's sum says about its cells, on top of the classic
//! techniques (which see a cage as cells that differ, its cells being peers). Tried only on
//! a geometry whose cages have sums ([`Geometry::has_sums`](crate::logic::geometry::Geometry::has_sums)).
//!
//! - [`combinations`]: a cage's sum leaves its cells only the digits of the sets of distinct
//!   digits that make it and fit their candidates.
//! - [`overlap`]: a digit every such set holds, whose places in the cage lie in one house (or
//!   all see other cells), leaves the rest of that house; and a digit of a house whose
//!   places all lie in one cage is in that cage, whose other sets go.
//! - [`rule45`]: a union of houses adds up to 45 a house; the cages inside it leave its
//!   other cells (innies) a total, the cages covering it stick out in cells (outies) with a
//!   total: one such cell takes it, several are a sum (a hidden cage, inside one house).
//!
//! The arithmetic they share, which digits a group of cells adding up to a sum can take, is
//! in [`sums`].

pub(crate) mod combinations;
pub(crate) mod overlap;
pub(crate) mod rule45;
pub(crate) mod sums;
