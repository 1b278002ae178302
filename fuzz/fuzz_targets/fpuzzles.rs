//! `sudoku::fpuzzles::parse` and `decompress_link` on arbitrary text (JSON, links, garbage);
//! what they accept holds every promise of `FPuzzlesBoard`.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| sudoku_fuzz::run_fpuzzles(data));
