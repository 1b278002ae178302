//! The rule of 45: a union of disjoint houses holds every digit once in each house, so its
//! cells add up to 45 times the number of houses. The cages with sums wholly inside it then
//! leave its other cells (the innies) a known total; the cages that meet it, when they cover
//! it, stick out of it in cells (the outies) whose total is known too.
//!
//! - [`one_cell`] (Rule of 45): a single innie or outie takes its total.
//! - [`hidden_cage`]: the innies of one house, distinct as cells of a house, are a cage.
//! - [`innies_outies`]: several innies or outies of a union add up to their total; a
//!   candidate that no filling of them uses goes (cells that see each other differ).

use super::sums::distinct_fits;
use crate::logic::geometry::{Geometry, HouseKind, houses};
use crate::logic::hint::{Hint, Technique};
use crate::logic::sets::{CellSet, bit, cells, count, digit_bit};
use crate::logic::state::State;

/// The most houses a union of the search has (four lines).
const MOST_HOUSES: usize = 4;

/// The most innies or outies a sum over several cells is looked at for.
const MOST_GROUP_CELLS: usize = 5;

/// A union of disjoint houses: its houses (as a hint lists them) and its cells.
#[derive(Clone, Copy)]
struct Union {
    houses: [u8; MOST_HOUSES],
    count: usize,
    cells: CellSet,
}

/// The unions the search looks at, in order: each house alone, then runs of two to four
/// adjacent rows, of columns, then two boxes or regions that touch.
fn unions<G: Geometry>(geometry: &G) -> Vec<Union> {
    let mut found = Vec::new();
    for house in houses(geometry.all_houses()) {
        let mut houses = [0; MOST_HOUSES];
        houses[0] = house as u8;
        found.push(Union {
            houses,
            count: 1,
            cells: geometry.house_set(house),
        });
    }
    for kind in [HouseKind::Row, HouseKind::Column] {
        let lines: Vec<usize> = houses(geometry.of_kind(kind)).collect();
        for length in 2..=MOST_HOUSES {
            for run in lines.windows(length) {
                let mut union = Union {
                    houses: [0; MOST_HOUSES],
                    count: length,
                    cells: 0,
                };
                for (at, &line) in run.iter().enumerate() {
                    union.houses[at] = line as u8;
                    union.cells |= geometry.house_set(line);
                }
                found.push(union);
            }
        }
    }
    let regions: Vec<usize> = houses(geometry.of_kind(HouseKind::Box)).collect();
    for (at, &first) in regions.iter().enumerate() {
        for &second in &regions[at + 1..] {
            let (a, b) = (geometry.house_set(first), geometry.house_set(second));
            if touches(a, b) {
                let mut houses = [0; MOST_HOUSES];
                houses[0] = first as u8;
                houses[1] = second as u8;
                found.push(Union {
                    houses,
                    count: 2,
                    cells: a | b,
                });
            }
        }
    }
    found
}

/// Whether two sets of cells have cells side by side (across a row or a column).
fn touches(a: CellSet, b: CellSet) -> bool {
    cells(a).any(|cell| {
        let (row, column) = (cell / 9, cell % 9);
        (column > 0 && b & bit(cell - 1) != 0)
            || (column < 8 && b & bit(cell + 1) != 0)
            || (row > 0 && b & bit(cell - 9) != 0)
            || (row < 8 && b & bit(cell + 9) != 0)
    })
}

/// The empty cells of a group whose cells add up to a known total, and the total of those.
#[derive(Clone, Copy)]
struct Group {
    open: CellSet,
    total: u32,
    /// Outies (outside the union) rather than innies.
    outies: bool,
}

/// The sum of the digits placed in `set`.
fn placed<G: Geometry>(state: &State<G>, set: CellSet) -> u32 {
    cells(set & !state.empty)
        .map(|cell| u32::from(state.values[cell]))
        .sum()
}

/// The innies and the outies of `union`, when known: the innies when the cages inside it
/// leave empty cells, the outies when the cages meeting it cover it (but for filled cells)
/// and stick out of it in empty cells.
fn groups<G: Geometry>(state: &State<G>, union: &Union) -> [Option<Group>; 2] {
    let whole = 45 * union.count as u32;
    let (mut inside, mut inside_sum, mut crossing, mut crossing_sum) = (0, 0, 0, 0);
    let mut crossing_unsummed = false;
    for cage in state.geometry.cages() {
        if cage.cells & union.cells == 0 {
            continue;
        }
        match (cage.cells & !union.cells == 0, cage.sum) {
            (true, Some(sum)) => {
                inside |= cage.cells;
                inside_sum += u32::from(sum);
            }
            (false, Some(sum)) => {
                crossing |= cage.cells;
                crossing_sum += u32::from(sum);
            }
            (false, None) => crossing_unsummed = true,
            (true, None) => {}
        }
    }
    let innies = union.cells & !inside;
    let innie_total = whole
        .checked_sub(inside_sum + placed(state, innies))
        .filter(|_| innies & state.empty != 0);
    let inner = innie_total.map(|total| Group {
        open: innies & state.empty,
        total,
        outies: false,
    });
    let uncovered = union.cells & !inside & !crossing;
    let outies = crossing & !union.cells;
    let outer = if crossing == 0
        || crossing_unsummed
        || uncovered & state.empty != 0
        || outies & state.empty == 0
    {
        None
    } else {
        // The crossing cages' cells inside the union make what the rest of it leaves.
        let crossing_inside = whole.checked_sub(inside_sum + placed(state, uncovered));
        crossing_inside
            .and_then(|inner| crossing_sum.checked_sub(inner))
            .and_then(|outer| outer.checked_sub(placed(state, outies)))
            .map(|total| Group {
                open: outies & state.empty,
                total,
                outies: true,
            })
    };
    [inner, outer]
}

