//! The inputs: opening them (files or stdin), telling their form (one grid in 9 lines, or one
//! puzzle a line), and framing their lines in bounded memory. What a line says is the
//! library's to read (`Grid::from_line`, `sudoku::is_blank_or_comment`, `str::parse`).

use core::fmt;
use std::fs::File;
use std::io::{self, BufRead, BufReader, Cursor, ErrorKind, Read};
use std::path::PathBuf;

use sudoku::{Grid, ParseErrorKind, is_blank_or_comment};

use super::outcome::Outcome;

/// Read buffer per input: large reads keep system calls rare in bulk mode.
const READ_BUFFER: usize = 1 << 16;

/// A reader that can move to the reading thread.
pub type Reader = Box<dyn BufRead + Send>;

/// One input: a file, or stdin (no FILE, or `-`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Input {
    Stdin,
    File(PathBuf),
}

impl Input {
    /// The inputs the FILE arguments name: stdin when there are none.
    pub fn from_args(files: &[PathBuf]) -> Vec<Input> {
        if files.is_empty() {
            return vec![Input::Stdin];
        }
        files
            .iter()
            .map(|path| match path.to_str() {
                Some("-") => Input::Stdin,
                _ => Input::File(path.clone()),
            })
            .collect()
    }

    /// The name messages use.
    pub fn name(&self) -> String {
        match self {
            Input::Stdin => "<stdin>".into(),
            Input::File(path) => path.display().to_string(),
        }
    }

    pub fn open(&self) -> io::Result<Reader> {
        Ok(match self {
            Input::Stdin => Box::new(BufReader::with_capacity(READ_BUFFER, io::stdin())),
            Input::File(path) => Box::new(BufReader::with_capacity(READ_BUFFER, File::open(path)?)),
        })
    }

    /// The size in bytes, when known in advance: a regular file, or stdin redirected from
    /// one (`sudoku < puzzles.txt`). `None` for pipes, terminals and errors.
    pub fn size(&self) -> Option<u64> {
        let path = match self {
            // Linux and the BSDs name the file behind descriptor 0 so; elsewhere this fails
            // and the size is simply unknown.
            Input::Stdin => PathBuf::from("/dev/stdin"),
            Input::File(path) => path.clone(),
        };
        std::fs::metadata(path)
            .ok()
            .filter(|metadata| metadata.is_file())
            .map(|metadata| metadata.len())
    }
}

/// An input to read, perhaps already opened (and partly read) to tell its form.
pub struct Source {
    pub input: Input,
    pub opened: Option<Reader>,
}

impl Source {
    pub fn later(input: Input) -> Self {
        Source {
            input,
            opened: None,
        }
    }

    /// The reader, opening the input if that was not done yet.
    pub fn open(self) -> io::Result<Reader> {
        match self.opened {
            Some(reader) => Ok(reader),
            None => self.input.open(),
        }
    }
}

/// Bytes read, at most, to find the first line that holds cells; an input with none by then
/// is read as puzzle lines.
const PEEK_LIMIT: u64 = 1 << 16;

/// How an input is laid out.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Form {
    /// One grid, 9 rows of 9 cells (Baekjoon 2239): answered as the original program did.
    Grid,
    /// One puzzle of 81 cells per line.
    Lines,
}

impl Form {
    /// The form whose line length, 9 or 81 cells, is nearer to the first line's: so a first
    /// row a cell too long still gets the 9-line form's own error message, and a first puzzle
    /// a cell too short still is one bad line among many.
    pub fn of_first_line(line: &[u8]) -> Form {
        // Cells as the library counts them: every character but whitespace, after a
        // byte-order mark.
        let text = String::from_utf8_lossy(line);
        let text = text.strip_prefix('\u{feff}').unwrap_or(&text);
        let cells = text.chars().filter(|c| !c.is_whitespace()).count();
        // A line of another layout (`SIZE RULE...: CELLS`) is one puzzle a line, short or not.
        if cells < (9 + 81) / 2 && !text.contains(':') {
            Form::Grid
        } else {
            Form::Lines
        }
    }
}

