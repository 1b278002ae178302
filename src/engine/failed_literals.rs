//! Failed-literal probing: a candidate whose placement propagates to a contradiction is
//! removed from its cell.

use super::board::{Board, Contradiction};
use super::tables::locate;

/// Placements that one probing of a grid may try: some tens of microseconds.
pub(crate) const PROBES: u64 = 512;

twins! {
    /// Probes the open cells of a propagated `board`, last row first, each candidate placed in a
    /// copy and propagated, until a pass removes nothing or `probes` runs out (each placement
    /// tried spends one). `Err`: no completion.
    ///
    /// A placement that a probe's propagation made is not probed itself until the board
    /// changes: propagation is monotone, so from the weaker state of that one placement it
    /// reaches part of the same consistent state, never a contradiction. On a dense grid one
    /// probe places many digits, so most candidates are skipped this way.
    pub(crate) fn probe(board: &mut Board, probes: &mut u64) -> Result<(), Contradiction> = probe_within;
}

/// [`probe`], inlined into each of its twins.
#[cfg_attr(not(debug_assertions), inline(always))]
fn probe_within(board: &mut Board, probes: &mut u64) -> Result<(), Contradiction> {
    loop {
        let mut removed = false;
        // Placements known to propagate without contradiction, as the board's words.
        let mut consistent = [[0u32; 9]; 3];
        for cell in (0..81).rev() {
            if !board.is_open(cell) {
                continue;
            }
            let (band, bit) = locate(cell);
            let mut digits = board.candidates(cell);
            while digits != 0 {
                let digit = digits.trailing_zeros() as usize;
                digits &= digits - 1;
                if consistent[band][digit] >> bit & 1 != 0 {
                    continue;
                }
                if *probes == 0 {
                    return Ok(());
                }
                *probes -= 1;
                let mut trial = *board;
                if trial
                    .place(cell, digit)
                    .and_then(|()| trial.propagate())
                    .is_ok()
                {
                    for (band, words) in consistent.iter_mut().enumerate() {
                        let solved = !trial.unsolved[band];
                        for (known, word) in words.iter_mut().zip(trial.places[band]) {
                            *known |= word & solved;
                        }
                    }
                    continue;
                }
                board.restrict(cell, board.candidates(cell) & !(1 << digit));
                board.settle()?;
                removed = true;
                consistent = [[0; 9]; 3];
                if !board.is_open(cell) {
                    break;
                }
                digits &= board.candidates(cell);
            }
        }
        if !removed {
            return Ok(());
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn board(text: &str) -> Result<Board, Contradiction> {
        let mut cells = [0u8; 81];
        for (cell, digit) in cells.iter_mut().zip(text.bytes()) {
            *cell = digit - b'0';
        }
        Board::from_givens(&cells)
    }

    /// A dense grid with no completion, from the worst-case search: propagation leaves it
    /// open (depth-first search spent thousands of nodes on it), probing refutes it.
    #[test]
    fn refutes_a_grid_that_propagation_leaves_open() {
        let mut grid = board(
            "000000500400800000000300000000040700080000010010000090700500420500090000000020030",
        )
        .expect("propagation alone finds no contradiction");
        let mut probes = 512;
        assert_eq!(probe(&mut grid, &mut probes), Err(Contradiction));
        assert!(probes < 512);
    }

    /// Every candidate the only completion uses survives, on puzzles thinned from a solved
    /// grid until they have many completions; and the budget is spent one placement at a time.
    #[test]
    fn keeps_the_completions_and_the_budget() {
        let solved: Vec<u8> =
            "534678912672195348198342567859761423426853791713924856961537284287419635345286179"
                .bytes()
                .map(|digit| digit - b'0')
                .collect();
        let mut state = 0x9e37_79b9_7f4a_7c15u64;
        for round in 0..200 {
            let mut cells = [0u8; 81];
            cells.copy_from_slice(&solved);
            let blanks = 30 + round % 45;
            for _ in 0..blanks {
                state = state
                    .wrapping_mul(6_364_136_223_846_793_005)
                    .wrapping_add(1);
                cells[(state >> 33) as usize % 81] = 0;
            }
            let mut grid = Board::from_givens(&cells).unwrap();
            let mut probes = 64;
            probe(&mut grid, &mut probes).unwrap();
            for (cell, &digit) in solved.iter().enumerate() {
                assert_ne!(grid.candidates(cell) & 1 << (digit - 1), 0, "round {round}");
            }
            let mut none = 0;
            let before = grid;
            probe(&mut grid, &mut none).unwrap();
            assert_eq!(grid, before, "no budget, no change");
        }
    }
}
