//! The hint's English sentence, written into a caller's buffer without the heap.
//!
//! One sentence per technique, built from the shared [`phrases`]; chains have their own
//! shapes ([`chain`]), unique loops and BUG theirs ([`uniqueness`]), and [`buffer`] writes a
//! sentence into a caller's bytes.

mod buffer;
mod chain;
mod chain_lines;
mod phrases;
mod uniqueness;

use core::fmt::{self, Write};

use super::hint::{ChainHint, Hint, MistakeKind, Technique};
use super::sets::sees;
use super::techniques::strong_links;
use chain::describe_chain;
use phrases::{RowColumn, candidates, cells, digit_list, house, houses, links, removals};

/// The sentence of `hint`, for example `Hidden single: in box 5, 7 fits only r5c4.`
pub(crate) fn describe(hint: &Hint, f: &mut dyn Write) -> fmt::Result {
    let key = hint.cell_list();
    let named = hint.house_list();
    let mask = hint.digits();
    let digit = mask.trailing_zeros() + 1;
    let pattern = hint.pattern_masks();
    write!(f, "{}: ", hint.technique())?;
    match hint.technique() {
        Technique::Mistake => match hint.mistake() {
            Some(MistakeKind::PencilMarks) => write!(
                f,
                "the pencil marks of {} leave out the digit the solution has there",
                RowColumn(key[0])
            )?,
            _ if key.len() == 1 => {
                write!(
                    f,
                    "{} holds {digit}, which is not its solution",
                    RowColumn(key[0])
                )?;
            }
            _ => {
                f.write_str("one of ")?;
                cells(f, key)?;
                f.write_str(" is wrong (without the givens, which one cannot be told)")?;
            }
        },
        Technique::FullHouse => write!(
            f,
            "{} is the last empty cell of {}, so it is {digit}",
            RowColumn(key[0]),
            house(named[0])
        )?,
        Technique::HiddenSingle => {
            write!(
                f,
                "in {}, {digit} fits only {}",
                house(named[0]),
                RowColumn(key[0])
            )?;
        }
        Technique::NakedSingle => write!(f, "{} can only be {digit}", RowColumn(key[0]))?,
        Technique::Pointing | Technique::Claiming => {
            write!(
                f,
                "in {}, {digit} lies only in {}",
                house(named[0]),
                house(named[1])
            )?;
            removals(f, hint)?;
        }
        Technique::DirectPointing | Technique::DirectClaiming => {
            write!(
                f,
                "in {}, {digit} lies only in {}",
                house(named[0]),
                house(named[1])
            )?;
            removals(f, hint)?;
            write!(
                f,
                "; then in {}, {digit} fits only {}",
                house(named[2]),
                RowColumn(key[0])
            )?;
        }
        Technique::DirectHiddenPair | Technique::DirectHiddenTriple => {
            let (subset, placed) = key.split_at(key.len() - 1);
            write!(f, "in {}, ", house(named[0]))?;
            digit_list(f, mask)?;
            f.write_str(" fit only ")?;
            cells(f, subset)?;
            removals(f, hint)?;
            let single = hint.placement().map_or(0, |(_, digit)| digit);
            write!(
                f,
                "; then in {}, {single} fits only {}",
                house(named[0]),
                RowColumn(placed[0])
            )?;
        }
        Technique::NakedPair | Technique::NakedTriple | Technique::NakedQuad => {
            write!(f, "in {}, ", house(named[0]))?;
            cells(f, key)?;
            f.write_str(" hold only ")?;
            digit_list(f, mask)?;
            removals(f, hint)?;
        }
        Technique::HiddenPair | Technique::HiddenTriple | Technique::HiddenQuad => {
            write!(f, "in {}, ", house(named[0]))?;
            digit_list(f, mask)?;
            f.write_str(" fit only ")?;
            cells(f, key)?;
            removals(f, hint)?;
        }
        Technique::XWing | Technique::Swordfish | Technique::Jellyfish => {
            let base = named.len() / 2;
            f.write_str("in ")?;
            houses(f, &named[..base])?;
            write!(f, ", {digit} lies only in ")?;
            houses(f, &named[base..])?;
            removals(f, hint)?;
        }
        Technique::XyWing | Technique::XyzWing => {
            let common = hint.elimination_masks().iter().fold(0, |all, &m| all | m);
            write!(f, "pivot {} ", RowColumn(key[0]))?;
            candidates(f, pattern[usize::from(key[0])])?;
            write!(f, " with pincers {} ", RowColumn(key[1]))?;
            candidates(f, pattern[usize::from(key[1])])?;
            write!(f, " and {} ", RowColumn(key[2]))?;
            candidates(f, pattern[usize::from(key[2])])?;
            let holder = if hint.technique() == Technique::XyWing {
                "one pincer"
            } else {
                "one of the three"
            };
            write!(f, ": {holder} is {}", common.trailing_zeros() + 1)?;
            removals(f, hint)?;
        }
        Technique::UniqueRectangle => {
            cells(f, &key[..3])?;
            f.write_str(" hold only ")?;
            digit_list(f, mask)?;
            write!(
                f,
                "; if {} took either, the puzzle would have two solutions",
                RowColumn(key[3])
            )?;
            removals(f, hint)?;
        }
        Technique::UniqueRectangleType2
        | Technique::UniqueRectangleType3
        | Technique::UniqueRectangleType4 => {
            // The corners holding only the pair come first; the others, the roofs, after.
            let corners = &key[..4];
            let floors = corners
                .iter()
                .take_while(|&&cell| pattern[usize::from(cell)] == mask)
                .count();
            let (floor, roof) = corners.split_at(floors);
            let more = roof
                .iter()
                .fold(0, |all, &cell| all | pattern[usize::from(cell)] & !mask);
            cells(f, floor)?;
            f.write_str(if floor.len() == 1 { " holds" } else { " hold" })?;
            f.write_str(" only ")?;
            digit_list(f, mask)?;
            f.write_str(" and ")?;
            cells(f, roof)?;
            f.write_str(" hold them and ")?;
            digit_list(f, more)?;
            match hint.technique() {
                Technique::UniqueRectangleType2 => f.write_str(
                    "; were none of those the extra digit, the puzzle would have two solutions",
                )?,
                Technique::UniqueRectangleType3 => {
                    let subset = &key[4..];
                    let masks = hint.elimination_masks();
                    if subset.iter().any(|&cell| masks[usize::from(cell)] != 0) {
                        let values = subset
                            .iter()
                            .fold(mask, |all, &cell| all | pattern[usize::from(cell)]);
                        write!(
                            f,
                            "; one of them holds one of those, so in {}, ",
                            house(named[0])
                        )?;
                        digit_list(f, values)?;
                        f.write_str(" fit only one of them and ")?;
                        cells(f, subset)?;
                        f.write_str(", a hidden subset")?;
                    } else {
                        f.write_str("; one of them holds one of those, so with ")?;
                        cells(f, subset)?;
                        write!(f, " they make a naked subset in {}", house(named[0]))?;
                    }
                }
                _ => {
                    let removed = hint.eliminations().fold(0, |all, (_, m)| all | m);
                    let kept = (mask & !removed).trailing_zeros() + 1;
                    write!(
                        f,
                        "; in {}, {kept} lies only in them, so one of them is {kept}, and were either ",
                        house(named[0]),
                    )?;
                    digit_list(f, removed)?;
                    f.write_str(" the puzzle would have two solutions")?;
                }
            }
            removals(f, hint)?;
        }
        Technique::XChain => {
            write!(f, "on {digit}, ")?;
            links(f, key)?;
            write!(f, "; one end holds {digit}")?;
            removals(f, hint)?;
        }
        Technique::StrongLinks => {
            let grouped = named.iter().any(|&house| {
                let in_house = crate::model::geometry::HOUSE_CELLS[usize::from(house)];
                in_house
                    .iter()
                    .filter(|&&cell| pattern[usize::from(cell)] & mask != 0)
                    .count()
                    > 2
            });
            let kinds = strong_links::kinds_of(named);
            let name = strong_links::pattern_name(named.len(), kinds, grouped);
            write!(f, "{name} on {digit}, ")?;
            links(f, key)?;
            if grouped {
                f.write_str(" (a group of cells is named by one of its cells)")?;
            }
            let (start, end) = (key[0], key[key.len() - 1]);
            if sees(usize::from(start), usize::from(end)) {
                write!(
                    f,
                    "; {} and {} see each other, so the chain closes into a loop in which \
                     each weak link, too, holds {digit} once",
                    RowColumn(start),
                    RowColumn(end)
                )?;
            } else {
                write!(f, "; one end holds {digit}")?;
            }
            removals(f, hint)?;
        }
        Technique::WWing => {
            let link = pattern[usize::from(key[1])];
            cells(f, &[key[0], key[3]])?;
            f.write_str(" hold only ")?;
            digit_list(f, mask)?;
            write!(
                f,
                ", and in {}, {} lies only in {} and {}, which see them; one of them is ",
                house(named[0]),
                link.trailing_zeros() + 1,
                RowColumn(key[1]),
                RowColumn(key[2])
            )?;
            digit_list(f, mask & !link)?;
            removals(f, hint)?;
        }
        Technique::SolutionDigit => write!(
            f,
            "no technique here applies; the solution has {digit} in {}",
            RowColumn(key[0])
        )?,
        Technique::BidirectionalCycle
        | Technique::ForcingChain
        | Technique::NishioForcingChain
        | Technique::MultipleForcingChains
        | Technique::DynamicForcingChains
        | Technique::DynamicForcingChainsPlus
        | Technique::NestedForcingChains
        | Technique::NestedMultipleForcingChains => describe_chain(f, hint)?,
        Technique::WxyzWing
        | Technique::VwxyzWing
        | Technique::UvwxyzWing
        | Technique::TuvwxyzWing => {
            let (wing, pincer) = key.split_at(key.len().saturating_sub(1));
            cells(f, wing)?;
            f.write_str(" see one another and hold only ")?;
            let union = wing.iter().fold(0, |m, &c| m | pattern[usize::from(c)]);
            digit_list(f, union)?;
            if let Some(&pincer) = pincer.first() {
                write!(f, " between them, and {} holds only ", RowColumn(pincer))?;
                digit_list(f, mask)?;
                f.write_str(", which cannot both be in the wing")?;
            }
            removals(f, hint)?;
        }
        Technique::AlignedPairExclusion | Technique::AlignedTripletExclusion => {
            let size = if hint.technique() == Technique::AlignedPairExclusion {
                2
            } else {
                3
            };
            let (base, excluders) = key.split_at(size.min(key.len()));
            with_candidates(f, base, pattern)?;
            f.write_str(", which ")?;
            with_candidates(f, excluders, pattern)?;
            f.write_str(match excluders.len() {
                1 => " sees",
                2 => " both see",
                _ => " all see",
            })?;
            let those = if excluders.len() == 1 {
                "it"
            } else {
                "one of those"
            };
            write!(
                f,
                ": digits for them that would leave {those} without a candidate, or put a \
                 digit twice in a house, cannot be"
            )?;
            removals(f, hint)?;
        }
        Technique::BugType1 if hint.placement().is_some() => write!(
            f,
            "every empty cell has two candidates but {}, and {digit} has three places in each \
             of its houses; were it not {digit} the puzzle would have two solutions or none, \
             so {} is {digit}",
            RowColumn(key[0]),
            RowColumn(key[0])
        )?,
        Technique::BugType1 | Technique::BugType2 | Technique::BugType3 | Technique::BugType4 => {
            uniqueness::describe_bug(f, hint)?
        }
        Technique::UniqueLoop
        | Technique::UniqueLoopType2
        | Technique::UniqueLoopType3
        | Technique::UniqueLoopType4 => uniqueness::describe_loop(f, hint)?,
    }
    f.write_str(".")
}

