//! Puzzle files as the benchmarks read them: one 81-cell grid a line, `.` or `0` for a blank,
//! `#` comments and blank lines skipped (the format of the public sets and of tdoku's data).

use sudoku::Grid;

pub struct Set {
    pub name: String,
    pub puzzles: Vec<[u8; 81]>,
}

/// The first `limit` puzzles of the file at `path`, named after the file. Panics with the
/// path and the line on anything unreadable: a benchmark has no use for a partial set.
pub fn load_set(path: &str, limit: usize) -> Set {
    let text = std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{path}: {e}"));
    let puzzles = text
        .lines()
        .filter(|line| !sudoku::is_blank_or_comment(line.as_bytes()))
        .take(limit)
        .map(|line| {
            let grid: Grid = line
                .trim()
                .parse()
                .unwrap_or_else(|e| panic!("{path}: {e}: {line}"));
            *grid.cells()
        })
        .collect();
    let name = path.rsplit('/').next().unwrap_or(path).to_string();
    Set { name, puzzles }
}
