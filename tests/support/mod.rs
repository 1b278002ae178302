//! Helpers shared by the tests, in one internal crate (`tests/support/Cargo.toml`): the
//! integration binary (`tests/lib.rs`), the binaries that own their process
//! (`tests/own_process/`), the benchmarks, the fuzz targets and the two tools in `tools/`
//! depend on it. Each file has one job:
//!
//! - `generate`: seeded random grids, and the one mix of every kind of grid;
//! - `reference`: plain row-major backtracking, the algorithm whose answer is the spec;
//! - `oracle`: what the library must answer for any grid, by the reference or the peer crate;
//! - `contract`: the C contract and the Rust API checked on one grid or batch;
//! - `fuzz_input`: how fuzz inputs become grids, shared with `fuzz/`;
//! - `fpuzzles_input`: the f-puzzles reader on fuzz inputs, and its board's promises;
//! - `layout_input`: the layout text and f-puzzles readers on fuzz inputs, and the grids'
//!   promises;
//! - `hard`: the slowest inputs found;
//! - `transform`: the transformations that keep a puzzle's completions (relabel, permute,
//!   transpose);
//! - `library`: where the built native library is;
//! - `commands`: running commands and toolchains, and reading the header and binaries.

pub mod commands;
pub mod contract;
pub mod fpuzzles_input;
pub mod fuzz_input;
pub mod generate;
pub mod hard;
pub mod layout_input;
pub mod library;
pub mod oracle;
pub mod reference;
pub mod transform;

/// The library's version, as `sudoku_version` gives it: this crate's own is not the
/// library's.
pub fn library_version() -> &'static str {
    // SAFETY: `sudoku_version` returns a static NUL-terminated string.
    unsafe { std::ffi::CStr::from_ptr(sudoku::ffi::sudoku_version()) }
        .to_str()
        .expect("an ASCII version")
}

/// The sample of Baekjoon 2239 and the answer the judge expects.
pub const SAMPLE: &str = "103000509\n002109400\n000704000\n300502006\n060000050\n\
                          700803004\n000401000\n009205800\n804000107\n";
pub const SAMPLE_ANSWER: &str = "143628579\n572139468\n986754231\n391542786\n468917352\n\
                                 725863914\n237481695\n619275843\n854396127\n";

/// The message of `SUDOKU_STATUS_CONFLICT`, which every example program shows as its error
/// example.
pub const CONFLICT_MESSAGE: &str = "two givens repeat a digit in a row, column or box";

/// What every example program prints: the version, the sample's answer, its count of
/// solutions, a batch of the sample and a clashing copy, then the clash as validate and solve
/// report it.
pub fn expected_transcript() -> String {
    let first_row = &SAMPLE_ANSWER[..9];
    let bounded = match sudoku::Grid::EMPTY.count_solutions_within(1_000_000, 1000) {
        Ok(sudoku::Counted::BudgetExceeded(count)) => count,
        other => panic!("the empty grid's bounded count: {other:?}"),
    };
    format!(
        "sudoku {version}\n\
         {SAMPLE_ANSWER}\
         solutions (limit 2): 1\n\
         empty grid within 1000 nodes: at least {bounded} solutions, finished: no\n\
         batch: statuses 0 3, first row {first_row}\n\
         validate: status 3 at cell 1: {CONFLICT_MESSAGE}\n\
         solve: status 3: {CONFLICT_MESSAGE}\n",
        version = library_version(),
    )
}

/// The seed every `play` example generates its puzzle from (minimal, half-turn symmetry).
pub const PLAY_SEED: u64 = 2024;

/// What every `play` example prints: the generated puzzle, its rating, three hints with
/// their sentences (each applied to the player's grid and pencil marks), and the solution.
/// Computed here with the Rust API, which the C ABI and every binding must agree with.
pub fn play_transcript() -> String {
    use sudoku::{GenerateOptions, Grid, Symmetry};
    let options = GenerateOptions::new().symmetry(Symmetry::Rotate180);
    let puzzle = Grid::generate(PLAY_SEED, &options).unwrap();
    let rating = puzzle.rate().unwrap();
    let mut text = format!(
        "puzzle: {}
rating: {} {:.1}, hardest step: {}, {} givens
",
        puzzle.to_line(),
        rating.level(),
        rating.value(),
        rating.hardest(),
        rating.givens()
    );
    let mut grid = puzzle;
    let mut marks = puzzle.candidates().unwrap();
    for step in 1..=3 {
        let hint = grid.hint(Some(&marks)).unwrap();
        text += &format!("hint {step}: {hint}\n");
        if let Some((cell, digit)) = hint.placement() {
            grid.set(cell, digit);
        }
        for (cell, mask) in hint.eliminations() {
            for digit in (1..=9).filter(|digit| mask & 1 << (digit - 1) != 0) {
                marks.remove(cell, digit);
            }
        }
    }
    text += &format!("solution: {}\n", grid.solve().unwrap().to_line());
    let chained = Grid::from_line(CHAIN_GRID.as_bytes()).unwrap();
    let hint = chained.hint_chain(None, None).unwrap();
    let chain = hint.chain().unwrap();
    let first = chain.lines().next().unwrap();
    text + &format!(
        "chain: kind {}, {} line, first from r{}c{}, {} steps\nchain hint: {}\n",
        chain.kind().unwrap() as i32,
        chain.lines().len(),
        first.steps().next().unwrap().cell().row() + 1,
        first.steps().next().unwrap().cell().column() + 1,
        first.steps().len() + first.omitted(),
        hint.explained()
    )
}

/// A player's grid whose next hint, with the basic pencil marks, is a chain: the play
/// examples show its lines.
pub const CHAIN_GRID: &str =
    "593826147040910083008034902001402009469050821000109304004670298986241735700098416";

/// A puzzle built against row-major backtracking: its first row solves to 987654321.
pub const ANTI_BACKTRACKING: &str =
    "..............3.85..1.2.......5.7.....4...1...9.......5......73..2.1........4...9";

/// Cells from the one-line or 9-line text form ('.' or '0' for a blank).
pub fn cells(text: &str) -> [u8; 81] {
    let digits: Vec<u8> = text
        .bytes()
        .filter(|b| b.is_ascii_digit() || *b == b'.')
        .map(|b| if b == b'.' { 0 } else { b - b'0' })
        .collect();
    digits.try_into().expect("81 cells")
}
