//! The layout readers on any bytes, as the `layout_text` and `layout_fpuzzles` fuzz targets
//! and `tests/robustness.rs` (their seeds and regressions) run them: no panic, an error with
//! a message for what is refused, and for what is accepted a grid that prints back to
//! itself and whose answers hold against a plain row-major backtracker over its peers.

use sudoku::fpuzzles;
use sudoku::{Counted, Layout, LayoutGrid, LayoutGridError, LayoutParseError};

/// Work bound of each library call on a fuzz input: small enough that an input costs
/// milliseconds in the instrumented build, large enough to answer most small grids.
const WORK: u64 = 20_000;
/// Steps of the backtracker before it gives up (no answer is then checked).
const REFERENCE_STEPS: u64 = 20_000;

/// Reads `data` (invalid UTF-8 replaced) as a line of the layout text form and as a prefix
/// alone, and checks what is accepted.
pub fn run_layout_text(data: &[u8]) {
    let text = String::from_utf8_lossy(data);
    match text.parse::<LayoutGrid>() {
        Ok(grid) => check_grid(&grid),
        Err(error) => check_parse_error(&text, &error),
    }
    match text.parse::<Layout>() {
        Ok(layout) => {
            let prefix = layout.prefix();
            assert_eq!(prefix.parse::<Layout>().as_ref(), Ok(&layout), "{prefix}");
            check_grid(&LayoutGrid::empty(layout));
        }
        Err(error) => check_parse_error(&text, &error),
    }
}

/// Reads `data` (invalid UTF-8 replaced) as an f-puzzles document (JSON or a link) and
/// checks what is accepted: the same givens as the board the reader gives, a grid that
/// keeps its layout through the text form, answers that hold.
pub fn run_layout_fpuzzles(data: &[u8]) {
    let text = String::from_utf8_lossy(data);
    match LayoutGrid::from_fpuzzles_text(&text) {
        Ok(grid) => {
            let board = fpuzzles::parse(&text).expect("the grid's board reads alone");
            assert_eq!(grid.layout().size(), board.size);
            assert_eq!(grid.cells(), board.givens.as_slice());
            check_grid(&grid);
        }
        Err(error) => assert!(!error.to_string().is_empty()),
    }
}

/// A refusal names a column within the text (or just past its end) and says why.
fn check_parse_error(text: &str, error: &LayoutParseError) {
    let message = error.to_string();
    assert!(!message.is_empty());
    assert!(
        (1..=text.chars().count() + 1).contains(&error.column),
        "column {} of {} characters: {message}",
        error.column,
        text.chars().count()
    );
}

/// Every promise an accepted grid keeps.
fn check_grid(grid: &LayoutGrid) {
    let layout = grid.layout();
    let size = layout.size();
    let cells = grid.cells();
    assert_eq!(cells.len(), size * size);
    assert!(cells.iter().all(|&value| usize::from(value) <= size));
    let line = grid.to_string();
    assert_eq!(line.parse::<LayoutGrid>().as_ref(), Ok(grid), "{line}");
    let clash = first_clash(layout, cells);
    match grid.validate() {
        Ok(()) => assert_eq!(clash, None, "{line}"),
        Err(LayoutGridError::Conflict { second, .. }) => {
            assert_eq!(clash, Some(second.0 * size + second.1), "{line}");
        }
        Err(error) => panic!("{line}: validate gave {error}"),
    }
    if clash.is_some() {
        assert!(grid.solve(WORK).is_err() && grid.candidates().is_err());
        return;
    }
    let marks = grid.candidates().expect("a valid grid has candidates");
    check_candidates(layout, cells, &marks);
    let reference = smallest_completion(layout, cells);
    let solved = grid.solve(WORK);
    match (&solved, &reference) {
        (Ok(answer), _) => {
            assert!(answer.is_solved(), "{line}");
            assert!(keeps_givens(cells, answer.cells()), "{line}");
            assert_eq!(first_clash(layout, answer.cells()), None, "{line}");
            if let Some(Some(smallest)) = &reference {
                assert_eq!(answer.cells(), smallest.as_slice(), "{line}");
            }
            assert_ne!(reference, Some(None), "{line}: the backtracker found none");
        }
        (Err(LayoutGridError::Unsolvable), _) => {
            assert!(matches!(reference, Some(None) | None), "{line}");
        }
        (Err(LayoutGridError::WorkLimit), _) => {}
        (Err(error), _) => panic!("{line}: solve gave {error}"),
    }
    match grid.count(2, WORK) {
        Ok(Counted::Finished(count)) => {
            assert!(count <= 2);
            if !matches!(solved, Err(LayoutGridError::WorkLimit)) {
                assert_eq!(count == 0, solved.is_err(), "{line}");
            }
            if reference == Some(None) {
                assert_eq!(count, 0, "{line}");
            }
        }
        Ok(Counted::BudgetExceeded(found)) => assert!(found < 2),
        Err(error) => panic!("{line}: count gave {error}"),
    }
}

