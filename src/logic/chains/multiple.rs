//! Sudoku Explainer's chains that branch: from each candidate of a cell, or each place of a
//! digit in a house, the consequences are followed; what follows from all of them holds
//! (cell and region forcing chains). Three strengths, each its own step of Sudoku
//! Explainer's order:
//!
//! - Nishio (7.5): one digit at a time, dynamic; only contradictions (a candidate whose
//!   assumption leads to a potential both on and off goes).
//! - Multiple (8.0): static, from cells of three or more candidates and the houses where
//!   their digits lie; cell and region forcing chains.
//! - Dynamic (8.5): every step takes out what it puts off, so later steps see the grid as it
//!   would be; contradictions, double forcing chains (a candidate and its absence agree),
//!   and cell and region forcing chains.
//! - Dynamic plus (9.0): the same, with the basic techniques applied within each run when
//!   its links give nothing more (`advanced.rs`): Sudoku Explainer's dynamic forcing chains
//!   (+), tried only when everything easier found nothing.
//! - Nested (9.5): the same, with a search for forcing chains within each run when the
//!   basic techniques give nothing more (`nested.rs`): Sudoku Explainer's dynamic forcing
//!   chains (+ forcing chains), the first nested level.
//! - Nested multiple (10.0): the same, with a search for multiple forcing chains within each
//!   run when its forcing chains give nothing more (`nested/inner_multiple.rs`): Sudoku Explainer's
//!   dynamic forcing chains (+ multiple forcing chains), the second nested level.
//!
//! The rating adds the length of all the branches together (Sudoku Explainer's complexity).

use super::follow::{Contradiction, LinksOnly, follow};
use super::potentials::{Links, Marks, Potential, PotentialSet, empty_cells, length_tenths};
use super::richer::{Depth, PlusRules};
use super::run::{Run, WorkLeft};
use super::scratch::{ChainScratch, InnerScratch};
use super::{ChainKind, Found};
use crate::logic::geometry::Geometry;
use crate::logic::hint::{Chain, Hint, MAX_CHAIN_STEPS, Technique};
use crate::logic::sets::{bit, digit_bit};
use crate::logic::state::State;

mod reductions;

/// Which of the three searches.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) enum Strength {
    Nishio,
    Multiple,
    Dynamic,
    DynamicPlus,
    Nested,
    NestedMultiple,
}

impl Strength {
    /// Sudoku Explainer's value before the chain's length: the catalog's.
    fn base_tenths(self) -> u16 {
        self.technique().lowest_tenths()
    }
    fn technique(self) -> Technique {
        match self {
            Strength::Nishio => Technique::NishioForcingChain,
            Strength::Multiple => Technique::MultipleForcingChains,
            Strength::Dynamic => Technique::DynamicForcingChains,
            Strength::DynamicPlus => Technique::DynamicForcingChainsPlus,
            Strength::Nested => Technique::NestedForcingChains,
            Strength::NestedMultiple => Technique::NestedMultipleForcingChains,
        }
    }
    fn dynamic(self) -> bool {
        self != Strength::Multiple
    }
    /// The rules its runs apply beyond the links, if any.
    fn depth(self) -> Option<Depth> {
        match self {
            Strength::Multiple | Strength::Nishio | Strength::Dynamic => None,
            Strength::DynamicPlus => Some(Depth::Basic),
            Strength::Nested => Some(Depth::Nested),
            Strength::NestedMultiple => Some(Depth::NestedMultiple),
        }
    }
    /// Whether its runs search for chains within themselves.
    pub(crate) fn nested(self) -> bool {
        matches!(self, Strength::Nested | Strength::NestedMultiple)
    }
    fn links(self) -> Links {
        if self == Strength::Nishio {
            Links::x()
        } else {
            Links::xy()
        }
    }
}

/// [`follow`] as `strength` follows: its links, dynamic or not, and its richer rules, with
/// the inner scratch of the nested levels.
fn follow_at<G: Geometry + Copy>(
    strength: Strength,
    run: &mut Run,
    marks: &Marks<G>,
    work_left: &mut WorkLeft,
    inner: &mut InnerScratch<'_>,
) -> Option<Contradiction> {
    let (links, dynamic) = (strength.links(), strength.dynamic());
    match strength.depth() {
        None => follow(run, marks, links, dynamic, &mut LinksOnly, work_left),
        Some(depth) => follow(
            run,
            marks,
            links,
            dynamic,
            &mut PlusRules { depth, inner },
            work_left,
        ),
    }
}

/// The potentials a run reached.
fn key_set(run: &Run) -> PotentialSet {
    let mut set = PotentialSet::EMPTY;
    for node in 0..run.len() as u16 {
        let potential = run.potential(node);
        if run.node_of(potential) == Some(node) {
            set.insert(potential);
        }
    }
    set
}

