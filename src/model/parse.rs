//! The text forms of a grid, one grammar for every reader (`str::parse`, [`Grid::from_line`],
//! the command-line program, and the C++ and Python examples' parsers, which
//! `tests/grammar/table.txt` holds to the same answers):
//!
//! - a cell is `1`-`9`, or `0` or `.` for a blank;
//! - whitespace around and between a line's cells is skipped (`1 0 3 ...` reads as `103...`),
//!   a CR included;
//! - a byte-order mark (U+FEFF) at the start of a line is skipped: editors write one at the
//!   start of a file, and concatenating such files puts one at the start of a later line;
//! - a line that is blank, or whose first character after whitespace is `#`, holds no cells
//!   and is skipped wherever it stands;
//! - a grid is one line of 81 cells (the one-line form) or 9 lines of 9 (the 9-line form of
//!   Baekjoon 2239).
//!
//! Whitespace is Unicode whitespace, as [`char::is_whitespace`] reads it. Errors name the line
//! and the column (in characters, from 1, after a byte-order mark) of the problem.
//!
//! [`Grid::from_line`]: crate::model::grid::Grid::from_line

use crate::model::error::{ParseError, ParseErrorKind};

/// The byte-order mark, U+FEFF, as UTF-8.
const BYTE_ORDER_MARK: &[u8] = "\u{feff}".as_bytes();

/// Whether a line holds no cells: it is blank (whitespace only) or a `#` comment. Every reader
/// of grids skips such lines; `line` may still end in its line end.
///
/// ```
/// use sudoku::is_blank_or_comment;
///
/// assert!(is_blank_or_comment(b"  # from the 17-clue set\n"));
/// assert!(is_blank_or_comment(b" \t\r\n"));
/// assert!(!is_blank_or_comment(b"1.3...5.9"));
/// ```
pub fn is_blank_or_comment(line: &[u8]) -> bool {
    let line = line.strip_prefix(BYTE_ORDER_MARK).unwrap_or(line);
    match line.trim_ascii_start().first() {
        None | Some(b'#') => true,
        // Whitespace beyond `trim_ascii` (a vertical tab, a no-break space...) is rare: the
        // line is decoded only then.
        Some(&byte) if byte == 0x0B || !byte.is_ascii() => {
            let text = String::from_utf8_lossy(line);
            matches!(text.trim_start().chars().next(), None | Some('#'))
        }
        Some(_) => false,
    }
}

/// Parses one line in the one-line form into 81 cell values; errors are on line 1.
pub(crate) fn parse_line(line: &[u8]) -> Result<[u8; 81], ParseError> {
    // The fast path: every well-formed puzzle line of the usual collections is 81 ASCII
    // cells with nothing between them, and takes only this loop.
    if let Ok(cells) = <&[u8; 81]>::try_from(line.trim_ascii()) {
        let mut grid = [0u8; 81];
        let mut well_formed = true;
        for (slot, &byte) in grid.iter_mut().zip(cells) {
            *slot = match byte {
                b'1'..=b'9' => byte - b'0',
                b'0' | b'.' => 0,
                _ => {
                    well_formed = false;
                    0
                }
            };
        }
        if well_formed {
            return Ok(grid);
        }
    }
    // Anything else through the general reader, which also names the problem. Bytes that are
    // not UTF-8 become U+FFFD, a bad character, and count as one character each.
    Row::new(1, &String::from_utf8_lossy(line)).read_one_line()
}

/// Parses `bytes` of text in either form, as [`parse_cells`] does: bytes that are not UTF-8
/// read as U+FFFD, a bad character, as the command-line program reads them. Allocates only
/// then, to hold the text with its replacements.
pub(crate) fn parse_bytes(bytes: &[u8]) -> Result<[u8; 81], ParseError> {
    match core::str::from_utf8(bytes) {
        Ok(text) => parse_cells(text),
        Err(_) => parse_cells(&String::from_utf8_lossy(bytes)),
    }
}

