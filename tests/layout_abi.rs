//! The C contract of the layout calls, through the exports as C would call them: handles made
//! from the text form and from f-puzzles documents, their answers the Rust API's own, each
//! status from its input, NULL pointers and buffer lengths, untouched buffers, solving in
//! place, and one handle shared by threads.

use std::ffi::{CStr, c_char};
use std::ptr::{null, null_mut};

use sudoku::ffi::{
    SUDOKU_LAYOUT_DEFAULT_WORK, SUDOKU_LAYOUT_MAX_CELLS, SudokuLayout, SudokuStatus,
    sudoku_layout_candidates, sudoku_layout_cells, sudoku_layout_count, sudoku_layout_free,
    sudoku_layout_from_fpuzzles, sudoku_layout_parse, sudoku_layout_size, sudoku_layout_solve,
    sudoku_layout_solve_any, sudoku_layout_validate, sudoku_status_message,
};
use sudoku::{Counted, LayoutGrid};

/// A 9x9 jigsaw (doc/layouts.md's example).
const JIGSAW: &str = "9x9 jigsaw: 4.......7.........15......4..3...7..9.1...8.6..8...4..2.......8.........7.......9 112233333111214443211254443222254443615555573688859999688859779688879777666669977";

/// A handle, freed on drop.
struct Handle(*mut SudokuLayout);

impl Drop for Handle {
    fn drop(&mut self) {
        // SAFETY: a live handle of ours, freed once.
        unsafe { sudoku_layout_free(self.0) }
    }
}

// SAFETY: a layout handle is never written after it is made (the header's contract).
unsafe impl Send for Handle {}
// SAFETY: as above: the calls only read it.
unsafe impl Sync for Handle {}

type Maker = unsafe extern "C" fn(
    *const c_char,
    usize,
    *mut u8,
    usize,
    *mut *mut SudokuLayout,
    *mut c_char,
    usize,
) -> SudokuStatus;

/// A handle from `text` by `make`, with its givens; or the status and the message.
fn make(make: Maker, text: &str) -> Result<(Handle, Vec<u8>), (SudokuStatus, String)> {
    let mut givens = vec![0xEE; SUDOKU_LAYOUT_MAX_CELLS];
    let mut layout = null_mut();
    let mut message = [0xEEu8; 256];
    // SAFETY: the text's bytes, a buffer of its length, a writable pointer and 256 bytes.
    let status = unsafe {
        make(
            text.as_ptr().cast(),
            text.len(),
            givens.as_mut_ptr(),
            givens.len(),
            &mut layout,
            message.as_mut_ptr().cast(),
            message.len(),
        )
    };
    if status != SudokuStatus::Ok {
        assert!(layout.is_null(), "a handle written on an error");
        assert!(givens.iter().all(|&byte| byte == 0xEE), "givens written");
        let message = CStr::from_bytes_until_nul(&message).unwrap();
        return Err((status, message.to_str().unwrap().to_string()));
    }
    assert_eq!(message, [0xEE; 256], "a message written on success");
    let handle = Handle(layout);
    // SAFETY: a live handle.
    let cells = unsafe { sudoku_layout_cells(handle.0) };
    assert!(givens[cells..].iter().all(|&byte| byte == 0xEE));
    givens.truncate(cells);
    Ok((handle, givens))
}

fn parse(text: &str) -> (Handle, Vec<u8>) {
    make(sudoku_layout_parse, text).unwrap_or_else(|error| panic!("{text}: {error:?}"))
}

fn solve(handle: &Handle, cells: &[u8], any: bool) -> Result<Vec<u8>, SudokuStatus> {
    let mut out = vec![0xEE; cells.len()];
    let call = if any {
        sudoku_layout_solve_any
    } else {
        sudoku_layout_solve
    };
    // SAFETY: a live handle and buffers of the lengths passed.
    let status = unsafe {
        call(
            handle.0,
            cells.as_ptr(),
            cells.len(),
            out.as_mut_ptr(),
            out.len(),
            SUDOKU_LAYOUT_DEFAULT_WORK,
        )
    };
    match status {
        SudokuStatus::Ok => Ok(out),
        status => {
            assert!(
                out.iter().all(|&byte| byte == 0xEE),
                "out written on {status:?}"
            );
            Err(status)
        }
    }
}

