//! Real puzzles: each written as f-puzzles exports it (`{}` for an empty cell, `region` only
//! where it differs from the default box), read through its link, and checked against its
//! published solution under the rules the board reports. The puzzles and solutions are from
//! sigh/Interactive-Sudoku-Solver's `data/collections.js` (MIT,
//! https://github.com/sigh/Interactive-Sudoku-Solver, commit e373f98), which names their
//! sources; its four f-puzzles links are read as they are.

use super::compress::compress_to_base64;
use crate::model::fpuzzles::error::FPuzzlesErrorKind as Kind;
use crate::model::fpuzzles::{FPuzzlesBoard, board, decompress_link, json, parse};

/// An f-puzzles document as f-puzzles' `exportPuzzle` writes one.
pub(super) struct Doc {
    pub size: usize,
    pub givens: Vec<u8>,
    pub regions: Option<Vec<u8>>,
    /// Top-level members after the grid, as JSON text (`"antiknight":true`).
    pub extra: Vec<String>,
}

impl Doc {
    pub fn new(size: usize, givens: Vec<u8>) -> Doc {
        Doc {
            size,
            givens,
            regions: None,
            extra: Vec::new(),
        }
    }

    pub fn with(mut self, member: &str) -> Doc {
        self.extra.push(member.to_string());
        self
    }

    pub fn json(&self) -> String {
        let n = self.size;
        let rows: Vec<String> = (0..n)
            .map(|r| {
                let cells: Vec<String> = (0..n)
                    .map(|c| {
                        let mut fields = Vec::new();
                        if let Some(regions) = &self.regions {
                            fields.push(format!("\"region\":{}", regions[r * n + c]));
                        }
                        let value = self.givens[r * n + c];
                        if value > 0 {
                            fields.push(format!("\"value\":{value},\"given\":true"));
                        }
                        format!("{{{}}}", fields.join(","))
                    })
                    .collect();
                format!("[{}]", cells.join(","))
            })
            .collect();
        let mut members = vec![
            format!("\"size\":{n}"),
            format!("\"grid\":[{}]", rows.join(",")),
        ];
        members.extend(self.extra.iter().cloned());
        format!("{{{}}}", members.join(","))
    }

    pub fn link(&self) -> String {
        format!(
            "https://www.f-puzzles.com/?load={}",
            compress_to_base64(&self.json())
        )
    }
}

fn digits(line: &str) -> Vec<u8> {
    line.bytes()
        .map(|b| if b == b'.' { 0 } else { b - b'0' })
        .collect()
}

fn numbers(list: &str) -> Vec<u8> {
    list.split(',').map(|n| n.parse().unwrap()).collect()
}

/// Checks `solution` against every rule `board` reports, and its givens.
fn assert_solves(board: &FPuzzlesBoard, solution: &[u8]) {
    let n = board.size;
    assert_eq!(solution.len(), n * n);
    for (cell, (&given, &digit)) in board.givens.iter().zip(solution).enumerate() {
        assert!(given == 0 || given == digit, "given at {cell}");
        assert!((1..=n as u8).contains(&digit));
    }
    let mut houses: Vec<Vec<usize>> = Vec::new();
    houses.extend((0..n).map(|r| (0..n).map(|c| r * n + c).collect()));
    houses.extend((0..n).map(|c| (0..n).map(|r| r * n + c).collect()));
    if let Some(map) = board.region_map() {
        houses.extend((0..n).map(|region| {
            (0..n * n)
                .filter(|&cell| usize::from(map[cell]) == region)
                .collect()
        }));
    }
    if board.diagonal_positive {
        houses.push((0..n).map(|r| r * n + (n - 1 - r)).collect());
    }
    if board.diagonal_negative {
        houses.push((0..n).map(|r| r * n + r).collect());
    }
    houses.extend(board.extra_regions.iter().cloned());
    for house in &houses {
        let mut seen = vec![false; n + 1];
        for &cell in house {
            let digit = usize::from(solution[cell]);
            assert!(!seen[digit], "{digit} twice in {house:?}");
            seen[digit] = true;
        }
    }
    let mut moves: Vec<(isize, isize)> = Vec::new();
    if board.anti_knight {
        moves.extend([(1, 2), (2, 1), (1, -2), (2, -1)]);
    }
    if board.anti_king {
        moves.extend([(1, 1), (1, -1)]);
    }
    for cell in 0..n * n {
        let (r, c) = ((cell / n) as isize, (cell % n) as isize);
        for &(dr, dc) in &moves {
            let (r2, c2) = (r + dr, c + dc);
            if (0..n as isize).contains(&r2) && (0..n as isize).contains(&c2) {
                let other = (r2 * n as isize + c2) as usize;
                assert_ne!(solution[cell], solution[other], "cells {cell} and {other}");
            }
        }
    }
}

