//! The region and cell forcing chains of `multiple.rs`, and what lets them skip following
//! branches again: a run from the same start on the same grid does the same for the same
//! cost, so when nothing it could show can beat the best hint, its cost alone is spent.

use super::{Branches, MAX_TARGETS, Search, key_set};
use crate::logic::chains::potentials::{Potential, PotentialSet, length_tenths};
use crate::logic::chains::run::Run;
use crate::logic::chains::{ChainKind, Found, with_main_line};
use crate::logic::geometry::Geometry;
use crate::logic::sets::{bit, digit_bit};

impl<G: Geometry + Copy> Search<'_, '_, G> {
    /// `run_from`, and what it cost when the work limit did not run out on the way (a run from
    /// the same start on the same grid then does the same again, for the same cost).
    pub(super) fn run_measured(
        &mut self,
        run: &mut Run,
        start: Potential,
    ) -> (Option<(u16, u16)>, Option<u32>) {
        let before = self.work_left.0;
        let found = self.run_from(run, start);
        let cost = before - self.work_left.0;
        (found, (self.work_left.0 > 0).then_some(cost))
    }

    /// Spends what runs again from starts already followed to their end would cost, and true,
    /// when the work limit covers them all: each would then do what it did before, so a caller
    /// that needs nothing of them but their cost need not run them. False, and nothing spent,
    /// otherwise (the caller runs them), and always for nested runs, whose inner searches are
    /// granted a share of the work left and so may differ.
    fn replay(&mut self, costs: &[Option<u32>]) -> bool {
        if self.strength.nested() {
            return false;
        }
        let total = costs
            .iter()
            .try_fold(0u32, |total, cost| total.checked_add((*cost)?));
        match total {
            Some(total) if self.work_left.0 >= total => {
                self.work_left.0 -= total;
                true
            }
            _ => false,
        }
    }

    /// Whether a conclusion of at least `complexity` could still be better than the best
    /// (the rating grows with the length, so no longer one is).
    fn could_beat(&self, complexity: usize, sort_key: u8) -> bool {
        let tenths = self.strength.base_tenths() + length_tenths(complexity);
        Found::better(&self.best, tenths, complexity, sort_key)
    }

    /// Region forcing chains for `digit` in the houses of `cell` where it is the first place.
    pub(super) fn regions(
        &mut self,
        first: &mut Run,
        second: &mut Run,
        cell: usize,
        digit: u8,
        own: &PotentialSet,
    ) {
        let plane = self.marks.planes[usize::from(digit - 1)];
        let geometry = self.marks.geometry;
        for house in geometry.houses_in_order(cell) {
            let places = plane & geometry.house_set(house);
            let count = places.count_ones();
            // Sudoku Explainer's rule: two places, or more when multiple chains are on.
            if count < 2 || places.trailing_zeros() as usize != cell {
                continue;
            }
            let mut common = *own;
            let mut costs = [None; 9];
            let mut others = 0;
            for &place in geometry.house_cells(house) {
                let place = usize::from(place);
                if place != cell && places & bit(place) != 0 {
                    (_, costs[others]) =
                        self.run_measured(second, Potential::new(place, digit, true));
                    others += 1;
                    common.intersect(&key_set(second));
                }
            }
            let targets = self.targets(first, &common);
            if targets.1 == 0 {
                continue;
            }
            // The length of each conclusion: its branch from each place, added.
            let mut complexity = [0usize; MAX_TARGETS];
            for (index, &(node, _)) in targets.0[..targets.1].iter().enumerate() {
                complexity[index] = first.ancestors(node);
            }
            // Each other place's branch adds a potential at least: when that leaves no
            // conclusion able to beat the best, the branches need not be followed again.
            let hopeless =
                targets.0[..targets.1]
                    .iter()
                    .zip(complexity)
                    .all(|(&(_, target), length)| {
                        self.conclusion(ChainKind::Region, target).is_none()
                            || !self.could_beat(length + others, 6)
                    });
            if hopeless && self.replay(&costs[..others]) {
                continue;
            }
            for &place in geometry.house_cells(house) {
                let place = usize::from(place);
                if place != cell && places & bit(place) != 0 {
                    self.run_from(second, Potential::new(place, digit, true));
                    for (index, &(_, target)) in targets.0[..targets.1].iter().enumerate() {
                        if let Some(node) = second.node_of(target) {
                            complexity[index] += second.ancestors(node);
                        }
                    }
                }
            }
            for (index, &(node, target)) in targets.0[..targets.1].iter().enumerate() {
                if let Some(hint) = self.conclusion(ChainKind::Region, target) {
                    let hint = with_main_line(hint, first, node)
                        .with_house(house)
                        .with_digits(digit_bit(digit));
                    let branches = Branches::Region(house, digit);
                    self.offer(hint, (complexity[index], 6), branches, target);
                }
            }
        }
    }

