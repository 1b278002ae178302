//! Aligned pair and triplet exclusions and TUVWXYZ-Wing: on a constructed state, and where
//! Sudoku Explainer finds them on puzzles of the rated bank (serate's step logs), the same
//! base cells, rated as it rates them, every hint of the solve passing the checker.

use super::check::check_hint;
use super::{cell, names, puzzle};
use crate::logic::hint::{Hint, Technique};
use crate::logic::sets::digit_bit;
use crate::logic::state::State;
use crate::logic::steps;
use crate::logic::techniques::aligned::aligned_exclusion;
use crate::logic::techniques::als_wings;
use crate::logic::unique_solution;
use crate::logic::workspace::Scratch;

/// The hints of `technique` in the step-by-step solve of `line` (all techniques, the
/// chains too, as Sudoku Explainer's log comes from its whole order), each checked.
fn hints_of(line: &str, technique: Technique) -> Vec<Hint> {
    let givens = puzzle(line);
    let solution = unique_solution(&givens, &mut Scratch::fresh()).expect("a proper puzzle");
    let mut state = State::new(&givens, None);
    let mut found = Vec::new();
    while !state.is_solved() {
        let hint = *steps::next(&state, &solution, &mut Scratch::fresh())
            .expect("a step")
            .hint();
        check_hint(&state, &solution, &hint);
        if hint.technique() == technique {
            found.push(hint);
        }
        steps::apply(&mut state, &hint);
    }
    found
}

fn base(hint: &Hint, size: usize) -> Vec<u8> {
    let mut cells = hint.cell_list()[..size].to_vec();
    cells.sort_unstable();
    cells
}

#[test]
fn aligned_pair_exclusion_on_a_constructed_state() {
    // r1c1 and r1c2 hold 1, 2, 3; r1c5 (1, 2) and r2c3 (1, 3) see both. With 1 in either,
    // the other takes 2 and empties r1c5, or 3 and empties r2c3: 1 goes from both. Every
    // other cell holds all nine digits.
    let mut marks = [0x1ff_u16; 81];
    marks[0] = 0b111;
    marks[1] = 0b111;
    marks[4] = 0b011;
    marks[11] = 0b101;
    let state = State::new(&[0; 81], Some(&marks));
    let hint = aligned_exclusion(&state, 2).expect("an aligned pair exclusion");
    assert_eq!(hint.technique(), Technique::AlignedPairExclusion);
    assert_eq!(hint.cell_list(), [0, 1, 4, 11]);
    let removed: Vec<(usize, u16)> = hint.eliminations().map(|(c, m)| (c.index(), m)).collect();
    assert_eq!(removed, [(0, digit_bit(1)), (1, digit_bit(1))]);
    assert_eq!(hint.tenths(), 62);
    assert_eq!(
        hint.to_string(),
        "Aligned pair exclusion: r1c1 (1, 2, 3) and r1c2 (1, 2, 3), which r1c5 (1, 2) and \
         r2c3 (1, 3) both see: digits for them that would leave one of those without a \
         candidate, or put a digit twice in a house, cannot be, so 1 is removed from r1c1 \
         and r1c2."
    );
    // Without the second excluder nothing is ruled out: no pair of cells has two.
    marks[11] = 0x1ff;
    let state = State::new(&[0; 81], Some(&marks));
    assert!(aligned_exclusion(&state, 2).is_none());
}

#[test]
fn aligned_pair_exclusion_is_sudoku_explainers() {
    // serate's step log (default settings): "Aligned Pair Exclusion: r2c8,r2c9", 6.2, on
    // the way to 7.1 (a forcing chain), the bank's rating too.
    let line = "030070040007403800000906000061000920004208300002000400000605000026080170010000030";
    let hints = hints_of(line, Technique::AlignedPairExclusion);
    let found: Vec<Vec<u8>> = hints.iter().map(|hint| base(hint, 2)).collect();
    assert_eq!(found, [names(&["r2c8", "r2c9"])]);
    assert_eq!(hints[0].tenths(), 62);
}

#[test]
fn aligned_triplet_exclusions_are_sudoku_explainers() {
    // serate's step logs (default settings), each puzzle rated 7.5 by the bank and by
    // serate, the aligned triplet exclusion its hardest step.
    let cases: [(&str, &[&[&str]]); 5] = [
        (
            "004071089300000400091600000100000930000080000069000002000007390003000005540920700",
            &[&["r2c3", "r5c1", "r7c1"]],
        ),
        (
            "008902500350408012090030080670000054000000000002704800000607000080090040960000028",
            &[&["r5c4", "r5c6", "r5c5"]],
        ),
        (
            "001700020000004008040023100060000002017608450900000010003450060100300000070002900",
            &[&["r7c7", "r8c3", "r8c2"]],
        ),
        (
            "001408300030000080800367002028030190000809000009010700060103050500020003000000000",
            &[&["r4c4", "r6c2", "r4c6"]],
        ),
        (
            "000409000006080900010706080802000604090508070000304000000040000200050003001603500",
            &[&["r1c1", "r2c1", "r3c1"], &["r2c9", "r5c7", "r6c7"]],
        ),
    ];
    for (line, expected) in cases {
        let hints = hints_of(line, Technique::AlignedTripletExclusion);
        let found: Vec<Vec<u8>> = hints.iter().map(|hint| base(hint, 3)).collect();
        let expected: Vec<Vec<u8>> = expected.iter().map(|cells| names(cells)).collect();
        assert_eq!(found, expected, "{line}");
        assert!(hints.iter().all(|hint| hint.tenths() == 75));
    }
}

#[test]
fn tuvwxyz_wings_are_sukaku_explainers() {
    // serate's step logs (default settings, which try TUVWXYZ-Wing right after forcing
    // chains): the wing's six cells and its pincer (the last named), and the two digits. The
    // solve here takes UVWXYZ-Wing later, so its path differs; the same wing is found on it.
    let cases = [
        (
            "009050800400302001001000200090060050007904300302000908010508030000609000000010000",
            ["r7c7", "r8c7", "r8c8", "r8c9", "r9c7", "r9c8", "r2c7"],
            [5, 6],
        ),
        (
            "000000360100028045002006080070100006000070000400009050010900400320840009084000000",
            ["r1c1", "r1c2", "r1c3", "r2c2", "r3c1", "r3c2", "r6c2"],
            [3, 6],
        ),
    ];
    for (line, wing_cells, pair) in cases {
        let givens = puzzle(line);
        let solution = unique_solution(&givens, &mut Scratch::fresh()).expect("a proper puzzle");
        let mut state = State::new(&givens, None);
        let mut found = false;
        while !state.is_solved() && !found {
            if let Some(wing) = als_wings::wing(&state, 6) {
                check_hint(&state, &solution, &wing);
                assert_eq!(wing.technique(), Technique::TuvwxyzWing);
                assert_eq!(wing.tenths(), 75);
                let named: Vec<u8> = wing_cells.iter().map(|&name| cell(name)).collect();
                let mut cells = wing.cell_list().to_vec();
                let pincer = cells.pop();
                found = pincer == named.last().copied()
                    && names(&wing_cells[..6]) == base(&wing, 6)
                    && wing.digits() == digit_bit(pair[0]) | digit_bit(pair[1]);
            }
            let hint = *steps::next(&state, &solution, &mut Scratch::fresh())
                .expect("a step")
                .hint();
            steps::apply(&mut state, &hint);
        }
        assert!(found, "{line}");
    }
}