#[test]
fn a_classic() {
    // Arto Inkala's "world's hardest sudoku" (The Telegraph, 2012).
    let givens =
        digits("8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..");
    let board = parse(&Doc::new(9, givens.clone()).link()).unwrap();
    assert_eq!(board.givens, givens);
    assert_eq!(board.entries, vec![0; 81]);
    assert_eq!(
        (board.regions.clone(), board.box_shape()),
        (None, Some((3, 3)))
    );
    let flags = [
        board.diagonal_positive,
        board.diagonal_negative,
        board.anti_knight,
    ];
    assert_eq!(flags, [false; 3]);
    assert!(!board.anti_king && !board.disjoint_groups && board.extra_regions.is_empty());
    let solution =
        digits("812753649943682175675491283154237896369845721287169534521974368438526917796318452");
    assert_solves(&board, &solution);
}

#[test]
fn anti_knight_and_anti_king() {
    // "Anti-knights move", Cracking the Cryptic.
    let givens =
        digits(".3..41..7...5........8.9...6......7.........4.4.......3............6..5..643.....");
    let doc = Doc::new(9, givens.clone()).with("\"antiknight\":true");
    let board = parse(&doc.link()).unwrap();
    assert!(board.anti_knight && !board.anti_king);
    assert_eq!(board.givens, givens);
    let solution =
        digits("536241897978536241421879635613485972789623514245917368357198426892764153164352789");
    assert_solves(&board, &solution);

    // r/sudoku: an anti-king, anti-knight puzzle of 8 givens.
    let givens = digits(&format!("1.....567234.....8{}", ".".repeat(63)));
    let doc = Doc::new(9, givens)
        .with("\"antiknight\":true")
        .with("\"antiking\":true");
    let board = parse(&doc.link()).unwrap();
    assert!(board.anti_knight && board.anti_king);
    let solution =
        digits("198234567234567198567198234982345671345671982671982345823456719456719823719823456");
    assert_solves(&board, &solution);
}

#[test]
fn a_jigsaw_with_disconnected_regions() {
    // enjoysudoku forum, "Jigsaw as custom extra regions sudoku" (t39468).
    let givens =
        digits("4.......7.........15......4..3...7..9.1...8.6..8...4..2.......8.........7.......9");
    let regions =
        digits("001122222000103332100143332111143332504444462577748888577748668577768666555558866");
    let mut doc = Doc::new(9, givens.clone());
    doc.regions = Some(regions.clone());
    let board = parse(&doc.link()).unwrap();
    assert_eq!(board.regions.as_ref(), Some(&regions));
    assert_eq!(board.region_map(), Some(regions));
    assert_eq!(board.givens, givens);
    let solution =
        digits("432659187869714253157823964543968712921475836678231495216397548394582671785146329");
    assert_solves(&board, &solution);
}

#[test]
fn windoku_as_extra_regions() {
    // sudocue.net's windoku fa4ce900: its four windows are f-puzzles extra regions.
    let givens =
        digits("..............5.1.....2...6......4....5...6...8...73.....214....7......2..6....4.");
    let window = |top: usize, left: usize| {
        let cells: Vec<String> = (0..9)
            .map(|i| format!("\"R{}C{}\"", top + i / 3, left + i % 3))
            .collect();
        format!("{{\"cells\":[{}]}}", cells.join(","))
    };
    let windows = [window(2, 2), window(2, 6), window(6, 2), window(6, 6)];
    let doc = Doc::new(9, givens).with(&format!("\"extraregion\":[{}]", windows.join(",")));
    let board = parse(&doc.link()).unwrap();
    assert_eq!(board.extra_regions.len(), 4);
    assert_eq!(
        board.extra_regions[0],
        vec![10, 11, 12, 19, 20, 21, 28, 29, 30]
    );
    let solution =
        digits("792861534463975218158423796327196485945382671681547329539214867874639152216758943");
    assert_solves(&board, &solution);
}

