//! The techniques that follow chains of inferences, one file per kind of chain.

pub(crate) mod x_chain;
