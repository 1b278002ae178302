//! The front end of every exact call: the givens entered and naked and hidden singles
//! applied on one 128-bit word per digit, before any band-wise [`Board`] exists.
//!
//! Most grids of the public collections are settled by singles alone, and on those the
//! fixed cost of a call is the whole cost. So the front end keeps a digit's 81 cells in one
//! word: the naked singles of every cell are found at once by nine ORs and ANDs, a digit's
//! hidden singles in every row, box and column by a few dozen operations without a branch,
//! and each digit is written out as it is placed.
//!
//! A grid that singles fill has exactly one completion: every placement was forced by the
//! givens and the placements before it, so any completion holds all of them (and no two
//! placements of a digit see each other, which is checked as they are made). That grid is
//! then both the smallest completion and a count of one, and no board is built. Otherwise
//! the candidates are handed to a [`Board`], which settles the rest of its propagation
//! (locked candidates, column singles) from there. Singles are implied by that propagation,
//! which removes nothing that a completion uses and reaches one fixed point whatever the
//! order of its steps: the board it reaches is the one [`Board::from_givens`] reaches (the
//! tests check it on every grid they know), and what follows runs exactly as without this
//! front end.
//!
//! Each word keeps the band layout of `tables` (band `b` in bits `32b..32b + 29`, a row
//! every ten bits, guard bits clear), so that rows are worked on in all three bands at once
//! and handing over is a shift per band.

use super::board::{Board, Contradiction, given_columns};
use super::tables::{BAND_ALL, COLUMN0, ROW_STRIDE, locate};

mod givens;
mod lone;

pub(crate) use givens::Givens;

/// The cells of the three bands in a digit's word.
const CELLS: u128 = BAND_ALL as u128 * BANDS;

/// Bit 0 of each band's word: times a band word, that word in all three bands.
const BANDS: u128 = 1 | 1 << 32 | 1 << 64;

/// The first cell of each row, in all three bands.
const COLUMN0S: u128 = COLUMN0 as u128 * BANDS;

/// The guard bit above each row, in all three bands.
const GUARDS: u128 = COLUMN0S << 9;

/// The cell (0..81) of each word bit; bits that are no cell map to 0 and are never looked up.
static CELL_OF_BIT: [u8; 96] = cell_of_bit();

/// For each word bit of a cell: its 20 peers, which a digit placed there leaves.
static PEERS: [u128; 96] = peers();

/// Each word bit alone: loaded, not shifted into place, because a shift of a `u128` by a
/// variable amount takes a handful of instructions.
static BIT: [u128; 96] = bits();

/// How a call starts: what the givens and singles settle.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Start {
    /// Singles filled every cell: the grid's one completion.
    Solved([u8; 81]),
    /// Singles stopped short: the propagated board, as [`Board::from_givens`] makes it.
    Open(Board),
    /// No completion: propagation met a contradiction, or the givens clash or hold a value
    /// above 9 (callers that tell these apart check the givens).
    NoCompletion,
}

/// The givens of `cells` (0 = blank, 1..=9 = given) entered and propagated.
#[cfg_attr(not(debug_assertions), inline(always))]
pub(crate) fn start(cells: &[u8; 81]) -> Start {
    // Built in place, then entered: a `Result<Singles, _>` returned by value was copied
    // out whole (400 bytes through `memcpy`) on every call.
    let mut singles = Singles {
        places: [CELLS; 9],
        placed: [0; 9],
        solved: 0,
        cells: *cells,
    };
    if singles.enter_givens().is_err() {
        return Start::NoCompletion;
    }
    match singles.settle() {
        Err(Contradiction) => Start::NoCompletion,
        Ok(()) if singles.solved == CELLS => Start::Solved(singles.cells),
        Ok(()) => match singles.to_board() {
            Ok(board) => Start::Open(board),
            Err(Contradiction) => Start::NoCompletion,
        },
    }
}

