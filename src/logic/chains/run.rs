//! The record of a run of inferences: each potential reached, with the potentials it follows
//! from, in fixed arrays (in the caller's workspace, `scratch.rs`); and the
//! work left that every run of one search shares.

use super::potentials::{KEYS, Potential, PotentialSet};

/// Nodes a run can record (a cycle search may record a potential more than once).
pub(crate) const NODES: usize = 2048;
/// Parent links a run can record.
const PARENTS: usize = 4096;
/// Inner chains a nested run can record (their lengths, which its chains' lengths add).
const NESTED: usize = 255;

/// The potentials a run reached, each with the potentials it follows from.
pub(crate) struct Run {
    /// For each potential, its first node plus one (0: not reached).
    index: [u16; KEYS],
    keys: [u16; NODES],
    first_parent: [u16; NODES],
    parent_count: [u8; NODES],
    parents: [u16; PARENTS],
    len: usize,
    parents_len: usize,
    /// The run stopped early: it ran out of room or of work.
    pub cut: bool,
    /// Scratch for counting ancestors: a stack of nodes and the potentials seen.
    stack: [u16; NODES],
    seen: PotentialSet,
    /// For each node, the inner chain it was concluded by (its number plus one; 0: none).
    nested_of: [u8; NODES],
    /// The length of each inner chain, in potentials.
    nested_complexity: [u16; NESTED],
    nested_len: usize,
}

impl Run {
    pub(crate) const EMPTY: Run = Run {
        index: [0; KEYS],
        keys: [0; NODES],
        first_parent: [0; NODES],
        parent_count: [0; NODES],
        parents: [0; PARENTS],
        len: 0,
        parents_len: 0,
        cut: false,
        stack: [0; NODES],
        seen: PotentialSet::EMPTY,
        nested_of: [0; NODES],
        nested_complexity: [0; NESTED],
        nested_len: 0,
    };

    /// Forgets everything reached.
    pub fn clear(&mut self) {
        for node in 0..self.len {
            self.index[usize::from(self.keys[node])] = 0;
        }
        self.len = 0;
        self.parents_len = 0;
        self.nested_len = 0;
        self.cut = false;
    }

    pub fn len(&self) -> usize {
        self.len
    }

    /// The node where `potential` was first reached.
    pub fn node_of(&self, potential: Potential) -> Option<u16> {
        match self.index[potential.key()] {
            0 => None,
            node => Some(node - 1),
        }
    }

    pub fn contains(&self, potential: Potential) -> bool {
        self.index[potential.key()] != 0
    }

    pub fn potential(&self, node: u16) -> Potential {
        Potential::from_key(self.keys[usize::from(node)])
    }

    /// The node's parents, its main cause first.
    pub fn parents(&self, node: u16) -> &[u16] {
        let first = usize::from(self.first_parent[usize::from(node)]);
        &self.parents[first..first + usize::from(self.parent_count[usize::from(node)])]
    }

    /// Records `potential` as reached from `parents`; `indexed`: the first node of its
    /// potential (a cycle search records later ones too). None when the run is full.
    pub fn push(&mut self, potential: Potential, parents: &[u16], indexed: bool) -> Option<u16> {
        if self.len >= NODES || self.parents_len + parents.len() > PARENTS {
            self.cut = true;
            return None;
        }
        let node = self.len;
        self.keys[node] = potential.key() as u16;
        self.first_parent[node] = self.parents_len as u16;
        self.parent_count[node] = parents.len() as u8;
        self.parents[self.parents_len..self.parents_len + parents.len()].copy_from_slice(parents);
        self.parents_len += parents.len();
        self.nested_of[node] = 0;
        self.len += 1;
        if indexed && self.index[potential.key()] == 0 {
            self.index[potential.key()] = node as u16 + 1;
        }
        Some(node as u16)
    }

    /// Adds `parent` to the last node's parents (the last node's parents end the list).
    pub fn add_parent_to_last(&mut self, parent: u16) {
        if self.len == 0 || self.parents_len >= PARENTS {
            self.cut = true;
            return;
        }
        self.parents[self.parents_len] = parent;
        self.parents_len += 1;
        self.parent_count[self.len - 1] = self.parent_count[self.len - 1].saturating_add(1);
    }

