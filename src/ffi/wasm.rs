//! The exports a WebAssembly host needs beyond the C ABI: memory inside the module for its
//! buffers. Built for wasm32 only, so that the native library and its header stay as they
//! are.
//!
//! A JavaScript host cannot hand the module pointers to its own memory: every buffer must sit
//! in the module's linear memory. The host takes one block from `sudoku_wasm_alloc` when it
//! loads the module and reuses it for every single-grid call (grid, marks, hint, rating,
//! sentence), so those calls allocate nothing, as in the C ABI; a batch call takes a block
//! sized to its grids and frees it after. The allocator is the Rust global allocator, the one
//! the library's own batch functions use, so no region of memory is claimed twice.
//!
//! Text goes through the C ABI's `sudoku_parse`, the one grammar of the project
//! (doc/program.md, "Input"), not a second reader written in JavaScript; its `SudokuErrorDetail` says where.

use std::alloc::Layout;

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
