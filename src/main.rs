//! `sudoku`: the command-line program. Solves one grid in the 9-line Baekjoon form, or many
//! puzzles, one a line, streamed from files or stdin. Everything but `main` is in `src/cli/`,
//! over the library's public API.

#![forbid(unsafe_code)]

mod cli;

fn main() -> std::process::ExitCode {
    cli::main()
}
