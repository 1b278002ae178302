//! A grid of any layout and its exact answers: validation, the smallest completion, counting,
//! pencil marks; every search within a work bound the caller sets.

use core::fmt;

use crate::engine::Counted;
use crate::variant::cage::restrict;
use crate::variant::error::LayoutGridError;
use crate::variant::house::LayoutHouse;
use crate::variant::layout::Layout;
use crate::variant::search::{Search, digit_of};

/// The work bound of the calls that take none: enough for every puzzle of the tests and
/// benchmarks many times over, and still a bound (units: cells placed, house passes, branches).
pub const DEFAULT_LAYOUT_WORK: u64 = 200_000_000;

/// A grid of a [`Layout`]: `size * size` values in row-major order, 0 for a blank and 1..=size
/// for a digit. Like [`crate::Grid`], it may hold any values; [`LayoutGrid::validate`] and the
/// solving calls report those above the size.
///
/// ```
/// use sudoku::{Layout, LayoutGrid};
///
/// let puzzle: LayoutGrid = "4x4: 1...........4..2".parse()?;
/// let answer = puzzle.solve(1_000_000)?;
/// assert_eq!(answer.to_symbols(), "1234342121434312");
/// assert_eq!(answer.to_string(), "4x4: 1234342121434312");
/// assert_eq!(puzzle.count(2, 1_000_000), Ok(sudoku::Counted::Finished(2)));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LayoutGrid {
    layout: Layout,
    cells: Vec<u8>,
}

impl LayoutGrid {
    /// The grid of `layout` with these cells; an error when they are not one per cell.
    pub fn new(layout: Layout, cells: Vec<u8>) -> Result<LayoutGrid, LayoutGridError> {
        if cells.len() != layout.cell_count() {
            return Err(LayoutGridError::Length {
                expected: layout.cell_count(),
                found: cells.len(),
            });
        }
        Ok(LayoutGrid { layout, cells })
    }

    /// The grid of `layout` with every cell blank.
    pub fn empty(layout: Layout) -> LayoutGrid {
        let cells = vec![0; layout.cell_count()];
        LayoutGrid { layout, cells }
    }

    /// The layout.
    pub fn layout(&self) -> &Layout {
        &self.layout
    }

    /// The values, row-major.
    pub fn cells(&self) -> &[u8] {
        &self.cells
    }

    /// Checks the values (each 0..=size, the first bad one in row-major order) and the givens
    /// (the first cell, row-major, whose digit an earlier cell already holds in one of its
    /// houses or a chess move away; the house named is the first of the layout's order).
    ///
    /// ```
    /// use sudoku::{Layout, LayoutGrid, LayoutHouse, LayoutGridError};
    ///
    /// let layout = Layout::builder(6).diagonal().build()?;
    /// let mut cells = vec![0; 36];
    /// (cells[0], cells[14]) = (5, 5); // r1c1 and r3c3
    /// let error = LayoutGrid::new(layout, cells)?.validate().unwrap_err();
    /// assert!(matches!(error, LayoutGridError::Conflict { house: LayoutHouse::MainDiagonal, .. }));
    /// assert_eq!(
    ///     error.to_string(),
    ///     "digit 5 appears twice in the main diagonal: at row 1, column 1 and at row 3, column 3"
    /// );
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn validate(&self) -> Result<(), LayoutGridError> {
        let size = self.layout.size();
        let place = |cell: usize| (cell / size, cell % size);
        for (cell, &value) in self.cells.iter().enumerate() {
            if usize::from(value) > size {
                let (row, column) = place(cell);
                return Err(LayoutGridError::InvalidValue {
                    row,
                    column,
                    value,
                    size,
                });
            }
        }
        let geometry = &self.layout.inner;
        for (cell, &value) in self.cells.iter().enumerate() {
            if value == 0 {
                continue;
            }
            let Some(&first) = geometry.peers[cell]
                .iter()
                .find(|&&peer| usize::from(peer) < cell && self.cells[usize::from(peer)] == value)
            else {
                continue;
            };
            let first = usize::from(first);
            let shared = geometry.cell_houses[cell]
                .iter()
                .find(|house| geometry.cell_houses[first].contains(house));
            let house = match shared {
                Some(&house) => geometry.houses[usize::from(house)].0,
                None => {
                    let (dr, dc) = (
                        cell / size - first / size,
                        (cell % size).abs_diff(first % size),
                    );
                    if dr.max(dc) == 1 {
                        LayoutHouse::KingMove
                    } else {
                        LayoutHouse::KnightMove
                    }
                }
            };
            return Err(LayoutGridError::Conflict {
                digit: value,
                first: place(first),
                second: place(cell),
                house,
            });
        }
        self.check_cage_sums()
    }

    /// The digits of each cage with a sum, against it: a cage without blanks makes its sum,
    /// and a cage with some has not passed it already.
    fn check_cage_sums(&self) -> Result<(), LayoutGridError> {
        let size = self.layout.size();
        for (index, cage) in self.layout.cages().iter().enumerate() {
            let Some(sum) = cage.sum() else { continue };
            let digits = cage
                .cells()
                .iter()
                .map(|&cell| self.cells[usize::from(cell)]);
            let found: u32 = digits.clone().map(u32::from).sum();
            let blanks = digits.filter(|&digit| digit == 0).count();
            if (blanks == 0 && found != sum) || (blanks > 0 && found + blanks as u32 > sum) {
                let last = cage
                    .cells()
                    .iter()
                    .rev()
                    .map(|&cell| usize::from(cell))
                    .find(|&cell| self.cells[cell] != 0)
                    .unwrap_or(usize::from(cage.cells()[0]));
                return Err(LayoutGridError::CageSum {
                    cage: index,
                    sum,
                    found,
                    blanks,
                    last: (last / size, last % size),
                });
            }
        }
        Ok(())
    }

