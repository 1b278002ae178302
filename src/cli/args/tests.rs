//! Tests of the command line: parsing, modes, the commands' options, and the committed
//! man pages, which must be the ones this definition renders.

use std::path::PathBuf;

use clap::{CommandFactory, Parser};
use clap_complete::Shell;
use sudoku::{GenerateOptions, Level, RatingRange, Symmetry};

use super::commands::{Command, HintArgs};
use super::{Args, Mode};

fn parse(args: &[&str]) -> Result<Args, clap::Error> {
    Args::try_parse_from(std::iter::once("sudoku").chain(args.iter().copied()))
}

#[test]
fn the_definition_is_consistent() {
    Args::command().debug_assert();
}

#[test]
fn count_takes_an_optional_limit_after_an_equals_sign() {
    assert_eq!(parse(&[]).unwrap().mode(), Mode::Solve);
    assert_eq!(
        parse(&["--count"]).unwrap().mode(),
        Mode::Count {
            limit: 2,
            max_work: u64::MAX
        }
    );
    assert_eq!(
        parse(&["--count=50"]).unwrap().mode(),
        Mode::Count {
            limit: 50,
            max_work: u64::MAX
        }
    );
    let with_file = parse(&["--count", "a.txt"]).unwrap();
    assert_eq!(
        with_file.mode(),
        Mode::Count {
            limit: 2,
            max_work: u64::MAX
        }
    );
    assert_eq!(with_file.files, vec![PathBuf::from("a.txt")]);
    assert!(parse(&["--count=0"]).is_err());
    assert!(parse(&["--count=x"]).is_err());
}

#[test]
fn max_work_bounds_a_count() {
    // `--max-nodes` is its former name.
    for flag in ["--max-work", "--max-nodes"] {
        assert_eq!(
            parse(&["--count", flag, "10"]).unwrap().mode(),
            Mode::Count {
                limit: 2,
                max_work: 10
            }
        );
        assert!(parse(&[flag, "10"]).is_err());
    }
}

#[test]
fn check_and_count_exclude_each_other() {
    assert_eq!(parse(&["--check"]).unwrap().mode(), Mode::Check);
    assert!(parse(&["--check", "--count"]).is_err());
}

#[test]
fn commands_take_their_own_options() {
    let generate = parse(&["generate", "5", "--seed", "7", "--symmetry", "rotate90"]).unwrap();
    let Some(Command::Generate(generate)) = generate.command else {
        panic!("not generate");
    };
    assert_eq!((generate.count, generate.seed), (5, Some(7)));
    assert_eq!(
        generate.options(),
        GenerateOptions::new()
            .symmetry(Symmetry::Rotate90)
            .minimal(false)
    );
    let hard = parse(&[
        "generate",
        "1",
        "--level",
        "hard",
        "--minimal",
        "--max-givens",
        "30",
    ]);
    let Some(Command::Generate(hard)) = hard.unwrap().command else {
        panic!("not generate");
    };
    assert_eq!(hard.options().level, Some(Level::Hard));
    assert!(hard.options().minimal);
    assert_eq!(hard.options().max_givens, 30);
    assert!(parse(&["generate", "1", "--max-givens", "16"]).is_err());
    assert!(parse(&["generate", "1", "--level", "any"]).is_err());
    assert!(parse(&["generate"]).is_err());
    let generate = |args: &[&str]| {
        let mut all = vec!["generate", "1"];
        all.extend_from_slice(args);
        match parse(&all).map(|parsed| parsed.command) {
            Ok(Some(Command::Generate(generate))) => Some(generate.range()),
            Ok(_) => panic!("not generate"),
            Err(_) => None,
        }
    };
    let range = |min, max| Some(Ok(RatingRange::tenths(min, max).unwrap()));
    assert_eq!(generate(&[]), range(0, RatingRange::NO_MAXIMUM));
    assert_eq!(
        generate(&["--min-rating", "6.5", "--max-rating", "7"]),
        range(65, 70)
    );
    assert_eq!(generate(&["--max-rating", "10.0"]), range(0, 100));
    assert_eq!(
        generate(&["--min-rating", "7.5", "--max-rating", "7.4"]),
        Some(Err("--min-rating 7.5 is above --max-rating 7.4".to_string()))
    );
    for bad in ["7.25", ".5", "7.", "-1", "x", "6553.5", "7,5"] {
        assert!(generate(&["--min-rating", bad]).is_none(), "{bad}");
    }
    let rate = parse(&["rate", "a.txt", "b.txt", "--threads", "2"]).unwrap();
    let Some(Command::Rate(rate)) = rate.command else {
        panic!("not rate");
    };
    assert_eq!(rate.files.len(), 2);
    assert!(matches!(
        parse(&["hint"]).unwrap().command,
        Some(Command::Hint(HintArgs { file: None }))
    ));
    // After solving's options, a command's name is a file, as before there were commands.
    let count = parse(&["--count", "rate", "a.txt"]).unwrap();
    assert!(count.command.is_none());
    assert_eq!(count.files, [PathBuf::from("rate"), PathBuf::from("a.txt")]);
    assert_eq!(parse(&["./rate"]).unwrap().files, [PathBuf::from("./rate")]);
}

