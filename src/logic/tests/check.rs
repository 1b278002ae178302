//! The checker: panics unless a hint is sound and really is the pattern it names, by code
//! that shares nothing with the techniques but the candidate state.

use super::check_aligned::check_aligned;
use super::check_uniqueness::{check_bug, check_loop};
use super::hint_parts::{all_removed, eliminated, houses, key, places};
use super::proper_puzzles;
use crate::logic::hint::{Hint, Technique};
use crate::logic::rating::STEP_KINDS;
use crate::logic::sets::{HOUSE_SET, PEERS, bit, cells, count, digit_bit, digits, sees};
use crate::logic::state::State;
use crate::logic::steps::{self, Techniques};
use crate::logic::workspace::Scratch;
use crate::model::geometry::{CELL_HOUSES, HOUSE_CELLS};

/// Panics unless `hint` is sound in `state` (whose solution is `solution`) and really is the
/// pattern it names.
pub(crate) fn check_hint(state: &State, solution: &[u8; 81], hint: &Hint) {
    let context = || format!("{hint}\nvalues {:?}", state.values);
    assert!(hint.makes_progress(), "no progress: {}", context());
    if let Some((cell, digit)) = hint.placement() {
        assert_eq!(
            state.values[cell.index()],
            0,
            "placed on a filled cell: {}",
            context()
        );
        assert_eq!(
            solution[cell.index()],
            digit,
            "wrong placement: {}",
            context()
        );
    }
    for (cell, mask) in hint.eliminations() {
        let cell = cell.index();
        assert_eq!(
            mask & digit_bit(solution[cell]),
            0,
            "removes the solution: {}",
            context()
        );
        assert_eq!(
            mask & !state.cands[cell],
            0,
            "removes a non-candidate: {}",
            context()
        );
    }
    check_pattern(state, solution, hint);
    // The text is whole and names the technique.
    let text = hint.to_string();
    assert!(
        text.starts_with(hint.technique().name()) && text.ends_with('.'),
        "{text}"
    );
}

