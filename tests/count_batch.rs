//! `count_batch`: the batch form of `Grid::count_solutions`, which the CLI's `--count` uses.

mod common;

use common::{Rng, random_puzzle, random_tampered};
use sudoku::{Grid, count_batch};

#[test]
fn batch_counts_equal_single_counts() {
    let mut rng = Rng::new(0xC0_0A7);
    let mut grids: Vec<Grid> = (0..600)
        .map(|index| {
            let blanks = 20 + rng.below(62);
            let cells = if index % 3 == 0 {
                random_tampered(&mut rng, blanks)
            } else {
                random_puzzle(&mut rng, blanks)
            };
            Grid::new(cells)
        })
        .collect();
    let mut clash = [0u8; 81];
    clash[0] = 5;
    clash[1] = 5;
    grids.push(Grid::new(clash));
    for limit in [1, 2, 50] {
        let single: Vec<_> = grids.iter().map(|g| g.count_solutions(limit)).collect();
        assert!(single.contains(&Ok(0)), "no grid without completion");
        assert!(single.contains(&Ok(limit)), "no grid at the limit");
        assert!(single.iter().any(Result::is_err), "no clashing grid");
        for threads in [1, 2, 0] {
            assert_eq!(
                count_batch(&grids, limit, threads),
                single,
                "limit {limit}, {threads} threads"
            );
        }
    }
    assert!(count_batch(&[], 2, 0).is_empty());
}