fn count(handle: &Handle, cells: &[u8], limit: u64, max_work: u64) -> (SudokuStatus, u64) {
    let mut found = u64::MAX;
    // SAFETY: a live handle, a buffer of its length and a writable u64.
    let status = unsafe {
        sudoku_layout_count(
            handle.0,
            cells.as_ptr(),
            cells.len(),
            limit,
            max_work,
            &mut found,
        )
    };
    (status, found)
}

fn validate(handle: &Handle, cells: &[u8]) -> (SudokuStatus, usize) {
    validate_saying(handle, cells).0
}

/// `sudoku_layout_validate`'s status and cell, and its sentence (empty when none was written).
fn validate_saying(handle: &Handle, cells: &[u8]) -> ((SudokuStatus, usize), String) {
    let mut cell = usize::MAX;
    let mut message = [0xEEu8; 256];
    // SAFETY: a live handle, a buffer of its length, a writable size_t and 256 bytes.
    let status = unsafe {
        sudoku_layout_validate(
            handle.0,
            cells.as_ptr(),
            cells.len(),
            &mut cell,
            message.as_mut_ptr().cast(),
            message.len(),
        )
    };
    let sentence = match message {
        untouched if untouched == [0xEE; 256] => String::new(),
        written => CStr::from_bytes_until_nul(&written)
            .unwrap()
            .to_str()
            .unwrap()
            .to_string(),
    };
    ((status, cell), sentence)
}

fn candidates(handle: &Handle, cells: &[u8]) -> Result<Vec<u32>, SudokuStatus> {
    let mut out = vec![u32::MAX; cells.len()];
    // SAFETY: a live handle and buffers of the lengths passed.
    let status = unsafe {
        sudoku_layout_candidates(
            handle.0,
            cells.as_ptr(),
            cells.len(),
            out.as_mut_ptr(),
            out.len(),
        )
    };
    match status {
        SudokuStatus::Ok => Ok(out),
        status => {
            assert!(out.iter().all(|&mark| mark == u32::MAX));
            Err(status)
        }
    }
}

#[test]
fn the_new_statuses_have_fixed_values_and_messages() {
    assert_eq!(SudokuStatus::InvalidLayout as i32, 12);
    assert_eq!(SudokuStatus::BufferLength as i32, 13);
    for status in [12, 13] {
        // SAFETY: the function returns a static NUL-terminated string.
        let message = unsafe { CStr::from_ptr(sudoku_status_message(status)) };
        assert_ne!(message, c"unknown status value");
    }
}

#[test]
fn a_handle_answers_as_the_rust_api_does() {
    let lines = [
        "4x4: 1...........4..2".to_string(),
        format!("6x6 windoku anti-king: 1{}", ".".repeat(35)),
        format!("9x9 x: {}", ".".repeat(81)),
        JIGSAW.to_string(),
    ];
    for line in &lines {
        let grid: LayoutGrid = line.parse().unwrap();
        let (handle, givens) = parse(line);
        assert_eq!(givens, grid.cells(), "{line}");
        let size = grid.layout().size();
        // SAFETY: a live handle.
        let measured = unsafe { (sudoku_layout_size(handle.0), sudoku_layout_cells(handle.0)) };
        assert_eq!(measured, (size, size * size));
        let answer = grid.solve(SUDOKU_LAYOUT_DEFAULT_WORK).unwrap();
        assert_eq!(solve(&handle, &givens, false).unwrap(), answer.cells());
        let any = solve(&handle, &givens, true).unwrap();
        assert!(
            LayoutGrid::new(grid.layout().clone(), any)
                .unwrap()
                .is_solved()
        );
        let Ok(Counted::Finished(want)) = grid.count(3, SUDOKU_LAYOUT_DEFAULT_WORK) else {
            panic!("{line}");
        };
        assert_eq!(
            count(&handle, &givens, 3, SUDOKU_LAYOUT_DEFAULT_WORK),
            (SudokuStatus::Ok, want)
        );
        assert_eq!(validate(&handle, &givens), (SudokuStatus::Ok, usize::MAX));
        assert_eq!(
            candidates(&handle, &givens).unwrap(),
            grid.candidates().unwrap()
        );
    }
}

