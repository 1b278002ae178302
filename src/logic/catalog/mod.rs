//! The catalog: one entry per technique, in the order hints are looked for, holding
//! everything the rest of `logic/` knows about it: its name, its value on Sudoku Explainer's
//! scale, whether it is sound for a puzzle with several solutions, its role in the search,
//! how it is searched for and how its hint is told.
//!
//! The order, the sets of techniques the searches use (`steps::Techniques`), the rating of a
//! step and the sentence of a hint are all read off this table. Adding a technique is a
//! variant of [`Technique`] (with its fixed number), its own file with its search, and one
//! entry here at its place by difficulty; the bindings' lists are checked against
//! [`Technique::ALL`] by tests.

mod table;

use core::ffi::CStr;

use super::chains::multiple::Strength;
use super::geometry::{Classic, Geometry};
use super::hint::{Hint, Technique};
use super::state::State;
use super::techniques::singles::Single;
use super::text::sentences::Sentence;
use crate::numbered::ascii;
pub(crate) use table::{CATALOG, Catalog};

/// What a technique is worth on Sudoku Explainer's scale, in tenths.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Value {
    /// Not a step the rating counts (a mistake).
    Unrated,
    /// The same for every step.
    Fixed(u16),
    /// A hidden single: less in a box than in a row or column.
    ByHouse { in_box: u16, in_line: u16 },
    /// `base` and the chain's length (Sudoku Explainer's steps: +0.1 past 4, 6, 8, 12, 16,
    /// ... cells), for the chains this library finds apart.
    Length { base: u16 },
    /// Set by the search on each step, as Sudoku Explainer rates the instance (a chain's
    /// length, a subset's size, a loop's cells); `from` is the lowest it can be.
    Instance { from: u16 },
}

impl Value {
    /// The lowest value a step of the technique can have.
    pub const fn lowest(self) -> u16 {
        match self {
            Value::Unrated => 0,
            Value::Fixed(tenths) | Value::Length { base: tenths } => tenths,
            Value::ByHouse { in_box, .. } => in_box,
            Value::Instance { from } => from,
        }
    }
}

/// For which puzzles the technique's deductions are sound.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Soundness {
    /// Every puzzle, whatever its number of solutions.
    Any,
    /// Only a puzzle with one solution (unique rectangles and loops, BUG).
    OneSolution,
}

/// The technique's place in the searches.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Role {
    /// Not a step of the logic: the mistake check, the solution's digit.
    NotLogic,
    /// A single, found by `steps::easiest_direct` without building a hint.
    Single,
    /// A direct technique (a pattern and the hidden single it leaves, placed in one step),
    /// found with the singles; the singles, locked candidates and hidden subsets make the
    /// same steps, so the logic that settles a grid before the engine leaves them out.
    Direct,
    /// A pattern over the candidates, the bulk of the techniques.
    Pattern,
    /// A chain this library finds apart, which Sudoku Explainer's chain searches subsume:
    /// tried only where those ran out of work.
    Fallback,
    /// One of Sudoku Explainer's chain searches, whose hints have a kind of chain.
    Chain,
    /// The deepest chain searches (dynamic (+) and nested): up to seconds on the hardest
    /// grids, so a rating asks the engine for uniqueness before it runs them.
    DeepChain,
}

