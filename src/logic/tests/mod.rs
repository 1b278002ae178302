//! Every hint checked against the solution and against the definition of its pattern, by
//! code that shares nothing with the techniques but the candidate state; and the techniques
//! against the `sudoku` crate's `StrategySolver`.
//!
//! [`check`] is the checker (unique loops and BUG in [`check_uniqueness`], aligned
//! exclusions in [`check_aligned`]); [`soundness`] runs it over the puzzle sets,
//! [`which_hint`] checks which hint is given, [`uniqueness`] checks unique loops and BUG
//! against Sudoku Explainer's step logs, [`aligned`] the aligned exclusions likewise, and
//! [`peer`] compares with the other crate.

mod aligned;
pub(crate) mod check;
mod check_aligned;
mod check_uniqueness;
mod extra_houses;
mod extra_houses_deadly;
mod extra_houses_links;
mod extra_houses_rating;
mod hint_parts;
mod killer;
mod peer;
mod soundness;
mod uniqueness;
mod which_hint;

/// The proper puzzles of the public sets kept in the repository.
pub(crate) fn proper_puzzles() -> Vec<[u8; 81]> {
    include_str!("../../../tests/data/proper_puzzles.txt")
        .lines()
        .filter(|line| !line.starts_with('#') && !line.is_empty())
        .map(|line| {
            let cells: Vec<u8> = line
                .bytes()
                .map(|b| if b == b'.' { 0 } else { b - b'0' })
                .collect();
            cells.try_into().expect("81 cells")
        })
        .collect()
}

/// A cell named as the sentences and Sudoku Explainer's step logs name it, `r4c3`.
pub(crate) fn cell(name: &str) -> u8 {
    let bytes = name.as_bytes();
    (bytes[1] - b'1') * 9 + bytes[3] - b'1'
}

/// The cells named, in order.
pub(crate) fn names(names: &[&str]) -> Vec<u8> {
    let mut cells: Vec<u8> = names.iter().map(|&name| cell(name)).collect();
    cells.sort_unstable();
    cells
}

/// A puzzle line of 81 digits, 0 for a blank.
pub(crate) fn puzzle(line: &str) -> [u8; 81] {
    let cells: Vec<u8> = line.bytes().map(|b| b - b'0').collect();
    cells.try_into().expect("81 cells")
}
