//! Grids of any layout (`sudoku::LayoutGrid`): random grids of each layout, sparse, proper,
//! unsolvable and random, checked for the properties of the answer and the count, against a
//! plain row-major backtracker on the small sizes, and against the published solutions of
//! real variant puzzles (tests/data/layout_puzzles.txt). The SAT oracle is in
//! `layout_oracle.rs`, on the grids made here.

use sudoku::{Counted, DEFAULT_LAYOUT_WORK, Layout, LayoutGrid, LayoutGridError};

/// Work bound for one call in these tests.
pub(crate) const WORK: u64 = 2_000_000;

/// A 9x9 jigsaw's regions (from the puzzle "Jigsaw boxes, disconnected" of the data file).
const JIGSAW_9: &str =
    "112233333111214443211254443222254443615555573688859999688859779688879777666669977";

/// The layouts the random tests cover, in the text form's prefix (a jigsaw's regions after).
pub(crate) const LAYOUTS: [&str; 11] = [
    "4x4",
    "6x6",
    "6x6 windoku disjoint",
    "8x8",
    "9x9 jigsaw",
    "9x9 x windoku",
    "9x9 anti-knight",
    "9x9 anti-king",
    "9x9 diagonal disjoint extra=r1c1,r2c3,r5c5,r9c9",
    "12x12",
    "16x16",
];

/// splitmix64: a small seeded generator, so that every run makes the same grids.
pub(crate) struct Random(u64);

impl Random {
    pub(crate) fn new(seed: u64) -> Random {
        Random(seed)
    }
    pub(crate) fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }
    pub(crate) fn below(&mut self, bound: usize) -> usize {
        (self.next() % bound as u64) as usize
    }
    fn shuffle<T>(&mut self, items: &mut [T]) {
        for i in (1..items.len()).rev() {
            items.swap(i, self.below(i + 1));
        }
    }
}

/// The grid of `prefix` with these cells.
pub(crate) fn grid_of(prefix: &str, cells: &[u8]) -> LayoutGrid {
    let symbols: String = cells
        .iter()
        .map(|&v| match v {
            0 => '.',
            1..=9 => char::from(b'0' + v),
            _ => char::from(b'A' + v - 10),
        })
        .collect();
    let regions = if prefix.contains("jigsaw") {
        format!(" {JIGSAW_9}")
    } else {
        String::new()
    };
    format!("{prefix}: {symbols}{regions}").parse().unwrap()
}

/// The size of a prefix's `NxN`.
pub(crate) fn size_of(prefix: &str) -> usize {
    prefix.split('x').next().unwrap().parse().unwrap()
}

/// A random completed grid of the layout: a few random candidates placed, any completion,
/// digits relabelled (every rule here keeps its meaning under a relabelling).
fn random_solution(prefix: &str, random: &mut Random) -> Vec<u8> {
    let size = size_of(prefix);
    let empty = size * size;
    loop {
        let mut cells = vec![0u8; empty];
        for _ in 0..size {
            let grid = grid_of(prefix, &cells);
            let marks = grid.candidates().unwrap();
            let cell = random.below(empty);
            let options: Vec<u8> = (1..=size as u8)
                .filter(|d| marks[cell] & (1 << (d - 1)) != 0)
                .collect();
            if cells[cell] == 0 && !options.is_empty() {
                cells[cell] = options[random.below(options.len())];
            }
        }
        if let Ok(done) = grid_of(prefix, &cells).solve_any(WORK) {
            let mut labels: Vec<u8> = (1..=size as u8).collect();
            random.shuffle(&mut labels);
            return done
                .cells()
                .iter()
                .map(|&d| labels[usize::from(d) - 1])
                .collect();
        }
    }
}

