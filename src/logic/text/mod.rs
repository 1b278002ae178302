//! The hint's English sentence, written into a caller's buffer without the heap.
//!
//! One sentence per technique or family ([`sentences`], which the catalog names), built from
//! the shared [`phrases`]; chains have their own shapes ([`chain`]), unique loops and BUG
//! theirs ([`uniqueness`]), the killer techniques theirs ([`killer`]); [`names`] says what each house is called, and [`buffer`] writes a
//! sentence into a caller's bytes.

mod buffer;
mod chain;
mod chain_lines;
pub(crate) mod killer;
mod names;
mod phrases;
pub(crate) use names::HouseNames;
pub(crate) mod sentences;
mod uniqueness;

use core::fmt::{self, Write};

use super::catalog;
use super::geometry::Classic;
use super::hint::{ChainHint, Hint};

/// The sentence of `hint`, for example `Hidden single: in box 5, 7 fits only r5c4.`: the
/// technique's name, then the sentence its catalog entry names.
pub(crate) fn describe(hint: &Hint, f: &mut dyn Write) -> fmt::Result {
    describe_in(hint, &Classic, f)
}

/// [`describe`] for a hint on a grid whose houses `names` tells.
pub(crate) fn describe_in(hint: &Hint, names: &dyn HouseNames, f: &mut dyn Write) -> fmt::Result {
    write!(f, "{}: ", hint.technique())?;
    (catalog::entry(hint.technique()).sentence)(f, hint, names)?;
    f.write_str(".")
}

impl fmt::Display for Hint {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        describe(self, f)
    }
}

/// The sentence of `hint` told step by step along `chain`'s lines when it has them and they
/// have the shape of its kind, else the hint's sentence.
pub(crate) fn describe_explained(hint: &ChainHint, f: &mut dyn Write) -> fmt::Result {
    let lines = hint
        .chain()
        .and_then(|chain| chain_lines::describe_lines(f, hint.hint(), chain));
    lines.unwrap_or_else(|| describe(hint.hint(), f))
}

/// [`ChainHint::explained`]: the sentence with every step of the chain.
#[derive(Clone, Copy, Debug)]
pub struct Explained<'a>(&'a ChainHint);

impl fmt::Display for Explained<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        describe_explained(self.0, f)
    }
}

impl ChainHint {
    /// The hint's sentence with its chain told step by step, for a player who wants to
    /// follow it: `Cell forcing chains: if r1c2 is 3, then r1c7 is not 3, ...; if r1c2 is
    /// 8, ...; either way r5c5 is not 7.` For a hint without a [`chain`](ChainHint::chain),
    /// its [`Display`](fmt::Display) sentence.
    pub fn explained(&self) -> Explained<'_> {
        Explained(self)
    }
}

impl Hint {
    /// Whether the hint lists the cells and houses its technique's sentence names: always
    /// for the hints this library makes; checked for a hint handed back from C.
    // The counts guard the indexing in the sentences (`key[0]`, `named[1]`, ...): they live in
    // the catalog beside the sentence, so that the two change together.
    pub(crate) fn describable(&self) -> bool {
        let shape = catalog::entry(self.technique()).shape;
        self.cell_list().len() >= shape.cells && self.house_list().len() >= shape.houses
    }
}
