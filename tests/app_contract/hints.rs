//! Pencil marks and hints through C: statuses, outputs untouched on error, the Rust
//! API's hints (with the givens, a wrong entry named), and sentences that never write past
//! their buffer.

use sudoku::ffi::{
    SUDOKU_HINT_CELLS, SudokuHint, SudokuStatus, sudoku_candidates, sudoku_hint, sudoku_hint_text,
    sudoku_hint_with_givens,
};
use sudoku::{Candidates, Grid, MistakeKind, Technique};

use support::{SAMPLE, cells};

use super::{assert_same_hint, candidates, hint, hint_with_givens, poisoned, text};
use crate::hints::take_step;

#[test]
fn candidates_statuses_and_untouched_output() {
    let puzzle = cells(SAMPLE);
    let (status, marks) = candidates(&puzzle);
    assert_eq!(status, SudokuStatus::Ok);
    assert_eq!(
        &marks,
        Grid::new(puzzle).candidates().unwrap().masks(),
        "the Rust API's marks"
    );
    let mut clash = puzzle;
    clash[1] = 1;
    let mut invalid = puzzle;
    invalid[5] = 10;
    for (input, want) in [
        (clash, SudokuStatus::Conflict),
        (invalid, SudokuStatus::InvalidCell),
    ] {
        let before = input;
        assert_eq!(candidates(&input), (want, [0xABAB; 81]));
        assert_eq!(input, before);
    }
    let mut out = [0u16; 81];
    // SAFETY: NULL pointers are what is being tested; `out` holds 81 `uint16_t`.
    unsafe {
        assert_eq!(
            sudoku_candidates(std::ptr::null(), out.as_mut_ptr()),
            SudokuStatus::NullPointer
        );
        assert_eq!(
            sudoku_candidates(puzzle.as_ptr(), std::ptr::null_mut()),
            SudokuStatus::NullPointer
        );
    }
}

#[test]
fn hints_are_the_rust_hints_and_errors_leave_the_hint_alone() {
    let puzzle = cells(SAMPLE);
    let (status, c_hint) = hint(&puzzle, None);
    assert_eq!(status, SudokuStatus::Ok);
    assert_same_hint(&c_hint, &Grid::new(puzzle).hint(None).unwrap());
    assert_eq!(text(&c_hint), "Hidden single: in box 1, 4 fits only r1c2.");

    // The player's own marks: the solution's digit removed from r5c5 is a mistake.
    let solution = *Grid::new(puzzle).solve().unwrap().cells();
    let mut marks = *Grid::new(puzzle).candidates().unwrap().masks();
    marks[40] &= !(1 << (solution[40] - 1));
    let (status, c_hint) = hint(&puzzle, Some(&marks));
    assert_eq!(status, SudokuStatus::Ok);
    assert_eq!(c_hint.technique, Technique::Mistake as i32);
    assert_eq!(c_hint.mistake, MistakeKind::PencilMarks as i32);
    assert_eq!(c_hint.cells[0], 40);
    let rust = Grid::new(puzzle).hint(Some(&Candidates::new(marks)));
    assert_same_hint(&c_hint, &rust.unwrap());

    let mut invalid = puzzle;
    invalid[80] = 12;
    let mut unsolvable = [0u8; 81];
    unsolvable[..8].copy_from_slice(&[1, 2, 3, 4, 5, 6, 7, 8]);
    unsolvable[80] = 9;
    let cases = [
        (invalid, SudokuStatus::InvalidCell),
        ([0; 81], SudokuStatus::NotUnique),
        (solution, SudokuStatus::AlreadySolved),
        (unsolvable, SudokuStatus::Unsolvable),
    ];
    for (input, want) in cases {
        let before = input;
        let (status, out) = hint(&input, None);
        assert_eq!(status, want);
        assert_eq!(out, poisoned::<SudokuHint>(), "hint written on {want:?}");
        assert_eq!(input, before, "input written");
    }
    let mut out: SudokuHint = poisoned();
    // SAFETY: NULL pointers are what is being tested; the others are valid.
    unsafe {
        let no_marks = std::ptr::null();
        let status = sudoku_hint(std::ptr::null(), no_marks, &mut out);
        assert_eq!(status, SudokuStatus::NullPointer);
        let status = sudoku_hint(puzzle.as_ptr(), no_marks, std::ptr::null_mut());
        assert_eq!(status, SudokuStatus::NullPointer);
    }
}

