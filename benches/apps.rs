//! Side-by-side benchmark of the engine for apps: generation, rating and hints, against the
//! crates.io `sudoku` crate and QQWing, in one run, reporting ratios.
//!
//! ```sh
//! cargo bench --bench apps                                  # generated puzzles, the test slice
//! cargo bench --bench apps -- --count 4000 --qqwing 500 --rounds 3 FILE...
//! cargo bench --bench apps -- --count 100 --qqwing 20 --rounds 1 --sample 40   # CI's smoke run
//! ```
//!
//! One thread throughout. The machine is shared and noisy, so work is cut into chunks, each
//! chunk is timed for every contender in a rotating order, `--rounds` times, and each
//! contender's time for a chunk is the fastest of its rounds.
//!
//! - Generation of minimal puzzles: ours (`Grid::generate`, minimal, 180-degree symmetry as the
//!   crate's `Sudoku::generate()` has, and without symmetry) against `Sudoku::generate()`;
//!   QQWing's `qqwing --generate N --symmetry none --one-line` as a process, when installed
//!   (`apt-get install qqwing`), against ours without symmetry, by the processor time it
//!   used.
//! - Generation within a range of Sudoku Explainer ratings (`Grid::generate_rated`, minimal,
//!   no symmetry): puzzles per second for each range, one puzzle per seed, `--count` / 20
//!   seeds per range (no peer generates on this scale).
//! - Rating: `Grid::rate` against the crate's `StrategySolver::solve` with its 14 strategies
//!   (all of which ours has too), on our generated puzzles and on each set: first on the
//!   puzzles the crate solves with them (both do the same work: a logic solve to the end),
//!   then on all (the crate stops where its strategies do; ours rates to the end, with the
//!   techniques it has beyond them).
//! - Latency, per puzzle of each set: `Grid::rate` and `Grid::hint` on the puzzle, fastest of
//!   the rounds: p50, p99 and the slowest.
//!
//! `--sample N` rates at most N puzzles of each file, evenly spread over it (every k-th
//! proper puzzle): a set of hard puzzles takes seconds a puzzle to rate at Sudoku Explainer's
//! nested level, so a smoke run that only checks the bench still works takes a sample.

#[path = "common/arguments.rs"]
mod arguments;

use std::hint::black_box;
use std::time::{Duration, Instant};

use arguments::Arguments;
use peer_sudoku::Sudoku as Peer;
use peer_sudoku::strategy::{Strategy, StrategySolver};
use sudoku::{GenerateOptions, Grid, RatingRange, Symmetry};

/// Work items timed together.
const CHUNK: usize = 50;

struct Options {
    rounds: usize,
    count: usize,
    qqwing: usize,
    /// At most this many puzzles of each file (all when 0).
    sample: usize,
    paths: Vec<String>,
}

fn main() {
    let options = parse_options();
    println!(
        "rounds {}, chunk {CHUNK}, single thread, {} generated puzzles",
        options.rounds, options.count
    );
    let generated = generation(&options);
    qqwing(&options, generated);
    rated_generation(&options);
    let mut sets = vec![(
        "generated (ours, minimal)".to_string(),
        generated_puzzles(options.count),
    )];
    let slice = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/proper_puzzles.txt");
    let paths: Vec<String> = if options.paths.is_empty() {
        vec![slice.to_string()]
    } else {
        options.paths.clone()
    };
    for path in &paths {
        sets.push((short_name(path), spread(load(path), options.sample)));
    }
    println!("\nRating: ours Grid::rate vs the crate's StrategySolver::solve (14 strategies)");
    for (name, puzzles) in &sets {
        rating(name, puzzles, options.rounds);
    }
    println!(
        "\nLatency per puzzle, fastest of {} rounds (µs)",
        options.rounds
    );
    for (name, puzzles) in &sets[1..] {
        latency(name, puzzles, options.rounds);
    }
}

