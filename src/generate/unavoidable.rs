//! Unavoidable sets of a solution grid: cells whose digits can be rearranged into another
//! valid grid, so that a puzzle with none of them given has a second solution. Digging asks
//! them first, which spares the engine most of the removals it would refuse.
//!
//! The ones found here lie in two lines of one band (or stack): where rows r1 and r2 of the
//! same band hold the same digits in a set of columns, swapping the two rows' digits in those
//! columns keeps every row, column and box valid. Following each digit of r1 to its column in
//! r2 is a permutation of the columns; each of its cycles is a minimal such set, of 2 to 9
//! columns (4 to 18 cells). The same with columns of one stack. Those are found once per
//! solution; the two-digit sets (`digit_swap_within`) only through a cell digging tries.

use crate::logic::sets::{HOUSE_SET, cells};
use crate::model::geometry::CELL_HOUSES;

/// Whether `cell`'s digit (index `own`) can trade places with one of the digits `others`
/// (bit `d` for digit `d + 1`) on cells of `open` alone (`cell` among them) and leave a
/// valid grid: then a puzzle whose givens are the cells outside `open` has a second
/// solution. `cells_of` holds, for each digit, the cells of the solution that hold it.
///
/// Each house holds each digit once, so trading digits `a` and `b` on a set of cells keeps
/// the grid valid exactly when every house the set meets gives up both its `a` and its `b`.
/// Trading at `cell` therefore forces the rest: the smallest such set through `cell` is the
/// closure of `cell` under "a house met gives both its cells", grown a house at a time and
/// given up as soon as it reaches a cell outside `open`. These are the two-digit
/// unavoidable sets, asked only of the cells digging tries; the caller passes as `others`
/// only digits no given peer of `cell` holds, the others failing at the first house.
pub(crate) fn digit_swap_within(
    cell: usize,
    own: usize,
    others: u16,
    cells_of: &[u128; 9],
    open: u128,
) -> bool {
    debug_assert!(cells_of[own] & 1 << cell != 0);
    (0..9)
        .filter(|&other| others & 1 << other != 0 && other != own)
        .any(|other| {
            let pair = cells_of[own] | cells_of[other];
            let mut traded: u128 = 1 << cell;
            let mut frontier = traded;
            while frontier != 0 {
                let mut reached = 0;
                for at in cells(frontier) {
                    for house in CELL_HOUSES[at] {
                        reached |= HOUSE_SET[usize::from(house)] & pair;
                    }
                }
                if reached & !open != 0 {
                    return false;
                }
                frontier = reached & !traded;
                traded |= reached;
            }
            true
        })
}

/// The most sets: 18 pairs of lines, at most 4 cycles of two or more lines each.
pub(crate) const MAX_SETS: usize = 18 * 4;

/// The two-line unavoidable sets of a solution, and for each cell the four it lies in.
pub(crate) struct TwoLineSets {
    sets: [u128; MAX_SETS],
    count: usize,
    /// For each cell, the indices of its sets: one for each other row of its band and each
    /// other column of its stack. A cycle has two columns (or rows) at least, since no
    /// column holds a digit twice, so every cell lies in a set of each pair of its lines.
    through: [[u8; 4]; 81],
}

impl TwoLineSets {
    /// Every set.
    #[cfg(test)]
    pub(crate) fn all(&self) -> &[u128] {
        &self.sets[..self.count]
    }

    /// Whether a set through a cell of `removed` has no cell outside `blank`: asked of the
    /// four sets of each removed cell rather than of all of them.
    pub(crate) fn any_blank(&self, removed: u128, blank: u128) -> bool {
        cells(removed).any(|cell| {
            self.through[cell]
                .iter()
                .any(|&index| self.sets[usize::from(index)] & !blank == 0)
        })
    }
}

/// The two-line unavoidable sets of `solution`.
pub(crate) fn two_line_sets(solution: &[u8; 81]) -> TwoLineSets {
    let mut found = TwoLineSets {
        sets: [0; MAX_SETS],
        count: 0,
        through: [[0; 4]; 81],
    };
    let mut slots = [0u8; 81];
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
                    if set.count_ones() >= 4 && found.count < MAX_SETS {
                        for member in cells(set) {
                            let slot = &mut slots[member];
                            found.through[member][usize::from(*slot)] = found.count as u8;
                            *slot += 1;
                        }
                        found.sets[found.count] = set;
                        found.count += 1;
                    }
                }
            }
        }
    }
    debug_assert!(slots.iter().all(|&slot| slot == 4));
    found
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::grid::Grid;

    /// A trade found is a second solution, as the engine confirms, on random open sets
    /// where both outcomes occur.
    #[test]
    fn a_digit_swap_found_is_a_second_solution() {
        let mut random = super::super::rng::Random::new(5);
        let (mut found, mut refused) = (0, 0);
        for _ in 0..40 {
            let solution = super::super::fill::random_solution(&mut random);
            let mut cells_of = [0u128; 9];
            for (cell, &digit) in solution.iter().enumerate() {
                cells_of[usize::from(digit - 1)] |= 1 << cell;
            }
            // With every cell open, any two digits trade on their 18 cells.
            let own = usize::from(solution[0] - 1);
            assert!(digit_swap_within(0, own, 0x1ff, &cells_of, (1 << 81) - 1));
            for _ in 0..20 {
                let open = (0..81)
                    .filter(|_| random.below(3) != 0)
                    .fold(0u128, |set, cell| set | 1 << cell);
                let Some(cell) = (0..81).find(|&cell| open & 1 << cell != 0) else {
                    continue;
                };
                let mut puzzle = solution;
                for blank in (0..81).filter(|&blank| open & 1 << blank != 0) {
                    puzzle[blank] = 0;
                }
                if digit_swap_within(
                    cell,
                    usize::from(solution[cell] - 1),
                    0x1ff,
                    &cells_of,
                    open,
                ) {
                    found += 1;
                    assert!(crate::engine::completes_avoiding(
                        &puzzle,
                        cell,
                        solution[cell]
                    ));
                } else {
                    refused += 1;
                }
            }
        }
        assert!(found > 0 && refused > 0, "{found} found, {refused} refused");
    }

    #[test]
    fn every_set_blanked_alone_leaves_two_solutions() {
        let mut random = super::super::rng::Random::new(3);
        for _ in 0..20 {
            let solution = super::super::fill::random_solution(&mut random);
            let sets = two_line_sets(&solution);
            assert!(
                sets.all().len() >= 18,
                "each pair of lines has at least one cycle"
            );
            for cell in 0..81 {
                let through = sets.all().iter().filter(|&&set| set & 1 << cell != 0);
                assert_eq!(through.count(), 4);
                assert!(sets.any_blank(1 << cell, (1 << 81) - 1));
            }
            for &set in sets.all() {
                let mut puzzle = solution;
                for cell in (0..81).filter(|&cell| set & 1 << cell != 0) {
                    puzzle[cell] = 0;
                }
                assert_eq!(Grid::new(puzzle).count_solutions(3), Ok(2), "{set:x}");
            }
        }
    }
}
