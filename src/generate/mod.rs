//! Generation: a random solution grid, then givens removed in a random order of symmetric
//! orbits while the puzzle keeps exactly one solution, then the options checked (givens
//! bound, level), trying again from the same random stream until they hold.
//!
//! Everything follows from the seed: the same seed and options give the same puzzle on every
//! platform and every 1.x version. Uniqueness is asked of the exact engine
//! ([`Grid::count_solutions`]); the rating of the logic solver.

mod fill;
mod rng;
mod symmetry;

pub use symmetry::Symmetry;

use core::fmt;

use crate::Grid;
use crate::batch::{chunk_ranges, run_parallel, worker_count};
use crate::logic::{Level, rate_with_solution};
use rng::Random;

/// How to generate a puzzle. `GenerateOptions::default()`: no symmetry, minimal, any level,
/// no bound on givens.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct GenerateOptions {
    /// The symmetry of the givens' pattern.
    pub symmetry: Symmetry,
    /// Whether every given is needed: removing any given (with symmetry, any orbit of
    /// givens) would leave several solutions. When false, removal stops as soon as the
    /// givens are at most `max_givens` (with no bound it goes on, and the puzzle comes out
    /// minimal all the same).
    pub minimal: bool,
    /// The level the puzzle's rating must have, or `None` for any.
    pub level: Option<Level>,
    /// The most givens the puzzle may have (17 to 81; 81 is no bound).
    pub max_givens: u8,
}

impl Default for GenerateOptions {
    fn default() -> Self {
        GenerateOptions {
            symmetry: Symmetry::None,
            minimal: true,
            level: None,
            max_givens: 81,
        }
    }
}

/// Why no puzzle was generated.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum GenerateError {
    /// `max_givens` is below 17 (no proper puzzle has fewer givens) or above 81.
    InvalidOptions,
    /// No puzzle met the options within [`MAX_ATTEMPTS`] solution grids (a very low
    /// `max_givens`, or a rare level with a strict bound).
    GaveUp,
}

impl fmt::Display for GenerateError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            GenerateError::InvalidOptions => "max_givens must be between 17 and 81",
            GenerateError::GaveUp => "no puzzle met the options within the attempts allowed",
        })
    }
}

impl std::error::Error for GenerateError {}

/// Solution grids tried before [`GenerateError::GaveUp`]: a bound on the time of one call.
pub const MAX_ATTEMPTS: u32 = 100_000;

/// The puzzle for `seed` and `options`. Never allocates.
pub(crate) fn generate(seed: u64, options: &GenerateOptions) -> Result<Grid, GenerateError> {
    if !(17..=81).contains(&options.max_givens) {
        return Err(GenerateError::InvalidOptions);
    }
    let mut random = Random::new(seed);
    for _ in 0..MAX_ATTEMPTS {
        if let Some(puzzle) = attempt(&mut random, options) {
            return Ok(Grid::new(puzzle));
        }
    }
    Err(GenerateError::GaveUp)
}

/// Puzzle `i` from seed `seed + i` (wrapping), for `i` in `0..count`, on `threads` threads
/// (0 = one per core): `result[i]` is exactly `generate(seed + i, options)`.
pub fn generate_batch(
    seed: u64,
    options: &GenerateOptions,
    count: usize,
    threads: usize,
) -> Vec<Result<Grid, GenerateError>> {
    let mut results = vec![Err(GenerateError::GaveUp); count];
    {
        let slots: Vec<_> = results
            .chunks_mut(crate::batch::CHUNK)
            .zip(chunk_ranges(count))
            .collect();
        run_parallel(
            slots.into_iter(),
            worker_count(count, threads),
            |(slots, range)| {
                for (slot, index) in slots.iter_mut().zip(range) {
                    *slot = generate(seed.wrapping_add(index as u64), options);
                }
            },
        );
    }
    results
}

/// One solution grid dug into a puzzle; `None` when the puzzle misses the options.
fn attempt(random: &mut Random, options: &GenerateOptions) -> Option<[u8; 81]> {
    let solution = fill::random_solution(random);
    let mut order: [u8; 81] = core::array::from_fn(|cell| cell as u8);
    random.shuffle(&mut order);
    let mut puzzle = solution;
    let mut givens = 81;
    let mut visited = 0u128;
    for &cell in &order {
        if !options.minimal && givens <= usize::from(options.max_givens) {
            break;
        }
        let orbit = options.symmetry.orbit(usize::from(cell));
        if visited & orbit != 0 {
            continue;
        }
        visited |= orbit;
        let mut trial = puzzle;
        for member in (0..81).filter(|&member| orbit & 1 << member != 0) {
            trial[member] = 0;
        }
        if still_unique(&trial, orbit) {
            puzzle = trial;
            givens -= orbit.count_ones() as usize;
        }
    }
    if givens > usize::from(options.max_givens) {
        return None;
    }
    if let Some(level) = options.level {
        if rate_with_solution(&puzzle, &solution).level() != level {
            return None;
        }
    }
    Some(puzzle)
}

/// Whether `trial`, a unique puzzle with the cells of `removed` blanked, is still unique.
/// When each removed cell is a naked single of the remaining givens, it is, without a
/// search; otherwise the engine counts to two.
fn still_unique(trial: &[u8; 81], removed: u128) -> bool {
    let forced = (0..81)
        .filter(|&cell| removed & 1 << cell != 0)
        .all(|cell| seen_by(trial, cell).count_ones() == 8);
    forced || Grid::new(*trial).count_solutions(2) == Ok(1)
}

/// The digits the filled peers of `cell` hold.
fn seen_by(cells: &[u8; 81], cell: usize) -> u16 {
    let (row, column) = (cell / 9, cell % 9);
    let (top, left) = (row / 3 * 3, column / 3 * 3);
    let mut seen = 0u16;
    for i in 0..9 {
        for peer in [
            row * 9 + i,
            i * 9 + column,
            (top + i / 3) * 9 + left + i % 3,
        ] {
            if peer != cell && cells[peer] != 0 {
                seen |= 1 << (cells[peer] - 1);
            }
        }
    }
    seen
}
