//! The table itself: one entry per technique, in the order hints are looked for.

use core::ffi::CStr;

use super::{Entry, Role, Search, Shape, Soundness, Value};
use core::marker::PhantomData;

use crate::logic::chains::multiple::Strength;
use crate::logic::chains::x_chain;
use crate::logic::geometry::{Classic, Geometry};
use crate::logic::hint::{Hint, Technique};
use crate::logic::state::State;
use crate::logic::techniques::strong_links::strong_links;
use crate::logic::techniques::{
    aligned, als_wings, bug, direct, fish, generalized, intersections, killer, singles, subsets,
    uniqueness, wings,
};
use crate::logic::text::killer as killer_sentences;
use crate::logic::text::sentences::{self, Sentence};

const fn shape(cells: usize, houses: usize) -> Shape {
    Shape { cells, houses }
}

/// Shorthands for the table.
use Role::{Chain, DeepChain, Direct, Fallback, NotLogic, Pattern};
use Soundness::{Any, OneSolution};
use Value::{Fixed, Instance, Length};

/// A pattern sound for any puzzle, of a fixed value: most of the table.
const fn pattern<G: Geometry>(
    technique: Technique,
    name: &'static CStr,
    tenths: u16,
    find: fn(&State<G>) -> Option<Hint>,
    sentence: Sentence,
    shape: Shape,
) -> Entry<G> {
    Entry {
        technique,
        name,
        value: Fixed(tenths),
        soundness: Any,
        role: Pattern,
        search: Search::Pattern(find),
        sentence,
        shape,
    }
}

/// A killer technique, tried only where cages have sums: its steps' cells are those of the
/// cage (or group of cells) it reasons over, its first house the cage.
const fn killer<G: Geometry>(
    technique: Technique,
    name: &'static CStr,
    tenths: u16,
    find: fn(&State<G>) -> Option<Hint>,
    sentence: Sentence,
    shape: Shape,
) -> Entry<G> {
    Entry {
        search: Search::KillerPattern(find),
        ..pattern(technique, name, tenths, find, sentence, shape)
    }
}

/// A type of unique rectangle or loop, found by the unique rectangles' search.
const fn uniqueness_type<G: Geometry>(
    technique: Technique,
    name: &'static CStr,
    from: u16,
    sentence: Sentence,
    shape: Shape,
) -> Entry<G> {
    Entry {
        technique,
        name,
        value: Instance { from },
        soundness: OneSolution,
        role: Pattern,
        search: Search::FoundBy(Technique::UniqueRectangle),
        sentence,
        shape,
    }
}

/// One of Sudoku Explainer's chain searches: its hints name one cell, the chain's.
const fn chain<G: Geometry>(
    technique: Technique,
    name: &'static CStr,
    from: u16,
    role: Role,
    search: Search<G>,
) -> Entry<G> {
    Entry {
        technique,
        name,
        value: Instance { from },
        soundness: Any,
        role,
        search,
        sentence: sentences::chain,
        shape: shape(1, 0),
    }
}

/// The techniques in the order hints are looked for: Sudoku Explainer's order of difficulty
/// (`steps.rs` tries them in it), not the order of their numbers.
///
/// The singles and direct techniques come in the order of Sudoku Explainer's rater. Its
/// chain searches come after Sukaku Explainer's wings and BUG; cycles are found by the same
/// search as forcing chains. Aligned triplet exclusion (7.5) comes next, before Nishio, where
/// Sudoku Explainer's list of chaining techniques puts it: its rater takes the hint of the
/// first technique that finds one, so it is tried only where cycles and forcing chains find
/// nothing, and wins over Nishio whatever Nishio's rating. UVWXYZ-Wing and TUVWXYZ-Wing
/// (Sukaku Explainer's, after forcing chains too) come after the chains: the ratings of the
/// puzzle bank Sudoku Explainer rated (tests/data) were made without them, and serate with
/// them switched off agrees with them where its default does not (BENCHMARKS.md). X-Chain and
/// W-Wing, which the chains subsume, come next: they apply only where a chain search ran out
/// of work. Dynamic forcing chains (+), Sudoku Explainer's next step after dynamic forcing
/// chains, comes after them all, and the nested levels after it: each runs only where
/// everything else found nothing, so the steps of every puzzle rated without it stay as
/// they were. The solution's digit comes last, when nothing applies.
///
/// One table for every geometry: its searches are those of the techniques, each generic over
/// the geometry, made for `G` ([`Catalog::ENTRIES`]); the classic grid's is [`CATALOG`].
pub(crate) const CATALOG: [Entry; 57] = Catalog::<Classic>::ENTRIES;

/// The table for grids of the geometry `G`.
pub(crate) struct Catalog<G>(PhantomData<G>);

