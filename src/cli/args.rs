//! The command line, parsed by clap (`sudoku --help` shows the text below), and the mode it
//! asks for: what the program does with every puzzle.

use std::path::PathBuf;

use clap::{CommandFactory, Parser, Subcommand, ValueEnum};
use clap_complete::Shell;
use sudoku::{GenerateOptions, Level, Symmetry};

const ABOUT: &str =
    "Solves Sudoku puzzles: prints the smallest completion of each (Baekjoon 2239).";

const LONG_ABOUT: &str = "\
Solves Sudoku puzzles: prints the smallest completion of each (Baekjoon 2239), or counts or
checks them.

INPUT. Each FILE (stdin when there is none; `-` is stdin too) holds one puzzle per line:
81 cells in row-major order, 1-9 for a given, 0 or `.` for a blank; whitespace around and
between cells is skipped. Blank lines and lines starting with `#` are skipped; CRLF line
ends and a byte-order mark are accepted. The input is streamed, so it may hold any number
of puzzles.

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
puzzle, clashing givens, or, when solving, no completion), an input could not be read, or
the answers could not be written (stdout closed or failing); 2 for a bad command line.
With --count, a count of 0 is an answer, not a failure.

COMMANDS. Solving is the default; `sudoku generate`, `sudoku rate` and `sudoku hint` make,
rate and explain puzzles, and `sudoku completions SHELL` prints a completion script
(`sudoku COMMAND --help`). A file named like a command is given as `./rate`, or after an
option.";

const EXAMPLES: &str = "\
Examples:
  sudoku < examples/sample.txt          Solve one grid in the 9-line form
  sudoku puzzles.txt > answers.txt      Solve every puzzle of a file, one answer a line
  sudoku --count puzzles.txt            Which puzzles are proper? (0, 1 or 2+ completions)
  sudoku --count=1000 a.txt b.txt       Count completions, up to 1000 each, of two files
  sudoku --count=1000000 --max-nodes 100000 sparse.txt
                                        Count, but give up each count after 100000 nodes
  sudoku --check - < puzzles.txt        Check the givens only, from stdin
  sudoku --threads 1 --stats big.txt    Solve on one thread; puzzles/s and statuses on stderr
  sudoku generate 100 --level hard      100 puzzles rated HARD, one a line
  sudoku rate puzzles.txt               Level, rating and hardest technique of each puzzle
  sudoku hint < grid.txt                The next step for one grid, as a sentence
  sudoku completions bash               Print the completion script for bash";

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

/// The question asked of every puzzle line: solving, counting and checking from the options,
/// rating from the `rate` command.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mode {
    /// The smallest completion.
    Solve,
    /// The number of completions, counting no further than `limit` (at least 1), within
    /// `max_nodes` units of work.
    Count { limit: u64, max_nodes: u64 },
    /// Whether the givens are well formed, without solving.
    Check,
    /// How hard the puzzle is for a person: level, rating, hardest technique.
    Rate,
}

/// The tasks other than solving.
#[derive(Debug, Subcommand)]
pub enum Command {
    /// Generate puzzles with exactly one solution, one a line
    ///
    /// Prints COUNT puzzles, one per line (81 digits, 0 for a blank), as soon as each is
    /// made, in order, generated on every core. Puzzle i comes from seed SEED + i, so the
    /// same seed and options give the same puzzles on every machine.
    Generate(GenerateArgs),
    /// Rate puzzles: level, rating and hardest technique, one line per puzzle
    ///
    /// Reads puzzles as solving does (FILEs or stdin, one per line, or one 9-line grid) and
    /// prints for each `LEVEL RATING TECHNIQUE`, e.g. `HARD 4.2 XY-Wing`: the level (EASY,
    /// MEDIUM, HARD, EXPERT, BEYOND), the Sudoku Explainer rating of the hardest step, and
    /// its technique. A puzzle without exactly one solution gets `error: ` and the reason.
    Rate(RateArgs),
    /// The next step for one grid, as a sentence
    ///
    /// Reads one grid (9 lines of 9 digits, or one line of 81) from FILE or stdin: a
    /// player's grid, givens and entries alike. Prints the easiest step a person would take,
    /// e.g. `Hidden single: in box 5, 7 fits only r5c4.`; a wrong entry first.
    Hint(HintArgs),
    /// Print the completion script for SHELL on stdout
    ///
    /// Install it where the shell looks, e.g. for bash
    /// `sudoku completions bash > ~/.local/share/bash-completion/completions/sudoku`, for zsh
    /// as `_sudoku` in a directory of $fpath, for fish in
    /// `~/.config/fish/completions/sudoku.fish`.
    Completions {
        /// The shell to complete in
        #[arg(value_enum)]
        shell: Shell,
    },
}