/// How the technique's steps are found, on a grid of the geometry `G`.
pub(crate) enum Search<G: Geometry = Classic> {
    /// Not searched for.
    None,
    /// A single's search.
    Single(fn(&State<G>) -> Option<Single>),
    /// A pattern's search.
    Pattern(fn(&State<G>) -> Option<Hint>),
    /// A pattern's search run only where Sudoku Explainer's variant rules apply
    /// ([`Geometry::variant_rules`]): elsewhere it is not tried, and costs no work.
    VariantPattern(fn(&State<G>) -> Option<Hint>),
    /// A pattern's search run only where the classic rules apply: pointing and claiming,
    /// which Sudoku Explainer's variant rules leave out for the generalized intersection
    /// that covers them (rated 2.9, whatever the houses).
    ClassicPattern(fn(&State<G>) -> Option<Hint>),
    /// A killer technique's search, run only on a geometry whose cages have sums
    /// ([`Geometry::has_sums`]): elsewhere it is not tried, and costs no work.
    KillerPattern(fn(&State<G>) -> Option<Hint>),
    /// A pattern's search that costs `units` of work before it starts.
    Costly {
        find: fn(&State<G>) -> Option<Hint>,
        units: u64,
    },
    /// One of Sudoku Explainer's chain searches: forcing chains and cycles together, or
    /// cell and region forcing chains of a strength.
    ForcingChains,
    MultipleChains(Strength),
    /// Found by the search of another technique, which looks for both (the unique
    /// rectangles' types, the BUG's, the direct claiming beside the direct pointing).
    FoundBy(Technique),
}

/// The cells and houses a hint's sentence names at least: a hint handed back from C is
/// checked against them before it is told.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Shape {
    pub cells: usize,
    pub houses: usize,
}

// By hand: a derive would ask `G: Clone` and `G: Copy`, which function pointers do not need.
impl<G: Geometry> Clone for Search<G> {
    fn clone(&self) -> Self {
        *self
    }
}
impl<G: Geometry> Copy for Search<G> {}

/// One technique's entry; its search runs on a grid of the geometry `G`.
pub(crate) struct Entry<G: Geometry = Classic> {
    pub technique: Technique,
    /// The name people use, NUL-terminated for C.
    pub name: &'static CStr,
    pub value: Value,
    pub soundness: Soundness,
    pub role: Role,
    pub search: Search<G>,
    pub sentence: Sentence,
    pub shape: Shape,
}

impl<G: Geometry> Clone for Entry<G> {
    fn clone(&self) -> Self {
        *self
    }
}
impl<G: Geometry> Copy for Entry<G> {}

/// Where each technique's entry is in [`CATALOG`], by the technique's number.
const PLACES: [u8; CATALOG.len()] = {
    let mut places = [u8::MAX; CATALOG.len()];
    let mut place = 0;
    while place < CATALOG.len() {
        let number = CATALOG[place].technique as usize;
        assert!(places[number] == u8::MAX, "a technique has one entry");
        places[number] = place as u8;
        place += 1;
    }
    places
};

/// The entry of `technique`.
pub(crate) const fn entry(technique: Technique) -> &'static Entry {
    &CATALOG[PLACES[technique as usize] as usize]
}

impl Technique {
    /// Every technique, in the order in which hints are looked for: Sudoku Explainer's order
    /// of difficulty, not the order of the numbers (a new technique takes the next free
    /// number and its place by difficulty).
    pub const ALL: [Technique; CATALOG.len()] = {
        let mut all = [Technique::Mistake; CATALOG.len()];
        let mut place = 0;
        while place < CATALOG.len() {
            all[place] = CATALOG[place].technique;
            place += 1;
        }
        all
    };

    /// The technique whose number is `value` (as C passes it), if there is one.
    pub(crate) fn from_i32(value: i32) -> Option<Technique> {
        Technique::ALL
            .into_iter()
            .find(|&known| known as i32 == value)
    }

