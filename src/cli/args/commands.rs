//! The commands other than solving (`generate`, `rate`, `hint`, `completions`) and their
//! options, with the library types the option values become.

use std::path::PathBuf;

use clap::{Subcommand, ValueEnum};
use clap_complete::Shell;
use sudoku::{
    GenerateOptions, KillerGenerateOptions, LayoutGenerateOptions, Level, RatingRange, Symmetry,
};

use super::Mode;

/// The tasks other than solving.
#[derive(Debug, Subcommand)]
pub enum Command {
    /// Generate puzzles with exactly one solution, one a line
    ///
    /// Prints COUNT puzzles, one per line (81 digits, 0 for a blank), as soon as each is
    /// made, in order, generated on every core. Puzzle i comes from seed SEED + i, so the
    /// same seed and options give the same puzzles on every machine. With --layout, the
    /// puzzles are of that layout, each a line of the layout text form (`16x16 x: 5C..`).
    Generate(GenerateArgs),
    /// Rate puzzles: level, rating and hardest technique, one line per puzzle
    ///
    /// Reads puzzles as solving does (FILEs or stdin, one per line, or one 9-line grid) and
    /// prints for each `LEVEL RATING TECHNIQUE`, e.g. `HARD 4.2 XY-Wing`: the level, the
    /// Sudoku Explainer rating of the hardest step, and its technique. The levels are ranges
    /// of that rating: EASY up to 2.3, MEDIUM 2.4 to 3.4, HARD 3.5 to 4.4, EXPERT 4.5 to 6.4,
    /// BEYOND 6.5 and up. A puzzle without exactly one solution gets `error: ` and the
    /// reason.
    Rate(RateArgs),
    /// The next step for one grid, as a sentence
    ///
    /// Reads one grid (9 lines of 9 digits, or one line of 81) from FILE or stdin: a
    /// player's grid, givens and entries alike. Prints the easiest step a person would take,
    /// e.g. `Hidden single: in box 5, 7 fits only r5c4.`; a wrong entry first. A chain is
    /// told step by step: `Forcing chain: if r1c2 is 3, then r1c7 is not 3, ...`.
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

    /// The layout of the puzzles instead of the classic 9x9, e.g. "16x16 x"
    ///
    /// A prefix of the layout text form (doc/layouts.md): the size NxN (4 to 16, or 25) and
    /// rules among x, diagonal, anti-diagonal, windoku, disjoint, anti-knight, anti-king,
    /// extra=r1c1,r2c2,... With `jigsaw` ("9x9 jigsaw anti-king"), every puzzle gets its own
    /// random connected regions. Each puzzle is printed as a line of the text form (its
    /// regions after its cells for a jigsaw). --level and --max-givens are for the classic
    /// 9x9 only; --min-rating and --max-rating work on the 9x9 layouts that `sudoku rate`
    /// rates.
    #[arg(long, value_name = "LAYOUT")]
    pub layout: Option<String>,

    /// Killer puzzles over --layout: cages with their sums, no givens unless needed
    ///
    /// Each puzzle's layout is --layout's rules with connected cages (cells touching by a
    /// side) of --cage-sizes cells, each of distinct digits and with its sum: none of the
    /// givens the cages make unneeded (usually all of them), each left one needed. With
    /// --symmetry, the image of each cage is a cage. Printed as a line of the killer text
    /// form (`9x9 killer: .... aab.. a=11,b=7,...`).
    #[arg(long, requires = "layout")]
    pub killer: bool,

    /// The sizes of the killer's cages, MIN-MAX cells (1-6 unless told)
    #[arg(long, value_name = "MIN-MAX", value_parser = parse_cage_sizes, requires = "killer")]
    pub cage_sizes: Option<(usize, usize)>,

    /// The symmetry of the givens
    ///
    /// With --layout, one the layout keeps: it must map every house onto a house (a 6x6's
    /// 2x3 boxes refuse rotate90; a jigsaw's random regions keep none).
    #[arg(long, value_enum, default_value_t = SymmetryArg::None)]
    pub symmetry: SymmetryArg,

    /// The level every puzzle's rating must have
    #[arg(long, value_enum, conflicts_with = "layout")]
    pub level: Option<LevelArg>,

    /// Every given needed: none can go without a second solution
    ///
    /// Without it, removal stops once the givens are at most --max-givens; with no bound,
    /// the puzzles come out minimal all the same. With --layout, without it only the
    /// removals propagation decides are made: quicker, more givens, still one solution.
    #[arg(long)]
    pub minimal: bool,

    /// The most givens a puzzle may have (17 to 81)
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u8).range(17..=81), conflicts_with = "layout")]
    pub max_givens: Option<u8>,

    /// The least Sudoku Explainer rating a puzzle may have, e.g. 6.5
    ///
    /// Puzzles are rated as `sudoku rate` rates them; with --max-rating, the rating is
    /// within both, bounds included. A rare range takes longer to fill.
    #[arg(long, value_name = "R", value_parser = parse_tenths)]
    pub min_rating: Option<u16>,

    /// The greatest Sudoku Explainer rating a puzzle may have, e.g. 7.5
    ///
    /// A puzzle beyond the library's techniques (rated BEYOND, its rating a lower bound) is
    /// never within a range with a maximum.
    #[arg(long, value_name = "R", value_parser = parse_tenths)]
    pub max_rating: Option<u16>,

    /// Worker threads; 0 means one per core
    #[arg(long, value_name = "N", default_value_t = 0)]
    pub threads: usize,
}