/// The first cell, row-major, whose digit an earlier peer holds.
fn first_clash(layout: &Layout, cells: &[u8]) -> Option<usize> {
    (0..cells.len()).find(|&cell| {
        cells[cell] != 0
            && layout
                .peers(cell)
                .iter()
                .any(|&peer| usize::from(peer) < cell && cells[usize::from(peer)] == cells[cell])
    })
}

/// A given's mark is its digit; a blank's marks are the digits no peer holds.
fn check_candidates(layout: &Layout, cells: &[u8], marks: &[u32]) {
    for (cell, &value) in cells.iter().enumerate() {
        let want = if value != 0 {
            1 << (value - 1)
        } else {
            let mut free = (1u32 << layout.size()) - 1;
            for &peer in layout.peers(cell) {
                let digit = cells[usize::from(peer)];
                if digit != 0 {
                    free &= !(1 << (digit - 1));
                }
            }
            free
        };
        assert_eq!(marks[cell], want, "cell {cell}");
    }
}

fn keeps_givens(givens: &[u8], answer: &[u8]) -> bool {
    givens
        .iter()
        .zip(answer)
        .all(|(&given, &digit)| given == 0 || given == digit)
}

/// Plain row-major backtracking over the layout's peers, trying 1..N in each blank: the
/// smallest completion (`Some(Some(..))`), none (`Some(None)`), or `None` when it ran out of
/// steps. Its only use of the library is the layout's peer lists, and it checks that every
/// house of the answer holds each digit at most once.
fn smallest_completion(layout: &Layout, givens: &[u8]) -> Option<Option<Vec<u8>>> {
    let size = layout.size() as u8;
    let mut cells = givens.to_vec();
    let blanks: Vec<usize> = (0..cells.len()).filter(|&cell| cells[cell] == 0).collect();
    let mut steps = 0;
    let mut at = 0;
    while at < blanks.len() {
        let cell = blanks[at];
        let fits = |cells: &[u8], digit: u8| {
            layout
                .peers(cell)
                .iter()
                .all(|&peer| cells[usize::from(peer)] != digit)
        };
        let next = (cells[cell] + 1..=size).find(|&digit| fits(&cells, digit));
        steps += 1;
        if steps > REFERENCE_STEPS {
            return None;
        }
        match next {
            Some(digit) => {
                cells[cell] = digit;
                at += 1;
            }
            None if at == 0 => return Some(None),
            None => {
                cells[cell] = 0;
                at -= 1;
            }
        }
    }
    for (_, house) in layout.houses() {
        let mut seen = 0u32;
        for &cell in house {
            let bit = 1 << cells[usize::from(cell)];
            assert_eq!(seen & bit, 0, "a house repeats a digit");
            seen |= bit;
        }
    }
    Some(Some(cells))
}
