//! What the program does with each puzzle, and the bulk pipeline that does it. Puzzles
//! stream through the program in small chunks, so that memory stays bounded however long the
//! input is, and reading and writing overlap the solving:
//!
//! 1. a reading thread frames lines and parses them into chunks of [`CHUNK_PUZZLES`]
//!    puzzles, numbered in input order;
//! 2. worker threads each take the next chunk and [`answer`] its puzzles one by one with the
//!    library's single-grid functions;
//! 3. a writing thread prints the answers in input order, holding back chunks that finish
//!    early, and the diagnostics.
//!
//! The workers live as long as the run, so no core waits at the end of a chunk for the others
//! to finish theirs: only the last few chunks of the whole input are uneven. Chunks are
//! small, so that the first answers start early and that uneven end is short.
//!
//! Memory is bounded by construction: a fixed set of chunk buffers circulates from the
//! reader through the workers to the writer and back. The reader waits for a free buffer, so
//! a slow writer or one slow chunk holds the whole pipeline to that many chunks. When the
//! writer stops (stdout was closed), no buffer comes back and the reader stops too.

use std::collections::BTreeMap;
use std::io::{self, BufWriter, Write};
use std::sync::mpsc::{Receiver, SyncSender, sync_channel};
use std::sync::{Mutex, PoisonError};
use std::thread;

use sudoku::{Counted, Grid, PuzzleError, is_blank_or_comment, worker_count};

use super::args::Mode;
use super::input::{self, Line, Lines, Reader, Source};
use super::layouts::{answer_layout, read_layout_line};
use super::outcome::Outcome;
use super::output::{Place, Progress, Stats, diagnostic, write_answer_line};

/// The outcome of asking `mode`'s question of one puzzle.
pub fn answer(mode: Mode, puzzle: &Grid) -> Outcome {
    match mode {
        Mode::Solve => puzzle
            .solve()
            .map_or_else(Outcome::Rejected, Outcome::Solved),
        Mode::Count { limit, max_work } => match puzzle.count_solutions_within(limit, max_work) {
            Ok(Counted::Finished(count)) => Outcome::Counted(count),
            Ok(Counted::BudgetExceeded(count)) => Outcome::CountStopped(count),
            Err(error) => Outcome::Rejected(error),
        },
        Mode::Check => puzzle
            .validate()
            .map_or_else(Outcome::Rejected, |()| Outcome::Valid),
        Mode::Rate { max_work } => match puzzle.rate_within(max_work) {
            Ok(rating) => Outcome::Rated(rating),
            Err(PuzzleError::Solve(error)) => Outcome::Rejected(error),
            Err(PuzzleError::BudgetExceeded) => Outcome::RateStopped,
            // A grid already filled is rated (with no steps), so this is never `Solved`.
            Err(_) => Outcome::NotUnique,
        },
    }
}

/// Puzzles per chunk: a few hundred microseconds of work, so that the workers' last chunks
/// end close together and the first answers are written soon, yet enough that passing
/// chunks between threads costs nothing noticeable.
const CHUNK_PUZZLES: usize = 512;
/// Chunk buffers per worker thread in circulation (plus [`SPARE_BUFFERS`]): one being
/// answered, others being read, waiting or written.
const BUFFERS_PER_WORKER: usize = 2;
const SPARE_BUFFERS: usize = 4;
/// The stdout buffer: answers are written in large blocks.
const OUTPUT_BUFFER: usize = 1 << 16;

/// One puzzle line of the input, where it was, and the puzzle it holds, or the outcome of a
/// line that holds none.
struct Entry {
    source: usize,
    line: usize,
    puzzle: Result<Puzzle, Outcome>,
}

/// A puzzle line's grid: the classic 9x9, or a grid of another layout.
enum Puzzle {
    Classic(Grid),
    Layout(Box<sudoku::LayoutGrid>),
}

