//! Sudoku Explainer's direct techniques: a locking or hidden-set pattern whose eliminations
//! leave a digit one place in a house, taken as one step that removes what the pattern
//! removes and places that digit. Sudoku Explainer rates them below the naked single (direct
//! pointing 1.7, direct claiming 1.9, direct hidden pair 2.0) or just above it (direct hidden
//! triple 2.5), so an easy puzzle solved by them is rated as easy as it plays.
//!
//! The searches visit the patterns in Sudoku Explainer's order (its `Locking(true)` and
//! `HiddenSet(n, true)`), so that the step taken, and the grid the next step starts from,
//! are the ones its rater takes.

use crate::logic::geometry::{Geometry, HouseKind, houses};
use crate::logic::hint::{Hint, Technique};
use crate::logic::sets::{CellSet, bit, count, digit_bit, first, is_one_cell};
use crate::logic::state::State;

/// The passes of [`direct_locking`], as (the kind of the bases, the kind of the covers):
/// Sudoku Explainer's four, then a variant's extra houses against the boxes both ways.
const PASSES: [(HouseKind, HouseKind); 6] = [
    (HouseKind::Box, HouseKind::Column),
    (HouseKind::Box, HouseKind::Row),
    (HouseKind::Column, HouseKind::Box),
    (HouseKind::Row, HouseKind::Box),
    (HouseKind::Box, HouseKind::Extra),
    (HouseKind::Extra, HouseKind::Box),
];

/// Direct pointing or claiming: within houses of one kind, a digit whose places lie in one
/// crossing house, where leaving the rest of that house leaves the digit one place in another
/// house of the first kind. Tried as Sudoku Explainer tries them: boxes against columns,
/// boxes against rows (pointing), then columns and rows against boxes (claiming).
pub(crate) fn direct_locking<G: Geometry>(state: &State<G>) -> Option<Hint> {
    PASSES
        .into_iter()
        .find_map(|(base, cover)| locking(state, base, cover))
}

/// One pass of [`direct_locking`]: bases are the houses of kind `base`, covers the houses of
/// kind `cover` that overlap them (a box's rows or columns, a line's boxes), and the houses
/// where the removal can leave a single those of the bases' kind that the cover overlaps.
fn locking<G: Geometry>(state: &State<G>, base: HouseKind, cover: HouseKind) -> Option<Hint> {
    let geometry = &state.geometry;
    let (bases, covers) = (geometry.of_kind(base), geometry.of_kind(cover));
    if bases == 0 || covers == 0 {
        return None;
    }
    let pointing = base == HouseKind::Box;
    for digit in 1..=9u8 {
        let plane = state.planes[usize::from(digit - 1)];
        for base_house in houses(bases) {
            let base_cells = geometry.house_set(base_house);
            let places = plane & base_cells;
            // One place is a hidden single, found before this.
            if places == 0 || is_one_cell(places) {
                continue;
            }
            for cover_house in houses(geometry.overlapping(base_house) & covers) {
                let cover_cells = geometry.house_set(cover_house);
                if places & !cover_cells != 0 {
                    continue;
                }
                // The houses of the base's kind that the cover crosses are where the removal
                // can leave a hidden single.
                let others = geometry.overlapping(cover_house) & bases & !(1 << base_house);
                // What goes: the cover's places outside the base. Houses of one kind may
                // cross (two diagonals), so another such house may keep places in the base.
                let removed = plane & cover_cells & !base_cells;
                for other in houses(others) {
                    let before = plane & geometry.house_set(other);
                    let after = before & !removed;
                    if count(before) > 1 && is_one_cell(after) {
                        let technique = if pointing {
                            Technique::DirectPointing
                        } else {
                            Technique::DirectClaiming
                        };
                        return Some(
                            Hint::new(technique)
                                .with_placement(first(after), digit)
                                .with_cell(first(after))
                                .with_house(base_house)
                                .with_house(cover_house)
                                .with_house(other)
                                .with_digits(digit_bit(digit))
                                .with_pattern(places, digit_bit(digit))
                                .with_eliminations(removed, digit_bit(digit)),
                        );
                    }
                }
            }
        }
    }
    None
}

