//! `str::parse::<Grid>` on arbitrary text, then every single-grid export on what it accepts.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| sudoku_fuzz::run_parse(data));
