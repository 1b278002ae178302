//! The names of a layout's houses and rules, as messages and hints say them.

use core::fmt;

/// A house of a layout (its cells hold each digit at most once), or a chess rule (two cells a
/// move apart differ), named for messages: indices are 0-based, `Display` counts from 1.
///
/// ```
/// use sudoku::LayoutHouse;
///
/// assert_eq!(LayoutHouse::Region(3).to_string(), "region 4");
/// assert_eq!(LayoutHouse::MainDiagonal.to_string(), "the main diagonal");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum LayoutHouse {
    Row(usize),
    Column(usize),
    /// A box of the standard shape, numbered row-major from the top left.
    Box(usize),
    /// An irregular (jigsaw) region, by its number in the layout.
    Region(usize),
    /// Top left to bottom right.
    MainDiagonal,
    /// Top right to bottom left.
    AntiDiagonal,
    /// A windoku window, numbered row-major.
    Window(usize),
    /// The cells at one place of every box, numbered by that place, row-major in the box.
    DisjointGroup(usize),
    /// An extra region given as a list of cells, in the order given.
    Extra(usize),
    /// A killer cage, by its number in the layout (cages ordered by their first cell).
    Cage(usize),
    /// The anti-knight rule: two cells a knight's move apart.
    KnightMove,
    /// The anti-king rule: two cells a king's move apart.
    KingMove,
}

impl fmt::Display for LayoutHouse {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LayoutHouse::Row(index) => write!(f, "row {}", index + 1),
            LayoutHouse::Column(index) => write!(f, "column {}", index + 1),
            LayoutHouse::Box(index) => write!(f, "box {}", index + 1),
            LayoutHouse::Region(index) => write!(f, "region {}", index + 1),
            LayoutHouse::MainDiagonal => f.write_str("the main diagonal"),
            LayoutHouse::AntiDiagonal => f.write_str("the anti-diagonal"),
            LayoutHouse::Window(index) => write!(f, "window {}", index + 1),
            LayoutHouse::DisjointGroup(index) => write!(f, "disjoint group {}", index + 1),
            LayoutHouse::Extra(index) => write!(f, "extra region {}", index + 1),
            LayoutHouse::Cage(index) => write!(f, "cage {}", index + 1),
            LayoutHouse::KnightMove => f.write_str("a knight's move"),
            LayoutHouse::KingMove => f.write_str("a king's move"),
        }
    }
}
