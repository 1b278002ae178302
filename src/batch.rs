//! Solving many puzzles across cores.

use std::num::NonZeroUsize;
use std::ops::Range;
use std::sync::{Mutex, PoisonError};

use crate::{Grid, SolveError};

/// Puzzles a worker claims at a time: small enough that a run of hard puzzles cannot leave
/// the other cores idle, large enough that the shared queue is not contended.
pub(crate) const CHUNK: usize = 16;

/// Solves every puzzle on `threads` threads (0 = one per available core).
///
/// `result[i]` is exactly `puzzles[i].solve()`. Work is shared dynamically, so hard puzzles
/// do not hold up the other threads, and every thread has finished when this returns.
pub fn solve_batch(puzzles: &[Grid], threads: usize) -> Vec<Result<Grid, SolveError>> {
    map_batch(puzzles, threads, Err(SolveError::Unsolvable), Grid::solve)
}

/// Counts every puzzle's completions, up to `limit` each, on `threads` threads (0 = one per
/// available core).
///
/// `result[i]` is exactly `puzzles[i].count_solutions(limit)`; threads as in [`solve_batch`].
/// Limit 2 sorts a batch into puzzles with no, one and several completions.
pub fn count_batch(puzzles: &[Grid], limit: u64, threads: usize) -> Vec<Result<u64, SolveError>> {
    map_batch(puzzles, threads, Ok(0), |puzzle| {
        puzzle.count_solutions(limit)
    })
}

/// `job` applied to every puzzle, in order, on `threads` threads (0 = one per core);
/// `placeholder` fills the result slots before the workers overwrite each of them.
fn map_batch<T: Clone + Send>(
    puzzles: &[Grid],
    threads: usize,
    placeholder: T,
    job: impl Fn(&Grid) -> T + Sync,
) -> Vec<T> {
    let mut results = vec![placeholder; puzzles.len()];
    let chunks = puzzles.chunks(CHUNK).zip(results.chunks_mut(CHUNK));
    run_parallel(
        chunks,
        worker_count(puzzles.len(), threads),
        |(puzzles, results)| {
            for (puzzle, result) in puzzles.iter().zip(results) {
                *result = job(puzzle);
            }
        },
    );
    results
}

/// `0..jobs` cut into the ranges workers claim one at a time.
pub(crate) fn chunk_ranges(jobs: usize) -> impl Iterator<Item = Range<usize>> + Send {
    (0..jobs)
        .step_by(CHUNK)
        .map(move |start| start..(start + CHUNK).min(jobs))
}

/// The number of threads a batch of `jobs` puzzles runs on when `threads` are requested
/// (0 = one per available core): never more than there are chunks to share.
pub(crate) fn worker_count(jobs: usize, threads: usize) -> usize {
    let wanted = if threads == 0 {
        std::thread::available_parallelism().map_or(1, NonZeroUsize::get)
    } else {
        threads
    };
    wanted.min(jobs.div_ceil(CHUNK)).max(1)
}

/// Calls `job` on every item, taking items from a shared queue on `workers` scoped threads;
/// the calling thread is one of them. Every other thread has exited (joined) when this
/// returns.
pub(crate) fn run_parallel<I>(items: I, workers: usize, job: impl Fn(I::Item) + Sync)
where
    I: Iterator + Send,
{
    let queue = Mutex::new(items);
    let work = || {
        while let Some(item) = next_item(&queue) {
            job(item);
        }
    };
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
            run_parallel(chunk_ranges(hits.len()), threads.max(1), |range| {
                for i in range {
                    hits[i].fetch_add(1, Ordering::Relaxed);
                }
            });
            assert!(hits.iter().all(|h| h.load(Ordering::Relaxed) == 1));
        }
        assert_eq!(chunk_ranges(0).count(), 0);
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
        run_parallel(0..64, WORKERS, |_| {
            if !WAITED.replace(true) {
                all_started.wait();
            }
            if std::thread::current().id() != caller {
                MARK.with(|_| ());
            }
        });
        assert_eq!(EXITED.load(Ordering::SeqCst), WORKERS - 1);
    }

    #[test]
    fn workers_never_exceed_chunks() {
        assert_eq!(worker_count(1, 8), 1);
        assert_eq!(worker_count(CHUNK * 3, 8), 3);
        assert_eq!(worker_count(10_000, 2), 2);
        assert!(worker_count(10_000, 0) >= 1);
        assert_eq!(worker_count(0, 0), 1);
    }
}
