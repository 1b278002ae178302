//! Stored clauses (learned ones, and the ones a caller adds to exclude models) in a fixed
//! arena, each watched by two of its literals through linked lists threaded in the arena.

use super::layout::{CELLS, DECISION, Lit, REASON_CLAUSE, VARS, holds, not};
use super::solver::{Conflict, NoModel, Solver};

/// Words of the arena. A clause takes `HEADER` words and one per literal.
pub(super) const ARENA: usize = 4096;

/// Room kept free for a learned clause: no clause has more literals than there are
/// variables, so one always fits. The search forgets clauses when less is left.
pub(super) const ROOM: usize = 1024;

/// Most words that added clauses (never forgotten) may take, so that forgetting the learned
/// ones always makes room.
const ADDED: usize = ARENA / 2;

const _: () = assert!(HEADER + VARS <= ROOM && ADDED + ROOM <= ARENA);

/// A clause's header: its length, its glue (distinct decision levels when it was learned;
/// 0 for an added clause, which is never forgotten), and the next entries of the two watch
/// lists it is on, for its first and its second literal.
pub(super) const HEADER: usize = 4;

/// The end of a watch list. An entry is `2 * offset + slot`: the clause at `offset`, by its
/// literal `slot` (0 or 1).
pub(super) const NIL: u16 = u16::MAX;

impl Solver {
    /// Stores a clause of two or more literals, watched by its first two. `None` when the
    /// arena has no room.
    pub(super) fn attach(&mut self, lits: &[Lit], glue: u16) -> Option<usize> {
        let offset = self.arena_len;
        if offset + HEADER + lits.len() > ARENA {
            return None;
        }
        self.arena[offset] = lits.len() as u16;
        self.arena[offset + 1] = glue;
        self.arena[offset + HEADER..offset + HEADER + lits.len()].copy_from_slice(lits);
        self.arena_len = offset + HEADER + lits.len();
        self.watch(offset);
        Some(offset)
    }

    /// Puts the clause at `offset` on the watch lists of its first two literals.
    fn watch(&mut self, offset: usize) {
        for slot in 0..2 {
            let lit = usize::from(self.arena[offset + HEADER + slot]);
            self.arena[offset + 2 + slot] = self.watches[lit];
            self.watches[lit] = (2 * offset + slot) as u16;
        }
    }

    /// `lit` just became false: each clause watching it finds another literal to watch, or
    /// asserts its other watched literal, or is in conflict.
    pub(super) fn visit_watches(&mut self, lit: Lit) -> Result<(), Conflict> {
        // The entry whose link leads to the current one, NIL for the list's head.
        let mut previous = NIL;
        let mut current = self.watches[usize::from(lit)];
        while current != NIL {
            let (offset, slot) = (usize::from(current >> 1), usize::from(current & 1));
            let next = self.arena[offset + 2 + slot];
            let other = self.arena[offset + HEADER + (1 - slot)];
            if self.lit_is_true(other) {
                previous = current;
                current = next;
                continue;
            }
            let start = offset + HEADER;
            let end = start + usize::from(self.arena[offset]);
            let replacement = (start + 2..end).find(|&at| !self.lit_is_false(self.arena[at]));
            if let Some(at) = replacement {
                let new = self.arena[at];
                self.arena[at] = lit;
                self.arena[start + slot] = new;
                // Off `lit`'s list, onto `new`'s.
                self.set_link(lit, previous, next);
                self.arena[offset + 2 + slot] = self.watches[usize::from(new)];
                self.watches[usize::from(new)] = current;
                current = next;
                continue;
            }
            let code = REASON_CLAUSE + offset as u16;
            if self.lit_is_false(other) {
                return Err(Conflict::Clause(code));
            }
            self.assign_lit(other, code)?;
            previous = current;
            current = next;
        }
        Ok(())
    }

    /// Makes the entry `previous` of `lit`'s watch list (NIL: the head) lead to `next`.
    #[inline(always)]
    fn set_link(&mut self, lit: Lit, previous: u16, next: u16) {
        if previous == NIL {
            self.watches[usize::from(lit)] = next;
        } else {
            let (offset, slot) = (usize::from(previous >> 1), usize::from(previous & 1));
            self.arena[offset + 2 + slot] = next;
        }
    }

    /// Distinct decision levels among `lits`: few means the clause ties few decisions
    /// together and is worth keeping.
    pub(super) fn glue(&self, lits: &[Lit]) -> u16 {
        let mut levels = [false; super::solver::MAX_LEVELS];
        let mut glue = 0;
        for &lit in lits {
            let level = usize::from(self.level[usize::from(lit >> 1)]);
            if !levels[level] {
                levels[level] = true;
                glue += 1;
            }
        }
        glue
    }

