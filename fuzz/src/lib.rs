//! The checks the fuzz targets run: the tests' own oracle and contract checks
//! (`tests/support`), compiled into this crate so that a fuzz finding and a `cargo test`
//! failure mean the same thing.

// This crate uses a part of the tests' helpers.
#[allow(dead_code)]
#[path = "../../tests/support/mod.rs"]
mod support;

pub use support::fuzz_input::{run_batch, run_parse, run_solve};