/// Direct hidden pair (`size` 2) or triple (3): `size` digits that fit only the same `size`
/// cells of a house, whose other candidates, once removed, leave another digit one place in
/// the house. Houses in Sudoku Explainer's order (boxes, columns, rows), the digits' sets in
/// the order of their bit masks, the digit left alone smallest first.
pub(crate) fn direct_hidden<G: Geometry>(state: &State<G>, size: u32) -> Option<Hint> {
    let geometry = &state.geometry;
    let order = [
        HouseKind::Box,
        HouseKind::Column,
        HouseKind::Row,
        HouseKind::Extra,
    ];
    for house in order
        .into_iter()
        .flat_map(|kind| houses(geometry.of_kind(kind)))
    {
        // With no more empty cells than the set's, no other digit has a place left to lose.
        if u32::from(state.house_empty[house]) <= size {
            continue;
        }
        // Each digit's places in the house, as positions 0..9 along it.
        let mut places = [0u16; 9];
        for (position, &cell) in geometry.house_cells(house).iter().enumerate() {
            // Only the cell's candidates: a few bits, where the digits are nine.
            let mut mask = state.cands[usize::from(cell)];
            while mask != 0 {
                places[mask.trailing_zeros() as usize] |= 1 << position;
                mask &= mask - 1;
            }
        }
        // The digits that can be in such a set: two places or more, at most `size`.
        let eligible = (0..9).fold(0u16, |set, digit| {
            let places = places[digit].count_ones();
            if (2..=size).contains(&places) {
                set | 1 << digit
            } else {
                set
            }
        });
        // The sets of `size` eligible digits in increasing order of their masks, as
        // Sudoku Explainer's permutations visit them.
        let mut set = 0u16;
        loop {
            set = set.wrapping_sub(eligible) & eligible;
            if set == 0 {
                break;
            }
            if set.count_ones() != size {
                continue;
            }
            let union = (0..9)
                .filter(|&digit| set & 1 << digit != 0)
                .fold(0u16, |union, digit| union | places[digit]);
            if union.count_ones() != size {
                continue;
            }
            let left_alone = (0..9).find(|&digit| {
                set & 1 << digit == 0
                    && places[digit].count_ones() > 1
                    && (places[digit] & !union).count_ones() == 1
            });
            if let Some(digit) = left_alone {
                let at = (places[digit] & !union).trailing_zeros() as usize;
                let placed = usize::from(geometry.house_cells(house)[at]);
                return Some(hidden_hint(
                    state,
                    house,
                    size,
                    union,
                    set,
                    placed,
                    digit as u8 + 1,
                ));
            }
        }
    }
    None
}

