//! Our solver against the published C/C++ solvers (tdoku, fsss2, sk_bforce2) side by side in
//! one run, on the same files:
//!
//! ```sh
//! PEERS=$(mktemp -d)
//! scripts/build_peers.sh "$PEERS"         # tdoku's run_benchmark and tdoku_latency
//! D=path/to/the/public/sets
//! cargo bench --bench peers -- --peer-binary "$PEERS/tdoku/build/run_benchmark" \
//!     --transform 2239 $D/puzzles2_17_clue $D/puzzles3_magictour_top1465 \
//!     $D/puzzles5_forum_hardest_1905_11+ $D/puzzles6_forum_hardest_1106 \
//!     $D/puzzles7_serg_benchmark $D/kaggle_sample100
//! ```
//!
//! The peers are timed by tdoku's own `run_benchmark`, built from tdoku's public source with
//! `-DFSSS2=on -DSK_BFORCE2=on` by `scripts/build_peers.sh`, outside the repository; this only
//! runs it (see `run_benchmark.rs` for what it is asked). Ours are timed the same way in this
//! process (`ours.rs`). tdoku_2's latency, which run_benchmark cannot give, comes from
//! `tdoku_latency`, which the script builds beside it (`tdoku_latency.rs`). Single thread for
//! everyone. BENCHMARKS.md has the figures and how to read them.
//!
//! With `--features kernel-bench`, the search kernel's count to two (not yet a path of the
//! engine) is timed right after ours, and its ratios to ours and to tdoku_2 printed.
//!
//! Each repetition sweeps every set; on each set ours and the peer's turns alternate (our
//! exact answer, the peers counting to two, our count to two, the peers finding one), ours
//! first on every other set and repetition, so that noise on this shared machine hits both
//! alike. Rates are the best of the repetitions; latency is each puzzle's fastest.
//! With `--transform SEED` every set is also timed as a copy with each puzzle relabelled,
//! permuted and transposed (`tests/support/transform.rs`): a row-major exact answer must not
//! owe its speed to the orientation a set was published in.

#[path = "../common/puzzle_sets.rs"]
mod puzzle_sets;

mod columns;
mod measured;
mod options;
mod ours;
mod report;
mod run_benchmark;
mod tdoku_latency;

use std::path::PathBuf;
use std::process::exit;

#[cfg(feature = "kernel-bench")]
use columns::KERNEL_COUNT;
use columns::{
    COUNT_TO_TWO_RUN, FIRST_SOLUTION_RUN, OURS_COUNT, OURS_SOLVE, PEER_LATENCY, PeerRun,
    TDOKU_COUNT_LATENCY,
};
use measured::Measured;
use options::{Options, USAGE, parse_options};
use ours::Call;
use puzzle_sets::load_set;
use run_benchmark::RunBenchmark;
use support::generate::Rng;
use support::transform::Transform;
use tdoku_latency::TdokuLatency;

/// The peers' programs: tdoku's run_benchmark, and the tdoku_latency built beside it.
struct Peer {
    run_benchmark: RunBenchmark,
    tdoku_latency: Option<TdokuLatency>,
}

fn main() {
    let options = parse_options(std::env::args().skip(1)).unwrap_or_else(|message| {
        eprintln!("peers: {message}\n{USAGE}");
        exit(2);
    });
    if options.paths.is_empty() {
        // A plain `cargo bench` runs every bench: nothing to measure is no failure.
        println!("peers: no FILE given, nothing measured\n{USAGE}");
        return;
    }
    if let Err(message) = run(&options) {
        eprintln!("peers: {message}");
        exit(1);
    }
}

fn run(options: &Options) -> Result<(), String> {
    let peer = match &options.peer_binary {
        Some(path) => Some(Peer {
            run_benchmark: RunBenchmark::open(path)?,
            tdoku_latency: TdokuLatency::beside(path),
        }),
        None => None,
    };
    let scratch = Scratch::new()?;
    let mut sets = Vec::new();
    for path in &options.paths {
        let set = load_set(path, usize::MAX);
        let name = short_name(&set.name);
        let file = scratch.write(sets.len(), &set.puzzles)?;
        if let Some(seed) = options.transform {
            let copy = transformed(&set.puzzles, seed);
            let copy_file = scratch.write(sets.len() + 1, &copy)?;
            sets.push(Measured::new(name.clone(), set.puzzles, file));
            sets.push(Measured::new(
                format!("{name} (transformed)"),
                copy,
                copy_file,
            ));
        } else {
            sets.push(Measured::new(name, set.puzzles, file));
        }
    }
    for set in &sets {
        ours::check(&set.name, &set.puzzles)?;
    }
    println!(
        "peer: {}\ntdoku_2 latency: {}\nsingle thread; {} repetitions of {} s timed after {} s \
         of warm-up, per solver and set",
        peer.as_ref()
            .map_or("none given".to_string(), |peer| format!(
                "run_benchmark, {}",
                peer.run_benchmark.build_info
            )),
        peer.as_ref()
            .and_then(|peer| peer.tdoku_latency.as_ref())
            .map_or(
                "no tdoku_latency beside run_benchmark".to_string(),
                |program| { program.path().display().to_string() }
            ),
        options.reps,
        options.seconds,
        options.warmup
    );
    for rep in 0..options.reps {
        for (index, set) in sets.iter_mut().enumerate() {
            let ours_first = (rep + index) % 2 == 0;
            measure(set, peer.as_ref(), options, ours_first)?;
        }
    }
    report::print(&sets, options.reps);
    Ok(())
}

