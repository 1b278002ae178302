//! The checker for aligned pair and triplet exclusions, apart from the other patterns'.

use super::hint_parts::{eliminated, key};
use crate::logic::hint::{Hint, Technique};
use crate::logic::sets::{bit, digit_bit, digits, sees};
use crate::logic::state::State;

/// Panics unless `hint` is an aligned exclusion: its base cells are the first two (three)
/// it names; the cells named after them see them all and hold two (two or three)
/// candidates; it removes digits of base cells only, and each choice of digits for the base
/// cells that takes a removed digit puts one digit twice in a house or leaves a named cell
/// without a candidate.
pub(super) fn check_aligned(state: &State, hint: &Hint) {
    let context = hint.to_string();
    let key = key(hint);
    let size = match hint.technique() {
        Technique::AlignedPairExclusion => 2,
        _ => 3,
    };
    assert!(key.len() > size, "{context}");
    let (base, excluders) = key.split_at(size);
    for &cell in excluders {
        let held = state.cands[cell].count_ones() as usize;
        assert!((2..=size).contains(&held), "{context}");
        assert!(base.iter().all(|&b| sees(b, cell)), "{context}");
    }
    let base_set = base.iter().fold(0, |set, &cell| set | bit(cell));
    assert_eq!(eliminated(hint) & !base_set, 0, "{context}");
    let masks = hint.elimination_masks();
    // Every choice, one digit for each base cell.
    let mut choices: Vec<Vec<u8>> = vec![Vec::new()];
    for &cell in base {
        choices = choices
            .into_iter()
            .flat_map(|choice| {
                digits(state.cands[cell]).map(move |digit| {
                    let mut longer = choice.clone();
                    longer.push(digit);
                    longer
                })
            })
            .collect();
    }
    for choice in choices {
        let takes_removed = base
            .iter()
            .zip(&choice)
            .any(|(&cell, &digit)| masks[cell] & digit_bit(digit) != 0);
        if !takes_removed {
            continue;
        }
        let repeats = (0..size)
            .any(|i| (i + 1..size).any(|j| choice[i] == choice[j] && sees(base[i], base[j])));
        let held = choice
            .iter()
            .fold(0, |mask, &digit| mask | digit_bit(digit));
        let empties = excluders.iter().any(|&cell| state.cands[cell] & !held == 0);
        assert!(repeats || empties, "{choice:?} can be: {context}");
    }
}
