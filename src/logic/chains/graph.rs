//! The static implication graph of one candidate state: for every candidate assumed on or
//! off, what the two rules of `potentials.rs` derive from it, computed once per search.
//!
//! The static chains (cycles, forcing chains, multiple forcing chains) follow the same
//! links from the same grid thousands of times in one search; reading them from this table
//! instead of deriving them again each time is what makes those searches affordable. The
//! dynamic chains change their grid as they go and derive their links themselves; but the
//! inner passes of a nested search are static over their run's grid, so each builds its own
//! graph (`with_inner_graph`), probes its assumptions through it (`Probe`) and follows those
//! that may end in a contradiction (`follow_static`).

use core::cell::RefCell;

use super::potentials::{
    BY_CELL, Contradiction, KEYS, Links, Marks, Potential, off_to_on, on_to_off,
};
use super::run::{Budget, Run};
use crate::logic::sets::{CellSet, PEERS, bit, cells, digit_bit, digits};

/// Room for the links: an "on" derives at most 8 + 20 (its cell's other digits, its
/// peers), an "off" at most 1 + 3 (its cell's other digit, one place in each house).
const EDGES: usize = 81 * 9 * (28 + 4);

/// Bits of an edge that hold the derived potential's key (`KEYS` < 2^11); the rest hold how
/// it follows (a house, or `BY_CELL`).
const KEY_BITS: u32 = 11;

const _: () = assert!(KEYS <= 1 << KEY_BITS && BY_CELL < 1 << (16 - KEY_BITS));

/// Every link of one grid, in Sudoku Explainer's order, for cell and house links alike.
pub(crate) struct Graph {
    /// The first edge of each potential; the potential after it starts where it ends.
    start: [u16; KEYS + 1],
    edges: [u16; EDGES],
    /// How many times it was built: what a probe found on it holds for one build.
    generation: u64,
}

impl Graph {
    pub(crate) const EMPTY: Graph = Graph {
        start: [0; KEYS + 1],
        edges: [0; EDGES],
        generation: 0,
    };

    /// The links of `marks`, both kinds (each use picks its kinds with `derived`).
    pub fn build(&mut self, marks: &Marks) {
        self.generation += 1;
        let mut len = 0;
        for key in 0..KEYS {
            self.start[key] = len as u16;
            let potential = Potential::from_key(key as u16);
            if !marks.has(potential.cell(), potential.digit()) {
                continue;
            }
            let mut add = |(next, by): (Potential, u8)| {
                self.edges[len] = next.key() as u16 | u16::from(by) << KEY_BITS;
                len += 1;
            };
            if potential.is_on() {
                on_to_off(marks, potential, Links::xy())
                    .iter()
                    .for_each(&mut add);
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
    ) -> impl Iterator<Item = (Potential, u8)> + '_ {
        let key = potential.key();
        let on = potential.is_on();
        let range = usize::from(self.start[key])..usize::from(self.start[key + 1]);
        self.edges[range].iter().filter_map(move |&edge| {
            let next = Potential::from_key(edge & ((1 << KEY_BITS) - 1));
            let by = (edge >> KEY_BITS) as u8;
            let kept = if by == BY_CELL {
                links.cell
            } else {
                on || links.house
            };
            kept.then_some((next, by))
        })
    }
}

thread_local! {
    /// The graph of this thread's current search (no heap, and off the stack: it is large).
    static GRAPH: RefCell<Graph> = const { RefCell::new(Graph::EMPTY) };
    /// The graph of a nested search's inner pass, built for each pass over its run's grid,
    /// and the pass's scratch for probing assumptions.
    static INNER_GRAPH: RefCell<(Graph, Probe)> = const { RefCell::new((Graph::EMPTY, Probe::EMPTY)) };
}

/// Builds the thread's graph of `marks` and lends it to `job`; None if it is already lent
/// (a search within a search), which the callers take as "nothing found".
pub(crate) fn with_graph<T>(marks: &Marks, job: impl FnOnce(&Graph) -> Option<T>) -> Option<T> {
    GRAPH.with(|graph| {
        let mut graph = graph.try_borrow_mut().ok()?;
        graph.build(marks);
        job(&graph)
    })
}

/// The same for the inner passes of a nested search (`nested.rs`), which run within an
/// outer search and so need a graph of their own.
pub(crate) fn with_inner_graph<T>(
    marks: &Marks,
    job: impl FnOnce(&Graph, &mut Probe) -> Option<T>,
) -> Option<T> {
    INNER_GRAPH.with(|scratch| {
        let mut scratch = scratch.try_borrow_mut().ok()?;
        let (graph, probe) = &mut *scratch;
        graph.build(marks);
        job(graph, probe)
    })
}

/// What a probe found: a contradiction, or how many potentials it reached.
#[derive(Clone, Copy)]
enum Reach {
    Contradiction,
    Potentials(u32),
}

/// The potentials a static run reached, a set of cells per digit, the "on"s and the "off"s
/// apart.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) struct Reached {
    pub on: [CellSet; 9],
    pub off: [CellSet; 9],
}

