//! The kernel held to the engine's counts and completions on the repository's test sets,
//! their transformed copies and random grids, and its masks to their definitions.

use super::configurations::configured;
use super::core::{Board, Status};
use super::masks::{
    ALL, BAND_CONFIGURATIONS, BAND_HEADS, BOX_HEADS, COLUMN_HEADS, MINICOL_HEADS, MINICOL_SHAPE,
    MINIROW_HEADS, MINIROW_SHAPE, PEERS, PERMUTATIONS, ROW_HEADS, STACK_CONFIGURATIONS,
    STACK_HEADS,
};
use super::{count, first_completion, first_completion_with_prefix};
use crate::engine::{Counted, count_completions};

/// A small deterministic generator (xorshift), so that the random grids are the same each run.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }

    fn permutation<const N: usize>(&mut self) -> [usize; N] {
        let mut items = core::array::from_fn(|i| i);
        for i in (1..N).rev() {
            items.swap(i, self.below(i + 1));
        }
        items
    }
}

/// `grid` with its digits relabelled, rows and columns permuted within bands and stacks,
/// bands and stacks permuted, and transposed half the time: the same puzzle to a solver
/// that owes nothing to orientation.
fn transformed(grid: &[u8; 81], rng: &mut Rng) -> [u8; 81] {
    let digits: [usize; 9] = rng.permutation();
    let line = |rng: &mut Rng| {
        let (outer, inner): ([usize; 3], [[usize; 3]; 3]) = (
            rng.permutation(),
            [rng.permutation(), rng.permutation(), rng.permutation()],
        );
        core::array::from_fn::<usize, 9, _>(|i| 3 * outer[i / 3] + inner[i / 3][i % 3])
    };
    let (rows, columns) = (line(rng), line(rng));
    let transpose = rng.below(2) == 1;
    core::array::from_fn(|cell| {
        let (row, column) = (rows[cell / 9], columns[cell % 9]);
        let from = if transpose {
            9 * column + row
        } else {
            9 * row + column
        };
        match grid[from] {
            0 => 0,
            value => digits[usize::from(value) - 1] as u8 + 1,
        }
    })
}

/// A valid completed grid: a pattern, transformed.
fn random_solution(rng: &mut Rng) -> [u8; 81] {
    let pattern =
        core::array::from_fn(|cell| ((cell / 9 * 3 + cell / 27 + cell % 9) % 9) as u8 + 1);
    transformed(&pattern, rng)
}

fn parse(line: &str) -> Option<[u8; 81]> {
    let line = line.trim();
    if line.len() < 81 || line.starts_with('#') {
        return None;
    }
    let mut cells = [0u8; 81];
    for (cell, byte) in cells.iter_mut().zip(line.bytes()) {
        *cell = match byte {
            b'1'..=b'9' => byte - b'0',
            b'0' | b'.' => 0,
            _ => return None,
        };
    }
    Some(cells)
}

/// The first grid of each line of a test set (a line may carry more after it).
fn grids(text: &str) -> impl Iterator<Item = [u8; 81]> + '_ {
    text.lines()
        .filter_map(|line| parse(line.split_whitespace().next().unwrap_or("")))
}

fn is_completion_of(completion: &[u8; 81], grid: &[u8; 81]) -> bool {
    let givens_kept = grid.iter().zip(completion).all(|(&g, &c)| g == 0 || g == c);
    let house_ok = |cells: [usize; 9]| {
        let digits = cells
            .iter()
            .fold(0u16, |seen, &cell| seen | 1 << completion[cell]);
        digits == 0x3FE
    };
    givens_kept
        && (0..9).all(|k| {
            house_ok(core::array::from_fn(|i| 9 * k + i))
                && house_ok(core::array::from_fn(|i| 9 * i + k))
                && house_ok(core::array::from_fn(|i| {
                    27 * (k / 3) + 3 * (k % 3) + 9 * (i / 3) + i % 3
                }))
        })
}