fn parse_options() -> Options {
    let arguments = Arguments::parse(&["--rounds", "--count", "--qqwing", "--sample"]);
    Options {
        rounds: (arguments.number("--rounds", 3) as usize).max(1),
        count: (arguments.number("--count", 2000) as usize).max(CHUNK),
        qqwing: arguments.number("--qqwing", 300) as usize,
        sample: arguments.number("--sample", 0) as usize,
        paths: arguments.paths,
    }
}

fn short_name(path: &str) -> String {
    path.rsplit('/').next().unwrap_or(path).to_string()
}

/// The proper puzzles of a file (one a line, `#` comments); puzzles without exactly one
/// solution are left out, as they have no rating.
fn load(path: &str) -> Vec<[u8; 81]> {
    let text = std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{path}: {e}"));
    text.lines()
        .map(str::trim)
        .filter(|line| line.len() >= 81 && !line.starts_with('#'))
        .filter_map(|line| line[..81].parse::<Grid>().ok())
        .filter(|grid| grid.count_solutions(2) == Ok(1))
        .map(|grid| *grid.cells())
        .collect()
}

/// At most `most` of `puzzles` (all when `most` is 0), evenly spread: every k-th, so that each
/// part of a file made of several sets keeps its share.
fn spread(puzzles: Vec<[u8; 81]>, most: usize) -> Vec<[u8; 81]> {
    if most == 0 || puzzles.len() <= most {
        return puzzles;
    }
    let step = puzzles.len().div_ceil(most);
    puzzles.into_iter().step_by(step).collect()
}

fn generated_puzzles(count: usize) -> Vec<[u8; 81]> {
    (0..count as u64)
        .map(|seed| {
            *Grid::generate(seed, &GenerateOptions::default())
                .unwrap()
                .cells()
        })
        .collect()
}

/// Times `contenders` on `0..items` in chunks, rotating their order, best of `rounds` per
/// chunk; returns each contender's total.
fn race(items: usize, rounds: usize, contenders: &mut [&mut dyn FnMut(usize)]) -> Vec<Duration> {
    let mut totals = vec![Duration::ZERO; contenders.len()];
    for (chunk_index, start) in (0..items).step_by(CHUNK).enumerate() {
        let end = (start + CHUNK).min(items);
        let mut best = vec![Duration::MAX; contenders.len()];
        for round in 0..rounds {
            for turn in 0..contenders.len() {
                let which = (turn + round + chunk_index) % contenders.len();
                let began = Instant::now();
                for item in start..end {
                    (contenders[which])(item);
                }
                best[which] = best[which].min(began.elapsed());
            }
        }
        for (total, chunk) in totals.iter_mut().zip(best) {
            *total += chunk;
        }
    }
    totals
}

fn per_second(items: usize, time: Duration) -> f64 {
    items as f64 / time.as_secs_f64()
}

/// Minimal-puzzle generation; returns ours without symmetry in puzzles/s.
fn generation(options: &Options) -> f64 {
    let half_turn = GenerateOptions::new().symmetry(Symmetry::Rotate180);
    let plain = GenerateOptions::default();
    let mut ours_180 = |i: usize| {
        black_box(Grid::generate(i as u64, &half_turn).unwrap());
    };
    let mut ours_plain = |i: usize| {
        black_box(Grid::generate(i as u64, &plain).unwrap());
    };
    let mut peer = |_: usize| {
        black_box(Peer::generate());
    };
    let times = race(
        options.count,
        options.rounds,
        &mut [&mut ours_180, &mut ours_plain, &mut peer],
    );
    let [ours_180, ours_plain, peer] = [0, 1, 2].map(|i| per_second(options.count, times[i]));
    println!("\nGeneration of minimal puzzles (puzzles/s)");
    println!("  ours, 180-degree symmetry  {ours_180:>10.0}");
    println!("  ours, no symmetry          {ours_plain:>10.0}");
    println!("  crate Sudoku::generate()   {peer:>10.0}   (180-degree symmetry, minimal)");
    println!(
        "  ratio ours/crate, both 180-degree: {:.2}x",
        ours_180 / peer
    );
    ours_plain
}

