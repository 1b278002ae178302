//! The command line of the peer benchmark.

use std::path::PathBuf;

pub const USAGE: &str = "\
usage: cargo bench --bench peers -- [--peer-binary PATH] [--transform SEED] [--reps N]
                                    [--seconds S] [--warmup S] FILE...
  --peer-binary PATH  tdoku's run_benchmark, built with -DFSSS2=on -DSK_BFORCE2=on by
                      scripts/build_peers.sh, with tdoku_latency beside it (without it,
                      only our columns are measured)
  --transform SEED    also time each set as a copy of itself with every puzzle relabelled,
                      permuted and transposed, by symmetries drawn from SEED
  --reps N            repetitions, interleaved with the peer's (default 3)
  --seconds S         timed seconds per solver, set and repetition (default 3)
  --warmup S          untimed seconds before each of them (default 1)
  FILE                one 81-cell puzzle a line, '.' or '0' for a blank";

pub struct Options {
    pub peer_binary: Option<PathBuf>,
    pub transform: Option<u64>,
    pub reps: usize,
    /// Whole seconds, as run_benchmark takes them (`-t`, `-w`); ours are timed alike.
    pub seconds: u32,
    pub warmup: u32,
    pub paths: Vec<String>,
}

/// The options, or a message saying what is wrong with them.
pub fn parse_options(args: impl IntoIterator<Item = String>) -> Result<Options, String> {
    let mut options = Options {
        peer_binary: None,
        transform: None,
        reps: 3,
        seconds: 3,
        warmup: 1,
        paths: Vec::new(),
    };
    let mut args = args.into_iter();
    while let Some(arg) = args.next() {
        let mut value = || args.next().ok_or(format!("{arg} needs a value"));
        match arg.as_str() {
            "--bench" => {} // passed by `cargo bench`
            "--peer-binary" => options.peer_binary = Some(PathBuf::from(value()?)),
            "--transform" => options.transform = Some(number(&arg, &value()?)?),
            "--reps" => options.reps = number(&arg, &value()?)?.max(1) as usize,
            "--seconds" => options.seconds = number(&arg, &value()?)?.max(1) as u32,
            "--warmup" => options.warmup = number(&arg, &value()?)? as u32,
            flag if flag.starts_with("--") => return Err(format!("unknown option {flag}")),
            path => options.paths.push(path.to_string()),
        }
    }
    Ok(options)
}

fn number(name: &str, text: &str) -> Result<u64, String> {
    text.parse()
        .map_err(|_| format!("{name}: not a number: {text}"))
}
