//! The variables, literals and houses of Sudoku as the clause-learning solver sees them, and
//! the codes that name why a variable got its value.

/// Cells of the grid.
pub(super) const CELLS: usize = 81;

/// Variable `9 * cell + digit` says that `cell` holds digit index `digit` (0..9).
pub(super) const VARS: usize = 729;

/// A literal: `2 * var` says the variable is true, `2 * var + 1` that it is false.
pub(crate) type Lit = u16;

/// The literal "`cell` holds digit index `digit`".
pub(crate) const fn holds(cell: usize, digit: usize) -> Lit {
    (2 * (9 * cell + digit)) as Lit
}

/// The opposite literal.
pub(crate) const fn not(lit: Lit) -> Lit {
    lit ^ 1
}

/// The values of a variable.
pub(super) const UNASSIGNED: u8 = 0;
pub(super) const TRUE: u8 = 1;
pub(super) const FALSE: u8 = 2;

/// Why a variable has its value, or which clause is in conflict, as one `u16` code. Below
/// `VARS`: the true variable that excludes this one (same cell or same digit in a house).
pub(super) const REASON_CELL: u16 = 1000;
/// `REASON_HOUSE + 9 * house + digit`: the digit's last place in a row, column or box.
pub(super) const REASON_HOUSE: u16 = 1100;
/// `REASON_POINT + (9 * box + digit) * 6 + line`: the digit's places in the box all lie on
/// one of its lines (0..3 a row of the box, 3..6 a column), so the rest of the line loses it.
pub(super) const REASON_POINT: u16 = 1400;
/// `REASON_CLAIM + (9 * house + digit) * 3 + segment`: the digit's places in a row or column
/// all lie in one box segment, so the rest of that box loses it.
pub(super) const REASON_CLAIM: u16 = 1900;
/// `REASON_CLAUSE + offset`: a stored clause.
pub(super) const REASON_CLAUSE: u16 = 2400;
/// A decision or a fact of the root: never explained.
pub(super) const DECISION: u16 = u16::MAX;

/// For each cell, its row, column and box houses and its position in each.
pub(super) static CELL_HOUSE_POSITIONS: [[(u8, u8); 3]; CELLS] = cell_house_positions();

/// For a box's places of a digit (two or more), the lines of the box that hold them all:
/// bit `k` for row `k`, bit `3 + k` for column `k`.
pub(super) static BOX_LINES: [u8; 512] = box_lines();

/// For a row's or column's places of a digit (two or more), the box segment that holds
/// them all: bit `k` for positions `3k..3k + 3`.
pub(super) static LINE_SEGMENT: [u8; 512] = line_segment();

/// The positions within a box of its line `line` (0..3 a row, 3..6 a column).
pub(super) const fn box_line_positions(line: usize) -> u16 {
    if line < 3 {
        0b111 << (3 * line)
    } else {
        0b001_001_001 << (line - 3)
    }
}

const fn cell_house_positions() -> [[(u8, u8); 3]; CELLS] {
    let mut table = [[(0u8, 0u8); 3]; CELLS];
    let mut cell = 0;
    while cell < CELLS {
        let (row, column) = (cell / 9, cell % 9);
        let box_ = 3 * (row / 3) + column / 3;
        table[cell] = [
            (row as u8, column as u8),
            ((9 + column) as u8, row as u8),
            ((18 + box_) as u8, (3 * (row % 3) + column % 3) as u8),
        ];
        cell += 1;
    }
    table
}

/// For each set of places (two or more), bit `k` set when they all lie in `groups[k]`.
const fn confinement(groups: [u16; 6]) -> [u8; 512] {
    let mut table = [0u8; 512];
    let mut places = 0;
    while places < 512 {
        let mut k = 0;
        while k < groups.len() && (places as u32).count_ones() >= 2 {
            if groups[k] != 0 && places & !(groups[k] as usize) == 0 {
                table[places] |= 1 << k;
            }
            k += 1;
        }
        places += 1;
    }
    table
}

const fn box_lines() -> [u8; 512] {
    let mut lines = [0u16; 6];
    let mut line = 0;
    while line < 6 {
        lines[line] = box_line_positions(line);
        line += 1;
    }
    confinement(lines)
}

const fn line_segment() -> [u8; 512] {
    confinement([0b111, 0b111 << 3, 0b111 << 6, 0, 0, 0])
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::geometry::HOUSE_CELLS;

    #[test]
    fn units_hold_each_cell_once_of_each_kind() {
        for (cell, houses) in CELL_HOUSE_POSITIONS.iter().enumerate() {
            for (kind, &(house, position)) in houses.iter().enumerate() {
                assert_eq!(usize::from(house) / 9, kind);
                assert_eq!(
                    usize::from(HOUSE_CELLS[usize::from(house)][usize::from(position)]),
                    cell
                );
            }
        }
    }

    #[test]
    fn confinement_tables() {
        // Box positions 0 and 2: the top row of the box.
        assert_eq!(BOX_LINES[0b101], 0b1);
        // Positions 1 and 7: the middle column.
        assert_eq!(BOX_LINES[0b010_000_010], 1 << 4);
        // One place is a single, not a confinement.
        assert_eq!(BOX_LINES[0b1], 0);
        assert_eq!(LINE_SEGMENT[0b110_000_000], 0b100);
        assert_eq!(LINE_SEGMENT[0b000_001_001], 0);
    }

    #[test]
    fn literals() {
        assert_eq!(holds(80, 8), 2 * 728);
        assert_eq!(not(not(holds(3, 4))), holds(3, 4));
        assert_ne!(not(holds(3, 4)), holds(3, 4));
    }
}
