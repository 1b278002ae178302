//! Solving, counting and generating many puzzles across cores. Each worker thread makes
//! one [`Workspace`] and lends it `&mut` to every puzzle it generates, so the scratch of the
//! ratings is the worker's own, allocated once, and no per-thread pool is involved.

use std::num::NonZeroUsize;
use std::ops::Range;
use std::sync::{Mutex, PoisonError};

use crate::generate::{self, GenerateError, GenerateOptions};
use crate::logic::rating_range::RatingRange;
use crate::logic::workspace::{Scratch, Workspace};
use crate::model::error::SolveError;
use crate::model::grid::Grid;

/// Puzzles a worker claims at a time: small enough that a run of hard puzzles cannot leave
/// the other cores idle, large enough that the shared queue is not contended.
const CHUNK: usize = 16;

/// Solves every puzzle on `threads` threads (0 = one per available core).
///
/// `result[i]` is exactly `puzzles[i].solve()`. Work is shared dynamically, so hard puzzles
/// do not hold up the other threads, and every thread has finished when this returns.
///
/// ```
/// use sudoku::{Grid, SolveError, solve_batch};
///
/// let mut clash = [0; 81];
/// (clash[0], clash[1]) = (6, 6);
/// let puzzles = [Grid::EMPTY, Grid::new(clash)];
/// let results = solve_batch(&puzzles, 2);
/// assert_eq!(results[0], Grid::EMPTY.solve());
/// assert!(matches!(results[1], Err(SolveError::Conflict { digit: 6, .. })));
/// ```
pub fn solve_batch(puzzles: &[Grid], threads: usize) -> Vec<Result<Grid, SolveError>> {
    map_batch(puzzles, threads, Err(SolveError::Unsolvable), Grid::solve)
}

/// Counts every puzzle's completions, up to `limit` each, on `threads` threads (0 = one per
/// available core).
///
/// `result[i]` is exactly `puzzles[i].count_solutions(limit)`; threads as in [`solve_batch`].
/// Limit 2 sorts a batch into puzzles with no, one and several completions.
///
/// ```
/// use sudoku::{Grid, count_batch};
///
/// let solved = Grid::EMPTY.solve()?;
/// let counts = count_batch(&[Grid::EMPTY, solved], 2, 0);
/// assert_eq!(counts, [Ok(2), Ok(1)]);
/// # Ok::<(), sudoku::SolveError>(())
/// ```
pub fn count_batch(puzzles: &[Grid], limit: u64, threads: usize) -> Vec<Result<u64, SolveError>> {
    map_batch(puzzles, threads, Ok(0), |puzzle| {
        puzzle.count_solutions(limit)
    })
}

/// Puzzle `i` from seed `seed + i` (wrapping), for `i` in `0..count`, on `threads` threads
/// (0 = one per core): `result[i]` is exactly `Grid::generate(seed + i, options)`. Each
/// thread rates its puzzles in a [`Workspace`](crate::Workspace) of its own.
///
/// ```
/// use sudoku::{GenerateOptions, Grid, generate_batch};
///
/// let options = GenerateOptions::default();
/// let puzzles = generate_batch(7, &options, 20, 0);
/// assert_eq!(puzzles[3], Grid::generate(10, &options));
/// ```
pub fn generate_batch(
    seed: u64,
    options: &GenerateOptions,
    count: usize,
    threads: usize,
) -> Vec<Result<Grid, GenerateError>> {
    map_indices(
        count,
        threads,
        Err(GenerateError::GaveUp),
        |workspace, index| {
            let seed = seed.wrapping_add(index as u64);
            generate::generate(seed, options, &mut Scratch::Workspace(workspace)).map(Grid::new)
        },
    )
}

