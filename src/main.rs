//! `sudoku`: reads a grid (Baekjoon form: 9 lines of 9 digits, 0 for a blank) on stdin and
//! prints its smallest completion as 9 lines of 9 digits.

use std::io::{self, Read, Write};
use std::process::ExitCode;

use sudoku::Grid;

fn main() -> ExitCode {
    match run() {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("sudoku: {message}");
            ExitCode::FAILURE
        }
    }
}

fn run() -> Result<(), String> {
    let mut input = String::new();
    io::stdin()
        .read_to_string(&mut input)
        .map_err(|error| format!("cannot read stdin: {error}"))?;
    let puzzle: Grid = input.parse().map_err(|error| format!("{error}"))?;
    let answer = puzzle.solve().map_err(|error| format!("{error}"))?;
    writeln!(io::stdout().lock(), "{answer}").map_err(|error| format!("cannot write: {error}"))
}
