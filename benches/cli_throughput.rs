//! The command-line program against the library it wraps, side by side on one puzzle file:
//!
//! ```sh
//! cargo bench --bench cli_throughput -- path/to/puzzles2_17_clue [ROUNDS]
//! ```
//!
//! First checks that `sudoku FILE` prints, for every puzzle line, the answer `Grid::solve`
//! gives for that puzzle alone. Then, ROUNDS times (default 3), one after another so that
//! all four share the machine's state at that moment, it times:
//! - `solve_batch` in this process on every core (the puzzles parsed beforehand, untimed);
//! - `sudoku FILE > TMPFILE` end to end (start, read, parse, solve, write, exit);
//! - `solve_batch` on 1 thread and on 2 threads.
//!
//! It prints the medians and two ratios: the program's throughput against the in-process
//! batch, and 2 threads against 1.

use std::fs::File;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use sudoku::{Grid, solve_batch};

fn main() {
    // `cargo bench` passes `--bench`; anything else is ours.
    let args: Vec<String> = std::env::args()
        .skip(1)
        .filter(|arg| !arg.starts_with("--"))
        .collect();
    let Some(path) = args.first() else {
        // A plain `cargo bench` runs every bench: without a file there is nothing to measure,
        // which is not a failure.
        println!("cli_throughput: no FILE given, nothing measured");
        println!("usage: cargo bench --bench cli_throughput -- FILE [ROUNDS]");
        return;
    };
    let rounds: usize = args
        .get(1)
        .map_or(3, |n| n.parse().expect("ROUNDS is a number"));
    let text = std::fs::read_to_string(path).expect("the puzzle file is readable");
    let puzzles: Vec<Grid> = text
        .lines()
        .map(str::trim)
        .filter(|line| !line.is_empty() && !line.starts_with('#'))
        .map(|line| {
            line.parse()
                .expect("every line of a benchmark set is a puzzle")
        })
        .collect();
    let output = std::env::temp_dir().join(format!("cli_throughput-{}.out", std::process::id()));

    let program_time = run_program(path, &output);
    check_answers(
        &puzzles,
        &std::fs::read_to_string(&output).expect("the output"),
    );
    println!(
        "{path}: {} puzzles; the program's {} answer lines equal single solves (first run {:.3} s)",
        puzzles.len(),
        puzzles.len(),
        program_time.as_secs_f64()
    );

    let mut times: [Vec<Duration>; 4] = Default::default();
    for _ in 0..rounds {
        times[0].push(time_batch(&puzzles, 0));
        times[1].push(run_program(path, &output));
        times[2].push(time_batch(&puzzles, 1));
        times[3].push(time_batch(&puzzles, 2));
    }
    let _ = std::fs::remove_file(&output);
    let rate = |index: usize| puzzles.len() as f64 / median(&times[index]).as_secs_f64();
    let labels = [
        "in-process solve_batch, all cores",
        "sudoku FILE > out, end to end",
        "in-process solve_batch, 1 thread",
        "in-process solve_batch, 2 threads",
    ];
    println!("medians of {rounds} rounds:");
    for (index, label) in labels.iter().enumerate() {
        println!(
            "  {label:36} {:>9.0} puzzles/s  ({:.3} s)",
            rate(index),
            median(&times[index]).as_secs_f64()
        );
    }
    println!("program / in-process batch: {:.2}", rate(1) / rate(0));
    println!("2 threads / 1 thread:       {:.2}", rate(3) / rate(2));
}

/// Wall time of `sudoku path > output`.
fn run_program(path: &str, output: &std::path::Path) -> Duration {
    let out = File::create(output).expect("a temporary output file");
    let started = Instant::now();
    let status = Command::new(env!("CARGO_BIN_EXE_sudoku"))
        .arg(path)
        .stdout(out)
        .stderr(Stdio::inherit())
        .status()
        .expect("the program runs");
    let elapsed = started.elapsed();
    assert!(status.success(), "sudoku {path} failed: {status}");
    elapsed
}

fn time_batch(puzzles: &[Grid], threads: usize) -> Duration {
    let started = Instant::now();
    let answers = solve_batch(puzzles, threads);
    let elapsed = started.elapsed();
    assert_eq!(answers.len(), puzzles.len());
    elapsed
}

/// Panics unless line i of `output` is the one-line answer of puzzle i solved alone.
fn check_answers(puzzles: &[Grid], output: &str) {
    let lines: Vec<&str> = output.lines().collect();
    assert_eq!(lines.len(), puzzles.len(), "one answer line per puzzle");
    for (index, (puzzle, line)) in puzzles.iter().zip(lines).enumerate() {
        let expected = puzzle.solve().map(|answer| answer.to_line());
        match expected {
            Ok(answer) => assert_eq!(line, answer, "puzzle {}", index + 1),
            Err(_) => assert!(line.starts_with("error: "), "puzzle {}", index + 1),
        }
    }
}

fn median(times: &[Duration]) -> Duration {
    let mut sorted = times.to_vec();
    sorted.sort();
    sorted[sorted.len() / 2]
}
