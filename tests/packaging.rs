//! Packaging the native library: the generated header (current, strict C99 and C++17), the
//! soname, the exported symbols, and `make install` into an empty prefix that a C and a C++
//! program then build against with pkg-config alone.

use std::path::Path;
use std::process::Command;

use crate::support::commands::{
    exported_symbols, header_functions, manifest_dir, needed_libraries, run, scratch, soname,
    tools_present,
};
use crate::support::expected_transcript;
use crate::support::library::built_library_dir;

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

/// Every name the header defines carries the library's prefix: the Rust API's own items
/// (its constants, its enums) stay out of it, and nothing clashes with a caller's names.
#[test]
fn header_names_carry_the_prefix() {
    let header = std::fs::read_to_string(manifest_dir().join("include/sudoku.h")).unwrap();
    let mut names = Vec::new();
    for line in header.lines() {
        let trimmed = line.trim();
        if trimmed.starts_with(['*', '/']) {
            continue;
        }
        let name = if let Some(rest) = trimmed.strip_prefix("#define ") {
            rest.split_whitespace().next()
        } else if let Some(rest) = trimmed.strip_prefix("enum ") {
            rest.split_whitespace().next()
        } else if let Some(rest) = trimmed.strip_prefix("typedef ") {
            rest.strip_suffix(';')
                .and_then(|rest| rest.split_whitespace().last())
        } else if let Some(rest) = trimmed.strip_prefix("} ") {
            // The name of a typedef'd struct.
            rest.strip_suffix(';')
        } else if let (Some((name, _)), true) = (trimmed.split_once(" = "), trimmed.ends_with(','))
        {
            // An enum constant.
            Some(name)
        } else {
            None
        };
        names.extend(name.map(str::to_string));
    }
    assert!(names.len() > 40, "{names:?}");
    for name in names {
        assert!(
            ["SUDOKU_", "Sudoku"]
                .iter()
                .any(|prefix| name.starts_with(prefix)),
            "{name} in include/sudoku.h"
        );
    }
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
    compile_header("cc", &flags, &scratch("header-c").join("strict.c"));
}

#[test]
fn header_compiles_as_cpp17() {
    let flags = ["-std=c++17", "-pedantic", "-Wall", "-Wextra", "-Werror"];
    compile_header("c++", &flags, &scratch("header-cpp").join("strict.cpp"));
}

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