impl Reached {
    pub(crate) const EMPTY: Reached = Reached {
        on: [0; 9],
        off: [0; 9],
    };

    /// What `run` reached (each potential where it was first recorded).
    pub fn of_run(run: &Run) -> Reached {
        let mut reached = Reached::EMPTY;
        for node in 0..run.len() as u16 {
            let potential = run.potential(node);
            if run.node_of(potential) == Some(node) {
                reached.insert(potential);
            }
        }
        reached
    }

    fn insert(&mut self, potential: Potential) {
        let plane = usize::from(potential.digit() - 1);
        let set = if potential.is_on() {
            &mut self.on
        } else {
            &mut self.off
        };
        set[plane] |= bit(potential.cell());
    }

    /// Keeps only what `other` reached too.
    pub fn intersect(&mut self, other: &Reached) {
        for plane in 0..9 {
            self.on[plane] &= other.on[plane];
            self.off[plane] &= other.off[plane];
        }
    }

    pub fn is_empty(&self) -> bool {
        self.on.iter().chain(&self.off).all(|&set| set == 0)
    }
}

/// Candidates of a grid: the "on"s a probe keeps what it found from.
const ONS: usize = 81 * 9;

/// The queues of a probe: the potentials reached, without their parents, the "on"s and the
/// "off"s apart, and the set they make; and what it found from each "on" through cell and
/// house links on the graph as last built. An inner pass of a nested search probes each of
/// those starts, and its multiple forcing chains probe them again on the same grid, some
/// more than once.
pub(crate) struct Probe {
    ons: [u16; KEYS],
    offs: [u16; KEYS],
    reached: Reached,
    /// The graph's generation each entry was found on (0: none).
    stamps: [u64; ONS],
    /// How each probe ended, and after how many potentials.
    ends: [(Reach, u32); ONS],
    sets: [Reached; ONS],
}

impl Probe {
    pub(crate) const EMPTY: Probe = Probe {
        ons: [0; KEYS],
        offs: [0; KEYS],
        reached: Reached::EMPTY,
        stamps: [0; ONS],
        ends: [(Reach::Contradiction, 0); ONS],
        sets: [Reached::EMPTY; ONS],
    };

    /// Whether `follow_static` from `start` over `graph` (built on `grid`) would end
    /// without a contradiction and within `budget`; if so the budget is spent as it would
    /// spend it. Otherwise nothing is spent, and the caller follows the run in full: it
    /// contradicts, or the budget could run out first (then the run's own order decides
    /// what is found). Most assumptions of an inner pass lead to no contradiction, and for
    /// those the parents that `follow_static` records are wasted work.
    ///
    /// Without a contradiction, `follow_static` visits every potential the assumption
    /// reaches, a unit each, in whatever order: so the set reached is all that matters, and
    /// it is found a digit's plane at a time.
    pub(crate) fn no_contradiction(
        &mut self,
        graph: &Graph,
        grid: &Marks,
        start: Potential,
        links: Links,
        budget: &mut Budget,
    ) -> bool {
        self.reached(graph, grid, start, links, budget).is_some()
    }