/// Parses `text` in either form into 81 cell values (0 for a blank).
///
/// A single line (blank and comment lines aside) that is not 9 cells long is read as the
/// one-line form; anything else as the 9-line form.
pub(crate) fn parse_cells(text: &str) -> Result<[u8; 81], ParseError> {
    let mut rows = text
        .lines()
        .enumerate()
        .filter(|(_, line)| !is_blank_or_comment(line.as_bytes()))
        .map(|(index, line)| Row::new(index + 1, line));
    let Some(first) = rows.next() else {
        let last_line = text.lines().count().max(1);
        return Err(ParseError::new(last_line, 1, ParseErrorKind::Empty));
    };
    let second = rows.next();
    if second.is_none() && first.cell_count() != 9 {
        return first.read_one_line();
    }
    let mut cells = [0u8; 81];
    let mut count = 0;
    for row in core::iter::once(first).chain(second).chain(rows) {
        if count == 9 {
            return Err(row.error_at_cell(0, ParseErrorKind::TooManyRows));
        }
        let found = row.cell_count();
        if found != 9 {
            return Err(row.error_at_cell(found.min(9), ParseErrorKind::RowLength { found }));
        }
        row.read_into(&mut cells[count * 9..count * 9 + 9])?;
        count += 1;
    }
    if count < 9 {
        let line = text.lines().count() + 1;
        return Err(ParseError::new(
            line,
            1,
            ParseErrorKind::TooFewRows { found: count },
        ));
    }
    Ok(cells)
}

/// One line holding cells, its byte-order mark removed, remembering where it stood.
struct Row<'a> {
    line: usize,
    text: &'a str,
}

impl<'a> Row<'a> {
    fn new(line: usize, raw: &'a str) -> Self {
        let text = raw.strip_prefix('\u{feff}').unwrap_or(raw);
        Row { line, text }
    }

