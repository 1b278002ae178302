//! The board's reading: what is refused and why, what is ignored, and the checks.

use super::puzzles::Doc;
use crate::model::fpuzzles::error::{FPuzzlesErrorKind as Kind, Place};
use crate::model::fpuzzles::keys::{CELL_KEYS, CellRole, KEYS, Role};
use crate::model::fpuzzles::{FPuzzlesBoard, FPuzzlesError, MAX_TEXT_LEN, parse};

fn empty(size: usize) -> Doc {
    Doc::new(size, vec![0; size * size])
}

fn error(json: &str) -> FPuzzlesError {
    parse(json).unwrap_err()
}

fn key(path: &str) -> Place {
    Place::Key(path.into())
}

/// A value that is not absent, of the shapes f-puzzles writes for its rules.
const PRESENT: [&str; 4] = [
    "true",
    r#"[{"cells":["R1C1","R1C2"],"value":"3"}]"#,
    r#"[{"lines":[["R1C1","R2C2"]]}]"#,
    r#"["ratio"]"#,
];

#[test]
fn every_unsupported_rule_is_refused_by_name() {
    let unsupported = KEYS.iter().filter(|(_, role)| *role == Role::Unsupported);
    for (name, _) in unsupported {
        for value in PRESENT {
            let json = empty(9).with(&format!("\"{name}\":{value}")).json();
            let error = error(&json);
            assert_eq!(error.kind(), &Kind::UnsupportedConstraint(name.to_string()));
            assert_eq!(error.place(), &key(name));
            assert!(
                error.to_string().contains(&format!("\"{name}\"")),
                "{error}"
            );
        }
        // Absent in effect: the puzzle reads.
        for value in ["null", "false", "[]", "{}", "\"\""] {
            let json = empty(9).with(&format!("\"{name}\":{value}")).json();
            assert!(parse(&json).is_ok(), "{name}: {value}");
        }
    }
}

#[test]
fn the_refusal_comes_before_any_other_fault() {
    let json = r#"{"size":99,"grid":7,"thermometer":[{"lines":[["R1C1","R1C2"]]}]}"#;
    assert_eq!(
        error(json).kind(),
        &Kind::UnsupportedConstraint("thermometer".into())
    );
}

#[test]
fn unknown_keys_are_refused_at_the_top_and_in_cells() {
    let json = empty(4).with("\"sudokupadrules\":1").json();
    assert_eq!(
        error(&json).kind(),
        &Kind::UnknownKey("sudokupadrules".into())
    );
    let json = empty(4).json().replacen("[{}", "[{\"glow\":1}", 1);
    let error = error(&json);
    assert_eq!(error.kind(), &Kind::UnknownKey("glow".into()));
    assert_eq!(error.place(), &key("grid[0][0].glow"));
}

#[test]
fn rules_on_cells_are_refused_and_marks_ignored() {
    for (name, role) in CELL_KEYS {
        let cell = format!("[{{\"{name}\":[1,2]}}");
        let json = empty(4).json().replacen("[{}", &cell, 1);
        match role {
            CellRole::Unsupported => {
                let error = error(&json);
                assert_eq!(error.kind(), &Kind::UnsupportedConstraint(name.to_string()));
                assert_eq!(error.place(), &key(&format!("grid[0][0].{name}")));
                let null = format!("[{{\"{name}\":null}}");
                assert!(parse(&empty(4).json().replacen("[{}", &null, 1)).is_ok());
            }
            CellRole::Mark => assert!(parse(&json).is_ok(), "{name}"),
            _ => {}
        }
    }
}

