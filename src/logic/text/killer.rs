//! The sentences of the killer techniques: the cage (or group of cells) by name, what its
//! cells add up to, the sets of digits that can make it, and what goes.

use core::fmt::{self, Write};

use super::names::HouseNames;
use super::phrases::{RowColumn, cells, house, houses, removals};
use crate::logic::geometry::cages::cage_index;
use crate::logic::hint::{Hint, Technique};
use crate::logic::sets::digits;
use crate::logic::techniques::killer::sums::distinct_fits;

/// The hint's first digit.
fn digit(hint: &Hint) -> u32 {
    hint.digits().trailing_zeros() + 1
}

/// `5+9 or 6+8`: the sets of distinct digits (holding those of `required`) the key cells'
/// pattern (what they keep) allows that make the hint's sum; `fit` or `fits` after them. Nothing for a hint without its sum
/// (one read back from C).
fn combinations(f: &mut dyn Write, hint: &Hint, key: &[u8], required: u16) -> fmt::Result {
    let pattern = hint.pattern_masks();
    let masks: Vec<u16> = key
        .iter()
        .take(9)
        .map(|&cell| pattern[usize::from(cell)])
        .collect();
    let fits = distinct_fits(&masks, hint.sum(), required);
    let found = fits.combinations();
    if found.is_empty() {
        return Ok(());
    }
    f.write_str(": only ")?;
    for (index, &set) in found.iter().enumerate() {
        if index > 0 {
            f.write_str(if index + 1 == found.len() {
                " or "
            } else {
                ", "
            })?;
        }
        for (at, one) in digits(set).enumerate() {
            if at > 0 {
                f.write_str("+")?;
            }
            write!(f, "{one}")?;
        }
    }
    f.write_str(if found.len() == 1 { " fits" } else { " fit" })
}

/// Cage combination: `cage 14 needs 14 from r3c4 and r3c5: only 5+9 or 6+8 fit, so 1 and 2
/// are removed from r3c4`.
pub(crate) fn cage_combination(
    f: &mut dyn Write,
    hint: &Hint,
    names: &dyn HouseNames,
) -> fmt::Result {
    let key = hint.cell_list();
    write!(
        f,
        "{} needs {} from ",
        house(names, hint.house_list()[0]),
        hint.sum()
    )?;
    cells(f, key)?;
    combinations(f, hint, key, 0)?;
    removals(f, hint)
}

/// Cage overlap, either way: `every combination of cage 3 holds 7, which lies in r1c1 and
/// r1c2, in row 1, so ...`, or `in row 1, 7 lies only in cage 3, so cage 3 holds it: only
/// 1+7 or 3+6+7 fit, so ...`.
pub(crate) fn cage_overlap(f: &mut dyn Write, hint: &Hint, names: &dyn HouseNames) -> fmt::Result {
    let named = hint.house_list();
    if cage_index(usize::from(named[0])).is_some() {
        let places: Vec<u8> = hint.pattern().map(|(cell, _)| cell.index() as u8).collect();
        write!(
            f,
            "every combination of {} holds {}, which lies only in ",
            house(names, named[0]),
            digit(hint)
        )?;
        cells(f, &places)?;
        if let Some(&line) = named.get(1) {
            write!(f, ", in {}", house(names, line))?;
        }
        return removals(f, hint);
    }
    let cage = named.get(1).map(|&cage| house(names, cage));
    write!(
        f,
        "in {}, {} lies only in ",
        house(names, named[0]),
        digit(hint)
    )?;
    match cage {
        Some(cage) => write!(f, "{cage}, so {cage} holds it")?,
        None => f.write_str("one cage")?,
    }
    // The combinations left are those that hold the digit, in the cells as they stay.
    combinations(f, hint, hint.cell_list(), hint.digits())?;
    removals(f, hint)
}

/// `rows 1 and 2`, `box 5`, `region 3 and region 4`: the houses of a union as the geometry
/// names them, rows and columns counted once.
fn union(f: &mut dyn Write, named: &[u8], names: &dyn HouseNames) -> fmt::Result {
    if named.iter().all(|&number| number < 9)
        || named.iter().all(|&number| (9..18).contains(&number))
    {
        return houses(f, named);
    }
    for (index, &number) in named.iter().enumerate() {
        if index > 0 {
            f.write_str(if index + 1 == named.len() {
                " and "
            } else {
                ", "
            })?;
        }
        write!(f, "{}", house(names, number))?;
    }
    Ok(())
}

/// Whether the hint's first cell lies in one of the houses it names: innies, not outies.
fn innies(hint: &Hint, names: &dyn HouseNames) -> bool {
    let Some(&first) = hint.cell_list().first() else {
        return true;
    };
    hint.house_list()
        .iter()
        .any(|&number| names.cells_of(usize::from(number)).contains(&first))
}

/// Rule of 45: `rows 1 and 2 add up to 90, the cages inside them leave only r2c5, so it is 7`,
/// or `the cages covering box 5 stick out of it only at r6c7, so it is 7`.
pub(crate) fn rule_of_45(f: &mut dyn Write, hint: &Hint, names: &dyn HouseNames) -> fmt::Result {
    let named = hint.house_list();
    let cell = RowColumn(hint.cell_list()[0]);
    if innies(hint, names) {
        union(f, named, names)?;
        let verb = if named.len() == 1 { "adds" } else { "add" };
        write!(
            f,
            " {verb} up to {}; the cages inside leave only {cell}, so it is {}",
            45 * named.len(),
            hint.sum()
        )
    } else {
        f.write_str("the cages covering ")?;
        union(f, named, names)?;
        write!(
            f,
            " add up to {} more than {}, and stick out only at {cell}, so it is {}",
            hint.sum(),
            45 * named.len(),
            hint.sum()
        )
    }
}

/// Hidden cage and innies and outies: `the cages inside row 4 leave r4c1, r4c2 and r4c9,
/// which add up to 16: only 1+6+9 or 2+5+9 fit, so ...`, or `the cages covering box 5
/// stick out of it at r3c4 and r6c7, which add up to 9, so ...`.
pub(crate) fn innies_outies(f: &mut dyn Write, hint: &Hint, names: &dyn HouseNames) -> fmt::Result {
    let key = hint.cell_list();
    if innies(hint, names) {
        f.write_str("the cages inside ")?;
        union(f, hint.house_list(), names)?;
        f.write_str(" leave ")?;
    } else {
        f.write_str("the cages covering ")?;
        union(f, hint.house_list(), names)?;
        f.write_str(" stick out at ")?;
    }
    cells(f, key)?;
    write!(f, ", which add up to {}", hint.sum())?;
    if hint.technique() == Technique::HiddenCage {
        combinations(f, hint, key, 0)?;
    }
    removals(f, hint)
}
