//! Trying the techniques in the catalog's order, easiest first, and applying a step.
//!
//! The order is Sudoku Explainer's difficulty order (`catalog.rs`), so the step a hint shows
//! is the step the rating counts.
//!
//! Every search here is generic over the geometry of the grid: the classic grid's (the
//! public API's, monomorphized to its const tables) or a variant's, whose catalog is the same
//! table with its searches made for that geometry.

use super::catalog::{CATALOG, Catalog, Entry, Role, Search, Soundness};
use super::chains::forcing;
use super::chains::multiple::multiple_chains;
use super::geometry::Geometry;
use super::hint::{ChainHint, Hint, Technique};
use super::state::State;
use super::techniques::singles::Single;
use super::techniques::strong_links::strong_links;
use super::work::Work;
use super::workspace::Scratch;

/// A set of techniques, bit `n` for the technique numbered `n`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Techniques(pub u64);

/// The techniques of the catalog's entries for which the condition holds, as a constant.
macro_rules! picked {
    (|$entry:ident| $condition:expr) => {{
        let mut set = 0;
        let mut place = 0;
        while place < CATALOG.len() {
            let $entry = &CATALOG[place];
            if $condition {
                set |= 1 << $entry.technique as u32;
            }
            place += 1;
        }
        Techniques(set)
    }};
}

impl Techniques {
    /// Every technique that reasons (all but the mistake check and the solution's digit).
    pub const ALL: Techniques = picked!(|entry| !matches!(entry.role, Role::NotLogic));

    /// The deepest chain searches, the last of the order and by far the costliest (up to
    /// seconds on the hardest grids): a rating asks the engine whether the puzzle has one
    /// solution before it runs them, since a grid with more has no rating however they end.
    pub const DEEPEST: Techniques = picked!(|entry| matches!(entry.role, Role::DeepChain));

    /// The techniques sound whether or not the puzzle has one solution, less the chains, the
    /// slowest to search for, and less the direct techniques, whose steps the singles,
    /// locked candidates and hidden subsets make too: the logic that settles what it can
    /// before the engine is asked for a solution.
    pub const SOUND_FOR_ANY: Techniques =
        picked!(|entry| matches!(entry.soundness, Soundness::Any)
            && matches!(entry.role, Role::Single | Role::Pattern));

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
    let chains = picked!(|entry| matches!(
        entry.search,
        Search::ForcingChains | Search::MultipleChains(_)
    ));
    EXCLUDED_IN_TESTS.with(|excluded| excluded.set(chains.0));
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
    let technique = match super::catalog::entry(technique).search {
        Search::FoundBy(finder) => finder,
        _ => technique,
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
    pub fn apply<G: Geometry>(&self, state: &mut State<G>) {
        match self {
            Step::Single(single) => state.place(usize::from(single.cell), single.digit),
            Step::Other(hint) => apply(state, hint),
        }
    }
}

/// The easiest step among `allowed` that makes progress in `state`.
pub(crate) fn easiest_step<G: Geometry + Copy>(
    state: &State<G>,
    allowed: Techniques,
    workspace: &mut Scratch<'_>,
) -> Option<Step> {
    easiest_direct(state, allowed).or_else(|| {
        easiest_other(state, allowed, &mut Work::unlimited(), workspace).map(Step::Other)
    })
}

/// The singles and direct techniques, first in the catalog: most steps of any solve are
/// among these, so they are looked for apart from the rest, and the singles without building
/// a hint.
const FIRST: &[Entry] = {
    let mut first = 0;
    while matches!(
        CATALOG[first].role,
        Role::NotLogic | Role::Single | Role::Direct
    ) {
        first += 1;
    }
    CATALOG.split_at(first).0
};

/// The table for the geometry `G`, as a constant of the program (not a copy on the stack).
fn catalog<'a, G: Geometry + Copy + 'a>() -> &'a [Entry<G>; CATALOG.len()] {
    const { &Catalog::<G>::ENTRIES }
}

/// For each entry of [`FIRST`], the techniques whose steps its search finds: its own and
/// those found by it. Made once, at compile time: `easiest_direct` asks it on every step.
const FIRST_FINDS: [u64; FIRST.len()] = {
    let mut finds = [0; FIRST.len()];
    let mut first = 0;
    while first < FIRST.len() {
        let finder = FIRST[first].technique as u32;
        finds[first] = 1 << finder;
        let mut place = 0;
        while place < CATALOG.len() {
            if let Search::FoundBy(by) = CATALOG[place].search {
                if by as u32 == finder {
                    finds[first] |= 1 << CATALOG[place].technique as u32;
                }
            }
            place += 1;
        }
        first += 1;
    }
    finds
};