/// Ranges of ratings an app may ask for, in tenths: the levels' own, then the expert's
/// bands up to the chains.
const RATED_RANGES: [(u16, u16); 7] = [
    (10, 23),
    (24, 34),
    (35, 44),
    (45, 59),
    (60, 69),
    (70, 79),
    (80, RatingRange::NO_MAXIMUM),
];

/// `Grid::generate_rated` for each of `RATED_RANGES`: puzzles per second, one thread, each
/// puzzle checked to rate within its range.
fn rated_generation(options: &Options) {
    let seeds = (options.count / 20).max(1) as u64;
    println!("\nGeneration within a range of ratings (minimal, no symmetry; {seeds} puzzles each)");
    let plain = GenerateOptions::default();
    for (min, max) in RATED_RANGES {
        let range = RatingRange::tenths(min, max).expect("an ordered range");
        let start = Instant::now();
        for seed in 0..seeds {
            let puzzle = Grid::generate_rated(seed, &plain, range).expect("a puzzle in range");
            debug_assert!(range.contains(&puzzle.rate().unwrap()));
            black_box(puzzle);
        }
        let elapsed = start.elapsed();
        let upper = match max {
            RatingRange::NO_MAXIMUM => "up".to_string(),
            max => format!("{:.1}", f64::from(max) / 10.0),
        };
        println!(
            "  {:.1} to {upper:<4} {:>10.1} puzzles/s  ({:.1} ms a puzzle)",
            f64::from(min) / 10.0,
            seeds as f64 / elapsed.as_secs_f64(),
            elapsed.as_secs_f64() * 1e3 / seeds as f64
        );
    }
}

/// QQWing's generator as a process, when installed. Timed by the processor time the child
/// used (user and system, from `getrusage`), fastest of the rounds: a single-threaded peer
/// in its own process, which a shared machine's load slows in wall time far more than our
/// chunks, timed best-of-rounds. The wall time is shown too.
fn qqwing(options: &Options, ours_per_second: f64) {
    if options.qqwing == 0 {
        return;
    }
    let count = options.qqwing.to_string();
    let args = ["--generate", &count, "--symmetry", "none", "--one-line"];
    let mut best_cpu: Option<Duration> = None;
    let mut best_wall: Option<Duration> = None;
    for _ in 0..options.rounds {
        let cpu_before = children_cpu_time();
        let began = Instant::now();
        let Ok(output) = std::process::Command::new("qqwing").args(args).output() else {
            println!("  qqwing: not installed (apt-get install qqwing), skipped");
            return;
        };
        let wall = began.elapsed();
        let cpu = children_cpu_time() - cpu_before;
        let lines = String::from_utf8_lossy(&output.stdout)
            .lines()
            .filter(|line| line.len() >= 81)
            .count();
        assert_eq!(lines, options.qqwing, "qqwing printed {lines} puzzles");
        best_cpu = Some(best_cpu.map_or(cpu, |b| b.min(cpu)));
        best_wall = Some(best_wall.map_or(wall, |b| b.min(wall)));
    }
    let qq = per_second(options.qqwing, best_cpu.expect("at least one round"));
    let qq_wall = per_second(options.qqwing, best_wall.expect("at least one round"));
    println!(
        "  qqwing --generate {count} --symmetry none  {qq:>8.0}   (processor time; {qq_wall:.0}/s in wall time; fastest of rounds)"
    );
    println!(
        "  ratio ours/qqwing, no symmetry: {:.0}x ({:.0}x by wall time)",
        ours_per_second / qq,
        ours_per_second / qq_wall
    );
}

/// The processor time (user and system) used so far by the children that have ended.
fn children_cpu_time() -> Duration {
    let mut usage = std::mem::MaybeUninit::<libc::rusage>::zeroed();
    // SAFETY: getrusage writes a `rusage` into the pointer it is given.
    let usage = unsafe {
        libc::getrusage(libc::RUSAGE_CHILDREN, usage.as_mut_ptr());
        usage.assume_init()
    };
    let time = |t: libc::timeval| Duration::new(t.tv_sec as u64, t.tv_usec as u32 * 1000);
    time(usage.ru_utime) + time(usage.ru_stime)
}

