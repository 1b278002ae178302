//! The techniques that follow chains of inferences, one file per kind of chain.
//!
//! The engine Sudoku Explainer's chains share: `potentials.rs` (potentials and the links
//! between them), `run.rs` (what a run reached and why), `follow.rs` (the run itself, which
//! takes the richer rules of the stronger chains as a parameter), `richer.rs` (those rules:
//! `advanced.rs` the basic techniques a dynamic run "plus" applies within its run, `nested.rs`
//! the forcing chains a nested run searches for within its run, and `nested/inner_multiple.rs`
//! its cell and region forcing chains). On it: `forcing.rs` the chains without branching
//! (cycles and forcing chains, pass by pass, `pass.rs`; the cycles' walks in `cycles.rs`, the
//! forcing chains' measure in `shortest.rs`), `multiple.rs` the ones that reason from every
//! candidate of a cell or every place of a digit in a house, statically or dynamically, and
//! Nishio's; `graph.rs` the static links of a grid, `static_probe.rs` what an assumption
//! reaches through them. `x_chain.rs` is the simpler X-Chain of this library's own order.
//! `scratch.rs` holds the memory the searches work in. The imports among these files go one
//! way, never round a circle (`tests/floors.rs` checks it).

pub(crate) mod advanced;
pub(crate) mod cycles;
pub(crate) mod follow;
pub(crate) mod forcing;
pub(crate) mod graph;
pub(crate) mod multiple;
pub(crate) mod nested;
pub(crate) mod pass;
pub(crate) mod potentials;
pub(crate) mod richer;
pub(crate) mod run;
pub(crate) mod scratch;
pub(crate) mod shortest;
pub(crate) mod static_probe;
pub(crate) mod x_chain;

use crate::logic::hint::{Chain, ChainStep, Hint, MAX_CELLS, MAX_CHAIN_STEPS};
use crate::logic::sets::digit_bit;
use crate::model::cell::Cell;
use potentials::Potential;
use run::Run;

pub(crate) use crate::logic::hint::ChainKind;

/// A candidate hint of a chain search, with what Sudoku Explainer sorts its hints by.
pub(crate) struct Found {
    pub hint: Hint,
    pub tenths: u16,
    pub complexity: usize,
    pub sort_key: u8,
}

impl Found {
    /// Whether a hint so rated would come before `best` (strictly: among equals the first
    /// found stays, as Sudoku Explainer's stable sort keeps it).
    pub fn better(best: &Option<Found>, tenths: u16, complexity: usize, sort_key: u8) -> bool {
        match best {
            None => true,
            Some(found) => {
                (tenths, complexity, sort_key) < (found.tenths, found.complexity, found.sort_key)
            }
        }
    }
}

/// The most potentials a chain rated `base` plus its length, sorted by `sort_key`, may have
/// to be rated `cap` at most and come before `best`: searches stop going deeper than that.
pub(crate) fn longest_useful(best: &Option<Found>, base: u16, sort_key: u8, cap: u16) -> usize {
    let mut longest = 0;
    while longest < 4096 {
        let next = longest + 1;
        let tenths = base + potentials::length_tenths(next);
        let worse = best.as_ref().is_some_and(|found| {
            (tenths, next, sort_key) >= (found.tenths, found.complexity, found.sort_key)
        });
        if worse || tenths > cap {
            break;
        }
        longest = next;
    }
    longest
}

/// Makes the main line of `node` the only line of `lines`, a chain of `kind`, when the
/// caller wants lines.
pub(crate) fn keep_line(lines: Option<&mut Chain>, kind: ChainKind, run: &Run, node: u16) {
    if let Some(lines) = lines {
        lines.clear_lines();
        lines.set_kind(kind as u8);
        push_line(lines, run, node, MAX_CHAIN_STEPS);
    }
}

/// Adds the main line of causes of `node` (the first cause of each step, back to the
/// assumption) to `lines`, within `share` steps: its first step and its last ones when it
/// is longer.
pub(crate) fn push_line(lines: &mut Chain, run: &Run, node: u16, share: usize) {
    let backwards = || {
        core::iter::successors(Some(node), |&node| run.parents(node).first().copied()).map(|node| {
            let potential = run.potential(node);
            let cell = Cell::new(potential.cell()).expect("a run's cells are in the grid");
            ChainStep::new(cell, potential.digit(), potential.is_on())
        })
    };
    let len = backwards().count();
    lines.push_line_backwards(len, share, backwards());
}

/// Adds the main line of causes of `node` to the hint: its cells in order (the last ones
/// when the line is longer than a hint holds) and its candidates as the pattern.
pub(crate) fn with_main_line(mut hint: Hint, run: &Run, node: u16) -> Hint {
    let mut line = [Potential::from_key(0); 64];
    let len = run.main_line(node, &mut line);
    let line = &line[..len];
    if let Some(start) = line.first() {
        hint = hint.with_digits(digit_bit(start.digit()));
    }
    // The start first, then the latest cells that fit.
    let mut listed = [usize::MAX; MAX_CELLS];
    let mut count = 0;
    let skip = len.saturating_sub(MAX_CELLS);
    for (index, potential) in line.iter().enumerate() {
        if index > 0 && index <= skip {
            continue;
        }
        let cell = potential.cell();
        if count < MAX_CELLS && (count == 0 || listed[count - 1] != cell) {
            listed[count] = cell;
            count += 1;
            hint = hint.with_cell(cell);
        }
        if potential.is_on() {
            hint = hint.with_pattern(crate::logic::sets::bit(cell), digit_bit(potential.digit()));
        }
    }
    hint
}
