//! The candidate state every technique reads: the digits placed, and each empty cell's
//! candidates, kept twice (per cell, and per digit as a set of cells) so that both kinds of
//! question are one lookup.

use super::sets::{CellSet, PEERS, bit, cells, digit_bit, digits};

/// All nine digits as a mask.
pub(crate) const ALL_DIGITS: u16 = 0x1ff;

/// A grid in the middle of a logic solve: on the stack, copied freely.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct State {
    /// The digit of each cell, 0 when empty.
    pub values: [u8; 81],
    /// The candidates of each empty cell (bit `d - 1` for digit `d`); 0 for a filled cell.
    pub cands: [u16; 81],
    /// For each digit `d` (index `d - 1`), the empty cells that still have it as a candidate.
    pub planes: [CellSet; 9],
}

impl State {
    /// The state of `cells` (values 0..=9, no clash): each empty cell's candidates are the
    /// digits no filled peer holds, narrowed to `marks` where the player gave pencil marks.
    pub fn new(cells: &[u8; 81], marks: Option<&[u16; 81]>) -> State {
        let seen = seen_digits(cells);
        let mut state = State {
            values: *cells,
            cands: [0; 81],
            planes: [0; 9],
        };
        for cell in 0..81 {
            if cells[cell] != 0 {
                continue;
            }
            let mut mask = basic_candidates(&seen, cell);
            if let Some(marks) = marks {
                mask &= marks[cell];
            }
            state.cands[cell] = mask;
            for digit in digits(mask) {
                state.planes[usize::from(digit - 1)] |= bit(cell);
            }
        }
        state
    }

    /// The empty cells.
    pub fn empty(&self) -> CellSet {
        self.planes.iter().fold(0, |all, plane| all | plane) | self.empty_without_candidates()
    }

    /// Empty cells left with no candidate (only a wrong pencil mark makes one).
    fn empty_without_candidates(&self) -> CellSet {
        (0..81)
            .filter(|&cell| self.values[cell] == 0 && self.cands[cell] == 0)
            .fold(0, |set, cell| set | bit(cell))
    }

    /// Whether every cell holds a digit.
    pub fn is_solved(&self) -> bool {
        self.values.iter().all(|&value| value != 0)
    }

    /// Writes `digit` into `cell` and removes it from the candidates of the cell's peers, as
    /// a person does on placing a digit.
    pub fn place(&mut self, cell: usize, digit: u8) {
        for old in digits(self.cands[cell]) {
            self.planes[usize::from(old - 1)] &= !bit(cell);
        }
        self.cands[cell] = 0;
        self.values[cell] = digit;
        let plane = &mut self.planes[usize::from(digit - 1)];
        for peer in cells(*plane & PEERS[cell]) {
            self.cands[peer] &= !digit_bit(digit);
        }
        *plane &= !PEERS[cell];
    }

    /// Removes the digits of `mask` from the candidates of `cell`.
    pub fn eliminate(&mut self, cell: usize, mask: u16) {
        self.cands[cell] &= !mask;
        for digit in digits(mask) {
            self.planes[usize::from(digit - 1)] &= !bit(cell);
        }
    }
}

/// For each house, the digits its filled cells hold.
fn seen_digits(cells: &[u8; 81]) -> [u16; 27] {
    let mut seen = [0; 27];
    for (cell, &value) in cells.iter().enumerate() {
        if value != 0 {
            for house in super::sets::CELL_HOUSES[cell] {
                seen[usize::from(house)] |= digit_bit(value);
            }
        }
    }
    seen
}

/// The digits that no filled peer of `cell` holds.
fn basic_candidates(seen: &[u16; 27], cell: usize) -> u16 {
    let [row, column, box_] = super::sets::CELL_HOUSES[cell];
    ALL_DIGITS & !(seen[usize::from(row)] | seen[usize::from(column)] | seen[usize::from(box_)])
}

/// The basic candidates of every cell of `cells` (values 0..=9): for an empty cell, the
/// digits no filled peer holds; for a filled cell, its own digit.
pub(crate) fn basic_marks(cells: &[u8; 81]) -> [u16; 81] {
    let seen = seen_digits(cells);
    let mut marks = [0; 81];
    for (cell, mark) in marks.iter_mut().enumerate() {
        *mark = match cells[cell] {
            0 => basic_candidates(&seen, cell),
            value => digit_bit(value),
        };
    }
    marks
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn placing_removes_the_digit_from_peers_only() {
        let mut state = State::new(&[0; 81], None);
        assert_eq!(state.cands[40], ALL_DIGITS);
        state.place(40, 5);
        assert_eq!(state.values[40], 5);
        assert_eq!(state.cands[40], 0);
        assert_eq!(state.cands[44], ALL_DIGITS & !digit_bit(5));
        assert_eq!(state.cands[0], ALL_DIGITS);
        assert_eq!(state.planes[4] & PEERS[40], 0);
        state.eliminate(0, digit_bit(5) | digit_bit(9));
        assert_eq!(state.cands[0], ALL_DIGITS & !(digit_bit(5) | digit_bit(9)));
        assert_eq!(state.planes[4] & bit(0), 0);
        assert_eq!(state.planes[8] & bit(0), 0);
        assert_ne!(state.planes[0] & bit(0), 0);
    }

    #[test]
    fn marks_narrow_the_basic_candidates() {
        let mut cells = [0; 81];
        cells[1] = 3;
        let mut marks = [ALL_DIGITS; 81];
        marks[0] = digit_bit(3) | digit_bit(4);
        let state = State::new(&cells, Some(&marks));
        assert_eq!(state.cands[0], digit_bit(4));
        assert_eq!(basic_marks(&cells)[1], digit_bit(3));
        assert_eq!(basic_marks(&cells)[0], ALL_DIGITS & !digit_bit(3));
        assert_eq!(state.empty().count_ones(), 80);
    }
}