/// Consecutive puzzle lines, their outcomes once answered, and the input bytes they were
/// read from (for the progress bar). Emptied and reused once written.
#[derive(Default)]
struct Chunk {
    entries: Vec<Entry>,
    outcomes: Vec<Outcome>,
    bytes: u64,
}

/// What passes from stage to stage, numbered in input order.
struct Piece {
    number: u64,
    work: Work,
}

enum Work {
    Chunk(Chunk),
    /// An input could not be opened or read to its end.
    InputFailed {
        source: usize,
        error: io::Error,
    },
}

/// How a bulk run ended.
pub struct Ending {
    pub stats: Stats,
    /// Whether a puzzle failed or an input could not be read.
    pub any_failure: bool,
    /// Writing the answers failed (stdout closed early, disk full); the run stopped there.
    pub write_error: Option<io::Error>,
}

/// Reads every source in order and prints an answer line for each puzzle line, in order,
/// with diagnostics on stderr. `threads` workers answer the chunks (0 = one per core).
pub fn run(sources: Vec<Source>, mode: Mode, threads: usize, progress: &mut Progress) -> Ending {
    let names: Vec<String> = sources.iter().map(|source| source.input.name()).collect();
    let workers = worker_count(threads);
    let buffers = workers * BUFFERS_PER_WORKER + SPARE_BUFFERS;
    let (free_buffers, to_reader) = sync_channel(buffers);
    for _ in 0..buffers {
        free_buffers
            .send(Chunk::default())
            .expect("the channel holds every buffer");
    }
    let (to_workers, from_reader) = sync_channel(buffers);
    let (to_writer, from_workers) = sync_channel(buffers);
    // Shared by the workers; the first to find the writer gone drops it, so that a reader
    // blocked on a full channel wakes up and stops.
    let from_reader = Mutex::new(Some(from_reader));
    thread::scope(|scope| {
        scope.spawn(move || read_sources(sources, to_reader, to_workers));
        for _ in 0..workers {
            let to_writer = to_writer.clone();
            let from_reader = &from_reader;
            scope.spawn(move || answer_chunks(from_reader, to_writer, mode));
        }
        drop(to_writer);
        let writer =
            scope.spawn(|| write_answers(from_workers, free_buffers, mode, &names, progress));
        writer.join().expect("the writing thread does not panic")
    })
}

/// Stage 1: parses the sources' lines into chunks; stops early when the writer has stopped.
fn read_sources(
    sources: Vec<Source>,
    free_buffers: Receiver<Chunk>,
    to_workers: SyncSender<Piece>,
) {
    let mut chunker = Chunker {
        free_buffers,
        to_workers,
        chunk: None,
        bytes: 0,
        next_number: 0,
    };
    for (source, input) in sources.into_iter().enumerate() {
        let read = input
            .open()
            .and_then(|reader| read_source(source, reader, &mut chunker));
        let sent = match read {
            Ok(sent) => sent,
            // What was read before the failure is answered before the failure is reported.
            Err(error) => chunker
                .flush()
                .and_then(|()| chunker.send(Work::InputFailed { source, error })),
        };
        if sent.is_err() {
            return;
        }
    }
    let _ = chunker.flush();
}

/// Passes one source's puzzle lines to `chunker`. The outer error is a read error, the inner
/// one means the run is stopping.
fn read_source(
    source: usize,
    reader: Reader,
    chunker: &mut Chunker,
) -> io::Result<Result<(), Stopping>> {
    let mut lines = Lines::new(reader);
    let mut bytes_counted = 0;
    while let Some((line, text)) = lines.next_line()? {
        let puzzle = match text {
            Line::Text(text) if is_blank_or_comment(text) => continue,
            Line::Text(text) => match read_layout_line(text) {
                Some(grid) => grid.map(Puzzle::Layout),
                None => Grid::from_line(text)
                    .map(Puzzle::Classic)
                    .map_err(Outcome::Unreadable),
            },
            Line::TooLong { start, .. } if is_blank_or_comment(start) => continue,
            Line::TooLong { start, bytes } => Err(input::too_long(start, bytes)),
        };
        chunker.bytes += lines.bytes_read() - bytes_counted;
        bytes_counted = lines.bytes_read();
        let entry = Entry {
            source,
            line,
            puzzle,
        };
        if let Err(stopping) = chunker.push(entry) {
            return Ok(Err(stopping));
        }
    }
    chunker.bytes += lines.bytes_read() - bytes_counted;
    Ok(Ok(()))
}

