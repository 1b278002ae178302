//! Time per puzzle of generation and of the exact answers on grids of other layouts:
//! `cargo run --release --example layout_times [-- SEEDS [LAYOUT] | FILE]`. For each layout it
//! generates puzzles from seeds 0..SEEDS (`LayoutGrid::generate`, minimal, no symmetry), then
//! times `LayoutGrid::solve` (the smallest completion) and `count(2, ..)` on them. Given a FILE
//! of layout lines (such as tests/data/layout_puzzles.txt), it times each line.

use std::time::{Duration, Instant};

use sudoku::{Counted, DEFAULT_LAYOUT_WORK, Layout, LayoutGenerateOptions, LayoutGrid};

/// Times the answers of each layout line of `path`.
fn time_file(path: &str) {
    let text = std::fs::read_to_string(path).expect("a readable file");
    for line in text
        .lines()
        .filter(|line| line.contains(':') && !line.starts_with('#'))
    {
        let grid: LayoutGrid = line.parse().expect("a layout line");
        let start = Instant::now();
        let answer = grid.solve(DEFAULT_LAYOUT_WORK);
        let solving = start.elapsed();
        let start = Instant::now();
        let count = grid.count(2, DEFAULT_LAYOUT_WORK);
        let counting = start.elapsed();
        let name: String = line.chars().take(24).collect();
        let solved = answer.is_ok();
        println!("{name}: solve {solving:?} ({solved}), count to 2 {counting:?} ({count:?})");
    }
}

/// The layouts timed, by the prefix of their text form.
const LAYOUTS: [&str; 13] = [
    "4x4",
    "6x6",
    "8x8",
    "9x9 x",
    "9x9 windoku",
    "9x9 disjoint",
    "9x9 anti-knight",
    "9x9 anti-king",
    "9x9 jigsaw",
    "9x9 x windoku",
    "12x12",
    "16x16",
    "16x16 x",
];

fn layout_of(name: &str, seed: u64) -> Layout {
    if let Some(size) = name.strip_suffix(" jigsaw") {
        let size: usize = size.split('x').next().unwrap().parse().unwrap();
        return Layout::builder(size)
            .random_regions(seed, DEFAULT_LAYOUT_WORK)
            .expect("a jigsaw layout");
    }
    let blank = ".".repeat(
        name.split('x')
            .next()
            .unwrap()
            .parse::<usize>()
            .unwrap()
            .pow(2),
    );
    let grid: LayoutGrid = format!("{name}: {blank}").parse().expect("a layout");
    grid.layout().clone()
}

fn main() {
    let argument = std::env::args().nth(1);
    if let Some(path) = argument
        .as_deref()
        .filter(|text| text.parse::<usize>().is_err())
    {
        return time_file(path);
    }
    let seeds: u64 = argument.and_then(|n| n.parse().ok()).unwrap_or(20);
    let options = LayoutGenerateOptions::new();
    // A second argument keeps only the layouts of that name.
    let only = std::env::args().nth(2);
    let names = LAYOUTS
        .iter()
        .copied()
        .chain(["25x25"])
        .filter(|name| only.as_deref().is_none_or(|only| only == *name));
    println!("| layout | puzzles | givens | generate | solve | count to 2 |");
    println!("|---|--:|--:|--:|--:|--:|");
    for name in names {
        // The slowest layouts: fewer puzzles.
        let seeds = match name {
            "25x25" => seeds.min(3),
            "16x16 x" => seeds.min(5),
            _ => seeds,
        };
        let mut failed = 0;
        let (mut making, mut solving, mut counting) =
            (Duration::ZERO, Duration::ZERO, Duration::ZERO);
        let mut givens = 0;
        for seed in 0..seeds {
            let layout = layout_of(name, seed);
            let start = Instant::now();
            let made = LayoutGrid::generate(&layout, seed, &options);
            making += start.elapsed();
            let Ok(grid) = made else {
                failed += 1;
                continue;
            };
            givens += grid.cells().iter().filter(|&&v| v != 0).count();
            let start = Instant::now();
            grid.solve(DEFAULT_LAYOUT_WORK)
                .expect("a proper puzzle solves");
            solving += start.elapsed();
            let start = Instant::now();
            assert_eq!(grid.count(2, DEFAULT_LAYOUT_WORK), Ok(Counted::Finished(1)));
            counting += start.elapsed();
        }
        let each = |total: Duration, puzzles: u64| {
            format!(
                "{:.2} ms",
                total.as_secs_f64() * 1e3 / puzzles.max(1) as f64
            )
        };
        let made = seeds - failed;
        let puzzles = match failed {
            0 => seeds.to_string(),
            _ => format!("{made} ({failed} out of work)"),
        };
        println!(
            "| {name} | {puzzles} | {:.1} | {} | {} | {} |",
            givens as f64 / made.max(1) as f64,
            each(making, seeds),
            each(solving, made),
            each(counting, made)
        );
    }
}
