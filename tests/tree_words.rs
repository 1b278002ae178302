//! The tree speaks of the product only: no folder of one machine's layout, no words of the
//! process that made it (work sessions, tracker numbers). A user reads the docs and the code
//! to learn what the product does and how it was measured, nothing else.

use support::commands::{manifest_dir, run};

/// Folders a user would not have; scripts and docs take a path or a variable instead.
const MACHINE_FOLDERS: [&str; 5] = ["/work/", "/tmp/", "/home/", "/root/", "/Users/"];

/// Words of the tracker, lowercase.
const TRACKER_WORDS: [&str; 3] = ["issue #", "the issue", "issue's"];

/// Files that hold data rather than prose or code, and this file, which names the words.
fn is_exempt(path: &str) -> bool {
    path == "tests/tree_words.rs"
        || path.starts_with("tests/data/")
        || path.ends_with(".lock")
        || path.starts_with("LICENSE")
        || path == "examples/puzzles.txt"
}

fn is_word_char(byte: u8) -> bool {
    byte.is_ascii_alphanumeric() || byte == b'_'
}

/// Whether `line` (lowercase) holds `word` or its plural as a word of its own.
fn has_word(line: &str, word: &str) -> bool {
    line.match_indices(word).any(|(at, _)| {
        let bytes = line.as_bytes();
        let before = at == 0 || !is_word_char(bytes[at - 1]);
        let mut end = at + word.len();
        if bytes.get(end) == Some(&b's') {
            end += 1;
        }
        let after = end == bytes.len() || !is_word_char(bytes[end]);
        before && after
    })
}

/// What is wrong with one line, if anything.
fn offence(path: &str, line: &str) -> Option<&'static str> {
    if let Some(folder) = MACHINE_FOLDERS.iter().find(|folder| line.contains(*folder)) {
        return Some(folder);
    }
    let lower = line.to_lowercase();
    if let Some(word) = TRACKER_WORDS.iter().find(|word| lower.contains(*word)) {
        return Some(word);
    }
    let digit_after_issue = lower.match_indices("issue ").any(|(at, found)| {
        lower[at + found.len()..]
            .bytes()
            .next()
            .is_some_and(|byte| byte.is_ascii_digit())
    });
    if digit_after_issue {
        return Some("a tracker number");
    }
    // Spark and pytest name their own sessions: those are the product's words.
    if has_word(&lower, "session") && !lower.contains("spark") && !path.ends_with(".py") {
        return Some("session");
    }
    None
}

#[test]
fn no_machine_folder_session_or_tracker_number_in_the_tree() {
    let listed = run(std::process::Command::new("git")
        .current_dir(manifest_dir())
        .args([
            "ls-files",
            "-z",
            "--cached",
            "--others",
            "--exclude-standard",
        ]));
    let mut found = Vec::new();
    for path in listed.split('\0').filter(|path| !path.is_empty()) {
        if is_exempt(path) {
            continue;
        }
        let Ok(text) = std::fs::read_to_string(manifest_dir().join(path)) else {
            continue; // deleted in the work tree, or not text
        };
        for (number, line) in text.lines().enumerate() {
            if let Some(what) = offence(path, line) {
                found.push(format!("{path}:{}: {what}: {line}", number + 1));
            }
        }
    }
    assert!(
        found.is_empty(),
        "words from outside the product:\n{}",
        found.join("\n")
    );
}

#[test]
fn the_check_finds_what_it_looks_for() {
    assert!(offence("README.md", "see /tmp/peers").is_some());
    assert!(offence("README.md", "as issue 15 asks").is_some());
    assert!(offence("src/lib.rs", "// other sessions were busy").is_some());
    assert!(offence("README.md", "the Spark session starts").is_none());
    assert!(offence("bindings/python/x.py", "session.stop()").is_none());
    assert!(offence("src/lib.rs", "// the sessionless case").is_none());
    assert!(offence("README.md", "known issues are listed").is_none());
}
