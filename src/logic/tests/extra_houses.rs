//! The techniques over a geometry they were never told of: the classic houses and both
//! diagonals (Sudoku X), built as data. Each finds its pattern in a diagonal where the classic
//! grid has none, and every hint of a solve is sound against the solution.

use crate::logic::geometry::{Geometry, Houses};
use crate::logic::hint::{Hint, Technique};
use crate::logic::sets::{bit, cells, digit_bit};
use crate::logic::state::{ALL_DIGITS, State};
use crate::logic::techniques::{
    aligned, als_wings, direct, fish, generalized, intersections, singles, subsets, wings,
};

/// A solution of Sudoku X: every row, column, box and both diagonals hold 1 to 9.
const SOLUTION: &str =
    "159483726263597841478612935381725469546839217792164358917246583625378194834951672";

pub(super) fn solution() -> [u8; 81] {
    let digits: Vec<u8> = SOLUTION.bytes().map(|b| b - b'0').collect();
    digits.try_into().expect("81 digits")
}

/// Panics unless `hint` is sound in `state`: it places the solution's digit in an empty cell,
/// removes only candidates the cells have and the solution does not put there.
pub(super) fn assert_sound(state: &State<Houses>, solution: &[u8; 81], hint: &Hint) {
    assert!(hint.makes_progress(), "{:?}", hint.technique());
    if let Some((cell, digit)) = hint.placement() {
        assert_eq!(state.values[cell.index()], 0);
        assert_eq!(solution[cell.index()], digit, "{:?}", hint.technique());
    }
    for (cell, mask) in hint.eliminations() {
        let cell = cell.index();
        assert_eq!(
            mask & digit_bit(solution[cell]),
            0,
            "{:?}",
            hint.technique()
        );
        assert_eq!(mask & !state.cands[cell], 0, "{:?}", hint.technique());
    }
}

#[test]
fn the_solution_fills_every_house_of_the_geometry() {
    let (x, solution) = (Houses::diagonals(), solution());
    for house in 0..x.houses() {
        let held = x.house_cells(house).iter().fold(0, |mask, &cell| {
            mask | digit_bit(solution[usize::from(cell)])
        });
        assert_eq!(held, ALL_DIGITS, "house {house}");
    }
}

/// On an empty grid, digit `d` of the main diagonal's cell `c` is left in `c` alone of the
/// diagonal: a hidden single there, and none in any row, column or box.
#[test]
fn a_hidden_single_in_a_diagonal() {
    let (x, solution) = (Houses::diagonals(), solution());
    let cell = 40;
    let digit = solution[cell];
    let mut marks = [ALL_DIGITS; 81];
    for &other in x.house_cells(27) {
        if usize::from(other) != cell {
            marks[usize::from(other)] &= !digit_bit(digit);
        }
    }
    let classic = State::new(&[0; 81], Some(&marks));
    assert_eq!(singles::hidden_single(&classic), None);
    let state = State::with_geometry(x, &[0; 81], Some(&marks));
    let single = singles::hidden_single(&state).expect("a hidden single in the diagonal");
    assert_eq!((single.cell, single.digit, single.house), (40, digit, 27));
    assert_sound(&state, &solution, &single.hint());
}

