//! Killer cages in text: the cage map and sums of the layout text form (after the cells, and
//! a jigsaw's regions), and the forum's SumoCue killer line.
//!
//! The cage map is one name a cell, row-major: `a`-`z` then `A`-`Z`, `.` for a cell in no
//! cage; a layout of more than 52 cages names each cell with two letters (`aa`, `ab`, ...,
//! `..` for none), the map then twice as long. The sums follow as one word, `name=sum` joined
//! by commas (`a=15,b=17`); a cage not listed has no sum, and the word is left out when no
//! cage has one:
//!
//! ```text
//! 4x4 killer: ................ aabbccddeeffgghh a=3,b=7,c=7,d=3,e=5,f=5,g=5,h=5
//! ```
//!
//! The SumoCue line (`3x3::k:` or `3x3:d:k:`, `d` for both diagonals) gives a field a cell,
//! each `sum * 256 + cage`, and ends with a colon; a field whose sum is 0 is a cell in no
//! cage. Read as Interactive Sudoku Solver reads it (`js/sudoku_parser.js`).

use crate::variant::error::{LayoutParseError, LayoutParseReason};
use crate::variant::grid::LayoutGrid;
use crate::variant::layout::{Layout, LayoutBuilder, box_shape};

/// The letters that name cages, in the order a layout's cages take them.
const NAMES: &[u8; 52] = b"abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";

fn error(column: usize, reason: LayoutParseReason) -> LayoutParseError {
    LayoutParseError { column, reason }
}

/// The cages of a map (the word at `column`) for a grid of `size`: each name with its cells,
/// in the order of their first cells.
pub(crate) fn read_map(
    column: usize,
    word: &str,
    size: usize,
) -> Result<Vec<(String, Vec<usize>)>, LayoutParseError> {
    let symbols: Vec<char> = word.chars().collect();
    let cells = size * size;
    let width = match symbols.len() {
        length if length == cells => 1,
        length if length == 2 * cells => 2,
        found => {
            let reason = LayoutParseReason::Length {
                expected: cells,
                found,
            };
            return Err(error(column, reason));
        }
    };
    let mut cages: Vec<(String, Vec<usize>)> = Vec::new();
    for (cell, name) in symbols.chunks(width).enumerate() {
        if name.iter().all(|&symbol| symbol == '.') {
            continue;
        }
        if let Some(at) = name.iter().position(|symbol| !symbol.is_ascii_alphabetic()) {
            let place = column + cell * width + at;
            return Err(error(place, LayoutParseReason::BadSymbol(name[at])));
        }
        let name: String = name.iter().collect();
        match cages.iter_mut().find(|(known, _)| *known == name) {
            Some((_, members)) => members.push(cell),
            None => cages.push((name, vec![cell])),
        }
    }
    Ok(cages)
}

/// The sums of a sums word (at `column`) for the cages of a map, one a cage (`None`: no sum).
pub(crate) fn read_sums(
    column: usize,
    word: &str,
    cages: &[(String, Vec<usize>)],
) -> Result<Vec<Option<u32>>, LayoutParseError> {
    let mut sums = vec![None; cages.len()];
    let mut at = column;
    for item in word.split(',') {
        let bad = || error(at, LayoutParseReason::BadSum(item.to_string()));
        let (name, sum) = item.split_once('=').ok_or_else(bad)?;
        let index = cages
            .iter()
            .position(|(known, _)| known == name)
            .ok_or_else(bad)?;
        let sum: u32 = sum.parse().map_err(|_| bad())?;
        if sums[index].replace(sum).is_some() {
            return Err(bad());
        }
        at += item.chars().count() + 1;
    }
    Ok(sums)
}

/// The name of the cage at `index` of `count` cages: one letter for up to 52, else two.
fn name(index: usize, count: usize) -> String {
    let letter = |i: usize| char::from(NAMES[i]);
    if count <= NAMES.len() {
        letter(index).to_string()
    } else {
        [letter(index / NAMES.len()), letter(index % NAMES.len())]
            .iter()
            .collect()
    }
}

/// The map and sums words of `layout`'s cages (the sums `None` when no cage has one).
pub(crate) fn write_cages(layout: &Layout) -> (String, Option<String>) {
    let cages = layout.cages();
    let width = if cages.len() <= NAMES.len() { 1 } else { 2 };
    let mut map = vec![".".repeat(width); layout.cell_count()];
    let mut sums = Vec::new();
    for (index, cage) in cages.iter().enumerate() {
        let name = name(index, cages.len());
        for &cell in cage.cells() {
            map[usize::from(cell)] = name.clone();
        }
        if let Some(sum) = cage.sum() {
            sums.push(format!("{name}={sum}"));
        }
    }
    let sums = (!sums.is_empty()).then(|| sums.join(","));
    (map.concat(), sums)
}

/// Whether `line` is a SumoCue killer line: `RxC:FLAGS:k:` and its fields.
pub(crate) fn is_sumocue(line: &str) -> bool {
    let mut parts = line.trim_start().splitn(4, ':');
    let shape = parts.next().unwrap_or("");
    let _flags = parts.next();
    let kind = parts.next();
    kind == Some("k") && shape.split_once(['x', 'X']).is_some()
}

