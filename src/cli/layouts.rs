//! Lines of the layout text form (`SIZE RULE...: CELLS [REGIONS]`, doc/layouts.md): read with
//! the library's `LayoutGrid`, answered by its exact solver, the answer printed in the same
//! symbols. A line is of this form when it holds a `:`; every other line is the classic 9x9's,
//! read as before.

use sudoku::{Counted, DEFAULT_LAYOUT_WORK, LayoutGrid};

use super::args::Mode;
use super::outcome::Outcome;

/// The grid of a layout line, or why it is not one; `None` for a line without the prefix.
pub fn read_layout_line(text: &[u8]) -> Option<Result<Box<LayoutGrid>, Outcome>> {
    if !text.contains(&b':') {
        return None;
    }
    let read = match core::str::from_utf8(text) {
        Ok(line) => line
            .trim()
            .parse::<LayoutGrid>()
            .map_err(|error| error.to_string()),
        Err(_) => Err("the line is not UTF-8 text".to_string()),
    };
    Some(read.map(Box::new).map_err(Outcome::LayoutFailed))
}

/// The outcome of asking `mode`'s question of a grid of a layout.
pub fn answer_layout(mode: Mode, grid: &LayoutGrid) -> Outcome {
    let failed = |error: sudoku::LayoutGridError| Outcome::LayoutFailed(error.to_string());
    match mode {
        Mode::Solve => grid
            .solve(DEFAULT_LAYOUT_WORK)
            .map_or_else(failed, |answer| Outcome::LayoutSolved(answer.to_symbols())),
        Mode::Count { limit, max_work } => match grid.count(limit, max_work) {
            Ok(Counted::Finished(count)) => Outcome::Counted(count),
            Ok(Counted::BudgetExceeded(count)) => Outcome::CountStopped(count),
            Err(error) => failed(error),
        },
        Mode::Check => grid.validate().map_or_else(failed, |()| Outcome::Valid),
        Mode::Rate { .. } => {
            Outcome::LayoutFailed("rating is not available for layouts other than 9x9".into())
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn layout_lines_are_answered_in_their_symbols() {
        let line = b"4x4 x: 1...............";
        let grid = read_layout_line(line).unwrap().unwrap();
        assert_eq!(
            answer_layout(Mode::Solve, &grid),
            Outcome::LayoutSolved("1234341243212143".into())
        );
        let count = Mode::Count {
            limit: 5,
            max_work: u64::MAX,
        };
        assert_eq!(answer_layout(count, &grid), Outcome::Counted(5));
        assert!(read_layout_line(&[b'.'; 81]).is_none());
        let unknown = read_layout_line(b"4x4 kings: 1").unwrap().unwrap_err();
        assert!(matches!(unknown, Outcome::LayoutFailed(message) if message.contains("kings")));
    }
}
