//! The native side of the npm package's benchmark (`js/bench/bench.js`, which runs this):
//! the C batch calls the WebAssembly module makes, `sudoku_solve_batch` and
//! `sudoku_count_batch` (limit 2) on one thread, timed on the grids of one puzzle file,
//! parsed beforehand. Prints one line: `PUZZLES SOLVE_SECONDS COUNT_SECONDS`, each the
//! fastest of ROUNDS (default 3).
//!
//! ```sh
//! cargo run --release --example batch_rates -- FILE [ROUNDS]
//! ```

use std::time::Instant;

use sudoku::Grid;
use sudoku::ffi::{sudoku_count_batch, sudoku_solve_batch};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let path = args.first().expect("usage: batch_rates FILE [ROUNDS]");
    let rounds: usize = args
        .get(1)
        .map_or(3, |n| n.parse().expect("ROUNDS is a number"));
    let text = std::fs::read_to_string(path).expect("the puzzle file is readable");
    let cells: Vec<u8> = text
        .lines()
        .filter(|line| !sudoku::is_blank_or_comment(line.as_bytes()))
        .flat_map(|line| {
            let grid: Grid = line.parse().expect("every line of a set is a puzzle");
            *grid.cells()
        })
        .collect();
    let n = cells.len() / 81;
    let mut answers = vec![0u8; cells.len()];
    let mut counts = vec![0u64; n];
    let mut statuses = vec![0i32; n];
    let fastest = |mut call: Box<dyn FnMut() + '_>| {
        (0..rounds.max(1))
            .map(|_| {
                let start = Instant::now();
                call();
                start.elapsed().as_secs_f64()
            })
            .fold(f64::INFINITY, f64::min)
    };
    let solve = fastest(Box::new(|| {
        // SAFETY: the buffers hold n grids, n answers and n statuses for the whole call.
        let status = unsafe {
            sudoku_solve_batch(
                cells.as_ptr(),
                answers.as_mut_ptr(),
                statuses.as_mut_ptr(),
                n,
                1,
            )
        };
        assert_eq!(status as i32, 0);
    }));
    let count = fastest(Box::new(|| {
        // SAFETY: as above, with n counts.
        let status = unsafe {
            sudoku_count_batch(
                cells.as_ptr(),
                2,
                counts.as_mut_ptr(),
                statuses.as_mut_ptr(),
                n,
                1,
            )
        };
        assert_eq!(status as i32, 0);
    }));
    println!("{n} {solve:.6} {count:.6}");
}