/// Conclusions kept per search for their lengths (more are left out: fewer hints, still
/// sound).
const MAX_TARGETS: usize = 32;

/// Where a conclusion's branches start, to follow them again for the lines of the hint
/// picked (the search keeps one run at a time).
#[derive(Clone, Copy)]
enum Branches {
    /// From each candidate of the cell.
    Cell(usize),
    /// From each place of the digit in the house.
    Region(usize, u8),
    /// From the candidate, and from its absence.
    Double(Potential),
    /// From the assumption to a candidate both on and off.
    Contradiction(Potential),
}

/// The search, and the hint Sudoku Explainer would pick from it.
struct Search<'a, 's, G: Geometry + Copy> {
    marks: &'a Marks<G>,
    strength: Strength,
    work_left: &'a mut WorkLeft,
    /// The scratch of the nested runs' inner chains.
    inner: &'a mut InnerScratch<'s>,
    best: Option<Found>,
    /// The branches of `best` and what they conclude.
    best_branches: Option<(Branches, Potential)>,
}

/// The easiest hint of the given strength, as Sudoku Explainer would pick it, within
/// `work_left`.
pub(crate) fn multiple_chains<G: Geometry + Copy>(
    state: &State<G>,
    strength: Strength,
    work_left: &mut WorkLeft,
    lines: Option<&mut Chain>,
    scratch: &mut ChainScratch<'_>,
) -> Option<Hint> {
    let marks = Marks::of(state);
    let ChainScratch { runs, inner, .. } = scratch;
    let mut search = Search {
        marks: &marks,
        strength,
        work_left,
        inner,
        best: None,
        best_branches: None,
    };
    for cell in empty_cells(&marks) {
        let count = marks.cands[cell].count_ones();
        if count > 2 || (count > 1 && strength.dynamic()) {
            search.cell(runs, cell);
        }
        if search.work_left.0 == 0 {
            break;
        }
    }
    let hint = search.best.take()?.hint;
    if let (Some(lines), Some((branches, target))) = (lines, search.best_branches) {
        lines.clear_lines();
        lines.set_kind(hint.chain_kind());
        search.tell_lines(&mut runs[0], lines, branches, target);
    }
    Some(hint)
}

impl<G: Geometry + Copy> Search<'_, '_, G> {
    /// Runs `run` from one assumption; a contradiction found, as (on, off) nodes.
    fn run_from(&mut self, run: &mut Run, start: Potential) -> Option<(u16, u16)> {
        run.clear();
        run.push(start, &[], true)?;
        follow_at(self.strength, run, self.marks, self.work_left, self.inner)
            .map(|found| (found.on, found.off))
    }

    /// The lines of the hint picked: each branch followed again, the main line of its way
    /// to the conclusion (or, for a contradiction, to the candidate on and to it off).
    fn tell_lines(
        &mut self,
        run: &mut Run,
        lines: &mut Chain,
        branches: Branches,
        target: Potential,
    ) {
        let mut starts = [Potential::from_key(0); 9];
        let mut count = 0;
        let mut add = |start: Potential| {
            starts[count] = start;
            count += 1;
        };
        match branches {
            Branches::Cell(cell) => (1..=9u8)
                .filter(|&digit| self.marks.has(cell, digit))
                .for_each(|digit| add(Potential::new(cell, digit, true))),
            Branches::Region(house, digit) => self
                .marks
                .geometry
                .house_cells(house)
                .iter()
                .map(|&place| usize::from(place))
                .filter(|&place| self.marks.has(place, digit))
                .for_each(|place| add(Potential::new(place, digit, true))),
            Branches::Double(source) => {
                add(source);
                add(source.conjugate());
            }
            Branches::Contradiction(source) => add(source),
        }
        let share = MAX_CHAIN_STEPS / count.max(2);
        for &start in &starts[..count] {
            // Followed as the search followed it; what a run can hold bounds the work.
            run.clear();
            if run.push(start, &[], true).is_none() {
                continue;
            }
            let mut unbounded = WorkLeft(u32::MAX);
            let found = follow_at(self.strength, run, self.marks, &mut unbounded, self.inner);
            match (branches, found) {
                (Branches::Contradiction(_), Some(found)) => {
                    super::push_line(lines, run, found.on, share);
                    super::push_line(lines, run, found.off, share);
                }
                _ => {
                    if let Some(node) = run.node_of(target) {
                        super::push_line(lines, run, node, share);
                    }
                }
            }
        }
    }

