//! One pass of the search for cycles and forcing chains (`forcing.rs`), capped at a rating:
//! what the cycles' walks (`cycles.rs`) and the forcing chains' measure report to. Apart
//! from `forcing.rs`, which drives the passes, so that the walks it calls need not import it.

use super::Found;
use super::potentials::{Links, Potential, PotentialSet};
use super::run::WorkLeft;
use super::shortest::Records;
use crate::logic::hint::Chain;

/// The searches that ran out of links before the cap, finding nothing a higher cap would
/// take: a later pass would repeat them to the same end, so it skips them.
pub(crate) struct Finished([PotentialSet; 6]);

impl Finished {
    pub const EMPTY: Finished = Finished([PotentialSet::EMPTY; 6]);

    pub fn search(kind: usize, mode: usize) -> usize {
        kind * 2 + mode
    }
    pub fn has(&self, search: usize, source: Potential) -> bool {
        self.0[search].has(source)
    }
    pub fn insert(&mut self, search: usize, source: Potential) {
        self.0[search].insert(source);
    }
}

/// One pass of the search: hints rated up to `cap`, the best so far, whether a search
/// stopped at the cap, and the searches earlier passes finished.
pub(crate) struct Pass<'a> {
    pub cap: u16,
    pub work_left: &'a mut WorkLeft,
    pub best: Option<Found>,
    pub capped: bool,
    pub finished: &'a mut Finished,
    /// What the forcing chains' searches from each source found, for the later passes.
    pub records: &'a mut Records,
    /// When `best` is a forcing chain only measured so far, its source and links.
    pub pending: Option<(Potential, Links)>,
    /// Where the line of `best` goes, when the caller wants it.
    pub lines: Option<&'a mut Chain>,
}

/// Lends `job` a pass capped at `cap` with `best` as the best so far, for the tests of the
/// walks that report to a pass.
#[cfg(test)]
pub(super) fn with_test_pass<T>(
    cap: u16,
    work_left: &mut WorkLeft,
    best: Option<Found>,
    job: impl FnOnce(&mut Pass) -> T,
) -> T {
    let mut finished = Finished::EMPTY;
    let mut records = Box::new(Records::EMPTY);
    let mut pass = Pass {
        cap,
        work_left,
        best,
        capped: false,
        finished: &mut finished,
        records: &mut records,
        pending: None,
        lines: None,
    };
    job(&mut pass)
}

/// Base rating of a cycle, and Sudoku Explainer's sort key among equals.
pub(super) fn kind_of(links: Links) -> (u16, u8) {
    match (links.cell, links.house) {
        (true, true) => (70, 4),
        (true, false) => (65, 3),
        _ => (65, 2),
    }
}
