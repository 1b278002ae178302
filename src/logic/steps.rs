//! The fixed order in which techniques are tried, easiest first, and applying a step.
//!
//! The order is Sudoku Explainer's difficulty order (see `rating.rs`), so the step a hint
//! shows is the step the rating counts.

use super::chains::forcing;
use super::chains::multiple::{Strength, multiple_chains};
use super::chains::x_chain;
use super::hint::{ChainHint, Hint, Technique};
use super::state::State;
use super::techniques::singles::{BOXES, LINES, Single};
use super::techniques::strong_links::strong_links;
use super::techniques::{
    aligned, als_wings, bug, direct, fish, intersections, singles, subsets, uniqueness, wings,
};
use super::work::Work;
use super::workspace::Scratch;

/// A set of techniques, bit `n` for the technique numbered `n`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Techniques(pub u64);

impl Techniques {
    /// Every technique that reasons (all but the mistake check and the solution's digit).
    pub const ALL: Techniques = Techniques(
        ((1 << Technique::ALL.len()) - 1) & !1 & !(1 << Technique::SolutionDigit as u32),
    );

    /// The deepest chain searches, the last of the order and by far the costliest (up to
    /// seconds on the hardest grids): a rating asks the engine whether the puzzle has one
    /// solution before it runs them, since a grid with more has no rating however they end.
    pub const DEEPEST: Techniques = Techniques(
        1 << Technique::DynamicForcingChainsPlus as u32
            | 1 << Technique::NestedForcingChains as u32
            | 1 << Technique::NestedMultipleForcingChains as u32,
    );

    /// The techniques sound whether or not the puzzle has one solution (all but the unique
    /// rectangles and loops and BUG), less the chains, the slowest to search for, and less
    /// the direct techniques, whose steps the singles, locked candidates and hidden subsets
    /// make too: the logic that settles what it can before the engine is asked for a
    /// solution.
    pub const SOUND_FOR_ANY: Techniques = Techniques(
        Techniques::ALL.0
            & !(1 << Technique::DirectPointing as u32
                | 1 << Technique::DirectClaiming as u32
                | 1 << Technique::DirectHiddenPair as u32
                | 1 << Technique::DirectHiddenTriple as u32
                | 1 << Technique::UniqueRectangle as u32
                | 1 << Technique::UniqueRectangleType2 as u32
                | 1 << Technique::UniqueRectangleType3 as u32
                | 1 << Technique::UniqueRectangleType4 as u32
                | 1 << Technique::UniqueLoop as u32
                | 1 << Technique::UniqueLoopType2 as u32
                | 1 << Technique::UniqueLoopType3 as u32
                | 1 << Technique::UniqueLoopType4 as u32
                | 1 << Technique::BugType1 as u32
                | 1 << Technique::BugType2 as u32
                | 1 << Technique::BugType3 as u32
                | 1 << Technique::BugType4 as u32
                | 1 << Technique::XChain as u32
                | 1 << Technique::WWing as u32
                | 1 << Technique::BidirectionalCycle as u32
                | 1 << Technique::ForcingChain as u32
                | 1 << Technique::NishioForcingChain as u32
                | 1 << Technique::MultipleForcingChains as u32
                | 1 << Technique::DynamicForcingChains as u32
                | 1 << Technique::DynamicForcingChainsPlus as u32
                | 1 << Technique::NestedForcingChains as u32
                | 1 << Technique::NestedMultipleForcingChains as u32),
    );

    pub fn contains(self, technique: Technique) -> bool {
        self.0 & 1 << technique.number() != 0
    }

    /// These techniques but those of `others`.
    pub const fn without(self, others: Techniques) -> Techniques {
        Techniques(self.0 & !others.0)
    }
}

#[cfg(test)]
thread_local! {
    /// Techniques a unit test leaves out on its thread: the exhaustive tests written for the
    /// patterns run without Sudoku Explainer's chain searches, which a debug build makes too
    /// slow over thousands of puzzles (the chains have tests of their own).
    static EXCLUDED_IN_TESTS: core::cell::Cell<u64> = const { core::cell::Cell::new(0) };
}

/// Leaves Sudoku Explainer's chain searches out of every search on this test's thread.
#[cfg(test)]
pub(crate) fn without_chain_searches() {
    let chains = [
        Technique::ForcingChain,
        Technique::NishioForcingChain,
        Technique::MultipleForcingChains,
        Technique::DynamicForcingChains,
        Technique::DynamicForcingChainsPlus,
        Technique::NestedForcingChains,
        Technique::NestedMultipleForcingChains,
    ];
    let mask = chains.iter().fold(0, |mask, t| mask | 1 << t.number());
    EXCLUDED_IN_TESTS.with(|excluded| excluded.set(mask));
}