/// The kernel's count to `limit` and first completion against the engine's.
fn agrees(grid: &[u8; 81], limit: u64) {
    let ours = count(grid, limit, u64::MAX);
    assert_eq!(ours.searched.status, Status::Finished);
    let theirs = count_completions(grid, limit, u64::MAX);
    assert_eq!(Counted::Finished(ours.count), theirs, "{grid:?}");
    match ours.first {
        Some(first) => assert!(is_completion_of(&first, grid), "{grid:?}"),
        None => assert_eq!(ours.count, 0),
    }
    let (first, _) = first_completion(grid, u64::MAX);
    assert_eq!(first.is_some(), ours.count > 0, "{grid:?}");
    if let Some(first) = first {
        assert!(is_completion_of(&first, grid), "{grid:?}");
    }
}

#[test]
fn masks_are_the_geometry() {
    assert!(
        PEERS
            .iter()
            .all(|peers| peers.count_ones() == 20 && peers & !ALL == 0)
    );
    for heads in [ROW_HEADS, COLUMN_HEADS, BOX_HEADS] {
        assert_eq!(heads.count_ones(), 9);
    }
    assert_eq!(MINIROW_HEADS.count_ones(), 27);
    assert_eq!(MINICOL_HEADS.count_ones(), 27);
    // Each configuration takes one minirow (minicol) in each line and each box.
    for shape in BAND_CONFIGURATIONS.iter().chain(&STACK_CONFIGURATIONS) {
        assert_eq!(shape.count_ones(), 3);
    }
    let rows = BAND_CONFIGURATIONS.iter().fold(0, |all, shape| all | shape);
    assert_eq!(rows, MINIROW_HEADS & ((1 << 27) - 1));
}

/// The configurations of a digit's `cells` by their definition, permutation by permutation
/// (a bit at the band's or stack's head where permutation `p` has its three segments), and
/// the cells they keep.
fn configurations_by_definition(cells: u128) -> ([u128; 6], [u128; 6], u128) {
    let fold = |shift: u32| cells | cells >> shift | cells >> (2 * shift);
    let minirows = fold(1) & MINIROW_HEADS;
    let minicols = fold(9) & MINICOL_HEADS;
    let bands = PERMUTATIONS.map(|[a, b, c]| {
        minirows >> (3 * a) & minirows >> (9 + 3 * b) & minirows >> (18 + 3 * c) & BAND_HEADS
    });
    let stacks = PERMUTATIONS.map(|[a, b, c]| {
        minicols >> (27 * a) & minicols >> (1 + 27 * b) & minicols >> (2 + 27 * c) & STACK_HEADS
    });
    let (mut rows, mut columns) = (0, 0);
    for p in 0..6 {
        rows |= bands[p] * BAND_CONFIGURATIONS[p];
        columns |= stacks[p] * STACK_CONFIGURATIONS[p];
    }
    (
        bands,
        stacks,
        cells & (rows * MINIROW_SHAPE) & (columns * MINICOL_SHAPE),
    )
}

/// The tables give what the definition gives, on words from dense to sparse.
#[test]
fn configurations_are_their_definition() {
    let mut rng = Rng(0x6A09_E667_F3BC_C908);
    for round in 0..20_000 {
        let mut cells = ALL;
        for _ in 0..round % 80 {
            cells &= !(1 << rng.below(81));
        }
        if round % 3 == 0 {
            cells &= u128::from(rng.next()) | u128::from(rng.next()) << 64;
        }
        let (bands, stacks, kept) = configurations_by_definition(cells);
        let (ours, configurations) = configured(cells);
        assert_eq!(ours, kept, "{cells:#x}");
        for line in 0..3 {
            let allowed = |words: &[u128; 6], head: u32| {
                (0..6).fold(0u8, |allowed, p| {
                    allowed | ((words[p] >> head & 1) as u8) << p
                })
            };
            assert_eq!(configurations.of(line), allowed(&bands, 27 * line as u32));
            assert_eq!(
                configurations.of(3 + line),
                allowed(&stacks, 3 * line as u32)
            );
            let counts = configurations.counts();
            for l in [line, 3 + line] {
                let count = u64::from(configurations.of(l).count_ones());
                assert_eq!(counts >> (8 * l) & 0xFF, count);
            }
        }
    }
}

