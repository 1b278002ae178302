//! Sudoku Explainer's "Forcing Chains & Cycles" (its chains without branching), rated 6.5
//! to 7.0 plus the length addition:
//!
//! - bidirectional cycles: a loop of alternating links that can be read both ways; a
//!   candidate that sees a potential of the loop that is on one way round and one that is
//!   on the other way goes. Of one digit (X-cycle, 6.5), through two-candidate cells only
//!   (Y-cycle, 6.5), or both kinds of link (7.0);
//! - forcing chains: assuming a candidate leads to its own negation, so it is false (or
//!   assuming it false leads to it, so it is true). Of one digit (forcing X-chain, 6.6), or
//!   through cells and houses (forcing chain, 7.0).
//!
//! Every candidate starts a search in each mode; of all that work, the hint is the one
//! Sudoku Explainer would pick: the lowest rating, then the fewest potentials, then the kind
//! (X before Y before both), then the first found.

use super::cycles::CycleRecords;
use super::graph::Graph;
use super::pass::{Finished, Pass, kind_of};
use super::potentials::{Links, Marks, Potential, empty_cells, length_tenths};
use super::run::{Run, WorkLeft};
use super::scratch::ChainScratch;
use super::shortest::Shortest;
use super::{ChainKind, Found};
use crate::logic::geometry::Geometry;
use crate::logic::hint::{Chain, Hint, Technique};
use crate::logic::sets::{bit, digit_bit};
use crate::logic::state::State;

/// The easiest cycle or forcing chain, as Sudoku Explainer would pick it, within `work_left`.
pub(crate) fn forcing_chains_and_cycles<G: Geometry + Copy>(
    state: &State<G>,
    work_left: &mut WorkLeft,
    mut lines: Option<&mut Chain>,
    scratch: &mut ChainScratch<'_>,
) -> Option<Hint> {
    let marks = Marks::of(state);
    let mut finished = Finished::EMPTY;
    let ChainScratch {
        graph,
        runs,
        records,
        cycle_records,
        ..
    } = scratch;
    graph.build(&marks);
    records.clear();
    cycle_records.clear();
    let graph: &Graph = graph;
    let run = &mut runs[0];
    // Rating by rating, lowest first: a search capped at a rating goes no deeper than chains
    // so rated, and the first rating with a hint has the easiest one (all hints rated so are
    // found), as a search without the cap would pick it.
    for cap in (65..=80).chain([u16::MAX]) {
        let mut pass = Pass {
            cap,
            work_left: &mut *work_left,
            best: None,
            capped: false,
            finished: &mut finished,
            records,
            pending: None,
            lines: lines.as_deref_mut(),
        };
        search(run, graph, &marks, &mut pass, cycle_records);
        if let Some((source, links)) = pass.pending.take() {
            // The easiest is a forcing chain, so far only measured: follow it in full to
            // tell it.
            let measured = pass.best.take().map(|found| found.complexity);
            forcing_chain(run, graph, &marks, source, links, &mut pass);
            // The same chain, unless the work limit ran out on the way.
            debug_assert!(
                pass.work_left.0 == 0
                    || pass.best.as_ref().map(|found| found.complexity) == measured
            );
        }
        // No search went as deep as the cap allowed: there is nothing deeper to find.
        if pass.best.is_some() || pass.work_left.0 == 0 || !pass.capped {
            return pass.best.map(|found| found.hint);
        }
    }
    None
}

/// Every search of the three modes, for hints rated `cap` at most.
/// `cycle_records`: what the cycles' walks from each source found, for the later passes.
fn search<G: Geometry + Copy>(
    run: &mut Run,
    graph: &Graph,
    marks: &Marks<G>,
    pass: &mut Pass,
    cycle_records: &mut CycleRecords,
) {
    let marks = *marks;
    {
        for (kind, links) in [Links::x(), Links::y(), Links::xy()]
            .into_iter()
            .enumerate()
        {
            for cell in empty_cells(&marks) {
                let cands = marks.cands[cell];
                if cands.count_ones() < 2 {
                    continue;
                }
                for digit in 1..=9u8 {
                    if cands & digit_bit(digit) == 0 {
                        continue;
                    }
                    // Y-cycles start in two-candidate cells; forcing Y-chains do not exist.
                    if links == Links::y() && cands.count_ones() > 2 {
                        continue;
                    }
                    let on = Potential::new(cell, digit, true);
                    let search = Finished::search(kind, CYCLES);
                    // A loop closes when an "off" puts the source on again, which only a
                    // strong link of the source can do: by the links' symmetry, one that its
                    // own "off" puts on.
                    let closable = graph.derived(on.conjugate(), links).next().is_some();
                    if !pass.finished.has(search, on)
                        && (!closable
                            || cycle_records.cycles(kind, run, graph, &marks, on, links, pass))
                    {
                        pass.finished.insert(search, on);
                    }
                    if links.house {
                        let search = Finished::search(kind, FORCING_CHAINS);
                        for source in [on, on.conjugate()] {
                            if !pass.finished.has(search, source)
                                && measure_forcing_chain(run, graph, source, links, pass)
                            {
                                pass.finished.insert(search, source);
                            }
                        }
                    }
                }
            }
        }
    }
}

