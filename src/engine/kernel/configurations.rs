//! A digit's configurations in each band and stack, read from tables instead of computed
//! permutation by permutation.
//!
//! In a band, where a digit may still go is, up to the cells, a set of minirows: nine bits,
//! one per (row of the band, box along it). Which of the six configurations (`PERMUTATIONS`)
//! those nine bits allow, and which minirows the allowed ones use, depends on nothing else,
//! so both are tabled once, 512 entries each, at compile time: a band costs gathering its
//! nine bits into an index and two loads. Stacks are the same with minicols, indexed box
//! first. What the tables give back is a mask of the cells that survive, so that a digit's
//! word is reduced by three band loads and three stack loads, and the configurations of
//! each band and stack (six bits each) are kept for branching.

use super::masks::PERMUTATIONS;

/// A nine-bit index over a band's minirows or a stack's minicols.
const INDICES: usize = 512;

/// The bit of an index for the segment in `line` and `box`: `3 * line + box` in a band (the
/// minirow of the band's row `line` in box `box`), `3 * box + line` in a stack (the minicol
/// of the stack's column `line` in box `box` down the stack: box first, as the bits come out
/// of the words).
const fn bit(stack: bool, line: usize, r#box: usize) -> usize {
    if stack {
        3 * r#box + line
    } else {
        3 * line + r#box
    }
}

/// For each index, the configurations whose three segments it has (bit `p` for
/// permutation `p`), in a band or a stack.
const fn configurations(stack: bool) -> [u8; INDICES] {
    let mut table = [0u8; INDICES];
    let mut index = 0;
    while index < INDICES {
        let mut p = 0;
        while p < 6 {
            let mut line = 0;
            let mut all = true;
            while line < 3 {
                all &= index >> bit(stack, line, PERMUTATIONS[p][line] as usize) & 1 == 1;
                line += 1;
            }
            if all {
                table[index] |= 1 << p;
            }
            p += 1;
        }
        index += 1;
    }
    table
}

/// The configurations each band index allows.
pub(super) const BAND_ALLOWED: [u8; INDICES] = configurations(false);
/// The configurations each stack index allows.
pub(super) const STACK_ALLOWED: [u8; INDICES] = configurations(true);

