//! The benchmarks' command lines: `--name NUMBER` options and puzzle files, in any order.
//! `cargo bench` adds `--bench`, which is skipped; an unknown `--` option is an error, not a
//! file name.

use std::collections::BTreeMap;

pub struct Arguments {
    numbers: BTreeMap<String, u64>,
    /// The arguments that are not options: puzzle files.
    pub paths: Vec<String>,
}

impl Arguments {
    /// Reads the process's arguments; `options` names the options that take a number.
    /// Exits with a message on an unknown option or a missing or malformed number.
    pub fn parse(options: &[&str]) -> Arguments {
        Self::parse_from(std::env::args().skip(1), options).unwrap_or_else(|message| {
            eprintln!("{message}");
            std::process::exit(2);
        })
    }

    fn parse_from(
        arguments: impl IntoIterator<Item = String>,
        options: &[&str],
    ) -> Result<Arguments, String> {
        let mut parsed = Arguments {
            numbers: BTreeMap::new(),
            paths: Vec::new(),
        };
        let mut arguments = arguments.into_iter();
        while let Some(argument) = arguments.next() {
            if argument == "--bench" {
                continue;
            }
            if !argument.starts_with("--") {
                parsed.paths.push(argument);
                continue;
            }
            if !options.contains(&argument.as_str()) {
                return Err(format!(
                    "unknown option {argument}; options: {}",
                    options.join(" ")
                ));
            }
            let text = arguments
                .next()
                .ok_or_else(|| format!("{argument} needs a number"))?;
            let number = text
                .parse()
                .map_err(|_| format!("{argument}: not a number: {text}"))?;
            parsed.numbers.insert(argument, number);
        }
        Ok(parsed)
    }

    /// The number given for `option`, or `default`.
    pub fn number(&self, option: &str, default: u64) -> u64 {
        self.numbers.get(option).copied().unwrap_or(default)
    }
}
