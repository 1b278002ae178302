//! `sudoku_solve` never touches the heap: counted with a global allocator, which needs a
//! binary of its own.

// This binary uses a part of the shared helpers.
#[allow(dead_code)]
#[path = "../support/mod.rs"]
mod support;

use std::alloc::{GlobalAlloc, Layout, System};
use std::cell::Cell;

use sudoku::ffi::sudoku_solve;
use support::generate::{Rng, random_puzzle, random_tampered};
use support::{ANTI_BACKTRACKING, cells};

struct Counting;

thread_local! {
    static ALLOCATIONS: Cell<u64> = const { Cell::new(0) };
}

// SAFETY: forwards to the system allocator; the counter is a const-initialized thread local
// that needs no allocation itself.
unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        ALLOCATIONS.with(|count| count.set(count.get() + 1));
        // SAFETY: same contract as the caller's.
        unsafe { System.alloc(layout) }
    }
    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        // SAFETY: same contract as the caller's.
        unsafe { System.dealloc(ptr, layout) }
    }
}

#[global_allocator]
static GLOBAL: Counting = Counting;

#[test]
fn solving_allocates_nothing() {
    let mut rng = Rng::new(81);
    let mut inputs: Vec<[u8; 81]> = (0..300).map(|i| random_puzzle(&mut rng, i % 82)).collect();
    inputs.extend((0..100).map(|i| random_tampered(&mut rng, 30 + i % 50)));
    inputs.push(cells(ANTI_BACKTRACKING));
    let mut invalid = [0u8; 81];
    invalid[5] = 42;
    inputs.push(invalid);
    let mut out = [0u8; 81];
    let probe_start = ALLOCATIONS.with(Cell::get);
    drop(std::hint::black_box(vec![0u8; 81]));
    assert_eq!(
        ALLOCATIONS.with(Cell::get),
        probe_start + 1,
        "the counter sees allocations"
    );
    let before = ALLOCATIONS.with(Cell::get);
    for input in &inputs {
        // SAFETY: both buffers are 81 bytes.
        unsafe { sudoku_solve(input.as_ptr(), out.as_mut_ptr()) };
    }
    let after = ALLOCATIONS.with(Cell::get);
    assert_eq!(
        after - before,
        0,
        "heap allocations during {} solves",
        inputs.len()
    );
}