/// Reads a SumoCue killer line: its box shape (`3x3` for 9x9), `d` for both diagonals, `k`,
/// then a field a cell.
pub(crate) fn read_sumocue(line: &str) -> Result<LayoutGrid, LayoutParseError> {
    let line = line.trim();
    let parts: Vec<&str> = line.split(':').collect();
    let bad_shape = || error(1, LayoutParseReason::BadSize(parts[0].to_string()));
    let (rows, columns) = parts[0].split_once(['x', 'X']).ok_or_else(bad_shape)?;
    let (rows, columns): (usize, usize) = (
        rows.parse().map_err(|_| bad_shape())?,
        columns.parse().map_err(|_| bad_shape())?,
    );
    let size = rows * columns;
    if box_shape(size) != Some((rows.min(columns), rows.max(columns))) {
        return Err(bad_shape());
    }
    let mut rules: LayoutBuilder = Layout::builder(size);
    let flags_column = parts[0].chars().count() + 2;
    match parts[1] {
        "" => {}
        "d" => rules = rules.diagonal().anti_diagonal(),
        other => {
            let reason = LayoutParseReason::UnknownRule(other.to_string());
            return Err(error(flags_column, reason));
        }
    }
    let cells = size * size;
    let fields = &parts[3..];
    // The line ends with a colon: one empty part after the last field.
    let found = fields.len().saturating_sub(1);
    if found != cells || fields.last() != Some(&"") {
        let reason = LayoutParseReason::Length {
            expected: cells,
            found,
        };
        return Err(error(1, reason));
    }
    // Cage ids in the order met, with the sum and the cells of each.
    let mut cages: Vec<(u32, u32, Vec<usize>)> = Vec::new();
    let mut column = parts[..3]
        .iter()
        .map(|part| part.chars().count() + 1)
        .sum::<usize>()
        + 1;
    for (cell, field) in fields[..cells].iter().enumerate() {
        let bad = || error(column, LayoutParseReason::BadSum(field.to_string()));
        let value: u32 = field.parse().map_err(|_| bad())?;
        let (sum, id) = (value / 256, value % 256);
        if sum != 0 {
            match cages.iter_mut().find(|(known, _, _)| *known == id) {
                Some((_, cage_sum, members)) if *cage_sum == sum => members.push(cell),
                Some(_) => return Err(bad()),
                None => cages.push((id, sum, vec![cell])),
            }
        }
        column += field.chars().count() + 1;
    }
    for (_, sum, members) in &cages {
        rules = rules.cage(members, Some(*sum));
    }
    let layout = rules
        .build()
        .map_err(|e| error(1, LayoutParseReason::Layout(e)))?;
    Ok(LayoutGrid::empty(layout))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_map_names_its_cages_in_order_and_two_letters_past_fifty_two() {
        let cages = read_map(1, "aab.", 2).unwrap();
        assert_eq!(
            cages,
            [("a".to_string(), vec![0, 1]), ("b".to_string(), vec![2])]
        );
        assert_eq!(name(0, 52), "a");
        assert_eq!(name(51, 52), "Z");
        assert_eq!(name(0, 60), "aa");
        assert_eq!(name(53, 60), "bb");
        let bad = read_map(5, "a1b.", 2).unwrap_err();
        assert_eq!(
            (bad.column, bad.reason),
            (6, LayoutParseReason::BadSymbol('1'))
        );
        assert!(read_map(1, "aab", 2).is_err());
    }

    #[test]
    fn sums_name_cages_of_the_map() {
        let cages = read_map(1, "aab.", 2).unwrap();
        assert_eq!(read_sums(1, "b=4,a=3", &cages).unwrap(), [Some(3), Some(4)]);
        assert_eq!(read_sums(1, "a=3", &cages).unwrap(), [Some(3), None]);
        let unknown = read_sums(10, "a=3,c=4", &cages).unwrap_err();
        assert_eq!(
            (unknown.column, unknown.reason),
            (14, LayoutParseReason::BadSum("c=4".into()))
        );
        assert!(read_sums(1, "a=3,a=4", &cages).is_err());
        assert!(read_sums(1, "a3", &cages).is_err());
    }

    #[test]
    fn a_sumocue_line_reads_its_cages_and_diagonals() {
        // Two cages: 3 in r1c1 and r1c2 (id 1), 7 in r1c3 (id 2); the rest in none.
        let mut fields = vec!["0".to_string(); 81];
        fields[0] = (3 * 256 + 1).to_string();
        fields[1] = (3 * 256 + 1).to_string();
        fields[2] = (7 * 256 + 2).to_string();
        let line = format!("3x3:d:k:{}:", fields.join(":"));
        assert!(is_sumocue(&line));
        let grid = read_sumocue(&line).unwrap();
        let layout = grid.layout();
        assert_eq!(layout.cages().len(), 2);
        assert_eq!(layout.cages()[0].cells(), [0, 1]);
        assert_eq!(layout.cages()[1].sum(), Some(7));
        assert!(layout.prefix().starts_with("9x9 killer x"));
        let short = format!("3x3::k:{}:", fields[..80].join(":"));
        assert!(read_sumocue(&short).is_err());
        assert!(!is_sumocue("9x9: 1..."));
    }
}
