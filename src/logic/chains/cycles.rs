//! Sudoku Explainer's bidirectional cycles (`doCycles`) for the search of `forcing.rs`,
//! and the records that spare its later passes the walks an earlier pass made.
//!
//! The search runs in passes, each allowing longer loops than the last, and walks every
//! source again in each: the walk from a source is the same whatever the pass, which only
//! sets how many of its rounds are taken and what a loop found is worth. So a source is
//! walked once, a few rounds deeper than asked, with what each round spends and the loops it
//! closes kept; a later pass that asks no deeper takes it from the record, spending the
//! work limit as the walk would. A loop that would become the best hint, or a work limit that
//! could run out on the way, has the walk made again, as before, to tell it.

use super::graph::Graph;
use super::pass::{Pass, kind_of};
use super::potentials::{Links, Marks, Potential, PotentialSet, length_tenths};
use super::run::Run;
use super::{ChainKind, Found};
use crate::logic::geometry::Geometry;
use crate::logic::hint::{Hint, Technique};
use crate::logic::sets::{CellSet, bit, cells, digit_bit};

mod records;

pub(super) use records::CycleRecords;

/// The potentials on the main line of causes of one node (the node itself left out), as a
/// set: marked once per node followed rather than walked again for each of its links.
struct MainLine(PotentialSet);

impl MainLine {
    /// Puts the main line of `node` in the set (`present`) or takes it out.
    fn mark(&mut self, run: &Run, node: u16, present: bool) {
        let mut current = node;
        while let Some(&parent) = run.parents(current).first() {
            if present {
                self.0.insert(run.potential(parent));
            } else {
                self.0.remove(run.potential(parent));
            }
            current = parent;
        }
    }
    fn has(&self, potential: Potential) -> bool {
        self.0.has(potential)
    }
}

/// How a walk ended.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Walked {
    /// It took every round it was allowed, and had potentials left to follow.
    Capped,
    /// A round had nothing to follow.
    Exhausted,
    /// The run was full, or the work limit ran out.
    Stopped,
}

/// What a walk does besides walking: pay for each potential followed, take each loop closed,
/// note each round done.
trait Visit {
    /// Pays for following one potential; false stops the walk.
    fn spend(&mut self) -> bool;
    /// A loop closed at `last` (an "off" that puts the source on again) in `round`.
    fn closed(&mut self, run: &mut Run, last: u16, round: usize);
    /// `round` was followed in full.
    fn round_done(&mut self, round: usize);
}

/// Sudoku Explainer's `doCycles`: breadth first from `source` (on), an "off" may be reached
/// again by another way (not through itself), until a way leads back to the source, four or
/// more links on; at most `rounds` rounds (a wave of "on"s, then one of "off"s).
fn walk(
    run: &mut Run,
    graph: &Graph,
    source: Potential,
    links: Links,
    rounds: usize,
    visit: &mut impl Visit,
) -> Walked {
    run.clear();
    if run.push(source, &[], true).is_none() {
        return Walked::Stopped;
    }
    let (mut next_on, mut next_off) = (0, 0);
    let mut main_line = MainLine(PotentialSet::EMPTY);
    let mut round = 0;
    loop {
        round += 1;
        // A loop closed in this round has at least `2 * round` potentials.
        if round > rounds {
            return Walked::Capped;
        }
        let end = run.len();
        let mut progressed = false;
        while next_on < end {
            let node = next_on as u16;
            next_on += 1;
            let on = run.potential(node);
            if !on.is_on() {
                continue;
            }
            progressed = true;
            if !visit.spend() {
                return Walked::Stopped;
            }
            main_line.mark(run, node, true);
            for (off, _) in graph.derived(on, links) {
                if !main_line.has(off) && run.push(off, &[node], true).is_none() {
                    return Walked::Stopped;
                }
            }
            main_line.mark(run, node, false);
        }
        let end = run.len();
        while next_off < end {
            let node = next_off as u16;
            next_off += 1;
            let off = run.potential(node);
            if off.is_on() {
                continue;
            }
            progressed = true;
            if !visit.spend() {
                return Walked::Stopped;
            }
            for (on, _) in graph.derived(off, links) {
                // Four links or more.
                if round >= 2 && on == source {
                    visit.closed(run, node, round);
                }
                if !run.contains(on) && run.push(on, &[node], true).is_none() {
                    return Walked::Stopped;
                }
            }
        }
        if !progressed {
            return Walked::Exhausted;
        }
        visit.round_done(round);
    }
}

