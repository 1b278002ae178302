//! The scratch memory a rating or a hint works in, owned by the caller.

pub(crate) use super::chains::scratch::ChainArrays;
use super::chains::scratch::{BoxedChainScratch, ChainScratch};

/// Scratch memory for rating puzzles and finding hints, owned by the caller and lent to
/// each call (as regex's `Cache`): a caller that rates many puzzles makes one per thread
/// and passes it to [`Grid::rate_in`](crate::Grid::rate_in), so the scratch is allocated
/// once.
///
/// Making one allocates nothing; the first search that needs scratch (a chain search, on
/// the harder puzzles) allocates about a megabyte, kept until the workspace is dropped.
/// The calls that take no workspace ([`Grid::rate`](crate::Grid::rate), the hints,
/// generation, the C functions) allocate nothing: they work in fixed arrays kept per
/// thread.
///
/// ```
/// use sudoku::{Grid, RateOptions, Workspace};
///
/// let mut workspace = Workspace::new();
/// let puzzle: Grid = "083020090000800100029300008000098700070\
///                     000060006740000300006980002005000010030540".parse()?;
/// let rating = puzzle.rate_in(&RateOptions::new(), &mut workspace)?;
/// assert_eq!(rating, puzzle.rate()?);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Default)]
pub struct Workspace {
    chains: Option<BoxedChainScratch>,
}

impl Workspace {
    /// An empty workspace: nothing is allocated until a search needs it.
    pub const fn new() -> Workspace {
        Workspace { chains: None }
    }

    fn chains(&mut self) -> ChainScratch<'_> {
        self.chains
            .get_or_insert_with(BoxedChainScratch::new)
            .lend()
    }
}

impl core::fmt::Debug for Workspace {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.debug_struct("Workspace")
            .field("allocated", &self.chains.is_some())
            .finish()
    }
}

/// What the searches of one call work in: a caller's [`Workspace`], one of its own, or fixed
/// arrays.
pub(crate) enum Scratch<'a> {
    Workspace(&'a mut Workspace),
    Own(Workspace),
    Arrays(&'a mut ChainArrays),
}

impl Scratch<'_> {
    /// A workspace of the call's own, allocated on first use and dropped with it.
    pub(crate) const fn fresh() -> Scratch<'static> {
        Scratch::Own(Workspace::new())
    }

    /// The chain searches' scratch (a workspace's, allocated on first use).
    pub(crate) fn chains(&mut self) -> ChainScratch<'_> {
        match self {
            Scratch::Workspace(workspace) => workspace.chains(),
            Scratch::Own(workspace) => workspace.chains(),
            Scratch::Arrays(arrays) => arrays.lend(),
        }
    }
}
