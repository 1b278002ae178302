//! Time per killer of `LayoutGrid::generate_killer`: `cargo run --release --example
//! killer_times [-- SEEDS]`. For each case (a layout, the cage sizes, a symmetry) it generates
//! killers from seeds 0..SEEDS (50 unless told) and prints the mean, median and slowest
//! milliseconds a killer, the cages, and how many killers needed givens (and how many).

use std::time::Instant;

use sudoku::{KillerGenerateOptions, Layout, LayoutGrid, Symmetry};

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
    println!("case | killers | mean ms | median ms | slowest ms | cages | with givens (givens)");
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
        println!(
            "{prefix} cages {smallest}-{largest} {} | {seeds} | {mean:.2} | {median:.2} | \
             {slowest:.2} | {cages:.1} | {with_givens} ({givens})",
            symmetry.name()
        );
    }
}
