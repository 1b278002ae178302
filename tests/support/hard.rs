//! The slowest inputs found: by the fuzzers, by the worst-case search
//! (`tools/worst_case.rs`), and those users reported. `cargo test` asserts their
//! answers, never their time (SECURITY.md has the times). Each answer was worked out by the
//! tests' oracle, which shares no code with the library (`oracle.rs`: the plain backtracker
//! or the `sudoku` crate asked cell by cell), when the grid was kept: the oracle takes
//! seconds on some of them, too long for every test run.
//!
//! [`SLOWEST`] names the inputs with a story (user reports, fuzzers, earlier engines);
//! [`records`] reads `tests/data/slowest.txt`, every grid that was ever the slowest of a
//! worst-case search, whose lines `worst_case --records FILE` prints.

/// A slow input and what is known of it.
pub struct Hard {
    /// 81 characters, `0` for a blank.
    pub grid: &'static str,
    /// The smallest completion, as the oracle found it; `None` when there is none.
    pub answer: Option<&'static str>,
    /// The completions, counted by the oracle up to two.
    pub completions: u64,
    /// What kind of input it is, who found it, and how slow it was on which engine.
    pub what: &'static str,
}

pub const SLOWEST: &[Hard] = &[
    Hard {
        grid: "000000000000200000100900000000010000000000000402000609000000000507400000000600004",
        answer: None,
        completions: 0,
        what: "no completion, reported by a user: 16 to 18 s on the portfolio engine",
    },
    Hard {
        grid: "060300008050000000010000200000200000000000000000000340003000000400000000000105060",
        answer: None,
        completions: 0,
        what: "no completion, reported by a user: about 1 s on the portfolio engine",
    },
    Hard {
        grid: "000000000000000000000000000000405000000001005000200100000502067002004000000100000",
        answer: None,
        completions: 0,
        what: "no completion, givens only in the lower six rows, reported by a user: about 7 s on the portfolio engine",
    },
    Hard {
        grid: "030000000060000002000400003000000000010800000040000080700000000000000000000100634",
        answer: None,
        completions: 0,
        what: "no completion, reported by a user: about 8 s to count to 2 on the portfolio engine",
    },
    Hard {
        grid: "010003004050004003040200060000080000030005001000000700090000340000009000501000009",
        answer: None,
        completions: 0,
        what: "no completion, worst-case search on engine 7ee40f4; 13.6 ms on the portfolio engine",
    },
    Hard {
        grid: "000000000805100700000230000000010000000008000042000090001840000000000020080001000",
        answer: Some(
            "213587469865194732479236185358912647697458213142673598521849376934765821786321954",
        ),
        completions: 2,
        what: "several completions, worst-case search on engine 1a202c1; 27 ms there; 2.6 ms on the portfolio engine",
    },
    Hard {
        grid: "001000000000003005000000000000057000000000000000000000500000073000010000000040009",
        answer: Some(
            "231564798467893125859172346123657984648921537795438261516289473974316852382745619",
        ),
        completions: 2,
        what: "several completions, solve fuzzer (10 s timeout, instrumented) on engine 70de014; 1.6 s there; 1.8 ms on the portfolio engine",
    },
    Hard {
        grid: "000002003000000000049000010000005000000080060200000007000053400008000090700200000",
        answer: Some(
            "675812943132549876849376512417625389593187264286934157961753428328461795754298631",
        ),
        completions: 1,
        what: "one completion, worst-case search on engine 1a202c1; 0.66 ms there; 0.7 ms on the portfolio engine",
    },
    Hard {
        grid: "980700600700600500000040000500900800090000030008002000100007000060100057000096100",
        answer: Some(
            "985723614724619583316845279543971862291468735678352491159287346862134957437596128",
        ),
        completions: 1,
        what: "one completion, worst-case search on engine 7ee40f4; 0.6 ms on the portfolio engine",
    },
    Hard {
        grid: "050100000300000000000080004004000006000000008000000000010000200008600000070000900",
        answer: Some(
            "852134679341769825697285134124358796563927418789416352415893267938672541276541983",
        ),
        completions: 2,
        what: "several completions, worst-case search; 102 ms on 8342bbd; 0.6 ms on the portfolio engine",
    },
    Hard {
        grid: "000003002000002000000000008000010000001006070000070000010089004040300500386000007",
        answer: None,
        completions: 0,
        what: "no completion, worst-case search on engine 1a202c1; 10 ms there; 0.5 ms on the portfolio engine",
    },
    Hard {
        grid: "000000000000000001006000004070200000000010006000000000020000300001400000090000500",
        answer: Some(
            "213546789457829631986137254175268493342915876869374125528691347731452968694783512",
        ),
        completions: 2,
        what: "several completions, worst-case search; 1.5 s on 8342bbd; 0.5 ms on the portfolio engine",
    },
    Hard {
        grid: "040000000200000000000000300000000000050009000000000400103000000000000000002010000",
        answer: Some(
            "345126789217398546689457312421563897756849123938271465163782954894635271572914638",
        ),
        completions: 2,
        what: "several completions, worst-case search on engine 7ee40f4; 0.5 ms on the portfolio engine",
    },
    Hard {
        grid: "100000700040000900600000400000000000006000020000000000010306000400020000200000000",
        answer: Some(
            "132459768547168932689237415321574689756893124894612573915386247463725891278941356",
        ),
        completions: 2,
        what: "several completions, search from generated sparse grids alone; 90 ms on 8342bbd; 0.5 ms on the portfolio engine",
    },
    Hard {
        grid: "000036000000000008040000050000008300020500000009000007000200600000000900803070000",
        answer: Some(
            "285136794196457238347829156614798325728513469539642817951284673472365981863971542",
        ),
        completions: 1,
        what: "one completion, worst-case search; 2.2 ms on 8342bbd; 0.4 ms on the portfolio engine",
    },
    Hard {
        grid: "000000000000000000000070000000307000002001000090000000000050073010200000000030005",
        answer: None,
        completions: 0,
        what: "no completion, parse fuzzer; 7.0 s on 8342bbd (counting as long); 0.4 ms on the portfolio engine",
    },
    Hard {
        grid: "000800000000400008000000000000009002000003005000067004540000000000090020080000000",
        answer: None,
        completions: 0,
        what: "no completion, worst-case search; 306 ms on 8342bbd; 0.4 ms on the portfolio engine",
    },
    Hard {
        grid: "040000000200000010000000000050009000000000000000000400103000000000000000002000000",
        answer: Some(
            "345126789267398514819457236451239678726584193938671425173845962684912357592763841",
        ),
        completions: 2,
        what: "several completions, batch fuzzer; 6.7 s on 8342bbd; counting to 2 takes as long; 0.3 ms on the portfolio engine",
    },
    Hard {
        grid: "000000001000002000003000045000016003040050000700000000001500000060000800090000200",
        answer: Some(
            "489635721657142398213987645928416573146753982735298164871529436562374819394861257",
        ),
        completions: 1,
        what: "one completion, worst-case search; 1.2 ms on 8342bbd; 0.1 ms on the portfolio engine",
    },
];

/// The grids of `tests/data/slowest.txt`: each line a grid, its smallest completion or
/// `none`, and its completions up to two; `#` starts a comment.
pub fn records() -> Vec<Hard> {
    include_str!("../data/slowest.txt")
        .lines()
        .filter(|line| !line.starts_with('#') && !line.trim().is_empty())
        .map(|line| {
            let fields: Vec<&'static str> = line.split_whitespace().collect();
            let [grid, answer, completions] = fields[..] else {
                panic!("tests/data/slowest.txt: not `grid answer completions`: {line}");
            };
            Hard {
                grid,
                answer: (answer != "none").then_some(answer),
                completions: completions.parse().expect("a count"),
                what: "worst-case search record (tests/data/slowest.txt)",
            }
        })
        .collect()
}
