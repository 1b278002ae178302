//! Probing an assumption through a static implication graph (`graph.rs`) without recording
//! parents: whether it ends in a contradiction, and the set of potentials it reaches. The
//! inner passes of a nested search follow hundreds of assumptions over one grid; most end
//! without a contradiction, and for those the parents a full run records are wasted work.

use super::graph::Graph;
use super::potentials::{KEYS, Links, Marks, Potential};
use super::run::{Run, WorkLeft};
use crate::logic::geometry::Geometry;
use crate::logic::sets::{CellSet, bit, cells, digit_bit, digits};

/// What a probe found: a contradiction, or how many potentials it reached.
#[derive(Clone, Copy)]
enum Reach {
    Contradiction,
    Potentials(u32),
}

/// The potentials a static run reached, a set of cells per digit, the "on"s and the "off"s
/// apart.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) struct Reached {
    pub on: [CellSet; 9],
    pub off: [CellSet; 9],
}

impl Reached {
    pub(crate) const EMPTY: Reached = Reached {
        on: [0; 9],
        off: [0; 9],
    };

    /// What `run` reached (each potential where it was first recorded).
    pub fn of_run(run: &Run) -> Reached {
        let mut reached = Reached::EMPTY;
        for node in 0..run.len() as u16 {
            let potential = run.potential(node);
            if run.node_of(potential) == Some(node) {
                reached.insert(potential);
            }
        }
        reached
    }

    fn insert(&mut self, potential: Potential) {
        let plane = usize::from(potential.digit() - 1);
        let set = if potential.is_on() {
            &mut self.on
        } else {
            &mut self.off
        };
        set[plane] |= bit(potential.cell());
    }

    /// Keeps only what `other` reached too.
    pub fn intersect(&mut self, other: &Reached) {
        for plane in 0..9 {
            self.on[plane] &= other.on[plane];
            self.off[plane] &= other.off[plane];
        }
    }

    pub fn is_empty(&self) -> bool {
        self.on.iter().chain(&self.off).all(|&set| set == 0)
    }
}

/// Candidates of a grid: the "on"s a probe keeps what it found from.
const ONS: usize = 81 * 9;

/// The queues of a probe: the potentials reached, without their parents, the "on"s and the
/// "off"s apart, and the set they make; and what it found from each "on" through cell and
/// house links on the graph as last built. An inner pass of a nested search probes each of
/// those starts, and its multiple forcing chains probe them again on the same grid, some
/// more than once.
pub(crate) struct Probe {
    ons: [u16; KEYS],
    offs: [u16; KEYS],
    reached: Reached,
    /// The graph's generation each entry was found on (0: none).
    stamps: [u64; ONS],
    /// How each probe ended, and after how many potentials.
    ends: [(Reach, u32); ONS],
    sets: [Reached; ONS],
}

impl Probe {
    pub(crate) const EMPTY: Probe = Probe {
        ons: [0; KEYS],
        offs: [0; KEYS],
        reached: Reached::EMPTY,
        stamps: [0; ONS],
        ends: [(Reach::Contradiction, 0); ONS],
        sets: [Reached::EMPTY; ONS],
    };

    /// Whether `follow_static` from `start` over `graph` (built on `grid`) would end
    /// without a contradiction and within `work_left`; if so the work is spent as it would
    /// spend it. Otherwise nothing is spent, and the caller follows the run in full: it
    /// contradicts, or the work limit could run out first (then the run's own order decides
    /// what is found). Most assumptions of an inner pass lead to no contradiction, and for
    /// those the parents that `follow_static` records are wasted work.
    ///
    /// Without a contradiction, `follow_static` visits every potential the assumption
    /// reaches, a unit each, in whatever order: so the set reached is all that matters, and
    /// it is found a digit's plane at a time.
    pub(crate) fn no_contradiction<G: Geometry + Copy>(
        &mut self,
        graph: &Graph,
        grid: &Marks<G>,
        start: Potential,
        links: Links,
        work_left: &mut WorkLeft,
    ) -> bool {
        self.reached(graph, grid, start, links, work_left).is_some()
    }

