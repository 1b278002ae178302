//! Stack: hosts such as .NET may call from threads with small stacks, so the solver's stack
//! use must be bounded and known. Solves the hardest grids known to the tests from a thread
//! with a 64 KiB stack, and measures the stack every export uses by painting it.
//!
//! `cargo test --test small_stack -- --nocapture` prints the measured figure (add `--release`
//! for the optimized build).

use std::hint::black_box;

use sudoku::ffi::{sudoku_count_solutions, sudoku_solve, sudoku_solve_batch, sudoku_validate};
use support::contract::UNTOUCHED;
use support::generate::{Rng, random_puzzle, random_tampered};
use support::hard::SLOWEST;
use support::oracle::{Expected, expected};
use support::{ANTI_BACKTRACKING, cells};

/// The stack of the small thread: what a constrained host might give.
const SMALL_STACK: usize = 64 * 1024;

/// The most stack any export may use. Optimized, as it ships: half the small thread's, the
/// rest left to the host's frames above the call. A debug build uses about twice as much and
/// must still fit in the small thread next to the thread's own start-up frames.
const STACK_BOUND: usize = if cfg!(debug_assertions) {
    60 * 1024
} else {
    32 * 1024
};

/// The hardest grids the tests know (with the answers kept for them: the oracle is slow
/// there), and sparse, dead-end and empty ones, with what the contract prescribes.
fn hard_grids() -> Vec<([u8; 81], Expected)> {
    let mut rng = Rng::new(64);
    let mut grids: Vec<([u8; 81], Expected)> = SLOWEST
        .iter()
        .map(|hard| {
            let want = hard.answer.map_or(Expected::Unsolvable, |answer| {
                Expected::Solved(cells(answer))
            });
            (cells(hard.grid), want)
        })
        .collect();
    let mut others = vec![[0; 81], cells(ANTI_BACKTRACKING)];
    others.extend((0..40).map(|i| random_puzzle(&mut rng, 55 + i % 27)));
    others.extend((0..40).map(|i| random_tampered(&mut rng, 40 + i % 30)));
    grids.extend(others.into_iter().map(|grid| (grid, expected(&grid))));
    grids
}

/// What the exports return for a grid, gathered with nothing but library calls, so that
/// the small thread runs no test machinery.
#[derive(Debug)]
struct Results {
    solved: (i32, [u8; 81]),
    counted: (i32, u64),
    validated: i32,
    batched: (i32, [u8; 81]),
}

fn call_every_export(grid: &[u8; 81]) -> Results {
    let mut out = [UNTOUCHED; 81];
    let mut count = u64::MAX;
    let mut batch_out = [UNTOUCHED; 81];
    let mut batch_status = -1;
    // SAFETY: 81-byte buffers, a writable u64, one writable status; a NULL cell pointer is
    // allowed; the batch of one grid runs on the calling thread.
    unsafe {
        let solved = sudoku_solve(grid.as_ptr(), out.as_mut_ptr()) as i32;
        let counted = sudoku_count_solutions(grid.as_ptr(), 1000, &mut count) as i32;
        let validated = sudoku_validate(grid.as_ptr(), std::ptr::null_mut()) as i32;
        sudoku_solve_batch(
            grid.as_ptr(),
            batch_out.as_mut_ptr(),
            &mut batch_status,
            1,
            1,
        );
        Results {
            solved: (solved, out),
            counted: (counted, count),
            validated,
            batched: (batch_status, batch_out),
        }
    }
}

#[test]
fn every_export_runs_on_a_64_kib_stack() {
    let grids = hard_grids();
    let on_small_stack = {
        let grids: Vec<[u8; 81]> = grids.iter().map(|(grid, _)| *grid).collect();
        std::thread::Builder::new()
            .stack_size(SMALL_STACK)
            .spawn(move || grids.iter().map(call_every_export).collect::<Vec<_>>())
            .unwrap()
            .join()
            .expect("the small-stack thread finished")
    };
    for ((grid, want), results) in grids.iter().zip(&on_small_stack) {
        let want = *want;
        let line = sudoku::Grid::new(*grid).to_line();
        let answer = match want {
            Expected::Solved(answer) => answer,
            _ => [UNTOUCHED; 81],
        };
        assert_eq!(results.solved, (want.status(), answer), "{line}");
        assert_eq!(results.batched, (want.status(), answer), "{line}");
        assert_eq!(results.validated, want.validation().0, "{line}");
        let (count_status, count) = results.counted;
        match want {
            Expected::Solved(_) => assert!(count_status == 0 && count >= 1, "{line}"),
            Expected::Unsolvable => assert_eq!((count_status, count), (0, 0), "{line}"),
            _ => assert_eq!((count_status, count), (want.status(), u64::MAX), "{line}"),
        }
    }
}

