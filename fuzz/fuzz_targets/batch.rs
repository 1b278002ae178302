//! `sudoku_solve_batch` and `sudoku::solve_batch` on up to 24 grids: a flags byte (cell
//! mapping, thread count, in place), then 81 bytes per grid.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| sudoku_fuzz::run_batch(data));
