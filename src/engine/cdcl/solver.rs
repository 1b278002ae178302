//! The solver's state and its search loop: load a board, decide, propagate, learn from each
//! conflict, restart, until a model or a verdict. Propagation over the trail is in
//! `trail.rs`, what to decide and when to restart in `branching.rs`.

use super::super::board::Board;
use super::analysis::Learned;
use super::branching::Restarts;
use super::clauses::{ARENA, NIL, ROOM};
use super::layout::{
    CELL_HOUSE_POSITIONS, CELLS, DECISION, FALSE, Lit, REASON_CLAUSE, TRUE, UNASSIGNED, VARS,
};
use crate::model::geometry::HOUSE_CELLS;

/// Decision levels: at most one per cell (each decision makes a variable true, which solves
/// its cell), and the root.
pub(super) const MAX_LEVELS: usize = CELLS + 1;

/// Why a search ended without a model.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum NoModel {
    /// No model satisfies the clauses.
    Unsatisfiable,
    /// The conflict budget ran out first.
    OutOfConflicts,
    /// A clause to add found no room in the arena.
    OutOfRoom,
    /// The assumption is false at the root: no model makes it true.
    Refuted,
}

/// A clause all of whose literals are false.
#[derive(Clone, Copy, Debug)]
pub(super) enum Conflict {
    /// Two true variables that exclude each other.
    Pair(u16, u16),
    /// A clause named by its reason code (cell, house or stored clause).
    Clause(u16),
    /// A locked-candidates clause, named by its reason code, whose implied variable is true.
    Locked(u16, u16),
}

/// How a search chooses its decisions.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Order {
    /// The first open cell, row-major, gets its smallest possible digit: the first model a
    /// search finds is then the lexicographically smallest one (see `lexmin.rs`).
    RowMajor,
    /// The cell most involved in recent conflicts gets its digit most involved: refutes
    /// fast.
    Activity,
}

/// A CDCL solver over the 729 cell-digit variables, entirely in fixed arrays (about 24 KiB).
pub(crate) struct Solver {
    pub(super) value: [u8; VARS],
    pub(super) level: [u8; VARS],
    pub(super) reason: [u16; VARS],
    /// Assigned variables in order.
    pub(super) trail: [u16; VARS],
    pub(super) trail_len: usize,
    /// Trail entries before this one have had their consequences propagated.
    pub(super) propagated: usize,
    /// Where each decision level starts on the trail.
    pub(super) level_start: [u16; MAX_LEVELS + 1],
    pub(super) decision_level: usize,
    /// Per cell, the digits not yet false.
    pub(super) cell_open: [u16; CELLS],
    /// Per house and digit, the positions not yet false.
    pub(super) house_open: [[u16; 9]; 27],
    /// Cells holding a true variable.
    pub(super) solved: u128,
    /// Per digit, the houses whose places for it just became confined to one line of a box
    /// or one box of a line: locked candidates still to apply.
    pub(super) locked: [u32; 9],
    /// How much each cell, and each variable, took part in recent conflicts.
    pub(super) cell_activity: [f32; CELLS],
    pub(super) var_activity: [f32; VARS],
    pub(super) bump: f32,
    /// Learned and added clauses, and the head of each literal's watch list.
    pub(super) arena: [u16; ARENA],
    pub(super) arena_len: usize,
    pub(super) watches: [u16; 2 * VARS],
    /// Scratch for conflict analysis: all false between analyses.
    pub(super) seen: [bool; VARS],
    /// Conflicts met so far, and the most allowed in all.
    pub(crate) conflicts: u64,
    pub(crate) limit: u64,
    /// How decisions are chosen.
    pub(crate) order: Order,
}

