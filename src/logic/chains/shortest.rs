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

use super::graph::Graph;
use super::potentials::{Links, Potential};
use super::run::{Budget, Run};

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
    budget: &mut Budget,
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
            if !budget.spend() {
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
                        let mut budget = Budget(u32::MAX);
                        let got =
                            shortest_chain(&mut run, &graph, source, links, longest, &mut budget);
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
}
