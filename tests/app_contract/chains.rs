//! Chain hints' lines through C (`sudoku_hint_chain`, `sudoku_hint_chain_text`): the Rust
//! API's lines and step-by-step sentences, statuses, outputs untouched on error, and
//! chains handed back that this library could not have made.

use std::ffi::CStr;

use sudoku::ffi::{
    SUDOKU_CHAIN_LINES, SUDOKU_CHAIN_STEPS, SudokuChainLine, SudokuChainStep, SudokuHint,
    SudokuHintChain, SudokuStatus, sudoku_hint_chain, sudoku_hint_chain_text,
};
use sudoku::{Candidates, ChainHint, ChainKind, Grid};

use support::{SAMPLE, cells};

use super::{assert_same_hint, poisoned, text};
use crate::hints::take_step;

fn poisoned_chain() -> SudokuHintChain {
    SudokuHintChain {
        kind: -0x5455,
        line_count: 0xABAB_ABAB,
        lines: [SudokuChainLine {
            first: 0xABAB,
            length: 0xABAB,
            omitted: 0xABAB,
        }; SUDOKU_CHAIN_LINES],
        steps: [SudokuChainStep {
            cell: 0xAB,
            digit: 0xAB,
            on: 0xAB,
            reserved: 0xAB,
        }; SUDOKU_CHAIN_STEPS],
    }
}

/// `sudoku_hint_chain` on a player's grid, with the givens and marks.
fn hint_chain(
    player: &Grid,
    givens: &Grid,
    marks: &Candidates,
) -> (SudokuStatus, SudokuHint, SudokuHintChain) {
    let (mut hint, mut chain): (SudokuHint, _) = (poisoned(), poisoned_chain());
    // SAFETY: 81 bytes each, 81 `uint16_t`, a writable hint and chain.
    let status = unsafe {
        sudoku_hint_chain(
            player.cells().as_ptr(),
            givens.cells().as_ptr(),
            marks.masks().as_ptr(),
            &mut hint,
            &mut chain,
        )
    };
    (status, hint, chain)
}

fn chain_text(hint: &SudokuHint, chain: Option<&SudokuHintChain>) -> String {
    let mut buffer = [0u8; 4096];
    let chain = chain.map_or(std::ptr::null(), |chain| chain as *const _);
    // SAFETY: a readable hint, NULL or a readable chain, and a 4096-byte buffer.
    let needed =
        unsafe { sudoku_hint_chain_text(hint, chain, buffer.as_mut_ptr().cast(), buffer.len()) };
    assert!(needed < buffer.len());
    let text = CStr::from_bytes_until_nul(&buffer)
        .unwrap()
        .to_str()
        .unwrap();
    assert_eq!(text.len(), needed);
    text.to_string()
}

/// A chain's lines: each line's steps as (cell, digit, on) and the count left out.
type Lines = Vec<(Vec<(usize, u8, u8)>, usize)>;

/// The Rust hint's lines.
fn rust_lines(hint: &ChainHint) -> Lines {
    hint.chain().map_or_else(Vec::new, |chain| {
        chain
            .lines()
            .map(|line| {
                let steps = line
                    .steps()
                    .map(|s| (s.cell().index(), s.digit(), u8::from(s.is_on())))
                    .collect();
                (steps, line.omitted())
            })
            .collect()
    })
}

/// The C chain's lines.
fn c_lines(chain: &SudokuHintChain) -> Lines {
    chain.lines[..chain.line_count as usize]
        .iter()
        .map(|line| {
            let first = usize::from(line.first);
            let steps = chain.steps[first..first + usize::from(line.length)]
                .iter()
                .map(|s| (usize::from(s.cell), s.digit, s.on))
                .collect();
            (steps, usize::from(line.omitted))
        })
        .collect()
}

/// Every step of bank puzzles that need chains, through C: the same hint, the same lines,
/// the same step-by-step sentence; without the chain, the short sentence.
#[test]
fn every_chain_through_c_is_the_rust_chain() {
    let bank = include_str!("../data/se_rated_bank_1k.txt");
    let mut chains = 0;
    for line in bank.lines().take(30) {
        let puzzle = Grid::from_line(line.split_whitespace().nth(1).unwrap().as_bytes()).unwrap();
        let mut player = puzzle;
        let mut marks: Candidates = puzzle.candidates().unwrap();
        while let Ok(chained) = player.hint_chain(Some(&puzzle), Some(&marks)) {
            let (status, c_hint, c_chain) = hint_chain(&player, &puzzle, &marks);
            assert_eq!(status, SudokuStatus::Ok);
            assert_same_hint(&c_hint, chained.hint());
            assert_eq!(c_lines(&c_chain), rust_lines(&chained));
            let kind = chained.chain().and_then(|chain| chain.kind());
            assert_eq!(c_chain.kind, kind.map_or(0, |kind| kind as i32));
            assert_eq!(
                chain_text(&c_hint, Some(&c_chain)),
                chained.explained().to_string()
            );
            assert_eq!(chain_text(&c_hint, None), text(&c_hint));
            chains += usize::from(kind.is_some());
            take_step(chained.hint(), &mut player, &mut marks);
        }
    }
    assert!(chains > 15, "{chains} chain hints");
}

