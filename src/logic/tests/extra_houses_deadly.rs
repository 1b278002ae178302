//! The uniqueness techniques over the classic houses and both diagonals (Sudoku X): a deadly
//! pattern must be deadly in every house of the geometry, so a diagonal that meets a
//! rectangle in one corner, or a grave in one place of a digit, makes no hint, and one that
//! keeps the pattern whole does.

use super::extra_houses::solution;
use crate::logic::geometry::{Geometry, Houses};
use crate::logic::hint::Technique;
use crate::logic::sets::digit_bit;
use crate::logic::state::{ALL_DIGITS, State};
use crate::logic::techniques::{bug, uniqueness};

/// Marks on an empty grid where the rectangle `corners` holds the digits 1 and 2, the last
/// corner 3 besides: a unique rectangle of type 1 (3 would have to go there).
fn rectangle_marks(corners: [usize; 4]) -> [u16; 81] {
    let mut marks = [ALL_DIGITS; 81];
    let pair = digit_bit(1) | digit_bit(2);
    for &cell in &corners[..3] {
        marks[cell] = pair;
    }
    marks[corners[3]] = pair | digit_bit(3);
    marks
}

/// The rectangle r1c1, r1c4, r2c1, r2c4 has r1c1 on the main diagonal, its only corner
/// there: swapping its digits would leave the diagonal with one digit twice, so it is no
/// deadly pattern in Sudoku X, though it is in the classic grid. The rectangle r2c1, r2c4,
/// r3c1, r3c4 meets no diagonal and is deadly in both.
#[test]
fn a_rectangle_through_one_diagonal_corner_is_not_deadly() {
    let through = [0, 3, 9, 12];
    let classic = State::new(&[0; 81], Some(&rectangle_marks(through)));
    let hint = uniqueness::rectangles_and_loops(&classic).expect("a classic rectangle");
    assert_eq!(hint.technique(), Technique::UniqueRectangle);
    assert_eq!(hint.elimination_masks()[12], digit_bit(1) | digit_bit(2));
    let x = State::with_geometry(
        Houses::diagonals(),
        &[0; 81],
        Some(&rectangle_marks(through)),
    );
    let found = uniqueness::rectangles_and_loops(&x);
    assert!(
        found.is_none_or(|hint| hint.technique() != Technique::UniqueRectangle),
        "a type 1 on a rectangle the diagonal breaks"
    );

    let off = [9, 12, 18, 21];
    let x = State::with_geometry(Houses::diagonals(), &[0; 81], Some(&rectangle_marks(off)));
    let hint = uniqueness::rectangles_and_loops(&x).expect("a rectangle off the diagonals");
    assert_eq!(hint.technique(), Technique::UniqueRectangle);
    assert_eq!(hint.elimination_masks()[21], digit_bit(1) | digit_bit(2));
}

/// The grave between the solution and a second grid: the cells where they differ are empty
/// with both grids' digits as candidates, and r3c5 (off the diagonals, 1 in the solution, 2
/// in the other grid) holds 3 besides, a BUG cell.
fn grave(other: &[u8; 81]) -> ([u8; 81], [u16; 81]) {
    let solution = solution();
    let mut grid = solution;
    let mut marks = [ALL_DIGITS; 81];
    for index in 0..81 {
        if solution[index] != other[index] {
            grid[index] = 0;
            marks[index] = digit_bit(solution[index]) | digit_bit(other[index]);
        }
    }
    marks[BUG_CELL] |= digit_bit(3);
    (grid, marks)
}

const BUG_CELL: usize = 2 * 9 + 4;

/// 1 to 2, 2 to 3, 3 to 1.
fn relabelled(grid: &[u8; 81]) -> [u8; 81] {
    grid.map(|digit| match digit {
        1 => 2,
        2 => 3,
        3 => 1,
        digit => digit,
    })
}

/// A BUG is a grave in every house. The X solution relabelled is an X grid too, and the
/// cells where the two differ make a grave in the diagonals as well: BUG type 1 in Sudoku X.
/// With its first two rows swapped too it is a classic grid but no X grid: a grave in the
/// rows, columns and boxes (BUG type 1 in the classic grid), not in the diagonals (none in
/// Sudoku X).
#[test]
fn a_grave_must_be_one_in_the_diagonals_too() {
    let solution = solution();
    assert_eq!(solution[BUG_CELL], 1);
    let (grid, marks) = grave(&relabelled(&solution));
    let x = State::with_geometry(Houses::diagonals(), &grid, Some(&marks));
    let hint = bug::bug(&x).expect("a grave in Sudoku X");
    assert_eq!(hint.technique(), Technique::BugType1);
    let placed = hint.placement().map(|(cell, digit)| (cell.index(), digit));
    assert_eq!(placed, Some((BUG_CELL, 3)));

    let mut rows_swapped = solution;
    rows_swapped[..9].copy_from_slice(&solution[9..18]);
    rows_swapped[9..18].copy_from_slice(&solution[..9]);
    let (grid, marks) = grave(&relabelled(&rows_swapped));
    let classic = State::new(&grid, Some(&marks));
    assert_eq!(
        bug::bug(&classic).map(|hint| hint.technique()),
        Some(Technique::BugType1)
    );
    let x = State::with_geometry(Houses::diagonals(), &grid, Some(&marks));
    assert_eq!(bug::bug(&x), None);
}

/// With anti-knight peers, a rectangle whose corners have knight peers outside it that may
/// hold its digits is no deadly pattern: the swap could put a digit a knight's move from
/// itself. Where those peers hold neither digit, it is one again.
#[test]
fn knight_peers_that_may_hold_the_pair_spoil_a_rectangle() {
    let corners = [9, 12, 18, 21];
    let knight = Houses::anti_knight();
    let marks = rectangle_marks(corners);
    let state = State::with_geometry(knight.clone(), &[0; 81], Some(&marks));
    let found = uniqueness::rectangles_and_loops(&state);
    assert!(found.is_none_or(|hint| hint.elimination_masks()[21] == 0));

    let mut marks = marks;
    let pair = digit_bit(1) | digit_bit(2);
    for cell in corners {
        for peer in crate::logic::sets::cells(knight.extra_peers(cell)) {
            if !corners.contains(&peer) {
                marks[peer] &= !pair;
            }
        }
    }
    let state = State::with_geometry(knight, &[0; 81], Some(&marks));
    let hint = uniqueness::rectangles_and_loops(&state).expect("a rectangle");
    assert_eq!(hint.technique(), Technique::UniqueRectangle);
    assert_eq!(hint.elimination_masks()[21], pair);
}