#[test]
fn test_sets_count_alike() {
    let mut rng = Rng(0x9E37_79B9_7F4A_7C15);
    let sets = [
        include_str!("../../../tests/data/proper_puzzles.txt"),
        include_str!("../../../tests/data/slowest.txt"),
        include_str!("../../../tests/data/se_rated_levels.txt"),
    ];
    for grid in sets.iter().flat_map(|set| grids(set)) {
        agrees(&grid, 2);
        agrees(&transformed(&grid, &mut rng), 2);
    }
    let clues = include_str!("../../../tests/data/puzzles2_17_clue_slice.txt");
    for grid in grids(clues).step_by(7) {
        agrees(&grid, 2);
        agrees(&transformed(&grid, &mut rng), 2);
    }
}

/// Sparse grids from a completion (many completions, counted to 10), and grids with a given
/// changed (most have none), and givens at random (most clash or have none).
#[test]
fn random_grids_count_alike() {
    let mut rng = Rng(0x2545_F491_4F6C_DD1D);
    for round in 0..600 {
        let solution = random_solution(&mut rng);
        assert!(is_completion_of(&solution, &[0; 81]));
        let mut grid = solution;
        let blanks = 45 + round % 30;
        for _ in 0..blanks {
            grid[rng.below(81)] = 0;
        }
        agrees(&grid, 10);
        let cell = rng.below(81);
        grid[cell] = rng.below(9) as u8 + 1;
        agrees(&grid, 2);
        let mut random = [0u8; 81];
        for _ in 0..(8 + round % 20) {
            random[rng.below(81)] = rng.below(9) as u8 + 1;
        }
        agrees(&random, 3);
    }
}

#[test]
fn impossible_givens_have_no_completion() {
    let mut grid = [0u8; 81];
    grid[0] = 10;
    assert_eq!(count(&grid, 2, u64::MAX).count, 0);
    grid[0] = 5;
    grid[80] = 5;
    grid[8] = 5; // same row as cell 0
    assert_eq!(count(&grid, 2, u64::MAX).count, 0);
    assert_eq!(first_completion(&grid, u64::MAX).0, None);
}

/// The empty grid has more completions than any count reaches: the work budget stops the
/// search with a status, having opened exactly that many nodes; the path, as deep as it
/// gets, fits.
#[test]
fn the_work_budget_bounds_the_search() {
    let empty = [0u8; 81];
    let counted = count(&empty, 5000, u64::MAX);
    assert_eq!(
        (counted.count, counted.searched.status),
        (5000, Status::Finished)
    );
    let bounded = count(&empty, u64::MAX, 3000);
    assert_eq!(bounded.searched.status, Status::OutOfWork);
    assert_eq!(bounded.searched.nodes, 3000);
    assert!(bounded.count > 0);
    assert_eq!(count(&empty, 5, 0).searched.status, Status::OutOfWork);
    let (first, searched) = first_completion(&empty, u64::MAX);
    assert!(is_completion_of(&first.expect("a completion"), &empty));
    assert_eq!(searched.status, Status::Finished);
}

/// Under a fixed prefix, the kernel finds a completion exactly when the engine counts one
/// with the prefix entered as givens, and the completion keeps the prefix.
#[test]
fn completions_under_a_prefix() {
    let mut rng = Rng(0xD1B5_4A32_D192_ED03);
    for _ in 0..200 {
        let solution = random_solution(&mut rng);
        let mut grid = solution;
        for _ in 0..60 {
            grid[rng.below(81)] = 0;
        }
        let length = rng.below(30);
        let mut prefix: [u8; 81] = core::array::from_fn(|cell| {
            if grid[cell] != 0 {
                grid[cell]
            } else {
                solution[cell]
            }
        });
        if rng.below(2) == 1 {
            prefix[rng.below(length.max(1))] = rng.below(9) as u8 + 1;
        }
        let prefix = &prefix[..length];
        let mut with_prefix = grid;
        with_prefix[..length].copy_from_slice(prefix);
        let (found, searched) = first_completion_with_prefix(&grid, prefix, u64::MAX);
        assert_eq!(searched.status, Status::Finished);
        let exists = count_completions(&with_prefix, 1, u64::MAX) == Counted::Finished(1);
        // A prefix that rewrites a given differently has none either.
        let clashes = grid[..length]
            .iter()
            .zip(prefix)
            .any(|(&g, &p)| g != 0 && g != p);
        assert_eq!(found.is_some(), exists && !clashes, "{grid:?} {prefix:?}");
        if let Some(found) = found {
            assert!(is_completion_of(&found, &with_prefix));
        }
    }
}

