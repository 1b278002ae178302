//! The length of the shortest static forcing chain from a potential to its negation, found
//! by meeting in the middle: a search half as deep as the chain.
//!
//! The static links come in contrapositive pairs: "a on puts b off" holds exactly when "b on
//! puts a off" does, and "a off puts b on" exactly when "b off puts a on" (the same house or
//! cell links them). So a way from the source to some potential `y`, and a way from the
//! source to `y`'s negation read backwards with every potential negated, make a way from the
//! source to its own negation; and the shortest such chain, cut in its middle, is two ways
//! from the source each at most half its length. A breadth-first search from the source to
//! half the depth therefore tells the length of the shortest chain within the depth, and
//! `forcing.rs` follows the full chain only for the one it picks.
//!
//! `forcing.rs` measures every source again in each of its passes, each a little deeper, and
//! the shallower searches are the first layers of the deeper ones: `Records` searches a
//! source once, deeper than asked, keeps what each depth would find, and answers the later
//! passes from that, spending the work as the searches it stands for would.

use super::graph::Graph;
use super::potentials::{KEYS, Links, Potential};
use super::run::{NODES, Run, WorkLeft};

/// What the search learned of the shortest chain from a source to its negation.
pub(crate) enum Shortest {
    /// It has this many potentials (both ends counted), at most the limit asked.
    Within(usize),
    /// It is longer than the limit, or the search did not go deep enough to tell.
    Beyond,
    /// There is none at any length: the search ran out of links.
    Never,
    /// The search ran out of room or work.
    Cut,
}

/// The shortest forcing chain from `source` to its negation of at most `longest` potentials,
/// through `links` (an "off" always puts on through houses too, as Sudoku Explainer's forcing
/// chains do).
pub(crate) fn shortest_chain(
    run: &mut Run,
    graph: &Graph,
    source: Potential,
    links: Links,
    longest: usize,
    work_left: &mut WorkLeft,
) -> Shortest {
    // A chain of `n` potentials ends `n - 1` links from its source.
    let Some(deepest) = longest.checked_sub(1).filter(|&deepest| deepest > 0) else {
        return Shortest::Beyond;
    };
    run.clear();
    if run.push(source, &[], true).is_none() {
        return Shortest::Cut;
    }
    let mut layer_start = 0;
    let mut depth = 0;
    while depth < deepest.div_ceil(2) && layer_start < run.len() {
        let layer_end = run.len();
        depth += 1;
        for node in layer_start as u16..layer_end as u16 {
            if !work_left.spend() {
                return Shortest::Cut;
            }
            let potential = run.potential(node);
            let via = if potential.is_on() {
                links
            } else {
                links.with_house()
            };
            for (next, _) in graph.derived(potential, via) {
                if !run.contains(next) && run.push(next, &[node], true).is_none() {
                    return Shortest::Cut;
                }
            }
        }
        layer_start = layer_end;
    }
    let exhausted = layer_start == run.len();
    let mut shortest = usize::MAX;
    for node in 0..run.len() as u16 {
        if let Some(other) = run.node_of(run.potential(node).conjugate()) {
            // Walked only for the few nodes whose negation was reached too.
            shortest = shortest.min(run.depth(node) + run.depth(other));
        }
    }
    if shortest <= deepest {
        Shortest::Within(shortest + 1)
    } else if exhausted && shortest == usize::MAX {
        Shortest::Never
    } else {
        Shortest::Beyond
    }
}

/// The deepest a record goes, in layers: what the passes up to a chain of 52 potentials ask
/// (a deeper search is made without a record).
const RECORDED_LAYERS: usize = 26;

// A search that records each potential once fits in a run.
const _: () = assert!(KEYS <= NODES);

/// What the breadth-first search of one source finds, for every depth up to `known`.
#[derive(Clone, Copy)]
struct Record {
    /// Layers known (0: no record): every layer up to this one was reached, the ones
    /// before it followed.
    known: u8,
    /// The search ran out of links: the layers after `known` are empty.
    exhausted: bool,
    /// For each depth, the potentials in the layers before it (what following them spends).
    reached: [u16; RECORDED_LAYERS + 2],
    /// For each depth, the links of the shortest chain whose two halves lie within it
    /// (`u8::MAX`: none).
    shortest: [u8; RECORDED_LAYERS + 1],
}

impl Record {
    const NONE: Record = Record {
        known: 0,
        exhausted: false,
        reached: [0; RECORDED_LAYERS + 2],
        shortest: [u8::MAX; RECORDED_LAYERS + 1],
    };
}

/// The records of one search's sources (one graph), by kind of link (X links, or both):
/// about 250 KB, in fixed arrays like the runs and the graph.
pub(crate) struct Records([[Record; KEYS]; 2]);

impl Records {
    pub(crate) const EMPTY: Records = Records([[Record::NONE; KEYS]; 2]);

