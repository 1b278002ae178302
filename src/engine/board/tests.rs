//! Tests of the board: entering givens, placing and restricting, reading back, and the
//! contradictions propagation and settling report.

use super::{Board, Contradiction};

#[test]
fn empty_board_has_all_candidates() {
    let board = Board::new();
    assert_eq!(board.candidates(40), 0x1FF);
    assert!(!board.is_solved());
    assert_eq!(board.first_unsolved(), Some(0));
}

#[test]
fn placing_clears_row_column_and_box() {
    let mut board = Board::new();
    board.place(40, 4).unwrap(); // digit 5 in the centre
    board.propagate().unwrap();
    assert_eq!(board.candidates(40), 1 << 4);
    assert_ne!(board.first_unsolved(), Some(40));
    assert_eq!(board.to_cells()[40], 5);
    for peer in [36, 44, 4, 76, 30, 50] {
        assert_eq!(board.candidates(peer) & 1 << 4, 0, "cell {peer}");
    }
    assert_eq!(board.candidates(0), 0x1FF);
    assert_eq!(board.place(41, 4), Err(Contradiction));
}

#[test]
fn restrict_keeps_only_given_digits() {
    let mut board = Board::new();
    board.restrict(10, 0b101);
    assert_eq!(board.candidates(10), 0b101);
}

#[test]
fn to_cells_reads_back_placements() {
    let mut board = Board::new();
    board.place(80, 8).unwrap();
    board.propagate().unwrap();
    let cells = board.to_cells();
    assert_eq!(cells[80], 9);
    assert_eq!(cells[0], 0);
}

#[test]
fn clashing_givens_are_a_contradiction() {
    for (a, b) in [(0, 8), (0, 72), (0, 20), (30, 50)] {
        let mut cells = [0u8; 81];
        cells[a] = 7;
        cells[b] = 7;
        assert_eq!(
            Board::from_givens(&cells),
            Err(Contradiction),
            "cells {a} and {b}"
        );
    }
    let mut cells = [0u8; 81];
    cells[0] = 7;
    cells[80] = 7;
    assert!(Board::from_givens(&cells).is_ok());
    cells[5] = 10;
    assert_eq!(Board::from_givens(&cells), Err(Contradiction));
}

/// Settling places a digit whose column has one place left, which rows and boxes do not
/// show, and fails on a column with none.
#[test]
fn settle_finds_hidden_singles_and_holes_in_columns() {
    let mut board = Board::new();
    // Digit 1 leaves column 0 everywhere but row 8: row 8 still has nine places for it.
    for row in 0..8 {
        board.restrict(row * 9, 0x1FF & !1);
    }
    board.propagate().unwrap();
    assert_ne!(board.candidates(72), 1, "propagation alone leaves it open");
    board.settle().unwrap();
    assert_eq!(board.candidates(72), 1);
    assert!(!board.is_open(72));
    let mut hole = Board::new();
    for row in 0..9 {
        hole.restrict(row * 9, 0x1FF & !1);
    }
    assert_eq!(hole.settle(), Err(Contradiction));
}

#[test]
fn an_emptied_cell_is_a_contradiction() {
    let mut board = Board::new();
    board.restrict(0, 0);
    assert_eq!(board.propagate(), Err(Contradiction));
}
