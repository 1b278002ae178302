//! The fuzz targets' inputs replayed in `cargo test`: the committed seed corpora
//! (`fuzz/seeds/<target>/`) and every finding kept as a regression (`fuzz/regressions/<target>/`)
//! go through the same checks as the targets, so they hold without a nightly toolchain.
//!
//! `cargo test --test fuzz_replay -- --ignored write_seed_corpora` rewrites the seeds from the
//! cases of the tests.

mod common;

use std::path::{Path, PathBuf};

use common::fuzz_input::{Mapping, batch_input, run_batch, run_parse, run_solve, solve_input};
use common::{
    ANTI_BACKTRACKING, Rng, SAMPLE, SAMPLE_ANSWER, cells, random_puzzle, random_tampered,
};

type Target = fn(&[u8]);

const TARGETS: [(&str, Target); 3] = [
    ("solve", run_solve),
    ("parse", run_parse),
    ("batch", run_batch),
];

fn fuzz_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("fuzz")
}

/// The files of `dir`, sorted; none when it does not exist.
fn files(dir: &Path) -> Vec<PathBuf> {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return Vec::new();
    };
    let mut paths: Vec<PathBuf> = entries.map(|entry| entry.unwrap().path()).collect();
    paths.sort();
    paths
}

#[test]
fn seeds_and_regressions_pass_the_fuzz_checks() {
    for (target, run) in TARGETS {
        let seeds = files(&fuzz_dir().join("seeds").join(target));
        assert!(seeds.len() >= 10, "{target}: {} seeds", seeds.len());
        let regressions = files(&fuzz_dir().join("regressions").join(target));
        for path in seeds.iter().chain(&regressions) {
            println!("{}", path.display());
            run(&std::fs::read(path).unwrap());
        }
    }
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

#[test]
#[ignore = "writes fuzz/seeds; run by hand after changing the seed cases"]
fn write_seed_corpora() {
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
