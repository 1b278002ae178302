//! The static implication graph of one candidate state: for every candidate assumed on or
//! off, what the two rules of `potentials.rs` derive from it, computed once per search.
//!
//! The static chains (cycles, forcing chains, multiple forcing chains) follow the same
//! links from the same grid thousands of times in one search; reading them from this table
//! instead of deriving them again each time is what makes those searches affordable. The
//! dynamic chains change their grid as they go and derive their links themselves; but the
//! inner passes of a nested search are static over their run's grid, so each builds its own
//! graph (`scratch.rs`), probes its assumptions through it (`static_probe.rs`) and follows those
//! that may end in a contradiction (`follow_static`).

use core::ops::ControlFlow;

use super::follow::Contradiction;
use super::potentials::{BY_CELL, KEYS, Links, Marks, Potential, off_to_on, on_to_off};
use super::run::{Run, WorkLeft};
use crate::logic::geometry::Geometry;

/// Room for the links: on the classic grid an "on" derives at most 8 + 20 (its cell's other
/// digits, its peers), an "off" at most 1 + 3 (its cell's other digit, one place in each
/// house). A variant's cells have more peers and houses: room for 12 more of each on
/// average. A grid whose links would outgrow it keeps the links that fit: a run on them
/// reaches less, all of it still implied.
const EDGES: usize = 81 * 9 * (28 + 4 + 12);

/// Bits of an edge that hold the derived potential's key (`KEYS` < 2^11); the next bit, set
/// when it follows within its cell (`BY_CELL`), not within a house or among peers.
const KEY_BITS: u32 = 11;

const _: () = assert!(KEYS <= 1 << KEY_BITS);

/// Every link of one grid, in Sudoku Explainer's order, for cell and house links alike.
pub(crate) struct Graph {
    /// The first edge of each potential; the potential after it starts where it ends.
    start: [u16; KEYS + 1],
    edges: [u16; EDGES],
    /// How many times it was built: what a probe found on it holds for one build.
    pub(super) generation: u64,
}

impl Graph {
    pub(crate) const EMPTY: Graph = Graph {
        start: [0; KEYS + 1],
        edges: [0; EDGES],
        generation: 0,
    };

    /// The links of `marks`, both kinds (each use picks its kinds with `derived`).
    pub fn build<G: Geometry + Copy>(&mut self, marks: &Marks<G>) {
        self.generation += 1;
        let mut len = 0;
        for key in 0..KEYS {
            self.start[key] = len as u16;
            let potential = Potential::from_key(key as u16);
            if !marks.has(potential.cell(), potential.digit()) {
                continue;
            }
            let mut add = |(next, by): (Potential, u8)| {
                if len < EDGES {
                    self.edges[len] = next.key() as u16 | u16::from(by == BY_CELL) << KEY_BITS;
                    len += 1;
                }
            };
            if potential.is_on() {
                let _ = on_to_off(marks, potential, Links::xy(), |next, by| {
                    add((next, by));
                    ControlFlow::<()>::Continue(())
                });
            } else {
                off_to_on(marks, potential, Links::xy())
                    .iter()
                    .for_each(&mut add);
            }
        }
        self.start[KEYS] = len as u16;
    }

    /// What `potential` derives through `links`, in the order `on_to_off` and `off_to_on`
    /// give it: an "on" puts its digit off in its houses whatever the links, and its cell's
    /// other digits off with cell links; an "off" puts on through the kinds `links` allows.
    pub fn derived(
        &self,
        potential: Potential,
        links: Links,
    ) -> impl Iterator<Item = (Potential, bool)> + '_ {
        let key = potential.key();
        let on = potential.is_on();
        let range = usize::from(self.start[key])..usize::from(self.start[key + 1]);
        self.edges[range].iter().filter_map(move |&edge| {
            let next = Potential::from_key(edge & ((1 << KEY_BITS) - 1));
            let by_cell = edge >> KEY_BITS != 0;
            let kept = if by_cell {
                links.cell
            } else {
                on || links.house
            };
            kept.then_some((next, by_cell))
        })
    }
}

