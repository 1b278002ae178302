//! Which hint is given: a mistake before any technique, never a technique harder than one
//! that applies, and the same hint whether the solution is known or not.

use super::proper_puzzles;
use crate::generate::rng::Random;
use crate::logic::hint::{MistakeKind, Technique};
use crate::logic::sets::digit_bit;
use crate::logic::state::State;
use crate::logic::steps::{self, Techniques};
use crate::logic::workspace::Scratch;
use crate::logic::{mistakes, unique_solution};

#[test]
fn mistakes_come_first_and_name_the_cell() {
    steps::without_chain_searches();
    let mut rng = Random::new(12);
    let mut suspects = Vec::new();
    for puzzle in proper_puzzles().into_iter().step_by(7) {
        let solution = unique_solution(&puzzle, &mut Scratch::fresh()).unwrap();
        let mut state = State::new(&puzzle, None);
        // Play a random number of correct steps, then make one mistake.
        for _ in 0..rng.below(40) {
            match steps::next(&state, &solution, &mut Scratch::fresh()).map(|found| *found.hint()) {
                Some(hint) => steps::apply(&mut state, &hint),
                None => break,
            }
        }
        let empty: Vec<usize> = (0..81).filter(|&c| state.values[c] == 0).collect();
        if empty.is_empty() {
            continue;
        }
        let cell = empty[rng.below(empty.len())];
        let right = solution[cell];
        let wrong = (right + 1 + rng.below(8) as u8 - 1) % 9 + 1;
        assert_ne!(wrong, right);
        let mut cells = state.values;
        let mut marks = state.cands;
        if rng.below(2) == 0 {
            cells[cell] = wrong;
            let hint = mistakes::find(&cells, Some(&marks), &solution).expect("a mistake");
            assert_eq!(hint.mistake(), Some(MistakeKind::Entry));
            assert_eq!(hint.cell_list(), [cell as u8]);
            // Without the givens, the wrong cell is among the suspects, each of which leaves
            // one completion when removed.
            let found = *crate::logic::hint(&cells, None, &mut Scratch::fresh())
                .expect("a hint")
                .hint();
            assert_eq!(found.technique(), Technique::Mistake);
            assert!(found.cell_list().contains(&(cell as u8)), "{found}");
            for &suspect in found.cell_list() {
                let mut trial = cells;
                trial[usize::from(suspect)] = 0;
                assert_eq!(
                    crate::model::grid::Grid::new(trial).count_solutions(2),
                    Ok(1)
                );
            }
            suspects.push(found.cell_list().len());
        } else {
            marks[cell] &= !digit_bit(right);
            let hint = mistakes::find(&cells, Some(&marks), &solution).expect("a mistake");
            assert_eq!(hint.mistake(), Some(MistakeKind::PencilMarks));
            assert_eq!(hint.cell_list(), [cell as u8]);
            let given = crate::model::grid::Grid::new(puzzle);
            let found = crate::model::grid::Grid::new(cells)
                .hint_with_givens(
                    &given,
                    Some(&crate::logic::candidates::Candidates::new(marks)),
                )
                .unwrap();
            assert_eq!(found, hint);
        }
    }
    let alone = suspects.iter().filter(|&&n| n == 1).count();
    println!(
        "wrong entries found alone without the givens: {alone} of {}",
        suspects.len()
    );
}

#[test]
fn easiest_respects_the_order() {
    steps::without_chain_searches();
    // A hint is never harder than another technique that also applies: each technique
    // earlier in the order finds nothing.
    for puzzle in proper_puzzles().into_iter().step_by(11) {
        let solution = unique_solution(&puzzle, &mut Scratch::fresh()).unwrap();
        let mut state = State::new(&puzzle, None);
        while let Some(hint) = steps::easiest(&state, Techniques::ALL) {
            let before = steps::tried_before(hint.technique());
            if hint.technique() != Technique::HiddenSingle {
                assert!(steps::easiest(&state, before).is_none(), "{hint}");
            }
            steps::apply(&mut state, &hint);
        }
        let _ = solution;
    }
}

#[test]
fn hints_without_the_solution_agree_with_hints_from_it() {
    steps::without_chain_searches();
    // `hint` on a grid without marks finds the solution's digit cell by cell, only when no
    // technique applies; it must give the same hint as from the whole solution.
    for puzzle in proper_puzzles().into_iter().step_by(9) {
        let solution = unique_solution(&puzzle, &mut Scratch::fresh()).unwrap();
        let mut values = puzzle;
        let mut step = 0;
        loop {
            let fresh = State::new(&values, None);
            if fresh.is_solved() {
                break;
            }
            let expected = steps::next(&fresh, &solution, &mut Scratch::fresh())
                .map(|found| *found.hint())
                .unwrap();
            if step % 7 == 0 {
                assert_eq!(
                    crate::logic::hint(&values, None, &mut Scratch::fresh())
                        .map(|found| *found.hint()),
                    Ok(expected),
                    "{values:?}"
                );
            }
            step += 1;
            // Carry on from the grid alone: placements only.
            let mut state = fresh;
            while let Some(hint) =
                steps::next(&state, &solution, &mut Scratch::fresh()).map(|found| *found.hint())
            {
                steps::apply(&mut state, &hint);
                if hint.placement().is_some() {
                    break;
                }
            }
            values = state.values;
        }
    }
}

/// A rating asks the engine before the deepest searches, which is the order unchanged only
/// while they come after every other technique that reasons.
#[test]
fn the_deepest_searches_come_last() {
    let reasoning: Vec<Technique> = Technique::ALL
        .into_iter()
        .filter(|&technique| Techniques::ALL.contains(technique))
        .collect();
    let deepest = reasoning
        .iter()
        .filter(|&&technique| Techniques::DEEPEST.contains(technique))
        .count();
    assert_eq!(deepest, 3);
    assert!(
        reasoning[reasoning.len() - deepest..]
            .iter()
            .all(|&technique| Techniques::DEEPEST.contains(technique))
    );
}

/// A grid with several solutions is refused before the deepest searches run: the empty
/// grid, on which every other search finds nothing, is "not unique" within a work bound
/// that those searches alone would exceed (they did, before the engine was asked first).
#[test]
fn a_rating_of_a_grid_with_several_solutions_stops_before_the_deepest_searches() {
    let rating = crate::model::grid::Grid::new([0; 81]).rate_within(1_000_000);
    assert_eq!(rating, Err(crate::model::error::PuzzleError::NotUnique));
}
