//! Sukaku Explainer's chains of strong links (2 to 6 of them): the Skyscraper, the 2-String
//! Kite and the Turbot fish, and their longer kin, grouped or not.
//!
//! A strong link is a house where a digit lies in one of two places: one of them holds it.
//! A place may be a group of cells of one box and one line: a line whose places lie in two
//! boxes, or a box whose places lie in the row and the column through one of its cells (an
//! empty rectangle). Chain such links of one digit, each joined to the next by places that
//! share a house (a weak link: at most one of them holds the digit). Then one end of the
//! chain holds the digit, so no cell that sees both ends does. When the two ends share a
//! house too, the chain closes into a loop, every weak link is strong as well, and the digit
//! leaves every other cell that sees both places of a weak link.
//!
//! Found and rated as Sukaku Explainer finds and rates them (its `StrongLinks` rule): the
//! links' houses have no place of the digit in common; a box whose two places lie in one
//! row or column is not a link of its own (the line is, if the digit has only those places
//! in it); the rating is 4.0, 5.4, 5.8, 6.2 and 6.6 for 2 to 6 links, plus 0.1 when the links
//! are in a box, or in rows and columns both, and 0.2 when they are in a box and in rows and
//! columns both, or plus 0.3 when a link is grouped. Of the chains found, the lowest rated,
//! then the one that removes the most. Where Sukaku Explainer reads a box's cross whose two
//! arms are lone cells as a link between those two cells alone, though the crossing cell
//! may hold the digit, this search puts the crossing cell with one arm or the other: sound,
//! and the same chains where the crossing cell is not a place.
//!
//! Over any geometry: a link in an extra house (a diagonal, a window) is a pair of places
//! alone, and counts as Sukaku Explainer counts a link in a variant's house, 0.3 more, as a
//! grouped one. Nodes are weakly linked when they share a house; peers that share no house
//! (anti-knight) link nothing here, which leaves chains out but removes only what is sound:
//! the victims see both ends through any peer.

use crate::logic::geometry::{Geometry, HouseKind, HouseSet, MAX_HOUSES, houses};
use crate::logic::hint::{Hint, Technique};
use crate::logic::sets::{CellSet, bit, cells, digit_bit, first, is_one_cell};
use crate::logic::state::State;

/// The longest chain looked for.
pub(crate) const MAX_LINKS: usize = 6;

/// Chains tried per search, at most: a cap on the work whatever the candidate state, so that
/// the search stays bounded. A search cut short is still sound: it only finds fewer chains.
const WORK: u32 = 200_000;

/// The kinds of house a link can lie in.
const ROW: u8 = 1;
const COLUMN: u8 = 2;
const BOX: u8 = 4;
/// Any house beyond rows, columns and boxes.
const EXTRA: u8 = 8;

/// One end of a link: a cell, or a group of cells of one box and one line.
#[derive(Clone, Copy, Default)]
struct Node {
    cells: CellSet,
    /// The houses holding every cell of the node: two nodes are weakly linked when they
    /// share one.
    houses: HouseSet,
    /// The cells that see every cell of the node.
    seen_by_all: CellSet,
}

impl Node {
    fn new<G: Geometry>(geometry: &G, members: CellSet) -> Node {
        Node {
            cells: members,
            houses: cells(members).fold(HouseSet::MAX, |houses, cell| {
                houses & geometry.cell_house_set(cell)
            }),
            seen_by_all: cells(members).fold(!0, |seen, cell| seen & geometry.peers(cell)),
        }
    }
}

/// A house where the digit lies in one of two nodes: its only two places, or (grouped) its
/// places split between two boxes of a line, or between the row and the column of a box's
/// cross (an empty rectangle).
#[derive(Clone, Copy, Default)]
struct Link {
    ends: [Node; 2],
    /// Every place of the digit in the house: links of a chain share none.
    places: CellSet,
    house: u8,
    grouped: bool,
}

/// At most one link per house, and up to two readings of a box's cross: 36 on the classic
/// grid. A geometry with more houses than 55 could have more links than a search holds: the
/// links past this many are left out, which finds fewer chains and removes only what is
/// sound.
const MAX_FOUND: usize = 64;

// A link's two ends are two bits of a `u128` in `Search::next` and `Search::clash`.
const _: () = assert!(2 * MAX_FOUND <= u128::BITS as usize);
// And one bit of a `u64` in `Search::connect_links`.
const _: () = assert!(MAX_FOUND <= u64::BITS as usize);

