//! Writes the fuzz targets' seed corpora (`fuzz/seeds/<target>/`) from the cases the tests
//! know: every status, both extremes of density, random puzzles, and the parse errors of the
//! tests. Run it after changing the cases, then commit the seeds:
//!
//! ```sh
//! cargo run --example fuzz_seeds
//! ```
//!
//! `cargo test` replays the seeds (`tests/robustness.rs`) through the targets' own checks.

use std::path::{Path, PathBuf};

use support::fuzz_input::{Mapping, batch_input, solve_input};
use support::generate::{Rng, random_puzzle, random_tampered};
use support::{ANTI_BACKTRACKING, SAMPLE, SAMPLE_ANSWER, cells};

fn fuzz_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("fuzz")
}

/// The grids the tests know: every status, both extremes of density, and random puzzles.
fn seed_grids() -> Vec<(String, [u8; 81])> {
    let sample = cells(SAMPLE);
    let mut invalid = sample;
    invalid[40] = 200;
    let mut clash = sample;
    clash[1] = 1;
    let mut unsolvable = [0u8; 81];
    unsolvable[..8].copy_from_slice(&[1, 2, 3, 4, 5, 6, 7, 8]);
    unsolvable[80] = 9;
    let mut grids = vec![
        ("sample".to_string(), sample),
        ("sample_answer".to_string(), cells(SAMPLE_ANSWER)),
        ("anti_backtracking".to_string(), cells(ANTI_BACKTRACKING)),
        ("empty".to_string(), [0; 81]),
        ("invalid_cell".to_string(), invalid),
        ("conflict".to_string(), clash),
        ("unsolvable".to_string(), unsolvable),
    ];
    let mut rng = Rng::new(6);
    for blanks in (0..=81).step_by(9) {
        grids.push((
            format!("random_{blanks}_blanks"),
            random_puzzle(&mut rng, blanks),
        ));
    }
    for blanks in [30, 45, 55, 65] {
        grids.push((
            format!("tampered_{blanks}_blanks"),
            random_tampered(&mut rng, blanks),
        ));
    }
    grids
}

/// Text forms of the sample and the parse errors of the tests.
fn seed_texts() -> Vec<(&'static str, String)> {
    let line = SAMPLE.replace('\n', "");
    vec![
        ("nine_lines", SAMPLE.to_string()),
        ("one_line", line.clone()),
        ("one_line_dots", line.replace('0', ".")),
        (
            "crlf_padded",
            format!("\r\n  {}  \r\n", SAMPLE.replace('\n', "\r\n")),
        ),
        ("bad_character", SAMPLE.replacen("109", "1x9", 1)),
        ("short_row", SAMPLE.replacen("000704000", "00070400", 1)),
        (
            "eight_rows",
            SAMPLE.lines().take(8).collect::<Vec<_>>().join("\n"),
        ),
        ("ten_rows", format!("{SAMPLE}123456789\n")),
        ("blank", " \n\t\n".to_string()),
        ("too_short_line", "12345".to_string()),
        ("anti_backtracking", ANTI_BACKTRACKING.to_string()),
        ("empty_grid", ".".repeat(81)),
    ]
}

fn main() {
    let write = |target: &str, name: &str, bytes: &[u8]| {
        let dir = fuzz_dir().join("seeds").join(target);
        std::fs::create_dir_all(&dir).unwrap();
        std::fs::write(dir.join(name), bytes).unwrap();
    };
    let grids = seed_grids();
    for (name, grid) in &grids {
        write("solve", name, &solve_input(grid, Mapping::Raw));
    }
    for (name, text) in seed_texts() {
        write("parse", name, text.as_bytes());
    }
    let all: Vec<[u8; 81]> = grids.iter().map(|(_, grid)| *grid).collect();
    let mappings = [Mapping::Raw, Mapping::ModuloTen, Mapping::HighIsBlank];
    for (i, chunk) in all.chunks(2).enumerate() {
        let mapping = mappings[i % 3];
        let threads = (i % 4) as u8;
        let in_place = i % 2 == 1;
        let name = format!(
            "mix_{i}_{threads}_threads{}",
            if in_place { "_in_place" } else { "" }
        );
        write(
            "batch",
            &name,
            &batch_input(chunk, mapping, threads, in_place),
        );
    }
    write("batch", "empty_batch", &[0]);
    write("batch", "all", &batch_input(&all, Mapping::Raw, 2, false));
}
