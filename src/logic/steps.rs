//! The fixed order in which techniques are tried, easiest first, and applying a step.
//!
//! The order is Sudoku Explainer's difficulty order (see `rating.rs`), so the step a hint
//! shows is the step the rating counts.

use super::hint::{Hint, Technique};
use super::sets::{bit, digit_bit};
use super::singles::{BOXES, LINES};
use super::state::State;
use super::{chains, fish, intersections, singles, subsets, uniqueness, wings};

/// A set of techniques, bit `n` for the technique numbered `n`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Techniques(pub u32);

impl Techniques {
    /// Every technique that reasons (all but the mistake check and the solution's digit).
    pub const ALL: Techniques = Techniques(((1 << 20) - 1) & !1);

    pub fn contains(self, technique: Technique) -> bool {
        self.0 & 1 << technique.number() != 0
    }
}

/// The techniques in the order they are tried. A hidden single appears twice: in a box
/// first, in a row or column later, as Sudoku Explainer rates them apart.
const ORDER: [Technique; 20] = [
    Technique::FullHouse,
    Technique::HiddenSingle,
    Technique::HiddenSingle,
    Technique::NakedSingle,
    Technique::Pointing,
    Technique::Claiming,
    Technique::NakedPair,
    Technique::XWing,
    Technique::HiddenPair,
    Technique::NakedTriple,
    Technique::Swordfish,
    Technique::HiddenTriple,
    Technique::XyWing,
    Technique::XyzWing,
    Technique::UniqueRectangle,
    Technique::NakedQuad,
    Technique::Jellyfish,
    Technique::HiddenQuad,
    Technique::XChain,
    Technique::WWing,
];

/// The easiest step among `allowed` that makes progress in `state`.
pub(crate) fn easiest(state: &State, allowed: Techniques) -> Option<Hint> {
    let mut boxes_done = false;
    for technique in ORDER {
        if !allowed.contains(technique) {
            continue;
        }
        let found = match technique {
            Technique::FullHouse => singles::full_house(state),
            Technique::HiddenSingle if !boxes_done => {
                boxes_done = true;
                singles::hidden_single(state, BOXES)
            }
            Technique::HiddenSingle => singles::hidden_single(state, LINES),
            Technique::NakedSingle => singles::naked_single(state),
            Technique::Pointing => intersections::pointing(state),
            Technique::Claiming => intersections::claiming(state),
            Technique::NakedPair => subsets::naked(state, 2),
            Technique::NakedTriple => subsets::naked(state, 3),
            Technique::NakedQuad => subsets::naked(state, 4),
            Technique::HiddenPair => subsets::hidden(state, 2),
            Technique::HiddenTriple => subsets::hidden(state, 3),
            Technique::HiddenQuad => subsets::hidden(state, 4),
            Technique::XWing => fish::fish(state, 2),
            Technique::Swordfish => fish::fish(state, 3),
            Technique::Jellyfish => fish::fish(state, 4),
            Technique::XyWing => wings::xy_wing(state),
            Technique::XyzWing => wings::xyz_wing(state),
            Technique::UniqueRectangle => uniqueness::rectangle_type_1(state),
            Technique::XChain => chains::x_chain(state),
            Technique::WWing => wings::w_wing(state),
            Technique::Mistake | Technique::SolutionDigit => None,
        };
        if found.is_some() {
            return found;
        }
    }
    None
}

/// The step when no technique applies: the solution's digit for the empty cell with the
/// fewest candidates (the first in row-major order among equals).
pub(crate) fn solution_digit(state: &State, solution: &[u8; 81]) -> Option<Hint> {
    let cell = (0..81)
        .filter(|&cell| state.values[cell] == 0)
        .min_by_key(|&cell| state.cands[cell].count_ones())?;
    let digit = solution[cell];
    Some(
        Hint::new(Technique::SolutionDigit)
            .with_placement(cell, digit)
            .with_cell(cell)
            .with_digits(digit_bit(digit))
            .with_pattern(bit(cell), digit_bit(digit)),
    )
}

/// The next step: the easiest technique, else the solution's digit for one cell.
pub(crate) fn next(state: &State, solution: &[u8; 81]) -> Option<Hint> {
    easiest(state, Techniques::ALL).or_else(|| solution_digit(state, solution))
}

/// Carries out a step: its placement, then its eliminations.
pub(crate) fn apply(state: &mut State, hint: &Hint) {
    if let Some((cell, digit)) = hint.placement() {
        state.place(cell.index(), digit);
    }
    for (cell, &mask) in hint.elimination_masks().iter().enumerate() {
        if mask != 0 {
            state.eliminate(cell, mask);
        }
    }
}

/// Solves by logic alone with `allowed`, easiest step first, as far as it gets.
#[cfg(test)]
pub(crate) fn solve_with(state: &mut State, allowed: Techniques) -> bool {
    while !state.is_solved() {
        match easiest(state, allowed) {
            Some(hint) => apply(state, &hint),
            None => return false,
        }
    }
    true
}