/// The hint of a direct hidden set: the house, the set's cells then the placed cell, the
/// set's digits and their places as the pattern, the set's cells cleared of their other
/// candidates, and the placement.
fn hidden_hint<G: Geometry>(
    state: &State<G>,
    house: usize,
    size: u32,
    positions: u16,
    digits: u16,
    placed: usize,
    digit: u8,
) -> Hint {
    let technique = if size == 2 {
        Technique::DirectHiddenPair
    } else {
        Technique::DirectHiddenTriple
    };
    let mut hint = Hint::new(technique)
        .with_placement(placed, digit)
        .with_house(house)
        .with_digits(digits);
    let mut subset: CellSet = 0;
    for (position, &cell) in state.geometry.house_cells(house).iter().enumerate() {
        if positions & 1 << position != 0 {
            let cell = usize::from(cell);
            subset |= bit(cell);
            hint = hint
                .with_cell(cell)
                .with_pattern(bit(cell), state.cands[cell] & digits)
                .with_eliminations(bit(cell), state.cands[cell] & !digits);
        }
    }
    debug_assert_eq!(count(subset), size);
    hint.with_cell(placed)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::logic::sets::cells;

    /// The state of a puzzle line (`.` or `0` for a blank).
    fn state(line: &str) -> State {
        let grid: [u8; 81] = core::array::from_fn(|i| match line.as_bytes()[i] {
            b @ b'1'..=b'9' => b - b'0',
            _ => 0,
        });
        State::new(&grid, None)
    }

    #[test]
    fn the_crossings_are_the_right_houses() {
        use crate::logic::geometry::Classic;
        let crossing = |house: usize, kind: HouseKind| {
            houses(Classic.overlapping(house) & Classic.of_kind(kind)).collect::<Vec<_>>()
        };
        // Box 5 (house 22) is crossed by rows 3..6 and columns 3..6.
        assert_eq!(crossing(22, HouseKind::Row), [3, 4, 5]);
        assert_eq!(crossing(22, HouseKind::Column), [12, 13, 14]);
        assert_eq!(crossing(26, HouseKind::Column), [15, 16, 17]);
        // Row 8 (house 7) crosses boxes 7, 8, 9; column 2 (house 10) boxes 1, 4, 7.
        assert_eq!(crossing(7, HouseKind::Box), [24, 25, 26]);
        assert_eq!(crossing(10, HouseKind::Box), [18, 21, 24]);
        assert!(crossing(22, HouseKind::Box).is_empty());
        assert!(crossing(3, HouseKind::Column).is_empty());
    }

    /// Direct claiming never comes first on a classic grid. Say row r1's places of d all
    /// lie in box B, and row r2 through B has one place c outside B. Box B' holding c has no
    /// place in r1 (those are in B), so its places are c and some in the band's third row
    /// r3; box B'', the band's third box, has none in r1 and none in r2 (c is r2's only
    /// place outside B), so all in r3. If B'' has one place, that is a hidden single; if
    /// two or more, B'' points along r3, leaving c alone in B': a direct pointing, or a
    /// hidden single if B' had no place in r3. Both are tried first. (Columns the same.) So
    /// the claiming passes are checked here on their own, on every state of some solves.
    #[test]
    fn the_claiming_passes_are_sound_on_their_own() {
        use crate::logic::tests::check::check_hint;
        let puzzles = [
            "000000010400000000020000000000050407008000300001090000300400200050100000000806000",
            "100007090030020008009600500005300900010080002600004000300000010040000007007000300",
            "000060080004000506005001000000090010306170400407000000000029100000000028020300700",
        ];
        let mut found = 0;
        for line in puzzles {
            let mut state = state(line);
            let solution = crate::logic::unique_solution(
                &state.values,
                &mut crate::logic::workspace::Scratch::fresh(),
            )
            .unwrap();
            while !state.is_solved() {
                for base in [HouseKind::Column, HouseKind::Row] {
                    if let Some(hint) = locking(&state, base, HouseKind::Box) {
                        assert_eq!(hint.technique(), Technique::DirectClaiming);
                        check_hint(&state, &solution, &hint);
                        found += 1;
                    }
                }
                match crate::logic::steps::next(
                    &state,
                    &solution,
                    &mut crate::logic::workspace::Scratch::fresh(),
                ) {
                    Some(step) => crate::logic::steps::apply(&mut state, step.hint()),
                    None => break,
                }
            }
        }
        assert!(found > 0);
    }

    #[test]
    fn a_direct_hint_removes_the_pattern_and_places_the_single() {
        // Every direct hint found on the way through some easy puzzles: the placed digit is
        // a candidate of its cell and, once the eliminations are made, the only place of
        // the digit in the last house the hint names (pointing, claiming) or its house.
        let puzzles = [
            "000000010400000000020000000000050407008000300001090000300400200050100000000806000",
            "100007090030020008009600500005300900010080002600004000300000010040000007007000300",
            "003020600900305001001806400008102900700000008006708200002609500800203009005010300",
        ];
        let mut found = 0;
        for line in puzzles {
            let mut state = state(line);
            while !state.is_solved() {
                let hints = [
                    direct_locking(&state),
                    direct_hidden(&state, 2),
                    direct_hidden(&state, 3),
                ];
                for hint in hints.iter().flatten() {
                    found += 1;
                    let (cell, digit) = hint.placement().unwrap();
                    let cell = cell.index();
                    assert_ne!(state.cands[cell] & digit_bit(digit), 0);
                    let house = usize::from(*hint.house_list().last().unwrap());
                    let mut plane = state.planes[usize::from(digit - 1)];
                    for (other, &mask) in hint.elimination_masks().iter().enumerate() {
                        if mask & digit_bit(digit) != 0 {
                            plane &= !bit(other);
                        }
                    }
                    let house = crate::logic::sets::HOUSE_SET[house];
                    assert_eq!(cells(plane & house).collect::<Vec<_>>(), [cell]);
                }
                match crate::logic::steps::easiest_step(
                    &state,
                    crate::logic::steps::Techniques::ALL,
                    &mut crate::logic::workspace::Scratch::fresh(),
                ) {
                    Some(step) => step.apply(&mut state),
                    None => break,
                }
            }
        }
        assert!(found > 0);
    }
}
