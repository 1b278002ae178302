//! The text form of a grid of any layout, one puzzle a line:
//!
//! ```text
//! [SIZE RULE...:] CELLS [REGIONS] [CAGES [SUMS]]
//! ```
//!
//! - `SIZE` is `NxN` (`4x4` to `16x16`, `25x25`); the rules are words: `jigsaw`, `x` (both
//!   diagonals), `diagonal` (main, top left to bottom right), `anti-diagonal`, `windoku`,
//!   `disjoint`, `anti-knight`, `anti-king`, and `extra=r1c1,r1c2,...` (an extra region, cells
//!   by row and column from 1; the word may repeat).
//! - `CELLS` are the `N*N` symbols, row-major: `1`-`9`, then `A`-`Z` for 10 and up (16x16 uses
//!   `1-9A-G`, 25x25 `1-9A-P`; lower case reads too), `0` or `.` for a blank.
//! - `REGIONS`, for a jigsaw only, are `N*N` more symbols after a space: each cell's region,
//!   numbered 1 to N in the same symbols.
//! - `killer` in the prefix: a cage map and the cages' sums follow (`crate::variant::
//!   killer_text`): `4x4 killer: ................ aabbccddeeffgghh a=3,b=7,...`. A SumoCue
//!   killer line (`3x3::k:...`) reads too.
//! - With no prefix, the line is the cells of a standard grid whose size has that many cells
//!   (81: the classic 9x9).
//!
//! `9x9 x windoku: 1...` is a 9x9 with both diagonals and the four windows;
//! `6x6 jigsaw: 1.....(36) 111222...(36)` a 6x6 jigsaw. A grid prints in the same form, its
//! answer too.

use core::fmt;
use core::str::FromStr;

use crate::variant::error::{LayoutError, LayoutParseError, LayoutParseReason};
use crate::variant::grid::LayoutGrid;
use crate::variant::killer_text::{is_sumocue, read_map, read_sumocue, read_sums, write_cages};
use crate::variant::layout::{LAYOUT_SIZES, Layout, LayoutBuilder};

/// The symbol of a value: `.` for 0, `1`-`9`, then `A`-`Z`.
pub(crate) fn symbol(value: u8) -> char {
    match value {
        0 => '.',
        1..=9 => char::from(b'0' + value),
        10..=35 => char::from(b'A' + value - 10),
        _ => '?',
    }
}

/// The value of a symbol of a grid of `size`: 0 for `0` and `.`, else its digit if within
/// the size.
fn value_of(symbol: char, size: usize) -> Option<u8> {
    let value = match symbol {
        '0' | '.' => return Some(0),
        '1'..='9' => symbol as u32 - '0' as u32,
        'A'..='Z' => symbol as u32 - 'A' as u32 + 10,
        'a'..='z' => symbol as u32 - 'a' as u32 + 10,
        _ => return None,
    };
    (value as usize <= size).then_some(value as u8)
}

fn error(column: usize, reason: LayoutParseReason) -> LayoutParseError {
    LayoutParseError { column, reason }
}

/// The words of `text` with the column (from 1) where each starts, counting from `offset`.
fn words(text: &str, offset: usize) -> Vec<(usize, &str)> {
    let mut found = Vec::new();
    let mut start = None;
    for (index, (byte, character)) in text.char_indices().enumerate() {
        match (character.is_whitespace(), start) {
            (false, None) => start = Some((index, byte)),
            (true, Some((column, from))) => {
                found.push((offset + column + 1, &text[from..byte]));
                start = None;
            }
            _ => {}
        }
    }
    if let Some((column, from)) = start {
        found.push((offset + column + 1, &text[from..]));
    }
    found
}

/// The size of `NxN`.
fn read_size(column: usize, word: &str) -> Result<usize, LayoutParseError> {
    let bad = || error(column, LayoutParseReason::BadSize(word.to_string()));
    let (rows, columns) = word.split_once(['x', 'X']).ok_or_else(bad)?;
    let rows: usize = rows.parse().map_err(|_| bad())?;
    if columns.parse::<usize>() != Ok(rows) {
        return Err(bad());
    }
    Ok(rows)
}

