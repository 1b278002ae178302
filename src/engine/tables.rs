//! Constant lookup tables and bit tricks for the band-wise bitboards, built at compile time.
//!
//! A *band* is three consecutive rows. Within a band, one digit's candidates fit in one
//! `u32`: row `k` of the band (0..3) occupies bits `10k..10k+9`, one bit per column. Bits 9
//! and 19 stay clear as guards, so arithmetic on all three rows at once cannot carry or
//! borrow from one row into the next. Each row splits into three *segments* of three cells,
//! one per box; the segment of row `k` in box `j` is bit `3k + j` of a 9-bit *segment
//! pattern*.

/// Bits between the starts of consecutive rows in a band word.
pub(crate) const ROW_STRIDE: u32 = 10;

/// The nine cells of one row, at the band's first row.
pub(crate) const ROW9: u32 = 0x1FF;

/// The three cells of column 0 in a band, one per row (also: the lowest bit of each row).
pub(crate) const COLUMN0: u32 = 1 | 1 << ROW_STRIDE | 1 << (2 * ROW_STRIDE);

/// The nine cells of the first box of a band (shift by `3 * stack` for the others).
pub(crate) const BOX0: u32 = 0b111 * COLUMN0;

/// All 27 cells of a band.
pub(crate) const BAND_ALL: u32 = ROW9 * COLUMN0;

/// The guard bit just above each row.
const GUARDS: u32 = COLUMN0 << 9;

/// The band bit of a cell index (0..81, row-major), and its band.
#[inline(always)]
pub(crate) const fn locate(cell: usize) -> (usize, u32) {
    let within = cell % 27;
    (
        cell / 27,
        (within / 9) as u32 * ROW_STRIDE + (within % 9) as u32,
    )
}

/// The cell index of bit `bit` of band `band`.
#[inline(always)]
pub(crate) const fn cell_at(band: usize, bit: u32) -> usize {
    band * 27 + (bit / ROW_STRIDE) as usize * 9 + (bit % ROW_STRIDE) as usize
}

/// For each band bit, its peers inside the band: same row or same box, itself excluded.
pub(crate) static BAND_PEERS: [u32; 30] = band_peers();

/// For each 9-bit row, which of its three segments hold at least one bit (3-bit result).
static ROW_SEGMENTS: [u8; 512] = row_segments();

/// For each segment pattern, the band cells that can still hold the digit.
///
/// A digit appears exactly once in each row and once in each box of a band, so the segments
/// it occupies form a permutation matrix (one segment per row and per box). A segment that no
/// permutation inside the pattern uses can be cleared: this is pointing and claiming (locked
/// candidates) inside the band, and an empty result means the digit cannot fit the band at all.
static LOCKED_SEGMENTS: [u32; 512] = locked_segments();

/// The rows of `word` holding exactly two bits, as a mask of their cells.
#[inline(always)]
pub(crate) fn pairs_in_row(word: u32) -> u32 {
    let without_lowest = word & ((word | GUARDS) - COLUMN0);
    let without_two = without_lowest & ((without_lowest | GUARDS) - COLUMN0);
    let two_or_more = (without_lowest + BAND_ALL) & GUARDS;
    let three_or_more = (without_two + BAND_ALL) & GUARDS;
    word & (((two_or_more & !three_or_more) >> 9) * ROW9)
}

/// For a 9-bit set of columns, those alone within their box's three columns.
static LONE_IN_BOX: [u16; 512] = lone_in_box_table();

const fn lone_in_box_table() -> [u16; 512] {
    let mut table = [0u16; 512];
    let mut columns = 0;
    while columns < 512 {
        let mut box_ = 0;
        while box_ < 3 {
            let group = columns >> (3 * box_) & 0b111;
            if group == 1 || group == 2 || group == 4 {
                table[columns] |= (group << (3 * box_)) as u16;
            }
            box_ += 1;
        }
        columns += 1;
    }
    table
}

/// The columns (9 bits) to which `word` confines the digit inside some box of the band
/// (pointing along columns): the digit cannot be in those columns in the other bands.
#[inline(always)]
pub(crate) fn pointing_columns(word: u32) -> u32 {
    lone_in_box((word | word >> ROW_STRIDE | word >> (2 * ROW_STRIDE)) & ROW9)
}

/// Of a 9-bit set of columns, those alone among their box's three columns.
#[inline(always)]
pub(crate) fn lone_in_box(columns: u32) -> u32 {
    u32::from(LONE_IN_BOX[(columns & ROW9) as usize])
}

const fn band_peers() -> [u32; 30] {
    let mut peers = [0u32; 30];
    let mut p = 0;
    while p < 27 {
        let (row, col) = (p / 9, p % 9);
        let mut q = 0;
        while q < 27 {
            let (qrow, qcol) = (q / 9, q % 9);
            if q != p && (qrow == row || qcol / 3 == col / 3) {
                peers[row * 10 + col] |= 1 << (qrow * 10 + qcol);
            }
            q += 1;
        }
        p += 1;
    }
    peers
}

const fn row_segments() -> [u8; 512] {
    let mut table = [0u8; 512];
    let mut row = 0;
    while row < 512 {
        let mut box_ = 0;
        while box_ < 3 {
            if row >> (3 * box_) & 0b111 != 0 {
                table[row] |= 1 << box_;
            }
            box_ += 1;
        }
        row += 1;
    }
    table
}