    /// The same, and what the run reaches: the set when it ends without a contradiction
    /// within `budget` (spent as `follow_static` would spend it), None otherwise (nothing
    /// spent).
    pub(crate) fn reached(
        &mut self,
        graph: &Graph,
        grid: &Marks,
        start: Potential,
        links: Links,
        budget: &mut Budget,
    ) -> Option<&Reached> {
        match self.reach(graph, grid, start, links, budget.0) {
            Some(Reach::Potentials(count)) => {
                budget.0 -= count;
                Some(&self.reached)
            }
            Some(Reach::Contradiction) | None => None,
        }
    }

    /// What `start` reaches: a contradiction, or how many potentials; None past `most`.
    /// The same start with the same links on the same graph ends the same way after the
    /// same potentials, so what an "on" through both kinds of links found is kept.
    fn reach(
        &mut self,
        graph: &Graph,
        grid: &Marks,
        start: Potential,
        links: Links,
        most: u32,
    ) -> Option<Reach> {
        let kept = (start.is_on() && links == Links::xy())
            .then(|| start.cell() * 9 + usize::from(start.digit() - 1));
        if let Some(slot) = kept.filter(|&slot| self.stamps[slot] == graph.generation) {
            let (end, potentials) = self.ends[slot];
            if potentials > most {
                return None;
            }
            self.reached = self.sets[slot];
            return Some(end);
        }
        let (end, potentials) = self.reach_anew(graph, grid, start, links, most)?;
        if let Some(slot) = kept {
            self.stamps[slot] = graph.generation;
            self.ends[slot] = (end, potentials);
            self.sets[slot] = self.reached;
        }
        Some(end)
    }

    /// `reach` found again, and the potentials visited until it ended.
    fn reach_anew(
        &mut self,
        graph: &Graph,
        grid: &Marks,
        start: Potential,
        links: Links,
        most: u32,
    ) -> Option<(Reach, u32)> {
        // The potentials reached, on and off, as a set of cells per digit.
        let Reached { on, off } = &mut self.reached;
        *on = [0; 9];
        *off = [0; 9];
        let (mut ons, mut offs) = (0, 0);
        let plane = usize::from(start.digit() - 1);
        if start.is_on() {
            on[plane] |= bit(start.cell());
            self.ons[0] = start.key() as u16;
            ons = 1;
        } else {
            off[plane] |= bit(start.cell());
            self.offs[0] = start.key() as u16;
            offs = 1;
        }
        let (mut next_on, mut next_off, mut count) = (0, 0, 0u32);
        loop {
            let key = if next_on < ons {
                next_on += 1;
                self.ons[next_on - 1]
            } else if next_off < offs {
                next_off += 1;
                self.offs[next_off - 1]
            } else {
                return Some((Reach::Potentials(count), count));
            };
            count += 1;
            if count > most {
                return None;
            }
            let potential = Potential::from_key(key);
            let (cell, digit) = (potential.cell(), potential.digit());
            let plane = usize::from(digit - 1);
            if !potential.is_on() {
                // At most four links, read from the table.
                for (next, _) in graph.derived(potential, links) {
                    let (next_cell, next_plane) = (next.cell(), usize::from(next.digit() - 1));
                    if off[next_plane] & bit(next_cell) != 0 {
                        return Some((Reach::Contradiction, count));
                    }
                    if on[next_plane] & bit(next_cell) == 0 {
                        on[next_plane] |= bit(next_cell);
                        self.ons[ons] = next.key() as u16;
                        ons += 1;
                    }
                }
                continue;
            }
            // An "on" puts off its digit in its peers, and with cell links its cell's other
            // digits: what `on_to_off` lists, taken a plane at a time.
            if links.cell {
                for other in digits(grid.cands[cell] & !digit_bit(digit)) {
                    let other_plane = usize::from(other - 1);
                    if on[other_plane] & bit(cell) != 0 {
                        return Some((Reach::Contradiction, count));
                    }
                    if off[other_plane] & bit(cell) == 0 {
                        off[other_plane] |= bit(cell);
                        self.offs[offs] = Potential::new(cell, other, false).key() as u16;
                        offs += 1;
                    }
                }
            }
            let peers = PEERS[cell] & grid.planes[plane];
            if peers & on[plane] != 0 {
                return Some((Reach::Contradiction, count));
            }
            let fresh = peers & !off[plane];
            off[plane] |= fresh;
            for peer in cells(fresh) {
                self.offs[offs] = Potential::new(peer, digit, false).key() as u16;
                offs += 1;
            }
        }
    }
}