fn check_pattern(state: &State, solution: &[u8; 81], hint: &Hint) {
    let key = key(hint);
    let houses = houses(hint);
    let mask = hint.digits();
    let digit = mask.trailing_zeros() as u8 + 1;
    let context = hint.to_string();
    match hint.technique() {
        Technique::Mistake | Technique::SolutionDigit => {
            let (cell, placed) = hint.placement().expect("a placement");
            assert_eq!(solution[cell.index()], placed);
            assert!(
                steps::easiest(state, Techniques::ALL).is_none(),
                "{context}"
            );
        }
        Technique::BidirectionalCycle
        | Technique::ForcingChain
        | Technique::NishioForcingChain
        | Technique::MultipleForcingChains
        | Technique::DynamicForcingChains
        | Technique::DynamicForcingChainsPlus
        | Technique::NestedForcingChains
        | Technique::NestedMultipleForcingChains => {
            // The chain starts from a candidate of its first cell; its conclusions are
            // checked against the solution by the caller.
            assert!(!key.is_empty(), "{context}");
            assert_ne!(state.cands[key[0]] & mask, 0, "{context}");
        }
        Technique::AlignedPairExclusion | Technique::AlignedTripletExclusion => {
            check_aligned(state, hint)
        }
        Technique::WxyzWing
        | Technique::VwxyzWing
        | Technique::UvwxyzWing
        | Technique::TuvwxyzWing => {
            // The wing cells see one another and hold one digit more than their number.
            let (wing, pincer) = key.split_at(key.len() - 1);
            for (i, &a) in wing.iter().enumerate() {
                for &b in &wing[i + 1..] {
                    assert!(crate::logic::sets::sees(a, b), "{context}");
                }
            }
            let union = wing.iter().fold(0, |m, &cell| m | state.cands[cell]);
            assert_eq!(union.count_ones() as usize, wing.len() + 1, "{context}");
            assert_eq!(state.cands[pincer[0]].count_ones(), 2, "{context}");
            assert_eq!(state.cands[pincer[0]] & !union, 0, "{context}");
        }
        Technique::StrongLinks => {
            // Each link's two named cells lie in its house, whose places of the digit are the
            // pattern's cells there; each link's second cell sees the next link's first; no
            // cell comes twice.
            assert!(key.len() >= 4 && key.len() == 2 * houses.len(), "{context}");
            let pattern = hint.pattern_masks();
            for (link, &house) in key.chunks_exact(2).zip(&houses) {
                let set = HOUSE_SET[house];
                let both = bit(link[0]) | bit(link[1]);
                assert_eq!(set & both, both, "{context}");
                let marked = (0..81)
                    .filter(|&c| set & bit(c) != 0 && pattern[c] & mask != 0)
                    .fold(0, |all, c| all | bit(c));
                assert_eq!(places(state, digit, set), marked, "{context}");
            }
            for pair in key[1..].chunks_exact(2) {
                if let [exit, entry] = *pair {
                    assert!(crate::logic::sets::sees(exit, entry), "{context}");
                }
            }
            let members = key.iter().fold(0, |set, &cell| set | bit(cell));
            assert_eq!(members.count_ones() as usize, key.len(), "{context}");
            assert_eq!(all_removed(hint), mask, "{context}");
            assert_eq!(eliminated(hint) & members, 0, "{context}");
        }
        Technique::BugType1 | Technique::BugType2 | Technique::BugType3 | Technique::BugType4 => {
            check_bug(state, hint)
        }
        Technique::UniqueLoop
        | Technique::UniqueLoopType2
        | Technique::UniqueLoopType3
        | Technique::UniqueLoopType4 => check_loop(state, hint),
        Technique::FullHouse => {
            let empty: Vec<u8> = HOUSE_CELLS[houses[0]]
                .iter()
                .copied()
                .filter(|&cell| state.values[usize::from(cell)] == 0)
                .collect();
            assert_eq!(empty, [key[0] as u8], "{context}");
        }
        Technique::HiddenSingle => {
            assert_eq!(
                places(state, digit, HOUSE_SET[houses[0]]),
                bit(key[0]),
                "{context}"
            );
        }
        Technique::NakedSingle => assert_eq!(state.cands[key[0]], mask, "{context}"),
        Technique::Pointing | Technique::Claiming => {
            let (inside, outside) = (HOUSE_SET[houses[0]], HOUSE_SET[houses[1]]);
            let is_box = houses[0] >= 18;
            assert_eq!(is_box, hint.technique() == Technique::Pointing, "{context}");
            assert_ne!(houses[1] >= 18, is_box, "{context}");
            let here = places(state, digit, inside);
            assert!(here != 0 && here & !outside == 0, "{context}");
            assert_eq!(eliminated(hint) & !(outside & !inside), 0, "{context}");
            assert_eq!(all_removed(hint), mask, "{context}");
        }
        Technique::GeneralizedIntersection => {
            // The digit's places in the house, which every removed cell sees.
            let here = places(state, digit, HOUSE_SET[houses[0]]);
            assert!((2..=6).contains(&here.count_ones()), "{context}");
            let seeing = cells(here).fold(!0, |seen, cell| seen & PEERS[cell]);
            assert_eq!(eliminated(hint) & !seeing, 0, "{context}");
            assert_eq!(all_removed(hint), mask, "{context}");
        }
        Technique::DirectPointing | Technique::DirectClaiming => {
            // A locking pattern as above; once its places go, the placed digit has one place
            // left, the placed cell, in the third house, of the first house's kind.
            let (inside, outside, third) = (
                HOUSE_SET[houses[0]],
                HOUSE_SET[houses[1]],
                HOUSE_SET[houses[2]],
            );
            let is_box = houses[0] >= 18;
            assert_eq!(
                is_box,
                hint.technique() == Technique::DirectPointing,
                "{context}"
            );
            assert_eq!(houses[2] >= 18, is_box, "{context}");
            assert_ne!(houses[1] >= 18, is_box, "{context}");
            let here = places(state, digit, inside);
            assert!(count(here) >= 2 && here & !outside == 0, "{context}");
            let removed = places(state, digit, outside & !inside);
            assert_eq!(eliminated(hint), removed, "{context}");
            let (cell, placed) = hint.placement().expect("a placement");
            assert_eq!((placed, key[0]), (digit, cell.index()), "{context}");
            assert!(count(places(state, digit, third)) >= 2, "{context}");
            assert_eq!(
                places(state, digit, third & !removed),
                bit(key[0]),
                "{context}"
            );
        }
        Technique::DirectHiddenPair | Technique::DirectHiddenTriple => {
            // A hidden subset as below; once its cells lose their other digits, the placed
            // digit has one place left in the house.
            let size = if hint.technique() == Technique::DirectHiddenPair {
                2
            } else {
                3
            };
            assert_eq!(
                (key.len(), mask.count_ones() as usize),
                (size + 1, size),
                "{context}"
            );
            let house = HOUSE_SET[houses[0]];
            let subset = key[..size].iter().fold(0, |s, &cell| s | bit(cell));
            assert_eq!(subset & !house, 0, "{context}");
            for d in digits(mask) {
                let here = places(state, d, house);
                assert!(count(here) >= 2 && here & !subset == 0, "{context}");
            }
            let (cell, placed) = hint.placement().expect("a placement");
            assert_eq!(cell.index(), key[size], "{context}");
            assert_eq!(mask & digit_bit(placed), 0, "{context}");
            assert!(count(places(state, placed, house)) >= 2, "{context}");
            assert_eq!(
                places(state, placed, house & !subset),
                bit(key[size]),
                "{context}"
            );
            for &cell in &key[..size] {
                assert_eq!(
                    hint.elimination_masks()[cell],
                    state.cands[cell] & !mask,
                    "{context}"
                );
            }
            assert_eq!(eliminated(hint) & !subset, 0, "{context}");
        }
        Technique::NakedPair | Technique::NakedTriple | Technique::NakedQuad => {
            let size = subset_size(hint.technique());
            assert_eq!(key.len(), size, "{context}");
            let union = key.iter().fold(0, |m, &cell| m | state.cands[cell]);
            assert_eq!(union, mask, "{context}");
            assert_eq!(mask.count_ones() as usize, size, "{context}");
            let subset = key.iter().fold(0, |s, &cell| s | bit(cell));
            assert_eq!(subset & !HOUSE_SET[houses[0]], 0, "{context}");
            assert_eq!(
                eliminated(hint) & !(HOUSE_SET[houses[0]] & !subset),
                0,
                "{context}"
            );
            assert_eq!(all_removed(hint) & !mask, 0, "{context}");
        }
        Technique::HiddenPair | Technique::HiddenTriple | Technique::HiddenQuad => {
            let size = subset_size(hint.technique());
            assert_eq!(
                (key.len(), mask.count_ones() as usize),
                (size, size),
                "{context}"
            );
            let subset = key.iter().fold(0, |s, &cell| s | bit(cell));
            assert_eq!(subset & !HOUSE_SET[houses[0]], 0, "{context}");
            for d in digits(mask) {
                let here = places(state, d, HOUSE_SET[houses[0]]);
                assert!(here != 0 && here & !subset == 0, "{context}");
            }
            assert_eq!(eliminated(hint) & !subset, 0, "{context}");
            assert_eq!(all_removed(hint) & mask, 0, "{context}");
        }
        Technique::XWing | Technique::Swordfish | Technique::Jellyfish => {
            let size = fish_size(hint.technique());
            assert_eq!(houses.len(), 2 * size, "{context}");
            let (base, cover) = houses.split_at(size);
            let rows = base[0] < 9;
            for &line in base {
                assert_eq!(line < 9, rows, "{context}");
            }
            for &line in cover {
                assert_eq!((9..18).contains(&line), rows, "{context}");
            }
            let base_set = base.iter().fold(0, |s, &h| s | HOUSE_SET[h]);
            let cover_set = cover.iter().fold(0, |s, &h| s | HOUSE_SET[h]);
            assert_eq!(places(state, digit, base_set) & !cover_set, 0, "{context}");
            assert_eq!(eliminated(hint) & !(cover_set & !base_set), 0, "{context}");
            assert_eq!(all_removed(hint), mask, "{context}");
        }
        Technique::XyWing | Technique::XyzWing => {
            let [pivot, x, y] = [key[0], key[1], key[2]];
            let (p, a, b) = (state.cands[pivot], state.cands[x], state.cands[y]);
            assert!(sees(pivot, x) && sees(pivot, y), "{context}");
            assert_eq!((a.count_ones(), b.count_ones()), (2, 2), "{context}");
            let z = all_removed(hint);
            assert_eq!(z.count_ones(), 1, "{context}");
            assert_eq!(a & b, z, "{context}");
            let mut targets = PEERS[x] & PEERS[y];
            if hint.technique() == Technique::XyWing {
                assert_eq!(p.count_ones(), 2, "{context}");
                assert_eq!((a | b) & !z, p, "{context}");
                assert_eq!(p & z, 0, "{context}");
            } else {
                assert_eq!(p.count_ones(), 3, "{context}");
                assert_eq!(a | b, p, "{context}");
                targets &= PEERS[pivot];
            }
            assert_eq!(eliminated(hint) & !targets, 0, "{context}");
        }
        Technique::UniqueRectangle
        | Technique::UniqueRectangleType2
        | Technique::UniqueRectangleType3
        | Technique::UniqueRectangleType4 => {
            let rows: Vec<usize> = key[..4].iter().map(|&c| c / 9).collect();
            let columns: Vec<usize> = key[..4].iter().map(|&c| c % 9).collect();
            let mut distinct_rows = rows.clone();
            distinct_rows.sort();
            distinct_rows.dedup();
            let mut distinct_columns = columns.clone();
            distinct_columns.sort();
            distinct_columns.dedup();
            assert_eq!(
                (distinct_rows.len(), distinct_columns.len()),
                (2, 2),
                "{context}"
            );
            let mut boxes: Vec<u8> = key[..4].iter().map(|&c| CELL_HOUSES[c][2]).collect();
            boxes.sort();
            boxes.dedup();
            assert_eq!(boxes.len(), 2, "{context}");
            // Every corner holds the pair; the first holds nothing else.
            for &cell in &key[..4] {
                assert_eq!(state.cands[cell] & mask, mask, "{context}");
            }
            assert_eq!(state.cands[key[0]], mask, "{context}");
            let corners = key[..4].iter().fold(0, |set, &c| set | bit(c));
            match hint.technique() {
                Technique::UniqueRectangle => {
                    assert_eq!(key.len(), 4, "{context}");
                    for &cell in &key[..3] {
                        assert_eq!(state.cands[cell], mask, "{context}");
                    }
                    assert_eq!(eliminated(hint), bit(key[3]), "{context}");
                    assert_eq!(all_removed(hint), mask, "{context}");
                }
                Technique::UniqueRectangleType2 => {
                    // One digit outside the pair, from cells seeing every corner holding it.
                    assert_eq!(all_removed(hint) & mask, 0, "{context}");
                    assert_eq!(all_removed(hint).count_ones(), 1, "{context}");
                    assert_eq!(eliminated(hint) & corners, 0, "{context}");
                }
                Technique::UniqueRectangleType3 => {
                    // A subset with cells of the house: naked, it removes from cells
                    // outside the rectangle and itself; hidden, from its own cells only.
                    let subset = key[4..].iter().fold(0, |set, &c| set | bit(c));
                    let house = HOUSE_SET[houses[0]];
                    assert!(subset != 0 && subset & !house == 0, "{context}");
                    assert_eq!(eliminated(hint) & corners, 0, "{context}");
                    if eliminated(hint) & subset != 0 {
                        assert_eq!(eliminated(hint) & !subset, 0, "{context}");
                    }
                }
                _ => {
                    // One digit of the pair, from the two corners in the house.
                    assert_eq!(all_removed(hint) & !mask, 0, "{context}");
                    assert_eq!(all_removed(hint).count_ones(), 1, "{context}");
                    assert_eq!(eliminated(hint).count_ones(), 2, "{context}");
                    assert_eq!(eliminated(hint) & !corners, 0, "{context}");
                }
            }
        }
        Technique::XChain => {
            assert!(key.len() >= 4 && key.len().is_multiple_of(2), "{context}");
            for &cell in &key {
                assert_ne!(state.cands[cell] & mask, 0, "{context}");
            }
            for (index, pair) in key.windows(2).enumerate() {
                let (a, b) = (pair[0], pair[1]);
                if index % 2 == 0 {
                    let strong = CELL_HOUSES[a].iter().any(|&h| {
                        places(state, digit, HOUSE_SET[usize::from(h)]) == bit(a) | bit(b)
                    });
                    assert!(strong, "not a strong link {a} {b}: {context}");
                } else {
                    assert!(sees(a, b), "not a weak link: {context}");
                }
            }
            let ends = PEERS[key[0]] & PEERS[key[key.len() - 1]];
            assert_eq!(eliminated(hint) & !ends, 0, "{context}");
            assert_eq!(all_removed(hint), mask, "{context}");
        }
        Technique::CageCombination
        | Technique::CageOverlap
        | Technique::RuleOf45
        | Technique::HiddenCage
        | Technique::InniesOuties => {
            panic!("a killer step on the classic grid, which has no cages: {context}")
        }
        Technique::WWing => {
            let [a, p, q, b] = [key[0], key[1], key[2], key[3]];
            assert_eq!((state.cands[a], state.cands[b]), (mask, mask), "{context}");
            assert_eq!(mask.count_ones(), 2, "{context}");
            let link = hint.pattern_masks()[p];
            assert_eq!(link.count_ones(), 1, "{context}");
            let link_digit = link.trailing_zeros() as u8 + 1;
            assert_eq!(
                places(state, link_digit, HOUSE_SET[houses[0]]),
                bit(p) | bit(q),
                "{context}"
            );
            assert!(sees(p, a) && sees(q, b), "{context}");
            assert_eq!(all_removed(hint), mask & !link, "{context}");
            assert_eq!(eliminated(hint) & !(PEERS[a] & PEERS[b]), 0, "{context}");
        }
    }
}

