//! The export on many grids at once: the single-grid solve, shared between threads.

use super::grid::solve_one;
use super::{SUDOKU_CELLS, SudokuStatus, panic_boundary};
use crate::batch::run_chunks;

/// Solves `n` grids laid end to end (81 bytes each) on `threads` threads (0 = one per
/// available core).
///
/// `statuses[i]` receives exactly what `sudoku_solve` returns for grid `i`, and grid `i` of
/// `out` is written only when that is `SUDOKU_STATUS_OK`. `in` and `out` may be the same
/// buffer, but must not otherwise overlap. Work is shared dynamically between the threads,
/// and every thread has finished before the call returns, so the library can be unloaded
/// right after. Unlike the single-grid functions, this one allocates (for its threads).
///
/// Returns `SUDOKU_STATUS_OK` when the call was well formed (whatever the grids' own
/// statuses), or `SUDOKU_STATUS_NULL_POINTER` when a pointer is NULL and `n > 0`.
///
/// # Safety
/// When `n > 0`: `in` must point to `81 * n` readable bytes, `out` to `81 * n` writable
/// bytes and `statuses` to `n` writable `int32_t`, all valid for the whole call.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn sudoku_solve_batch(
    r#in: *const u8,
    out: *mut u8,
    statuses: *mut i32,
    n: usize,
    threads: u32,
) -> SudokuStatus {
    panic_boundary(|| {
        if n == 0 {
            return SudokuStatus::Ok;
        }
        require_non_null!(r#in, out, statuses);
        let buffers = BatchBuffers {
            input: r#in,
            output: out,
            statuses,
        };
        let threads = usize::try_from(threads).unwrap_or(usize::MAX);
        run_chunks(n, threads, |range| {
            for index in range {
                // SAFETY: index < n, and the caller guarantees n grids and n statuses.
                unsafe { buffers.solve(index) };
            }
        });
        SudokuStatus::Ok
    })
}

/// The caller's batch buffers, shared by the worker threads.
struct BatchBuffers {
    input: *const u8,
    output: *mut u8,
    statuses: *mut i32,
}

// SAFETY: the caller guarantees the buffers stay valid for the whole call, and each worker
// reads and writes only the grids and statuses of the indices it claimed from the queue,
// which hands out each index once.
unsafe impl Sync for BatchBuffers {}

impl BatchBuffers {
    /// Solves grid `index` and records its status; a panic becomes that grid's status.
    ///
    /// # Safety
    /// `index` must be below the `n` the caller passed.
    unsafe fn solve(&self, index: usize) {
        let offset = index * SUDOKU_CELLS;
        let status = panic_boundary(|| {
            // SAFETY: grid `index` lies inside the caller's `81 * n` bytes of each buffer.
            unsafe { solve_one(self.input.add(offset), self.output.add(offset)) }
        });
        // SAFETY: status `index` lies inside the caller's `n` statuses.
        unsafe { self.statuses.add(index).write_unaligned(status as i32) };
    }
}
