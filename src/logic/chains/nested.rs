//! The first nested level of Sudoku Explainer's forcing chains, "dynamic forcing chains (+
//! forcing chains)" (9.5 + length): a dynamic run that, when its links and the basic
//! techniques (`advanced.rs`) give nothing more, searches its copy of the grid for forcing
//! chains and takes each conclusion as a step of its own. The inner search is static, as
//! Sudoku Explainer's: from every candidate of the grid, assumed on and then off, through
//! one digit's links and then through cells and houses; an assumption that leads to a
//! potential both on and off is false. The step's parents are the candidates the run took
//! out that the inner chain needed gone (for each potential the inner chain put on, the
//! other candidates of its cell or the digit's other places in its house), and the inner
//! chain's length adds to the length of every outer chain that rests on it, once per inner
//! chain, as Sudoku Explainer counts it.
//!
//! The second nested level, "dynamic forcing chains (+ multiple forcing chains)" (10.0 +
//! length), is the same run with one more inner search where the forcing chains conclude
//! nothing: cell and region forcing chains (`nested/inner_multiple.rs`).
//!
//! Bounded by design: one inner pass follows at most `INNER_PASS_CAP` potentials, whatever
//! the grid, and the outer search pays them from its own work limit (`NESTED_SEARCH_MAX_WORK` in
//! `run.rs`), so a search costs at most that work limit however many passes its runs make, and
//! each unit a bounded time. A pass first builds the implication graph of its grid
//! (`graph.rs`), a bounded scan like the basic rules' pass that comes before it and is paid
//! for by that pass's units. A pass or search cut short concludes less, never something
//! false (every conclusion it made is still implied). Unlike Sudoku Explainer's, the inner
//! search looks for forcing chains only, not cycles, and takes a contradiction of any
//! potential, not only of the assumption's own.

use super::graph::{Graph, follow_static};
use super::potentials::{Links, Marks, Potential, PotentialSet, empty_cells};
use super::run::{NODES, Run, WorkLeft};
use super::scratch::InnerScratch;
use super::static_probe::Probe;
use crate::logic::geometry::Geometry;
use crate::logic::sets::{bit, cells, digit_bit, digits};
#[cfg(test)]
use crate::model::geometry::HOUSE_CELLS;

mod inner_multiple;

/// The most potentials one inner pass follows, over all its runs.
pub(crate) const INNER_PASS_CAP: u32 = 20_000;

/// The most parents an outer step records (the rest still hold; the length counts fewer).
const MOST_PARENTS: usize = 64;

/// What inner chains needed gone from the source grid that their grid no longer has: the
/// parents of the outer step they conclude, each once, in the order met.
pub(super) struct RuleParents {
    added: PotentialSet,
    list: [Potential; MOST_PARENTS],
    count: usize,
}

impl RuleParents {
    pub(super) const EMPTY: RuleParents = RuleParents {
        added: PotentialSet::EMPTY,
        list: [Potential::from_key(0); MOST_PARENTS],
        count: 0,
    };

    pub(super) fn as_slice(&self) -> &[Potential] {
        &self.list[..self.count]
    }

    fn add(&mut self, potential: Potential) {
        if !self.added.has(potential) && self.count < MOST_PARENTS {
            self.added.insert(potential);
            self.list[self.count] = potential;
            self.count += 1;
        }
    }