/// Which of a source's searches (by kind of link, then cycles or forcing chains).
const CYCLES: usize = 0;
const FORCING_CHAINS: usize = 1;

/// Base rating of a forcing chain, and Sudoku Explainer's sort key among equals.
fn forcing_kind_of(links: Links) -> (u16, u8) {
    (if links.cell { 70 } else { 66 }, kind_of(links).1)
}

/// Measures the shortest forcing chain from `source` and makes it the best so far if it is
/// (its hint is told at the end of the pass, if it stays the best). True when there is
/// none at any length.
fn measure_forcing_chain(
    run: &mut Run,
    graph: &Graph,
    source: Potential,
    links: Links,
    pass: &mut Pass,
) -> bool {
    let (base, sort_key) = forcing_kind_of(links);
    let longest = super::longest_useful(&pass.best, base, sort_key, pass.cap);
    match pass
        .records
        .shortest_chain(run, graph, source, links, longest, pass.work_left)
    {
        Shortest::Within(complexity) => {
            let tenths = base + length_tenths(complexity);
            if tenths <= pass.cap && Found::better(&pass.best, tenths, complexity, sort_key) {
                pass.best = Some(Found {
                    hint: Hint::new(Technique::ForcingChain),
                    tenths,
                    complexity,
                    sort_key,
                });
                pass.pending = Some((source, links));
            }
            false
        }
        Shortest::Beyond => {
            pass.capped = true;
            false
        }
        Shortest::Never => true,
        Shortest::Cut => false,
    }
}

/// Sudoku Explainer's `doForcingChains`: breadth first from `source`, every "on" of a wave
/// before its "off"s, until the source's negation is reached; the chain becomes the best
/// if it is. Run for the chain `measure_forcing_chain` picked, to tell it: the same search
/// reaches the same end by the same links.
fn forcing_chain<G: Geometry + Copy>(
    run: &mut Run,
    graph: &Graph,
    marks: &Marks<G>,
    source: Potential,
    links: Links,
    pass: &mut Pass,
) {
    run.clear();
    if run.push(source, &[], true).is_none() {
        return;
    }
    let (base, sort_key) = forcing_kind_of(links);
    let longest = super::longest_useful(&pass.best, base, sort_key, pass.cap);
    let (mut next_on, mut next_off) = (0, 0);
    // Potentials on the way to what the current phase reaches, the source counting one (an
    // "off" source has no "on" phase first).
    let mut depth = usize::from(source.is_on());
    let target = 'search: loop {
        // The target would be one wave further than the potentials followed now.
        depth += 1;
        if depth > longest {
            pass.capped = true;
            return;
        }
        let end = run.len();
        let mut progressed = false;
        while next_on < end {
            let node = next_on as u16;
            next_on += 1;
            let on = run.potential(node);
            if !on.is_on() {
                continue;
            }
            progressed = true;
            if !pass.work_left.spend() {
                return;
            }
            for (off, _) in graph.derived(on, links) {
                if off.conjugate() == source {
                    break 'search run.push(off, &[node], false);
                }
                if !run.contains(off) && run.push(off, &[node], true).is_none() {
                    return;
                }
            }
        }
        depth += 1;
        if depth > longest {
            pass.capped = true;
            return;
        }
        let end = run.len();
        while next_off < end {
            let node = next_off as u16;
            next_off += 1;
            let off = run.potential(node);
            if off.is_on() {
                continue;
            }
            progressed = true;
            if !pass.work_left.spend() {
                return;
            }
            for (on, _) in graph.derived(off, links.with_house()) {
                if on.conjugate() == source {
                    break 'search run.push(on, &[node], false);
                }
                if !run.contains(on) && run.push(on, &[node], true).is_none() {
                    return;
                }
            }
        }
        if !progressed {
            return;
        }
    };
    let Some(target) = target else { return };
    let complexity = run.ancestors(target);
    let tenths = base + length_tenths(complexity);
    if tenths > pass.cap || !Found::better(&pass.best, tenths, complexity, sort_key) {
        return;
    }
    let end = run.potential(target);
    let kind = if links.cell {
        ChainKind::Forcing
    } else {
        ChainKind::ForcingX
    };
    let technique = Technique::ForcingChain;
    let mut hint = Hint::new(technique).with_chain_kind(kind as u8);
    hint = super::with_main_line(hint, run, target);
    super::keep_line(pass.lines.as_deref_mut(), kind, run, target);
    hint = if end.is_on() {
        hint.with_placement(end.cell(), end.digit())
            .with_eliminations(
                bit(end.cell()),
                marks.cands[end.cell()] & !digit_bit(end.digit()),
            )
    } else {
        hint.with_eliminations(bit(end.cell()), digit_bit(end.digit()))
    };
    pass.best = Some(Found {
        hint: hint.with_tenths(tenths),
        tenths,
        complexity,
        sort_key,
    });
}