/// One repetition on one set: the rates, ours and the peer's alternating, then latency.
fn measure(
    set: &mut Measured,
    peer: Option<&Peer>,
    options: &Options,
    ours_first: bool,
) -> Result<(), String> {
    let pairs = [
        (Call::Solve, OURS_SOLVE, &COUNT_TO_TWO_RUN),
        (Call::CountToTwo, OURS_COUNT, &FIRST_SOLUTION_RUN),
    ];
    let mut line = format!("{}:", set.name);
    for (call, column, run) in pairs {
        for ours_turn in [ours_first, !ours_first] {
            if ours_turn {
                let rate = call.rate(&set.puzzles, options.warmup, options.seconds);
                set.add_rate(column, rate);
                line += &format!(" {column} {rate:.0};");
                // The kernel's count beside the engine's, in the same turn.
                #[cfg(feature = "kernel-bench")]
                if matches!(call, Call::CountToTwo) {
                    let rate =
                        Call::KernelCountToTwo.rate(&set.puzzles, options.warmup, options.seconds);
                    set.add_rate(KERNEL_COUNT, rate);
                    line += &format!(" {KERNEL_COUNT} {rate:.0};");
                }
            } else if let Some(peer) = peer {
                for (column, rate) in peer_rates(&peer.run_benchmark, set, run, options)? {
                    set.add_rate(column, rate);
                    line += &format!(" {column} {rate:.0};");
                }
            }
        }
    }
    println!("{line}");
    set.add_latency(OURS_SOLVE, Call::Solve.latencies(&set.puzzles));
    if let Some(program) = peer.and_then(|peer| peer.tdoku_latency.as_ref()) {
        let times = program.count_to_two(&set.file, set.puzzles.len())?;
        set.add_latency(TDOKU_COUNT_LATENCY, times);
    }
    set.add_latency(OURS_COUNT, Call::CountToTwo.latencies(&set.puzzles));
    if let Some(peer) = peer.map(|peer| &peer.run_benchmark) {
        let offered: Vec<_> = PEER_LATENCY
            .into_iter()
            .filter(|(_, id)| peer.has(id))
            .collect();
        let ids: Vec<&str> = offered.iter().map(|(_, id)| *id).collect();
        let times = peer.latencies(&set.file, set.puzzles.len(), &ids)?;
        for ((column, _), times) in offered.into_iter().zip(times) {
            set.add_latency(column, times);
        }
    }
    Ok(())
}

/// The rates of one run_benchmark process, for the solvers of `run` that the binary offers.
fn peer_rates(
    peer: &RunBenchmark,
    set: &Measured,
    run: &PeerRun,
    options: &Options,
) -> Result<Vec<(&'static str, f64)>, String> {
    let offered: Vec<_> = run.columns.iter().filter(|(_, id)| peer.has(id)).collect();
    if offered.is_empty() {
        return Ok(Vec::new());
    }
    let ids: Vec<&str> = offered.iter().map(|(_, id)| *id).collect();
    let rates = peer.rates(
        &set.file,
        set.puzzles.len(),
        &ids,
        run.first_solution,
        options.warmup,
        options.seconds,
    )?;
    Ok(offered
        .into_iter()
        .map(|(column, _)| *column)
        .zip(rates)
        .collect())
}

/// Each puzzle under its own symmetry, drawn in turn from `seed`: the same copy on every run,
/// whatever other files are given.
fn transformed(puzzles: &[[u8; 81]], seed: u64) -> Vec<[u8; 81]> {
    let mut rng = Rng::new(seed);
    puzzles
        .iter()
        .map(|puzzle| Transform::random_transposing(&mut rng).apply(puzzle))
        .collect()
}

/// `puzzles5_forum_hardest_1905_11+` as `forum_hardest_1905_11+`: the public sets' numbering
/// dropped.
fn short_name(file_name: &str) -> String {
    match file_name.strip_prefix("puzzles") {
        Some(rest) => {
            let rest = rest.trim_start_matches(|c: char| c.is_ascii_digit());
            rest.strip_prefix('_').unwrap_or(rest).to_string()
        }
        None => file_name.to_string(),
    }
}

/// A directory of its own under the system's temporary directory, for the sets as the peer
/// reads them; removed when dropped.
struct Scratch(PathBuf);

impl Scratch {
    fn new() -> Result<Self, String> {
        let dir = std::env::temp_dir().join(format!("sudoku-peers-{}", std::process::id()));
        std::fs::create_dir_all(&dir).map_err(|e| format!("{}: {e}", dir.display()))?;
        Ok(Scratch(dir))
    }

    /// Writes `puzzles` one a line, `.` for a blank (tdoku reads `0` as a digit).
    fn write(&self, index: usize, puzzles: &[[u8; 81]]) -> Result<PathBuf, String> {
        let mut text = String::with_capacity(puzzles.len() * 82);
        for puzzle in puzzles {
            text.extend(puzzle.iter().map(|&d| match d {
                0 => '.',
                d => char::from(b'0' + d),
            }));
            text.push('\n');
        }
        let path = self.0.join(format!("set{index}.txt"));
        std::fs::write(&path, text).map_err(|e| format!("{}: {e}", path.display()))?;
        Ok(path)
    }
}

impl Drop for Scratch {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}
