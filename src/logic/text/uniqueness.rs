//! The sentences of unique loops and BUG: patterns that would give the puzzle two solutions,
//! told from the cells the hint lists and the candidates of its pattern.

use core::fmt::{self, Write};

use super::names::HouseNames;
use super::phrases::{RowColumn, cells, digit_list, house, removals};
use crate::logic::hint::{Hint, Technique};

/// The listed cells whose pattern holds digits besides `mask` and at least `at_least`
/// digits (a loop's cells holding more, or BUG cells), and how many.
fn holding_more(hint: &Hint, mask: u16, at_least: u32) -> ([u8; 16], usize) {
    let pattern = hint.pattern_masks();
    let mut found = [0u8; 16];
    let mut count = 0;
    for &cell in hint.cell_list() {
        let marks = pattern[usize::from(cell)];
        if marks & !mask != 0 && marks.count_ones() >= at_least && count < found.len() {
            found[count] = cell;
            count += 1;
        }
    }
    (found, count)
}

/// The cells of the first house named that are in the pattern but not listed: a subset's.
fn subset_cells(hint: &Hint, names: &dyn HouseNames) -> ([u8; 9], usize) {
    let mut found = [0u8; 9];
    let mut count = 0;
    if let Some(&number) = hint.house_list().first() {
        for &cell in names.cells_of(usize::from(number)) {
            let listed = hint.cell_list().contains(&cell);
            if !listed && hint.pattern_masks()[usize::from(cell)] != 0 {
                found[count] = cell;
                count += 1;
            }
        }
    }
    (found, count)
}

/// `Unique loop type 3: r1c1, ... make a loop on 3 and 7 ...`
pub(super) fn describe_loop(f: &mut dyn Write, hint: &Hint, names: &dyn HouseNames) -> fmt::Result {
    let mask = hint.digits();
    let pattern = hint.pattern_masks();
    cells(f, hint.cell_list())?;
    f.write_str(" make a loop on ")?;
    digit_list(f, mask)?;
    f.write_str(", two of its cells in each house it meets; ")?;
    let (roofs, count) = holding_more(hint, mask, 3);
    let roofs = &roofs[..count];
    let more = roofs
        .iter()
        .fold(0, |all, &cell| all | pattern[usize::from(cell)] & !mask);
    let removed = hint.eliminations().fold(0, |all, (_, m)| all | m);
    if hint.technique() == Technique::UniqueLoop {
        f.write_str("all its cells but ")?;
        cells(f, roofs)?;
        f.write_str(" hold only those, and if ")?;
        cells(f, roofs)?;
        f.write_str(" took either, the puzzle would have two solutions")?;
        return removals(f, hint);
    }
    cells(f, roofs)?;
    f.write_str(" hold them and ")?;
    digit_list(f, more)?;
    match (hint.technique(), hint.house_list().first()) {
        (Technique::UniqueLoopType3, Some(&named)) => {
            let (subset, size) = subset_cells(hint, names);
            let subset = &subset[..size];
            f.write_str("; one of them holds one of those, so ")?;
            let hidden = subset
                .iter()
                .any(|&cell| hint.elimination_masks()[usize::from(cell)] != 0);
            if hidden {
                let values = subset
                    .iter()
                    .fold(mask, |all, &cell| all | pattern[usize::from(cell)]);
                write!(f, "in {}, ", house(names, named))?;
                digit_list(f, values)?;
                f.write_str(" fit only one of them and ")?;
                cells(f, subset)?;
                f.write_str(", a hidden subset")?;
            } else {
                f.write_str("with ")?;
                cells(f, subset)?;
                write!(f, " they make a naked subset in {}", house(names, named))?;
            }
        }
        (Technique::UniqueLoopType4, Some(&named)) => {
            let kept = (mask & !removed).trailing_zeros() + 1;
            write!(
                f,
                "; in {}, {kept} lies only in them, so one of them is {kept}, and were either ",
                house(names, named)
            )?;
            digit_list(f, removed)?;
            f.write_str(" the puzzle would have two solutions")?;
        }
        _ => f.write_str(
            "; were none of those the extra digit, the puzzle would have two solutions",
        )?,
    }
    removals(f, hint)
}

/// `BUG type 2: every empty cell has two candidates but r1c1 and r5c5, ...`
pub(super) fn describe_bug(f: &mut dyn Write, hint: &Hint, names: &dyn HouseNames) -> fmt::Result {
    let mask = hint.digits();
    let pattern = hint.pattern_masks();
    let (bugs, count) = holding_more(hint, 0, 3);
    let bugs = &bugs[..count];
    f.write_str("every empty cell has two candidates but ")?;
    cells(f, bugs)?;
    f.write_str(", and without ")?;
    digit_list(f, mask)?;
    f.write_str(" there every digit would have two places or none in each house: the puzzle ")?;
    f.write_str("would have two solutions or none, so ")?;
    match (hint.technique(), hint.house_list().first()) {
        (Technique::BugType3, Some(&named)) => {
            let naked: ([u8; 16], usize) = {
                let mut found = [0u8; 16];
                let mut size = 0;
                for &cell in hint.cell_list() {
                    if !bugs.contains(&cell) && size < found.len() {
                        found[size] = cell;
                        size += 1;
                    }
                }
                (found, size)
            };
            f.write_str("one of them holds one of those, and with ")?;
            cells(f, &naked.0[..naked.1])?;
            write!(f, " they make a naked subset in {}", house(names, named))?;
        }
        (Technique::BugType4, Some(&named)) => {
            let both = bugs
                .iter()
                .fold(0x1ff, |all, &cell| all & pattern[usize::from(cell)])
                & !mask;
            let (Some(&first), Some(&second)) = (bugs.first(), bugs.get(1)) else {
                return removals(f, hint);
            };
            write!(
                f,
                "{} or {} holds its extra digit; in {}, ",
                RowColumn(first),
                RowColumn(second),
                house(names, named)
            )?;
            digit_list(f, both)?;
            f.write_str(" lies only in them, so the other holds it")?;
        }
        (Technique::BugType2, _) => {
            f.write_str("one of them is ")?;
            digit_list(f, mask)?;
        }
        _ => {
            cells(f, bugs)?;
            f.write_str(" is one of ")?;
            digit_list(f, mask)?;
        }
    }
    removals(f, hint)
}