#[test]
fn errors_leave_hint_and_chain_untouched() {
    let empty = Grid::EMPTY;
    let marks = empty.candidates().unwrap();
    let (status, hint, chain) = hint_chain(&empty, &empty, &marks);
    assert_eq!(status, SudokuStatus::NotUnique);
    assert_eq!(hint, poisoned::<SudokuHint>());
    assert_eq!(chain, poisoned_chain());
    let puzzle = Grid::new(cells(SAMPLE));
    let mut hint: SudokuHint = poisoned();
    let mut chain = poisoned_chain();
    // SAFETY: NULL pointers are what is being tested; the others are valid.
    unsafe {
        let grid = puzzle.cells().as_ptr();
        let null = std::ptr::null();
        let nothing = std::ptr::null_mut();
        assert_eq!(
            sudoku_hint_chain(grid, null, null.cast(), &mut hint, nothing),
            SudokuStatus::NullPointer
        );
        assert_eq!(
            sudoku_hint_chain(null, null, null.cast(), &mut hint, &mut chain),
            SudokuStatus::NullPointer
        );
        // Without givens or marks it is `sudoku_hint`: the sample's first hint, no chain.
        assert_eq!(
            sudoku_hint_chain(grid, null, null.cast(), &mut hint, &mut chain),
            SudokuStatus::Ok
        );
    }
    assert_eq!(hint, SudokuHint::from(&puzzle.hint(None).unwrap()));
    assert_eq!((chain.kind, chain.line_count), (0, 0));
    assert_eq!(chain_text(&hint, Some(&chain)), text(&hint));
}

#[test]
fn chains_this_library_could_not_make_have_no_sentence() {
    // A chain hint from the bank, then its chain spoiled field by field.
    let bank = include_str!("../data/se_rated_bank_1k.txt");
    let (hint, chain) = bank
        .lines()
        .find_map(|line| {
            let puzzle =
                Grid::from_line(line.split_whitespace().nth(1).unwrap().as_bytes()).unwrap();
            let mut player = puzzle;
            let mut marks: Candidates = puzzle.candidates().unwrap();
            while let Ok(chained) = player.hint_chain(Some(&puzzle), Some(&marks)) {
                if chained.chain().and_then(|chain| chain.kind()) == Some(ChainKind::Forcing) {
                    let (_, c_hint, c_chain) = hint_chain(&player, &puzzle, &marks);
                    return Some((c_hint, c_chain));
                }
                take_step(chained.hint(), &mut player, &mut marks);
            }
            None
        })
        .expect("a forcing chain in the bank");
    assert!(chain_text(&hint, Some(&chain)).contains(", then "));
    let spoiled: [fn(&mut SudokuHintChain); 6] = [
        |chain| chain.kind = 99,
        |chain| chain.line_count = 10,
        |chain| chain.lines[0].length = 0,
        |chain| chain.lines[0].first = SUDOKU_CHAIN_STEPS as u16,
        |chain| chain.steps[0].digit = 0,
        |chain| chain.steps[0].cell = 81,
    ];
    for spoil in spoiled {
        let mut bad = chain;
        spoil(&mut bad);
        assert_eq!(chain_text(&hint, Some(&bad)), "");
    }
    // Cut to a small buffer: never past it, always terminated.
    let full = chain_text(&hint, Some(&chain));
    let mut buffer = [0xAAu8; 32];
    // SAFETY: a readable hint and chain, and 16 writable bytes of the 32.
    let needed = unsafe { sudoku_hint_chain_text(&hint, &chain, buffer.as_mut_ptr().cast(), 16) };
    assert_eq!(needed, full.len());
    assert_eq!(&buffer[..15], &full.as_bytes()[..15]);
    assert_eq!(buffer[15], 0);
    assert!(buffer[16..].iter().all(|&byte| byte == 0xAA));
}
