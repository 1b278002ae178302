//! The worst-case search: hill-climbing on the time of `Grid::solve` or of counting to two,
//! from the kinds of grids that have been slow before, to find the slowest inputs there
//! are. Every grid that was ever the slowest of a search is kept in `tests/data/slowest.txt`,
//! where `cargo test` asserts its answer (never its time).
//!
//! ```sh
//! cargo run --release --example worst_case -- --seconds 600 --mode solve --family sparse
//! cargo run --release --example worst_case -- --mode count --family proper --out slow.txt \
//!     ../shared/data/puzzles5_forum_hardest_1905_11+
//! cargo run --release --example worst_case -- --measure slow.txt     # re-time a file
//! cargo run --release --example worst_case -- --records slow.txt     # lines for slowest.txt
//! ```
//!
//! Families (`--family`), each a way to start a climb:
//! - `sparse`: 10 to 27 random givens that clash with nothing;
//! - `lower`: the same with givens only in the lower six rows, which hide a contradiction
//!   from the upper rows' search;
//! - `proper`: a puzzle from the files given, with one given changed (most lose their
//!   completion, some gain several);
//! - `slowest`: a grid from the files given (say, the `--out` file of earlier runs).
//!
//! A climb makes small changes that keep the givens free of clashes (a given added, removed,
//! changed or moved), keeps any change that is not faster, and starts over after 300 changes
//! without gain. A grid's time is the fastest of 3 calls, so that another process taking the
//! core cannot make a grid look slow; a new record is re-timed with 7 calls before it is
//! believed. `--mode count` times `count_solutions(2)` instead of `solve`.
//!
//! Every record is appended to `--out` as `grid microseconds mode family`, and the run ends
//! with the time spent, the records, the distribution of the times seen (how many distinct
//! grids above 100 us, 300 us and 1 ms) and the answers of the ten slowest checked against
//! the `sudoku` crate. `--records FILE` prints, for each grid of the file, a line for
//! `tests/data/slowest.txt` with its answer as that independent oracle gives it.

use std::collections::HashSet;
use std::hint::black_box;
use std::io::Write;
use std::ops::Range;
use std::time::{Duration, Instant};

use sudoku::Grid;
use support::cells;
use support::generate::Rng;
use support::oracle::{Expected, expected, fits};

/// Changes without gain before a climb starts over.
const PATIENCE: u32 = 300;

/// Calls per timing, and per timing of a record.
const RUNS: usize = 3;
const RECORD_RUNS: usize = 7;

fn main() {
    let options = Options::parse();
    if let Some(path) = &options.measure {
        measure(path, options.mode);
        return;
    }
    if let Some(path) = &options.records {
        print_records(path);
        return;
    }
    let mut search = Search::new(&options);
    search.run(Duration::from_secs(options.seconds));
    search.report();
}

/// What the search times.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Mode {
    Solve,
    Count,
}

impl Mode {
    fn name(self) -> &'static str {
        match self {
            Mode::Solve => "solve",
            Mode::Count => "count",
        }
    }

    /// The fastest of `runs` calls on `grid`.
    fn time(self, grid: &Grid, runs: usize) -> Duration {
        (0..runs)
            .map(|_| {
                let start = Instant::now();
                match self {
                    Mode::Solve => drop(black_box(black_box(grid).solve())),
                    Mode::Count => drop(black_box(black_box(grid).count_solutions(2))),
                }
                start.elapsed()
            })
            .min()
            .expect("at least one run")
    }
}

/// What `--help` and an unknown flag print.
const USAGE: &str = "usage: worst_case [--seconds N] [--mode solve|count] \
[--family sparse|lower|proper|slowest] [--seed N] [--out FILE] [FILE...]
       worst_case --measure FILE [--mode solve|count]
       worst_case --records FILE
(see the top of tools/worst_case.rs)";

struct Options {
    seconds: u64,
    mode: Mode,
    family: String,
    seed: u64,
    out: Option<String>,
    measure: Option<String>,
    records: Option<String>,
    files: Vec<String>,
}

impl Options {
    fn parse() -> Options {
        let mut options = Options {
            seconds: 60,
            mode: Mode::Solve,
            family: "sparse".into(),
            seed: 1,
            out: None,
            measure: None,
            records: None,
            files: Vec::new(),
        };
        let mut args = std::env::args().skip(1);
        while let Some(arg) = args.next() {
            let mut value = || args.next().unwrap_or_else(|| panic!("{arg} needs a value"));
            match arg.as_str() {
                "--seconds" => options.seconds = value().parse().expect("--seconds N"),
                "--mode" => {
                    options.mode = match value().as_str() {
                        "solve" => Mode::Solve,
                        "count" => Mode::Count,
                        other => panic!("--mode {other}: solve or count"),
                    }
                }
                "--family" => options.family = value(),
                "--seed" => options.seed = value().parse().expect("--seed N"),
                "--out" => options.out = Some(value()),
                "--measure" => options.measure = Some(value()),
                "--records" => options.records = Some(value()),
                "--help" | "-h" => {
                    println!("{USAGE}");
                    std::process::exit(0);
                }
                flag if flag.starts_with('-') => {
                    eprintln!("worst_case: unknown flag {flag}\n{USAGE}");
                    std::process::exit(2);
                }
                file => options.files.push(file.into()),
            }
        }
        let needs_files = matches!(options.family.as_str(), "proper" | "slowest");
        assert!(
            !needs_files || !options.files.is_empty(),
            "--family {} climbs from the grids of the files given",
            options.family
        );
        options
    }
}