#[test]
fn a_prefix_alone_is_a_blank_grid_and_a_bad_text_says_why() {
    let (handle, givens) = parse("16x16 x windoku");
    assert_eq!(givens, vec![0; 256]);
    // SAFETY: a live handle.
    assert_eq!(unsafe { sudoku_layout_size(handle.0) }, 16);
    // A blank 16x16 windoku runs past the default work bound with today's branching (a known
    // gap of the layouts' search); the blank Sudoku X completes at once.
    let (blank_x, blank) = parse("16x16 x");
    let answer = solve(&blank_x, &blank, true).unwrap();
    assert!(answer.iter().all(|&digit| (1..=16).contains(&digit)));

    let (status, message) = make(sudoku_layout_parse, "6x6 kings").err().unwrap();
    assert_eq!(status, SudokuStatus::InvalidLayout);
    assert!(
        message.starts_with("column 5: `kings` is not a rule"),
        "{message}"
    );
    for bad in ["9x9 jigsaw", "7x7", "", "4x4: 12345", "17x17"] {
        let (status, message) = make(sudoku_layout_parse, bad).err().unwrap();
        assert_eq!(status, SudokuStatus::InvalidLayout, "{bad}");
        assert!(!message.is_empty(), "{bad}");
    }
    let not_utf8 = [0xFFu8, b'4'];
    let mut layout = null_mut();
    // SAFETY: two readable bytes and a writable pointer; no givens, no message.
    let status = unsafe {
        sudoku_layout_parse(
            not_utf8.as_ptr().cast(),
            2,
            null_mut(),
            0,
            &mut layout,
            null_mut(),
            0,
        )
    };
    assert_eq!(
        (status, layout.is_null()),
        (SudokuStatus::InvalidLayout, true)
    );
}

#[test]
fn a_killer_reaches_the_handle_as_text_a_sumocue_line_and_a_document() {
    let published = include_str!("data/killer_puzzles.txt")
        .lines()
        .filter(|line| !line.starts_with('#'))
        .take(2)
        .collect::<Vec<_>>();
    let (handle, givens) = parse(published[0]);
    let solution: Vec<u8> = published[1].bytes().map(|b| b - b'0').collect();
    assert_eq!(solve(&handle, &givens, false).unwrap(), solution);
    assert_eq!(count(&handle, &givens, 2, SUDOKU_LAYOUT_DEFAULT_WORK).1, 1);
    // The same killer in the text form reads to the same answers.
    let text = published[0].parse::<LayoutGrid>().unwrap().to_string();
    assert!(text.starts_with("9x9 killer x: "), "{text}");
    let (handle, givens) = parse(&text);
    assert_eq!(solve(&handle, &givens, true).unwrap(), solution);
    // Givens against their cage's sum are a conflict, at the cage's last given.
    let mut wrong = givens.clone();
    let map = text.split(' ').nth(4).unwrap();
    let cells: Vec<usize> = map.match_indices('a').map(|(cell, _)| cell).collect();
    for (&cell, digit) in cells.iter().zip((1..=9).rev()) {
        wrong[cell] = digit;
    }
    let (status, at) = validate(&handle, &wrong);
    assert_eq!(
        (status, at),
        (SudokuStatus::Conflict, *cells.last().unwrap()),
        "{map}"
    );
    let json = r#"{"size":4,"killercage":[{"cells":["R1C1","R1C2"],"value":"3"},{"cells":["R1C3","R1C4"],"value":"7"}],"grid":[[{},{},{},{}],[{},{},{},{}],[{},{},{},{}],[{},{},{},{}]]}"#;
    let (handle, givens) = make(sudoku_layout_from_fpuzzles, json).unwrap();
    let answer = solve(&handle, &givens, false).unwrap();
    assert_eq!(answer[..4], [1, 2, 3, 4]);
    let marks = candidates(&handle, &givens).unwrap();
    assert_eq!(marks[..4], [0b0011, 0b0011, 0b1100, 0b1100]);
    let (status, message) = make(sudoku_layout_parse, "4x4 killer: 1...............")
        .err()
        .unwrap();
    assert_eq!(status, SudokuStatus::InvalidLayout);
    assert!(message.contains("cage map"), "{message}");
}

