//! Side-by-side benchmark: our solver against its peers, in one process, on the same puzzles.
//!
//! ```sh
//! cargo bench --bench solvers                        # generated sets
//! cargo bench --bench solvers -- FILE...             # puzzle files, one 81-cell grid a line
//! cargo bench --bench solvers -- --rounds 9 --cap-ms 3000 --limit 20000 FILE...
//! ```
//!
//! Timed, single-threaded, per set: our `sudoku_solve` through the C ABI, our Rust API
//! (`Grid::solve`), the crates.io `sudoku` crate's `solution()` (counts to two: the fair peer
//! for an exact answer) and `some_solution()` (any completion), and plain row-major
//! backtracking (the reference's algorithm) under a time cap. The machine is shared and
//! noisy, so the set is cut into chunks, each chunk is timed for every solver in a rotating
//! order (ours and the peer's alternating), `--rounds` times, and each solver's time for a chunk is the fastest of its rounds;
//! puzzles/s is the set size over the sum of those times. Every round's answers are kept and
//! checked after the round: ours must equal the peer's wherever the peer proves the puzzle
//! unique, and must be a completion of the puzzle. Latency is per puzzle through the C ABI,
//! the fastest of the rounds, reported as p50/p99/max.

#[path = "common/arguments.rs"]
mod arguments;
#[path = "common/puzzle_sets.rs"]
mod puzzle_sets;

use std::hint::black_box;
use std::time::{Duration, Instant};

use arguments::Arguments;
use peer_sudoku::Sudoku as Peer;
use puzzle_sets::{Set, load_set};
use sudoku::Grid;
use sudoku::ffi::{SudokuStatus, sudoku_solve};
use support::generate::{Rng, random_puzzle, random_solution};
use support::reference::{Reference, is_completion_of, reference_solve};

/// Puzzles timed together: long enough for the clock, short enough to dodge interference.
const CHUNK: usize = 64;

/// Digits the plain backtracker may place on one puzzle before it counts as over the cap.
const BACKTRACK_STEPS: u64 = 50_000_000;

struct Options {
    rounds: usize,
    backtrack_cap: Duration,
    limit: usize,
    paths: Vec<String>,
}

fn main() {
    let options = parse_options();
    let sets = if options.paths.is_empty() {
        generated_sets()
    } else {
        options
            .paths
            .iter()
            .map(|path| load_set(path, options.limit))
            .collect()
    };
    println!("rounds {}, chunk {CHUNK}, single thread", options.rounds);
    let mut summary = Vec::new();
    for set in &sets {
        summary.push(bench_set(set, &options));
    }
    print_summary(&summary);
}

fn parse_options() -> Options {
    let arguments = Arguments::parse(&["--rounds", "--cap-ms", "--limit"]);
    Options {
        rounds: arguments.number("--rounds", 5).max(1) as usize,
        backtrack_cap: Duration::from_millis(arguments.number("--cap-ms", 2000)),
        limit: arguments.number("--limit", u64::MAX) as usize,
        paths: arguments.paths,
    }
}

/// Sets made here when no file is given: proper puzzles of two difficulties, and
/// Baekjoon-style grids (a random completed grid with many cells blanked, so usually with
/// many completions).
fn generated_sets() -> Vec<Set> {
    let mut rng = Rng::new(2239);
    let proper = |rng: &mut Rng, clues: usize| proper_puzzle(rng, clues);
    vec![
        Set {
            name: "generated proper, 30 clues".into(),
            puzzles: (0..2000).map(|_| proper(&mut rng, 30)).collect(),
        },
        Set {
            name: "generated proper, minimal".into(),
            puzzles: (0..2000).map(|_| proper(&mut rng, 0)).collect(),
        },
        Set {
            name: "generated Baekjoon, 45-64 blanks".into(),
            puzzles: (0..4000)
                .map(|i| random_puzzle(&mut rng, 45 + i % 20))
                .collect(),
        },
        Set {
            name: "generated Baekjoon, 65-81 blanks".into(),
            puzzles: (0..4000)
                .map(|i| random_puzzle(&mut rng, 65 + i % 17))
                .collect(),
        },
    ]
}

/// A puzzle with exactly one completion: blanks cells of a random grid in random order,
/// keeping each blank only while the completion stays unique, until `clues` remain (0: until
/// no clue can go).
fn proper_puzzle(rng: &mut Rng, clues: usize) -> [u8; 81] {
    let mut grid = random_solution(rng);
    let mut order: Vec<usize> = (0..81).collect();
    rng.shuffle(&mut order);
    let mut remaining = 81;
    for cell in order {
        if remaining <= clues {
            break;
        }
        let given = grid[cell];
        grid[cell] = 0;
        if Grid::new(grid).count_solutions(2) == Ok(1) {
            remaining -= 1;
        } else {
            grid[cell] = given;
        }
    }
    grid
}

