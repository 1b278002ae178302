//! The columns of the tables: our two calls, and the peers as run_benchmark names them,
//! with a suffix: `_2` counts to two solutions (proves uniqueness,
//! the fair peer of an exact answer), `_1` stops at the first (proves nothing).

pub const OURS_SOLVE: &str = "ours `sudoku_solve`";
pub const OURS_COUNT: &str = "ours count to 2";
/// The search kernel's count to two (src/engine/kernel/, not yet a path of the engine),
/// measured with the cargo feature `kernel-bench`.
pub const KERNEL_COUNT: &str = "kernel count to 2";

/// One run_benchmark process: these solvers timed one after the other on a set.
pub struct PeerRun {
    pub first_solution: bool,
    /// (column, run_benchmark's solver id)
    pub columns: &'static [(&'static str, &'static str)],
}

pub const COUNT_TO_TWO_RUN: PeerRun = PeerRun {
    first_solution: false,
    columns: &[
        ("tdoku_2", "tdoku"),
        ("sk_bforce2_2", "sk_bforce2"),
        ("fsss2_2", "fsss2"),
    ],
};

/// sk_bforce2 is not in it: it ignores the limit and always counts to two.
pub const FIRST_SOLUTION_RUN: PeerRun = PeerRun {
    first_solution: true,
    columns: &[("tdoku_1", "tdoku"), ("fsss2_1", "fsss2")],
};

/// The rate table's columns: ours, then the peers in the order of the published comparison,
/// with fsss2_2 last.
pub const RATE_COLUMNS: [&str; 8] = [
    OURS_SOLVE,
    OURS_COUNT,
    KERNEL_COUNT,
    "tdoku_2",
    "tdoku_1",
    "fsss2_1",
    "sk_bforce2_2",
    "fsss2_2",
];

/// The peers our exact answer and our count must reach (target: ratio 1).
pub const COUNT_TO_TWO_PEERS: [&str; 3] = ["tdoku_2", "sk_bforce2_2", "fsss2_2"];

/// The peers our exact answer must reach 0.9 of, the fastest of them on each set.
pub const FIND_ONE_PEERS: [&str; 2] = ["tdoku_1", "fsss2_1"];

/// The latency our tail is held to: tdoku counting to two, timed by `tdoku_latency`.
pub const TDOKU_COUNT_LATENCY: &str = "tdoku_2";

/// The peers' latency, from run_benchmark's rating mode, which passes limit 1 to every
/// solver: tdoku and fsss2 find one solution, sk_bforce2 still counts to two. (column, id)
pub const PEER_LATENCY: [(&str, &str); 3] = [
    ("tdoku_1", "tdoku"),
    ("fsss2_1", "fsss2"),
    ("sk_bforce2_2", "sk_bforce2"),
];
