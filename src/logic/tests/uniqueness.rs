//! Unique loops and BUG where Sudoku Explainer finds them: on a puzzle of the rated bank
//! whose step log (serate's) shows the pattern, the solve reaches the same pattern, of the
//! same type, over the same cells, rated as Sudoku Explainer rates it, and the checker
//! passes it.

use super::check::check_hint;
use super::{cell, names, puzzle};
use crate::logic::hint::{Hint, Technique};
use crate::logic::state::State;
use crate::logic::steps;
use crate::logic::unique_solution;
use crate::logic::workspace::Scratch;

/// The first hint of `technique` in the step-by-step solve of `line`, checked.
fn first_hint(line: &str, technique: Technique) -> Hint {
    steps::without_chain_searches();
    let givens = puzzle(line);
    let solution = unique_solution(&givens, &mut Scratch::fresh()).expect("a proper puzzle");
    let mut state = State::new(&givens, None);
    while !state.is_solved() {
        let hint = *steps::next(&state, &solution, &mut Scratch::fresh())
            .expect("a step")
            .hint();
        check_hint(&state, &solution, &hint);
        if hint.technique() == technique {
            return hint;
        }
        steps::apply(&mut state, &hint);
    }
    panic!("no {technique} in {line}");
}

fn sorted(cells: &[u8]) -> Vec<u8> {
    let mut cells = cells.to_vec();
    cells.sort_unstable();
    cells
}

fn mask(digits: &[u8]) -> u16 {
    digits
        .iter()
        .fold(0, |mask, &digit| mask | 1 << (digit - 1))
}

#[test]
fn unique_loops_are_sudoku_explainers() {
    // serate: "Unique Loop 6 type 1: Cells r1c2,r1c7,r2c7,r2c3,r8c3,r8c2 on 2, 5", 4.6.
    let hint = first_hint(
        "906040000400300000017050009060008000074601950000500060800060720000004003000020805",
        Technique::UniqueLoop,
    );
    let loop_cells = ["r1c2", "r1c7", "r2c7", "r2c3", "r8c3", "r8c2"];
    assert_eq!(sorted(hint.cell_list()), names(&loop_cells));
    assert_eq!((hint.digits(), hint.tenths()), (mask(&[2, 5]), 46));
    // serate: "Unique Loop 6 type 2: Cells r1c2,r3c2,r3c7,r2c7,r2c5,r1c5 on 5, 8", 4.6.
    let hint = first_hint(
        "000000000290601047000427000310000084000804000006030700070103060400000005008596400",
        Technique::UniqueLoopType2,
    );
    let loop_cells = ["r1c2", "r3c2", "r3c7", "r2c7", "r2c5", "r1c5"];
    assert_eq!(sorted(hint.cell_list()), names(&loop_cells));
    assert_eq!((hint.digits(), hint.tenths()), (mask(&[5, 8]), 46));
    // serate: "Unique Loop 6 type 3: Cells r4c3,r4c4,r6c4,r6c1,r9c1,r9c3 on 7, 8", with a
    // naked pair with r8c3 on 1 and 5 in the box: 4.7.
    let hint = first_hint(
        "300007000670102000080006040900020030500090008010030004030500010000203087000400002",
        Technique::UniqueLoopType3,
    );
    let loop_cells = ["r4c3", "r4c4", "r6c4", "r6c1", "r9c1", "r9c3"];
    assert_eq!(sorted(hint.cell_list()), names(&loop_cells));
    assert_eq!((hint.digits(), hint.tenths()), (mask(&[7, 8]), 47));
    assert_eq!(hint.house_list(), [24]);
    assert_eq!(
        hint.pattern_masks()[usize::from(cell("r8c3"))],
        mask(&[1, 5])
    );
    // serate: "Unique Loop 6 type 4: Cells r2c7,r2c9,r9c9,r9c6,r7c6,r7c7 on 5, 1": 5 lies
    // only in r2c9 and r9c9 in the column, so 1 leaves both: 4.6.
    let hint = first_hint(
        "050102060000070000601050702002060800060809050900507004040000070005406300000080000",
        Technique::UniqueLoopType4,
    );
    let loop_cells = ["r2c7", "r2c9", "r9c9", "r9c6", "r7c6", "r7c7"];
    assert_eq!(sorted(hint.cell_list()), names(&loop_cells));
    assert_eq!((hint.digits(), hint.tenths()), (mask(&[1, 5]), 46));
    let removed: Vec<(u8, u16)> = hint
        .eliminations()
        .map(|(cell, mask)| (cell.index() as u8, mask))
        .collect();
    assert_eq!(removed, [(cell("r2c9"), 1), (cell("r9c9"), 1)]);
}

#[test]
fn bug_types_2_to_4_are_sudoku_explainers() {
    // serate: "BUG type 2: r1c4,r2c8 on 6", 5.7.
    let hint = first_hint(
        "700005801002084000600000090120308000080050070000401082060000008000140300207800005",
        Technique::BugType2,
    );
    assert_eq!(sorted(hint.cell_list()), names(&["r1c4", "r2c8"]));
    assert_eq!((hint.digits(), hint.tenths()), (mask(&[6]), 57));
    // serate: "BUG type 3: r3c6,r3c8 on 6, 7, 9": a naked triple, 5.9.
    let hint = first_hint(
        "502000608003902500000000000030207010050000020400000009060519080090000060301080902",
        Technique::BugType3,
    );
    // The BUG cells first, then the subset's other cells.
    assert_eq!(sorted(&hint.cell_list()[..2]), names(&["r3c6", "r3c8"]));
    assert_eq!(hint.cell_list().len(), 4);
    assert_eq!(hint.tenths(), 59);
    // serate: "BUG type 4: r6c9,r7c9 on 3", 5.7.
    let hint = first_hint(
        "100000009009730200070100040000080790030602050087010000090007080003058600700000004",
        Technique::BugType4,
    );
    let bugs = names(&["r6c9", "r7c9"]);
    assert_eq!(sorted(hint.cell_list()), bugs);
    let pattern = hint.pattern_masks();
    let both = pattern[usize::from(bugs[0])] & pattern[usize::from(bugs[1])] & !hint.digits();
    assert_eq!((both, hint.tenths()), (mask(&[3]), 57));
}
