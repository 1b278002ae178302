//! The exports for a chain hint's lines: the hint with its chain, and the sentence that
//! tells the chain step by step. `SudokuHint` keeps its size (the C ABI is append-only), so
//! the lines come in a struct of their own, `SudokuHintChain`. None allocates.

use core::ffi::c_char;
use std::panic::{AssertUnwindSafe, catch_unwind};

use super::hints::{SudokuHint, read_marks};
use super::{SudokuStatus, panic_boundary, read_grid};
use crate::logic::hint::{
    Chain, ChainHint, ChainKind, ChainStep, MAX_CHAIN_LINES, MAX_CHAIN_STEPS,
};
use crate::model::cell::Cell;

/// The `kind` of a `SudokuHintChain` for a hint that is no chain; a chain's is a
/// `SudokuChainKind`.
pub const SUDOKU_CHAIN_KIND_NONE: i32 = 0;

/// Lines a `SudokuHintChain` holds: one per candidate of a cell or place of a digit in a
/// house, nine at most.
pub const SUDOKU_CHAIN_LINES: usize = 9;

/// Steps a `SudokuHintChain` holds over all its lines.
pub const SUDOKU_CHAIN_STEPS: usize = 256;

const _: () =
    assert!(SUDOKU_CHAIN_LINES == MAX_CHAIN_LINES && SUDOKU_CHAIN_STEPS == MAX_CHAIN_STEPS);

/// One inference of a chain: `cell` (0..80, row-major) holds `digit` (1..9) when `on` is 1,
/// or does not when it is 0. `reserved` is 0.
#[repr(C)]
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct SudokuChainStep {
    pub cell: u8,
    pub digit: u8,
    pub on: u8,
    pub reserved: u8,
}

/// One line of a chain: its steps are `steps[first]` to `steps[first + length - 1]`, from
/// the assumption to what it leads to. `omitted` steps of the line were left out, for room,
/// right after its first step (0 when the line is whole).
#[repr(C)]
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct SudokuChainLine {
    pub first: u16,
    pub length: u16,
    pub omitted: u16,
}

/// The chain behind a chain hint (the cycles and forcing chains), for an app to draw: each
/// line follows the first cause of every step back to its assumption.
///
/// `kind` is a `SudokuChainKind`, which tells the lines' shape: a cycle has one line round
/// its loop; a forcing chain one line, from an assumption to its opposite; a contradiction
/// (and Nishio's) two lines from the same assumption, to one candidate on and off; cell and
/// region forcing chains a line from each candidate of the cell, or each place of the digit
/// in the house, all ending at the conclusion; double forcing chains two lines, from a
/// candidate and from its absence, ending at the conclusion. For a hint that is no chain,
/// `kind` and `line_count` are 0. Plain data of fixed size.
#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SudokuHintChain {
    /// A `SudokuChainKind` value, or `SUDOKU_CHAIN_KIND_NONE`.
    pub kind: i32,
    /// How many of `lines` are used.
    pub line_count: u32,
    pub lines: [SudokuChainLine; SUDOKU_CHAIN_LINES],
    pub steps: [SudokuChainStep; SUDOKU_CHAIN_STEPS],
}

impl From<&ChainHint> for SudokuHintChain {
    fn from(hint: &ChainHint) -> Self {
        let mut out = SudokuHintChain {
            kind: SUDOKU_CHAIN_KIND_NONE,
            line_count: 0,
            lines: [SudokuChainLine::default(); SUDOKU_CHAIN_LINES],
            steps: [SudokuChainStep::default(); SUDOKU_CHAIN_STEPS],
        };
        let Some(chain) = hint.chain() else {
            return out;
        };
        out.kind = chain.kind().map_or(0, |kind| kind as i32);
        let mut used = 0;
        for (index, line) in chain.lines().enumerate() {
            let length = line.steps().len();
            out.lines[index] = SudokuChainLine {
                first: used as u16,
                length: length as u16,
                omitted: line.omitted() as u16,
            };
            for (slot, step) in out.steps[used..used + length].iter_mut().zip(line.steps()) {
                *slot = SudokuChainStep {
                    cell: step.cell().index() as u8,
                    digit: step.digit(),
                    on: u8::from(step.is_on()),
                    reserved: 0,
                };
            }
            used += length;
            out.line_count += 1;
        }
        out
    }
}

impl SudokuHintChain {
    /// The chain a caller handed back, if this library could have written it: the kind
    /// known, every line non-empty and within the steps, every step a candidate.
    fn to_chain(self) -> Option<Chain> {
        let kind = ChainKind::from_i32(self.kind)?;
        let count = usize::try_from(self.line_count).ok()?;
        let mut chain = Chain::default();
        chain.set_kind(kind as u8);
        for line in self.lines.get(..count)? {
            let (first, length) = (usize::from(line.first), usize::from(line.length));
            let raw = self.steps.get(first..first.checked_add(length)?)?;
            let mut steps = [ChainStep::new(Cell::new(0)?, 1, false); SUDOKU_CHAIN_STEPS];
            for (slot, step) in steps.iter_mut().zip(raw) {
                if !(1..=9).contains(&step.digit) || step.on > 1 {
                    return None;
                }
                *slot =
                    ChainStep::new(Cell::new(usize::from(step.cell))?, step.digit, step.on == 1);
            }
            chain.push_line(&steps[..length], usize::from(line.omitted))?;
        }
        Some(chain)
    }
}

