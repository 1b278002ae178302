//! Sukaku Explainer's chains of strong links (2 to 6 of them): the Skyscraper, the 2-String
//! Kite and the Turbot fish, and their longer kin.
//!
//! A strong link is a house where a digit has only two places: one of them holds it. Chain
//! such links of one digit, each joined to the next by two cells that see each other (a
//! weak link: at most one of them holds the digit). Then one end of the chain holds the
//! digit, so no cell that sees both ends does. When the two ends see each other too, the
//! chain closes into a loop, every weak link is strong as well, and the digit leaves every
//! other cell that sees both cells of a weak link.
//!
//! Found and rated as Sukaku Explainer finds and rates them (its `StrongLinks` rule): the
//! links' cells are all different; a box whose two places lie in one row or column is not a
//! link of its own (the line is, if the digit has only those places in it); the rating is
//! 4.0, 5.4, 5.8, 6.2 and 6.6 for 2 to 6 links, plus 0.1 when the links are in a box, or in
//! rows and columns both, and 0.2 when they are in a box and in rows and columns both. Of
//! the chains found, the lowest rated, then the one that removes the most. Links that are
//! groups of cells (empty rectangles, rated 0.3 more) are not looked for here.

use crate::logic::hint::{Hint, Technique};
use crate::logic::sets::{CellSet, HOUSE_SET, PEERS, bit, cells, digit_bit};
use crate::logic::state::State;
use crate::model::geometry::HOUSES;

/// The longest chain looked for.
pub(crate) const MAX_LINKS: usize = 6;

/// Chains tried per search, at most: a cap on the work that no real grid reaches (a digit
/// has at most 27 links), so that the search stays bounded on any candidate state. A
/// search cut short is still sound: it only finds fewer chains.
const WORK: u32 = 200_000;

/// The kinds of house a link can lie in.
const ROW: u8 = 1;
const COLUMN: u8 = 2;
const BOX: u8 = 4;

/// A digit's only two places in a house.
#[derive(Clone, Copy, Default)]
struct Link {
    cells: [u8; 2],
    kind: u8,
}

/// The easiest chain of exactly `links` strong links (2 to [`MAX_LINKS`]), as Sukaku
/// Explainer would pick it.
pub(crate) fn strong_links(state: &State, links: usize) -> Option<Hint> {
    debug_assert!((2..=MAX_LINKS).contains(&links));
    let mut search = Search {
        links,
        digit: 0,
        plane: 0,
        found: [Link::default(); HOUSES],
        found_count: 0,
        chain: [(0, 0, 0); MAX_LINKS],
        work: WORK,
        best: None,
    };
    for digit in 1..=9u8 {
        search.digit = digit;
        search.plane = state.planes[usize::from(digit - 1)];
        search.collect_links();
        for first in 0..search.found_count {
            let Link {
                cells: [a, b],
                kind,
            } = search.found[first];
            for (entry, exit) in [(a, b), (b, a)] {
                search.chain[0] = (entry, exit, kind);
                search.extend(1, bit(usize::from(a)) | bit(usize::from(b)));
            }
        }
    }
    search.best.map(|(_, _, hint)| hint)
}

struct Search {
    links: usize,
    digit: u8,
    plane: CellSet,
    /// The digit's links, one per house at most.
    found: [Link; HOUSES],
    found_count: usize,
    /// The chain so far: each link's entry cell, exit cell and kind of house.
    chain: [(u8, u8, u8); MAX_LINKS],
    work: u32,
    /// Rating in tenths, removals, hint.
    best: Option<(u16, u32, Hint)>,
}

impl Search {
    fn collect_links(&mut self) {
        self.found_count = 0;
        for (house, &house_set) in HOUSE_SET.iter().enumerate() {
            let places = self.plane & house_set;
            if places.count_ones() != 2 {
                continue;
            }
            let mut pair = cells(places);
            let (Some(a), Some(b)) = (pair.next(), pair.next()) else {
                continue;
            };
            let kind = [ROW, COLUMN, BOX][house / 9];
            if kind == BOX && (a / 9 == b / 9 || a % 9 == b % 9) {
                continue;
            }
            self.found[self.found_count] = Link {
                cells: [a as u8, b as u8],
                kind,
            };
            self.found_count += 1;
        }
    }

    /// Adds link number `depth` (the links so far use the cells `used`).
    fn extend(&mut self, depth: usize, used: CellSet) {
        if depth == self.links {
            self.complete();
            return;
        }
        let exit = usize::from(self.chain[depth - 1].1);
        for index in 0..self.found_count {
            let Link {
                cells: [a, b],
                kind,
            } = self.found[index];
            let pair = bit(usize::from(a)) | bit(usize::from(b));
            if pair & used != 0 {
                continue;
            }
            for (entry, next_exit) in [(a, b), (b, a)] {
                if PEERS[exit] & bit(usize::from(entry)) == 0 {
                    continue;
                }
                if self.work == 0 {
                    return;
                }
                self.work -= 1;
                self.chain[depth] = (entry, next_exit, kind);
                self.extend(depth + 1, used | pair);
            }
        }
    }

