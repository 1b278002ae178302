//! The checker's cases for unique loops and BUG (`check` calls them): each hint is the
//! pattern it names, by code that shares nothing with the techniques.

use super::hint_parts::{all_removed, eliminated, houses, key, places};
use crate::logic::hint::{Hint, Technique};
use crate::logic::sets::{HOUSE_SET, PEERS, bit, sees};
use crate::logic::state::State;

/// A BUG: the cells with more than two candidates are the hint's BUG cells, each holding
/// some of the extra digits (the hint's digits); by type, what the pattern removes.
pub(super) fn check_bug(state: &State, hint: &Hint) {
    let context = hint.to_string();
    let key = key(hint);
    let mask = hint.digits();
    let bugs: Vec<usize> = (0..81)
        .filter(|&c| state.cands[c].count_ones() > 2)
        .collect();
    assert!(!bugs.is_empty(), "{context}");
    for &cell in &bugs {
        assert!(key.contains(&cell), "{context}");
        assert_ne!(state.cands[cell] & mask, 0, "{context}");
    }
    let members = bugs.iter().fold(0, |set, &c| set | bit(c));
    let seeing_all = bugs.iter().fold(!0u128, |set, &c| set & PEERS[c]);
    match hint.technique() {
        Technique::BugType1 => {
            assert_eq!(bugs.len(), 1, "{context}");
            assert_eq!(eliminated(hint) & !members, 0, "{context}");
            assert_eq!(all_removed(hint) & mask, 0, "{context}");
        }
        Technique::BugType2 => {
            assert!(bugs.len() >= 2, "{context}");
            assert_eq!(mask.count_ones(), 1, "{context}");
            assert_eq!(all_removed(hint), mask, "{context}");
            assert_eq!(eliminated(hint) & !seeing_all, 0, "{context}");
        }
        Technique::BugType3 => {
            // The BUG cells and the subset's other cells in the named house; the subset's
            // digits, the extra digits among them, leave cells outside it.
            let house = HOUSE_SET[houses(hint)[0]];
            let subset: Vec<usize> = key.iter().copied().filter(|c| !bugs.contains(c)).collect();
            assert!(!subset.is_empty(), "{context}");
            let held = subset.iter().fold(0, |m, &c| m | state.cands[c]);
            assert_eq!(held.count_ones() as usize, subset.len() + 1, "{context}");
            assert_eq!(mask & !held, 0, "{context}");
            for &cell in key.iter() {
                assert_ne!(house & bit(cell), 0, "{context}");
            }
            let all_members = key.iter().fold(0, |set, &c| set | bit(c));
            assert_eq!(eliminated(hint) & all_members, 0, "{context}");
            assert_eq!(all_removed(hint) & !held, 0, "{context}");
        }
        _ => {
            // Two BUG cells in one house, each keeping its extra digits and the one digit
            // both hold besides them, whose only places in the house they are.
            assert_eq!(bugs.len(), 2, "{context}");
            let house = HOUSE_SET[houses(hint)[0]];
            assert_eq!(house & members, members, "{context}");
            let both = state.cands[bugs[0]] & state.cands[bugs[1]] & !mask;
            assert_eq!(both.count_ones(), 1, "{context}");
            let digit = both.trailing_zeros() as u8 + 1;
            assert_eq!(places(state, digit, house), members, "{context}");
            assert_eq!(eliminated(hint) & !members, 0, "{context}");
            assert_eq!(all_removed(hint) & both, 0, "{context}");
        }
    }
}

/// A unique loop: 6 cells or more holding the pair (the hint's digits), each seeing the
/// next and the last the first, every house it meets holding two of them, at places of
/// different parity.
pub(super) fn check_loop(state: &State, hint: &Hint) {
    let context = hint.to_string();
    let key = key(hint);
    let pair = hint.digits();
    assert_eq!(pair.count_ones(), 2, "{context}");
    assert!(key.len() >= 6 && key.len().is_multiple_of(2), "{context}");
    for (index, &cell) in key.iter().enumerate() {
        assert_eq!(state.cands[cell] & pair, pair, "{context}");
        assert!(sees(cell, key[(index + 1) % key.len()]), "{context}");
    }
    for (house, &house_set) in HOUSE_SET.iter().enumerate() {
        let at: Vec<usize> = (0..key.len())
            .filter(|&i| house_set & bit(key[i]) != 0)
            .collect();
        match at[..] {
            [] => {}
            [a, b] => assert_ne!(a % 2, b % 2, "{context}"),
            _ => panic!("house {house} holds {} loop cells: {context}", at.len()),
        }
    }
    let members = key.iter().fold(0, |set, &c| set | bit(c));
    let roofs: Vec<usize> = key
        .iter()
        .copied()
        .filter(|&c| state.cands[c] != pair)
        .collect();
    let others = roofs.iter().fold(0, |m, &c| m | state.cands[c] & !pair);
    match hint.technique() {
        Technique::UniqueLoop => {
            assert_eq!(roofs.len(), 1, "{context}");
            assert_eq!(eliminated(hint), bit(roofs[0]), "{context}");
            assert_eq!(all_removed(hint), pair, "{context}");
        }
        Technique::UniqueLoopType2 => {
            assert!(roofs.len() >= 2, "{context}");
            assert_eq!(others.count_ones(), 1, "{context}");
            assert_eq!(all_removed(hint), others, "{context}");
            let seeing = roofs.iter().fold(!0u128, |set, &c| set & PEERS[c]);
            assert_eq!(eliminated(hint) & !seeing, 0, "{context}");
        }
        technique => {
            assert_eq!(roofs.len(), 2, "{context}");
            let house = HOUSE_SET[houses(hint)[0]];
            assert_ne!(house & bit(roofs[0]), 0, "{context}");
            assert_ne!(house & bit(roofs[1]), 0, "{context}");
            if technique == Technique::UniqueLoopType4 {
                let removed = all_removed(hint);
                assert_eq!(removed.count_ones(), 1, "{context}");
                assert_eq!(removed & !pair, 0, "{context}");
                let kept = (pair & !removed).trailing_zeros() as u8 + 1;
                let roof_set = bit(roofs[0]) | bit(roofs[1]);
                assert_eq!(places(state, kept, house), roof_set, "{context}");
                assert_eq!(eliminated(hint), roof_set, "{context}");
            } else {
                // A subset with other cells of the house: naked, it removes outside the
                // loop and itself; hidden, from its own cells.
                assert!(others.count_ones() >= 2, "{context}");
                let subset = (0..81)
                    .filter(|&c| house & bit(c) != 0 && members & bit(c) == 0)
                    .filter(|&c| hint.pattern_masks()[c] != 0)
                    .fold(0u128, |set, c| set | bit(c));
                assert_ne!(subset, 0, "{context}");
                assert_eq!(eliminated(hint) & members, 0, "{context}");
            }
        }
    }
}