    /// Records an inner chain of `complexity` potentials; its number for
    /// `set_nested_of_last`, None when the run holds no more.
    pub fn add_nested(&mut self, complexity: usize) -> Option<u8> {
        if self.nested_len >= NESTED {
            self.cut = true;
            return None;
        }
        self.nested_complexity[self.nested_len] = complexity.min(usize::from(u16::MAX)) as u16;
        self.nested_len += 1;
        Some(self.nested_len as u8)
    }

    /// Marks the last node as concluded by the inner chain `id` (from `add_nested`).
    pub fn set_nested_of_last(&mut self, id: u8) {
        if self.len > 0 {
            self.nested_of[self.len - 1] = id;
        }
    }

    /// The number of distinct potentials `node` follows from, itself included, plus the
    /// length of each distinct inner chain among them: Sudoku Explainer's measure of a
    /// chain's length.
    pub fn ancestors(&mut self, node: u16) -> usize {
        self.seen = PotentialSet::EMPTY;
        let mut inner_seen = [0u64; NESTED.div_ceil(64)];
        let mut depth = 0;
        let mut count = 0;
        self.stack[0] = node;
        depth += 1;
        while depth > 0 {
            depth -= 1;
            let current = self.stack[depth];
            let potential = self.potential(current);
            if self.seen.has(potential) {
                continue;
            }
            self.seen.insert(potential);
            count += 1;
            let id = usize::from(self.nested_of[usize::from(current)]);
            if id > 0 && inner_seen[(id - 1) / 64] & 1 << ((id - 1) % 64) == 0 {
                inner_seen[(id - 1) / 64] |= 1 << ((id - 1) % 64);
                count += usize::from(self.nested_complexity[id - 1]);
            }
            let first = usize::from(self.first_parent[usize::from(current)]);
            let total = usize::from(self.parent_count[usize::from(current)]);
            for index in first..first + total {
                if depth < NODES {
                    self.stack[depth] = self.parents[index];
                    depth += 1;
                }
            }
        }
        count
    }

    /// The links from the run's start to `node` along its main causes (in a breadth-first
    /// run, its distance from the start).
    pub fn depth(&self, node: u16) -> usize {
        let mut links = 0;
        let mut current = node;
        while let Some(&parent) = self.parents(current).first() {
            links += 1;
            current = parent;
        }
        links
    }

    /// The main line of causes from `node` back to its start, start first, into `path`;
    /// returns how many it wrote (at most `path.len()`, the nearest to `node` kept).
    pub fn main_line(&self, node: u16, path: &mut [Potential]) -> usize {
        let mut line = [Potential::from_key(0); 64];
        let mut len = 0;
        let mut current = node;
        loop {
            if len == line.len() {
                line.copy_within(1.., 0);
                len -= 1;
            }
            line[len] = self.potential(current);
            len += 1;
            match self.parents(current).first() {
                Some(&parent) => current = parent,
                None => break,
            }
        }
        line[..len].reverse();
        let kept = len.min(path.len());
        path[..kept].copy_from_slice(&line[len - kept..len]);
        kept
    }
}

/// The work left, shared by every run of one search: each potential followed costs one.
pub(crate) struct WorkLeft(pub u32);

impl WorkLeft {
    /// Spends one unit; false when none is left.
    pub fn spend(&mut self) -> bool {
        if self.0 == 0 {
            return false;
        }
        self.0 -= 1;
        true
    }

    /// Spends `units`; false (having spent all that was left) when fewer are left.
    pub fn spend_many(&mut self, units: u32) -> bool {
        let enough = self.0 >= units;
        self.0 = self.0.saturating_sub(units);
        enough
    }
}

/// The work one chain search may do, in potentials followed: enough for every step of the
/// hardest puzzles of the test sets, small enough that no grid can hold a search for long.
pub(crate) const SEARCH_MAX_WORK: u32 = 4_000_000;

/// The work a nested chain search may do: its runs search for chains within themselves, so
/// it needs more than the others to reach past its first cells, and is bounded the same way.
/// A search cut short by it may miss the lowest rated chain (the rating comes out higher) or
/// every chain (a step then takes the solution's digit): this is enough for every nested step
/// of the forum's hardest puzzles tried to finish its search (BENCHMARKS.md, "the nested
/// search's own bound").
pub(crate) const NESTED_SEARCH_MAX_WORK: u32 = 64_000_000;
