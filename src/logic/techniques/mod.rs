//! The techniques that look for a fixed pattern, one file per family: singles, Sudoku
//! Explainer's direct techniques, locked candidates (intersections), naked and hidden subsets,
//! fish, chains of strong links, wings, aligned exclusions, uniqueness (rectangles and loops),
//! BUG; Sudoku Explainer's variant rules (generalized intersections and naked subsets); and
//! the killer techniques, over cages' sums.

pub(crate) mod aligned;
pub(crate) mod als_wings;
pub(crate) mod bug;
pub(crate) mod direct;
pub(crate) mod fish;
pub(crate) mod generalized;
pub(crate) mod intersections;
pub(crate) mod killer;
pub(crate) mod singles;
pub(crate) mod strong_links;
pub(crate) mod subsets;
pub(crate) mod unique_loops;
pub(crate) mod uniqueness;
pub(crate) mod wings;
