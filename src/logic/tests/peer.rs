//! Differential against the `sudoku` crate's `StrategySolver`.

use crate::logic::workspace::Scratch;
use peer_sudoku::Sudoku;
use peer_sudoku::strategy::{Strategy, StrategySolver};

use super::proper_puzzles;
use crate::logic::hint::Technique;
use crate::logic::state::State;
use crate::logic::steps::{self, Techniques};
use crate::logic::unique_solution;

/// The crate's strategies in its order of difficulty, each with ours.
fn ladder() -> Vec<(Strategy, Vec<Technique>)> {
    use Technique as T;
    vec![
        (Strategy::HiddenSingles, vec![T::FullHouse, T::HiddenSingle]),
        (Strategy::NakedSingles, vec![T::FullHouse, T::NakedSingle]),
        (Strategy::LockedCandidates, vec![T::Pointing, T::Claiming]),
        (Strategy::NakedPairs, vec![T::NakedPair]),
        (Strategy::XWing, vec![T::XWing]),
        (Strategy::HiddenPairs, vec![T::HiddenPair]),
        (Strategy::NakedTriples, vec![T::NakedTriple]),
        (Strategy::Swordfish, vec![T::Swordfish]),
        (Strategy::HiddenTriples, vec![T::HiddenTriple]),
        (Strategy::XyWing, vec![T::XyWing]),
        (Strategy::XyzWing, vec![T::XyzWing]),
        (Strategy::NakedQuads, vec![T::NakedQuad]),
        (Strategy::Jellyfish, vec![T::Jellyfish]),
        (Strategy::HiddenQuads, vec![T::HiddenQuad]),
    ]
}

fn peer_solves(puzzle: &[u8; 81], strategies: &[Strategy]) -> bool {
    let sudoku = Sudoku::from_bytes(*puzzle).expect("a valid grid");
    StrategySolver::from_sudoku(sudoku)
        .solve(strategies)
        .is_ok()
}

fn ours_solves(puzzle: &[u8; 81], techniques: &[Technique]) -> bool {
    let set = techniques.iter().fold(0, |bits, t| bits | 1 << t.number());
    steps::solve_with(&mut State::new(puzzle, None), Techniques(set))
}

/// Whatever the crate solves with the first k strategies of its ladder, ours solves with
/// the same techniques; run with `--nocapture` for where ours goes further.
#[test]
fn ours_solves_what_the_peer_solves_with_the_same_techniques() {
    let ladder = ladder();
    let puzzles: Vec<[u8; 81]> = proper_puzzles().into_iter().step_by(4).collect();
    let mut only_ours = vec![0; ladder.len()];
    for puzzle in &puzzles {
        assert!(unique_solution(puzzle, &mut Scratch::fresh()).is_ok());
        for k in 1..=ladder.len() {
            let strategies: Vec<Strategy> = ladder[..k].iter().map(|(s, _)| s.clone()).collect();
            let techniques: Vec<Technique> =
                ladder[..k].iter().flat_map(|(_, t)| t.clone()).collect();
            let (peer, ours) = (
                peer_solves(puzzle, &strategies),
                ours_solves(puzzle, &techniques),
            );
            assert!(
                !peer || ours,
                "peer solves with {strategies:?}, ours does not: {puzzle:?}"
            );
            only_ours[k - 1] += usize::from(ours && !peer);
        }
    }
    println!(
        "puzzles {}; solved by ours only, per ladder prefix: {only_ours:?}",
        puzzles.len()
    );
}
