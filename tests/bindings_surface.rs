//! The bindings against the C header: each wraps every function the header declares, and
//! each status enum has the header's names and values.

mod callers;
mod common;

use callers::{header_functions, header_statuses, manifest_dir};

fn read(path: &str) -> String {
    std::fs::read_to_string(manifest_dir().join(path)).unwrap()
}

const BINDINGS: [&str; 3] = [
    "include/sudoku.hpp",
    "examples/csharp/Sudoku.cs",
    "examples/python/sudoku.py",
];

#[test]
fn every_binding_calls_every_header_function() {
    let functions = header_functions();
    assert_eq!(functions.len(), 6, "{functions:?}");
    for binding in BINDINGS {
        let code = read(binding);
        for function in &functions {
            assert!(
                code.contains(function),
                "{binding} does not bind {function}"
            );
        }
    }
}

/// `(name, value)` pairs from lines `Name = 3,` between the first line containing `start`
/// and the next line starting with `end`, names converted to the header's SCREAMING_CASE.
fn enum_values(code: &str, start: &str, end: &str) -> Vec<(String, i32)> {
    code.lines()
        .skip_while(|line| !line.contains(start))
        .skip(1)
        .take_while(|line| !line.trim_start().starts_with(end))
        .filter_map(|line| {
            let (name, value) = line.trim().trim_end_matches(',').split_once(" = ")?;
            // NullPointer (C#) or NULL_POINTER (Python) -> NULL_POINTER.
            let mut screaming = String::new();
            let mut after_lowercase = false;
            for c in name.chars() {
                if c.is_ascii_uppercase() && after_lowercase {
                    screaming.push('_');
                }
                after_lowercase = c.is_ascii_lowercase();
                screaming.push(c.to_ascii_uppercase());
            }
            Some((screaming, value.parse().ok()?))
        })
        .collect()
}

#[test]
fn csharp_status_enum_mirrors_the_header() {
    let code = read("examples/csharp/Sudoku.cs");
    assert_eq!(
        enum_values(&code, "public enum Status", "}"),
        header_statuses()
    );
}

#[test]
fn python_status_enum_mirrors_the_header() {
    let code = read("examples/python/sudoku.py");
    assert_eq!(
        enum_values(&code, "class Status(enum.IntEnum)", "class "),
        header_statuses()
    );
}

#[test]
fn cpp_status_enum_mirrors_the_header() {
    let code = read("include/sudoku.hpp");
    let expected: Vec<(String, String)> = header_statuses()
        .into_iter()
        .map(|(name, _)| (name.clone(), format!("SUDOKU_STATUS_{name}")))
        .collect();
    let found: Vec<(String, String)> = code
        .lines()
        .skip_while(|line| !line.contains("enum class Status"))
        .skip(1)
        .take_while(|line| !line.starts_with('}'))
        .filter_map(|line| {
            let (name, value) = line.trim().trim_end_matches(',').split_once(" = ")?;
            Some((name.to_uppercase(), value.to_string()))
        })
        .collect();
    assert_eq!(found, expected);
}
