//! Generates the C header `include/sudoku.h` with cbindgen, so it always follows
//! `src/ffi/`, and gives the shared library its soname.

use std::env;
use std::path::PathBuf;

fn main() {
    println!("cargo:rerun-if-changed=src");
    println!("cargo:rerun-if-changed=cbindgen.toml");

    let crate_dir = PathBuf::from(env::var("CARGO_MANIFEST_DIR").expect("set by cargo"));
    let config = cbindgen::Config::from_file(crate_dir.join("cbindgen.toml"))
        .expect("cbindgen.toml is readable and valid");
    let bindings = cbindgen::Builder::new()
        .with_crate(&crate_dir)
        .with_config(config)
        .generate()
        .expect("cbindgen can generate the header from src/ffi/");
    // Writes only when the content changed, so an up-to-date header keeps its timestamp.
    bindings.write_to_file(crate_dir.join("include/sudoku.h"));

    // libsudoku.so.<major>, as cargo-c names it: dynamic linkers and packagers key on it.
    if env::var("CARGO_CFG_TARGET_OS").as_deref() == Ok("linux") {
        let major = env::var("CARGO_PKG_VERSION_MAJOR").expect("set by cargo");
        println!("cargo:rustc-cdylib-link-arg=-Wl,-soname,libsudoku.so.{major}");
    }
}