impl<G: Geometry + Copy> Catalog<G> {
    pub(crate) const ENTRIES: [Entry<G>; 57] = [
        Entry {
            technique: Technique::Mistake,
            name: c"Mistake",
            value: Value::Unrated,
            soundness: Any,
            role: NotLogic,
            search: Search::None,
            sentence: sentences::mistake,
            shape: shape(1, 0),
        },
        Entry {
            technique: Technique::FullHouse,
            name: c"Full house",
            value: Fixed(10),
            soundness: Any,
            role: Role::Single,
            search: Search::Single(singles::full_house),
            sentence: sentences::full_house,
            shape: shape(1, 1),
        },
        Entry {
            technique: Technique::HiddenSingle,
            name: c"Hidden single",
            value: Value::ByHouse {
                in_box: 12,
                in_line: 15,
            },
            soundness: Any,
            role: Role::Single,
            search: Search::Single(singles::hidden_single),
            sentence: sentences::hidden_single,
            shape: shape(1, 1),
        },
        Entry {
            technique: Technique::DirectPointing,
            name: c"Direct pointing",
            value: Fixed(17),
            soundness: Any,
            role: Direct,
            // Pointing and claiming are one search, as in Sudoku Explainer; its hint names which
            // it found.
            search: Search::Pattern(direct::direct_locking),
            sentence: sentences::direct_locking,
            // The placed cell; the box, the line and the house of the single.
            shape: shape(1, 3),
        },
        Entry {
            technique: Technique::DirectClaiming,
            name: c"Direct claiming",
            value: Fixed(19),
            soundness: Any,
            role: Direct,
            search: Search::FoundBy(Technique::DirectPointing),
            sentence: sentences::direct_locking,
            shape: shape(1, 3),
        },
        Entry {
            technique: Technique::DirectHiddenPair,
            name: c"Direct hidden pair",
            value: Fixed(20),
            soundness: Any,
            role: Direct,
            search: Search::Pattern(|state| direct::direct_hidden(state, 2)),
            sentence: sentences::direct_hidden,
            // The set's cells, then the placed cell.
            shape: shape(3, 1),
        },
        Entry {
            technique: Technique::NakedSingle,
            name: c"Naked single",
            value: Fixed(23),
            soundness: Any,
            role: Role::Single,
            search: Search::Single(singles::naked_single),
            sentence: sentences::naked_single,
            shape: shape(1, 0),
        },
        Entry {
            technique: Technique::DirectHiddenTriple,
            name: c"Direct hidden triple",
            value: Fixed(25),
            soundness: Any,
            role: Direct,
            search: Search::Pattern(|state| direct::direct_hidden(state, 3)),
            sentence: sentences::direct_hidden,
            shape: shape(4, 1),
        },
        killer(
            Technique::CageCombination,
            c"Cage combination",
            24,
            killer::combinations::cage_combinations,
            killer_sentences::cage_combination,
            shape(1, 1),
        ),
        killer(
            Technique::CageOverlap,
            c"Cage overlap",
            26,
            killer::overlap::cage_overlap,
            killer_sentences::cage_overlap,
            shape(0, 1),
        ),
        Entry {
            search: Search::ClassicPattern(intersections::pointing),
            ..pattern(
                Technique::Pointing,
                c"Pointing",
                26,
                intersections::pointing,
                sentences::locked,
                shape(0, 2),
            )
        },
        Entry {
            search: Search::ClassicPattern(intersections::claiming),
            ..pattern(
                Technique::Claiming,
                c"Claiming",
                28,
                intersections::claiming,
                sentences::locked,
                shape(0, 2),
            )
        },
        killer(
            Technique::RuleOf45,
            c"Rule of 45",
            28,
            killer::rule45::one_cell,
            killer_sentences::rule_of_45,
            shape(1, 1),
        ),
        Entry {
            technique: Technique::GeneralizedIntersection,
            name: c"Generalized intersection",
            value: Fixed(29),
            soundness: Any,
            role: Pattern,
            search: Search::VariantPattern(generalized::intersection),
            sentence: sentences::generalized_intersection,
            shape: shape(0, 1),
        },
        pattern(
            Technique::NakedPair,
            c"Naked pair",
            30,
            |state| subsets::naked(state, 2),
            sentences::naked_subset,
            shape(0, 1),
        ),
        killer(
            Technique::HiddenCage,
            c"Hidden cage",
            31,
            killer::rule45::hidden_cage,
            killer_sentences::innies_outies,
            shape(2, 1),
        ),
        pattern(
            Technique::XWing,
            c"X-Wing",
            32,
            |state| fish::fish(state, 2),
            sentences::fish,
            shape(0, 0),
        ),
        killer(
            Technique::InniesOuties,
            c"Innies and outies",
            33,
            killer::rule45::innies_outies,
            killer_sentences::innies_outies,
            shape(2, 1),
        ),
        pattern(
            Technique::HiddenPair,
            c"Hidden pair",
            34,
            |state| subsets::hidden(state, 2),
            sentences::hidden_subset,
            shape(0, 1),
        ),
        pattern(
            Technique::NakedTriple,
            c"Naked triple",
            36,
            |state| subsets::naked(state, 3),
            sentences::naked_subset,
            shape(0, 1),
        ),
        pattern(
            Technique::Swordfish,
            c"Swordfish",
            38,
            |state| fish::fish(state, 3),
            sentences::fish,
            shape(0, 0),
        ),
        pattern(
            Technique::HiddenTriple,
            c"Hidden triple",
            40,
            |state| subsets::hidden(state, 3),
            sentences::hidden_subset,
            shape(0, 1),
        ),
        Entry {
            technique: Technique::StrongLinks,
            name: c"Strong links",
            value: Instance { from: 40 },
            soundness: Any,
            role: Pattern,
            search: Search::Pattern(|state| strong_links(state, 2)),
            sentence: sentences::strong_links,
            // Two cells and a house a link, at least two links.
            shape: shape(4, 2),
        },
        pattern(
            Technique::XyWing,
            c"XY-Wing",
            42,
            wings::xy_wing,
            sentences::xy_wing,
            shape(3, 0),
        ),
        pattern(
            Technique::XyzWing,
            c"XYZ-Wing",
            44,
            wings::xyz_wing,
            sentences::xy_wing,
            shape(3, 0),
        ),
        Entry {
            technique: Technique::UniqueRectangle,
            name: c"Unique rectangle",
            value: Instance { from: 45 },
            soundness: OneSolution,
            role: Pattern,
            // Looks for every type of rectangle and loop, as Sudoku Explainer does.
            search: Search::Pattern(uniqueness::rectangles_and_loops),
            sentence: sentences::unique_rectangle,
            shape: shape(4, 0),
        },
        uniqueness_type(
            Technique::UniqueRectangleType2,
            c"Unique rectangle type 2",
            45,
            sentences::unique_rectangle_type,
            shape(4, 0),
        ),
        uniqueness_type(
            Technique::UniqueRectangleType3,
            c"Unique rectangle type 3",
            46,
            sentences::unique_rectangle_type,
            shape(5, 1),
        ),
        uniqueness_type(
            Technique::UniqueRectangleType4,
            c"Unique rectangle type 4",
            45,
            sentences::unique_rectangle_type,
            shape(4, 1),
        ),
        uniqueness_type(
            Technique::UniqueLoop,
            c"Unique loop",
            46,
            sentences::unique_loop,
            shape(6, 0),
        ),
        uniqueness_type(
            Technique::UniqueLoopType2,
            c"Unique loop type 2",
            46,
            sentences::unique_loop,
            shape(6, 0),
        ),
        uniqueness_type(
            Technique::UniqueLoopType3,
            c"Unique loop type 3",
            46,
            sentences::unique_loop,
            shape(6, 1),
        ),
        uniqueness_type(
            Technique::UniqueLoopType4,
            c"Unique loop type 4",
            46,
            sentences::unique_loop,
            shape(6, 1),
        ),
        pattern(
            Technique::NakedQuad,
            c"Naked quad",
            50,
            |state| subsets::naked(state, 4),
            sentences::naked_subset,
            shape(0, 1),
        ),
        pattern(
            Technique::Jellyfish,
            c"Jellyfish",
            52,
            |state| fish::fish(state, 4),
            sentences::fish,
            shape(0, 0),
        ),
        pattern(
            Technique::HiddenQuad,
            c"Hidden quad",
            54,
            |state| subsets::hidden(state, 4),
            sentences::hidden_subset,
            shape(0, 1),
        ),
        Entry {
            technique: Technique::WxyzWing,
            name: c"WXYZ-Wing",
            value: Instance { from: 55 },
            soundness: Any,
            role: Pattern,
            search: Search::Pattern(|state| als_wings::wing(state, 3)),
            sentence: sentences::als_wing,
            shape: shape(4, 0),
        },
        Entry {
            technique: Technique::BugType1,
            name: c"BUG type 1",
            value: Instance { from: 56 },
            soundness: OneSolution,
            role: Pattern,
            // Looks for every type.
            search: Search::Pattern(bug::bug),
            sentence: sentences::bug,
            shape: shape(1, 0),
        },
        Entry {
            technique: Technique::BugType2,
            name: c"BUG type 2",
            value: Instance { from: 57 },
            soundness: OneSolution,
            role: Pattern,
            search: Search::FoundBy(Technique::BugType1),
            sentence: sentences::bug,
            shape: shape(2, 0),
        },
        Entry {
            technique: Technique::BugType3,
            name: c"BUG type 3",
            value: Instance { from: 58 },
            soundness: OneSolution,
            role: Pattern,
            search: Search::FoundBy(Technique::BugType1),
            sentence: sentences::bug,
            shape: shape(3, 1),
        },
        Entry {
            technique: Technique::BugType4,
            name: c"BUG type 4",
            value: Instance { from: 57 },
            soundness: OneSolution,
            role: Pattern,
            search: Search::FoundBy(Technique::BugType1),
            sentence: sentences::bug,
            shape: shape(2, 1),
        },
        Entry {
            technique: Technique::VwxyzWing,
            name: c"VWXYZ-Wing",
            value: Instance { from: 62 },
            soundness: Any,
            role: Pattern,
            search: Search::Pattern(|state| als_wings::wing(state, 4)),
            sentence: sentences::als_wing,
            shape: shape(5, 0),
        },
        Entry {
            technique: Technique::AlignedPairExclusion,
            name: c"Aligned pair exclusion",
            value: Instance { from: 62 },
            soundness: Any,
            role: Pattern,
            search: Search::Pattern(|state| aligned::aligned_exclusion(state, 2)),
            sentence: sentences::aligned_exclusion,
            shape: shape(2, 0),
        },
        chain(
            Technique::BidirectionalCycle,
            c"Bidirectional cycle",
            65,
            Chain,
            // The forcing chains' search runs it.
            Search::FoundBy(Technique::ForcingChain),
        ),
        chain(
            Technique::ForcingChain,
            c"Forcing chain",
            66,
            Chain,
            Search::ForcingChains,
        ),
        Entry {
            technique: Technique::AlignedTripletExclusion,
            name: c"Aligned triplet exclusion",
            value: Instance { from: 75 },
            soundness: Any,
            role: Pattern,
            search: Search::Costly {
                find: |state| aligned::aligned_exclusion(state, 3),
                units: aligned::TRIPLETS_COST,
            },
            sentence: sentences::aligned_exclusion,
            shape: shape(3, 0),
        },
        chain(
            Technique::NishioForcingChain,
            c"Nishio forcing chain",
            75,
            Chain,
            Search::MultipleChains(Strength::Nishio),
        ),
        chain(
            Technique::MultipleForcingChains,
            c"Multiple forcing chains",
            80,
            Chain,
            Search::MultipleChains(Strength::Multiple),
        ),
        chain(
            Technique::DynamicForcingChains,
            c"Dynamic forcing chains",
            85,
            Chain,
            Search::MultipleChains(Strength::Dynamic),
        ),
        Entry {
            technique: Technique::UvwxyzWing,
            name: c"UVWXYZ-Wing",
            value: Instance { from: 66 },
            soundness: Any,
            role: Pattern,
            search: Search::Pattern(|state| als_wings::wing(state, 5)),
            sentence: sentences::als_wing,
            shape: shape(6, 0),
        },
        Entry {
            technique: Technique::TuvwxyzWing,
            name: c"TUVWXYZ-Wing",
            value: Instance { from: 75 },
            soundness: Any,
            role: Pattern,
            search: Search::Pattern(|state| als_wings::wing(state, 6)),
            sentence: sentences::als_wing,
            shape: shape(7, 0),
        },
        Entry {
            technique: Technique::XChain,
            name: c"X-Chain",
            value: Length { base: 66 },
            soundness: Any,
            role: Fallback,
            search: Search::Pattern(x_chain::x_chain),
            sentence: sentences::x_chain,
            shape: shape(0, 0),
        },
        Entry {
            technique: Technique::WWing,
            name: c"W-Wing",
            value: Length { base: 70 },
            soundness: Any,
            role: Fallback,
            search: Search::Pattern(wings::w_wing),
            sentence: sentences::w_wing,
            shape: shape(4, 1),
        },
        chain(
            Technique::DynamicForcingChainsPlus,
            c"Dynamic forcing chains (+)",
            90,
            DeepChain,
            Search::MultipleChains(Strength::DynamicPlus),
        ),
        chain(
            Technique::NestedForcingChains,
            c"Nested forcing chains",
            95,
            DeepChain,
            Search::MultipleChains(Strength::Nested),
        ),
        chain(
            Technique::NestedMultipleForcingChains,
            c"Nested multiple forcing chains",
            100,
            DeepChain,
            Search::MultipleChains(Strength::NestedMultiple),
        ),
        Entry {
            technique: Technique::SolutionDigit,
            name: c"Solution digit",
            // A lower bound: Sudoku Explainer would nest its chains deeper (10.5 and up).
            value: Fixed(71),
            soundness: Any,
            role: NotLogic,
            search: Search::None,
            sentence: sentences::solution_digit,
            shape: shape(1, 0),
        },
    ];
}
