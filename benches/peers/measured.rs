//! What is measured of one set over the repetitions.

use std::collections::BTreeMap;
use std::path::PathBuf;

pub struct Measured {
    pub name: String,
    pub puzzles: Vec<[u8; 81]>,
    /// The set written for run_benchmark: one line a puzzle, `.` for a blank.
    pub file: PathBuf,
    /// Puzzles/s of each column, one a repetition.
    rates: BTreeMap<&'static str, Vec<f64>>,
    /// Each column's time on each puzzle in µs, the fastest of the repetitions.
    latency: BTreeMap<&'static str, Vec<f64>>,
}

impl Measured {
    pub fn new(name: String, puzzles: Vec<[u8; 81]>, file: PathBuf) -> Self {
        Measured {
            name,
            puzzles,
            file,
            rates: BTreeMap::new(),
            latency: BTreeMap::new(),
        }
    }

    pub fn add_rate(&mut self, column: &'static str, rate: f64) {
        self.rates.entry(column).or_default().push(rate);
    }

    /// Keeps, puzzle by puzzle, the fastest of `times` and the times already seen.
    pub fn add_latency(&mut self, column: &'static str, times: Vec<f64>) {
        let best = self.latency.entry(column).or_insert(times.clone());
        for (best, time) in best.iter_mut().zip(times) {
            *best = best.min(time);
        }
    }

    /// The fastest repetition: noise on a shared machine only ever slows a run down.
    pub fn best_rate(&self, column: &str) -> Option<f64> {
        let rates = self.rates.get(column)?;
        rates.iter().copied().reduce(f64::max)
    }

    /// The slowest and the fastest repetition, to show how noisy the run was.
    pub fn rate_spread(&self, column: &str) -> Option<(f64, f64)> {
        let rates = self.rates.get(column)?;
        let slowest = rates.iter().copied().reduce(f64::min)?;
        Some((slowest, self.best_rate(column)?))
    }

    /// The time under which a share `p` (0 to 1) of the puzzles fall, in µs.
    pub fn percentile(&self, column: &str, p: f64) -> Option<f64> {
        let mut times = self.latency.get(column)?.clone();
        times.sort_by(f64::total_cmp);
        let last = times.len().checked_sub(1)?;
        Some(times[(last as f64 * p).round() as usize])
    }
}