/// `r1c2 (1, 4) and r3c5 (4, 7)`: cells, each with its candidates in the pattern.
fn with_candidates(f: &mut dyn Write, key: &[u8], pattern: &[u16; 81]) -> fmt::Result {
    for (index, &cell) in key.iter().enumerate() {
        if index > 0 {
            f.write_str(if index + 1 == key.len() {
                " and "
            } else {
                ", "
            })?;
        }
        write!(f, "{} ", RowColumn(cell))?;
        candidates(f, pattern[usize::from(cell)])?;
    }
    Ok(())
}

impl fmt::Display for Hint {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        describe(self, f)
    }
}

/// The sentence of `hint` told step by step along `chain`'s lines when it has them and they
/// have the shape of its kind, else the hint's sentence.
pub(crate) fn describe_explained(hint: &ChainHint, f: &mut dyn Write) -> fmt::Result {
    let lines = hint
        .chain()
        .and_then(|chain| chain_lines::describe_lines(f, hint.hint(), chain));
    lines.unwrap_or_else(|| describe(hint.hint(), f))
}

/// [`ChainHint::explained`]: the sentence with every step of the chain.
#[derive(Clone, Copy, Debug)]
pub struct Explained<'a>(&'a ChainHint);

impl fmt::Display for Explained<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        describe_explained(self.0, f)
    }
}

