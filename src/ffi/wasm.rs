//! The exports a WebAssembly host needs beyond the C ABI: memory inside the module for its
//! buffers, and the library's own reader of grid texts. Built for wasm32 only, so that the
//! native library and its header stay as they are.
//!
//! A JavaScript host cannot hand the module pointers to its own memory: every buffer must sit
//! in the module's linear memory. The host takes one block from `sudoku_wasm_alloc` when it
//! loads the module and reuses it for every single-grid call (grid, marks, hint, rating,
//! sentence), so those calls allocate nothing, as in the C ABI; a batch call takes a block
//! sized to its grids and frees it after. The allocator is the Rust global allocator, the one
//! the library's own batch functions use, so no region of memory is claimed twice.
//!
//! Text goes through `sudoku_wasm_parse`, which is `str::parse` for a `Grid`: the one grammar
//! of the project (README, "Input"), not a second reader written in JavaScript.

use core::fmt::Write;
use std::alloc::Layout;

use super::write_grid;
use crate::model::grid::Grid;

/// The alignment of every block: enough for the `uint64_t` counts and the structs.
const ALIGN: usize = 8;

/// `size` bytes of the module's memory, aligned to 8, or NULL when `size` is 0 or there is
/// no room. Give the block back with `sudoku_wasm_free(block, size)`.
#[unsafe(no_mangle)]
pub extern "C" fn sudoku_wasm_alloc(size: usize) -> *mut u8 {
    match Layout::from_size_align(size, ALIGN) {
        Ok(layout) if size > 0 => {
            // SAFETY: the layout's size is non-zero, as `alloc` requires.
            unsafe { std::alloc::alloc(layout) }
        }
        _ => core::ptr::null_mut(),
    }
}

/// Frees a block of `sudoku_wasm_alloc`; NULL is ignored.
///
/// # Safety
/// Non-NULL `block` must come from `sudoku_wasm_alloc(size)` with this `size`, and not have
/// been freed.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn sudoku_wasm_free(block: *mut u8, size: usize) {
    if block.is_null() {
        return;
    }
    if let Ok(layout) = Layout::from_size_align(size, ALIGN) {
        // SAFETY: the caller guarantees `block` came from `alloc` with this layout.
        unsafe { std::alloc::dealloc(block, layout) }
    }
}

/// Reads a grid from `len` bytes of UTF-8 text at `text`, in the project's one grammar:
/// `out` receives the 81 cell values and the return is 0. When the text is no grid, `out` is
/// not written, `message` receives the reason as a NUL-terminated UTF-8 sentence naming the
/// line and column (cut short to fit `message_len`), and the return is its length without
/// the NUL, never 0. A NULL `text` with `len` 0 reads as the empty text; a NULL `out` or
/// `message` reads the text and reports only whether it is a grid.
///
/// # Safety
/// Non-NULL `text` must point to `len` readable bytes, non-NULL `out` to 81 writable bytes and
/// non-NULL `message` to `message_len` writable bytes, none of them overlapping.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn sudoku_wasm_parse(
    text: *const u8,
    len: usize,
    out: *mut u8,
    message: *mut u8,
    message_len: usize,
) -> usize {
    let bytes: &[u8] = if text.is_null() {
        &[]
    } else {
        // SAFETY: `text` is non-NULL and the caller guarantees `len` readable bytes.
        unsafe { core::slice::from_raw_parts(text, len) }
    };
    let mut reason = Sentence::default();
    match core::str::from_utf8(bytes).map(str::parse::<Grid>) {
        Ok(Ok(grid)) => {
            if !out.is_null() {
                // SAFETY: `out` is non-NULL and the caller guarantees 81 writable bytes.
                unsafe { write_grid(&grid, out) };
            }
            return 0;
        }
        Ok(Err(error)) => {
            let _ = write!(reason, "{error}");
        }
        Err(error) => {
            let _ = write!(
                reason,
                "the text is not UTF-8 (byte {})",
                error.valid_up_to()
            );
        }
    }
    if !message.is_null() && message_len > 0 {
        let kept = reason.len.min(message_len - 1);
        // SAFETY: `message` is non-NULL and the caller guarantees `message_len` writable
        // bytes; `kept + 1 <= message_len`, and the source is our own local buffer.
        unsafe {
            core::ptr::copy_nonoverlapping(reason.bytes.as_ptr(), message, kept);
            message.add(kept).write(0);
        }
    }
    reason.len.max(1)
}

/// A parse error's sentence, written without allocating: the longest the library writes is
/// well under 256 bytes, and a longer one would be cut.
struct Sentence {
    bytes: [u8; 256],
    len: usize,
}

impl Default for Sentence {
    fn default() -> Self {
        Sentence {
            bytes: [0; 256],
            len: 0,
        }
    }
}

impl Write for Sentence {
    fn write_str(&mut self, text: &str) -> core::fmt::Result {
        let room = self.bytes.len() - self.len;
        let kept = text.len().min(room);
        self.bytes[self.len..self.len + kept].copy_from_slice(&text.as_bytes()[..kept]);
        self.len += kept;
        Ok(())
    }
}
