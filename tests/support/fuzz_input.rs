//! How a fuzz input (arbitrary bytes) becomes calls to check. Shared by the targets in `fuzz/`,
//! by `tests/robustness.rs`, which replays the committed seeds and regressions in `cargo test`
//! so that a finding stays fixed without a nightly toolchain, and by `tools/fuzz_seeds.rs`,
//! which writes the seeds.

use super::contract::{check_batch, check_grid, check_parse, check_parse_bytes};

/// Grids a `batch` input may hold: enough to share between threads, few enough that the
/// oracle keeps a fuzz run fast.
pub const MAX_BATCH: usize = 24;

/// How the bytes after the flags byte become cells. Raw bytes are nearly always above 9
/// (INVALID_CELL); the other two reach clashes, dead ends and answers without the fuzzer first
/// having to learn that cells are 0..=9. On bytes 0..=9, as in the seeds, all three agree.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Mapping {
    /// Every byte as it is, as C may pass it.
    Raw,
    /// Every byte modulo 10.
    ModuloTen,
    /// Bytes above 9 become blanks.
    HighIsBlank,
}

impl Mapping {
    /// The mapping a flags byte selects (its two low bits).
    pub fn from_flags(flags: u8) -> Mapping {
        match flags & 3 {
            0 | 3 => Mapping::Raw,
            1 => Mapping::ModuloTen,
            _ => Mapping::HighIsBlank,
        }
    }

    /// The flags bits that select this mapping.
    pub fn flags(self) -> u8 {
        match self {
            Mapping::Raw => 0,
            Mapping::ModuloTen => 1,
            Mapping::HighIsBlank => 2,
        }
    }

    /// The grid made of 81 bytes.
    pub fn cells(self, bytes: &[u8]) -> [u8; 81] {
        let mut grid: [u8; 81] = bytes.try_into().expect("81 bytes");
        for cell in &mut grid {
            *cell = match self {
                Mapping::Raw => *cell,
                Mapping::ModuloTen => *cell % 10,
                Mapping::HighIsBlank if *cell > 9 => 0,
                Mapping::HighIsBlank => *cell,
            };
        }
        grid
    }
}

/// The `solve` target: a flags byte, then 81 bytes. Checks every single-grid export, in
/// separate and shared buffers. Shorter inputs are skipped; bytes past 82 are ignored.
pub fn run_solve(data: &[u8]) {
    let Some((&flags, rest)) = data.split_first() else {
        return;
    };
    if let Some(bytes) = rest.get(..81) {
        check_grid(&Mapping::from_flags(flags).cells(bytes));
    }
}

/// A `solve` input for `grid`.
pub fn solve_input(grid: &[u8; 81], mapping: Mapping) -> Vec<u8> {
    [&[mapping.flags()], &grid[..]].concat()
}

/// The `batch` target: a flags byte (bits 0-1 the mapping, bits 2-3 the thread count with 0
/// meaning all cores, bit 4 in place), then 81 bytes per grid, at most [`MAX_BATCH`] grids.
pub fn run_batch(data: &[u8]) {
    let Some((&flags, rest)) = data.split_first() else {
        return;
    };
    let mapping = Mapping::from_flags(flags);
    let grids: Vec<[u8; 81]> = rest
        .chunks_exact(81)
        .take(MAX_BATCH)
        .map(|bytes| mapping.cells(bytes))
        .collect();
    check_batch(&grids, u32::from(flags >> 2 & 3), flags & 16 != 0);
}

/// A `batch` input for `grids`.
pub fn batch_input(grids: &[[u8; 81]], mapping: Mapping, threads: u8, in_place: bool) -> Vec<u8> {
    let flags = mapping.flags() | (threads & 3) << 2 | u8::from(in_place) << 4;
    [&[flags], &grids.concat()[..]].concat()
}

/// The `parse` target: the bytes as text, invalid UTF-8 replaced, through `str::parse`, and
/// the bytes as they are through `sudoku_parse`.
pub fn run_parse(data: &[u8]) {
    check_parse(&String::from_utf8_lossy(data));
    check_parse_bytes(data);
}
