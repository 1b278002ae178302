//! Time per puzzle of the exact answers on grids of other layouts:
//! `cargo run --release --example layout_times [-- PUZZLES_PER_SIZE | FILE]`. For each size it
//! makes proper puzzles (a random completion, then givens removed in random order while the
//! count stays 1), then times `LayoutGrid::solve` (the smallest completion) and `count(2, ..)`.
//! Given a FILE of layout lines (such as tests/data/layout_puzzles.txt), it times each line.

use std::time::{Duration, Instant};

use sudoku::{Counted, DEFAULT_LAYOUT_WORK, Layout, LayoutGrid};

/// splitmix64, seeded: the same puzzles every run.
struct Random(u64);

impl Random {
    fn below(&mut self, bound: usize) -> usize {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        ((z ^ (z >> 31)) % bound as u64) as usize
    }
}

/// A proper puzzle of `layout`.
fn proper(layout: &Layout, random: &mut Random) -> LayoutGrid {
    let size = layout.size();
    let count = layout.cell_count();
    let mut cells = vec![0u8; count];
    // A few random candidates, then any completion, digits relabelled.
    let solution = loop {
        for _ in 0..size {
            let grid = LayoutGrid::new(layout.clone(), cells.clone()).unwrap();
            let marks = grid.candidates().unwrap();
            let cell = random.below(count);
            let digits: Vec<u8> = (1..=size as u8)
                .filter(|d| marks[cell] & (1 << (d - 1)) != 0)
                .collect();
            if cells[cell] == 0 && !digits.is_empty() {
                cells[cell] = digits[random.below(digits.len())];
            }
        }
        let grid = LayoutGrid::new(layout.clone(), cells.clone()).unwrap();
        match grid.solve_any(DEFAULT_LAYOUT_WORK / 10) {
            Ok(done) => break done.cells().to_vec(),
            Err(_) => cells = vec![0; count],
        }
    };
    let mut labels: Vec<u8> = (1..=size as u8).collect();
    for i in (1..size).rev() {
        labels.swap(i, random.below(i + 1));
    }
    let mut cells: Vec<u8> = solution
        .iter()
        .map(|&d| labels[usize::from(d) - 1])
        .collect();
    let mut order: Vec<usize> = (0..count).collect();
    for i in (1..count).rev() {
        order.swap(i, random.below(i + 1));
    }
    for cell in order {
        let kept = cells[cell];
        cells[cell] = 0;
        let grid = LayoutGrid::new(layout.clone(), cells.clone()).unwrap();
        if grid.count(2, DEFAULT_LAYOUT_WORK / 10) != Ok(Counted::Finished(1)) {
            cells[cell] = kept;
        }
    }
    LayoutGrid::new(layout.clone(), cells).unwrap()
}

/// Times the answers of each layout line of `path`.
fn time_file(path: &str) {
    let text = std::fs::read_to_string(path).expect("a readable file");
    for line in text
        .lines()
        .filter(|line| line.contains(':') && !line.starts_with('#'))
    {
        let grid: LayoutGrid = line.parse().expect("a layout line");
        let start = Instant::now();
        let answer = grid.solve(DEFAULT_LAYOUT_WORK);
        let solving = start.elapsed();
        let start = Instant::now();
        let count = grid.count(2, DEFAULT_LAYOUT_WORK);
        let counting = start.elapsed();
        let name: String = line.chars().take(24).collect();
        let solved = answer.is_ok();
        println!("{name}: solve {solving:?} ({solved}), count to 2 {counting:?} ({count:?})");
    }
}

fn main() {
    let argument = std::env::args().nth(1);
    if let Some(path) = argument
        .as_deref()
        .filter(|text| text.parse::<usize>().is_err())
    {
        return time_file(path);
    }
    let per_size: usize = argument.and_then(|n| n.parse().ok()).unwrap_or(20);
    let mut random = Random(38);
    for (size, rules) in [(6, ""), (9, " x windoku"), (12, ""), (16, ""), (25, "")] {
        let layout = match rules {
            "" => Layout::standard(size).unwrap(),
            _ => Layout::builder(size)
                .diagonal()
                .anti_diagonal()
                .windoku()
                .build()
                .unwrap(),
        };
        let puzzles = if size == 25 {
            per_size.min(5)
        } else {
            per_size
        };
        let made = Instant::now();
        let grids: Vec<LayoutGrid> = (0..puzzles).map(|_| proper(&layout, &mut random)).collect();
        let made = made.elapsed();
        let (mut solving, mut counting) = (Duration::ZERO, Duration::ZERO);
        for grid in &grids {
            let start = Instant::now();
            grid.solve(DEFAULT_LAYOUT_WORK)
                .expect("a proper puzzle solves");
            solving += start.elapsed();
            let start = Instant::now();
            assert_eq!(grid.count(2, DEFAULT_LAYOUT_WORK), Ok(Counted::Finished(1)));
            counting += start.elapsed();
        }
        let givens: usize = grids
            .iter()
            .map(|g| g.cells().iter().filter(|&&v| v != 0).count())
            .sum();
        let each = |total: Duration| total / puzzles as u32;
        println!(
            "{size}x{size}{rules}: {puzzles} proper puzzles ({:.1} givens on average), made in \
             {:?} each; solve {:?}, count to 2 {:?} per puzzle",
            givens as f64 / puzzles as f64,
            each(made),
            each(solving),
            each(counting)
        );
    }
}
