//! The pieces every sentence is made of: cells as `r5c4`, lists in English, candidates,
//! houses, the eliminations that end most sentences, and a chain's links.

use core::fmt::{self, Write};

use super::names::HouseNames;
use crate::logic::hint::{Hint, House};
use crate::logic::sets::digits;

/// `r5c4`: row and column from 1, as the sentences name cells.
pub(super) struct RowColumn(pub(super) u8);

impl fmt::Display for RowColumn {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "r{}c{}", self.0 / 9 + 1, self.0 % 9 + 1)
    }
}

/// Writes `items` as English lists them: `a`, `a and b`, `a, b and c`.
fn list<T: fmt::Display>(f: &mut dyn Write, items: impl Iterator<Item = T> + Clone) -> fmt::Result {
    let total = items.clone().count();
    for (index, item) in items.enumerate() {
        match index {
            0 => {}
            _ if index + 1 == total => f.write_str(" and ")?,
            _ => f.write_str(", ")?,
        }
        write!(f, "{item}")?;
    }
    Ok(())
}

pub(super) fn cells(f: &mut dyn Write, cells: &[u8]) -> fmt::Result {
    list(f, cells.iter().map(|&cell| RowColumn(cell)))
}

pub(super) fn digit_list(f: &mut dyn Write, mask: u16) -> fmt::Result {
    list(f, digits(mask))
}

/// `(1, 2, 3)`: a cell's candidates.
pub(super) fn candidates(f: &mut dyn Write, mask: u16) -> fmt::Result {
    f.write_str("(")?;
    for (index, digit) in digits(mask).enumerate() {
        if index > 0 {
            f.write_str(", ")?;
        }
        write!(f, "{digit}")?;
    }
    f.write_str(")")
}

pub(super) fn houses(f: &mut dyn Write, numbers: &[u8]) -> fmt::Result {
    // "rows 2 and 7": the kind once, then the numbers.
    let Some(&first) = numbers.first() else {
        return Ok(());
    };
    let kind = House::new(usize::from(first)).map_or("", |house| match house.unit() {
        crate::model::error::Unit::Row => "row",
        crate::model::error::Unit::Column => "column",
        crate::model::error::Unit::Box => "box",
    });
    let plural = if numbers.len() > 1 { "s" } else { "" };
    write!(f, "{kind}{plural} ")?;
    list(f, numbers.iter().map(|&number| number % 9 + 1))
}

/// `row 4`, `box 5`, `the main diagonal`, `region 3`: house `number` as `names` call it.
pub(super) fn house(names: &dyn HouseNames, number: u8) -> Named<'_> {
    Named {
        names,
        house: usize::from(number),
    }
}

/// A house as its geometry names it, written where a sentence puts it.
pub(super) struct Named<'a> {
    names: &'a dyn HouseNames,
    house: usize,
}

impl fmt::Display for Named<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.names.write_name(f, self.house)
    }
}

/// `, so 3 is removed from r1c7 and r1c9, and 3 and 8 from r2c1`: the eliminations, cells
/// that lose the same digits together, in order of their first cell.
pub(super) fn removals(f: &mut dyn Write, hint: &Hint) -> fmt::Result {
    let masks = hint.elimination_masks();
    let mut group_index = 0;
    for cell in 0..81 {
        let mask = masks[cell];
        if mask == 0 || masks[..cell].contains(&mask) {
            continue;
        }
        f.write_str(if group_index == 0 { ", so " } else { ", and " })?;
        digit_list(f, mask)?;
        if group_index == 0 {
            let verb = if mask.count_ones() == 1 { "is" } else { "are" };
            write!(f, " {verb} removed from ")?;
        } else {
            f.write_str(" from ")?;
        }
        let same = (cell..81)
            .filter(|&other| masks[other] == mask)
            .map(|other| RowColumn(other as u8));
        list(f, same)?;
        group_index += 1;
    }
    Ok(())
}

/// A chain's cells with its links: `r1c1 = r1c5 - r3c5 = r3c9` (`=` a strong link, `-` a
/// weak one).
pub(super) fn links(f: &mut dyn Write, key: &[u8]) -> fmt::Result {
    for (index, &cell) in key.iter().enumerate() {
        if index > 0 {
            f.write_str(if index % 2 == 1 { " = " } else { " - " })?;
        }
        write!(f, "{}", RowColumn(cell))?;
    }
    Ok(())
}
