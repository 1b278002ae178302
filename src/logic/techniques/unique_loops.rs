//! Unique loops: the rectangles' argument over 6, 8, 10 or more cells. Cells holding the same
//! two digits a and b, each seeing the next and the last the first, such that every house
//! the loop meets holds two of its cells, one at an even and one at an odd place, cannot end
//! up holding only a and b: they would alternate round the loop, and swapping a and b would
//! give a second solution. Sound only for a puzzle with one solution, which the caller has
//! checked. Where cells of the loop hold more than a and b, what follows is told by type as
//! for the rectangles (`uniqueness`): 1, one cell holds more; 2, those holding more hold one
//! digit more, the same; 3, two in one house make a naked or hidden subset with other cells
//! of the house; 4, two in one house where a has no other place.
//!
//! Found as Sudoku Explainer finds its loops (a depth-first walk from each cell holding only
//! the two digits, never through two houses of one kind in a row, at most two cells holding
//! more unless they all hold the same one digit more) and rated as it rates them: 4.5 and
//! 0.1 for a loop of 6 cells, 0.2 for 8, 0.5 for 10 or more; type 3 0.1 more for each cell of
//! a naked subset beyond the loop's two, or of a hidden one beyond one.

use crate::logic::geometry::{Geometry, HouseSet};
use crate::logic::hint::{Hint, Technique};
use crate::logic::sets::{CellSet, bit, cells, digits};
use crate::logic::state::State;

/// Cells a loop can have: each row holds at most two of them. Loops longer than the
/// hint's key cells (16) are left out.
const MAX_LOOP: usize = 16;

/// Offers every unique loop of 6 cells or more to `offer`, with its rating in tenths and
/// its type, in the order Sudoku Explainer finds them.
pub(crate) fn offer_loops<G: Geometry>(state: &State<G>, offer: &mut impl FnMut(u16, u8, Hint)) {
    for start in cells(state.empty) {
        let pair = state.cands[start];
        if pair.count_ones() != 2 {
            continue;
        }
        // A loop needs six cells holding the pair.
        let mut both = digits(pair).map(|digit| state.planes[usize::from(digit - 1)]);
        let holders = both.next().unwrap_or(0) & both.next().unwrap_or(0);
        if holders.count_ones() < 6 {
            continue;
        }
        let mut walk = Walk {
            state,
            pair,
            path: [0; MAX_LOOP],
            len: 0,
            members: 0,
            houses: [0; 2],
        };
        walk.push(start);
        walk.extend(2, 0, None, offer);
    }
}

/// A walk in progress from `path[0]`.
struct Walk<'a, G: Geometry> {
    state: &'a State<G>,
    pair: u16,
    path: [usize; MAX_LOOP],
    len: usize,
    members: CellSet,
    /// The houses met by the cells at even places, and at odd places (bit per house).
    houses: [HouseSet; 2],
}

