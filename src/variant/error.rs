//! Why a layout cannot be built, why a text is not a layout grid, and why a layout grid has no
//! answer: each error names its place (a cell by row and column, counted from 1 in messages; a
//! region by its number; a column of the text) and its reason.

use core::fmt;

use crate::variant::house::LayoutHouse;

/// Why a layout's rules do not make a layout ([`crate::LayoutBuilder::build`]). Regions and
/// cells are 0-based here (row-major indices), counted from 1 in the message.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum LayoutError {
    /// The size is not 4 to 16 or 25.
    Size { size: usize },
    /// A prime size (or windoku / disjoint groups on one) without regions: it has no boxes.
    NoBoxes { size: usize },
    /// The regions do not give one region per cell.
    RegionsLength { expected: usize, found: usize },
    /// A cell's region is not below the size.
    RegionNumber { cell: usize, region: usize },
    /// A region (the first in order) does not hold `size` cells.
    RegionSize { region: usize, found: usize },
    /// Disjoint groups are defined by the standard boxes, not by irregular regions.
    DisjointGroupsNeedBoxes,
    /// An extra region names a cell outside the grid.
    CellOutside { region: usize, cell: usize },
    /// An extra region names a cell twice.
    RepeatedCell { region: usize, cell: usize },
    /// An extra region of more cells than there are digits.
    ExtraRegionTooLarge { region: usize, found: usize },
    /// A cage (by its place among the builder's cages) with no cells.
    EmptyCage { cage: usize },
    /// A cage names a cell outside the grid.
    CageCellOutside { cage: usize, cell: usize },
    /// A cage names a cell twice.
    CageRepeatedCell { cage: usize, cell: usize },
    /// A cell in two cages, `first` and `second`.
    CellInTwoCages {
        cell: usize,
        first: usize,
        second: usize,
    },
    /// A cage of more cells than there are digits.
    CageTooLarge { cage: usize, found: usize },
    /// A cage's sum that no set of `cells` distinct digits makes: those make `smallest` to
    /// `largest`.
    CageSum {
        cage: usize,
        cells: usize,
        sum: u32,
        smallest: u32,
        largest: u32,
    },
}

impl fmt::Display for LayoutError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LayoutError::Size { size } => {
                write!(f, "size {size} is not supported: a size is 4 to 16, or 25")
            }
            LayoutError::NoBoxes { size } => {
                write!(
                    f,
                    "size {size} has no boxes (it is prime): give its regions"
                )
            }
            LayoutError::RegionsLength { expected, found } => {
                write!(f, "the regions need {expected} cells, found {found}")
            }
            LayoutError::RegionNumber { cell, region } => write!(
                f,
                "cell {} names region {}, beyond the size",
                cell + 1,
                region + 1
            ),
            LayoutError::RegionSize { region, found } => {
                write!(
                    f,
                    "region {} has {found} cells, not one per digit",
                    region + 1
                )
            }
            LayoutError::DisjointGroupsNeedBoxes => {
                f.write_str("disjoint groups need the standard boxes, not irregular regions")
            }
            LayoutError::CellOutside { region, cell } => write!(
                f,
                "extra region {} names cell {}, outside the grid",
                region + 1,
                cell + 1
            ),
            LayoutError::RepeatedCell { region, cell } => {
                write!(
                    f,
                    "extra region {} names cell {} twice",
                    region + 1,
                    cell + 1
                )
            }
            LayoutError::ExtraRegionTooLarge { region, found } => write!(
                f,
                "extra region {} has {found} cells, more than there are digits",
                region + 1
            ),
            LayoutError::EmptyCage { cage } => write!(f, "cage {} has no cells", cage + 1),
            LayoutError::CageCellOutside { cage, cell } => write!(
                f,
                "cage {} names cell {}, outside the grid",
                cage + 1,
                cell + 1
            ),
            LayoutError::CageRepeatedCell { cage, cell } => {
                write!(f, "cage {} names cell {} twice", cage + 1, cell + 1)
            }
            LayoutError::CellInTwoCages {
                cell,
                first,
                second,
            } => write!(
                f,
                "cell {} is in cage {} and in cage {}",
                cell + 1,
                first + 1,
                second + 1
            ),
            LayoutError::CageTooLarge { cage, found } => write!(
                f,
                "cage {} has {found} cells, more than there are digits",
                cage + 1
            ),
            LayoutError::CageSum {
                cage,
                cells,
                sum,
                smallest,
                largest,
            } => write!(
                f,
                "cage {} has {cells} cells, whose distinct digits make {smallest} to {largest}, \
                 not {sum}",
                cage + 1
            ),
        }
    }
}

impl std::error::Error for LayoutError {}

/// Why a grid of a layout cannot be answered ([`crate::LayoutGrid`]'s calls). Rows and columns
/// are 0-based here, counted from 1 in the message.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum LayoutGridError {
    /// The cells are not one per cell of the layout.
    Length { expected: usize, found: usize },
    /// A cell holds a value above the size (the first in row-major order).
    InvalidValue {
        row: usize,
        column: usize,
        value: u8,
        size: usize,
    },
    /// Two givens hold `digit` where the layout forbids it: in `house`, or a chess move apart.
    /// `second` is the first cell, row-major, that clashes with an earlier one.
    Conflict {
        digit: u8,
        first: (usize, usize),
        second: (usize, usize),
        house: LayoutHouse,
    },
    /// The digits of a cage (`cage`, numbered in the layout's order) add up to `found` with
    /// `blanks` cells left: not its `sum` (no blank left), or past what the blanks could
    /// still reach (each adds at least 1). `last` is the cage's last cell with a digit.
    CageSum {
        cage: usize,
        sum: u32,
        found: u32,
        blanks: usize,
        last: (usize, usize),
    },
    /// The givens are consistent, but no completion exists.
    Unsolvable,
    /// The work bound ran out before the answer was known.
    WorkLimit,
    /// The grid has more than one completion: a hint or a rating needs exactly one.
    NotUnique,
    /// Every cell is filled: there is no next step.
    Solved,
    /// Hints and ratings reason over 9x9 grids without killer sums; this layout is `size` x
    /// `size`, or has sums.
    LogicUnavailable { size: usize },
    /// The puzzle's givens are of another layout than the player's grid.
    LayoutMismatch,
}