/// The completion script of the program for `shell`.
pub fn completions(shell: Shell) -> Vec<u8> {
    let mut script = Vec::new();
    clap_complete::generate(shell, &mut Args::command(), "sudoku", &mut script);
    script
}

/// `sudoku generate`.
#[derive(Debug, clap::Args)]
pub struct GenerateArgs {
    /// How many puzzles
    #[arg(value_name = "COUNT")]
    pub count: u64,

    /// The seed of the first puzzle [default: from the clock]
    #[arg(long, value_name = "S")]
    pub seed: Option<u64>,

    /// The symmetry of the givens
    #[arg(long, value_enum, default_value_t = SymmetryArg::None)]
    pub symmetry: SymmetryArg,

    /// The level every puzzle's rating must have
    #[arg(long, value_enum)]
    pub level: Option<LevelArg>,

    /// Every given needed: none can go without a second solution
    ///
    /// Without it, removal stops once the givens are at most --max-givens; with no bound,
    /// the puzzles come out minimal all the same.
    #[arg(long)]
    pub minimal: bool,

    /// The most givens a puzzle may have (17 to 81)
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u8).range(17..=81))]
    pub max_givens: Option<u8>,

    /// Worker threads; 0 means one per core
    #[arg(long, value_name = "N", default_value_t = 0)]
    pub threads: usize,
}

impl GenerateArgs {
    /// The library's options for these arguments.
    pub fn options(&self) -> GenerateOptions {
        GenerateOptions {
            symmetry: self.symmetry.into(),
            minimal: self.minimal,
            level: self.level.map(Level::from),
            max_givens: self.max_givens.unwrap_or(81),
        }
    }
}

/// `--symmetry`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum SymmetryArg {
    None,
    /// A half turn
    Rotate180,
    /// A quarter turn
    Rotate90,
    /// Left and right
    Mirror,
    /// The main diagonal
    Diagonal,
}

impl From<SymmetryArg> for Symmetry {
    fn from(symmetry: SymmetryArg) -> Self {
        match symmetry {
            SymmetryArg::None => Symmetry::None,
            SymmetryArg::Rotate180 => Symmetry::Rotate180,
            SymmetryArg::Rotate90 => Symmetry::Rotate90,
            SymmetryArg::Mirror => Symmetry::Mirror,
            SymmetryArg::Diagonal => Symmetry::Diagonal,
        }
    }
}

/// `--level`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum LevelArg {
    Easy,
    Medium,
    Hard,
    Expert,
    Beyond,
}

impl From<LevelArg> for Level {
    fn from(level: LevelArg) -> Self {
        match level {
            LevelArg::Easy => Level::Easy,
            LevelArg::Medium => Level::Medium,
            LevelArg::Hard => Level::Hard,
            LevelArg::Expert => Level::Expert,
            LevelArg::Beyond => Level::Beyond,
        }
    }
}

/// `sudoku rate`.
#[derive(Debug, clap::Args)]
pub struct RateArgs {
    /// Files of puzzles, one per line; none or `-` reads stdin
    #[arg(value_name = "FILE")]
    pub files: Vec<PathBuf>,

    /// Worker threads; 0 means one per core
    #[arg(long, value_name = "N", default_value_t = 0)]
    pub threads: usize,

    /// Print a summary on stderr at the end
    #[arg(long)]
    pub stats: bool,
}

