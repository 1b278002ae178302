//! Every key of an f-puzzles document this reader knows, and what it is: a rule it reads, a
//! rule it refuses, information, a setting, or a drawing. A key not listed is refused: it may
//! be a rule (f-puzzles and its userscripts keep adding them), and a puzzle solved without
//! one of its rules has a wrong answer.
//!
//! The lists follow f-puzzles' own export (`exportPuzzle`: info, the grid, boolean
//! constraints, tool constraints, `negative`, cosmetics) and the keys that
//! dclamage/SudokuSolver (`FPuzzlesBoard.cs`) and its f-puzzles userscripts add.

/// What a top-level key is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Role {
    Size,
    Grid,
    /// `diagonal+`: the diagonal from the bottom-left corner to the top-right one.
    DiagonalPositive,
    /// `diagonal-`: the diagonal from the top-left corner to the bottom-right one.
    DiagonalNegative,
    AntiKnight,
    AntiKing,
    DisjointGroups,
    ExtraRegion,
    /// A killer cage: its cells' digits differ and add up to its `value`, when it has one.
    KillerCage,
    Title,
    Author,
    Ruleset,
    Solution,
    /// How a program shows or solves the puzzle, not what the puzzle is: ignored.
    Setting,
    /// A drawing (f-puzzles' cosmetics): kept by name in `FPuzzlesBoard::decorations`.
    Decoration,
    /// f-puzzles' cosmetic cage: a drawing without a value; a killer cage with a whole number
    /// as its value (SudokuPad exports killer cages so); refused with any other value
    /// (SudokuSolver reads a value such as `DR5` as a rule, and setters write rules into cage
    /// values).
    Cage,
    /// A rule this library does not support: refused unless absent, `null`, `false` or empty.
    Unsupported,
}

/// The top-level keys, by name.
pub(crate) const KEYS: &[(&str, Role)] = &[
    ("size", Role::Size),
    ("grid", Role::Grid),
    ("diagonal+", Role::DiagonalPositive),
    ("diagonal-", Role::DiagonalNegative),
    ("antiknight", Role::AntiKnight),
    ("antiking", Role::AntiKing),
    ("disjointgroups", Role::DisjointGroups),
    ("extraregion", Role::ExtraRegion),
    ("killercage", Role::KillerCage),
    ("title", Role::Title),
    ("author", Role::Author),
    ("ruleset", Role::Ruleset),
    ("solution", Role::Solution),
    // f-puzzles: the conflict highlighting of its page.
    ("highlightConflicts", Role::Setting),
    // SudokuSolver: which techniques its logical solver may use, and its candidate display.
    ("disabledlogic", Role::Setting),
    ("truecandidatesoptions", Role::Setting),
    ("line", Role::Decoration),
    ("rectangle", Role::Decoration),
    ("circle", Role::Decoration),
    ("text", Role::Decoration),
    ("cage", Role::Cage),
    // f-puzzles' boolean and tool constraints, and SudokuSolver's additions.
    ("nonconsecutive", Role::Unsupported),
    ("negative", Role::Unsupported),
    ("arrow", Role::Unsupported),
    ("littlekillersum", Role::Unsupported),
    ("odd", Role::Unsupported),
    ("even", Role::Unsupported),
    ("minimum", Role::Unsupported),
    ("maximum", Role::Unsupported),
    ("rowindexer", Role::Unsupported),
    ("columnindexer", Role::Unsupported),
    ("boxindexer", Role::Unsupported),
    ("thermometer", Role::Unsupported),
    ("slowthermometer", Role::Unsupported),
    ("palindrome", Role::Unsupported),
    ("renban", Role::Unsupported),
    ("whispers", Role::Unsupported),
    ("germanwhispers", Role::Unsupported),
    ("dutchwhispers", Role::Unsupported),
    ("regionsumline", Role::Unsupported),
    ("difference", Role::Unsupported),
    ("ratio", Role::Unsupported),
    ("xv", Role::Unsupported),
    ("clone", Role::Unsupported),
    ("quadruple", Role::Unsupported),
    ("betweenline", Role::Unsupported),
    ("sandwichsum", Role::Unsupported),
    ("xsum", Role::Unsupported),
    ("skyscraper", Role::Unsupported),
    ("entropicline", Role::Unsupported),
    ("modularline", Role::Unsupported),
    ("nabner", Role::Unsupported),
    ("doublearrow", Role::Unsupported),
    ("zipperline", Role::Unsupported),
    ("lockout", Role::Unsupported),
    ("clock", Role::Unsupported),
];

/// The role of a top-level key; `None` for a key this reader does not know.
pub(crate) fn role(key: &str) -> Option<Role> {
    KEYS.iter()
        .find(|(name, _)| *name == key)
        .map(|&(_, role)| role)
}

/// What a key of a cell (`grid[r][c]`) is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum CellRole {
    Value,
    Given,
    Region,
    /// The player's marks and colours: not part of the puzzle, ignored.
    Mark,
    /// A rule on the cell: refused unless absent, `null`, `false` or empty.
    Unsupported,
}

pub(crate) const CELL_KEYS: &[(&str, CellRole)] = &[
    ("value", CellRole::Value),
    ("given", CellRole::Given),
    ("region", CellRole::Region),
    ("centerPencilMarks", CellRole::Mark),
    ("cornerPencilMarks", CellRole::Mark),
    // f-puzzles' own candidate state, exported for solvers: the player's eliminations.
    ("candidates", CellRole::Mark),
    // Background colours: `c` the setter's, `highlight` the player's.
    ("c", CellRole::Mark),
    ("highlight", CellRole::Mark),
    // SudokuSolver: digits a cell is limited to, a rule.
    ("givenPencilMarks", CellRole::Unsupported),
    // Old f-puzzles exports: odd/even and minimum/maximum as a cell's key.
    ("parity", CellRole::Unsupported),
    ("extreme", CellRole::Unsupported),
];

/// The role of a cell's key; `None` for a key this reader does not know.
pub(crate) fn cell_role(key: &str) -> Option<CellRole> {
    CELL_KEYS
        .iter()
        .find(|(name, _)| *name == key)
        .map(|&(_, role)| role)
}
