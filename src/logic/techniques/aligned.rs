//! Sudoku Explainer's aligned pair and triplet exclusions: two or three cells (the base),
//! and the cells that see them all holding no more candidates than the base has cells (the
//! excluders, two at least).
//!
//! A choice of one digit for each base cell cannot be when two cells that see each other
//! take the same digit, or when an excluder holds only digits of the choice: it would be
//! left without a candidate. A digit of a base cell that is in no choice that can be goes.
//!
//! Found as Sudoku Explainer finds them: the base cells are the cells of two candidates or
//! more with an excluder among their peers; pairs of them are taken in its order (by the
//! later cell, then the earlier), and for triplets a third cell among the excluders of the
//! first two that can be a base cell too, in the order of its peers' lists. The first base
//! that removes something is the hint. Rated 6.2 for a pair, 7.5 for a triplet.
//!
//! The scan is bounded by design: at most 81 base cells, so 3,240 pairs, each with at most
//! 40 third cells, each with at most 9 x 9 x 3 choices (a third cell is an excluder, so
//! holds three candidates at most).

use crate::logic::geometry::Geometry;
use crate::logic::hint::{Hint, Technique};
use crate::logic::sets::{CellSet, bit, cells, count, digit_bit, digits};
use crate::logic::state::State;

/// The work units a search for aligned triplet exclusions costs (`steps.rs` charges them):
/// about what following that many potentials in a chain search takes, so that the meter
/// still bounds the time (a search for pairs, far shorter, costs one unit, as other
/// techniques' searches do).
pub(crate) const TRIPLETS_COST: u64 = 4096;

/// The first aligned exclusion over `degree` cells (2 or 3), as Sudoku Explainer finds it.
pub(crate) fn aligned_exclusion<G: Geometry>(state: &State<G>, degree: usize) -> Option<Hint> {
    let geometry = &state.geometry;
    let cands = &state.cands;
    let with_count = |keep: &dyn Fn(u32) -> bool| {
        (0..81)
            .filter(|&cell| keep(cands[cell].count_ones()))
            .fold(0 as CellSet, |set, cell| set | bit(cell))
    };
    let pool = with_count(&|n| n >= 2 && n as usize <= degree);
    let singles = with_count(&|n| n == 1);
    // The base cells in order, each with its excluders (its peers in the pool). Sudoku
    // Explainer leaves out a cell that sees a naked single: a step of its own comes first.
    let mut base = [0usize; 81];
    let mut excluders = [0 as CellSet; 81];
    let mut len = 0;
    for cell in cells(with_count(&|n| n >= 2)) {
        let near = geometry.peers(cell) & pool;
        if near != 0 && geometry.peers(cell) & singles == 0 {
            base[len] = cell;
            excluders[cell] = near;
            len += 1;
        }
    }
    let base_set = base[..len]
        .iter()
        .fold(0 as CellSet, |set, &c| set | bit(c));
    for second in 1..len {
        for first in 0..second {
            let (a, b) = (base[first], base[second]);
            let common = excluders[a] & excluders[b];
            // A third cell only narrows the excluders the first two share.
            if count(common) < 2 {
                continue;
            }
            if degree == 2 {
                if let Some(hint) = exclusion(state, &[a, b], common) {
                    return Some(hint);
                }
                continue;
            }
            // The third cell among the excluders of the first, then of the second.
            let others = base_set & !bit(a) & !bit(b);
            let near_a = excluders[a] & others;
            let near_b = excluders[b] & others & !excluders[a];
            for c in cells(near_a).chain(cells(near_b)) {
                let common = common & excluders[c];
                if count(common) >= 2 {
                    if let Some(hint) = exclusion(state, &[a, b, c], common) {
                        return Some(hint);
                    }
                }
            }
        }
    }
    None
}

