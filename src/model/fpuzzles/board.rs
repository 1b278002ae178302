//! The board an f-puzzles document describes, read from its JSON value: the size, the digits,
//! the regions and the extra rules this library supports, checked; anything else refused.

use crate::model::fpuzzles::error::{FPuzzlesError, FPuzzlesErrorKind as Kind};
use crate::model::fpuzzles::json::Value;
use crate::model::fpuzzles::keys::{self, CellRole, Role};

/// The smallest and largest sizes read (f-puzzles draws 3x3 to 16x16; 3x3 is refused).
pub const SIZES: core::ops::RangeInclusive<usize> = 4..=16;

/// An f-puzzles board, as a neutral description: what the document says, checked, for a
/// layout or a solver to build on. Cells are numbered row-major from 0: cell `r * size + c`
/// is row `r`, column `c` (from 0), which f-puzzles names `R{r+1}C{c+1}`.
///
/// Read with [`parse`](crate::fpuzzles::parse) from JSON or a link.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct FPuzzlesBoard {
    /// The number of rows, columns, digits and regions: 4 to 16.
    pub size: usize,
    /// `size * size` cells, row-major: the digit of each cell marked `given`, 0 elsewhere.
    pub givens: Vec<u8>,
    /// `size * size` cells, row-major: the digit of each cell that has a `value` but is not
    /// `given`, 0 elsewhere. These are a player's entries (f-puzzles saves them with the
    /// puzzle), not part of the puzzle: a solver ignores them, a hint may check them.
    pub entries: Vec<u8>,
    /// The region (0-based index) of every cell, row-major, when the document gives regions
    /// that differ from the size's default boxes (a jigsaw); `None` for the default boxes.
    /// Checked: `size` regions of `size` cells each (not checked: that each is connected).
    /// See [`FPuzzlesBoard::region_map`] for the map in either case.
    pub regions: Option<Vec<u8>>,
    /// `diagonal+`: the cells `(r, c)` with `r + c = size - 1`, from the bottom-left corner
    /// to the top-right one, hold each digit once.
    pub diagonal_positive: bool,
    /// `diagonal-`: the cells `(r, r)`, from the top-left corner to the bottom-right one, hold
    /// each digit once.
    pub diagonal_negative: bool,
    /// `antiknight`: two cells a chess knight's move apart hold different digits.
    pub anti_knight: bool,
    /// `antiking`: two cells a chess king's move apart (diagonal neighbours included) hold
    /// different digits.
    pub anti_king: bool,
    /// `disjointgroups`: the cells at the same place in each default box hold each digit
    /// once (f-puzzles defines the groups by the default boxes, as SudokuSolver does).
    pub disjoint_groups: bool,
    /// `extraregion`: each list of cells holds each digit at most once (exactly once when it
    /// has `size` cells). The cells in the document's order; no cell twice in one list; at
    /// most `size` cells.
    pub extra_regions: Vec<Vec<usize>>,
    /// `killercage`, and `cage` entries whose `value` is a whole number: each cage's cells in
    /// the document's order (no cell twice in one cage) hold distinct digits, which add up to
    /// the sum when there is one (a `killercage` without `value`, or with an empty one, has
    /// none). Whether the cages fit the grid (no cell in two, a sum their digits can make) is
    /// the layout's check.
    pub killer_cages: Vec<(Vec<usize>, Option<u32>)>,
    /// `title`, when present.
    pub title: Option<String>,
    /// `author`, when present.
    pub author: Option<String>,
    /// `ruleset`: the rules as the setter wrote them, when present.
    pub rules: Option<String>,
    /// `solution`: the setter's solution, `size * size` digits row-major, 0 where the
    /// document has `null`. Not checked against the rules.
    pub solution: Option<Vec<u8>>,
    /// The drawings the document has (`line`, `rectangle`, `circle`, `text`, and `cage`
    /// without values), by key, in the document's order. f-puzzles draws them and gives them
    /// no rule; a setter may still explain one in `rules`, so a program may show this list.
    pub decorations: Vec<String>,
}

impl FPuzzlesBoard {
    /// The default boxes of the size, as (rows, columns) of one box, as f-puzzles draws
    /// them: the most rows that divide the size and are at most its square root, and boxes
    /// at least as wide as tall (6: 2x3, 8: 2x4, 12: 3x4, 15: 3x5). `None` for prime sizes,
    /// where f-puzzles draws no boxes.
    pub fn box_shape(&self) -> Option<(usize, usize)> {
        default_box_shape(self.size)
    }

