//! The command-line program, in rooms by what the data goes through: [`args`] (the command
//! line and the mode or command it asks for), [`input`] (opening, the input's form, framing
//! lines), [`pipeline`] (each puzzle's answer, and the reader, workers and ordered writer of
//! bulk mode), [`generation`] (`sudoku generate`: seeds in, puzzles out, on the same plan;
//! [`layout_plan`] for the puzzles of a layout) and [`output`] (answer lines, diagnostics,
//! stats, progress). This module decides which path a run takes and its exit status,
//! including when stdout cannot take the answers.

mod args;
mod generation;
mod input;
mod layout_plan;
mod layouts;
mod outcome;
mod output;
mod pipeline;

use std::io::{self, ErrorKind, IsTerminal, Write};
use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Instant;

use clap::Parser;

use args::commands::{Command, GenerateArgs, HintArgs};
use args::{Args, Mode};
use input::{Form, Input, Reader, Source};
use layout_plan::LayoutPlan;
use output::{Progress, Stats};

pub fn main() -> ExitCode {
    let args = Args::parse();
    if output::stdout_was_closed() {
        eprintln!(
            "sudoku: cannot write the answers: stdout is closed (or is /dev/null opened for \
             reading too, as a closed one is left; `> /dev/null` discards the answers)"
        );
        return ExitCode::FAILURE;
    }
    match &args.command {
        None => answer_files(&args.files, args.mode(), args.threads, args.stats),
        Some(Command::Rate(rate)) => {
            answer_files(&rate.files, rate.mode(), rate.threads, rate.stats)
        }
        Some(Command::Generate(generate)) => generate_puzzles(generate),
        Some(Command::Hint(hint)) => hint_one_grid(hint),
        Some(Command::Completions { shell }) => {
            match io::stdout().write_all(&args::completions(*shell)) {
                Ok(()) => ExitCode::SUCCESS,
                Err(error) => {
                    eprintln!("sudoku: cannot write the completion script: {error}");
                    ExitCode::FAILURE
                }
            }
        }
    }
}

