//! The npm package in `js/`: the library compiled to WebAssembly and its JavaScript module.
//!
//! - `answers`: the Rust API gives what `tests/data/answers.txt` says, the table the
//!   package's own tests are held to, so that both builds give the same answers;
//! - `node_tests`: `js/build.sh` builds the .wasm and Node's test runner runs `js/test/`;
//! - `packed_package_solves_the_sample`: `npm pack`, then `npm install` of the tarball in an
//!   empty folder, and the README's five-line script solves the Baekjoon sample there.
//!
//! Outside CI a machine without Node, npm or Rust's wasm32 target skips the last two and says
//! so; with `CI=true` they fail instead. The page's test in a browser is `.ci/run`'s step
//! `browser` (`js/browser/play.test.js`).

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::OnceLock;

use sudoku::ffi::{SudokuHint, SudokuStatus};
use sudoku::{Candidates, Counted, GenerateOptions, Grid, Level, Symmetry};

use support::SAMPLE_ANSWER;
use support::commands::{header_enum, manifest_dir, run, scratch, tools_present};

/// Set (to anything) to rewrite the expected parts of the table from the Rust API.
const UPDATE: &str = "SUDOKU_UPDATE_ANSWERS";

const TOOLS_HINT: &str = "install Node 18 or later with npm, and `rustup target add \
                          wasm32-unknown-unknown`";

fn table_path() -> PathBuf {
    manifest_dir().join("tests/data/answers.txt")
}

/// A grid of the table: digits, and letters for values above 9 (a = 10).
fn grid(token: &str) -> Grid {
    let cells: Vec<u8> = token
        .bytes()
        .map(|byte| match byte {
            b'0'..=b'9' => byte - b'0',
            b'a'..=b'z' => byte - b'a' + 10,
            _ => panic!("bad cell {:?} in {token}", byte as char),
        })
        .collect();
    Grid::new(cells.try_into().expect("81 cells"))
}

fn status_name(status: SudokuStatus) -> String {
    header_enum("SUDOKU_STATUS_")
        .into_iter()
        .find(|&(_, value)| value == status as i32)
        .map(|(name, _)| format!("error {name}"))
        .expect("a status of the header")
}

fn number(token: &str) -> u64 {
    token
        .parse()
        .unwrap_or_else(|_| panic!("bad number {token}"))
}

fn list(values: &[u8]) -> String {
    let joined: Vec<String> = values.iter().map(u8::to_string).collect();
    if joined.is_empty() {
        "-".into()
    } else {
        joined.join(",")
    }
}

/// The hint's fields as the table writes them (the C struct's values, and the sentence).
fn hint_fields(hint: &sudoku::Hint) -> String {
    let raw = SudokuHint::from(hint);
    let digits: String = (1..=9)
        .filter(|digit| raw.digits & 1 << (digit - 1) != 0)
        .map(|digit| char::from(b'0' + digit))
        .collect();
    let placement = match raw.digit {
        0 => "-".to_string(),
        digit => format!("{}={digit}", raw.cell),
    };
    let cells = &raw.cells[..usize::from(raw.cell_count)];
    let houses = &raw.houses[..usize::from(raw.house_count)];
    format!(
        "{} | {} | {} | {} | {} | {placement} | {hint}",
        raw.technique,
        raw.mistake,
        list(cells),
        list(houses),
        if digits.is_empty() { "-" } else { &digits },
    )
}

