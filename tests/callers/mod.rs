//! The example programs in `examples/`, built and run with their output checked, a module
//! per language: C (linked against the shared library, statically, and loaded with dlopen),
//! C++ over the header-only wrapper, C# under Mono and Python through ctypes; and every
//! binding against the header. Here: what more than one of them uses.

mod bindings;
mod c;
mod cpp;
mod csharp;
mod python;

use std::path::PathBuf;

use support::commands::manifest_dir;

/// Three grids for the batch counts of the wrappers: the empty grid (more completions than
/// any limit), a clash, and the empty grid's answer (one completion); counted to 5, each
/// binding must print `status count` lines as the library's own batch count gives them.
fn count_batch_expected() -> String {
    let solved = sudoku::Grid::EMPTY.solve().unwrap();
    let mut clash = [0u8; 81];
    clash[..2].copy_from_slice(&[4, 4]);
    let clash = sudoku::Grid::from(clash);
    let counts = sudoku::count_batch(&[sudoku::Grid::EMPTY, clash, solved], 5, 0);
    counts
        .iter()
        .map(|count| match count {
            Ok(count) => format!("0 {count}\n"),
            Err(error) => format!("{} 0\n", sudoku::ffi::SudokuStatus::from(error) as i32),
        })
        .collect()
}

/// A bank puzzle that Sudoku Explainer rates 7.2 (chains to the end), for the wrappers'
/// ratings within a work bound.
const CHAINS: &str =
    "083020090000800100029300008000098700070000060006740000300006980002005000010030540";

/// What a wrapper prints rating `CHAINS`: `tenths work` unbounded, then the status of a
/// rating within the work it took, one unit less, and none (the statuses as numbers); then
/// the puzzle generated from seed 5 rated 3.6 to 4.5 (the other options the defaults).
fn rate_within_expected() -> String {
    let puzzle = sudoku::Grid::from_line(CHAINS.as_bytes()).unwrap();
    let rating = puzzle.rate().unwrap();
    let work = rating.work();
    let mut printed = format!("{} {work}\n", rating.tenths());
    for bound in [work, work - 1, 0] {
        let status = match puzzle.rate_within(bound) {
            Ok(within) => {
                assert_eq!(within, rating);
                0
            }
            Err(error) => sudoku::ffi::SudokuStatus::from(&error) as i32,
        };
        printed += &format!("{status}\n");
    }
    assert_eq!(printed.lines().skip(1).collect::<Vec<_>>(), ["0", "6", "6"]);
    let range = sudoku::RatingRange::tenths(36, 45).unwrap();
    let options = sudoku::GenerateOptions::default();
    let generated = sudoku::Grid::generate_rated(5, &options, range).unwrap();
    printed + &generated.to_line() + "\n"
}

/// The folder holding the package `sudoku_lexmin` in the source tree.
fn package_root() -> PathBuf {
    manifest_dir().join("bindings/python")
}

/// The modules of the Python package, `bindings/python/sudoku_lexmin/*.py`.
fn package_modules() -> Vec<PathBuf> {
    let dir = package_root().join("sudoku_lexmin");
    let mut modules: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|entry| entry.unwrap().path())
        .filter(|path| path.extension().is_some_and(|ext| ext == "py"))
        .collect();
    modules.sort();
    assert!(modules.len() > 3, "{modules:?}");
    modules
}

/// The layout line the wrappers' layout programs read: a 4x4 with both diagonals.
const LAYOUT_LINE: &str = "4x4 x: 1...............";

/// The 9x9 Sudoku X puzzle they rate and hint (serate --isX=1 rates it 2.9).
const X_LAYOUT_PUZZLE: &str =
    "9x9 x: 000008700000562000020000000000100000050000340070200050014000590000000800000805010";

/// The killer they solve and count (its text in each program): eight cages of two cells with
/// sums and no given, so several completions.
const KILLER_LINE: &str =
    "4x4 killer: ................ aabbccddeeffgghh a=3,b=7,c=7,d=3,e=5,f=5,g=5,h=5";

/// The f-puzzles document they read: a 4x4 with the main diagonal, a given 1 and the player's
/// 3 (no given).
const LAYOUT_FPUZZLES: &str = r#"{"size":4,"diagonal-":true,"grid":[[{"value":1,"given":true},{},{},{}],[{},{},{},{}],[{},{},{},{}],[{},{},{},{"value":3}]]}"#;

