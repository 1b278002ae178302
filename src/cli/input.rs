//! The inputs named on the command line: files, or stdin.

use std::fs::File;
use std::io::{self, BufRead, BufReader};
use std::path::PathBuf;

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

#[cfg(test)]
mod tests {
    use super::*;

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
}
