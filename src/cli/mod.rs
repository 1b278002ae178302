//! The command-line program, in rooms by what the data goes through: [`args`] (the command
//! line and the mode it asks for), [`input`] (opening, the input's form, framing lines),
//! [`pipeline`] (each puzzle's answer, and the reader, workers and ordered writer of bulk
//! mode) and [`output`] (answer lines, diagnostics, stats, progress). This module decides
//! which path a run takes and its exit status.

mod args;
mod input;
mod output;
mod pipeline;

use std::io::{self, ErrorKind};
use std::process::ExitCode;
use std::time::Instant;

use clap::Parser;

use args::Args;
use input::{Form, Input, Reader, Source};
use output::{Progress, Stats};

pub fn main() -> ExitCode {
    let args = Args::parse();
    let started = Instant::now();
    let mut inputs = Input::from_args(&args.files);
    // Only a single input may be one grid in the 9-line form: with several, every line is a
    // puzzle, so that the output always has one line per puzzle.
    let sources = if inputs.len() == 1 {
        let input = inputs.remove(0);
        let reader = match input.open().and_then(input::detect) {
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

/// The 9-line form: one grid, answered as the original program did; a problem is reported
/// on stderr only.
fn answer_one_grid(reader: Reader, args: &Args, started: Instant) -> ExitCode {
    let mode = args.mode();
    let mut stats = Stats::new(mode);
    let answered = input::read_grid(reader).and_then(|puzzle| {
        let outcome = pipeline::answer(mode, &puzzle);
        output::write_grid_answer(&mut io::stdout().lock(), &outcome, mode)?;
        stats.record(&outcome);
        Ok(())
    });
    let code = match answered {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
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
