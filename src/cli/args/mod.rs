//! The command line, parsed by clap (`sudoku --help` shows the text below), and the mode it
//! asks for: what the program does with every puzzle. The commands other than solving and
//! their options are in [`commands`], the help text beyond the options in [`help`].

pub mod commands;
mod help;
#[cfg(test)]
mod tests;

use std::path::PathBuf;

use clap::{CommandFactory, Parser};
use clap_complete::Shell;

use commands::Command;
use help::{ABOUT, EXAMPLES, LONG_ABOUT};

/// The program's options and arguments.
#[derive(Debug, Parser)]
#[command(
    name = "sudoku",
    version,
    about = ABOUT,
    long_about = LONG_ABOUT,
    after_help = EXAMPLES,
    args_conflicts_with_subcommands = true,
    disable_help_subcommand = true,
    propagate_version = true,
)]
pub struct Args {
    /// Another task than solving; none solves
    #[command(subcommand)]
    pub command: Option<Command>,

    /// Files of puzzles, one per line; none or `-` reads stdin
    #[arg(value_name = "FILE")]
    pub files: Vec<PathBuf>,

    /// Print the number of completions, up to LIMIT [default: 2]
    ///
    /// Prints the number of completions instead of the answer, counting no further than
    /// LIMIT (at least 1): `N` when there are fewer than LIMIT, `LIMIT+` when counting stopped
    /// there. The default, 2, tells proper puzzles (1) from the others (0 or 2+).
    #[arg(
        long,
        value_name = "LIMIT",
        num_args = 0..=1,
        require_equals = true,
        default_missing_value = "2",
        value_parser = clap::value_parser!(u64).range(1..),
    )]
    pub count: Option<u64>,

    /// With --count: give up a count after N units of work, printing `M+`
    ///
    /// Bounds each count to N units of work (search nodes, probes and conflicts, each of
    /// bounded cost): the same result on every machine. A count stopped there prints
    /// the completions found so far followed by `+`, a lower bound. The work limit, as
    /// `rate --max-work` is; `--max-nodes`, its former name, is read too.
    #[arg(long, value_name = "N", requires = "count", alias = "max-nodes")]
    pub max_work: Option<u64>,

    /// Check the givens only: print `ok` or the error
    ///
    /// Checks that no digit appears twice in a row, column or box, without solving.
    #[arg(long, conflicts_with = "count")]
    pub check: bool,

    /// Worker threads; 0 means one per core
    ///
    /// Threads that solve or count; reading and writing run on two more, lighter ones.
    #[arg(long, value_name = "N", default_value_t = 0)]
    pub threads: usize,

    /// Print a summary on stderr at the end
    ///
    /// The number of puzzles, how many ended each way, and the puzzles per second:
    /// `sudoku: 49158 puzzles in 0.130 s (378138 puzzles/s): 49158 solved, 0 unsolvable,
    /// 0 conflicting, 0 unreadable`.
    #[arg(long)]
    pub stats: bool,
}

/// The question asked of every puzzle line: solving, counting and checking from the options,
/// rating from the `rate` command.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mode {
    /// The smallest completion.
    Solve,
    /// The number of completions, counting no further than `limit` (at least 1), within
    /// `max_work` units of work (`--max-work`).
    Count { limit: u64, max_work: u64 },
    /// Whether the givens are well formed, without solving.
    Check,
    /// How hard the puzzle is for a person: level, rating, hardest technique, within
    /// `max_work` units of work.
    Rate { max_work: u64 },
}

/// The completion script of the program for `shell`.
pub fn completions(shell: Shell) -> Vec<u8> {
    let mut script = Vec::new();
    clap_complete::generate(shell, &mut Args::command(), "sudoku", &mut script);
    script
}

impl Args {
    /// The question every puzzle is asked.
    pub fn mode(&self) -> Mode {
        match (self.count, self.check) {
            (Some(limit), _) => Mode::Count {
                limit,
                max_work: self.max_work.unwrap_or(u64::MAX),
            },
            (None, true) => Mode::Check,
            (None, false) => Mode::Solve,
        }
    }
}
