//! The basic techniques a dynamic run "plus" applies when its links give nothing more
//! (Sudoku Explainer's "advanced" rules of dynamic forcing chains (+)): pointing and
//! claiming, hidden pairs, naked pairs and X-Wings, in that order, on the run's copy of the
//! grid. The first of them that applies gives all its eliminations at once; each is a
//! potential put off whose parents are the candidates the run took out that the technique
//! needed gone (its "rule parents", which the chain's length counts).
//!
//! Each technique is written here over the run's candidates, in Sudoku Explainer's order of
//! houses and of digits, rather than borrowed from `techniques/`: those return the first
//! instance on a solve's state, these every instance and what it rests on.

use super::potentials::{Marks, Potential};
use super::run::Run;
use crate::logic::geometry::Geometry;
use crate::logic::geometry::houses;
use crate::logic::sets::{CellSet, cells, digit_bit};

/// The most eliminations, and the most parents, of one instance: a pair's two cells and
/// the seven others of their house, two digits each (14).
const MOST: usize = 16;

/// One instance of a technique: what it takes out, and the candidates whose absence it
/// rests on.
struct Inference {
    removals: [Potential; MOST],
    removal_count: usize,
    parents: [Potential; MOST],
    parent_count: usize,
}

impl Inference {
    fn new() -> Inference {
        Inference {
            removals: [Potential::from_key(0); MOST],
            removal_count: 0,
            parents: [Potential::from_key(0); MOST],
            parent_count: 0,
        }
    }
    fn remove(&mut self, cell: usize, digit: u8) {
        if self.removal_count < MOST {
            self.removals[self.removal_count] = Potential::new(cell, digit, false);
            self.removal_count += 1;
        }
    }
    fn rests_on(&mut self, cell: usize, digit: u8) {
        if self.parent_count < MOST {
            self.parents[self.parent_count] = Potential::new(cell, digit, false);
            self.parent_count += 1;
        }
    }
}

/// A kind of house: its `index`-th house (0..9) as our house number.
type HouseKind = fn(usize) -> usize;

/// Sudoku Explainer's house numbers by kind (its blocks, rows, columns) as ours.
fn block(index: usize) -> usize {
    18 + index
}
fn row(index: usize) -> usize {
    index
}
fn column(index: usize) -> usize {
    9 + index
}

/// The places of `digit` in `house` on `grid`, as positions 0..9 within the house.
fn positions<G: Geometry + Copy>(grid: &Marks<G>, house: usize, digit: u8) -> u16 {
    let mut found = 0;
    for (position, &cell) in grid.geometry.house_cells(house).iter().enumerate() {
        if grid.has(usize::from(cell), digit) {
            found |= 1 << position;
        }
    }
    found
}

/// The cells of `house` empty in the puzzle (a cell the run made "on" still counts).
fn empty_count<G: Geometry + Copy>(source: &Marks<G>, house: usize) -> u32 {
    source
        .geometry
        .house_cells(house)
        .iter()
        .filter(|&&cell| source.cands[usize::from(cell)] != 0)
        .count() as u32
}

/// What the run took out: candidates of `source` that `grid` no longer has.
fn taken_out<G: Geometry + Copy>(
    source: &Marks<G>,
    grid: &Marks<G>,
    cell: usize,
    digit: u8,
) -> bool {
    source.has(cell, digit) && !grid.has(cell, digit)
}

/// Pairs of 0..9 in Sudoku Explainer's order (its `Permutations`: by the larger first).
fn pairs() -> impl Iterator<Item = (usize, usize)> {
    (1..9).flat_map(|second| (0..second).map(move |first| (first, second)))
}

/// Pointing then claiming: a digit whose places in one house (at least two) all lie in
/// another leaves the rest of that other house. Boxes against columns, then rows, then the
/// other way, as Sudoku Explainer; then a variant's extra houses against the houses they
/// overlap, both ways.
fn locking<G: Geometry + Copy>(
    grid: &Marks<G>,
    source: &Marks<G>,
    emit: &mut dyn FnMut(&Inference),
) {
    let kinds: [(HouseKind, HouseKind); 4] =
        [(block, column), (block, row), (column, block), (row, block)];
    let geometry = &grid.geometry;
    for (first_kind, second_kind) in kinds {
        for digit in 1..=9u8 {
            let plane = grid.planes[usize::from(digit - 1)];
            for first in (0..9).map(first_kind) {
                let first_set = geometry.house_set(first);
                if (plane & first_set).count_ones() < 2 {
                    continue;
                }
                for second in (0..9).map(second_kind) {
                    lock(
                        grid,
                        source,
                        digit,
                        first_set,
                        geometry.house_set(second),
                        emit,
                    );
                }
            }
        }
    }
    for extra in houses(geometry.extra_houses()) {
        for digit in 1..=9u8 {
            let plane = grid.planes[usize::from(digit - 1)];
            for other in houses(geometry.overlapping(extra)) {
                let [extra_set, other_set] = [extra, other].map(|house| geometry.house_set(house));
                if (plane & extra_set).count_ones() >= 2 {
                    lock(grid, source, digit, extra_set, other_set, emit);
                }
                if (plane & other_set).count_ones() >= 2 {
                    lock(grid, source, digit, other_set, extra_set, emit);
                }
            }
        }
    }
}

