//! 16 threads at once through the C ABI, on a mix of proper, sparse, dead-end, clashing and
//! invalid grids; every answer checked against the oracle.

mod common;

use std::sync::Barrier;

use common::contract::{check_batch_against, check_grid_against};
use common::oracle::{Expected, expected};
use common::{ANTI_BACKTRACKING, Rng, cells, random_puzzle, random_tampered};

const THREADS: usize = 16;

fn mixed_grids(count: usize) -> Vec<[u8; 81]> {
    let mut rng = Rng::new(1616);
    let mut grids: Vec<[u8; 81]> = (0..count)
        .map(|i| match i % 6 {
            0 => random_tampered(&mut rng, 25 + i % 50),
            1 => {
                let mut grid = random_puzzle(&mut rng, i % 82);
                grid[rng.below(81)] = 10 + rng.below(246) as u8;
                grid
            }
            2 => {
                let mut grid = random_puzzle(&mut rng, i % 82);
                grid[rng.below(81)] = grid[rng.below(81)];
                grid
            }
            _ => random_puzzle(&mut rng, i % 82),
        })
        .collect();
    grids.extend([[0; 81], cells(ANTI_BACKTRACKING)]);
    grids
}

#[test]
fn sixteen_threads_at_once_get_every_answer_right() {
    let grids = mixed_grids(600);
    let wants: Vec<Expected> = grids.iter().map(expected).collect();
    let mut statuses = [0usize; 5];
    for want in &wants {
        statuses[want.status() as usize] += 1;
    }
    println!("statuses of the mix: {statuses:?}");
    assert!(
        [0, 2, 3, 4].iter().all(|&s| statuses[s] >= 20),
        "mix too uniform: {statuses:?}"
    );

    let start = Barrier::new(THREADS);
    std::thread::scope(|scope| {
        for thread in 0..THREADS {
            let (grids, wants, start) = (&grids, &wants, &start);
            scope.spawn(move || {
                start.wait();
                // Each thread walks the grids from its own offset, so different inputs overlap.
                for step in 0..grids.len() {
                    let i = (step + thread * 37) % grids.len();
                    check_grid_against(&grids[i], &wants[i]);
                    if step % 100 == 0 {
                        let end = (i + 30).min(grids.len());
                        let threads = (thread % 3) as u32;
                        check_batch_against(
                            &grids[i..end],
                            &wants[i..end],
                            threads,
                            step % 200 == 0,
                        );
                    }
                }
            });
        }
    });
}
