//! Pencil marks, hints and their sentences, and ratings, through the public Rust API.

use sudoku::{
    Candidates, Cell, GenerateOptions, Grid, Hint, Level, MistakeKind, PuzzleError, STEP_KINDS,
    SolveError, Technique,
};

use support::SAMPLE;

fn grid(text: &str) -> Grid {
    text.parse().expect("a grid")
}

pub fn givens(grid: &Grid) -> usize {
    grid.cells().iter().filter(|&&value| value != 0).count()
}

#[test]
fn candidates_are_the_digits_no_filled_peer_holds() {
    let puzzle = grid(SAMPLE);
    let marks = puzzle.candidates().unwrap();
    let at = |row, column| Cell::at(row, column).unwrap();
    // r1c1 holds 1: its own digit.
    assert_eq!(marks.get(at(0, 0)), 1 << 0);
    // r1c2 is empty: row 1 holds 1, 3, 5, 9; column 2 holds 6; box 1 holds 1, 2, 3.
    assert_eq!(marks.digits(at(0, 1)).collect::<Vec<_>>(), [4, 7, 8]);
    assert!(marks.contains(at(0, 1), 4) && !marks.contains(at(0, 1), 3));
    // Errors as validate's, and no solving: an unsolvable grid without clashes has marks.
    let mut clash = puzzle;
    clash.set(at(0, 1), 1);
    assert!(matches!(
        clash.candidates(),
        Err(SolveError::Conflict { .. })
    ));
    let mut invalid = puzzle;
    invalid.set(at(8, 8), 10);
    assert!(matches!(
        invalid.candidates(),
        Err(SolveError::InvalidCell { .. })
    ));
}

/// Sudoku Explainer's direct techniques, met on the way through two generated puzzles: the
/// hint places the hidden single its pattern leaves, names the pattern's houses and cells,
/// and lists the pattern's removals, which are its reason (sound, and not made by the step).
#[test]
fn direct_hints_place_the_single_their_pattern_leaves() {
    let at = |row, column| Cell::at(row, column).unwrap();
    let pointing =
        grid("010003500003004000000100037001340079000900010080010060700001042800400090140000056");
    let hint = pointing.hint(None).unwrap();
    assert_eq!(hint.technique(), Technique::DirectPointing);
    assert_eq!(
        hint.to_string(),
        "Direct pointing: in box 9, 8 lies only in column 7, so 8 is removed from r2c7, r3c7, \
         r4c7 and r5c7; then in box 6, 8 fits only r5c9."
    );
    assert_eq!(hint.placement(), Some((at(4, 8), 8)));
    assert_eq!(
        hint.houses().map(|h| h.to_string()).collect::<Vec<_>>(),
        ["box 9", "column 7", "box 6"]
    );
    assert!(hint.eliminates(at(4, 6), 8) && !hint.eliminates(at(6, 6), 8));
    let triple =
        grid("085607403309524010400008005918002654040965381536481279000206000020809500000003042");
    let hint = triple.hint(None).unwrap();
    assert_eq!(hint.technique(), Technique::DirectHiddenTriple);
    assert_eq!(
        hint.to_string(),
        "Direct hidden triple: in row 9, 6, 8 and 9 fit only r9c1, r9c2 and r9c7, so 1 and 7 \
         are removed from r9c1 and r9c7, and 5 and 7 from r9c2; then in row 9, 5 fits only \
         r9c5."
    );
    assert_eq!(hint.placement(), Some((at(8, 4), 5)));
    assert_eq!(
        hint.cells().collect::<Vec<_>>(),
        [at(8, 0), at(8, 1), at(8, 6), at(8, 4)]
    );
    assert_eq!(hint.digits(), 0b1_1010_0000);
    let solution = triple.solve().unwrap();
    for (cell, mask) in hint.eliminations() {
        assert_eq!(mask & 1 << (solution.get(cell) - 1), 0);
    }
}

#[test]
fn first_hints_of_the_sample_are_pinned() {
    let puzzle = grid(SAMPLE);
    let hint = puzzle.hint(None).unwrap();
    assert_eq!(hint.technique(), Technique::HiddenSingle);
    assert_eq!(
        hint.to_string(),
        "Hidden single: in box 1, 4 fits only r1c2."
    );
    assert_eq!(hint.placement(), Some((Cell::at(0, 1).unwrap(), 4)));
    assert_eq!(
        hint.houses()
            .map(|house| house.to_string())
            .collect::<Vec<_>>(),
        ["box 1"]
    );
    assert_eq!(hint.cells().collect::<Vec<_>>(), [Cell::at(0, 1).unwrap()]);
}

#[test]
fn text_is_cut_to_the_buffer_and_always_terminated() {
    let hint = grid(SAMPLE).hint(None).unwrap();
    let sentence = hint.to_string();
    let needed = hint.write_text(&mut []);
    assert_eq!(needed, sentence.len());
    for len in 0..needed + 3 {
        // Bytes past `len` are a sentinel that must survive.
        let mut buffer = [0xAAu8; 64];
        assert_eq!(hint.write_text(&mut buffer[..len]), needed);
        assert!(
            buffer[len..].iter().all(|&byte| byte == 0xAA),
            "wrote past {len}"
        );
        if len > 0 {
            let kept = (len - 1).min(needed);
            assert_eq!(&buffer[..kept], &sentence.as_bytes()[..kept]);
            assert_eq!(buffer[kept], 0, "NUL after {kept} bytes");
        }
    }
}

