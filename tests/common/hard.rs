//! The slowest inputs the worst-case search (`tests/worst_case.rs`) found, with what kind of
//! input each is. `cargo test` asserts their answers (never their time) and solves them from a
//! 64 KiB stack.
//!
//! Times on the engine of commit 8342bbd, release build, fastest of 20 to 200 runs, on a
//! 2-core machine shared with other work; the search started from the public hard sets
//! (17-clue, top1465, forum hardest 1905 and 1106, serg, kaggle) and climbed for 4 minutes:
//!
//! | time | kind |
//! |---:|---|
//! | 1.5 s | several completions |
//! | 1.2 ms | one completion |
//! | 102 ms | several completions |
//! | 90 ms | several completions (found from generated sparse grids alone) |
//! | 36 µs | no completion (the slowest seen; the climb did not aim at this kind) |

/// One grid a line (81 characters, `0` for a blank), and what kind of input it is.
pub const SLOWEST: &[(&str, &str)] = &[
    (
        "000000000000000001006000004070200000000010006000000000020000300001400000090000500",
        "several completions, 1.5 s",
    ),
    (
        "000000001000002000003000045000016003040050000700000000001500000060000800090000200",
        "one completion, 1.2 ms",
    ),
    (
        "050100000300000000000080004004000006000000008000000000010000200008600000070000900",
        "several completions, 102 ms",
    ),
    (
        "100000700040000900600000400000000000006000020000000000010306000400020000200000000",
        "several completions, 90 ms",
    ),
    (
        "980700600700600590000040000600300800030000020008501000300070000009036700000900050",
        "no completion, 36 µs",
    ),
];
