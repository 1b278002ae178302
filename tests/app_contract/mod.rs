//! The C contract of the calls for apps, exercised as C would call them, a module per
//! group of calls: pencil marks, hints and their sentences, ratings, generation. NULL
//! pointers, bytes above 9, outputs untouched on error, inputs never written, the same
//! answers as the Rust API, and many threads at once. Here: each call made as C makes it,
//! and the check that a C hint is the Rust one.

mod chains;
mod enums;
mod generation;
mod hints;
mod mixed_grids_and_threads;
mod ratings;

use std::ffi::CStr;

use sudoku::ffi::{
    SudokuGenerateOptions, SudokuHint, SudokuRating, SudokuStatus, sudoku_candidates,
    sudoku_generate, sudoku_hint, sudoku_hint_text, sudoku_hint_with_givens, sudoku_rate,
};

/// "Easter Monster": Sudoku Explainer's nested chains rate it, which first ask the engine
/// whether it has one solution.
const MONSTER: &str =
    "100000002090400050006000700050903000000070000000850040700000600030009080002000001";

/// A struct full of 0xAB bytes, to tell whether a call wrote it.
fn poisoned<T: Copy>() -> T {
    // SAFETY: only used for the plain-integer C structs, valid for any bytes.
    unsafe { std::mem::transmute_copy(&[0xABu8; 512]) }
}

fn candidates(input: &[u8; 81]) -> (SudokuStatus, [u16; 81]) {
    let mut out = [0xABAB; 81];
    // SAFETY: 81 bytes in, 81 `uint16_t` out.
    let status = unsafe { sudoku_candidates(input.as_ptr(), out.as_mut_ptr()) };
    (status, out)
}

fn hint(input: &[u8; 81], marks: Option<&[u16; 81]>) -> (SudokuStatus, SudokuHint) {
    let mut out: SudokuHint = poisoned();
    let marks = marks.map_or(std::ptr::null(), |marks| marks.as_ptr());
    // SAFETY: 81 bytes, NULL or 81 `uint16_t`, and a writable hint.
    let status = unsafe { sudoku_hint(input.as_ptr(), marks, &mut out) };
    (status, out)
}

fn hint_with_givens(input: &[u8; 81], givens: &[u8; 81]) -> (SudokuStatus, SudokuHint) {
    let mut out: SudokuHint = poisoned();
    // SAFETY: 81 bytes each, no marks, and a writable hint.
    let status = unsafe {
        sudoku_hint_with_givens(input.as_ptr(), givens.as_ptr(), std::ptr::null(), &mut out)
    };
    (status, out)
}

/// The sentence of a C hint, through `sudoku_hint_text`.
fn text(hint: &SudokuHint) -> String {
    let mut buffer = [0u8; 512];
    // SAFETY: a readable hint and a 512-byte buffer.
    let needed = unsafe { sudoku_hint_text(hint, buffer.as_mut_ptr().cast(), buffer.len()) };
    assert!(needed < buffer.len());
    CStr::from_bytes_until_nul(&buffer)
        .unwrap()
        .to_str()
        .unwrap()
        .to_string()
}

fn rate(input: &[u8; 81]) -> (SudokuStatus, SudokuRating) {
    let mut out: SudokuRating = poisoned();
    // SAFETY: 81 bytes and a writable rating.
    let status = unsafe { sudoku_rate(input.as_ptr(), &mut out) };
    (status, out)
}

fn generate(seed: u64, options: Option<&SudokuGenerateOptions>) -> (SudokuStatus, [u8; 81]) {
    let mut out = [0xAB; 81];
    let options = options.map_or(std::ptr::null(), |options| options as *const _);
    // SAFETY: NULL or readable options, and 81 writable bytes.
    let status = unsafe { sudoku_generate(seed, options, out.as_mut_ptr()) };
    (status, out)
}

/// What the C hint must hold for a Rust hint: the same technique, placement, lists, masks
/// and sentence.
fn assert_same_hint(c_hint: &SudokuHint, hint: &sudoku::Hint) {
    assert_eq!(c_hint.technique, i32::from(hint.technique().number()));
    match hint.placement() {
        Some((cell, digit)) => {
            assert_eq!(
                (c_hint.cell, c_hint.digit),
                (cell.index() as i32, digit.into())
            )
        }
        None => assert_eq!((c_hint.cell, c_hint.digit), (0, 0)),
    }
    let cells: Vec<usize> = hint.cells().map(|cell| cell.index()).collect();
    let c_cells: Vec<usize> = c_hint.cells[..usize::from(c_hint.cell_count)]
        .iter()
        .map(|&cell| usize::from(cell))
        .collect();
    assert_eq!(c_cells, cells);
    let houses: Vec<u8> = hint.houses().map(|house| house.number() as u8).collect();
    assert_eq!(
        &c_hint.houses[..usize::from(c_hint.house_count)],
        &houses[..]
    );
    assert_eq!(c_hint.digits, hint.digits());
    for (cell, mask) in hint.eliminations() {
        assert_eq!(c_hint.eliminations[cell.index()], mask);
    }
    assert_eq!(
        c_hint
            .eliminations
            .iter()
            .filter(|&&mask| mask != 0)
            .count(),
        hint.eliminations().count()
    );
    for (cell, mask) in hint.pattern() {
        assert_eq!(c_hint.pattern[cell.index()], mask);
    }
    assert_eq!(text(c_hint), hint.to_string());
}
