//! The command-line program, run as a user would run it: the 9-line form of Baekjoon 2239,
//! bulk mode (one puzzle per line), every option, diagnostics and exit statuses, and the
//! commands for apps (generate, rate, hint).

use std::io::{BufRead, BufReader, Write};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};

use sudoku::Grid;

use support::generate::{Rng, random_puzzle, random_tampered};
use support::{SAMPLE, SAMPLE_ANSWER};

/// What one run of the program printed and how it ended.
struct Run {
    code: i32,
    stdout: String,
    stderr: String,
}

/// Starts `sudoku ARGS` with its three standard streams piped to us.
fn spawn(args: &[&str]) -> Child {
    Command::new(env!("CARGO_BIN_EXE_sudoku"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap()
}

/// Runs `sudoku ARGS` with `stdin` on its standard input.
fn sudoku(args: &[&str], stdin: &str) -> Run {
    let mut child = spawn(args);
    let mut input = child.stdin.take().unwrap();
    let stdin = stdin.to_string();
    // Written on a thread: a large input would otherwise fill the pipe while the program
    // waits for us to read its output.
    let writer = std::thread::spawn(move || input.write_all(stdin.as_bytes()));
    let output = child.wait_with_output().unwrap();
    match writer.join().unwrap() {
        // A program that stops early (a bad command line) need not read its input.
        Err(error) if error.kind() == std::io::ErrorKind::BrokenPipe => {}
        written => written.unwrap(),
    }
    Run {
        code: output.status.code().expect("exited, not killed"),
        stdout: String::from_utf8(output.stdout).unwrap(),
        stderr: String::from_utf8(output.stderr).unwrap(),
    }
}

// The 9-line form, as the original program read it.

/// Bad input: nothing on stdout, one line on stderr containing `expected`, failure status.
fn assert_rejected(stdin: &str, expected: &str) {
    let outcome = sudoku(&[], stdin);
    assert_ne!(outcome.code, 0, "accepted: {stdin:?}");
    assert_eq!(outcome.stdout, "");
    assert_eq!(
        outcome.stderr.lines().count(),
        1,
        "stderr: {:?}",
        outcome.stderr
    );
    assert!(
        outcome.stderr.contains(expected),
        "stderr: {:?}",
        outcome.stderr
    );
}

#[test]
fn prints_the_judges_answer() {
    let outcome = sudoku(&[], SAMPLE);
    assert!(outcome.code == 0, "{}", outcome.stderr);
    assert_eq!(outcome.stdout, SAMPLE_ANSWER);
    assert_eq!(outcome.stderr, "");
}

#[test]
fn the_shipped_sample_file_is_the_sample() {
    let file = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/examples/sample.txt"));
    assert_eq!(file.unwrap(), SAMPLE);
}

#[test]
fn accepts_crlf() {
    assert_eq!(
        sudoku(&[], &SAMPLE.replace('\n', "\r\n")).stdout,
        SAMPLE_ANSWER
    );
}

#[test]
fn rejects_too_few_rows() {
    let eight: String = SAMPLE
        .lines()
        .take(8)
        .map(|line| format!("{line}\n"))
        .collect();
    assert_rejected(&eight, "expected 9 rows, the input ends after 8");
}

#[test]
fn rejects_a_row_of_the_wrong_length() {
    assert_rejected(&SAMPLE.replacen("002109400", "0021094000", 1), "line 2");
}

#[test]
fn rejects_a_non_digit() {
    assert_rejected(
        &SAMPLE.replacen("300502006", "3005x2006", 1),
        "line 4, column 5: unexpected character 'x'",
    );
}

#[test]
fn rejects_clashing_givens() {
    assert_rejected(
        &SAMPLE.replacen("103000509", "113000509", 1),
        "digit 1 appears twice in one row",
    );
}

#[test]
fn rejects_a_grid_without_completion() {
    let unsolvable = "123456780\n000000000\n000000000\n000000000\n000000000\n\
                      000000000\n000000000\n000000000\n000000009\n";
    assert_rejected(unsolvable, "no solution");
}

// Bulk mode: one puzzle per line, and the options.

/// A file in a fresh directory of the target folder; the project's tests need no other.
fn temp_file(name: &str, contents: &str) -> PathBuf {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR"))
        .join(format!("cli-{}-{name}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join(name);
    std::fs::write(&path, contents).unwrap();
    path
}

fn one_line(grid: &Grid) -> String {
    grid.to_line().replace('0', ".")
}

fn sample() -> Grid {
    SAMPLE.parse().unwrap()
}

/// Two givens 5 in the top row: a clash.
const CLASH: &str =
    "55...............................................................................";
/// Consistent givens that no completion extends (row 1 forces 9 into column 9, which has one).
const UNSOLVABLE: &str =
    "12345678........................................................................9";
const EMPTY: &str =
    ".................................................................................";

#[test]
fn bulk_answers_equal_single_solves_on_thousands_of_puzzles() {
    let mut rng = Rng::new(0x5EED_B01C);
    let mut input = String::from("# generated puzzles\n");
    let mut expected = Vec::new();
    // More lines than one chunk of the pipeline, so that answers cross chunk boundaries.
    for index in 0..5000 {
        let blanks = 30 + rng.below(52);
        let cells = if index % 4 == 0 {
            random_tampered(&mut rng, blanks)
        } else {
            random_puzzle(&mut rng, blanks)
        };
        let grid = Grid::new(cells);
        input.push_str(&one_line(&grid));
        input.push_str(if index % 2 == 0 { "\n" } else { "\r\n" });
        if index % 500 == 0 {
            input.push_str("\n# a comment between puzzles\n");
        }
        expected.push(match grid.solve() {
            Ok(answer) => answer.to_line(),
            Err(error) => format!("error: {error}"),
        });
    }
    assert!(
        expected
            .iter()
            .any(|line| line.starts_with("error: no solution"))
    );
    for threads in ["1", "2", "0"] {
        let run = sudoku(&["--threads", threads], &input);
        let lines: Vec<&str> = run.stdout.lines().collect();
        assert_eq!(lines, expected, "{threads} threads");
        let failures = expected
            .iter()
            .filter(|line| line.starts_with("error"))
            .count();
        assert_eq!(run.stderr.lines().count(), failures);
        assert_eq!(run.code, 1, "a puzzle without completion fails the run");
    }
}

#[test]
fn answers_every_line_in_order_and_says_why_a_line_fails() {
    let answer = sample().solve().unwrap().to_line();
    let input = format!(
        "{}\n\n  # comment\n{CLASH}\n{}x\n{}\r\n{UNSOLVABLE}\n",
        one_line(&sample()),
        &EMPTY[..80],
        one_line(&sample()).replacen('3', "?", 1)
    );
    let run = sudoku(&[], &input);
    let lines: Vec<&str> = run.stdout.lines().collect();
    assert_eq!(lines.len(), 5, "{}", run.stdout);
    assert_eq!(lines[0], answer);
    assert_eq!(
        lines[1],
        "error: digit 5 appears twice in one row: at row 1, column 1 and at row 1, column 2"
    );
    assert_eq!(
        lines[2],
        "error: column 81: unexpected character 'x', expected a digit 0-9 (0 or '.' for a blank)"
    );
    assert_eq!(
        lines[3],
        "error: column 3: unexpected character '?', expected a digit 0-9 (0 or '.' for a blank)"
    );
    assert!(lines[4].starts_with("error: no solution"));
    let diagnostics: Vec<&str> = run.stderr.lines().collect();
    assert_eq!(diagnostics.len(), 4, "{}", run.stderr);
    assert!(diagnostics[0].starts_with("sudoku: line 4: digit 5 appears twice"));
    assert!(diagnostics[1].starts_with("sudoku: line 5, column 81: unexpected character 'x'"));
    assert!(diagnostics[2].starts_with("sudoku: line 6, column 3: unexpected character '?'"));
    assert!(diagnostics[3].starts_with("sudoku: line 7: no solution"));
    assert_eq!(run.code, 1);
}

#[test]
fn reports_lines_of_the_wrong_length() {
    let long = format!("{EMPTY}.");
    let endless = "1".repeat(100_000);
    let input = format!("{}\n{long}\n{endless}\n{EMPTY}\n", &EMPTY[..50]);
    let run = sudoku(&[], &input);
    let lines: Vec<&str> = run.stdout.lines().collect();
    assert_eq!(
        lines[0],
        "error: a puzzle line needs 81 cells, this one has 50"
    );
    assert_eq!(
        lines[1],
        "error: a puzzle line needs 81 cells, this one has 82"
    );
    assert_eq!(
        lines[2],
        "error: a puzzle line needs 81 cells, this one is 100000 bytes long"
    );
    assert_eq!(lines[3], Grid::EMPTY.solve().unwrap().to_line());
    assert_eq!(lines.len(), 4);
    let diagnostics: Vec<&str> = run.stderr.lines().collect();
    assert_eq!(
        diagnostics,
        [
            "sudoku: line 1: a puzzle line needs 81 cells, this one has 50",
            "sudoku: line 2: a puzzle line needs 81 cells, this one has 82",
            "sudoku: line 3: a puzzle line needs 81 cells, this one is 100000 bytes long",
        ]
    );
    assert_eq!(run.code, 1);
}

#[test]
fn succeeds_when_every_puzzle_is_answered() {
    let input = format!("{}\r\n{EMPTY}\r\n", one_line(&sample()));
    let run = sudoku(&[], &input);
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert_eq!(run.stdout.lines().count(), 2);
    assert_eq!(run.stderr, "");
}

#[test]
fn an_input_without_puzzles_prints_nothing() {
    for input in ["", "\n\n", "# nothing here\r\n"] {
        let run = sudoku(&[], input);
        assert_eq!(
            (run.code, run.stdout.as_str(), run.stderr.as_str()),
            (0, "", "")
        );
    }
}

#[test]
fn count_prints_completions_up_to_the_limit() {
    let input = format!("{}\n{UNSOLVABLE}\n{EMPTY}\n{CLASH}\n", one_line(&sample()));
    let run = sudoku(&["--count"], &input);
    assert_eq!(
        run.stdout.lines().take(3).collect::<Vec<_>>(),
        ["1", "0", "2+"]
    );
    assert!(
        run.stdout
            .lines()
            .nth(3)
            .unwrap()
            .starts_with("error: digit 5")
    );
    assert_eq!(run.stdout.lines().count(), 4);
    assert_eq!(run.code, 1, "the clash fails the run");

    let run = sudoku(&["--count=1000"], &format!("{EMPTY}\n{UNSOLVABLE}\n"));
    assert_eq!(run.stdout, "1000+\n0\n");
    assert_eq!(run.code, 0, "no completion is a count, not a failure");
    assert_eq!(sudoku(&["--count=1"], EMPTY).stdout, "1+\n");
}

#[test]
fn counts_equal_the_library_counts() {
    let mut rng = Rng::new(0xC0_4E7);
    let grids: Vec<Grid> = (0..300)
        .map(|_| {
            let blanks = 45 + rng.below(20);
            Grid::new(random_tampered(&mut rng, blanks))
        })
        .collect();
    let input: String = grids.iter().map(|g| one_line(g) + "\n").collect();
    let run = sudoku(&["--count=5", "--threads=2"], &input);
    let expected: Vec<String> = grids
        .iter()
        .map(|grid| match grid.count_solutions(5).unwrap() {
            5 => "5+".to_string(),
            count => count.to_string(),
        })
        .collect();
    assert_eq!(run.stdout.lines().collect::<Vec<_>>(), expected);
    assert!(expected.iter().any(|c| c == "0") && expected.iter().any(|c| c == "5+"));
}

#[test]
fn check_validates_without_solving() {
    let input = format!("{UNSOLVABLE}\n{CLASH}\n{EMPTY}\n");
    let run = sudoku(&["--check"], &input);
    let lines: Vec<&str> = run.stdout.lines().collect();
    assert_eq!(lines[0], "ok", "no completion, but the givens are fine");
    assert!(lines[1].starts_with("error: digit 5 appears twice in one row"));
    assert_eq!(lines[2], "ok");
    assert!(run.stderr.starts_with("sudoku: line 2: digit 5"));
    assert_eq!(run.code, 1);
    assert_eq!(sudoku(&["--check"], EMPTY).code, 0);
}

#[test]
fn several_files_are_read_in_order_and_named_in_diagnostics() {
    let first = temp_file("first.txt", &format!("{EMPTY}\n{CLASH}\n"));
    let second = temp_file(
        "second.txt",
        &format!("# header\r\n{}\r\n", one_line(&sample())),
    );
    let missing = first.with_file_name("missing.txt");
    // Opens, but fails on the first read.
    let directory = first.parent().unwrap().to_path_buf();
    let names =
        [&first, &missing, &second, &directory].map(|path| path.to_str().unwrap().to_string());
    let args = [&names[0], &names[1], "-", &names[3], &names[2]];
    let run = sudoku(&args, &format!("{UNSOLVABLE}\n"));
    let lines: Vec<&str> = run.stdout.lines().collect();
    assert_eq!(lines.len(), 4, "{}", run.stdout);
    assert_eq!(lines[0], Grid::EMPTY.solve().unwrap().to_line());
    assert!(lines[1].starts_with("error: digit 5"));
    assert!(lines[2].starts_with("error: no solution"));
    assert_eq!(lines[3], sample().solve().unwrap().to_line());
    let diagnostics: Vec<&str> = run.stderr.lines().collect();
    assert_eq!(diagnostics.len(), 4, "{}", run.stderr);
    assert_eq!(
        diagnostics[0],
        format!(
            "sudoku: {}:2: digit 5 appears twice in one row: at row 1, column 1 and at row 1, column 2",
            names[0]
        )
    );
    assert!(diagnostics[1].starts_with(&format!("sudoku: cannot read {}: ", names[1])));
    assert!(diagnostics[2].starts_with("sudoku: <stdin>:1: no solution"));
    assert!(diagnostics[3].starts_with(&format!("sudoku: cannot read {}: ", names[3])));
    assert_eq!(run.code, 1);
}

#[test]
fn a_single_file_may_hold_the_nine_line_form() {
    let grid = temp_file("sample.txt", &format!("# Baekjoon 2239\n{SAMPLE}"));
    let run = sudoku(&[grid.to_str().unwrap()], "");
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert_eq!(run.stdout, SAMPLE_ANSWER);
    assert_eq!(sudoku(&["--count"], SAMPLE).stdout, "1\n");
    assert_eq!(sudoku(&["--check"], SAMPLE).stdout, "ok\n");
    // A first row one cell too long still gets the 9-line form's own message.
    let run = sudoku(&[], &SAMPLE.replacen("103000509", "1030005090", 1));
    assert_eq!(run.stdout, "");
    assert_eq!(
        run.stderr,
        "sudoku: line 1, column 10: a row needs 9 cells, this one has 10\n"
    );
}

#[test]
fn nine_line_files_among_several_are_read_as_puzzle_lines() {
    let grid = temp_file("grid.txt", SAMPLE);
    let path = grid.to_str().unwrap();
    let run = sudoku(&[path, path], "");
    assert_eq!(run.stdout.lines().count(), 18, "one error line per row");
    assert!(
        run.stdout
            .starts_with("error: a puzzle line needs 81 cells, this one has 9\n")
    );
    assert_eq!(run.code, 1);
}

#[test]
fn stats_summarize_on_stderr() {
    let input = format!("{EMPTY}\n{CLASH}\n{}\n", &EMPTY[..3]);
    let run = sudoku(&["--stats"], &input);
    let summary = run.stderr.lines().last().unwrap();
    assert!(summary.starts_with("sudoku: 3 puzzles in "), "{summary}");
    assert!(
        summary.ends_with(" puzzles/s): 1 solved, 0 unsolvable, 1 conflicting, 1 unreadable"),
        "{summary}"
    );
    assert_eq!(run.stdout.lines().count(), 3, "stats stay off stdout");
    let run = sudoku(&["--stats", "--count"], SAMPLE);
    assert!(
        run.stderr.starts_with("sudoku: 1 puzzle in "),
        "{}",
        run.stderr
    );
    assert!(run.stderr.contains("1 one completion"));
}

#[test]
fn bad_command_lines_exit_with_status_2() {
    for args in [
        &["--count=0"][..],
        &["--check", "--count"],
        &["--threads", "x"],
        &["--nope"],
    ] {
        let run = sudoku(args, EMPTY);
        assert_eq!(run.code, 2, "{args:?}");
        assert_eq!(run.stdout, "");
        assert!(run.stderr.contains("error"), "{args:?}: {}", run.stderr);
    }
}

#[test]
fn help_documents_every_option_with_examples() {
    let run = sudoku(&["--help"], "");
    assert_eq!(run.code, 0);
    for text in [
        "--count[=<LIMIT>]",
        "--check",
        "--threads <N>",
        "--stats",
        "[FILE]...",
        "Examples:",
        "sudoku puzzles.txt > answers.txt",
        "EXIT STATUS",
        "generate",
        "rate",
        "hint",
    ] {
        assert!(run.stdout.contains(text), "--help lacks {text:?}");
    }
    let version = sudoku(&["--version"], "");
    assert_eq!(
        version.stdout.trim(),
        format!("sudoku {}", env!("CARGO_PKG_VERSION"))
    );
}

#[test]
fn stops_when_its_reader_goes_away() {
    let input: String = (0..20_000).map(|_| format!("{EMPTY}\n")).collect();
    let mut child = spawn(&[]);
    let mut stdin = child.stdin.take().unwrap();
    // The program may stop reading before the end: a failed write here is expected.
    let writer = std::thread::spawn(move || stdin.write_all(input.as_bytes()).is_ok());
    let mut first = String::new();
    BufReader::new(child.stdout.take().unwrap())
        .read_line(&mut first)
        .unwrap();
    assert_eq!(first.trim_end(), Grid::EMPTY.solve().unwrap().to_line());
    // stdout is now closed: the program must end by itself, unsuccessfully, and say why.
    let output = child.wait_with_output().unwrap();
    let _ = writer.join().unwrap();
    assert_eq!(output.status.code(), Some(1));
    assert_eq!(
        String::from_utf8_lossy(&output.stderr),
        "sudoku: cannot write the answers: stdout was closed before the end\n"
    );
}

#[test]
fn completions_for_every_shell() {
    for shell in ["bash", "zsh", "fish", "elvish", "powershell"] {
        let run = sudoku(&["completions", shell], "");
        assert_eq!((run.code, run.stderr.as_str()), (0, ""), "{shell}");
        for word in ["count", "max-nodes", "check", "threads", "completions"] {
            assert!(run.stdout.contains(word), "{shell} completions lack {word}");
        }
    }
    // bash loads the bash script and registers it for `sudoku`.
    let script = temp_file("sudoku.bash", &sudoku(&["completions", "bash"], "").stdout);
    let registered = Command::new("bash")
        .arg("-c")
        .arg("source \"$0\" && complete -p sudoku")
        .arg(&script)
        .output()
        .unwrap();
    assert!(registered.status.success(), "{registered:?}");
    assert!(String::from_utf8_lossy(&registered.stdout).contains("_sudoku"));
    assert_eq!(sudoku(&["completions", "tcsh"], "").code, 2);
}

/// Runs `sudoku ARGS < input` through the shell with `redirect` applied to its stdout.
fn sudoku_through_shell(args: &str, input: &Path, redirect: &str) -> Run {
    let script = format!("\"$0\" {args} < \"$1\" {redirect}");
    let output = Command::new("sh")
        .args(["-c", &script, env!("CARGO_BIN_EXE_sudoku")])
        .arg(input)
        .stdin(Stdio::null())
        .output()
        .unwrap();
    Run {
        code: output.status.code().expect("exited, not killed"),
        stdout: String::from_utf8(output.stdout).unwrap(),
        stderr: String::from_utf8(output.stderr).unwrap(),
    }
}

#[test]
fn a_closed_or_failing_stdout_is_an_error() {
    let grid = temp_file("stdout-grid.txt", SAMPLE);
    let lines = temp_file("stdout-lines.txt", &format!("{}\n", one_line(&sample())));
    for input in [&grid, &lines] {
        let failed_saying = |run: Run, reason: &str| {
            assert_eq!(run.code, 1, "{}", run.stderr);
            assert!(run.stderr.contains(reason), "{}", run.stderr);
        };
        // Closed: the answers cannot be written, so nothing may end as a success.
        let closed = sudoku_through_shell("", input, ">&-");
        failed_saying(closed, "stdout is closed");
        // Failing: every write fails.
        let full = sudoku_through_shell("--stats", input, "> /dev/full");
        failed_saying(full, "No space left on device");
        // Discarded on purpose: a success.
        let discarded = sudoku_through_shell("", input, "> /dev/null");
        assert_eq!((discarded.code, discarded.stderr.as_str()), (0, ""));
    }
}

// The commands for apps: generate, rate, hint.

#[test]
fn generate_prints_the_library_puzzles_in_seed_order_on_any_threads() {
    let options = sudoku::GenerateOptions {
        symmetry: sudoku::Symmetry::Rotate180,
        ..sudoku::GenerateOptions::default()
    };
    let expected: String = (0..150u64)
        .map(|i| format!("{}\n", Grid::generate(40 + i, &options).unwrap().to_line()))
        .collect();
    for threads in ["1", "3"] {
        let args = [
            "generate",
            "150",
            "--seed",
            "40",
            "--symmetry",
            "rotate180",
            "--minimal",
            "--threads",
            threads,
        ];
        let run = sudoku(&args, "");
        assert_eq!((run.code, run.stderr.as_str()), (0, ""), "{threads}");
        assert_eq!(run.stdout, expected, "{threads} threads");
    }
}

#[test]
fn generate_honours_the_level_and_the_givens_bound() {
    let run = sudoku(
        &[
            "generate",
            "4",
            "--seed",
            "9",
            "--level",
            "medium",
            "--max-givens",
            "28",
        ],
        "",
    );
    assert_eq!(run.code, 0, "{}", run.stderr);
    let puzzles: Vec<Grid> = run.stdout.lines().map(|l| l.parse().unwrap()).collect();
    assert_eq!(puzzles.len(), 4);
    for puzzle in puzzles {
        assert_eq!(puzzle.count_solutions(2), Ok(1));
        assert_eq!(puzzle.rate().unwrap().level(), sudoku::Level::Medium);
        assert!(puzzle.cells().iter().filter(|&&c| c != 0).count() <= 28);
    }
    // Without a seed, the clock picks one: still proper puzzles.
    let run = sudoku(&["generate", "2"], "");
    assert_eq!(run.code, 0);
    for line in run.stdout.lines() {
        assert_eq!(line.parse::<Grid>().unwrap().count_solutions(2), Ok(1));
    }
}

#[test]
fn rate_prints_level_rating_and_technique_per_puzzle() {
    let monster =
        "100000002090400050006000700050903000000070000000850040700000600030009080002000001";
    let sample = one_line(&sample());
    let input = format!("{sample}\n# a comment\n{monster}\n{EMPTY}\nnot a puzzle\n");
    let run = sudoku(&["rate"], &input);
    assert_eq!(run.code, 1);
    let line = |text: &str| {
        let rating = text.parse::<Grid>().unwrap().rate().unwrap();
        format!(
            "{} {:.1} {}",
            rating.level(),
            rating.value(),
            rating.hardest()
        )
    };
    let lines: Vec<&str> = run.stdout.lines().collect();
    assert_eq!(lines[..2], [line(&sample), line(monster)]);
    assert!(lines[0].starts_with("EASY "), "{}", lines[0]);
    assert!(lines[1].starts_with("BEYOND "), "{}", lines[1]);
    assert_eq!(lines[2], "error: the puzzle has more than one solution");
    assert!(lines[3].starts_with("error: "));
    assert_eq!(lines.len(), 4);
    assert!(
        run.stderr
            .contains("line 4: the puzzle has more than one solution")
    );
    // The 9-line form too.
    let run = sudoku(&["rate"], SAMPLE);
    assert_eq!((run.code, run.stdout), (0, format!("{}\n", line(&sample))));
}

#[test]
fn hint_prints_the_sentence_for_one_grid() {
    let run = sudoku(&["hint"], SAMPLE);
    assert_eq!(run.code, 0);
    assert_eq!(run.stdout, "Hidden single: in box 1, 4 fits only r1c2.\n");
    // The one-line form, and a player's wrong entry.
    let mut player = sample();
    player.set(sudoku::Cell::at(0, 1).unwrap(), 9);
    let run = sudoku(&["hint", "-"], &one_line(&player));
    assert_eq!(run.code, 0);
    assert_eq!(run.stdout, format!("{}\n", player.hint(None).unwrap()));
    assert!(run.stdout.starts_with("Mistake: "), "{}", run.stdout);
    // No next step: said on stderr.
    let solved = sample().solve().unwrap();
    let run = sudoku(&["hint"], &one_line(&solved));
    assert_eq!((run.code, run.stdout.as_str()), (1, ""));
    assert_eq!(run.stderr, "sudoku: the grid is already solved\n");
    let run = sudoku(&["hint"], EMPTY);
    assert_eq!(
        run.stderr,
        "sudoku: the puzzle has more than one solution\n"
    );
}

#[test]
fn commands_refuse_bad_options_with_status_2() {
    for args in [
        &["generate"][..],
        &["generate", "x"],
        &["generate", "1", "--level", "any"],
        &["generate", "1", "--symmetry", "spiral"],
        &["generate", "1", "--max-givens", "16"],
        &["rate", "--count"],
    ] {
        let run = sudoku(args, "");
        assert_eq!(run.code, 2, "{args:?}");
        assert_eq!(run.stdout, "");
    }
    let help = sudoku(&["generate", "--help"], "");
    for text in [
        "--seed",
        "--symmetry",
        "--level",
        "--minimal",
        "--max-givens",
    ] {
        assert!(help.stdout.contains(text), "generate --help lacks {text}");
    }
}

#[test]
fn generate_streams_and_stops_when_its_reader_goes_away() {
    // A million puzzles would take minutes: the first line comes at once, and closing the
    // pipe ends the run, unsuccessfully, as it does for answers.
    let mut child = spawn(&["generate", "1000000", "--seed", "3"]);
    drop(child.stdin.take());
    let mut first = String::new();
    BufReader::new(child.stdout.take().unwrap())
        .read_line(&mut first)
        .unwrap();
    let expected = Grid::generate(3, &sudoku::GenerateOptions::default()).unwrap();
    assert_eq!(first.trim_end(), expected.to_line());
    let output = child.wait_with_output().unwrap();
    assert_eq!(output.status.code(), Some(1));
    assert_eq!(
        String::from_utf8_lossy(&output.stderr),
        "sudoku: cannot write the puzzles: stdout was closed before the end\n"
    );
}
