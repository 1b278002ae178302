//! The exact answers of grids of any layout against an independent oracle: a SAT encoding
//! solved by CaDiCaL (`tests/layout_oracle.py`, python-sat from PyPI in a virtual environment
//! of its own), which fixes cells in row-major order, each to the smallest digit that keeps the
//! formula satisfiable, and counts to 2. Random grids of each layout of `layouts::LAYOUTS`:
//! sparse, proper, unsolvable, random givens. Outside CI a machine without Python's venv (or
//! without PyPI) skips this and says so; with `CI=true` it fails instead.
//!
//! The long run, thousands of grids per layout:
//!
//! ```text
//! LAYOUT_ORACLE_GRIDS=2000 cargo test --release --test integration layout_oracle
//! ```

use std::io::Write;
use std::path::PathBuf;
use std::process::{Command, Stdio};

use sudoku::{Counted, LayoutGridError};
use support::commands::{manifest_dir, tools_present};
use support::library::target_dir;

use crate::layouts::{LAYOUTS, Random, check_properties, random_grid, size_of};

/// The Python of a virtual environment with python-sat, made once and kept under the target
/// directory; `None` (and a note) when Python or PyPI is missing outside CI.
pub(crate) fn oracle_python() -> Option<PathBuf> {
    let test = "layout_oracle";
    if !tools_present(test, &["python3"], "install Python 3 and its venv module") {
        return None;
    }
    let dir = target_dir().with_file_name("layout-oracle-venv");
    let python = dir.join("bin/python");
    let ready = || {
        Command::new(&python)
            .args(["-c", "import pysat.solvers"])
            .status()
            .is_ok_and(|status| status.success())
    };
    if !ready() {
        let made = Command::new("python3")
            .args(["-m", "venv"])
            .arg(&dir)
            .status();
        let installed = made.is_ok_and(|status| status.success())
            && Command::new(&python)
                .args([
                    "-m",
                    "pip",
                    "install",
                    "--quiet",
                    "--disable-pip-version-check",
                ])
                .arg("python-sat")
                .status()
                .is_ok_and(|status| status.success());
        let why = "could not make a virtual environment with python-sat from PyPI";
        assert!(
            installed || std::env::var("CI").as_deref() != Ok("true"),
            "{test}: {why} (CI=true: CI must run this test, not skip it)"
        );
        if !installed || !ready() {
            eprintln!("SKIPPED {test}: {why}");
            return None;
        }
    }
    Some(python)
}

/// The oracle's `ANSWER COUNT` line for each line of `lines`.
pub(crate) fn oracle(python: &PathBuf, lines: &[String]) -> Vec<String> {
    let mut child = Command::new(python)
        .arg(manifest_dir().join("tests/layout_oracle.py"))
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    let input = lines.join("\n") + "\n";
    let writer = std::thread::spawn(move || stdin.write_all(input.as_bytes()).unwrap());
    let output = child.wait_with_output().unwrap();
    writer.join().unwrap();
    assert!(output.status.success(), "the oracle failed");
    String::from_utf8(output.stdout)
        .unwrap()
        .lines()
        .map(str::to_string)
        .collect()
}

#[test]
fn random_grids_of_every_layout_answer_as_the_sat_oracle() {
    let Some(python) = oracle_python() else {
        return;
    };
    let per_layout: usize = std::env::var("LAYOUT_ORACLE_GRIDS")
        .ok()
        .and_then(|text| text.parse().ok())
        .unwrap_or(100);
    let mut random = Random::new(2026);
    for prefix in LAYOUTS {
        // The big grids cost most to make (a proper one: a count per cell).
        let grids = match size_of(prefix) {
            16 => per_layout / 8,
            12 => per_layout / 4,
            _ => per_layout,
        };
        let mut lines = Vec::new();
        let mut ours = Vec::new();
        for index in 0..grids {
            let grid = random_grid(prefix, index % 4, &mut random);
            let Some((answer, count)) = check_properties(&grid) else {
                continue; // out of work: counted below
            };
            let answer = match answer {
                Ok(done) => done.to_symbols(),
                Err(LayoutGridError::Unsolvable) => "none".to_string(),
                Err(error) => panic!("{grid}: {error}"),
            };
            let Counted::Finished(count) = count else {
                unreachable!()
            };
            lines.push(grid.to_string());
            ours.push(format!("{answer} {count}"));
        }
        assert!(
            lines.len() * 10 >= grids * 9,
            "{prefix}: {} of {grids} within the work bound",
            lines.len()
        );
        let theirs = oracle(&python, &lines);
        assert_eq!(theirs.len(), lines.len(), "{prefix}");
        for ((line, ours), theirs) in lines.iter().zip(&ours).zip(&theirs) {
            assert_eq!(ours, theirs, "{line}");
        }
        eprintln!("{prefix}: {} grids agree with the SAT oracle", lines.len());
    }
}
