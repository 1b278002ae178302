//! The slowest inputs found, by the fuzzers and by the worst-case search
//! (`tests/worst_case.rs`). `cargo test` asserts their answers, never their time.
//!
//! Times on the engine of commit 8342bbd, release build, on a 2-core machine shared with
//! other work. The searches started from the public hard sets (17-clue, top1465, forum hardest
//! 1905 and 1106, serg, kaggle) and climbed for 2.5 to 4 minutes each: on all kinds, then on
//! grids with one completion only, then on grids with none (each starting puzzle given one
//! extra given that breaks its solution). The fuzzers found the two slowest in 2-minute runs.

/// A slow input and what is known of it.
pub struct Hard {
    /// 81 characters, `0` for a blank.
    pub grid: &'static str,
    /// What kind of input it is and who found it.
    pub what: &'static str,
    /// Seconds `sudoku_solve` took on the engine of commit 8342bbd (release build).
    pub seconds: f64,
}

impl Hard {
    /// Whether a debug build solves it quickly enough (about 8 times slower than the time
    /// above) for tests that call every export on it, several times.
    pub fn is_quick_in_debug(&self) -> bool {
        self.seconds < 0.5
    }
}

pub const SLOWEST: &[Hard] = &[
    Hard {
        grid: "000000000000000000000070000000307000002001000090000000000050073010200000000030005",
        what: "no completion, found by the parse fuzzer; counting takes as long",
        seconds: 7.0,
    },
    Hard {
        grid: "040000000200000010000000000050009000000000000000000400103000000000000000002000000",
        what: "several completions, found by the batch fuzzer; counting to 2 takes 3.3 s",
        seconds: 6.7,
    },
    Hard {
        grid: "000000000000000001006000004070200000000010006000000000020000300001400000090000500",
        what: "several completions, worst-case search",
        seconds: 1.5,
    },
    Hard {
        grid: "000800000000400008000000000000009002000003005000067004540000000000090020080000000",
        what: "no completion, worst-case search",
        seconds: 0.306,
    },
    Hard {
        grid: "050100000300000000000080004004000006000000008000000000010000200008600000070000900",
        what: "several completions, worst-case search",
        seconds: 0.102,
    },
    Hard {
        grid: "100000700040000900600000400000000000006000020000000000010306000400020000200000000",
        what: "several completions, worst-case search from generated sparse grids alone",
        seconds: 0.090,
    },
    Hard {
        grid: "000036000000000008040000050000008300020500000009000007000200600000000900803070000",
        what: "one completion, worst-case search",
        seconds: 0.0022,
    },
    Hard {
        grid: "000000001000002000003000045000016003040050000700000000001500000060000800090000200",
        what: "one completion, worst-case search",
        seconds: 0.0012,
    },
];
