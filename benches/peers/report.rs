//! The tables, in markdown: rates, ratios against the targets, latency,
//! and how far apart the repetitions were. A ratio short of its target ends in ✗; a column
//! the peer binary lacks shows —.

use crate::columns::{
    COUNT_TO_TWO_PEERS, FIND_ONE_PEERS, KERNEL_COUNT, OURS_COUNT, OURS_SOLVE, PEER_LATENCY,
    RATE_COLUMNS, TDOKU_COUNT_LATENCY,
};
use crate::measured::Measured;

/// The targets the ratios are read against (BENCHMARKS.md, "The targets").
const AT_LEAST_COUNT_TO_TWO_PEERS: f64 = 1.0;
const AT_LEAST_FASTEST_FIND_ONE: f64 = 0.9;
const MAX_MICROS: f64 = 200.0;

pub fn print(sets: &[Measured], reps: usize) {
    print_rates(sets, reps);
    print_ratios(sets);
    print_kernel_ratios(sets);
    print_latency(sets, reps);
    print_spread(sets);
}

fn print_rates(sets: &[Measured], reps: usize) {
    println!("\nPuzzles per second, the best of {reps} repetitions:\n");
    header("set | puzzles", &RATE_COLUMNS.map(str::to_string));
    for set in sets {
        let cells = RATE_COLUMNS.map(|column| set.best_rate(column).map_or(dash(), thousands));
        row(
            &format!("{} | {}", set.name, thousands(set.puzzles.len() as f64)),
            &cells,
        );
    }
}

fn print_ratios(sets: &[Measured]) {
    println!(
        "\nOurs over each peer (targets: {AT_LEAST_COUNT_TO_TWO_PEERS:.2} over the _2 peers, \
         {AT_LEAST_FASTEST_FIND_ONE:.2} of the fastest _1 peer):\n"
    );
    let mut columns = Vec::new();
    for ours in ["solve", "count"] {
        for peer in COUNT_TO_TWO_PEERS {
            columns.push(format!("{ours} / {peer}"));
        }
    }
    columns.push("solve / fastest _1".to_string());
    header("set", &columns);
    for set in sets {
        let mut cells = Vec::new();
        for ours in [OURS_SOLVE, OURS_COUNT] {
            for peer in COUNT_TO_TWO_PEERS {
                cells.push(ratio(set, ours, &[peer], AT_LEAST_COUNT_TO_TWO_PEERS));
            }
        }
        cells.push(ratio(
            set,
            OURS_SOLVE,
            &FIND_ONE_PEERS,
            AT_LEAST_FASTEST_FIND_ONE,
        ));
        row(&set.name, &cells);
    }
}

/// The search kernel's count to two over the engine's and over tdoku_2's, when measured
/// (`--features kernel-bench`): whether it may replace the engine's count.
fn print_kernel_ratios(sets: &[Measured]) {
    if sets.iter().all(|set| set.best_rate(KERNEL_COUNT).is_none()) {
        return;
    }
    println!("\nThe kernel's count to 2 over ours and over tdoku_2 (target 1.00):\n");
    header(
        "set",
        &[
            format!("kernel / {OURS_COUNT}"),
            "kernel / tdoku_2".to_string(),
        ],
    );
    for set in sets {
        let cells = [
            ratio(set, KERNEL_COUNT, &[OURS_COUNT], 1.0),
            ratio(set, KERNEL_COUNT, &["tdoku_2"], 1.0),
        ];
        row(&set.name, &cells);
    }
}

/// Ours over the fastest of `peers`, marked when short of `target`.
fn ratio(set: &Measured, ours: &str, peers: &[&str], target: f64) -> String {
    let fastest = peers
        .iter()
        .filter_map(|peer| set.best_rate(peer))
        .reduce(f64::max);
    match (set.best_rate(ours), fastest) {
        (Some(ours), Some(peer)) => mark(ours / peer, ours / peer >= target),
        _ => dash(),
    }
}

