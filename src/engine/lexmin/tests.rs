//! Tests of the smallest completion: each strategy alone, proper first's hand-over, and
//! clause learning against row-major first on random and on the slowest known grids.

use core::ops::ControlFlow;

use super::super::board::Board;
use super::super::cdcl;
use super::super::failed_literals::{PROBES, probe};
use super::looks_proper;
use super::search::{Stop, Strategy};

fn cells(text: &str) -> [u8; 81] {
    let mut cells = [0u8; 81];
    for (cell, digit) in cells.iter_mut().zip(text.bytes()) {
        *cell = digit - b'0';
    }
    cells
}

fn grid(text: &str) -> Board {
    Board::from_givens(&cells(text)).unwrap()
}

/// The answer of row-major first alone, with no budget.
fn row_major_answer(board: &Board, start: Option<Board>) -> [u8; 81] {
    let mut best = start;
    let flow = Strategy::RowMajorFirst.run(board, &mut best, u64::MAX);
    assert_eq!(flow, ControlFlow::Continue(()));
    best.unwrap().to_cells()
}

/// Proper first alone, with no budget, on a grid that looks proper: how it stopped and
/// its `best`.
fn proper_first(board: &Board) -> (ControlFlow<Stop>, Option<Board>) {
    assert!(looks_proper(board));
    let mut best = None;
    let flow = Strategy::ProperFirst.run(board, &mut best, u64::MAX);
    (flow, best)
}

/// A 17-clue puzzle whose first open cell has five candidates: proper first leads and
/// settles it alone, with row-major first's answer.
#[test]
fn proper_first_settles_a_proper_puzzle() {
    let board =
        grid("000000000000000001000023000000000020001400005360000070000800000004150000070000360");
    let (flow, best) = proper_first(&board);
    assert_eq!(flow, ControlFlow::Continue(()));
    assert_eq!(best.unwrap().to_cells(), row_major_answer(&board, None));
}

/// A grid with several completions that looks like a proper puzzle: proper first stops
/// at its second completion, and row-major first carries on from it to the answer.
#[test]
fn proper_first_hands_over_at_a_second_completion() {
    let board =
        grid("005010080001007030080340600006700300008000006500200800000078040000403100050000008");
    let (flow, best) = proper_first(&board);
    assert_eq!(flow, ControlFlow::Break(Stop::SecondCompletion));
    let handed_over = best.expect("two completions were seen");
    assert!(handed_over.is_solved());
    let answer = row_major_answer(&board, None);
    assert!(answer < handed_over.to_cells());
    assert_eq!(row_major_answer(&board, best), answer);
    // Started from a completion, the first smaller one is already the second.
    let mut from_known = Some(handed_over);
    let flow = Strategy::ProperFirst.run(&board, &mut from_known, u64::MAX);
    assert_eq!(flow, ControlFlow::Break(Stop::SecondCompletion));
    assert!(from_known.unwrap().to_cells() < handed_over.to_cells());
}

/// Grids that do not look like proper puzzles leave proper first out.
#[test]
fn proper_first_is_only_for_constrained_grids_with_a_wide_first_cell() {
    assert!(!looks_proper(&Board::from_givens(&[0; 81]).unwrap()));
    // serg-like: the first open cell has few candidates.
    assert!(!looks_proper(&grid(
        "800000000095000000076000000000426798000571243000893165000000916000030487000010532",
    )));
    // From the forum's hardest: a wide first cell in a constrained grid, but no cell
    // with two candidates to branch on.
    assert!(!looks_proper(&grid(
        "000000007002009600800060003000092000004600500010054000005040900030000070100000008",
    )));
}

/// Clause learning reaches the answer of row-major first alone, from a poor witness or
/// from none, on a grid with countless completions.
#[test]
fn clause_learning_reaches_the_same_answer() {
    let mut cells = [0u8; 81];
    cells[80] = 1;
    cells[40] = 9;
    let board = Board::from_givens(&cells).unwrap();
    let answer = row_major_answer(&board, None);
    // Another completion keeping the givens: digits 2 and 3 swapped.
    let witness = answer.map(|digit| match digit {
        2 => 3,
        3 => 2,
        other => other,
    });
    assert!(witness > answer);
    assert_eq!(
        cdcl::smallest(&board, Some(witness), u64::MAX, PROBES),
        Ok(Some(answer))
    );
    assert_eq!(
        cdcl::smallest(&board, None, u64::MAX, PROBES),
        Ok(Some(answer))
    );
}

/// A random grid of `givens` givens that propagation does not refute, from `state`.
fn random_sparse(state: &mut u64, givens: usize) -> Board {
    let mut next = || {
        *state ^= *state << 13;
        *state ^= *state >> 7;
        *state ^= *state << 17;
        *state
    };
    loop {
        let mut cells = [0u8; 81];
        for _ in 0..givens {
            let draw = next();
            cells[(draw % 81) as usize] = (draw / 81 % 9) as u8 + 1;
        }
        if let Ok(board) = Board::from_givens(&cells) {
            return board;
        }
    }
}

/// Clause learning's one solver against row-major first with no budget, on random
/// sparse grids: the same answer from no witness and from a poor one (proper first's
/// first completion); when its conflicts run out, the witness it hands on is a
/// completion no smaller than the answer.
#[test]
fn clause_learning_agrees_with_row_major_search_on_random_sparse_grids() {
    let mut state = 0x2239_5eed_u64;
    let mut compared = 0;
    for round in 0..300 {
        let board = random_sparse(&mut state, 10 + round % 21);
        let mut best = None;
        if Strategy::RowMajorFirst
            .run(&board, &mut best, 20_000)
            .is_break()
        {
            continue;
        }
        compared += 1;
        let answer = best.map(Board::to_cells);
        assert_eq!(
            cdcl::smallest(&board, None, u64::MAX, PROBES),
            Ok(answer),
            "round {round}"
        );
        let mut first = None;
        let _ = Strategy::ProperFirst.run(&board, &mut first, 50);
        let witness = first.map(Board::to_cells);
        assert_eq!(
            cdcl::smallest(&board, witness, u64::MAX, PROBES),
            Ok(answer)
        );
        if let Err(cdcl::OutOfConflicts {
            witness: Some(witness),
        }) = cdcl::smallest(&board, None, 2, PROBES)
        {
            assert!(Some(witness) >= answer, "round {round}");
            assert!(Board::from_givens(&witness).unwrap().is_solved());
        }
    }
    assert!(compared >= 250, "{compared} compared");
}

/// Clause learning alone, from the probed board as the engine hands it over, gives
/// the oracle's answer on every grid the worst-case searches kept (many with no
/// completion, most with a contradiction hidden from depth-first search).
#[test]
fn clause_learning_alone_answers_the_slowest_grids() {
    let records = include_str!("../../../tests/data/slowest.txt");
    let mut checked = 0;
    for line in records.lines().filter(|line| !line.starts_with('#')) {
        let mut fields = line.split_whitespace();
        let (Some(given), Some(answer)) = (fields.next(), fields.next()) else {
            continue;
        };
        let expected = (answer != "none").then(|| cells(answer));
        let Ok(mut board) = Board::from_givens(&cells(given)) else {
            assert_eq!(expected, None, "{given}");
            continue;
        };
        if probe(&mut board, &mut PROBES.clone()).is_err() {
            assert_eq!(expected, None, "{given}");
            continue;
        }
        assert_eq!(
            cdcl::smallest(&board, None, u64::MAX, PROBES),
            Ok(expected),
            "{given}"
        );
        checked += 1;
    }
    assert!(checked > 1000, "{checked}");
}
