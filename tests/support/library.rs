//! The built native library: where `cargo test` leaves it, and a directory laid out as an
//! install lays it out.

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
                .arg(concat!(env!("CARGO_MANIFEST_DIR"), "/Cargo.toml"))
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

/// A directory holding the built shared library under its link name and its soname
/// (`libsudoku.so.1`), as an install lays it out: cargo itself creates only the former.
pub fn staged_lib_dir() -> std::path::PathBuf {
    let built = built_library_dir().join("libsudoku.so");
    let dir = target_dir().join(format!("staged-lib-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let major = env!("CARGO_PKG_VERSION_MAJOR");
    for name in ["libsudoku.so".to_string(), format!("libsudoku.so.{major}")] {
        let link = dir.join(name);
        let _ = std::fs::remove_file(&link);
        std::os::unix::fs::symlink(&built, &link).unwrap();
    }
    dir
}
