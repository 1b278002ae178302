//! The single-grid calls never touch the heap: `sudoku_solve`, and the calls for apps
//! (pencil marks, hints and their sentences, ratings, generation). Counted, per thread, with
//! a global allocator, which needs a binary of its own.

use std::alloc::{GlobalAlloc, Layout, System};
use std::cell::Cell;

use sudoku::ffi::{
    SudokuErrorDetail, SudokuGenerateOptions, SudokuHint, SudokuHintChain, SudokuRating,
    SudokuRatingDetails, SudokuStatus, sudoku_candidates, sudoku_error_text, sudoku_explain,
    sudoku_generate, sudoku_hint, sudoku_hint_chain, sudoku_hint_chain_text, sudoku_hint_text,
    sudoku_hint_with_givens, sudoku_parse, sudoku_rate, sudoku_rate_details, sudoku_solve,
};
use sudoku::{GenerateOptions, Grid, Level, RateOptions, Symmetry};
use support::generate::{Rng, random_puzzle, random_tampered};
use support::{ANTI_BACKTRACKING, CHAIN_GRID, SAMPLE, cells};

struct Counting;

thread_local! {
    static ALLOCATIONS: Cell<u64> = const { Cell::new(0) };
}

// SAFETY: forwards to the system allocator; the counter is a const-initialized thread local
// that needs no allocation itself.
unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        ALLOCATIONS.with(|count| count.set(count.get() + 1));
        // SAFETY: same contract as the caller's.
        unsafe { System.alloc(layout) }
    }
    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        // SAFETY: same contract as the caller's.
        unsafe { System.dealloc(ptr, layout) }
    }
}

#[global_allocator]
static GLOBAL: Counting = Counting;

#[test]
fn solving_allocates_nothing() {
    let mut rng = Rng::new(81);
    let mut inputs: Vec<[u8; 81]> = (0..300).map(|i| random_puzzle(&mut rng, i % 82)).collect();
    inputs.extend((0..100).map(|i| random_tampered(&mut rng, 30 + i % 50)));
    inputs.push(cells(ANTI_BACKTRACKING));
    let mut invalid = [0u8; 81];
    invalid[5] = 42;
    inputs.push(invalid);
    let mut out = [0u8; 81];
    let probe_start = ALLOCATIONS.with(Cell::get);
    drop(std::hint::black_box(vec![0u8; 81]));
    assert_eq!(
        ALLOCATIONS.with(Cell::get),
        probe_start + 1,
        "the counter sees allocations"
    );
    let before = ALLOCATIONS.with(Cell::get);
    for input in &inputs {
        // SAFETY: both buffers are 81 bytes.
        unsafe { sudoku_solve(input.as_ptr(), out.as_mut_ptr()) };
    }
    let after = ALLOCATIONS.with(Cell::get);
    assert_eq!(
        after - before,
        0,
        "heap allocations during {} solves",
        inputs.len()
    );
}

/// The heap allocations `job` makes on this thread.
fn allocations(job: impl FnOnce()) -> u64 {
    let before = ALLOCATIONS.with(Cell::get);
    job();
    ALLOCATIONS.with(Cell::get) - before
}

#[test]
fn app_calls_allocate_nothing() {
    assert_eq!(
        allocations(|| drop(std::hint::black_box(vec![0u8; 81]))),
        1,
        "the counter sees allocations"
    );
    let puzzle: Grid = SAMPLE.parse().unwrap();
    // "Easter Monster": the nested chains rate it, which first ask the engine.
    let hard = Grid::new(cells(
        "100000002090400050006000700050903000000070000000850040700000600030009080002000001",
    ));
    let mut wrong = puzzle;
    wrong.set(sudoku::Cell::at(4, 4).unwrap(), 1);
    // A player's grid whose next hint is a chain, told step by step.
    let chained = Grid::new(cells(CHAIN_GRID));
    let options = [
        GenerateOptions::default(),
        GenerateOptions::new().symmetry(Symmetry::Rotate90),
        GenerateOptions::new()
            .level(Level::Hard)
            .minimal(false)
            .max_givens(30),
    ];
    let count = allocations(|| {
        let marks = puzzle.candidates().unwrap();
        let hint = puzzle.hint(Some(&marks)).unwrap();
        let mut text = [0u8; 200];
        assert!(hint.write_text(&mut text) > 0);
        assert!(wrong.hint(None).is_ok());
        assert!(wrong.hint_with_givens(&puzzle, None).is_ok());
        assert!(hard.hint(None).is_ok());
        let chain_hint = chained.hint_chain(None, None).unwrap();
        assert!(chain_hint.chain().is_some());
        assert!(chain_hint.write_explained_text(&mut [0u8; 64]) > 64);
        assert!(puzzle.rate().is_ok() && hard.rate().is_ok());
        assert!(Grid::EMPTY.rate().is_err());
        for (seed, options) in options.iter().enumerate() {
            assert!(Grid::generate(seed as u64, options).is_ok());
        }
    });
    assert_eq!(count, 0, "heap allocations in the single calls");

    // The same through the C ABI.
    let grids = [
        *puzzle.cells(),
        *hard.cells(),
        *wrong.cells(),
        *chained.cells(),
        [0; 81],
    ];
    let c_options = SudokuGenerateOptions {
        symmetry: 1,
        level: 2,
        minimal: 1,
        max_givens: 0,
    };
    let count = allocations(|| {
        let mut marks = [0u16; 81];
        // SAFETY: every buffer below has the size its function needs.
        unsafe {
            for grid in &grids {
                let mut hint = std::mem::MaybeUninit::<SudokuHint>::zeroed().assume_init();
                let mut rating = std::mem::MaybeUninit::<SudokuRating>::zeroed().assume_init();
                let mut details =
                    std::mem::MaybeUninit::<SudokuRatingDetails>::zeroed().assume_init();
                let mut text = [0u8; 200];
                sudoku_candidates(grid.as_ptr(), marks.as_mut_ptr());
                sudoku_hint(grid.as_ptr(), marks.as_ptr(), &mut hint);
                sudoku_hint(grid.as_ptr(), std::ptr::null(), &mut hint);
                sudoku_hint_with_givens(
                    grid.as_ptr(),
                    grids[0].as_ptr(),
                    std::ptr::null(),
                    &mut hint,
                );
                sudoku_hint_text(&hint, text.as_mut_ptr().cast(), text.len());
                let mut chain = std::mem::MaybeUninit::<SudokuHintChain>::zeroed().assume_init();
                let null = std::ptr::null();
                sudoku_hint_chain(grid.as_ptr(), null, null.cast(), &mut hint, &mut chain);
                sudoku_hint_chain_text(&hint, &chain, text.as_mut_ptr().cast(), text.len());
                sudoku_rate(grid.as_ptr(), &mut rating);
                sudoku_rate_details(grid.as_ptr(), &mut details);
            }
            let mut out = [0u8; 81];
            sudoku_generate(7, std::ptr::null(), out.as_mut_ptr());
            sudoku_generate(8, &c_options, out.as_mut_ptr());
        }
    });
    assert_eq!(count, 0, "heap allocations in the single C calls");
}