    /// The potentials of `common` in the order `run` reached them, "on"s first.
    fn targets(
        &self,
        run: &Run,
        common: &PotentialSet,
    ) -> ([(u16, Potential); MAX_TARGETS], usize) {
        let mut targets = [(0, Potential::from_key(0)); MAX_TARGETS];
        let mut count = 0;
        for want_on in [true, false] {
            for node in 0..run.len() as u16 {
                let target = run.potential(node);
                if target.is_on() == want_on
                    && run.node_of(target) == Some(node)
                    && common.has(target)
                    && node != 0
                    && count < MAX_TARGETS
                {
                    targets[count] = (node, target);
                    count += 1;
                }
            }
        }
        (targets, count)
    }

    /// Cell forcing chains: what every candidate of `cell` implies. `costs`: what the run
    /// from each candidate cost, as `run_measured` tells it.
    pub(super) fn cell_reductions(
        &mut self,
        [scratch, kept]: [&mut Run; 2],
        cell: usize,
        common: &PotentialSet,
        costs: &[Option<u32>; 10],
    ) {
        let cands = self.marks.cands[cell];
        let Some(first_digit) = (1..=9u8).find(|&d| cands & digit_bit(d) != 0) else {
            return;
        };
        let first_start = Potential::new(cell, first_digit, true);
        // Targets in the order the first candidate's branch reached them. That run is kept
        // for its branches' lengths and its lines, as long as running it again would do the
        // same: it is then not run again, only paid for.
        let (_, mut kept_cost) = self.run_measured(kept, first_start);
        let (targets, total) = self.targets(kept, common);
        if total == 0 {
            return;
        }
        // Each other candidate's branch adds a potential at least: when that leaves no
        // conclusion able to beat the best, no branch need be followed again.
        let others = cands.count_ones() as usize - 1;
        let hopeless = targets[..total].iter().all(|&(node, target)| {
            self.conclusion(ChainKind::Cell, target).is_none()
                || !self.could_beat(kept.ancestors(node) + others, 5)
        });
        if hopeless {
            let mut all = [None; 11];
            all[0] = kept_cost;
            all[1] = kept_cost;
            let mut count = 2;
            for digit in (first_digit + 1..=9).filter(|&d| cands & digit_bit(d) != 0) {
                all[count] = costs[usize::from(digit)];
                count += 1;
            }
            if self.replay(&all[..count]) {
                return;
            }
        }
        let mut complexity = [0usize; MAX_TARGETS];
        let mut shown = [0u16; MAX_TARGETS];
        for digit in 1..=9u8 {
            if cands & digit_bit(digit) == 0 {
                continue;
            }
            let run = if digit == first_digit {
                if !self.replay(&[kept_cost]) {
                    (_, kept_cost) = self.run_measured(kept, first_start);
                }
                &mut *kept
            } else {
                self.run_from(scratch, Potential::new(cell, digit, true));
                &mut *scratch
            };
            for (index, &(_, target)) in targets[..total].iter().enumerate() {
                if let Some(node) = run.node_of(target) {
                    complexity[index] += run.ancestors(node);
                    if digit == first_digit {
                        shown[index] = node;
                    }
                }
            }
        }
        if !self.replay(&[kept_cost]) {
            self.run_from(kept, first_start);
        }
        for (index, &(_, target)) in targets[..total].iter().enumerate() {
            if let Some(hint) = self.conclusion(ChainKind::Cell, target) {
                let hint = with_main_line(hint, kept, shown[index]).with_digits(cands);
                self.offer(hint, (complexity[index], 5), Branches::Cell(cell), target);
            }
        }
    }
}
