//! Time per killer of `LayoutGrid::generate_killer`: `cargo run --release --example
//! killer_times [-- SEEDS [PEER_DIR]]`. For each case (a layout, the cage sizes, a symmetry) it
//! generates killers from seeds 0..SEEDS (50 unless told) and prints the mean, median and
//! slowest milliseconds a killer, the cages, and how many killers needed givens (and how
//! many). With PEER_DIR (where `npm install killer-sudoku-generator` ran), the same number of
//! that package's killers at each of its difficulties in Node (tools/killer_peer.cjs), in the
//! same run: its times, the ratio to our 9x9 cages 1-6, and how many of its killers have
//! exactly one completion (our count to 2; it does not check).

use std::process::Command;
use std::time::Instant;

use sudoku::{Counted, DEFAULT_LAYOUT_WORK, KillerGenerateOptions, Layout, LayoutGrid, Symmetry};

/// The cases timed: the layout's text prefix, the cage sizes and the symmetry.
const CASES: [(&str, (usize, usize), Symmetry); 5] = [
    ("9x9", (1, 6), Symmetry::None),
    ("9x9", (2, 5), Symmetry::None),
    ("9x9 x", (2, 5), Symmetry::None),
    ("9x9", (1, 6), Symmetry::Rotate180),
    ("6x6", (1, 4), Symmetry::None),
];

fn main() {
    let seeds: u64 = std::env::args()
        .nth(1)
        .map_or(50, |text| text.parse().expect("a number of seeds"));
    let peer = std::env::args().nth(2);
    println!("case | killers | mean ms | median ms | slowest ms | cages | with givens (givens)");
    let mut ours_mean = 0.0;
    for (prefix, (smallest, largest), symmetry) in CASES {
        let layout: Layout = prefix.parse().expect("a layout prefix");
        let options = KillerGenerateOptions::new()
            .cage_sizes(smallest, largest)
            .symmetry(symmetry);
        let mut times = Vec::new();
        let (mut cages, mut with_givens, mut givens) = (0, 0, 0);
        for seed in 0..seeds {
            let start = Instant::now();
            let puzzle = LayoutGrid::generate_killer(&layout, seed, &options).expect("a killer");
            times.push(start.elapsed().as_secs_f64() * 1e3);
            cages += puzzle.layout().cages().len();
            let count = puzzle.cells().iter().filter(|&&value| value != 0).count();
            with_givens += usize::from(count > 0);
            givens += count;
        }
        let mean = times.iter().sum::<f64>() / times.len() as f64;
        times.sort_by(f64::total_cmp);
        let median = times[times.len() / 2];
        let slowest = times[times.len() - 1];
        let cages = cages as f64 / seeds as f64;
        if ours_mean == 0.0 {
            ours_mean = mean;
        }
        println!(
            "{prefix} cages {smallest}-{largest} {} | {seeds} | {mean:.2} | {median:.2} | \
             {slowest:.2} | {cages:.1} | {with_givens} ({givens})",
            symmetry.name()
        );
    }
    if let Some(dir) = peer {
        run_peer(&dir, seeds, ours_mean);
    }
}

/// Times the peer in Node at each difficulty and counts the completions of its killers.
fn run_peer(dir: &str, count: u64, ours_mean: f64) {
    let script = concat!(env!("CARGO_MANIFEST_DIR"), "/tools/killer_peer.cjs");
    let out = std::env::temp_dir().join("killer_peer_lines.txt");
    for difficulty in ["easy", "medium", "hard", "expert"] {
        let output = Command::new("node")
            .args([script, dir, &count.to_string(), difficulty])
            .arg(&out)
            .output()
            .expect("node runs");
        assert!(
            output.status.success(),
            "{}",
            String::from_utf8_lossy(&output.stderr)
        );
        let printed = String::from_utf8(output.stdout).expect("UTF-8");
        let times: Vec<f64> = printed
            .split_whitespace()
            .map(|word| word.parse().expect("a time"))
            .collect();
        let text = std::fs::read_to_string(&out).expect("the peer's killers");
        let (mut proper, mut givens) = (0, 0);
        for line in text.lines() {
            let killer: LayoutGrid = line.parse().expect("a killer line");
            givens += killer.cells().iter().filter(|&&value| value != 0).count();
            if killer.count(2, DEFAULT_LAYOUT_WORK) == Ok(Counted::Finished(1)) {
                proper += 1;
            }
        }
        println!(
            "peer {difficulty} | {count} | {:.2} | {:.2} | {:.2} | givens {:.1} | proper {proper} \
             of {count} | peer mean / ours (9x9 1-6) {:.1}",
            times[0],
            times[1],
            times[2],
            givens as f64 / count as f64,
            times[0] / ours_mean
        );
    }
}