/// The state of the front end. Every word holds open cells only: a cell leaves all nine
/// words when its digit is placed.
struct Singles {
    /// Per digit: the open cells where it is still possible.
    places: [u128; 9],
    /// Per digit: the cells that hold it.
    placed: [u128; 9],
    /// The cells that hold a digit.
    solved: u128,
    /// The grid so far: the givens, and each digit as it is placed.
    cells: [u8; 81],
}

impl Singles {
    /// The givens (`cells` as the state starts) entered: each leaves its peers in its
    /// digit's word.
    #[cfg_attr(not(debug_assertions), inline(always))]
    fn enter_givens(&mut self) -> Result<(), Contradiction> {
        // The givens' cells, a row at a time without a branch; then a loop over them, whose
        // branch is mispredicted at its ends, instead of once a row.
        for (row, values) in self.cells.chunks_exact(9).enumerate() {
            let present = u128::from(given_columns(values));
            self.solved |= present << (32 * (row / 3) + ROW_STRIDE as usize * (row % 3));
        }
        // A loop per 64-bit half (bands 0 and 1, then band 2): a step of either takes two
        // instructions, one over the `u128` a dozen, for one more exit to mispredict.
        let givens = self.solved;
        for (offset, mut half) in [(0, givens as u64), (64, (givens >> 64) as u64)] {
            while half != 0 {
                let bit = offset + half.trailing_zeros() as usize;
                half &= half - 1;
                let digit = usize::from(self.cells[usize::from(CELL_OF_BIT[bit])]) - 1;
                if digit >= 9 {
                    return Err(Contradiction);
                }
                // The cell stays in its own digit's word, until a peer given of the same digit
                // takes it: a clash.
                self.places[digit] &= !PEERS[bit];
                self.placed[digit] |= BIT[bit];
            }
        }
        let mut clash = 0;
        let solved = self.solved;
        for (word, placed) in self.places.iter_mut().zip(self.placed) {
            clash |= placed & !*word;
            // The givens leave every digit's word at once.
            *word &= !solved;
        }
        if clash != 0 {
            return Err(Contradiction);
        }
        Ok(())
    }

    /// Naked singles, then hidden singles whenever there are none, until neither places
    /// anything or every cell holds a digit.
    #[cfg_attr(not(debug_assertions), inline(always))]
    fn settle(&mut self) -> Result<(), Contradiction> {
        loop {
            self.naked_singles()?;
            if self.solved == CELLS || !self.hidden_singles()? {
                return Ok(());
            }
        }
    }

    /// Places every cell left with one candidate, all found at once, until none is left.
    #[cfg_attr(not(debug_assertions), inline(always))]
    fn naked_singles(&mut self) -> Result<(), Contradiction> {
        loop {
            // Cells with at least one candidate, and with at least two; a solved cell
            // counts as both, so that it is never a single.
            let (mut once, mut twice) = (self.solved, self.solved);
            for word in self.places {
                twice |= once & word;
                once |= word;
            }
            if once & CELLS != CELLS {
                return Err(Contradiction); // an open cell with no candidate
            }
            let singles = CELLS & !twice;
            if singles == 0 {
                return Ok(());
            }
            self.solved |= singles;
            for digit in 0..9 {
                // Each cell is in no other digit's word: it had one candidate.
                let mine = singles & self.places[digit];
                if mine == 0 {
                    continue;
                }
                let (mut left, mut peers) = (mine, 0);
                while left != 0 {
                    let bit = left.trailing_zeros() as usize;
                    left &= left - 1;
                    peers |= PEERS[bit];
                    self.cells[usize::from(CELL_OF_BIT[bit])] = digit as u8 + 1;
                }
                // Two singles of the digit in one house: no completion holds both.
                if peers & mine != 0 {
                    return Err(Contradiction);
                }
                self.places[digit] &= !(peers | mine);
                self.placed[digit] |= mine;
            }
        }
    }

