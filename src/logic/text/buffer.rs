//! The hint's sentence written into a caller's byte buffer, cut short to fit, without the heap.

use core::fmt::{self, Write};

use super::{describe, describe_explained};
use crate::logic::hint::{ChainHint, Hint};

/// A `fmt::Write` into a byte buffer that keeps what fits (leaving room for a NUL) and counts
/// everything it was given.
struct Truncating<'a> {
    buffer: &'a mut [u8],
    written: usize,
    needed: usize,
}

impl Write for Truncating<'_> {
    fn write_str(&mut self, text: &str) -> fmt::Result {
        let room = self
            .buffer
            .len()
            .saturating_sub(1)
            .saturating_sub(self.written);
        let take = room.min(text.len());
        self.buffer[self.written..self.written + take].copy_from_slice(&text.as_bytes()[..take]);
        self.written += take;
        self.needed += text.len();
        Ok(())
    }
}

impl Hint {
    /// Writes the hint's sentence into `buffer` and returns its full length in bytes (without
    /// a terminating NUL). Never writes past the buffer; when the buffer is not empty, what
    /// is written ends with a NUL, cut short if the sentence does not fit (then the return
    /// value tells the size needed: one more than it, for the NUL). The text is ASCII.
    pub fn write_text(&self, buffer: &mut [u8]) -> usize {
        write_truncated(buffer, |writer| describe(self, writer))
    }
}

impl ChainHint {
    /// [`Hint::write_text`] for the sentence of [`explained`](ChainHint::explained), with
    /// every step of the chain.
    pub fn write_explained_text(&self, buffer: &mut [u8]) -> usize {
        write_truncated(buffer, |writer| describe_explained(self, writer))
    }
}

/// Writes what `sentence` writes into `buffer`, cut short and NUL-terminated, and returns
/// its full length.
fn write_truncated(
    buffer: &mut [u8],
    sentence: impl FnOnce(&mut dyn Write) -> fmt::Result,
) -> usize {
    let mut writer = Truncating {
        buffer,
        written: 0,
        needed: 0,
    };
    // The writer never fails, and neither does formatting a hint.
    let _ = sentence(&mut writer);
    let end = writer.written;
    if let Some(nul) = writer.buffer.get_mut(end) {
        *nul = 0;
    }
    writer.needed
}
