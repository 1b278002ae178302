//! Packaging the native library: the soname, the exported symbols, and both install routes,
//! `make install` and `cargo cinstall`, each into an empty prefix from which a C and a C++
//! program build with pkg-config, the C++ example builds with CMake's find_package, and the
//! programs start through their run path alone (no LD_LIBRARY_PATH).

use std::path::{Path, PathBuf};
use std::process::Command;

use support::commands::{
    Language, exported_symbols, header_functions, manifest_dir, native_static_libs,
    needed_libraries, run, scratch, soname, strict_compiler, tools_present,
};
use support::expected_transcript;
use support::library::{built_library_dir, made_release_dir};

const SONAME: &str = concat!("libsudoku.so.", env!("CARGO_PKG_VERSION_MAJOR"));
const VERSION: &str = env!("CARGO_PKG_VERSION");

#[test]
fn shared_library_exports_exactly_the_header_functions() {
    let library = built_library_dir().join("libsudoku.so");
    assert_eq!(exported_symbols(&library), header_functions());
}

#[test]
fn shared_library_carries_its_soname() {
    let library = built_library_dir().join("libsudoku.so");
    assert_eq!(soname(&library).as_deref(), Some(SONAME));
}

/// The text of a file of the repository.
fn repository_file(path: &str) -> String {
    std::fs::read_to_string(manifest_dir().join(path)).unwrap()
}

#[test]
fn the_cmake_package_states_the_crate_version_and_static_libraries() {
    let version_file = repository_file("cmake/sudokuConfigVersion.cmake");
    assert!(
        version_file.contains(&format!("set(PACKAGE_VERSION \"{VERSION}\")")),
        "cmake/sudokuConfigVersion.cmake must state version {VERSION}"
    );
    let libs: Vec<String> = native_static_libs()
        .iter()
        .map(|flag| flag.trim_start_matches("-l").to_string())
        .collect();
    let expected = format!("INTERFACE_LINK_LIBRARIES \"{}\"", libs.join(";"));
    assert!(
        repository_file("cmake/sudokuConfig.cmake").contains(&expected),
        "cmake/sudokuConfig.cmake must list rustc's native-static-libs: {expected}"
    );
}

/// `pkg-config ARGS sudoku` with only `pc_dir` searched, split into arguments.
fn pkg_config(pc_dir: &Path, args: &[&str]) -> Vec<String> {
    run(Command::new("pkg-config")
        .args(args)
        .arg("sudoku")
        .env("PKG_CONFIG_PATH", pc_dir)
        .env("PKG_CONFIG_LIBDIR", pc_dir))
    .split_whitespace()
    .map(str::to_string)
    .collect()
}

/// Runs a program built against the prefix with no library search path from the
/// environment: it must find libsudoku through its own run path.
fn run_without_library_path(exe: &Path) -> String {
    run(Command::new(exe).env_remove("LD_LIBRARY_PATH"))
}

