//! Unavoidable sets of a solution grid: cells whose digits can be rearranged into another
//! valid grid, so that a puzzle with none of them given has a second solution. Digging asks
//! them first, which spares the engine most of the removals it would refuse.
//!
//! The ones found here lie in two lines of one band (or stack): where rows r1 and r2 of the
//! same band hold the same digits in a set of columns, swapping the two rows' digits in those
//! columns keeps every row, column and box valid. Following each digit of r1 to its column in
//! r2 is a permutation of the columns; each of its cycles is a minimal such set, of 2 to 9
//! columns (4 to 18 cells). The same with columns of one stack.

/// The most sets: 18 pairs of lines, at most 4 cycles of two or more lines each.
pub(crate) const MAX_SETS: usize = 18 * 4;

/// The two-line unavoidable sets of `solution` as cell sets, and how many there are.
pub(crate) fn two_line_sets(solution: &[u8; 81]) -> ([u128; MAX_SETS], usize) {
    let mut sets = [0u128; MAX_SETS];
    let mut count = 0;
    for transposed in [false, true] {
        // The cell at line `line`, position `position`: rows then, transposed, columns.
        let cell = |line: usize, position: usize| {
            if transposed {
                position * 9 + line
            } else {
                line * 9 + position
            }
        };
        for band in 0..3 {
            for (a, b) in [(0, 1), (0, 2), (1, 2)] {
                let (first, second) = (band * 3 + a, band * 3 + b);
                // Where each digit sits in the second line.
                let mut position_of = [0usize; 10];
                for position in 0..9 {
                    position_of[usize::from(solution[cell(second, position)])] = position;
                }
                let mut done = 0u16;
                for start in 0..9 {
                    if done & 1 << start != 0 {
                        continue;
                    }
                    let mut set = 0u128;
                    let mut position = start;
                    while done & 1 << position == 0 {
                        done |= 1 << position;
                        set |= 1 << cell(first, position) | 1 << cell(second, position);
                        position = position_of[usize::from(solution[cell(first, position)])];
                    }
                    if set.count_ones() >= 4 && count < MAX_SETS {
                        sets[count] = set;
                        count += 1;
                    }
                }
            }
        }
    }
    (sets, count)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::grid::Grid;

    #[test]
    fn every_set_blanked_alone_leaves_two_solutions() {
        let mut random = super::super::rng::Random::new(3);
        for _ in 0..20 {
            let solution = super::super::fill::random_solution(&mut random);
            let (sets, count) = two_line_sets(&solution);
            assert!(count >= 18, "each pair of lines has at least one cycle");
            for &set in &sets[..count] {
                let mut puzzle = solution;
                for cell in (0..81).filter(|&cell| set & 1 << cell != 0) {
                    puzzle[cell] = 0;
                }
                assert_eq!(Grid::new(puzzle).count_solutions(3), Ok(2), "{set:x}");
            }
        }
    }
}
