//! Dynamic forcing chains (+) (Sudoku Explainer's 9.0 + length) on a puzzle of the forum's
//! hardest (1905_11+, rated 11 and up): in the position below, reached by hints from the
//! puzzle (the solution's digit among them), no other technique applies, and the dynamic
//! runs that also apply pointing, claiming, pairs and X-Wings find a step that agrees with
//! the solution.

use sudoku::{Candidates, Grid, Technique};

/// The puzzle, the first of 1905_11+.
const PUZZLE: &str =
    "98.7..6..75..4......3..8.7.5....7.3...94.........2.1..3.......1.9...5.8...52....6";

/// The player's grid and pencil marks after the hints before the first dynamic forcing
/// chains (+) hint.
const PLAYER: &str =
    "980700600750040010003008070500007030009400000000020100300000001090005080005200096";
const MARKS: [u16; 81] = [
    256, 128, 11, 64, 21, 7, 32, 27, 30, 64, 16, 35, 293, 8, 295, 390, 259, 390, 43, 43, 4, 305,
    305, 128, 282, 64, 282, 16, 43, 171, 417, 417, 64, 394, 4, 394, 163, 103, 256, 8, 181, 37, 210,
    50, 210, 168, 108, 232, 436, 2, 292, 1, 312, 472, 4, 106, 234, 416, 480, 296, 346, 282, 1, 43,
    256, 107, 37, 101, 16, 78, 128, 78, 137, 73, 16, 2, 453, 269, 332, 264, 32,
];

#[test]
fn dynamic_forcing_chains_plus_find_a_step_the_other_techniques_miss() {
    let puzzle: Grid = PUZZLE.parse().unwrap();
    let player: Grid = PLAYER.parse().unwrap();
    let marks = Candidates::new(MARKS);
    let solution = puzzle.solve().unwrap();
    let chained = player.hint_chain(Some(&puzzle), Some(&marks)).unwrap();
    let hint = *chained.hint();
    assert_eq!(
        hint.technique(),
        Technique::DynamicForcingChainsPlus,
        "{hint}"
    );
    assert!(hint.to_string().starts_with("Dynamic forcing chains (+): "));
    // What it concludes holds in the solution.
    let mut concluded = 0;
    for (cell, mask) in hint.eliminations() {
        let digit = solution.get(cell);
        assert_eq!(
            mask & 1 << (digit - 1),
            0,
            "{hint} removes the solution's {digit}"
        );
        concluded += 1;
    }
    if let Some((cell, digit)) = hint.placement() {
        assert_eq!(solution.get(cell), digit, "{hint}");
        concluded += 1;
    }
    assert!(concluded > 0);
    // Its lines end where it concludes, told step by step.
    let chain = chained.chain().expect("a chain hint has lines");
    assert!(chain.lines().len() >= 1);
    let explained = chained.explained().to_string();
    assert!(
        explained.starts_with("Dynamic forcing chains (+): if "),
        "{explained}"
    );
}