/// What the Rust API gives for one case's operation and inputs, in the table's form.
fn answer(operation: &str, inputs: &[&str]) -> String {
    let solve_error = |error: &sudoku::SolveError| status_name(SudokuStatus::from(error));
    let puzzle_error = |error: &sudoku::PuzzleError| status_name(SudokuStatus::from(error));
    match (operation, inputs) {
        ("solve", [g]) => grid(g)
            .solve()
            .map_or_else(|e| solve_error(&e), |a| a.to_line()),
        ("count", [g, limit]) => grid(g)
            .count_solutions(number(limit))
            .map_or_else(|e| solve_error(&e), |count| count.to_string()),
        ("count_bounded", [g, limit, nodes]) => {
            match grid(g).count_solutions_within(number(limit), number(nodes)) {
                Ok(Counted::Finished(count)) => format!("{count} finished"),
                Ok(Counted::BudgetExceeded(count)) => format!("{count} unfinished"),
                Err(error) => solve_error(&error),
            }
        }
        ("validate", [g]) => match grid(g).validate() {
            Ok(()) => "ok".into(),
            Err(error) => {
                let cell = error.cell().expect("an offending cell").index();
                format!("{} {cell}", solve_error(&error))
            }
        },
        ("candidates", [g]) => grid(g).candidates().map_or_else(
            |e| solve_error(&e),
            |marks| {
                let masks: Vec<String> = marks.masks().iter().map(u16::to_string).collect();
                masks.join(",")
            },
        ),
        ("hint", [g, marks, givens]) => {
            let marks = (*marks != "-").then(|| {
                let masks: Vec<u16> = marks.split(',').map(|m| m.parse().unwrap()).collect();
                Candidates::new(masks.try_into().expect("81 masks"))
            });
            let hint = match *givens {
                "-" => grid(g).hint(marks.as_ref()),
                givens => grid(g).hint_with_givens(&grid(givens), marks.as_ref()),
            };
            hint.map_or_else(|e| puzzle_error(&e), |hint| hint_fields(&hint))
        }
        ("rate", [g]) => grid(g).rate().map_or_else(
            |e| puzzle_error(&e),
            |rating| {
                let level = rating.level() as i32;
                let hardest = rating.hardest().number();
                let (tenths, givens) = (rating.tenths(), rating.givens());
                let (pearl, diamond) = (rating.pearl_tenths(), rating.diamond_tenths());
                let work = rating.work();
                format!("{level} {tenths} {hardest} {givens} {pearl} {diamond} {work}")
            },
        ),
        ("generate", [seed, symmetry, level, max_givens]) => {
            let small = |token: &str| u8::try_from(number(token)).ok();
            let symmetry = small(symmetry).and_then(Symmetry::from_number);
            let level = match small(level) {
                Some(0) => Some(None),
                value => value.and_then(Level::from_number).map(Some),
            };
            let max_givens = match small(max_givens) {
                Some(0) => Some(81),
                value => value.filter(|givens| (17..=81).contains(givens)),
            };
            let (Some(symmetry), Some(level), Some(max_givens)) = (symmetry, level, max_givens)
            else {
                return status_name(SudokuStatus::InvalidOption);
            };
            let options = GenerateOptions::new()
                .symmetry(symmetry)
                .level(level)
                .max_givens(max_givens);
            Grid::generate(number(seed), &options).map_or_else(
                |e| status_name(SudokuStatus::from(&e)),
                |puzzle| puzzle.to_line(),
            )
        }
        _ => panic!("unknown case {operation} with {inputs:?}"),
    }
}

/// How many inputs each operation takes.
fn input_count(operation: &str) -> usize {
    match operation {
        "solve" | "validate" | "candidates" | "rate" => 1,
        "count" => 2,
        "count_bounded" | "hint" => 3,
        "generate" => 4,
        other => panic!("unknown operation {other}"),
    }
}

#[test]
fn answers_of_the_table_are_the_rust_apis() {
    let table = std::fs::read_to_string(table_path()).unwrap();
    let mut rewritten = String::new();
    let mut wrong = Vec::new();
    let mut operations = std::collections::BTreeSet::new();
    for (index, line) in table.lines().enumerate() {
        if line.is_empty() || line.starts_with('#') {
            rewritten += line;
            rewritten.push('\n');
            continue;
        }
        let fields: Vec<&str> = line.split(" | ").collect();
        let operation = fields[0];
        let inputs = &fields[1..=input_count(operation)];
        let expected = fields[1 + inputs.len()..].join(" | ");
        let found = answer(operation, inputs);
        if found != expected {
            wrong.push(format!(
                "line {}: {operation} {inputs:?}\n  table: {expected}\n  Rust:  {found}",
                index + 1
            ));
        }
        operations.insert(operation);
        rewritten += &format!("{operation} | {} | {found}\n", inputs.join(" | "));
    }
    if std::env::var_os(UPDATE).is_some() {
        std::fs::write(table_path(), rewritten).unwrap();
        return;
    }
    assert_eq!(
        operations.len(),
        8,
        "every operation has cases: {operations:?}"
    );
    assert!(
        wrong.is_empty(),
        "{}\n(after a deliberate change: {UPDATE}=1 cargo test --test integration \
         npm_package::answers)",
        wrong.join("\n")
    );
}

fn js_dir() -> PathBuf {
    manifest_dir().join("js")
}

