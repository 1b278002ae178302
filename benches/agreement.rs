//! Agreement of our ratings with Sudoku Explainer's, and the speed of rating.
//!
//! ```sh
//! cargo bench --bench agreement                      # the committed slice (tests/data)
//! cargo bench --bench agreement -- [--limit N] [--by-level] FILE...
//! ```
//!
//! Each line of a file: `hash puzzle rating` or `puzzle rating` (the first 81-character
//! field is the puzzle, the last field SE's rating). Every puzzle is rated once, on one
//! thread, timed alone. Printed: how many of our ratings equal SE's, are within 0.1 and 0.3,
//! Spearman's rank correlation, how many needed the solution's digit, the hardest techniques
//! by count, puzzles per second and the per-puzzle p50/p99/max, the same of the work units
//! (`Rating::work`) and of the time per unit. With `--by-level` the same
//! agreement per SE whole number (5.x, 6.x, ...); with `--list` one line per puzzle: the
//! puzzle, SE's rating, ours, our hardest technique, its work units, and the steps that took
//! the solution's digit where there are any.

use std::collections::BTreeMap;
use std::time::Instant;

use sudoku::{Grid, Technique};

struct Rated {
    se_tenths: i32,
    ours_tenths: i32,
    hardest: Technique,
    /// Steps that took the solution's digit (no technique applied, or its search ran out).
    solution_digits: usize,
    seconds: f64,
    work: u64,
}

fn main() {
    let mut limit = usize::MAX;
    let mut by_level = false;
    let mut list = false;
    let mut paths = Vec::new();
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        match arg.as_str() {
            "--limit" => limit = args.next().and_then(|n| n.parse().ok()).expect("--limit N"),
            "--by-level" => by_level = true,
            "--list" => list = true,
            "--bench" => {}
            _ => paths.push(arg),
        }
    }
    if paths.is_empty() {
        paths.push(
            concat!(
                env!("CARGO_MANIFEST_DIR"),
                "/tests/data/se_rated_bank_1k.txt"
            )
            .into(),
        );
    }
    for path in paths {
        let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
        let mut rated = Vec::new();
        for line in text.lines().take(limit) {
            let fields: Vec<&str> = line.split_whitespace().collect();
            let Some(puzzle) = fields.iter().find(|f| f.len() == 81) else {
                continue;
            };
            let Some(se) = fields.last().and_then(|f| f.parse::<f64>().ok()) else {
                continue;
            };
            let grid = Grid::from_line(puzzle.as_bytes()).expect("a puzzle");
            let start = Instant::now();
            let rating = grid.rate().expect("a proper puzzle");
            let seconds = start.elapsed().as_secs_f64();
            let solution_digits = rating.steps(Technique::SolutionDigit);
            if list {
                // Steps that took the solution's digit, where there are any.
                let digits = match solution_digits {
                    0 => String::new(),
                    steps => format!(" (solution digit: {steps} steps)"),
                };
                println!(
                    "{puzzle} {se:.1} {:.1} {:?} {} units{digits}",
                    rating.value(),
                    rating.hardest(),
                    rating.work()
                );
            }
            rated.push(Rated {
                se_tenths: (se * 10.0).round() as i32,
                ours_tenths: i32::from(rating.tenths()),
                hardest: rating.hardest(),
                solution_digits,
                seconds,
                work: rating.work(),
            });
        }
        println!("{path}: {} puzzles", rated.len());
        report(&rated);
        if by_level {
            let mut levels: BTreeMap<i32, Vec<&Rated>> = BTreeMap::new();
            for r in &rated {
                levels.entry(r.se_tenths / 10).or_default().push(r);
            }
            for (level, group) in levels {
                let group: Vec<Rated> = group
                    .into_iter()
                    .map(|r| Rated {
                        hardest: r.hardest,
                        ..*r
                    })
                    .collect();
                print!("  SE {level}.x: ");
                agreement_line(&group);
            }
        }
    }
}

