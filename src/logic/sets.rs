//! Sets of cells as 81-bit masks, and the houses (rows, columns, boxes) as such sets.
//!
//! A pattern is mostly a question about cells that see each other ("which cells see both ends
//! of this chain?"); with one bit per cell that is an `&` of two masks. House numbers are
//! 0..9 for rows, 9..18 for columns and 18..27 for boxes, everywhere in this module.

use crate::model::geometry::{CELL_HOUSES, HOUSE_CELLS, HOUSES};

/// A set of cells: bit `c` for the cell at row-major index `c`.
pub(crate) type CellSet = u128;

/// The set holding only `cell`.
#[inline]
pub(crate) const fn bit(cell: usize) -> CellSet {
    1 << cell
}

/// The cells of a set, in row-major order.
#[inline]
pub(crate) fn cells(mut set: CellSet) -> impl Iterator<Item = usize> + Clone {
    core::iter::from_fn(move || {
        if set == 0 {
            return None;
        }
        let cell = set.trailing_zeros() as usize;
        set &= set - 1;
        Some(cell)
    })
}

/// The first cell of a non-empty set.
#[inline]
pub(crate) fn first(set: CellSet) -> usize {
    set.trailing_zeros() as usize
}

/// The number of cells in a set.
#[inline]
pub(crate) fn count(set: CellSet) -> u32 {
    set.count_ones()
}

/// Whether a set holds exactly one cell. Tested on the bits rather than by `count`: the
/// portable build has no popcount instruction, so a count takes a dozen steps, and the
/// chains ask this of every potential they follow.
#[inline]
pub(crate) fn is_one_cell(set: CellSet) -> bool {
    set != 0 && set & (set - 1) == 0
}

/// Whether a 9-bit mask holds exactly two digits (as `is_one_cell`, without a count).
#[inline]
pub(crate) fn is_two_digits(mask: u16) -> bool {
    let rest = mask & mask.wrapping_sub(1);
    rest != 0 && rest & (rest - 1) == 0
}

/// The digits of a 9-bit mask (bit `d - 1` for digit `d`), as digits 1..=9, smallest first.
#[inline]
pub(crate) fn digits(mut mask: u16) -> impl Iterator<Item = u8> + Clone {
    core::iter::from_fn(move || {
        if mask == 0 {
            return None;
        }
        let digit = mask.trailing_zeros() as u8 + 1;
        mask &= mask - 1;
        Some(digit)
    })
}

/// The mask bit of digit `d` (1..=9).
#[inline]
pub(crate) const fn digit_bit(digit: u8) -> u16 {
    1 << (digit - 1)
}

/// Each house as a set of cells.
pub(crate) const HOUSE_SET: [CellSet; HOUSES] = house_sets();

/// The 20 cells that share a house with each cell (the cell itself excluded).
pub(crate) const PEERS: [CellSet; 81] = peer_sets();

const fn house_sets() -> [CellSet; HOUSES] {
    let mut sets = [0; HOUSES];
    let mut house = 0;
    while house < HOUSES {
        let mut j = 0;
        while j < 9 {
            sets[house] |= bit(HOUSE_CELLS[house][j] as usize);
            j += 1;
        }
        house += 1;
    }
    sets
}

const fn peer_sets() -> [CellSet; 81] {
    let mut peers = [0; 81];
    let mut cell = 0;
    while cell < 81 {
        let [row, column, box_] = CELL_HOUSES[cell];
        peers[cell] =
            (HOUSE_SET[row as usize] | HOUSE_SET[column as usize] | HOUSE_SET[box_ as usize])
                & !bit(cell);
        cell += 1;
    }
    peers
}

/// Whether two distinct cells share a house.
#[inline]
pub(crate) fn sees(a: usize, b: usize) -> bool {
    PEERS[a] & bit(b) != 0
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::geometry::CELL_HOUSES;

    #[test]
    fn every_cell_in_three_houses_with_twenty_peers() {
        for cell in 0..81 {
            let houses = HOUSE_SET
                .iter()
                .filter(|&&set| set & bit(cell) != 0)
                .count();
            assert_eq!(houses, 3);
            assert_eq!(count(PEERS[cell]), 20);
            for house in CELL_HOUSES[cell] {
                assert!(HOUSE_SET[usize::from(house)] & bit(cell) != 0);
            }
        }
    }

    #[test]
    fn iterators_list_members_in_order() {
        let set = bit(3) | bit(70) | bit(80);
        assert_eq!(cells(set).collect::<Vec<_>>(), [3, 70, 80]);
        assert_eq!(first(set), 3);
        assert_eq!(digits(0b1_0000_0101).collect::<Vec<_>>(), [1, 3, 9]);
        assert!(!sees(0, 80) && sees(0, 20) && sees(0, 72));
    }

    #[test]
    fn bit_tests_agree_with_counts() {
        for mask in 0..=u16::MAX {
            assert_eq!(is_two_digits(mask), mask.count_ones() == 2, "{mask:#b}");
        }
        let mut sets = vec![0, (1 << 81) - 1];
        for a in 0..81 {
            sets.push(bit(a));
            for b in [0, 1, 40, 63, 64, 80] {
                sets.push(bit(a) | bit(b));
                sets.push(bit(a) | bit(b) | bit((a + b + 7) % 81));
            }
        }
        for set in sets {
            assert_eq!(is_one_cell(set), count(set) == 1, "{set:#b}");
        }
    }
}
