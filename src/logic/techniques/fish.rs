//! Basic fish: a digit whose places in n rows lie within n columns (or the other way round)
//! fills those columns from these rows, so it leaves the rest of the columns (n = 2, 3, 4:
//! X-Wing, Swordfish, Jellyfish). Over the rows and columns only, whatever the geometry's other
//! houses, as Sudoku Explainer looks for them: houses 0..9 and 9..18 in every geometry.

use super::subsets::choose;
use crate::logic::geometry::Geometry;
use crate::logic::hint::{Hint, Technique};
use crate::logic::sets::{CellSet, cells, digit_bit};
use crate::logic::state::State;

/// The fish of `size` base lines, rows as base first, then columns.
pub(crate) fn fish<G: Geometry>(state: &State<G>, size: u32) -> Option<Hint> {
    let geometry = &state.geometry;
    for digit in 1..=9u8 {
        let plane = state.planes[usize::from(digit - 1)];
        // For each row, the columns where the digit is; for each column, the rows.
        let mut lines = [0u16; 18];
        for cell in cells(plane) {
            let (row, column) = (cell / 9, cell % 9);
            lines[row] |= 1 << column;
            lines[9 + column] |= 1 << row;
        }
        for (base, cover) in [(0, 9), (9, 0)] {
            // Each base line with 2 to `size` places, as (line, the cover lines it meets).
            let mut items = [(0u8, 0u128); 9];
            let mut len = 0;
            for (line, &covers) in lines.iter().enumerate().skip(base).take(9) {
                if (2..=size).contains(&covers.count_ones()) {
                    items[len] = (line as u8, u128::from(covers));
                    len += 1;
                }
            }
            if len < size as usize {
                continue;
            }
            let mut found = None;
            choose(&items[..len], size, &mut |chosen, covers| {
                let lines: CellSet = (0..len)
                    .filter(|&index| chosen & 1 << index != 0)
                    .fold(0, |set, index| {
                        set | geometry.house_set(usize::from(items[index].0))
                    });
                let cover_set = (0..9)
                    .filter(|&index| covers & 1 << index != 0)
                    .fold(0, |set, index| set | geometry.house_set(cover + index));
                let targets = plane & cover_set & !lines;
                if targets == 0 {
                    return false;
                }
                let mut hint = Hint::new(technique(size))
                    .with_digits(digit_bit(digit))
                    .with_pattern(plane & lines, digit_bit(digit))
                    .with_eliminations(targets, digit_bit(digit));
                for index in (0..len).filter(|&index| chosen & 1 << index != 0) {
                    hint = hint.with_house(usize::from(items[index].0));
                }
                for index in (0..9).filter(|&index| covers & 1 << index != 0) {
                    hint = hint.with_house(cover + index);
                }
                found = Some(hint);
                true
            });
            if found.is_some() {
                return found;
            }
        }
    }
    None
}

fn technique(size: u32) -> Technique {
    match size {
        2 => Technique::XWing,
        3 => Technique::Swordfish,
        _ => Technique::Jellyfish,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::logic::sets::bit;

    /// Digit 1 only in rows 1, 3, 5, 7 (0-based 0, 2, 4, 6), two columns each, in a cycle
    /// over columns 0, 2, 4, 6, and in row 8 in the same columns: no two or three rows lie in
    /// as few columns, all four do.
    #[test]
    fn jellyfish_from_four_rows_in_four_columns() {
        let mut state = crate::logic::state::State::new(&[0; 81], None);
        let wanted = [
            (0, 0),
            (0, 2),
            (2, 2),
            (2, 4),
            (4, 4),
            (4, 6),
            (6, 6),
            (6, 0),
        ]
        .into_iter()
        .chain([0, 2, 4, 6].map(|column| (8, column)))
        .fold(0, |set, (row, column)| set | bit(row * 9 + column));
        for cell in cells(!wanted & ((1 << 81) - 1)) {
            state.eliminate(cell, 1);
        }
        assert!(fish(&state, 2).is_none() && fish(&state, 3).is_none());
        let hint = fish(&state, 4).expect("a Jellyfish");
        assert_eq!(hint.technique(), Technique::Jellyfish);
        assert_eq!(hint.house_list(), [0, 2, 4, 6, 9, 11, 13, 15]);
        let removed: Vec<usize> = hint.eliminations().map(|(cell, _)| cell.index()).collect();
        assert_eq!(removed, [72, 74, 76, 78]);
        assert_eq!(
            hint.to_string(),
            "Jellyfish: in rows 1, 3, 5 and 7, 1 lies only in columns 1, 3, 5 and 7, \
             so 1 is removed from r9c1, r9c3, r9c5 and r9c7."
        );
    }
}