    /// The region of every cell, row-major: the document's regions, or else the default
    /// boxes (numbered left to right, then top to bottom). `None` for a prime size without
    /// regions in the document: its only houses are rows and columns (and extra regions).
    pub fn region_map(&self) -> Option<Vec<u8>> {
        match &self.regions {
            Some(regions) => Some(regions.clone()),
            None => self.box_shape().map(|_| default_regions(self.size)),
        }
    }
}

/// (rows, columns) of the default box; `None` for prime sizes (f-puzzles: one row).
fn default_box_shape(size: usize) -> Option<(usize, usize)> {
    let rows = (1..=size)
        .take_while(|r| r * r <= size)
        .filter(|&r| size.is_multiple_of(r))
        .max()?;
    (rows > 1).then_some((rows, size / rows))
}

/// f-puzzles' default region of every cell: `(r / rows) * rows + c / columns` for boxes of
/// rows x columns, and for prime sizes (boxes of one row) the row.
fn default_regions(size: usize) -> Vec<u8> {
    let (rows, columns) = default_box_shape(size).unwrap_or((1, size));
    (0..size * size)
        .map(|cell| ((cell / size / rows) * rows + (cell % size) / columns) as u8)
        .collect()
}

/// Reads the board from a document's value.
pub(crate) fn read(document: &Value) -> Result<FPuzzlesBoard, FPuzzlesError> {
    let Value::Object(members) = document else {
        let found = document.type_name();
        let kind = Kind::WrongType {
            expected: "an object",
            found,
        };
        return Err(FPuzzlesError::new(
            crate::model::fpuzzles::error::Place::Key(String::new()),
            kind,
        ));
    };
    // Refusals first: "this puzzle has a thermometer" says more than any detail after it.
    for (key, value) in members {
        match keys::role(key) {
            None => return Err(FPuzzlesError::at_key(key, Kind::UnknownKey(key.clone()))),
            Some(Role::Unsupported) if !is_absent(value) => {
                return Err(unsupported(key, key));
            }
            Some(Role::Cage) => check_cages(value)?,
            _ => {}
        }
    }

    let size_value = document
        .get("size")
        .ok_or_else(|| FPuzzlesError::at_key("size", Kind::MissingKey("size")))?;
    let size = read_size(size_value)?;
    let grid = document
        .get("grid")
        .ok_or_else(|| FPuzzlesError::at_key("grid", Kind::MissingKey("grid")))?;
    let cells = read_grid(grid, size)?;

    let mut board = FPuzzlesBoard {
        size,
        givens: cells.givens,
        entries: cells.entries,
        regions: cells.regions,
        diagonal_positive: false,
        diagonal_negative: false,
        anti_knight: false,
        anti_king: false,
        disjoint_groups: false,
        extra_regions: Vec::new(),
        killer_cages: Vec::new(),
        title: None,
        author: None,
        rules: None,
        solution: None,
        decorations: Vec::new(),
    };
    for (key, value) in members {
        let Some(role) = keys::role(key) else {
            continue;
        };
        match role {
            Role::DiagonalPositive => board.diagonal_positive = read_flag(key, value)?,
            Role::DiagonalNegative => board.diagonal_negative = read_flag(key, value)?,
            Role::AntiKnight => board.anti_knight = read_flag(key, value)?,
            Role::AntiKing => board.anti_king = read_flag(key, value)?,
            Role::DisjointGroups => board.disjoint_groups = read_flag(key, value)?,
            Role::ExtraRegion => board.extra_regions = read_extra_regions(value, size)?,
            Role::KillerCage => board
                .killer_cages
                .extend(read_killer_cages(key, value, size)?),
            Role::Cage => {
                let cages = read_killer_cages(key, value, size)?;
                let summed: Vec<_> = cages.into_iter().filter(|(_, sum)| sum.is_some()).collect();
                if summed.len() < cage_count(value) {
                    board.decorations.push(key.clone());
                }
                board.killer_cages.extend(summed);
            }
            Role::Title => board.title = read_text(key, value)?,
            Role::Author => board.author = read_text(key, value)?,
            Role::Ruleset => board.rules = read_text(key, value)?,
            Role::Solution => board.solution = read_solution(value, size)?,
            Role::Decoration if !is_absent(value) => {
                board.decorations.push(key.clone());
            }
            _ => {}
        }
    }
    Ok(board)
}

