//! The symmetries a generated puzzle can have: which cells must be given or blank together.

use crate::numbered::{ascii, numbered_enum};

/// The symmetry of the givens' pattern.
// `repr(i32)`: the C header declares these values as `SudokuSymmetry` (cbindgen.toml).
#[repr(i32)]
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
// More will come (techniques, chains, variants): callers match with a wildcard arm.
#[non_exhaustive]
pub enum Symmetry {
    /// No symmetry.
    #[default]
    None = 0,
    /// Unchanged by a half turn about the centre.
    Rotate180 = 1,
    /// Unchanged by a quarter turn about the centre.
    Rotate90 = 2,
    /// Unchanged by the mirror that swaps left and right.
    Mirror = 3,
    /// Unchanged by the mirror in the main diagonal (top left to bottom right).
    Diagonal = 4,
}

numbered_enum! {
    Symmetry, c_name;
    None => c"none",
    Rotate180 => c"rotate180",
    Rotate90 => c"rotate90",
    Mirror => c"mirror",
    Diagonal => c"diagonal",
}

impl Symmetry {
    /// The symmetry with number `number`, if there is one.
    pub fn from_number(number: u8) -> Option<Symmetry> {
        Symmetry::from_i32(i32::from(number))
    }

    /// The name the program's `--symmetry` takes, as in `rotate180`.
    pub const fn name(self) -> &'static str {
        ascii(self.c_name())
    }

    /// The cell that `cell` (row-major index) maps to.
    pub const fn image(self, cell: usize) -> usize {
        let (row, column) = (cell / 9, cell % 9);
        match self {
            Symmetry::None => cell,
            Symmetry::Rotate180 => 80 - cell,
            Symmetry::Rotate90 => column * 9 + (8 - row),
            Symmetry::Mirror => row * 9 + (8 - column),
            Symmetry::Diagonal => column * 9 + row,
        }
    }

    /// The orbit of `cell`: the cells that must be given or blank with it (itself first;
    /// 1, 2 or 4 cells), as a bit set.
    pub fn orbit(self, cell: usize) -> u128 {
        let mut orbit = 0u128;
        let mut current = cell;
        loop {
            orbit |= 1 << current;
            current = self.image(current);
            if current == cell {
                return orbit;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn orbits_partition_the_grid() {
        for symmetry in Symmetry::ALL {
            let mut covered = 0u128;
            for cell in 0..81 {
                let orbit = symmetry.orbit(cell);
                assert!(orbit & 1 << cell != 0);
                assert!(orbit.count_ones() <= 4);
                // Every member has the same orbit.
                for other in (0..81).filter(|&c| orbit & 1 << c != 0) {
                    assert_eq!(symmetry.orbit(other), orbit);
                }
                covered |= orbit;
            }
            assert_eq!(covered, (1 << 81) - 1);
        }
        assert_eq!(Symmetry::Rotate90.orbit(0), 1 | 1 << 8 | 1 << 80 | 1 << 72);
        assert_eq!(Symmetry::Mirror.image(9), 17);
        assert_eq!(Symmetry::Diagonal.image(1), 9);
        assert_eq!(Symmetry::from_number(4), Some(Symmetry::Diagonal));
    }
}
