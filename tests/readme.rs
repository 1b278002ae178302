//! Every command in the `sh` blocks of README.md and of the guides in `doc/` runs: here, as
//! written, in a scratch directory that sees the repository's `examples/`, `include/`, `doc/`,
//! `bindings/` and `target/`, with the built `sudoku` first on PATH and HOME in the scratch
//! directory; or, where running it here would install into the system or rebuild the world, in
//! the named test or step of `.ci/run` that runs it (this test checks that they exist). A
//! command of the docs missing from the table below fails the test, and so does a row whose
//! command left the docs. Every relative link between those files points to a file (and a
//! heading) that exists, so that the guides cannot drift apart as sections move.

use std::path::{Path, PathBuf};
use std::process::Command;

use support::commands::{manifest_dir, scratch, tools_present};
use support::library::made_release_dir;

/// Where a command of the docs runs.
enum How {
    /// Here, in order; the status it must end with.
    Run(i32),
    /// Here, when these tools are present (otherwise skipped, and with `CI=true` failed).
    RunWith(&'static [&'static str]),
    /// In this test function (its name, in `tests/` or `src/`).
    Test(&'static str),
    /// In this step of `.ci/run`.
    Ci(&'static str),
    /// Nowhere: why.
    Not(&'static str),
}

use How::{Ci, Not, Run, RunWith, Test};

const COMMANDS: &[(&str, How)] = &[
    (
        "cargo run --release < examples/sample.txt",
        Ci("readme-release"),
    ),
    ("cargo test", Ci("tests")),
    ("cargo install --path .", Ci("readme-release")),
    ("sudoku < examples/sample.txt", Run(0)),
    // examples/puzzles.txt ends with lines that are no puzzles, to show the errors.
    ("sudoku examples/puzzles.txt > answers.txt", Run(1)),
    ("sudoku --count examples/puzzles.txt", Run(1)),
    ("sudoku --check --stats - < examples/puzzles.txt", Run(1)),
    (
        "sudoku generate 1000 --seed 7 --level hard --symmetry rotate180 > hard.txt",
        Run(0),
    ),
    ("sudoku rate hard.txt", Run(0)),
    (
        "sudoku generate 10 --layout \"16x16 x\" --seed 7 --symmetry rotate180 --minimal > x16.txt",
        Run(0),
    ),
    (
        "sudoku generate 3 --layout \"9x9 jigsaw anti-king\" --seed 7",
        Run(0),
    ),
    (
        "sudoku generate 5 --layout \"9x9 windoku\" --min-rating 2.6 --max-rating 4.5",
        Run(0),
    ),
    ("sudoku hint < examples/sample.txt", Run(0)),
    ("sudoku --help", Run(0)),
    (
        "mkdir -p ~/.local/share/bash-completion/completions",
        Run(0),
    ),
    (
        "sudoku completions bash > ~/.local/share/bash-completion/completions/sudoku",
        Run(0),
    ),
    ("man doc/sudoku.1", RunWith(&["man"])),
    (
        "scripts/measure-cli.sh PUZZLE_FILE [--huge] [--when-idle] [--runs N]",
        Not("a benchmark of several minutes that measures the machine: run by hand"),
    ),
    (
        "SUDOKU_UPDATE_HEADER=1 cargo test --test integration header_is_current",
        Test("header_is_current"),
    ),
    // doc/testing.md: parts of CI's steps, and the runs that are part of neither.
    ("cargo test --test integration cli::", Ci("tests")),
    ("cargo test --lib", Ci("tests")),
    (
        "SUDOKU_UPDATE_MAN_PAGES=1 cargo test --bin sudoku the_man_pages_are_current",
        Test("the_man_pages_are_current"),
    ),
    (
        "cargo test --features portable --lib engine",
        Ci("tests-portable"),
    ),
    ("tests/c/sanitize.sh", Ci("sanitizers")),
    (
        "cargo bench --bench apps -- --count 100 --qqwing 20 --rounds 1 --sample 40",
        Ci("bench-smoke"),
    ),
    (
        "scripts/build_serate.sh SE_SRC OUT_DIR",
        Not("needs a checkout of Sukaku Explainer's source and Java 17, kept outside the tree"),
    ),
    (
        "scripts/serate_rate.sh OUT_DIR/SukakuExplainer.jar PUZZLES OUT",
        Not("needs the serate build above; seconds to minutes a puzzle"),
    ),
    (
        "fuzz/run.sh solve 600",
        Not("needs the nightly toolchain and cargo-fuzz, and runs for ten minutes"),
    ),
    // doc/layouts.md: the long run of the layouts' SAT oracle.
    (
        "LAYOUT_ORACLE_GRIDS=2000 cargo test --release --test integration layout_oracle",
        Not("thousands of grids a layout against the SAT oracle: an hour, run by hand"),
    ),
    (
        "cargo run --release --example layout_peers -- ISS_CHECKOUT tests/data/layout_puzzles.txt",
        Not("needs a checkout of Interactive Sudoku Solver and Node, kept outside the tree"),
    ),
    (
        "cargo run --example fuzz_seeds",
        Not("rewrites the committed seeds; robustness replays them in every test run"),
    ),
    // CI adds --debug: the same program, built in about half the time.
    (
        "cargo install cargo-c --locked --version 0.10.24",
        Ci("cargo-c"),
    ),
    (
        "cargo cinstall --release --prefix /usr/local",
        Test("cargo_cinstall_gives_a_working_prefix"),
    ),
    (
        "make",
        Test("make_then_make_install_without_cargo_gives_a_working_prefix"),
    ),
    ("sudo make install PREFIX=/usr/local", Ci("system-install")),
    ("sudo ldconfig", Ci("system-install")),
    (
        "sudo make uninstall PREFIX=/usr/local",
        Ci("system-install"),
    ),
    (
        "cc examples/c/solve.c $(pkg-config --cflags --libs sudoku) -o solve",
        Ci("system-install"),
    ),
    (
        "cc examples/c/solve.c $(pkg-config --cflags --libs sudoku) \
         -Wl,-rpath,$(pkg-config --variable=libdir sudoku) -o solve",
        Test("make_then_make_install_without_cargo_gives_a_working_prefix"),
    ),
    (
        "cc -std=c99 -Iinclude examples/c/solve.c -Ltarget/release -lsudoku -o solve",
        Run(0),
    ),
    ("LD_LIBRARY_PATH=target/release ./solve", Run(0)),
    (
        "cc -std=c99 -Iinclude examples/c/solve.c target/release/libsudoku.a \
         -lgcc_s -lutil -lrt -lpthread -lm -ldl -lc -o solve",
        Run(0),
    ),
    (
        "cc -std=c99 -Iinclude examples/c/solve_dlopen.c -ldl -o solve_dlopen",
        Run(0),
    ),
    ("LD_LIBRARY_PATH=target/release ./solve_dlopen", Run(0)),
    (
        "c++ -std=c++17 examples/cpp/solve.cpp $(pkg-config --cflags --libs sudoku) -o solve",
        Ci("system-install"),
    ),
    (
        "c++ -std=c++17 -Iinclude examples/cpp/solve.cpp -Ltarget/release -lsudoku -o solve",
        Run(0),
    ),
    (
        "cmake -S examples/cmake -B build -DCMAKE_PREFIX_PATH=/usr/local",
        Ci("system-install"),
    ),
    ("cmake --build build", Ci("system-install")),
    ("build/solve", Ci("system-install")),
    (
        "mcs -out:solve.exe bindings/csharp/Sudoku.cs examples/csharp/Program.cs",
        RunWith(&["mcs", "mono"]),
    ),
    (
        "LD_LIBRARY_PATH=target/release mono solve.exe",
        RunWith(&["mcs", "mono"]),
    ),
    (
        "dotnet run --project examples/csharp",
        Not(
            "no .NET SDK in Debian's archive, where CI takes its tools; the Mono lines run the same binding",
        ),
    ),
    ("js/build.sh", Test("node_tests")),
    ("npm --prefix js test", Test("node_tests")),
    ("npm pack ./js", Test("packed_package_solves_the_sample")),
    // The browser test starts the same server (js/serve.js) on a free port.
    ("npm --prefix js run demo", Ci("browser")),
    (
        "npm --prefix js ci && npm --prefix js run test:browser",
        Ci("browser"),
    ),
    ("npm --prefix js run test:bundle", Ci("browser")),
    (
        "pip install .",
        Test("pip_install_then_import_and_solve_in_a_fresh_venv"),
    ),
    // The test runs this very text.
    (
        crate::python_package::README_IMPORT,
        Test("pip_install_then_import_and_solve_in_a_fresh_venv"),
    ),
    (
        "pip wheel . --no-deps --wheel-dir dist",
        Test("python_package_passes_its_tests_installed_from_the_wheel"),
    ),
    (
        "PYTHONPATH=bindings/python SUDOKU_LIBRARY=target/release/libsudoku.so python3 examples/python/solve.py",
        Run(0),
    ),
    // The test installs the wheel with its spark extra and runs the example job with
    // spark-submit in local mode; the cluster commands need a cluster.
    (
        "pip install \"dist/sudoku_lexmin-1.0.0-py3-none-linux_x86_64.whl[spark]\"",
        Test("spark_job_in_local_mode_answers_as_the_program_does"),
    ),
    (
        "spark-submit --master yarn --deploy-mode cluster examples/spark/sudoku_spark.py \
         solve hdfs:///puzzles/ hdfs:///answers --count",
        Not("needs a YARN cluster and HDFS; the test runs the same job with --master local[2]"),
    ),
    (
        "python3 -m venv sudoku-env && sudoku-env/bin/pip install venv-pack \
         \"dist/sudoku_lexmin-1.0.0-py3-none-linux_x86_64.whl[spark]\"",
        Not("the environment is packed for a cluster's nodes, which this machine is not"),
    ),
    (
        "sudoku-env/bin/venv-pack -p sudoku-env -o sudoku-env.tar.gz",
        Not("the environment is packed for a cluster's nodes, which this machine is not"),
    ),
    (
        "spark-submit --master yarn --deploy-mode cluster --archives \
         sudoku-env.tar.gz#environment --conf spark.pyspark.python=./environment/bin/python \
         examples/spark/sudoku_spark.py solve hdfs:///puzzles/ hdfs:///answers --count",
        Not("needs a YARN cluster and HDFS; the test runs the same job with --master local[2]"),
    ),
];

/// README.md and the guides in `doc/`, by path from the repository's root.
fn docs() -> Vec<String> {
    let mut guides: Vec<String> = std::fs::read_dir(manifest_dir().join("doc"))
        .unwrap()
        .map(|entry| entry.unwrap().file_name().into_string().unwrap())
        .filter(|name| name.ends_with(".md"))
        .map(|name| format!("doc/{name}"))
        .collect();
    guides.sort();
    assert!(guides.len() >= 5, "{guides:?}");
    std::iter::once("README.md".to_string())
        .chain(guides)
        .collect()
}

/// The commands of the docs' `sh` blocks (indented ones in lists too), in order: comments
/// removed, continued lines joined, runs of spaces made one.
fn readme_commands() -> Vec<String> {
    let mut commands = Vec::new();
    for doc in docs() {
        let text = std::fs::read_to_string(manifest_dir().join(&doc)).unwrap();
        commands.extend(sh_commands(&text));
    }
    commands
}

fn sh_commands(text: &str) -> Vec<String> {
    let mut commands = Vec::new();
    let mut in_block = false;
    let mut pending = String::new();
    for line in text.lines() {
        let fence = line.trim_start();
        if fence.starts_with("```") {
            in_block = fence == "```sh";
            continue;
        }
        if !in_block {
            continue;
        }
        let code = line.split(" #").next().unwrap_or("").trim();
        if code.starts_with('#') {
            continue;
        }
        let (code, continued) = match code.strip_suffix('\\') {
            Some(code) => (code, true),
            None => (code, false),
        };
        pending.push_str(code);
        pending.push(' ');
        if !continued {
            let command = normalized(&pending);
            if !command.is_empty() {
                commands.push(command);
            }
            pending.clear();
        }
    }
    commands
}

fn normalized(command: &str) -> String {
    command.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// Whether `fn NAME(` appears in a Rust file below `dir`.
fn test_exists(dir: &Path, name: &str) -> bool {
    let needle = format!("fn {name}(");
    std::fs::read_dir(dir).unwrap().any(|entry| {
        let path = entry.unwrap().path();
        if path.is_dir() {
            test_exists(&path, name)
        } else {
            path.extension().is_some_and(|ext| ext == "rs")
                && std::fs::read_to_string(&path).is_ok_and(|text| text.contains(&needle))
        }
    })
}

#[test]
fn every_readme_command_has_a_row_and_every_row_a_command() {
    let readme = readme_commands();
    let table: Vec<String> = COMMANDS.iter().map(|(c, _)| normalized(c)).collect();
    for command in &readme {
        assert!(
            table.contains(command),
            "command of the docs not in tests/readme.rs: {command:?}"
        );
    }
    for command in &table {
        assert!(
            readme.contains(command),
            "no longer in README.md or doc/: {command:?}"
        );
    }
    let ci = std::fs::read_to_string(manifest_dir().join(".ci/run")).unwrap();
    for (command, how) in COMMANDS {
        match how {
            Test(name) => assert!(
                test_exists(&manifest_dir().join("tests"), name)
                    || test_exists(&manifest_dir().join("src"), name),
                "{command:?}: no test named {name}"
            ),
            Ci(step) => assert!(
                ci.contains(&format!("step {step} ")),
                "{command:?}: .ci/run has no step {step}"
            ),
            Not(why) => assert!(why.len() > 20, "{command:?}: say why it cannot run"),
            Run(_) | RunWith(_) => {}
        }
    }
}

/// A scratch directory that sees the repository's examples, headers, manual pages and build
/// products as the README's commands expect them, and receives what they write.
fn workspace() -> PathBuf {
    let dir = scratch("readme");
    for name in ["examples", "include", "doc", "bindings"] {
        std::os::unix::fs::symlink(manifest_dir().join(name), dir.join(name)).unwrap();
    }
    let target = made_release_dir().parent().unwrap().to_path_buf();
    std::os::unix::fs::symlink(target, dir.join("target")).unwrap();
    std::fs::create_dir(dir.join("home")).unwrap();
    dir
}

#[cfg(feature = "cli")]
#[test]
fn readme_commands_run_as_written() {
    let dir = workspace();
    let program_dir = Path::new(env!("CARGO_BIN_EXE_sudoku")).parent().unwrap();
    let path = format!(
        "{}:{}",
        program_dir.display(),
        std::env::var("PATH").unwrap_or_default()
    );
    let mut ran = 0;
    for (command, how) in COMMANDS {
        let expected = match how {
            Run(status) => *status,
            RunWith(tools) if tools_present("readme_commands", tools, "see README.md") => 0,
            _ => continue,
        };
        let output = Command::new("bash")
            .args(["-c", command])
            .current_dir(&dir)
            .env("PATH", &path)
            .env("HOME", dir.join("home"))
            .env("MANPAGER", "cat")
            .env("PYTHONDONTWRITEBYTECODE", "1")
            .env_remove("LD_LIBRARY_PATH")
            .env_remove("SUDOKU_LIBRARY")
            .output()
            .unwrap();
        assert_eq!(
            output.status.code(),
            Some(expected),
            "{command}\n{}{}",
            String::from_utf8_lossy(&output.stdout),
            String::from_utf8_lossy(&output.stderr)
        );
        ran += 1;
    }
    assert!(ran >= 15, "only {ran} commands ran");
    let answers = std::fs::read_to_string(dir.join("answers.txt")).unwrap();
    assert_eq!(
        answers.lines().count(),
        295,
        "one answer line per puzzle line"
    );
    let completions = dir.join("home/.local/share/bash-completion/completions/sudoku");
    assert!(
        std::fs::read_to_string(completions)
            .unwrap()
            .contains("_sudoku")
    );
}

/// The files whose relative links are checked: the docs above and the root's other pages.
fn linked_docs() -> Vec<String> {
    let mut files = docs();
    files.extend(["BENCHMARKS.md", "SECURITY.md"].map(String::from));
    files
}

/// The targets of a Markdown text's inline links and images outside code, `[text](target)`.
fn link_targets(text: &str) -> Vec<String> {
    let mut targets = Vec::new();
    let mut in_code = false;
    for line in text.lines() {
        if line.trim_start().starts_with("```") {
            in_code = !in_code;
            continue;
        }
        if in_code {
            continue;
        }
        let mut rest = line;
        while let Some(at) = rest.find("](") {
            let after = &rest[at + 2..];
            let Some(end) = after.find(')') else { break };
            targets.push(after[..end].to_string());
            rest = &after[end..];
        }
    }
    targets
}

/// GitHub's anchor for a heading: lower case, punctuation dropped, spaces made hyphens.
fn anchor(heading: &str) -> String {
    heading
        .trim()
        .to_lowercase()
        .chars()
        .filter(|c| c.is_alphanumeric() || *c == ' ' || *c == '-' || *c == '_')
        .map(|c| if c == ' ' { '-' } else { c })
        .collect()
}

/// The anchors of a Markdown text's headings outside code, a repeated one numbered as GitHub
/// numbers it (`name`, `name-1`, ...).
fn anchors(text: &str) -> Vec<String> {
    let mut found: Vec<String> = Vec::new();
    let mut in_code = false;
    for line in text.lines() {
        if line.trim_start().starts_with("```") {
            in_code = !in_code;
            continue;
        }
        if in_code || !line.starts_with('#') {
            continue;
        }
        let base = anchor(line.trim_start_matches('#'));
        let repeats = found
            .iter()
            .filter(|a| {
                **a == base
                    || a.strip_prefix(&format!("{base}-"))
                        .is_some_and(|n| n.parse::<u32>().is_ok())
            })
            .count();
        found.push(if repeats == 0 {
            base
        } else {
            format!("{base}-{repeats}")
        });
    }
    found
}

#[test]
fn every_relative_link_in_the_docs_resolves() {
    let root = manifest_dir();
    let mut broken = Vec::new();
    for doc in linked_docs() {
        let text = std::fs::read_to_string(root.join(&doc)).unwrap();
        let folder = Path::new(&doc).parent().unwrap().to_path_buf();
        for target in link_targets(&text) {
            if target.contains("://") || target.starts_with("mailto:") {
                continue;
            }
            let (file, heading) = match target.split_once('#') {
                Some((file, heading)) => (file, Some(heading)),
                None => (target.as_str(), None),
            };
            let path = if file.is_empty() {
                root.join(&doc)
            } else {
                root.join(&folder).join(file)
            };
            if !path.exists() {
                broken.push(format!("{doc}: {target}: no such file"));
                continue;
            }
            if let Some(heading) = heading {
                let page = std::fs::read_to_string(&path).unwrap_or_default();
                if !anchors(&page).iter().any(|a| a == heading) {
                    broken.push(format!("{doc}: {target}: no such heading"));
                }
            }
        }
    }
    assert!(broken.is_empty(), "broken links:\n{}", broken.join("\n"));
}

#[test]
fn the_link_check_finds_what_it_looks_for() {
    assert_eq!(
        link_targets("see [a](doc/a.md#b-c) and ![x](p.png)\n```\n[no](code)\n```"),
        ["doc/a.md#b-c", "p.png"]
    );
    assert_eq!(
        anchor(" The npm package: WebAssembly against native (`js/bench`)"),
        "the-npm-package-webassembly-against-native-jsbench"
    );
    assert_eq!(
        anchors("# A\n## A\n```sh\n# not a heading\n```\n### A"),
        ["a", "a-1", "a-2"]
    );
}