/// Digit `d` of box 1's corner r1c1 confined in the box to the main diagonal: it leaves the
/// rest of the diagonal (a box pointing along a diagonal); then, the other way, the
/// diagonal's places confined to box 1 leave the rest of the box (claiming).
#[test]
fn locked_candidates_between_a_box_and_a_diagonal() {
    let (x, solution) = (Houses::diagonals(), solution());
    let digit = solution[0];
    let diagonal_in_box = bit(0) | bit(10) | bit(20);
    let mut marks = [ALL_DIGITS; 81];
    for cell in cells(x.house_set(18) & !diagonal_in_box) {
        marks[cell] &= !digit_bit(digit);
    }
    assert_eq!(
        intersections::pointing(&State::new(&[0; 81], Some(&marks))),
        None
    );
    let state = State::with_geometry(x.clone(), &[0; 81], Some(&marks));
    let hint = intersections::pointing(&state).expect("a box pointing along the diagonal");
    assert_eq!(hint.house_list(), [18, 27]);
    assert_eq!(hint.elimination_masks()[80], digit_bit(digit));
    assert_eq!(hint.elimination_masks()[1], 0);
    assert_sound(&state, &solution, &hint);

    let mut marks = [ALL_DIGITS; 81];
    for cell in cells(x.house_set(27) & !diagonal_in_box) {
        marks[cell] &= !digit_bit(digit);
    }
    let state = State::with_geometry(x, &[0; 81], Some(&marks));
    let hint = intersections::claiming(&state).expect("a diagonal claiming in a box");
    assert_eq!(hint.technique(), Technique::Claiming);
    assert_eq!(hint.house_list(), [27, 18]);
    assert_eq!(hint.elimination_masks()[1], digit_bit(digit));
    assert_sound(&state, &solution, &hint);
}

/// Two digits left in two cells of the anti-diagonal only: a hidden pair there.
#[test]
fn a_hidden_pair_in_a_diagonal() {
    let (x, solution) = (Houses::diagonals(), solution());
    // The anti-diagonal's cells r1c9 and r9c1 (8 and 72) keep their solution digits.
    let pair = digit_bit(solution[8]) | digit_bit(solution[72]);
    let mut marks = [ALL_DIGITS; 81];
    for &cell in x.house_cells(28) {
        if cell != 8 && cell != 72 {
            marks[usize::from(cell)] &= !pair;
        }
    }
    assert_eq!(
        subsets::hidden(&State::new(&[0; 81], Some(&marks)), 2),
        None
    );
    let state = State::with_geometry(x, &[0; 81], Some(&marks));
    let hint = subsets::hidden(&state, 2).expect("a hidden pair in the anti-diagonal");
    assert_eq!(hint.house_list(), [28]);
    assert_eq!(hint.cell_list(), [8, 72]);
    assert_sound(&state, &solution, &hint);
}

/// The main diagonal's ends r1c1 and r9c9 (0 and 80), which share no row, column or box, left
/// with the same two digits: a naked pair in the diagonal.
#[test]
fn a_naked_pair_in_a_diagonal() {
    let (x, solution) = (Houses::diagonals(), solution());
    let pair = digit_bit(solution[0]) | digit_bit(solution[80]);
    let mut marks = [ALL_DIGITS; 81];
    marks[0] = pair;
    marks[80] = pair;
    assert_eq!(subsets::naked(&State::new(&[0; 81], Some(&marks)), 2), None);
    let state = State::with_geometry(x, &[0; 81], Some(&marks));
    let hint = subsets::naked(&state, 2).expect("a naked pair in the main diagonal");
    assert_eq!(hint.house_list(), [27]);
    assert_eq!(hint.cell_list(), [0, 80]);
    assert_eq!(hint.elimination_masks()[40], pair);
    assert_sound(&state, &solution, &hint);
}

/// An XY-Wing whose pincer r9c9 sees the pivot r1c1 through the main diagonal only: its
/// digit goes from the cells that see both pincers, in the diagonal or not.
#[test]
fn an_xy_wing_through_a_diagonal() {
    let (x, solution) = (Houses::diagonals(), solution());
    let [a, b, c] = [solution[0], solution[1], solution[80]].map(digit_bit);
    let mut marks = [ALL_DIGITS; 81];
    marks[0] = a | b;
    marks[1] = b | c;
    marks[80] = a | c;
    assert_eq!(wings::xy_wing(&State::new(&[0; 81], Some(&marks))), None);
    let state = State::with_geometry(x, &[0; 81], Some(&marks));
    let hint = wings::xy_wing(&state).expect("an XY-Wing through the diagonal");
    assert_eq!(hint.cell_list(), [0, 1, 80]);
    let removed: Vec<usize> = (0..81)
        .filter(|&cell| hint.elimination_masks()[cell] == c)
        .collect();
    assert_eq!(removed, [8, 10, 20, 73]);
    assert_sound(&state, &solution, &hint);
}

