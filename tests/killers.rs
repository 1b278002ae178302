//! Killer cages on layouts (`sudoku::Layout::cages`): random killers of the small sizes,
//! sparse, proper (cages and givens from a completed grid), with no givens and unsolvable,
//! answered as a plain row-major backtracker that checks the cages answers them, and as the
//! SAT oracle (`tests/layout_oracle.py`, skipped with a note without python-sat) answers
//! them; and the published solutions of real killers (tests/data/killer_puzzles.txt).

use sudoku::{Counted, DEFAULT_LAYOUT_WORK, Layout, LayoutGrid, LayoutGridError};

const WORK: u64 = 5_000_000;

/// splitmix64: a seeded generator, so that every run makes the same grids.
struct Random(u64);

impl Random {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }
    fn below(&mut self, bound: usize) -> usize {
        (self.next() % bound as u64) as usize
    }
}

/// Whether `digit` in `cell` keeps every rule with the cells before it filled: its peers
/// (the cages' cells among them) differ, and a cage whose cells are then all filled makes
/// its sum while one with blanks has not passed it.
fn fits(layout: &Layout, cells: &[u8], cell: usize, digit: u8) -> bool {
    if layout
        .peers(cell)
        .iter()
        .any(|&p| cells[usize::from(p)] == digit)
    {
        return false;
    }
    layout
        .cages()
        .iter()
        .filter(|cage| cage.cells().contains(&(cell as u16)))
        .all(|cage| {
            let Some(sum) = cage.sum() else { return true };
            let digit_of = |c: u16| {
                if usize::from(c) == cell {
                    digit
                } else {
                    cells[usize::from(c)]
                }
            };
            let total: u32 = cage.cells().iter().map(|&c| u32::from(digit_of(c))).sum();
            let blanks = cage.cells().iter().filter(|&&c| digit_of(c) == 0).count() as u32;
            if blanks == 0 {
                total == sum
            } else {
                total + blanks <= sum
            }
        })
}

/// The first completion of row-major backtracking, digits tried 1..=size, and the number of
/// completions up to 2.
pub(crate) fn backtrack(grid: &LayoutGrid) -> (Option<Vec<u8>>, u64) {
    fn go(
        layout: &Layout,
        cells: &mut Vec<u8>,
        cell: usize,
        first: &mut Option<Vec<u8>>,
        found: &mut u64,
    ) {
        if *found >= 2 {
            return;
        }
        if cell == cells.len() {
            *found += 1;
            first.get_or_insert_with(|| cells.clone());
            return;
        }
        if cells[cell] != 0 {
            return go(layout, cells, cell + 1, first, found);
        }
        for digit in 1..=layout.size() as u8 {
            if fits(layout, cells, cell, digit) {
                cells[cell] = digit;
                go(layout, cells, cell + 1, first, found);
                cells[cell] = 0;
            }
        }
    }
    let mut cells = grid.cells().to_vec();
    let (mut first, mut found) = (None, 0);
    go(grid.layout(), &mut cells, 0, &mut first, &mut found);
    (first, found)
}

/// A random killer of `prefix` (`4x4`, `6x6`, ...): a completed grid from the search, cages
/// grown as connected shapes of 1 to `largest` cells, each with the sum of its digits (one
/// in five without a sum); then `givens` of the completion's digits kept. When `break_one`
/// is set, one cage's sum is moved by one (often unsolvable).
fn random_killer(
    prefix: &str,
    largest: usize,
    givens: usize,
    break_one: bool,
    random: &mut Random,
) -> LayoutGrid {
    let layout: Layout = prefix.parse().unwrap();
    let size = layout.size();
    let mut seed = vec![0u8; size * size];
    // A few random digits fixed, then any completion: a varied solution.
    for _ in 0..size {
        let cell = random.below(size * size);
        let digit = 1 + random.below(size) as u8;
        if layout
            .peers(cell)
            .iter()
            .all(|&p| seed[usize::from(p)] != digit)
        {
            seed[cell] = digit;
        }
    }
    let solution = match LayoutGrid::new(layout.clone(), seed.clone())
        .unwrap()
        .solve_any(WORK)
    {
        Ok(done) => done.cells().to_vec(),
        Err(_) => LayoutGrid::empty(layout.clone())
            .solve_any(WORK)
            .unwrap()
            .cells()
            .to_vec(),
    };
    let mut owner = vec![usize::MAX; size * size];
    let mut builder = Layout::builder(size);
    let mut cages = 0;
    for start in 0..size * size {
        if owner[start] != usize::MAX {
            continue;
        }
        let target = 1 + random.below(largest);
        let mut cells = vec![start];
        owner[start] = cages;
        while cells.len() < target {
            let from = cells[random.below(cells.len())];
            let (row, column) = (from / size, from % size);
            let next = match random.below(4) {
                0 if row > 0 => from - size,
                1 if row + 1 < size => from + size,
                2 if column > 0 => from - 1,
                3 if column + 1 < size => from + 1,
                _ => continue,
            };
            let digit = solution[next];
            if owner[next] != usize::MAX || cells.iter().any(|&c| solution[c] == digit) {
                if random.below(8) == 0 {
                    break;
                }
                continue;
            }
            owner[next] = cages;
            cells.push(next);
        }
        let mut sum: u32 = cells.iter().map(|&c| u32::from(solution[c])).sum();
        if break_one && cages == 0 {
            sum = if sum > 1 + (cells.len() * (cells.len() + 1) / 2) as u32 {
                sum - 1
            } else {
                sum + 1
            };
        }
        let sum = (random.below(5) != 0 || break_one && cages == 0).then_some(sum);
        builder = builder.cage(&cells, sum);
        cages += 1;
    }
    let layout = match builder.build() {
        Ok(layout) => layout,
        // A moved sum out of the cage's range: keep the puzzle without breaking it.
        Err(_) => return random_killer(prefix, largest, givens, false, random),
    };
    let mut cells = vec![0; size * size];
    for _ in 0..givens {
        let cell = random.below(size * size);
        cells[cell] = solution[cell];
    }
    LayoutGrid::new(layout, cells).unwrap()
}

