//! The candidate state every technique reads: the digits placed, and each empty cell's
//! candidates, kept twice (per cell, and per digit as a set of cells) so that both kinds of
//! question are one lookup. It also keeps what the techniques within one house ask again on
//! every step: which houses have one empty cell left, and, for each such technique, which
//! houses were searched in vain and have not changed since; and, for the chains of strong
//! links, which digits' planes were searched in vain, as they were then.

use core::cell::Cell;

use super::geometry::{Classic, Geometry, HouseSet, MAX_HOUSES};
use super::sets::{CellSet, bit, cells, digit_bit, digits};

/// All nine digits as a mask.
pub(crate) const ALL_DIGITS: u16 = 0x1ff;

/// A grid in the middle of a logic solve: on the stack, cloned freely. Its houses and peers
/// are those of `G`: the classic grid's unless another geometry is named.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct State<G: Geometry = Classic> {
    /// The houses and peers; zero-sized for the classic grid.
    pub geometry: G,
    /// The digit of each cell, 0 when empty.
    pub values: [u8; 81],
    /// The candidates of each empty cell (bit `d - 1` for digit `d`); 0 for a filled cell.
    pub cands: [u16; 81],
    /// For each digit `d` (index `d - 1`), the empty cells that still have it as a candidate.
    pub planes: [CellSet; 9],
    /// The empty cells.
    pub empty: CellSet,
    /// The number of empty cells of each house.
    pub house_empty: [u8; MAX_HOUSES],
    /// Houses with exactly one empty cell.
    pub full_houses: HouseSet,
    /// For each technique within one house (`Quiet`), the houses a search found nothing in
    /// and that have not changed since.
    quiet: [Cell<HouseSet>; Quiet::KINDS],
    /// For each chain length of strong links (2 to 6) and digit, the plane a search of that
    /// digit's chains found nothing in, and the chains it tried (`NO_PLANE`: none known).
    /// Kept with the plane itself rather than dropped on a change, so that a record can
    /// only be read for the very plane it was made on.
    quiet_planes: [[Cell<(CellSet, u32)>; 9]; STRONG_LINK_LENGTHS],
}

/// The chain lengths of strong links a record is kept for: 2 to 6 links.
const STRONG_LINK_LENGTHS: usize = 5;

/// No plane: a set with cells past the 81st, which no digit's plane has.
const NO_PLANE: CellSet = CellSet::MAX;

/// The techniques whose search looks at one house at a time, so that a house where one found
/// nothing needs no new search until the house changes.
#[derive(Clone, Copy)]
pub(crate) enum Quiet {
    HiddenSingle = 0,
    NakedPair = 1,
    NakedTriple = 2,
    NakedQuad = 3,
    HiddenPair = 4,
    HiddenTriple = 5,
    HiddenQuad = 6,
}

impl Quiet {
    const KINDS: usize = 7;

    /// The naked (`hidden` false) or hidden subset of `size` 2 to 4.
    pub fn subset(hidden: bool, size: u32) -> Quiet {
        match (hidden, size) {
            (false, 2) => Quiet::NakedPair,
            (false, 3) => Quiet::NakedTriple,
            (false, _) => Quiet::NakedQuad,
            (true, 2) => Quiet::HiddenPair,
            (true, 3) => Quiet::HiddenTriple,
            (true, _) => Quiet::HiddenQuad,
        }
    }
}

impl State {
    /// The state of `grid` (values 0..=9, no clash) on the classic grid: each empty cell's
    /// candidates are the digits no filled peer holds, narrowed to `marks` where the player
    /// gave pencil marks.
    pub fn new(grid: &[u8; 81], marks: Option<&[u16; 81]>) -> State {
        State::with_geometry(Classic, grid, marks)
    }
}