/// Cage sizes `MIN-MAX` (`2-5`, or `3` for one size): 1 <= MIN <= MAX.
fn parse_cage_sizes(text: &str) -> Result<(usize, usize), String> {
    let problem = || format!("`{text}` is not MIN-MAX cells with 1 <= MIN <= MAX, like 1-6");
    let (smallest, largest) = text.split_once('-').unwrap_or((text, text));
    let smallest: usize = smallest.trim().parse().map_err(|_| problem())?;
    let largest: usize = largest.trim().parse().map_err(|_| problem())?;
    if smallest == 0 || smallest > largest {
        return Err(problem());
    }
    Ok((smallest, largest))
}

/// A rating with at most one decimal (`7`, `7.2`) in tenths, below the range's open end.
fn parse_tenths(text: &str) -> Result<u16, String> {
    let problem = || format!("`{text}` is not a rating with at most one decimal, like 7.2");
    let (whole, tenth) = text.split_once('.').unwrap_or((text, "0"));
    let digits = |part: &str| !part.is_empty() && part.bytes().all(|b| b.is_ascii_digit());
    if !digits(whole) || !digits(tenth) || tenth.len() != 1 {
        return Err(problem());
    }
    let whole: u16 = whole.parse().map_err(|_| problem())?;
    whole
        .checked_mul(10)
        .and_then(|tenths| tenths.checked_add(u16::from(tenth.as_bytes()[0] - b'0')))
        .filter(|&tenths| tenths < RatingRange::NO_MAXIMUM)
        .ok_or_else(problem)
}

impl GenerateArgs {
    /// The range of ratings asked, or why it is empty.
    pub fn range(&self) -> Result<RatingRange, String> {
        let min = self.min_rating.unwrap_or(0);
        let max = self.max_rating.unwrap_or(RatingRange::NO_MAXIMUM);
        RatingRange::tenths(min, max).ok_or_else(|| {
            format!(
                "--min-rating {:.1} is above --max-rating {:.1}",
                f64::from(min) / 10.0,
                f64::from(max) / 10.0
            )
        })
    }

    /// The library's options for these arguments.
    pub fn options(&self) -> GenerateOptions {
        GenerateOptions::new()
            .symmetry(self.symmetry.into())
            .minimal(self.minimal)
            .level(self.level.map(Level::from))
            .max_givens(self.max_givens.unwrap_or(81))
    }

    /// The library's options for killer puzzles (--killer), rated within `range`.
    pub fn killer_options(&self, range: RatingRange) -> KillerGenerateOptions {
        let defaults = KillerGenerateOptions::new();
        let (smallest, largest) = self
            .cage_sizes
            .unwrap_or((defaults.smallest_cage, defaults.largest_cage));
        defaults
            .cage_sizes(smallest, largest)
            .symmetry(self.symmetry.into())
            .rating(range)
    }

    /// The library's options for a layout's puzzles (--layout), rated within `range`.
    pub fn layout_options(&self, range: RatingRange) -> LayoutGenerateOptions {
        LayoutGenerateOptions::new()
            .symmetry(self.symmetry.into())
            .minimal(self.minimal)
            .rating(range)
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
    /// Rated up to 2.3: singles and Sudoku Explainer's direct techniques
    Easy,
    /// Rated 2.4 to 3.4: locked candidates, pairs, X-Wing
    Medium,
    /// Rated 3.5 to 4.4: triples, Swordfish, XY- and XYZ-Wing
    Hard,
    /// Rated 4.5 to 6.4: unique rectangles, quads, wings, BUG
    Expert,
    /// Rated 6.5 and up: cycles and forcing chains
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

    /// Give up a rating after N units of work, printing an error line
    ///
    /// Bounds each rating to N units of work (steps, techniques searched for, potentials a
    /// chain search follows, each of bounded cost): the same result on every machine. A
    /// puzzle that needs more prints `error: the work bound ran out before the rating
    /// finished`.
    #[arg(long, value_name = "N")]
    pub max_work: Option<u64>,

    /// Print a summary on stderr at the end
    #[arg(long)]
    pub stats: bool,
}

impl RateArgs {
    /// The question every puzzle is asked.
    pub fn mode(&self) -> Mode {
        Mode::Rate {
            max_work: self.max_work.unwrap_or(u64::MAX),
        }
    }
}

/// `sudoku hint`.
#[derive(Debug, clap::Args)]
pub struct HintArgs {
    /// The grid's file; none or `-` reads stdin
    #[arg(value_name = "FILE")]
    pub file: Option<PathBuf>,
}