#[test]
fn a_16x16_sudoku_x() {
    // enjoysudoku forum, "Giant sudokus" (t39758, p320617).
    let givens = numbers(
        "5,12,16,3,7,1,4,0,0,0,11,0,9,0,8,0,0,7,15,0,0,0,16,0,0,10,0,0,0,0,0,0,0,0,0,0,0,3,14,0,\
         0,0,0,0,0,0,0,0,14,0,0,0,5,0,0,0,8,9,0,0,0,7,16,11,0,0,0,11,0,0,0,3,12,13,0,0,5,10,2,0,\
         0,8,1,0,12,0,0,7,0,0,4,0,6,0,0,3,0,0,0,0,0,0,0,0,0,8,10,0,0,12,13,7,0,0,0,0,10,14,0,0,0,\
         7,0,0,11,1,0,0,0,0,8,12,0,0,5,0,0,0,13,9,0,0,0,0,3,2,14,0,0,15,7,0,0,0,0,0,0,0,0,0,16,0,\
         0,10,0,12,0,0,6,0,0,5,0,2,3,0,0,6,5,1,0,0,13,4,2,0,0,0,12,0,0,0,4,3,2,0,0,0,6,13,0,0,0,\
         10,0,0,0,14,0,0,0,0,0,0,0,0,0,15,8,0,0,0,0,0,0,0,0,0,0,0,1,0,0,6,0,0,0,15,12,0,0,10,0,\
         15,0,8,0,0,0,2,1,4,16,6,11,9",
    );
    let doc = Doc::new(16, givens.clone())
        .with("\"diagonal+\":true")
        .with("\"diagonal-\":true")
        .with("\"title\":\"16x16 X\"");
    let board = parse(&doc.link()).unwrap();
    assert_eq!(board.size, 16);
    assert_eq!(board.box_shape(), Some((4, 4)));
    assert!(board.diagonal_positive && board.diagonal_negative);
    assert_eq!(board.givens, givens);
    assert_eq!(board.title.as_deref(), Some("16x16 X"));
    let solution = numbers(
        "5,12,16,3,7,1,4,6,15,14,11,2,9,13,8,10,2,7,15,8,13,9,16,11,1,10,5,12,3,4,14,6,11,13,10,9,\
         8,3,14,15,4,16,6,7,2,5,1,12,14,1,4,6,5,2,10,12,8,9,3,13,15,7,16,11,7,14,9,11,4,6,15,3,12,\
         13,16,1,5,10,2,8,10,8,1,2,12,13,11,7,9,5,4,14,6,16,15,3,6,16,3,4,9,5,2,1,11,8,10,15,14,12,\
         13,7,12,15,13,5,10,14,8,16,3,7,2,6,11,1,9,4,15,4,8,12,3,10,5,2,14,1,13,9,7,11,6,16,3,2,14,\
         13,6,15,7,8,10,11,12,16,4,9,5,1,16,11,7,10,1,12,9,14,6,4,15,5,8,2,3,13,9,6,5,1,11,16,13,4,\
         2,3,7,8,12,14,10,15,4,3,2,16,15,11,6,13,5,12,9,10,1,8,7,14,1,5,6,14,16,7,12,9,13,15,8,11,\
         10,3,4,2,8,9,11,7,2,4,1,10,16,6,14,3,13,15,12,5,13,10,12,15,14,8,3,5,7,2,1,4,16,6,11,9",
    );
    assert_solves(&board, &solution);
}

