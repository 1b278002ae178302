//! The lines of chain hints (`Grid::hint_chain`) and their step-by-step sentences
//! (`ChainHint::explained`), on every chain step of puzzles Sudoku Explainer rated: each line has
//! the shape its kind says, ends where the hint concludes, and a line that starts from what
//! the solution holds says only what the solution holds.

use sudoku::{ChainHint, ChainKind, ChainStep, Grid, Hint, PuzzleError, Technique};

use crate::hints::take_step;

/// The techniques whose hints are chains.
const CHAIN_TECHNIQUES: [Technique; 8] = [
    Technique::BidirectionalCycle,
    Technique::ForcingChain,
    Technique::NishioForcingChain,
    Technique::MultipleForcingChains,
    Technique::DynamicForcingChains,
    Technique::DynamicForcingChainsPlus,
    Technique::NestedForcingChains,
    Technique::NestedMultipleForcingChains,
];

const BANK: &str = include_str!("data/se_rated_bank_1k.txt");

/// Puzzles of the bank: the first 16 whose rating needs chains (SE 6.5 to 7.9), and the
/// first 12 that need the dynamic ones (8.5 and up).
fn chain_puzzles() -> impl Iterator<Item = Grid> {
    let rated = |low: f32, high: f32| {
        BANK.lines().filter_map(move |line| {
            let mut fields = line.split_whitespace();
            let (_, puzzle, rating) = (fields.next()?, fields.next()?, fields.next()?);
            let rating: f32 = rating.parse().ok()?;
            (low <= rating && rating < high)
                .then(|| puzzle.parse().expect("the bank's puzzles parse"))
        })
    };
    rated(6.5, 8.0).take(16).chain(rated(8.5, 20.0).take(12))
}

/// Every chain hint of a logic solve of `puzzle`, with its lines; and that every other hint
/// has none, and is the hint `Grid::hint_with_givens` gives.
fn chain_hints(puzzle: &Grid) -> Vec<ChainHint> {
    let mut player = *puzzle;
    let mut marks = puzzle.candidates().unwrap();
    let mut found = Vec::new();
    loop {
        let chained = match player.hint_chain(Some(puzzle), Some(&marks)) {
            Ok(chained) => chained,
            Err(PuzzleError::Solved) => return found,
            Err(error) => panic!("{error}"),
        };
        let hint = *chained.hint();
        assert_eq!(player.hint_with_givens(puzzle, Some(&marks)), Ok(hint));
        if CHAIN_TECHNIQUES.contains(&hint.technique()) {
            found.push(chained);
        } else {
            assert!(chained.chain().is_none(), "{hint}");
        }
        take_step(&hint, &mut player, &mut marks);
    }
}

/// Whether `step` agrees with the solution.
fn holds(step: ChainStep, solution: &Grid) -> bool {
    (solution.get(step.cell()) == step.digit()) == step.is_on()
}

fn opposite(step: ChainStep) -> (usize, u8, bool) {
    (step.cell().index(), step.digit(), !step.is_on())
}

fn parts(step: ChainStep) -> (usize, u8, bool) {
    (step.cell().index(), step.digit(), step.is_on())
}

/// Whether the hint concludes `step`: places its digit, or removes it.
fn concludes(hint: &Hint, step: ChainStep) -> bool {
    if step.is_on() {
        hint.placement() == Some((step.cell(), step.digit()))
    } else {
        hint.eliminates(step.cell(), step.digit())
    }
}

