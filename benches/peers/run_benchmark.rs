//! tdoku's `run_benchmark`, the program through which tdoku, fsss2 and sk_bforce2 are timed:
//! run as a child process on a puzzle file, its output parsed. Nothing of it is built here;
//! the user points to a binary built from tdoku's public source.
//!
//! What it is asked (its options, from its `src/run_benchmark.cc`):
//! - `-r 0 -n N` with N the puzzles in the file: the file exactly as given, not sampled nor
//!   permuted (by default it draws 100,000 random symmetric copies of the set);
//! - `-s a,b`: these solvers, timed in that order; `-f`: stop at the first solution (limit 1)
//!   instead of counting to two;
//! - `-w W -t T`: W seconds of warm-up, then whole passes over the file until T seconds have
//!   passed; puzzles/s is the puzzles solved over the time (`-c1`: as CSV);
//! - `-a` (rating): each puzzle solved `-n` times by each solver in turn, the mean time in
//!   microseconds printed, one line a puzzle, a column a solver. Rating always passes limit 1,
//!   and its clock counts whole microseconds.
//!
//! The child runs with `LC_ALL=C`, so that no locale adds thousands separators.

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

pub struct RunBenchmark {
    path: PathBuf,
    /// The solver ids this build offers (it has fsss2 and sk_bforce2 only if built with them).
    solvers: Vec<String>,
    /// Its compiler and flags, as it reports them.
    pub build_info: String,
}

impl RunBenchmark {
    /// Asks the binary at `path` for its help, which lists its solvers and build.
    pub fn open(path: &Path) -> Result<Self, String> {
        let mut peer = RunBenchmark {
            path: path.to_path_buf(),
            solvers: Vec::new(),
            build_info: String::new(),
        };
        let help = peer.run(&["-h"])?;
        let mut lines = help.lines();
        while let Some(line) = lines.next() {
            if let Some(listed) = line.trim().strip_prefix("solvers:") {
                // The ids follow on the same line or, as tdoku prints them, on the next.
                let listed = if listed.trim().is_empty() {
                    lines.next().unwrap_or("")
                } else {
                    listed
                };
                peer.solvers = listed.split_whitespace().map(str::to_string).collect();
            } else if let Some(info) = line.trim().strip_prefix("build info:") {
                peer.build_info = info.trim().to_string();
            }
        }
        if peer.solvers.is_empty() {
            return Err(format!(
                "{}: its help lists no solvers; is it tdoku's run_benchmark?",
                path.display()
            ));
        }
        Ok(peer)
    }

    pub fn has(&self, solver: &str) -> bool {
        self.solvers.iter().any(|s| s == solver)
    }

    /// Puzzles per second of each of `solvers` (in their order) on the `puzzles` of `file`,
    /// counting to two, or stopping at the first solution if `first_solution`.
    pub fn rates(
        &self,
        file: &Path,
        puzzles: usize,
        solvers: &[&str],
        first_solution: bool,
        warmup: u32,
        seconds: u32,
    ) -> Result<Vec<f64>, String> {
        let mut args = vec![
            "-c1".to_string(),
            "-r0".to_string(),
            format!("-n{puzzles}"),
            format!("-w{warmup}"),
            format!("-t{seconds}"),
            format!("-s{}", solvers.join(",")),
        ];
        if first_solution {
            args.push("-f".to_string());
        }
        args.push(file.display().to_string());
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        parse_rates(&self.run(&args)?, solvers)
    }

    /// Microseconds each of `solvers` spends on each puzzle of `file`, one solve each (rating
    /// mode): `[solver][puzzle]`. Limit 1: find-one for tdoku and fsss2; sk_bforce2 ignores
    /// the limit and still proves uniqueness.
    pub fn latencies(
        &self,
        file: &Path,
        puzzles: usize,
        solvers: &[&str],
    ) -> Result<Vec<Vec<f64>>, String> {
        let solver_list = format!("-s{}", solvers.join(","));
        let file = file.display().to_string();
        let output = self.run(&["-a", "-r0", "-n1", &solver_list, &file])?;
        parse_ratings(&output, puzzles, solvers.len())
    }

    /// Runs the binary with `args`; its standard output, or why it failed.
    fn run(&self, args: &[&str]) -> Result<String, String> {
        let output = Command::new(&self.path)
            .args(args)
            .env("LC_ALL", "C")
            .stdin(Stdio::null())
            .output()
            .map_err(|e| format!("{}: {e}", self.path.display()))?;
        let stdout = String::from_utf8_lossy(&output.stdout).into_owned();
        if !output.status.success() {
            return Err(format!(
                "{} {} failed ({}): {}{}",
                self.path.display(),
                args.join(" "),
                output.status,
                tail(&stdout),
                String::from_utf8_lossy(&output.stderr).trim()
            ));
        }
        Ok(stdout)
    }
}

/// The rate of each of `solvers` from run_benchmark's CSV lines: compiler, version, flags,
/// file, solver, puzzles/s, µs/puzzle, % without a guess, guesses/puzzle. Read from the right,
/// since the flags or the file name may hold a comma.
fn parse_rates(output: &str, solvers: &[&str]) -> Result<Vec<f64>, String> {
    let mut rates = vec![None; solvers.len()];
    for line in output.lines() {
        let fields: Vec<&str> = line.trim().split(',').collect();
        if fields.len() < 9 {
            continue;
        }
        let (solver, rate) = (fields[fields.len() - 5], fields[fields.len() - 4]);
        if let Some(which) = solvers.iter().position(|&s| s == solver) {
            let rate: f64 = rate
                .parse()
                .map_err(|_| format!("run_benchmark printed a rate that is no number: {line}"))?;
            rates[which] = Some(rate);
        }
    }
    solvers
        .iter()
        .zip(rates)
        .map(|(solver, rate)| {
            rate.ok_or(format!(
                "run_benchmark printed no rate for {solver}: {}",
                tail(output)
            ))
        })
        .collect()
}

/// Rating output: one line a puzzle, `columns` numbers on each (tab-separated µs).
fn parse_ratings(output: &str, puzzles: usize, columns: usize) -> Result<Vec<Vec<f64>>, String> {
    let mut times = vec![Vec::with_capacity(puzzles); columns];
    for line in output.lines().filter(|line| !line.trim().is_empty()) {
        let numbers: Vec<f64> = line
            .split_whitespace()
            .map(str::parse)
            .collect::<Result<_, _>>()
            .map_err(|_| {
                format!("run_benchmark printed a rating line that is no numbers: {line}")
            })?;
        if numbers.len() != columns {
            return Err(format!(
                "run_benchmark printed {} times on a line, not {columns}: {line}",
                numbers.len()
            ));
        }
        for (column, time) in times.iter_mut().zip(numbers) {
            column.push(time);
        }
    }
    if times.iter().any(|column| column.len() != puzzles) {
        return Err(format!(
            "run_benchmark rated {} puzzles, not {puzzles}",
            times[0].len()
        ));
    }
    Ok(times)
}

/// The last lines of a child's output, for an error message.
fn tail(output: &str) -> String {
    let lines: Vec<&str> = output.lines().collect();
    lines[lines.len().saturating_sub(5)..].join("\n")
}
