//! BUG (bivalue universal grave): a grid in which every empty cell has two candidates and
//! every digit two places or none in every house has two solutions or none. Where a few
//! cells, the BUG cells, hold extra digits, and the grid would be such a grave without them,
//! one BUG cell at least holds one of its extra digits, or the puzzle would not have one
//! solution. By type:
//!
//! 1. One BUG cell (rated 5.6): it holds one of its extra digits, so its others go (with one
//!    extra digit, the cell takes it).
//! 2. Several BUG cells, one extra digit for all (5.7): it leaves the cells that see them all.
//! 3. Several extra digits, the BUG cells in one house (5.8 to 6.2): their extra digits act as
//!    one cell, which with other cells makes a naked subset; 0.1 for each digit of the subset
//!    beyond the first.
//! 4. Two BUG cells in one house, and a digit both hold besides their extra digits (5.7):
//!    that digit's only places in the house are the two, so one holds its extra digit and
//!    the other that digit, and their other candidates go.
//!
//! Found as Sudoku Explainer finds them (with lkSudoku's corrections, its default): the BUG
//! cells are those holding a digit that has neither zero nor two places in some house;
//! its first hint is taken (type 1; else type 2, then 4; else 4, then 3).
//!
//! Over any geometry: in a grave, any solution's twin (each empty cell takes its other
//! candidate) keeps every house whole, since a digit's two places in a house swap; so the
//! argument holds for extra houses, which are checked as the classic ones. It does not hold
//! for peers that share no house (anti-knight, anti-king): two such peers could both take
//! the same digit in the twin. So, as Sukaku Explainer refuses a grave whose cells have such
//! peers holding their digits, no hint is given while two empty cells that are peers of that
//! kind share a candidate.

use crate::logic::geometry::{Geometry, houses, shared_houses};
use crate::logic::hint::{Hint, Technique};
use crate::logic::sets::{CellSet, bit, cells, digit_bit, digits};
use crate::logic::state::State;

/// The houses in the order Sudoku Explainer scans them: boxes, rows, columns, then the extra
/// houses.
fn houses_scanned<G: Geometry>(geometry: &G) -> impl Iterator<Item = usize> {
    let boxes = geometry.boxes();
    houses(boxes).chain(houses(geometry.all_houses() & !boxes))
}

/// The cells holding extra digits, with the extra digits of each.
struct Grave {
    /// The BUG cells in the order found, and how many.
    cells: [usize; 81],
    count: usize,
    /// For each cell, its extra digits.
    extra: [u16; 81],
    /// Every extra digit.
    all_extra: u16,
    /// The cells that see every BUG cell, none of them; `None` before the first.
    common: Option<CellSet>,
}

impl Grave {
    fn set(&self) -> CellSet {
        self.cells[..self.count]
            .iter()
            .fold(0, |set, &cell| set | bit(cell))
    }

    /// Adds `digit` as an extra digit of `cell` (to `all_extra` too when `counted`); false
    /// when the cells can make no hint of types 1 to 3 (several cells, several digits, no
    /// cell seeing them all).
    fn add<G: Geometry>(&mut self, geometry: &G, cell: usize, digit: u8, counted: bool) -> bool {
        if self.set() & bit(cell) == 0 {
            self.cells[self.count] = cell;
            self.count += 1;
        }
        self.extra[cell] |= digit_bit(digit);
        if counted {
            self.all_extra |= digit_bit(digit);
        }
        let peers = geometry.peers(cell);
        let common = self.common.unwrap_or(peers) & peers & !self.set();
        self.common = Some(common);
        !(self.count > 1 && self.all_extra.count_ones() > 1 && common == 0)
    }
}

