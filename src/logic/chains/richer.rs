//! The richer rules of Sudoku Explainer's stronger chains, as the value a run is given
//! (`follow.rs`, [`RicherRules`]): dynamic "plus" applies the basic techniques to a run's
//! grid when its links give nothing more (`advanced.rs`); the nested levels then search for
//! chains within the run (`nested.rs`), forcing chains at the first level, and cell and
//! region forcing chains too at the second.
//!
//! The rules are built on runs, so the run cannot name them without an import circle: the
//! search that picks a strength (`multiple.rs`) makes this value and passes it down.

use super::advanced::apply_basic_rules;
use super::follow::RicherRules;
use super::nested::apply_inner_chains;
use super::potentials::Marks;
use super::run::{Run, WorkLeft};
use super::scratch::InnerScratch;
use crate::logic::geometry::Geometry;

/// The work units one pass of the basic techniques over a run's grid costs: about what
/// following that many potentials does, so that the meter still bounds the time.
const BASIC_RULES_COST: u32 = 64;

/// How far the rules go beyond the basic techniques.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) enum Depth {
    /// The basic techniques only (dynamic plus).
    Basic,
    /// And forcing chains within the run (nested).
    Nested,
    /// And cell and region forcing chains within the run too (nested multiple).
    NestedMultiple,
}

/// The basic techniques, and the inner chains of the nested levels in `inner`'s scratch.
pub(crate) struct PlusRules<'a, 's> {
    pub depth: Depth,
    pub inner: &'a mut InnerScratch<'s>,
}

impl RicherRules for PlusRules<'_, '_> {
    fn apply<G: Geometry + Copy>(
        &mut self,
        run: &mut Run,
        grid: &Marks<G>,
        source: &Marks<G>,
        work_left: &mut WorkLeft,
    ) -> Option<bool> {
        if !work_left.spend_many(BASIC_RULES_COST) {
            run.cut = true;
            return None;
        }
        if apply_basic_rules(run, grid, source)? {
            return Some(true);
        }
        match self.depth {
            Depth::Basic => Some(false),
            Depth::Nested => apply_inner_chains(run, grid, source, work_left, false, self.inner),
            Depth::NestedMultiple => {
                apply_inner_chains(run, grid, source, work_left, true, self.inner)
            }
        }
    }
}