fn peer_strategies() -> [Strategy; 14] {
    [
        Strategy::NakedSingles,
        Strategy::HiddenSingles,
        Strategy::LockedCandidates,
        Strategy::NakedPairs,
        Strategy::XWing,
        Strategy::HiddenPairs,
        Strategy::NakedTriples,
        Strategy::Swordfish,
        Strategy::HiddenTriples,
        Strategy::XyWing,
        Strategy::XyzWing,
        Strategy::NakedQuads,
        Strategy::Jellyfish,
        Strategy::HiddenQuads,
    ]
}

/// Rating on the puzzles the crate solves with its strategies (the same work for both: a
/// logic solve to the end with the same techniques), then on all of them (where the crate
/// stops at the first puzzle state its strategies cannot move, and ours goes on to the end).
fn rating(name: &str, puzzles: &[[u8; 81]], rounds: usize) {
    let strategies = peer_strategies();
    let solved_by_peer: Vec<[u8; 81]> = puzzles
        .iter()
        .copied()
        .filter(|&cells| {
            let peer = Peer::from_bytes(cells).unwrap();
            StrategySolver::from_sudoku(peer).solve(&strategies).is_ok()
        })
        .collect();
    for (what, set) in [("solved by both", &solved_by_peer[..]), ("all", puzzles)] {
        if set.is_empty() {
            continue;
        }
        let grids: Vec<Grid> = set.iter().map(|&cells| Grid::new(cells)).collect();
        let peers: Vec<Peer> = set
            .iter()
            .map(|&cells| Peer::from_bytes(cells).unwrap())
            .collect();
        let mut ours = |i: usize| {
            black_box(grids[i].rate().unwrap());
        };
        let mut peer = |i: usize| {
            let _ = black_box(StrategySolver::from_sudoku(peers[i]).solve(&strategies));
        };
        let times = race(set.len(), rounds, &mut [&mut ours, &mut peer]);
        let [ours, peer] = [0, 1].map(|i| per_second(set.len(), times[i]));
        println!(
            "  {name:<28} {what:<15} {:>6} puzzles: ours {:>9}/s, crate {:>9}/s, ratio {:.3}x",
            set.len(),
            rate_text(ours),
            rate_text(peer),
            ours / peer
        );
    }
}

/// A rate in whole units, with two decimals below 10 (a hard set rates a few puzzles a
/// second).
fn rate_text(per_second: f64) -> String {
    if per_second < 10.0 {
        format!("{per_second:.2}")
    } else {
        format!("{per_second:.0}")
    }
}

fn latency(name: &str, puzzles: &[[u8; 81]], rounds: usize) {
    let grids: Vec<Grid> = puzzles.iter().map(|&cells| Grid::new(cells)).collect();
    let time = |job: &dyn Fn(&Grid)| -> Vec<(Duration, usize)> {
        let mut times: Vec<(Duration, usize)> = grids
            .iter()
            .enumerate()
            .map(|(index, grid)| {
                let best = (0..rounds)
                    .map(|_| {
                        let began = Instant::now();
                        job(grid);
                        began.elapsed()
                    })
                    .min()
                    .unwrap();
                (best, index)
            })
            .collect();
        times.sort();
        times
    };
    let rate = time(&|grid| {
        black_box(grid.rate().unwrap());
    });
    let hint = time(&|grid| {
        black_box(grid.hint(None).unwrap());
    });
    for (what, times) in [("rate", rate), ("hint", hint)] {
        let at = |q: f64| {
            times[((times.len() - 1) as f64 * q) as usize]
                .0
                .as_secs_f64()
                * 1e6
        };
        let (slowest, index) = times[times.len() - 1];
        let over_1ms = times
            .iter()
            .filter(|(time, _)| *time > Duration::from_millis(1))
            .count();
        println!(
            "  {name:<28} {what}: p50 {:>7.1}  p99 {:>7.1}  max {:>7.1}  over 1 ms: {over_1ms}  (slowest: {})",
            at(0.5),
            at(0.99),
            slowest.as_secs_f64() * 1e6,
            grids[index].to_line()
        );
    }
}
