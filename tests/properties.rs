//! Property tests: the C contract and the parser on random grids and texts, checked against
//! the independent oracle (`support/oracle.rs`) by the same code the fuzz targets run.

use proptest::prelude::*;
use proptest::strategy::ValueTree;

use support::contract::{check_batch, check_grid, check_parse};
use support::generate::{Rng, random_solution};
use support::oracle::{Expected, expected, fits, peer_smallest_completion};
use support::reference::{Reference, is_completion_of, reference_solve};

/// A complete grid, drawn by the tests' seeded generator.
fn solution() -> impl Strategy<Value = [u8; 81]> {
    any::<u64>().prop_map(|seed| random_solution(&mut Rng::new(seed)))
}

/// A complete grid with a random share (0 to 100%) of its cells blanked: always solvable.
fn puzzle() -> impl Strategy<Value = [u8; 81]> {
    let blanks = (0u32..=100).prop_flat_map(|percent| {
        prop::collection::vec(prop::bool::weighted(f64::from(percent) / 100.0), 81)
    });
    (solution(), blanks).prop_map(|(mut grid, blanks)| {
        for (cell, blank) in grid.iter_mut().zip(blanks) {
            if blank {
                *cell = 0;
            }
        }
        grid
    })
}

/// A puzzle with up to eight extra givens that clash with nothing: often unsolvable.
fn tampered() -> impl Strategy<Value = [u8; 81]> {
    let extras = prop::collection::vec((0usize..81, 1u8..=9), 1..=8);
    (puzzle(), extras).prop_map(|(mut grid, extras)| {
        for (cell, digit) in extras {
            if grid[cell] == 0 && fits(&grid, cell, digit) {
                grid[cell] = digit;
            }
        }
        grid
    })
}

/// A puzzle with one given copied to another cell (often a clash), or a byte above 9.
fn broken() -> impl Strategy<Value = [u8; 81]> {
    (puzzle(), 0usize..81, 0usize..81, 10u8..=255, any::<bool>()).prop_map(
        |(mut grid, from, to, high, invalid)| {
            if invalid {
                grid[to] = high;
            } else {
                grid[to] = grid[from];
            }
            grid
        },
    )
}

/// 81 arbitrary cells: any bytes, digits only, or mostly blanks.
fn arbitrary() -> impl Strategy<Value = [u8; 81]> {
    let cells = prop_oneof![
        prop::collection::vec(any::<u8>(), 81),
        prop::collection::vec(0u8..=9, 81),
        prop::collection::vec(prop_oneof![12 => Just(0u8), 1 => 1u8..=9], 81),
    ];
    cells.prop_map(|cells| cells.try_into().expect("81 cells"))
}

fn grid() -> impl Strategy<Value = [u8; 81]> {
    prop_oneof![1 => puzzle(), 2 => tampered(), 1 => broken(), 1 => arbitrary()]
}

/// A grid's text in one of the accepted layouts: nine lines or one, `.` or `0` for blanks,
/// CRLF or LF, with whitespace and blank lines around.
fn grid_text() -> impl Strategy<Value = String> {
    (
        grid(),
        any::<bool>(),
        any::<bool>(),
        any::<bool>(),
        0usize..3,
    )
        .prop_map(|(grid, one_line, dots, crlf, padding)| {
            let cell = |&value: &u8| match value {
                0 if dots => '.',
                v if v <= 9 => char::from(b'0' + v),
                _ => 'x',
            };
            let rows: Vec<String> = grid
                .chunks(9)
                .map(|row| row.iter().map(cell).collect())
                .collect();
            let end = if crlf { "\r\n" } else { "\n" };
            let body = if one_line {
                rows.concat()
            } else {
                rows.join(end)
            };
            let pad = " \t".repeat(padding);
            format!(
                "{}{pad}{body}{pad}{}",
                end.repeat(padding),
                end.repeat(padding)
            )
        })
}

/// Characters a mutation may bring in: the grammar's own (`#` starts a comment line, a
/// byte-order mark is skipped at the start of a line), other whitespace, other scripts.
fn text_char() -> impl Strategy<Value = char> {
    prop_oneof![
        prop::sample::select(vec![
            '0', '1', '5', '9', '.', ' ', '\t', '\n', '\r', '\u{a0}', '\u{2028}', 'x', '-', 'é',
            '٣', '#', '\u{feff}', '\u{200b}'
        ]),
        any::<char>(),
    ]
}

/// A well-formed text with a few characters replaced, inserted or removed.
fn mutated_text() -> impl Strategy<Value = String> {
    let edits = prop::collection::vec((any::<prop::sample::Index>(), 0u8..3, text_char()), 1..4);
    (grid_text(), edits).prop_map(|(text, edits)| {
        let mut chars: Vec<char> = text.chars().collect();
        for (at, kind, c) in edits {
            let at = at.index(chars.len() + 1);
            match kind {
                0 if at < chars.len() => chars[at] = c,
                1 if at < chars.len() => {
                    chars.remove(at);
                }
                _ => chars.insert(at, c),
            }
        }
        chars.into_iter().collect()
    })
}

fn text() -> impl Strategy<Value = String> {
    prop_oneof![
        grid_text(),
        mutated_text(),
        prop::collection::vec(text_char(), 0..200).prop_map(String::from_iter),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(500))]

    /// Status, smallest answer, untouched buffers, in place, validate, count, Rust API.
    #[test]
    fn every_single_grid_export_keeps_the_contract(grid in grid()) {
        check_grid(&grid);
    }

    #[test]
    fn batches_keep_the_contract(
        grids in prop::collection::vec(grid(), 0..20),
        threads in 0u32..5,
        in_place in any::<bool>(),
    ) {
        check_batch(&grids, threads, in_place);
    }

    #[test]
    fn the_parser_accepts_exactly_the_grammar(text in text()) {
        check_parse(&text);
    }

    /// The oracle's two routes to the smallest completion agree wherever both finish, and the
    /// peer's is a completion, so a wrong answer cannot hide behind a wrong oracle.
    #[test]
    fn the_oracle_routes_agree(grid in prop_oneof![puzzle(), tampered()]) {
        let by_peer = peer_smallest_completion(&grid);
        if let Some(answer) = by_peer {
            prop_assert!(is_completion_of(&grid, &answer), "not a completion: {answer:?}");
        }
        match reference_solve(&grid, 2_000_000) {
            Reference::Solved(answer) => prop_assert_eq!(by_peer, Some(answer)),
            Reference::NoSolution => prop_assert_eq!(by_peer, None),
            Reference::OutOfBudget => {}
        }
        prop_assert_eq!(expected(&grid).is_consistent(), true);
    }
}

/// The strategies reach every status, so the properties above test all of them.
#[test]
fn the_strategies_reach_every_status() {
    let mut runner = proptest::test_runner::TestRunner::deterministic();
    let mut seen = [0usize; 5];
    for _ in 0..400 {
        let grid = grid().new_tree(&mut runner).unwrap().current();
        seen[expected(&grid).status() as usize] += 1;
    }
    let solved_sparse = (0..200)
        .map(|_| puzzle().new_tree(&mut runner).unwrap().current())
        .filter(|grid| grid.iter().filter(|&&c| c == 0).count() > 60)
        .filter(|grid| matches!(expected(grid), Expected::Solved(_)))
        .count();
    println!("statuses seen {seen:?}; {solved_sparse} sparse puzzles solved");
    for status in [0, 2, 3, 4] {
        assert!(seen[status] >= 10, "status {status} seen {seen:?}");
    }
    assert!(solved_sparse >= 10, "only {solved_sparse} sparse puzzles");
}
