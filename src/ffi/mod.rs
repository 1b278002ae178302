//! The C ABI: a thin skin over the Rust API, and the one module where `unsafe` code is
//! allowed (the crate root denies it everywhere else).
//!
//! Every export runs inside `panic_boundary`, so no panic unwinds into C; checks its
//! pointers with `require_non_null!`; copies grids in with `read_grid`; calls the safe
//! API; copies answers out with `write_grid`; and maps errors to [`SudokuStatus`] values.
//! The exports are grouped by what they work on, in the order the header lists them:
//! `grid` (one grid: solve, count, validate), `batch` (many grids at once: solve, count),
//! `hints` (pencil marks, hints and their sentences), `chains` (a chain hint's lines and
//! their sentence), `rating`, `generation` (one puzzle or many), `explain` (where a grid or
//! a text was refused, and the reader of grid texts), `layouts` (grids of any layout, through
//! an opaque handle the caller frees: the one room that allocates), `status` (the status values and their
//! messages) and `version`; built for wasm32 only, `wasm` adds the memory a WebAssembly host
//! needs. Hints, ratings and
//! generation options cross as C structs of fixed-width integers (`SudokuHint`,
//! `SudokuRating`, `SudokuGenerateOptions`), their enumerations as `int32_t` values with
//! fixed numbers, checked on the way in: a C caller may hand over any bytes. The header
//! names those values after the Rust API's own enumerations (`Technique` is
//! `SudokuTechnique`, `MistakeKind` `SudokuMistake`, `ChainKind` `SudokuChainKind`, `Level` `SudokuLevel`, `Symmetry`
//! `SudokuSymmetry`: cbindgen.toml), so that each list of values is written once.

#![deny(clippy::undocumented_unsafe_blocks)]

use std::panic::{AssertUnwindSafe, catch_unwind};

use crate::model::grid::Grid;

/// Number of cells in a grid: the length of every grid buffer.
pub const SUDOKU_CELLS: usize = 81;

/// Returns `SudokuStatus::NullPointer` from the enclosing export's body when any of the
/// pointers is NULL.
macro_rules! require_non_null {
    ($($pointer:expr),+) => {
        if $($pointer.is_null())||+ {
            return SudokuStatus::NullPointer;
        }
    };
}

// The modules below are declared apart so that rustfmt keeps the header's order.
//
// The header declares grid parameters as arrays (`const uint8_t in[SUDOKU_CELLS]`) because
// of cbindgen's `ptrs-as-arrays=[[in;SUDOKU_CELLS]]` annotations, which must stand in the
// doc comments in that syntax; rustdoc reads `[in;SUDOKU_CELLS]` as a link to an item of
// that name, which does not exist. Write no other links in the docs of the modules allowed
// so: the allowance would hide them if they broke.
#[allow(rustdoc::broken_intra_doc_links)]
mod grid;

mod batch;

#[allow(rustdoc::broken_intra_doc_links)]
mod hints;

#[allow(rustdoc::broken_intra_doc_links)]
mod chains;

#[allow(rustdoc::broken_intra_doc_links)]
mod rating;

#[allow(rustdoc::broken_intra_doc_links)]
mod generation;

#[allow(rustdoc::broken_intra_doc_links)]
mod explain;

mod layouts;

mod layout_generation;

mod killer_generation;

mod layout_logic;

mod status;
mod version;

// Memory for a WebAssembly host (the npm package in js/); not part of the C header.
#[cfg(target_arch = "wasm32")]
mod wasm;