/// Answers `mode`'s question for every puzzle of the inputs (solving, counting, checking,
/// rating): one grid in the 9-line form, or puzzle lines.
fn answer_files(files: &[PathBuf], mode: Mode, threads: usize, stats: bool) -> ExitCode {
    let run = Run {
        mode,
        threads,
        stats,
        started: Instant::now(),
    };
    let mut inputs = Input::from_args(files);
    tell_a_terminal_reader(&inputs, "puzzles: one grid in 9 lines of 9, or one a line");
    // Only a single input may be one grid in the 9-line form: with several, every line is a
    // puzzle, so that the output always has one line per puzzle.
    let sources = if inputs.len() == 1 {
        let input = inputs.remove(0);
        let reader = match input.open().and_then(input::detect) {
            Ok((Form::Grid, reader)) => return answer_one_grid(reader, &run),
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
    answer_lines(sources, &run)
}

/// How an answering run goes.
struct Run {
    mode: Mode,
    threads: usize,
    /// Whether to print the `--stats` summary.
    stats: bool,
    started: Instant,
}

/// The 9-line form: one grid, answered as the original program did; a problem is reported
/// on stderr only.
fn answer_one_grid(reader: Reader, run: &Run) -> ExitCode {
    let mode = run.mode;
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
    if run.stats {
        eprintln!("sudoku: {}", stats.summary(run.started.elapsed()));
    }
    code
}

/// Bulk mode: one puzzle per line, streamed.
fn answer_lines(sources: Vec<Source>, run: &Run) -> ExitCode {
    let total_bytes = sources.iter().map(|source| source.input.size()).sum();
    let mut progress = Progress::new(total_bytes);
    let ending = pipeline::run(sources, run.mode, run.threads, &mut progress);
    progress.finish();
    if run.stats {
        eprintln!("sudoku: {}", ending.stats.summary(run.started.elapsed()));
    }
    exit_code("answers", ending.write_error, ending.any_failure)
}

/// `sudoku generate`: the puzzles, one a line, streamed. Options that cannot work together
/// (an empty rating range, a symmetry the layout does not keep, a rating range on a layout
/// the techniques do not rate) end the run before any
/// puzzle, with status 2 as clap's refusals.
fn generate_puzzles(args: &GenerateArgs) -> ExitCode {
    let refuse = |problem: String| {
        eprintln!("sudoku: {problem}");
        ExitCode::from(2)
    };
    let range = match args.range() {
        Ok(range) => range,
        Err(problem) => return refuse(problem),
    };
    let plan = match args.layout.as_deref().map(LayoutPlan::read).transpose() {
        Ok(plan) => plan,
        Err(problem) => return refuse(problem),
    };
    let layout_options = args.layout_options(range);
    if let Some(problem) = plan.as_ref().and_then(|plan| plan.refuses(&layout_options)) {
        return refuse(problem);
    }
    let killer_options = args.killer_options(range);
    let killer = args.killer.then_some(&killer_options);
    if let Some(problem) = plan
        .as_ref()
        .zip(killer)
        .and_then(|(plan, killer)| plan.refuses_killer(killer))
    {
        return refuse(problem);
    }
    let options = args.options();
    let classic = generation::classic(&options, range);
    let make = |seed| match (&plan, killer) {
        (None, _) => classic(seed),
        (Some(plan), None) => plan.make(seed, &layout_options),
        (Some(plan), Some(killer)) => plan.make_killer(seed, killer),
    };
    let mut progress = Progress::generating(args.count);
    let seed = generation::first_seed(args);
    let ending = generation::run(seed, args.count, &make, args.threads, &mut progress);
    progress.finish();
    exit_code("puzzles", ending.write_error, ending.any_failure)
}

/// The exit status of a streaming run, after saying why writing its `lines` (answers,
/// puzzles) failed if it did.
fn exit_code(lines: &str, write_error: Option<io::Error>, any_failure: bool) -> ExitCode {
    match write_error {
        // `sudoku big.txt | head` ends so too: the lines past the first few were not
        // written, which the exit status and this line say.
        Some(error) if error.kind() == ErrorKind::BrokenPipe => {
            eprintln!("sudoku: cannot write the {lines}: stdout was closed before the end");
            ExitCode::FAILURE
        }
        Some(error) => {
            eprintln!("sudoku: cannot write the {lines}: {error}");
            ExitCode::FAILURE
        }
        None if any_failure => ExitCode::FAILURE,
        None => ExitCode::SUCCESS,
    }
}

/// `sudoku hint`: the sentence of the next step for one grid (either text form), a chain's
/// told step by step, or why there is none on stderr.
fn hint_one_grid(args: &HintArgs) -> ExitCode {
    let input = Input::from_args(args.file.as_slice()).remove(0);
    tell_a_terminal_reader(
        std::slice::from_ref(&input),
        "one grid: 9 lines of 9, or one line of 81",
    );
    let hinted = input
        .open()
        .map_err(|error| format!("cannot read {}: {error}", input.name()))
        .and_then(input::read_one_grid)
        .and_then(|grid| {
            grid.hint_chain(None, None)
                .map_err(|error| error.to_string())
        });
    match hinted {
        Ok(hint) => {
            println!("{}", hint.explained());
            ExitCode::SUCCESS
        }
        Err(message) => {
            eprintln!("sudoku: {message}");
            ExitCode::FAILURE
        }
    }
}

/// A program run bare (`sudoku`) reads stdin and, on a terminal, would wait in silence for
/// a user who expected a usage message: one line on stderr says what it waits for and how
/// to end. Pipes and files get nothing, so scripts see no change.
fn tell_a_terminal_reader(inputs: &[Input], what: &str) {
    if inputs.contains(&Input::Stdin) && io::stdin().is_terminal() {
        eprintln!(
            "sudoku: reading {what} (digits, 0 or . for a blank); Ctrl-D to end, \
             `sudoku --help` for more"
        );
    }
}
