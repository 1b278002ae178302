//! The C# caller in `examples/csharp/`, compiled with Mono's `mcs` (the `[DllImport]` path,
//! as Unity uses it) and run with `mono`. Outside CI a machine without Mono skips it and
//! says so; with `CI=true` a missing Mono fails.

mod callers;
mod common;

use std::process::Command;

use callers::{expected_transcript, manifest_dir, run, scratch, tools_present};
use common::staged_lib_dir;

#[test]
fn csharp_caller_under_mono() {
    let hint = "install Mono with `apt-get install -y mono-mcs mono-runtime`";
    if !tools_present("csharp_caller_under_mono", &["mcs", "mono"], hint) {
        return;
    }
    let lib_dir = staged_lib_dir();
    let exe = scratch("csharp").join("solve.exe");
    let sources = manifest_dir().join("examples/csharp");
    run(Command::new("mcs")
        .arg("-warnaserror+")
        .arg(format!("-out:{}", exe.display()))
        .arg(sources.join("Sudoku.cs"))
        .arg(sources.join("Program.cs")));
    let printed = run(Command::new("mono")
        .arg(&exe)
        .env("LD_LIBRARY_PATH", &lib_dir));
    assert_eq!(printed, expected_transcript());
}