/// The cells of `extra=r1c1,r1c2`, as row-major indices.
fn read_extra(column: usize, list: &str, size: usize) -> Result<Vec<usize>, LayoutParseError> {
    list.split(',')
        .map(|cell| {
            let bad = || error(column, LayoutParseReason::BadCell(cell.to_string()));
            let rest = cell.strip_prefix(['r', 'R']).ok_or_else(bad)?;
            let (row, col) = rest.split_once(['c', 'C']).ok_or_else(bad)?;
            let (row, col): (usize, usize) = (
                row.parse().map_err(|_| bad())?,
                col.parse().map_err(|_| bad())?,
            );
            if !(1..=size).contains(&row) || !(1..=size).contains(&col) {
                return Err(bad());
            }
            Ok((row - 1) * size + col - 1)
        })
        .collect()
}

/// What a prefix asks to follow the cells: a jigsaw's regions, a killer's cage map.
#[derive(Clone, Copy, Default)]
struct After {
    regions: bool,
    cages: bool,
}

/// The rules of a prefix, and what it asks to follow the cells.
fn read_prefix(prefix: &str) -> Result<(LayoutBuilder, After), LayoutParseError> {
    let words = words(prefix, 0);
    let Some(&(column, size)) = words.first() else {
        return Err(error(1, LayoutParseReason::BadSize(String::new())));
    };
    let size = read_size(column, size)?;
    if !LAYOUT_SIZES.contains(&size) {
        return Err(error(
            column,
            LayoutParseReason::Layout(LayoutError::Size { size }),
        ));
    }
    let mut rules = Layout::builder(size);
    let mut after = After::default();
    for &(column, word) in &words[1..] {
        rules = match word.to_ascii_lowercase().as_str() {
            "jigsaw" => {
                after.regions = true;
                rules
            }
            "killer" => {
                after.cages = true;
                rules
            }
            "x" => rules.diagonal().anti_diagonal(),
            "diagonal" => rules.diagonal(),
            "anti-diagonal" => rules.anti_diagonal(),
            "windoku" | "hyper" => rules.windoku(),
            "disjoint" => rules.disjoint_groups(),
            "anti-knight" => rules.anti_knight(),
            "anti-king" => rules.anti_king(),
            lower => match lower.strip_prefix("extra=") {
                Some(list) => rules.extra_region(&read_extra(column + 6, list, size)?),
                None => {
                    return Err(error(
                        column,
                        LayoutParseReason::UnknownRule(word.to_string()),
                    ));
                }
            },
        };
    }
    Ok((rules, after))
}

/// The values of the symbols of `word` (at `column`) for `size`, `blank` allowing 0.
fn read_symbols(
    column: usize,
    word: &str,
    size: usize,
    blank: bool,
) -> Result<Vec<u8>, LayoutParseError> {
    let values: Vec<u8> = word
        .chars()
        .enumerate()
        .map(|(index, symbol)| match value_of(symbol, size) {
            Some(value) if blank || value != 0 => Ok(value),
            _ => Err(error(column + index, LayoutParseReason::BadSymbol(symbol))),
        })
        .collect::<Result<_, _>>()?;
    if values.len() != size * size {
        let reason = LayoutParseReason::Length {
            expected: size * size,
            found: values.len(),
        };
        return Err(error(column, reason));
    }
    Ok(values)
}

impl FromStr for LayoutGrid {
    type Err = LayoutParseError;