/// `sudoku hint`.
#[derive(Debug, clap::Args)]
pub struct HintArgs {
    /// The grid's file; none or `-` reads stdin
    #[arg(value_name = "FILE")]
    pub file: Option<PathBuf>,
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
    fn commands_take_their_own_options() {
        let generate = parse(&["generate", "5", "--seed", "7", "--symmetry", "rotate90"]).unwrap();
        let Some(Command::Generate(generate)) = generate.command else {
            panic!("not generate");
        };
        assert_eq!((generate.count, generate.seed), (5, Some(7)));
        assert_eq!(
            generate.options(),
            GenerateOptions {
                symmetry: Symmetry::Rotate90,
                minimal: false,
                level: None,
                max_givens: 81,
            }
        );
        let hard = parse(&[
            "generate",
            "1",
            "--level",
            "hard",
            "--minimal",
            "--max-givens",
            "30",
        ]);
        let Some(Command::Generate(hard)) = hard.unwrap().command else {
            panic!("not generate");
        };
        assert_eq!(hard.options().level, Some(Level::Hard));
        assert!(hard.options().minimal);
        assert_eq!(hard.options().max_givens, 30);
        assert!(parse(&["generate", "1", "--max-givens", "16"]).is_err());
        assert!(parse(&["generate", "1", "--level", "any"]).is_err());
        assert!(parse(&["generate"]).is_err());
        let rate = parse(&["rate", "a.txt", "b.txt", "--threads", "2"]).unwrap();
        let Some(Command::Rate(rate)) = rate.command else {
            panic!("not rate");
        };
        assert_eq!(rate.files.len(), 2);
        assert!(matches!(
            parse(&["hint"]).unwrap().command,
            Some(Command::Hint(HintArgs { file: None }))
        ));
        // After solving's options, a command's name is a file, as before there were commands.
        let count = parse(&["--count", "rate", "a.txt"]).unwrap();
        assert!(count.command.is_none());
        assert_eq!(count.files, [PathBuf::from("rate"), PathBuf::from("a.txt")]);
        assert_eq!(parse(&["./rate"]).unwrap().files, [PathBuf::from("./rate")]);
    }

    #[test]
    fn completions_is_a_subcommand_and_solving_the_default() {
        let completions = parse(&["completions", "zsh"]).unwrap();
        assert!(matches!(
            completions.command,
            Some(Command::Completions { shell: Shell::Zsh })
        ));
        let solving = parse(&["puzzles.txt"]).unwrap();
        assert!(solving.command.is_none());
        assert_eq!(solving.mode(), Mode::Solve);
        assert!(parse(&["completions", "cmd.exe"]).is_err());
        // The puzzle options do not apply to it; before it, it is a file name.
        assert!(parse(&["completions", "bash", "--count"]).is_err());
        let files = parse(&["--count", "completions"]).unwrap();
        assert_eq!(files.files, [PathBuf::from("completions")]);
    }

    /// Set to rewrite the man pages in doc/ instead of comparing them.
    const UPDATE_MAN_PAGES: &str = "SUDOKU_UPDATE_MAN_PAGES";

    /// The man pages clap_mangen renders from this definition: `sudoku.1`, and one per
    /// command (`sudoku-generate.1`, ...), which the first one names.
    fn man_pages() -> Vec<(String, Vec<u8>)> {
        let mut command = Args::command();
        command.build();
        let subcommands = command.get_subcommands().cloned().collect::<Vec<_>>();
        std::iter::once(command)
            .chain(subcommands)
            .map(|page| {
                let name = page
                    .get_display_name()
                    .unwrap_or(page.get_name())
                    .to_string();
                let mut text = Vec::new();
                clap_mangen::Man::new(page).render(&mut text).unwrap();
                (format!("{name}.1"), text)
            })
            .collect()
    }

    #[test]
    fn the_man_pages_are_current() {
        let doc = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("doc");
        let pages = man_pages();
        let names: Vec<&str> = pages.iter().map(|(name, _)| name.as_str()).collect();
        assert_eq!(
            names,
            [
                "sudoku.1",
                "sudoku-generate.1",
                "sudoku-rate.1",
                "sudoku-hint.1",
                "sudoku-completions.1"
            ]
        );
        for (name, page) in &pages {
            if std::env::var_os(UPDATE_MAN_PAGES).is_some() {
                std::fs::write(doc.join(name), page).unwrap();
            }
            let committed = std::fs::read(doc.join(name)).unwrap_or_default();
            assert!(
                committed == *page,
                "doc/{name} is stale: run `{UPDATE_MAN_PAGES}=1 cargo test --bin sudoku \
                 the_man_pages_are_current` and commit it"
            );
        }
    }

    #[test]
    fn threads_default_to_every_core() {
        assert_eq!(parse(&[]).unwrap().threads, 0);
        assert_eq!(parse(&["--threads", "3"]).unwrap().threads, 3);
        assert!(parse(&["--threads", "-1"]).is_err());
    }
}