    /// Makes room: keeps the learned clauses of lowest glue (at most half of them) and the
    /// added ones, forgets the rest; and all the learned ones if that still leaves less than
    /// [`ROOM`]. Goes back to the root first, where no clause is the reason of an assignment
    /// that analysis would read.
    #[inline(never)]
    pub(super) fn reduce(&mut self) {
        self.backtrack(0);
        let mut by_glue = [0u16; 256];
        let mut learned = 0u16;
        let mut offset = 0;
        while offset < self.arena_len {
            let glue = usize::from(self.arena[offset + 1]).min(255);
            if glue > 0 {
                by_glue[glue] += 1;
                learned += 1;
            }
            offset += HEADER + usize::from(self.arena[offset]);
        }
        // Keep glue below `threshold`: the largest one that keeps at most half.
        let (mut threshold, mut kept) = (1, 0);
        while threshold < 256 && kept + by_glue[threshold] <= learned / 2 {
            kept += by_glue[threshold];
            threshold += 1;
        }
        self.keep_clauses(|glue| glue < threshold);
        if self.arena_len + ROOM > ARENA {
            self.keep_clauses(|glue| glue == 0);
        }
        self.rewatch();
    }

    /// Compacts the arena to the clauses whose glue passes `keep`, in their order; added
    /// clauses (glue 0) always pass.
    fn keep_clauses(&mut self, keep: impl Fn(usize) -> bool) {
        let (mut read, mut write) = (0, 0);
        while read < self.arena_len {
            let size = HEADER + usize::from(self.arena[read]);
            let glue = usize::from(self.arena[read + 1]);
            if glue == 0 || keep(glue) {
                self.arena.copy_within(read..read + size, write);
                write += size;
            }
            read += size;
        }
        self.arena_len = write;
    }

    /// Rebuilds every watch list from the arena.
    fn rewatch(&mut self) {
        self.watches = [NIL; 2 * VARS];
        let mut offset = 0;
        while offset < self.arena_len {
            self.watch(offset);
            offset += HEADER + usize::from(self.arena[offset]);
        }
    }

    /// Adds, at the root, the clause "some cell differs from `model`" over the cells open at
    /// the root, kept until [`Solver::forget_last_added`]. `Err` when no other model can
    /// exist.
    pub(crate) fn exclude_model(&mut self, model: &[u8; CELLS]) -> Result<(), NoModel> {
        self.backtrack(0);
        let mut lits = [0 as Lit; CELLS];
        let mut len = 0;
        for (cell, &digit) in model.iter().enumerate() {
            if !self.is_solved(cell) {
                lits[len] = not(holds(cell, usize::from(digit) - 1));
                len += 1;
            }
        }
        self.add(&lits[..len])
    }

    /// Adds, at the root, the clause that some decision of the model the solver stands at
    /// is false: it excludes exactly that model, as the decisions imply all the rest.
    pub(crate) fn exclude_decisions(&mut self) -> Result<(), NoModel> {
        let mut lits = [0 as Lit; CELLS];
        let len = self.decisions(&mut lits);
        for lit in &mut lits[..len] {
            *lit = not(*lit);
        }
        self.backtrack(0);
        self.add(&lits[..len])
    }

    /// Adds a clause over literals open at the root. `Err` when it has none (nothing
    /// satisfies it) or when added clauses already take all the room they may.
    fn add(&mut self, lits: &[Lit]) -> Result<(), NoModel> {
        match lits.len() {
            0 => Err(NoModel::Unsatisfiable),
            // Asserted at the root: it holds from then on, never forgotten.
            1 => self
                .assign_lit(lits[0], DECISION)
                .map_err(|_| NoModel::Unsatisfiable),
            len => {
                let added = self.added_words();
                if added + HEADER + len > ADDED {
                    return Err(NoModel::OutOfRoom);
                }
                if self.arena_len + HEADER + len + ROOM > ARENA {
                    self.reduce();
                }
                self.attach(lits, 0).ok_or(NoModel::OutOfRoom).map(|_| ())
            }
        }
    }

    /// Words the added clauses take.
    fn added_words(&self) -> usize {
        let (mut offset, mut words) = (0, 0);
        while offset < self.arena_len {
            let size = HEADER + usize::from(self.arena[offset]);
            if self.arena[offset + 1] == 0 {
                words += size;
            }
            offset += size;
        }
        words
    }

    /// Forgets the clause added last and every clause learned after it, which may depend on
    /// it.
    pub(crate) fn forget_last_added(&mut self) {
        self.backtrack(0);
        let (mut offset, mut last) = (0, None);
        while offset < self.arena_len {
            if self.arena[offset + 1] == 0 {
                last = Some(offset);
            }
            offset += HEADER + usize::from(self.arena[offset]);
        }
        if let Some(last) = last {
            self.arena_len = last;
            self.rewatch();
        }
    }
}
