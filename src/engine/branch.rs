//! Where a search splits a board into cases: the choice changes the speed of a search,
//! never its result.

use super::board::Board;
use super::tables::{BOX0, COLUMN0, ROW_STRIDE, ROW9, cell_at, pairs_in_row};

impl Board {
    /// Where to branch, `None` when the board is solved. Two-way splits keep the tree
    /// narrow: a cell with two candidates; else a digit with two places left in a row, box
    /// or column; then a cell with three candidates; then the cell with the fewest.
    #[cfg_attr(not(debug_assertions), inline(always))]
    pub(crate) fn branch(&self) -> Option<Branch> {
        let mut triple = None;
        for band in 0..3 {
            let [_, two, three, four] = self.cells_with_more_than::<4>(band);
            let open = self.unsolved[band];
            let pairs = two & !three & open;
            if pairs != 0 {
                return Some(Branch::Cell(cell_at(band, pairs.trailing_zeros())));
            }
            if triple.is_none() {
                let triples = three & !four & open;
                if triples != 0 {
                    triple = Some(cell_at(band, triples.trailing_zeros()));
                }
            }
        }
        self.pair_in_row()
            .or_else(|| self.pair_in_box())
            .or_else(|| self.pair_in_column())
            .or_else(|| {
                triple
                    .or_else(|| self.fewest_candidates())
                    .map(Branch::Cell)
            })
    }

    /// A digit with exactly two places left in some row.
    #[cfg_attr(not(debug_assertions), inline(always))]
    fn pair_in_row(&self) -> Option<Branch> {
        for band in 0..3 {
            for (digit, &word) in self.places[band].iter().enumerate() {
                let pairs = pairs_in_row(word) & self.unsolved[band];
                if pairs != 0 {
                    let row = ROW9 << (pairs.trailing_zeros() / ROW_STRIDE * ROW_STRIDE);
                    return Some(Branch::places(digit, band, pairs & row));
                }
            }
        }
        None
    }

    /// A digit with exactly two places left in some box.
    #[cfg_attr(not(debug_assertions), inline(always))]
    fn pair_in_box(&self) -> Option<Branch> {
        for band in 0..3 {
            for (digit, &word) in self.places[band].iter().enumerate() {
                for stack in 0..3 {
                    let cells = word & BOX0 << (3 * stack);
                    if has_two_bits(cells) {
                        return Some(Branch::places(digit, band, cells));
                    }
                }
            }
        }
        None
    }

    /// A digit with exactly two places left in some column.
    #[cfg_attr(not(debug_assertions), inline(always))]
    fn pair_in_column(&self) -> Option<Branch> {
        for digit in 0..9 {
            let (mut once, mut twice, mut thrice) = (0u32, 0u32, 0u32);
            for band in 0..3 {
                let word = self.places[band][digit];
                for row in 0..3 {
                    let cells = word >> (row * ROW_STRIDE) & ROW9;
                    thrice |= twice & cells;
                    twice |= once & cells;
                    once |= cells;
                }
            }
            let columns = twice & !thrice;
            if columns != 0 {
                let column = COLUMN0 << columns.trailing_zeros();
                let mut cells = [0; 2];
                let mut found = 0;
                for band in 0..3 {
                    let mut places = self.places[band][digit] & column;
                    while places != 0 && found < 2 {
                        cells[found] = cell_at(band, places.trailing_zeros());
                        found += 1;
                        places &= places - 1;
                    }
                }
                return Some(Branch::Places { digit, cells });
            }
        }
        None
    }

    /// The unsolved cell with the fewest candidates, the earliest on ties.
    #[cfg_attr(not(debug_assertions), inline(always))]
    fn fewest_candidates(&self) -> Option<usize> {
        let mut best: Option<(usize, usize)> = None;
        for band in 0..3 {
            let more_than = self.cells_with_more_than::<9>(band);
            let open = self.unsolved[band];
            let found = (1..9).find_map(|k| {
                let exactly = more_than[k - 1] & !more_than[k] & open;
                (exactly != 0).then(|| (k, cell_at(band, exactly.trailing_zeros())))
            });
            let found = found.or_else(|| {
                let nine = more_than[8] & open;
                (nine != 0).then(|| (9, cell_at(band, nine.trailing_zeros())))
            });
            if let Some((count, cell)) = found {
                if best.is_none_or(|(fewest, _)| count < fewest) {
                    best = Some((count, cell));
                }
            }
        }
        best.map(|(_, cell)| cell)
    }
}

/// Whether `bits` has exactly two bits set (without `count_ones`, which is a long sequence
/// on targets without a population-count instruction, the default for x86-64).
#[inline(always)]
fn has_two_bits(bits: u32) -> bool {
    let rest = bits & bits.wrapping_sub(1);
    rest != 0 && rest & (rest - 1) == 0
}

/// A split of the search into cases that together cover every completion.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Branch {
    /// Each candidate digit of the cell, ascending.
    Cell(usize),
    /// The digit (index 0..9) in one or the other of the two places a house has left for it.
    Places { digit: usize, cells: [usize; 2] },
}

impl Branch {
    /// `digit` in one or the other of the two cells of `band` set in `cells`.
    fn places(digit: usize, band: usize, cells: u32) -> Branch {
        let first = cells.trailing_zeros();
        let second = (cells & !(1 << first)).trailing_zeros();
        Branch::Places {
            digit,
            cells: [cell_at(band, first), cell_at(band, second)],
        }
    }

    /// The cases as (cell, digit index) placements, at most nine, in the order to try them.
    #[cfg_attr(not(debug_assertions), inline(always))]
    pub(crate) fn cases(self, board: &Board) -> Cases {
        match self {
            Branch::Cell(cell) => Cases::Digits {
                cell: cell as u8,
                left: board.candidates(cell),
            },
            Branch::Places { digit, cells } => Cases::Places {
                digit: digit as u8,
                cells: cells.map(|cell| cell as u8),
                next: 0,
            },
        }
    }
}

/// The cases of a [`Branch`] still to try: a small value a search can keep per level.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Cases {
    /// The digits (bit `d` for digit `d + 1`) of `cell` not tried yet, ascending.
    Digits { cell: u8, left: u16 },
    /// `digit` in `cells[next]`, then the other one.
    Places { digit: u8, cells: [u8; 2], next: u8 },
}

impl Iterator for Cases {
    /// A placement: (cell, digit index).
    type Item = (usize, usize);

    #[cfg_attr(not(debug_assertions), inline(always))]
    fn next(&mut self) -> Option<(usize, usize)> {
        match self {
            Cases::Digits { cell, left } => (*left != 0).then(|| {
                let digit = left.trailing_zeros() as usize;
                *left &= *left - 1;
                (usize::from(*cell), digit)
            }),
            Cases::Places { digit, cells, next } => {
                let cell = *cells.get(usize::from(*next))?;
                *next += 1;
                Some((usize::from(cell), usize::from(*digit)))
            }
        }
    }
}