/// `potentials::follow` with static propagation, reading the links from `graph` (built on
/// the grid that `follow` would be given): the same nodes in the same order, the same
/// budget spent, the same contradiction. An inner pass of a nested search follows hundreds
/// of assumptions over one grid, and deriving their links again each time was most of its
/// cost.
pub(crate) fn follow_static(
    run: &mut Run,
    graph: &Graph,
    links: Links,
    budget: &mut Budget,
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
            if !budget.spend() {
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
        if !budget.spend() {
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
                        on_to_off(&marks, potential, links).iter().collect()
                    } else {
                        off_to_on(&marks, potential, links).iter().collect()
                    };
                    let table: Vec<_> = graph.derived(potential, links).collect();
                    assert_eq!(table, expected, "{puzzle} {potential:?}");
                }
            }
        }
    }

    /// The static follow through the table visits what `potentials::follow` visits, in the
    /// same order with the same parents, spends the same budget, and ends the same way, from
    /// every assumption on grids early and late in a solve, with a budget that runs out too;
    /// the probe says which runs end without a contradiction within the budget, spending
    /// what they spend, and spends nothing on the others.
    #[test]
    fn a_static_follow_through_the_table_is_the_follow_of_the_rules() {
        use super::super::potentials::{Propagation, follow};
        let puzzles = [
            "000000010400000000020000000000050407008000300001090000300400200050100000000806000",
            "980700600700000080005060000400003200008600090000000004010070003007900050000012000",
            "064000300010003675370000008040582000000401000000967030400000083137800090008000750",
        ];
        let mut graph = Box::new(Graph::EMPTY);
        let mut rules_run = Box::new(Run::EMPTY);
        let mut table_run = Box::new(Run::EMPTY);
        let mut probe = Box::new(Probe::EMPTY);
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
                    let mut rules_budget = Budget(units);
                    rules_run.clear();
                    rules_run.push(start, &[], true).unwrap();
                    let by_rules = follow(
                        &mut rules_run,
                        &marks,
                        links,
                        Propagation::Static,
                        &mut rules_budget,
                    )
                    .map(|found| (found.on, found.off));
                    let mut table_budget = Budget(units);
                    table_run.clear();
                    table_run.push(start, &[], true).unwrap();
                    let by_table = follow_static(&mut table_run, &graph, links, &mut table_budget)
                        .map(|found| (found.on, found.off));
                    let mut probe_budget = Budget(units);
                    let quiet =
                        probe.no_contradiction(&graph, &marks, start, links, &mut probe_budget);
                    let ends_quietly = by_rules.is_none() && !rules_run.cut;
                    assert_eq!(quiet, ends_quietly, "{puzzle} {start:?}");
                    let spent = if quiet { rules_budget.0 } else { units };
                    assert_eq!(probe_budget.0, spent, "{puzzle} {start:?}");
                    // What a quiet run reached is the set the probe found.
                    let mut set_budget = Budget(units);
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
