//! An f-puzzles board as a grid of its layout: the bridge between the reader
//! ([`crate::fpuzzles`], which knows the format) and the layouts (which know the rules).

use core::fmt;

use crate::fpuzzles::{self, FPuzzlesBoard, FPuzzlesError};
use crate::variant::error::{LayoutError, LayoutGridError};
use crate::variant::grid::LayoutGrid;
use crate::variant::layout::Layout;

/// Why an f-puzzles document is not a grid this library can answer.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum FPuzzlesLayoutError {
    /// The document could not be read, or holds a rule this library does not support.
    Read(FPuzzlesError),
    /// Its rules make no layout (a prime size without regions, disjoint groups on a jigsaw).
    Layout(LayoutError),
    /// Its givens do not fit the layout.
    Grid(LayoutGridError),
}

impl fmt::Display for FPuzzlesLayoutError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            FPuzzlesLayoutError::Read(error) => error.fmt(f),
            FPuzzlesLayoutError::Layout(error) => error.fmt(f),
            FPuzzlesLayoutError::Grid(error) => error.fmt(f),
        }
    }
}

impl std::error::Error for FPuzzlesLayoutError {}

impl From<FPuzzlesError> for FPuzzlesLayoutError {
    fn from(error: FPuzzlesError) -> Self {
        FPuzzlesLayoutError::Read(error)
    }
}

impl LayoutGrid {
    /// The puzzle of an f-puzzles board: its layout (size, regions, diagonals, anti-knight,
    /// anti-king, disjoint groups, extra regions, killer cages) and its givens. The player's entries
    /// ([`FPuzzlesBoard::entries`]) are not the puzzle's and are left out.
    ///
    /// f-puzzles' `diagonal-` runs from the top left (the main diagonal,
    /// [`LayoutBuilder::diagonal`](crate::LayoutBuilder::diagonal)) and `diagonal+` from the
    /// bottom left ([`LayoutBuilder::anti_diagonal`](crate::LayoutBuilder::anti_diagonal)).
    pub fn from_fpuzzles(board: &FPuzzlesBoard) -> Result<LayoutGrid, FPuzzlesLayoutError> {
        let mut builder = Layout::builder(board.size);
        if let Some(regions) = &board.regions {
            builder = builder.regions(regions);
        }
        if board.diagonal_negative {
            builder = builder.diagonal();
        }
        if board.diagonal_positive {
            builder = builder.anti_diagonal();
        }
        if board.anti_knight {
            builder = builder.anti_knight();
        }
        if board.anti_king {
            builder = builder.anti_king();
        }
        if board.disjoint_groups {
            builder = builder.disjoint_groups();
        }
        for region in &board.extra_regions {
            builder = builder.extra_region(region);
        }
        for (cells, sum) in &board.killer_cages {
            builder = builder.cage(cells, *sum);
        }
        let layout = builder.build().map_err(FPuzzlesLayoutError::Layout)?;
        LayoutGrid::new(layout, board.givens.clone()).map_err(FPuzzlesLayoutError::Grid)
    }

    /// The puzzle of an f-puzzles document: its JSON, or an f-puzzles link
    /// (`https://www.f-puzzles.com/?load=...`), read by [`fpuzzles::parse`].
    ///
    /// ```
    /// use sudoku::LayoutGrid;
    ///
    /// let json = r#"{"size":4,"diagonal-":true,"grid":[
    ///     [{"value":1,"given":true},{},{},{}],
    ///     [{},{},{},{}],[{},{},{},{}],[{},{},{},{}]]}"#;
    /// let puzzle = LayoutGrid::from_fpuzzles_text(json)?;
    /// assert_eq!(puzzle.to_string(), "4x4 diagonal: 1...............");
    /// # Ok::<(), sudoku::FPuzzlesLayoutError>(())
    /// ```
    pub fn from_fpuzzles_text(text: &str) -> Result<LayoutGrid, FPuzzlesLayoutError> {
        LayoutGrid::from_fpuzzles(&fpuzzles::parse(text)?)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A 4x4 document of `rules` (JSON members) with a 1 given in the top left corner.
    fn document(rules: &str) -> String {
        let row = "[{},{},{},{}]";
        format!(
            r#"{{"size":4,{rules}"grid":[[{{"value":1,"given":true}},{{}},{{}},{{"value":2}}],{row},{row},{row}]}}"#
        )
    }

    #[test]
    fn each_rule_of_the_board_is_a_rule_of_the_layout() {
        let plain = LayoutGrid::from_fpuzzles_text(&document("")).unwrap();
        // The player's 2 is no given.
        assert_eq!(plain.to_string(), "4x4: 1...............");
        let rules = [
            (r#""diagonal-":true,"#, "diagonal"),
            (r#""diagonal+":true,"#, "anti-diagonal"),
            (r#""antiknight":true,"#, "anti-knight"),
            (r#""antiking":true,"#, "anti-king"),
            (r#""disjointgroups":true,"#, "disjoint"),
        ];
        for (member, word) in rules {
            let grid = LayoutGrid::from_fpuzzles_text(&document(member)).unwrap();
            assert!(
                grid.to_string().starts_with(&format!("4x4 {word}:")),
                "{grid}"
            );
        }
        let extra = document(r#""extraregion":[{"cells":["R1C2","R2C3"]}],"#);
        let grid = LayoutGrid::from_fpuzzles_text(&extra).unwrap();
        assert!(grid.to_string().contains("extra="), "{grid}");
    }

    #[test]
    fn a_board_the_layouts_cannot_take_is_an_error_not_a_guess() {
        let unsupported = document(r#""thermometer":[{"lines":[["R1C1","R1C2"]]}],"#);
        assert!(matches!(
            LayoutGrid::from_fpuzzles_text(&unsupported),
            Err(FPuzzlesLayoutError::Read(_))
        ));
        // A prime size has no boxes and f-puzzles draws none: the layouts need regions.
        let row = "[{},{},{},{},{}]";
        let prime = format!(r#"{{"size":5,"grid":[{row},{row},{row},{row},{row}]}}"#);
        assert!(matches!(
            LayoutGrid::from_fpuzzles_text(&prime),
            Err(FPuzzlesLayoutError::Layout(_))
        ));
    }
}
