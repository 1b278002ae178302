//! The inner search of Sudoku Explainer's second nested level, "dynamic forcing chains (+
//! multiple forcing chains)" (10.0 + length): where a nested run's forcing chains conclude
//! nothing on its grid, its cell and region forcing chains, static, as `multiple.rs` finds
//! them at 8.0 (from the cells of three or more candidates, and for each of their digits
//! the houses where the cell is the digit's first place). What every branch of a cell or a
//! region reaches holds, and each such conclusion becomes an "off" of the outer run, resting
//! on what the branches needed gone, its length the branches' lengths added.
//!
//! The sets a branch reaches come from the probe (`static_probe.rs`), a digit's plane at a time;
//! only the branches of a set that concludes something new are followed in full, for their
//! parents and lengths. The pass is bounded like the forcing chains' (`INNER_PASS_CAP`):
//! every branch probed or followed is paid for in potentials.

use super::{RuleParents, conclude};
use crate::logic::chains::graph::{Graph, follow_static};
use crate::logic::chains::potentials::{Links, Marks, Potential, empty_cells};
use crate::logic::chains::run::{Run, WorkLeft};
use crate::logic::chains::static_probe::{Probe, Reached};
use crate::logic::geometry::Geometry;
use crate::logic::sets::{bit, cells, digit_bit, digits};

/// Conclusions taken from one cell's or one region's branches (the others are left to a
/// later pass: fewer conclusions, each still sound).
const MOST_TARGETS: usize = 16;

/// The branches of a cell or region forcing chain: a digit's places in a house, or a
/// cell's candidates.
#[derive(Clone, Copy)]
enum Branches {
    Region(usize, u8),
    Cell(usize),
}

struct Pass<'a, G: Geometry + Copy> {
    run: &'a mut Run,
    inner: &'a mut Run,
    graph: &'a Graph,
    probe: &'a mut Probe,
    grid: &'a Marks<G>,
    source: &'a Marks<G>,
    work_left: &'a mut WorkLeft,
}

/// One pass of multiple forcing chains over `grid`, the outer `run`'s candidates (`source`:
/// those it started from). Whether a node was added; None when the outer run is full.
pub(super) fn inner_pass<G: Geometry + Copy>(
    run: &mut Run,
    inner: &mut Run,
    (graph, probe): (&Graph, &mut Probe),
    grid: &Marks<G>,
    source: &Marks<G>,
    work_left: &mut WorkLeft,
) -> Option<bool> {
    let mut pass = Pass {
        run,
        inner,
        graph,
        probe,
        grid,
        source,
        work_left,
    };
    let mut added = false;
    for cell in empty_cells(grid) {
        let cands = grid.cands[cell];
        if cands.count_ones() < 3 {
            continue;
        }
        let mut common: Option<Reached> = None;
        for digit in digits(cands) {
            let Some(own) = pass.reach(Potential::new(cell, digit, true)) else {
                return Some(added);
            };
            let plane = grid.planes[usize::from(digit - 1)];
            for house in grid.geometry.houses_in_order(cell) {
                let places = plane & grid.geometry.house_set(house);
                if places.count_ones() < 2 || places.trailing_zeros() as usize != cell {
                    continue;
                }
                let mut region = own;
                for place in cells(places & !bit(cell)) {
                    let Some(other) = pass.reach(Potential::new(place, digit, true)) else {
                        return Some(added);
                    };
                    region.intersect(&other);
                    if region.is_empty() {
                        break;
                    }
                }
                added |= pass.conclude(&region, Branches::Region(house, digit))?;
            }
            match &mut common {
                None => common = Some(own),
                Some(common) => common.intersect(&own),
            }
        }
        if let Some(common) = common {
            added |= pass.conclude(&common, Branches::Cell(cell))?;
        }
    }
    Some(added)
}