#[test]
fn random_killers_answer_as_row_major_backtracking_does() {
    let mut random = Random(39);
    let mut seen = [0; 3];
    for (prefix, largest) in [("4x4", 4), ("6x6", 4), ("6x6 x", 5), ("6x6 windoku", 3)] {
        for index in 0..40 {
            let givens = [0, 2, 5][index % 3];
            let grid = random_killer(prefix, largest, givens, index % 5 == 4, &mut random);
            if let Err(error) = grid.validate() {
                // A given against its cage's moved sum: named, never searched.
                assert!(matches!(error, LayoutGridError::CageSum { .. }), "{grid}");
                assert_eq!(grid.solve(WORK), Err(error), "{grid}");
                continue;
            }
            let (expected, found) = backtrack(&grid);
            let answer = grid.solve(WORK);
            assert_eq!(
                answer.as_ref().ok().map(|g| g.cells().to_vec()),
                expected,
                "{grid}"
            );
            if expected.is_none() {
                assert_eq!(answer, Err(LayoutGridError::Unsolvable), "{grid}");
            }
            assert_eq!(grid.count(2, WORK), Ok(Counted::Finished(found)), "{grid}");
            let reread: LayoutGrid = grid.to_string().parse().unwrap();
            assert_eq!(reread, grid);
            seen[found as usize] += 1;
        }
    }
    // The set holds unsolvable, proper and sparse killers alike.
    assert!(seen.iter().all(|&count| count > 5), "{seen:?}");
}

#[test]
fn published_killers_solve_to_their_solutions_alone() {
    let text = include_str!("data/killer_puzzles.txt");
    let lines: Vec<&str> = text.lines().filter(|line| !line.starts_with('#')).collect();
    assert!(lines.len() >= 12, "{}", lines.len());
    for pair in lines.chunks(2) {
        let puzzle: LayoutGrid = pair[0].parse().unwrap();
        assert!(!puzzle.layout().cages().is_empty(), "{}", pair[0]);
        let answer = puzzle.solve(DEFAULT_LAYOUT_WORK).unwrap();
        assert_eq!(answer.to_symbols(), pair[1], "{}", pair[0]);
        assert!(answer.is_solved());
        assert_eq!(
            puzzle.count(2, DEFAULT_LAYOUT_WORK),
            Ok(Counted::Finished(1))
        );
    }
}

#[test]
fn candidates_keep_the_cages_combinations_and_bad_givens_are_named() {
    // 4x4: r1c1 and r1c2 make 3 (1 and 2); r1c3 and r1c4 then 3 and 4.
    let grid: LayoutGrid = format!("4x4 killer: {} aab{} a=3", ".".repeat(16), ".".repeat(13))
        .parse()
        .unwrap();
    let marks = grid.candidates().unwrap();
    assert_eq!(marks[..3], [0b0011, 0b0011, 0b1111]);
    let bad: LayoutGrid = format!("4x4 killer: 3{} aa{} a=3", ".".repeat(15), ".".repeat(14))
        .parse()
        .unwrap();
    let error = bad.validate().unwrap_err();
    assert!(
        matches!(
            error,
            LayoutGridError::CageSum {
                cage: 0,
                found: 3,
                ..
            }
        ),
        "{error}"
    );
    assert_eq!(
        error.to_string(),
        "the digits of cage 1 add up to 3 with 1 cells blank: past its sum 3"
    );
    let twice: LayoutGrid = "4x4 killer: 1.........1..... a.........a....."
        .parse()
        .unwrap();
    assert!(
        twice
            .validate()
            .unwrap_err()
            .to_string()
            .contains("in cage 1")
    );
}

#[test]
fn random_killers_answer_as_the_sat_oracle() {
    let Some(python) = crate::layout_oracle::oracle_python() else {
        return;
    };
    let mut random = Random(2027);
    let (mut lines, mut ours) = (Vec::new(), Vec::new());
    for (prefix, largest) in [("4x4", 4), ("6x6 x", 5), ("9x9", 5), ("9x9 windoku", 6)] {
        for index in 0..30 {
            let givens = [0, 3, 12][index % 3];
            let grid = random_killer(prefix, largest, givens, index % 5 == 4, &mut random);
            if grid.validate().is_err() {
                continue;
            }
            let Ok(Counted::Finished(count)) = grid.count(2, WORK) else {
                continue; // out of work
            };
            let answer = match grid.solve(WORK) {
                Ok(done) => done.to_symbols(),
                Err(LayoutGridError::Unsolvable) => "none".to_string(),
                Err(_) => continue,
            };
            lines.push(grid.to_string());
            ours.push(format!("{answer} {count}"));
        }
    }
    assert!(
        lines.len() >= 100,
        "{} killers within the work bound",
        lines.len()
    );
    let theirs = crate::layout_oracle::oracle(&python, &lines);
    assert_eq!(theirs.len(), lines.len());
    for ((line, ours), theirs) in lines.iter().zip(&ours).zip(&theirs) {
        assert_eq!(ours, theirs, "{line}");
    }
}
