//! Where a call failed, through the C ABI as C would call it: `sudoku_explain` names the
//! clash or the value out of range behind `SUDOKU_STATUS_CONFLICT` and
//! `SUDOKU_STATUS_INVALID_CELL`, `sudoku_parse` reads the one grammar and says where a text
//! is no grid, and `sudoku_error_text` words either as the Rust API's errors do.

use sudoku::ffi::{
    SudokuErrorDetail, SudokuStatus, sudoku_error_text, sudoku_explain, sudoku_parse, sudoku_solve,
    sudoku_validate,
};
use sudoku::{Grid, SolveError};

use support::generate::{Rng, mixed_grids};
use support::{SAMPLE, cells};

/// A detail no call writes, to see whether a call wrote it.
const UNTOUCHED: SudokuErrorDetail = SudokuErrorDetail {
    status: -7,
    cell: -7,
    other_cell: -7,
    value: -7,
    house: -7,
    text_problem: -7,
    line: 7,
    column: 7,
    character: 7,
    found: 7,
};

fn explain(grid: &[u8; 81]) -> (SudokuStatus, SudokuErrorDetail) {
    let mut detail = UNTOUCHED;
    // SAFETY: an 81-byte grid and a writable detail.
    let status = unsafe { sudoku_explain(grid.as_ptr(), &mut detail) };
    (status, detail)
}

fn parse(text: &[u8]) -> (SudokuStatus, [u8; 81], SudokuErrorDetail) {
    let (mut out, mut detail) = ([0xEE; 81], UNTOUCHED);
    // SAFETY: `text.len()` readable bytes, 81 writable bytes and a writable detail.
    let status = unsafe {
        sudoku_parse(
            text.as_ptr().cast(),
            text.len(),
            out.as_mut_ptr(),
            &mut detail,
        )
    };
    (status, out, detail)
}

fn text_of(detail: &SudokuErrorDetail) -> String {
    // SAFETY: a NULL buffer of length 0 asks for the length.
    let needed = unsafe { sudoku_error_text(detail, std::ptr::null_mut(), 0) };
    let mut buffer = vec![0xAAu8; needed + 1];
    // SAFETY: a readable detail and a writable buffer of its length.
    let written = unsafe { sudoku_error_text(detail, buffer.as_mut_ptr().cast(), buffer.len()) };
    assert_eq!((written, buffer[needed]), (needed, 0));
    buffer.truncate(needed);
    String::from_utf8(buffer).expect("UTF-8")
}

#[test]
fn explain_names_the_clash_a_failed_solve_reports() {
    let mut grid = [0u8; 81];
    (grid[0], grid[1]) = (5, 5);
    let mut out = [0u8; 81];
    // SAFETY: 81-byte buffers.
    assert_eq!(
        unsafe { sudoku_solve(grid.as_ptr(), out.as_mut_ptr()) },
        SudokuStatus::Conflict
    );
    let (status, detail) = explain(&grid);
    assert_eq!(status, SudokuStatus::Conflict);
    let expected = SudokuErrorDetail {
        status: SudokuStatus::Conflict as i32,
        cell: 1,
        other_cell: 0,
        value: 5,
        house: 0,
        text_problem: 0,
        line: 0,
        column: 0,
        character: 0,
        found: 0,
    };
    assert_eq!(detail, expected);
    assert_eq!(
        text_of(&detail),
        "digit 5 appears twice in one row: at row 1, column 1 and at row 1, column 2"
    );
}

#[test]
fn explain_agrees_with_validate_and_the_rust_api_on_mixed_grids() {
    let mut rng = Rng::new(37);
    let mut grids = mixed_grids(37, 400);
    for _ in 0..50 {
        let mut grid = [0u8; 81];
        grid[rng.below(81)] = 10 + rng.below(246) as u8;
        grids.push(grid);
    }
    let mut explained = [0usize; 3];
    for grid in &grids {
        let (status, detail) = explain(grid);
        let mut cell = usize::MAX;
        // SAFETY: an 81-byte grid and a writable size_t.
        let validated = unsafe { sudoku_validate(grid.as_ptr(), &mut cell) };
        assert_eq!(status, validated);
        match Grid::new(*grid).validate() {
            Ok(()) => {
                assert_eq!(detail, UNTOUCHED, "untouched on success");
                explained[0] += 1;
            }
            Err(error) => {
                assert_eq!(detail.status, status as i32);
                assert_eq!(detail.cell as usize, cell, "the cell validate names");
                assert_eq!(text_of(&detail), error.to_string());
                match error {
                    SolveError::Conflict { digit, first, .. } => {
                        assert_eq!(detail.value, i32::from(digit));
                        assert_eq!(detail.other_cell as usize, first.index());
                        let (house, later) = (detail.house as usize, cell);
                        let kind_of = [later / 9, later % 9, later / 27 * 3 + later % 9 / 3];
                        assert_eq!(house % 9, kind_of[house / 9], "{grid:?}");
                        explained[1] += 1;
                    }
                    SolveError::InvalidCell { value, .. } => {
                        assert_eq!(detail.value, i32::from(value));
                        explained[2] += 1;
                    }
                    other => panic!("validate reported {other:?}"),
                }
            }
        }
    }
    assert!(explained.iter().all(|&n| n >= 20), "{explained:?}");
}