/// The grids of one kind (0 sparse, 1 proper, 2 unsolvable, 3 random givens) for a layout.
pub(crate) fn random_grid(prefix: &str, kind: usize, random: &mut Random) -> LayoutGrid {
    let solution = random_solution(prefix, random);
    let count = solution.len();
    let mut order: Vec<usize> = (0..count).collect();
    random.shuffle(&mut order);
    match kind {
        0 => {
            // Big grids keep more givens: their sparse grids are the search's hardest.
            let keep = if count > 100 {
                count * 3 / 5
            } else {
                count / 4
            };
            let mut cells = vec![0; count];
            for &cell in &order[..keep] {
                cells[cell] = solution[cell];
            }
            grid_of(prefix, &cells)
        }
        1 | 2 => {
            let mut cells = solution.clone();
            for &cell in &order {
                let kept = cells[cell];
                cells[cell] = 0;
                if grid_of(prefix, &cells).count(2, WORK) != Ok(Counted::Finished(1)) {
                    cells[cell] = kept;
                }
            }
            if kind == 2 {
                // A blank of a proper puzzle given another candidate: no completion is left.
                let grid = grid_of(prefix, &cells);
                let marks = grid.candidates().unwrap();
                for &cell in &order {
                    let other = marks[cell] & !(1 << (solution[cell] - 1));
                    if cells[cell] == 0 && other != 0 {
                        cells[cell] = other.trailing_zeros() as u8 + 1;
                        break;
                    }
                }
            }
            grid_of(prefix, &cells)
        }
        _ => {
            let size = grid_of(prefix, &solution).layout().size();
            let mut cells = vec![0; count];
            for &cell in &order[..count / 5] {
                let marks = grid_of(prefix, &cells).candidates().unwrap()[cell];
                if marks != 0 {
                    let digits: Vec<u8> = (1..=size as u8)
                        .filter(|d| marks & (1 << (d - 1)) != 0)
                        .collect();
                    cells[cell] = digits[random.below(digits.len())];
                }
            }
            grid_of(prefix, &cells)
        }
    }
}

/// The first completion of plain row-major backtracking, digits tried 1..=size: the
/// reference the smallest completion must equal.
fn backtrack(grid: &LayoutGrid) -> Option<Vec<u8>> {
    fn go(layout: &Layout, cells: &mut Vec<u8>, cell: usize) -> bool {
        if cell == cells.len() {
            return true;
        }
        if cells[cell] != 0 {
            return go(layout, cells, cell + 1);
        }
        for digit in 1..=layout.size() as u8 {
            if layout
                .peers(cell)
                .iter()
                .all(|&p| cells[usize::from(p)] != digit)
            {
                cells[cell] = digit;
                if go(layout, cells, cell + 1) {
                    return true;
                }
            }
        }
        cells[cell] = 0;
        false
    }
    let mut cells = grid.cells().to_vec();
    go(grid.layout(), &mut cells, 0).then_some(cells)
}

/// The properties every answer keeps; returns the answer and count for the oracle.
pub(crate) fn check_properties(
    grid: &LayoutGrid,
) -> Option<(Result<LayoutGrid, LayoutGridError>, Counted)> {
    let answer = grid.solve(WORK);
    let count = grid.count(2, WORK).unwrap();
    if answer == Err(LayoutGridError::WorkLimit) || matches!(count, Counted::BudgetExceeded(_)) {
        return None;
    }
    match &answer {
        Ok(done) => {
            assert!(done.is_solved(), "{grid}: {done}");
            for (given, value) in grid.cells().iter().zip(done.cells()) {
                assert!(*given == 0 || given == value, "{grid}: {done}");
            }
            let any = grid.solve_any(WORK).unwrap();
            assert!(done.cells() <= any.cells(), "{grid}: {done} > {any}");
            assert_ne!(count, Counted::Finished(0), "{grid}");
            if count == Counted::Finished(1) {
                assert_eq!(any.cells(), done.cells(), "{grid}");
            }
        }
        Err(error) => {
            assert_eq!(*error, LayoutGridError::Unsolvable, "{grid}");
            assert_eq!(count, Counted::Finished(0), "{grid}");
        }
    }
    Some((answer, count))
}

