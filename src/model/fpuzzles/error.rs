//! Why a text is not an f-puzzles board this library can solve, and where.

use core::fmt;

/// Where in the input an [`FPuzzlesError`] was found.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Place {
    /// The input as a whole (empty, or too long).
    Input,
    /// A character of the compressed text of a link (the part after `load=`, once
    /// URL-decoded), counted from 0.
    Compressed { index: usize },
    /// A place in the JSON text: the byte offset from 0, the line and the column (in
    /// characters) from 1.
    Json {
        offset: usize,
        line: usize,
        column: usize,
    },
    /// A value in the document, by its path as JavaScript would write it, indexes from 0:
    /// `size`, `grid[2][3].value`, `extraregion[0].cells[4]`; empty for the document itself.
    Key(String),
}

impl fmt::Display for Place {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Place::Input => f.write_str("the input"),
            Place::Compressed { index } => {
                write!(f, "character {} of the compressed text", index + 1)
            }
            Place::Json {
                offset,
                line,
                column,
            } => write!(f, "line {line}, column {column} (byte {offset})"),
            Place::Key(path) if path.is_empty() => f.write_str("the document"),
            Place::Key(path) => write!(f, "`{path}`"),
        }
    }
}

/// What is wrong with an f-puzzles text.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum FPuzzlesErrorKind {
    /// Nothing but whitespace.
    Empty,
    /// The text (or the JSON a link expands to) is longer than `limit` bytes (UTF-16 units
    /// for a link's expansion).
    TooLong { limit: usize },
    /// A character that is not in the base64 alphabet of a link.
    Base64Character(char),
    /// The compressed text ends before its end mark (a link cut short).
    Truncated,
    /// The compressed text refers to dictionary entry `code`, which it has not made yet.
    BadCode { code: u32 },
    /// The link expands to UTF-16 that is not text (a lone surrogate).
    NotText,
    /// JSON syntax: `expected` here, `found` this character (`None`: the end of the text).
    Expected {
        expected: &'static str,
        found: Option<char>,
    },
    /// Arrays and objects nested deeper than `limit`.
    TooDeep { limit: usize },
    /// A raw control character (below U+0020) inside a string: JSON needs it escaped.
    ControlCharacter(char),
    /// A `\uXXXX` escape of half a surrogate pair without its other half.
    LoneSurrogate,
    /// An object that has this key twice.
    DuplicateKey(String),
    /// The document lacks this key.
    MissingKey(&'static str),
    /// A value of the wrong type.
    WrongType {
        expected: &'static str,
        found: &'static str,
    },
    /// `size` is not a whole number from 4 to 16 (as written in the document).
    Size { found: String },
    /// `grid` has `found` rows, or a row has `found` cells, where the size needs `expected`.
    GridShape { expected: usize, found: usize },
    /// A digit (a cell's `value`, or a `solution` entry) that is not a whole number from 0 to
    /// the size.
    Digit { found: String, size: usize },
    /// A cell's `region` that is not a whole number from 0 to size - 1.
    RegionIndex { found: String, size: usize },
    /// A cell whose `region` is `null`: in no region, which this library does not support.
    NoRegion,
    /// Region `region` (its index, from 0) has `cells` cells, not `size`.
    RegionSize {
        region: usize,
        cells: usize,
        size: usize,
    },
    /// A cell name that is not `R<row>C<column>` inside the grid.
    CellName(String),
    /// A cell named twice in one extra region.
    RepeatedCell(String),
    /// An extra region of `cells` cells, more than the `size` digits it could hold once each.
    ExtraRegionTooLarge { cells: usize, size: usize },
    /// A killer cage's `value` that is not a whole number.
    CageSum(String),
    /// `solution` does not have one entry per cell.
    SolutionLength { expected: usize, found: usize },
    /// A rule this library does not support (a thermometer, a little killer, given pencil
    /// marks...), named by its key. The puzzle is refused rather than solved without it.
    UnsupportedConstraint(String),
    /// A key this reader does not know: it may be a rule, so the puzzle is refused.
    UnknownKey(String),
}

