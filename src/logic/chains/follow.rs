//! The run under Sudoku Explainer's chains: from some assumptions, follows the links of
//! `potentials.rs` to their consequences, recording for each the potentials it follows
//! from (`run.rs`), so that a chain can be told and its length counted as Sudoku Explainer
//! counts it.
//!
//! A dynamic run also takes each potential put off out of its copy of the grid, so later
//! steps see fewer candidates; a potential then follows from every candidate the run took
//! out of its cell or house besides its main cause ("hidden parents"), which the length
//! counts, as Sudoku Explainer's does.
//!
//! When the links give nothing more, a run may apply richer rules to its copy of the grid:
//! the basic techniques (dynamic "plus", `advanced.rs`), then chains within the run
//! (nested, `nested.rs`). Those rules are built on runs themselves, so this file does not
//! name them: the caller passes them in, as a [`RicherRules`] value (`richer.rs`), and the
//! imports of the chains' files go one way, from the richer rules down to this run.
//!
//! A run records what it reaches in the fixed arrays of `run.rs`: no heap, little stack.
//! A run that would outgrow them stops early; what it found is still implied (it is a part
//! of what a complete run finds), so every use of a run stays sound when it is cut short.

use core::ops::ControlFlow;

use super::potentials::{BY_CELL, Links, Marks, Potential, off_to_on, on_to_off};
use super::run::{Run, WorkLeft};
use crate::logic::geometry::Geometry;
use crate::logic::sets::{bit, digit_bit};

/// Rules a dynamic run applies to its copy of the grid when the links give nothing more,
/// each elimination an "off" pushed on the run with the parents that justify it.
pub(crate) trait RicherRules {
    /// Applies the rules once to `grid` (the run's copy; `source`, the grid it started
    /// from). `Some(true)` when they pushed something new, `Some(false)` when nothing;
    /// `None` when the run must stop: it is full, or the work ran out (then `run.cut`).
    fn apply<G: Geometry + Copy>(
        &mut self,
        run: &mut Run,
        grid: &Marks<G>,
        source: &Marks<G>,
        work_left: &mut WorkLeft,
    ) -> Option<bool>;
}

/// No richer rules: a run on the links alone (static, and plain dynamic).
pub(crate) struct LinksOnly;

impl RicherRules for LinksOnly {
    fn apply<G: Geometry + Copy>(
        &mut self,
        _: &mut Run,
        _: &Marks<G>,
        _: &Marks<G>,
        _: &mut WorkLeft,
    ) -> Option<bool> {
        Some(false)
    }
}

/// A contradiction: a potential reached both on and off (the two nodes).
pub(crate) struct Contradiction {
    pub on: u16,
    pub off: u16,
}

/// Sudoku Explainer's `doChaining`: from the run's recorded starting potentials, follows
/// every consequence (each "on" first, then one "off" at a time), until none is new or a
/// potential is reached both on and off. A `dynamic` run takes what it puts off out of its
/// copy of `marks`, and records hidden parents; each time the links give nothing more, it
/// applies the `richer` rules to its copy ([`LinksOnly`]: none).
pub(crate) fn follow<G: Geometry + Copy>(
    run: &mut Run,
    marks: &Marks<G>,
    links: Links,
    dynamic: bool,
    richer: &mut impl RicherRules,
    work_left: &mut WorkLeft,
) -> Option<Contradiction> {
    let source = *marks;
    let mut grid = *marks;
    let mut next_on = 0usize;
    let mut next_off = 0usize;
    // The queues are the run's nodes in order, on and off apart: each is visited once.
    loop {
        while next_on < run.len() && !run.potential(next_on as u16).is_on() {
            next_on += 1;
        }
        if next_on < run.len() {
            let node = next_on as u16;
            next_on += 1;
            if !work_left.spend() {
                run.cut = true;
                return None;
            }
            let on = run.potential(node);
            // Stops the run with `Break`: its answer, a contradiction or none (it is full).
            let reached = on_to_off(&grid, on, links, |off, _| {
                if let Some(other) = run.node_of(off.conjugate()) {
                    let Some(off_node) = run.push(off, &[node], false) else {
                        return ControlFlow::Break(None);
                    };
                    return ControlFlow::Break(Some(Contradiction {
                        on: other,
                        off: off_node,
                    }));
                }
                if !run.contains(off) && run.push(off, &[node], true).is_none() {
                    return ControlFlow::Break(None);
                }
                ControlFlow::Continue(())
            });
            if let ControlFlow::Break(answer) = reached {
                return answer;
            }
            continue;
        }
        while next_off < run.len() && run.potential(next_off as u16).is_on() {
            next_off += 1;
        }
        if next_off >= run.len() {
            if richer.apply(run, &grid, &source, work_left)? {
                continue;
            }
            return None;
        }
        let node = next_off as u16;
        next_off += 1;
        if !work_left.spend() {
            run.cut = true;
            return None;
        }
        let off = run.potential(node);
        let derived = off_to_on(&grid, off, links);
        if dynamic {
            grid.remove(off.cell(), off.digit());
        }
        for (on, by) in derived.iter() {
            if let Some(other) = run.node_of(on.conjugate()) {
                let on_node = run.push(on, &[node], false)?;
                if dynamic {
                    add_hidden_parents(run, &grid, &source, on, by);
                }
                return Some(Contradiction {
                    on: on_node,
                    off: other,
                });
            }
            if !run.contains(on) {
                run.push(on, &[node], true)?;
                if dynamic {
                    add_hidden_parents(run, &grid, &source, on, by);
                }
            }
        }
    }
}

/// The hidden parents of the last node, `on`, reached `by` its cell or a house: the
/// candidates of that cell or house the run has taken out.
fn add_hidden_parents<G: Geometry + Copy>(
    run: &mut Run,
    grid: &Marks<G>,
    source: &Marks<G>,
    on: Potential,
    by: u8,
) {
    let (cell, digit) = (on.cell(), on.digit());
    if by == BY_CELL {
        let removed = source.cands[cell] & !grid.cands[cell];
        for other in 1..=9u8 {
            if removed & digit_bit(other) != 0 {
                if let Some(parent) = run.node_of(Potential::new(cell, other, false)) {
                    run.add_parent_to_last(parent);
                }
            }
        }
    } else {
        let plane = usize::from(digit - 1);
        let house = usize::from(by);
        let removed = (source.planes[plane] & !grid.planes[plane]) & grid.geometry.house_set(house);
        for &member in grid.geometry.house_cells(house) {
            let member = usize::from(member);
            if removed & bit(member) != 0 {
                if let Some(parent) = run.node_of(Potential::new(member, digit, false)) {
                    run.add_parent_to_last(parent);
                }
            }
        }
    }
}