    /// The line's cells, each with its 1-based column: every character but whitespace.
    fn cells(&self) -> impl Iterator<Item = (usize, char)> + '_ {
        (1..)
            .zip(self.text.chars())
            .filter(|(_, c)| !c.is_whitespace())
    }

    fn cell_count(&self) -> usize {
        self.cells().count()
    }

    /// An error at the cell of 0-based `index`, or just after the last cell when the line
    /// has no more.
    fn error_at_cell(&self, index: usize, kind: ParseErrorKind) -> ParseError {
        let column = match self.cells().nth(index) {
            Some((column, _)) => column,
            None => self.cells().last().map_or(1, |(column, _)| column + 1),
        };
        ParseError::new(self.line, column, kind)
    }

    /// The row as the one-line form: exactly 81 cells.
    fn read_one_line(&self) -> Result<[u8; 81], ParseError> {
        let found = self.cell_count();
        if found != 81 {
            return Err(self.error_at_cell(found.min(81), ParseErrorKind::LineLength { found }));
        }
        let mut cells = [0u8; 81];
        self.read_into(&mut cells)?;
        Ok(cells)
    }

    /// Writes the row's cells into `out`, whose length the caller checked.
    fn read_into(&self, out: &mut [u8]) -> Result<(), ParseError> {
        for (slot, (column, c)) in out.iter_mut().zip(self.cells()) {
            *slot = match c {
                '.' => 0,
                '0'..='9' => c as u8 - b'0',
                _ => {
                    let kind = ParseErrorKind::BadCharacter(c);
                    return Err(ParseError::new(self.line, column, kind));
                }
            };
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const SAMPLE: &str = "103000509\n002109400\n000704000\n300502006\n060000050\n\
                          700803004\n000401000\n009205800\n804000107\n";

    const LINE: &str =
        "1.3...5.9..21.94.....7.4...3..5.2..6.6.....5.7..8.3..4...4.1.....92.58..8.4...1.7";

    #[test]
    fn reads_nine_lines_with_crlf_and_whitespace() {
        let cells = parse_cells(SAMPLE).unwrap();
        assert_eq!(&cells[..9], &[1, 0, 3, 0, 0, 0, 5, 0, 9]);
        let crlf = format!("\r\n  {}  \r\n", SAMPLE.replace('\n', "\r\n"));
        assert_eq!(parse_cells(&crlf).unwrap(), cells);
    }

    #[test]
    fn reads_one_line_with_dots() {
        let line = SAMPLE.replace('\n', "").replace('0', ".");
        assert_eq!(parse_cells(&line).unwrap(), parse_cells(SAMPLE).unwrap());
        assert_eq!(
            parse_line(line.as_bytes()),
            Ok(parse_cells(SAMPLE).unwrap())
        );
    }

    #[test]
    fn skips_comment_lines_and_keeps_line_numbers() {
        let commented = format!(
            "# the sample\n{}",
            SAMPLE.replacen("\n", "\n  # row 2:\n", 1)
        );
        assert_eq!(parse_cells(&commented), parse_cells(SAMPLE));
        let bad = commented.replacen("300502006", "3005x2006", 1);
        let error = parse_cells(&bad).unwrap_err();
        assert_eq!((error.line(), error.column()), (6, 5));
        assert_eq!(
            parse_cells("# nothing but a comment").unwrap_err().kind(),
            &ParseErrorKind::Empty
        );
    }

    #[test]
    fn names_line_and_column() {
        let bad = SAMPLE.replacen("109", "1x9", 1);
        let error = parse_cells(&bad).unwrap_err();
        assert_eq!((error.line(), error.column()), (2, 5));
        assert_eq!(error.kind(), &ParseErrorKind::BadCharacter('x'));

        let short = SAMPLE.replacen("000704000", "00070400", 1);
        let error = parse_cells(&short).unwrap_err();
        assert_eq!((error.line(), error.column()), (3, 9));
        assert_eq!(error.kind(), &ParseErrorKind::RowLength { found: 8 });

        let eight: String = SAMPLE.lines().take(8).map(|l| format!("{l}\n")).collect();
        let error = parse_cells(&eight).unwrap_err();
        assert_eq!(error.line(), 9);
        assert_eq!(error.kind(), &ParseErrorKind::TooFewRows { found: 8 });

        let ten = format!("{SAMPLE}123456789\n");
        assert_eq!(
            parse_cells(&ten).unwrap_err().kind(),
            &ParseErrorKind::TooManyRows
        );
        assert_eq!(
            parse_cells(" \n\t\n").unwrap_err().kind(),
            &ParseErrorKind::Empty
        );
        assert_eq!(
            parse_cells("12345").unwrap_err().kind(),
            &ParseErrorKind::LineLength { found: 5 }
        );
    }

    #[test]
    fn reads_dots_and_zeros_alike() {
        let dots = parse_line(LINE.as_bytes()).unwrap();
        let zeros = parse_line(LINE.replace('.', "0").as_bytes()).unwrap();
        assert_eq!(dots, zeros);
        assert_eq!(&dots[..9], &[1, 0, 3, 0, 0, 0, 5, 0, 9]);
    }

    #[test]
    fn accepts_surrounding_whitespace_and_cr() {
        let padded = format!("  {LINE}\t\r");
        assert_eq!(parse_line(padded.as_bytes()), parse_line(LINE.as_bytes()));
        // Whitespace beyond ASCII takes the general reader, with the same answer.
        let unicode = format!("\u{a0}{LINE}\u{2028}\u{b}");
        assert_eq!(parse_line(unicode.as_bytes()), parse_line(LINE.as_bytes()));
    }

    #[test]
    fn names_the_column_of_a_bad_character() {
        let bad = format!("  {}", LINE.replacen('5', "x", 1));
        let error = parse_line(bad.as_bytes()).unwrap_err();
        assert_eq!((error.line(), error.column()), (1, 2 + 7));
        assert_eq!(error.kind(), &ParseErrorKind::BadCharacter('x'));
        let accented = LINE.replacen('3', "é", 1);
        let error = parse_line(accented.as_bytes()).unwrap_err();
        assert_eq!(error.column(), 3);
        assert_eq!(
            error.kind().to_string(),
            "unexpected character 'é', expected a digit 0-9 (0 or '.' for a blank)"
        );
        let not_utf8 = [b"\xff".as_slice(), &LINE.as_bytes()[1..]].concat();
        let error = parse_line(&not_utf8).unwrap_err();
        assert_eq!(error.column(), 1);
        assert_eq!(error.kind(), &ParseErrorKind::BadCharacter('\u{fffd}'));
    }

    #[test]
    fn counts_cells_of_a_short_or_long_line() {
        let short = parse_line(&LINE.as_bytes()[..80]).unwrap_err();
        assert_eq!(short.kind(), &ParseErrorKind::LineLength { found: 80 });
        let long = format!("{LINE}0");
        let error = parse_line(long.as_bytes()).unwrap_err();
        assert_eq!(error.kind(), &ParseErrorKind::LineLength { found: 82 });
        assert_eq!(
            error.kind().to_string(),
            "a puzzle line needs 81 cells, this one has 82"
        );
        let row = parse_line(b"103000509").unwrap_err();
        assert_eq!(row.kind(), &ParseErrorKind::LineLength { found: 9 });
    }

    #[test]
    fn skips_whitespace_between_cells() {
        let spaced: String = LINE.chars().flat_map(|c| [c, ' ']).collect();
        assert_eq!(parse_line(spaced.as_bytes()), parse_line(LINE.as_bytes()));
        let tabbed = SAMPLE.replace('0', "\t0 ");
        assert_eq!(parse_cells(&tabbed), parse_cells(SAMPLE));
        // Columns count characters, whitespace included.
        let error = parse_line(spaced.replacen('5', "x", 1).as_bytes()).unwrap_err();
        assert_eq!(
            (error.column(), error.kind()),
            (13, &ParseErrorKind::BadCharacter('x'))
        );
        let short = parse_cells(&SAMPLE.replacen("000704000", "0 0 0 7 0 4 0 0", 1));
        let error = short.unwrap_err();
        assert_eq!((error.line(), error.column()), (3, 16));
        assert_eq!(error.kind(), &ParseErrorKind::RowLength { found: 8 });
    }

    #[test]
    fn skips_a_byte_order_mark_at_the_start_of_a_line() {
        let marked = format!("\u{feff}{LINE}");
        assert_eq!(parse_line(marked.as_bytes()), parse_line(LINE.as_bytes()));
        let file = format!(
            "\u{feff}# comment\n{}",
            SAMPLE.replacen('1', "\u{feff}1", 1)
        );
        assert_eq!(parse_cells(&file), parse_cells(SAMPLE));
        assert!(is_blank_or_comment("\u{feff}".as_bytes()));
        assert!(is_blank_or_comment("\u{feff} # note".as_bytes()));
        // Anywhere else it is no whitespace, but a bad character.
        let inside = LINE.replacen('5', "\u{feff}", 1);
        let error = parse_line(inside.as_bytes()).unwrap_err();
        assert_eq!(error.kind(), &ParseErrorKind::BadCharacter('\u{feff}'));
        let after_space = format!(" \u{feff}{LINE}");
        assert!(parse_line(after_space.as_bytes()).is_err());
    }

    #[test]
    fn skips_blank_and_comment_lines() {
        assert!(is_blank_or_comment(b""));
        assert!(is_blank_or_comment(b" \t\r\n"));
        assert!(is_blank_or_comment(b"  # note"));
        assert!(is_blank_or_comment("\u{a0}\u{b}# note".as_bytes()));
        assert!(is_blank_or_comment("\u{3000}".as_bytes()));
        assert!(!is_blank_or_comment(b" 1"));
        assert!(!is_blank_or_comment("\u{a0}1".as_bytes()));
        assert!(!is_blank_or_comment(b"\xff#"));
    }
}