/// [`generate_batch`] for puzzles rated within `range` (the options' own range set to it):
/// `result[i]` is exactly `Grid::generate_rated(seed + i, options, range)`.
///
/// ```
/// use sudoku::{GenerateOptions, Grid, RatingRange, generate_rated_batch};
///
/// let (options, range) = (GenerateOptions::default(), RatingRange::at_least(30));
/// let puzzles = generate_rated_batch(7, &options, range, 4, 0);
/// assert_eq!(puzzles[3], Grid::generate_rated(10, &options, range));
/// ```
pub fn generate_rated_batch(
    seed: u64,
    options: &GenerateOptions,
    range: RatingRange,
    count: usize,
    threads: usize,
) -> Vec<Result<Grid, GenerateError>> {
    generate_batch(seed, &options.rating(range), count, threads)
}

/// `job` applied to every puzzle, in order, on `threads` threads (0 = one per core);
/// `placeholder` fills the result slots before the workers overwrite each of them.
fn map_batch<T: Clone + Send>(
    puzzles: &[Grid],
    threads: usize,
    placeholder: T,
    job: impl Fn(&Grid) -> T + Sync,
) -> Vec<T> {
    map_indices(puzzles.len(), threads, placeholder, |_, index| {
        job(&puzzles[index])
    })
}

/// `job(workspace, i)` for every `i` in `0..jobs`, in order of `i`, on `threads` threads (0 =
/// one per core), each worker lending its own workspace to its jobs; `placeholder` fills the
/// result slots before the workers overwrite each of them. For batches whose items are
/// numbered rather than given, such as generation from consecutive seeds.
pub(crate) fn map_indices<T: Clone + Send>(
    jobs: usize,
    threads: usize,
    placeholder: T,
    job: impl Fn(&mut Workspace, usize) -> T + Sync,
) -> Vec<T> {
    let mut results = vec![placeholder; jobs];
    let chunks = results.chunks_mut(CHUNK).enumerate();
    let workers = worker_count(threads);
    run_parallel(
        chunks,
        workers,
        Workspace::new,
        |workspace, (chunk, results)| {
            for (offset, result) in results.iter_mut().enumerate() {
                *result = job(workspace, chunk * CHUNK + offset);
            }
        },
    );
    results
}

/// The threads a batch runs on when `threads` are asked for: that many, or one per available
/// core for 0 (one where the number of cores cannot be read). Every batch function reads its
/// `threads` so, and so does the command-line program's `--threads`. A batch starts no more
/// threads than it has chunks of work.
///
/// ```
/// use sudoku::worker_count;
///
/// assert_eq!(worker_count(3), 3);
/// assert!(worker_count(0) >= 1); // one per core
/// ```
pub fn worker_count(threads: usize) -> usize {
    match threads {
        0 => std::thread::available_parallelism().map_or(1, NonZeroUsize::get),
        threads => threads,
    }
}

/// Calls `job` on `0..jobs` cut into chunks, on `threads` threads (0 = one per core); every
/// thread has finished when this returns. For callers that address their own buffers by
/// index, such as the C batch export.
pub(crate) fn run_chunks(jobs: usize, threads: usize, job: impl Fn(Range<usize>) + Sync) {
    let chunks = (0..jobs)
        .step_by(CHUNK)
        .map(|start| start..(start + CHUNK).min(jobs));
    run_parallel(chunks, worker_count(threads), || (), |(), range| job(range));
}

/// Calls `job` on every item, taking items from a shared queue on `workers` scoped threads
/// (fewer when there are fewer items); the calling thread is one of them. Each worker makes
/// its own state with `state` first and lends it to each of its jobs. Every other thread
/// has exited (joined) when this returns.
fn run_parallel<I, S>(
    items: I,
    workers: usize,
    state: impl Fn() -> S + Sync,
    job: impl Fn(&mut S, I::Item) + Sync,
) where
    I: ExactSizeIterator + Send,
{
    // WebAssembly without threads (wasm32-unknown-unknown) cannot start one: the caller's
    // thread does all the work.
    let workers = if cfg!(all(target_family = "wasm", not(target_feature = "atomics"))) {
        1
    } else {
        threads_for(items.len(), workers)
    };
    let queue = Mutex::new(items);
    let work = || {
        let mut state = state();
        while let Some(item) = next_item(&queue) {
            job(&mut state, item);
        }
    };
    if workers == 1 {
        // No scope: a scope asks for the calling thread's handle, which makes the standard
        // library register a destructor for it with a thread key, code in this library run
        // when the host's thread exits. A host that unloads the library first (a plugin host
        // batching on its own thread) would have its thread call into unmapped code.
        work();
        return;
    }
    std::thread::scope(|scope| {
        let helpers: Vec<_> = (1..workers).map(|_| scope.spawn(work)).collect();
        work();
        // Joined, not left to the scope: the scope only waits until each closure has
        // returned, when the thread may still be running its exit path in this library. A
        // host that unloads the library right after the call needs the threads gone.
        for helper in helpers {
            if let Err(panic) = helper.join() {
                std::panic::resume_unwind(panic);
            }
        }
    });
}