/// The cells of band 0 (27 bits) on the minirows some allowed configuration uses.
const BAND_KEEP: [u32; INDICES] = {
    let mut table = [0u32; INDICES];
    let mut index = 0;
    while index < INDICES {
        let allowed = BAND_ALLOWED[index];
        let mut p = 0;
        while p < 6 {
            if allowed >> p & 1 == 1 {
                let mut line = 0;
                while line < 3 {
                    let r#box = PERMUTATIONS[p][line];
                    table[index] |= 7 << (9 * line as u32 + 3 * r#box);
                    line += 1;
                }
            }
            p += 1;
        }
        index += 1;
    }
    table
};

/// The cells of stack 0 (of the 81-bit word) on the minicols some allowed configuration uses.
const STACK_KEEP: [u128; INDICES] = {
    let mut table = [0u128; INDICES];
    let mut index = 0;
    while index < INDICES {
        let allowed = STACK_ALLOWED[index];
        let mut p = 0;
        while p < 6 {
            if allowed >> p & 1 == 1 {
                let mut line = 0;
                while line < 3 {
                    let r#box = PERMUTATIONS[p][line];
                    let minicol = (1 | 1 << 9 | 1 << 18) << (27 * r#box + line as u32);
                    table[index] |= minicol;
                    line += 1;
                }
            }
            p += 1;
        }
        index += 1;
    }
    table
};

/// A band's 27 bits, twice: bands 0 and 1 side by side in one 64-bit word.
const TWO_BANDS: u64 = 1 << 27 | 1;
/// The head of each minirow in a band (its first cell).
const MINIROW_HEADS_27: u64 = 0x124_9249;
/// Bits 0..3, 9..12 and 18..21 of a band: three three-bit groups, nine apart.
const GROUPS: u64 = 0x1C_0E07;

/// Nine bits of each band of `word`, three groups of three nine apart (`GROUPS`), packed
/// into the band's bits 0..9.
#[inline(always)]
fn pack_groups(word: u64) -> u64 {
    word | word >> 6 | word >> 12
}

/// Each band's minirows holding a candidate, packed into bits 0..9 of the band (bit
/// `3 * row + box`), for the bands of `word` (27 bits each, 27 apart).
#[inline(always)]
fn minirow_indices(word: u64, bands: u64) -> u64 {
    let heads = (word | word >> 1 | word >> 2) & (MINIROW_HEADS_27 * bands);
    // Each row's three heads (bits 0, 3, 6 of the row) into its bits 0, 1, 2.
    let rows = (heads | heads >> 2 | heads >> 4) & (GROUPS * bands);
    pack_groups(rows)
}

/// Each band's columns holding a candidate (bit `column` of the band), for the bands of
/// `word` (27 bits each, 27 apart).
#[inline(always)]
fn column_presence(word: u64, bands: u64) -> u64 {
    (word | word >> 9 | word >> 18) & (0x1FF * bands)
}

/// The band and stack indices of a digit's cells: which minirows of each band, and which
/// minicols of each stack, hold a candidate.
#[inline(always)]
pub(super) fn indices(cells: u128) -> ([usize; 3], [usize; 3]) {
    // Bands 0 and 1, and band 2, each band in 27 bits.
    let (low, high) = (cells as u64, (cells >> 54) as u64);
    let (rows_low, rows_high) = (minirow_indices(low, TWO_BANDS), minirow_indices(high, 1));
    let (columns_low, columns_high) = (column_presence(low, TWO_BANDS), column_presence(high, 1));
    // Bit `9 * band + column`, in 27 bits.
    let columns = columns_low & 0x1FF | columns_low >> 18 | columns_high << 18;
    let stack = |shift: u32| (pack_groups(columns >> shift & GROUPS) & 0x1FF) as usize;
    (
        [
            (rows_low & 0x1FF) as usize,
            (rows_low >> 27 & 0x1FF) as usize,
            (rows_high & 0x1FF) as usize,
        ],
        [stack(0), stack(3), stack(6)],
    )
}

/// A digit's configurations, six bits a line, a byte each: bands 0..3, then stacks 3..6.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Configurations(pub(super) u64);

impl Configurations {
    /// The configurations of line `line` (0..3 a band, 3..6 a stack).
    #[inline(always)]
    pub(super) fn of(self, line: usize) -> u8 {
        (self.0 >> (8 * line)) as u8
    }

    /// How many configurations each line has, a byte each.
    #[inline(always)]
    pub(super) fn counts(self) -> u64 {
        const ONES: u64 = 0x5555_5555_5555_5555;
        const TWOS: u64 = 0x3333_3333_3333_3333;
        const FOURS: u64 = 0x0F0F_0F0F_0F0F_0F0F;
        let word = self.0 - (self.0 >> 1 & ONES);
        let word = (word & TWOS) + (word >> 2 & TWOS);
        (word + (word >> 4)) & FOURS
    }
}

/// A digit's cells reduced once by the configurations of its bands and stacks: what
/// survives, and the configurations read from `cells` (the survivors' own when nothing was
/// removed).
#[inline(always)]
pub(super) fn configured(cells: u128) -> (u128, Configurations) {
    let ([b0, b1, b2], [s0, s1, s2]) = indices(cells);
    let rows = u128::from(BAND_KEEP[b0])
        | u128::from(BAND_KEEP[b1]) << 27
        | u128::from(BAND_KEEP[b2]) << 54;
    let columns = STACK_KEEP[s0] | STACK_KEEP[s1] << 3 | STACK_KEEP[s2] << 6;
    let configurations = u64::from(BAND_ALLOWED[b0])
        | u64::from(BAND_ALLOWED[b1]) << 8
        | u64::from(BAND_ALLOWED[b2]) << 16
        | u64::from(STACK_ALLOWED[s0]) << 24
        | u64::from(STACK_ALLOWED[s1]) << 32
        | u64::from(STACK_ALLOWED[s2]) << 40;
    (cells & rows & columns, Configurations(configurations))
}