#[test]
fn an_fpuzzles_document_gives_its_layout_and_its_givens() {
    let json = r#"{"size":4,"diagonal-":true,"grid":[[{"value":1,"given":true},{},{},{}],[{},{},{},{}],[{},{},{},{}],[{},{},{},{"value":3}]]}"#;
    let (handle, givens) = make(sudoku_layout_from_fpuzzles, json).unwrap();
    let grid = LayoutGrid::from_fpuzzles_text(json).unwrap();
    assert_eq!(givens, grid.cells());
    assert_eq!(givens[15], 0, "the player's entry is no given");
    let answer = grid.solve(SUDOKU_LAYOUT_DEFAULT_WORK).unwrap();
    assert_eq!(solve(&handle, &givens, false).unwrap(), answer.cells());

    // A link, as the reader's own documentation gives it.
    let link = "https://www.f-puzzles.com/?load=N4IgzglgXgpiBcAWANCALhNAbO8QBUIA7ATwAIANEVAEwgEMBzAeyPqwGoE0AnAVxipGPCDQQBtcaABu7AQgCMQiNJhFu/GAF9kwHXt1aAusin79IWVnnwlIRirUaB5k2cMeZc3AGZjpg0DXIy0gA===";
    let (_, givens) = make(sudoku_layout_from_fpuzzles, link).unwrap();
    assert_eq!(givens[..8], [1, 0, 0, 0, 0, 0, 1, 0]);

    let thermometer = r#"{"size":4,"thermometer":[{"lines":[["R1C1","R1C2"]]}],"grid":[[{},{},{},{}],[{},{},{},{}],[{},{},{},{}],[{},{},{},{}]]}"#;
    let (status, message) = make(sudoku_layout_from_fpuzzles, thermometer)
        .err()
        .unwrap();
    assert_eq!(status, SudokuStatus::InvalidLayout);
    assert!(message.contains("thermometer"), "{message}");
    let (status, _) = make(sudoku_layout_from_fpuzzles, "{").err().unwrap();
    assert_eq!(status, SudokuStatus::InvalidLayout);
}

#[test]
fn each_status_from_its_input() {
    let (handle, givens) = parse("4x4 x: 1...............");
    let mut clash = givens.clone();
    clash[10] = 1; // r3c3: the main diagonal holds r1c1's 1
    assert_eq!(solve(&handle, &clash, false), Err(SudokuStatus::Conflict));
    let diagonal = "digit 1 appears twice in the main diagonal: at row 1, column 1 and at row 3, \
                    column 3";
    let said = validate_saying(&handle, &clash);
    assert_eq!(said, ((SudokuStatus::Conflict, 10), diagonal.to_string()));
    assert_eq!(
        validate_saying(&handle, &givens).1,
        "",
        "a message written on success"
    );
    assert_eq!(count(&handle, &clash, 2, 1000).0, SudokuStatus::Conflict);
    assert_eq!(candidates(&handle, &clash), Err(SudokuStatus::Conflict));
    let mut high = givens.clone();
    high[7] = 5;
    assert_eq!(solve(&handle, &high, true), Err(SudokuStatus::InvalidCell));
    assert_eq!(validate(&handle, &high), (SudokuStatus::InvalidCell, 7));
    // r1: 1 2 . . with r2c3 and r2c4 holding 3 and 4 leaves r1c3, r1c4 without a digit.
    let mut dead = vec![0; 16];
    (dead[0], dead[1], dead[6], dead[7]) = (1, 2, 3, 4);
    let (plain, _) = parse("4x4");
    assert_eq!(validate(&plain, &dead).0, SudokuStatus::Ok);
    assert_eq!(solve(&plain, &dead, false), Err(SudokuStatus::Unsolvable));
    assert_eq!(count(&plain, &dead, 2, 1000), (SudokuStatus::Ok, 0));
    // Work: an empty 16x16's count runs out of a tiny bound with a lower bound.
    let (big, empty) = parse("16x16");
    let (status, found) = count(&big, &empty, 1000, 50);
    assert_eq!(status, SudokuStatus::BudgetExceeded);
    assert!(found < 1000);
    let mut out = vec![0xEE; 256];
    // SAFETY: a live handle and 256-byte buffers.
    let status =
        unsafe { sudoku_layout_solve(big.0, empty.as_ptr(), 256, out.as_mut_ptr(), 256, 2) };
    assert_eq!(status, SudokuStatus::BudgetExceeded);
    assert!(out.iter().all(|&byte| byte == 0xEE));
}

