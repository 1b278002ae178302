//! The scratch of the calls that take no [`Workspace`]: fixed arrays kept per thread, so
//! that those calls (and the C functions over them) allocate nothing, as a caller-owned
//! workspace would on its first chain search.
//!
//! Outside `logic/` on purpose: the searches take their scratch as a parameter; only these
//! convenience calls keep one per thread.

use core::cell::RefCell;

use crate::logic::workspace::{ChainArrays, Scratch};

thread_local! {
    /// This thread's arrays, made at compile time (no heap), lent to one call at a time.
    static ARRAYS: RefCell<ChainArrays> = const { RefCell::new(ChainArrays::EMPTY) };
}

/// Runs `job` with this thread's arrays; if they are already lent (a call made within a
/// call, as a test's or a host's callback could), with a workspace of its own: the
/// job always gets scratch of its own, and finds what it would find with any other.
pub(crate) fn with_scratch<T>(job: impl FnOnce(&mut Scratch<'_>) -> T) -> T {
    ARRAYS.with(|arrays| match arrays.try_borrow_mut() {
        Ok(mut arrays) => job(&mut Scratch::Arrays(&mut arrays)),
        Err(_) => job(&mut Scratch::fresh()),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_call_within_a_call_gets_scratch_of_its_own() {
        with_scratch(|outer| {
            assert!(matches!(outer, Scratch::Arrays(_)));
            // The arrays are lent: the inner call works in a workspace of its own, and finds
            // what a call on its own finds.
            let puzzle: crate::Grid = "083020090000800100029300008000098700070\
                                       000060006740000300006980002005000010030540"
                .parse()
                .unwrap();
            with_scratch(|inner| assert!(matches!(inner, Scratch::Own(_))));
            let rated = puzzle.rate().unwrap();
            assert_eq!(rated.tenths(), 72);
            assert_eq!(rated.hardest(), crate::Technique::ForcingChain);
        });
    }
}
