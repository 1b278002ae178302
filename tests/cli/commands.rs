//! The commands for apps: `generate` (the library's puzzles, in seed order, streamed),
//! `rate` and `hint`, and the options they refuse.

use std::io::{BufRead, BufReader};

use sudoku::Grid;

use support::SAMPLE;

use super::{EMPTY, one_line, sample, spawn, sudoku};

#[test]
fn generate_prints_the_library_puzzles_in_seed_order_on_any_threads() {
    let options = sudoku::GenerateOptions::new().symmetry(sudoku::Symmetry::Rotate180);
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
    // A bank puzzle that Sudoku Explainer rates 7.2 (forcing chains).
    let chains =
        "083020090000800100029300008000098700070000060006740000300006980002005000010030540";
    let sample = one_line(&sample());
    let input = format!("{sample}\n# a comment\n{chains}\n{EMPTY}\nnot a puzzle\n");
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
    assert_eq!(lines[..2], [line(&sample), line(chains)]);
    assert!(lines[0].starts_with("EASY "), "{}", lines[0]);
    assert!(lines[1].starts_with("BEYOND 7.2 "), "{}", lines[1]);
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
fn rate_within_a_work_bound_rates_or_says_it_ran_out() {
    // A bank puzzle that Sudoku Explainer rates 7.2 (chains to the end), and the sample.
    let chains =
        "083020090000800100029300008000098700070000060006740000300006980002005000010030540";
    let rating = chains.parse::<Grid>().unwrap().rate().unwrap();
    let sample_work = one_line(&sample())
        .parse::<Grid>()
        .unwrap()
        .rate()
        .unwrap()
        .work();
    assert!(sample_work < rating.work());
    let input = format!("{chains}\n{}\n", one_line(&sample()));
    let bound = rating.work().to_string();
    let run = sudoku(&["rate", "--max-work", &bound], &input);
    assert_eq!(run.code, 0, "{}", run.stderr);
    let first = run.stdout.lines().next().unwrap().to_string();
    assert_eq!(
        first,
        format!(
            "{} {:.1} {}",
            rating.level(),
            rating.value(),
            rating.hardest()
        )
    );
    let bound = (rating.work() - 1).to_string();
    let run = sudoku(&["rate", "--max-work", &bound, "--stats"], &input);
    assert_eq!(run.code, 1);
    let lines: Vec<&str> = run.stdout.lines().collect();
    assert_eq!(
        lines[0],
        "error: the work bound ran out before the rating finished"
    );
    assert!(lines[1].starts_with("EASY "), "{}", lines[1]);
    assert!(
        run.stderr
            .contains("line 1: the work bound ran out before the rating finished")
    );
    assert!(
        run.stderr
            .contains("1 rated, 0 not unique, 1 unrated within --max-work"),
        "{}",
        run.stderr
    );
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
    // A chain, told step by step.
    let run = sudoku(&["hint"], support::CHAIN_GRID);
    let chained = Grid::from_line(support::CHAIN_GRID.as_bytes())
        .unwrap()
        .hint_chain(None, None)
        .unwrap();
    assert_eq!(run.stdout, format!("{}\n", chained.explained()));
    assert!(
        run.stdout.contains(", then r2c6 is not 7, "),
        "{}",
        run.stdout
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

#[test]
fn generate_within_a_range_of_ratings() {
    let run = sudoku(
        &[
            "generate",
            "3",
            "--seed",
            "5",
            "--min-rating",
            "3.6",
            "--max-rating",
            "4.5",
        ],
        "",
    );
    assert_eq!(run.code, 0, "{}", run.stderr);
    let range = sudoku::RatingRange::tenths(36, 45).unwrap();
    let options = sudoku::GenerateOptions::default();
    for (index, line) in run.stdout.lines().enumerate() {
        let puzzle: Grid = line.parse().unwrap();
        assert_eq!(
            Grid::generate_rated(5 + index as u64, &options, range),
            Ok(puzzle)
        );
        assert!((36..=45).contains(&puzzle.rate().unwrap().tenths()));
    }
    assert_eq!(run.stdout.lines().count(), 3);
    let run = sudoku(
        &["generate", "1", "--min-rating", "5", "--max-rating", "4"],
        "",
    );
    assert_eq!((run.code, run.stdout.as_str()), (2, ""));
    assert!(
        run.stderr
            .contains("--min-rating 5.0 is above --max-rating 4.0")
    );
}
