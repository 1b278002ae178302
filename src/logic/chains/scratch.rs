//! The scratch memory of the chain searches: the graph, runs and records a search fills and
//! reads back, each too large for the stack. It lives in a [`Workspace`] that the caller owns
//! and lends `&mut` down the searches (as regex's `Cache`), so that a search finds its
//! scratch free by construction: a nested search's inner passes have their own part
//! ([`InnerScratch`]), never the outer search's.
//!
//! The searches take the parts by reference ([`ChainScratch`]), so that where they are kept
//! is the owner's choice: on the heap in a [`Workspace`], or in fixed arrays
//! ([`ChainArrays`]) where a call must not allocate.
//!
//! [`Workspace`]: crate::Workspace

use super::cycles::CycleRecords;
use super::graph::Graph;
use super::run::Run;
use super::shortest::Records;
use super::static_probe::Probe;

/// The scratch of one chain search, lent part by part.
pub(crate) struct ChainScratch<'a> {
    /// The links of the grid searched (`graph.rs`).
    pub graph: &'a mut Graph,
    /// The runs of the search: the second for the branches that multiple chains compare.
    pub runs: &'a mut [Run; 2],
    /// What the forcing chains' breadth-first searches found from each source.
    pub records: &'a mut Records,
    /// What the cycles' walks found from each source.
    pub cycle_records: &'a mut CycleRecords,
    /// The scratch of a nested search's inner passes, which run within the outer search.
    pub inner: InnerScratch<'a>,
}

/// The scratch of the inner passes of a nested search (`nested.rs`): a graph built on each
/// pass's grid, the probes of its assumptions, and the run of its inner chains.
pub(crate) struct InnerScratch<'a> {
    pub graph: &'a mut Graph,
    pub probe: &'a mut Probe,
    pub run: &'a mut Run,
}

/// The parts of [`ChainScratch`] on the heap, each allocated apart (none is built whole on
/// the stack first, even in a debug build): about a megabyte.
pub(crate) struct BoxedChainScratch {
    graph: Box<Graph>,
    runs: Box<[Run; 2]>,
    records: Box<Records>,
    cycle_records: Box<CycleRecords>,
    inner_graph: Box<Graph>,
    probe: Box<Probe>,
    inner_run: Box<Run>,
}

impl BoxedChainScratch {
    pub(crate) fn new() -> BoxedChainScratch {
        BoxedChainScratch {
            graph: Box::new(Graph::EMPTY),
            runs: Box::new([Run::EMPTY, Run::EMPTY]),
            records: Box::new(Records::EMPTY),
            cycle_records: Box::new(CycleRecords::EMPTY),
            inner_graph: Box::new(Graph::EMPTY),
            probe: Box::new(Probe::EMPTY),
            inner_run: Box::new(Run::EMPTY),
        }
    }

    pub(crate) fn lend(&mut self) -> ChainScratch<'_> {
        ChainScratch {
            graph: &mut self.graph,
            runs: &mut self.runs,
            records: &mut self.records,
            cycle_records: &mut self.cycle_records,
            inner: InnerScratch {
                graph: &mut self.inner_graph,
                probe: &mut self.probe,
                run: &mut self.inner_run,
            },
        }
    }
}

/// The parts of [`ChainScratch`] in fixed arrays, made at compile time: for a place that
/// holds them without allocating (a thread's static storage).
pub(crate) struct ChainArrays {
    graph: Graph,
    runs: [Run; 2],
    records: Records,
    cycle_records: CycleRecords,
    inner_graph: Graph,
    probe: Probe,
    inner_run: Run,
}

impl ChainArrays {
    pub(crate) const EMPTY: ChainArrays = ChainArrays {
        graph: Graph::EMPTY,
        runs: [Run::EMPTY, Run::EMPTY],
        records: Records::EMPTY,
        cycle_records: CycleRecords::EMPTY,
        inner_graph: Graph::EMPTY,
        probe: Probe::EMPTY,
        inner_run: Run::EMPTY,
    };

    pub(crate) fn lend(&mut self) -> ChainScratch<'_> {
        ChainScratch {
            graph: &mut self.graph,
            runs: &mut self.runs,
            records: &mut self.records,
            cycle_records: &mut self.cycle_records,
            inner: InnerScratch {
                graph: &mut self.inner_graph,
                probe: &mut self.probe,
                run: &mut self.inner_run,
            },
        }
    }
}

/// Runs `job` with inner scratch of its own, for the tests of the inner passes.
#[cfg(test)]
pub(crate) fn with_test_inner<T>(job: impl FnOnce(&mut InnerScratch<'_>) -> T) -> T {
    let mut boxed = BoxedChainScratch::new();
    job(&mut boxed.lend().inner)
}
