//! X-Chains: chains of one digit that alternate strong links (a house where the digit has
//! only two places: one of them holds it) and weak links (two cells that see each other: at
//! most one holds it). A chain that starts and ends with a strong link proves that one of its
//! two ends holds the digit, so no cell that sees both ends does. Simple colouring's
//! eliminations are such chains; the shortest are the Skyscraper, the Two-string kite and the
//! Turbot fish.

use crate::logic::geometry::Geometry;
use crate::logic::hint::{Hint, MAX_CELLS, Technique};
use crate::logic::sets::{CellSet, bit, cells, count, digit_bit, first};
use crate::logic::state::State;

/// Links of the longest chain looked for: its cells fit in a hint.
const MAX_LINKS: usize = MAX_CELLS - 1;

/// The shortest X-Chain of at least three links that removes a candidate; among equally
/// short ones, the first by digit and then by starting cell.
pub(crate) fn x_chain<G: Geometry>(state: &State<G>) -> Option<Hint> {
    let geometry = &state.geometry;
    let mut best: Option<Chain> = None;
    for digit in 1..=9u8 {
        let plane = state.planes[usize::from(digit - 1)];
        let strong = strong_partners(geometry, plane);
        for start in cells(plane) {
            if strong[start] == 0 {
                continue;
            }
            let longest = best.as_ref().map_or(MAX_LINKS, |chain| chain.links - 2);
            if let Some(chain) = search_from(geometry, digit, plane, &strong, start, longest) {
                best = Some(chain);
            }
        }
    }
    best.map(|chain| chain.hint())
}

/// For each cell with the digit, the cells it forms a strong link with.
fn strong_partners<G: Geometry>(geometry: &G, plane: CellSet) -> [CellSet; 81] {
    let mut partners = [0; 81];
    for cell in cells(plane) {
        for &house in geometry.cell_houses(cell) {
            let places = plane & geometry.house_set(usize::from(house));
            if count(places) == 2 {
                partners[cell] |= places & !bit(cell);
            }
        }
    }
    partners
}

struct Chain {
    digit: u8,
    links: usize,
    /// The chain's cells from the start to the end.
    path: [usize; MAX_CELLS],
    targets: CellSet,
}

impl Chain {
    fn hint(&self) -> Hint {
        let mask = digit_bit(self.digit);
        let mut hint = Hint::new(Technique::XChain).with_digits(mask);
        for &cell in &self.path[..=self.links] {
            hint = hint.with_cell(cell).with_pattern(bit(cell), mask);
        }
        hint.with_eliminations(self.targets, mask)
    }
}

/// Breadth first from "`start` does not hold the digit", alternating: a cell without the
/// digit puts it in its strong partners, a cell with it takes it from its peers. The first
/// cell reached holding the digit, three or more links away, that shares a peer with the
/// digit with `start`, ends the chain. Chains longer than `longest` links are not looked for.
fn search_from<G: Geometry>(
    geometry: &G,
    digit: u8,
    plane: CellSet,
    strong: &[CellSet; 81],
    start: usize,
    longest: usize,
) -> Option<Chain> {
    // levels[k]: cells first reached after k links; even k: without the digit, odd k: with it.
    let mut levels = [0 as CellSet; MAX_LINKS + 1];
    let (mut seen_off, mut seen_on) = (bit(start), 0 as CellSet);
    levels[0] = bit(start);
    let near_start = plane & geometry.peers(start);
    for links in 1..=longest.min(MAX_LINKS) {
        let previous = levels[links - 1];
        let next = if links % 2 == 1 {
            cells(previous).fold(0, |set, cell| set | strong[cell]) & !seen_on
        } else {
            cells(previous).fold(0, |set, cell| set | (plane & geometry.peers(cell))) & !seen_off
        };
        if next == 0 {
            return None;
        }
        levels[links] = next;
        if links % 2 == 1 {
            seen_on |= next;
            if links >= 3 {
                for end in cells(next) {
                    let targets = near_start & geometry.peers(end);
                    if targets != 0 {
                        let found = (&levels, links, end);
                        return Some(trace_back(geometry, digit, found, strong, plane, targets));
                    }
                }
            }
        } else {
            seen_off |= next;
        }
    }
    None
}

/// The chain's cells, from the levels of the search, walking back from `end`.
fn trace_back<G: Geometry>(
    geometry: &G,
    digit: u8,
    (levels, links, end): (&[CellSet; MAX_LINKS + 1], usize, usize),
    strong: &[CellSet; 81],
    plane: CellSet,
    targets: CellSet,
) -> Chain {
    let mut path = [0; MAX_CELLS];
    path[links] = end;
    let mut cell = end;
    for k in (0..links).rev() {
        let linked = if (k + 1) % 2 == 1 {
            strong[cell]
        } else {
            plane & geometry.peers(cell)
        };
        cell = first(levels[k] & linked);
        path[k] = cell;
    }
    Chain {
        digit,
        links,
        path,
        targets,
    }
}

/// Sudoku Explainer's length modifier for chains: +0.1 each time the length passes a
/// threshold of 4, 6, 8, 12, 16, 24, 32, ... (each 3/2 then 4/3 of the last), in tenths.
pub(crate) fn length_tenths(length: usize) -> u16 {
    let (mut tenths, mut ceiling, mut odd) = (0, 4, false);
    while length > ceiling {
        tenths += 1;
        ceiling = if odd {
            ceiling * 4 / 3
        } else {
            ceiling * 3 / 2
        };
        odd = !odd;
    }
    tenths
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn length_modifier_follows_sudoku_explainer() {
        let tenths: Vec<u16> = [4, 5, 6, 7, 8, 9, 12, 13, 16, 17, 24, 25]
            .map(length_tenths)
            .to_vec();
        assert_eq!(tenths, [0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6]);
    }
}