    /// Adds what the inner chain in `inner` that ends in `nodes` needed gone from `source`
    /// that `grid` no longer has: for each potential put on, the other candidates of its
    /// cell (a cell link) or the digit's other places in its house (a house link).
    pub(super) fn collect<G: Geometry + Copy>(
        &mut self,
        inner: &Run,
        nodes: &[u16],
        grid: &Marks<G>,
        source: &Marks<G>,
    ) {
        let mut seen = PotentialSet::EMPTY;
        let mut stack = [0u16; NODES];
        let mut depth = 0;
        for &node in nodes {
            if depth < NODES {
                stack[depth] = node;
                depth += 1;
            }
        }
        while depth > 0 {
            depth -= 1;
            let node = stack[depth];
            let potential = inner.potential(node);
            if seen.has(potential) {
                continue;
            }
            seen.insert(potential);
            let parents = inner.parents(node);
            if let (true, Some(&cause)) = (potential.is_on(), parents.first()) {
                let (cell, digit) = (potential.cell(), potential.digit());
                let from = inner.potential(cause).cell();
                if from == cell {
                    let gone = source.cands[cell] & !grid.cands[cell];
                    for other in digits(gone) {
                        self.add(Potential::new(cell, other, false));
                    }
                } else {
                    let plane = usize::from(digit - 1);
                    let geometry = &grid.geometry;
                    let house = geometry.houses_in_order(cell).find(|&house| {
                        let house_set = geometry.house_set(house);
                        house_set & bit(from) != 0
                            && grid.planes[plane] & house_set & !bit(from) == bit(cell)
                    });
                    if let Some(house) = house {
                        let gone =
                            source.planes[plane] & !grid.planes[plane] & geometry.house_set(house);
                        for place in cells(gone) {
                            self.add(Potential::new(place, digit, false));
                        }
                    }
                }
            }
            for &parent in parents {
                if depth < NODES {
                    stack[depth] = parent;
                    depth += 1;
                }
            }
        }
    }
}

/// Puts off in the outer `run` the candidates of `cell` in `removals` it has not put off
/// yet, each resting on `parents` (those the run holds) and concluded by an inner chain of
/// `complexity`. Whether it added any; None when the run is full.
pub(super) fn conclude(
    run: &mut Run,
    cell: usize,
    removals: u16,
    parents: &RuleParents,
    complexity: usize,
) -> Option<bool> {
    let mut nodes = [0u16; MOST_PARENTS];
    let mut found = 0;
    for parent in parents.as_slice() {
        if let Some(node) = run.node_of(*parent) {
            nodes[found] = node;
            found += 1;
        }
    }
    let id = run.add_nested(complexity)?;
    let mut added = false;
    for other in digits(removals) {
        let off = Potential::new(cell, other, false);
        if !run.contains(off) {
            run.push(off, &nodes[..found], true)?;
            run.set_nested_of_last(id);
            added = true;
        }
    }
    Some(added)
}

/// One inner pass over `grid` (the outer run's candidates; `source` those it started
/// from): every conclusion of a forcing chain becomes an "off" of the outer `run` (a
/// candidate that goes, or the other candidates of a cell that takes a digit), with the
/// candidates the chain needed gone as parents and the chain's length as nested length.
/// With `multiple` (Sudoku Explainer's second nested level), where the forcing chains
/// conclude nothing, a second pass looks for multiple forcing chains (`nested/inner_multiple.rs`).
/// Whether a node was added; None when the outer run is full. The passes work in `scratch`,
/// the nested search's own.
pub(crate) fn apply_inner_chains<G: Geometry + Copy>(
    run: &mut Run,
    grid: &Marks<G>,
    source: &Marks<G>,
    work_left: &mut WorkLeft,
    multiple: bool,
    scratch: &mut InnerScratch<'_>,
) -> Option<bool> {
    if INNER_PASS_CAP.min(work_left.0) == 0 {
        return Some(false);
    }
    let InnerScratch {
        graph,
        probe,
        run: inner,
    } = scratch;
    graph.build(grid);
    let graph: &Graph = graph;
    let added = granted_pass(work_left, |pass| {
        inner_pass(run, inner, (graph, &mut **probe), grid, source, pass)
    })?;
    if added || !multiple {
        return Some(added);
    }
    granted_pass(work_left, |pass| {
        inner_multiple::inner_pass(run, inner, (graph, &mut **probe), grid, source, pass)
    })
}

/// Runs `pass` with a work limit of `INNER_PASS_CAP` at most, taken from `work_left`; what it
/// returns, and Some(false) when nothing is left to grant.
fn granted_pass(
    work_left: &mut WorkLeft,
    pass: impl FnOnce(&mut WorkLeft) -> Option<bool>,
) -> Option<bool> {
    let granted = INNER_PASS_CAP.min(work_left.0);
    if granted == 0 {
        return Some(false);
    }
    let mut left = WorkLeft(granted);
    let added = pass(&mut left);
    work_left.0 -= granted - left.0;
    added
}

