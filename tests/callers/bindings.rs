//! The bindings against the header: each wraps every function the header declares, and
//! each of its enumerations (and the C# binding's struct layout) has the header's names
//! and values.

use support::commands::{HEADER_ENUMS, header_enum, header_functions, manifest_dir};

use super::package_modules;

fn read(path: &str) -> String {
    std::fs::read_to_string(manifest_dir().join(path)).unwrap()
}

/// The code of the Python package's modules, one after the other.
fn python_package_code() -> String {
    package_modules()
        .iter()
        .map(|path| std::fs::read_to_string(path).unwrap())
        .collect()
}

#[test]
fn every_binding_calls_every_header_function() {
    let functions = header_functions();
    assert_eq!(functions.len(), 41, "{functions:?}");
    let bindings = [
        ("include/sudoku.hpp", read("include/sudoku.hpp")),
        (
            "bindings/csharp/Sudoku.cs",
            read("bindings/csharp/Sudoku.cs"),
        ),
        ("bindings/python/sudoku_lexmin/", python_package_code()),
    ];
    // A function whose work a later one does and more: a binding may bind the later only.
    let superseded = [
        ("sudoku_rate", "sudoku_rate_details_within"),
        ("sudoku_rate_details", "sudoku_rate_details_within"),
        ("sudoku_generate", "sudoku_generate_rated"),
        ("sudoku_generate_batch", "sudoku_generate_rated_batch"),
        ("sudoku_layout_generate", "sudoku_layout_generate_rated"),
    ];
    let binds = |code: &str, function: &str| {
        code.match_indices(function).any(|(at, _)| {
            let after = code[at + function.len()..].chars().next();
            !after.is_some_and(|c| c.is_ascii_alphanumeric() || c == '_')
        })
    };
    for (binding, code) in bindings {
        for function in &functions {
            let by_later = superseded
                .iter()
                .any(|&(old, later)| function == old && binds(&code, later));
            assert!(
                binds(&code, function) || by_later,
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
            Some((screaming(name), value.parse().ok()?))
        })
        .collect()
}

/// `NullPointer` (C#) or `NULL_POINTER` (Python) -> `NULL_POINTER`; `XWing` -> `X_WING`: a
/// word starts at a capital after a small letter, or before one.
fn screaming(name: &str) -> String {
    let chars: Vec<char> = name.chars().collect();
    let mut screaming = String::new();
    for (index, &c) in chars.iter().enumerate() {
        let after_lowercase = index > 0 && chars[index - 1].is_ascii_lowercase();
        let before_lowercase = index > 0
            && chars[index - 1].is_ascii_uppercase()
            && chars.get(index + 1).is_some_and(char::is_ascii_lowercase);
        if c.is_ascii_uppercase() && (after_lowercase || before_lowercase) {
            screaming.push('_');
        }
        screaming.push(c.to_ascii_uppercase());
    }
    screaming
}

#[test]
fn names_convert_to_the_headers_case() {
    for (name, want) in [
        ("NullPointer", "NULL_POINTER"),
        ("NULL_POINTER", "NULL_POINTER"),
        ("XWing", "X_WING"),
        ("XyzWing", "XYZ_WING"),
        ("Rotate180", "ROTATE180"),
        ("Ok", "OK"),
    ] {
        assert_eq!(screaming(name), want);
    }
}

#[test]
fn csharp_enums_mirror_the_header() {
    let code = read("bindings/csharp/Sudoku.cs");
    for (name, prefix) in HEADER_ENUMS {
        let found = enum_values(&code, &format!("public enum {name}"), "}");
        assert_eq!(found, header_enum(prefix), "C# {name}");
    }
}

/// The C# binding reads the C structs from byte buffers at fixed offsets: they must be the
/// library's own.
#[test]
fn csharp_layout_is_the_c_structs() {
    use core::mem::{offset_of, size_of};
    use sudoku::ffi::{
        SUDOKU_RATING_DETAIL_STEPS, SudokuChainLine, SudokuChainStep, SudokuErrorDetail,
        SudokuHint, SudokuHintChain, SudokuRatingDetails,
    };
    let code = read("bindings/csharp/Sudoku.cs");
    let constant = |name: &str| -> usize {
        let line = format!("internal const int {name} = ");
        let start = code.find(&line).unwrap_or_else(|| panic!("{name}")) + line.len();
        code[start..].split(';').next().unwrap().parse().unwrap()
    };
    let expected = [
        ("HintBytes", size_of::<SudokuHint>()),
        ("TechniqueAt", offset_of!(SudokuHint, technique)),
        ("MistakeAt", offset_of!(SudokuHint, mistake)),
        ("CellAt", offset_of!(SudokuHint, cell)),
        ("DigitAt", offset_of!(SudokuHint, digit)),
        ("DigitsAt", offset_of!(SudokuHint, digits)),
        ("CellCountAt", offset_of!(SudokuHint, cell_count)),
        ("HouseCountAt", offset_of!(SudokuHint, house_count)),
        ("CellsAt", offset_of!(SudokuHint, cells)),
        ("HousesAt", offset_of!(SudokuHint, houses)),
        ("EliminationsAt", offset_of!(SudokuHint, eliminations)),
        ("PatternAt", offset_of!(SudokuHint, pattern)),
        ("RatingBytes", size_of::<SudokuRatingDetails>()),
        ("LevelAt", offset_of!(SudokuRatingDetails, level)),
        ("HardestAt", offset_of!(SudokuRatingDetails, hardest)),
        ("TenthsAt", offset_of!(SudokuRatingDetails, tenths)),
        ("GivensAt", offset_of!(SudokuRatingDetails, givens)),
        ("PearlAt", offset_of!(SudokuRatingDetails, pearl)),
        ("DiamondAt", offset_of!(SudokuRatingDetails, diamond)),
        ("StepsAt", offset_of!(SudokuRatingDetails, steps)),
        ("Steps", SUDOKU_RATING_DETAIL_STEPS),
        ("ChainBytes", size_of::<SudokuHintChain>()),
        ("ChainKindAt", offset_of!(SudokuHintChain, kind)),
        ("LineCountAt", offset_of!(SudokuHintChain, line_count)),
        ("LinesAt", offset_of!(SudokuHintChain, lines)),
        ("LineBytes", size_of::<SudokuChainLine>()),
        ("ChainStepsAt", offset_of!(SudokuHintChain, steps)),
        ("ChainStepBytes", size_of::<SudokuChainStep>()),
        ("DetailBytes", size_of::<SudokuErrorDetail>()),
        ("DetailStatusAt", offset_of!(SudokuErrorDetail, status)),
        ("DetailCellAt", offset_of!(SudokuErrorDetail, cell)),
        ("OtherCellAt", offset_of!(SudokuErrorDetail, other_cell)),
        ("ValueAt", offset_of!(SudokuErrorDetail, value)),
        ("HouseAt", offset_of!(SudokuErrorDetail, house)),
        ("TextProblemAt", offset_of!(SudokuErrorDetail, text_problem)),
        ("LineAt", offset_of!(SudokuErrorDetail, line)),
        ("ColumnAt", offset_of!(SudokuErrorDetail, column)),
        ("CharacterAt", offset_of!(SudokuErrorDetail, character)),
        ("FoundAt", offset_of!(SudokuErrorDetail, found)),
    ];
    for (name, value) in expected {
        assert_eq!(constant(name), value, "{name}");
    }
}

#[test]
fn python_enums_mirror_the_header() {
    let code = read("bindings/python/sudoku_lexmin/_enums.py");
    for (name, prefix) in HEADER_ENUMS {
        let found = enum_values(&code, &format!("class {name}(NamedEnum)"), "class ");
        assert_eq!(found, header_enum(prefix), "Python {name}");
    }
}

#[test]
fn cpp_enums_mirror_the_header() {
    let code = read("include/sudoku.hpp");
    for (name, prefix) in HEADER_ENUMS {
        let expected: Vec<(String, String)> = header_enum(prefix)
            .into_iter()
            .map(|(name, _)| (name.clone(), format!("{prefix}{name}")))
            .collect();
        let found: Vec<(String, String)> = code
            .lines()
            .skip_while(|line| !line.contains(&format!("enum class {name} ")))
            .skip(1)
            .take_while(|line| !line.starts_with('}'))
            .filter_map(|line| {
                let (name, value) = line.trim().trim_end_matches(',').split_once(" = ")?;
                Some((name.to_uppercase(), value.to_string()))
            })
            .collect();
        assert_eq!(found, expected, "C++ {name}");
    }
}