/// `sudoku_hint_with_givens` (or `sudoku_hint` when `givens` is NULL) that also writes the
/// hint's chain into `*chain`: its lines of inferences, for an app to draw and for
/// `sudoku_hint_chain_text`. A hint that is no chain gets a chain of kind 0 and no lines.
///
/// Returns as `sudoku_hint_with_givens` (as `sudoku_hint` without givens), and
/// `SUDOKU_STATUS_NULL_POINTER` when `chain` is NULL too. `*hint` and `*chain` are written
/// only on success. No allocation, thread-safe.
///
/// cbindgen:ptrs-as-arrays=[[in;SUDOKU_CELLS], [givens;SUDOKU_CELLS]]
///
/// # Safety
/// Non-NULL `in` and `givens` must each point to 81 readable bytes, non-NULL `marks` to 81
/// readable `uint16_t`, non-NULL `hint` to a writable `SudokuHint` and non-NULL `chain` to a
/// writable `SudokuHintChain`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn sudoku_hint_chain(
    r#in: *const u8,
    givens: *const u8,
    marks: *const u16,
    hint: *mut SudokuHint,
    chain: *mut SudokuHintChain,
) -> SudokuStatus {
    panic_boundary(|| {
        require_non_null!(r#in, hint, chain);
        // SAFETY: `in` is non-NULL and the caller guarantees 81 readable bytes.
        let grid = unsafe { read_grid(r#in) };
        // SAFETY: guaranteed by the caller when `marks` is not NULL.
        let marks = unsafe { read_marks(marks) };
        let givens = (!givens.is_null()).then(|| {
            // SAFETY: `givens` is non-NULL and the caller guarantees 81 readable bytes.
            unsafe { read_grid(givens) }
        });
        let found = grid.hint_chain(givens.as_ref(), marks.as_ref());
        match found {
            Ok(found) => {
                // SAFETY: both are non-NULL and the caller guarantees them writable.
                unsafe {
                    hint.write_unaligned(SudokuHint::from(found.hint()));
                    chain.write_unaligned(SudokuHintChain::from(&found));
                }
                SudokuStatus::Ok
            }
            Err(error) => SudokuStatus::from(&error),
        }
    })
}

/// Writes the hint's sentence with its chain told step by step into `buf` (`if r1c2 is 3,
/// then r1c7 is not 3, ...; if r1c2 is 8, ...; either way r5c5 is not 7.`) and returns its
/// length in bytes without the NUL, as `sudoku_hint_text` does. With `chain` NULL, or a
/// chain of kind 0, or lines of a shape the kind does not have, the sentence is
/// `sudoku_hint_text`'s.
///
/// Never writes past `len` bytes; when `len > 0`, what is written ends with a NUL, cut
/// short when the sentence does not fit. `buf` may be NULL when `len` is 0. Returns 0, and
/// writes an empty string when it can, when `hint` is NULL or not a hint this library could
/// have made, or `chain` is not a chain it could have made (a kind, step or line out of
/// range). ASCII text. No allocation, thread-safe.
///
/// # Safety
/// Non-NULL `hint` must point to a readable `SudokuHint`, non-NULL `chain` to a readable
/// `SudokuHintChain`; `buf` must point to `len` writable bytes when it is not NULL.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn sudoku_hint_chain_text(
    hint: *const SudokuHint,
    chain: *const SudokuHintChain,
    buf: *mut c_char,
    len: usize,
) -> usize {
    let written = catch_unwind(AssertUnwindSafe(|| {
        // SAFETY: the caller guarantees `len` writable bytes at non-NULL `buf`, which
        // nothing else accesses during the call.
        let buffer = unsafe { super::text_buffer(buf, len) };
        let hint = if hint.is_null() {
            None
        } else {
            // SAFETY: `hint` is non-NULL and the caller guarantees a readable `SudokuHint`;
            // it is plain data, valid for any bytes.
            unsafe { hint.read_unaligned() }.to_hint()
        };
        let with_chain = hint.and_then(|hint| {
            if chain.is_null() {
                return Some(ChainHint::new(hint, Chain::default()));
            }
            // SAFETY: `chain` is non-NULL and the caller guarantees a readable
            // `SudokuHintChain`; it is plain data, valid for any bytes.
            let raw = unsafe { chain.read_unaligned() };
            if raw.kind == SUDOKU_CHAIN_KIND_NONE && raw.line_count == 0 {
                return Some(ChainHint::new(hint, Chain::default()));
            }
            Some(ChainHint::new(hint, raw.to_chain()?))
        });
        match with_chain {
            Some(hint) => hint.write_explained_text(buffer),
            None => {
                if let Some(first) = buffer.first_mut() {
                    *first = 0;
                }
                0
            }
        }
    }));
    written.unwrap_or(0)
}
