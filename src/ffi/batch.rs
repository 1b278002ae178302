//! The exports on many grids at once: the single-grid solve and count, shared between
//! threads.

use super::grid::{solve_one, sudoku_count_solutions};
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
        // SAFETY: the caller guarantees n grids in each buffer and n statuses.
        unsafe { run_batch(&buffers, n, threads) };
        SudokuStatus::Ok
    })
}

/// The caller's buffers of a batch, of which one worker at a time handles index `index`.
trait Batch: Sync {
    /// Handles item `index` and records its status.
    ///
    /// # Safety
    /// `index` must be below the `n` the caller passed.
    unsafe fn handle(&self, index: usize);
}

/// Shares the indices `0..n` of `batch` out between `threads` threads (0 = one per core).
///
/// # Safety
/// `batch` must hold `n` items.
unsafe fn run_batch(batch: &impl Batch, n: usize, threads: u32) {
    let threads = usize::try_from(threads).unwrap_or(usize::MAX);
    run_chunks(n, threads, |range| {
        for index in range {
            // SAFETY: index < n, the items `batch` holds.
            unsafe { batch.handle(index) };
        }
    });
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

impl Batch for BatchBuffers {
    /// Solves grid `index` and records its status; a panic becomes that grid's status.
    unsafe fn handle(&self, index: usize) {
        let offset = index * SUDOKU_CELLS;
        let status = panic_boundary(|| {
            // SAFETY: grid `index` lies inside the caller's `81 * n` bytes of each buffer.
            unsafe { solve_one(self.input.add(offset), self.output.add(offset)) }
        });
        // SAFETY: status `index` lies inside the caller's `n` statuses.
        unsafe { self.statuses.add(index).write_unaligned(status as i32) };
    }
}

/// Counts the completions of `n` grids laid end to end (81 bytes each), each up to `limit`,
/// on `threads` threads (0 = one per available core): what a caller with many puzzles asks
/// when it wants to know which are proper (`limit` 2: 0, 1 or 2 for "several").
///
/// `statuses[i]` receives exactly what `sudoku_count_solutions` returns for grid `i`, and
/// `counts[i]` what it writes: min(completions, limit), written only when that status is
/// `SUDOKU_STATUS_OK`. Each count takes what the single count takes, which grows with
/// `limit` past a few dozen completions: a caller that must
/// be able to stop keeps `limit` small. Threads, ending and allocation as
/// `sudoku_solve_batch`.
///
/// Returns `SUDOKU_STATUS_OK` when the call was well formed (whatever the grids' own
/// statuses), or `SUDOKU_STATUS_NULL_POINTER` when a pointer is NULL and `n > 0`.
///
/// # Safety
/// When `n > 0`: `in` must point to `81 * n` readable bytes, `counts` to `n` writable
/// `uint64_t` and `statuses` to `n` writable `int32_t`, all valid for the whole call.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn sudoku_count_batch(
    r#in: *const u8,
    limit: u64,
    counts: *mut u64,
    statuses: *mut i32,
    n: usize,
    threads: u32,
) -> SudokuStatus {
    panic_boundary(|| {
        if n == 0 {
            return SudokuStatus::Ok;
        }
        require_non_null!(r#in, counts, statuses);
        let buffers = CountBuffers {
            input: r#in,
            counts,
            statuses,
            limit,
        };
        // SAFETY: the caller guarantees n grids, counts and statuses.
        unsafe { run_batch(&buffers, n, threads) };
        SudokuStatus::Ok
    })
}

/// The caller's buffers of a batch count, shared by the worker threads.
struct CountBuffers {
    input: *const u8,
    counts: *mut u64,
    statuses: *mut i32,
    limit: u64,
}

// SAFETY: as for BatchBuffers: the buffers stay valid for the whole call, and each worker
// touches only the grids, counts and statuses of the indices it claimed, each claimed once.
unsafe impl Sync for CountBuffers {}

impl Batch for CountBuffers {
    /// Counts grid `index` and records its status (the single count catches panics).
    unsafe fn handle(&self, index: usize) {
        // SAFETY: grid `index` lies inside the caller's `81 * n` bytes and count `index`
        // inside its `n` counts; both pointers are non-NULL.
        let status = unsafe {
            sudoku_count_solutions(
                self.input.add(index * SUDOKU_CELLS),
                self.limit,
                self.counts.add(index),
            )
        };
        // SAFETY: status `index` lies inside the caller's `n` statuses.
        unsafe { self.statuses.add(index).write_unaligned(status as i32) };
    }
}
