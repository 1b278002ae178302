//! Links over the classic houses and both diagonals (Sudoku X): the chains of strong links,
//! the X-Chains and Sudoku Explainer's chain searches find links in the diagonals, and every
//! hint they give is sound against the solution.

use super::extra_houses::{assert_sound, solution};
use crate::logic::chains::forcing::forcing_chains_and_cycles;
use crate::logic::chains::multiple::{Strength, multiple_chains};
use crate::logic::chains::run::WorkLeft;
use crate::logic::chains::scratch::BoxedChainScratch;
use crate::logic::chains::x_chain::x_chain;
use crate::logic::geometry::{Geometry, Houses};
use crate::logic::hint::Hint;
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
    let mut marks = [ALL_DIGITS; 81];
    thin(random, &mut marks, digit, 80);
    marks
}

/// Takes `digit` out of `percent` of the cells where the solution does not hold it.
fn thin(random: &mut Random, marks: &mut [u16; 81], digit: u8, percent: u64) {
    let solution = solution();
    for (cell, mark) in marks.iter_mut().enumerate() {
        if solution[cell] != digit && random.below(100) < percent {
            *mark &= !digit_bit(digit);
        }
    }
}

/// Whether two cells of the hint, one after the other, share a diagonal and no row, column
/// or box: a link only the diagonals make.
fn links_through_a_diagonal(x: &Houses, hint: &Hint) -> bool {
    let cells: Vec<usize> = hint.cells().map(|cell| cell.index()).collect();
    cells.windows(2).any(|pair| {
        let [a, b] = [pair[0], pair[1]].map(|cell| x.cell_house_set(cell));
        a & b != 0 && a & b & ((1 << 27) - 1) == 0
    })
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

/// On sparse planes, the X-Chains over the diagonal geometry: every hint is sound, and some
/// chains have a link in a diagonal, between cells that share no other house.
#[test]
fn x_chains_through_the_diagonals_are_sound() {
    let (x, solution) = (Houses::diagonals(), solution());
    let mut random = Random(0x2545_f491_4f6c_dd1d);
    let (mut hints, mut through_diagonals) = (0, 0);
    for round in 0..60 {
        let marks = sparse_digit(&mut random, (round % 9 + 1) as u8);
        let state = State::with_geometry(x.clone(), &[0; 81], Some(&marks));
        if let Some(hint) = x_chain(&state) {
            assert_sound(&state, &solution, &hint);
            hints += 1;
            through_diagonals += usize::from(links_through_a_diagonal(&x, &hint));
        }
    }
    assert!(
        through_diagonals > 0,
        "{hints} hints, none through a diagonal"
    );
}

/// Sudoku Explainer's chain searches (cycles and forcing chains, cell and region
/// forcing chains, dynamic plus, nested) over the diagonal geometry, on grids where
/// three digits have sparse planes: every hint is sound against the solution, and the
/// diagonals change what is found: hints other than those of the classic houses alone.
#[test]
fn forcing_chains_over_the_diagonals_are_sound() {
    let (x, solution) = (Houses::diagonals(), solution());
    let mut random = Random(0x6a09_e667_f3bc_c909);
    let mut scratch = BoxedChainScratch::new();
    let (mut hints, mut other_than_classic) = (0, 0);
    for round in 0..12u8 {
        let mut marks = [ALL_DIGITS; 81];
        for digit in [round % 9 + 1, (round + 3) % 9 + 1, (round + 5) % 9 + 1] {
            thin(&mut random, &mut marks, digit, 75);
        }
        let state = State::with_geometry(&x, &[0; 81], Some(&marks));
        let classic = State::new(&[0; 81], Some(&marks));
        let searches: [ChainSearch; 4] = [
            &|scratch, in_x| {
                let work = &mut WorkLeft(20_000);
                match in_x {
                    true => forcing_chains_and_cycles(&state, work, None, &mut scratch.lend()),
                    false => forcing_chains_and_cycles(&classic, work, None, &mut scratch.lend()),
                }
            },
            &|scratch, in_x| {
                let (work, strength) = (&mut WorkLeft(20_000), Strength::Multiple);
                match in_x {
                    true => multiple_chains(&state, strength, work, None, &mut scratch.lend()),
                    false => multiple_chains(&classic, strength, work, None, &mut scratch.lend()),
                }
            },
            &|scratch, in_x| {
                let (work, strength) = (&mut WorkLeft(5_000), Strength::DynamicPlus);
                match in_x {
                    true => multiple_chains(&state, strength, work, None, &mut scratch.lend()),
                    false => multiple_chains(&classic, strength, work, None, &mut scratch.lend()),
                }
            },
            &|scratch, in_x| {
                let (work, strength) = (&mut WorkLeft(3_000), Strength::Nested);
                match in_x {
                    true => multiple_chains(&state, strength, work, None, &mut scratch.lend()),
                    false => multiple_chains(&classic, strength, work, None, &mut scratch.lend()),
                }
            },
        ];
        for search in searches {
            if let Some(hint) = search(&mut scratch, true) {
                hints += 1;
                assert_sound_by_reference(&state, &solution, &hint);
                other_than_classic += usize::from(search(&mut scratch, false) != Some(hint));
            }
        }
    }
    assert!(
        other_than_classic > 0,
        "{hints} hints, all as without the diagonals"
    );
}

/// A chain search over the diagonal geometry (`true`) or the classic houses (`false`).
type ChainSearch<'a> = &'a dyn Fn(&mut BoxedChainScratch, bool) -> Option<Hint>;

/// [`assert_sound`] for a state whose geometry is lent by reference.
fn assert_sound_by_reference(state: &State<&Houses>, solution: &[u8; 81], hint: &Hint) {
    let owned = State::with_geometry(state.geometry.clone(), &state.values, Some(&state.cands));
    assert_sound(&owned, solution, hint);
}