/// The easiest chain of exactly `links` strong links (2 to [`MAX_LINKS`]), as Sukaku
/// Explainer would pick it.
pub(crate) fn strong_links<G: Geometry>(state: &State<G>, links: usize) -> Option<Hint> {
    strong_links_within(state, links, WORK)
}

/// The same, trying at most `work` chains.
fn strong_links_within<G: Geometry>(state: &State<G>, links: usize, work: u32) -> Option<Hint> {
    debug_assert!((2..=MAX_LINKS).contains(&links));
    let mut search = Search::new(&state.geometry, links, work);
    for digit in 1..=9u8 {
        if let Some(tried) = state.quiet_plane(links, digit) {
            // The digit's search depends on its plane alone, which is as it was when a search
            // tried `tried` chains to the end and found none that removes anything: with at
            // least that many chains left, it would try the same ones again, change no best,
            // and leave the same number left.
            if search.work >= tried {
                search.work -= tried;
                continue;
            }
        }
        let before = search.work;
        search.digit_search(digit, state.planes[usize::from(digit - 1)]);
        if !search.cut && !search.removes {
            state.set_quiet_plane(links, digit, before - search.work);
        }
    }
    search.best.map(|(_, _, hint)| hint)
}

struct Search<'a, G: Geometry> {
    geometry: &'a G,
    links: usize,
    digit: u8,
    plane: CellSet,
    found: [Link; MAX_FOUND],
    found_count: usize,
    /// For each link's end (`2 * link + end`), the ends a chain may enter next after leaving
    /// by it: the ends whose node shares a house with it, as bits `2 * link + end`.
    next: [u128; MAX_FOUND * 2],
    /// For each link, the ends of every link that shares a place with it (itself too): links
    /// of one chain share no place.
    clash: [u128; MAX_FOUND],
    /// The chain so far: each link's index in `found` and which end it is entered by.
    chain: [(u8, u8); MAX_LINKS],
    work: u32,
    /// The digit's search ran out of chains to try (`work`) before it tried them all.
    cut: bool,
    /// The digit's search completed a chain that removes something (best or not).
    removes: bool,
    /// Rating in tenths, removals, hint.
    best: Option<(u16, u32, Hint)>,
}