/// Whether Rust's wasm32 target is installed; without it, as `tools_present` does: a skip
/// that says so, or with `CI=true` a failure.
fn wasm_target_present(test: &str) -> bool {
    let installed = Command::new("rustup")
        .args(["target", "list", "--installed"])
        .output()
        .is_ok_and(|output| {
            String::from_utf8_lossy(&output.stdout).contains("wasm32-unknown-unknown")
        });
    if !installed {
        let why = format!("the wasm32-unknown-unknown target is missing; {TOOLS_HINT}");
        assert!(
            std::env::var("CI").as_deref() != Ok("true"),
            "{test}: {why} (CI=true: CI must run this test, not skip it)"
        );
        let _ = writeln!(std::io::stderr(), "SKIPPED {test}: {why}");
    }
    installed
}

/// Builds `js/sudoku.wasm` once per test binary (`js/build.sh`), when the tools are there.
fn built(test: &str) -> bool {
    static BUILT: OnceLock<()> = OnceLock::new();
    if !tools_present(test, &["node", "npm"], TOOLS_HINT) || !wasm_target_present(test) {
        return false;
    }
    BUILT.get_or_init(|| {
        run(Command::new("bash").arg(js_dir().join("build.sh")));
    });
    true
}

/// The test files of `js/test/`.
fn node_test_files() -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(js_dir().join("test"))
        .unwrap()
        .map(|entry| entry.unwrap().path())
        .filter(|path| path.to_string_lossy().ends_with(".test.js"))
        .collect();
    files.sort();
    assert!(files.len() >= 4, "{files:?}");
    files
}

#[test]
fn node_tests() {
    if !built("node_tests") {
        return;
    }
    // The README's command; the files it runs are the ones here.
    assert!(node_test_files().len() >= 4);
    let printed = run(Command::new("npm")
        .args(["--prefix", "js", "test"])
        .current_dir(manifest_dir()));
    let failed = printed
        .lines()
        .find_map(|line| line.strip_prefix("# fail "));
    assert_eq!(failed, Some("0"), "{printed}");
}

/// The README's five-line script, as its npm section shows it.
fn readme_script() -> String {
    let readme = std::fs::read_to_string(manifest_dir().join("README.md")).unwrap();
    let start = readme
        .find("```js\nimport { readFileSync }")
        .expect("the README's npm example");
    let script = &readme[start + "```js\n".len()..];
    let script = &script[..script.find("```").unwrap()];
    assert_eq!(script.lines().count(), 5, "{script}");
    script.to_string()
}

#[test]
fn packed_package_solves_the_sample() {
    if !built("packed_package_solves_the_sample") {
        return;
    }
    let dir = scratch("npm-pack");
    // The README's `npm pack ./js`, into the scratch folder.
    let packed = run(Command::new("npm")
        .args(["pack", "./js", "--silent", "--pack-destination"])
        .arg(&dir)
        .current_dir(manifest_dir()));
    let tarball = dir.join(packed.trim());
    assert!(tarball.is_file(), "npm pack gave {packed:?}");
    let app = dir.join("app");
    std::fs::create_dir_all(&app).unwrap();
    std::fs::write(
        app.join("package.json"),
        r#"{ "name": "app", "private": true }"#,
    )
    .unwrap();
    run(Command::new("npm")
        .args([
            "install",
            "--offline",
            "--no-audit",
            "--no-fund",
            "--silent",
        ])
        .arg(&tarball)
        .current_dir(&app));
    std::fs::copy(
        manifest_dir().join("examples/sample.txt"),
        app.join("sample.txt"),
    )
    .unwrap();
    std::fs::write(app.join("solve.mjs"), readme_script()).unwrap();
    let printed = run(Command::new("node")
        .arg("solve.mjs")
        .current_dir(&app)
        .env_remove("NODE_PATH"));
    assert_eq!(printed, SAMPLE_ANSWER);
    assert_installed_without_sources(&app.join("node_modules/sudoku-lexmin"));
}

/// The installed package holds the module, its types and the .wasm, and no Rust.
fn assert_installed_without_sources(package: &Path) {
    for file in [
        "sudoku.js",
        "runtime.js",
        "layout.js",
        "sudoku.d.ts",
        "sudoku.wasm",
        "package.json",
    ] {
        assert!(package.join(file).is_file(), "{file} not installed");
    }
    let names: Vec<String> = std::fs::read_dir(package)
        .unwrap()
        .map(|entry| entry.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    assert!(
        !names
            .iter()
            .any(|name| name.ends_with(".rs") || name == "build.sh" || name == "test"),
        "{names:?}"
    );
}