#[test]
fn explain_takes_null_as_the_other_calls_do() {
    let mut detail = UNTOUCHED;
    // SAFETY: a NULL grid is reported, not read.
    let status = unsafe { sudoku_explain(std::ptr::null(), &mut detail) };
    assert_eq!((status, detail), (SudokuStatus::NullPointer, UNTOUCHED));
    let mut grid = [0u8; 81];
    grid[80] = 12;
    let before = grid;
    // SAFETY: an 81-byte grid; a NULL detail asks for the status only.
    let status = unsafe { sudoku_explain(grid.as_ptr(), std::ptr::null_mut()) };
    assert_eq!((status, grid), (SudokuStatus::InvalidCell, before));
}

#[test]
fn parse_reads_both_forms_as_the_rust_api_does() {
    let expected = cells(SAMPLE);
    let one_line: String = SAMPLE.lines().collect::<String>().replace('0', ".");
    let spaced = format!("\u{feff}# a comment\r\n{}", SAMPLE.replace('\n', " \r\n"));
    for text in [SAMPLE, one_line.as_str(), spaced.as_str()] {
        let (status, out, detail) = parse(text.as_bytes());
        assert_eq!(
            (status, out, detail),
            (SudokuStatus::Ok, expected, UNTOUCHED)
        );
    }
}

#[test]
fn parse_says_where_a_text_is_no_grid() {
    let bad = SAMPLE.replacen("109", "1x9", 1);
    let (status, out, detail) = parse(bad.as_bytes());
    assert_eq!((status, out), (SudokuStatus::InvalidText, [0xEE; 81]));
    assert_eq!((detail.status, detail.text_problem), (11, 2));
    assert_eq!(
        (detail.line, detail.column, detail.character),
        (2, 5, u32::from('x'))
    );
    assert_eq!((detail.cell, detail.other_cell, detail.house), (-1, -1, -1));
    assert_eq!(
        text_of(&detail),
        "line 2, column 5: unexpected character 'x', expected a digit 0-9 (0 or '.' for a blank)"
    );
    let short = SAMPLE.replacen("000704000", "00070400", 1);
    let (_, _, detail) = parse(short.as_bytes());
    assert_eq!((detail.text_problem, detail.line, detail.found), (3, 3, 8));
    let (_, _, detail) = parse(b"12345");
    assert_eq!((detail.text_problem, detail.found), (6, 5));
    assert_eq!(
        text_of(&detail),
        "line 1, column 6: a puzzle line needs 81 cells, this one has 5"
    );
    let (_, _, detail) = parse(b"");
    assert_eq!((detail.text_problem, detail.line, detail.column), (1, 1, 1));
    // Bytes that are not UTF-8 are a bad character, U+FFFD, where they stand.
    let mut not_utf8 = SAMPLE.as_bytes().to_vec();
    not_utf8[12] = 0xFF;
    let (status, out, detail) = parse(&not_utf8);
    assert_eq!((status, out), (SudokuStatus::InvalidText, [0xEE; 81]));
    assert_eq!(
        (detail.line, detail.column, detail.character),
        (2, 3, 0xFFFD)
    );
    for text in [bad.as_str(), short.as_str(), "12345", "", "\n\n", "1\n2"] {
        let error = text.parse::<Grid>().unwrap_err();
        let (_, _, detail) = parse(text.as_bytes());
        assert_eq!(text_of(&detail), error.to_string(), "{text:?}");
    }
}

#[test]
fn parse_takes_null_as_the_other_calls_do() {
    let text = SAMPLE.as_bytes();
    let (mut out, mut detail) = ([0xEEu8; 81], UNTOUCHED);
    // SAFETY: NULL pointers are reported, not used.
    unsafe {
        let status = sudoku_parse(std::ptr::null(), 0, out.as_mut_ptr(), &mut detail);
        assert_eq!(status, SudokuStatus::NullPointer);
        let status = sudoku_parse(
            text.as_ptr().cast(),
            text.len(),
            std::ptr::null_mut(),
            &mut detail,
        );
        assert_eq!(status, SudokuStatus::NullPointer);
        let status = sudoku_parse(
            b"x".as_ptr().cast(),
            1,
            out.as_mut_ptr(),
            std::ptr::null_mut(),
        );
        assert_eq!(status, SudokuStatus::InvalidText);
    }
    assert_eq!((out, detail), ([0xEE; 81], UNTOUCHED));
    // SAFETY: a readable text and 81 writable bytes; a NULL detail is allowed.
    let status = unsafe {
        sudoku_parse(
            text.as_ptr().cast(),
            text.len(),
            out.as_mut_ptr(),
            std::ptr::null_mut(),
        )
    };
    assert_eq!((status, out), (SudokuStatus::Ok, cells(SAMPLE)));
}
