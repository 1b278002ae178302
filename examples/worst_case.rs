//! The worst-case search: a hill-climb on solve time that looks for the slowest inputs. The
//! slowest found are kept in `tests/support/hard.rs`, where `cargo test` asserts their
//! answers (never their time). Run it in release, on puzzle files of one grid a line (81
//! characters, `.` or `0` for a blank; other lines are skipped):
//!
//! ```sh
//! cargo run --release --example worst_case -- --seconds 300 /path/one /path/two
//! ```
//!
//! Without files it starts from generated sparse grids. `--kind one`, `several` or `none`
//! keeps only grids with one, several or no completion (for `none`, each starting grid first
//! gets one extra given that clashes with nothing but breaks its solution). It prints the
//! slowest inputs found with their times (the fastest of many runs, so noise from other
//! processes does not inflate them), and the slowest of each kind seen.

// The tests' helpers: generators and the oracle, of which this uses a part.
#[allow(dead_code)]
#[path = "../tests/support/mod.rs"]
mod support;

use std::hint::black_box;
use std::time::{Duration, Instant};

use sudoku::Grid;
use support::generate::{Rng, random_puzzle};
use support::oracle::{Expected, expected, fits, peer_count};
use support::{ANTI_BACKTRACKING, cells};

/// The fastest of `runs` solves of `grid`: the least disturbed measurement.
fn solve_time(grid: &Grid, runs: usize) -> Duration {
    (0..runs)
        .map(|_| {
            let start = Instant::now();
            let _ = black_box(black_box(grid).solve());
            start.elapsed()
        })
        .min()
        .expect("at least one run")
}

/// Puzzles from `files`, or generated ones when there are none.
fn starting_grids(files: &[String]) -> Vec<[u8; 81]> {
    if files.is_empty() {
        let mut rng = Rng::new(77);
        let mut grids: Vec<[u8; 81]> = (0..2000)
            .map(|i| random_puzzle(&mut rng, 50 + i % 31))
            .collect();
        grids.extend([cells(ANTI_BACKTRACKING), [0; 81]]);
        return grids;
    }
    let mut grids = Vec::new();
    for path in files {
        let text = std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{path}: {e}"));
        for line in text.lines().map(str::trim) {
            let puzzle: String = line.chars().take(81).collect();
            if puzzle.len() == 81 && puzzle.chars().all(|c| c == '.' || c.is_ascii_digit()) {
                grids.push(cells(&puzzle));
            }
        }
    }
    grids
}

/// A small random change that keeps the givens free of clashes: a given removed, added,
/// changed or moved, or a symmetry that changes the row-major order (transposing, swapping
/// two rows of a band or two bands, relabelling the digits).
fn mutate(grid: &[u8; 81], rng: &mut Rng) -> [u8; 81] {
    let givens: Vec<usize> = (0..81).filter(|&c| grid[c] != 0).collect();
    let blanks: Vec<usize> = (0..81).filter(|&c| grid[c] == 0).collect();
    let mut next = *grid;
    match rng.below(8) {
        0 if !givens.is_empty() => next[givens[rng.below(givens.len())]] = 0,
        1 | 2 if !blanks.is_empty() => {
            let cell = blanks[rng.below(blanks.len())];
            let digit = 1 + rng.below(9) as u8;
            if fits(&next, cell, digit) {
                next[cell] = digit;
            }
        }
        3 if !givens.is_empty() && !blanks.is_empty() => {
            let from = givens[rng.below(givens.len())];
            let to = blanks[rng.below(blanks.len())];
            let digit = std::mem::take(&mut next[from]);
            next[if fits(&next, to, digit) { to } else { from }] = digit;
        }
        4 => next = std::array::from_fn(|c| grid[c % 9 * 9 + c / 9]),
        5 => {
            let band = 3 * rng.below(3);
            let swap = [band + rng.below(3), band + rng.below(3)];
            next = permute_rows(grid, |row| swapped(row, swap));
        }
        6 => {
            let swap = [rng.below(3), rng.below(3)];
            next = permute_rows(grid, |row| 3 * swapped(row / 3, swap) + row % 3);
        }
        _ => {
            let mut digits = [1, 2, 3, 4, 5, 6, 7, 8, 9];
            rng.shuffle(&mut digits);
            next = grid.map(|v| {
                if v == 0 {
                    0
                } else {
                    digits[usize::from(v - 1)]
                }
            });
        }
    }
    next
}

/// `value` with the two values of `pair` exchanged.
fn swapped(value: usize, pair: [usize; 2]) -> usize {
    match value {
        v if v == pair[0] => pair[1],
        v if v == pair[1] => pair[0],
        v => v,
    }
}

/// `grid` with row `r` taken from row `source(r)`.
fn permute_rows(grid: &[u8; 81], source: impl Fn(usize) -> usize) -> [u8; 81] {
    std::array::from_fn(|c| grid[source(c / 9) * 9 + c % 9])
}

/// The kind `--kind` names.
fn kind_named(name: &str) -> &'static str {
    match name {
        "one" => ONE,
        "several" => SEVERAL,
        "none" => NONE,
        other => panic!("--kind {other}: one, several or none"),
    }
}

/// `grid` with one more given that clashes with nothing but differs from a completion of
/// the grid, so that (for a puzzle with one completion) none remains.
fn spoiled(grid: &[u8; 81], rng: &mut Rng) -> [u8; 81] {
    let Some(solution) = peer_sudoku::Sudoku::from_bytes(*grid)
        .ok()
        .and_then(|puzzle| puzzle.some_solution())
    else {
        return *grid;
    };
    let solution = solution.to_bytes();
    let mut next = *grid;
    for _ in 0..100 {
        let (cell, digit) = (rng.below(81), 1 + rng.below(9) as u8);
        if next[cell] == 0 && digit != solution[cell] && fits(&next, cell, digit) {
            next[cell] = digit;
            break;
        }
    }
    next
}

