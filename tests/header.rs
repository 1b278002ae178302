//! The generated header: current, strict C99 and C++17. (The C callers in `examples/c/` are
//! built and run by `bindings_c.rs`.)

mod common;

use std::path::{Path, PathBuf};
use std::process::Command;

use common::target_dir;

fn manifest_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn scratch(name: &str) -> PathBuf {
    let dir = target_dir().join("header-tests");
    std::fs::create_dir_all(&dir).unwrap();
    dir.join(name)
}

fn run(command: &mut Command) -> String {
    let output = command
        .output()
        .unwrap_or_else(|e| panic!("{command:?}: {e}"));
    assert!(
        output.status.success(),
        "{command:?} failed:\n{}{}",
        String::from_utf8_lossy(&output.stdout),
        String::from_utf8_lossy(&output.stderr)
    );
    String::from_utf8(output.stdout).unwrap()
}

#[test]
fn header_is_current() {
    let dir = manifest_dir();
    let config = cbindgen::Config::from_file(dir.join("cbindgen.toml")).unwrap();
    let mut generated = Vec::new();
    cbindgen::Builder::new()
        .with_crate(&dir)
        .with_config(config)
        .generate()
        .unwrap()
        .write(&mut generated);
    let committed = std::fs::read(dir.join("include/sudoku.h")).unwrap();
    assert!(
        generated == committed,
        "include/sudoku.h is stale: run `cargo build` and commit it"
    );
}

fn compile_header(compiler: &str, flags: &[&str], source: &Path) {
    std::fs::write(
        source,
        "#include \"sudoku.h\"\nint main(void) { return SUDOKU_CELLS == 81 ? 0 : 1; }\n",
    )
    .unwrap();
    run(Command::new(compiler)
        .args(flags)
        .arg("-I")
        .arg(manifest_dir().join("include"))
        .arg("-c")
        .arg(source)
        .arg("-o")
        .arg(source.with_extension("o")));
}

#[test]
fn header_compiles_as_strict_c99() {
    let flags = ["-std=c99", "-pedantic", "-Wall", "-Wextra", "-Werror"];
    compile_header("cc", &flags, &scratch("strict.c"));
}

#[test]
fn header_compiles_as_cpp17() {
    let flags = ["-std=c++17", "-pedantic", "-Wall", "-Wextra", "-Werror"];
    compile_header("c++", &flags, &scratch("strict.cpp"));
}