/// The four f-puzzles links of Interactive Sudoku Solver's collections, as published.
const ISS_LINKS: [(&str, &str); 4] = [
    (
        "sandwichsum",
        "https://www.f-puzzles.com/?load=N4IgzglgXgpiBcBOANCA5gJwgEwQbT2AF9ljSSzKLryBdZQmq8l54+x1p7rjtn/nQaCR3PgIm9hk0UM6zR4rssX1wAQwB22AO4QAxgAswAVwC2+UPpgAbGwhAAlAAwBhAIwhUAN3U2TcPAg7gAcIBQg1nYOLq4ATF4gvv6BwWERUfZBsQDMickBDqHhpJG2WU5uACz5foVBxRnlMW4ArLUpRemlmS2uAOwd9WklVs3Z7q7OQ6mNPeNOcVMzXaNl0dk5yz51s91jG05V20m7q02Hjq0nBXtrvdkAbDdnDfvrFbGIK2/htERAA",
    ),
    (
        "thermometer",
        "https://www.f-puzzles.com/?load=N4IgzglgXgpiBcBOANCALhNAbO8QEkACAdQEMA7NQtAe0ICEAnGUga0IDFm5VSBXNAAsajBCAAKgiFggAHQgDkYAdwC2FEKkZ8cYGGjEKR6rITB8AJjVZ9C23YVKzZWAJ4A6QgBEIAc0xgjlg05L7UgjCMqjSq+pGBqnxgVBDkAMbMpHqEAGaMMYQARjqF1HQYsu6aIL6MEBYIANqNoP4AbjDk4p1p0gCypIysYAjkOlgAvsitEB1dPf2Dw6PjUzNz3emLQyPwY1iT0zWznZu9WAM7KwdrxxsLF0u7+4frpw+Xy3urR+3vW48rt8br8TvMAZ9nj83uDzpDrpMALrIFp3f5wp4I25/WHbL4vbFgs54qEgmHEwH46Fo3GU0mvGkU+HAhk4pmYlmE+4QjkE0HcjFAgnI1Fsj686linlCyVE8UysmM+VUxVSwUq1ly6UarnoklY/l6ukG8nK+kTEWm7Xmw205l8q3qm2O/Wc23shWagWuh1K60mv1OgNqn2rS2B0OqrVBt0u42xiPx30hpOy72pqPp+1po3ZzO5iU3cMpvNegue3V2wtlqsV91m4PRyM1j06+v+hMl6sWlFx0uV1vOxP99sx5NNjMthudicjvvd0fNnui2cL+d19dtzdDrsb4dr/d73dbw864uro8Xk/HndX29Zg83xsPy8v693rGI5HoCJRGJxUR4FRGRyBgXZmhAAAlABGABhAA2apIIAJgQkAv1uECwKaRooLggAOJDUMQdDEUw1JsKA3DIIAZlgwjUBQ2CAHZSPI0DwOoxB6KQ/CWLYo4sM4qDmJ4xi+JIjDBIo4TIPgsSoIAVn4qTQCEnCoIAFgUyDlMksjpI4jSYNg5CiNgmiBLUmTjLoszGNQ6CrJAdSqK00ykOUpzVJcmy3LkjzGOUyyfNciDINE+yoL4kKDOsoz/O4qLIL47y4t8hLwvkxTPNgzTnLC6jRJy8S8oKvzwrokqoNQnLQoq6iqvM/L6syri0NKxCMO/CwIDAUhChwCxgn8NImm/NBtBgNIKF6ixSDQMCaFkDAQnAsigA==",
    ),
    (
        "thermometer",
        "https://www.f-puzzles.com/?load=N4IgzglgXgpiBcBOANCALhNAbO8QEEACAaQgDsATQgewDNCBZAQwHMIBjEVJgVzQAtqAJwQgACvwhYIAB0IA5GAHcAtkzKF1VIQE9qAa2o8w/JlxBCeOMDDSj5wtVkIBlHhQM9Cl65pkysHQA6QgAdMgARCDY0MBoNARghFWoVWyS4lWM0QnJ2IRgmG0JaIVTCRMIAIysqiuoK/hgK2SDzFiEICgQAbR7QNgA3GDIxEfYpZiF9MAQyKywAX2QBiGHR8cmmadn4eawllZAhkbGyCawpmbmF5dX1s4ur3f3D+9PNy+3rvdujk425y2OxuBzuxzWHyBXxBvzB/0hgKe3xef3eSOBP1eiwAush+hCHp9nqC3oSocjYdiEUToSS4WSAY9Maj4ejmTCsWjyRjOazGYiOfTqeziSjSeCmWKqbc8QSpXTxQzJYLpVy2TyhUqRZq1fyVbTKeqBYaWRKaRSzcqLbzhdyFUb9XLRYqZRqHVadR6+eaXY7fbrXcaDZafda/Z77aqg/qbVq3UtnYH/eHk5H3dGU17M+mTaG7RnTWHs0WC3nbdqo6XK2Ck96yyGKwnG/Hg3G9QH6zXy63YxHi1X892Wx3lXWcwPC0Pm+2Y52Jw3Z1nB022/3F+vh0vc7j8ZuZ/u12nJz3RyXp0euwfjxub1vD0693fr1fLwv78+39WX++f9+vxefafk6eLoE0ySpOkIjwAS0hkDAux9CAABKACMADCAAs5jIQATFhIA4ji4JwQhvQ9ChiAEagyEABwEURJHkGRMEUchADs6EAGw4Zx7GEcRRykYhbFUfxNH0TxjFCcxIkoRhuE4fhADMAlMfBcnIcp6GKTR+GoWpMkaeRKGYTpOEAKzoQZ0mgMJJnIVx5k0VZqm2SA9msShnG6Sh9E2YJdmyQ5VG+XR6FuYFHnBV5WncUp6EWYZQXGbFTk8S5iXJdFqVIchVEZX5WXuZ5eUYbRCX8SVMV5dpFV6ehiDZaVbFmfVKFWVVUUtShTntchVlNdVuVsZx/X0V16ksXlVHjY1amgRQEBgEwVQ4BQWDUGwnAwSA7DUGQaBCEwS3sBgB2zKBR08DA7BaF0TBoAh1AyOdZCIXt1CbQU3TEUAA==",
    ),
    (
        "thermometer",
        "https://www.f-puzzles.com/?load=N4IgzglgXgpiBcBOANCALhNAbO8QCEIBjATyJwAIAlAQyLlRoFc0ALAewCcEQAFViFggAHCgDkYAdwC2NAHYhUnJjjAw0PMV1lYKYJgBN2AayYVlqijWHCsJAHQUAIhADmmMFazs5rqxTYYTml2aXUgimkmMDQKCDkiThgaNQoAM05QigAjFWyA9gCRe0UQV04IAwQAbWrQdwA3GDleZqJBAFkaTmMwBDkVLABfZHqIJpa2zu7e/sGRsYnWhOmevvgBrGHRsvHm5fasLrW5rYXdpamjmfXN7cX9q+PZjfmdxseV65PXs/e9yZfZ63N4PQGHYGnYYAXWQdQunwhNyh5w+4NWLzuqIBBwxIL+YNx30xoIR6OJ+PuZKJkN+VLRNORdOxlyBTKx/1ZSJ+WNh8IZT3ZpIFbJ5wpxgrFBOpkpJ0pF3Ll9IloqVLMReJRnI1FK1hNllKGfP1qsN2vJtI5JsVZutmuZ5sZUuVXPtVplpr1HptXoVbvmxu9/vlKp9DrtuvDQcj7r9MfFrvjIcTloTOtTyfTQrOgbjGZdWed6ot2YLJaLjoNvtDwbLTrVlc9UbzpaNcIj+eL9dt0c7jbDsZrSbrVebQ77Hdb/drbf546nk4ri4by57LaXvYXm4365X27VufnO6Pe93a5P55TW7P1avx7vp4vKOhsPQrCCITCaCCNVAQjkMDrLUIBUAAjAAwgA7KUVAAEzgQAbCAL7nP+gE1NUIGQVBMEAByIch0KofE6HwMBVAAMzgbBMHwRRhHEQBQGYVQiDgQALHh4EAKwMTsaHMVh1FcfRKH8SRgmscJqBUPhoF8X+EkYUJuFcdBYmKUxylSapMn4YgCkgAJ2kIdJIHceB8kaUZSlkSx7FmVQFmiUR4laXZIGmdBMkWUh1nGR5VAOfRPkcYZAXkVRnEyfBvH+bZ5GmdF5k8eFCUsRBukgfBBnxe5kXgVlcE4XlpHkQ5RUWblrmaWVLGmZVJU1TZ+UZY58FWURr4GBAYA0NkOAGN47hEDUr5oMoMBEPIPUGDQ35gOwwgYD4QFEUAA===",
    ),
];

#[test]
fn real_links_with_unsupported_rules_are_refused_by_name() {
    for (key, link) in ISS_LINKS {
        let error = parse(link).unwrap_err();
        assert_eq!(
            error.kind(),
            &Kind::UnsupportedConstraint(key.into()),
            "{link}"
        );
        // Every other key of the document is known: without the refused one, it reads.
        let json_text = decompress_link(link).unwrap();
        let json::Value::Object(mut members) = json::parse(&json_text).unwrap() else {
            panic!("not an object");
        };
        members.retain(|(k, _)| k != key);
        let board = board::read(&json::Value::Object(members)).unwrap();
        assert_eq!(board.size, 9);
        assert_eq!(board.givens, vec![0; 81]);
    }
    let json_text = decompress_link(ISS_LINKS[1].1).unwrap();
    let value = json::parse(&json_text).unwrap();
    let title = value.get("title");
    assert_eq!(
        title,
        Some(&json::Value::String("I Want to Break Free".into()))
    );
}
