//! `sudoku generate`: puzzles from consecutive seeds, made by worker threads in chunks and
//! printed in order as soon as each chunk is ready. What a puzzle is (a classic line, or a
//! layout's line) is the caller's [`Maker`].
//!
//! Memory stays bounded however many puzzles are asked for: the writer hands out chunk
//! numbers as tickets, a fixed number ahead of the chunk it waits for, so no worker runs far
//! ahead of the output. When the writer stops (stdout was closed), the tickets and the
//! results channels close, and the workers stop after their current chunk.

use std::collections::BTreeMap;
use std::io::{self, BufWriter, Write};
use std::sync::mpsc::{Receiver, SyncSender, sync_channel};
use std::sync::{Mutex, PoisonError};
use std::thread;
use std::time::{SystemTime, UNIX_EPOCH};

use sudoku::{GenerateOptions, Grid, RatingRange, worker_count};

use super::args::commands::GenerateArgs;
use super::output::Progress;

/// Puzzles per chunk: a few milliseconds of work, so that passing chunks between threads
/// costs nothing noticeable and the first lines come soon.
const CHUNK_PUZZLES: u64 = 64;
/// Chunks handed out per worker ahead of the one the writer waits for.
const TICKETS_PER_WORKER: u64 = 4;

/// How a generation run ended.
pub struct Ending {
    /// Whether a puzzle could not be made (no puzzle met the options within the attempts).
    pub any_failure: bool,
    /// Writing failed (stdout closed early, disk full); the run stopped there.
    pub write_error: Option<io::Error>,
}

/// The seed of the first puzzle: the one asked for, or one from the clock.
pub fn first_seed(args: &GenerateArgs) -> u64 {
    args.seed.unwrap_or_else(|| {
        let since_epoch = SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .unwrap_or_default();
        since_epoch.as_nanos() as u64
    })
}

/// Makes the puzzle of one seed: its line, or why none was made.
pub type Maker<'a> = dyn Fn(u64) -> Result<String, String> + Sync + 'a;

/// The classic 9x9's maker: the puzzle's 81 digits.
pub fn classic<'a>(
    options: &'a GenerateOptions,
    range: RatingRange,
) -> impl Fn(u64) -> Result<String, String> + Sync + 'a {
    move |seed| {
        Grid::generate_rated(seed, options, range)
            .map(|puzzle| puzzle.to_line())
            .map_err(|error| error.to_string())
    }
}

/// Generates `count` puzzles from seeds `seed`, `seed + 1`, ... (wrapping) on `threads`
/// workers (0 = one per core) and prints one line per puzzle, in order: the line `make`
/// gives, or `error: ` and why none was made.
pub fn run(
    seed: u64,
    count: u64,
    make: &Maker<'_>,
    threads: usize,
    progress: &mut Progress,
) -> Ending {
    let workers = worker_count(threads).max(1);
    let chunks = count.div_ceil(CHUNK_PUZZLES);
    let window = workers as u64 * TICKETS_PER_WORKER;
    let (tickets, from_writer) = sync_channel::<u64>(window as usize);
    let (to_writer, results) = sync_channel(window as usize);
    let from_writer = Mutex::new(from_writer);
    thread::scope(|scope| {
        for _ in 0..workers {
            let to_writer = to_writer.clone();
            let from_writer = &from_writer;
            scope.spawn(move || make_chunks(from_writer, to_writer, seed, count, make));
        }
        drop(to_writer);
        write_chunks(results, tickets, chunks, window, progress)
    })
}

/// A chunk's puzzles, by its number.
type Made = (u64, Vec<Result<String, String>>);

/// On each worker: makes the chunks whose tickets it takes, until the tickets run out or the
/// writer stops.
fn make_chunks(
    tickets: &Mutex<Receiver<u64>>,
    to_writer: SyncSender<Made>,
    seed: u64,
    count: u64,
    make: &Maker<'_>,
) {
    loop {
        // The lock is held only to take a ticket, not while making the chunk.
        let ticket = tickets
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .recv();
        let Ok(chunk) = ticket else {
            return;
        };
        let first = chunk * CHUNK_PUZZLES;
        let puzzles = (first..count.min(first + CHUNK_PUZZLES))
            .map(|index| make(seed.wrapping_add(index)))
            .collect();
        if to_writer.send((chunk, puzzles)).is_err() {
            return;
        }
    }
}

/// Prints the chunks in order, handing out a new ticket for each chunk printed, and stops
/// at the first write error.
fn write_chunks(
    results: Receiver<Made>,
    tickets: SyncSender<u64>,
    chunks: u64,
    window: u64,
    progress: &mut Progress,
) -> Ending {
    let mut ending = Ending {
        any_failure: false,
        write_error: None,
    };
    let mut tickets = Tickets {
        sender: Some(tickets),
        next: 0,
        chunks,
    };
    for _ in 0..window {
        tickets.hand_out();
    }
    let mut out = BufWriter::new(io::stdout().lock());
    let mut early = BTreeMap::new();
    let mut next_chunk = 0;
    // Ends when every worker has gone: after the last ticket, or the writer's stop.
    for (number, puzzles) in results {
        early.insert(number, puzzles);
        while let Some(puzzles) = early.remove(&next_chunk) {
            next_chunk += 1;
            if let Err(error) = write_puzzles(&mut out, &puzzles, &mut ending) {
                ending.write_error = Some(error);
                return ending;
            }
            progress.advance(puzzles.len() as u64, puzzles.len() as u64);
            tickets.hand_out();
        }
    }
    ending.write_error = out.flush().err();
    ending
}

/// The chunk numbers still to hand out; the sender goes once the last is out, so that the
/// workers stop when no ticket is left.
struct Tickets {
    sender: Option<SyncSender<u64>>,
    next: u64,
    chunks: u64,
}

impl Tickets {
    fn hand_out(&mut self) {
        if self.next == self.chunks {
            self.sender = None;
        }
        if let Some(sender) = &self.sender {
            // Fails only once every worker has gone, which only the writer's stop causes.
            let _ = sender.send(self.next);
            self.next += 1;
            if self.next == self.chunks {
                self.sender = None;
            }
        }
    }
}

fn write_puzzles(
    out: &mut impl Write,
    puzzles: &[Result<String, String>],
    ending: &mut Ending,
) -> io::Result<()> {
    for puzzle in puzzles {
        match puzzle {
            Ok(line) => writeln!(out, "{line}")?,
            Err(error) => {
                ending.any_failure = true;
                writeln!(out, "error: {error}")?;
            }
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn failures_are_error_lines() {
        let mut out = Vec::new();
        let mut ending = Ending {
            any_failure: false,
            write_error: None,
        };
        let options = GenerateOptions::default();
        let make = classic(&options, RatingRange::ANY);
        let gave_up = sudoku::GenerateError::GaveUp.to_string();
        write_puzzles(&mut out, &[make(3), Err(gave_up)], &mut ending).unwrap();
        let text = String::from_utf8(out).unwrap();
        let lines: Vec<&str> = text.lines().collect();
        let puzzle = Grid::generate(3, &options).unwrap();
        assert_eq!(lines[0], puzzle.to_line());
        assert!(lines[1].starts_with("error: no puzzle met the options"));
        assert!(ending.any_failure);
    }
}
