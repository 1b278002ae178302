//! Lines of the layout text form (`SIZE RULE...: CELLS [REGIONS]`, doc/layouts.md) and
//! f-puzzles documents (a line starting with `{`, or an f-puzzles link): read with the
//! library's `LayoutGrid`, answered by its exact solver, the answer printed in the layout's
//! symbols. A line is of these forms when it holds a `:`; every other line is the classic
//! 9x9's, read as before.

use sudoku::{Counted, DEFAULT_LAYOUT_WORK, LayoutGrid};

use super::args::Mode;
use super::outcome::Outcome;

/// The grid of a layout line, or why it is not one; `None` for a line without the prefix.
pub fn read_layout_line(text: &[u8]) -> Option<Result<Box<LayoutGrid>, Outcome>> {
    if !text.contains(&b':') {
        return None;
    }
    let read = match core::str::from_utf8(text) {
        Ok(line) if is_fpuzzles(line.trim()) => {
            LayoutGrid::from_fpuzzles_text(line).map_err(|error| error.to_string())
        }
        Ok(line) => line
            .trim()
            .parse::<LayoutGrid>()
            .map_err(|error| error.to_string()),
        Err(_) => Err("the line is not UTF-8 text".to_string()),
    };
    Some(read.map(Box::new).map_err(Outcome::LayoutFailed))
}

/// Whether a line is an f-puzzles document: its JSON, or a link to it.
fn is_fpuzzles(line: &str) -> bool {
    line.starts_with('{') || line.contains("f-puzzles.com/?load=")
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
        Mode::Rate { max_work } => match grid.rate_within(max_work) {
            Ok(rating) => Outcome::Rated(rating),
            Err(sudoku::LayoutGridError::NotUnique) => Outcome::NotUnique,
            Err(sudoku::LayoutGridError::WorkLimit) => Outcome::RateStopped,
            Err(error) => failed(error),
        },
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
        let json = br#"{"size":4,"antiking":true,"grid":[[{"value":1,"given":true},{},{},{}],[{},{},{},{}],[{},{},{},{}],[{},{},{},{}]]}"#;
        let grid = read_layout_line(json).unwrap().unwrap();
        assert_eq!(grid.to_string(), "4x4 anti-king: 1...............");
        let refused = br#"{"size":4,"arrow":[{"lines":[["R1C1","R1C2"]]}],"grid":[]}"#;
        let refused = read_layout_line(refused).unwrap().unwrap_err();
        assert!(matches!(refused, Outcome::LayoutFailed(message) if message.contains("arrow")));
        let rate = Mode::Rate { max_work: u64::MAX };
        assert!(
            matches!(answer_layout(rate, &grid), Outcome::LayoutFailed(message) if message.contains("9x9"))
        );
        let x = b"9x9 x: 000008700000562000020000000000100000050000340070200050014000590000000800000805010";
        let x = read_layout_line(x).unwrap().unwrap();
        assert!(matches!(answer_layout(rate, &x), Outcome::Rated(rating) if rating.tenths() == 29));
        let blank = [&b"9x9 windoku: "[..], &[b'.'; 81]].concat();
        let blank = read_layout_line(&blank).unwrap().unwrap();
        assert_eq!(answer_layout(rate, &blank), Outcome::NotUnique);
        // A killer line is rated too: with a third of its solution given, quickly; bare, its
        // rating runs past a small bound.
        let published = include_str!("../../tests/data/killer_puzzles.txt");
        let mut lines = published
            .lines()
            .skip_while(|line| !line.starts_with("3x3:"));
        let (killer, solution) = (lines.next().unwrap(), lines.next().unwrap());
        let killer = read_layout_line(killer.as_bytes()).unwrap().unwrap();
        let bounded = Mode::Rate { max_work: 1000 };
        assert_eq!(answer_layout(bounded, &killer), Outcome::RateStopped);
        let cells = solution.bytes().enumerate();
        let cells = cells.map(|(at, digit)| if at % 3 == 0 { digit - b'0' } else { 0 });
        let easy = LayoutGrid::new(killer.layout().clone(), cells.collect()).unwrap();
        assert!(
            matches!(answer_layout(rate, &easy), Outcome::Rated(rating) if rating.tenths() < 45)
        );
        let unknown = read_layout_line(b"4x4 kings: 1").unwrap().unwrap_err();
        assert!(matches!(unknown, Outcome::LayoutFailed(message) if message.contains("kings")));
    }
}