    /// Reads one line of the text form (the module's grammar, in `doc/layouts.md`).
    ///
    /// ```
    /// use sudoku::{LayoutGrid, LayoutParseReason};
    ///
    /// let grid: LayoutGrid = "6x6 windoku anti-king: 1...................................".parse()?;
    /// assert_eq!(grid.layout().size(), 6);
    /// let error = "6x6 kings: 1".parse::<LayoutGrid>().unwrap_err();
    /// assert_eq!(error.reason, LayoutParseReason::UnknownRule("kings".into()));
    /// assert_eq!(error.column, 5);
    /// # Ok::<(), sudoku::LayoutParseError>(())
    /// ```
    fn from_str(line: &str) -> Result<LayoutGrid, LayoutParseError> {
        if is_sumocue(line) {
            return read_sumocue(line);
        }
        let (rules, after, body, offset) = match line.split_once(':') {
            Some((prefix, body)) => {
                let (rules, after) = read_prefix(prefix)?;
                (Some(rules), after, body, prefix.chars().count() + 1)
            }
            None => (None, After::default(), line, 0),
        };
        let words = words(body, offset);
        let Some(&(column, cells)) = words.first() else {
            return Err(error(
                offset + 1,
                LayoutParseReason::Length {
                    expected: 81,
                    found: 0,
                },
            ));
        };
        let rules = match rules {
            Some(rules) => rules,
            None => {
                let found = cells.chars().count();
                let size = LAYOUT_SIZES.into_iter().find(|size| size * size == found);
                let size = size.ok_or_else(|| {
                    error(
                        column,
                        LayoutParseReason::Length {
                            expected: 81,
                            found,
                        },
                    )
                })?;
                Layout::builder(size)
            }
        };
        let size = rules.size();
        let values = read_symbols(column, cells, size, true)?;
        let mut rest = words[1..].iter().copied();
        let end = |word: Option<(usize, &str)>| word.map_or(column, |(column, _)| column);
        let mut rules = rules;
        if after.regions {
            let Some((column, regions)) = rest.next() else {
                return Err(error(column, LayoutParseReason::Regions));
            };
            let regions = read_symbols(column, regions, size, false)?;
            rules = rules.regions(&regions.iter().map(|value| value - 1).collect::<Vec<_>>());
        }
        if after.cages {
            let Some((column, map)) = rest.next() else {
                return Err(error(
                    end(words.last().copied()),
                    LayoutParseReason::CageMap,
                ));
            };
            let cages = read_map(column, map, size)?;
            let sums = match rest.next() {
                Some((column, sums)) => read_sums(column, sums, &cages)?,
                None => vec![None; cages.len()],
            };
            for ((_, cells), sum) in cages.iter().zip(sums) {
                rules = rules.cage(cells, sum);
            }
        }
        if let Some((column, _)) = rest.next() {
            let reason = match (after.regions, after.cages) {
                (false, false) if words.len() == 2 => LayoutParseReason::Regions,
                _ => LayoutParseReason::Trailing,
            };
            return Err(error(column, reason));
        }
        let layout = rules
            .build()
            .map_err(|e| error(1, LayoutParseReason::Layout(e)))?;
        Ok(LayoutGrid::new(layout, values).expect("the cells were counted against the size"))
    }
}

impl FromStr for Layout {
    type Err = LayoutParseError;

    /// Reads a layout from its prefix alone, as [`Layout::prefix`] writes it (`16x16 x
    /// windoku`; a colon after it is allowed). A jigsaw gives its regions after its cells, so
    /// it needs a whole line ([`LayoutGrid`]'s `from_str`): a prefix with `jigsaw` is refused
    /// with [`LayoutParseReason::Regions`].
    ///
    /// ```
    /// # use sudoku::Layout;
    /// let layout: Layout = "6x6 windoku anti-king".parse()?;
    /// assert_eq!((layout.size(), layout.prefix().as_str()), (6, "6x6 windoku anti-king"));
    /// # Ok::<(), sudoku::LayoutParseError>(())
    /// ```
    fn from_str(prefix: &str) -> Result<Layout, LayoutParseError> {
        let prefix = prefix.trim_end();
        let prefix = prefix.strip_suffix(':').unwrap_or(prefix);
        let (rules, after) = read_prefix(prefix)?;
        let column = prefix.chars().count() + 1;
        if after.regions {
            return Err(error(column, LayoutParseReason::Regions));
        }
        if after.cages {
            return Err(error(column, LayoutParseReason::CageMap));
        }
        rules
            .build()
            .map_err(|e| error(1, LayoutParseReason::Layout(e)))
    }
}