    /// Makes `hint`, which concludes `target` from `branches`, the best if it is.
    fn offer(
        &mut self,
        hint: Hint,
        (complexity, sort_key): (usize, u8),
        branches: Branches,
        target: Potential,
    ) {
        let tenths = self.strength.base_tenths() + length_tenths(complexity);
        if Found::better(&self.best, tenths, complexity, sort_key) {
            self.best_branches = Some((branches, target));
            self.best = Some(Found {
                hint: hint.with_tenths(tenths),
                tenths,
                complexity,
                sort_key,
            });
        }
    }

    /// The hint that `target` holds (on: the cell takes its digit; off: it loses it).
    fn conclusion(&self, kind: ChainKind, target: Potential) -> Option<Hint> {
        let (cell, digit) = (target.cell(), target.digit());
        let hint = Hint::new(self.strength.technique()).with_chain_kind(kind as u8);
        if target.is_on() {
            let others = self.marks.cands[cell] & !digit_bit(digit);
            (others != 0).then(|| {
                hint.with_placement(cell, digit)
                    .with_eliminations(bit(cell), others)
            })
        } else {
            (self.marks.cands[cell] & digit_bit(digit) != 0)
                .then(|| hint.with_eliminations(bit(cell), digit_bit(digit)))
        }
    }

    fn cell(&mut self, runs: &mut [Run; 2], cell: usize) {
        let [first, second] = runs;
        let cands = self.marks.cands[cell];
        let count = cands.count_ones();
        let strength = self.strength;
        let mut cell_set: Option<PotentialSet> = None;
        // What each candidate's run cost, for `cell_reductions`.
        let mut costs = [None; 10];
        for digit in 1..=9u8 {
            if cands & digit_bit(digit) == 0 {
                continue;
            }
            let on = Potential::new(cell, digit, true);
            let (contradiction_on, cost) = self.run_measured(first, on);
            costs[usize::from(digit)] = cost;
            let contradictions = strength.dynamic();
            let doubles = count >= 3 && strength.dynamic() && strength != Strength::Nishio;
            if contradictions {
                if let Some((on_node, off_node)) = contradiction_on {
                    let complexity = first.ancestors(on_node) + first.ancestors(off_node);
                    if let Some(hint) = self.conclusion(ChainKind::Contradiction, on.conjugate()) {
                        let hint = super::with_main_line(hint, first, off_node)
                            .with_digits(digit_bit(digit));
                        let branches = Branches::Contradiction(on);
                        self.offer(hint, (complexity, 7), branches, on.conjugate());
                    }
                }
            }
            if contradictions || doubles {
                let off = on.conjugate();
                if contradictions {
                    if let Some((on_node, off_node)) = self.run_from(second, off) {
                        let complexity = second.ancestors(on_node) + second.ancestors(off_node);
                        if let Some(hint) = self.conclusion(ChainKind::Contradiction, on) {
                            let hint = super::with_main_line(hint, second, on_node)
                                .with_digits(digit_bit(digit));
                            let branches = Branches::Contradiction(off);
                            self.offer(hint, (complexity, 7), branches, on);
                        }
                    }
                } else {
                    self.run_from(second, off);
                }
                if doubles {
                    self.doubles(first, second, on);
                }
            }
            if strength != Strength::Nishio {
                let set = key_set(first);
                self.regions(first, second, cell, digit, &set);
                match &mut cell_set {
                    None => cell_set = Some(set),
                    Some(common) => common.intersect(&set),
                }
            }
            if self.work_left.0 == 0 {
                return;
            }
        }
        // Sudoku Explainer: two candidates, or more with multiple chains on (all but Nishio).
        if strength != Strength::Nishio {
            if let Some(common) = cell_set {
                self.cell_reductions([first, second], cell, &common, &costs);
            }
        }
    }

    /// Double forcing chains: what both `on` (in `first`) and its absence (in `second`)
    /// imply, the "on"s first, then the "off"s, in the order `first` reached them.
    fn doubles(&mut self, first: &mut Run, second: &mut Run, source: Potential) {
        for want_on in [true, false] {
            for node in 0..first.len() as u16 {
                let target = first.potential(node);
                if target.is_on() != want_on || first.node_of(target) != Some(node) {
                    continue;
                }
                if target == source {
                    continue;
                }
                let Some(other) = second.node_of(target) else {
                    continue;
                };
                let Some(hint) = self.conclusion(ChainKind::DoubleForcing, target) else {
                    continue;
                };
                let complexity = first.ancestors(node) + second.ancestors(other);
                let hint =
                    super::with_main_line(hint, first, node).with_digits(digit_bit(source.digit()));
                self.offer(hint, (complexity, 1), Branches::Double(source), target);
            }
        }
    }
}