impl Solver {
    /// An empty solver, ready for [`Solver::load`]. Every field starts at zero, so that the
    /// state (too large to copy around) is cleared in place; `load` sets the rest.
    pub(crate) fn new() -> Self {
        Solver {
            value: [UNASSIGNED; VARS],
            level: [0; VARS],
            reason: [0; VARS],
            trail: [0; VARS],
            trail_len: 0,
            propagated: 0,
            level_start: [0; MAX_LEVELS + 1],
            decision_level: 0,
            cell_open: [0; CELLS],
            house_open: [[0; 9]; 27],
            solved: 0,
            locked: [0; 9],
            cell_activity: [0.0; CELLS],
            var_activity: [0.0; VARS],
            bump: 0.0,
            arena: [0; ARENA],
            arena_len: 0,
            watches: [0; 2 * VARS],
            seen: [false; VARS],
            conflicts: 0,
            limit: 0,
            order: Order::RowMajor,
        }
    }

    /// Takes the candidates of a propagated board: every excluded candidate is false at the
    /// root, every solved cell's digit true, and what this solver's propagation adds to the
    /// board's (hidden singles in columns, some locked candidates) follows. `Err` when they
    /// leave no model.
    ///
    /// The board's facts are written straight into the masks, off the trail: facts of the
    /// root are never undone, and analysis never reads them.
    pub(crate) fn load(&mut self, board: &Board) -> Result<(), NoModel> {
        self.watches.fill(NIL);
        self.limit = u64::MAX;
        self.restart_activity(0);
        for (cell, houses) in CELL_HOUSE_POSITIONS.iter().enumerate() {
            let open = board.candidates(cell);
            self.cell_open[cell] = open;
            for digit in 0..9 {
                if open >> digit & 1 == 0 {
                    self.value[9 * cell + digit] = FALSE;
                    continue;
                }
                for &(house, position) in houses {
                    self.house_open[usize::from(house)][digit] |= 1 << position;
                }
            }
            if !board.is_open(cell) {
                self.value[9 * cell + open.trailing_zeros() as usize] = TRUE;
                self.solved |= 1 << cell;
            }
        }
        // Singles the board left, and every house checked once for locked candidates.
        for cell in 0..CELLS {
            let open = self.cell_open[cell];
            if open == 0 {
                return Err(NoModel::Unsatisfiable);
            }
            let var = (9 * cell) as u16 + open.trailing_zeros() as u16;
            if open & (open - 1) == 0 && self.value[usize::from(var)] == UNASSIGNED {
                self.assign_true(var, DECISION);
            }
        }
        for (house, cells) in HOUSE_CELLS.iter().enumerate() {
            for digit in 0..9 {
                let places = self.house_open[house][digit];
                if places == 0 {
                    return Err(NoModel::Unsatisfiable);
                }
                let place = cells[places.trailing_zeros() as usize];
                let var = 9 * u16::from(place) + digit as u16;
                if places & (places - 1) == 0 && self.value[usize::from(var)] == UNASSIGNED {
                    self.assign_true(var, DECISION);
                }
            }
        }
        self.locked = [(1 << 27) - 1; 9];
        self.propagate().map_err(|_| NoModel::Unsatisfiable)
    }

    #[inline(always)]
    pub(super) fn lit_is_false(&self, lit: Lit) -> bool {
        self.value[usize::from(lit >> 1)] == if lit & 1 == 0 { FALSE } else { TRUE }
    }

    #[inline(always)]
    pub(super) fn lit_is_true(&self, lit: Lit) -> bool {
        self.value[usize::from(lit >> 1)] == if lit & 1 == 0 { TRUE } else { FALSE }
    }

