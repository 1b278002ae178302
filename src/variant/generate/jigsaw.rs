//! Random jigsaw layouts: `size` connected regions of `size` cells, made from the boxes (or,
//! for a prime size, the rows) by many random exchanges of two cells between their regions,
//! each cell next to the other's region, each exchange kept only when both regions stay
//! connected; then checked with the search to admit a completion under all the layout's
//! rules, and mixed further when not.

use crate::generate::rng::Random;
use crate::variant::generate::LayoutGenerateError;
use crate::variant::layout::{Layout, LayoutBuilder, box_shape};
use crate::variant::search::{OutOfWork, Search};

/// Exchanges kept per cell before the first check: enough that no box survives whole.
const EXCHANGES_PER_CELL: usize = 4;
/// Exchanges tried per exchange kept, at most (most exchanges keep both regions connected).
const TRIES_PER_EXCHANGE: usize = 50;
/// Work of the search for a completion of one candidate layout, per cell.
const TRY_WORK_PER_CELL: u64 = 1024;

impl LayoutBuilder {
    /// These rules with random irregular regions (jigsaw) for `seed` in place of the boxes:
    /// `size` connected regions of `size` cells whose layout, with every other rule of this
    /// builder, admits a completed grid (the search found one). The same seed and rules give
    /// the same layout. `max_work` bounds the searches ([`LayoutGenerateError::WorkLimit`]).
    ///
    /// ```
    /// use sudoku::{Layout, LayoutGenerateOptions, LayoutGrid};
    ///
    /// let layout = Layout::builder(9).random_regions(5, 10_000_000)?;
    /// assert_eq!(layout, Layout::builder(9).random_regions(5, 10_000_000)?);
    /// let puzzle = LayoutGrid::generate(&layout, 1, &LayoutGenerateOptions::new())?;
    /// assert!(puzzle.to_string().starts_with("9x9 jigsaw: "));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn random_regions(self, seed: u64, max_work: u64) -> Result<Layout, LayoutGenerateError> {
        let size = self.size();
        // The rules are checked once with the boxes' regions, so that a bad size or rule is
        // named before any work.
        let mut regions = start_regions(size);
        let check = self.clone().regions(&regions).build();
        check.map_err(LayoutGenerateError::Layout)?;
        let mut random = Random::new(seed);
        let mut work_left = max_work;
        loop {
            mix(&mut regions, size, &mut random);
            let layout = self
                .clone()
                .regions(&regions)
                .build()
                .map_err(LayoutGenerateError::Layout)?;
            let cells = vec![0; size * size];
            // A layout whose completion a short search does not find is dropped for another:
            // refuting one can take far longer than mixing anew.
            let attempt = work_left.min(TRY_WORK_PER_CELL * (size * size) as u64);
            let mut search = Search::new(&layout.inner, attempt)
                .with_random(Random::new(seed ^ work_left.rotate_left(17)));
            let found = search
                .start(&cells)
                .and_then(|board| board.map_or(Ok(None), |board| search.find(board)));
            match found {
                Ok(Some(_)) => return Ok(layout),
                Err(OutOfWork) if attempt == work_left => {
                    return Err(LayoutGenerateError::WorkLimit);
                }
                Ok(None) | Err(OutOfWork) => work_left -= search.used().min(work_left),
            }
        }
    }
}

/// The regions to mix from: the boxes, or the rows of a prime size.
fn start_regions(size: usize) -> Vec<u8> {
    (0..size * size)
        .map(|cell| {
            let (row, column) = (cell / size, cell % size);
            let region = match box_shape(size) {
                Some((rows, columns)) => row / rows * (size / columns) + column / columns,
                None => row,
            };
            region as u8
        })
        .collect()
}

/// Exchanges the regions of two random cells, each next to the other's region, keeping each
/// exchange that leaves both regions connected, `EXCHANGES_PER_CELL` times per cell.
fn mix(regions: &mut [u8], size: usize, random: &mut Random) {
    let cells = size * size;
    let wanted = cells * EXCHANGES_PER_CELL;
    let mut kept = 0;
    for _ in 0..wanted * TRIES_PER_EXCHANGE {
        if kept == wanted {
            return;
        }
        // A cell of one region next to another region, and a cell of that region next to
        // the first (the two need not touch: on a 4x4, every exchange of touching cells
        // between 2x2 boxes cuts a box in two).
        let cell = random.below(cells);
        let next = neighbours(cell, size);
        let (first, second) = (regions[cell], regions[next[random.below(next.len())]]);
        if first == second {
            continue;
        }
        let touching: Vec<usize> = (0..cells)
            .filter(|&other| {
                regions[other] == second
                    && neighbours(other, size)
                        .iter()
                        .any(|&near| regions[near] == first)
            })
            .collect();
        let other = touching[random.below(touching.len())];
        regions.swap(cell, other);
        if connected(regions, size, first) && connected(regions, size, second) {
            kept += 1;
        } else {
            regions.swap(cell, other);
        }
    }
}

/// The cells above, below, left and right of `cell`.
fn neighbours(cell: usize, size: usize) -> Vec<usize> {
    let (row, column) = (cell / size, cell % size);
    let mut next = Vec::with_capacity(4);
    if row > 0 {
        next.push(cell - size);
    }
    if row + 1 < size {
        next.push(cell + size);
    }
    if column > 0 {
        next.push(cell - 1);
    }
    if column + 1 < size {
        next.push(cell + 1);
    }
    next
}

/// Whether the cells of `region` form one piece, neighbours sharing a side.
pub(crate) fn connected(regions: &[u8], size: usize, region: u8) -> bool {
    let Some(start) = regions.iter().position(|&r| r == region) else {
        return true;
    };
    let mut reached = vec![false; regions.len()];
    reached[start] = true;
    let mut stack = vec![start];
    let mut count = 0;
    while let Some(cell) = stack.pop() {
        count += 1;
        for next in neighbours(cell, size) {
            if regions[next] == region && !reached[next] {
                reached[next] = true;
                stack.push(next);
            }
        }
    }
    count == regions.iter().filter(|&&r| r == region).count()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn mixed_regions_stay_connected_and_full() {
        for size in [4, 5, 7, 9, 12] {
            let mut regions = start_regions(size);
            mix(&mut regions, size, &mut Random::new(size as u64));
            assert_ne!(regions, start_regions(size));
            for region in 0..size as u8 {
                assert!(connected(&regions, size, region), "size {size}");
                assert_eq!(regions.iter().filter(|&&r| r == region).count(), size);
            }
        }
        assert!(!connected(&[0, 1, 1, 0], 2, 0));
        assert!(connected(&[0, 0, 1, 1], 2, 0));
    }
}
