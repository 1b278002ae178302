//! The built native library: where `cargo test` leaves it, and a directory laid out as an
//! install lays it out.

use super::commands::manifest_dir;
use super::library_version;

/// Path of the built shared library: the test binary sits in `target/<profile>/deps/`.
pub fn target_dir() -> std::path::PathBuf {
    let exe = std::env::current_exe().expect("test executable path");
    exe.parent()
        .and_then(|deps| deps.parent())
        .expect("target/<profile>")
        .to_path_buf()
}

/// The directory holding `libsudoku.so` and `libsudoku.a`, built on first use: `cargo test`
/// compiles the library only as an rlib, so tests that link it from C build it themselves
/// (same profile and target directory, so this is quick).
pub fn built_library_dir() -> std::path::PathBuf {
    static BUILT: std::sync::OnceLock<std::path::PathBuf> = std::sync::OnceLock::new();
    BUILT
        .get_or_init(|| {
            let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".into());
            let status = std::process::Command::new(cargo)
                .args(["build", "--lib", "--quiet", "--manifest-path"])
                .arg(manifest_dir().join("Cargo.toml"))
                .status()
                .expect("cargo runs");
            assert!(status.success(), "cargo build --lib failed");
            let dir = target_dir();
            assert!(
                dir.join("libsudoku.so").exists(),
                "no libsudoku.so in {}",
                dir.display()
            );
            dir
        })
        .clone()
}

/// `target/release` after `make` (cargo build --release, and the soname link the tree's
/// programs load), run once per test binary: the tests that need it share one build, and
/// no two `make`s run at once.
pub fn made_release_dir() -> std::path::PathBuf {
    static MADE: std::sync::OnceLock<std::path::PathBuf> = std::sync::OnceLock::new();
    MADE.get_or_init(|| {
        let output = std::process::Command::new("make")
            .current_dir(manifest_dir())
            .output()
            .expect("make runs");
        assert!(
            output.status.success(),
            "make failed:\n{}",
            String::from_utf8_lossy(&output.stderr)
        );
        target_dir().with_file_name("release")
    })
    .clone()
}

/// A directory holding the built shared library under its link name and its soname
/// (`libsudoku.so.1`), as an install lays it out: cargo itself creates only the former.
///
/// Made once per test binary; tests run on many threads and test binaries may run at once,
/// so each link is made under a name of this process's own and renamed into place, which
/// replaces an existing link in one step instead of removing it and racing to re-create it.
pub fn staged_lib_dir() -> std::path::PathBuf {
    static STAGED: std::sync::OnceLock<std::path::PathBuf> = std::sync::OnceLock::new();
    STAGED
        .get_or_init(|| {
            let built = built_library_dir().join("libsudoku.so");
            let dir = target_dir().join("staged-lib");
            std::fs::create_dir_all(&dir).unwrap();
            let major = library_version()
                .split('.')
                .next()
                .expect("a major version");
            for name in ["libsudoku.so".to_string(), format!("libsudoku.so.{major}")] {
                let own = dir.join(format!("{name}.{}", std::process::id()));
                let _ = std::fs::remove_file(&own);
                std::os::unix::fs::symlink(&built, &own).unwrap();
                std::fs::rename(&own, dir.join(name)).unwrap();
            }
            dir
        })
        .clone()
}