impl<G: Geometry> Walk<'_, G> {
    fn push(&mut self, cell: usize) {
        self.houses[self.len % 2] |= self.state.geometry.cell_house_set(cell);
        self.path[self.len] = cell;
        self.len += 1;
        self.members |= bit(cell);
    }

    fn pop(&mut self) {
        self.len -= 1;
        let cell = self.path[self.len];
        self.houses[self.len % 2] &= !self.state.geometry.cell_house_set(cell);
        self.members &= !bit(cell);
    }

    /// Walks on from the last cell, which came through the house `last` (the walk never
    /// goes on through the house it came by: of the classic houses, never through two of one
    /// kind in a row), with `allowed` more cells holding more than the pair and `extra`
    /// their digits so far.
    fn extend(
        &mut self,
        allowed: u8,
        extra: u16,
        last: Option<usize>,
        offer: &mut impl FnMut(u16, u8, Hint),
    ) {
        let state = self.state;
        let geometry = &state.geometry;
        let cell = self.path[self.len - 1];
        let start = self.path[0];
        for house in geometry.houses_in_order(cell) {
            if last == Some(house) {
                continue;
            }
            for &next in geometry.house_cells(house) {
                let next = usize::from(next);
                if next == start {
                    // A loop is kept once: from its first cell holding only the pair, in
                    // the direction whose second cell comes first; rectangles (4 cells) are
                    // the rectangles' search's.
                    let valid = self.houses[0] == self.houses[1]
                        && swap_keeps_extra_peers(state, self.members, self.pair);
                    if self.len >= 6 && valid && self.path[1] < self.path[self.len - 1] {
                        self.offer_hints(offer);
                    }
                    continue;
                }
                let cands = state.cands[next];
                if self.members & bit(next) != 0 || cands & self.pair != self.pair {
                    continue;
                }
                // A cell holding only the pair before the start starts loops of its own.
                if cands == self.pair && next < start {
                    continue;
                }
                let more = cands != self.pair;
                let now_extra = extra | cands & !self.pair;
                if more && now_extra.count_ones() != 1 && allowed == 0 {
                    continue;
                }
                // A house met twice at places of the same parity makes no loop, however it
                // goes on; nor does a loop longer than the hint holds.
                if self.houses[self.len % 2] & geometry.cell_house_set(next) != 0
                    || self.len == MAX_LOOP
                {
                    continue;
                }
                self.push(next);
                self.extend(
                    allowed - u8::from(more && allowed > 0),
                    now_extra,
                    Some(house),
                    offer,
                );
                self.pop();
            }
        }
    }

    fn loop_cells(&self) -> &[usize] {
        &self.path[..self.len]
    }

    /// The hint of `technique` on this loop: its cells in order, the pair, their
    /// candidates as the pattern.
    fn hint(&self, technique: Technique) -> Hint {
        let mut hint = Hint::new(technique).with_digits(self.pair);
        for &cell in self.loop_cells() {
            hint = hint
                .with_cell(cell)
                .with_pattern(bit(cell), self.state.cands[cell]);
        }
        hint
    }

    /// Every hint the closed loop gives, as Sudoku Explainer makes them.
    fn offer_hints(&self, offer: &mut impl FnMut(u16, u8, Hint)) {
        let state = self.state;
        let base = base_tenths(self.len);
        let roofs = self
            .loop_cells()
            .iter()
            .filter(|&&cell| state.cands[cell] != self.pair)
            .fold(0, |set, &cell| set | bit(cell));
        let others = cells(roofs).fold(0, |mask, cell| mask | state.cands[cell] & !self.pair);
        match roofs.count_ones() {
            0 => {}
            1 => {
                let hint = self.hint(Technique::UniqueLoop);
                offer(base, 1, hint.with_eliminations(roofs, self.pair));
            }
            count => {
                if others.count_ones() == 1 {
                    self.offer_type_2(roofs, others, base, offer);
                } else if count == 2 {
                    self.offer_type_3(roofs, others, base, offer);
                }
                if count == 2 {
                    self.offer_type_4(roofs, base, offer);
                }
            }
        }
    }

    /// Type 2: the cells seeing every roof lose the roofs' one other digit.
    fn offer_type_2(
        &self,
        roofs: CellSet,
        digit: u16,
        base: u16,
        offer: &mut impl FnMut(u16, u8, Hint),
    ) {
        let geometry = &self.state.geometry;
        let seeing = cells(roofs).fold(!0, |set, cell| set & geometry.peers(cell));
        let plane = self.state.planes[digit.trailing_zeros() as usize];
        let victims = seeing & plane & !roofs;
        if victims != 0 {
            let hint = self.hint(Technique::UniqueLoopType2);
            offer(base, 2, hint.with_eliminations(victims, digit));
        }
    }

    /// Type 4: in a house of both roofs, one digit of the pair has no other place, so the
    /// other leaves both. Sudoku Explainer keeps the last such house (box, row, column), the
    /// smaller digit before the larger.
    fn offer_type_4(&self, roofs: CellSet, base: u16, offer: &mut impl FnMut(u16, u8, Hint)) {
        let mut locked = [None, None];
        let geometry = &self.state.geometry;
        for house in shared_houses(geometry, roofs) {
            for (slot, digit) in digits(self.pair).enumerate() {
                let plane = self.state.planes[usize::from(digit - 1)];
                if plane & geometry.house_set(house) & !roofs == 0 {
                    locked[slot] = Some(house);
                }
            }
        }
        let mut by_digit = digits(self.pair).zip(locked);
        if let Some((digit, Some(house))) = by_digit.find(|(_, house)| house.is_some()) {
            let removed = self.pair & !(1 << (digit - 1));
            let hint = self.hint(Technique::UniqueLoopType4).with_house(house);
            offer(base, 4, hint.with_eliminations(roofs, removed));
        }
    }

    /// Type 3 (`offer_subsets`), the subset's cells in the pattern only.
    fn offer_type_3(
        &self,
        roofs: CellSet,
        others: u16,
        base: u16,
        offer: &mut impl FnMut(u16, u8, Hint),
    ) {
        let hint = |house| self.hint(Technique::UniqueLoopType3).with_house(house);
        offer_subsets(
            self.state, roofs, self.pair, others, base, &hint, false, offer,
        );
    }
}