const ONE: &str = "one completion";
const SEVERAL: &str = "several completions";
const NONE: &str = "no completion";

/// What kind of input a grid is, for the report.
fn kind(grid: &[u8; 81]) -> &'static str {
    match expected(grid) {
        Expected::Solved(_) if peer_count(grid, 2) == 1 => ONE,
        Expected::Solved(_) => SEVERAL,
        Expected::Unsolvable => NONE,
        _ => "clashing givens",
    }
}

/// The slowest grids kept while climbing, slowest first, and the slowest of each kind.
struct Pool {
    entries: Vec<(Duration, [u8; 81])>,
    size: usize,
    by_kind: Vec<(&'static str, Duration, [u8; 81])>,
    only: Option<&'static str>,
}

impl Pool {
    fn offer(&mut self, time: Duration, grid: [u8; 81]) -> bool {
        self.note_kind(time, grid);
        let full = self.entries.len() >= self.size;
        if (full && time <= self.entries[self.size - 1].0)
            || self.entries.iter().any(|(_, kept)| *kept == grid)
            || self.only.is_some_and(|only| kind(&grid) != only)
        {
            return false;
        }
        let at = self.entries.partition_point(|(kept, _)| *kept >= time);
        self.entries.insert(at, (time, grid));
        self.entries.truncate(self.size);
        true
    }

    /// Keeps `grid` if it is the slowest of its kind so far (the kind is worked out only for
    /// grids slower than the fastest kind's record, as it takes a count).
    fn note_kind(&mut self, time: Duration, grid: [u8; 81]) {
        let all_kinds_seen = self.by_kind.len() == 3;
        if all_kinds_seen && self.by_kind.iter().all(|(_, record, _)| time <= *record) {
            return;
        }
        let kind = kind(&grid);
        match self.by_kind.iter_mut().find(|(seen, _, _)| *seen == kind) {
            Some(record) if time > record.1 => *record = (kind, time, grid),
            Some(_) => {}
            None => self.by_kind.push((kind, time, grid)),
        }
    }
}

/// The command line: `[--seconds N] [--kind one|several|none] [FILE...]`.
struct Options {
    seconds: u64,
    only: Option<&'static str>,
    files: Vec<String>,
}

fn parse_options() -> Options {
    let mut options = Options {
        seconds: 60,
        only: None,
        files: Vec::new(),
    };
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        let mut value = || args.next().unwrap_or_else(|| panic!("{arg} needs a value"));
        match arg.as_str() {
            "--seconds" => options.seconds = value().parse().expect("--seconds N"),
            "--kind" => options.only = Some(kind_named(&value())),
            _ => options.files.push(arg),
        }
    }
    options
}

fn main() {
    let options = parse_options();
    let deadline = Instant::now() + Duration::from_secs(options.seconds);
    let grids = starting_grids(&options.files);
    let mut pool = Pool {
        entries: Vec::new(),
        size: 24,
        by_kind: Vec::new(),
        only: options.only,
    };
    let mut rng = Rng::new(0xC0FFEE);
    let grids: Vec<[u8; 81]> = if pool.only == Some(NONE) {
        grids.iter().map(|grid| spoiled(grid, &mut rng)).collect()
    } else {
        grids
    };
    let screen = Instant::now();
    for grid in &grids {
        let time = solve_time(&Grid::new(*grid), 1);
        if pool.entries.len() < pool.size || time > pool.entries[pool.size - 1].0 {
            pool.offer(solve_time(&Grid::new(*grid), 3), *grid);
        }
    }
    println!("screened {} grids in {:?}", grids.len(), screen.elapsed());

    assert!(
        !pool.entries.is_empty(),
        "no starting grid of the kind asked for"
    );
    let (mut tries, mut gains) = (0u64, 0u64);
    while Instant::now() < deadline {
        // Climb from the slower grids more often: the square biases towards index 0.
        let pick = rng.below(pool.entries.len()).pow(2) / pool.entries.len();
        let mut grid = pool.entries[pick].1;
        for _ in 0..1 + rng.below(3) {
            grid = mutate(&grid, &mut rng);
        }
        let time = solve_time(&Grid::new(grid), 5);
        pool.note_kind(time, grid);
        if time > pool.entries.last().expect("pool not empty").0 {
            // Re-measured before it is kept, so one lucky slow run does not get in.
            gains += u64::from(pool.offer(solve_time(&Grid::new(grid), 15), grid));
        }
        tries += 1;
    }
    println!("{tries} mutations tried, {gains} kept; slowest (fastest of up to 200 runs):");
    let mut finals: Vec<(Duration, [u8; 81])> = pool
        .entries
        .iter()
        .map(|(time, grid)| {
            // About a second per grid at most.
            let runs = (Duration::from_secs(1).as_nanos() / time.as_nanos().max(1)).clamp(5, 200);
            (solve_time(&Grid::new(*grid), runs as usize), *grid)
        })
        .collect();
    finals.sort_by_key(|(time, _)| std::cmp::Reverse(*time));
    for (time, grid) in finals.iter().take(12) {
        println!(
            "{time:>10.1?}  {}  {}",
            Grid::new(*grid).to_line(),
            kind(grid)
        );
    }
    println!("slowest of each kind (fastest of 20 runs):");
    for (kind, _, grid) in &pool.by_kind {
        let time = solve_time(&Grid::new(*grid), 20);
        println!("{time:>10.1?}  {}  {kind}", Grid::new(*grid).to_line());
    }
}