/// `follow::follow` with static propagation, reading the links from `graph` (built on
/// the grid that `follow` would be given): the same nodes in the same order, the same
/// work spent, the same contradiction. An inner pass of a nested search follows hundreds
/// of assumptions over one grid, and deriving their links again each time was most of its
/// cost.
pub(crate) fn follow_static(
    run: &mut Run,
    graph: &Graph,
    links: Links,
    work_left: &mut WorkLeft,
) -> Option<Contradiction> {
    let mut next_on = 0usize;
    let mut next_off = 0usize;
    loop {
        while next_on < run.len() && !run.potential(next_on as u16).is_on() {
            next_on += 1;
        }
        if next_on < run.len() {
            let node = next_on as u16;
            next_on += 1;
            if !work_left.spend() {
                run.cut = true;
                return None;
            }
            for (off, _) in graph.derived(run.potential(node), links) {
                if let Some(other) = run.node_of(off.conjugate()) {
                    let off_node = run.push(off, &[node], false)?;
                    return Some(Contradiction {
                        on: other,
                        off: off_node,
                    });
                }
                if !run.contains(off) {
                    run.push(off, &[node], true)?;
                }
            }
            continue;
        }
        while next_off < run.len() && run.potential(next_off as u16).is_on() {
            next_off += 1;
        }
        if next_off >= run.len() {
            return None;
        }
        let node = next_off as u16;
        next_off += 1;
        if !work_left.spend() {
            run.cut = true;
            return None;
        }
        for (on, _) in graph.derived(run.potential(node), links) {
            if let Some(other) = run.node_of(on.conjugate()) {
                let on_node = run.push(on, &[node], false)?;
                return Some(Contradiction {
                    on: on_node,
                    off: other,
                });
            }
            if !run.contains(on) {
                run.push(on, &[node], true)?;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::logic::chains::static_probe::Reached;
    use crate::logic::state::State;

    /// The table gives what the rules derive, in their order, for every potential and
    /// every kind of link, on grids early and late in a solve.
    #[test]
    fn the_table_repeats_the_rules() {
        let puzzles = [
            "000000010400000000020000000000050407008000300001090000300400200050100000000806000",
            "064000300010003675370000008040582000000401000000967030400000083137800090008000750",
        ];
        let mut graph = Box::new(Graph::EMPTY);
        for puzzle in puzzles {
            let cells: [u8; 81] = core::array::from_fn(|cell| puzzle.as_bytes()[cell] - b'0');
            let state = State::new(&cells, None);
            let marks = Marks::of(&state);
            graph.build(&marks);
            for key in 0..KEYS as u16 {
                let potential = Potential::from_key(key);
                if !marks.has(potential.cell(), potential.digit()) {
                    continue;
                }
                for links in [Links::x(), Links::y(), Links::xy()] {
                    let expected: Vec<_> = if potential.is_on() {
                        let mut derived = Vec::new();
                        let _ = on_to_off(&marks, potential, links, |next, by| {
                            derived.push((next, by == BY_CELL));
                            ControlFlow::<()>::Continue(())
                        });
                        derived
                    } else {
                        off_to_on(&marks, potential, links)
                            .iter()
                            .map(|(next, by)| (next, by == BY_CELL))
                            .collect()
                    };
                    let table: Vec<_> = graph.derived(potential, links).collect();
                    assert_eq!(table, expected, "{puzzle} {potential:?}");
                }
            }
        }
    }

    /// The static follow through the table visits what `follow::follow` visits, in the
    /// same order with the same parents, spends the same work, and ends the same way, from
    /// every assumption on grids early and late in a solve, with a work limit that runs out too;
    /// the probe says which runs end without a contradiction within the work limit, spending
    /// what they spend, and spends nothing on the others.
    #[test]
    fn a_static_follow_through_the_table_is_the_follow_of_the_rules() {
        use super::super::follow::{LinksOnly, follow};
        let puzzles = [
            "000000010400000000020000000000050407008000300001090000300400200050100000000806000",
            "980700600700000080005060000400003200008600090000000004010070003007900050000012000",
            "064000300010003675370000008040582000000401000000967030400000083137800090008000750",
        ];
        let mut graph = Box::new(Graph::EMPTY);
        let mut rules_run = Box::new(Run::EMPTY);
        let mut table_run = Box::new(Run::EMPTY);
        let mut probe = Box::new(crate::logic::chains::static_probe::Probe::EMPTY);
        let mut contradictions = 0;
        for puzzle in puzzles {
            let cells: [u8; 81] = core::array::from_fn(|cell| puzzle.as_bytes()[cell] - b'0');
            let marks = Marks::of(&State::new(&cells, None));
            graph.build(&marks);
            for key in 0..KEYS as u16 {
                let start = Potential::from_key(key);
                if !marks.has(start.cell(), start.digit()) {
                    continue;
                }
                for (links, units) in [
                    (Links::x(), 100_000),
                    (Links::xy(), 100_000),
                    (Links::x(), 1_000),
                    (Links::xy(), 1_000),
                    (Links::xy(), 7),
                ] {
                    let mut rules_budget = WorkLeft(units);
                    rules_run.clear();
                    rules_run.push(start, &[], true).unwrap();
                    let by_rules = follow(
                        &mut rules_run,
                        &marks,
                        links,
                        false,
                        &mut LinksOnly,
                        &mut rules_budget,
                    )
                    .map(|found| (found.on, found.off));
                    let mut table_budget = WorkLeft(units);
                    table_run.clear();
                    table_run.push(start, &[], true).unwrap();
                    let by_table = follow_static(&mut table_run, &graph, links, &mut table_budget)
                        .map(|found| (found.on, found.off));
                    let mut probe_budget = WorkLeft(units);
                    let quiet =
                        probe.no_contradiction(&graph, &marks, start, links, &mut probe_budget);
                    let ends_quietly = by_rules.is_none() && !rules_run.cut;
                    assert_eq!(quiet, ends_quietly, "{puzzle} {start:?}");
                    let spent = if quiet { rules_budget.0 } else { units };
                    assert_eq!(probe_budget.0, spent, "{puzzle} {start:?}");
                    // What a quiet run reached is the set the probe found.
                    let mut set_budget = WorkLeft(units);
                    let reached = probe
                        .reached(&graph, &marks, start, links, &mut set_budget)
                        .copied();
                    assert_eq!(set_budget.0, spent, "{puzzle} {start:?}");
                    assert_eq!(reached.is_some(), quiet, "{puzzle} {start:?}");
                    if let Some(reached) = reached {
                        assert_eq!(reached, Reached::of_run(&rules_run), "{puzzle} {start:?}");
                    }
                    contradictions += usize::from(by_rules.is_some());
                    assert_eq!(by_table, by_rules, "{puzzle} {start:?}");
                    assert_eq!(table_budget.0, rules_budget.0, "{puzzle} {start:?}");
                    assert_eq!(table_run.cut, rules_run.cut);
                    assert_eq!(table_run.len(), rules_run.len());
                    for node in 0..rules_run.len() as u16 {
                        assert_eq!(table_run.potential(node), rules_run.potential(node));
                        assert_eq!(table_run.parents(node), rules_run.parents(node));
                    }
                }
            }
        }
        assert!(contradictions > 20, "{contradictions}");
    }
}
