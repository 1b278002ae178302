//! The slowest inputs found, by the fuzzers and by the worst-case search
//! (`examples/worst_case.rs`). `cargo test` asserts their answers, never their time.
//!
//! Times are for `sudoku_solve`, release build, fastest of 5 runs, on a 2-core machine shared
//! with other work, on the portfolio engine (after commit 982c7f2); `what` gives the time on
//! the engine where the input was found, when it was slower there. The searches started from
//! the public hard sets (17-clue, top1465, forum hardest 1905 and 1106, serg, kaggle) and
//! climbed for 1.5 to 4 minutes each: on all kinds, on grids with one completion only, and on
//! grids with none (each starting puzzle given one extra given that breaks its solution). The
//! fuzzers found three, in runs of 2 to 10 minutes.

/// A slow input and what is known of it.
pub struct Hard {
    /// 81 characters, `0` for a blank.
    pub grid: &'static str,
    /// What kind of input it is and who found it.
    pub what: &'static str,
    /// Seconds `sudoku_solve` took on the portfolio engine (release build).
    pub seconds: f64,
}

pub const SLOWEST: &[Hard] = &[
    Hard {
        grid: "010003004050004003040200060000080000030005001000000700090000340000009000501000009",
        what: "no completion, worst-case search on engine 7ee40f4",
        seconds: 0.0135941,
    },
    Hard {
        grid: "000000000805100700000230000000010000000008000042000090001840000000000020080001000",
        what: "several completions, worst-case search on engine 1a202c1; 27 ms there",
        seconds: 0.0025674,
    },
    Hard {
        grid: "001000000000003005000000000000057000000000000000000000500000073000010000000040009",
        what: "several completions, solve fuzzer (10 s timeout, instrumented) on engine 70de014; 1.6 s there",
        seconds: 0.0017726,
    },
    Hard {
        grid: "000002003000000000049000010000005000000080060200000007000053400008000090700200000",
        what: "one completion, worst-case search on engine 1a202c1; 0.66 ms there",
        seconds: 0.0006776,
    },
    Hard {
        grid: "980700600700600500000040000500900800090000030008002000100007000060100057000096100",
        what: "one completion, worst-case search on engine 7ee40f4",
        seconds: 0.0006134,
    },
    Hard {
        grid: "050100000300000000000080004004000006000000008000000000010000200008600000070000900",
        what: "several completions, worst-case search; 102 ms on 8342bbd",
        seconds: 0.0006095,
    },
    Hard {
        grid: "000003002000002000000000008000010000001006070000070000010089004040300500386000007",
        what: "no completion, worst-case search on engine 1a202c1; 10 ms there",
        seconds: 0.0005343,
    },
    Hard {
        grid: "000000000000000001006000004070200000000010006000000000020000300001400000090000500",
        what: "several completions, worst-case search; 1.5 s on 8342bbd",
        seconds: 0.0005130,
    },
    Hard {
        grid: "040000000200000000000000300000000000050009000000000400103000000000000000002010000",
        what: "several completions, worst-case search on engine 7ee40f4",
        seconds: 0.0005017,
    },
    Hard {
        grid: "100000700040000900600000400000000000006000020000000000010306000400020000200000000",
        what: "several completions, search from generated sparse grids alone; 90 ms on 8342bbd",
        seconds: 0.0004892,
    },
    Hard {
        grid: "000036000000000008040000050000008300020500000009000007000200600000000900803070000",
        what: "one completion, worst-case search; 2.2 ms on 8342bbd",
        seconds: 0.0004336,
    },
    Hard {
        grid: "000000000000000000000070000000307000002001000090000000000050073010200000000030005",
        what: "no completion, parse fuzzer; 7.0 s on 8342bbd (counting as long)",
        seconds: 0.0004292,
    },
    Hard {
        grid: "000800000000400008000000000000009002000003005000067004540000000000090020080000000",
        what: "no completion, worst-case search; 306 ms on 8342bbd",
        seconds: 0.0004206,
    },
    Hard {
        grid: "040000000200000010000000000050009000000000000000000400103000000000000000002000000",
        what: "several completions, batch fuzzer; 6.7 s on 8342bbd; counting to 2 takes as long",
        seconds: 0.0002689,
    },
    Hard {
        grid: "000000001000002000003000045000016003040050000700000000001500000060000800090000200",
        what: "one completion, worst-case search; 1.2 ms on 8342bbd",
        seconds: 0.0000562,
    },
];
