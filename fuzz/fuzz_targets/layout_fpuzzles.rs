//! `LayoutGrid::from_fpuzzles_text` on arbitrary text (JSON, links, garbage); what it accepts
//! has the board's givens, prints back to itself in the text form, and its answers hold.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| sudoku_fuzz::run_layout_fpuzzles(data));