impl Layout {
    /// The layout's prefix in the text form, without the colon: `9x9 x windoku`,
    /// `6x6 jigsaw anti-king`.
    ///
    /// ```
    /// # use sudoku::Layout;
    /// let layout = Layout::builder(9).anti_diagonal().diagonal().extra_region(&[0, 10]).build()?;
    /// assert_eq!(layout.prefix(), "9x9 x extra=r1c1,r2c2");
    /// # Ok::<(), sudoku::LayoutError>(())
    /// ```
    pub fn prefix(&self) -> String {
        let rules = self.rules();
        let size = rules.size();
        let mut words = vec![format!("{size}x{size}")];
        if rules.region_of_cells().is_some() {
            words.push("jigsaw".into());
        }
        if rules.has_cages() {
            words.push("killer".into());
        }
        let [
            diagonal,
            anti_diagonal,
            windoku,
            disjoint,
            anti_knight,
            anti_king,
        ] = rules.flags();
        match (diagonal, anti_diagonal) {
            (true, true) => words.push("x".into()),
            (true, false) => words.push("diagonal".into()),
            (false, true) => words.push("anti-diagonal".into()),
            (false, false) => {}
        }
        for (on, word) in [
            (windoku, "windoku"),
            (disjoint, "disjoint"),
            (anti_knight, "anti-knight"),
            (anti_king, "anti-king"),
        ] {
            if on {
                words.push(word.into());
            }
        }
        for region in rules.extra_regions() {
            let cells: Vec<String> = region
                .iter()
                .map(|cell| format!("r{}c{}", cell / size + 1, cell % size + 1))
                .collect();
            words.push(format!("extra={}", cells.join(",")));
        }
        words.join(" ")
    }
}