fn inner_pass<G: Geometry + Copy>(
    run: &mut Run,
    inner: &mut Run,
    (graph, probe): (&Graph, &mut Probe),
    grid: &Marks<G>,
    source: &Marks<G>,
    pass: &mut WorkLeft,
) -> Option<bool> {
    let mut added = false;
    for links in [Links::x(), Links::xy()] {
        for cell in empty_cells(grid) {
            let cands = grid.cands[cell];
            if cands.count_ones() < 2 {
                continue;
            }
            for digit in digits(cands) {
                for on in [true, false] {
                    if pass.0 == 0 {
                        return Some(added);
                    }
                    let start = Potential::new(cell, digit, on);
                    // Probed first, without the parents; only a run that may contradict
                    // is followed in full.
                    if probe.no_contradiction(graph, grid, start, links, pass) {
                        continue;
                    }
                    inner.clear();
                    inner.push(start, &[], true)?;
                    let Some(found) = follow_static(inner, graph, links, pass) else {
                        continue;
                    };
                    let complexity = if found.on == 0 || found.off == 0 {
                        inner.ancestors(found.on.max(found.off))
                    } else {
                        inner.ancestors(found.on) + inner.ancestors(found.off)
                    };
                    let mut parents = RuleParents::EMPTY;
                    parents.collect(inner, &[found.on, found.off], grid, source);
                    if parents.count == 0 {
                        // Not resting on the outer run: an easier technique's step.
                        continue;
                    }
                    let removals = if on {
                        digit_bit(digit)
                    } else {
                        cands & !digit_bit(digit)
                    };
                    added |= conclude(run, cell, removals, &parents, complexity)?;
                }
            }
        }
    }
    Some(added)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::logic::chains::scratch::with_test_inner;
    use crate::logic::state::State;

    #[test]
    fn a_forcing_chain_on_the_run_grid_rests_on_what_the_run_took_out() {
        // An empty grid, from which the outer run has taken 1 out of two boxes.
        let source = Marks::of(&State::new(&[0; 81], None));
        let mut grid = source;
        let mut run = Run::EMPTY;
        run.clear();
        let start = run.push(Potential::new(80, 9, true), &[], true).unwrap();
        // Box 2 keeps 1 only in r1c4 and r2c5, box 3 only in r1c7 and r2c8 (cells 3, 13;
        // 6, 16): if r1c1 is 1, r1c4 and r1c7 are not, so r2c5 and r2c8 both are.
        for box_index in [19usize, 20] {
            for &cell in &HOUSE_CELLS[box_index] {
                let cell = usize::from(cell);
                if ![3, 13, 6, 16].contains(&cell) {
                    grid.remove(cell, 1);
                    run.push(Potential::new(cell, 1, false), &[start], true)
                        .unwrap();
                }
            }
        }
        let mut work_left = WorkLeft(1_000_000);
        assert_eq!(
            with_test_inner(|inner| apply_inner_chains(
                &mut run,
                &grid,
                &source,
                &mut work_left,
                false,
                inner
            )),
            Some(true)
        );
        assert!(work_left.0 < 1_000_000);
        // r1c1 is not 1: its parents are the 14 candidates taken out of the two boxes, and its
        // length counts them, the start, itself and the inner chain.
        let node = run.node_of(Potential::new(0, 1, false)).expect("concluded");
        assert_eq!(run.parents(node).len(), 14);
        assert!(run.ancestors(node) > 16, "{}", run.ancestors(node));
        // Nothing taken out: nothing to rest on.
        let mut empty = Run::EMPTY;
        empty.clear();
        let mut work_left = WorkLeft(1_000_000);
        assert_eq!(
            with_test_inner(|inner| apply_inner_chains(
                &mut empty,
                &source,
                &source,
                &mut work_left,
                false,
                inner
            )),
            Some(false)
        );
    }
}