impl<G: Geometry> State<G> {
    /// The state of `grid` (values 0..=9, no clash among the peers of `geometry`), as
    /// [`State::new`] on the classic grid.
    pub fn with_geometry(geometry: G, grid: &[u8; 81], marks: Option<&[u16; 81]>) -> State<G> {
        let mut state = State {
            geometry,
            values: *grid,
            cands: [0; 81],
            planes: [0; 9],
            empty: 0,
            house_empty: [0; MAX_HOUSES],
            full_houses: 0,
            quiet: Default::default(),
            quiet_planes: [const { [const { Cell::new((NO_PLANE, 0)) }; 9] }; STRONG_LINK_LENGTHS],
        };
        // Each digit's plane: the empty cells, less the peers of the cells holding it.
        let mut filled = 0;
        let mut seen_by = [0 as CellSet; 9];
        for (cell, &value) in grid.iter().enumerate() {
            if value != 0 {
                filled |= bit(cell);
                seen_by[usize::from(value - 1)] |= state.geometry.peers(cell);
            }
        }
        state.empty = !filled & ((1 << 81) - 1);
        for (digit, plane) in state.planes.iter_mut().enumerate() {
            *plane = state.empty & !seen_by[digit];
            if let Some(marks) = marks {
                *plane &= (0..81)
                    .filter(|&cell| marks[cell] & 1 << digit != 0)
                    .fold(0, |set, cell| set | bit(cell));
            }
            for cell in cells(*plane) {
                state.cands[cell] |= 1 << digit;
            }
        }
        for house in 0..state.geometry.houses() {
            let open = (state.empty & state.geometry.house_set(house)).count_ones();
            state.house_empty[house] = open as u8;
            if open == 1 {
                state.full_houses |= 1 << house;
            }
        }
        state
    }

    /// Whether every cell holds a digit.
    pub fn is_solved(&self) -> bool {
        self.empty == 0
    }

    /// Writes `digit` into `cell` and removes it from the candidates of the cell's peers, as
    /// a person does on placing a digit.
    pub fn place(&mut self, cell: usize, digit: u8) {
        for old in digits(self.cands[cell]) {
            self.planes[usize::from(old - 1)] &= !bit(cell);
        }
        self.cands[cell] = 0;
        self.values[cell] = digit;
        self.empty &= !bit(cell);
        for &house in self.geometry.cell_houses(cell) {
            let house = usize::from(house);
            self.house_empty[house] -= 1;
            if self.house_empty[house] == 1 {
                self.full_houses |= 1 << house;
            } else {
                self.full_houses &= !(1 << house);
            }
        }
        self.forget(self.geometry.touched(cell));
        let peers = self.geometry.peers(cell);
        let plane = &mut self.planes[usize::from(digit - 1)];
        for peer in cells(*plane & peers) {
            self.cands[peer] &= !digit_bit(digit);
        }
        *plane &= !peers;
    }

    /// Removes the digits of `mask` from the candidates of `cell`.
    pub fn eliminate(&mut self, cell: usize, mask: u16) {
        self.cands[cell] &= !mask;
        self.forget(self.geometry.cell_house_set(cell));
        for digit in digits(mask) {
            self.planes[usize::from(digit - 1)] &= !bit(cell);
        }
    }
}

impl<G: Geometry> State<G> {
    /// Drops what is known about `houses`, which changed.
    fn forget(&mut self, houses: HouseSet) {
        for quiet in &mut self.quiet {
            *quiet.get_mut() &= !houses;
        }
    }

    /// The houses known to have nothing for `kind`.
    pub fn quiet(&self, kind: Quiet) -> HouseSet {
        self.quiet[kind as usize].get()
    }

    /// Records that `houses` have nothing for `kind` (until they change).
    pub fn set_quiet(&self, kind: Quiet, houses: HouseSet) {
        self.quiet[kind as usize].set(houses);
    }

    /// The chains a search for `links` strong links of `digit` tried and found nothing in,
    /// if one did on the digit's plane as it is now.
    pub fn quiet_plane(&self, links: usize, digit: u8) -> Option<u32> {
        let plane = self.planes[usize::from(digit - 1)];
        let (searched, tried) = self.quiet_planes[links - 2][usize::from(digit - 1)].get();
        (searched == plane).then_some(tried)
    }

    /// Records that a search for `links` strong links of `digit` tried `tried` chains on the
    /// digit's plane as it is now, to the end, and found nothing.
    pub fn set_quiet_plane(&self, links: usize, digit: u8, tried: u32) {
        let plane = self.planes[usize::from(digit - 1)];
        self.quiet_planes[links - 2][usize::from(digit - 1)].set((plane, tried));
    }
}

/// For each house, the digits its filled cells hold.
fn seen_digits(cells: &[u8; 81]) -> [u16; 27] {
    let mut seen = [0; 27];
    for (cell, &value) in cells.iter().enumerate() {
        if value != 0 {
            for house in crate::model::geometry::CELL_HOUSES[cell] {
                seen[usize::from(house)] |= digit_bit(value);
            }
        }
    }
    seen
}

/// The digits that no filled peer of `cell` holds.
fn basic_candidates(seen: &[u16; 27], cell: usize) -> u16 {
    let [row, column, box_] = crate::model::geometry::CELL_HOUSES[cell];
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
        assert_eq!(state.planes[4] & crate::logic::sets::PEERS[40], 0);
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
        assert_eq!(state.empty.count_ones(), 80);
    }
}
