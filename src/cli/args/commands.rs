//! The commands other than solving (`generate`, `rate`, `hint`, `completions`) and their
//! options, with the library types the option values become.

use std::path::PathBuf;

use clap::{Subcommand, ValueEnum};
use clap_complete::Shell;
use sudoku::{GenerateOptions, Level, Symmetry};

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
