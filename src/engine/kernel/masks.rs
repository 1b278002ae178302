//! The kernel's geometry as constant masks over an 81-bit word, cell `(row, column)` at bit
//! `9 * row + column`: the heads (first bits) of rows, columns, boxes, minirows and minicols,
//! the six ways a digit crosses a band or a stack, and each cell's peers. Every mask is made
//! at compile time from the layout, so none is typed in by hand.

/// Every cell.
pub(super) const ALL: u128 = (1 << 81) - 1;

/// Bit `9 * row` for each row: where a row's count lands when its nine cells are folded.
pub(super) const ROW_HEADS: u128 = repeat(1, 9, 9);
/// Bit `column` of row 0 for each column.
pub(super) const COLUMN_HEADS: u128 = 0x1FF;
/// The first cell of each box.
pub(super) const BOX_HEADS: u128 = repeat(repeat(1, 3, 3), 27, 3);
/// The first cell of each minirow (three cells of a row within one box).
pub(super) const MINIROW_HEADS: u128 = repeat(repeat(1, 3, 3), 9, 9);
/// The first cell of each minicol (three cells of a column within one box).
pub(super) const MINICOL_HEADS: u128 = repeat(0x1FF, 27, 3);
/// The first cell of each band (three rows).
pub(super) const BAND_HEADS: u128 = repeat(1, 27, 3);
/// The first cell of each stack (three columns).
pub(super) const STACK_HEADS: u128 = repeat(1, 3, 3);

/// A row's nine cells, from its head.
pub(super) const ROW_SHAPE: u128 = 0x1FF;
/// A column's nine cells, from its head.
pub(super) const COLUMN_SHAPE: u128 = repeat(1, 9, 9);
/// A box's nine cells, from its head.
pub(super) const BOX_SHAPE: u128 = repeat(7, 9, 3);
/// A minirow's three cells, from its head.
pub(super) const MINIROW_SHAPE: u128 = 7;
/// A minicol's three cells, from its head.
pub(super) const MINICOL_SHAPE: u128 = repeat(1, 9, 3);
/// A band's cells, from its head.
pub(super) const BAND_SHAPE: u128 = (1 << 27) - 1;
/// A stack's cells, from its head.
pub(super) const STACK_SHAPE: u128 = repeat(7, 9, 9);

/// The six permutations of three: `PERMUTATIONS[p][line]` is the box (0..3 along the band)
/// where the digit sits in the band's `line`-th row (or the stack's column).
pub(super) const PERMUTATIONS: [[u32; 3]; 6] = [
    [0, 1, 2],
    [1, 2, 0],
    [2, 0, 1],
    [0, 2, 1],
    [2, 1, 0],
    [1, 0, 2],
];

/// For each permutation, the minirow heads it uses in a band, from the band's head: a
/// configuration of one digit across a band (tdoku's "band configuration").
pub(super) const BAND_CONFIGURATIONS: [u128; 6] = configurations(9, 3);
/// For each permutation, the minicol heads it uses in a stack, from the stack's head.
pub(super) const STACK_CONFIGURATIONS: [u128; 6] = configurations(1, 27);

/// The cells that see each cell (same row, column or box), the cell itself excluded.
pub(super) const PEERS: [u128; 81] = peers();

/// `pattern` repeated `count` times, `stride` bits apart.
const fn repeat(pattern: u128, stride: u32, count: u32) -> u128 {
    let mut word = 0;
    let mut k = 0;
    while k < count {
        word |= pattern << (k * stride);
        k += 1;
    }
    word
}

/// The heads of each permutation's three line segments: line `i` sits `line_stride * i`
/// bits from the head, box `b` along the band `box_stride * b`.
const fn configurations(line_stride: u32, box_stride: u32) -> [u128; 6] {
    let mut shapes = [0; 6];
    let mut p = 0;
    while p < 6 {
        let mut line = 0;
        while line < 3 {
            shapes[p] |= 1 << (line_stride * line + box_stride * PERMUTATIONS[p][line as usize]);
            line += 1;
        }
        p += 1;
    }
    shapes
}

const fn peers() -> [u128; 81] {
    let mut peers = [0; 81];
    let mut cell = 0;
    while cell < 81 {
        let (row, column) = (cell / 9, cell % 9);
        let head = 27 * (row / 3) + 3 * (column / 3);
        let seen = ROW_SHAPE << (9 * row) | COLUMN_SHAPE << column | BOX_SHAPE << head;
        peers[cell] = seen & !(1 << cell);
        cell += 1;
    }
    peers
}
