//! Which digits a group of distinct cells adding up to a sum can take: the arithmetic of
//! every killer technique, done once over the sets of digits (a mask each, 512 of them), not
//! over the orders in which the cells could take them.

use crate::logic::sets::digits;

/// The most combinations of one size and sum: 12 (four digits making 20, five making 25).
pub(crate) const MAX_COMBINATIONS: usize = 12;

/// What a group of cells that differ and add up to a sum can hold, given their candidates.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Fits {
    /// For each cell of the group, in order, the candidates some filling of the group
    /// uses.
    pub cells: [u16; 9],
    /// The sets of digits (masks) some filling uses, smallest mask first.
    pub combinations: [u16; MAX_COMBINATIONS],
    pub combination_count: usize,
}

impl Fits {
    /// The combinations that fit.
    pub fn combinations(&self) -> &[u16] {
        &self.combinations[..self.combination_count]
    }

    /// The digits every combination that fits holds (none when no combination fits).
    pub fn common(&self) -> u16 {
        match self.combinations() {
            [] => 0,
            all => all.iter().fold(0x1ff, |common, &set| common & set),
        }
    }
}

/// The sum of the digits of a mask.
pub(crate) fn mask_sum(mask: u16) -> u32 {
    digits(mask).map(u32::from).sum()
}

/// For up to nine cells with candidate `masks` (bit `d - 1` for digit `d`), all different and
/// adding up to `sum`, with every digit of `required` among them: which candidates each cell
/// can take in some filling, and which sets of digits the fillings use.
///
/// A forward pass marks the sets of digits the first cells can take, in order; a backward
/// pass keeps those that the remaining cells can complete to a set of the right sum.
pub(crate) fn distinct_fits(masks: &[u16], sum: u32, required: u16) -> Fits {
    let size = masks.len();
    debug_assert!(size <= 9);
    let mut fits = Fits {
        cells: [0; 9],
        combinations: [0; MAX_COMBINATIONS],
        combination_count: 0,
    };
    // `reach[set]`: the first `|set|` cells can take the digits of `set`, one each.
    let mut reach = [false; 512];
    reach[0] = true;
    for (at, &mask) in masks.iter().enumerate() {
        for set in 0..512u16 {
            if set.count_ones() as usize == at && reach[usize::from(set)] {
                for digit in digits(mask & !set) {
                    reach[usize::from(set | 1 << (digit - 1))] = true;
                }
            }
        }
    }
    // `whole[set]`: `set` is reached and completes to a filling of the right sum.
    let mut whole = [false; 512];
    for set in 0..512u16 {
        if set.count_ones() as usize == size
            && reach[usize::from(set)]
            && set & required == required
            && mask_sum(set) == sum
        {
            whole[usize::from(set)] = true;
            if fits.combination_count < MAX_COMBINATIONS {
                fits.combinations[fits.combination_count] = set;
                fits.combination_count += 1;
            }
        }
    }
    for at in (0..size).rev() {
        for set in 0..512u16 {
            if set.count_ones() as usize != at || !reach[usize::from(set)] {
                continue;
            }
            for digit in digits(masks[at] & !set) {
                let next = set | 1 << (digit - 1);
                if whole[usize::from(next)] {
                    whole[usize::from(set)] = true;
                    fits.cells[at] |= 1 << (digit - 1);
                }
            }
        }
    }
    fits
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn two_cells_making_ten_take_four_pairs_and_candidates_narrow_them() {
        let fits = distinct_fits(&[0x1ff, 0x1ff], 10, 0);
        // 1+9, 2+8, 3+7, 4+6: not 5+5.
        assert_eq!(fits.combinations().len(), 4);
        assert_eq!(fits.cells[0], 0x1ff & !(1 << 4));
        // The first cell holds 1 or 2: the other then 9 or 8.
        let fits = distinct_fits(&[0b11, 0x1ff], 10, 0);
        assert_eq!(fits.cells[1], 1 << 8 | 1 << 7);
        // Smallest mask first: 2+8, then 1+9.
        assert_eq!(fits.combinations(), [0b0_1000_0010, 0b1_0000_0001]);
        assert_eq!(fits.common(), 0);
        // Requiring 8 leaves 2+8.
        let fits = distinct_fits(&[0b11, 0x1ff], 10, 1 << 7);
        assert_eq!(fits.combinations(), [0b0_1000_0010]);
    }

    #[test]
    fn every_combination_of_a_size_and_sum_is_found_and_they_fit_the_table() {
        for size in 1..=9usize {
            let masks = vec![0x1ff; size];
            for sum in 0..=45 {
                let fits = distinct_fits(&masks, sum, 0);
                let expected = (0..512u16)
                    .filter(|&set| set.count_ones() as usize == size && mask_sum(set) == sum)
                    .count();
                assert_eq!(fits.combinations().len(), expected, "{size} {sum}");
                let union = fits
                    .combinations()
                    .iter()
                    .fold(0, |union, &set| union | set);
                assert!(fits.cells[..size].iter().all(|&cell| cell == union));
            }
        }
        // Three cells making 6: only 1+2+3, which each holds.
        assert_eq!(distinct_fits(&[0x1ff; 3], 6, 0).common(), 0b111);
    }
}