/// The writer has stopped, so reading and answering can stop too.
struct Stopping;

/// Fills free chunk buffers with entries and numbers and sends each full one to the workers.
struct Chunker {
    free_buffers: Receiver<Chunk>,
    to_workers: SyncSender<Piece>,
    /// The chunk being filled, taken from the free buffers when the first entry arrives.
    chunk: Option<Chunk>,
    /// Input bytes read since the last chunk was sent.
    bytes: u64,
    next_number: u64,
}

impl Chunker {
    fn push(&mut self, entry: Entry) -> Result<(), Stopping> {
        let chunk = match &mut self.chunk {
            Some(chunk) => chunk,
            // Waits while every buffer is in use; fails once the writer has stopped.
            empty => empty.insert(self.free_buffers.recv().map_err(|_| Stopping)?),
        };
        chunk.entries.push(entry);
        if chunk.entries.len() == CHUNK_PUZZLES {
            self.flush()?;
        }
        Ok(())
    }

    /// Sends the chunk being filled, if any.
    fn flush(&mut self) -> Result<(), Stopping> {
        match self.chunk.take() {
            Some(mut chunk) => {
                chunk.bytes = std::mem::take(&mut self.bytes);
                self.send(Work::Chunk(chunk))
            }
            None => Ok(()),
        }
    }

    fn send(&mut self, work: Work) -> Result<(), Stopping> {
        let number = self.next_number;
        self.next_number += 1;
        self.to_workers
            .send(Piece { number, work })
            .map_err(|_| Stopping)
    }
}

/// Stage 2, on each worker: answers chunks, one at a time, until the input ends or the
/// writer stops.
fn answer_chunks(
    from_reader: &Mutex<Option<Receiver<Piece>>>,
    to_writer: SyncSender<Piece>,
    mode: Mode,
) {
    let lock = || from_reader.lock().unwrap_or_else(PoisonError::into_inner);
    loop {
        // The lock is held only to take a chunk, not while answering it.
        let next = lock().as_ref().map(Receiver::recv);
        let Some(Ok(mut piece)) = next else {
            return;
        };
        if let Work::Chunk(chunk) = &mut piece.work {
            let outcomes = chunk.entries.iter().map(|entry| match &entry.puzzle {
                Ok(Puzzle::Classic(puzzle)) => answer(mode, puzzle),
                Ok(Puzzle::Layout(grid)) => answer_layout(mode, grid),
                Err(unread) => unread.clone(),
            });
            chunk.outcomes.extend(outcomes);
        }
        if to_writer.send(piece).is_err() {
            lock().take();
            return;
        }
    }
}

