//! Shared test helpers: a plain row-major backtracking reference, a seeded random source and
//! puzzle generators. Each test binary uses a subset of them.
#![allow(dead_code)]

pub mod contract;
pub mod fuzz_input;
pub mod hard;
pub mod oracle;

/// The sample of Baekjoon 2239 and the answer the judge expects.
pub const SAMPLE: &str = "103000509\n002109400\n000704000\n300502006\n060000050\n\
                          700803004\n000401000\n009205800\n804000107\n";
pub const SAMPLE_ANSWER: &str = "143628579\n572139468\n986754231\n391542786\n468917352\n\
                                 725863914\n237481695\n619275843\n854396127\n";

/// A puzzle built against row-major backtracking: its first row solves to 987654321.
pub const ANTI_BACKTRACKING: &str =
    "..............3.85..1.2.......5.7.....4...1...9.......5......73..2.1........4...9";

/// Cells from the one-line or 9-line text form ('.' or '0' for a blank).
pub fn cells(text: &str) -> [u8; 81] {
    let digits: Vec<u8> = text
        .bytes()
        .filter(|b| b.is_ascii_digit() || *b == b'.')
        .map(|b| if b == b'.' { 0 } else { b - b'0' })
        .collect();
    digits.try_into().expect("81 cells")
}

/// Result of a search under a step budget.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Reference {
    Solved([u8; 81]),
    NoSolution,
    OutOfBudget,
}

/// The reference: depth-first over cells 0..81 in order, digits 1..9 ascending, the first
/// completion wins (Baekjoon 2239's C++ solution, with bitmasks in place of its scans).
/// `budget` bounds the number of digits placed. Expects givens without clashes.
pub fn reference_solve(puzzle: &[u8; 81], budget: u64) -> Reference {
    let mut search = Backtracker::new(puzzle, budget);
    match search.first(0) {
        Some(true) => Reference::Solved(search.grid),
        Some(false) => Reference::NoSolution,
        None => Reference::OutOfBudget,
    }
}

/// Counts completions up to `limit` by the same plain backtracking; `None` past `budget`.
pub fn reference_count(puzzle: &[u8; 81], limit: u64, budget: u64) -> Option<u64> {
    let mut search = Backtracker::new(puzzle, budget);
    let mut count = 0;
    search.count(0, limit, &mut count)?;
    Some(count)
}

struct Backtracker {
    grid: [u8; 81],
    rows: [u16; 9],
    cols: [u16; 9],
    boxes: [u16; 9],
    budget: u64,
}

impl Backtracker {
    fn new(puzzle: &[u8; 81], budget: u64) -> Self {
        let mut search = Backtracker {
            grid: *puzzle,
            rows: [0; 9],
            cols: [0; 9],
            boxes: [0; 9],
            budget,
        };
        for (cell, &value) in puzzle.iter().enumerate() {
            if value != 0 {
                search.toggle(cell, value);
            }
        }
        search
    }

    fn toggle(&mut self, cell: usize, value: u8) {
        let bit = 1 << value;
        self.rows[cell / 9] ^= bit;
        self.cols[cell % 9] ^= bit;
        self.boxes[cell / 27 * 3 + cell % 9 / 3] ^= bit;
    }

    fn fits(&self, cell: usize, value: u8) -> bool {
        let used =
            self.rows[cell / 9] | self.cols[cell % 9] | self.boxes[cell / 27 * 3 + cell % 9 / 3];
        used >> value & 1 == 0
    }

    /// `Some(true)` when a completion was found (left in `grid`), `None` when out of budget.
    fn first(&mut self, cell: usize) -> Option<bool> {
        if cell == 81 {
            return Some(true);
        }
        if self.grid[cell] != 0 {
            return self.first(cell + 1);
        }
        for value in 1..=9 {
            if self.fits(cell, value) {
                self.budget = self.budget.checked_sub(1)?;
                self.grid[cell] = value;
                self.toggle(cell, value);
                if self.first(cell + 1)? {
                    return Some(true);
                }
                self.toggle(cell, value);
                self.grid[cell] = 0;
            }
        }
        Some(false)
    }

    fn count(&mut self, cell: usize, limit: u64, count: &mut u64) -> Option<()> {
        if *count >= limit {
            return Some(());
        }
        if cell == 81 {
            *count += 1;
            return Some(());
        }
        if self.grid[cell] != 0 {
            return self.count(cell + 1, limit, count);
        }
        for value in 1..=9 {
            if self.fits(cell, value) {
                self.budget = self.budget.checked_sub(1)?;
                self.grid[cell] = value;
                self.toggle(cell, value);
                self.count(cell + 1, limit, count)?;
                self.toggle(cell, value);
                self.grid[cell] = 0;
            }
        }
        Some(())
    }
}

/// Whether `answer` is a full valid grid that keeps every given of `puzzle`.
pub fn is_completion_of(puzzle: &[u8; 81], answer: &[u8; 81]) -> bool {
    let keeps_givens = puzzle.iter().zip(answer).all(|(&p, &a)| p == 0 || p == a);
    let mut units = [[0u16; 9]; 3];
    for (cell, &value) in answer.iter().enumerate() {
        if !(1..=9).contains(&value) {
            return false;
        }
        for (kind, unit) in [cell / 9, cell % 9, cell / 27 * 3 + cell % 9 / 3]
            .into_iter()
            .enumerate()
        {
            units[kind][unit] |= 1 << value;
        }
    }
    keeps_givens && units.iter().flatten().all(|&used| used == 0b11_1111_1110)
}

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

/// Path of the built shared library: the test binary sits in `target/<profile>/deps/`.
pub fn target_dir() -> std::path::PathBuf {
    let exe = std::env::current_exe().expect("test executable path");
    exe.parent()
        .and_then(|deps| deps.parent())
        .expect("target/<profile>")
        .to_path_buf()
}

/// The directory holding `libsudoku.so` and `libsudoku.a`, built on first use: `cargo test`
/// compiles the library only as an rlib, so tests that link it from C build it themselves
/// (same profile and target directory, so this is quick).
pub fn built_library_dir() -> std::path::PathBuf {
    static BUILT: std::sync::OnceLock<std::path::PathBuf> = std::sync::OnceLock::new();
    BUILT
        .get_or_init(|| {
            let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".into());
            let status = std::process::Command::new(cargo)
                .args(["build", "--lib", "--quiet", "--manifest-path"])
                .arg(concat!(env!("CARGO_MANIFEST_DIR"), "/Cargo.toml"))
                .status()
                .expect("cargo runs");
            assert!(status.success(), "cargo build --lib failed");
            let dir = target_dir();
            assert!(
                dir.join("libsudoku.so").exists(),
                "no libsudoku.so in {}",
                dir.display()
            );
            dir
        })
        .clone()
}

/// A directory holding the built shared library under its link name and its soname
/// (`libsudoku.so.1`), as an install lays it out: cargo itself creates only the former.
pub fn staged_lib_dir() -> std::path::PathBuf {
    let built = built_library_dir().join("libsudoku.so");
    let dir = target_dir().join(format!("staged-lib-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let major = env!("CARGO_PKG_VERSION_MAJOR");
    for name in ["libsudoku.so".to_string(), format!("libsudoku.so.{major}")] {
        let link = dir.join(name);
        let _ = std::fs::remove_file(&link);
        std::os::unix::fs::symlink(&built, &link).unwrap();
    }
    dir
}