/// What a wrapper's layout program prints, from the Rust API, one line each: `size cells` of
/// `LAYOUT_LINE`; its smallest completion; `count finished` counted to 5, then within 1 unit
/// of work; its pencil marks; the puzzle of its layout generated for seed 3 with the half
/// turn, and the killer over it for seed 5; `tenths hardest` rating `X_LAYOUT_PUZZLE`, and its first hint's sentence, and the
/// puzzle of its layout generated for seed 4 rated 3.0 to 4.5;
/// `status cell sentence` validating it with a 1 added at r3c3 (a
/// clash in the main diagonal); `status reason` for the text `6x6 kings`; the size and givens of
/// `LAYOUT_FPUZZLES`; any completion of it; the smallest completion of `KILLER_LINE` and its
/// count to 5. Values joined by commas, statuses as numbers.
fn layout_expected() -> String {
    use sudoku::{Counted, LayoutGrid};
    let join = |values: &mut dyn Iterator<Item = u64>| {
        values
            .map(|value| value.to_string())
            .collect::<Vec<_>>()
            .join(",")
    };
    let counted = |counted: Counted| match counted {
        Counted::Finished(count) => format!("{count} 1"),
        Counted::BudgetExceeded(count) => format!("{count} 0"),
    };
    let work = sudoku::DEFAULT_LAYOUT_WORK;
    let grid: LayoutGrid = LAYOUT_LINE.parse().unwrap();
    let size = grid.layout().size();
    let answer = grid.solve(work).unwrap();
    let reason = "6x6 kings".parse::<sudoku::Layout>().unwrap_err();
    let mut clashing = grid.cells().to_vec();
    clashing[10] = 1;
    let clash = LayoutGrid::new(grid.layout().clone(), clashing)
        .unwrap()
        .validate()
        .unwrap_err();
    let document = LayoutGrid::from_fpuzzles_text(LAYOUT_FPUZZLES).unwrap();
    let any = document.solve_any(work).unwrap();
    let x_puzzle: LayoutGrid = X_LAYOUT_PUZZLE.parse().unwrap();
    let killer: LayoutGrid = KILLER_LINE.parse().unwrap();
    let x_rating = x_puzzle.rate().unwrap();
    let generate_options =
        sudoku::LayoutGenerateOptions::new().symmetry(sudoku::Symmetry::Rotate180);
    let range = sudoku::RatingRange::tenths(30, 45).unwrap();
    let rated_options = sudoku::LayoutGenerateOptions::new().rating(range);
    let lines = [
        format!("{size} {}", size * size),
        join(&mut answer.cells().iter().map(|&v| u64::from(v))),
        counted(grid.count(5, work).unwrap()),
        counted(grid.count(5, 1).unwrap()),
        join(&mut grid.candidates().unwrap().into_iter().map(u64::from)),
        LayoutGrid::generate(grid.layout(), 3, &generate_options)
            .unwrap()
            .to_string(),
        LayoutGrid::generate_killer(grid.layout(), 5, &sudoku::KillerGenerateOptions::new())
            .unwrap()
            .to_string(),
        format!("{} {}", x_rating.tenths(), x_rating.hardest() as i32),
        x_puzzle
            .hint_with(Some(&x_puzzle), None)
            .unwrap()
            .to_string(),
        LayoutGrid::generate(x_puzzle.layout(), 4, &rated_options)
            .unwrap()
            .to_string(),
        format!("{} 10 {clash}", sudoku::ffi::SudokuStatus::Conflict as i32),
        format!(
            "{} {reason}",
            sudoku::ffi::SudokuStatus::InvalidLayout as i32
        ),
        format!(
            "{} {}",
            document.layout().size(),
            join(&mut document.cells().iter().map(|&v| u64::from(v)))
        ),
        join(&mut any.cells().iter().map(|&v| u64::from(v))),
        join(
            &mut killer
                .solve(work)
                .unwrap()
                .cells()
                .iter()
                .map(|&v| u64::from(v)),
        ),
        counted(killer.count(5, work).unwrap()),
    ];
    lines.join("\n") + "\n"
}
