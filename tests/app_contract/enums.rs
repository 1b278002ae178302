//! The numbers and names C sees: status values, techniques, mistakes, levels and
//! symmetries keep their numbers, and the name functions give the Rust names.

use std::ffi::CStr;

use sudoku::ffi::{
    SUDOKU_LEVEL_ANY, SUDOKU_MISTAKE_NONE, SudokuStatus, sudoku_level_name, sudoku_technique_name,
};
use sudoku::{ChainKind, Level, MistakeKind, Symmetry, Technique};

#[test]
fn enum_values_are_fixed() {
    let statuses = [
        (SudokuStatus::BudgetExceeded, 6),
        (SudokuStatus::NotUnique, 7),
        (SudokuStatus::AlreadySolved, 8),
        (SudokuStatus::InvalidOption, 9),
        (SudokuStatus::GaveUp, 10),
    ];
    for (status, value) in statuses {
        assert_eq!(status as i32, value);
    }
    for technique in Technique::ALL {
        // SAFETY: static NUL-terminated strings.
        let name = unsafe { CStr::from_ptr(sudoku_technique_name(technique.number().into())) };
        assert_eq!(name.to_str(), Ok(technique.name()));
    }
    // The header's values are the Rust enumerations' (cbindgen.toml renames them): the
    // numbers run from 0 without a gap, whatever the order of the list (the hint order).
    for number in 0..Technique::ALL.len() {
        let technique = Technique::from_number(number as u8).unwrap();
        assert_eq!(technique as i32, number as i32);
    }
    assert_eq!(Technique::SolutionDigit as i32, 20);
    assert_eq!(
        (MistakeKind::Entry as i32, MistakeKind::PencilMarks as i32),
        (1, 2)
    );
    assert_eq!(SUDOKU_MISTAKE_NONE, 0);
    for (number, kind) in ChainKind::ALL.into_iter().enumerate() {
        assert_eq!(kind as i32, number as i32 + 1);
    }
    assert_eq!(ChainKind::ALL.len(), 10);
    assert_eq!(
        (SUDOKU_LEVEL_ANY, Level::Easy as i32, Level::Beyond as i32),
        (0, 1, 5)
    );
    for (number, symmetry) in Symmetry::ALL.into_iter().enumerate() {
        assert_eq!(symmetry as i32, number as i32);
    }
    for level in Level::ALL {
        // SAFETY: as above.
        let name = unsafe { CStr::from_ptr(sudoku_level_name(level as i32)) };
        assert_eq!(name.to_str(), Ok(level.name()));
    }
}
