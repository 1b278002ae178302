//! One sentence per technique (or family of techniques that read alike), each after the
//! technique's name and before the full stop; the catalog names which one tells a technique's
//! hints, and `describe` writes the name, the sentence and the stop.

use core::fmt::{self, Write};

use super::chain::describe_chain;
use super::names::HouseNames;
use super::phrases::{RowColumn, candidates, cells, digit_list, house, houses, links, removals};
use super::uniqueness;
use crate::logic::hint::{Hint, MistakeKind, Technique};
use crate::logic::sets::sees;
use crate::logic::techniques::strong_links;

/// Writes the middle of a hint's sentence.
pub(crate) type Sentence = fn(&mut dyn Write, &Hint, &dyn HouseNames) -> fmt::Result;

/// The hint's first digit: the one digit of most hints.
fn digit(hint: &Hint) -> u32 {
    hint.digits().trailing_zeros() + 1
}

pub(crate) fn mistake(f: &mut dyn Write, hint: &Hint, _: &dyn HouseNames) -> fmt::Result {
    let key = hint.cell_list();
    match hint.mistake() {
        Some(MistakeKind::PencilMarks) => write!(
            f,
            "the pencil marks of {} leave out the digit the solution has there",
            RowColumn(key[0])
        ),
        _ if key.len() == 1 => write!(
            f,
            "{} holds {}, which is not its solution",
            RowColumn(key[0]),
            digit(hint)
        ),
        _ => {
            f.write_str("one of ")?;
            cells(f, key)?;
            f.write_str(" is wrong (without the givens, which one cannot be told)")
        }
    }
}

pub(crate) fn full_house(f: &mut dyn Write, hint: &Hint, names: &dyn HouseNames) -> fmt::Result {
    write!(
        f,
        "{} is the last empty cell of {}, so it is {}",
        RowColumn(hint.cell_list()[0]),
        house(names, hint.house_list()[0]),
        digit(hint)
    )
}

pub(crate) fn hidden_single(f: &mut dyn Write, hint: &Hint, names: &dyn HouseNames) -> fmt::Result {
    write!(
        f,
        "in {}, {} fits only {}",
        house(names, hint.house_list()[0]),
        digit(hint),
        RowColumn(hint.cell_list()[0])
    )
}

pub(crate) fn naked_single(f: &mut dyn Write, hint: &Hint, _: &dyn HouseNames) -> fmt::Result {
    write!(
        f,
        "{} can only be {}",
        RowColumn(hint.cell_list()[0]),
        digit(hint)
    )
}

/// Pointing and claiming.
pub(crate) fn locked(f: &mut dyn Write, hint: &Hint, names: &dyn HouseNames) -> fmt::Result {
    let named = hint.house_list();
    write!(
        f,
        "in {}, {} lies only in {}",
        house(names, named[0]),
        digit(hint),
        house(names, named[1])
    )?;
    removals(f, hint)
}

/// Generalized intersection: the digit's places in the house, which the removed cells see.
pub(crate) fn generalized_intersection(
    f: &mut dyn Write,
    hint: &Hint,
    names: &dyn HouseNames,
) -> fmt::Result {
    write!(
        f,
        "in {}, {} lies only in cells that all see the cells it leaves",
        house(names, hint.house_list()[0]),
        digit(hint)
    )?;
    removals(f, hint)
}

/// Direct pointing and claiming: the locked candidates, then the single they leave.
pub(crate) fn direct_locking(
    f: &mut dyn Write,
    hint: &Hint,
    names: &dyn HouseNames,
) -> fmt::Result {
    locked(f, hint, names)?;
    write!(
        f,
        "; then in {}, {} fits only {}",
        house(names, hint.house_list()[2]),
        digit(hint),
        RowColumn(hint.cell_list()[0])
    )
}