    /// Whether `cell` holds a true variable.
    pub(super) fn is_solved(&self, cell: usize) -> bool {
        self.solved >> cell & 1 != 0
    }
    /// Searches for a model within `budget` more conflicts (and `limit` in all), from the
    /// root, with `assumption` (when given) the decision of level 1 whenever the search
    /// stands at the root. On success the solver stands at the model. `Refuted`: the
    /// clauses make the assumption false at the root (and so it stays).
    ///
    /// Every decision, the assumption included, makes a variable true (a literal
    /// `holds(cell, digit)`): `lexmin.rs` rests on it.
    pub(crate) fn solve(
        &mut self,
        assumption: Option<Lit>,
        budget: u64,
        learned: &mut Learned,
    ) -> Result<(), NoModel> {
        debug_assert!(
            assumption.is_none_or(|lit| lit & 1 == 0),
            "assumptions are true"
        );
        let limit = self.conflicts.saturating_add(budget).min(self.limit);
        self.backtrack(0);
        let mut restarts = Restarts::new();
        loop {
            if let Err(conflict) = self.propagate() {
                self.conflicts += 1;
                if self.decision_level == 0 {
                    return Err(NoModel::Unsatisfiable);
                }
                self.learn(conflict, learned);
                if self.conflicts >= limit {
                    return Err(NoModel::OutOfConflicts);
                }
                if restarts.due() {
                    self.backtrack(0);
                }
                continue;
            }
            if self.arena_len + ROOM > ARENA {
                self.reduce();
                continue;
            }
            if let Some(lit) = assumption.filter(|_| self.decision_level == 0) {
                if self.lit_is_false(lit) {
                    return Err(NoModel::Refuted);
                }
                if !self.lit_is_true(lit) {
                    self.open_level(lit);
                    continue;
                }
            }
            match self.next_decision() {
                None => return Ok(()),
                Some(lit) => self.open_level(lit),
            }
        }
    }

    /// Makes `lit` true at the root, for good, and propagates it. `Err` when the clauses
    /// then leave no model.
    pub(crate) fn fix(&mut self, lit: Lit) -> Result<(), NoModel> {
        self.backtrack(0);
        if self.lit_is_false(lit) {
            return Err(NoModel::Unsatisfiable);
        }
        if !self.lit_is_true(lit) {
            self.assign_lit(lit, DECISION)
                .and_then(|()| self.propagate())
                .map_err(|_| NoModel::Unsatisfiable)?;
        }
        Ok(())
    }

    /// The root's facts as a board, not yet propagated: each cell keeps its digits open at
    /// the root.
    pub(crate) fn root_board(&mut self) -> Board {
        self.backtrack(0);
        let mut board = Board::new();
        for (cell, &digits) in self.cell_open.iter().enumerate() {
            board.restrict(cell, digits);
        }
        board
    }

    /// The digits still open at `cell` at the root: the facts that hold for every model.
    pub(crate) fn root_digits(&mut self, cell: usize) -> u16 {
        self.backtrack(0);
        self.cell_open[cell]
    }

    /// Learns a clause from `conflict`, jumps back to where it asserts, and asserts it.
    fn learn(&mut self, conflict: Conflict, learned: &mut Learned) {
        let jump = self.analyze(conflict, learned);
        self.backtrack(jump);
        let lits = learned.lits();
        let reason = if lits.len() == 1 {
            DECISION
        } else {
            let glue = self.glue(lits);
            match self.attach(lits, glue) {
                Some(offset) => REASON_CLAUSE + offset as u16,
                None => {
                    // Forgetting goes back to the root, where the clause asserts nothing
                    // yet: it is only watched. It fits: `reduce` leaves `ROOM`.
                    self.reduce();
                    let attached = self.attach(lits, glue);
                    debug_assert!(attached.is_some(), "reduce leaves room for any clause");
                    return;
                }
            }
        };
        // A conflict here is met again by the next propagation.
        let _ = self.assign_lit(lits[0], reason);
    }

    /// The decisions of the current levels: the literals that, propagated, gave the model
    /// the solver stands at.
    pub(super) fn decisions(&self, out: &mut [Lit; CELLS]) -> usize {
        let mut len = 0;
        for level in 1..=self.decision_level {
            // A level's first assignment is its decision.
            let var = self.trail[usize::from(self.level_start[level])];
            out[len] = 2 * var + u16::from(self.value[usize::from(var)] == FALSE);
            len += 1;
        }
        len
    }

    /// The digits of the model the solver stands at.
    pub(crate) fn model(&self) -> [u8; CELLS] {
        let mut cells = [0u8; CELLS];
        for (cell, digit) in cells.iter_mut().enumerate() {
            *digit = (0..9)
                .find(|&d| self.value[9 * cell + d] == TRUE)
                .map_or(0, |d| d as u8 + 1);
        }
        cells
    }
}
