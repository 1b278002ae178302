//! The front end against the board's own propagation ([`Board::from_givens`]): on every
//! grid it must find no completion exactly when the board does, solve exactly the grids
//! whose propagated board is solved, with the same digits, and otherwise hand over the very
//! board the givens give.

use super::super::board::Board;
use super::{BIT, CELLS, PEERS, Start, house_cells, start};

/// A small generator of test grids (xorshift), so that the tests need no crate.
pub(super) struct Rng(pub(super) u64);

impl Rng {
    pub(super) fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % n as u64) as usize
    }

    pub(super) fn shuffle<T>(&mut self, items: &mut [T]) {
        for i in (1..items.len()).rev() {
            items.swap(i, self.below(i + 1));
        }
    }

    /// A solved grid: a fixed one with its digits relabelled, its bands, stacks, and the
    /// rows and columns within them permuted, and maybe transposed.
    pub(super) fn solution(&mut self) -> [u8; 81] {
        let mut digits = [1, 2, 3, 4, 5, 6, 7, 8, 9];
        self.shuffle(&mut digits);
        let mut lines = [[0usize; 9]; 2];
        for line in &mut lines {
            let mut outer = [0, 1, 2];
            self.shuffle(&mut outer);
            for (slot, group) in outer.into_iter().enumerate() {
                let mut inner = [0, 1, 2];
                self.shuffle(&mut inner);
                for (k, within) in inner.into_iter().enumerate() {
                    line[3 * slot + k] = 3 * group + within;
                }
            }
        }
        let transpose = self.below(2) == 1;
        let mut grid = [0u8; 81];
        for (cell, digit) in grid.iter_mut().enumerate() {
            let (mut row, mut column) = (lines[0][cell / 9], lines[1][cell % 9]);
            if transpose {
                (row, column) = (column, row);
            }
            *digit = digits[(row * 3 + row / 3 + column) % 9];
        }
        grid
    }

    /// A solved grid with `blanks` cells blanked, chosen at random.
    fn puzzle(&mut self, blanks: usize) -> [u8; 81] {
        let mut grid = self.solution();
        let mut order: Vec<usize> = (0..81).collect();
        self.shuffle(&mut order);
        for &cell in &order[..blanks] {
            grid[cell] = 0;
        }
        grid
    }
}

fn cells(text: &str) -> [u8; 81] {
    let mut cells = [0u8; 81];
    for (cell, digit) in cells.iter_mut().zip(text.bytes()) {
        *cell = if digit == b'.' { 0 } else { digit - b'0' };
    }
    cells
}

/// Checks the front end against the board on `grid`; whether singles solved it.
fn agrees(grid: &[u8; 81]) -> bool {
    let board = Board::from_givens(grid);
    match (start(grid), board) {
        (Start::NoCompletion, Err(_)) => false,
        (Start::Solved(answer), Ok(board)) => {
            assert!(board.is_solved(), "{grid:?}");
            assert_eq!(answer, board.to_cells(), "{grid:?}");
            true
        }
        (Start::Open(ours), Ok(board)) => {
            assert_eq!(ours, board, "{grid:?}");
            false
        }
        (ours, board) => panic!("{grid:?}: {ours:?} against {board:?}"),
    }
}

#[test]
fn tables_hold_each_cell_once() {
    let mut all = 0u128;
    for house in house_cells() {
        assert_eq!(house.count_ones(), 9);
        all |= house;
    }
    assert_eq!(all, CELLS);
    for cell in 0..81 {
        let bit = super::word_bit(cell) as usize;
        assert_eq!(usize::from(super::CELL_OF_BIT[bit]), cell);
        assert_eq!(PEERS[bit].count_ones(), 20, "cell {cell}");
        assert_eq!(PEERS[bit] & !CELLS, 0);
        assert_eq!(PEERS[bit] & BIT[bit], 0);
        assert_eq!(BIT[bit] & !CELLS, 0);
    }
}

/// Random grids with 0 to 81 blanks: with few blanks singles solve them, with many they
/// hand over boards with several completions.
#[test]
fn random_grids_agree_with_the_board() {
    let mut rng = Rng(0x5EED_2239);
    let mut solved = 0;
    for round in 0..3000 {
        let grid = rng.puzzle(round % 82);
        solved += usize::from(agrees(&grid));
    }
    // The rounds with fewer than about 45 blanks are settled by singles.
    assert!((1000..2900).contains(&solved), "{solved} solved by singles");
}

/// Grids with a given changed or added: clashes, contradictions that singles meet, and
/// contradictions that only the board's locked candidates or a search find.
#[test]
fn tampered_grids_agree_with_the_board() {
    let mut rng = Rng(0x1905_1106);
    let mut none = 0;
    for round in 0..3000 {
        let mut grid = rng.puzzle(20 + round % 60);
        for _ in 0..1 + round % 3 {
            grid[rng.below(81)] = 1 + rng.below(9) as u8;
        }
        agrees(&grid);
        none += usize::from(start(&grid) == Start::NoCompletion);
    }
    assert!(none > 300, "only {none} without a completion");
}

/// Values above 9 have no completion, as for the board, wherever they stand.
#[test]
fn values_above_nine_have_no_completion() {
    let mut rng = Rng(81);
    for value in [10, 11, 200, 255] {
        for _ in 0..20 {
            let mut grid = rng.puzzle(30);
            grid[rng.below(81)] = value;
            assert_eq!(start(&grid), Start::NoCompletion);
            agrees(&grid);
        }
    }
}

/// The empty grid, a full one, one blank, and the public puzzles of the tests' data: every
/// but a few kaggle puzzles are settled by singles; the hard sets hand over.
#[test]
fn known_grids_agree_with_the_board() {
    let mut rng = Rng(17);
    let full = rng.solution();
    assert_eq!(start(&full), Start::Solved(full));
    let mut one_blank = full;
    one_blank[40] = 0;
    assert_eq!(start(&one_blank), Start::Solved(full));
    assert!(matches!(start(&[0; 81]), Start::Open(_)));
    agrees(&[0; 81]);
    let mut set = "";
    let (mut kaggle, mut kaggle_solved) = (0, 0);
    for line in include_str!("../../../tests/data/proper_puzzles.txt").lines() {
        if let Some(name) = line.strip_prefix("# set: ") {
            set = name;
            continue;
        }
        if line.starts_with('#') || line.trim().is_empty() {
            continue;
        }
        let solved = agrees(&cells(line.trim()));
        if set.starts_with("kaggle") {
            kaggle += 1;
            kaggle_solved += usize::from(solved);
        }
    }
    // A few kaggle puzzles need locked candidates or a guess.
    assert_eq!(kaggle, 100);
    assert!(
        kaggle_solved >= 90,
        "{kaggle_solved} of 100 solved by singles"
    );
    // A 17-clue puzzle: singles stop short, the board's propagation too.
    let sparse =
        cells("000000000000000001000023000000000020001400005360000070000800000004150000070000360");
    assert!(matches!(start(&sparse), Start::Open(_)));
}