/// The digits of each base cell that some choice that can be takes: for each choice of
/// digits for all but the last cell, the last cell's digits that complete it are found at
/// once, as masks, rather than choice by choice (most bases rule nothing out, and the scan
/// meets thousands of them).
fn allowed_digits<G: Geometry>(state: &State<G>, base: &[usize], common: CellSet) -> [u16; 3] {
    let cands = &state.cands;
    let mut locks = [0u16; 20];
    for (slot, cell) in locks.iter_mut().zip(cells(common)) {
        *slot = cands[cell];
    }
    let locks = &locks[..count(common).min(20) as usize];
    // The digits the last cell cannot take beside `held`: those that would complete an
    // excluder's digits (all of them when `held` holds them already).
    let completing = |held: u16| {
        locks.iter().fold(0u16, |ruled, &lock| {
            let rest = lock & !held;
            match rest.count_ones() {
                0 => 0x1ff,
                1 => ruled | rest,
                _ => ruled,
            }
        })
    };
    let last = base[base.len() - 1];
    let heads = &base[..base.len() - 1];
    let mut allowed = [0u16; 3];
    let done = |allowed: &[u16; 3]| base.iter().zip(allowed).all(|(&c, &m)| m == cands[c]);
    let second = if heads.len() == 2 { cands[heads[1]] } else { 1 };
    for d0 in digits(cands[heads[0]]) {
        for d1 in digits(second) {
            let choice = [d0, d1];
            let choice = &choice[..heads.len()];
            if heads.len() == 2 && d0 == d1 && state.geometry.sees(heads[0], heads[1]) {
                continue;
            }
            let mut held = 0;
            let mut ruled = 0;
            for (&cell, &digit) in heads.iter().zip(choice) {
                held |= digit_bit(digit);
                if state.geometry.sees(cell, last) {
                    ruled |= digit_bit(digit);
                }
            }
            let fits = cands[last] & !(ruled | completing(held));
            if fits != 0 {
                for (i, &digit) in choice.iter().enumerate() {
                    allowed[i] |= digit_bit(digit);
                }
                allowed[heads.len()] |= fits;
                if done(&allowed) {
                    return allowed;
                }
            }
        }
    }
    allowed
}

/// Why a choice of digits for the base cells cannot be, if it cannot.
enum Ruled {
    /// Two cells that see each other would take the same digit.
    Repeats,
    /// The excluder would be left without a candidate (the first, in order).
    Empties(usize),
}

/// The hint over `base` with the excluders `common`, if it removes anything.
fn exclusion<G: Geometry>(state: &State<G>, base: &[usize], common: CellSet) -> Option<Hint> {
    let cands = &state.cands;
    // A choice holds only the base's digits, so only an excluder whose candidates are all
    // the base's can be left empty; the others rule nothing out. Without one, a pair rules
    // out only a digit repeated in two cells that see each other, and each cell has two
    // candidates or more: nothing goes.
    let union = base.iter().fold(0u16, |all, &cell| all | cands[cell]);
    let can_empty = cells(common)
        .filter(|&cell| cands[cell] & !union == 0)
        .fold(0 as CellSet, |set, cell| set | bit(cell));
    if can_empty == 0 && base.len() == 2 {
        return None;
    }
    let allowed = allowed_digits(state, base, can_empty);
    if base
        .iter()
        .zip(&allowed)
        .all(|(&cell, &digits)| cands[cell] & !digits == 0)
    {
        return None;
    }
    let mut eliminations = [0u16; 81];
    for (i, &cell) in base.iter().enumerate() {
        eliminations[cell] = cands[cell] & !allowed[i];
    }
    // Found: the choices one by one now, to name the excluders that rule them out.
    let ruled = |choice: &[u8]| {
        for i in 0..choice.len() {
            for j in i + 1..choice.len() {
                if choice[i] == choice[j] && state.geometry.sees(base[i], base[j]) {
                    return Some(Ruled::Repeats);
                }
            }
        }
        let mask = choice.iter().fold(0, |m, &d| m | digit_bit(d));
        cells(common)
            .find(|&cell| cands[cell] & !mask == 0)
            .map(Ruled::Empties)
    };
    // Every choice, in turn: a third cell's digits stand in for one when there are two.
    let third = if base.len() == 3 { cands[base[2]] } else { 1 };
    let each_choice = |visit: &mut dyn FnMut(&[u8])| {
        for d0 in digits(cands[base[0]]) {
            for d1 in digits(cands[base[1]]) {
                for d2 in digits(third) {
                    visit(&[d0, d1, d2][..base.len()]);
                }
            }
        }
    };
    // The pattern: the base cells, and the excluders that rule out a choice taking a digit
    // that goes (Sudoku Explainer shows those).
    let mut shown: CellSet = 0;
    each_choice(&mut |choice| {
        let relevant = base
            .iter()
            .zip(choice)
            .any(|(&cell, &d)| eliminations[cell] & digit_bit(d) != 0);
        if let (true, Some(Ruled::Empties(cell))) = (relevant, ruled(choice)) {
            shown |= bit(cell);
        }
    });
    let technique = if base.len() == 2 {
        Technique::AlignedPairExclusion
    } else {
        Technique::AlignedTripletExclusion
    };
    let mut pattern = [0u16; 81];
    let mut hint = Hint::new(technique);
    for cell in base.iter().copied().chain(cells(shown)) {
        pattern[cell] = cands[cell];
        hint = hint.with_cell(cell);
    }
    let removed = eliminations.iter().fold(0, |all, &mask| all | mask);
    Some(
        hint.with_digits(removed)
            .with_masks(eliminations, pattern)
            .with_tenths(if base.len() == 2 {
                Technique::AlignedPairExclusion.lowest_tenths()
            } else {
                Technique::AlignedTripletExclusion.lowest_tenths()
            }),
    )
}