/// The grids of a file of one grid a line (its first 81 characters; other lines skipped).
fn read_grids(path: &str) -> Vec<[u8; 81]> {
    let text = std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{path}: {e}"));
    text.lines()
        .filter_map(|line| {
            let grid: String = line.trim().chars().take(81).collect();
            let well_formed =
                grid.len() == 81 && grid.chars().all(|c| c == '.' || c.is_ascii_digit());
            well_formed.then(|| cells(&grid))
        })
        .collect()
}

/// Re-times every grid of `path`, slowest first: the figures a report quotes.
fn measure(path: &str, mode: Mode) {
    let mut timed: Vec<(Duration, [u8; 81])> = read_grids(path)
        .into_iter()
        .collect::<HashSet<_>>()
        .into_iter()
        .map(|grid| (mode.time(&Grid::new(grid), RUNS), grid))
        .collect();
    timed.sort_by_key(|&(time, _)| std::cmp::Reverse(time));
    for (time, grid) in &timed {
        println!("{} {:.1} us", Grid::new(*grid).to_line(), micros(*time));
    }
    let above = |limit: f64| timed.iter().filter(|(t, _)| micros(*t) > limit).count();
    println!(
        "{} grids ({}, fastest of {RUNS}): {} above 100 us, {} above 300 us, {} above 1 ms",
        timed.len(),
        mode.name(),
        above(100.0),
        above(300.0),
        above(1000.0)
    );
}

/// Prints a line of `tests/data/slowest.txt` for each distinct grid of `path`: the grid,
/// its smallest completion from the oracle (which shares no code with the library) or
/// `none`, and its completions counted up to two.
fn print_records(path: &str) {
    let grids: Vec<[u8; 81]> = read_grids(path);
    let mut seen = HashSet::new();
    for grid in grids.into_iter().filter(|grid| seen.insert(*grid)) {
        let (answer, completions) = match expected(&grid) {
            Expected::Solved(cells) => (
                Grid::new(cells).to_line(),
                support::oracle::peer_count(&grid, 2),
            ),
            Expected::Unsolvable => ("none".to_string(), 0),
            other => panic!("not a consistent grid: {other:?}"),
        };
        println!("{} {answer} {completions}", Grid::new(grid).to_line());
    }
}

fn micros(time: Duration) -> f64 {
    time.as_secs_f64() * 1e6
}

struct Search {
    mode: Mode,
    family: String,
    rng: Rng,
    starts: Vec<[u8; 81]>,
    out: Option<std::fs::File>,
    /// Records: each grid that was the slowest so far, with its time.
    records: Vec<(Duration, [u8; 81])>,
    /// Distinct grids seen above 100 us, 300 us and 1 ms.
    above: [HashSet<[u8; 81]>; 3],
    evaluations: u64,
    climbs: u64,
    spent: Duration,
}

impl Search {
    fn new(options: &Options) -> Search {
        let starts = options.files.iter().flat_map(|f| read_grids(f)).collect();
        let out = options.out.as_ref().map(|path| {
            std::fs::OpenOptions::new()
                .create(true)
                .append(true)
                .open(path)
                .unwrap_or_else(|e| panic!("{path}: {e}"))
        });
        Search {
            mode: options.mode,
            family: options.family.clone(),
            rng: Rng::new(options.seed),
            starts,
            out,
            records: Vec::new(),
            above: Default::default(),
            evaluations: 0,
            climbs: 0,
            spent: Duration::ZERO,
        }
    }

    /// Rows a family places its givens in.
    fn rows(&self) -> Range<usize> {
        if self.family == "lower" { 3..9 } else { 0..9 }
    }

    /// Where a climb starts.
    fn start(&mut self) -> [u8; 81] {
        match self.family.as_str() {
            "sparse" | "lower" => {
                let (mut grid, rows) = ([0; 81], self.rows());
                for _ in 0..10 + self.rng.below(18) {
                    add_given(&mut grid, &mut self.rng, rows.clone());
                }
                grid
            }
            "proper" => {
                let mut grid = self.starts[self.rng.below(self.starts.len())];
                change_given(&mut grid, &mut self.rng);
                grid
            }
            "slowest" => self.starts[self.rng.below(self.starts.len())],
            other => panic!("--family {other}: sparse, lower, proper or slowest"),
        }
    }

