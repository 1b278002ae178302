//! Links over the classic houses and both diagonals (Sudoku X): the chains of strong links
//! find links in the diagonals, and every hint they give is sound against the solution.

use super::extra_houses::{assert_sound, solution};
use crate::logic::geometry::Houses;
use crate::logic::sets::digit_bit;
use crate::logic::state::{ALL_DIGITS, State};
use crate::logic::techniques::strong_links::strong_links;

/// A small deterministic generator (xorshift), so that the states are the same on every run.
struct Random(u64);

impl Random {
    fn below(&mut self, n: u64) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0 % n
    }
}

/// Marks on an empty grid where one digit keeps its solution's places and a few others: a
/// sparse plane, where links are.
fn sparse_digit(random: &mut Random, digit: u8) -> [u16; 81] {
    let solution = solution();
    let mut marks = [ALL_DIGITS; 81];
    for (cell, mark) in marks.iter_mut().enumerate() {
        if solution[cell] != digit && random.below(100) < 80 {
            *mark &= !digit_bit(digit);
        }
    }
    marks
}

/// On many sparse planes, chains of 2 to 4 strong links over the diagonal geometry: every
/// hint is sound, and some have a link in a diagonal.
#[test]
fn chains_of_strong_links_through_the_diagonals_are_sound() {
    let solution = solution();
    let mut random = Random(0x9e37_79b9_7f4a_7c15);
    let (mut hints, mut through_diagonals) = (0, 0);
    for round in 0..60 {
        let digit = (round % 9 + 1) as u8;
        let marks = sparse_digit(&mut random, digit);
        let state = State::with_geometry(Houses::diagonals(), &[0; 81], Some(&marks));
        for links in 2..=4 {
            if let Some(hint) = strong_links(&state, links) {
                assert_sound(&state, &solution, &hint);
                hints += 1;
                if hint.house_list().iter().any(|&house| house >= 27) {
                    through_diagonals += 1;
                    // A link in a diagonal is rated as a grouped one, 0.3 more.
                    let base = [40, 54, 58][links - 2];
                    assert_eq!(hint.tenths(), base + 3, "{links} links");
                }
            }
        }
    }
    assert!(through_diagonals > 0 && hints > through_diagonals);
}