/// Reads `reader` up to its first line that holds cells, and returns that line's form with a
/// reader that yields the whole input again, from its first byte.
pub fn detect(mut reader: Reader) -> io::Result<(Form, Reader)> {
    let mut seen = Vec::new();
    let form = loop {
        let start = seen.len();
        let room = PEEK_LIMIT.saturating_sub(start as u64);
        if (&mut reader).take(room).read_until(b'\n', &mut seen)? == 0 {
            break Form::Lines;
        }
        let line = &seen[start..];
        if !is_blank_or_comment(line) {
            break Form::of_first_line(line);
        }
    };
    Ok((form, Box::new(Cursor::new(seen).chain(reader))))
}

/// Bytes of a 9-line grid read, at most: 9 rows need about 100; more is not a grid.
const MAX_GRID_TEXT: u64 = 1 << 20;

/// The one grid of an input in the 9-line form. The error is the message for stderr: the
/// input could not be read, or the library's parse error, which names line and column.
pub fn read_grid(reader: Reader) -> Result<Grid, String> {
    let text = read_bounded(reader).map_err(|error| format!("cannot read the input: {error}"))?;
    text.parse().map_err(|error| format!("{error}"))
}

/// The one grid `sudoku hint` explains, as [`read_grid`] reads it; but an input of several
/// puzzle lines is told so plainly, not by the count of a "row" 81 cells long. A hint is
/// several lines of text about one grid, so hints of many puzzles would run together:
/// the message says how to pick one.
pub fn read_one_grid(reader: Reader) -> Result<Grid, String> {
    let (bytes, whole) =
        read_start(reader).map_err(|error| format!("cannot read the input: {error}"))?;
    let text = String::from_utf8_lossy(&bytes);
    let parsed = if whole {
        text.parse::<Grid>().map_err(|error| format!("{error}"))
    } else {
        Err(format!("cannot read the input: {}", too_long_for_a_grid()))
    };
    parsed.map_err(|message| {
        let puzzles: Vec<usize> = (1..)
            .zip(text.lines())
            .filter(|(_, line)| {
                !is_blank_or_comment(line.as_bytes())
                    && Form::of_first_line(line.as_bytes()) == Form::Lines
            })
            .map(|(number, _)| number)
            .collect();
        match puzzles[..] {
            [_, second, ..] => format!(
                "the input holds {}{} puzzle lines, and `sudoku hint` explains one grid: give \
                 it one line (e.g. `sed -n {second}p FILE | sudoku hint`), or rate them all \
                 with `sudoku rate`",
                if whole { "" } else { "more than " },
                puzzles.len()
            ),
            _ => message,
        }
    })
}

fn too_long_for_a_grid() -> String {
    format!("longer than {MAX_GRID_TEXT} bytes, too long for one grid")
}

/// The input's first [`MAX_GRID_TEXT`] bytes, and whether that is all of it.
fn read_start(reader: Reader) -> io::Result<(Vec<u8>, bool)> {
    let mut bytes = Vec::new();
    reader.take(MAX_GRID_TEXT + 1).read_to_end(&mut bytes)?;
    let whole = bytes.len() as u64 <= MAX_GRID_TEXT;
    bytes.truncate(MAX_GRID_TEXT as usize);
    Ok((bytes, whole))
}

/// The whole input as text (bytes that are not UTF-8 become U+FFFD, which the parser then
/// names as a bad character), refusing an input too long to be one grid.
fn read_bounded(reader: Reader) -> io::Result<String> {
    let (bytes, whole) = read_start(reader)?;
    if !whole {
        return Err(io::Error::new(
            ErrorKind::InvalidData,
            too_long_for_a_grid(),
        ));
    }
    Ok(String::from_utf8_lossy(&bytes).into_owned())
}

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