impl ChainHint {
    /// The hint's sentence with its chain told step by step, for a player who wants to
    /// follow it: `Cell forcing chains: if r1c2 is 3, then r1c7 is not 3, ...; if r1c2 is
    /// 8, ...; either way r5c5 is not 7.` For a hint without a [`chain`](ChainHint::chain),
    /// its [`Display`](fmt::Display) sentence.
    pub fn explained(&self) -> Explained<'_> {
        Explained(self)
    }
}

impl Hint {
    /// Whether the hint lists the cells and houses its technique's sentence names: always
    /// for the hints this library makes; checked for a hint handed back from C.
    // The counts guard the indexing in `describe` above (`key[0]`, `named[1]`, ...): they
    // live beside it so that the two change together.
    pub(crate) fn describable(&self) -> bool {
        let (cells, houses) = match self.technique() {
            Technique::Mistake | Technique::NakedSingle | Technique::SolutionDigit => (1, 0),
            Technique::FullHouse | Technique::HiddenSingle => (1, 1),
            Technique::Pointing | Technique::Claiming => (0, 2),
            Technique::DirectPointing | Technique::DirectClaiming => (1, 3),
            // The set's cells, then the placed cell.
            Technique::DirectHiddenPair => (3, 1),
            Technique::DirectHiddenTriple => (4, 1),
            Technique::NakedPair
            | Technique::NakedTriple
            | Technique::NakedQuad
            | Technique::HiddenPair
            | Technique::HiddenTriple
            | Technique::HiddenQuad => (0, 1),
            Technique::XWing | Technique::Swordfish | Technique::Jellyfish => (0, 0),
            Technique::XyWing | Technique::XyzWing => (3, 0),
            Technique::UniqueRectangle | Technique::UniqueRectangleType2 => (4, 0),
            Technique::UniqueRectangleType3 => (5, 1),
            Technique::UniqueRectangleType4 => (4, 1),
            Technique::XChain => (0, 0),
            // Two cells and a house a link, at least two links.
            Technique::StrongLinks => (4, 2),
            Technique::WWing => (4, 1),
            Technique::BidirectionalCycle
            | Technique::ForcingChain
            | Technique::NishioForcingChain
            | Technique::MultipleForcingChains
            | Technique::DynamicForcingChains
            | Technique::DynamicForcingChainsPlus
            | Technique::NestedForcingChains
            | Technique::NestedMultipleForcingChains
            | Technique::BugType1 => (1, 0),
            Technique::UniqueLoop | Technique::UniqueLoopType2 => (6, 0),
            Technique::UniqueLoopType3 | Technique::UniqueLoopType4 => (6, 1),
            Technique::BugType2 => (2, 0),
            Technique::BugType3 => (3, 1),
            Technique::BugType4 => (2, 1),
            Technique::WxyzWing => (4, 0),
            Technique::VwxyzWing => (5, 0),
            Technique::UvwxyzWing => (6, 0),
            Technique::TuvwxyzWing => (7, 0),
            Technique::AlignedPairExclusion => (2, 0),
            Technique::AlignedTripletExclusion => (3, 0),
        };
        self.cell_list().len() >= cells && self.house_list().len() >= houses
    }
}