    /// The same, and what the run reaches: the set when it ends without a contradiction
    /// within `work_left` (spent as `follow_static` would spend it), None otherwise (nothing
    /// spent).
    pub(crate) fn reached<G: Geometry + Copy>(
        &mut self,
        graph: &Graph,
        grid: &Marks<G>,
        start: Potential,
        links: Links,
        work_left: &mut WorkLeft,
    ) -> Option<&Reached> {
        match self.reach(graph, grid, start, links, work_left.0) {
            Some(Reach::Potentials(count)) => {
                work_left.0 -= count;
                Some(&self.reached)
            }
            Some(Reach::Contradiction) | None => None,
        }
    }

    /// What `start` reaches: a contradiction, or how many potentials; None past `most`.
    /// The same start with the same links on the same graph ends the same way after the
    /// same potentials, so what an "on" through both kinds of links found is kept.
    fn reach<G: Geometry + Copy>(
        &mut self,
        graph: &Graph,
        grid: &Marks<G>,
        start: Potential,
        links: Links,
        most: u32,
    ) -> Option<Reach> {
        let kept = (start.is_on() && links == Links::xy())
            .then(|| start.cell() * 9 + usize::from(start.digit() - 1));
        if let Some(slot) = kept.filter(|&slot| self.stamps[slot] == graph.generation) {
            let (end, potentials) = self.ends[slot];
            if potentials > most {
                return None;
            }
            self.reached = self.sets[slot];
            return Some(end);
        }
        let (end, potentials) = self.reach_anew(graph, grid, start, links, most)?;
        if let Some(slot) = kept {
            self.stamps[slot] = graph.generation;
            self.ends[slot] = (end, potentials);
            self.sets[slot] = self.reached;
        }
        Some(end)
    }

    /// `reach` found again, and the potentials visited until it ended.
    fn reach_anew<G: Geometry + Copy>(
        &mut self,
        graph: &Graph,
        grid: &Marks<G>,
        start: Potential,
        links: Links,
        most: u32,
    ) -> Option<(Reach, u32)> {
        // The potentials reached, on and off, as a set of cells per digit.
        let Reached { on, off } = &mut self.reached;
        *on = [0; 9];
        *off = [0; 9];
        let (mut ons, mut offs) = (0, 0);
        let plane = usize::from(start.digit() - 1);
        if start.is_on() {
            on[plane] |= bit(start.cell());
            self.ons[0] = start.key() as u16;
            ons = 1;
        } else {
            off[plane] |= bit(start.cell());
            self.offs[0] = start.key() as u16;
            offs = 1;
        }
        let (mut next_on, mut next_off, mut count) = (0, 0, 0u32);
        loop {
            let key = if next_on < ons {
                next_on += 1;
                self.ons[next_on - 1]
            } else if next_off < offs {
                next_off += 1;
                self.offs[next_off - 1]
            } else {
                return Some((Reach::Potentials(count), count));
            };
            count += 1;
            if count > most {
                return None;
            }
            let potential = Potential::from_key(key);
            let (cell, digit) = (potential.cell(), potential.digit());
            let plane = usize::from(digit - 1);
            if !potential.is_on() {
                // At most four links, read from the table.
                for (next, _) in graph.derived(potential, links) {
                    let (next_cell, next_plane) = (next.cell(), usize::from(next.digit() - 1));
                    if off[next_plane] & bit(next_cell) != 0 {
                        return Some((Reach::Contradiction, count));
                    }
                    if on[next_plane] & bit(next_cell) == 0 {
                        on[next_plane] |= bit(next_cell);
                        self.ons[ons] = next.key() as u16;
                        ons += 1;
                    }
                }
                continue;
            }
            // An "on" puts off its digit in its peers, and with cell links its cell's other
            // digits: what `on_to_off` lists, taken a plane at a time.
            if links.cell {
                for other in digits(grid.cands[cell] & !digit_bit(digit)) {
                    let other_plane = usize::from(other - 1);
                    if on[other_plane] & bit(cell) != 0 {
                        return Some((Reach::Contradiction, count));
                    }
                    if off[other_plane] & bit(cell) == 0 {
                        off[other_plane] |= bit(cell);
                        self.offs[offs] = Potential::new(cell, other, false).key() as u16;
                        offs += 1;
                    }
                }
            }
            let peers = grid.geometry.peers(cell) & grid.planes[plane];
            if peers & on[plane] != 0 {
                return Some((Reach::Contradiction, count));
            }
            let fresh = peers & !off[plane];
            off[plane] |= fresh;
            for peer in cells(fresh) {
                self.offs[offs] = Potential::new(peer, digit, false).key() as u16;
                offs += 1;
            }
        }
    }
}