    /// Places digits that have one cell left in a row, box or column; whether it placed
    /// any. The lone places of every digit are found at once, on the same state: each is
    /// still the digit's only place in its house after the others are placed, since a
    /// placement only takes cells away.
    #[cfg_attr(not(debug_assertions), inline(always))]
    fn hidden_singles(&mut self) -> Result<bool, Contradiction> {
        let lone_places = lone::lone_places(&self.places);
        let mut placed_any = false;
        for (digit, mut lone) in lone_places.into_iter().enumerate() {
            placed_any |= lone != 0;
            while lone != 0 {
                let bit = lone.trailing_zeros();
                lone &= lone - 1;
                // Each is the digit's only place in a house: two that see each other
                // cannot both hold it, nor can a cell another digit has taken.
                let cell = BIT[bit as usize];
                if self.places[digit] & cell == 0 {
                    return Err(Contradiction);
                }
                for word in &mut self.places {
                    *word &= !cell;
                }
                self.solved |= cell;
                self.record(digit, bit);
            }
        }
        Ok(placed_any)
    }

    /// Writes `digit` into the cell at word bit `bit`, already in `solved` and in no other
    /// digit's word: the digit leaves the cell's peers.
    #[inline(always)]
    fn record(&mut self, digit: usize, bit: u32) {
        let bit = bit as usize;
        self.places[digit] &= !(PEERS[bit] | BIT[bit]);
        self.placed[digit] |= BIT[bit];
        self.cells[usize::from(CELL_OF_BIT[bit])] = digit as u8 + 1;
    }

    /// The band-wise board of the same candidates, propagated the rest of the way.
    #[cfg_attr(not(debug_assertions), inline(always))]
    fn to_board(&self) -> Result<Board, Contradiction> {
        let mut places = [[0u32; 9]; 3];
        let mut unsolved = [0u32; 3];
        for (band, (words, open)) in places.iter_mut().zip(&mut unsolved).enumerate() {
            let shift = 32 * band;
            *open = (!self.solved >> shift) as u32 & BAND_ALL;
            for (word, (candidates, placed)) in
                words.iter_mut().zip(self.places.iter().zip(&self.placed))
            {
                *word = ((candidates | placed) >> shift) as u32 & BAND_ALL;
            }
        }
        Board::from_candidates(places, unsolved)
    }
}

const fn word_bit(cell: usize) -> u32 {
    let (band, bit) = locate(cell);
    32 * band as u32 + bit
}

const fn cell_of_bit() -> [u8; 96] {
    let mut table = [0u8; 96];
    let mut cell = 0;
    while cell < 81 {
        table[word_bit(cell) as usize] = cell as u8;
        cell += 1;
    }
    table
}

/// The houses of a cell: rows 0..9, columns 9..18, boxes 18..27.
const fn houses_of(cell: usize) -> [usize; 3] {
    let (row, column) = (cell / 9, cell % 9);
    [row, 9 + column, 18 + row / 3 * 3 + column / 3]
}

/// The cells of each house, numbered as by [`houses_of`].
const fn house_cells() -> [u128; 27] {
    let mut table = [0u128; 27];
    let mut cell = 0;
    while cell < 81 {
        let houses = houses_of(cell);
        let mut k = 0;
        while k < 3 {
            table[houses[k]] |= 1 << word_bit(cell);
            k += 1;
        }
        cell += 1;
    }
    table
}

const fn bits() -> [u128; 96] {
    let mut table = [0u128; 96];
    let mut bit = 0;
    while bit < 96 {
        table[bit] = 1 << bit;
        bit += 1;
    }
    table
}

const fn peers() -> [u128; 96] {
    let cells = house_cells();
    let mut table = [0u128; 96];
    let mut cell = 0;
    while cell < 81 {
        let houses = houses_of(cell);
        let mut mask = 0u128;
        let mut k = 0;
        while k < 3 {
            mask |= cells[houses[k]];
            k += 1;
        }
        table[word_bit(cell) as usize] = mask & !(1 << word_bit(cell));
        cell += 1;
    }
    table
}

// The layout above relies on the band words of `tables`: three rows of ten bits.
const _: () = assert!(ROW_STRIDE == 10 && BAND_ALL < 1 << 29);

#[cfg(test)]
mod tests;