/// Direct hidden pair and triple: the subset, then the single it leaves.
pub(crate) fn direct_hidden(f: &mut dyn Write, hint: &Hint, names: &dyn HouseNames) -> fmt::Result {
    let named = hint.house_list();
    let (subset, placed) = hint.cell_list().split_at(hint.cell_list().len() - 1);
    write!(f, "in {}, ", house(names, named[0]))?;
    digit_list(f, hint.digits())?;
    f.write_str(" fit only ")?;
    cells(f, subset)?;
    removals(f, hint)?;
    let single = hint.placement().map_or(0, |(_, digit)| digit);
    write!(
        f,
        "; then in {}, {single} fits only {}",
        house(names, named[0]),
        RowColumn(placed[0])
    )
}

pub(crate) fn naked_subset(f: &mut dyn Write, hint: &Hint, names: &dyn HouseNames) -> fmt::Result {
    write!(f, "in {}, ", house(names, hint.house_list()[0]))?;
    cells(f, hint.cell_list())?;
    f.write_str(" hold only ")?;
    digit_list(f, hint.digits())?;
    removals(f, hint)
}

pub(crate) fn hidden_subset(f: &mut dyn Write, hint: &Hint, names: &dyn HouseNames) -> fmt::Result {
    write!(f, "in {}, ", house(names, hint.house_list()[0]))?;
    digit_list(f, hint.digits())?;
    f.write_str(" fit only ")?;
    cells(f, hint.cell_list())?;
    removals(f, hint)
}

/// X-Wing, Swordfish and Jellyfish: the base houses, then the cover houses.
pub(crate) fn fish(f: &mut dyn Write, hint: &Hint, _: &dyn HouseNames) -> fmt::Result {
    let named = hint.house_list();
    let base = named.len() / 2;
    f.write_str("in ")?;
    houses(f, &named[..base])?;
    write!(f, ", {} lies only in ", digit(hint))?;
    houses(f, &named[base..])?;
    removals(f, hint)
}

/// XY-Wing and XYZ-Wing.
pub(crate) fn xy_wing(f: &mut dyn Write, hint: &Hint, _: &dyn HouseNames) -> fmt::Result {
    let key = hint.cell_list();
    let pattern = hint.pattern_masks();
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
    removals(f, hint)
}

pub(crate) fn unique_rectangle(f: &mut dyn Write, hint: &Hint, _: &dyn HouseNames) -> fmt::Result {
    let key = hint.cell_list();
    cells(f, &key[..3])?;
    f.write_str(" hold only ")?;
    digit_list(f, hint.digits())?;
    write!(
        f,
        "; if {} took either, the puzzle would have two solutions",
        RowColumn(key[3])
    )?;
    removals(f, hint)
}

/// Unique rectangle types 2, 3 and 4.
pub(crate) fn unique_rectangle_type(
    f: &mut dyn Write,
    hint: &Hint,
    names: &dyn HouseNames,
) -> fmt::Result {
    let key = hint.cell_list();
    let named = hint.house_list();
    let mask = hint.digits();
    let pattern = hint.pattern_masks();
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
                    house(names, named[0])
                )?;
                digit_list(f, values)?;
                f.write_str(" fit only one of them and ")?;
                cells(f, subset)?;
                f.write_str(", a hidden subset")?;
            } else {
                f.write_str("; one of them holds one of those, so with ")?;
                cells(f, subset)?;
                write!(f, " they make a naked subset in {}", house(names, named[0]))?;
            }
        }
        _ => {
            let removed = hint.eliminations().fold(0, |all, (_, m)| all | m);
            let kept = (mask & !removed).trailing_zeros() + 1;
            write!(
                f,
                "; in {}, {kept} lies only in them, so one of them is {kept}, and were either ",
                house(names, named[0]),
            )?;
            digit_list(f, removed)?;
            f.write_str(" the puzzle would have two solutions")?;
        }
    }
    removals(f, hint)
}

pub(crate) fn x_chain(f: &mut dyn Write, hint: &Hint, _: &dyn HouseNames) -> fmt::Result {
    let digit = digit(hint);
    write!(f, "on {digit}, ")?;
    links(f, hint.cell_list())?;
    write!(f, "; one end holds {digit}")?;
    removals(f, hint)
}