/// Threads for `items` items when `workers` are wanted: never more than the items, at least
/// the calling thread.
fn threads_for(items: usize, workers: usize) -> usize {
    workers.min(items).max(1)
}

/// The next item; the lock is released before the item is worked on.
fn next_item<I: Iterator>(queue: &Mutex<I>) -> Option<I::Item> {
    queue.lock().unwrap_or_else(PoisonError::into_inner).next()
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::atomic::{AtomicUsize, Ordering};

    #[test]
    fn every_index_exactly_once() {
        for threads in [0, 1, 2, 7] {
            let hits: Vec<AtomicUsize> = (0..1000).map(|_| AtomicUsize::new(0)).collect();
            run_chunks(hits.len(), threads, |range| {
                for i in range {
                    hits[i].fetch_add(1, Ordering::Relaxed);
                }
            });
            assert!(hits.iter().all(|h| h.load(Ordering::Relaxed) == 1));
        }
        run_chunks(0, 0, |range| panic!("no jobs, yet called on {range:?}"));
    }

    /// Helper threads whose thread-local destructors have run: the last code a thread runs
    /// before it exits.
    static EXITED: AtomicUsize = AtomicUsize::new(0);

    struct ExitMark;

    impl Drop for ExitMark {
        fn drop(&mut self) {
            // Late on purpose, so that a thread still exiting after the return is caught.
            std::thread::sleep(std::time::Duration::from_millis(20));
            EXITED.fetch_add(1, Ordering::SeqCst);
        }
    }

    thread_local! {
        static MARK: ExitMark = const { ExitMark };
        static WAITED: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
    }

    #[test]
    fn helper_threads_have_exited_on_return() {
        const WORKERS: usize = 4;
        // Every thread holds its first item until all have one, so every helper gets work.
        let all_started = std::sync::Barrier::new(WORKERS);
        let caller = std::thread::current().id();
        run_parallel(
            0..64,
            WORKERS,
            || (),
            |(), _| {
                if !WAITED.replace(true) {
                    all_started.wait();
                }
                if std::thread::current().id() != caller {
                    MARK.with(|_| ());
                }
            },
        );
        assert_eq!(EXITED.load(Ordering::SeqCst), WORKERS - 1);
    }

    #[test]
    fn each_worker_lends_its_one_workspace_to_all_its_jobs() {
        use std::collections::HashMap;
        let seen = Mutex::new(HashMap::new());
        let addresses = map_indices(500, 3, 0, |workspace, _| {
            let address = core::ptr::from_mut(workspace) as usize;
            let mut seen = seen.lock().unwrap();
            let first = *seen.entry(std::thread::current().id()).or_insert(address);
            assert_eq!(first, address, "a worker changed workspaces");
            address
        });
        let workers = seen.into_inner().unwrap().len();
        assert!((1..=3).contains(&workers), "{workers}");
        let mut distinct = addresses;
        distinct.sort_unstable();
        distinct.dedup();
        assert_eq!(distinct.len(), workers);
    }

    #[test]
    fn workers_never_exceed_chunks() {
        assert_eq!(threads_for(1, 8), 1);
        assert_eq!(threads_for(3, 8), 3);
        assert_eq!(threads_for(10_000 / CHUNK, 2), 2);
        assert_eq!(threads_for(0, 4), 1);
    }

    #[test]
    fn zero_threads_means_every_core() {
        assert!(worker_count(0) >= 1);
        assert_eq!(worker_count(3), 3);
    }
}