#[test]
fn a_hint_with_the_givens_names_the_wrong_entry() {
    let puzzle = cells(SAMPLE);
    let solution = *Grid::new(puzzle).solve().unwrap().cells();
    let mut player = puzzle;
    player[40] = solution[40] % 9 + 1;
    let (status, c_hint) = hint_with_givens(&player, &puzzle);
    assert_eq!(status, SudokuStatus::Ok);
    assert_eq!(
        (c_hint.technique, c_hint.mistake),
        (Technique::Mistake as i32, MistakeKind::Entry as i32)
    );
    assert_eq!(&c_hint.cells[..usize::from(c_hint.cell_count)], &[40]);
    // The same buffer as grid and givens: the puzzle's own first step.
    let mut out: SudokuHint = poisoned();
    // SAFETY: one 81-byte buffer read twice, and a writable hint.
    let status = unsafe {
        sudoku_hint_with_givens(puzzle.as_ptr(), puzzle.as_ptr(), std::ptr::null(), &mut out)
    };
    assert_eq!((status, out), hint(&puzzle, None));
    // The givens' errors come first, and leave the hint alone.
    assert_eq!(
        hint_with_givens(&player, &[0; 81]),
        (SudokuStatus::NotUnique, poisoned())
    );
    assert_eq!(
        hint_with_givens(&solution, &puzzle),
        (SudokuStatus::AlreadySolved, poisoned())
    );
    let mut out: SudokuHint = poisoned();
    // SAFETY: NULL givens is what is being tested.
    let status = unsafe {
        sudoku_hint_with_givens(
            puzzle.as_ptr(),
            std::ptr::null(),
            std::ptr::null(),
            &mut out,
        )
    };
    assert_eq!(status, SudokuStatus::NullPointer);
}

#[test]
fn hint_text_never_writes_past_its_buffer() {
    let (_, c_hint) = hint(&cells(SAMPLE), None);
    let sentence = text(&c_hint);
    // SAFETY: a NULL buffer of length 0 asks for the length.
    let needed = unsafe { sudoku_hint_text(&c_hint, std::ptr::null_mut(), 0) };
    assert_eq!(needed, sentence.len());
    for len in 0..needed + 3 {
        let mut buffer = [0xAAu8; 96];
        // SAFETY: `len` is within the 96-byte buffer.
        let returned = unsafe { sudoku_hint_text(&c_hint, buffer.as_mut_ptr().cast(), len) };
        assert_eq!(returned, needed);
        assert!(buffer[len..].iter().all(|&byte| byte == 0xAA), "past {len}");
        if len > 0 {
            let kept = (len - 1).min(needed);
            assert_eq!(&buffer[..kept], &sentence.as_bytes()[..kept]);
            assert_eq!(buffer[kept], 0);
        }
    }
    // No hint, or a hint no call made: an empty string and 0.
    let garbage = [
        SudokuHint {
            technique: 99,
            ..c_hint
        },
        SudokuHint {
            cell_count: SUDOKU_HINT_CELLS as u8 + 1,
            ..c_hint
        },
        poisoned(),
    ];
    for hint in garbage {
        let mut buffer = [0xAAu8; 8];
        // SAFETY: a readable hint and an 8-byte buffer.
        let returned = unsafe { sudoku_hint_text(&hint, buffer.as_mut_ptr().cast(), 8) };
        assert_eq!((returned, buffer[0]), (0, 0));
    }
    let mut buffer = [0xAAu8; 8];
    // SAFETY: a NULL hint is what is being tested.
    let returned = unsafe { sudoku_hint_text(std::ptr::null(), buffer.as_mut_ptr().cast(), 8) };
    assert_eq!((returned, buffer[0]), (0, 0));
}

/// Every hint's sentence through C is the Rust API's, chains included (their kind of chain
/// travels in the struct too): on every step of bank puzzles that need cycles, forcing
/// chains, Nishio, multiple and dynamic chains, replayed with the pencil marks the hints
/// leave.
#[test]
fn every_sentence_through_c_is_the_rust_sentence() {
    let bank = include_str!("../data/se_rated_bank_1k.txt");
    let mut chains = 0;
    for line in bank.lines().take(40) {
        let puzzle = Grid::from_line(line.split_whitespace().nth(1).unwrap().as_bytes()).unwrap();
        let mut player = puzzle;
        let mut marks: Candidates = puzzle.candidates().unwrap();
        while let Ok(hint) = player.hint_with_givens(&puzzle, Some(&marks)) {
            let c_hint = SudokuHint::from(&hint);
            assert_eq!(text(&c_hint), hint.to_string(), "{}", puzzle.to_line());
            let chain = [
                Technique::BidirectionalCycle,
                Technique::ForcingChain,
                Technique::NishioForcingChain,
                Technique::MultipleForcingChains,
                Technique::DynamicForcingChains,
                Technique::DynamicForcingChainsPlus,
                Technique::NestedForcingChains,
                Technique::NestedMultipleForcingChains,
            ];
            chains += usize::from(chain.contains(&hint.technique()));
            take_step(&hint, &mut player, &mut marks);
        }
    }
    assert!(chains > 20, "{chains} chain hints");
}