/// The easiest step among `allowed` up to the last of the direct techniques, in Sudoku
/// Explainer's order (the catalog's): a full house, a hidden single in a box, then in a row
/// or column (rated apart), direct pointing, direct claiming, a direct hidden pair, a naked
/// single, a direct hidden triple. A search that finds several techniques runs when any of
/// them is allowed, and its step is taken when its own is.
pub(crate) fn easiest_direct<G: Geometry + Copy>(
    state: &State<G>,
    allowed: Techniques,
) -> Option<Step> {
    let first = &catalog::<G>()[..FIRST.len()];
    first.iter().zip(FIRST_FINDS).find_map(|(entry, finds)| {
        if allowed.0 & finds == 0 {
            return None;
        }
        match entry.search {
            Search::Single(find) => find(state).map(Step::Single),
            Search::Pattern(find) => find(state)
                .filter(|hint| allowed.contains(hint.technique()))
                .map(Step::Other),
            _ => None,
        }
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
fn longer_strong_links<G: Geometry + Copy>(
    state: &State<G>,
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
/// trying the techniques in the catalog's order (and the longer chains of strong
/// links where `LONGER_STRONG_LINKS` puts them).
///
/// Each search draws on `work` (a unit, or what a chain search follows). Once the meter has
/// run out the search stops and returns nothing, and what it returns then is not the
/// easiest step: the caller asks `work` before taking it. The searches work in `workspace`.
pub(crate) fn easiest_other<G: Geometry + Copy>(
    state: &State<G>,
    allowed: Techniques,
    work: &mut Work,
    workspace: &mut Scratch<'_>,
) -> Option<Hint> {
    #[cfg(test)]
    let allowed = Techniques(allowed.0 & !EXCLUDED_IN_TESTS.with(core::cell::Cell::get));
    for entry in catalog::<G>() {
        let rules_leave_it_out = match entry.search {
            Search::VariantPattern(_) => !state.geometry.variant_rules(),
            Search::ClassicPattern(_) => state.geometry.variant_rules(),
            Search::KillerPattern(_) => !state.geometry.has_sums(),
            _ => false,
        } || (entry.soundness == Soundness::OneSolution
            && state.geometry.has_sums());
        if !allowed.contains(entry.technique) || rules_leave_it_out {
            continue;
        }
        if !work.charge() {
            return None;
        }
        let found = search(state, entry, work, workspace)
            .or_else(|| longer_strong_links(state, entry.technique, allowed, work));
        if found.is_some() || work.ran_out() {
            return found;
        }
    }
    None
}

/// The step `entry`'s search finds in `state`, if any, but for the singles and direct
/// techniques, looked for first (`easiest_direct`), and the techniques found by another's
/// search; the chain searches spend from `work`, in `workspace`.
fn search<G: Geometry + Copy>(
    state: &State<G>,
    entry: &Entry<G>,
    work: &mut Work,
    workspace: &mut Scratch<'_>,
) -> Option<Hint> {
    if matches!(entry.role, Role::Single | Role::Direct) {
        return None;
    }
    match entry.search {
        Search::Pattern(find)
        | Search::VariantPattern(find)
        | Search::ClassicPattern(find)
        | Search::KillerPattern(find) => find(state),
        Search::Costly { find, units } => {
            if work.charge_by(units) {
                find(state)
            } else {
                None
            }
        }
        Search::ForcingChains => work.chain_search(|budget, lines| {
            forcing::forcing_chains_and_cycles(state, budget, lines, &mut workspace.chains())
        }),
        Search::MultipleChains(strength) if strength.nested() => {
            work.nested_chain_search(|budget, lines| {
                multiple_chains(state, strength, budget, lines, &mut workspace.chains())
            })
        }
        Search::MultipleChains(strength) => work.chain_search(|budget, lines| {
            multiple_chains(state, strength, budget, lines, &mut workspace.chains())
        }),
        Search::None | Search::Single(_) | Search::FoundBy(_) => None,
    }
}

/// The easiest step among `allowed` that makes progress in `state`, as a hint.
#[cfg(test)]
pub(crate) fn easiest<G: Geometry + Copy>(state: &State<G>, allowed: Techniques) -> Option<Hint> {
    easiest_step(state, allowed, &mut Scratch::fresh()).map(Step::hint)
}

/// The empty cell with the fewest candidates (the first in row-major order among equals):
/// where the solution's digit is given when no technique applies.
pub(crate) fn fewest_candidates<G: Geometry>(state: &State<G>) -> Option<usize> {
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
pub(crate) fn solution_digit<G: Geometry>(state: &State<G>, solution: &[u8; 81]) -> Option<Single> {
    let cell = fewest_candidates(state)?;
    Some(solution_digit_at(cell, solution[cell]))
}

/// The next step: the easiest technique, else the solution's digit for one cell; with the
/// lines of a chain hint (an empty chain for other hints).
/// The searches work in `workspace`.
pub(crate) fn next<G: Geometry + Copy>(
    state: &State<G>,
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
pub(crate) fn apply<G: Geometry>(state: &mut State<G>, hint: &Hint) {
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
pub(crate) fn solve_with<G: Geometry + Copy>(state: &mut State<G>, allowed: Techniques) -> bool {
    while !state.is_solved() {
        match easiest(state, allowed) {
            Some(hint) => apply(state, &hint),
            None => return false,
        }
    }
    true
}
