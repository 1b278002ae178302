//! Our ratings of 9x9 variant puzzles beside Sukaku Explainer's (serate run with the layout's
//! option), for the agreement table of BENCHMARKS.md:
//!
//! ```text
//! cargo run --release --example layout_ratings -- generate LAYOUT COUNT [FIRST_SEED] > P
//! scripts/serate_rate.sh SE_JAR P SE_OUT --isX=1
//! cargo run --release --example layout_ratings -- compare LAYOUT SE_OUT
//! ```
//!
//! `generate` writes COUNT puzzles of LAYOUT (a layout prefix of doc/layouts.md, such as
//! `9x9 x`), one 81-digit line each as serate reads them: `LayoutGrid::generate` from seeds
//! FIRST_SEED (0) on, with up to 24 of the solution's digits given back (`seed * 7 % 25` of
//! them), so that easy puzzles stand beside the minimal ones. `compare` rates each line of
//! serate's output (`puzzle rating pearl diamond technique... time`) as a puzzle of LAYOUT
//! and prints the puzzles more than 0.1 apart, then the count within 0.1 and exactly equal.

use std::time::Instant;

use sudoku::{Layout, LayoutGenerateOptions, LayoutGrid};

/// The bound of one rating, in work units: well above what any of these puzzles took.
const MAX_WORK: u64 = 200_000_000;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let usage = "usage: layout_ratings generate LAYOUT COUNT [FIRST_SEED] | compare LAYOUT SE_OUT";
    let (Some(command), Some(layout)) = (args.first(), args.get(1)) else {
        eprintln!("{usage}");
        std::process::exit(2);
    };
    let layout: Layout = layout.parse().unwrap_or_else(|error| {
        eprintln!("{layout}: {error}");
        std::process::exit(2);
    });
    match (command.as_str(), args.get(2)) {
        ("generate", Some(count)) => {
            let count: u64 = count.parse().expect("a count");
            let first: u64 = args.get(3).map_or(0, |seed| seed.parse().expect("a seed"));
            for seed in first..first + count {
                println!("{}", digits(&puzzle(&layout, seed)));
            }
        }
        ("compare", Some(file)) => compare(&layout, file),
        _ => {
            eprintln!("{usage}");
            std::process::exit(2);
        }
    }
}

/// The puzzle of `seed`: a generated one with some of its solution's digits given back.
fn puzzle(layout: &Layout, seed: u64) -> LayoutGrid {
    let puzzle = LayoutGrid::generate(layout, seed, &LayoutGenerateOptions::new())
        .expect("a 9x9 layout generates");
    let solution = puzzle.solve(u64::MAX).expect("a proper puzzle");
    let mut cells = puzzle.cells().to_vec();
    let mut back = (seed * 7 % 25) as usize;
    let mut at = (seed * 31 % 81) as usize;
    while back > 0 {
        if cells[at] == 0 {
            cells[at] = solution.cells()[at];
            back -= 1;
        }
        at = (at + 17) % 81;
    }
    LayoutGrid::new(layout.clone(), cells).expect("the solution's digits")
}

fn digits(grid: &LayoutGrid) -> String {
    grid.cells()
        .iter()
        .map(|&digit| char::from(b'0' + digit))
        .collect()
}

fn compare(layout: &Layout, file: &str) {
    let text = std::fs::read_to_string(file).expect("serate's output");
    let (mut puzzles, mut within, mut exact) = (0, 0, 0);
    let started = Instant::now();
    for line in text.lines() {
        let fields: Vec<&str> = line.split_whitespace().collect();
        let (Some(grid), Some(theirs)) = (fields.first(), fields.get(1)) else {
            continue;
        };
        let Ok(theirs) = theirs.parse::<f64>() else {
            continue;
        };
        let cells = grid.bytes().map(|byte| byte.saturating_sub(b'0')).collect();
        let grid = LayoutGrid::new(layout.clone(), cells).expect("an 81-digit puzzle");
        puzzles += 1;
        let theirs = (theirs * 10.0).round() as i64;
        let ours = grid.rate_within(MAX_WORK);
        let technique = fields[4..fields.len() - 1].join(" ");
        match ours {
            Ok(rating) => {
                let ours = i64::from(rating.tenths());
                exact += usize::from(ours == theirs);
                if (ours - theirs).abs() <= 1 {
                    within += 1;
                } else {
                    println!(
                        "{} ours {:.1} {:?}, serate {:.1} {technique}",
                        digits(&grid),
                        ours as f64 / 10.0,
                        rating.hardest(),
                        theirs as f64 / 10.0
                    );
                }
            }
            Err(error) => println!("{} ours: {error}; serate {technique}", digits(&grid)),
        }
    }
    println!(
        "{puzzles} puzzles: {within} within 0.1, {exact} exact; ours in {:.1} s",
        started.elapsed().as_secs_f64()
    );
}
