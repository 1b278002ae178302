//! The chains of strong links: their ratings and names, a box's cross, and the records of
//! the digits searched in vain against the plain search.

use super::*;
use crate::logic::geometry::Classic;

#[test]
fn ratings_follow_the_kinds_of_house() {
    assert_eq!(tenths_of(2, ROW, false), 40);
    assert_eq!(tenths_of(2, COLUMN, false), 40);
    assert_eq!(tenths_of(2, ROW | COLUMN, false), 41);
    assert_eq!(tenths_of(2, ROW | BOX, false), 41);
    assert_eq!(tenths_of(2, ROW | BOX, true), 43);
    assert_eq!(tenths_of(3, ROW | COLUMN | BOX, false), 56);
    assert_eq!(tenths_of(4, BOX, false), 59);
    assert_eq!(tenths_of(6, COLUMN, false), 66);
}

#[test]
fn kinds_and_names_come_from_the_houses() {
    // Row 1, column 5, box 8.
    let houses = [0, 13, 25];
    assert_eq!(kinds_of(&Classic, &houses), ROW | COLUMN | BOX);
    assert_eq!(
        pattern_name(3, kinds_of(&Classic, &houses), false),
        "a chain"
    );
    assert_eq!(
        pattern_name(2, kinds_of(&Classic, &houses[..2]), false),
        "a 2-String Kite"
    );
    assert_eq!(
        pattern_name(2, kinds_of(&Classic, &houses[..2]), true),
        "a grouped chain"
    );
}

/// The slice's first puzzles, as cells.
fn some_puzzles(count: usize) -> Vec<[u8; 81]> {
    include_str!("../../../../tests/data/se_rated_bank_1k.txt")
        .lines()
        .take(count)
        .filter_map(|line| line.split_whitespace().find(|field| field.len() == 81))
        .map(|puzzle| {
            let cells: Vec<u8> = puzzle.bytes().map(|b| b - b'0').collect();
            cells.try_into().expect("81 cells")
        })
        .collect()
}

#[test]
fn the_records_of_quiet_planes_leave_the_search_as_it_was() {
    // Candidates taken out one at a time, pseudo-randomly: a few digits' planes change
    // between searches, the others are read from the records. Each search is compared
    // with one on a fresh state holding the same candidates and no records, with enough
    // chains to try and with so few that searches are cut short.
    let mut reused = 0;
    let mut seed = 0x2545_f491u32;
    for cells in some_puzzles(12) {
        let mut state = State::new(&cells, None);
        for _ in 0..30 {
            for links in 2..=MAX_LINKS {
                for work in [WORK, 60, 5, 0] {
                    reused += (1..=9)
                        .filter(|&digit| state.quiet_plane(links, digit).is_some())
                        .count();
                    let fresh = State::new(&state.values, Some(&state.cands));
                    let (kept, plain) = (
                        strong_links_within(&state, links, work),
                        strong_links_within(&fresh, links, work),
                    );
                    assert!(kept == plain, "{cells:?} {links} links, {work} chains");
                }
            }
            let open: Vec<usize> = (0..81)
                .filter(|&cell| state.cands[cell].count_ones() > 1)
                .collect();
            if open.is_empty() {
                break;
            }
            seed ^= seed << 13;
            seed ^= seed >> 17;
            seed ^= seed << 5;
            let cell = open[seed as usize % open.len()];
            let digits: Vec<u8> = crate::logic::sets::digits(state.cands[cell]).collect();
            state.eliminate(cell, digit_bit(digits[(seed >> 8) as usize % digits.len()]));
        }
    }
    // The records were read, not only written.
    assert!(reused > 1_000, "{reused}");
}

#[test]
fn a_box_cross_links_its_row_part_and_its_column_part() {
    // Box 1 with the digit in r1c1, r1c2 and r2c1: the cross through r1c1.
    let mut search = Search::new(&Classic, 2, WORK);
    search.digit = 1;
    search.plane = bit(0) | bit(1) | bit(9);
    search.box_cross(18, search.plane);
    // Both parts are lone cells: the crossing cell goes with one, then the other.
    assert_eq!(search.found_count, 2);
    assert_eq!(
        search.found[0].ends.map(|n| n.cells),
        [bit(1), bit(9) | bit(0)]
    );
    assert_eq!(
        search.found[1].ends.map(|n| n.cells),
        [bit(1) | bit(0), bit(9)]
    );
}
