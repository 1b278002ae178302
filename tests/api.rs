//! The Rust API: known puzzles and their answers, errors and their messages, the text forms,
//! and the batch functions against the single-grid ones.

use sudoku::{Cell, Grid, ParseErrorKind, SolveError, Unit, count_batch, solve_batch};

use support::generate::{Rng, mixed_grids, random_puzzle, random_tampered};
use support::{ANTI_BACKTRACKING, SAMPLE, SAMPLE_ANSWER, cells};

#[test]
fn sample_gives_the_judges_answer() {
    let puzzle: Grid = SAMPLE.parse().unwrap();
    let answer = puzzle.solve().unwrap();
    assert_eq!(format!("{answer}\n"), SAMPLE_ANSWER);
}

#[test]
fn empty_grid_gives_the_smallest_grid() {
    let answer = Grid::EMPTY.solve().unwrap();
    assert!(answer.to_line().starts_with("123456789456789123789123456"));
    assert_eq!(
        answer.to_line(),
        "123456789456789123789123456214365897365897214897214365531642978642978531978531642"
    );
}

#[test]
fn anti_backtracking_puzzle_is_fast_and_right() {
    let answer = Grid::new(cells(ANTI_BACKTRACKING)).solve().unwrap();
    assert_eq!(
        answer.to_line(),
        "987654321246173985351928746128537694634892157795461832519286473472319568863745219"
    );
}

#[test]
fn a_full_valid_grid_is_its_own_answer() {
    let full = Grid::EMPTY.solve().unwrap();
    assert_eq!(full.solve(), Ok(full));
}

#[test]
fn invalid_cell_is_named() {
    let mut grid = Grid::EMPTY;
    grid.set(Cell::at(1, 4).unwrap(), 10);
    let error = grid.solve().unwrap_err();
    assert_eq!(
        error,
        SolveError::InvalidCell {
            cell: Cell::at(1, 4).unwrap(),
            value: 10
        }
    );
    assert_eq!(
        error.to_string(),
        "invalid cell at row 2, column 5: 10 is not 0 (blank) or a digit 1 to 9"
    );
}

#[test]
fn clash_names_digit_unit_and_cells() {
    let mut grid: Grid = SAMPLE.parse().unwrap();
    grid.set(Cell::at(0, 1).unwrap(), 5); // row 0 already has 5 at column 6
    let error = grid.solve().unwrap_err();
    assert_eq!(
        error,
        SolveError::Conflict {
            digit: 5,
            first: Cell::at(0, 1).unwrap(),
            second: Cell::at(0, 6).unwrap(),
            unit: Unit::Row
        }
    );
    assert_eq!(
        error.to_string(),
        "digit 5 appears twice in one row: at row 1, column 2 and at row 1, column 7"
    );
    assert_eq!(grid.validate(), Err(error));
}

#[test]
fn consistent_but_unsolvable() {
    // Row 0 leaves only 9 for its last cell, but column 8 already has a 9.
    let mut puzzle = [0u8; 81];
    puzzle[..8].copy_from_slice(&[1, 2, 3, 4, 5, 6, 7, 8]);
    puzzle[80] = 9;
    let grid = Grid::new(puzzle);
    assert_eq!(grid.validate(), Ok(()));
    assert_eq!(grid.solve(), Err(SolveError::Unsolvable));
    assert_eq!(grid.count_solutions(2), Ok(0));
    assert!(SolveError::Unsolvable.to_string().contains("no solution"));
}

#[test]
fn counting_stops_at_the_limit() {
    let sample: Grid = SAMPLE.parse().unwrap();
    assert_eq!(sample.count_solutions(10), Ok(1));
    assert_eq!(Grid::EMPTY.count_solutions(1000), Ok(1000));
    assert_eq!(Grid::EMPTY.count_solutions(0), Ok(0));
}

#[test]
fn text_forms_round_trip() {
    let grid: Grid = SAMPLE.parse().unwrap();
    assert_eq!(format!("{grid}\n"), SAMPLE);
    let line = grid.to_line();
    assert_eq!(line.parse::<Grid>(), Ok(grid));
    assert_eq!(line.replace('0', ".").parse::<Grid>(), Ok(grid));
    assert_eq!(SAMPLE.replace('\n', "\r\n").parse::<Grid>(), Ok(grid));
    assert_eq!(format!("\n\n  {line}  \n\n").parse::<Grid>(), Ok(grid));
}

#[test]
fn parse_errors_name_line_and_column() {
    let error = SAMPLE
        .replacen("060000050", "06000a050", 1)
        .parse::<Grid>()
        .unwrap_err();
    assert_eq!((error.line(), error.column()), (5, 6));
    assert_eq!(error.kind(), &ParseErrorKind::BadCharacter('a'));
    assert!(
        error.to_string().starts_with("line 5, column 6: "),
        "{error}"
    );
}

#[test]
fn batch_counts_equal_single_counts() {
    let mut rng = Rng::new(0xC0_0A7);
    let mut grids: Vec<Grid> = (0..600)
        .map(|index| {
            let blanks = 20 + rng.below(62);
            let cells = if index % 3 == 0 {
                random_tampered(&mut rng, blanks)
            } else {
                random_puzzle(&mut rng, blanks)
            };
            Grid::new(cells)
        })
        .collect();
    let mut clash = [0u8; 81];
    clash[0] = 5;
    clash[1] = 5;
    grids.push(Grid::new(clash));
    for limit in [1, 2, 50] {
        let single: Vec<_> = grids.iter().map(|g| g.count_solutions(limit)).collect();
        assert!(single.contains(&Ok(0)), "no grid without completion");
        assert!(single.contains(&Ok(limit)), "no grid at the limit");
        assert!(single.iter().any(Result::is_err), "no clashing grid");
        for threads in [1, 2, 0] {
            assert_eq!(
                count_batch(&grids, limit, threads),
                single,
                "limit {limit}, {threads} threads"
            );
        }
    }
    assert!(count_batch(&[], 2, 0).is_empty());
}

#[test]
fn rust_batch_equals_single_solves() {
    let grids: Vec<Grid> = mixed_grids(1000, 1000).into_iter().map(Grid::new).collect();
    let single: Vec<_> = grids.iter().map(Grid::solve).collect();
    for threads in [1, 2, 0] {
        assert_eq!(solve_batch(&grids, threads), single, "{threads} threads");
    }
    assert!(solve_batch(&[], 0).is_empty());
}