/// Absent in effect: `null`, `false`, `""`, `[]` or `{}`.
fn is_absent(value: &Value) -> bool {
    match value {
        Value::Null | Value::Bool(false) => true,
        Value::String(s) => s.is_empty(),
        Value::Array(items) => items.is_empty(),
        Value::Object(members) => members.is_empty(),
        _ => false,
    }
}

fn unsupported(path: &str, key: &str) -> FPuzzlesError {
    FPuzzlesError::at_key(path, Kind::UnsupportedConstraint(key.to_string()))
}

fn wrong_type(path: impl Into<String>, expected: &'static str, found: &Value) -> FPuzzlesError {
    let found = found.type_name();
    FPuzzlesError::at_key(path, Kind::WrongType { expected, found })
}

/// A cosmetic cage with a value that is not a sum (SudokuSolver's `DR5`, a setter's note) is
/// refused as a rule; one whose value is a whole number is a killer cage.
fn check_cages(value: &Value) -> Result<(), FPuzzlesError> {
    let Value::Array(cages) = value else {
        return if is_absent(value) {
            Ok(())
        } else {
            Err(wrong_type("cage", "an array", value))
        };
    };
    for (i, cage) in cages.iter().enumerate() {
        let value = cage.get("value").filter(|v| !is_absent(v));
        if value.is_some_and(|v| read_sum(v).is_none()) {
            return Err(unsupported(&format!("cage[{i}].value"), "cage"));
        }
    }
    Ok(())
}

/// The text of a number as the document wrote it, near enough for an error message.
fn number_text(value: &Value) -> String {
    match value {
        Value::Number(n) => format!("{n}"),
        other => other.type_name().to_string(),
    }
}

/// A whole number in `range`, or `None`.
fn whole(value: &Value, range: core::ops::RangeInclusive<usize>) -> Option<usize> {
    match value {
        Value::Number(n) if n.fract() == 0.0 && *n >= 0.0 && *n <= *range.end() as f64 => {
            Some(*n as usize).filter(|n| range.contains(n))
        }
        _ => None,
    }
}

fn read_size(value: &Value) -> Result<usize, FPuzzlesError> {
    if !matches!(value, Value::Number(_)) {
        return Err(wrong_type("size", "a number", value));
    }
    whole(value, SIZES).ok_or_else(|| {
        FPuzzlesError::at_key(
            "size",
            Kind::Size {
                found: number_text(value),
            },
        )
    })
}

fn read_flag(key: &str, value: &Value) -> Result<bool, FPuzzlesError> {
    match value {
        Value::Bool(flag) => Ok(*flag),
        Value::Null => Ok(false),
        other => Err(wrong_type(key, "true or false", other)),
    }
}

fn read_text(key: &str, value: &Value) -> Result<Option<String>, FPuzzlesError> {
    match value {
        Value::String(text) => Ok(Some(text.clone())),
        Value::Null => Ok(None),
        other => Err(wrong_type(key, "a string", other)),
    }
}

/// A digit 0..=size (`null` is 0) at `path`.
fn read_digit(path: &dyn Fn() -> String, value: &Value, size: usize) -> Result<u8, FPuzzlesError> {
    match value {
        Value::Null => Ok(0),
        Value::Number(_) => whole(value, 0..=size).map(|d| d as u8).ok_or_else(|| {
            let found = number_text(value);
            FPuzzlesError::at_key(path(), Kind::Digit { found, size })
        }),
        other => Err(wrong_type(path(), "a number", other)),
    }
}

struct Cells {
    givens: Vec<u8>,
    entries: Vec<u8>,
    regions: Option<Vec<u8>>,
}

