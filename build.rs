//! Gives the shared library its soname. The C header is not generated here: it is committed,
//! and a test regenerates it to check it is current (see `tests/header.rs`), so that a
//! library user compiles neither cbindgen nor its dependencies.

use std::env;

fn main() {
    println!("cargo:rerun-if-changed=build.rs");
    // libsudoku.so.<major>, as cargo-c names it: dynamic linkers and packagers key on it.
    if env::var("CARGO_CFG_TARGET_OS").as_deref() == Ok("linux") {
        let major = env::var("CARGO_PKG_VERSION_MAJOR").expect("set by cargo");
        println!("cargo:rustc-cdylib-link-arg=-Wl,-soname,libsudoku.so.{major}");
    }
}