    /// The smallest completion in row-major order: what row-major backtracking trying the
    /// digits 1..=size finds first. `max_work` bounds the search (units: cells placed, house
    /// passes, branches); [`LayoutGridError::WorkLimit`] when it runs out.
    ///
    /// ```
    /// use sudoku::{Layout, LayoutGrid, LayoutGridError};
    ///
    /// let empty = LayoutGrid::empty(Layout::standard(12)?);
    /// assert_eq!(empty.solve(2), Err(LayoutGridError::WorkLimit));
    /// let answer = empty.solve(1_000_000)?;
    /// assert_eq!(&answer.to_symbols()[..24], "123456789ABC56789ABC1234");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn solve(&self, max_work: u64) -> Result<LayoutGrid, LayoutGridError> {
        self.validate()?;
        let mut search = Search::new(&self.layout.inner, max_work);
        let outcome = search.start(&self.cells).and_then(|board| match board {
            Some(board) => search.smallest(board),
            None => Ok(None),
        });
        match outcome {
            Ok(Some(masks)) => Ok(self.with_masks(&masks)),
            Ok(None) => Err(LayoutGridError::Unsolvable),
            Err(_) => Err(LayoutGridError::WorkLimit),
        }
    }

    /// Any completion (the first the search meets, not the smallest), within `max_work`.
    pub fn solve_any(&self, max_work: u64) -> Result<LayoutGrid, LayoutGridError> {
        self.validate()?;
        let mut search = Search::new(&self.layout.inner, max_work);
        let outcome = search.start(&self.cells).and_then(|board| match board {
            Some(board) => search.find(board),
            None => Ok(None),
        });
        match outcome {
            Ok(Some(masks)) => Ok(self.with_masks(&masks)),
            Ok(None) => Err(LayoutGridError::Unsolvable),
            Err(_) => Err(LayoutGridError::WorkLimit),
        }
    }

    /// The completions counted up to `limit`, within `max_work`: [`Counted::Finished`] with
    /// the count (or `limit` when there are at least that many), or
    /// [`Counted::BudgetExceeded`] with those found before the work ran out. Clashing givens
    /// and bad values are errors, as [`LayoutGrid::validate`]'s.
    pub fn count(&self, limit: u64, max_work: u64) -> Result<Counted, LayoutGridError> {
        self.validate()?;
        let mut search = Search::new(&self.layout.inner, max_work);
        let mut found = 0;
        let outcome = search.start(&self.cells).and_then(|board| match board {
            Some(board) if limit > 0 => search.count(board, limit, &mut found, &mut None),
            _ => Ok(()),
        });
        Ok(match outcome {
            Ok(()) => Counted::Finished(found),
            Err(_) => Counted::BudgetExceeded(found),
        })
    }

    /// The basic pencil marks, one mask a cell (bit `d - 1` for digit `d`): for a blank, the
    /// digits no given among its peers holds; for a given, its own digit; in a cage with a
    /// sum, only the digits of the sets of distinct digits that make it and that its cells
    /// can hold one each (each cage looked at once, in order). No solving. Errors as
    /// [`LayoutGrid::validate`]'s.
    ///
    /// ```
    /// # use sudoku::LayoutGrid;
    /// let grid: LayoutGrid = "4x4 x: 1...............".parse()?;
    /// let marks = grid.candidates()?;
    /// assert_eq!(marks[0], 0b0001);
    /// assert_eq!(marks[5], 0b1110); // r2c2: the box and the main diagonal see the 1
    /// assert_eq!(marks[6], 0b1111);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn candidates(&self) -> Result<Vec<u32>, LayoutGridError> {
        self.validate()?;
        let all = (1u32 << self.layout.size()) - 1;
        let geometry = &self.layout.inner;
        let mut marks: Vec<u32> = self
            .cells
            .iter()
            .enumerate()
            .map(|(cell, &value)| match value {
                0 => geometry.peers[cell]
                    .iter()
                    .map(|&peer| self.cells[usize::from(peer)])
                    .filter(|&digit| digit != 0)
                    .fold(all, |marks, digit| marks & !(1 << (digit - 1))),
                digit => 1 << (digit - 1),
            })
            .collect();
        for cage in self.layout.cages() {
            let Some(sum) = cage.sum() else { continue };
            if !restrict(cage.cells(), sum, &mut marks, &mut Vec::new()).possible {
                // No set of digits makes the sum: no digit is left to the blanks.
                for &cell in cage.cells() {
                    if self.cells[usize::from(cell)] == 0 {
                        marks[usize::from(cell)] = 0;
                    }
                }
            }
        }
        Ok(marks)
    }

    /// Whether every cell holds a digit and the grid breaks no rule of its layout.
    pub fn is_solved(&self) -> bool {
        self.cells.iter().all(|&value| value != 0) && self.validate().is_ok()
    }

    /// The cells in the text form's symbols, without the layout: 1-9, then A-Z for 10 and up;
    /// `.` for a blank.
    pub fn to_symbols(&self) -> String {
        self.cells
            .iter()
            .map(|&value| crate::variant::text::symbol(value))
            .collect()
    }

    fn with_masks(&self, masks: &[u32]) -> LayoutGrid {
        let cells = masks.iter().map(|&mask| digit_of(mask)).collect();
        LayoutGrid {
            layout: self.layout.clone(),
            cells,
        }
    }
}

impl fmt::Display for LayoutGrid {
    /// The text form: the layout's prefix, `: `, the cells, and a jigsaw's regions.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        crate::variant::text::write_line(f, self)
    }
}
