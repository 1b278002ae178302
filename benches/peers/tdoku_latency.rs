//! tdoku counting to two, timed puzzle by puzzle: tdoku_2's latency, which run_benchmark
//! cannot give (its rating mode always stops at the first solution, on a clock of whole µs).
//! `scripts/build_peers.sh` builds the small program that does it, `tdoku_latency` (source in
//! `tdoku_latency.cc` here), beside run_benchmark, from the same tdoku source and flags.

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

pub struct TdokuLatency(PathBuf);

impl TdokuLatency {
    /// The program beside `run_benchmark`, where the build script puts it; `None` if absent.
    pub fn beside(run_benchmark: &Path) -> Option<Self> {
        let path = run_benchmark.with_file_name("tdoku_latency");
        path.is_file().then_some(TdokuLatency(path))
    }

    pub fn path(&self) -> &Path {
        &self.0
    }

    /// Microseconds of one count to two on each of the `puzzles` of `file`.
    pub fn count_to_two(&self, file: &Path, puzzles: usize) -> Result<Vec<f64>, String> {
        let output = Command::new(&self.0)
            .arg("2")
            .arg(file)
            .stdin(Stdio::null())
            .output()
            .map_err(|e| format!("{}: {e}", self.0.display()))?;
        if !output.status.success() {
            return Err(format!(
                "{} 2 {} failed ({}): {}",
                self.0.display(),
                file.display(),
                output.status,
                String::from_utf8_lossy(&output.stderr).trim()
            ));
        }
        let times = String::from_utf8_lossy(&output.stdout)
            .lines()
            .map(|line| {
                line.trim()
                    .parse::<f64>()
                    .map(|nanos| nanos / 1e3)
                    .map_err(|_| format!("tdoku_latency printed no number: {line}"))
            })
            .collect::<Result<Vec<_>, _>>()?;
        if times.len() != puzzles {
            return Err(format!(
                "tdoku_latency timed {} puzzles, not {puzzles}",
                times.len()
            ));
        }
        Ok(times)
    }
}
