//! The command-line program: options, input forms, the bulk pipeline and what it prints.
//! Each module has one job; this one decides which path a run takes and its exit status.

mod args;
mod form;
mod grid_form;
mod input;
mod lines;
mod mode;
mod pipeline;
mod progress;
mod puzzle_line;
mod report;
mod stats;

use std::io::{self, ErrorKind};
use std::process::ExitCode;
use std::time::Instant;

use clap::Parser;

use args::Args;
use form::Form;
use grid_form::GridFailure;
use input::{Input, Source};
use progress::Progress;
use stats::Stats;

pub fn main() -> ExitCode {
    let args = Args::parse();
    let started = Instant::now();
    let mut inputs = Input::from_args(&args.files);
    // Only a single input may be one grid in the 9-line form: with several, every line is a
    // puzzle, so that the output always has one line per puzzle.
    let sources = if inputs.len() == 1 {
        let input = inputs.remove(0);
        let reader = match input.open().and_then(form::detect) {
            Ok((Form::Grid, reader)) => return answer_one_grid(reader, &args, started),
            Ok((Form::Lines, reader)) => reader,
            Err(error) => {
                eprintln!("sudoku: cannot read {}: {error}", input.name());
                return ExitCode::FAILURE;
            }
        };
        vec![Source {
            input,
            opened: Some(reader),
        }]
    } else {
        inputs.into_iter().map(Source::later).collect()
    };
    answer_lines(sources, &args, started)
}

/// The 9-line form: one grid.
fn answer_one_grid(reader: input::Reader, args: &Args, started: Instant) -> ExitCode {
    let mode = args.mode();
    let result = grid_form::answer_grid(reader, mode, &mut io::stdout().lock());
    let mut stats = Stats::new(mode);
    let code = match result {
        Ok(outcome) => {
            stats.record(&outcome);
            ExitCode::SUCCESS
        }
        Err(GridFailure::Puzzle(message) | GridFailure::Io(message)) => {
            eprintln!("sudoku: {message}");
            ExitCode::FAILURE
        }
    };
    if args.stats {
        eprintln!("sudoku: {}", stats.summary(started.elapsed()));
    }
    code
}

/// Bulk mode: one puzzle per line, streamed.
fn answer_lines(sources: Vec<Source>, args: &Args, started: Instant) -> ExitCode {
    let total_bytes = sources.iter().map(|source| source.input.size()).sum();
    let mut progress = Progress::new(total_bytes);
    let ending = pipeline::run(sources, args.mode(), args.threads, &mut progress);
    progress.finish();
    if args.stats {
        eprintln!("sudoku: {}", ending.stats.summary(started.elapsed()));
    }
    match ending.write_error {
        // The reader of stdout has gone (`sudoku big.txt | head`): nothing left to tell.
        Some(error) if error.kind() == ErrorKind::BrokenPipe => ExitCode::FAILURE,
        Some(error) => {
            eprintln!("sudoku: cannot write the answers: {error}");
            ExitCode::FAILURE
        }
        None if ending.any_failure => ExitCode::FAILURE,
        None => ExitCode::SUCCESS,
    }
}
