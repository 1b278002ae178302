//! The killer techniques over cages built as data: each on a grid made for it, its sentence,
//! and every hint of solves of killers (cages over a known solution) sound against it.

use super::extra_houses::{assert_sound, solution};
use crate::logic::geometry::{Geometry, Houses};
use crate::logic::hint::Technique;
use crate::logic::sets::digit_bit;
use crate::logic::state::State;
use crate::logic::steps;
use crate::logic::techniques::killer::{combinations, overlap, rule45};
use crate::logic::workspace::Scratch;

/// The classic houses with `cages` (cells, sum).
fn killer(cages: &[(&[u8], u8)]) -> Houses {
    let cages: Vec<(Vec<u8>, Option<u8>)> = cages
        .iter()
        .map(|&(cells, sum)| (cells.to_vec(), Some(sum)))
        .collect();
    Houses::new(None, &[], &[])
        .and_then(|houses| houses.with_cages(&cages))
        .expect("valid cages")
}

/// Two-cell cages over the rows of `solution` (r1c1+r1c2, r1c3+r1c4, ...; the last column
/// alone), their sums from it.
fn dominoes(solution: &[u8; 81]) -> Houses {
    let mut cages: Vec<(Vec<u8>, Option<u8>)> = Vec::new();
    for row in 0..9u8 {
        for column in (0..9u8).step_by(2) {
            let cells: Vec<u8> = (column..(column + 2).min(9)).map(|c| row * 9 + c).collect();
            let sum = cells.iter().map(|&cell| solution[usize::from(cell)]).sum();
            cages.push((cells, Some(sum)));
        }
    }
    Houses::new(None, &[], &[])
        .and_then(|houses| houses.with_cages(&cages))
        .expect("valid cages")
}

#[test]
fn a_cage_of_three_in_two_cells_holds_one_and_two_which_leave_its_row_and_box() {
    let geometry = killer(&[(&[0, 1], 3)]);
    assert!(geometry.has_sums() && !geometry.variant_rules());
    // The cage's cells are peers even where no house would make them so.
    let mut state = State::with_geometry(&geometry, &[0; 81], None);
    let hint = combinations::cage_combinations(&state).expect("a combination");
    assert_eq!(hint.technique(), Technique::CageCombination);
    assert_eq!(
        hint.to_string(),
        "Cage combination: cage 1 needs 3 from r1c1 and r1c2: only 1+2 fits, so 3, 4, 5, 6, 7, \
         8 and 9 are removed from r1c1 and r1c2."
    );
    steps::apply(&mut state, &hint);
    let hint = overlap::cage_overlap(&state).expect("an overlap");
    assert_eq!(hint.technique(), Technique::CageOverlap);
    // 1 leaves the rest of row 1 (the first house holding both cells), box 1's too.
    assert!(hint.eliminates(crate::Cell::new(8).unwrap(), 1));
    assert!(hint.to_string().starts_with(
        "Cage overlap: every combination of cage 1 holds 1, which lies only in r1c1 and r1c2, \
         in row 1, so 1 is removed from "
    ));
}

#[test]
fn a_digit_of_a_row_confined_to_a_cage_narrows_its_combinations() {
    // Cage r1c1+r1c2 making 10; 9 has no other place in row 1 (marks): the cage is 1+9.
    let geometry = killer(&[(&[0, 1], 10)]);
    let mut marks = [0x1ff; 81];
    for mark in &mut marks[2..9] {
        *mark &= !digit_bit(9);
    }
    let state = State::with_geometry(&geometry, &[0; 81], Some(&marks));
    let hint = overlap::cage_overlap(&state).expect("an overlap");
    for cell in [0, 1] {
        let kept = hint.pattern_masks()[cell];
        assert_eq!(kept, digit_bit(1) | digit_bit(9), "{hint}");
    }
    assert!(
        hint.to_string()
            .contains("in row 1, 9 lies only in cage 1, so cage 1 holds it: only 1+9 fits")
    );
}

#[test]
fn the_rule_of_45_places_the_one_cell_a_box_has_outside_its_cages() {
    let solution = solution();
    // Box 1's cells but r3c3 in four two-cell cages.
    let pairs: [[u8; 2]; 4] = [[0, 1], [2, 11], [9, 10], [18, 19]];
    let cages: Vec<(&[u8], u8)> = pairs
        .iter()
        .map(|pair| {
            let sum = pair.iter().map(|&cell| solution[usize::from(cell)]).sum();
            (&pair[..], sum)
        })
        .collect();
    let geometry = killer(&cages);
    let state = State::with_geometry(&geometry, &[0; 81], None);
    let hint = rule45::one_cell(&state).expect("an innie");
    assert_eq!(hint.technique(), Technique::RuleOf45);
    let (cell, digit) = hint.placement().expect("a placement");
    assert_eq!((cell.index(), digit), (20, solution[20]));
    assert_eq!(
        hint.to_string(),
        format!(
            "Rule of 45: box 1 adds up to 45; the cages inside leave only r3c3, so it is {digit}."
        )
    );
}

#[test]
fn every_hint_of_killer_solves_is_sound() {
    steps::without_chain_searches();
    let solution = solution();
    let geometry = dominoes(&solution);
    let mut used = Vec::new();
    for keep in [3, 7, 11] {
        let givens: [u8; 81] =
            core::array::from_fn(|cell| if cell % keep == 0 { solution[cell] } else { 0 });
        let mut state = State::with_geometry(&geometry, &givens, None);
        while !state.is_solved() {
            let hint = *steps::next(&state, &solution, &mut Scratch::fresh())
                .expect("a step")
                .hint();
            assert_sound(
                &State::with_geometry(geometry.clone(), &state.values, Some(&state.cands)),
                &solution,
                &hint,
            );
            assert!(!hint.technique().needs_one_solution(), "{hint:?}");
            used.push(hint.technique());
            steps::apply(&mut state, &hint);
        }
        assert_eq!(state.values, solution);
        assert!(state.geometry.cages().iter().all(|cage| {
            let cells = crate::logic::sets::cells(cage.cells);
            Some(cells.map(|cell| solution[cell]).sum()) == cage.sum
        }));
    }
    // Two-cell cages leave most steps to the combinations (the other techniques are tried
    // on grids of their own above, and on published killers in `tests/layout_logic.rs`).
    assert!(used.contains(&Technique::CageCombination));
}