/// A propagated board with nothing to branch on is solved (the search relies on it), and
/// placing a digit propagates like entering it as a given.
#[test]
fn propagation_settles_like_givens() {
    let clues = include_str!("../../../tests/data/puzzles2_17_clue_slice.txt");
    for grid in grids(clues).take(300) {
        let board = Board::from_givens(&grid).expect("a proper puzzle");
        let (solution, _) = first_completion(&grid, u64::MAX);
        let solution = solution.expect("a completion");
        let cell = (0..81).find(|&cell| grid[cell] == 0).expect("a blank");
        let mut placed = board;
        placed
            .place(cell, solution[cell])
            .expect("the solution's digit");
        let mut more = grid;
        more[cell] = solution[cell];
        assert_eq!(
            placed.to_cells(),
            Board::from_givens(&more).unwrap().to_cells()
        );
        assert!(Board::from_givens(&solution).unwrap().is_solved());
    }
}

/// Figures for the benchmark notes, not a check: nodes per puzzle, and the kernel's time
/// against the engine's count to two in alternating rounds, on the sets of the files named
/// in `KERNEL_SETS` (one path a colon apart), as published and transformed. Run optimized:
/// `KERNEL_SETS=a:b cargo test --release --lib engine::kernel::tests::measure -- --ignored
/// --nocapture`.
#[test]
#[ignore = "a measurement: needs KERNEL_SETS and an optimized build"]
fn measure() {
    use std::time::Instant;
    let paths = std::env::var("KERNEL_SETS").unwrap_or_default();
    let mut rng = Rng(0x5DEE_CE66_D1CE_4E5B);
    for path in paths.split(':').filter(|path| !path.is_empty()) {
        let text = std::fs::read_to_string(path).expect("a readable set");
        let set: Vec<[u8; 81]> = grids(&text).take(5000).collect();
        let turned: Vec<[u8; 81]> = set.iter().map(|grid| transformed(grid, &mut rng)).collect();
        for (name, puzzles) in [("as published", &set), ("transformed", &turned)] {
            let (mut nodes, mut splits) = (0, 0);
            for grid in puzzles.iter() {
                let counted = count(grid, 2, u64::MAX);
                assert_eq!(
                    Counted::Finished(counted.count),
                    count_completions(grid, 2, u64::MAX)
                );
                nodes += counted.searched.nodes;
                splits += counted.searched.splits;
            }
            let (mut ours, mut theirs) = (f64::MAX, f64::MAX);
            for _ in 0..5 {
                let start = Instant::now();
                for grid in puzzles.iter() {
                    core::hint::black_box(count(core::hint::black_box(grid), 2, u64::MAX));
                }
                ours = ours.min(start.elapsed().as_secs_f64());
                let start = Instant::now();
                for grid in puzzles.iter() {
                    core::hint::black_box(count_completions(
                        core::hint::black_box(grid),
                        2,
                        u64::MAX,
                    ));
                }
                theirs = theirs.min(start.elapsed().as_secs_f64());
            }
            let n = puzzles.len() as f64;
            eprintln!(
                "{path} {name}: {} puzzles, kernel {:.1} nodes {:.1} guesses per puzzle; \
                 count to 2: kernel {:.1} us, engine {:.1} us, kernel/engine time {:.2}",
                puzzles.len(),
                nodes as f64 / n,
                splits as f64 / n,
                ours / n * 1e6,
                theirs / n * 1e6,
                ours / theirs
            );
        }
    }
}
