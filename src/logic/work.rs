//! The work a logic solve may do: one meter that the rating loop and every technique search
//! draw on, so that a caller can bound a rating's time and learn what a rating cost.
//!
//! A unit is one step taken, one technique searched for, or one potential a chain search
//! follows (Sudoku Explainer's cycles and forcing chains, the bulk of the time on hard
//! puzzles). Each unit costs at most a fixed time: a technique's search is a bounded scan of
//! one candidate state (aligned triplet exclusion's, far longer than the others', costs a
//! fixed number of units), and a chain search follows each potential through a fixed number
//! of links. A dynamic (+) run's pass of the basic techniques over its grid, a bounded scan,
//! costs a fixed number of units, and a nested run's inner chains cost the potentials they
//! follow like any other. So a rating within `max` units takes time at most proportional to
//! `max`, whatever the puzzle.

use super::chains::run::{NESTED_SEARCH_MAX_WORK, SEARCH_MAX_WORK, WorkLeft};
use super::hint::Chain;

/// A meter of work units. It runs out when the work asked for exceeds the bound it was
/// made with; the solve must then stop and report it (what a search returns after the
/// meter ran out within it may differ from what it would find with more work).
#[derive(Clone, Copy, Debug)]
pub(crate) struct Work {
    /// The bound plus one: the meter has run out when `left` reaches zero.
    limit: u64,
    left: u64,
    /// For a hint, where the chain searches keep the lines of the hint they return (a
    /// rating wants none, and its searches skip the work).
    lines: Option<Chain>,
}

impl Work {
    /// A meter that does not run out: the solve is bounded by its design alone (each chain
    /// search by `SEARCH_MAX_WORK`, the steps by the candidates there are to remove).
    pub fn unlimited() -> Work {
        Work {
            limit: u64::MAX,
            left: u64::MAX,
            lines: None,
        }
    }

    /// The same meter, keeping the lines of the chain hints its searches return.
    pub fn keeping_lines(mut self) -> Work {
        self.lines = Some(Chain::default());
        self
    }

    /// The lines of the last chain hint a search returned, if lines are kept.
    pub fn lines(&self) -> Option<&Chain> {
        self.lines.as_ref()
    }

    /// A meter for a solve that may take at most `max` units.
    pub fn within(max: u64) -> Work {
        let limit = max.saturating_add(1);
        Work {
            limit,
            left: limit,
            lines: None,
        }
    }

    /// Whether the work asked for so far exceeded the bound.
    pub fn ran_out(&self) -> bool {
        self.left == 0
    }

    /// The units spent so far.
    pub fn spent(&self) -> u64 {
        self.limit - self.left
    }

    /// Spends one unit (a step, or a technique searched for); false once the meter has
    /// run out.
    pub fn charge(&mut self) -> bool {
        self.charge_by(1)
    }

    /// Spends `units` at once (a search whose bounded scan costs about that many); false
    /// once the meter has run out.
    pub fn charge_by(&mut self, units: u64) -> bool {
        self.left = self.left.saturating_sub(units);
        !self.ran_out()
    }

    /// Runs one chain search with the work it may use: its own bound `SEARCH_MAX_WORK`, or
    /// what is left of the meter when that is less, and charges what it spent.
    ///
    /// When the meter's share is the smaller and the search spends all of it, the meter
    /// runs out (the search may have stopped short of what it would find). Otherwise the
    /// search ran exactly as it would with `SEARCH_MAX_WORK` alone: it stopped with work to
    /// spare, or at its own bound, which binds whatever the meter holds. So a solve
    /// within a bound is the unbounded solve, or runs out: never a different answer.
    /// The search also gets where to keep the lines of the hint it returns, when they are
    /// kept.
    pub fn chain_search<T>(
        &mut self,
        search: impl FnOnce(&mut WorkLeft, Option<&mut Chain>) -> T,
    ) -> T {
        self.bounded_search(SEARCH_MAX_WORK, search)
    }

    /// The same for a nested chain search, whose own bound is `NESTED_SEARCH_MAX_WORK`.
    pub fn nested_chain_search<T>(
        &mut self,
        search: impl FnOnce(&mut WorkLeft, Option<&mut Chain>) -> T,
    ) -> T {
        self.bounded_search(NESTED_SEARCH_MAX_WORK, search)
    }

    fn bounded_search<T>(
        &mut self,
        bound: u32,
        search: impl FnOnce(&mut WorkLeft, Option<&mut Chain>) -> T,
    ) -> T {
        let granted = u32::try_from(self.left).map_or(bound, |left| left.min(bound));
        let mut work_left = WorkLeft(granted);
        let found = search(&mut work_left, self.lines.as_mut());
        self.left -= u64::from(granted - work_left.0);
        found
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_meter_runs_out_past_its_bound_and_not_before() {
        let mut work = Work::within(2);
        assert!(work.charge() && work.charge());
        assert_eq!((work.spent(), work.ran_out()), (2, false));
        assert!(!work.charge());
        assert!(work.ran_out());
        assert!(!Work::within(0).charge());
        let mut work = Work::within(10);
        assert!(work.charge_by(10) && work.spent() == 10);
        assert!(!work.charge_by(1));
        assert!(!Work::within(10).charge_by(11));
    }

    #[test]
    fn a_chain_search_gets_the_smaller_share_and_pays_what_it_spent() {
        let mut work = Work::within(10);
        let granted = work.chain_search(|work_left, _| {
            let granted = work_left.0;
            for _ in 0..4 {
                assert!(work_left.spend());
            }
            granted
        });
        assert_eq!((granted, work.spent(), work.ran_out()), (11, 4, false));
        // All that is left, spent: the search was cut short, the meter has run out.
        work.chain_search(|work_left, _| while work_left.spend() {});
        assert!(work.ran_out());

        let mut unlimited = Work::unlimited();
        let granted = unlimited.chain_search(|work_left, _| {
            assert!(work_left.spend());
            work_left.0 + 1
        });
        assert_eq!((granted, unlimited.spent()), (SEARCH_MAX_WORK, 1));
        // A nested search gets its own, larger bound.
        let granted = Work::unlimited().nested_chain_search(|work_left, _| work_left.0);
        assert_eq!(granted, NESTED_SEARCH_MAX_WORK);
        // A search stopped by its own bound leaves a larger meter running.
        let mut large = Work::within(u64::from(SEARCH_MAX_WORK) * 2);
        large.chain_search(|work_left, _| while work_left.spend() {});
        assert_eq!(
            (large.spent(), large.ran_out()),
            (u64::from(SEARCH_MAX_WORK), false)
        );
    }
}