pub use batch::{sudoku_count_batch, sudoku_solve_batch};
pub use chains::{
    SUDOKU_CHAIN_KIND_NONE, SUDOKU_CHAIN_LINES, SUDOKU_CHAIN_STEPS, SudokuChainLine,
    SudokuChainStep, SudokuHintChain, sudoku_hint_chain, sudoku_hint_chain_text,
};
pub use explain::{
    SudokuErrorDetail, SudokuTextProblem, sudoku_error_text, sudoku_explain, sudoku_parse,
};
pub use generation::{
    SUDOKU_RATING_NO_MAXIMUM, SudokuGenerateOptions, sudoku_generate, sudoku_generate_batch,
    sudoku_generate_rated, sudoku_generate_rated_batch,
};
pub use grid::{
    sudoku_count_solutions, sudoku_count_solutions_bounded, sudoku_solve, sudoku_validate,
};
pub use hints::{
    SUDOKU_HINT_CELLS, SUDOKU_HINT_HOUSES, SUDOKU_MISTAKE_NONE, SudokuHint, sudoku_candidates,
    sudoku_hint, sudoku_hint_text, sudoku_hint_with_givens, sudoku_technique_name,
};
pub use killer_generation::sudoku_layout_generate_killer;
pub use layout_generation::{SUDOKU_LAYOUT_MAX_LINE, sudoku_layout_generate};
pub use layout_logic::{sudoku_layout_hint, sudoku_layout_rate};
pub use layouts::{
    SUDOKU_LAYOUT_DEFAULT_WORK, SUDOKU_LAYOUT_MAX_CELLS, SudokuLayout, sudoku_layout_candidates,
    sudoku_layout_cells, sudoku_layout_count, sudoku_layout_free, sudoku_layout_from_fpuzzles,
    sudoku_layout_parse, sudoku_layout_size, sudoku_layout_solve, sudoku_layout_solve_any,
    sudoku_layout_validate,
};
pub use rating::{
    SUDOKU_LEVEL_ANY, SUDOKU_RATE_UNBOUNDED, SUDOKU_RATING_DETAIL_STEPS, SUDOKU_RATING_STEPS,
    SudokuRating, SudokuRatingDetails, sudoku_level_name, sudoku_rate, sudoku_rate_details,
    sudoku_rate_details_within,
};
pub use status::{SudokuStatus, sudoku_status_message};
pub use version::sudoku_version;

/// Runs an export's `body`, turning a panic into `SudokuStatus::Panic` so none unwinds into
/// C.
fn panic_boundary(body: impl FnOnce() -> SudokuStatus) -> SudokuStatus {
    catch_unwind(AssertUnwindSafe(body)).unwrap_or(SudokuStatus::Panic)
}

/// Copies a grid in from C. The copy is what lets `in` and `out` be the same buffer.
///
/// # Safety
/// `cells` must be non-NULL and point to `SUDOKU_CELLS` readable bytes.
unsafe fn read_grid(cells: *const u8) -> Grid {
    // SAFETY: the caller guarantees SUDOKU_CELLS readable bytes; [u8; 81] has alignment 1.
    Grid::new(unsafe { cells.cast::<[u8; SUDOKU_CELLS]>().read() })
}

/// A C caller's text buffer as a byte slice: empty when `buf` is NULL or `len` is 0, so that
/// a text export can be asked for its length alone.
///
/// # Safety
/// Non-NULL `buf` must point to `len` writable bytes that nothing else accesses while the
/// slice lives.
unsafe fn text_buffer<'a>(buf: *mut core::ffi::c_char, len: usize) -> &'a mut [u8] {
    if buf.is_null() || len == 0 {
        &mut []
    } else {
        // SAFETY: `buf` is non-NULL and the caller guarantees `len` writable bytes, which
        // nothing else accesses while the slice lives.
        unsafe { core::slice::from_raw_parts_mut(buf.cast::<u8>(), len) }
    }
}

/// Copies a grid out to C.
///
/// # Safety
/// `out` must be non-NULL and point to `SUDOKU_CELLS` writable bytes.
unsafe fn write_grid(grid: &Grid, out: *mut u8) {
    // SAFETY: the caller guarantees SUDOKU_CELLS writable bytes; the source is our own
    // local grid, so the two ranges cannot overlap.
    unsafe { core::ptr::copy_nonoverlapping(grid.cells().as_ptr(), out, SUDOKU_CELLS) }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_panic_becomes_a_status() {
        assert_eq!(panic_boundary(|| panic!("injected")), SudokuStatus::Panic);
    }
}