/// Checks an installed prefix as its users meet it. `libdir` holds the libraries and
/// `pkgconfig/`: `<prefix>/lib` for `make install`, `lib/<multiarch>` for cargo-c on Debian.
fn check_installed(prefix: &Path, libdir: &Path, work: &Path) {
    // Headers, the static library, the shared library under its full version with the
    // soname and link-name links, and the pkg-config file.
    for file in ["include/sudoku.h", "include/sudoku.hpp"] {
        assert!(prefix.join(file).is_file(), "{file} not installed");
    }
    assert!(libdir.join("libsudoku.a").is_file(), "libsudoku.a missing");
    let real = libdir.join(format!("libsudoku.so.{VERSION}"));
    assert!(
        real.is_file() && !real.is_symlink(),
        "{} missing",
        real.display()
    );
    for link in [SONAME, "libsudoku.so"] {
        let link = libdir.join(link);
        assert!(link.is_symlink(), "{} is not a link", link.display());
        assert_eq!(
            std::fs::canonicalize(&link).unwrap(),
            real.canonicalize().unwrap()
        );
    }
    assert_eq!(soname(&real).as_deref(), Some(SONAME));
    assert_eq!(exported_symbols(&real), header_functions());

    let pc_dir = libdir.join("pkgconfig");
    assert_eq!(pkg_config(&pc_dir, &["--modversion"]), [VERSION]);
    let static_flags = pkg_config(&pc_dir, &["--static", "--libs"]);
    assert!(static_flags.iter().any(|f| f == "-lc"), "{static_flags:?}");

    // What a user of a custom prefix writes:
    // cc app.c $(pkg-config --cflags --libs sudoku) -Wl,-rpath,$(pkg-config --variable=libdir sudoku)
    let mut flags = pkg_config(&pc_dir, &["--cflags", "--libs"]);
    let pc_libdir = pkg_config(&pc_dir, &["--variable=libdir"]).concat();
    assert_eq!(Path::new(&pc_libdir), libdir);
    flags.push(format!("-Wl,-rpath,{pc_libdir}"));
    let examples = manifest_dir().join("examples");
    for (language, source, name) in [
        (Language::C, "c/solve.c", "solve-c"),
        (Language::Cpp, "cpp/solve.cpp", "solve-cpp"),
    ] {
        let exe = work.join(name);
        run(strict_compiler(language)
            .arg(examples.join(source))
            .args(&flags)
            .arg("-o")
            .arg(&exe));
        assert!(needed_libraries(&exe).iter().any(|l| l == SONAME));
        assert_eq!(
            run_without_library_path(&exe),
            expected_transcript(),
            "{source}"
        );
    }

    // find_package(sudoku 1 CONFIG REQUIRED) from examples/cmake: the shared and the static
    // target, each built and run.
    let build = work.join("cmake-build");
    run(Command::new("cmake")
        .arg("-S")
        .arg(examples.join("cmake"))
        .arg("-B")
        .arg(&build)
        .arg(format!("-DCMAKE_PREFIX_PATH={}", prefix.display())));
    run(Command::new("cmake").arg("--build").arg(&build));
    let shared = build.join("solve");
    assert!(needed_libraries(&shared).iter().any(|l| l == SONAME));
    assert_eq!(run_without_library_path(&shared), expected_transcript());
    let static_exe = build.join("solve_static");
    let needed = needed_libraries(&static_exe);
    assert!(
        !needed.iter().any(|l| l.starts_with("libsudoku")),
        "{needed:?}"
    );
    assert_eq!(run_without_library_path(&static_exe), expected_transcript());
}

const TOOLS_HINT: &str = "install them with `apt-get install -y make pkg-config cmake`";

#[test]
fn make_then_make_install_without_cargo_gives_a_working_prefix() {
    if !tools_present("make_install", &["make", "pkg-config", "cmake"], TOOLS_HINT) {
        return;
    }
    let work = scratch("make-install");
    let prefix = work.join("prefix");
    let make = |args: &[&str]| {
        run(Command::new("make")
            .args(args)
            .arg(format!("PREFIX={}", prefix.display()))
            .current_dir(manifest_dir()))
    };
    // `make` as a user, then `sudo make install`, whose PATH has no cargo: install must not
    // run it when the build is current.
    let release = made_release_dir();
    assert!(
        release.join(SONAME).exists(),
        "make leaves target/release/{SONAME}, so that programs linked in the tree start"
    );
    make(&["install", "CARGO=false"]);
    check_installed(&prefix, &prefix.join("lib"), &work);
    assert!(
        prefix.join("lib/cmake/sudoku/sudokuConfig.cmake").is_file(),
        "the CMake package belongs in <libdir>/cmake/sudoku"
    );

    make(&["uninstall"]);
    let left: Vec<PathBuf> = walk_files(&prefix);
    assert!(left.is_empty(), "uninstall left {left:?}");
}

/// Every file (not directory) below `dir`.
fn walk_files(dir: &Path) -> Vec<PathBuf> {
    let mut files = Vec::new();
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() && !path.is_symlink() {
            files.extend(walk_files(&path));
        } else {
            files.push(path);
        }
    }
    files
}

#[test]
fn cargo_cinstall_gives_a_working_prefix() {
    let hint = "install cargo-c with `cargo install cargo-c --locked --version 0.10.24`, and \
                `apt-get install -y pkg-config cmake`";
    if !tools_present(
        "cargo_cinstall",
        &["cargo-cinstall", "pkg-config", "cmake"],
        hint,
    ) {
        return;
    }
    let work = scratch("cargo-cinstall");
    let prefix = work.join("prefix");
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".into());
    run(Command::new(cargo)
        .args(["cinstall", "--release", "--locked", "--prefix"])
        .arg(&prefix)
        .arg("--manifest-path")
        .arg(manifest_dir().join("Cargo.toml")));
    // cargo-c picks the libdir: lib/<multiarch> on Debian, lib64 or lib elsewhere.
    let libdir = walk_files(&prefix)
        .into_iter()
        .find(|file| file.ends_with("libsudoku.a"))
        .and_then(|archive| archive.parent().map(Path::to_path_buf))
        .expect("cargo cinstall installs libsudoku.a");
    check_installed(&prefix, &libdir, &work);
    assert!(
        prefix
            .join("share/cmake/sudoku/sudokuConfig.cmake")
            .is_file(),
        "cargo-c installs the CMake package in <datadir>/cmake/sudoku"
    );
}
