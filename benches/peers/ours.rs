//! Our two calls, timed the way run_benchmark times its solvers, so that the rates compare:
//! a warm-up, then whole passes over the set until the time is spent; puzzles/s is the
//! puzzles solved over the time. Through the C ABI, as a C caller (or tdoku's) sees it.

use std::hint::black_box;
use std::time::{Duration, Instant};

use sudoku::ffi::{SudokuStatus, sudoku_count_solutions, sudoku_solve};

use support::reference::is_completion_of;

#[derive(Clone, Copy)]
pub enum Call {
    /// `sudoku_solve`: the exact (lexicographically smallest) completion.
    Solve,
    /// `sudoku_count_solutions(grid, 2)`: what a generator asks to prove uniqueness.
    CountToTwo,
    /// The search kernel's count to two, called directly (it has no C export yet).
    #[cfg(feature = "kernel-bench")]
    KernelCountToTwo,
}

impl Call {
    fn run(self, puzzle: &[u8; 81]) -> SudokuStatus {
        match self {
            Call::Solve => {
                let mut out = [0u8; 81];
                // SAFETY: both buffers are 81 bytes.
                let status = unsafe { sudoku_solve(puzzle.as_ptr(), out.as_mut_ptr()) };
                black_box(out);
                status
            }
            Call::CountToTwo => {
                let mut count = 0u64;
                // SAFETY: an 81-byte buffer and a writable u64.
                let status = unsafe { sudoku_count_solutions(puzzle.as_ptr(), 2, &mut count) };
                black_box(count);
                status
            }
            #[cfg(feature = "kernel-bench")]
            Call::KernelCountToTwo => match sudoku::kernel_count_within(puzzle, 2, u64::MAX) {
                sudoku::Counted::Finished(count) => {
                    black_box(count);
                    SudokuStatus::Ok
                }
                sudoku::Counted::BudgetExceeded(_) => SudokuStatus::BudgetExceeded,
            },
        }
    }

    /// Puzzles per second over whole passes after `warmup`, until `seconds` have passed.
    pub fn rate(self, puzzles: &[[u8; 81]], warmup: u32, seconds: u32) -> f64 {
        let pass = || {
            for puzzle in puzzles {
                black_box(self.run(black_box(puzzle)));
            }
        };
        let start = Instant::now();
        while start.elapsed() < Duration::from_secs(warmup.into()) {
            pass();
        }
        let (start, mut solved) = (Instant::now(), 0);
        while solved == 0 || start.elapsed() < Duration::from_secs(seconds.into()) {
            pass();
            solved += puzzles.len();
        }
        solved as f64 / start.elapsed().as_secs_f64()
    }

    /// Microseconds of one call on each puzzle.
    pub fn latencies(self, puzzles: &[[u8; 81]]) -> Vec<f64> {
        puzzles
            .iter()
            .map(|puzzle| {
                let start = Instant::now();
                black_box(self.run(black_box(puzzle)));
                start.elapsed().as_secs_f64() * 1e6
            })
            .collect()
    }
}

/// Checks, untimed, that both calls answer every puzzle: a completion, and a count of one or
/// two. A rate of calls that fail would measure nothing.
pub fn check(name: &str, puzzles: &[[u8; 81]]) -> Result<(), String> {
    for puzzle in puzzles {
        let line = || -> String { puzzle.iter().map(|&d| char::from(b'0' + d)).collect() };
        let mut out = [0u8; 81];
        // SAFETY: both buffers are 81 bytes.
        let status = unsafe { sudoku_solve(puzzle.as_ptr(), out.as_mut_ptr()) };
        if status != SudokuStatus::Ok || !is_completion_of(puzzle, &out) {
            return Err(format!(
                "{name}: sudoku_solve gives {status:?} on {}",
                line()
            ));
        }
        let mut count = 0u64;
        // SAFETY: an 81-byte buffer and a writable u64.
        let status = unsafe { sudoku_count_solutions(puzzle.as_ptr(), 2, &mut count) };
        if status != SudokuStatus::Ok || !(1..=2).contains(&count) {
            return Err(format!(
                "{name}: count to two gives {status:?}, {count} on {}",
                line()
            ));
        }
        #[cfg(feature = "kernel-bench")]
        if sudoku::kernel_count_within(puzzle, 2, u64::MAX) != sudoku::Counted::Finished(count) {
            return Err(format!("{name}: the kernel's count differs on {}", line()));
        }
    }
    Ok(())
}