/// Leaves `technique` out too, on this test's thread.
#[cfg(test)]
pub(crate) fn also_without(technique: Technique) {
    EXCLUDED_IN_TESTS.with(|excluded| excluded.set(excluded.get() | 1 << technique.number()));
}

/// The techniques tried before `technique`: those before it in [`Technique::ALL`], the
/// order in which [`easiest_direct`] and [`easiest_other`] try them, or before the technique
/// whose search finds it.
#[cfg(test)]
pub(crate) fn tried_before(technique: Technique) -> Techniques {
    let technique = match technique {
        Technique::UniqueRectangleType2
        | Technique::UniqueRectangleType3
        | Technique::UniqueRectangleType4
        | Technique::UniqueLoop
        | Technique::UniqueLoopType2
        | Technique::UniqueLoopType3
        | Technique::UniqueLoopType4 => Technique::UniqueRectangle,
        Technique::BugType2 | Technique::BugType3 | Technique::BugType4 => Technique::BugType1,
        other => other,
    };
    let mut set = 0u64;
    for other in Technique::ALL {
        if other == technique {
            break;
        }
        set |= 1 << other.number();
    }
    Techniques(set & Techniques::ALL.0)
}

/// A step: a digit placed by a single, or any other hint.
// The hint is large, but boxing it would allocate on a path that must not.
#[allow(clippy::large_enum_variant)]
pub(crate) enum Step {
    Single(Single),
    Other(Hint),
}

impl Step {
    pub fn hint(self) -> Hint {
        match self {
            Step::Single(single) => single.hint(),
            Step::Other(hint) => hint,
        }
    }

    /// Carries out the step: its placement or its eliminations.
    pub fn apply(&self, state: &mut State) {
        match self {
            Step::Single(single) => state.place(usize::from(single.cell), single.digit),
            Step::Other(hint) => apply(state, hint),
        }
    }
}

/// The easiest step among `allowed` that makes progress in `state`.
pub(crate) fn easiest_step(
    state: &State,
    allowed: Techniques,
    workspace: &mut Scratch<'_>,
) -> Option<Step> {
    easiest_direct(state, allowed).or_else(|| {
        easiest_other(state, allowed, &mut Work::unlimited(), workspace).map(Step::Other)
    })
}

/// The easiest step among `allowed` up to the direct hidden triple, in Sudoku Explainer's
/// order: a full house, a hidden single in a box, then in a row or column (rated apart),
/// direct pointing, direct claiming, a direct hidden pair, a naked single, a direct hidden
/// triple. Most steps of any solve are among these, so they are looked for apart from the
/// rest, and the singles without building a hint.
pub(crate) fn easiest_direct(state: &State, allowed: Techniques) -> Option<Step> {
    let single = |technique: Technique, search: &dyn Fn() -> Option<Single>| {
        allowed
            .contains(technique)
            .then(search)
            .flatten()
            .map(Step::Single)
    };
    let other = |technique: Technique, search: &dyn Fn() -> Option<Hint>| {
        allowed
            .contains(technique)
            .then(search)
            .flatten()
            .map(Step::Other)
    };
    single(Technique::FullHouse, &|| singles::full_house(state))
        .or_else(|| {
            single(Technique::HiddenSingle, &|| {
                singles::hidden_single(state, BOXES)
                    .or_else(|| singles::hidden_single(state, LINES))
            })
        })
        .or_else(|| {
            // Pointing and claiming are one search, as in Sudoku Explainer; its hint names
            // which it found.
            let locking = Techniques(
                1 << Technique::DirectPointing as u32 | 1 << Technique::DirectClaiming as u32,
            );
            (allowed.0 & locking.0 != 0)
                .then(|| direct::direct_locking(state))
                .flatten()
                .filter(|hint| allowed.contains(hint.technique()))
                .map(Step::Other)
        })
        .or_else(|| {
            other(Technique::DirectHiddenPair, &|| {
                direct::direct_hidden(state, 2)
            })
        })
        .or_else(|| single(Technique::NakedSingle, &|| singles::naked_single(state)))
        .or_else(|| {
            other(Technique::DirectHiddenTriple, &|| {
                direct::direct_hidden(state, 3)
            })
        })
}

