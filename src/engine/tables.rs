//! Constant lookup tables for the band-wise bitboards, built at compile time.
//!
//! A *band* is three consecutive rows. Within a band, one digit's candidates fit in a 27-bit
//! word: bit `9 * row_in_band + column`. Each row of a band splits into three *segments* of
//! three cells, one per box; the segment of row `k` in box `j` is bit `3 * k + j` of a 9-bit
//! *segment pattern*.

/// All 27 cells of a band.
pub(crate) const BAND_ALL: u32 = (1 << 27) - 1;

/// The nine cells of one row, shifted to the band's first row.
pub(crate) const ROW9: u32 = 0x1FF;

/// The three cells of column 0 in a band, one per row.
pub(crate) const COLUMN0: u32 = 1 | 1 << 9 | 1 << 18;

/// For each cell of a band, its peers inside the band: same row or same box, itself excluded.
pub(crate) static BAND_PEERS: [u32; 27] = band_peers();

/// For each 9-bit row, which of its three segments hold at least one bit (3-bit result).
pub(crate) static ROW_SEGMENTS: [u8; 512] = row_segments();

/// For each segment pattern, the band cells that can still hold the digit.
///
/// A digit appears exactly once in each row and once in each box of a band, so the segments
/// it occupies form a permutation matrix (one segment per row and per box). A segment that no
/// permutation inside the pattern uses can be cleared: this is pointing and claiming (locked
/// candidates) inside the band, and an empty result means the digit cannot fit the band at all.
pub(crate) static SEGMENT_SHRINK: [u32; 512] = segment_shrink();

const fn band_peers() -> [u32; 27] {
    let mut peers = [0u32; 27];
    let mut p = 0;
    while p < 27 {
        let (row, col) = (p / 9, p % 9);
        let mut q = 0;
        while q < 27 {
            let (qrow, qcol) = (q / 9, q % 9);
            if q != p && (qrow == row || qcol / 3 == col / 3) {
                peers[p] |= 1 << q;
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

const fn segment_shrink() -> [u32; 512] {
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
                cells |= 0b111 << (9 * row + 3 * box_);
            }
            segment += 1;
        }
        table[pattern] = cells;
        pattern += 1;
    }
    table
}

/// The segment pattern of a band word: bit `3 * row + box` set when that segment is non-empty.
#[inline(always)]
pub(crate) fn segment_pattern(word: u32) -> usize {
    ROW_SEGMENTS[(word & ROW9) as usize] as usize
        | (ROW_SEGMENTS[(word >> 9 & ROW9) as usize] as usize) << 3
        | (ROW_SEGMENTS[(word >> 18) as usize & 0x1FF] as usize) << 6
}

/// The bits of `word` that are alone in their row (rows holding exactly one bit).
#[inline(always)]
pub(crate) fn lone_in_row(word: u32) -> u32 {
    let mut lone = 0;
    let mut shift = 0;
    while shift < 27 {
        let row = word >> shift & ROW9;
        if row & row.wrapping_sub(1) == 0 {
            lone |= row << shift;
        }
        shift += 9;
    }
    lone
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn peers_are_row_and_box_mates() {
        // Cell 0 (row 0, column 0): rest of row 0 (8) + the other rows of box 0 (6).
        assert_eq!(BAND_PEERS[0].count_ones(), 14);
        assert_eq!(BAND_PEERS[0] & 1, 0);
        assert_ne!(BAND_PEERS[0] & 1 << 8, 0); // same row
        assert_ne!(BAND_PEERS[0] & 1 << 20, 0); // row 2, column 2: same box
        assert_eq!(BAND_PEERS[0] & 1 << 21, 0); // row 2, column 3: another box
    }

    #[test]
    fn full_band_keeps_everything() {
        assert_eq!(SEGMENT_SHRINK[segment_pattern(BAND_ALL)], BAND_ALL);
    }

    #[test]
    fn pointing_and_claiming() {
        // Row 0 only in box 0 (claiming): box 0's other rows lose the digit.
        let word = 0b111 | (ROW9 << 9) | (ROW9 << 18);
        let shrunk = word & SEGMENT_SHRINK[segment_pattern(word)];
        assert_eq!(shrunk, 0b111 | (0b111_111_000 << 9) | (0b111_111_000 << 18));
        // Two rows confined to the same single box: no permutation fits.
        let word = 0b111 | 0b111 << 9 | ROW9 << 18;
        assert_eq!(SEGMENT_SHRINK[segment_pattern(word)], 0);
    }

    #[test]
    fn lone_bits_per_row() {
        assert_eq!(lone_in_row(0b100 | 0b11 << 9 | 1 << 26), 0b100 | 1 << 26);
        assert_eq!(lone_in_row(0), 0);
    }
}