/// The shares of the puzzles the latency tables give: p50, p99 and the slowest.
const PERCENTILES: [(&str, f64); 3] = [("p50", 0.5), ("p99", 0.99), ("max", 1.0)];

/// Ours against tdoku_2 (the targets), then the other peers as run_benchmark rates them.
fn print_latency(sets: &[Measured], reps: usize) {
    println!(
        "\nLatency in µs, each puzzle's fastest of {reps} (targets: ours at most {MAX_MICROS:.0} \
         µs on every puzzle, p99 at most tdoku_2's):\n"
    );
    let ours = [OURS_SOLVE, OURS_COUNT];
    header(
        "set",
        &percentile_columns(&[OURS_SOLVE, OURS_COUNT, TDOKU_COUNT_LATENCY]),
    );
    for set in sets {
        let tdoku_p99 = set.percentile(TDOKU_COUNT_LATENCY, 0.99);
        let mut cells = Vec::new();
        for column in ours {
            for (name, p) in PERCENTILES {
                let Some(micros) = set.percentile(column, p) else {
                    cells.push(dash());
                    continue;
                };
                cells.push(match (name, tdoku_p99) {
                    ("p99", Some(theirs)) => mark_micros(micros, micros <= theirs),
                    ("max", _) => mark_micros(micros, micros <= MAX_MICROS),
                    _ => format!("{micros:.1}"),
                });
            }
        }
        cells.extend(plain_percentiles(set, TDOKU_COUNT_LATENCY));
        row(&set.name, &cells);
    }

    println!(
        "\nThe peers' latency in µs from run_benchmark's rating mode, each puzzle's fastest of \
         {reps}: limit 1 (sk_bforce2 counts to two regardless), a clock of whole µs:\n"
    );
    let peers = PEER_LATENCY.map(|(column, _)| column);
    header("set", &percentile_columns(&peers));
    for set in sets {
        let cells: Vec<String> = peers
            .iter()
            .flat_map(|column| plain_percentiles(set, column))
            .collect();
        row(&set.name, &cells);
    }
}

fn percentile_columns(columns: &[&str]) -> Vec<String> {
    columns
        .iter()
        .flat_map(|column| PERCENTILES.map(|(name, _)| format!("{column} {name}")))
        .collect()
}

fn plain_percentiles(set: &Measured, column: &str) -> [String; 3] {
    PERCENTILES.map(|(_, p)| {
        set.percentile(column, p)
            .map_or(dash(), |micros| format!("{micros:.1}"))
    })
}

/// The slowest repetition as a share of the fastest, per column: near 1 on a quiet machine.
fn print_spread(sets: &[Measured]) {
    println!("\nSlowest repetition over the fastest (noise; 1.00 is none):\n");
    header("set", &RATE_COLUMNS.map(str::to_string));
    for set in sets {
        let cells = RATE_COLUMNS.map(|column| {
            set.rate_spread(column)
                .map_or(dash(), |(slowest, fastest)| {
                    format!("{:.2}", slowest / fastest)
                })
        });
        row(&set.name, &cells);
    }
}

fn header(first: &str, columns: &[String]) {
    row(first, columns);
    let first_columns = first.split('|').count();
    println!(
        "|{}{}",
        "---|".repeat(first_columns),
        "---:|".repeat(columns.len())
    );
}

fn row(first: &str, cells: &[String]) {
    println!("| {first} | {} |", cells.join(" | "));
}

fn mark(ratio: f64, holds: bool) -> String {
    format!("{ratio:.2}{}", if holds { "" } else { " ✗" })
}

fn mark_micros(micros: f64, holds: bool) -> String {
    format!("{micros:.1}{}", if holds { "" } else { " ✗" })
}

fn dash() -> String {
    "—".to_string()
}

/// `1234567.8` as `1,234,568`.
fn thousands(value: f64) -> String {
    let digits = format!("{:.0}", value);
    let mut out = String::new();
    for (i, digit) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i) % 3 == 0 {
            out.push(',');
        }
        out.push(digit);
    }
    out
}