    /// The name people use, NUL-terminated for C.
    pub(crate) const fn c_name(self) -> &'static CStr {
        entry(self).name
    }

    /// The name people use, as the hint's sentence starts with it.
    pub const fn name(self) -> &'static str {
        ascii(self.c_name())
    }

    /// Whether the technique's hints are chains with a kind of chain (`Hint::chain_kind`):
    /// Sudoku Explainer's cycles and forcing chains.
    pub(crate) const fn is_chain(self) -> bool {
        matches!(entry(self).role, Role::Chain | Role::DeepChain)
    }

    /// Whether the technique is sound only for a puzzle with one solution (the unique
    /// rectangles and loops, and BUG: a grid whose candidates make a BUG may have two
    /// solutions, and then its deduction can be wrong).
    pub(crate) const fn needs_one_solution(self) -> bool {
        matches!(entry(self).soundness, Soundness::OneSolution)
    }

    /// The lowest value of a step of the technique on Sudoku Explainer's scale, in tenths:
    /// the searches that rate each instance start from it.
    pub(crate) const fn lowest_tenths(self) -> u16 {
        entry(self).value.lowest()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_technique_has_one_entry_and_the_values_grow_along_the_order() {
        // `PLACES` asserts one entry each when the crate compiles; every number is there.
        for number in 0..CATALOG.len() as u8 {
            let technique = Technique::from_number(number).expect("numbers have no gaps");
            assert_eq!(entry(technique).technique, technique);
        }
        // Along the order, the searches of patterns start at growing values (Sudoku
        // Explainer's order of difficulty), but the two wings Sukaku Explainer tries after
        // the chains, which come after them here too.
        let patterns: Vec<u16> = CATALOG
            .iter()
            .filter(|entry| entry.role == Role::Pattern)
            .filter(|entry| {
                matches!(
                    entry.search,
                    Search::Pattern(_)
                        | Search::VariantPattern(_)
                        | Search::KillerPattern(_)
                        | Search::ClassicPattern(_)
                        | Search::Costly { .. }
                )
            })
            .filter(|entry| {
                !matches!(
                    entry.technique,
                    Technique::UvwxyzWing | Technique::TuvwxyzWing
                )
            })
            .map(|entry| entry.value.lowest())
            .collect();
        assert!(
            patterns.windows(2).all(|pair| pair[0] <= pair[1]),
            "{patterns:?}"
        );
    }

    /// The killer scale is monotone where one technique contains another: a step of the
    /// containing technique takes all a step of the contained one does, and more.
    #[test]
    fn killer_values_grow_where_one_technique_contains_another() {
        use Technique::*;
        let contains = [
            // A hidden cage is a cage found by the rule of 45: its combinations, and more.
            (CageCombination, HiddenCage),
            (RuleOf45, HiddenCage),
            // Overlap needs the combinations first.
            (CageCombination, CageOverlap),
            // Several innies of several houses, or outies (which may repeat a digit), take
            // the sums of a hidden cage over more houses.
            (HiddenCage, InniesOuties),
            (RuleOf45, InniesOuties),
            // A cage's combinations locked in a house: pointing with a cage for the box.
            (CageOverlap, Claiming),
            // Several cells adding up to a sum ask more than two cells holding two digits.
            (NakedPair, InniesOuties),
            (Pointing, RuleOf45),
        ];
        for (contained, containing) in contains {
            assert!(
                contained.lowest_tenths() <= containing.lowest_tenths(),
                "{contained:?} above {containing:?}"
            );
        }
        assert!(CageCombination.lowest_tenths() < Pointing.lowest_tenths());
        assert!(InniesOuties.lowest_tenths() > NakedPair.lowest_tenths());
        for killer in [
            CageCombination,
            CageOverlap,
            RuleOf45,
            HiddenCage,
            InniesOuties,
        ] {
            assert!(matches!(entry(killer).search, Search::KillerPattern(_)));
            assert_eq!(entry(killer).soundness, Soundness::Any);
        }
    }

    #[test]
    fn a_technique_found_by_another_is_found_by_a_search_of_the_same_role() {
        for entry in CATALOG {
            if let Search::FoundBy(finder) = entry.search {
                let finder = super::entry(finder);
                assert!(
                    matches!(finder.search, Search::Pattern(_) | Search::ForcingChains),
                    "{:?}",
                    entry.technique
                );
                assert_eq!(finder.role, entry.role, "{:?}", entry.technique);
                assert_eq!(finder.soundness, entry.soundness, "{:?}", entry.technique);
            }
        }
    }
}