fn read_grid(grid: &Value, size: usize) -> Result<Cells, FPuzzlesError> {
    let Value::Array(rows) = grid else {
        return Err(wrong_type("grid", "an array of rows", grid));
    };
    if rows.len() != size {
        let kind = Kind::GridShape {
            expected: size,
            found: rows.len(),
        };
        return Err(FPuzzlesError::at_key("grid", kind));
    }
    let mut givens = vec![0; size * size];
    let mut entries = vec![0; size * size];
    let mut regions = default_regions(size);
    for (r, row) in rows.iter().enumerate() {
        let Value::Array(row) = row else {
            return Err(wrong_type(format!("grid[{r}]"), "an array of cells", row));
        };
        if row.len() != size {
            let kind = Kind::GridShape {
                expected: size,
                found: row.len(),
            };
            return Err(FPuzzlesError::at_key(format!("grid[{r}]"), kind));
        }
        for (c, cell) in row.iter().enumerate() {
            let index = r * size + c;
            let Value::Object(members) = cell else {
                return Err(wrong_type(format!("grid[{r}][{c}]"), "an object", cell));
            };
            let mut value = 0;
            let mut given = false;
            for (key, field) in members {
                let path = || format!("grid[{r}][{c}].{key}");
                match keys::cell_role(key) {
                    None => {
                        return Err(FPuzzlesError::at_key(path(), Kind::UnknownKey(key.clone())));
                    }
                    Some(CellRole::Value) => value = read_digit(&path, field, size)?,
                    Some(CellRole::Given) => given = read_flag(&path(), field)?,
                    Some(CellRole::Region) => regions[index] = read_region(&path, field, size)?,
                    Some(CellRole::Mark) => {}
                    Some(CellRole::Unsupported) if is_absent(field) => {}
                    Some(CellRole::Unsupported) => return Err(unsupported(&path(), key)),
                }
            }
            if given {
                givens[index] = value;
            } else {
                entries[index] = value;
            }
        }
    }
    check_region_sizes(&regions, size)?;
    let regions = (regions != default_regions(size)).then_some(regions);
    Ok(Cells {
        givens,
        entries,
        regions,
    })
}

fn read_region(path: &dyn Fn() -> String, value: &Value, size: usize) -> Result<u8, FPuzzlesError> {
    match value {
        Value::Null => Err(FPuzzlesError::at_key(path(), Kind::NoRegion)),
        Value::Number(_) => whole(value, 0..=size - 1).map(|r| r as u8).ok_or_else(|| {
            let found = number_text(value);
            FPuzzlesError::at_key(path(), Kind::RegionIndex { found, size })
        }),
        other => Err(wrong_type(path(), "a number", other)),
    }
}

fn check_region_sizes(regions: &[u8], size: usize) -> Result<(), FPuzzlesError> {
    let mut counts = vec![0usize; size];
    for &region in regions {
        counts[usize::from(region)] += 1;
    }
    match counts.iter().position(|&cells| cells != size) {
        None => Ok(()),
        Some(region) => {
            let kind = Kind::RegionSize {
                region,
                cells: counts[region],
                size,
            };
            Err(FPuzzlesError::at_key("grid", kind))
        }
    }
}

/// The cell index of a name `R<row>C<column>` (rows and columns from 1; `r` and `c` too).
fn cell_index(name: &str, size: usize) -> Option<usize> {
    let rest = name.strip_prefix(['R', 'r'])?;
    let split = rest.find(['C', 'c'])?;
    let number = |digits: &str| -> Option<usize> {
        if digits.is_empty() || digits.len() > 2 || !digits.bytes().all(|b| b.is_ascii_digit()) {
            return None;
        }
        digits
            .parse::<usize>()
            .ok()
            .filter(|n| (1..=size).contains(n))
    };
    let row = number(&rest[..split])?;
    let column = number(&rest[split + 1..])?;
    Some((row - 1) * size + column - 1)
}

/// A cage's sum: a whole number, written as a string (f-puzzles' way) or as a number.
fn read_sum(value: &Value) -> Option<u32> {
    match value {
        Value::String(text) if !text.is_empty() && text.bytes().all(|b| b.is_ascii_digit()) => {
            text.parse().ok()
        }
        Value::Number(_) => whole(value, 0..=u32::MAX as usize).map(|n| n as u32),
        _ => None,
    }
}

/// The number of entries of an array value (0 for anything else).
fn cage_count(value: &Value) -> usize {
    match value {
        Value::Array(items) => items.len(),
        _ => 0,
    }
}