/// Where Sukaku Explainer looks for the longer chains of strong links: the number of links
/// searched when the technique named finds nothing. Chains of 2 links are searched at the
/// place of [`Technique::StrongLinks`] in the order; each longer chain comes later, at the
/// place its rating gives it among the wings (5 links after aligned pair exclusion, as
/// Sukaku Explainer tries them; UVWXYZ-Wing, which it tries between 5 and 6 links, comes
/// after the chains here, as `Technique::ALL` says why).
const LONGER_STRONG_LINKS: [(Technique, usize); 4] = [
    (Technique::HiddenQuad, 3),
    (Technique::BugType1, 4),
    (Technique::AlignedPairExclusion, 5),
    (Technique::AlignedPairExclusion, 6),
];

/// The chain of strong links searched after `technique` (itself allowed), if one is there:
/// a place in the order of its own, taken when strong links are allowed too. Each search
/// charges `work` a unit.
fn longer_strong_links(
    state: &State,
    technique: Technique,
    allowed: Techniques,
    work: &mut Work,
) -> Option<Hint> {
    if !allowed.contains(Technique::StrongLinks) {
        return None;
    }
    LONGER_STRONG_LINKS
        .iter()
        .filter(|&&(after, _)| after == technique)
        .find_map(|&(_, links)| {
            if work.charge() {
                strong_links(state, links)
            } else {
                None
            }
        })
}

/// The easiest step among `allowed` after those of [`easiest_direct`], looked for first,
/// trying the techniques in the order of [`Technique::ALL`] (and the longer chains of strong
/// links where `LONGER_STRONG_LINKS` puts them).
///
/// Each search draws on `work` (a unit, or what a chain search follows). Once the meter has
/// run out the search stops and returns nothing, and what it returns then is not the
/// easiest step: the caller asks `work` before taking it. The searches work in `workspace`.
pub(crate) fn easiest_other(
    state: &State,
    allowed: Techniques,
    work: &mut Work,
    workspace: &mut Scratch<'_>,
) -> Option<Hint> {
    #[cfg(test)]
    let allowed = Techniques(allowed.0 & !EXCLUDED_IN_TESTS.with(core::cell::Cell::get));
    for technique in Technique::ALL {
        if !allowed.contains(technique) {
            continue;
        }
        if !work.charge() {
            return None;
        }
        let found = search(state, technique, work, workspace)
            .or_else(|| longer_strong_links(state, technique, allowed, work));
        if found.is_some() || work.ran_out() {
            return found;
        }
    }
    None
}