fn subset_size(technique: Technique) -> usize {
    match technique {
        Technique::NakedPair | Technique::HiddenPair => 2,
        Technique::NakedTriple | Technique::HiddenTriple => 3,
        _ => 4,
    }
}

fn fish_size(technique: Technique) -> usize {
    match technique {
        Technique::XWing => 2,
        Technique::Swordfish => 3,
        _ => 4,
    }
}

/// Solves `puzzle` step by step, checking every hint; returns the techniques used.
pub(crate) fn solve_checking(puzzle: &[u8; 81], solution: &[u8; 81]) -> [u32; STEP_KINDS] {
    let mut state = State::new(puzzle, None);
    let mut used = [0u32; STEP_KINDS];
    while !state.is_solved() {
        let hint = steps::next(&state, solution, &mut Scratch::fresh())
            .map(|found| *found.hint())
            .expect("a step until solved");
        check_hint(&state, solution, &hint);
        used[usize::from(hint.technique().number())] += 1;
        steps::apply(&mut state, &hint);
    }
    assert_eq!(&state.values, solution);
    used
}

#[test]
fn counts_of_cells_and_places_agree() {
    let puzzle = proper_puzzles()[0];
    let state = State::new(&puzzle, None);
    for house in 0..27 {
        for digit in 1..=9 {
            let here = places(&state, digit, HOUSE_SET[house]);
            assert_eq!(
                here,
                state.planes[usize::from(digit - 1)] & HOUSE_SET[house]
            );
            assert!(count(here) <= 9);
            assert!(cells(here).all(|cell| HOUSE_CELLS[house].contains(&(cell as u8))));
        }
    }
}
