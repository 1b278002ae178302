//! The checks the fuzz targets run: the tests' own oracle and contract checks
//! (the `tests/support` crate), so that a fuzz finding and a `cargo test` failure mean the
//! same thing.


pub use support::fpuzzles_input::run_fpuzzles;
pub use support::fuzz_input::{run_batch, run_parse, run_solve};
pub use support::layout_input::{run_layout_fpuzzles, run_layout_text};