/// The step `technique`'s search finds in `state`, if any; the chain searches spend from
/// `work`, in `workspace`.
fn search(
    state: &State,
    technique: Technique,
    work: &mut Work,
    workspace: &mut Scratch<'_>,
) -> Option<Hint> {
    match technique {
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
        Technique::UniqueRectangle => uniqueness::rectangles_and_loops(state),
        // Found by the search of `UniqueRectangle`, which looks for every type of rectangle
        // and loop, as Sudoku Explainer does.
        Technique::UniqueRectangleType2
        | Technique::UniqueRectangleType3
        | Technique::UniqueRectangleType4
        | Technique::UniqueLoop
        | Technique::UniqueLoopType2
        | Technique::UniqueLoopType3
        | Technique::UniqueLoopType4 => None,
        Technique::XChain => x_chain::x_chain(state),
        Technique::WWing => wings::w_wing(state),
        Technique::WxyzWing => als_wings::wing(state, 3),
        Technique::VwxyzWing => als_wings::wing(state, 4),
        Technique::UvwxyzWing => als_wings::wing(state, 5),
        Technique::TuvwxyzWing => als_wings::wing(state, 6),
        Technique::AlignedPairExclusion => aligned::aligned_exclusion(state, 2),
        Technique::AlignedTripletExclusion => {
            if work.charge_by(aligned::TRIPLETS_COST) {
                aligned::aligned_exclusion(state, 3)
            } else {
                None
            }
        }
        Technique::BugType1 => bug::bug(state),
        // Found by the search of `BugType1`, which looks for every type.
        Technique::BugType2 | Technique::BugType3 | Technique::BugType4 => None,
        Technique::StrongLinks => strong_links(state, 2),
        Technique::ForcingChain => work.chain_search(|budget, lines| {
            forcing::forcing_chains_and_cycles(state, budget, lines, &mut workspace.chains())
        }),
        // Found by the search of `ForcingChain`, which runs it.
        Technique::BidirectionalCycle => None,
        Technique::NishioForcingChain => work.chain_search(|budget, lines| {
            multiple_chains(
                state,
                Strength::Nishio,
                budget,
                lines,
                &mut workspace.chains(),
            )
        }),
        Technique::MultipleForcingChains => work.chain_search(|budget, lines| {
            multiple_chains(
                state,
                Strength::Multiple,
                budget,
                lines,
                &mut workspace.chains(),
            )
        }),
        Technique::DynamicForcingChains => work.chain_search(|budget, lines| {
            multiple_chains(
                state,
                Strength::Dynamic,
                budget,
                lines,
                &mut workspace.chains(),
            )
        }),
        Technique::DynamicForcingChainsPlus => work.chain_search(|budget, lines| {
            multiple_chains(
                state,
                Strength::DynamicPlus,
                budget,
                lines,
                &mut workspace.chains(),
            )
        }),
        Technique::NestedForcingChains => work.nested_chain_search(|budget, lines| {
            multiple_chains(
                state,
                Strength::Nested,
                budget,
                lines,
                &mut workspace.chains(),
            )
        }),
        Technique::NestedMultipleForcingChains => work.nested_chain_search(|budget, lines| {
            multiple_chains(
                state,
                Strength::NestedMultiple,
                budget,
                lines,
                &mut workspace.chains(),
            )
        }),
        // The singles and direct techniques, looked for first (`easiest_direct`); the
        // mistake check and the solution's digit are not steps of the logic.
        Technique::Mistake
        | Technique::FullHouse
        | Technique::HiddenSingle
        | Technique::DirectPointing
        | Technique::DirectClaiming
        | Technique::DirectHiddenPair
        | Technique::NakedSingle
        | Technique::DirectHiddenTriple
        | Technique::SolutionDigit => None,
    }
}

/// The easiest step among `allowed` that makes progress in `state`, as a hint.
#[cfg(test)]
pub(crate) fn easiest(state: &State, allowed: Techniques) -> Option<Hint> {
    easiest_step(state, allowed, &mut Scratch::fresh()).map(Step::hint)
}

/// The empty cell with the fewest candidates (the first in row-major order among equals):
/// where the solution's digit is given when no technique applies.
pub(crate) fn fewest_candidates(state: &State) -> Option<usize> {
    super::sets::cells(state.empty).min_by_key(|&cell| state.cands[cell].count_ones())
}

/// The step that places the solution's `digit` in `cell`.
pub(crate) fn solution_digit_at(cell: usize, digit: u8) -> Single {
    Single {
        technique: Technique::SolutionDigit,
        cell: cell as u8,
        digit,
        house: 0,
    }
}

/// The step when no technique applies: the solution's digit for the empty cell with the
/// fewest candidates.
pub(crate) fn solution_digit(state: &State, solution: &[u8; 81]) -> Option<Single> {
    let cell = fewest_candidates(state)?;
    Some(solution_digit_at(cell, solution[cell]))
}

/// The next step: the easiest technique, else the solution's digit for one cell; with the
/// lines of a chain hint (an empty chain for other hints).
/// The searches work in `workspace`.
pub(crate) fn next(
    state: &State,
    solution: &[u8; 81],
    workspace: &mut Scratch<'_>,
) -> Option<ChainHint> {
    let mut work = Work::unlimited().keeping_lines();
    let hint = match easiest_direct(state, Techniques::ALL) {
        Some(step) => step.hint(),
        None => easiest_other(state, Techniques::ALL, &mut work, workspace)
            .or_else(|| solution_digit(state, solution).map(Single::hint))?,
    };
    // The searches keep the lines of the hint they return, of its kind: a hint of another
    // search (or none) leaves them of another kind, or empty.
    let chain = work
        .lines()
        .filter(|lines| hint.chain_kind() != 0 && lines.kind_number() == hint.chain_kind())
        .copied()
        .unwrap_or_default();
    Some(ChainHint::new(hint, chain))
}

/// Carries out a hint: its placement or its eliminations. A step that places a digit removes
/// nothing else: a direct technique's removals are the reason for its placement, shown with
/// it, and Sudoku Explainer's rater, whose path the rating follows, does not make them.
pub(crate) fn apply(state: &mut State, hint: &Hint) {
    if let Some((cell, digit)) = hint.placement() {
        state.place(cell.index(), digit);
        return;
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
