//! The C stress driver (`tests/c/stress.c`), built against the shared library and run with
//! 16 threads: every export, every kind of grid, every answer checked on the C side.
//! `tests/c/sanitize.sh` runs the same driver under ASan/UBSan and valgrind.

mod common;

use std::path::Path;
use std::process::Command;

use common::{staged_lib_dir, target_dir};

#[test]
fn c_stress_driver_passes_with_16_threads() {
    let lib_dir = staged_lib_dir();
    let manifest = Path::new(env!("CARGO_MANIFEST_DIR"));
    let dir = target_dir().join("c-stress");
    std::fs::create_dir_all(&dir).unwrap();
    let exe = dir.join("stress");
    let compiled = Command::new("cc")
        .args([
            "-std=c99",
            "-O2",
            "-pedantic",
            "-Wall",
            "-Wextra",
            "-Werror",
            "-pthread",
        ])
        .arg("-I")
        .arg(manifest.join("include"))
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