pub(crate) fn strong_links(f: &mut dyn Write, hint: &Hint, names: &dyn HouseNames) -> fmt::Result {
    let key = hint.cell_list();
    let named = hint.house_list();
    let mask = hint.digits();
    let digit = digit(hint);
    let pattern = hint.pattern_masks();
    let grouped = named.iter().any(|&house| {
        let in_house = names.cells_of(usize::from(house));
        in_house
            .iter()
            .filter(|&&cell| pattern[usize::from(cell)] & mask != 0)
            .count()
            > 2
    });
    let kinds = strong_links::kinds_of(&crate::logic::geometry::Classic, named);
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
            "; {} and {} see each other, so the chain closes into a loop in which each weak \
             link, too, holds {digit} once",
            RowColumn(start),
            RowColumn(end)
        )?;
    } else {
        write!(f, "; one end holds {digit}")?;
    }
    removals(f, hint)
}

pub(crate) fn w_wing(f: &mut dyn Write, hint: &Hint, names: &dyn HouseNames) -> fmt::Result {
    let key = hint.cell_list();
    let mask = hint.digits();
    let link = hint.pattern_masks()[usize::from(key[1])];
    cells(f, &[key[0], key[3]])?;
    f.write_str(" hold only ")?;
    digit_list(f, mask)?;
    write!(
        f,
        ", and in {}, {} lies only in {} and {}, which see them; one of them is ",
        house(names, hint.house_list()[0]),
        link.trailing_zeros() + 1,
        RowColumn(key[1]),
        RowColumn(key[2])
    )?;
    digit_list(f, mask & !link)?;
    removals(f, hint)
}

pub(crate) fn solution_digit(f: &mut dyn Write, hint: &Hint, _: &dyn HouseNames) -> fmt::Result {
    write!(
        f,
        "no technique here applies; the solution has {} in {}",
        digit(hint),
        RowColumn(hint.cell_list()[0])
    )
}

/// Sudoku Explainer's cycles and forcing chains.
pub(crate) fn chain(f: &mut dyn Write, hint: &Hint, _: &dyn HouseNames) -> fmt::Result {
    describe_chain(f, hint)
}

/// WXYZ-Wing to TUVWXYZ-Wing: the wing, then the pincer.
pub(crate) fn als_wing(f: &mut dyn Write, hint: &Hint, _: &dyn HouseNames) -> fmt::Result {
    let key = hint.cell_list();
    let pattern = hint.pattern_masks();
    let (wing, pincer) = key.split_at(key.len().saturating_sub(1));
    cells(f, wing)?;
    f.write_str(" see one another and hold only ")?;
    let union = wing.iter().fold(0, |m, &c| m | pattern[usize::from(c)]);
    digit_list(f, union)?;
    if let Some(&pincer) = pincer.first() {
        write!(f, " between them, and {} holds only ", RowColumn(pincer))?;
        digit_list(f, hint.digits())?;
        f.write_str(", which cannot both be in the wing")?;
    }
    removals(f, hint)
}

/// Aligned pair and triplet exclusion.
pub(crate) fn aligned_exclusion(f: &mut dyn Write, hint: &Hint, _: &dyn HouseNames) -> fmt::Result {
    let key = hint.cell_list();
    let pattern = hint.pattern_masks();
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
        ": digits for them that would leave {those} without a candidate, or put a digit \
         twice in a house, cannot be"
    )?;
    removals(f, hint)
}

/// The four types of BUG; type 1 places its digit.
pub(crate) fn bug(f: &mut dyn Write, hint: &Hint, names: &dyn HouseNames) -> fmt::Result {
    if hint.technique() == Technique::BugType1 && hint.placement().is_some() {
        let (cell, digit) = (RowColumn(hint.cell_list()[0]), digit(hint));
        return write!(
            f,
            "every empty cell has two candidates but {cell}, and {digit} has three places in \
             each of its houses; were it not {digit} the puzzle would have two solutions or \
             none, so {cell} is {digit}",
        );
    }
    uniqueness::describe_bug(f, hint, names)
}

/// The four types of unique loop.
pub(crate) fn unique_loop(f: &mut dyn Write, hint: &Hint, names: &dyn HouseNames) -> fmt::Result {
    uniqueness::describe_loop(f, hint, names)
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
