//! The f-puzzles format, the variant community's interchange format: what f-puzzles and
//! SudokuPad export and dclamage/SudokuSolver reads. A reader only: it turns a document into
//! an [`FPuzzlesBoard`], a neutral description (size, digits, regions, extra rules) for a
//! layout and a solver to build on.
//!
//! Two forms are read, told apart by their first character:
//! - the JSON document (`{"size":9,"grid":[[{"value":5,"given":true},{}, ...`);
//! - an f-puzzles link, `https://www.f-puzzles.com/?load=N4Ig...`, or its part after
//!   `load=`: the JSON compressed by lz-string's `compressToBase64`. URL-encoded forms are
//!   read too (`%2B` or a space for `+`, `%2F`, `%3D`).
//!
//! Supported: sizes 4 to 16, givens, irregular regions (`region` in a cell), `diagonal+`,
//! `diagonal-`, `antiknight`, `antiking`, `disjointgroups`, `extraregion`, `killercage` (and
//! `cage` entries whose value is a sum); and the information `title`, `author`, `ruleset`,
//! `solution`. Every other rule (a thermometer, a little killer, `negative` dots, given
//! pencil marks...) and every key this reader does not know is refused with an error that
//! names it: a puzzle solved without one of its rules has a wrong answer. Drawings (`line`,
//! `rectangle`, `circle`, `text`, cages without a value)
//! are accepted and listed in [`FPuzzlesBoard::decorations`]; the player's marks and colours
//! in cells are ignored.
//!
//! Hostile input gets an error, never a panic: the JSON reader bounds nesting, and texts (the
//! input, and what a link expands to) are bounded by [`MAX_TEXT_LEN`].
//!
//! ```
//! use sudoku::fpuzzles;
//!
//! let json = r#"{"size":4,"title":"Tiny X","diagonal+":true,"grid":[
//!     [{"value":1,"given":true},{},{},{}],
//!     [{},{},{"value":1,"given":true},{}],
//!     [{},{},{},{"value":3}],
//!     [{},{},{},{}]]}"#;
//! let board = fpuzzles::parse(json)?;
//! assert_eq!(board.size, 4);
//! assert_eq!(board.givens[..8], [1, 0, 0, 0, 0, 0, 1, 0]);
//! assert_eq!(board.entries[11], 3); // a value without `given`: the player's
//! assert!(board.diagonal_positive && !board.diagonal_negative);
//! assert_eq!(board.box_shape(), Some((2, 2)));
//! assert_eq!(board.title.as_deref(), Some("Tiny X"));
//!
//! // The same document as an f-puzzles link.
//! let link = "https://www.f-puzzles.com/?load=N4IgzglgXgpiBcAWANCALhNAbO8QBUIA7ATwAIANEVAEwg\
//!             EMBzAeyPqwGoE0AnAVxipGPCDQQBtcaABu7AQgCMQiNJhFu/GAF9kwHXt1aAusin79IWVnnwlIRir\
//!             UaB5k2cMeZc3AGZjpg0DXIy0gA===";
//! assert_eq!(fpuzzles::parse(link)?, board);
//! # Ok::<(), fpuzzles::FPuzzlesError>(())
//! ```

mod board;
mod error;
mod json;
mod keys;
mod link;
mod lz_string;

#[cfg(test)]
mod tests;

pub use board::{FPuzzlesBoard, SIZES};
pub use error::{FPuzzlesError, FPuzzlesErrorKind, Place};

use core::str::FromStr;

/// The longest text read, in bytes: the input, and the JSON a link expands to (in UTF-16
/// units). An f-puzzles document of a 16x16 puzzle with its drawings is tens of kilobytes;
/// the bound keeps a hostile link (whose expansion can grow as the square of its length)
/// from taking the memory of the machine: decoding one takes at most about 20 MB.
pub const MAX_TEXT_LEN: usize = 1 << 20;

/// Reads an f-puzzles board: a JSON document when the text starts with `{` (or `[`, after
/// whitespace), otherwise an f-puzzles link or its compressed part.
pub fn parse(text: &str) -> Result<FPuzzlesBoard, FPuzzlesError> {
    let trimmed = text.trim_start_matches(|c: char| c.is_whitespace() || c == '\u{feff}');
    // Neither `{` nor `[` is a character of a link: a JSON text, whatever its value.
    if trimmed.starts_with(['{', '[']) {
        parse_json(text)
    } else {
        parse_json(&decompress_link(text)?)
    }
}

/// The JSON document of an f-puzzles link (a whole link, or the part after `load=`,
/// URL-encoded or not), for a program that wants to show or keep it.
pub fn decompress_link(link: &str) -> Result<String, FPuzzlesError> {
    check_length(link)?;
    let compressed = link::compressed_text(link)?;
    lz_string::decompress_from_base64(&compressed, MAX_TEXT_LEN)
}

fn parse_json(json: &str) -> Result<FPuzzlesBoard, FPuzzlesError> {
    check_length(json)?;
    board::read(&json::parse(json)?)
}

fn check_length(text: &str) -> Result<(), FPuzzlesError> {
    if text.len() > MAX_TEXT_LEN {
        let kind = FPuzzlesErrorKind::TooLong {
            limit: MAX_TEXT_LEN,
        };
        return Err(FPuzzlesError::new(Place::Input, kind));
    }
    if text.trim().is_empty() {
        return Err(FPuzzlesError::new(Place::Input, FPuzzlesErrorKind::Empty));
    }
    Ok(())
}

impl FromStr for FPuzzlesBoard {
    type Err = FPuzzlesError;

    /// The same as [`parse`].
    fn from_str(text: &str) -> Result<Self, Self::Err> {
        parse(text)
    }
}
