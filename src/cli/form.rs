//! Telling the two input forms apart: one grid in 9 lines (Baekjoon 2239), or one puzzle
//! per line.

use std::io::{self, BufRead, Cursor, Read};

use super::input::Reader;

/// Bytes read, at most, to find the first line that is neither blank nor a comment; an input
/// with none by then is read as puzzle lines.
const PEEK_LIMIT: u64 = 1 << 16;

/// How an input is laid out.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Form {
    /// One grid, 9 rows of 9 cells: answered as the original program did.
    Grid,
    /// One puzzle of 81 cells per line.
    Lines,
}

impl Form {
    /// The form whose line length, 9 or 81 cells, is nearer to the first line's: so a first
    /// row a cell too long still gets the 9-line form's own error message, and a first puzzle
    /// a cell too short still is one bad line among many.
    pub fn of_first_line(line: &[u8]) -> Form {
        let cells = String::from_utf8_lossy(line.trim_ascii()).chars().count();
        if cells < (9 + 81) / 2 {
            Form::Grid
        } else {
            Form::Lines
        }
    }
}

/// Whether a line only separates or annotates puzzles: blank, or a `#` comment.
pub fn is_skipped(line: &[u8]) -> bool {
    matches!(line.trim_ascii().first(), None | Some(b'#'))
}

/// Reads `reader` up to its first line that is neither blank nor a comment, and returns that
/// line's form with a reader that yields the whole input again, from its first byte.
pub fn detect(mut reader: Reader) -> io::Result<(Form, Reader)> {
    let mut seen = Vec::new();
    let form = loop {
        let start = seen.len();
        let room = PEEK_LIMIT.saturating_sub(start as u64);
        if (&mut reader).take(room).read_until(b'\n', &mut seen)? == 0 {
            break Form::Lines;
        }
        let line = &seen[start..];
        if !is_skipped(line) {
            break Form::of_first_line(line);
        }
    };
    Ok((form, Box::new(Cursor::new(seen).chain(reader))))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn detected(input: &str) -> Form {
        let (form, mut reader) = detect(Box::new(Cursor::new(input.to_string()))).unwrap();
        let mut again = String::new();
        reader.read_to_string(&mut again).unwrap();
        assert_eq!(again, input, "the reader must start over");
        form
    }

    #[test]
    fn the_first_content_line_decides() {
        let row = "103000509\n002109400\n";
        let puzzle = format!("{}\n", "0".repeat(81));
        assert_eq!(detected(row), Form::Grid);
        assert_eq!(detected(&format!("\r\n  \n{row}")), Form::Grid);
        assert_eq!(detected(&puzzle), Form::Lines);
        assert_eq!(detected(&format!("# a comment\n\n{puzzle}")), Form::Lines);
        assert_eq!(detected(""), Form::Lines);
        assert_eq!(detected("# only a comment"), Form::Lines);
    }

    #[test]
    fn a_wrong_length_goes_to_the_nearer_form() {
        assert_eq!(Form::of_first_line(b"1030005090"), Form::Grid);
        assert_eq!(Form::of_first_line(&[b'.'; 44]), Form::Grid);
        assert_eq!(Form::of_first_line(&[b'.'; 45]), Form::Lines);
        assert_eq!(Form::of_first_line(&[b'.'; 80]), Form::Lines);
    }

    #[test]
    fn stops_peeking_after_the_limit() {
        let comments = "#\n".repeat(PEEK_LIMIT as usize);
        assert_eq!(detected(&format!("{comments}103000509\n")), Form::Lines);
    }

    #[test]
    fn skips_blank_and_comment_lines() {
        assert!(is_skipped(b""));
        assert!(is_skipped(b" \t\r"));
        assert!(is_skipped(b"  # note"));
        assert!(!is_skipped(b" 1"));
    }
}
