//! Every hint the techniques give on whole puzzle sets (the public slice, generated puzzles,
//! player's pencil marks) passes the checker.

use super::check::{check_hint, solve_checking};
use super::proper_puzzles;
use crate::generate::rng::Random;
use crate::logic::hint::Technique;
use crate::logic::rating::STEP_KINDS;
use crate::logic::sets::digit_bit;
use crate::logic::state::State;
use crate::logic::steps;
use crate::logic::unique_solution;
use crate::logic::workspace::Scratch;

#[test]
fn every_hint_on_the_public_slice_is_sound() {
    steps::without_chain_searches();
    let mut used = [0u32; STEP_KINDS];
    for puzzle in proper_puzzles() {
        let solution = unique_solution(&puzzle, &mut Scratch::fresh()).expect("a proper puzzle");
        for (total, count) in used.iter_mut().zip(solve_checking(&puzzle, &solution)) {
            *total += count;
        }
    }
    for technique in Technique::ALL {
        println!("{technique}: {}", used[usize::from(technique.number())]);
    }
    // Every technique is exercised, so every checker above runs. Jellyfish are too rare in
    // the slice (none among its puzzles' easiest steps): `fish::tests` has one of its own;
    // hidden quads come after the grouped strong links, which take them all here: the next
    // test leaves strong links out. The chain searches are left out here, and BUG is too
    // rare in the slice to count on. Direct claiming never comes first on a classic grid: a
    // hidden single or a direct pointing is always there before it (`direct::tests` says
    // why, and checks the claiming passes on their own). The generalized intersection is a
    // variant rule, never tried on the classic grid (`tests::extra_houses` has its own); so
    // are the killer techniques (`tests::killer`).
    let rare = [
        Technique::Mistake,
        Technique::GeneralizedIntersection,
        Technique::CageCombination,
        Technique::CageOverlap,
        Technique::RuleOf45,
        Technique::HiddenCage,
        Technique::InniesOuties,
        Technique::DirectClaiming,
        Technique::Jellyfish,
        Technique::HiddenQuad,
    ];
    for technique in Technique::ALL
        .into_iter()
        .take_while(|&technique| technique != Technique::BugType1)
    {
        if !rare.contains(&technique) {
            assert!(
                used[usize::from(technique.number())] > 0,
                "{technique} never used"
            );
        }
    }
}

#[test]
fn hidden_quads_are_sound_where_strong_links_are_left_out() {
    steps::without_chain_searches();
    steps::also_without(Technique::StrongLinks);
    let mut used = [0u32; STEP_KINDS];
    for puzzle in proper_puzzles().into_iter().step_by(2) {
        let solution = unique_solution(&puzzle, &mut Scratch::fresh()).expect("a proper puzzle");
        for (total, count) in used.iter_mut().zip(solve_checking(&puzzle, &solution)) {
            *total += count;
        }
    }
    assert!(used[usize::from(Technique::HiddenQuad.number())] > 0);
}

#[test]
fn every_hint_on_generated_puzzles_is_sound() {
    use crate::generate::GenerateOptions;
    use crate::generate::symmetry::Symmetry;
    use crate::model::grid::Grid;
    steps::without_chain_searches();
    let mut used = [0u32; STEP_KINDS];
    for seed in 0..400u64 {
        let options = GenerateOptions::new().symmetry(Symmetry::ALL[seed as usize % 5]);
        let puzzle = *Grid::generate(seed, &options).unwrap().cells();
        let solution = unique_solution(&puzzle, &mut Scratch::fresh()).expect("a proper puzzle");
        for (total, count) in used.iter_mut().zip(solve_checking(&puzzle, &solution)) {
            *total += count;
        }
    }
    // Generated puzzles reach past the singles too.
    assert!(used[usize::from(Technique::StrongLinks.number())] > 0);
    assert!(used[usize::from(Technique::SolutionDigit.number())] > 0);
}

#[test]
fn pencil_marks_change_the_easiest_step_soundly() {
    steps::without_chain_searches();
    // Player marks with random non-solution digits removed: every hint stays sound.
    let mut rng = Random::new(99);
    for puzzle in proper_puzzles().into_iter().step_by(5) {
        let solution = unique_solution(&puzzle, &mut Scratch::fresh()).unwrap();
        let mut marks = crate::logic::state::basic_marks(&puzzle);
        for _ in 0..rng.below(60) {
            let cell = rng.below(81);
            let digit = rng.below(9) as u8 + 1;
            if puzzle[cell] == 0 && digit != solution[cell] {
                marks[cell] &= !digit_bit(digit);
            }
        }
        let state = State::new(&puzzle, Some(&marks));
        let hint = steps::next(&state, &solution, &mut Scratch::fresh())
            .map(|found| *found.hint())
            .unwrap();
        check_hint(&state, &solution, &hint);
    }
}