/// Why a line longer than [`MAX_LINE`] is no puzzle: its length, all that was read of it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LineTooLong {
    pub bytes: usize,
}

impl fmt::Display for LineTooLong {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let bytes = self.bytes;
        write!(
            f,
            "a puzzle line needs 81 cells, this one is {bytes} bytes long"
        )
    }
}

/// What a line longer than [`MAX_LINE`] is told: its first character that is no cell, if its
/// `start` has one (a binary file's bytes are no cells to count), else its length.
pub fn too_long(start: &[u8], bytes: usize) -> Outcome {
    // `start` may end inside a character, which must not read as a bad one.
    let whole = match std::str::from_utf8(start) {
        Err(error) if error.error_len().is_none() => &start[..error.valid_up_to()],
        _ => start,
    };
    match Grid::from_line(whole) {
        Err(error) if matches!(error.kind(), ParseErrorKind::BadCharacter(_)) => {
            Outcome::Unreadable(error)
        }
        _ => Outcome::TooLong(LineTooLong { bytes }),
    }
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

    const SAMPLE: &str = "103000509\n002109400\n000704000\n300502006\n060000050\n\
                          700803004\n000401000\n009205800\n804000107\n";

    fn reader(input: &str) -> Reader {
        Box::new(Cursor::new(input.to_string()))
    }

    #[test]
    fn no_file_or_a_dash_means_stdin() {
        assert_eq!(Input::from_args(&[]), vec![Input::Stdin]);
        let args = [PathBuf::from("a.txt"), PathBuf::from("-")];
        assert_eq!(
            Input::from_args(&args),
            vec![Input::File("a.txt".into()), Input::Stdin]
        );
        assert_eq!(Input::Stdin.name(), "<stdin>");
        assert_eq!(Input::File("dir/a.txt".into()).name(), "dir/a.txt");
    }

    #[test]
    fn knows_the_size_of_regular_files_only() {
        let manifest = Input::File(concat!(env!("CARGO_MANIFEST_DIR"), "/Cargo.toml").into());
        assert!(manifest.size().is_some_and(|size| size > 0));
        assert_eq!(Input::File(env!("CARGO_MANIFEST_DIR").into()).size(), None);
        assert_eq!(Input::File("/no/such/file".into()).size(), None);
    }

    fn detected(input: &str) -> Form {
        let (form, mut again) = detect(reader(input)).unwrap();
        let mut read = String::new();
        again.read_to_string(&mut read).unwrap();
        assert_eq!(read, input, "the reader must start over");
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
        assert_eq!(Form::of_first_line(b"4x4: 1..............."), Form::Lines);
        assert_eq!(Form::of_first_line(&[b'.'; 80]), Form::Lines);
        assert_eq!(
            Form::of_first_line(b"1 0 3 0 0 0 5 0 9 . . . . . . . . . . . . . ."),
            Form::Grid
        );
        assert_eq!(
            Form::of_first_line("\u{feff}103000509".as_bytes()),
            Form::Grid
        );
    }

    #[test]
    fn stops_peeking_after_the_limit() {
        let comments = "#\n".repeat(PEEK_LIMIT as usize);
        assert_eq!(detected(&format!("{comments}103000509\n")), Form::Lines);
    }

    #[test]
    fn skips_comments_but_keeps_line_numbers() {
        let commented = format!("# the sample\n{SAMPLE}");
        assert_eq!(read_grid(reader(&commented)), Ok(SAMPLE.parse().unwrap()));
        let bad = commented.replacen("300502006", "3005x2006", 1);
        let message = read_grid(reader(&bad)).unwrap_err();
        assert!(message.starts_with("line 5, column 5:"), "{message}");
    }

    #[test]
    fn refuses_an_endless_input() {
        let endless = format!("{SAMPLE}{}", "\n".repeat(MAX_GRID_TEXT as usize));
        let message = read_grid(reader(&endless)).unwrap_err();
        assert!(message.starts_with("cannot read the input: "), "{message}");
    }

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