const fn locked_segments() -> [u32; 512] {
    // The six permutation matrices: row k uses the segment in box PERMS[i][k].
    const PERMS: [[u32; 3]; 6] = [
        [0, 1, 2],
        [0, 2, 1],
        [1, 0, 2],
        [1, 2, 0],
        [2, 0, 1],
        [2, 1, 0],
    ];
    let mut table = [0u32; 512];
    let mut pattern = 0;
    while pattern < 512 {
        let mut allowed = 0u32;
        let mut i = 0;
        while i < 6 {
            let perm = PERMS[i];
            let segments = 1 << perm[0] | 1 << (3 + perm[1]) | 1 << (6 + perm[2]);
            if pattern as u32 & segments == segments {
                allowed |= segments;
            }
            i += 1;
        }
        let mut cells = 0u32;
        let mut segment = 0;
        while segment < 9 {
            if allowed >> segment & 1 != 0 {
                let (row, box_) = (segment / 3, segment % 3);
                cells |= 0b111 << (ROW_STRIDE * row + 3 * box_);
            }
            segment += 1;
        }
        table[pattern] = cells;
        pattern += 1;
    }
    table
}

/// `word` with locked candidates applied: segments that no row-and-box permutation uses are
/// cleared. Zero means the digit fits nowhere in the band.
#[inline(always)]
pub(crate) fn lock_segments(word: u32) -> u32 {
    let pattern = ROW_SEGMENTS[(word & ROW9) as usize] as usize
        | (ROW_SEGMENTS[(word >> ROW_STRIDE & ROW9) as usize] as usize) << 3
        | (ROW_SEGMENTS[(word >> (2 * ROW_STRIDE) & ROW9) as usize] as usize) << 6;
    word & LOCKED_SEGMENTS[pattern & 0x1FF]
}

/// The bits of `word` that are alone in their row (rows holding exactly one bit).
///
/// Per row, `row & (row - 1)` is non-zero exactly when the row has two or more bits; the
/// guard bits absorb the borrow of empty rows, so all three rows are done at once.
#[inline(always)]
pub(crate) fn lone_in_row(word: u32) -> u32 {
    let several = word & ((word | GUARDS) - COLUMN0);
    let crowded_rows = ((several + BAND_ALL) & GUARDS) >> 9;
    word & !(crowded_rows * ROW9)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn bit(row: u32, col: u32) -> u32 {
        1 << (row * ROW_STRIDE + col)
    }

    #[test]
    fn cells_and_bits_round_trip() {
        for cell in 0..81 {
            let (band, bit) = locate(cell);
            assert_eq!(cell_at(band, bit), cell);
            assert_ne!(BAND_ALL & 1 << bit, 0);
        }
        assert_eq!(locate(40), (1, 14)); // row 4 = band 1 row 1, column 4
        assert_eq!(BAND_ALL.count_ones(), 27);
    }

    #[test]
    fn peers_are_row_and_box_mates() {
        // Cell (0, 0): rest of row 0 (8) + the other rows of box 0 (6).
        assert_eq!(BAND_PEERS[0].count_ones(), 14);
        assert_eq!(BAND_PEERS[0] & 1, 0);
        assert_ne!(BAND_PEERS[0] & bit(0, 8), 0); // same row
        assert_ne!(BAND_PEERS[0] & bit(2, 2), 0); // same box
        assert_eq!(BAND_PEERS[0] & bit(2, 3), 0); // another box
        assert_eq!(BAND_PEERS[0] & !BAND_ALL, 0);
    }

    #[test]
    fn full_band_keeps_everything() {
        assert_eq!(lock_segments(BAND_ALL), BAND_ALL);
    }

    #[test]
    fn pointing_and_claiming() {
        // Row 0 only in box 0 (claiming): box 0's other rows lose the digit.
        let word = 0b111 | ROW9 << 10 | ROW9 << 20;
        assert_eq!(
            lock_segments(word),
            0b111 | 0b111_111_000 << 10 | 0b111_111_000 << 20
        );
        // Two rows confined to the same single box: no permutation fits.
        assert_eq!(lock_segments(0b111 | 0b111 << 10 | ROW9 << 20), 0);
        // An empty row: no permutation fits.
        assert_eq!(lock_segments(ROW9 | ROW9 << 10), 0);
    }

    #[test]
    fn lone_bits_per_row() {
        for row0 in 0..512u32 {
            for row1 in [0, 1, 0b110, 1 << 8, ROW9] {
                let word = row0 | row1 << 10 | 1 << 28;
                let lone = |r: u32| if r.count_ones() == 1 { r } else { 0 };
                let expected = lone(row0) | lone(row1) << 10 | 1 << 28;
                assert_eq!(lone_in_row(word), expected, "{row0:b} {row1:b}");
            }
        }
    }

    #[test]
    fn pointing_columns_per_box() {
        // Box 0 confined to column 1; box 1 spread over columns 3 and 4; box 2 only column 8.
        let word = bit(0, 1) | bit(2, 1) | bit(1, 3) | bit(2, 4) | bit(1, 8);
        assert_eq!(pointing_columns(word), 1 << 1 | 1 << 8);
        assert_eq!(pointing_columns(BAND_ALL), 0);
    }
}