#[test]
fn drawings_are_listed_and_a_cage_with_a_value_is_refused() {
    let json = empty(9)
        .with(r##""line":[{"lines":[["R1C1","R2C2"]],"outlineC":"#C060C0","width":0.2}]"##)
        .with(r##""cage":[{"cells":["R1C1","R1C2"],"outlineC":"#000000"}]"##)
        .with(r#""text":[]"#)
        .with(r##""circle":[{"cells":["R5C5"],"baseC":"#FFFFFF"}]"##)
        .with(r#""highlightConflicts":false"#)
        .with(r#""disabledlogic":["contradictions"]"#)
        .json();
    let board = parse(&json).unwrap();
    assert_eq!(board.decorations, ["line", "cage", "circle"]);
    let json = empty(9)
        .with(r#""cage":[{"cells":["R1C1"]},{"cells":["R1C2","R1C3"],"value":"DR5"}]"#)
        .json();
    let error = error(&json);
    assert_eq!(error.kind(), &Kind::UnsupportedConstraint("cage".into()));
    assert_eq!(error.place(), &key("cage[1].value"));
}

#[test]
fn killer_cages_and_cages_with_a_sum_are_read() {
    let json = empty(9)
        .with(r#""killercage":[{"cells":["R1C1","R1C2"],"value":"3"},{"cells":["R2C1"]}]"#)
        .with(r#""cage":[{"cells":["R3C3","R3C4"],"value":"17"},{"cells":["R9C9"]}]"#)
        .json();
    let board = parse(&json).unwrap();
    assert_eq!(
        board.killer_cages,
        [
            (vec![0, 1], Some(3)),
            (vec![9], None),
            (vec![20, 21], Some(17))
        ]
    );
    // The cage without a value stays a drawing.
    assert_eq!(board.decorations, ["cage"]);
    let json = empty(9)
        .with(r#""killercage":[{"cells":["R1C1","R1C1"],"value":"3"}]"#)
        .json();
    assert_eq!(error(&json).place(), &key("killercage[0].cells[1]"));
    let json = empty(9)
        .with(r#""killercage":[{"cells":["R1C1"],"value":"x"}]"#)
        .json();
    assert_eq!(error(&json).kind(), &Kind::CageSum("x".into()));
}

#[test]
fn givens_entries_titles_and_solution() {
    let mut doc = empty(4).with(
        r#""title":"T","author":"A","ruleset":"R","solution":[1,2,3,4,3,4,1,2,2,1,4,3,4,3,2,null]"#,
    );
    doc.givens[0] = 1;
    let json = doc.json().replacen("{}", r#"{"value":2}"#, 1);
    let json = json.replacen("{}", r#"{"value":null,"given":true}"#, 1);
    let board = parse(&json).unwrap();
    assert_eq!(
        board.givens,
        [1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]
    );
    assert_eq!(
        board.entries,
        [0, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]
    );
    assert_eq!(
        (
            board.title.as_deref(),
            board.author.as_deref(),
            board.rules.as_deref()
        ),
        (Some("T"), Some("A"), Some("R"))
    );
    assert_eq!(
        board.solution,
        Some(vec![1, 2, 3, 4, 3, 4, 1, 2, 2, 1, 4, 3, 4, 3, 2, 0])
    );
    let short = empty(4).with(r#""solution":[1,2]"#).json();
    let expected = Kind::SolutionLength {
        expected: 16,
        found: 2,
    };
    assert_eq!(error(&short).kind(), &expected);
}

#[test]
fn sizes_outside_4_to_16_are_refused_naming_the_size() {
    for (size, found) in [
        ("3", "3"),
        ("17", "17"),
        ("25", "25"),
        ("9.5", "9.5"),
        ("-9", "-9"),
    ] {
        let json = format!(r#"{{"size":{size},"grid":[]}}"#);
        let error = error(&json);
        assert_eq!(
            error.kind(),
            &Kind::Size {
                found: found.into()
            }
        );
        assert_eq!(error.place(), &key("size"));
    }
    assert_eq!(
        error(r#"{"grid":[]}"#).to_string(),
        "f-puzzles, at `size`: the key \"size\" is missing"
    );
    assert_eq!(
        error(r#"{"size":"9","grid":[]}"#).kind(),
        &Kind::WrongType {
            expected: "a number",
            found: "a string"
        }
    );
    assert_eq!(
        error(r#"{"size":25,"grid":[]}"#).to_string(),
        "f-puzzles, at `size`: size 25 is not supported: the size must be a whole number from \
         4 to 16"
    );
    assert!(matches!(
        error("{\"size\":1e400}").kind(),
        Kind::Size { .. }
    ));
}

#[test]
fn default_boxes_follow_f_puzzles() {
    let shapes = [
        (4, Some((2, 2))),
        (5, None),
        (6, Some((2, 3))),
        (7, None),
        (8, Some((2, 4))),
        (9, Some((3, 3))),
        (10, Some((2, 5))),
        (11, None),
        (12, Some((3, 4))),
        (13, None),
        (14, Some((2, 7))),
        (15, Some((3, 5))),
        (16, Some((4, 4))),
    ];
    for (size, shape) in shapes {
        let board = parse(&empty(size).json()).unwrap();
        assert_eq!((board.box_shape(), board.regions.clone()), (shape, None));
        assert_eq!(board.region_map().is_some(), shape.is_some());
    }
    let board = parse(&empty(6).json()).unwrap();
    let map = board.region_map().unwrap();
    assert_eq!(map[..12], [0, 0, 0, 1, 1, 1, 0, 0, 0, 1, 1, 1]);
    assert_eq!(map[12..18], [2, 2, 2, 3, 3, 3]);
    // Regions written for every cell, equal to the default: not a jigsaw.
    let mut doc = empty(6);
    doc.regions = Some(map);
    assert_eq!(parse(&doc.json()).unwrap().regions, None);
}

#[test]
fn regions_are_checked() {
    let mut doc = empty(4);
    doc.regions = Some(vec![0, 0, 1, 1, 0, 0, 1, 1, 2, 2, 3, 3, 2, 3, 2, 3]);
    assert!(parse(&doc.json()).unwrap().regions.is_some());
    doc.regions = Some(vec![0, 0, 1, 1, 0, 0, 1, 1, 2, 2, 3, 3, 2, 2, 3, 0]);
    let expected = Kind::RegionSize {
        region: 0,
        cells: 5,
        size: 4,
    };
    assert_eq!(error(&doc.json()).kind(), &expected);
    doc.regions = Some(vec![4; 16]);
    let error_4 = error(&doc.json());
    assert_eq!(error_4.place(), &key("grid[0][0].region"));
    assert!(matches!(error_4.kind(), Kind::RegionIndex { size: 4, .. }));
    let json = empty(4).json().replacen("{}", r#"{"region":null}"#, 1);
    assert_eq!(error(&json).kind(), &Kind::NoRegion);
}

#[test]
fn digits_and_the_grid_shape_are_checked() {
    for bad in ["10", "-1", "2.5", "\"5\"", "1e300"] {
        let json = empty(9)
            .json()
            .replacen("{}", &format!("{{\"value\":{bad}}}"), 1);
        let error = error(&json);
        assert_eq!(error.place(), &key("grid[0][0].value"), "{bad}");
    }
    let json = empty(9)
        .json()
        .replacen("{}", r#"{"value":10,"given":true}"#, 1);
    assert_eq!(
        error(&json).to_string(),
        "f-puzzles, at `grid[0][0].value`: 10 is not 0 (blank) or a digit from 1 to 9"
    );
    let json = empty(9).json().replacen("[{},", "[", 1);
    let expected = Kind::GridShape {
        expected: 9,
        found: 8,
    };
    assert_eq!(error(&json).kind(), &expected);
    assert_eq!(error(&json).place(), &key("grid[0]"));
    let json = r#"{"size":4,"grid":[[{},{},{},{}]]}"#;
    let expected = Kind::GridShape {
        expected: 4,
        found: 1,
    };
    assert_eq!(error(json).kind(), &expected);
    let json = r#"{"size":4,"grid":[[{},{},{},{}],[],[],[1,2,3,4]]}"#;
    assert_eq!(error(json).place(), &key("grid[1]"));
}

#[test]
fn extra_regions_are_checked() {
    let region = |cells: &str| empty(9).with(&format!("\"extraregion\":[{{\"cells\":[{cells}]}}]"));
    let board = parse(&region(r#""R1C1","r9c9","R5C3""#).json()).unwrap();
    assert_eq!(board.extra_regions, vec![vec![0, 80, 38]]);
    for (cells, bad) in [
        (r#""R0C1""#, "R0C1"),
        (r#""R10C1""#, "R10C1"),
        (r#""A1""#, "A1"),
        (r#""R1C""#, "R1C"),
        (r#""R1C1x""#, "R1C1x"),
        (r#""R+1C1""#, "R+1C1"),
        (r#""R001C1""#, "R001C1"),
    ] {
        let error = error(&region(cells).json());
        assert_eq!(error.kind(), &Kind::CellName(bad.into()));
        assert_eq!(error.place(), &key("extraregion[0].cells[0]"));
    }
    let repeated = error(&region(r#""R1C1","R2C2","R1C1""#).json());
    assert_eq!(repeated.kind(), &Kind::RepeatedCell("R1C1".into()));
    let ten: Vec<String> = (1..=9)
        .map(|c| format!("\"R1C{c}\""))
        .chain(["\"R2C1\"".into()])
        .collect();
    let expected = Kind::ExtraRegionTooLarge { cells: 10, size: 9 };
    assert_eq!(error(&region(&ten.join(",")).json()).kind(), &expected);
    let board = parse(
        &empty(16)
            .with(r#""extraregion":[{"cells":["R16C16","R10C12"]}]"#)
            .json(),
    );
    assert_eq!(board.unwrap().extra_regions, vec![vec![255, 9 * 16 + 11]]);
}

#[test]
fn flags_need_booleans() {
    let json = empty(9).with(r#""antiknight":1"#).json();
    let expected = Kind::WrongType {
        expected: "true or false",
        found: "a number",
    };
    assert_eq!(error(&json).kind(), &expected);
    let json = empty(9)
        .with(r#""antiknight":null,"diagonal-":false"#)
        .json();
    let board: FPuzzlesBoard = json.parse().unwrap();
    assert!(!board.anti_knight && !board.diagonal_negative);
}

#[test]
fn hostile_input_ends_in_errors() {
    assert_eq!(error("").kind(), &Kind::Empty);
    assert_eq!(error(" \n\t").kind(), &Kind::Empty);
    assert!(matches!(error("[]").kind(), Kind::WrongType { .. }));
    assert!(matches!(
        error("{").kind(),
        Kind::Expected { found: None, .. }
    ));
    let deep = format!("{{\"size\":{}", "[".repeat(100_000));
    assert!(matches!(error(&deep).kind(), Kind::TooDeep { .. }));
    let long = format!("{{\"title\":\"{}\"}}", "x".repeat(MAX_TEXT_LEN));
    assert_eq!(
        error(&long).kind(),
        &Kind::TooLong {
            limit: MAX_TEXT_LEN
        }
    );
    let ten_mb = "{".repeat(10 << 20);
    assert_eq!(
        error(&ten_mb).kind(),
        &Kind::TooLong {
            limit: MAX_TEXT_LEN
        }
    );
    // Quadratic traps: an object of many keys, an extra region of many cells; each is read
    // in linear time (checked by the time a debug build takes: well under a second each).
    let keys: Vec<String> = (0..80_000).map(|i| format!("\"k{i}\":0")).collect();
    let started = std::time::Instant::now();
    assert!(matches!(
        error(&format!("{{{}}}", keys.join(","))).kind(),
        Kind::UnknownKey(_)
    ));
    let names = vec!["\"R1C1\""; 140_000].join(",");
    let json = empty(9)
        .with(&format!("\"extraregion\":[{{\"cells\":[{names}]}}]"))
        .json();
    let expected = Kind::ExtraRegionTooLarge {
        cells: 140_000,
        size: 9,
    };
    assert_eq!(error(&json).kind(), &expected);
    assert!(started.elapsed().as_secs() < 10, "{:?}", started.elapsed());
    let huge = format!("{{\"size\":9{},\"grid\":[]}}", "0".repeat(10_000));
    assert!(matches!(error(&huge).kind(), Kind::Size { .. }));
    // A link of garbage, of padding, of nothing but a prefix.
    assert!(parse("https://www.f-puzzles.com/?load=").is_err());
    assert!(parse("https://www.f-puzzles.com/?load=====").is_err());
    assert!(parse("not a link at all").is_err());
    assert!(parse(&"N4Ig".repeat(1 << 20)).is_err());
}
