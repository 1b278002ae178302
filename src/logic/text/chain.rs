//! The sentence of a chain hint (cycles and forcing chains), whose shape depends on the kind
//! of chain rather than on the technique.

use core::fmt::{self, Write};

use super::phrases::{RowColumn, candidates, cells, removals};
use crate::logic::chains::ChainKind;
use crate::logic::hint::{Hint, House};

/// The sentence of a chain: where it starts, the cells it goes through, what it proves.
pub(super) fn describe_chain(f: &mut dyn Write, hint: &Hint) -> fmt::Result {
    let key = hint.cell_list();
    let mask = hint.digits();
    let digit = mask.trailing_zeros() + 1;
    let start = RowColumn(key[0]);
    let through = |f: &mut dyn Write| -> fmt::Result {
        if key.len() > 1 {
            f.write_str(" through ")?;
            cells(f, &key[1..])?;
        }
        Ok(())
    };
    match ChainKind::from_number(hint.chain_kind()) {
        Some(kind @ (ChainKind::XCycle | ChainKind::YCycle | ChainKind::Cycle)) => {
            let name = match kind {
                ChainKind::XCycle => "an X-cycle (one digit)",
                ChainKind::YCycle => "a Y-cycle (two-candidate cells)",
                _ => "a loop of cells and houses",
            };
            write!(f, "{name} from {start}")?;
            through(f)?;
            f.write_str(" holds whichever way round it is read")?;
        }
        Some(ChainKind::Cell) => {
            write!(f, "whichever of ")?;
            candidates(f, mask)?;
            write!(f, " {start} holds, the chains")?;
            through(f)?;
            f.write_str(" agree")?;
        }
        Some(ChainKind::Region) => {
            let house = hint
                .house_list()
                .first()
                .map(|&h| House::new(usize::from(h)));
            write!(f, "wherever {digit} goes in ")?;
            match house {
                Some(Some(house)) => write!(f, "{house}")?,
                _ => f.write_str("its house")?,
            }
            f.write_str(", the chains")?;
            through(f)?;
            f.write_str(" agree")?;
        }
        Some(ChainKind::DoubleForcing) => {
            write!(f, "whether {start} is {digit} or not, the chains")?;
            through(f)?;
            f.write_str(" agree")?;
        }
        // Nishio, contradictions and forcing chains: the chain assumes the opposite of what
        // it proves.
        kind => {
            let assumed = if hint.placement().is_some() {
                "is not"
            } else {
                "is"
            };
            write!(f, "if {start} {assumed} {digit}, the chain")?;
            through(f)?;
            f.write_str(match kind {
                Some(ChainKind::Nishio | ChainKind::Contradiction) => " ends in a contradiction",
                _ => " leads back to the opposite",
            })?;
        }
    }
    match hint.placement() {
        Some((cell, placed)) => write!(f, ", so {} is {placed}", RowColumn(cell.index() as u8)),
        None => removals(f, hint),
    }
}