#[test]
fn null_pointers_and_wrong_lengths_get_statuses() {
    let (handle, givens) = parse("4x4");
    let mut out = [0xEEu8; 16];
    let mut marks = [0u32; 16];
    let mut found = 0u64;
    let text = "4x4";
    // SAFETY: every non-NULL pointer points to what its length says.
    unsafe {
        assert_eq!(sudoku_layout_size(null()), 0);
        assert_eq!(sudoku_layout_cells(null()), 0);
        sudoku_layout_free(null_mut());
        let work = SUDOKU_LAYOUT_DEFAULT_WORK;
        for status in [
            sudoku_layout_solve(null(), givens.as_ptr(), 16, out.as_mut_ptr(), 16, work),
            sudoku_layout_solve(handle.0, null(), 16, out.as_mut_ptr(), 16, work),
            sudoku_layout_solve_any(handle.0, givens.as_ptr(), 16, null_mut(), 16, work),
            sudoku_layout_count(handle.0, givens.as_ptr(), 16, 2, work, null_mut()),
            sudoku_layout_validate(null(), givens.as_ptr(), 16, null_mut(), null_mut(), 0),
            sudoku_layout_candidates(handle.0, givens.as_ptr(), 16, null_mut(), 16),
            sudoku_layout_parse(null(), 0, null_mut(), 0, &mut null_mut(), null_mut(), 0),
            sudoku_layout_parse(
                text.as_ptr().cast(),
                3,
                null_mut(),
                0,
                null_mut(),
                null_mut(),
                0,
            ),
            sudoku_layout_from_fpuzzles(null(), 0, null_mut(), 0, &mut null_mut(), null_mut(), 0),
        ] {
            assert_eq!(status, SudokuStatus::NullPointer);
        }
        for status in [
            sudoku_layout_solve(handle.0, givens.as_ptr(), 15, out.as_mut_ptr(), 16, work),
            sudoku_layout_solve(handle.0, givens.as_ptr(), 16, out.as_mut_ptr(), 81, work),
            sudoku_layout_count(handle.0, givens.as_ptr(), 17, 2, work, &mut found),
            sudoku_layout_validate(handle.0, givens.as_ptr(), 0, null_mut(), null_mut(), 0),
            sudoku_layout_candidates(handle.0, givens.as_ptr(), 16, marks.as_mut_ptr(), 15),
        ] {
            assert_eq!(status, SudokuStatus::BufferLength);
        }
        // A NULL cell pointer: validate still answers.
        let mut clash = givens.clone();
        (clash[0], clash[1]) = (2, 2);
        let status =
            sudoku_layout_validate(handle.0, clash.as_ptr(), 16, null_mut(), null_mut(), 0);
        assert_eq!(status, SudokuStatus::Conflict);
    }
    assert_eq!(out, [0xEE; 16]);
    assert_eq!(found, 0);
    // Givens too short for the layout: nothing made, the reason said.
    let mut short = [0xEEu8; 81];
    let mut layout = null_mut();
    let line = "16x16";
    // SAFETY: the text's bytes, 81 writable bytes and a writable pointer.
    let status = unsafe {
        sudoku_layout_parse(
            line.as_ptr().cast(),
            5,
            short.as_mut_ptr(),
            81,
            &mut layout,
            null_mut(),
            0,
        )
    };
    assert_eq!(status, SudokuStatus::BufferLength);
    assert!(layout.is_null() && short == [0xEE; 81]);
}

