//! The JSON reader: what it reads, what it refuses, and where it says the fault is.

use crate::model::fpuzzles::error::{FPuzzlesErrorKind as Kind, Place};
use crate::model::fpuzzles::json::{MAX_DEPTH, Value, parse};

fn kind(text: &str) -> Kind {
    parse(text).unwrap_err().kind().clone()
}

fn place(text: &str) -> Place {
    parse(text).unwrap_err().place().clone()
}

#[test]
fn reads_every_kind_of_value() {
    let value = parse(r#" {"a": [1, -2.5e3, 0, true, false, null, "s"], "b": {}} "#).unwrap();
    let expected = Value::Object(vec![
        (
            "a".into(),
            Value::Array(vec![
                Value::Number(1.0),
                Value::Number(-2500.0),
                Value::Number(0.0),
                Value::Bool(true),
                Value::Bool(false),
                Value::Null,
                Value::String("s".into()),
            ]),
        ),
        ("b".into(), Value::Object(vec![])),
    ]);
    assert_eq!(value, expected);
    assert_eq!(parse("[]"), Ok(Value::Array(vec![])));
    assert_eq!(parse("\u{feff}7"), Ok(Value::Number(7.0)));
    assert_eq!(parse("1E+2"), Ok(Value::Number(100.0)));
}

#[test]
fn reads_escapes_and_surrogate_pairs() {
    let text = r#""q\" b\\ s\/ \b\f\n\r\t \u00e9\u20AC \ud83d\ude00 é""#;
    assert_eq!(
        parse(text),
        Ok(Value::String(
            "q\" b\\ s/ \u{8}\u{c}\n\r\t é€ \u{1F600} é".into()
        ))
    );
}

#[test]
fn refuses_lone_surrogates_and_bad_escapes() {
    assert_eq!(kind(r#""\ud83d""#), Kind::LoneSurrogate);
    assert_eq!(kind(r#""\ud83d\u0041""#), Kind::LoneSurrogate);
    assert_eq!(kind(r#""\ude00""#), Kind::LoneSurrogate);
    assert!(matches!(
        kind(r#""\x""#),
        Kind::Expected {
            found: Some('x'),
            ..
        }
    ));
    assert!(matches!(
        kind(r#""\u12g4""#),
        Kind::Expected {
            found: Some('g'),
            ..
        }
    ));
    assert!(matches!(
        kind(r#""\u12"#),
        Kind::Expected { found: None, .. }
    ));
    assert_eq!(kind("\"tab\there\""), Kind::ControlCharacter('\t'));
    assert_eq!(kind("\"a\nb\""), Kind::ControlCharacter('\n'));
}

#[test]
fn refuses_what_strict_json_refuses() {
    for text in [
        "",
        " ",
        "{",
        "[1,]",
        "{\"a\":1,}",
        "{'a':1}",
        "{a:1}",
        "01",
        "+1",
        "1.",
        ".5",
        "1e",
        "-",
        "tru",
        "nul",
        "NaN",
        "Infinity",
        "[1 2]",
        "{\"a\" 1}",
        "1 2",
        "// c\n1",
        "\"open",
        "[",
        "]",
        "{\"a\":}",
    ] {
        assert!(parse(text).is_err(), "{text:?} was read");
    }
}

#[test]
fn says_what_was_expected_and_where() {
    let error = parse("{\n  \"size\": 9,\n  \"grid\": [1, 2,, 3]\n}").unwrap_err();
    assert_eq!(
        error.kind(),
        &Kind::Expected {
            expected: "a value",
            found: Some(',')
        }
    );
    assert_eq!(
        error.place(),
        &Place::Json {
            offset: 31,
            line: 3,
            column: 17
        }
    );
    assert_eq!(
        error.to_string(),
        "f-puzzles, at line 3, column 17 (byte 31): expected a value, found ','"
    );
    assert_eq!(
        kind("[1, 2"),
        Kind::Expected {
            expected: "`,` or `]`",
            found: None
        }
    );
    assert_eq!(
        kind("{\"a\": 1 \"b\": 2}"),
        Kind::Expected {
            expected: "`,` or `}`",
            found: Some('"')
        }
    );
    assert_eq!(
        kind("{} x"),
        Kind::Expected {
            expected: "the end of the document",
            found: Some('x')
        }
    );
    // Columns count characters, not bytes.
    assert_eq!(
        place("[\"éé\", x]"),
        Place::Json {
            offset: 9,
            line: 1,
            column: 8
        }
    );
}

#[test]
fn refuses_a_repeated_key() {
    let text = r#"{"antiknight": false, "antiknight": true}"#;
    assert_eq!(kind(text), Kind::DuplicateKey("antiknight".into()));
    assert_eq!(
        place(text),
        Place::Json {
            offset: 22,
            line: 1,
            column: 23
        }
    );
}

#[test]
fn bounds_nesting_without_overflowing_the_stack() {
    let at_limit = format!("{}{}", "[".repeat(MAX_DEPTH), "]".repeat(MAX_DEPTH));
    assert!(parse(&at_limit).is_ok());
    let over = format!("{}{}", "[".repeat(MAX_DEPTH + 1), "]".repeat(MAX_DEPTH + 1));
    assert_eq!(kind(&over), Kind::TooDeep { limit: MAX_DEPTH });
    // Far deeper than any stack would take, objects and arrays mixed, unclosed.
    let deep = "[{\"a\":".repeat(1_000_000);
    assert_eq!(kind(&deep), Kind::TooDeep { limit: MAX_DEPTH });
}

#[test]
fn huge_numbers_and_long_strings_are_values_not_failures() {
    assert_eq!(parse("1e999"), Ok(Value::Number(f64::INFINITY)));
    assert_eq!(parse("-1e999"), Ok(Value::Number(f64::NEG_INFINITY)));
    let digits = "9".repeat(100_000);
    assert!(matches!(parse(&digits), Ok(Value::Number(n)) if n.is_infinite()));
    let tiny = format!("0.{}1", "0".repeat(100_000));
    assert_eq!(parse(&tiny), Ok(Value::Number(0.0)));
    let long = format!("\"{}\"", "x".repeat(1 << 20));
    assert!(matches!(parse(&long), Ok(Value::String(s)) if s.len() == 1 << 20));
    let unterminated = format!("\"{}", "x".repeat(1 << 20));
    assert!(matches!(
        kind(&unterminated),
        Kind::Expected { found: None, .. }
    ));
}

#[test]
fn never_panics_on_any_prefix_or_byte_edit_of_a_document() {
    let document = r#"{"size":4,"grid":[[{"value":1,"given":true},{}],[{"c":"\u00e9\ud83d\ude00"}]],"x":[-1.5e-3,null,true,false,"é"]}"#;
    assert!(parse(document).is_ok());
    for end in 0..document.len() {
        if let Some(prefix) = document.get(..end) {
            assert!(parse(prefix).is_err(), "{prefix}");
        }
    }
    let bytes = document.as_bytes();
    for at in 0..bytes.len() {
        for replacement in [
            b'{', b'}', b'[', b']', b'"', b'\\', b',', b':', b'0', b'-', b'e', b' ',
        ] {
            let mut edited = bytes.to_vec();
            edited[at] = replacement;
            if let Ok(text) = std::str::from_utf8(&edited) {
                let _ = parse(text);
            }
        }
    }
}
