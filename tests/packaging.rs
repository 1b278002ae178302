//! Packaging the native library: the soname, the exported symbols, and `make install` into
//! an empty prefix that a C and a C++ program then build against with pkg-config alone.

use std::path::Path;
use std::process::Command;

use crate::support::commands::{
    exported_symbols, header_functions, manifest_dir, needed_libraries, run, scratch, soname,
    tools_present,
};
use crate::support::expected_transcript;
use crate::support::library::built_library_dir;

const SONAME: &str = concat!("libsudoku.so.", env!("CARGO_PKG_VERSION_MAJOR"));

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

fn link_target(link: &Path) -> String {
    std::fs::read_link(link)
        .unwrap_or_else(|e| panic!("{}: {e}", link.display()))
        .display()
        .to_string()
}

/// `pkg-config ARGS sudoku` against the prefix only, split into arguments.
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

#[test]
fn make_install_gives_a_prefix_that_pkg_config_alone_builds_against() {
    let hint = "install them with `apt-get install -y make pkg-config`";
    if !tools_present("make_install", &["make", "pkg-config"], hint) {
        return;
    }
    let work = scratch("install");
    let prefix = work.join("prefix");
    run(Command::new("make")
        .arg("install")
        .arg(format!("PREFIX={}", prefix.display()))
        .current_dir(manifest_dir()));

    // Headers, the static library, the shared library under its full version with the
    // soname and link-name links, and the pkg-config file.
    let lib = prefix.join("lib");
    let version = env!("CARGO_PKG_VERSION");
    for file in ["include/sudoku.h", "include/sudoku.hpp", "lib/libsudoku.a"] {
        assert!(prefix.join(file).is_file(), "{file} not installed");
    }
    let real = lib.join(format!("libsudoku.so.{version}"));
    assert!(
        real.is_file() && !real.is_symlink(),
        "{} missing",
        real.display()
    );
    assert_eq!(
        link_target(&lib.join(SONAME)),
        format!("libsudoku.so.{version}")
    );
    assert_eq!(link_target(&lib.join("libsudoku.so")), SONAME);
    assert_eq!(soname(&real).as_deref(), Some(SONAME));
    assert_eq!(exported_symbols(&real), header_functions());

    let pc_dir = lib.join("pkgconfig");
    assert_eq!(pkg_config(&pc_dir, &["--modversion"]), [version]);
    let flags = pkg_config(&pc_dir, &["--cflags", "--libs"]);
    let static_flags = pkg_config(&pc_dir, &["--static", "--libs"]);
    assert!(static_flags.iter().any(|f| f == "-lc"), "{static_flags:?}");

    // `cc app.c $(pkg-config --cflags --libs sudoku)`, then run against the prefix.
    let examples = manifest_dir().join("examples");
    for (compiler, source, std, name) in [
        ("cc", "c/solve.c", "-std=c99", "solve-c"),
        ("c++", "cpp/solve.cpp", "-std=c++17", "solve-cpp"),
    ] {
        let exe = work.join(name);
        run(Command::new(compiler)
            .args([std, "-Wall", "-Werror"])
            .arg(examples.join(source))
            .args(&flags)
            .arg("-o")
            .arg(&exe));
        assert!(needed_libraries(&exe).iter().any(|l| l == SONAME));
        let printed = run(Command::new(&exe).env("LD_LIBRARY_PATH", &lib));
        assert_eq!(printed, expected_transcript(), "{source}");
    }
}