/// The timed solvers, in the order they are printed.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Solver {
    CAbi,
    RustApi,
    PeerSolution,
    PeerSomeSolution,
}

const SOLVERS: [Solver; 4] = [
    Solver::CAbi,
    Solver::RustApi,
    Solver::PeerSolution,
    Solver::PeerSomeSolution,
];

/// The order solvers take turns on a chunk, rotated from chunk to chunk and round to round.
/// Ours and the peer's alternate, so that no solver runs right after a sibling sharing its
/// code: that one would find the branch predictors trained on the very same puzzles.
const TURNS: [usize; 4] = [0, 2, 1, 3];

impl Solver {
    fn name(self) -> &'static str {
        match self {
            Solver::CAbi => "ours, sudoku_solve (C ABI)",
            Solver::RustApi => "ours, Grid::solve (Rust)",
            Solver::PeerSolution => "sudoku crate solution()",
            Solver::PeerSomeSolution => "sudoku crate some_solution()",
        }
    }

    /// Solves `puzzles` into `answers` (all zeros where there is no answer).
    fn run(self, puzzles: &[[u8; 81]], peers: &[Option<Peer>], answers: &mut [[u8; 81]]) {
        for ((puzzle, peer), answer) in puzzles.iter().zip(peers).zip(&mut *answers) {
            *answer = match self {
                Solver::CAbi => {
                    let mut out = [0u8; 81];
                    // SAFETY: both buffers are 81 bytes.
                    let status = unsafe { sudoku_solve(puzzle.as_ptr(), out.as_mut_ptr()) };
                    if status == SudokuStatus::Ok {
                        out
                    } else {
                        [0; 81]
                    }
                }
                Solver::RustApi => Grid::new(*puzzle).solve().map_or([0; 81], |g| *g.cells()),
                Solver::PeerSolution => peer
                    .and_then(Peer::solution)
                    .map_or([0; 81], Peer::to_bytes),
                Solver::PeerSomeSolution => peer
                    .and_then(Peer::some_solution)
                    .map_or([0; 81], Peer::to_bytes),
            };
        }
        black_box(answers);
    }
}

struct SetResult {
    name: String,
    puzzles: usize,
    rate: Vec<(Solver, f64)>,
    backtrack: Backtrack,
    latency: [Duration; 3],
    checked: usize,
}

struct Backtrack {
    rate: f64,
    finished: usize,
    attempted: usize,
}

fn bench_set(set: &Set, options: &Options) -> SetResult {
    let puzzles = &set.puzzles;
    let peers: Vec<Option<Peer>> = puzzles.iter().map(|p| Peer::from_bytes(*p).ok()).collect();
    let chunks = puzzles.len().div_ceil(CHUNK);
    let mut fastest = vec![[Duration::MAX; SOLVERS.len()]; chunks];
    let mut latency = vec![Duration::MAX; puzzles.len()];
    let mut answers = vec![vec![[0u8; 81]; puzzles.len()]; SOLVERS.len()];
    let mut checked = 0;
    for round in 0..options.rounds {
        for chunk in 0..chunks {
            let range = chunk * CHUNK..((chunk + 1) * CHUNK).min(puzzles.len());
            for turn in 0..TURNS.len() {
                let which = TURNS[(turn + chunk + round) % TURNS.len()];
                let out = &mut answers[which][range.clone()];
                let start = Instant::now();
                SOLVERS[which].run(&puzzles[range.clone()], &peers[range.clone()], out);
                fastest[chunk][which] = fastest[chunk][which].min(start.elapsed());
            }
        }
        checked = check_answers(set, &answers);
        time_each(puzzles, &mut latency);
    }
    let rate = SOLVERS
        .iter()
        .enumerate()
        .map(|(which, &solver)| {
            let total: Duration = fastest.iter().map(|times| times[which]).sum();
            (solver, puzzles.len() as f64 / total.as_secs_f64())
        })
        .collect();
    let backtrack = time_backtracking(puzzles, options.backtrack_cap);
    latency.sort_unstable();
    let percentile = |p: f64| latency[((latency.len() - 1) as f64 * p).round() as usize];
    let result = SetResult {
        name: set.name.clone(),
        puzzles: puzzles.len(),
        rate,
        backtrack,
        latency: [percentile(0.5), percentile(0.99), percentile(1.0)],
        checked,
    };
    print_set(&result);
    result
}

