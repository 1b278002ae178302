//! Bulk mode: puzzles stream through three stages at once, in chunks, so that memory stays
//! bounded however long the input is and reading and writing overlap the solving:
//!
//! 1. a reading thread parses lines into chunks of [`CHUNK_PUZZLES`] puzzles;
//! 2. the calling thread answers each chunk with the library's batch functions, which share
//!    it across the worker threads;
//! 3. a writing thread prints the answers in input order, and the diagnostics.
//!
//! Between the stages, channels hold at most [`CHUNKS_AHEAD`] chunks, so a fast reader waits
//! for the solvers and the solvers wait for a slow writer. When the writer stops (stdout was
//! closed), the channels close behind it and the other stages stop at their next chunk.

use std::io::{self, BufWriter, Write};
use std::sync::mpsc::{Receiver, SyncSender, sync_channel};
use std::thread;

use sudoku::Grid;

use super::form::is_skipped;
use super::input::{Reader, Source};
use super::lines::{Line, Lines};
use super::mode::{Mode, Outcome};
use super::progress::Progress;
use super::puzzle_line::{LineError, parse_puzzle_line};
use super::report::{Place, diagnostic, write_answer_line};
use super::stats::Stats;

/// Puzzles per chunk: enough that the batch's threads start once per few milliseconds of
/// work and its last, uneven, part is a small share of the chunk; few enough that the chunks
/// in flight take a few megabytes.
const CHUNK_PUZZLES: usize = 4096;
/// Chunks a channel holds before its sender waits.
const CHUNKS_AHEAD: usize = 2;
/// The stdout buffer: answers are written in large blocks.
const OUTPUT_BUFFER: usize = 1 << 16;

/// One puzzle line of the input, where it was, and the puzzle if the line holds one.
struct Entry {
    source: usize,
    line: usize,
    puzzle: Result<Grid, LineError>,
}

/// What passes from stage to stage.
enum Piece {
    /// Consecutive puzzle lines, with their outcomes once answered, and the input bytes
    /// they were read from (for the progress bar).
    Chunk {
        entries: Vec<Entry>,
        outcomes: Vec<Outcome>,
        bytes: u64,
    },
    /// An input could not be opened or read to its end.
    InputFailed { source: usize, error: io::Error },
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
/// with diagnostics on stderr.
pub fn run(sources: Vec<Source>, mode: Mode, threads: usize, progress: &mut Progress) -> Ending {
    let names: Vec<String> = sources.iter().map(|source| source.input.name()).collect();
    let (to_solver, from_reader) = sync_channel(CHUNKS_AHEAD);
    let (to_writer, from_solver) = sync_channel(CHUNKS_AHEAD);
    thread::scope(|scope| {
        scope.spawn(move || read_sources(sources, &to_solver));
        let writer = scope.spawn(|| write_answers(from_solver, mode, &names, progress));
        answer_chunks(from_reader, &to_writer, mode, threads);
        drop(to_writer);
        writer.join().expect("the writing thread does not panic")
    })
}

/// Stage 1: parses the sources' lines into chunks; stops early when the solver has stopped.
fn read_sources(sources: Vec<Source>, to_solver: &SyncSender<Piece>) {
    let mut chunker = Chunker {
        to_solver,
        entries: Vec::with_capacity(CHUNK_PUZZLES),
        bytes: 0,
    };
    for (source, input) in sources.into_iter().enumerate() {
        let read = input
            .open()
            .and_then(|reader| read_source(source, reader, &mut chunker));
        let sent = match read {
            Ok(sent) => sent,
            // What was read before the failure is answered before the failure is reported.
            Err(error) => chunker.flush().and_then(|()| {
                let failed = Piece::InputFailed { source, error };
                to_solver.send(failed).map_err(|_| SolverGone)
            }),
        };
        if sent.is_err() {
            return;
        }
    }
    let _ = chunker.flush();
}

/// Passes one source's puzzle lines to `chunker`. The outer error is a read error, the inner
/// one means the solver has stopped.
fn read_source(
    source: usize,
    reader: Reader,
    chunker: &mut Chunker<'_>,
) -> io::Result<Result<(), SolverGone>> {
    let mut lines = Lines::new(reader);
    let mut bytes_counted = 0;
    while let Some((line, text)) = lines.next_line()? {
        let puzzle = match text {
            Line::Text(text) if is_skipped(text) => continue,
            Line::Text(text) => parse_puzzle_line(text),
            Line::TooLong { start, .. } if is_skipped(start) => continue,
            Line::TooLong { bytes, .. } => Err(LineError::TooLong { bytes }),
        };
        chunker.bytes += lines.bytes_read() - bytes_counted;
        bytes_counted = lines.bytes_read();
        let entry = Entry {
            source,
            line,
            puzzle,
        };
        if let Err(gone) = chunker.push(entry) {
            return Ok(Err(gone));
        }
    }
    chunker.bytes += lines.bytes_read() - bytes_counted;
    Ok(Ok(()))
}

/// The solving stage has stopped, so reading can stop too.
struct SolverGone;

/// Gathers entries into chunks and sends each full one to the solving stage.
struct Chunker<'a> {
    to_solver: &'a SyncSender<Piece>,
    entries: Vec<Entry>,
    /// Input bytes read since the last chunk was sent.
    bytes: u64,
}

impl Chunker<'_> {
    fn push(&mut self, entry: Entry) -> Result<(), SolverGone> {
        self.entries.push(entry);
        if self.entries.len() == CHUNK_PUZZLES {
            self.flush()?;
        }
        Ok(())
    }

    /// Sends the entries gathered so far, if any.
    fn flush(&mut self) -> Result<(), SolverGone> {
        if self.entries.is_empty() {
            return Ok(());
        }
        let piece = Piece::Chunk {
            entries: std::mem::replace(&mut self.entries, Vec::with_capacity(CHUNK_PUZZLES)),
            outcomes: Vec::new(),
            bytes: std::mem::take(&mut self.bytes),
        };
        self.to_solver.send(piece).map_err(|_| SolverGone)
    }
}

/// Stage 2: answers each chunk on `threads` threads; stops early when the writer has stopped.
fn answer_chunks(
    from_reader: Receiver<Piece>,
    to_writer: &SyncSender<Piece>,
    mode: Mode,
    threads: usize,
) {
    for mut piece in from_reader {
        if let Piece::Chunk {
            entries, outcomes, ..
        } = &mut piece
        {
            *outcomes = mode.run_all(entries.iter().map(|entry| &entry.puzzle), threads);
        }
        if to_writer.send(piece).is_err() {
            return;
        }
    }
}

/// Stage 3: prints the answers and diagnostics, in input order, and counts the outcomes.
/// `names` are the inputs' names; a puzzle's diagnostic names its input when there are
/// several.
fn write_answers(
    from_solver: Receiver<Piece>,
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
    for piece in from_solver {
        match piece {
            Piece::Chunk {
                entries,
                outcomes,
                bytes,
            } => {
                for (entry, outcome) in entries.iter().zip(&outcomes) {
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
                progress.advance(bytes, outcomes.len() as u64);
            }
            Piece::InputFailed { source, error } => {
                ending.any_failure = true;
                let name = &names[source];
                progress.suspend(|| eprintln!("sudoku: cannot read {name}: {error}"));
            }
        }
    }
    ending.write_error = out.flush().err();
    ending
}
