//! Conflict analysis: from a clause made false, the learned clause that explains it by the
//! first unique implication point, and the level to jump back to.

use super::clauses::{ARENA, HEADER};
use super::layout::{
    Lit, REASON_CELL, REASON_CLAIM, REASON_CLAUSE, REASON_HOUSE, REASON_POINT, TRUE, VARS,
    box_line_positions,
};
use super::solver::{Conflict, Solver};
use crate::model::geometry::HOUSE_CELLS;

/// Activity decays by this factor at each conflict, so recent conflicts count most.
const DECAY: f32 = 0.95;

/// A clause being learned, and scratch for learning it: kept by the caller across the
/// searches of one solver, so that no conflict clears or copies it.
pub(crate) struct Learned {
    lits: [Lit; VARS],
    len: usize,
    /// The variables met, to bump and to unmark.
    marked: [u16; VARS],
}

impl Learned {
    pub(crate) fn new() -> Self {
        Learned {
            lits: [0; VARS],
            len: 0,
            marked: [0; VARS],
        }
    }

    /// The clause: its first literal is asserting, its second of the jump level.
    pub(super) fn lits(&self) -> &[Lit] {
        &self.lits[..self.len]
    }
}

/// Calls `visit` on each variable of the clause named by `code` other than `implied`.
#[inline(always)]
fn for_each_antecedent(arena: &[u16; ARENA], code: u16, implied: u16, mut visit: impl FnMut(u16)) {
    let mut house_places = |house: usize, digit: u16, positions: u16| {
        for (position, &place) in HOUSE_CELLS[house].iter().enumerate() {
            let var = 9 * u16::from(place) + digit;
            if positions >> position & 1 != 0 && var != implied {
                visit(var);
            }
        }
    };
    if code < VARS as u16 {
        visit(code);
    } else if code < REASON_HOUSE {
        let cell = code - REASON_CELL;
        for var in (9 * cell..9 * cell + 9).filter(|&var| var != implied) {
            visit(var);
        }
    } else if code < REASON_POINT {
        let index = code - REASON_HOUSE;
        house_places(usize::from(index / 9), index % 9, 0x1FF);
    } else if code < REASON_CLAIM {
        // The box's places off the line: all false.
        let index = usize::from(code - REASON_POINT);
        let (box_, digit, line) = (index / 54, index / 6 % 9, index % 6);
        house_places(18 + box_, digit as u16, 0x1FF & !box_line_positions(line));
    } else if code < REASON_CLAUSE {
        // The line's places off the segment: all false.
        let index = usize::from(code - REASON_CLAIM);
        let (house, digit, segment) = (index / 27, index / 3 % 9, index % 3);
        house_places(house, digit as u16, 0x1FF & !(0b111 << (3 * segment)));
    } else {
        let offset = usize::from(code - REASON_CLAUSE);
        let len = usize::from(arena[offset]);
        for &lit in &arena[offset + HEADER..offset + HEADER + len] {
            if lit >> 1 != implied {
                visit(lit >> 1);
            }
        }
    }
}

/// One walk back through the implication graph.
struct Walk<'a> {
    /// Variables met: in the clause, or of the current level and not yet resolved.
    seen: &'a mut [bool; VARS],
    marked: &'a mut [u16; VARS],
    marked_len: usize,
    /// Variables of the current level met and not yet resolved.
    open_at_current: u32,
    level: &'a [u8; VARS],
    value: &'a [u8; VARS],
    current: u8,
    lits: &'a mut [Lit; VARS],
    len: usize,
}

impl Walk<'_> {
    /// Takes in a false variable of a clause being resolved: one of the current level is
    /// resolved later, one of an earlier level joins the learned clause (as the literal its
    /// value makes false), one of the root is dropped (always false).
    #[inline(always)]
    fn mark(&mut self, var: u16) {
        let v = usize::from(var);
        if self.seen[v] || self.level[v] == 0 {
            return;
        }
        self.seen[v] = true;
        self.marked[self.marked_len] = var;
        self.marked_len += 1;
        if self.level[v] == self.current {
            self.open_at_current += 1;
        } else {
            self.lits[self.len] = 2 * var + u16::from(self.value[v] == TRUE);
            self.len += 1;
        }
    }
}

impl Solver {
    /// First-UIP analysis of `conflict` into `learned` (its first literal asserting, its
    /// second of the highest level among the rest); bumps the activity of every variable
    /// met. Returns the level where the clause asserts.
    #[inline(never)]
    pub(super) fn analyze(&mut self, conflict: Conflict, learned: &mut Learned) -> usize {
        let mut walk = Walk {
            seen: &mut self.seen,
            marked: &mut learned.marked,
            marked_len: 0,
            open_at_current: 0,
            level: &self.level,
            value: &self.value,
            current: self.decision_level as u8,
            lits: &mut learned.lits,
            len: 1,
        };
        match conflict {
            Conflict::Pair(a, b) => {
                walk.mark(a);
                walk.mark(b);
            }
            Conflict::Clause(code) => {
                for_each_antecedent(&self.arena, code, u16::MAX, |var| walk.mark(var))
            }
            Conflict::Locked(code, var) => {
                walk.mark(var);
                for_each_antecedent(&self.arena, code, var, |var| walk.mark(var));
            }
        }
        // Resolve the current level's variables latest first, until one is left: the UIP.
        let mut index = self.trail_len;
        let uip = loop {
            index -= 1;
            let var = self.trail[index];
            if !walk.seen[usize::from(var)] {
                continue;
            }
            walk.seen[usize::from(var)] = false;
            walk.open_at_current -= 1;
            if walk.open_at_current == 0 {
                break var;
            }
            let code = self.reason[usize::from(var)];
            for_each_antecedent(&self.arena, code, var, |antecedent| walk.mark(antecedent));
        };
        let (marked_len, len) = (walk.marked_len, walk.len);
        learned.len = len;
        learned.lits[0] = 2 * uip + u16::from(self.value[usize::from(uip)] == TRUE);
        self.minimize(learned);
        for &var in &learned.marked[..marked_len] {
            let var = usize::from(var);
            self.var_activity[var] += self.bump;
            self.cell_activity[var / 9] += self.bump;
            self.seen[var] = false;
        }
        self.bump /= DECAY;
        if self.bump > 1e20 {
            self.var_activity
                .iter_mut()
                .for_each(|activity| *activity *= 1e-20);
            self.cell_activity
                .iter_mut()
                .for_each(|activity| *activity *= 1e-20);
            self.bump *= 1e-20;
        }
        let mut jump = 0;
        for i in 1..learned.len {
            let level = usize::from(self.level[usize::from(learned.lits[i] >> 1)]);
            if level > jump {
                jump = level;
                learned.lits.swap(1, i);
            }
        }
        jump
    }

    /// Drops the literals of `learned` that the others imply: those whose every antecedent
    /// is in the clause (marked in `seen`) or false at the root.
    fn minimize(&self, learned: &mut Learned) {
        let mut kept = 1;
        for i in 1..learned.len {
            let lit = learned.lits[i];
            let var = lit >> 1;
            let code = self.reason[usize::from(var)];
            let mut redundant = code != super::layout::DECISION;
            if redundant {
                for_each_antecedent(&self.arena, code, var, |antecedent| {
                    let a = usize::from(antecedent);
                    redundant &= self.seen[a] || self.level[a] == 0;
                });
            }
            if !redundant {
                learned.lits[kept] = lit;
                kept += 1;
            }
        }
        learned.len = kept;
    }
}
