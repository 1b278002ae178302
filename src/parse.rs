//! Reading a grid from text: the Baekjoon form (9 lines of 9 digits) or one line of 81.

use crate::error::{ParseError, ParseErrorKind};

/// Parses `text` into 81 cell values (0 for a blank).
///
/// Blank lines, whitespace around lines and CRLF line ends are ignored. A single line that is
/// not 9 cells long is read as the one-line form; anything else as the 9-line form. Cells
/// are `1`-`9`, with `0` or `.` for a blank.
pub(crate) fn parse_cells(text: &str) -> Result<[u8; 81], ParseError> {
    let mut rows = text
        .lines()
        .enumerate()
        .map(|(number, line)| Row::new(number + 1, line))
        .filter(|row| !row.content.is_empty());
    let Some(first) = rows.next() else {
        let last_line = text.lines().count().max(1);
        return Err(ParseError::new(last_line, 1, ParseErrorKind::Empty));
    };
    let mut cells = [0u8; 81];
    let width = first.content.chars().count();
    let second = rows.next();
    if second.is_none() && width != 9 {
        if width != 81 {
            let kind = ParseErrorKind::LineLength { found: width };
            return Err(first.error_at(width.min(81), kind));
        }
        first.read_into(&mut cells)?;
        return Ok(cells);
    }
    let mut count = 0;
    for row in core::iter::once(first).chain(second).chain(rows) {
        if count == 9 {
            return Err(row.error_at(0, ParseErrorKind::TooManyRows));
        }
        let found = row.content.chars().count();
        if found != 9 {
            return Err(row.error_at(found.min(9), ParseErrorKind::RowLength { found }));
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

/// One non-blank line, trimmed, remembering where it stood.
struct Row<'a> {
    line: usize,
    /// Characters of leading whitespace that trimming removed.
    indent: usize,
    content: &'a str,
}

impl<'a> Row<'a> {
    fn new(line: usize, raw: &'a str) -> Self {
        let content = raw.trim();
        let indent = raw.trim_start().as_ptr() as usize - raw.as_ptr() as usize;
        let indent = raw[..indent].chars().count();
        Row {
            line,
            indent,
            content,
        }
    }

    /// An error at character `offset` (0-based) of the trimmed content.
    fn error_at(&self, offset: usize, kind: ParseErrorKind) -> ParseError {
        ParseError::new(self.line, self.indent + offset + 1, kind)
    }

    /// Writes the row's cells into `out`, whose length the caller checked.
    fn read_into(&self, out: &mut [u8]) -> Result<(), ParseError> {
        for (offset, (slot, c)) in out.iter_mut().zip(self.content.chars()).enumerate() {
            *slot = match c {
                '.' => 0,
                '0'..='9' => c as u8 - b'0',
                _ => return Err(self.error_at(offset, ParseErrorKind::BadCharacter(c))),
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
}