/// Type 3 over the two `roofs` (of a loop or a rectangle rated `base`) holding the pair and
/// the digits `others` besides: their others act as one cell of a house of both, which with
/// other cells of it makes a naked subset; or the pair with other digits fits only one of
/// the roofs and other cells of it, a hidden subset. By size, then house (box, row,
/// column), naked before hidden, as Sudoku Explainer looks for them. Each is offered as
/// `hint(house)` with the subset's cells (listed after its own when `list`) and what it
/// removes.
#[allow(clippy::too_many_arguments)]
pub(super) fn offer_subsets<G: Geometry>(
    state: &State<G>,
    roofs: CellSet,
    pair: u16,
    others: u16,
    base: u16,
    hint: &dyn Fn(usize) -> Hint,
    list: bool,
    offer: &mut impl FnMut(u16, u8, Hint),
) {
    for size in 2..=7 {
        for house in shared_houses(&state.geometry, roofs) {
            let open = (state.geometry.house_set(house) & state.empty).count_ones() as usize;
            let with = |subset: &Subset| subset.apply(state, hint(house), list);
            if size * 2 <= open && size >= others.count_ones() as usize {
                naked_subsets(state, roofs, others, house, size, &mut |subset| {
                    offer(base + size as u16 - 1, 3, with(subset));
                });
            }
            if size * 2 < open {
                hidden_subsets(state, roofs, pair, others, house, size, &mut |subset| {
                    offer(base + size as u16 - 2, 3, with(subset));
                });
            }
        }
    }
}

/// Sudoku Explainer's rating of a unique loop of `len` cells, in tenths, before type 3's
/// subset.
fn base_tenths(len: usize) -> u16 {
    match len {
        0..=4 => 45,
        5..=6 => 46,
        7..=8 => 47,
        _ => 50,
    }
}

/// The houses holding both cells of `roofs`: box first, then row, column, extra houses.
pub(super) fn shared_houses<G: Geometry>(
    geometry: &G,
    roofs: CellSet,
) -> impl Iterator<Item = usize> + '_ {
    let mut cells = cells(roofs);
    let (a, b) = (cells.next().unwrap_or(0), cells.next().unwrap_or(0));
    crate::logic::geometry::shared_houses(geometry, a, b)
}

/// Whether swapping the digits of `pair` in the cells `members` (a loop or a rectangle)
/// can break no rule but the houses': no member has a peer outside its houses (an
/// anti-knight or anti-king peer) and outside the members that may hold either digit.
/// Within the members the swap keeps two peers' digits distinct; outside them such a peer
/// holding a digit of the pair would clash after the swap, so the pattern would not give
/// a second solution. Sukaku Explainer refuses these patterns likewise (its
/// `isRestricted`); the classic grid has no such peers.
pub(super) fn swap_keeps_extra_peers<G: Geometry>(
    state: &State<G>,
    members: CellSet,
    pair: u16,
) -> bool {
    let extra = cells(members).fold(0, |set, cell| set | state.geometry.extra_peers(cell));
    extra & !members == 0
        || digits(pair).all(|digit| state.planes[usize::from(digit - 1)] & extra & !members == 0)
}

/// A subset found with the roofs: its other cells with the digits marked in them, and what
/// it removes.
struct Subset {
    cells: CellSet,
    marks: u16,
    eliminations: [u16; 81],
}

impl Subset {
    /// `hint` with the subset's cells (the digits of the subset they hold) in its pattern,
    /// and in its key cells too when `list`, and what the subset removes.
    fn apply<G: Geometry>(&self, state: &State<G>, hint: Hint, list: bool) -> Hint {
        let pattern = *hint.pattern_masks();
        let mut hint = hint.with_masks(self.eliminations, pattern);
        for cell in cells(self.cells) {
            hint = hint.with_pattern(bit(cell), self.marks & state.cands[cell]);
            if list {
                hint = hint.with_cell(cell);
            }
        }
        hint
    }
}

