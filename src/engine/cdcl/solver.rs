//! The solver's state and search: assignments on a trail, unit propagation over the Sudoku
//! clauses (never stored: they are the structure of the grid), decisions and backjumps.

use super::super::board::Board;
use super::analysis::Learned;
use super::clauses::{ARENA, NIL, ROOM};
use super::layout::{
    BOX_LINES, CELL_HOUSE_POSITIONS, CELLS, DECISION, FALSE, LINE_SEGMENT, Lit, REASON_CELL,
    REASON_CLAIM, REASON_CLAUSE, REASON_HOUSE, REASON_POINT, TRUE, UNASSIGNED, VARS,
    box_line_positions, holds,
};
use crate::model::geometry::HOUSE_CELLS;

/// Decision levels: at most one per cell (each decision makes a variable true, which solves
/// its cell), and the root.
pub(super) const MAX_LEVELS: usize = CELLS + 1;

const ALL_CELLS: u128 = (1 << CELLS) - 1;

/// Luby restarts, in units of this many conflicts.
const RESTART_UNIT: u64 = 100;

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
    propagated: usize,
    /// Where each decision level starts on the trail.
    level_start: [u16; MAX_LEVELS + 1],
    pub(super) decision_level: usize,
    /// Per cell, the digits not yet false.
    cell_open: [u16; CELLS],
    /// Per house and digit, the positions not yet false.
    house_open: [[u16; 9]; 27],
    /// Cells holding a true variable.
    solved: u128,
    /// Per digit, the houses whose places for it just became confined to one line of a box
    /// or one box of a line: locked candidates still to apply.
    locked: [u32; 9],
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

    #[inline(always)]
    fn push(&mut self, var: u16, value: u8, reason: u16) {
        let v = usize::from(var);
        self.value[v] = value;
        self.level[v] = self.decision_level as u8;
        self.reason[v] = reason;
        self.trail[self.trail_len] = var;
        self.trail_len += 1;
    }

    /// Makes an unassigned `var` true; `propagate` excludes its peers.
    #[inline(always)]
    fn assign_true(&mut self, var: u16, reason: u16) {
        self.push(var, TRUE, reason);
        self.solved |= 1 << (var / 9);
    }

    /// Makes an unassigned `var` false. When that leaves its cell, or its digit in a house,
    /// one place, the place is made true at once; a confinement to one line or box is noted
    /// for `propagate`.
    #[inline(always)]
    fn assign_false(&mut self, var: u16, reason: u16) -> Result<(), Conflict> {
        self.push(var, FALSE, reason);
        let (cell, digit) = (usize::from(var / 9), usize::from(var % 9));
        let open = self.cell_open[cell] & !(1 << digit);
        self.cell_open[cell] = open;
        if open & open.wrapping_sub(1) == 0 {
            let code = REASON_CELL + cell as u16;
            if open == 0 {
                return Err(Conflict::Clause(code));
            }
            let last = (9 * cell + open.trailing_zeros() as usize) as u16;
            if self.value[usize::from(last)] == UNASSIGNED {
                self.assign_true(last, code);
            }
        }
        for (house, position) in CELL_HOUSE_POSITIONS[cell] {
            let slot = &mut self.house_open[usize::from(house)][digit];
            let before = *slot;
            let open = before & !(1 << position);
            *slot = open;
            if open & open.wrapping_sub(1) == 0 {
                let code = REASON_HOUSE + 9 * u16::from(house) + digit as u16;
                if open == 0 {
                    return Err(Conflict::Clause(code));
                }
                let place = HOUSE_CELLS[usize::from(house)][open.trailing_zeros() as usize];
                let last = 9 * u16::from(place) + digit as u16;
                if self.value[usize::from(last)] == UNASSIGNED {
                    self.assign_true(last, code);
                }
            } else {
                let table = if house >= 18 {
                    &BOX_LINES
                } else {
                    &LINE_SEGMENT
                };
                if table[usize::from(open)] & !table[usize::from(before)] != 0 {
                    self.locked[digit] |= 1 << house;
                }
            }
        }
        Ok(())
    }

    /// Makes the unassigned literal `lit` true.
    #[inline(always)]
    pub(super) fn assign_lit(&mut self, lit: Lit, reason: u16) -> Result<(), Conflict> {
        if lit & 1 == 0 {
            self.assign_true(lit >> 1, reason);
            Ok(())
        } else {
            self.assign_false(lit >> 1, reason)
        }
    }

    /// Unit propagation to a fixpoint: the consequences of every new assignment, then the
    /// locked candidates noted on the way.
    pub(super) fn propagate(&mut self) -> Result<(), Conflict> {
        loop {
            while self.propagated < self.trail_len {
                let var = self.trail[self.propagated];
                self.propagated += 1;
                // The literal the assignment made false; most have no clause watching them.
                let false_lit = 2 * var + u16::from(self.value[usize::from(var)] == TRUE);
                if false_lit & 1 != 0 {
                    self.exclude_peers(var)?;
                }
                if self.watches[usize::from(false_lit)] != NIL {
                    self.visit_watches(false_lit)?;
                }
            }
            let Some(digit) = self.locked.iter().position(|&houses| houses != 0) else {
                return Ok(());
            };
            let house = self.locked[digit].trailing_zeros() as usize;
            self.locked[digit] &= self.locked[digit] - 1;
            let places = usize::from(self.house_open[house][digit]);
            if house >= 18 {
                let mut lines = BOX_LINES[places];
                while lines != 0 {
                    let line = lines.trailing_zeros() as usize;
                    lines &= lines - 1;
                    self.point(house - 18, digit, line)?;
                }
            } else if LINE_SEGMENT[places] != 0 {
                self.claim(house, digit, LINE_SEGMENT[places].trailing_zeros() as usize)?;
            }
        }
    }

    /// A true `var` makes false the other digits of its cell and its digit in its houses.
    #[inline(always)]
    fn exclude_peers(&mut self, var: u16) -> Result<(), Conflict> {
        let (cell, digit) = (usize::from(var / 9), usize::from(var % 9));
        let mut others = self.cell_open[cell] & !(1 << digit);
        while others != 0 {
            let other = (9 * cell) as u16 + others.trailing_zeros() as u16;
            others &= others - 1;
            self.exclude(var, other)?;
        }
        for (house, position) in CELL_HOUSE_POSITIONS[cell] {
            let mut places = self.house_open[usize::from(house)][digit] & !(1 << position);
            while places != 0 {
                let place = HOUSE_CELLS[usize::from(house)][places.trailing_zeros() as usize];
                places &= places - 1;
                self.exclude(var, 9 * u16::from(place) + digit as u16)?;
            }
        }
        Ok(())
    }

    /// The true `var` excludes `other`, which is not false yet.
    #[inline(always)]
    fn exclude(&mut self, var: u16, other: u16) -> Result<(), Conflict> {
        match self.value[usize::from(other)] {
            UNASSIGNED => self.assign_false(other, var),
            TRUE => Err(Conflict::Pair(var, other)),
            _ => Ok(()),
        }
    }

    /// The digit's places in box `box_` all lie on its line `line`: the rest of that row or
    /// column, outside the box, loses the digit.
    fn point(&mut self, box_: usize, digit: usize, line: usize) -> Result<(), Conflict> {
        let corner = usize::from(HOUSE_CELLS[18 + box_][0]);
        let (house, outside) = if line < 3 {
            (corner / 9 + line, !(0b111u16 << (corner % 9)))
        } else {
            (9 + corner % 9 + line - 3, !(0b111u16 << (corner / 9)))
        };
        let code = REASON_POINT + ((9 * box_ + digit) * 6 + line) as u16;
        let places = self.house_open[house][digit] & outside;
        self.eliminate(house, digit, places, code)
    }

    /// The digit's places in row or column `house` all lie in its segment `segment`: the
    /// rest of that segment's box loses the digit.
    fn claim(&mut self, house: usize, digit: usize, segment: usize) -> Result<(), Conflict> {
        let cell = usize::from(HOUSE_CELLS[house][3 * segment]);
        let (box_unit, position) = CELL_HOUSE_POSITIONS[cell][2];
        let line = if house < 9 {
            usize::from(position) / 3
        } else {
            3 + usize::from(position) % 3
        };
        let code = REASON_CLAIM + ((9 * house + digit) * 3 + segment) as u16;
        let box_unit = usize::from(box_unit);
        let places = self.house_open[box_unit][digit] & !box_line_positions(line);
        self.eliminate(box_unit, digit, places, code)
    }

    /// Locked candidates remove the digit from `places` of `house` for the reason `code`.
    fn eliminate(
        &mut self,
        house: usize,
        digit: usize,
        mut places: u16,
        code: u16,
    ) -> Result<(), Conflict> {
        while places != 0 {
            let place = HOUSE_CELLS[house][places.trailing_zeros() as usize];
            places &= places - 1;
            let var = 9 * u16::from(place) + digit as u16;
            match self.value[usize::from(var)] {
                UNASSIGNED => self.assign_false(var, code)?,
                TRUE => return Err(Conflict::Locked(code, var)),
                _ => {}
            }
        }
        Ok(())
    }

    /// Undoes every level above `level`.
    pub(super) fn backtrack(&mut self, level: usize) {
        if self.decision_level <= level {
            return;
        }
        let start = usize::from(self.level_start[level + 1]);
        for &var in self.trail[start..self.trail_len].iter().rev() {
            let v = usize::from(var);
            let (cell, digit) = (v / 9, v % 9);
            if self.value[v] == FALSE {
                self.cell_open[cell] |= 1 << digit;
                for (house, position) in CELL_HOUSE_POSITIONS[cell] {
                    self.house_open[usize::from(house)][digit] |= 1 << position;
                }
            } else {
                self.solved &= !(1 << cell);
            }
            self.value[v] = UNASSIGNED;
        }
        self.trail_len = start;
        self.propagated = start;
        self.locked = [0; 9];
        self.decision_level = level;
    }

    /// Opens a new decision level with the open literal `lit` true.
    fn open_level(&mut self, lit: Lit) {
        self.decision_level += 1;
        self.level_start[self.decision_level] = self.trail_len as u16;
        // A true literal excludes its peers only in `propagate`: no conflict here.
        let _ = self.assign_lit(lit, DECISION);
    }

    /// The next decision (`order`): a literal making an open cell's digit true. `None` when
    /// every cell is solved.
    fn next_decision(&self) -> Option<Lit> {
        let mut open = !self.solved & ALL_CELLS;
        if open == 0 {
            return None;
        }
        let mut cell = open.trailing_zeros() as usize;
        let mut digits = self.cell_open[cell];
        if self.order == Order::RowMajor {
            return Some(holds(cell, digits.trailing_zeros() as usize));
        }
        while open != 0 {
            let candidate = open.trailing_zeros() as usize;
            open &= open - 1;
            if self.cell_activity[candidate] > self.cell_activity[cell] {
                cell = candidate;
            }
        }
        digits = self.cell_open[cell];
        let mut digit = digits.trailing_zeros() as usize;
        while digits != 0 {
            let candidate = digits.trailing_zeros() as usize;
            digits &= digits - 1;
            if self.var_activity[9 * cell + candidate] > self.var_activity[9 * cell + digit] {
                digit = candidate;
            }
        }
        Some(holds(cell, digit))
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

    /// Forgets which cells and variables recent conflicts involved, and gives each a small
    /// pseudo-random activity (from `seed`, so that every run decides alike), below what one
    /// conflict adds: until its own conflicts, the next search breaks ties in no order a grid
    /// can be built against. Row-major ties made some grids take a hundred times the
    /// conflicts that any shuffled order needs.
    pub(crate) fn restart_activity(&mut self, seed: u64) {
        let mut state = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
        let mut draw = || {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            (state >> 40) as f32 / (1u64 << 24) as f32
        };
        self.cell_activity
            .iter_mut()
            .for_each(|activity| *activity = draw());
        self.var_activity
            .iter_mut()
            .for_each(|activity| *activity = draw());
        self.bump = 1.0;
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

/// Luby restarts: after 1, 1, 2, 1, 1, 2, 4, ... units of conflicts.
struct Restarts {
    left: u64,
    index: u64,
}

impl Restarts {
    fn new() -> Self {
        Restarts {
            left: RESTART_UNIT,
            index: 1,
        }
    }

    /// Counts a conflict; true when it is time to restart.
    fn due(&mut self) -> bool {
        self.left -= 1;
        if self.left > 0 {
            return false;
        }
        self.index += 1;
        self.left = RESTART_UNIT * luby(self.index);
        true
    }
}

/// Term `index` (from 1) of the Luby sequence 1, 1, 2, 1, 1, 2, 4, ...
fn luby(mut index: u64) -> u64 {
    loop {
        // The smallest 2^k - 1 at or above `index`.
        let mut size = 1u64;
        while size < index {
            size = 2 * size + 1;
        }
        if size == index {
            return size.div_ceil(2);
        }
        index -= size / 2;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn luby_sequence() {
        let terms: Vec<u64> = (1..=15).map(luby).collect();
        assert_eq!(terms, [1, 1, 2, 1, 1, 2, 4, 1, 1, 2, 1, 1, 2, 4, 8]);
    }
}