/// The walk of a pass: it spends the pass's work and offers each loop to the pass.
struct Live<'p, 'a, G: Geometry + Copy> {
    marks: &'p Marks<G>,
    links: Links,
    pass: &'p mut Pass<'a>,
    /// A loop was found rated above the cap, which a later pass would take.
    deferred: bool,
}

impl<G: Geometry + Copy> Visit for Live<'_, '_, G> {
    fn spend(&mut self) -> bool {
        self.pass.work_left.spend()
    }
    fn closed(&mut self, run: &mut Run, last: u16, _round: usize) {
        self.deferred |= cycle_found(run, self.marks, last, self.links, self.pass);
    }
    fn round_done(&mut self, _round: usize) {}
}

/// The cycles from `source` for the pass: the loops it finds offered to the pass. True when
/// the walk ran out of links before the cap and left no loop for a higher cap: no cap finds
/// anything more from `source`.
fn walk_for_pass<G: Geometry + Copy>(
    run: &mut Run,
    graph: &Graph,
    marks: &Marks<G>,
    source: Potential,
    links: Links,
    pass: &mut Pass,
) -> bool {
    let (base, sort_key) = kind_of(links);
    let longest = super::longest_useful(&pass.best, base, sort_key, pass.cap);
    let mut live = Live {
        marks,
        links,
        pass,
        deferred: false,
    };
    match walk(run, graph, source, links, longest / 2, &mut live) {
        Walked::Capped => {
            live.pass.capped = true;
            false
        }
        Walked::Exhausted => !live.deferred,
        Walked::Stopped => false,
    }
}

/// What the loop closed at `last` eliminates, by cell: the candidates that see a potential
/// of the loop on one way round and one on the other way; None when there are none.
fn loop_eliminations<G: Geometry + Copy>(
    run: &Run,
    marks: &Marks<G>,
    last: u16,
) -> Option<[u16; 81]> {
    let by_digit = loop_eliminations_by_digit(run, marks, last)?;
    let mut eliminations = [0u16; 81];
    for (digit, &places) in (1..=9u8).zip(&by_digit) {
        for cell in cells(places) {
            eliminations[cell] |= digit_bit(digit);
        }
    }
    Some(eliminations)
}

/// The same, as a set of cells per digit: a potential's peers off the loop that hold its
/// digit are one digit's plane, taken at once.
fn loop_eliminations_by_digit<G: Geometry + Copy>(
    run: &Run,
    marks: &Marks<G>,
    last: u16,
) -> Option<[CellSet; 9]> {
    // The loop: from `last` back to the source, then the source again as the loop's end.
    let mut loop_cells: CellSet = 0;
    let mut current = Some(last);
    let mut source = last;
    while let Some(node) = current {
        loop_cells |= bit(run.potential(node).cell());
        source = node;
        current = run.parents(node).first().copied();
    }
    // The cells that see a potential of the loop on, and one off, by digit.
    let mut forward = [0 as CellSet; 9];
    let mut backward = [0 as CellSet; 9];
    let mut visit = |potential: Potential| {
        let plane = usize::from(potential.digit() - 1);
        let seen = marks.geometry.peers(potential.cell()) & marks.planes[plane] & !loop_cells;
        if potential.is_on() {
            forward[plane] |= seen;
        } else {
            backward[plane] |= seen;
        }
    };
    visit(run.potential(source));
    let mut current = Some(last);
    while let Some(node) = current {
        if run.parents(node).is_empty() {
            break;
        }
        visit(run.potential(node));
        current = run.parents(node).first().copied();
    }
    let mut eliminations = [0 as CellSet; 9];
    let mut any = false;
    for plane in 0..9 {
        eliminations[plane] = forward[plane] & backward[plane];
        any |= eliminations[plane] != 0;
    }
    any.then_some(eliminations)
}

