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
mod check;
mod check_aligned;
mod check_uniqueness;
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
