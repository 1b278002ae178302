//! `sudoku_solve` (separate and shared buffers), `sudoku_validate`,
//! `sudoku_count_solutions` and `Grid::solve` on one grid: a flags byte choosing how bytes
//! become cells, then 81 bytes.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| sudoku_fuzz::run_solve(data));
