//! Assignments on the trail and unit propagation over the Sudoku clauses: what a true or
//! false variable implies (singles, peers, locked candidates), opening a decision level and
//! undoing levels.

use super::clauses::NIL;
use super::layout::{
    BOX_LINES, CELL_HOUSE_POSITIONS, DECISION, FALSE, LINE_SEGMENT, Lit, REASON_CELL, REASON_CLAIM,
    REASON_HOUSE, REASON_POINT, TRUE, UNASSIGNED, box_line_positions,
};
use super::solver::{Conflict, Solver};
use crate::model::geometry::HOUSE_CELLS;

impl Solver {
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
    pub(super) fn assign_true(&mut self, var: u16, reason: u16) {
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
    pub(super) fn open_level(&mut self, lit: Lit) {
        self.decision_level += 1;
        self.level_start[self.decision_level] = self.trail_len as u16;
        // A true literal excludes its peers only in `propagate`: no conflict here.
        let _ = self.assign_lit(lit, DECISION);
    }
}