/// Learning where a call failed allocates nothing either: the detail of a clash or a value
/// above 9, the reader of UTF-8 texts (grids and errors), and the detail's sentence.
#[test]
fn error_details_allocate_nothing() {
    let mut clash = cells(SAMPLE);
    clash[1] = 1;
    let mut invalid = [0u8; 81];
    invalid[40] = 99;
    let texts: Vec<Vec<u8>> = [
        SAMPLE.to_string(),
        SAMPLE.replace('\n', "").replace('0', "."),
        format!("\u{feff}# note\r\n{}", SAMPLE.replacen('5', "é", 1)),
        SAMPLE.replacen("109", "1x9", 1),
        "12345".into(),
        String::new(),
    ]
    .into_iter()
    .map(String::into_bytes)
    .collect();
    let (mut out, mut sentence) = ([0u8; 81], [0u8; 256]);
    let mut detail = std::mem::MaybeUninit::<SudokuErrorDetail>::zeroed();
    let mut statuses = Vec::with_capacity(16);
    let count = allocations(|| {
        for grid in [&clash, &invalid] {
            // SAFETY: an 81-byte grid and room for a detail.
            statuses.push(unsafe { sudoku_explain(grid.as_ptr(), detail.as_mut_ptr()) });
            // SAFETY: the detail the call wrote and a buffer of its length.
            unsafe { sudoku_error_text(detail.as_ptr(), sentence.as_mut_ptr().cast(), 256) };
        }
        for text in &texts {
            // SAFETY: the text's bytes, 81 writable bytes and room for a detail.
            statuses.push(unsafe {
                sudoku_parse(
                    text.as_ptr().cast(),
                    text.len(),
                    out.as_mut_ptr(),
                    detail.as_mut_ptr(),
                )
            });
            // SAFETY: a detail (zeroed or written) and a buffer of its length.
            unsafe { sudoku_error_text(detail.as_ptr(), sentence.as_mut_ptr().cast(), 256) };
        }
    });
    assert_eq!(count, 0);
    let ok = SudokuStatus::Ok;
    let text = SudokuStatus::InvalidText;
    assert_eq!(
        statuses,
        [
            SudokuStatus::Conflict,
            SudokuStatus::InvalidCell,
            ok,
            ok,
            text,
            text,
            text,
            text
        ]
    );
}

#[test]
fn a_workspace_allocates_once_and_rates_as_the_single_calls() {
    // "Easter Monster" (nested chains) and a forcing chain puzzle.
    let puzzles = [
        "100000002090400050006000700050903000000070000000850040700000600030009080002000001",
        "083020090000800100029300008000098700070000060006740000300006980002005000010030540",
    ]
    .map(|line| Grid::new(cells(line)));
    let mut workspace = sudoku::Workspace::new();
    assert_eq!(allocations(|| drop(sudoku::Workspace::new())), 0);
    let first = allocations(|| {
        assert_eq!(
            puzzles[1].rate_in(&RateOptions::new(), &mut workspace),
            puzzles[1].rate()
        );
    });
    assert!(first > 0, "the first chain search allocates the scratch");
    let after = allocations(|| {
        for puzzle in &puzzles {
            assert_eq!(
                puzzle.rate_in(&RateOptions::new(), &mut workspace),
                puzzle.rate()
            );
        }
    });
    assert_eq!(after, 0, "a workspace allocates once");
}