fn agreement_line(rated: &[Rated]) {
    let n = rated.len().max(1) as f64;
    let share =
        |f: &dyn Fn(&Rated) -> bool| 100.0 * rated.iter().filter(|r| f(r)).count() as f64 / n;
    println!(
        "{} puzzles, exact {:.1}%, within 0.1 {:.1}%, within 0.3 {:.1}%, solution digit {:.1}%",
        rated.len(),
        share(&|r| r.ours_tenths == r.se_tenths),
        share(&|r| (r.ours_tenths - r.se_tenths).abs() <= 1),
        share(&|r| (r.ours_tenths - r.se_tenths).abs() <= 3),
        share(&|r| r.solution_digits > 0),
    );
}

fn report(rated: &[Rated]) {
    agreement_line(rated);
    let se: Vec<f64> = rated.iter().map(|r| f64::from(r.se_tenths)).collect();
    let ours: Vec<f64> = rated.iter().map(|r| f64::from(r.ours_tenths)).collect();
    println!("Spearman {:.3}", spearman(&se, &ours));
    let mut hardest: BTreeMap<String, usize> = BTreeMap::new();
    for r in rated {
        *hardest.entry(format!("{:?}", r.hardest)).or_default() += 1;
    }
    let mut hardest: Vec<_> = hardest.into_iter().collect();
    hardest.sort_by_key(|entry| std::cmp::Reverse(entry.1));
    let listed: Vec<String> = hardest.iter().map(|(t, c)| format!("{t} {c}")).collect();
    println!("hardest: {}", listed.join(", "));
    let mut times: Vec<f64> = rated.iter().map(|r| r.seconds).collect();
    let total: f64 = times.iter().sum();
    times.sort_by(f64::total_cmp);
    let at = |q: f64| times[((times.len() as f64 - 1.0) * q).round() as usize] * 1e3;
    if !times.is_empty() {
        println!(
            "{:.0} puzzles/s, p50 {:.2} ms, p99 {:.2} ms, max {:.2} ms (one thread, {:.1} s)",
            rated.len() as f64 / total,
            at(0.5),
            at(0.99),
            at(1.0),
            total
        );
        let mut works: Vec<u64> = rated.iter().map(|r| r.work).collect();
        works.sort_unstable();
        let work_at = |q: f64| works[((works.len() as f64 - 1.0) * q).round() as usize];
        let mut per_unit: Vec<f64> = rated
            .iter()
            .map(|r| r.seconds / r.work.max(1) as f64 * 1e9)
            .collect();
        per_unit.sort_by(f64::total_cmp);
        let per_unit_at = |q: f64| per_unit[((per_unit.len() as f64 - 1.0) * q).round() as usize];
        println!(
            "work units: p50 {}, p99 {}, max {}; ns per unit: p50 {:.0}, p99 {:.0}, max {:.0}",
            work_at(0.5),
            work_at(0.99),
            work_at(1.0),
            per_unit_at(0.5),
            per_unit_at(0.99),
            per_unit_at(1.0)
        );
    }
}

/// Ranks with ties sharing their average rank.
fn ranks(values: &[f64]) -> Vec<f64> {
    let mut order: Vec<usize> = (0..values.len()).collect();
    order.sort_by(|&a, &b| values[a].total_cmp(&values[b]));
    let mut ranks = vec![0.0; values.len()];
    let mut i = 0;
    while i < order.len() {
        let mut j = i;
        while j + 1 < order.len() && values[order[j + 1]] == values[order[i]] {
            j += 1;
        }
        let average = (i + j) as f64 / 2.0 + 1.0;
        for &k in &order[i..=j] {
            ranks[k] = average;
        }
        i = j + 1;
    }
    ranks
}

/// Spearman's rank correlation: Pearson's over the ranks (ties averaged).
fn spearman(a: &[f64], b: &[f64]) -> f64 {
    let (ra, rb) = (ranks(a), ranks(b));
    let n = ra.len() as f64;
    let (ma, mb) = (ra.iter().sum::<f64>() / n, rb.iter().sum::<f64>() / n);
    let (mut cov, mut va, mut vb) = (0.0, 0.0, 0.0);
    for (x, y) in ra.iter().zip(&rb) {
        cov += (x - ma) * (y - mb);
        va += (x - ma) * (x - ma);
        vb += (y - mb) * (y - mb);
    }
    cov / (va * vb).sqrt()
}
