//! Seeded random grids: complete grids, puzzles cut from them, and the one mix of every kind
//! of grid that the batch, stress and load-cycle tests share.

use super::reference::Backtracker;

/// SplitMix64: a small, seeded, reproducible random source.
pub struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Self {
        Rng(seed)
    }

    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// Uniform in `0..n`.
    pub fn below(&mut self, n: usize) -> usize {
        (self.next_u64() % n as u64) as usize
    }

    pub fn shuffle<T>(&mut self, items: &mut [T]) {
        for i in (1..items.len()).rev() {
            items.swap(i, self.below(i + 1));
        }
    }
}

/// A uniformly shuffled complete grid, by randomized backtracking.
pub fn random_solution(rng: &mut Rng) -> [u8; 81] {
    fn fill(search: &mut Backtracker, cell: usize, rng: &mut Rng) -> bool {
        if cell == 81 {
            return true;
        }
        let mut digits = [1, 2, 3, 4, 5, 6, 7, 8, 9];
        rng.shuffle(&mut digits);
        for value in digits {
            if search.fits(cell, value) {
                search.grid[cell] = value;
                search.toggle(cell, value);
                if fill(search, cell + 1, rng) {
                    return true;
                }
                search.toggle(cell, value);
                search.grid[cell] = 0;
            }
        }
        false
    }
    let mut search = Backtracker::new(&[0; 81], u64::MAX);
    assert!(fill(&mut search, 0, rng));
    search.grid
}

/// A random complete grid with `blanks` random cells cleared.
pub fn random_puzzle(rng: &mut Rng, blanks: usize) -> [u8; 81] {
    let mut grid = random_solution(rng);
    let mut order: Vec<usize> = (0..81).collect();
    rng.shuffle(&mut order);
    for &cell in &order[..blanks] {
        grid[cell] = 0;
    }
    grid
}

/// A puzzle with one extra given that clashes with nothing: often no completion remains.
pub fn random_tampered(rng: &mut Rng, blanks: usize) -> [u8; 81] {
    let mut grid = random_puzzle(rng, blanks.max(1));
    let probe = Backtracker::new(&grid, 0);
    let blank: Vec<usize> = (0..81).filter(|&c| grid[c] == 0).collect();
    let cell = blank[rng.below(blank.len())];
    let fitting: Vec<u8> = (1..=9).filter(|&v| probe.fits(cell, v)).collect();
    if !fitting.is_empty() {
        grid[cell] = fitting[rng.below(fitting.len())];
    }
    grid
}

/// `count` grids of every kind a caller may pass, from `seed`, in a fixed rotation: puzzles
/// from full to empty (half of them), puzzles with an extra given (often no completion is
/// left), clashing givens, and a cell above 9.
pub fn mixed_grids(seed: u64, count: usize) -> Vec<[u8; 81]> {
    let mut rng = Rng::new(seed);
    (0..count)
        .map(|i| match i % 6 {
            0 => random_tampered(&mut rng, 25 + i % 50),
            1 => {
                let mut grid = random_puzzle(&mut rng, i % 82);
                grid[rng.below(81)] = 10 + rng.below(246) as u8;
                grid
            }
            2 => with_clash(random_puzzle(&mut rng, i % 60), &mut rng),
            _ => random_puzzle(&mut rng, i % 82),
        })
        .collect()
}

/// `grid` with one of its givens copied to another cell of its row: a clash.
fn with_clash(mut grid: [u8; 81], rng: &mut Rng) -> [u8; 81] {
    let givens: Vec<usize> = (0..81).filter(|&cell| grid[cell] != 0).collect();
    let given = givens[rng.below(givens.len())];
    let other_column = (given % 9 + 1 + rng.below(8)) % 9;
    grid[given / 9 * 9 + other_column] = grid[given];
    grid
}