/// The pattern painted on the stack before a call.
const PATTERN: u8 = 0xA5;
/// Bytes painted below the measuring frame; the measuring thread's stack is twice this.
const PAINTED: usize = 512 * 1024;
/// Bytes left unpainted right below the measuring frame, for the painting function's own
/// frame: the measurement cannot see use shallower than this.
const UNPAINTED: usize = 2 * 1024;

/// The bytes of stack `run` used below this function's frame: the stack below is painted
/// with a pattern, `run` runs, and the lowest byte that lost the pattern shows how deep it
/// went. Call it on a thread with more than `PAINTED + UNPAINTED` bytes of stack left.
#[inline(never)]
fn stack_used_by(run: impl FnOnce()) -> usize {
    let marker = 0u8;
    let top = black_box(&marker) as *const u8 as usize;
    let (bottom, painted_top) = (top - PAINTED, top - UNPAINTED);
    paint(bottom, painted_top);
    run();
    let lowest = (bottom..painted_top)
        // SAFETY: as in `paint`: this thread's own stack, below every live frame.
        .find(|&address| unsafe { (address as *const u8).read_volatile() } != PATTERN)
        .unwrap_or(painted_top);
    top - lowest
}

#[inline(never)]
fn paint(bottom: usize, top: usize) {
    for address in bottom..top {
        // SAFETY: the caller's thread has PAINTED + UNPAINTED bytes of stack below its frame,
        // so these addresses are mapped stack; they lie below every live frame (this one
        // included, which fits in UNPAINTED), so nothing stored there is overwritten.
        unsafe { (address as *mut u8).write_volatile(PATTERN) };
    }
}

/// One export called on a grid.
type Export = fn(&[u8; 81]);

/// Each export on its own, as the stack measurement calls them.
const EXPORTS: [(&str, Export); 4] = [
    ("sudoku_solve", |grid| {
        let mut out = [0u8; 81];
        // SAFETY: two 81-byte buffers.
        black_box(unsafe { sudoku_solve(grid.as_ptr(), out.as_mut_ptr()) });
    }),
    ("sudoku_count_solutions(1000)", |grid| {
        let mut count = 0;
        // SAFETY: an 81-byte buffer and a writable u64.
        black_box(unsafe { sudoku_count_solutions(grid.as_ptr(), 1000, &mut count) });
    }),
    ("sudoku_validate", |grid| {
        // SAFETY: an 81-byte buffer; a NULL cell pointer is allowed.
        black_box(unsafe { sudoku_validate(grid.as_ptr(), std::ptr::null_mut()) });
    }),
    ("sudoku_solve_batch(1 grid, 1 thread)", |grid| {
        let (mut out, mut status) = ([0u8; 81], 0);
        // SAFETY: one grid, one output, one status; the batch runs on the calling thread.
        black_box(unsafe {
            sudoku_solve_batch(grid.as_ptr(), out.as_mut_ptr(), &mut status, 1, 1)
        });
    }),
];

#[test]
fn stack_use_is_bounded_and_known() {
    let grids: Vec<[u8; 81]> = hard_grids().into_iter().map(|(grid, _)| grid).collect();
    let deepest = std::thread::Builder::new()
        .stack_size(2 * PAINTED)
        .spawn(move || {
            EXPORTS.map(|(name, export)| {
                let deepest = grids
                    .iter()
                    .map(|grid| (stack_used_by(|| export(black_box(grid))), *grid))
                    .max()
                    .expect("grids");
                (name, deepest)
            })
        })
        .unwrap()
        .join()
        .unwrap();
    let profile = if cfg!(debug_assertions) {
        "debug"
    } else {
        "release"
    };
    for (name, (used, grid)) in &deepest {
        let line = sudoku::Grid::new(*grid).to_line();
        if *used > UNPAINTED {
            println!("{name} ({profile}): at most {used} bytes of stack, for {line}");
        } else {
            println!("{name} ({profile}): under {UNPAINTED} bytes, too shallow to measure");
        }
        assert!(
            *used < STACK_BOUND,
            "{name}: {used} bytes of stack, for {line}"
        );
    }
    let solve = deepest[0].1.0;
    assert!(
        solve > UNPAINTED,
        "the measurement saw no stack use by sudoku_solve"
    );
}
