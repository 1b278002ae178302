//! The slowest inputs the worst-case search (`tests/worst_case.rs`) found, with what kind of
//! input each is. `cargo test` asserts their answers (never their time) and solves them from a
//! 64 KiB stack.
//!
//! Times on the engine of commit 8342bbd, release build, fastest of 20 to 200 runs, on a
//! 2-core machine shared with other work. The searches started from the public hard sets
//! (17-clue, top1465, forum hardest 1905 and 1106, serg, kaggle) and climbed for 2.5 to 4
//! minutes each: on all kinds, then on grids with one completion only, then on grids with
//! none (each starting puzzle given one extra given that breaks its solution).

/// One grid a line (81 characters, `0` for a blank), and what kind of input it is.
pub const SLOWEST: &[(&str, &str)] = &[
    (
        "000000000000000001006000004070200000000010006000000000020000300001400000090000500",
        "several completions, 1.5 s",
    ),
    (
        "000800000000400008000000000000009002000003005000067004540000000000090020080000000",
        "no completion, 306 ms",
    ),
    (
        "050100000300000000000080004004000006000000008000000000010000200008600000070000900",
        "several completions, 102 ms",
    ),
    (
        "100000700040000900600000400000000000006000020000000000010306000400020000200000000",
        "several completions, 90 ms (found from generated sparse grids alone)",
    ),
    (
        "000036000000000008040000050000008300020500000009000007000200600000000900803070000",
        "one completion, 2.2 ms",
    ),
    (
        "000000001000002000003000045000016003040050000700000000001500000060000800090000200",
        "one completion, 1.2 ms",
    ),
];