/// Stage 3: prints the answers and diagnostics in input order, counts the outcomes, and
/// returns each written chunk's buffer to the reader. `names` are the inputs' names; a
/// puzzle's diagnostic names its input when there are several.
fn write_answers(
    from_workers: Receiver<Piece>,
    free_buffers: SyncSender<Chunk>,
    mode: Mode,
    names: &[String],
    progress: &mut Progress,
) -> Ending {
    let file = |source: usize| (names.len() > 1).then(|| names[source].as_str());
    let mut ending = Ending {
        stats: Stats::new(mode),
        any_failure: false,
        write_error: None,
    };
    let mut out = BufWriter::with_capacity(OUTPUT_BUFFER, io::stdout().lock());
    // Pieces that arrived before an earlier one, by number.
    let mut early = BTreeMap::new();
    let mut next_number = 0;
    for piece in from_workers {
        early.insert(piece.number, piece.work);
        while let Some(work) = early.remove(&next_number) {
            next_number += 1;
            match work {
                Work::Chunk(mut chunk) => {
                    for (entry, outcome) in chunk.entries.iter().zip(&chunk.outcomes) {
                        if let Err(error) = write_answer_line(&mut out, outcome, mode) {
                            ending.write_error = Some(error);
                            return ending;
                        }
                        ending.stats.record(outcome);
                        ending.any_failure |= outcome.is_failure();
                        let place = Place {
                            file: file(entry.source),
                            line: entry.line,
                        };
                        if let Some(message) = diagnostic(outcome, place) {
                            progress.suspend(|| eprintln!("sudoku: {message}"));
                        }
                    }
                    progress.advance(chunk.bytes, chunk.outcomes.len() as u64);
                    chunk.entries.clear();
                    chunk.outcomes.clear();
                    // The reader may have stopped already: then the buffer is not needed.
                    let _ = free_buffers.send(chunk);
                }
                Work::InputFailed { source, error } => {
                    ending.any_failure = true;
                    let name = &names[source];
                    progress.suspend(|| eprintln!("sudoku: cannot read {name}: {error}"));
                }
            }
        }
    }
    ending.write_error = out.flush().err();
    ending
}

#[cfg(test)]
mod tests {
    use super::*;
    use sudoku::SolveError;

    const RATE: Mode = Mode::Rate { max_work: u64::MAX };
    const SAMPLE: &str = "103000509\n002109400\n000704000\n300502006\n060000050\n\
                          700803004\n000401000\n009205800\n804000107";

    #[test]
    fn each_mode_asks_the_single_grid_function() {
        let sample: Grid = SAMPLE.parse().unwrap();
        assert_eq!(
            answer(Mode::Solve, &sample),
            Outcome::Solved(sample.solve().unwrap())
        );
        assert_eq!(
            answer(
                Mode::Count {
                    limit: 2,
                    max_work: u64::MAX
                },
                &sample
            ),
            Outcome::Counted(1)
        );
        assert_eq!(
            answer(
                Mode::Count {
                    limit: 2,
                    max_work: u64::MAX
                },
                &Grid::EMPTY
            ),
            Outcome::Counted(2)
        );
        assert_eq!(answer(Mode::Check, &Grid::EMPTY), Outcome::Valid);
        assert_eq!(
            answer(RATE, &sample),
            Outcome::Rated(sample.rate().unwrap())
        );
        assert_eq!(answer(RATE, &Grid::EMPTY), Outcome::NotUnique);
        assert!(Outcome::NotUnique.is_failure());
        let work = sample.rate().unwrap().work();
        let within = |max_work| answer(Mode::Rate { max_work }, &sample);
        assert_eq!(within(work), answer(RATE, &sample));
        assert_eq!(within(work - 1), Outcome::RateStopped);
        assert!(Outcome::RateStopped.is_failure());
    }

    #[test]
    fn failures_are_rejections_and_unreadable_lines() {
        let mut clash = [0; 81];
        clash[0] = 4;
        clash[1] = 4;
        let rejected = answer(Mode::Check, &Grid::new(clash));
        assert!(matches!(
            rejected,
            Outcome::Rejected(SolveError::Conflict { .. })
        ));
        assert!(rejected.is_failure());
        let unreadable = Grid::from_line(b"123").unwrap_err();
        assert!(Outcome::Unreadable(unreadable).is_failure());
        assert!(Outcome::TooLong(input::LineTooLong { bytes: 5000 }).is_failure());
        assert!(!Outcome::Counted(0).is_failure());
        assert!(!Outcome::Valid.is_failure());
    }
}
