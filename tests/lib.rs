//! The integration tests: one binary, a module per subject (as the `regex` crate lays them
//! out), so that `cargo test` compiles and links them once. Tests that must own their process
//! are binaries of their own in `own_process/`: the counting global allocator, the thread
//! count around `dlopen` cycles, and the small-stack measurement. The helpers all of them
//! share are the internal crate in `support/`.

mod api;
mod app_contract;
mod callers;
#[cfg(feature = "cli")]
mod cli;
mod contract;
mod differential;
mod dynamic_plus;
mod error_detail;
mod floors;
mod generation;
mod grammar;
mod header;
mod hint_chains;
mod hints;
mod killer_generation;
mod killers;
mod layout_abi;
mod layout_generation;
mod layout_logic;
mod layout_oracle;
mod layouts;
mod npm_package;
mod packaging;
mod properties;
mod python_package;
mod readme;
mod robustness;
mod se_ratings;
mod tree_words;