#[test]
fn chain_hints_carry_lines_of_the_shape_their_kind_says() {
    let mut kinds_seen = [0usize; 11];
    for puzzle in chain_puzzles() {
        let solution = puzzle.solve().unwrap();
        for chained in chain_hints(&puzzle) {
            let hint = chained.hint();
            let chain = chained
                .chain()
                .unwrap_or_else(|| panic!("no chain: {hint}"));
            let kind = chain.kind().expect("a chain has a kind");
            kinds_seen[kind as usize] += 1;
            let lines: Vec<Vec<ChainStep>> = chain.lines().map(|l| l.steps().collect()).collect();
            assert!(lines.iter().all(|line| !line.is_empty()), "{hint}");
            let first = lines[0][0];
            let ends: Vec<ChainStep> = lines.iter().map(|line| *line.last().unwrap()).collect();
            match kind {
                ChainKind::XCycle | ChainKind::YCycle | ChainKind::Cycle => {
                    assert_eq!(lines.len(), 1, "{hint}");
                    assert!(lines[0].len() >= 4, "{hint}");
                }
                ChainKind::ForcingX | ChainKind::Forcing => {
                    assert_eq!(lines.len(), 1, "{hint}");
                    assert_eq!(parts(ends[0]), opposite(first), "{hint}");
                    assert!(concludes(hint, ends[0]), "{hint}");
                    assert!(!holds(first, &solution), "{hint}");
                }
                ChainKind::Nishio | ChainKind::Contradiction => {
                    assert_eq!(lines.len(), 2, "{hint}");
                    assert_eq!(lines[1][0], first, "{hint}");
                    assert_eq!(parts(ends[1]), opposite(ends[0]), "{hint}");
                    assert!(!holds(first, &solution), "{hint}");
                    let (cell, digit, on) = opposite(first);
                    let conclusion = ChainStep::new(sudoku::Cell::new(cell).unwrap(), digit, on);
                    assert!(concludes(hint, conclusion), "{hint}");
                }
                ChainKind::Cell | ChainKind::Region | ChainKind::DoubleForcing => {
                    assert!(lines.len() >= 2, "{hint}");
                    assert!(ends.iter().all(|&end| end == ends[0]), "{hint}");
                    assert!(concludes(hint, ends[0]), "{hint}");
                    // The branch that starts from what the solution holds is true step by
                    // step: every inference on it is the solution's.
                    let true_lines: Vec<_> = lines
                        .iter()
                        .filter(|line| holds(line[0], &solution))
                        .collect();
                    assert_eq!(true_lines.len(), 1, "{hint}");
                    assert!(
                        true_lines[0].iter().all(|&step| holds(step, &solution)),
                        "{hint}"
                    );
                }
                kind => panic!("a kind this test does not know: {kind:?}"),
            }
            let explained = chained.explained().to_string();
            assert!(
                explained.starts_with(&format!("{}: ", hint.technique())),
                "{explained}"
            );
            assert!(explained.ends_with('.'), "{explained}");
            assert!(explained.len() > hint.to_string().len() / 2, "{explained}");
        }
    }
    // The slice reaches every kind but X-cycles and double forcing chains (checked where
    // they come, and by the unit tests of the sentences).
    for kind in [
        ChainKind::YCycle,
        ChainKind::Cycle,
        ChainKind::Forcing,
        ChainKind::Cell,
        ChainKind::Region,
        ChainKind::Contradiction,
    ] {
        assert!(kinds_seen[kind as usize] > 0, "no {kind:?} in the slice");
    }
}

#[test]
fn a_cell_forcing_chain_is_told_branch_by_branch() {
    for puzzle in chain_puzzles() {
        for chained in chain_hints(&puzzle) {
            let Some(chain) = chained.chain() else {
                continue;
            };
            if chain.kind() != Some(ChainKind::Cell) {
                continue;
            }
            let explained = chained.explained().to_string();
            let lines: Vec<Vec<ChainStep>> = chain.lines().map(|l| l.steps().collect()).collect();
            // One "if" per branch, each branch's steps in order, the shared end last.
            assert_eq!(
                explained.matches("if r").count(),
                lines.len(),
                "{explained}"
            );
            assert!(explained.contains("; either way "), "{explained}");
            for line in &lines {
                let start = line[0];
                let told = format!(
                    "if r{}c{} is {}",
                    start.cell().row() + 1,
                    start.cell().column() + 1,
                    start.digit()
                );
                assert!(explained.contains(&told), "{told} in {explained}");
            }
            return;
        }
    }
    panic!("no cell forcing chain in the slice");
}

#[test]
fn other_hints_have_no_chain_and_tell_the_same_sentence() {
    let puzzle: Grid = support::SAMPLE.parse().unwrap();
    let chained = puzzle.hint_chain(None, None).unwrap();
    assert_eq!(Ok(*chained.hint()), puzzle.hint(None));
    assert!(chained.chain().is_none());
    let sentence = chained.hint().to_string();
    assert_eq!(chained.explained().to_string(), sentence);
    let mut buffer = [0u8; 8];
    assert_eq!(chained.write_explained_text(&mut buffer), sentence.len());
}
