//! The progress bar on stderr, shown only to a person watching a large input go by.

use std::io::{self, IsTerminal};
use std::time::Duration;

use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};

/// Inputs smaller than this (about 12,000 puzzle lines) finish too soon for a bar to help.
const LARGE_INPUT_BYTES: u64 = 1 << 20;
/// The same threshold in puzzles, for inputs whose size is not known in advance (pipes).
const LARGE_INPUT_PUZZLES: u64 = LARGE_INPUT_BYTES / 82;
/// Generating fewer puzzles than this takes too little time for a bar to help (each takes
/// tens of microseconds, more with a level).
const LARGE_GENERATION: u64 = 2000;

/// Which indicator, if any, a run gets.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Kind {
    None,
    /// A bar over a known total: the input's bytes, or the puzzles to generate.
    Bar {
        total: u64,
    },
    /// A counter of puzzles, for an input of unknown size; appears once it proves large.
    Counter,
}

impl Kind {
    fn choose(stderr_is_terminal: bool, total_bytes: Option<u64>) -> Kind {
        match total_bytes {
            _ if !stderr_is_terminal => Kind::None,
            Some(total) if total < LARGE_INPUT_BYTES => Kind::None,
            Some(total) => Kind::Bar { total },
            None => Kind::Counter,
        }
    }

    fn generating(stderr_is_terminal: bool, total: u64) -> Kind {
        if stderr_is_terminal && total >= LARGE_GENERATION {
            Kind::Bar { total }
        } else {
            Kind::None
        }
    }
}

/// Progress through the input, drawn on stderr when stderr is a terminal and the input is
/// large; otherwise it does nothing.
pub struct Progress {
    kind: Kind,
    bar: Option<ProgressBar>,
    puzzles: u64,
}

impl Progress {
    /// `total_bytes` is the input's size when every input's size is known.
    pub fn new(total_bytes: Option<u64>) -> Self {
        Progress::of_kind(Kind::choose(io::stderr().is_terminal(), total_bytes))
    }

    /// Progress through `total` puzzles to generate, a bar when they are many; `advance`
    /// then takes puzzles for bytes.
    pub fn generating(total: u64) -> Self {
        Progress::of_kind(Kind::generating(io::stderr().is_terminal(), total))
    }

    fn of_kind(kind: Kind) -> Self {
        let bar = match kind {
            Kind::Bar { total } => Some(new_bar(
                ProgressBar::new(total),
                "{elapsed_precise} [{wide_bar}] {percent}% eta {eta} {msg}",
            )),
            Kind::None | Kind::Counter => None,
        };
        Progress {
            kind,
            bar,
            puzzles: 0,
        }
    }

    /// Records that the puzzles read from `bytes` more bytes have been answered.
    pub fn advance(&mut self, bytes: u64, puzzles: u64) {
        self.puzzles += puzzles;
        if self.kind == Kind::Counter && self.bar.is_none() && self.puzzles >= LARGE_INPUT_PUZZLES {
            self.bar = Some(new_bar(
                ProgressBar::new_spinner(),
                "{elapsed_precise} {spinner} {msg}",
            ));
        }
        if let Some(bar) = &self.bar {
            bar.inc(bytes);
            bar.set_message(format!("{} puzzles", self.puzzles));
        }
    }

    /// Runs `print` (which writes to stderr) with the bar out of its way.
    pub fn suspend<T>(&self, print: impl FnOnce() -> T) -> T {
        match &self.bar {
            Some(bar) => bar.suspend(print),
            None => print(),
        }
    }

    /// Removes the bar, leaving stderr as it was before.
    pub fn finish(&self) {
        if let Some(bar) = &self.bar {
            bar.finish_and_clear();
        }
    }
}

fn new_bar(bar: ProgressBar, template: &str) -> ProgressBar {
    let style = ProgressStyle::with_template(template).expect("a valid template");
    bar.set_style(style.progress_chars("=> "));
    bar.set_draw_target(ProgressDrawTarget::stderr_with_hz(4));
    bar.enable_steady_tick(Duration::from_millis(250));
    bar
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_a_terminal_watching_a_large_input_gets_one() {
        assert_eq!(Kind::choose(false, Some(1 << 30)), Kind::None);
        assert_eq!(Kind::choose(false, None), Kind::None);
        assert_eq!(Kind::choose(true, Some(LARGE_INPUT_BYTES - 1)), Kind::None);
        assert_eq!(
            Kind::choose(true, Some(LARGE_INPUT_BYTES)),
            Kind::Bar {
                total: LARGE_INPUT_BYTES
            }
        );
        assert_eq!(Kind::choose(true, None), Kind::Counter);
        let generating = |terminal, total| Kind::generating(terminal, total);
        assert_eq!(generating(true, LARGE_GENERATION - 1), Kind::None);
        assert_eq!(generating(false, 1 << 40), Kind::None);
        let total = LARGE_GENERATION;
        assert_eq!(generating(true, total), Kind::Bar { total });
    }

    #[test]
    fn does_nothing_without_a_terminal() {
        let mut progress = Progress {
            kind: Kind::None,
            bar: None,
            puzzles: 0,
        };
        progress.advance(1 << 30, LARGE_INPUT_PUZZLES * 2);
        assert!(progress.bar.is_none());
        assert_eq!(progress.suspend(|| 7), 7);
        progress.finish();
    }
}