impl<'a, G: Geometry> Search<'a, G> {
    /// A search for chains of `links` strong links trying at most `work` chains, before any
    /// digit.
    fn new(geometry: &'a G, links: usize, work: u32) -> Search<'a, G> {
        Search {
            geometry,
            links,
            digit: 0,
            plane: 0,
            found: [Link::default(); MAX_FOUND],
            found_count: 0,
            next: [0; MAX_FOUND * 2],
            clash: [0; MAX_FOUND],
            chain: [(0, 0); MAX_LINKS],
            work,
            cut: false,
            removes: false,
            best: None,
        }
    }

    /// Every chain of `digit`, whose places are `plane`.
    fn digit_search(&mut self, digit: u8, plane: CellSet) {
        self.digit = digit;
        self.plane = plane;
        self.cut = false;
        self.removes = false;
        self.collect_links();
        self.connect_links();
        for first in 0..self.found_count {
            for entry in 0..2 {
                self.chain[0] = (first as u8, entry);
                self.extend(1, self.clash[first]);
            }
        }
    }

    fn add(&mut self, house: usize, places: CellSet, ends: [CellSet; 2], grouped: bool) {
        if self.found_count == MAX_FOUND {
            return;
        }
        self.found[self.found_count] = Link {
            ends: ends.map(|end| Node::new(self.geometry, end)),
            places,
            house: house as u8,
            grouped,
        };
        self.found_count += 1;
    }

    /// The digit's links, house by house, as Sukaku Explainer reads them.
    fn collect_links(&mut self) {
        self.found_count = 0;
        let geometry = self.geometry;
        let boxes = geometry.boxes();
        for house in 0..geometry.houses() {
            let places = self.plane & geometry.house_set(house);
            let kind = geometry.kind(house);
            let is_box = kind == HouseKind::Box;
            let is_line = matches!(kind, HouseKind::Row | HouseKind::Column);
            match places.count_ones() {
                2 => {
                    let (a, b) = (first(places), first(places & (places - 1)));
                    // Two places of a box in one line: the line's link, if it is one.
                    if is_box && (a / 9 == b / 9 || a % 9 == b % 9) {
                        continue;
                    }
                    self.add(house, places, [bit(a), bit(b)], false);
                }
                3..=5 if is_box => self.box_cross(house, places),
                3..=6 if is_line => {
                    // Places in exactly two of the line's three boxes: one group in each.
                    let mut groups = houses(boxes)
                        .map(|box_| places & geometry.house_set(box_))
                        .filter(|&group| group != 0);
                    if let (Some(a), Some(b), None) = (groups.next(), groups.next(), groups.next())
                    {
                        self.add(house, places, [a, b], true);
                    }
                }
                _ => {}
            }
        }
    }

    /// A box whose places all lie in the row and the column through one of its cells (the
    /// first such cell, as Sukaku Explainer takes it): the digit is in the row's part or in
    /// the column's. The crossing cell, when it is a place, joins the part that is not a
    /// lone cell (both parts when neither is).
    fn box_cross(&mut self, house: usize, places: CellSet) {
        let geometry = self.geometry;
        for heart in cells(geometry.house_set(house)) {
            let (row, column) = (
                geometry.house_set(heart / 9),
                geometry.house_set(9 + heart % 9),
            );
            if places & !(row | column) != 0 {
                continue;
            }
            let across = places & row & !bit(heart);
            let down = places & column & !bit(heart);
            if across == 0 || down == 0 {
                return;
            }
            let heart_place = places & bit(heart);
            if heart_place == 0 {
                self.add(house, places, [across, down], true);
            } else {
                let lone = is_one_cell;
                if lone(across) {
                    self.add(house, places, [across, down | heart_place], true);
                }
                if lone(down) {
                    self.add(house, places, [across | heart_place, down], true);
                }
                if !lone(across) && !lone(down) {
                    self.add(
                        house,
                        places,
                        [across | heart_place, down | heart_place],
                        true,
                    );
                }
            }
            return;
        }
    }

    /// The links' `next` and `clash` sets, computed once per digit rather than at every step
    /// of the search.
    fn connect_links(&mut self) {
        let both_ends = |link: usize| 0b11u128 << (2 * link);
        // The ends whose node lies in each house.
        let mut ends_in = [0u128; MAX_HOUSES];
        for link in 0..self.found_count {
            for end in 0..2 {
                for house in houses(self.found[link].ends[end].houses) {
                    ends_in[house] |= 1 << (2 * link + end);
                }
            }
        }
        // The links with a place in each cell: two links clash when they share a cell, found
        // through their few places rather than by testing every pair.
        let mut links_at = [0u64; 81];
        for link in 0..self.found_count {
            for cell in cells(self.found[link].places) {
                links_at[cell] |= 1 << link;
            }
        }
        for from in 0..self.found_count {
            let mut sharing =
                cells(self.found[from].places).fold(0u64, |set, cell| set | links_at[cell]);
            let mut clash = 0;
            while sharing != 0 {
                clash |= both_ends(sharing.trailing_zeros() as usize);
                sharing &= sharing - 1;
            }
            self.clash[from] = clash;
            for exit in 0..2 {
                self.next[2 * from + exit] = houses(self.found[from].ends[exit].houses)
                    .fold(0, |next, house| next | ends_in[house]);
            }
        }
    }

    /// The node by which link `step` of the chain is entered (`end` 0) or left (1).
    fn node(&self, step: usize, end: u8) -> Node {
        let (index, entry) = self.chain[step];
        self.found[usize::from(index)].ends[usize::from(entry ^ end)]
    }

    /// Adds link number `depth` (the links so far clash with the ends `blocked`), trying the
    /// links in order, each by its first end then its second.
    fn extend(&mut self, depth: usize, blocked: u128) {
        if depth == self.links {
            self.complete();
            return;
        }
        let (index, entry) = self.chain[depth - 1];
        let exit = 2 * usize::from(index) + usize::from(entry ^ 1);
        let mut options = self.next[exit] & !blocked;
        while options != 0 {
            let option = options.trailing_zeros() as usize;
            options &= options - 1;
            if self.work == 0 {
                self.cut = true;
                return;
            }
            self.work -= 1;
            let (to, entry) = (option / 2, option % 2);
            self.chain[depth] = (to as u8, entry as u8);
            self.extend(depth + 1, blocked | self.clash[to]);
        }
    }

    fn complete(&mut self) {
        let links = self.links;
        let start = self.node(0, 0);
        let end = self.node(links - 1, 1);
        let mut members = 0;
        let mut grouped = false;
        let mut kinds = 0;
        for &(index, _) in &self.chain[..links] {
            let link = self.found[usize::from(index)];
            members |= link.places;
            grouped |= link.grouped;
            kinds |= house_kind(self.geometry, link.house);
        }
        let closed = start.houses & end.houses != 0;
        // The sentence tells a loop by its named cells, so the ends are named by cells that
        // see each other exactly when the chain is closed: any two of a closed chain's ends
        // do; of an open chain's, the first pair that does not (a group's first cell may see
        // the other end through a house the two nodes do not share).
        let geometry = self.geometry;
        let share_a_house =
            |a: usize, b: usize| geometry.cell_house_set(a) & geometry.cell_house_set(b) != 0;
        let Some((start_name, end_name)) = cells(start.cells)
            .flat_map(|a| cells(end.cells).map(move |b| (a, b)))
            .find(|&(a, b)| share_a_house(a, b) == closed)
        else {
            return;
        };
        let victims = if closed {
            // A loop: each weak link, the closing one too, is strong as well.
            let mut victims = (start.seen_by_all & end.seen_by_all) & self.plane;
            for step in 1..links {
                let (from, to) = (self.node(step - 1, 1), self.node(step, 0));
                victims |= from.seen_by_all & to.seen_by_all & self.plane;
            }
            victims & !members
        } else {
            self.plane & start.seen_by_all & end.seen_by_all & !members
        };
        if victims == 0 {
            return;
        }
        self.removes = true;
        let tenths = tenths_of(links, kinds, grouped);
        let removals = victims.count_ones();
        if let Some((best, most, _)) = self.best {
            if (tenths, u32::MAX - removals) >= (best, u32::MAX - most) {
                return;
            }
        }
        let mask = digit_bit(self.digit);
        let mut hint = Hint::new(Technique::StrongLinks).with_digits(mask);
        for step in 0..links {
            let (index, _) = self.chain[step];
            hint = hint.with_house(usize::from(self.found[usize::from(index)].house));
            for end in 0..2 {
                let node = self.node(step, end).cells;
                // A node is named by its first cell, the chain's ends by the cells chosen
                // above; the pattern shows the whole group.
                let name = match (step, end) {
                    (0, 0) => start_name,
                    (step, 1) if step == links - 1 => end_name,
                    _ => first(node),
                };
                hint = hint.with_cell(name).with_pattern(node, mask);
            }
        }
        let hint = hint.with_eliminations(victims, mask).with_tenths(tenths);
        self.best = Some((tenths, removals, hint));
    }
}

/// Row, column, box or another house, for the house numbered `house`.
fn house_kind<G: Geometry>(geometry: &G, house: u8) -> u8 {
    match geometry.kind(usize::from(house)) {
        HouseKind::Row => ROW,
        HouseKind::Column => COLUMN,
        HouseKind::Box => BOX,
        _ => EXTRA,
    }
}

/// The rating of a chain of `links` strong links lying in the kinds of house `kinds`,
/// `grouped` when a link is between groups of cells: 0.3 more for a group, or a link in an
/// extra house, as Sukaku Explainer rates both.
fn tenths_of(links: usize, kinds: u8, grouped: bool) -> u16 {
    const BASE: [u16; MAX_LINKS + 1] = [0, 0, 40, 54, 58, 62, 66];
    let boxed = kinds & BOX != 0;
    let crossed = kinds & (ROW | COLUMN) == ROW | COLUMN;
    let added = match (grouped || kinds & EXTRA != 0, boxed, crossed) {
        (true, _, _) => 3,
        (false, false, false) => 0,
        (false, true, true) => 2,
        _ => 1,
    };
    BASE[links] + added
}

/// The kinds of house of a chain's links, from the houses a hint lists.
pub(crate) fn kinds_of<G: Geometry>(geometry: &G, houses: &[u8]) -> u8 {
    houses
        .iter()
        .fold(0, |kinds, &house| kinds | house_kind(geometry, house))
}

/// The name Sukaku Explainer gives a chain of `links` strong links in the kinds of house
/// `kinds`.
pub(crate) fn pattern_name(links: usize, kinds: u8, grouped: bool) -> &'static str {
    let crossed = kinds & (ROW | COLUMN) == ROW | COLUMN;
    match (grouped, links, kinds & BOX != 0, crossed) {
        (true, _, _, _) => "a grouped chain",
        _ if kinds & EXTRA != 0 => "a chain",
        (_, 2, false, false) => "a Skyscraper",
        (_, 2, false, true) => "a 2-String Kite",
        (_, 2, true, _) => "a Turbot fish",
        (_, _, false, false) => "Skyscrapers",
        (_, 3, false, true) => "a 3-String Kite",
        _ => "a chain",
    }
}

#[cfg(test)]
mod tests;
