//! The whole catalog over a geometry built at run time: a published Sudoku X puzzle solved
//! step by step by the easiest hint over the classic houses and both diagonals, every hint
//! sound against its published solution, and rated from it.

use super::extra_houses::assert_sound;
use crate::logic::geometry::Houses;
use crate::logic::oracle::KnownSolution;
use crate::logic::rating::rate_state;
use crate::logic::state::State;
use crate::logic::steps;
use crate::logic::tests::puzzle;
use crate::logic::work::Work;
use crate::logic::workspace::Scratch;

/// A Sudoku X puzzle and its solution, as Interactive Sudoku Solver publishes them
/// (tests/data/layout_puzzles.txt).
const PUZZLE: &str =
    "..1...2....23....44........5.3....6..1......5..6..........78.......9.....7...1.9.";
const SOLUTION: &str =
    "681945237792316584435827619523784961817639425946152873369478152158293746274561398";

fn dotted(line: &str) -> [u8; 81] {
    puzzle(&line.replace('.', "0"))
}

#[test]
fn a_sudoku_x_puzzle_is_solved_soundly_and_rated_over_the_diagonals() {
    let (x, givens, solution) = (Houses::diagonals(), dotted(PUZZLE), dotted(SOLUTION));
    let mut state = State::with_geometry(&x, &givens, None);
    let mut steps = 0;
    while !state.is_solved() {
        let hint = *steps::next(&state, &solution, &mut Scratch::fresh())
            .expect("a step")
            .hint();
        let owned = State::with_geometry(x.clone(), &state.values, Some(&state.cands));
        assert_sound(&owned, &solution, &hint);
        steps::apply(&mut state, &hint);
        steps += 1;
    }
    assert_eq!(state.values, solution);
    let rating = rate_state(
        State::with_geometry(&x, &givens, None),
        &mut KnownSolution(&solution),
        Work::unlimited(),
        u16::MAX,
        &mut Scratch::fresh(),
    )
    .expect("rated");
    assert!(rating.tenths() >= 10, "{steps} steps");
    assert_eq!(
        rating.givens(),
        givens.iter().filter(|&&digit| digit != 0).count()
    );
}