/// The empty cells of `house` outside `roofs`, in the house's order, at most 9.
fn house_cells<G: Geometry>(state: &State<G>, house: usize, roofs: CellSet) -> ([usize; 9], usize) {
    let mut pool = [0; 9];
    let mut count = 0;
    for &cell in state.geometry.house_cells(house) {
        let cell = usize::from(cell);
        if state.cands[cell] != 0 && roofs & bit(cell) == 0 {
            pool[count] = cell;
            count += 1;
        }
    }
    (pool, count)
}

/// Naked subsets of `size` digits made by the roofs' other digits `others` (as one cell)
/// and `size - 1` other cells of `house`, each holding two digits or more, every digit of
/// the subset held by another cell unless both roofs hold it; each with what it removes:
/// a digit of the subset leaves the cells that see every cell of the subset holding it.
fn naked_subsets<G: Geometry>(
    state: &State<G>,
    roofs: CellSet,
    others: u16,
    house: usize,
    size: usize,
    found: &mut impl FnMut(&Subset),
) {
    let (pool, count) = house_cells(state, house, roofs);
    let in_both = cells(roofs).fold(others, |mask, cell| mask & state.cands[cell]);
    for chosen in 1u16..1 << count {
        if chosen.count_ones() as usize != size - 1 {
            continue;
        }
        let picked = (0..count)
            .filter(|&i| chosen & 1 << i != 0)
            .map(|i| pool[i]);
        if picked
            .clone()
            .any(|cell| state.cands[cell].count_ones() < 2)
        {
            continue;
        }
        let held = picked
            .clone()
            .fold(0, |mask, cell| mask | state.cands[cell]);
        if (held | others).count_ones() as usize != size
            || (held | in_both).count_ones() as usize != size
        {
            continue;
        }
        let subset = picked.fold(0, |set, cell| set | bit(cell));
        let mut eliminations = [0u16; 81];
        let mut removed = false;
        for digit in digits(held | others) {
            let plane = state.planes[usize::from(digit - 1)];
            let holders = (subset | roofs) & plane;
            let seeing = cells(holders).fold(!0, |set, cell| set & state.geometry.peers(cell));
            for victim in cells(seeing & plane & !holders) {
                eliminations[victim] |= 1 << (digit - 1);
                removed = true;
            }
        }
        if removed {
            found(&Subset {
                cells: subset,
                marks: held | others,
                eliminations,
            });
        }
    }
}

/// Hidden subsets of `size` digits, the pair and `size - 2` digits outside it and the
/// roofs' others, whose places in `house` (one roof left out) are `size` cells: the other
/// digits leave the cells besides the roofs.
fn hidden_subsets<G: Geometry>(
    state: &State<G>,
    roofs: CellSet,
    pair: u16,
    others: u16,
    house: usize,
    size: usize,
    found: &mut impl FnMut(&Subset),
) {
    let rest = 0x1ff & !pair & !others;
    let rest_digits = rest.count_ones() as usize;
    if size - 2 > rest_digits {
        return;
    }
    let second_roof = cells(roofs).nth(1).unwrap_or(0);
    let within = state.geometry.house_set(house) & !bit(second_roof);
    let mut pool = [0u16; 9];
    for (i, digit) in digits(rest).enumerate() {
        pool[i] = 1 << (digit - 1);
    }
    for chosen in 0u16..1 << rest_digits {
        if chosen.count_ones() as usize != size - 2 {
            continue;
        }
        let values = (0..rest_digits)
            .filter(|&i| chosen & 1 << i != 0)
            .fold(pair, |mask, i| mask | pool[i]);
        let mut places: CellSet = 0;
        let mut every_digit_placed = true;
        for digit in digits(values) {
            let here = state.planes[usize::from(digit - 1)] & within;
            every_digit_placed &= here != 0;
            places |= here;
        }
        if !every_digit_placed || places.count_ones() as usize != size {
            continue;
        }
        let subset = places & !roofs;
        let mut eliminations = [0u16; 81];
        let mut removed = false;
        for cell in cells(subset) {
            let mask = state.cands[cell] & !values;
            eliminations[cell] = mask;
            removed |= mask != 0;
        }
        if removed {
            found(&Subset {
                cells: subset,
                marks: values,
                eliminations,
            });
        }
    }
}
