//! What a host process relies on, under load: 16 threads at once through the C ABI and
//! from C, the fuzzers' seeds and findings replayed, and the right answers on the slowest
//! inputs known.

use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::Barrier;

use sudoku::ffi::{SudokuStatus, sudoku_count_solutions};

use support::commands::{Language, include_dir, manifest_dir, scratch, strict_compiler};
use support::contract::{check_batch_against, check_grid_against, check_solve};
use support::fpuzzles_input::run_fpuzzles;
use support::fuzz_input::{
    MAX_BATCH, Mapping, batch_input, run_batch, run_parse, run_solve, solve_input,
};
use support::generate::mixed_grids;
use support::hard::{SLOWEST, records};
use support::layout_input::{run_layout_fpuzzles, run_layout_text};
use support::library::staged_lib_dir;
use support::oracle::{Expected, expected};
use support::reference::is_completion_of;
use support::{ANTI_BACKTRACKING, cells};

// 16 threads at once through the C ABI, on a mix of proper, sparse, dead-end, clashing and
// invalid grids; every answer checked against the oracle.

const THREADS: usize = 16;

#[test]
fn sixteen_threads_at_once_get_every_answer_right() {
    let mut grids = mixed_grids(1616, 600);
    grids.extend([[0; 81], cells(ANTI_BACKTRACKING)]);
    let wants: Vec<Expected> = grids.iter().map(expected).collect();
    let mut statuses = [0usize; 5];
    for want in &wants {
        statuses[want.status() as usize] += 1;
    }
    println!("statuses of the mix: {statuses:?}");
    assert!(
        [0, 2, 3, 4].iter().all(|&s| statuses[s] >= 20),
        "mix too uniform: {statuses:?}"
    );

    let start = Barrier::new(THREADS);
    std::thread::scope(|scope| {
        for thread in 0..THREADS {
            let (grids, wants, start) = (&grids, &wants, &start);
            scope.spawn(move || {
                start.wait();
                // Each thread walks the grids from its own offset, so different inputs overlap.
                for step in 0..grids.len() {
                    let i = (step + thread * 37) % grids.len();
                    check_grid_against(&grids[i], &wants[i]);
                    if step % 100 == 0 {
                        let end = (i + 30).min(grids.len());
                        let threads = (thread % 3) as u32;
                        check_batch_against(
                            &grids[i..end],
                            &wants[i..end],
                            threads,
                            step % 200 == 0,
                        );
                    }
                }
            });
        }
    });
}

// The C stress driver (`tests/c/stress.c`), built against the shared library and run with
// 16 threads: every export, every kind of grid, every answer checked on the C side.
// `tests/c/sanitize.sh` runs the same driver under ASan/UBSan and valgrind.

#[test]
fn c_stress_driver_passes_with_16_threads() {
    let lib_dir = staged_lib_dir();
    let manifest = manifest_dir();
    let exe = scratch("c-stress").join("stress");
    let compiled = strict_compiler(Language::C)
        .args(["-O2", "-pthread"])
        .arg("-I")
        .arg(include_dir())
        .arg(manifest.join("tests/c/stress.c"))
        .arg("-L")
        .arg(&lib_dir)
        .args(["-lsudoku", "-o"])
        .arg(&exe)
        .output()
        .expect("cc runs");
    assert!(
        compiled.status.success(),
        "{}",
        String::from_utf8_lossy(&compiled.stderr)
    );
    let run = Command::new(&exe)
        .args(["16", "250"])
        .env("LD_LIBRARY_PATH", &lib_dir)
        .output()
        .expect("the driver runs");
    let printed = String::from_utf8_lossy(&run.stdout);
    let errors = String::from_utf8_lossy(&run.stderr);
    println!("{printed}");
    assert!(run.status.success(), "{printed}{errors}");
    assert!(
        printed.contains("16 threads, 4000 grids") && printed.ends_with(" 0 failures\n"),
        "{printed}"
    );
}

// The fuzz targets' inputs: the committed seed corpora (`fuzz/seeds/<target>/`, written by
// `tools/fuzz_seeds.rs`) and every finding kept as a regression
// (`fuzz/regressions/<target>/`) go through the same checks as the targets, so they hold
// without a nightly toolchain.

type Target = fn(&[u8]);

const TARGETS: [(&str, Target); 6] = [
    ("solve", run_solve),
    ("parse", run_parse),
    ("batch", run_batch),
    ("fpuzzles", run_fpuzzles),
    ("layout_text", run_layout_text),
    ("layout_fpuzzles", run_layout_fpuzzles),
];

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
        let seeds = files(&manifest_dir().join("fuzz").join("seeds").join(target));
        assert!(seeds.len() >= 10, "{target}: {} seeds", seeds.len());
        let regressions = files(&manifest_dir().join("fuzz").join("regressions").join(target));
        for path in seeds.iter().chain(&regressions) {
            println!("{}", path.display());
            run(&std::fs::read(path).unwrap());
        }
    }
}

/// Inputs encoded as the seed writer encodes them, through every mapping, thread count and
/// buffer layout a flags byte selects: the encoding is the one the targets read.
#[test]
fn encoded_inputs_pass_the_fuzz_checks() {
    let grids = mixed_grids(24, MAX_BATCH);
    let mappings = [Mapping::Raw, Mapping::ModuloTen, Mapping::HighIsBlank];
    for (i, mapping) in mappings.into_iter().enumerate() {
        assert_eq!(Mapping::from_flags(mapping.flags()), mapping);
        for grid in &grids[..6] {
            run_solve(&solve_input(grid, mapping));
        }
        run_batch(&batch_input(&grids, mapping, i as u8, i % 2 == 1));
    }
}

/// The slowest inputs known get the answers the oracle gave when they were kept, through
/// the C ABI: solved (input untouched, output only on success) and counted to two.
#[test]
fn slowest_inputs_get_the_right_answers() {
    let records = records();
    assert!(!SLOWEST.is_empty() && records.len() > 100);
    for hard in SLOWEST.iter().chain(&records) {
        let grid = cells(hard.grid);
        println!("{}: {}", hard.what, hard.grid);
        let want = match hard.answer {
            Some(answer) => {
                let answer = cells(answer);
                assert!(
                    is_completion_of(&grid, &answer),
                    "the kept answer of {}",
                    hard.grid
                );
                Expected::Solved(answer)
            }
            None => Expected::Unsolvable,
        };
        check_solve(&grid, &want);
        let mut count = u64::MAX;
        // SAFETY: an 81-byte buffer and a writable u64.
        let status = unsafe { sudoku_count_solutions(grid.as_ptr(), 2, &mut count) };
        assert_eq!(
            (status, count),
            (SudokuStatus::Ok, hard.completions),
            "{}",
            hard.grid
        );
    }
}
