//! The command line, parsed by clap (`sudoku --help` shows the text below), and the mode it
//! asks for: what the program does with every puzzle.

use std::path::PathBuf;

use clap::Parser;

const ABOUT: &str =
    "Solves Sudoku puzzles: prints the smallest completion of each (Baekjoon 2239).";

const LONG_ABOUT: &str = "\
Solves Sudoku puzzles: prints the smallest completion of each (Baekjoon 2239), or counts or
checks them.

INPUT. Each FILE (stdin when there is none; `-` is stdin too) holds one puzzle per line:
81 cells in row-major order, 1-9 for a given, 0 or `.` for a blank. Blank lines and lines
starting with `#` are skipped; CRLF line ends are accepted. The input is streamed, so it may
hold any number of puzzles.

A single input whose first line (neither blank nor a comment) is nearer 9 cells long than 81
is read as one grid of 9 lines of 9 digits instead, the Baekjoon form; when solving, its
answer is printed as 9 lines of 9 digits, and a problem only on stderr.

OUTPUT. Exactly one line on stdout per puzzle line, in input order:
  solving (default)  the 81 digits of the answer
  --count            the number of completions, with `+` when counting stopped at LIMIT
                     (or at the work bound of --max-nodes): at least that many
  --check            `ok`
  a failure          `error: ` and the reason (bad line, clashing givens, no completion)
Each failure is also reported on stderr as `sudoku: line N: reason`, or
`sudoku: FILE:N: reason` when there are several inputs.

EXIT STATUS. 0 when every puzzle was answered; 1 when a puzzle failed (a line that is not a
puzzle, clashing givens, or, when solving, no completion) or an input could not be read;
2 for a bad command line. With --count, a count of 0 is an answer, not a failure.";

const EXAMPLES: &str = "\
Examples:
  sudoku < examples/sample.txt          Solve one grid in the 9-line form
  sudoku puzzles.txt > answers.txt      Solve every puzzle of a file, one answer a line
  sudoku --count puzzles.txt            Which puzzles are proper? (0, 1 or 2+ completions)
  sudoku --count=1000 a.txt b.txt       Count completions, up to 1000 each, of two files
  sudoku --count=1000000 --max-nodes 100000 sparse.txt
                                        Count, but give up each count after 100000 nodes
  sudoku --check - < puzzles.txt        Check the givens only, from stdin
  sudoku --threads 1 --stats big.txt    Solve on one thread; puzzles/s and statuses on stderr";

/// The program's options and arguments.
#[derive(Debug, Parser)]
#[command(
    name = "sudoku",
    version,
    about = ABOUT,
    long_about = LONG_ABOUT,
    after_help = EXAMPLES,
)]
pub struct Args {
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
    /// Bounds each count to N units of work (search nodes and conflicts, each a few
    /// microseconds at most): the same result on every machine. A count stopped there prints
    /// the completions found so far followed by `+`, a lower bound.
    #[arg(long, value_name = "N", requires = "count")]
    pub max_nodes: Option<u64>,

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

/// The question asked of every puzzle. A subcommand the program gains (generating, rating,
/// hints) becomes a mode here, picked in [`Args::mode`]; with none given, the program solves.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mode {
    /// The smallest completion.
    Solve,
    /// The number of completions, counting no further than `limit` (at least 1), within
    /// `max_nodes` units of work.
    Count { limit: u64, max_nodes: u64 },
    /// Whether the givens are well formed, without solving.
    Check,
}

impl Args {
    /// The question every puzzle is asked.
    pub fn mode(&self) -> Mode {
        match (self.count, self.check) {
            (Some(limit), _) => Mode::Count {
                limit,
                max_nodes: self.max_nodes.unwrap_or(u64::MAX),
            },
            (None, true) => Mode::Check,
            (None, false) => Mode::Solve,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use clap::CommandFactory;

    fn parse(args: &[&str]) -> Result<Args, clap::Error> {
        Args::try_parse_from(std::iter::once("sudoku").chain(args.iter().copied()))
    }

    #[test]
    fn the_definition_is_consistent() {
        Args::command().debug_assert();
    }

    #[test]
    fn count_takes_an_optional_limit_after_an_equals_sign() {
        assert_eq!(parse(&[]).unwrap().mode(), Mode::Solve);
        assert_eq!(
            parse(&["--count"]).unwrap().mode(),
            Mode::Count {
                limit: 2,
                max_nodes: u64::MAX
            }
        );
        assert_eq!(
            parse(&["--count=50"]).unwrap().mode(),
            Mode::Count {
                limit: 50,
                max_nodes: u64::MAX
            }
        );
        let with_file = parse(&["--count", "a.txt"]).unwrap();
        assert_eq!(
            with_file.mode(),
            Mode::Count {
                limit: 2,
                max_nodes: u64::MAX
            }
        );
        assert_eq!(with_file.files, vec![PathBuf::from("a.txt")]);
        assert!(parse(&["--count=0"]).is_err());
        assert!(parse(&["--count=x"]).is_err());
    }

    #[test]
    fn max_nodes_bounds_a_count() {
        assert_eq!(
            parse(&["--count", "--max-nodes", "10"]).unwrap().mode(),
            Mode::Count {
                limit: 2,
                max_nodes: 10
            }
        );
        assert!(parse(&["--max-nodes", "10"]).is_err());
    }

    #[test]
    fn check_and_count_exclude_each_other() {
        assert_eq!(parse(&["--check"]).unwrap().mode(), Mode::Check);
        assert!(parse(&["--check", "--count"]).is_err());
    }

    #[test]
    fn threads_default_to_every_core() {
        assert_eq!(parse(&[]).unwrap().threads, 0);
        assert_eq!(parse(&["--threads", "3"]).unwrap().threads, 3);
        assert!(parse(&["--threads", "-1"]).is_err());
    }
}