/// A hint over `group` of `union`, its houses listed.
fn hint_over(technique: Technique, union: &Union, group: &Group) -> Hint {
    let mut hint = Hint::new(technique).with_sum(group.total);
    for &house in &union.houses[..union.count] {
        hint = hint.with_house(usize::from(house));
    }
    for cell in cells(group.open) {
        hint = hint.with_cell(cell);
    }
    hint
}

/// Rule of 45: the first union with a single innie or outie, which takes its total.
pub(crate) fn one_cell<G: Geometry>(state: &State<G>) -> Option<Hint> {
    for union in unions(&state.geometry) {
        for group in groups(state, &union).into_iter().flatten() {
            if count(group.open) != 1 || !(1..=9).contains(&group.total) {
                continue;
            }
            let cell = group.open.trailing_zeros() as usize;
            let digit = group.total as u8;
            if state.cands[cell] & digit_bit(digit) == 0 {
                continue;
            }
            return Some(
                hint_over(Technique::RuleOf45, &union, &group)
                    .with_digits(digit_bit(digit))
                    .with_pattern(bit(cell), digit_bit(digit))
                    .with_placement(cell, digit),
            );
        }
    }
    None
}

/// What each cell of `open` can take in a filling adding up to `total` in which cells that
/// see each other differ; `None` past [`MOST_GROUP_CELLS`] cells unless they all differ.
fn group_fits<G: Geometry>(state: &State<G>, open: CellSet, total: u32) -> Option<[u16; 9]> {
    let at: Vec<usize> = cells(open).collect();
    if at.len() > 9 {
        return None;
    }
    let masks: Vec<u16> = at.iter().map(|&cell| state.cands[cell]).collect();
    let all_differ = at
        .iter()
        .enumerate()
        .all(|(k, &a)| at[k + 1..].iter().all(|&b| state.geometry.sees(a, b)));
    if all_differ {
        return Some(distinct_fits(&masks, total, 0).cells);
    }
    if at.len() > MOST_GROUP_CELLS {
        return None;
    }
    let mut fits = [0u16; 9];
    let mut digits = [0u8; 9];
    fill(state, &at, &masks, 0, total, &mut digits, &mut fits);
    Some(fits)
}

/// Fills cells `k..` of `at` with digits adding up to `left`, recording in `fits` every digit
/// a complete filling uses.
fn fill<G: Geometry>(
    state: &State<G>,
    at: &[usize],
    masks: &[u16],
    k: usize,
    left: u32,
    digits: &mut [u8; 9],
    fits: &mut [u16; 9],
) {
    if k == at.len() {
        if left == 0 {
            for j in 0..k {
                fits[j] |= digit_bit(digits[j]);
            }
        }
        return;
    }
    // Each remaining cell takes at least its smallest candidate and at most its largest.
    let least: u32 = masks[k + 1..]
        .iter()
        .map(|&mask| mask.trailing_zeros() + 1)
        .sum();
    let most: u32 = masks[k + 1..]
        .iter()
        .map(|&mask| 16 - mask.leading_zeros())
        .sum();
    for digit in crate::logic::sets::digits(masks[k]) {
        let value = u32::from(digit);
        if value + least > left || value + most < left {
            continue;
        }
        let clash = (0..k).any(|j| digits[j] == digit && state.geometry.sees(at[j], at[k]));
        if clash {
            continue;
        }
        digits[k] = digit;
        fill(state, at, masks, k + 1, left - value, digits, fits);
    }
}

/// The eliminations of a sum over `open`, or `None` when it removes nothing.
fn sum_hint<G: Geometry>(
    state: &State<G>,
    technique: Technique,
    union: &Union,
    group: &Group,
) -> Option<Hint> {
    let fits = group_fits(state, group.open, group.total)?;
    let mut hint = hint_over(technique, union, group);
    let mut removes = false;
    for (k, cell) in cells(group.open).enumerate() {
        let gone = state.cands[cell] & !fits[k];
        removes |= gone != 0;
        hint = hint
            .with_digits(fits[k])
            .with_pattern(bit(cell), fits[k])
            .with_eliminations(bit(cell), gone);
    }
    removes.then_some(hint)
}

/// Hidden cage: the first house whose cages leave two or more empty innies, a cage of their
/// total, that removes a candidate.
pub(crate) fn hidden_cage<G: Geometry>(state: &State<G>) -> Option<Hint> {
    unions(&state.geometry)
        .iter()
        .filter(|union| union.count == 1)
        .find_map(|union| {
            let [inner, _] = groups(state, union);
            let group = inner.filter(|group| count(group.open) >= 2)?;
            sum_hint(state, Technique::HiddenCage, union, &group)
        })
}

/// Innies and outies: the first union whose two or more innies (of several houses) or
/// outies add up to a total that removes a candidate.
pub(crate) fn innies_outies<G: Geometry>(state: &State<G>) -> Option<Hint> {
    unions(&state.geometry).iter().find_map(|union| {
        groups(state, union)
            .into_iter()
            .flatten()
            .filter(|group| count(group.open) >= 2 && (group.outies || union.count > 1))
            .find_map(|group| sum_hint(state, Technique::InniesOuties, union, &group))
    })
}