#[test]
fn inputs_are_never_written_and_in_place_works() {
    let (handle, givens) = parse(JIGSAW);
    let before = givens.clone();
    let answer = solve(&handle, &givens, false).unwrap();
    assert_eq!(givens, before);
    let mut grid = givens.clone();
    // SAFETY: one buffer of the layout's cells, as input and output.
    let status = unsafe {
        sudoku_layout_solve(
            handle.0,
            grid.as_ptr(),
            81,
            grid.as_mut_ptr(),
            81,
            SUDOKU_LAYOUT_DEFAULT_WORK,
        )
    };
    assert_eq!((status, grid), (SudokuStatus::Ok, answer));
}

#[test]
fn one_handle_serves_many_threads() {
    let (handle, givens) = parse(JIGSAW);
    let answer = solve(&handle, &givens, false).unwrap();
    std::thread::scope(|scope| {
        for _ in 0..4 {
            scope.spawn(|| {
                for _ in 0..5 {
                    assert_eq!(solve(&handle, &givens, false).unwrap(), answer);
                }
            });
        }
    });
}

/// Texts cut, spliced and sprinkled with bytes from valid lines and documents: each gets a
/// handle that answers, or a refusal with a reason; never a panic.
#[test]
fn mangled_texts_get_a_handle_or_a_reason() {
    use support::generate::Rng;
    let seeds = [
        JIGSAW.to_string(),
        format!("9x9 x windoku anti-king extra=r1c1,r2c2: 1{}", ".".repeat(80)),
        r#"{"size":6,"antiknight":true,"grid":[[{"value":1,"given":true},{},{},{},{},{}],[{},{},{},{},{},{}],[{},{},{},{},{},{}],[{},{},{},{},{},{}],[{},{},{},{},{},{}],[{},{},{},{},{},{}]]}"#.to_string(),
    ];
    let noise = b"0123456789ABCDEFGxyz.:, {}[]\"rc=-\xff\xc3";
    let mut rng = Rng::new(38);
    let (mut made, mut refused) = (0, 0);
    for round in 0..3000 {
        let mut text = seeds[round % seeds.len()].clone().into_bytes();
        for _ in 0..=rng.below(3) {
            let at = rng.below(text.len() + 1);
            match rng.below(3) {
                0 => text.truncate(at),
                1 => text.insert(at, noise[rng.below(noise.len())]),
                _ => {
                    if at < text.len() {
                        text[at] = noise[rng.below(noise.len())];
                    }
                }
            }
        }
        let maker: Maker = if text.first() == Some(&b'{') {
            sudoku_layout_from_fpuzzles
        } else {
            sudoku_layout_parse
        };
        let mut layout = null_mut();
        let mut givens = vec![0u8; SUDOKU_LAYOUT_MAX_CELLS];
        let mut message = [0u8; 64]; // short: long reasons are cut at a character
        // SAFETY: the text's bytes, buffers of the lengths passed, a writable pointer.
        let status = unsafe {
            maker(
                text.as_ptr().cast(),
                text.len(),
                givens.as_mut_ptr(),
                givens.len(),
                &mut layout,
                message.as_mut_ptr().cast(),
                message.len(),
            )
        };
        match status {
            SudokuStatus::Ok => {
                made += 1;
                let handle = Handle(layout);
                // SAFETY: a live handle.
                let cells = unsafe { sudoku_layout_cells(handle.0) };
                givens.truncate(cells);
                let (status, _) = count(&handle, &givens, 2, 100_000);
                assert_ne!(status, SudokuStatus::Panic);
            }
            SudokuStatus::InvalidLayout => {
                refused += 1;
                let reason = CStr::from_bytes_until_nul(&message).unwrap();
                assert!(!reason.is_empty());
                assert!(reason.to_str().is_ok(), "cut inside a character");
            }
            other => panic!("{other:?} for {:?}", String::from_utf8_lossy(&text)),
        }
    }
    assert!(
        made > 50 && refused > 1000,
        "{made} made, {refused} refused"
    );
}