/// Our answers must be completions, agree between the C ABI and the Rust API, and equal the
/// peer's wherever the peer proves the puzzle unique. Returns how many were compared with the
/// peer; exits on any disagreement.
fn check_answers(set: &Set, answers: &[Vec<[u8; 81]>]) -> usize {
    let [c_abi, rust, peer_unique, _] = [0, 1, 2, 3].map(|which| &answers[which]);
    let mut compared = 0;
    for (i, puzzle) in set.puzzles.iter().enumerate() {
        let fail = |why: &str| -> ! {
            eprintln!(
                "{}: puzzle {i} {}: {why}",
                set.name,
                Grid::new(*puzzle).to_line()
            );
            std::process::exit(1);
        };
        if c_abi[i] != rust[i] {
            fail("the C ABI and the Rust API disagree");
        }
        if c_abi[i] != [0; 81] && !is_completion_of(puzzle, &c_abi[i]) {
            fail("our answer is not a completion");
        }
        if peer_unique[i] != [0; 81] {
            compared += 1;
            if c_abi[i] != peer_unique[i] {
                fail("our answer differs from the peer's unique solution");
            }
        }
    }
    compared
}

/// Per-puzzle time of `sudoku_solve`, keeping the fastest seen for each puzzle.
fn time_each(puzzles: &[[u8; 81]], latency: &mut [Duration]) {
    let mut out = [0u8; 81];
    for (puzzle, best) in puzzles.iter().zip(latency) {
        let start = Instant::now();
        // SAFETY: both buffers are 81 bytes.
        black_box(unsafe { sudoku_solve(black_box(puzzle).as_ptr(), out.as_mut_ptr()) });
        *best = (*best).min(start.elapsed());
    }
}

/// Plain row-major backtracking on the set until `cap` is spent; puzzles needing more than
/// `BACKTRACK_STEPS` placements count as attempted but unfinished.
fn time_backtracking(puzzles: &[[u8; 81]], cap: Duration) -> Backtrack {
    let start = Instant::now();
    let (mut finished, mut attempted) = (0, 0);
    for puzzle in puzzles {
        if start.elapsed() >= cap {
            break;
        }
        attempted += 1;
        if Grid::new(*puzzle).validate().is_err() {
            continue; // the reference has no answer for clashing givens
        }
        if reference_solve(puzzle, BACKTRACK_STEPS) != Reference::OutOfBudget {
            finished += 1;
        }
    }
    Backtrack {
        rate: attempted as f64 / start.elapsed().as_secs_f64(),
        finished,
        attempted,
    }
}

fn print_set(result: &SetResult) {
    println!("\n{} ({} puzzles)", result.name, result.puzzles);
    let ours = result.rate[0].1;
    for &(solver, rate) in &result.rate {
        let ratio = if solver == Solver::CAbi {
            String::new()
        } else {
            format!("  ours/this {:5.2}", ours / rate)
        };
        println!("  {:32} {:>11.0} puzzles/s{ratio}", solver.name(), rate);
    }
    let b = &result.backtrack;
    println!(
        "  {:32} {:>11.1} puzzles/s  ours/this {:5.0}  ({} of {} attempted finished within {} steps)",
        "plain row-major backtracking",
        b.rate,
        ours / b.rate,
        b.finished,
        b.attempted,
        BACKTRACK_STEPS
    );
    let [p50, p99, max] = result.latency.map(micros);
    println!("  latency through the C ABI: p50 {p50:.1} us, p99 {p99:.1} us, max {max:.1} us");
    println!(
        "  answers checked: equal to the peer's on all {} puzzles it proves unique",
        result.checked
    );
}

fn micros(duration: Duration) -> f64 {
    duration.as_secs_f64() * 1e6
}

fn print_summary(results: &[SetResult]) {
    println!(
        "\n| set | puzzles | unique (peer) | ours, C ABI /s | solution() /s | ratio | \
         some_solution() /s | ratio | backtracking /s | p50 us | p99 us | max us |"
    );
    println!("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|");
    for r in results {
        let rate = |solver: Solver| {
            r.rate
                .iter()
                .find(|(s, _)| *s == solver)
                .map_or(0.0, |x| x.1)
        };
        let ours = rate(Solver::CAbi);
        let [p50, p99, max] = r.latency.map(micros);
        println!(
            "| {} | {} | {} | {:.0} | {:.0} | {:.2} | {:.0} | {:.2} | {:.1} | {:.1} | {:.1} | {:.1} |",
            r.name,
            r.puzzles,
            r.checked,
            ours,
            rate(Solver::PeerSolution),
            ours / rate(Solver::PeerSolution),
            rate(Solver::PeerSomeSolution),
            ours / rate(Solver::PeerSomeSolution),
            r.backtrack.rate,
            p50,
            p99,
            max
        );
    }
}