    /// Forgets every record (the graph has changed).
    pub(crate) fn clear(&mut self) {
        for records in &mut self.0 {
            for record in records.iter_mut() {
                record.known = 0;
                record.exhausted = false;
            }
        }
    }

    /// `shortest_chain`, answered from the source's record when it goes deep enough (made
    /// deeper first when it does not): the same answer, and the same work spent.
    pub fn shortest_chain(
        &mut self,
        run: &mut Run,
        graph: &Graph,
        source: Potential,
        links: Links,
        longest: usize,
        work_left: &mut WorkLeft,
    ) -> Shortest {
        let Some(deepest) = longest.checked_sub(1).filter(|&deepest| deepest > 0) else {
            return Shortest::Beyond;
        };
        debug_assert!(links.house, "forcing chains put on through houses");
        // The layers the search would follow.
        let followed = deepest.div_ceil(2);
        let record = &mut self.0[usize::from(links.cell)][source.key()];
        let known = usize::from(record.known);
        if !record.exhausted && followed > known {
            if followed > RECORDED_LAYERS {
                return shortest_chain(run, graph, source, links, longest, work_left);
            }
            // Deeper than asked: the next passes ask a few layers more.
            record.search(
                run,
                graph,
                source,
                links,
                (followed + 2).min(RECORDED_LAYERS),
            );
        }
        let depth = followed.min(usize::from(record.known));
        let spent = u32::from(record.reached[depth]);
        if !work_left.spend_many(spent) {
            // The search would have run out on the way (spending all that was left).
            return Shortest::Cut;
        }
        let exhausted = record.reached[depth + 1] == record.reached[depth];
        let shortest = record.shortest[depth];
        let none = shortest == u8::MAX;
        if !none && usize::from(shortest) <= deepest {
            Shortest::Within(usize::from(shortest) + 1)
        } else if exhausted && none {
            Shortest::Never
        } else {
            Shortest::Beyond
        }
    }
}