    fn run(&mut self, budget: Duration) {
        let began = Instant::now();
        while began.elapsed() < budget {
            self.climbs += 1;
            let mut grid = self.start();
            let mut time = self.time(&grid);
            let mut stale = 0;
            while stale < PATIENCE && began.elapsed() < budget {
                let rows = self.rows();
                let next = mutate(&grid, &mut self.rng, rows);
                let next_time = self.time(&next);
                if next_time >= time {
                    stale = if next_time > time + time / 20 {
                        0
                    } else {
                        stale + 1
                    };
                    (grid, time) = (next, next_time);
                } else {
                    stale += 1;
                }
            }
        }
        self.spent = began.elapsed();
    }

    /// Times `grid`, notes it in the distribution, and keeps it when it is a record.
    fn time(&mut self, grid: &[u8; 81]) -> Duration {
        self.evaluations += 1;
        let time = self.mode.time(&Grid::new(*grid), RUNS);
        for (set, limit) in self.above.iter_mut().zip([100.0, 300.0, 1000.0]) {
            if micros(time) > limit {
                set.insert(*grid);
            }
        }
        let record = self.records.last().map_or(Duration::ZERO, |(t, _)| *t);
        if time > record {
            let confirmed = self.mode.time(&Grid::new(*grid), RECORD_RUNS);
            if confirmed > record {
                self.keep(confirmed, *grid);
            }
        }
        time
    }

    fn keep(&mut self, time: Duration, grid: [u8; 81]) {
        let line = format!(
            "{} {:.1} {} {}",
            Grid::new(grid).to_line(),
            micros(time),
            self.mode.name(),
            self.family
        );
        eprintln!("record: {line}");
        if let Some(out) = &mut self.out {
            writeln!(out, "{line}").expect("writing --out");
        }
        self.records.push((time, grid));
    }

    fn report(&self) {
        println!(
            "{} {} climbs, {} grids timed in {:.0} s",
            self.mode.name(),
            self.climbs,
            self.evaluations,
            self.spent.as_secs_f64()
        );
        println!(
            "distinct grids above 100 us: {}, above 300 us: {}, above 1 ms: {}",
            self.above[0].len(),
            self.above[1].len(),
            self.above[2].len()
        );
        for (time, grid) in self.records.iter().rev().take(10) {
            let answer = Grid::new(*grid).solve();
            let right = match expected(grid) {
                Expected::Solved(cells) => answer.as_ref().is_ok_and(|a| *a.cells() == cells),
                Expected::Unsolvable => answer.is_err(),
                _ => false,
            };
            println!(
                "{} {:.1} us, answer {}",
                Grid::new(*grid).to_line(),
                micros(*time),
                if right { "right" } else { "WRONG" }
            );
            assert!(right, "a wrong answer: keep this grid as a regression test");
        }
    }
}

/// Adds a given in `rows` that clashes with nothing, when one is found.
fn add_given(grid: &mut [u8; 81], rng: &mut Rng, rows: Range<usize>) {
    for _ in 0..50 {
        let cell = 9 * rows.start + rng.below(9 * rows.len());
        let digit = 1 + rng.below(9) as u8;
        if grid[cell] == 0 && fits(grid, cell, digit) {
            grid[cell] = digit;
            return;
        }
    }
}

/// Changes one given to another digit that clashes with nothing, when one is found.
fn change_given(grid: &mut [u8; 81], rng: &mut Rng) {
    let givens: Vec<usize> = (0..81).filter(|&c| grid[c] != 0).collect();
    if givens.is_empty() {
        return;
    }
    let cell = givens[rng.below(givens.len())];
    let old = std::mem::take(&mut grid[cell]);
    for _ in 0..20 {
        let digit = 1 + rng.below(9) as u8;
        if digit != old && fits(grid, cell, digit) {
            grid[cell] = digit;
            return;
        }
    }
    grid[cell] = old;
}

/// A small change that keeps the givens free of clashes: a given added (in `rows`),
/// removed, changed or moved (within `rows`).
fn mutate(grid: &[u8; 81], rng: &mut Rng, rows: Range<usize>) -> [u8; 81] {
    let mut next = *grid;
    let givens: Vec<usize> = (0..81).filter(|&c| grid[c] != 0).collect();
    match rng.below(4) {
        1 if givens.len() > 8 => next[givens[rng.below(givens.len())]] = 0,
        2 => change_given(&mut next, rng),
        3 if !givens.is_empty() => {
            let from = givens[rng.below(givens.len())];
            let digit = std::mem::take(&mut next[from]);
            let to = 9 * rows.start + rng.below(9 * rows.len());
            next[if next[to] == 0 && fits(&next, to, digit) {
                to
            } else {
                from
            }] = digit;
        }
        _ => add_given(&mut next, rng, rows),
    }
    next
}