/// The cells named at `path` (`R1C1` ...), none twice.
fn read_cell_names(path: &str, value: &Value, size: usize) -> Result<Vec<usize>, FPuzzlesError> {
    let Value::Array(names) = value else {
        return Err(wrong_type(path, "an array", value));
    };
    let mut cells = Vec::with_capacity(names.len());
    for (j, name) in names.iter().enumerate() {
        let cell_path = || format!("{path}[{j}]");
        let Value::String(name) = name else {
            return Err(wrong_type(cell_path(), "a cell name", name));
        };
        let cell = cell_index(name, size)
            .ok_or_else(|| FPuzzlesError::at_key(cell_path(), Kind::CellName(name.clone())))?;
        if cells.contains(&cell) {
            return Err(FPuzzlesError::at_key(
                cell_path(),
                Kind::RepeatedCell(name.clone()),
            ));
        }
        cells.push(cell);
    }
    Ok(cells)
}

/// A killer cage as the document gives it: its cells and its sum, if any.
type KillerCage = (Vec<usize>, Option<u32>);

/// The cages of `killercage` (or `cage`, `key`): each one's cells and its sum, if any.
fn read_killer_cages(
    key: &str,
    value: &Value,
    size: usize,
) -> Result<Vec<KillerCage>, FPuzzlesError> {
    let items = match value {
        Value::Null => return Ok(Vec::new()),
        Value::Array(items) => items,
        other => return Err(wrong_type(key, "an array", other)),
    };
    let mut cages = Vec::with_capacity(items.len());
    for (i, item) in items.iter().enumerate() {
        let path = format!("{key}[{i}]");
        let Some(cells) = item.get("cells") else {
            return match item {
                Value::Object(_) => Err(FPuzzlesError::at_key(path, Kind::MissingKey("cells"))),
                other => Err(wrong_type(path, "an object", other)),
            };
        };
        let cells = read_cell_names(&format!("{path}.cells"), cells, size)?;
        let sum = match item.get("value").filter(|v| !is_absent(v)) {
            None => None,
            Some(sum) => Some(read_sum(sum).ok_or_else(|| {
                let found = match sum {
                    Value::String(text) => text.clone(),
                    other => number_text(other),
                };
                FPuzzlesError::at_key(format!("{path}.value"), Kind::CageSum(found))
            })?),
        };
        cages.push((cells, sum));
    }
    Ok(cages)
}

fn read_extra_regions(value: &Value, size: usize) -> Result<Vec<Vec<usize>>, FPuzzlesError> {
    let items = match value {
        Value::Null => return Ok(Vec::new()),
        Value::Array(items) => items,
        other => return Err(wrong_type("extraregion", "an array", other)),
    };
    let mut regions = Vec::with_capacity(items.len());
    for (i, item) in items.iter().enumerate() {
        let path = format!("extraregion[{i}]");
        let Some(cells_value) = item.get("cells") else {
            return match item {
                Value::Object(_) => Err(FPuzzlesError::at_key(path, Kind::MissingKey("cells"))),
                other => Err(wrong_type(path, "an object", other)),
            };
        };
        let Value::Array(names) = cells_value else {
            return Err(wrong_type(format!("{path}.cells"), "an array", cells_value));
        };
        // At most `size` cells, checked first: the scan for a repeated cell stays short.
        if names.len() > size {
            let kind = Kind::ExtraRegionTooLarge {
                cells: names.len(),
                size,
            };
            return Err(FPuzzlesError::at_key(format!("{path}.cells"), kind));
        }
        let cells = read_cell_names(&format!("{path}.cells"), cells_value, size)?;
        regions.push(cells);
    }
    Ok(regions)
}

fn read_solution(value: &Value, size: usize) -> Result<Option<Vec<u8>>, FPuzzlesError> {
    let items = match value {
        Value::Null => return Ok(None),
        Value::Array(items) if items.is_empty() => return Ok(None),
        Value::Array(items) => items,
        other => return Err(wrong_type("solution", "an array", other)),
    };
    if items.len() != size * size {
        let kind = Kind::SolutionLength {
            expected: size * size,
            found: items.len(),
        };
        return Err(FPuzzlesError::at_key("solution", kind));
    }
    items
        .iter()
        .enumerate()
        .map(|(i, item)| read_digit(&|| format!("solution[{i}]"), item, size))
        .collect::<Result<Vec<u8>, _>>()
        .map(Some)
}