/// A loop closed at `last` (the off whose consequence is the source again): its
/// eliminations, and the hint if it is the best so far. True when the loop is rated above
/// the cap, left to a later pass.
fn cycle_found<G: Geometry + Copy>(
    run: &mut Run,
    marks: &Marks<G>,
    last: u16,
    links: Links,
    pass: &mut Pass,
) -> bool {
    let Some(eliminations) = loop_eliminations(run, marks, last) else {
        return false;
    };
    let complexity = run.ancestors(last);
    let (base, sort_key) = kind_of(links);
    let tenths = base + length_tenths(complexity);
    if tenths > pass.cap {
        return true;
    }
    if !Found::better(&pass.best, tenths, complexity, sort_key) {
        return false;
    }
    let kind = match (links.cell, links.house) {
        (true, true) => ChainKind::Cycle,
        (true, false) => ChainKind::YCycle,
        _ => ChainKind::XCycle,
    };
    let mut hint = Hint::new(Technique::BidirectionalCycle).with_chain_kind(kind as u8);
    hint = super::with_main_line(hint, run, last);
    super::keep_line(pass.lines.as_deref_mut(), kind, run, last);
    let mut pattern = [0u16; 81];
    let mut current = Some(last);
    while let Some(node) = current {
        let potential = run.potential(node);
        pattern[potential.cell()] |= digit_bit(potential.digit());
        current = run.parents(node).first().copied();
    }
    hint = hint.with_masks(eliminations, pattern);
    pass.pending = None;
    pass.best = Some(Found {
        hint: hint.with_tenths(tenths),
        tenths,
        complexity,
        sort_key,
    });
    false
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::logic::state::State;

    /// Sudoku Explainer's rule cell by cell: a candidate off the loop goes when it sees a
    /// potential of the loop on and one off, of its digit.
    fn eliminations_cell_by_cell<G: Geometry + Copy>(
        run: &Run,
        marks: &Marks<G>,
        last: u16,
    ) -> [u16; 81] {
        let mut line = vec![last];
        while let Some(&parent) = run.parents(*line.last().unwrap()).first() {
            line.push(parent);
        }
        let on_loop = |cell: usize| line.iter().any(|&node| run.potential(node).cell() == cell);
        let mut eliminations = [0u16; 81];
        for cell in (0..81).filter(|&cell| !on_loop(cell)) {
            for digit in 1..=9u8 {
                let sees = |on: bool| {
                    line.iter()
                        .map(|&node| run.potential(node))
                        .any(|potential| {
                            potential.is_on() == on
                                && potential.digit() == digit
                                && marks.geometry.peers(potential.cell()) & bit(cell) != 0
                        })
                };
                if marks.has(cell, digit) && sees(true) && sees(false) {
                    eliminations[cell] |= digit_bit(digit);
                }
            }
        }
        eliminations
    }

    /// Checks each loop closed against the rule cell by cell.
    struct Checker<'m> {
        marks: &'m Marks,
        loops: usize,
    }

    impl Visit for Checker<'_> {
        fn spend(&mut self) -> bool {
            true
        }
        fn closed(&mut self, run: &mut Run, last: u16, _round: usize) {
            let expected = eliminations_cell_by_cell(run, self.marks, last);
            let found = loop_eliminations(run, self.marks, last);
            assert_eq!(found.unwrap_or([0; 81]), expected);
            self.loops += usize::from(found.is_some());
        }
        fn round_done(&mut self, _round: usize) {}
    }

    /// A loop's eliminations, taken a digit's plane at a time, are the rule's.
    #[test]
    fn a_loop_eliminates_what_sees_it_both_ways() {
        let puzzles = [
            "000000010400000000020000000000050407008000300001090000300400200050100000000806000",
            "064000300010003675370000008040582000000401000000967030400000083137800090008000750",
        ];
        let mut graph = Box::new(Graph::EMPTY);
        let mut run = Box::new(Run::EMPTY);
        let mut loops = 0;
        for puzzle in puzzles {
            let cells: [u8; 81] = core::array::from_fn(|cell| puzzle.as_bytes()[cell] - b'0');
            let marks = Marks::of(&State::new(&cells, None));
            graph.build(&marks);
            let mut checker = Checker {
                marks: &marks,
                loops: 0,
            };
            for cell in 0..81 {
                for digit in 1..=9u8 {
                    if marks.has(cell, digit) {
                        let source = Potential::new(cell, digit, true);
                        for links in [Links::x(), Links::y(), Links::xy()] {
                            walk(&mut run, &graph, source, links, 12, &mut checker);
                        }
                    }
                }
            }
            loops += checker.loops;
        }
        assert!(loops > 10, "{loops}");
    }
}