    fn complete(&mut self) {
        let chain = &self.chain[..self.links];
        let start = usize::from(chain[0].0);
        let end = usize::from(chain[self.links - 1].1);
        let members = chain.iter().fold(0, |set, &(entry, exit, _)| {
            set | bit(usize::from(entry)) | bit(usize::from(exit))
        });
        let victims = if PEERS[start] & bit(end) != 0 {
            // A loop: each weak link, the closing one too, is strong as well.
            let mut victims = self.plane & PEERS[start] & PEERS[end];
            for pair in chain.windows(2) {
                let (from, to) = (usize::from(pair[0].1), usize::from(pair[1].0));
                victims |= self.plane & PEERS[from] & PEERS[to];
            }
            victims & !members
        } else {
            // Found from both ends: keep one direction.
            if start > end {
                return;
            }
            self.plane & PEERS[start] & PEERS[end] & !members
        };
        if victims == 0 {
            return;
        }
        let tenths = self.tenths();
        let removals = victims.count_ones();
        if let Some((best, most, _)) = self.best {
            if (tenths, u32::MAX - removals) >= (best, u32::MAX - most) {
                return;
            }
        }
        let mask = digit_bit(self.digit);
        let mut hint = Hint::new(Technique::StrongLinks).with_digits(mask);
        for &(entry, exit, _) in chain {
            for cell in [usize::from(entry), usize::from(exit)] {
                hint = hint.with_cell(cell).with_pattern(bit(cell), mask);
            }
        }
        let hint = hint.with_eliminations(victims, mask).with_tenths(tenths);
        self.best = Some((tenths, removals, hint));
    }

    /// Sukaku Explainer's rating of the chain, in tenths.
    fn tenths(&self) -> u16 {
        let kinds = self.chain[..self.links]
            .iter()
            .fold(0, |kinds, &(_, _, kind)| kinds | kind);
        tenths_of(self.links, kinds)
    }
}

/// The rating of a chain of `links` strong links lying in the kinds of house `kinds`.
fn tenths_of(links: usize, kinds: u8) -> u16 {
    const BASE: [u16; MAX_LINKS + 1] = [0, 0, 40, 54, 58, 62, 66];
    let boxed = kinds & BOX != 0;
    let crossed = kinds & (ROW | COLUMN) == ROW | COLUMN;
    let added = match (boxed, crossed) {
        (false, false) => 0,
        (true, true) => 2,
        _ => 1,
    };
    BASE[links] + added
}

/// The kinds of house of the chain's links, read back from its cells (the hint lists each
/// link's two cells in turn): what a hint handed back from C still tells.
pub(crate) fn link_kinds(chain: &[u8]) -> u8 {
    chain.chunks_exact(2).fold(0, |kinds, pair| {
        let (a, b) = (pair[0], pair[1]);
        kinds
            | if a / 9 == b / 9 {
                ROW
            } else if a % 9 == b % 9 {
                COLUMN
            } else {
                BOX
            }
    })
}

/// The name Sukaku Explainer gives a chain of `links` strong links in the kinds of house
/// `kinds`.
pub(crate) fn pattern_name(links: usize, kinds: u8) -> &'static str {
    let crossed = kinds & (ROW | COLUMN) == ROW | COLUMN;
    match (links, kinds & BOX != 0, crossed) {
        (2, false, false) => "a Skyscraper",
        (2, false, true) => "a 2-String Kite",
        (2, true, _) => "a Turbot fish",
        (_, false, false) => "Skyscrapers",
        (3, false, true) => "a 3-String Kite",
        _ => "a chain",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ratings_follow_the_kinds_of_house() {
        assert_eq!(tenths_of(2, ROW), 40);
        assert_eq!(tenths_of(2, COLUMN), 40);
        assert_eq!(tenths_of(2, ROW | COLUMN), 41);
        assert_eq!(tenths_of(2, ROW | BOX), 41);
        assert_eq!(tenths_of(3, ROW | COLUMN | BOX), 56);
        assert_eq!(tenths_of(4, BOX), 59);
        assert_eq!(tenths_of(6, COLUMN), 66);
    }

    #[test]
    fn kinds_are_read_back_from_the_cells() {
        // r1c1-r1c5 (a row), r3c5-r8c5 (a column), r8c4-r9c6 (a box).
        let chain = [0, 4, 22, 67, 66, 77];
        assert_eq!(link_kinds(&chain), ROW | COLUMN | BOX);
        assert_eq!(pattern_name(3, link_kinds(&chain)), "a chain");
        assert_eq!(pattern_name(2, link_kinds(&chain[..4])), "a 2-String Kite");
    }
}