#[test]
fn hints_say_why_they_cannot_be_given() {
    assert_eq!(Grid::EMPTY.hint(None), Err(PuzzleError::NotUnique));
    let solved = grid(SAMPLE).solve().unwrap();
    assert_eq!(solved.hint(None), Err(PuzzleError::Solved));
    let mut invalid = grid(SAMPLE);
    invalid.set(Cell::new(2).unwrap(), 12);
    assert!(matches!(
        invalid.hint(None),
        Err(PuzzleError::Solve(SolveError::InvalidCell { .. }))
    ));
    assert_eq!(Grid::EMPTY.rate(), Err(PuzzleError::NotUnique));
    assert!(matches!(
        grid(
            &"1".repeat(2)
                .chars()
                .chain("0".repeat(79).chars())
                .collect::<String>()
        )
        .rate(),
        Err(PuzzleError::Solve(SolveError::Conflict { .. }))
    ));
}

#[test]
fn a_wrong_entry_is_the_first_thing_a_hint_names() {
    let puzzle = grid(SAMPLE);
    let solution = puzzle.solve().unwrap();
    let cell = Cell::at(4, 4).unwrap();
    let mut player = puzzle;
    player.set(cell, solution.get(cell) % 9 + 1);
    let hint = player.hint_with_givens(&puzzle, None).unwrap();
    assert_eq!(hint.technique(), Technique::Mistake);
    assert_eq!(hint.mistake(), Some(MistakeKind::Entry));
    assert_eq!(hint.cells().collect::<Vec<_>>(), [cell]);
    assert_eq!(
        hint.to_string(),
        format!(
            "Mistake: r5c5 holds {}, which is not its solution.",
            player.get(cell)
        )
    );
    // Pencil marks without the solution's digit are a mistake too.
    let mut marks = puzzle.candidates().unwrap();
    marks.remove(cell, solution.get(cell));
    let hint = puzzle.hint(Some(&marks)).unwrap();
    assert_eq!(
        (hint.technique(), hint.mistake()),
        (Technique::Mistake, Some(MistakeKind::PencilMarks))
    );
    assert_eq!(
        hint.to_string(),
        "Mistake: the pencil marks of r5c5 leave out the digit the solution has there."
    );
}

/// Replays hints on a puzzle until it is solved: the techniques used, by number.
fn replay(puzzle: &Grid) -> [usize; STEP_KINDS] {
    let mut player = *puzzle;
    let mut marks: Candidates = puzzle.candidates().unwrap();
    let mut used = [0; STEP_KINDS];
    loop {
        let hint = match player.hint_with_givens(puzzle, Some(&marks)) {
            Ok(hint) => hint,
            Err(PuzzleError::Solved) => return used,
            Err(error) => panic!("{error}"),
        };
        used[usize::from(hint.technique().number())] += 1;
        take_step(&hint, &mut player, &mut marks);
    }
}

/// Takes a hint's step on a player's grid and pencil marks: its placement, or its
/// eliminations.
pub fn take_step(hint: &Hint, player: &mut Grid, marks: &mut Candidates) {
    match hint.placement() {
        Some((cell, digit)) => player.set(cell, digit),
        None => {
            for (cell, mask) in hint.eliminations() {
                for digit in (1..=9).filter(|d| mask & 1 << (d - 1) != 0) {
                    marks.remove(cell, digit);
                }
            }
        }
    }
}

#[test]
fn a_rating_counts_the_steps_hints_take() {
    let options = GenerateOptions::default();
    for seed in 0..25 {
        let puzzle = Grid::generate(seed, &options).unwrap();
        let rating = puzzle.rate().unwrap();
        let used = replay(&puzzle);
        for technique in Technique::ALL {
            assert_eq!(
                rating.steps(technique),
                used[usize::from(technique.number())],
                "{technique}"
            );
        }
        assert_eq!(rating.givens(), givens(&puzzle));
        let hardest = Technique::ALL
            .into_iter()
            .filter(|&technique| rating.steps(technique) > 0)
            .collect::<Vec<_>>();
        assert!(hardest.contains(&rating.hardest()));
        // A lower bound is always beyond; beyond is the range from 6.5.
        assert_eq!(
            rating.is_lower_bound(),
            rating.steps(Technique::SolutionDigit) > 0
        );
        assert!(!rating.is_lower_bound() || rating.level() == Level::Beyond);
        assert_eq!(rating.level() == Level::Beyond, rating.tenths() >= 65);
    }
}

#[test]
fn ratings_follow_the_scale() {
    // The sample needs singles only.
    let rating = grid(SAMPLE).rate().unwrap();
    assert_eq!(rating.level(), Level::Easy);
    assert!(rating.tenths() <= 23 && rating.value() <= 2.3);
    // "Easter Monster", a famous hard puzzle: Sudoku Explainer's second nested level (dynamic
    // forcing chains (+ multiple forcing chains)) at its hardest steps, and no step beyond.
    let monster =
        grid("100000002090400050006000700050903000000070000000850040700000600030009080002000001");
    let rating = monster.rate().unwrap();
    assert_eq!(rating.level(), Level::Beyond);
    assert!(!rating.is_lower_bound());
    assert_eq!(rating.hardest(), Technique::NestedMultipleForcingChains);
    assert_eq!(rating.steps(Technique::SolutionDigit), 0);
    assert!(rating.tenths() >= 110, "{}", rating.value());
    assert_eq!(rating.givens(), 21);
}
