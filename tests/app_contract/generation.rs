//! Generation through C: the Rust API's puzzles for the same seed and options, options
//! checked, and a batch equal to the single calls.

use sudoku::ffi::{
    SUDOKU_LEVEL_ANY, SudokuGenerateOptions, SudokuStatus, sudoku_generate, sudoku_generate_batch,
};
use sudoku::{GenerateOptions, Grid, Level, Symmetry};

use super::generate;

/// Minimal puzzles with these options; `level` is SUDOKU_LEVEL_ANY or a level.
fn options(symmetry: Symmetry, level: i32, max_givens: i32) -> SudokuGenerateOptions {
    SudokuGenerateOptions {
        symmetry: symmetry as i32,
        level,
        minimal: 1,
        max_givens,
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
        &GenerateOptions::new()
            .symmetry(Symmetry::Rotate90)
            .level(Level::Hard),
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