/// A WXYZ-Wing of the main diagonal's r1c1, r5c5 and r9c9, which see one another only
/// through the diagonal, with r1c4 outside: its z goes from r4c4 and r1c9, which see all of
/// them (r1c9 the centre through the other diagonal).
#[test]
fn a_wxyz_wing_along_a_diagonal() {
    let (x, solution) = (Houses::diagonals(), solution());
    let [one, two, three, four] = [1, 2, 3, 4].map(digit_bit);
    // The solution's digits there: 1, 3, 2 on the diagonal, 4 in r1c4, 7 in r4c4.
    assert_eq!(
        [0, 40, 80, 3, 30].map(|cell| solution[cell]),
        [1, 3, 2, 4, 7]
    );
    let mut marks = [ALL_DIGITS; 81];
    marks[0] = one | four;
    marks[40] = three | four;
    marks[80] = two | four;
    marks[3] = one | four;
    assert_eq!(
        als_wings::wing(&State::new(&[0; 81], Some(&marks)), 3),
        None
    );
    let state = State::with_geometry(x, &[0; 81], Some(&marks));
    let hint = als_wings::wing(&state, 3).expect("a WXYZ-Wing along the diagonal");
    assert_eq!(hint.cell_list(), [0, 40, 80, 3]);
    let removed: Vec<usize> = (0..81)
        .filter(|&cell| hint.elimination_masks()[cell] != 0)
        .collect();
    assert_eq!(removed, [8, 30]);
    assert_eq!(hint.elimination_masks()[30], four);
    assert_eq!(hint.elimination_masks()[8], four);
    assert_sound(&state, &solution, &hint);
}

/// Box 1's 1 confined to the main diagonal leaves the diagonal, which leaves box 5 with one
/// place for it, r6c4: a direct pointing along a diagonal, one step that places the 1.
#[test]
fn a_direct_pointing_along_a_diagonal() {
    let (x, solution) = (Houses::diagonals(), solution());
    assert_eq!([solution[0], solution[48]], [1, 1]);
    let mut marks = [ALL_DIGITS; 81];
    for cell in cells(x.house_set(18) & !(bit(0) | bit(10) | bit(20))) {
        marks[cell] &= !digit_bit(1);
    }
    for cell in cells(x.house_set(22) & !(bit(40) | bit(48))) {
        marks[cell] &= !digit_bit(1);
    }
    assert_eq!(
        direct::direct_locking(&State::new(&[0; 81], Some(&marks))),
        None
    );
    let state = State::with_geometry(x, &[0; 81], Some(&marks));
    let hint = direct::direct_locking(&state).expect("a direct pointing along the diagonal");
    assert_eq!(hint.technique(), Technique::DirectPointing);
    assert_eq!(hint.house_list(), [18, 27, 22]);
    assert_eq!(
        hint.placement().map(|(cell, digit)| (cell.index(), digit)),
        Some((48, 1))
    );
    let removed: Vec<usize> = (0..81)
        .filter(|&cell| hint.elimination_masks()[cell] != 0)
        .collect();
    assert_eq!(removed, [40, 60, 70, 80]);
    assert_sound(&state, &solution, &hint);
}

