//! The checks the fuzz targets run: the tests' own oracle and contract checks
//! (`tests/common`), compiled into this crate so that a fuzz finding and a `cargo test`
//! failure mean the same thing.

#[path = "../../tests/common/mod.rs"]
mod common;

pub use common::fuzz_input::{run_batch, run_parse, run_solve};
