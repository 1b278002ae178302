//! The symmetries of Sudoku: relabelling the digits, permuting the bands, the stacks, the rows
//! within a band and the columns within a stack, and transposing. Each maps a puzzle to one
//! with as many completions, solved by the same reasoning, but whose smallest completion in
//! row-major order is another grid. The peer benchmark solves every set in a second
//! orientation with them, since a row-major exact answer may favour the orientation a set
//! was published in.

use super::generate::Rng;

/// One symmetry: cell `(row, col)` of the image takes the relabelled digit of the source
/// cell `(rows[row], cols[col])`, read transposed when `transpose` is set.
pub struct Transform {
    digits: [u8; 10],
    rows: [usize; 9],
    cols: [usize; 9],
    transpose: bool,
}

impl Transform {
    /// A random symmetry that transposes, so that no image keeps its puzzle's orientation:
    /// every other part (digits, bands, stacks, rows and columns within them) uniform.
    pub fn random_transposing(rng: &mut Rng) -> Self {
        let mut digits = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];
        rng.shuffle(&mut digits[1..]);
        Transform {
            digits,
            rows: random_line_order(rng),
            cols: random_line_order(rng),
            transpose: true,
        }
    }

    /// The image of `grid` (blanks stay blank).
    pub fn apply(&self, grid: &[u8; 81]) -> [u8; 81] {
        std::array::from_fn(|cell| {
            let (row, col) = (self.rows[cell / 9], self.cols[cell % 9]);
            let source = if self.transpose {
                col * 9 + row
            } else {
                row * 9 + col
            };
            self.digits[usize::from(grid[source])]
        })
    }
}

/// Lines 0..9 in an order that keeps each group of three together: the groups shuffled, and
/// the lines within each group.
fn random_line_order(rng: &mut Rng) -> [usize; 9] {
    let mut groups = [0, 1, 2];
    rng.shuffle(&mut groups);
    let mut order = [0; 9];
    for (slot, group) in groups.into_iter().enumerate() {
        let mut within = [0, 1, 2];
        rng.shuffle(&mut within);
        for (i, line) in within.into_iter().enumerate() {
            order[slot * 3 + i] = group * 3 + line;
        }
    }
    order
}