#[test]
fn random_grids_keep_the_answer_properties() {
    let mut random = Random::new(38);
    for prefix in LAYOUTS {
        let grids = match size_of(prefix) {
            16 => 4,
            12 => 8,
            _ => 24,
        };
        for index in 0..grids {
            let grid = random_grid(prefix, index % 4, &mut random);
            check_properties(&grid);
        }
    }
}

#[test]
fn small_grids_answer_as_row_major_backtracking_does() {
    let mut random = Random::new(7);
    for prefix in ["4x4", "6x6", "6x6 windoku disjoint", "8x8"] {
        for index in 0..60 {
            let grid = random_grid(prefix, index % 4, &mut random);
            let expected = backtrack(&grid);
            let answer = grid.solve(WORK).ok().map(|done| done.cells().to_vec());
            assert_eq!(answer, expected, "{grid}");
        }
    }
}

#[test]
fn published_variant_puzzles_solve_to_their_solutions() {
    let text = include_str!("data/layout_puzzles.txt");
    let lines: Vec<&str> = text.lines().filter(|line| !line.starts_with('#')).collect();
    assert!(lines.len() >= 20, "{}", lines.len());
    for pair in lines.chunks(2) {
        let puzzle: LayoutGrid = pair[0].parse().unwrap();
        let published = with_cells(&puzzle, pair[1]);
        assert!(
            published.is_solved(),
            "{}: the published solution breaks the layout",
            pair[0]
        );
        let answer = puzzle.solve(DEFAULT_LAYOUT_WORK).unwrap();
        // Another answer than the published solution must be smaller, of a puzzle with
        // several completions (counted only then: the slowest puzzle takes seconds).
        if answer.to_symbols() != pair[1] {
            assert!(answer.cells() < published.cells(), "{}", pair[0]);
            let count = puzzle.count(2, DEFAULT_LAYOUT_WORK);
            assert_eq!(count, Ok(Counted::Finished(2)), "{}", pair[0]);
        }
    }
}

/// `puzzle`'s layout with the cells of `symbols`.
fn with_cells(puzzle: &LayoutGrid, symbols: &str) -> LayoutGrid {
    let cells = symbols
        .chars()
        .map(|c| c.to_digit(36).unwrap() as u8)
        .collect();
    LayoutGrid::new(puzzle.layout().clone(), cells).unwrap()
}

#[test]
fn bad_grids_get_a_status_with_a_place() {
    let grid: LayoutGrid = format!("9x9 anti-knight: ..1{}", ".".repeat(78))
        .parse()
        .unwrap();
    let mut cells = grid.cells().to_vec();
    cells[13] = 1; // r2c5, a knight's move from r1c3 in the next box
    let clash = LayoutGrid::new(grid.layout().clone(), cells).unwrap();
    let error = clash.solve(WORK).unwrap_err();
    assert_eq!(
        error.to_string(),
        "digit 1 at row 1, column 3 and at row 2, column 5, a knight's move apart"
    );
    let mut cells = grid.cells().to_vec();
    cells[80] = 10;
    let error = LayoutGrid::new(grid.layout().clone(), cells)
        .unwrap()
        .count(2, WORK);
    assert_eq!(
        error.unwrap_err().to_string(),
        "invalid cell at row 9, column 9: 10 is not 0 (blank) or a digit 1 to 9"
    );
    let jigsaw = grid_of("9x9 jigsaw", &[0; 81]);
    let mut cells = vec![0; 81];
    (cells[0], cells[20]) = (4, 4); // r1c1 and r3c3, both in region 1
    let error = LayoutGrid::new(jigsaw.layout().clone(), cells)
        .unwrap()
        .validate();
    assert_eq!(
        error.unwrap_err().to_string(),
        "digit 4 appears twice in region 1: at row 1, column 1 and at row 3, column 3"
    );
    assert!(matches!(
        LayoutGrid::new(grid.layout().clone(), vec![0; 80]),
        Err(LayoutGridError::Length {
            expected: 81,
            found: 80
        })
    ));
}
