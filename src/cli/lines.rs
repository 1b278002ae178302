//! Reading an input line by line in bounded memory, however long its lines are.

use std::io::{self, BufRead, ErrorKind};

/// Bytes of a line kept; the rest of a longer line is skipped and only counted. A puzzle
/// line needs 81 plus a little whitespace, so this is generous, and it keeps a file without
/// line ends (or a binary file given by mistake) from being read into memory whole.
pub const MAX_LINE: usize = 4096;

/// One line of input, its line end (`\n`) removed.
#[derive(Debug, PartialEq, Eq)]
pub enum Line<'a> {
    /// The whole line.
    Text(&'a [u8]),
    /// A line longer than [`MAX_LINE`], of `bytes` bytes; `start` is its first [`MAX_LINE`]
    /// bytes (enough to tell a comment).
    TooLong { start: &'a [u8], bytes: usize },
}

/// A reader's lines, numbered from 1, each read into one reused buffer.
pub struct Lines<R> {
    reader: R,
    number: usize,
    buffer: Vec<u8>,
    bytes_read: u64,
}

impl<R: BufRead> Lines<R> {
    pub fn new(reader: R) -> Self {
        Lines {
            reader,
            number: 0,
            buffer: Vec::with_capacity(MAX_LINE),
            bytes_read: 0,
        }
    }

    /// Bytes consumed so far, line ends included: what a progress bar measures.
    pub fn bytes_read(&self) -> u64 {
        self.bytes_read
    }

    /// The next line and its 1-based number; `None` at the end of the input.
    pub fn next_line(&mut self) -> io::Result<Option<(usize, Line<'_>)>> {
        self.buffer.clear();
        let mut bytes = 0;
        let mut at_end_of_line = false;
        while !at_end_of_line {
            let available = match self.reader.fill_buf() {
                Ok(available) => available,
                Err(error) if error.kind() == ErrorKind::Interrupted => continue,
                Err(error) => return Err(error),
            };
            if available.is_empty() {
                // The input ends: after a line end, there is no further (empty) line.
                if bytes == 0 {
                    return Ok(None);
                }
                break;
            }
            let end = available.iter().position(|&byte| byte == b'\n');
            at_end_of_line = end.is_some();
            let part = &available[..end.unwrap_or(available.len())];
            let room = MAX_LINE.saturating_sub(self.buffer.len());
            self.buffer.extend_from_slice(&part[..part.len().min(room)]);
            bytes += part.len();
            let consumed = part.len() + usize::from(at_end_of_line);
            self.reader.consume(consumed);
            self.bytes_read += consumed as u64;
        }
        self.number += 1;
        let line = if bytes > MAX_LINE {
            Line::TooLong {
                start: &self.buffer,
                bytes,
            }
        } else {
            Line::Text(&self.buffer)
        };
        Ok(Some((self.number, line)))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every line of `input`, read through a buffer of `capacity` bytes.
    fn all_lines(input: &[u8], capacity: usize) -> Vec<(usize, String)> {
        let reader = io::BufReader::with_capacity(capacity, input);
        let mut lines = Lines::new(reader);
        let mut seen = Vec::new();
        while let Some((number, line)) = lines.next_line().unwrap() {
            let shown = match line {
                Line::Text(text) => String::from_utf8(text.to_vec()).unwrap(),
                Line::TooLong { start, bytes } => {
                    assert_eq!(start.len(), MAX_LINE);
                    format!("<{bytes} bytes>")
                }
            };
            seen.push((number, shown));
        }
        assert_eq!(lines.bytes_read(), input.len() as u64);
        seen
    }

    #[test]
    fn splits_at_line_ends_with_or_without_a_last_one() {
        for capacity in [1, 3, 64] {
            let expected = vec![(1, "ab".into()), (2, "".into()), (3, "c\r".into())];
            assert_eq!(all_lines(b"ab\n\nc\r\n", capacity), expected);
            assert_eq!(all_lines(b"ab\n\nc\r", capacity), expected);
        }
        assert_eq!(all_lines(b"", 8), vec![]);
        assert_eq!(all_lines(b"\n", 8), vec![(1, "".into())]);
    }

    #[test]
    fn skips_the_body_of_an_overlong_line() {
        let mut input = vec![b'7'; MAX_LINE + 10];
        input.extend_from_slice(b"\nnext\n");
        let fitting = vec![b'1'; MAX_LINE];
        input.extend_from_slice(&fitting);
        let lines = all_lines(&input, 100);
        assert_eq!(lines[0], (1, format!("<{} bytes>", MAX_LINE + 10)));
        assert_eq!(lines[1], (2, "next".into()));
        assert_eq!(lines[2], (3, "1".repeat(MAX_LINE)));
    }
}
