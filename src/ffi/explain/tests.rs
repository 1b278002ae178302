//! The detail of each error, its sentence, and details no call could write.

use super::*;
use crate::model::grid::Grid;

fn text_of(detail: &SudokuErrorDetail) -> String {
    let mut buffer = [0u8; 256];
    // SAFETY: a readable detail and a writable buffer of its length.
    let length = unsafe { sudoku_error_text(detail, buffer.as_mut_ptr().cast(), buffer.len()) };
    assert_eq!(buffer[length], 0);
    String::from_utf8(buffer[..length].to_vec()).expect("UTF-8")
}

fn clash(cells: &[(usize, u8)]) -> SolveError {
    let mut grid = [0u8; 81];
    for &(cell, value) in cells {
        grid[cell] = value;
    }
    Grid::new(grid).validate().unwrap_err()
}

#[test]
fn a_clash_names_both_cells_the_digit_and_the_house() {
    let row = SudokuErrorDetail::from(&clash(&[(0, 5), (1, 5)]));
    assert_eq!((row.status, row.cell, row.other_cell), (3, 1, 0));
    assert_eq!((row.value, row.house, row.text_problem), (5, 0, 0));
    assert_eq!(
        text_of(&row),
        "digit 5 appears twice in one row: at row 1, column 1 and at row 1, column 2"
    );
    let column = SudokuErrorDetail::from(&clash(&[(4, 7), (76, 7)]));
    assert_eq!(
        (column.cell, column.other_cell, column.house),
        (76, 4, 9 + 4)
    );
    let box_ = SudokuErrorDetail::from(&clash(&[(30, 2), (50, 2)]));
    assert_eq!((box_.cell, box_.other_cell, box_.house), (50, 30, 18 + 4));
    assert_eq!(
        text_of(&box_),
        "digit 2 appears twice in one box: at row 4, column 4 and at row 6, column 6"
    );
}

#[test]
fn an_invalid_cell_names_the_cell_and_its_value() {
    let detail = SudokuErrorDetail::from(&clash(&[(0, 5), (1, 5), (40, 200)]));
    assert_eq!((detail.status, detail.cell, detail.value), (2, 40, 200));
    assert_eq!((detail.other_cell, detail.house), (-1, -1));
    assert_eq!(
        text_of(&detail),
        "invalid cell at row 5, column 5: 200 is not 0 (blank) or a digit 1 to 9"
    );
}

#[test]
fn every_text_problem_round_trips_through_the_detail() {
    let sample = "103000509\n002109400\n000704000\n300502006\n060000050\n\
                  700803004\n000401000\n009205800\n804000107\n";
    let texts = [
        String::from(" \n# nothing"),
        sample.replacen("109", "1é9", 1),
        sample.replacen("000704000", "00070400", 1),
        sample.lines().take(4).collect::<Vec<_>>().join("\n"),
        format!("{sample}123456789"),
        "12345".into(),
    ];
    let mut problems = Vec::new();
    for text in &texts {
        let error = text.parse::<Grid>().unwrap_err();
        let detail = SudokuErrorDetail::from(&error);
        assert_eq!(detail.status, SudokuStatus::InvalidText as i32);
        assert_eq!(
            (detail.line as usize, detail.column as usize),
            (error.line(), error.column())
        );
        assert_eq!(detail.to_problem(), Some(Problem::Text(error.clone())));
        assert_eq!(text_of(&detail), error.to_string());
        problems.push(detail.text_problem);
    }
    assert_eq!(problems, [1, 2, 3, 4, 5, 6]);
    let bad = SudokuErrorDetail::from(&texts[1].parse::<Grid>().unwrap_err());
    assert_eq!(
        (bad.line, bad.column, bad.character),
        (2, 5, u32::from('é'))
    );
}

#[test]
fn a_detail_no_call_could_write_has_no_text() {
    let good = SudokuErrorDetail::from(&clash(&[(0, 5), (1, 5)]));
    let broken = [
        SudokuErrorDetail { status: 0, ..good },
        SudokuErrorDetail { status: 99, ..good },
        SudokuErrorDetail { value: 10, ..good },
        SudokuErrorDetail { cell: 81, ..good },
        SudokuErrorDetail { house: 9, ..good }, // column 1 does not hold cell 1
        SudokuErrorDetail { house: 27, ..good },
        SudokuErrorDetail {
            cell: 0,
            other_cell: 1,
            ..good
        },
        SudokuErrorDetail {
            status: 2,
            value: 9,
            ..good
        },
        SudokuErrorDetail { status: 11, ..good }, // text with no text problem
        SudokuErrorDetail::blank(SudokuStatus::NotUnique),
    ];
    for detail in broken {
        assert_eq!(text_of(&detail), "", "{detail:?}");
    }
    let text = SudokuErrorDetail::from(&"x".parse::<Grid>().unwrap_err());
    assert!(!text_of(&text).is_empty());
    for detail in [
        SudokuErrorDetail { line: 0, ..text },
        SudokuErrorDetail {
            text_problem: 7,
            ..text
        },
        SudokuErrorDetail {
            text_problem: 2,
            character: 0xD800,
            ..text
        },
    ] {
        assert_eq!(text_of(&detail), "", "{detail:?}");
    }
    // SAFETY: a NULL detail and a NULL buffer of length 0 are allowed.
    let length = unsafe { sudoku_error_text(core::ptr::null(), core::ptr::null_mut(), 0) };
    assert_eq!(length, 0);
}

#[test]
fn a_short_buffer_cuts_at_a_whole_character() {
    let line = format!("é{}", "0".repeat(80));
    let detail = SudokuErrorDetail::from(&line.parse::<Grid>().unwrap_err());
    let sentence = "line 1, column 1: unexpected character 'é', expected a digit 0-9 (0 \
                    or '.' for a blank)";
    assert_eq!(text_of(&detail), sentence);
    let cut = sentence.find('é').unwrap() + 1; // inside the 'é'
    for len in [cut, cut + 1, cut + 2] {
        let mut buffer = vec![0xAAu8; len];
        // SAFETY: a readable detail and a writable buffer of its length.
        let needed =
            unsafe { sudoku_error_text(&detail, buffer.as_mut_ptr().cast(), buffer.len()) };
        assert_eq!(needed, sentence.len());
        let end = buffer.iter().position(|&b| b == 0).expect("a NUL");
        assert!(sentence.as_bytes().starts_with(&buffer[..end]));
        assert!(core::str::from_utf8(&buffer[..end]).is_ok(), "{len}");
    }
    // SAFETY: a NULL buffer of length 0 asks for the length.
    let needed = unsafe { sudoku_error_text(&detail, core::ptr::null_mut(), 0) };
    assert_eq!(needed, sentence.len());
}

#[test]
fn every_text_problem_has_its_number() {
    for (number, problem) in SudokuTextProblem::ALL.into_iter().enumerate() {
        assert_eq!(problem as i32, number as i32);
        assert_eq!(SudokuTextProblem::from_i32(number as i32), Some(problem));
    }
}
