//! The f-puzzles reader on any bytes, as the `fpuzzles` fuzz target and `tests/robustness.rs`
//! (its seeds and regressions) run it: no panic, and what it accepts holds every promise of
//! `FPuzzlesBoard`'s documentation.

use sudoku::fpuzzles::{self, FPuzzlesBoard, MAX_TEXT_LEN, SIZES};

/// Reads `data` (invalid UTF-8 replaced) as f-puzzles JSON or a link, and as a link alone,
/// and checks what is accepted.
pub fn run_fpuzzles(data: &[u8]) {
    let text = String::from_utf8_lossy(data);
    check(&text);
    if let Ok(json) = fpuzzles::decompress_link(&text) {
        assert!(json.encode_utf16().count() <= MAX_TEXT_LEN);
        check(&json);
    }
}

fn check(text: &str) {
    match fpuzzles::parse(text) {
        Ok(board) => check_board(&board),
        Err(error) => assert!(!error.to_string().is_empty()),
    }
}

/// Every promise of the board's documentation.
pub fn check_board(board: &FPuzzlesBoard) {
    let n = board.size;
    assert!(SIZES.contains(&n), "size {n}");
    let cells = n * n;
    let digit = |d: &u8| usize::from(*d) <= n;
    assert!(board.givens.len() == cells && board.givens.iter().all(digit));
    assert!(board.entries.len() == cells && board.entries.iter().all(digit));
    for (given, entry) in board.givens.iter().zip(&board.entries) {
        assert!(
            *given == 0 || *entry == 0,
            "a given and an entry in one cell"
        );
    }
    if let Some(regions) = &board.regions {
        assert_eq!(regions.len(), cells);
        let mut counts = vec![0; n];
        for &region in regions {
            counts[usize::from(region)] += 1;
        }
        assert!(counts.iter().all(|&count| count == n), "{counts:?}");
        assert_eq!(board.region_map().as_ref(), Some(regions));
    }
    let prime = board.box_shape().is_none();
    assert_eq!(
        board.region_map().is_none(),
        prime && board.regions.is_none()
    );
    if let Some((rows, columns)) = board.box_shape() {
        assert!(rows * columns == n && rows <= columns);
    }
    for region in &board.extra_regions {
        assert!(region.len() <= n && region.iter().all(|&cell| cell < cells));
        for (i, cell) in region.iter().enumerate() {
            assert!(
                !region[..i].contains(cell),
                "a cell twice in an extra region"
            );
        }
    }
    if let Some(solution) = &board.solution {
        assert!(solution.len() == cells && solution.iter().all(digit));
    }
}