/// Locking of `digit` from the house of cells `first` (where it has two places or more) into
/// the house `within`, if its places in `first` all lie there.
#[inline]
fn lock<G: Geometry + Copy>(
    grid: &Marks<G>,
    source: &Marks<G>,
    digit: u8,
    first: CellSet,
    within: CellSet,
    emit: &mut dyn FnMut(&Inference),
) {
    let plane = grid.planes[usize::from(digit - 1)];
    if within & first == 0 || plane & first & !within != 0 {
        return;
    }
    let mut inference = Inference::new();
    for cell in cells(plane & within & !first) {
        inference.remove(cell, digit);
    }
    for cell in cells(first & !within) {
        if taken_out(source, grid, cell, digit) {
            inference.rests_on(cell, digit);
        }
    }
    emit(&inference);
}

/// The houses Sudoku Explainer searches for subsets, in its order: blocks, columns, rows;
/// then a variant's extra houses.
fn subset_houses<G: Geometry>(geometry: &G) -> impl Iterator<Item = usize> {
    (0..9)
        .map(block)
        .chain((0..9).map(column))
        .chain((0..9).map(row))
        .chain(houses(geometry.extra_houses()))
}

/// Hidden pairs: two digits with the same two places (each at least two) in a house with
/// more than four empty cells leave those cells' other digits.
fn hidden_pairs<G: Geometry + Copy>(
    grid: &Marks<G>,
    source: &Marks<G>,
    emit: &mut dyn FnMut(&Inference),
) {
    for house in subset_houses(&grid.geometry) {
        if empty_count(source, house) <= 4 {
            continue;
        }
        for (first, second) in pairs() {
            let digits = [first as u8 + 1, second as u8 + 1];
            let [a, b] = digits.map(|digit| positions(grid, house, digit));
            if a.count_ones() < 2 || b.count_ones() < 2 || (a | b).count_ones() != 2 {
                continue;
            }
            let pair = digit_bit(digits[0]) | digit_bit(digits[1]);
            let mut inference = Inference::new();
            for (position, &cell) in grid.geometry.house_cells(house).iter().enumerate() {
                let cell = usize::from(cell);
                if (a | b) & 1 << position != 0 {
                    for digit in 1..=9u8 {
                        if pair & digit_bit(digit) == 0 && grid.has(cell, digit) {
                            inference.remove(cell, digit);
                        }
                    }
                } else {
                    for digit in digits {
                        if source.has(cell, digit) {
                            inference.rests_on(cell, digit);
                        }
                    }
                }
            }
            emit(&inference);
        }
    }
}

/// Naked pairs: two cells of a house with at least four empty cells holding only the same
/// two digits leave the rest of the house.
fn naked_pairs<G: Geometry + Copy>(
    grid: &Marks<G>,
    source: &Marks<G>,
    emit: &mut dyn FnMut(&Inference),
) {
    for house in subset_houses(&grid.geometry) {
        if empty_count(source, house) < 4 {
            continue;
        }
        let in_house = grid.geometry.house_cells(house);
        let members: [usize; 9] = core::array::from_fn(|index| usize::from(in_house[index]));
        for (first, second) in pairs() {
            let (a, b) = (grid.cands[members[first]], grid.cands[members[second]]);
            if a.count_ones() < 2 || b.count_ones() < 2 || (a | b).count_ones() != 2 {
                continue;
            }
            let mut inference = Inference::new();
            for &cell in &members {
                if cell != members[first] && cell != members[second] {
                    for digit in 1..=9u8 {
                        if a & digit_bit(digit) != 0 && grid.has(cell, digit) {
                            inference.remove(cell, digit);
                        }
                    }
                }
            }
            for cell in [members[first], members[second]] {
                for digit in 1..=9u8 {
                    if a & digit_bit(digit) == 0 && source.has(cell, digit) {
                        inference.rests_on(cell, digit);
                    }
                }
            }
            emit(&inference);
        }
    }
}

