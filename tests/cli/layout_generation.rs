//! `sudoku generate --layout`: the library's puzzles of a layout in seed order, lines of the
//! layout text form that the program reads back, jigsaws with regions of their own, and the
//! options a layout cannot take refused before any puzzle.

use sudoku::{Counted, DEFAULT_LAYOUT_WORK, Layout, LayoutGenerateOptions, LayoutGrid, Symmetry};

use super::sudoku;

#[test]
fn layout_puzzles_are_the_library_ones_in_seed_order_on_any_threads() {
    let layout: Layout = "6x6 x".parse().unwrap();
    let options = LayoutGenerateOptions::new().symmetry(Symmetry::Rotate180);
    let expected: String = (0..70u64)
        .map(|i| {
            format!(
                "{}\n",
                LayoutGrid::generate(&layout, 11 + i, &options).unwrap()
            )
        })
        .collect();
    assert!(expected.starts_with("6x6 x: "));
    for threads in ["1", "3"] {
        let args = [
            "generate",
            "70",
            "--layout",
            "6x6 x",
            "--seed",
            "11",
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
    // Without --minimal, only the removals propagation decides: proper all the same.
    let quick = sudoku(&["generate", "3", "--layout", "16x16 x", "--seed", "5"], "");
    assert_eq!(quick.code, 0, "{}", quick.stderr);
    let options = LayoutGenerateOptions::new().minimal(false);
    let sixteen: Layout = "16x16 x".parse().unwrap();
    for (i, line) in quick.stdout.lines().enumerate() {
        let puzzle = LayoutGrid::generate(&sixteen, 5 + i as u64, &options).unwrap();
        assert_eq!(line, puzzle.to_string());
    }
    // The program answers its own lines: one completion each.
    let counted = sudoku(&["--count"], &quick.stdout);
    assert_eq!((counted.code, counted.stdout.as_str()), (0, "1\n1\n1\n"));
}

#[test]
fn each_jigsaw_puzzle_has_random_connected_regions_of_its_own() {
    let run = sudoku(
        &[
            "generate",
            "4",
            "--layout",
            "9x9 jigsaw anti-king:",
            "--seed",
            "2",
        ],
        "",
    );
    assert_eq!(run.code, 0, "{}", run.stderr);
    let puzzles: Vec<LayoutGrid> = run.stdout.lines().map(|l| l.parse().unwrap()).collect();
    assert_eq!(puzzles.len(), 4);
    for (i, puzzle) in puzzles.iter().enumerate() {
        let seed = 2 + i as u64;
        let rules = Layout::builder(9).anti_king();
        let layout = rules.random_regions(seed, DEFAULT_LAYOUT_WORK).unwrap();
        assert_eq!(puzzle.layout(), &layout);
        let options = LayoutGenerateOptions::new().minimal(false);
        assert_eq!(
            puzzle,
            &LayoutGrid::generate(&layout, seed, &options).unwrap()
        );
        assert_eq!(
            puzzle.count(2, DEFAULT_LAYOUT_WORK),
            Ok(Counted::Finished(1))
        );
    }
    assert_ne!(puzzles[0].layout(), puzzles[1].layout());
    // A prime size has no boxes, but a jigsaw needs none.
    let seven = sudoku(
        &["generate", "1", "--layout", "7x7 jigsaw", "--minimal"],
        "",
    );
    assert_eq!(seven.code, 0, "{}", seven.stderr);
    assert!(seven.stdout.starts_with("7x7 jigsaw: "), "{}", seven.stdout);
}

#[test]
fn options_a_layout_cannot_take_are_refused_before_any_puzzle() {
    let refusals = [
        (
            &["--layout", "6x6", "--symmetry", "rotate90"][..],
            "--symmetry rotate90: the layout 6x6 does not keep it",
        ),
        (
            &["--layout", "9x9 diagonal", "--symmetry", "mirror"],
            "the layout 9x9 diagonal does not keep it",
        ),
        (
            &["--layout", "9x9 jigsaw", "--symmetry", "rotate180"],
            "a jigsaw's random regions keep no symmetry",
        ),
        (
            &["--layout", "6x6 kings"],
            "--layout `6x6 kings`: column 5: `kings` is not a rule",
        ),
        (&["--layout", "7x7"], "size 7 has no boxes"),
        (&["--layout", "3x3 jigsaw"], "size 3 is not supported"),
        (
            &["--layout", "6x6", "--level", "hard"],
            "cannot be used with",
        ),
        (
            &["--layout", "6x6", "--max-givens", "30"],
            "cannot be used with",
        ),
        (
            &["--layout", "6x6", "--min-rating", "3"],
            "--min-rating/--max-rating: puzzles of the layout 6x6 cannot be rated",
        ),
        (
            &[
                "--layout",
                "9x9 x",
                "--min-rating",
                "5",
                "--max-rating",
                "4",
            ],
            "--min-rating 5.0 is above --max-rating 4.0",
        ),
    ];
    for (options, message) in refusals {
        let mut args = vec!["generate", "2"];
        args.extend_from_slice(options);
        let run = sudoku(&args, "");
        assert_eq!((run.code, run.stdout.as_str()), (2, ""), "{args:?}");
        assert!(run.stderr.contains(message), "{args:?}: {}", run.stderr);
    }
    // Rules that admit no completed grid: an error line a puzzle, and status 1.
    let none = sudoku(&["generate", "2", "--layout", "4x4 x anti-king"], "");
    assert_eq!(none.code, 1);
    assert_eq!(
        none.stdout,
        "error: the layout's rules admit no completed grid\n".repeat(2)
    );
}

#[test]
fn rated_layout_puzzles_are_the_library_ones_within_the_range() {
    let layout: Layout = "9x9 windoku".parse().unwrap();
    let range = sudoku::RatingRange::tenths(26, 45).unwrap();
    // Without --minimal, only the removals propagation decides are made.
    let options = LayoutGenerateOptions::new().rating(range).minimal(false);
    let run = sudoku(
        &[
            "generate",
            "2",
            "--layout",
            "9x9 windoku",
            "--seed",
            "8",
            "--min-rating",
            "2.6",
            "--max-rating",
            "4.5",
        ],
        "",
    );
    assert_eq!((run.code, run.stderr.as_str()), (0, ""));
    let expected: String = (0..2)
        .map(|i| {
            format!(
                "{}\n",
                LayoutGrid::generate(&layout, 8 + i, &options).unwrap()
            )
        })
        .collect();
    assert_eq!(run.stdout, expected);
    for line in run.stdout.lines() {
        let rating = line.parse::<LayoutGrid>().unwrap().rate().unwrap();
        assert!(range.contains(&rating), "{line}: {rating:?}");
    }
}

#[test]
fn killers_are_the_library_ones_in_seed_order_and_read_back() {
    let runs = [
        (
            "9x9 x",
            &["--cage-sizes", "2-5", "--symmetry", "rotate180"][..],
            sudoku::KillerGenerateOptions::new()
                .cage_sizes(2, 5)
                .symmetry(Symmetry::Rotate180),
        ),
        (
            "9x9",
            &["--max-rating", "3.3"],
            sudoku::KillerGenerateOptions::new()
                .rating(sudoku::RatingRange::tenths(0, 33).unwrap()),
        ),
    ];
    for (prefix, options, library) in runs {
        let layout: Layout = prefix.parse().unwrap();
        let expected: String = (0..3u64)
            .map(|i| {
                format!(
                    "{}\n",
                    LayoutGrid::generate_killer(&layout, 3 + i, &library).unwrap()
                )
            })
            .collect();
        let killer_prefix = format!("9x9 killer{}: ", &prefix[3..]);
        assert!(expected.starts_with(&killer_prefix), "{expected}");
        let mut args = vec![
            "generate", "3", "--layout", prefix, "--killer", "--seed", "3",
        ];
        args.extend_from_slice(options);
        let run = sudoku(&args, "");
        assert_eq!((run.code, run.stderr.as_str()), (0, ""), "{args:?}");
        assert_eq!(run.stdout, expected, "{args:?}");
        // The program reads its own killers back: one completion each.
        let counted = sudoku(&["--count"], &run.stdout);
        assert_eq!(counted.code, 0, "{}", counted.stderr);
        assert_eq!(counted.stdout, "1\n".repeat(3));
    }
    for (options, message) in [
        (&["--killer"][..], "--layout <LAYOUT>"),
        (&["--layout", "6x6", "--cage-sizes", "2-4"], "--killer"),
        (
            &["--layout", "6x6", "--killer", "--cage-sizes", "5-2"],
            "is not MIN-MAX cells",
        ),
        (
            &["--layout", "6x6", "--killer", "--cage-sizes", "7"],
            "--cage-sizes: a cage of the layout 6x6 has at most 6 cells",
        ),
    ] {
        let mut args = vec!["generate", "2"];
        args.extend_from_slice(options);
        let run = sudoku(&args, "");
        assert_eq!((run.code, run.stdout.as_str()), (2, ""), "{args:?}");
        assert!(run.stderr.contains(message), "{args:?}: {}", run.stderr);
    }
}