impl<G: Geometry + Copy> Pass<'_, G> {
    /// What `start` reaches, statically through cell and house links; None when the pass's
    /// work limit ran out first.
    fn reach(&mut self, start: Potential) -> Option<Reached> {
        let links = Links::xy();
        if let Some(reached) =
            self.probe
                .reached(self.graph, self.grid, start, links, self.work_left)
        {
            return Some(*reached);
        }
        // A contradiction (the run then stops where it finds it), or a work limit that may run
        // out first: followed in full, in the run's own order.
        self.inner.clear();
        self.inner.push(start, &[], true)?;
        follow_static(self.inner, self.graph, links, self.work_left);
        (!self.inner.cut).then(|| Reached::of_run(self.inner))
    }

    /// The starts of `branches`, in order.
    fn starts(&self, branches: Branches) -> ([Potential; 9], usize) {
        let mut starts = [Potential::from_key(0); 9];
        let mut count = 0;
        match branches {
            Branches::Region(house, digit) => {
                let places =
                    self.grid.planes[usize::from(digit - 1)] & self.grid.geometry.house_set(house);
                for place in cells(places) {
                    starts[count] = Potential::new(place, digit, true);
                    count += 1;
                }
            }
            Branches::Cell(cell) => {
                for digit in digits(self.grid.cands[cell]) {
                    starts[count] = Potential::new(cell, digit, true);
                    count += 1;
                }
            }
        }
        (starts, count)
    }

    /// What the branches' starts need gone, as Sudoku Explainer counts it: the other
    /// candidates the cell has lost, or the other places the digit has lost in the house.
    fn start_parents(&self, branches: Branches, parents: &mut RuleParents) {
        match branches {
            Branches::Region(house, digit) => {
                let plane = usize::from(digit - 1);
                let gone = self.source.planes[plane]
                    & !self.grid.planes[plane]
                    & self.grid.geometry.house_set(house);
                for place in cells(gone) {
                    parents.add(Potential::new(place, digit, false));
                }
            }
            Branches::Cell(cell) => {
                for digit in digits(self.source.cands[cell] & !self.grid.cands[cell]) {
                    parents.add(Potential::new(cell, digit, false));
                }
            }
        }
    }

    /// The candidates of `target`'s cell its conclusion takes out that the outer run has
    /// not put off yet: the cell's others for an "on", the candidate itself for an "off".
    fn removals(&self, target: Potential) -> u16 {
        let cell = target.cell();
        let taken = if target.is_on() {
            self.grid.cands[cell] & !digit_bit(target.digit())
        } else {
            digit_bit(target.digit())
        };
        digits(taken)
            .filter(|&digit| !self.run.contains(Potential::new(cell, digit, false)))
            .fold(0, |set, digit| set | digit_bit(digit))
    }

    /// Makes every new conclusion of `common`, what all of `branches` reach, an "off" of
    /// the outer run. Whether one was added; None when the outer run is full.
    fn conclude(&mut self, common: &Reached, branches: Branches) -> Option<bool> {
        let mut targets = [Potential::from_key(0); MOST_TARGETS];
        let mut count = 0;
        for want_on in [true, false] {
            let planes = if want_on { &common.on } else { &common.off };
            for (plane, &set) in planes.iter().enumerate() {
                for cell in cells(set) {
                    let target = Potential::new(cell, plane as u8 + 1, want_on);
                    if count < MOST_TARGETS && self.removals(target) != 0 {
                        targets[count] = target;
                        count += 1;
                    }
                }
            }
        }
        if count == 0 {
            return Some(false);
        }
        // Each branch followed again, in full, for the parents and lengths of the targets.
        let mut parents = [const { RuleParents::EMPTY }; MOST_TARGETS];
        let mut complexity = [0usize; MOST_TARGETS];
        let mut explained = [true; MOST_TARGETS];
        let (starts, branch_count) = self.starts(branches);
        for &start in &starts[..branch_count] {
            self.inner.clear();
            self.inner.push(start, &[], true)?;
            let mut unbounded = WorkLeft(u32::MAX);
            follow_static(self.inner, self.graph, Links::xy(), &mut unbounded);
            // Followed in full even past the pass's work limit (the set concluded, so its branches
            // must give parents and lengths), and charged on top of the probe's cost as far as
            // that work limit goes.
            let spent = u32::MAX - unbounded.0;
            self.work_left.0 -= spent.min(self.work_left.0);
            for index in 0..count {
                match self.inner.node_of(targets[index]) {
                    Some(node) => {
                        complexity[index] += self.inner.ancestors(node);
                        parents[index].collect(self.inner, &[node], self.grid, self.source);
                        self.start_parents(branches, &mut parents[index]);
                    }
                    None => explained[index] = false,
                }
            }
        }
        let mut added = false;
        for index in 0..count {
            // Not resting on the outer run: an easier technique's step.
            if !explained[index] || parents[index].as_slice().is_empty() {
                continue;
            }
            let target = targets[index];
            let removals = self.removals(target);
            if removals != 0 {
                added |= conclude(
                    self.run,
                    target.cell(),
                    removals,
                    &parents[index],
                    complexity[index],
                )?;
            }
        }
        Some(added)
    }
}

#[cfg(test)]
mod tests {
    use super::super::apply_inner_chains;
    use super::*;
    use crate::logic::chains::scratch::with_test_inner;
    use crate::logic::state::State;
    use crate::model::geometry::HOUSE_CELLS;

    #[test]
    fn a_region_forcing_chain_on_the_run_grid_rests_on_what_the_run_took_out() {
        // An empty grid, from which the outer run has taken 1 out of the first box but for
        // its first row: wherever 1 goes there, the rest of row 1 cannot take it, which no
        // forcing chain from one assumption shows.
        let source = Marks::of(&State::new(&[0; 81], None));
        let mut grid = source;
        let mut run = Run::EMPTY;
        run.clear();
        let start = run.push(Potential::new(80, 9, true), &[], true).unwrap();
        for &cell in &HOUSE_CELLS[18] {
            let cell = usize::from(cell);
            if cell >= 9 {
                grid.remove(cell, 1);
                run.push(Potential::new(cell, 1, false), &[start], true)
                    .unwrap();
            }
        }
        let before = run.len();
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
            Some(false)
        );
        assert_eq!(run.len(), before);
        assert_eq!(
            with_test_inner(|inner| apply_inner_chains(
                &mut run,
                &grid,
                &source,
                &mut work_left,
                true,
                inner
            )),
            Some(true)
        );
        // Only the rest of row 1 loses 1, each resting on the six places taken out.
        let concluded: Vec<Potential> = (before..run.len())
            .map(|node| run.potential(node as u16))
            .collect();
        let expected: Vec<Potential> = (3..9).map(|cell| Potential::new(cell, 1, false)).collect();
        assert_eq!(concluded, expected);
        for node in before..run.len() {
            assert_eq!(run.parents(node as u16).len(), 6);
            // The start, six parents, the target and the inner chain's three branches.
            assert!(
                run.ancestors(node as u16) >= 10,
                "{}",
                run.ancestors(node as u16)
            );
        }
    }
}