/// A solve of a Sudoku X puzzle by the ported techniques alone, simplest first: every hint is
/// sound, some name a diagonal, and the puzzle is solved.
#[test]
fn a_solve_over_the_diagonals_is_sound() {
    let (x, solution) = (Houses::diagonals(), solution());
    // Every other cell given but for a band of blanks: a puzzle the diagonals help with.
    let mut grid = solution;
    for (cell, value) in grid.iter_mut().enumerate() {
        if (cell * 5 + cell / 9) % 7 < 4 {
            *value = 0;
        }
    }
    let mut state = State::with_geometry(x, &grid, None);
    let mut in_diagonals = 0;
    while !state.is_solved() {
        let hint = singles::full_house(&state)
            .or_else(|| singles::hidden_single(&state))
            .map(|single| single.hint())
            .or_else(|| direct::direct_locking(&state))
            .or_else(|| direct::direct_hidden(&state, 2))
            .or_else(|| singles::naked_single(&state).map(|single| single.hint()))
            .or_else(|| direct::direct_hidden(&state, 3))
            .or_else(|| intersections::pointing(&state))
            .or_else(|| intersections::claiming(&state))
            .or_else(|| (2..=4).find_map(|size| subsets::naked(&state, size)))
            .or_else(|| (2..=4).find_map(|size| subsets::hidden(&state, size)))
            .or_else(|| (2..=4).find_map(|size| fish::fish(&state, size)))
            .or_else(|| wings::xy_wing(&state))
            .or_else(|| wings::xyz_wing(&state))
            .or_else(|| wings::w_wing(&state))
            .or_else(|| (3..=6).find_map(|size| als_wings::wing(&state, size)))
            .or_else(|| (2..=3).find_map(|degree| aligned::aligned_exclusion(&state, degree)))
            .expect("a step");
        assert_sound(&state, &solution, &hint);
        in_diagonals += usize::from(hint.house_list().iter().any(|&house| house >= 27));
        if let Some((cell, digit)) = hint.placement() {
            state.place(cell.index(), digit);
        }
        for (cell, mask) in hint.eliminations() {
            state.eliminate(cell.index(), mask);
        }
    }
    assert_eq!(state.values, solution);
    assert!(in_diagonals > 0);
}

/// Digit 1 left in row 1 at r1c1 and r1c9 only, two cells of no common box or diagonal: both
/// see r9c1 and r9c9 (through column 1 and the anti-diagonal, the main diagonal and column 9)
/// and the centre (through both diagonals), so under the variant rules the digit leaves them,
/// a step no classic technique takes.
#[test]
fn a_generalized_intersection_through_both_diagonals() {
    let (x, solution) = (Houses::diagonals(), solution());
    assert!(x.variant_rules());
    let digit = solution[0];
    let mut marks = [ALL_DIGITS; 81];
    for mark in &mut marks[1..8] {
        *mark &= !digit_bit(digit);
    }
    let classic = State::new(&[0; 81], Some(&marks));
    assert_eq!(generalized::intersection(&classic), None);
    let state = State::with_geometry(x, &[0; 81], Some(&marks));
    assert_eq!(intersections::pointing(&state), None);
    assert_eq!(intersections::claiming(&state), None);
    let hint = generalized::intersection(&state).expect("a generalized intersection in row 1");
    assert_eq!(hint.technique(), Technique::GeneralizedIntersection);
    assert_eq!(hint.house_list(), [0]);
    let removed: Vec<usize> = (0..81)
        .filter(|&cell| hint.elimination_masks()[cell] != 0)
        .collect();
    assert_eq!(removed, [40, 72, 80]);
    assert_sound(&state, &solution, &hint);
}

/// A naked pair at r1c1 and r1c9: the classic rules remove its digits from row 1 only; the
/// variant rules from r9c1, r9c9 and the centre too, which see both cells.
#[test]
fn a_naked_pair_removes_from_every_common_peer_under_the_variant_rules() {
    let (x, solution) = (Houses::diagonals(), solution());
    let pair = digit_bit(solution[0]) | digit_bit(solution[8]);
    let mut marks = [ALL_DIGITS; 81];
    marks[0] = pair;
    marks[8] = pair;
    let classic = subsets::naked(&State::new(&[0; 81], Some(&marks)), 2).expect("a naked pair");
    assert_eq!(classic.elimination_masks()[72], 0);
    let state = State::with_geometry(x, &[0; 81], Some(&marks));
    let hint = subsets::naked(&state, 2).expect("a naked pair in row 1");
    assert_eq!(hint.house_list(), [0]);
    for cell in [40, 72, 80] {
        assert_eq!(hint.elimination_masks()[cell], pair, "cell {cell}");
    }
    for cell in 1..8 {
        assert_eq!(hint.elimination_masks()[cell], pair);
    }
    assert_sound(&state, &solution, &hint);
}