/// Writes `grid` in the text form.
pub(crate) fn write_line(f: &mut fmt::Formatter<'_>, grid: &LayoutGrid) -> fmt::Result {
    write!(f, "{}: {}", grid.layout().prefix(), grid.to_symbols())?;
    if let Some(regions) = grid.layout().rules().region_of_cells() {
        let symbols: String = regions.iter().map(|&region| symbol(region + 1)).collect();
        write!(f, " {symbols}")?;
    }
    if grid.layout().rules().has_cages() {
        let (map, sums) = write_cages(grid.layout());
        write!(f, " {map}")?;
        if let Some(sums) = sums {
            write!(f, " {sums}")?;
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn reason(line: &str) -> (usize, LayoutParseReason) {
        let error = line.parse::<LayoutGrid>().unwrap_err();
        (error.column, error.reason)
    }

    #[test]
    fn symbols_read_and_print_back() {
        for size in LAYOUT_SIZES {
            for value in 0..=size as u8 {
                assert_eq!(value_of(symbol(value), size), Some(value));
            }
            assert_eq!(value_of(symbol(size as u8 + 1), size), None);
        }
        assert_eq!(value_of('g', 16), Some(16));
        assert_eq!(value_of('0', 4), Some(0));
    }

    #[test]
    fn lines_round_trip() {
        let jigsaw_regions = "1112122233343444";
        let lines = [
            format!("4x4: {}", "1.3.".repeat(4)),
            format!("4x4 jigsaw: {} {jigsaw_regions}", ".".repeat(16)),
            format!("9x9 x windoku anti-king: {}", ".".repeat(81)),
            format!(
                "6x6 disjoint anti-knight extra=r1c1,r6c6: {}",
                ".".repeat(36)
            ),
            format!("16x16 diagonal: G{}", ".".repeat(255)),
            format!(
                "4x4 killer: 1{} aabbccddeeffgghh a=3,b=7,c=7,d=3",
                ".".repeat(15)
            ),
            format!("4x4 killer: {} ab..............", ".".repeat(16)),
            format!(
                "4x4 jigsaw killer x: {} {jigsaw_regions} a...............",
                ".".repeat(16)
            ),
        ];
        for line in &lines {
            let grid: LayoutGrid = line.parse().unwrap();
            assert_eq!(&grid.to_string(), line);
        }
        let classic: LayoutGrid = ".".repeat(81).parse().unwrap();
        assert!(classic.layout().is_classic());
        // Cages with two-letter names: more than 52 of them.
        let map: String = (0..81)
            .map(|cell| {
                format!(
                    "{}{}",
                    ["a", "b"][cell / 52],
                    char::from(b"abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"[cell % 52])
                )
            })
            .collect();
        let many = format!("9x9 killer: {} {map} aa=1,bC=9", ".".repeat(81));
        let grid: LayoutGrid = many.parse().unwrap();
        assert_eq!(grid.layout().cages().len(), 81);
        assert_eq!(grid.to_string(), many);
        let sixteen: LayoutGrid = "0".repeat(256).parse().unwrap();
        assert_eq!(sixteen.layout().size(), 16);
    }

    #[test]
    fn a_prefix_alone_reads_as_its_layout() {
        for prefix in [
            "16x16 x windoku",
            "9x9 disjoint anti-knight extra=r1c1,r2c2",
            "4x4",
        ] {
            let layout: Layout = prefix.parse().unwrap();
            assert_eq!(layout.prefix(), prefix);
            let with_colon: Layout = format!("{prefix}:").parse().unwrap();
            assert_eq!(with_colon, layout);
        }
        let killer = "9x9 killer".parse::<Layout>().unwrap_err();
        assert_eq!(killer.reason, LayoutParseReason::CageMap);
        let jigsaw = "9x9 jigsaw".parse::<Layout>().unwrap_err();
        assert_eq!(jigsaw.reason, LayoutParseReason::Regions);
        let rule = "6x6 kings".parse::<Layout>().unwrap_err();
        assert_eq!(rule.reason, LayoutParseReason::UnknownRule("kings".into()));
        let prime = "7x7".parse::<Layout>().unwrap_err();
        assert_eq!(
            prime.reason,
            LayoutParseReason::Layout(LayoutError::NoBoxes { size: 7 })
        );
        assert!("".parse::<Layout>().is_err());
    }

    #[test]
    fn bad_lines_name_the_place() {
        assert_eq!(
            reason("4x5: 1"),
            (1, LayoutParseReason::BadSize("4x5".into()))
        );
        assert_eq!(
            reason("4x4 x: 12345"),
            (12, LayoutParseReason::BadSymbol('5'))
        );
        let length = LayoutParseReason::Length {
            expected: 16,
            found: 3,
        };
        assert_eq!(reason("4x4:  123"), (7, length));
        assert_eq!(
            reason("4x4 extra=r1c5: 1"),
            (11, LayoutParseReason::BadCell("r1c5".into()))
        );
        assert_eq!(
            reason(&format!("4x4 jigsaw: {}", ".".repeat(16))).1,
            LayoutParseReason::Regions
        );
        let trailing = format!("4x4: {} 1", ".".repeat(16));
        assert_eq!(reason(&trailing), (23, LayoutParseReason::Regions));
        assert_eq!(
            reason(&format!("4x4 killer: {}", ".".repeat(16))),
            (13, LayoutParseReason::CageMap)
        );
        let bad_sum = format!("4x4 killer: {} {} a=x", ".".repeat(16), "a".repeat(16));
        assert_eq!(
            reason(&bad_sum),
            (47, LayoutParseReason::BadSum("a=x".into()))
        );
        let too_much = format!("4x4 killer: {} {} a=99", ".".repeat(16), "a".repeat(16));
        assert!(matches!(
            reason(&too_much).1,
            LayoutParseReason::Layout(LayoutError::CageTooLarge { .. })
        ));
        let prime = format!("7x7: {}", ".".repeat(49));
        let no_boxes = LayoutParseReason::Layout(LayoutError::NoBoxes { size: 7 });
        assert_eq!(reason(&prime), (1, no_boxes));
        assert_eq!(
            reason("1234").1,
            LayoutParseReason::Length {
                expected: 81,
                found: 4
            }
        );
        assert_eq!(
            reason("17x17: 1").1,
            LayoutParseReason::Layout(LayoutError::Size { size: 17 })
        );
    }
}