impl fmt::Display for FPuzzlesErrorKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use FPuzzlesErrorKind as K;
        match self {
            K::Empty => f.write_str("there is nothing to read"),
            K::TooLong { limit } => write!(f, "the text is longer than the limit, {limit} bytes"),
            K::Base64Character(c) => {
                write!(f, "{c:?} is not a character of an f-puzzles link (base64)")
            }
            K::Truncated => f.write_str("the compressed text ends early: is the link complete?"),
            K::BadCode { code } => write!(
                f,
                "the compressed text refers to entry {code}, which it has not made yet: \
                 the link is damaged"
            ),
            K::NotText => f.write_str("the link expands to something that is not text"),
            K::Expected { expected, found } => match found {
                Some(c) => write!(f, "expected {expected}, found {c:?}"),
                None => write!(f, "expected {expected}, found the end of the text"),
            },
            K::TooDeep { limit } => {
                write!(f, "arrays and objects nest deeper than {limit} levels")
            }
            K::ControlCharacter(c) => write!(
                f,
                "the control character {c:?} must be escaped inside a string"
            ),
            K::LoneSurrogate => {
                f.write_str("a \\u escape holds half of a surrogate pair without the other")
            }
            K::DuplicateKey(key) => write!(f, "the key \"{key}\" appears twice in one object"),
            K::MissingKey(key) => write!(f, "the key \"{key}\" is missing"),
            K::WrongType { expected, found } => write!(f, "expected {expected}, found {found}"),
            K::Size { found } => write!(
                f,
                "size {found} is not supported: the size must be a whole number from 4 to 16"
            ),
            K::GridShape { expected, found } => {
                write!(f, "expected {expected} entries for the size, found {found}")
            }
            K::Digit { found, size } => {
                write!(f, "{found} is not 0 (blank) or a digit from 1 to {size}")
            }
            K::RegionIndex { found, size } => write!(
                f,
                "{found} is not a region index of a {size}x{size} grid (0 to {})",
                size - 1
            ),
            K::NoRegion => f.write_str(
                "the cell is in no region (region null), which this library does not support",
            ),
            K::RegionSize {
                region,
                cells,
                size,
            } => write!(
                f,
                "region {region} (from 0) has {cells} cells; each region of a {size}x{size} \
                 grid needs {size}"
            ),
            K::CellName(name) => {
                write!(
                    f,
                    "{name:?} is not a cell of the grid (written R<row>C<column>)"
                )
            }
            K::RepeatedCell(name) => write!(f, "the cell {name} is listed twice"),
            K::CageSum(found) => write!(f, "the cage's value {found:?} is not a sum"),
            K::ExtraRegionTooLarge { cells, size } => write!(
                f,
                "an extra region of {cells} cells cannot hold {size} digits once each"
            ),
            K::SolutionLength { expected, found } => {
                write!(f, "the solution has {found} entries, not {expected}")
            }
            K::UnsupportedConstraint(key) => write!(
                f,
                "the rule \"{key}\" is not supported; the puzzle is refused rather than \
                 solved without it"
            ),
            K::UnknownKey(key) => write!(
                f,
                "the key \"{key}\" is unknown; it may be a rule, so the puzzle is refused"
            ),
        }
    }
}

/// Why a text is not an f-puzzles board this library reads, with the place: the JSON's line
/// and column, a key's path, or a character of a link's compressed text.
///
/// ```
/// use sudoku::fpuzzles::{self, FPuzzlesErrorKind, Place};
///
/// let error = fpuzzles::parse(r#"{"size": 9, "grid": [], "thermometer": [{"lines": []}]}"#)
///     .unwrap_err();
/// assert_eq!(error.kind(), &FPuzzlesErrorKind::UnsupportedConstraint("thermometer".into()));
/// assert_eq!(error.place(), &Place::Key("thermometer".into()));
/// assert_eq!(
///     error.to_string(),
///     "f-puzzles, at `thermometer`: the rule \"thermometer\" is not supported; \
///      the puzzle is refused rather than solved without it"
/// );
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct FPuzzlesError {
    place: Place,
    kind: FPuzzlesErrorKind,
}

impl FPuzzlesError {
    pub(crate) fn new(place: Place, kind: FPuzzlesErrorKind) -> Self {
        FPuzzlesError { place, kind }
    }

    pub(crate) fn at_key(path: impl Into<String>, kind: FPuzzlesErrorKind) -> Self {
        FPuzzlesError::new(Place::Key(path.into()), kind)
    }

    /// What is wrong.
    pub fn kind(&self) -> &FPuzzlesErrorKind {
        &self.kind
    }

    /// Where it is.
    pub fn place(&self) -> &Place {
        &self.place
    }
}

impl fmt::Display for FPuzzlesError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "f-puzzles, at {}: {}", self.place, self.kind)
    }
}

impl std::error::Error for FPuzzlesError {}
