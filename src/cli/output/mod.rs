//! What the program prints: each puzzle's answer line on stdout and the diagnostic on stderr
//! that says where a failed puzzle was ([`answers`]), the `--stats` summary ([`stats`]), and
//! the progress bar ([`progress`]); and here, whether stdout can take the answers at all.
//! What the rest of the CLI uses is re-exported here.

mod answers;
mod progress;
mod stats;

pub use answers::{Place, diagnostic, write_answer_line, write_grid_answer};
pub use progress::Progress;
pub use stats::Stats;

/// Whether stdout was closed when the program started (`sudoku < x >&-`), so that the
/// answers would be lost. The Rust runtime reopens a closed standard stream on /dev/null
/// before `main` runs, so writes would succeed and the run would report success; what it
/// leaves is /dev/null opened for reading and writing, which a shell's `> /dev/null` (write
/// only) does not give. Python's `subprocess.DEVNULL` and Go's `exec` open /dev/null that way
/// too: a caller that discards the answers should open it write-only. Linux only (it reads
/// /proc); elsewhere false.
pub fn stdout_was_closed() -> bool {
    if !cfg!(target_os = "linux") {
        return false;
    }
    let on_null = std::fs::read_link("/proc/self/fd/1").is_ok_and(|path| path == *"/dev/null");
    let flags = std::fs::read_to_string("/proc/self/fdinfo/1")
        .ok()
        .and_then(|info| {
            let octal = info.lines().find_map(|line| line.strip_prefix("flags:"))?;
            u32::from_str_radix(octal.trim(), 8).ok()
        });
    // The access mode: O_RDWR is 2 in the low two bits.
    on_null && flags.is_some_and(|flags| flags & 0o3 == 0o2)
}