impl Record {
    /// Searches from `source` breadth first, following `layers` layers at most, and keeps
    /// what each depth finds.
    fn search(
        &mut self,
        run: &mut Run,
        graph: &Graph,
        source: Potential,
        links: Links,
        layers: usize,
    ) {
        run.clear();
        run.push(source, &[], true)
            .expect("an empty run holds a potential");
        // Where each layer starts in the run.
        let mut starts = [0u16; RECORDED_LAYERS + 2];
        let mut layer = 0;
        starts[1] = 1;
        while layer < layers && usize::from(starts[layer]) < run.len() {
            for node in starts[layer]..starts[layer + 1] {
                let potential = run.potential(node);
                let via = if potential.is_on() {
                    links
                } else {
                    links.with_house()
                };
                for (next, _) in graph.derived(potential, via) {
                    if !run.contains(next) {
                        // Every potential is reached once, and a run holds them all.
                        run.push(next, &[node], true)
                            .expect("a run holds every potential");
                    }
                }
            }
            layer += 1;
            starts[layer + 1] = run.len() as u16;
        }
        // `layer`: the last layer reached; it is empty when the links ran out.
        self.exhausted = starts[layer] == starts[layer + 1];
        self.known = layer as u8;
        self.reached[..=layer + 1].copy_from_slice(&starts[..=layer + 1]);
        // The shortest chain whose halves both end within each depth: each pair met at the
        // later of its two nodes, whose layer is the deeper.
        let mut by_deeper_half = [u8::MAX; RECORDED_LAYERS + 1];
        for depth in 0..=layer {
            for node in starts[depth]..starts[depth + 1] {
                if let Some(other) = run.node_of(run.potential(node).conjugate()) {
                    if other < node {
                        // Walked only for the few nodes whose negation was reached too.
                        let links = (depth + run.depth(other)) as u8;
                        by_deeper_half[depth] = by_deeper_half[depth].min(links);
                    }
                }
            }
        }
        let mut shortest = u8::MAX;
        for (within, &met) in self.shortest.iter_mut().zip(&by_deeper_half[..=layer]) {
            shortest = shortest.min(met);
            *within = shortest;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::logic::chains::graph::Graph;
    use crate::logic::chains::potentials::{KEYS, Marks};
    use crate::logic::state::State;
    use std::collections::VecDeque;

    /// Links from `source` to its negation by a plain breadth-first search of the whole
    /// graph, or None.
    fn plain_distance(graph: &Graph, source: Potential, links: Links) -> Option<usize> {
        let mut distance = vec![usize::MAX; KEYS];
        distance[source.key()] = 0;
        let mut queue = VecDeque::from([source]);
        while let Some(potential) = queue.pop_front() {
            let via = if potential.is_on() {
                links
            } else {
                links.with_house()
            };
            for (next, _) in graph.derived(potential, via) {
                if distance[next.key()] == usize::MAX {
                    distance[next.key()] = distance[potential.key()] + 1;
                    queue.push_back(next);
                }
            }
        }
        let found = distance[source.conjugate().key()];
        (found != usize::MAX).then_some(found)
    }

    /// Meeting in the middle finds the length a whole search finds, for every source, both
    /// kinds of link, and limits below, at and above it.
    #[test]
    fn the_half_search_measures_what_the_whole_search_finds() {
        let puzzles = [
            "000000010400000000020000000000050407008000300001090000300400200050100000000806000",
            "064000300010003675370000008040582000000401000000967030400000083137800090008000750",
            "800000000003600000070090200050007000000045700000100030001000068008500010090000400",
        ];
        let mut graph = Box::new(Graph::EMPTY);
        let mut run = Box::new(Run::EMPTY);
        let mut measured = 0;
        for puzzle in puzzles {
            let cells: [u8; 81] = core::array::from_fn(|cell| puzzle.as_bytes()[cell] - b'0');
            let marks = Marks::of(&State::new(&cells, None));
            graph.build(&marks);
            for key in 0..KEYS as u16 {
                let source = Potential::from_key(key);
                if !marks.has(source.cell(), source.digit()) {
                    continue;
                }
                for links in [Links::x(), Links::xy()] {
                    let plain = plain_distance(&graph, source, links);
                    for longest in [2, 5, 8, 13, 40, 4096] {
                        let mut work_left = WorkLeft(u32::MAX);
                        let got = shortest_chain(
                            &mut run,
                            &graph,
                            source,
                            links,
                            longest,
                            &mut work_left,
                        );
                        match (plain, got) {
                            (Some(links), Shortest::Within(length)) => {
                                assert_eq!(length, links + 1, "{puzzle} {source:?}");
                                assert!(length <= longest);
                                measured += 1;
                            }
                            (Some(links), Shortest::Beyond) => assert!(links + 1 > longest),
                            (None, Shortest::Never | Shortest::Beyond) => {}
                            _ => panic!("{puzzle} {source:?} {longest}: {plain:?}"),
                        }
                    }
                }
            }
        }
        assert!(measured > 100, "{measured}");
    }

    /// The records answer what the search answers, with the same work spent, for every
    /// source and both kinds of link, asked in the passes' order (deeper each time) and out
    /// of it, with work limits that suffice and work limits that run out on the way.
    #[test]
    fn a_record_answers_as_the_search_would() {
        let puzzles = [
            "000000010400000000020000000000050407008000300001090000300400200050100000000806000",
            "064000300010003675370000008040582000000401000000967030400000083137800090008000750",
            "800000000003600000070090200050007000000045700000100030001000068008500010090000400",
        ];
        let mut graph = Box::new(Graph::EMPTY);
        let mut run = Box::new(Run::EMPTY);
        let mut records = Box::new(Records::EMPTY);
        let outcome = |shortest: Shortest| match shortest {
            Shortest::Within(length) => length,
            Shortest::Beyond => 10_000,
            Shortest::Never => 20_000,
            Shortest::Cut => 30_000,
        };
        let mut kinds = [0; 4];
        for puzzle in puzzles {
            let cells: [u8; 81] = core::array::from_fn(|cell| puzzle.as_bytes()[cell] - b'0');
            let marks = Marks::of(&State::new(&cells, None));
            graph.build(&marks);
            for order in [
                [2, 6, 8, 10, 14, 18, 26, 34, 50, 4096],
                [50, 6, 8, 2, 26, 10, 4096, 14, 18, 1],
            ] {
                records.clear();
                for key in 0..KEYS as u16 {
                    let source = Potential::from_key(key);
                    if !marks.has(source.cell(), source.digit()) {
                        continue;
                    }
                    for links in [Links::x(), Links::xy()] {
                        for (step, &longest) in order.iter().enumerate() {
                            let units = if step % 3 == 2 {
                                5 + u32::from(key) % 40
                            } else {
                                u32::MAX
                            };
                            let mut searched = WorkLeft(units);
                            let expected = shortest_chain(
                                &mut run,
                                &graph,
                                source,
                                links,
                                longest,
                                &mut searched,
                            );
                            let mut recorded = WorkLeft(units);
                            let got = records.shortest_chain(
                                &mut run,
                                &graph,
                                source,
                                links,
                                longest,
                                &mut recorded,
                            );
                            let expected = outcome(expected);
                            kinds[expected.min(30_000) / 10_000] += 1;
                            assert_eq!(outcome(got), expected, "{puzzle} {source:?} {longest}");
                            assert_eq!(recorded.0, searched.0, "{puzzle} {source:?} {longest}");
                        }
                    }
                }
            }
        }
        // Every answer was given: chains, none within the limit, none at all, cut short.
        assert!(kinds.iter().all(|&count| count > 10), "{kinds:?}");
    }
}