/// X-Wings: a digit with the same two places (each line at least two) in two columns, then
/// in two rows, leaves the rest of the lines across; not for a digit placed more than five
/// times.
fn x_wings<G: Geometry + Copy>(
    grid: &Marks<G>,
    source: &Marks<G>,
    emit: &mut dyn FnMut(&Inference),
) {
    // A digit is placed in every row where the puzzle has no place for it; the digits
    // placed more than five times have no X-Wing to look for.
    let searched: [bool; 9] = core::array::from_fn(|plane| {
        let placed = (0..9)
            .filter(|&r| source.planes[plane] & source.geometry.house_set(row(r)) == 0)
            .count();
        placed + 4 <= 9
    });
    let kinds: [(HouseKind, HouseKind); 2] = [(column, row), (row, column)];
    for (base_kind, cover_kind) in kinds {
        // Each base line's places for each digit, read once for the 36 pairs of lines.
        let places: [[u16; 9]; 9] = core::array::from_fn(|line| {
            core::array::from_fn(|plane| {
                if searched[plane] {
                    positions(grid, base_kind(line), plane as u8 + 1)
                } else {
                    0
                }
            })
        });
        for (first, second) in pairs() {
            for digit in 1..=9u8 {
                let plane = usize::from(digit - 1);
                if !searched[plane] {
                    continue;
                }
                let bases = [base_kind(first), base_kind(second)];
                let (a, b) = (places[first][plane], places[second][plane]);
                if a.count_ones() < 2 || b.count_ones() < 2 || (a | b).count_ones() != 2 {
                    continue;
                }
                let geometry = &grid.geometry;
                let mut covered: CellSet = 0;
                let mut inference = Inference::new();
                for position in (0..9).filter(|&p| (a | b) & 1 << p != 0) {
                    let cover = cover_kind(position);
                    let cover_set = geometry.house_set(cover);
                    covered |= cover_set;
                    let bases_set = geometry.house_set(bases[0]) | geometry.house_set(bases[1]);
                    for cell in cells(cover_set & !bases_set) {
                        if grid.has(cell, digit) {
                            inference.remove(cell, digit);
                        }
                    }
                }
                for base in bases {
                    for cell in cells(geometry.house_set(base) & !covered) {
                        if taken_out(source, grid, cell, digit) {
                            inference.rests_on(cell, digit);
                        }
                    }
                }
                emit(&inference);
            }
        }
    }
}

/// Applies the first basic technique that finds something on `grid` (the run's candidates,
/// `source` those it started from) that rests on what the run took out: each of its
/// eliminations the run has not reached becomes an "off" whose parents are the nodes of the
/// candidates the instance needed gone. Whether a node was added; None when the run is full.
pub(crate) fn apply_basic_rules<G: Geometry + Copy>(
    run: &mut Run,
    grid: &Marks<G>,
    source: &Marks<G>,
) -> Option<bool> {
    type Rule<G> = fn(&Marks<G>, &Marks<G>, &mut dyn FnMut(&Inference));
    let rules: [Rule<G>; 4] = [locking, hidden_pairs, naked_pairs, x_wings];
    let mut added = false;
    let mut full = false;
    for rule in rules {
        let mut applied = false;
        rule(grid, source, &mut |inference: &Inference| {
            if full || inference.removal_count == 0 || inference.parent_count == 0 {
                return;
            }
            applied = true;
            let mut parents = [0u16; MOST];
            let mut count = 0;
            for parent in &inference.parents[..inference.parent_count] {
                if let Some(node) = run.node_of(*parent) {
                    parents[count] = node;
                    count += 1;
                }
            }
            for &off in &inference.removals[..inference.removal_count] {
                if !run.contains(off) {
                    if run.push(off, &parents[..count], true).is_none() {
                        full = true;
                        return;
                    }
                    added = true;
                }
            }
        });
        if full {
            return None;
        }
        if applied {
            break;
        }
    }
    Some(added)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::logic::state::State;

    fn marks_of(line: &[u8]) -> Marks {
        let mut givens = [0u8; 81];
        for (cell, &byte) in line.iter().enumerate() {
            if byte.is_ascii_digit() && byte != b'0' {
                givens[cell] = byte - b'0';
            }
        }
        Marks::of(&State::new(&givens, None))
    }

    #[test]
    fn a_pointing_that_rests_on_a_removal_takes_out_the_rest_of_the_line() {
        // An empty grid: digit 1 in box 1 everywhere. Take 1 out of its second and third
        // rows: the box's 1 lies in row 1, so row 1's other cells lose it.
        let source = marks_of(&[b'.'; 81]);
        let mut grid = source;
        let mut run = Run::EMPTY;
        run.clear();
        let start = run.push(Potential::new(80, 9, true), &[], true).unwrap();
        for cell in [9, 10, 11, 18, 19, 20] {
            grid.remove(cell, 1);
            run.push(Potential::new(cell, 1, false), &[start], true);
        }
        assert_eq!(apply_basic_rules(&mut run, &grid, &source), Some(true));
        for cell in 3..9 {
            let node = run
                .node_of(Potential::new(cell, 1, false))
                .expect("taken out");
            assert_eq!(run.parents(node).len(), 6);
        }
        assert!(!run.contains(Potential::new(27, 1, false)));
        // Nothing the run took out: no technique rests on it.
        let mut empty = Run::EMPTY;
        empty.clear();
        assert_eq!(apply_basic_rules(&mut empty, &source, &source), Some(false));
    }
}