#[test]
fn completions_is_a_subcommand_and_solving_the_default() {
    let completions = parse(&["completions", "zsh"]).unwrap();
    assert!(matches!(
        completions.command,
        Some(Command::Completions { shell: Shell::Zsh })
    ));
    let solving = parse(&["puzzles.txt"]).unwrap();
    assert!(solving.command.is_none());
    assert_eq!(solving.mode(), Mode::Solve);
    assert!(parse(&["completions", "cmd.exe"]).is_err());
    // The puzzle options do not apply to it; before it, it is a file name.
    assert!(parse(&["completions", "bash", "--count"]).is_err());
    let files = parse(&["--count", "completions"]).unwrap();
    assert_eq!(files.files, [PathBuf::from("completions")]);
}

/// Set to rewrite the man pages in doc/ instead of comparing them.
const UPDATE_MAN_PAGES: &str = "SUDOKU_UPDATE_MAN_PAGES";

/// The man pages clap_mangen renders from this definition: `sudoku.1`, and one per
/// command (`sudoku-generate.1`, ...), which the first one names.
fn man_pages() -> Vec<(String, Vec<u8>)> {
    let mut command = Args::command();
    command.build();
    let subcommands = command.get_subcommands().cloned().collect::<Vec<_>>();
    std::iter::once(command)
        .chain(subcommands)
        .map(|page| {
            let name = page
                .get_display_name()
                .unwrap_or(page.get_name())
                .to_string();
            let mut text = Vec::new();
            clap_mangen::Man::new(page).render(&mut text).unwrap();
            (format!("{name}.1"), text)
        })
        .collect()
}

#[test]
fn the_man_pages_are_current() {
    let doc = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("doc");
    let pages = man_pages();
    let names: Vec<&str> = pages.iter().map(|(name, _)| name.as_str()).collect();
    assert_eq!(
        names,
        [
            "sudoku.1",
            "sudoku-generate.1",
            "sudoku-rate.1",
            "sudoku-hint.1",
            "sudoku-completions.1"
        ]
    );
    for (name, page) in &pages {
        if std::env::var_os(UPDATE_MAN_PAGES).is_some() {
            std::fs::write(doc.join(name), page).unwrap();
        }
        let committed = std::fs::read(doc.join(name)).unwrap_or_default();
        assert!(
            committed == *page,
            "doc/{name} is stale: run `{UPDATE_MAN_PAGES}=1 cargo test --bin sudoku \
             the_man_pages_are_current` and commit it"
        );
    }
}

#[test]
fn threads_default_to_every_core() {
    assert_eq!(parse(&[]).unwrap().threads, 0);
    assert_eq!(parse(&["--threads", "3"]).unwrap().threads, 3);
    assert!(parse(&["--threads", "-1"]).is_err());
}