/// The easiest BUG hint, the first Sudoku Explainer gives, if the grid is one.
pub(crate) fn bug<G: Geometry>(state: &State<G>) -> Option<Hint> {
    let geometry = &state.geometry;
    let mut grave = Grave {
        cells: [0; 81],
        count: 0,
        extra: [0; 81],
        all_extra: 0,
        common: None,
    };
    // The cells of a single extra digit found in every house where it has neither zero nor
    // two places (lkSudoku's type 2 over several cells in a house).
    let mut single: Option<(u8, CellSet)> = None;
    let mut one_digit = true;
    for house in houses_scanned(geometry) {
        for digit in 1..=9u8 {
            let places = state.planes[usize::from(digit - 1)] & geometry.house_set(house);
            if matches!(places.count_ones(), 0 | 2) {
                continue;
            }
            let many: CellSet = cells(places)
                .filter(|&cell| state.cands[cell].count_ones() >= 3)
                .fold(0, |set, cell| set | bit(cell));
            match &mut single {
                None => single = Some((digit, many)),
                Some((only, set)) if one_digit => {
                    if *only == digit {
                        *set |= many;
                    } else {
                        one_digit = false;
                    }
                }
                Some(_) => {}
            }
            if many.count_ones() == 1
                && !grave.add(geometry, many.trailing_zeros() as usize, digit, true)
            {
                return None;
            }
            if many == 0 {
                return None;
            }
        }
    }
    // Sudoku Explainer leaves the digit out of the extra digits when it adds those cells:
    // with no BUG cell found before, it then gives no hint.
    if let (true, Some((digit, set))) = (one_digit, single) {
        if set.count_ones() as usize > grave.count {
            for cell in cells(set & !grave.set()) {
                if !grave.add(geometry, cell, digit, false) {
                    return None;
                }
            }
        }
    }
    if grave.all_extra == 0 || !is_grave_without(state, &grave) || twins_may_clash(state) {
        return None;
    }
    let common = grave.common.unwrap_or(0);
    if grave.count == 1 {
        Some(type_1(state, &grave))
    } else if grave.all_extra.count_ones() == 1 {
        type_2(state, &grave, common).or_else(|| type_4(state, &grave))
    } else if common != 0 {
        type_4(state, &grave).or_else(|| type_3(state, &grave, common))
    } else {
        None
    }
}

/// Whether, without the extra digits, every empty cell has two candidates and every digit
/// zero or two places in every house.
fn is_grave_without<G: Geometry>(state: &State<G>, grave: &Grave) -> bool {
    for cell in cells(state.empty) {
        if (state.cands[cell] & !grave.extra[cell]).count_ones() != 2 {
            return false;
        }
    }
    for (index, &plane) in state.planes.iter().enumerate() {
        let digit = digit_bit(index as u8 + 1);
        let without = (0..grave.count)
            .map(|i| grave.cells[i])
            .filter(|&cell| grave.extra[cell] & digit != 0)
            .fold(plane, |set, cell| set & !bit(cell));
        if (0..state.geometry.houses()).any(|house| {
            !matches!(
                (without & state.geometry.house_set(house)).count_ones(),
                0 | 2
            )
        }) {
            return false;
        }
    }
    true
}

/// Whether two empty cells that see each other through no house share a candidate: then a
/// grave's twin solution might put one digit in both, and the grave proves nothing.
fn twins_may_clash<G: Geometry>(state: &State<G>) -> bool {
    cells(state.empty).any(|cell| {
        let extra = state.geometry.extra_peers(cell);
        extra != 0
            && digits(state.cands[cell])
                .any(|digit| state.planes[usize::from(digit - 1)] & extra != 0)
    })
}

/// The hint of `technique` on the BUG cells: each with its candidates in the pattern, the
/// extra digits as the hint's digits.
fn hint<G: Geometry>(state: &State<G>, grave: &Grave, technique: Technique, tenths: u16) -> Hint {
    let mut hint = Hint::new(technique)
        .with_digits(grave.all_extra)
        .with_tenths(tenths);
    for &cell in &grave.cells[..grave.count] {
        hint = hint
            .with_cell(cell)
            .with_pattern(bit(cell), state.cands[cell]);
    }
    hint
}

/// Type 1: the one BUG cell holds one of its extra digits; with one, it takes it.
fn type_1<G: Geometry>(state: &State<G>, grave: &Grave) -> Hint {
    let cell = grave.cells[0];
    let others = state.cands[cell] & !grave.all_extra;
    let hint = hint(
        state,
        grave,
        Technique::BugType1,
        Technique::BugType1.lowest_tenths(),
    )
    .with_eliminations(bit(cell), others);
    match grave.all_extra.count_ones() {
        1 => hint.with_placement(cell, grave.all_extra.trailing_zeros() as u8 + 1),
        _ => hint,
    }
}

