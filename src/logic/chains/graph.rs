//! The static implication graph of one candidate state: for every candidate assumed on or
//! off, what the two rules of `potentials.rs` derive from it, computed once per search.
//!
//! The static chains (cycles, forcing chains, multiple forcing chains) follow the same
//! links from the same grid thousands of times in one search; reading them from this table
//! instead of deriving them again each time is what makes those searches affordable. The
//! dynamic chains change their grid as they go and derive their links themselves.

use core::cell::RefCell;

use super::potentials::{BY_CELL, KEYS, Links, Marks, Potential, off_to_on, on_to_off};

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
}

impl Graph {
    pub(crate) const EMPTY: Graph = Graph {
        start: [0; KEYS + 1],
        edges: [0; EDGES],
    };

    /// The links of `marks`, both kinds (each use picks its kinds with `derived`).
    pub fn build(&mut self, marks: &Marks) {
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
}
