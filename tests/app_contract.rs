//! The C contract of the calls for apps, exercised as C would call them: pencil marks,
//! hints and their sentences, ratings, generation. NULL pointers, bytes above 9, outputs
//! untouched on error, inputs never written, the same answers as the Rust API, and many
//! threads at once.

use std::ffi::CStr;

use sudoku::ffi::{
    SUDOKU_HINT_CELLS, SUDOKU_LEVEL_ANY, SUDOKU_MISTAKE_NONE, SudokuGenerateOptions, SudokuHint,
    SudokuRating, SudokuStatus, sudoku_candidates, sudoku_generate, sudoku_generate_batch,
    sudoku_hint, sudoku_hint_text, sudoku_hint_with_givens, sudoku_level_name, sudoku_rate,
    sudoku_technique_name,
};
use sudoku::{
    Candidates, GenerateOptions, Grid, Level, MistakeKind, PuzzleError, Symmetry, Technique,
};

use support::generate::mixed_grids;
use support::{SAMPLE, cells};

/// "Easter Monster": beyond the techniques here, so its hints and rating ask the engine.
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

/// Minimal puzzles with these options; `level` is SUDOKU_LEVEL_ANY or a level.
fn options(symmetry: Symmetry, level: i32, max_givens: i32) -> SudokuGenerateOptions {
    SudokuGenerateOptions {
        symmetry: symmetry as i32,
        level,
        minimal: 1,
        max_givens,
    }
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

#[test]
fn ratings_are_the_rust_ratings() {
    for puzzle in [cells(SAMPLE), cells(MONSTER)] {
        let (status, c_rating) = rate(&puzzle);
        assert_eq!(status, SudokuStatus::Ok);
        let rating = Grid::new(puzzle).rate().unwrap();
        assert_eq!(c_rating.level, rating.level() as i32);
        assert_eq!(c_rating.hardest, i32::from(rating.hardest().number()));
        assert_eq!(c_rating.tenths, i32::from(rating.tenths()));
        assert_eq!(c_rating.givens, rating.givens() as i32);
        // The first 32 techniques are counted; the struct keeps its size.
        for technique in Technique::ALL {
            let count = c_rating.steps.get(usize::from(technique.number()));
            assert_eq!(
                count.map_or(0, |&steps| usize::from(steps)),
                if count.is_some() {
                    rating.steps(technique)
                } else {
                    0
                }
            );
        }
    }
    let mut clash = cells(SAMPLE);
    clash[1] = 1;
    let mut invalid = cells(SAMPLE);
    invalid[0] = 200;
    for (input, want) in [
        (clash, SudokuStatus::Conflict),
        (invalid, SudokuStatus::InvalidCell),
        ([0; 81], SudokuStatus::NotUnique),
    ] {
        assert_eq!(rate(&input), (want, poisoned()));
    }
    let mut out: SudokuRating = poisoned();
    // SAFETY: NULL pointers are what is being tested.
    unsafe {
        assert_eq!(
            sudoku_rate(std::ptr::null(), &mut out),
            SudokuStatus::NullPointer
        );
        assert_eq!(
            sudoku_rate(cells(SAMPLE).as_ptr(), std::ptr::null_mut()),
            SudokuStatus::NullPointer
        );
    }
}

#[test]
fn generation_is_the_rust_generation_and_checks_its_options() {
    let zeroed = SudokuGenerateOptions {
        symmetry: 0,
        level: 0,
        minimal: 0,
        max_givens: 0,
    };
    for seed in [0, 1, 99, u64::MAX] {
        let want = *Grid::generate(seed, &GenerateOptions::default())
            .unwrap()
            .cells();
        assert_eq!(generate(seed, None), (SudokuStatus::Ok, want));
        assert_eq!(generate(seed, Some(&zeroed)), (SudokuStatus::Ok, want));
    }
    let hard = options(Symmetry::Rotate90, Level::Hard as i32, 0);
    let want = Grid::generate(
        42,
        &GenerateOptions {
            symmetry: Symmetry::Rotate90,
            level: Some(Level::Hard),
            ..GenerateOptions::default()
        },
    )
    .unwrap();
    assert_eq!(generate(42, Some(&hard)), (SudokuStatus::Ok, *want.cells()));
    for bad in [
        options(Symmetry::None, SUDOKU_LEVEL_ANY, 16),
        options(Symmetry::None, SUDOKU_LEVEL_ANY, 82),
        SudokuGenerateOptions {
            symmetry: 5,
            ..zeroed
        },
        SudokuGenerateOptions { level: 6, ..zeroed },
    ] {
        assert_eq!(
            generate(0, Some(&bad)),
            (SudokuStatus::InvalidOption, [0xAB; 81])
        );
        let mut out = [0xAB; 81];
        // SAFETY: readable options and 81 writable bytes.
        let status = unsafe { sudoku_generate_batch(0, &bad, out.as_mut_ptr(), 1, 1) };
        assert_eq!((status, out), (SudokuStatus::InvalidOption, [0xAB; 81]));
    }
    // SAFETY: a NULL output is what is being tested.
    let status = unsafe { sudoku_generate(0, std::ptr::null(), std::ptr::null_mut()) };
    assert_eq!(status, SudokuStatus::NullPointer);
}

#[test]
fn a_generated_batch_is_the_single_calls() {
    let options = options(Symmetry::Mirror, SUDOKU_LEVEL_ANY, 0);
    let seed = u64::MAX - 5;
    for threads in [1, 3, 0] {
        let mut out = vec![0xAB; 81 * 20];
        // SAFETY: readable options and 20 grids of writable bytes.
        let status =
            unsafe { sudoku_generate_batch(seed, &options, out.as_mut_ptr(), 20, threads) };
        assert_eq!(status, SudokuStatus::Ok);
        for (index, grid) in out.chunks(81).enumerate() {
            let (status, single) = generate(seed.wrapping_add(index as u64), Some(&options));
            assert_eq!((status, grid), (SudokuStatus::Ok, &single[..]), "{index}");
        }
    }
    // SAFETY: an empty batch touches no buffer; a NULL one with n > 0 is refused.
    unsafe {
        let null = std::ptr::null_mut();
        assert_eq!(
            sudoku_generate_batch(0, std::ptr::null(), null, 0, 0),
            SudokuStatus::Ok
        );
        assert_eq!(
            sudoku_generate_batch(0, std::ptr::null(), null, 1, 0),
            SudokuStatus::NullPointer
        );
    }
}

/// Every kind of grid, valid or not, gets the status the Rust API's error maps to, never
/// a panic; the hint and the rating are those of the Rust API.
#[test]
fn every_kind_of_grid_gets_the_rust_answer() {
    let status_of = |error: &PuzzleError| SudokuStatus::from(error);
    for grid in mixed_grids(12, 300) {
        let rust = Grid::new(grid);
        let (status, c_hint) = hint(&grid, None);
        match rust.hint(None) {
            Ok(hint) => {
                assert_eq!(status, SudokuStatus::Ok);
                assert_same_hint(&c_hint, &hint);
            }
            Err(error) => assert_eq!(status, status_of(&error), "{grid:?}"),
        }
        let (status, _) = rate(&grid);
        match rust.rate() {
            Ok(_) => assert_eq!(status, SudokuStatus::Ok),
            Err(error) => assert_eq!(status, status_of(&error)),
        }
    }
}

#[test]
fn eight_threads_agree() {
    let puzzles: Vec<[u8; 81]> = (0..24)
        .map(|seed| generate(seed, None).1)
        .chain([cells(MONSTER), cells(SAMPLE)])
        .collect();
    let answers = |(seed, puzzle): (usize, &[u8; 81])| {
        (
            hint(puzzle, None),
            rate(puzzle),
            generate(seed as u64, None),
        )
    };
    let expected: Vec<_> = puzzles.iter().enumerate().map(answers).collect();
    std::thread::scope(|scope| {
        for _ in 0..8 {
            scope.spawn(|| {
                for (index, want) in expected.iter().enumerate() {
                    assert_eq!(answers((index, &puzzles[index])), *want);
                }
            });
        }
    });
}