impl fmt::Display for LayoutGridError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let place =
            |(row, column): (usize, usize)| format!("row {}, column {}", row + 1, column + 1);
        match self {
            LayoutGridError::Length { expected, found } => {
                write!(f, "the layout has {expected} cells, the grid {found}")
            }
            LayoutGridError::InvalidValue {
                row,
                column,
                value,
                size,
            } => write!(
                f,
                "invalid cell at {}: {value} is not 0 (blank) or a digit 1 to {size}",
                place((*row, *column))
            ),
            LayoutGridError::Conflict {
                digit,
                first,
                second,
                house,
            } => match house {
                LayoutHouse::KnightMove | LayoutHouse::KingMove => write!(
                    f,
                    "digit {digit} at {} and at {}, {house} apart",
                    place(*first),
                    place(*second)
                ),
                _ => write!(
                    f,
                    "digit {digit} appears twice in {house}: at {} and at {}",
                    place(*first),
                    place(*second)
                ),
            },
            LayoutGridError::CageSum {
                cage,
                sum,
                found,
                blanks: 0,
                ..
            } => write!(
                f,
                "the digits of cage {} add up to {found}, not its sum {sum}",
                cage + 1
            ),
            LayoutGridError::CageSum {
                cage,
                sum,
                found,
                blanks,
                ..
            } => write!(
                f,
                "the digits of cage {} add up to {found} with {blanks} cells blank: past its \
                 sum {sum}",
                cage + 1
            ),
            LayoutGridError::Unsolvable => {
                f.write_str("no solution: the givens do not clash, but no completion exists")
            }
            LayoutGridError::WorkLimit => {
                f.write_str("the work bound ran out before the answer was known")
            }
            LayoutGridError::NotUnique => {
                f.write_str("the grid has more than one completion: a hint or a rating needs one")
            }
            LayoutGridError::Solved => f.write_str("every cell is filled: there is no next step"),
            LayoutGridError::LogicUnavailable { size } => write!(
                f,
                "hints and ratings are for 9x9 layouts without killer sums (this one is {size}x{size})"
            ),
            LayoutGridError::LayoutMismatch => {
                f.write_str("the givens are of another layout than the grid")
            }
        }
    }
}

impl std::error::Error for LayoutGridError {}

/// Where and why a line is not a grid of a layout: `column` counts characters of the line
/// from 1.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct LayoutParseError {
    pub column: usize,
    pub reason: LayoutParseReason,
}

/// What is wrong with a line of the layout text form.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum LayoutParseReason {
    /// The prefix's size is not `NxN` with the same N twice.
    BadSize(String),
    /// A word of the prefix that names no rule.
    UnknownRule(String),
    /// An `extra=` list with a cell that is not `rRcC` inside the grid.
    BadCell(String),
    /// A character that is not a symbol of the size (1-9, A-Z up to the size), `0` or `.`.
    BadSymbol(char),
    /// The cells are not `size * size` symbols (or, with no prefix, no size has that many).
    Length { expected: usize, found: usize },
    /// A jigsaw without its regions, or regions without `jigsaw`.
    Regions,
    /// A killer without its cage map.
    CageMap,
    /// A word of the cage sums that is not `name=sum` for a cage of the map named once, or a
    /// SumoCue field that is not a number (or gives a cage a second sum).
    BadSum(String),
    /// More after the cells (and regions) than the form allows.
    Trailing,
    /// The rules, read, make no layout.
    Layout(LayoutError),
}

impl fmt::Display for LayoutParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "column {}: ", self.column)?;
        match &self.reason {
            LayoutParseReason::BadSize(word) => {
                write!(f, "`{word}` is not a size such as 9x9 or 16x16")
            }
            LayoutParseReason::UnknownRule(word) => write!(
                f,
                "`{word}` is not a rule (jigsaw, x, diagonal, anti-diagonal, windoku, \
                 disjoint, anti-knight, anti-king, killer, extra=r1c1,r1c2,...)"
            ),
            LayoutParseReason::BadCell(word) => {
                write!(f, "`{word}` is not a cell rRcC inside the grid")
            }
            LayoutParseReason::BadSymbol(symbol) => {
                write!(f, "`{symbol}` is not a digit of this size, 0 or .")
            }
            LayoutParseReason::Length { expected, found } => {
                write!(f, "the grid needs {expected} cells, this one has {found}")
            }
            LayoutParseReason::Regions => {
                f.write_str("a jigsaw gives its regions after its cells, and only a jigsaw does")
            }
            LayoutParseReason::CageMap => {
                f.write_str("a killer gives its cage map after its cells (and regions)")
            }
            LayoutParseReason::BadSum(word) => write!(
                f,
                "`{word}` is not a cage's sum: name=sum, for a cage of the map named once"
            ),
            LayoutParseReason::Trailing => f.write_str("more text after the grid"),
            LayoutParseReason::Layout(error) => error.fmt(f),
        }
    }
}

impl std::error::Error for LayoutParseError {}