/// Type 2: the one extra digit leaves the cells that see every BUG cell.
fn type_2<G: Geometry>(state: &State<G>, grave: &Grave, common: CellSet) -> Option<Hint> {
    let digit = grave.all_extra;
    let victims = common & state.planes[digit.trailing_zeros() as usize];
    (victims != 0).then(|| {
        hint(
            state,
            grave,
            Technique::BugType2,
            Technique::BugType2.lowest_tenths(),
        )
        .with_eliminations(victims, digit)
    })
}

/// Type 4: two BUG cells in one house (box, row, then column) and one digit both hold
/// besides the extra digits: each keeps its extra digits and that digit.
fn type_4<G: Geometry>(state: &State<G>, grave: &Grave) -> Option<Hint> {
    if grave.count != 2 {
        return None;
    }
    let [a, b] = [grave.cells[0], grave.cells[1]];
    let both = state.cands[a] & state.cands[b] & !grave.all_extra;
    if both.count_ones() != 1 {
        return None;
    }
    let house = shared_houses(&state.geometry, a, b).next()?;
    let mut eliminations = [0u16; 81];
    for cell in [a, b] {
        eliminations[cell] = state.cands[cell] & !grave.extra[cell] & !both;
    }
    let hint = hint(
        state,
        grave,
        Technique::BugType4,
        Technique::BugType4.lowest_tenths(),
    )
    .with_house(house);
    let pattern = *hint.pattern_masks();
    Some(hint.with_masks(eliminations, pattern))
}

/// Type 3: the BUG cells' extra digits, as one cell, with `size - 1` cells of a house they
/// share (cells that see every BUG cell) make a naked subset of `size` digits, every one
/// held by those cells; each digit leaves the cells that see every cell of the subset
/// holding it. The smallest subset first, then boxes, rows, columns, extra houses.
fn type_3<G: Geometry>(state: &State<G>, grave: &Grave, common: CellSet) -> Option<Hint> {
    let geometry = &state.geometry;
    let members = &grave.cells[..grave.count];
    let holding_all = grave.set();
    for size in 2..=6usize {
        for house in geometry.houses_in_order(members[0]) {
            if holding_all & !geometry.house_set(house) != 0 {
                continue;
            }
            let mut pool = [0usize; 9];
            let mut count = 0;
            for &cell in geometry.house_cells(house) {
                if common & bit(usize::from(cell)) != 0 {
                    pool[count] = usize::from(cell);
                    count += 1;
                }
            }
            if count < size {
                continue;
            }
            for chosen in 1u16..1 << count {
                if chosen.count_ones() as usize != size - 1 {
                    continue;
                }
                let picked = (0..count)
                    .filter(|&i| chosen & 1 << i != 0)
                    .map(|i| pool[i]);
                let held = picked
                    .clone()
                    .fold(0, |mask, cell| mask | state.cands[cell]);
                if held.count_ones() as usize != size || grave.all_extra & !held != 0 {
                    continue;
                }
                if picked
                    .clone()
                    .any(|cell| state.cands[cell].count_ones() < 2)
                {
                    continue;
                }
                let subset = picked.clone().fold(0, |set, cell| set | bit(cell));
                let eliminations = naked_removals(state, subset | grave.set(), held);
                if eliminations.iter().all(|&mask| mask == 0) {
                    continue;
                }
                // 0.1 for each digit of the subset beyond the first two.
                let tenths = Technique::BugType3.lowest_tenths() + size as u16 - 2;
                let mut hint = hint(state, grave, Technique::BugType3, tenths).with_house(house);
                let mut pattern = *hint.pattern_masks();
                for cell in picked {
                    hint = hint.with_cell(cell);
                    pattern[cell] = state.cands[cell];
                }
                return Some(hint.with_masks(eliminations, pattern));
            }
        }
    }
    None
}

/// What a naked subset of the digits `held` over `members` removes: each digit from the
/// cells that see every member holding it.
fn naked_removals<G: Geometry>(state: &State<G>, members: CellSet, held: u16) -> [u16; 81] {
    let mut eliminations = [0u16; 81];
    for digit in digits(held) {
        let plane = state.planes[usize::from(digit - 1)];
        let holders = members & plane;
        let seeing = cells(holders).fold(!0, |set, cell| set & state.geometry.peers(cell));
        for victim in cells(seeing & plane & !holders) {
            eliminations[victim] |= digit_bit(digit);
        }
    }
    eliminations
}
