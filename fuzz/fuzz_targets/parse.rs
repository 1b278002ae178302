//! `str::parse::<Grid>` on arbitrary text, then every single-grid export on what it accepts;
//! `sudoku_parse` on the same bytes.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| sudoku_fuzz::run_parse(data));
