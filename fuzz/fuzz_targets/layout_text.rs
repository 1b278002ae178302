//! `str::parse::<LayoutGrid>` and `str::parse::<Layout>` on arbitrary text; what they accept
//! prints back to itself, and its answers hold against a row-major backtracker.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| sudoku_fuzz::run_layout_text(data));
