//! A killer made proper. The cages alone, with no given, often leave several completions;
//! the exact search then names a second one, and the killer changes where the two differ
//! rather than starting over: a cell in which they differ moves into a neighbouring cage
//! (both cages' sums change by its digit, which the second completion does not have there, so
//! it no longer fits), or, when no such move keeps the cages valid (or after enough moves), it
//! becomes a given. The search runs again until it finds no second completion: then the
//! killer is proper, proved by the same search that counts to 2. Moves change the sums, so a
//! new completion may appear after one; givens only remove completions, so once moves stop,
//! each round removes at least one and the rounds end. Last, the givens are dug as the
//! layout generation digs its own (`Dig`): each one whose removal keeps one completion goes.

use crate::generate::rng::Random;
use crate::generate::symmetry::Symmetry;
use crate::variant::generate::killer::cages::Partition;
use crate::variant::generate::symmetry::{image, orbits};
use crate::variant::generate::{Dig, LayoutGenerateError};
use crate::variant::layout::Layout;
use crate::variant::search::{OutOfWork, Search, digit_of};

/// The moves of cells between cages a killer may take before its second completions are
/// ruled out by givens: enough for the cages alone to make most killers of sizes 1 to 6
/// proper, few enough that a killer whose moves keep opening new completions soon stops.
const MOST_MOVES: usize = 40;

/// One work budget over the steps of a generation, each search spending from it.
pub(super) struct Budget {
    max: u64,
    used: u64,
}

impl Budget {
    /// A budget of `max` of which `used` is spent.
    pub(super) fn new(max: u64, used: u64) -> Budget {
        Budget { max, used }
    }

    /// The work spent.
    pub(super) fn used(&self) -> u64 {
        self.used
    }

    /// The work left.
    fn left(&self) -> u64 {
        self.max.saturating_sub(self.used)
    }

    /// Spends `units`; out of work when that passes the bound.
    fn spend(&mut self, units: u64) -> Result<(), OutOfWork> {
        self.used = self.used.saturating_add(units);
        if self.used > self.max {
            Err(OutOfWork)
        } else {
            Ok(())
        }
    }

    /// A search over `layout` bounded by the work left.
    fn search<'a>(&self, layout: &'a Layout) -> Search<'a> {
        Search::new(&layout.inner, self.left())
    }
}

/// The killer layout of `partition` over `base`'s rules and its givens (as few as needed,
/// each needed), such that the completion `solution` (masks, one bit each) is its only one.
pub(super) fn make_proper(
    base: &Layout,
    mut partition: Partition<'_>,
    solution: &[u32],
    symmetry: Symmetry,
    random: &mut Random,
    budget: &mut Budget,
) -> Result<(Layout, Vec<u8>), LayoutGenerateError> {
    let cells = base.cell_count();
    let mut givens = vec![0u8; cells];
    let mut moves = 0;
    let killer = loop {
        let killer = build(base, &partition, solution, budget)?;
        let mut search = budget.search(&killer);
        let board = search
            .start(&givens)?
            .expect("the completion fits the cages and givens made from it");
        let other = search.other_than(board, solution);
        budget.spend(search.used())?;
        let Some(other) = other? else {
            break killer;
        };
        let differ: Vec<usize> = (0..cells).filter(|&c| other[c] != solution[c]).collect();
        if moves < MOST_MOVES && reshape(&mut partition, &differ, &other, random) {
            moves += 1;
            continue;
        }
        // A cell of the second completion's own, given with its images: the givens stay
        // symmetric, and the second completion no longer fits.
        let cell = differ[random.below(differ.len())];
        let mut next = cell;
        loop {
            givens[next] = digit_of(solution[next]);
            next = image(symmetry, base.size(), next);
            if next == cell {
                break;
            }
        }
    };
    if givens.iter().any(|&given| given != 0) {
        givens = dig(&killer, givens, solution, symmetry, random, budget)?;
    }
    Ok((killer, givens))
}

/// Draws of the cages around the cells where two completions differ, before a given
/// rules the second out.
const REGROWS: usize = 8;

/// Changes the cages where the second completion `other` (masks) differs from the solution,
/// in the cells `differ`, so that it no longer fits: one of those cells moved into a
/// neighbouring cage (in random order), else the cages around them drawn again. False when
/// neither worked (the partition is then unchanged).
fn reshape(
    partition: &mut Partition<'_>,
    differ: &[usize],
    other: &[u32],
    random: &mut Random,
) -> bool {
    let other: Vec<u8> = other.iter().map(|&mask| digit_of(mask)).collect();
    let mut moves: Vec<(usize, usize)> = differ
        .iter()
        .flat_map(|&cell| {
            let cage = partition.cage_of(cell);
            partition
                .neighbours(cell)
                .filter(|next| !cage.contains(next))
                .map(move |next| (cell, next))
                .collect::<Vec<_>>()
        })
        .collect();
    random.shuffle(&mut moves);
    let mut changed = partition.clone();
    // A move changes two sums by a digit `other` lacks there, so it rules `other` out; with
    // a symmetry, the images' moves may undo it, hence the check.
    for (cell, next) in moves {
        if changed.try_move(cell, next) && !changed.fits(&other) {
            *partition = changed;
            return true;
        }
        changed = partition.clone();
    }
    for _ in 0..REGROWS {
        if changed.regrow(differ, random) && !changed.fits(&other) {
            *partition = changed;
            return true;
        }
        changed = partition.clone();
    }
    false
}

/// `base`'s rules with the cages of `partition`, each with its sum in `solution`.
fn build(
    base: &Layout,
    partition: &Partition<'_>,
    solution: &[u32],
    budget: &mut Budget,
) -> Result<Layout, LayoutGenerateError> {
    budget.spend(base.cell_count() as u64)?;
    let mut rules = base.rules().clone();
    for cage in partition.cages() {
        let sum = cage
            .iter()
            .map(|&cell| u32::from(digit_of(solution[cell])))
            .sum();
        rules = rules.cage(&cage, Some(sum));
    }
    rules.build().map_err(LayoutGenerateError::Layout)
}

/// The givens of a proper killer with each orbit of givens whose removal keeps it proper
/// removed (in a random order).
fn dig(
    killer: &Layout,
    givens: Vec<u8>,
    solution: &[u32],
    symmetry: Symmetry,
    random: &mut Random,
    budget: &mut Budget,
) -> Result<Vec<u8>, OutOfWork> {
    let mut given_orbits: Vec<Vec<usize>> = orbits(symmetry, killer.size())
        .into_iter()
        .filter(|orbit| givens[orbit[0]] != 0)
        .collect();
    random.shuffle(&mut given_orbits);
    let mut dig = Dig {
        search: budget.search(killer),
        solution: solution.to_vec(),
        puzzle: givens,
        minimal: true,
    };
    let outcome = given_orbits
        .iter()
        .try_for_each(|orbit| dig.try_remove(orbit));
    budget.spend(dig.search.used())?;
    outcome.map(|()| dig.puzzle)
}
