//! Hints and ratings on the 9x9 layouts (`LayoutGrid::rate`, `LayoutGrid::hint_with`): the
//! ratings against Sukaku Explainer's (serate with the layout's option) on a slice of
//! generated variant puzzles, every hint of a solve sound against the solution on each kind
//! of layout, sentences that name the layout's houses, and the errors.

use sudoku::{
    Layout, LayoutGenerateOptions, LayoutGrid, LayoutGridError, LayoutHouse, MistakeKind, Technique,
};

/// `LAYOUT: CELLS RATING` lines, rated by serate.
const SE_RATINGS: &str = include_str!("data/layout_se_ratings.txt");

#[test]
fn ratings_match_sukaku_explainer_on_the_variants() {
    let mut checked = 0;
    for line in SE_RATINGS.lines().filter(|line| !line.starts_with('#')) {
        let (grid, rating) = line.rsplit_once(' ').expect("a rating after the grid");
        let puzzle: LayoutGrid = grid.parse().expect("a layout line");
        let expected: f64 = rating.parse().expect("a rating");
        let rating = puzzle
            .rate()
            .unwrap_or_else(|error| panic!("{line}: {error}"));
        assert_eq!(
            f64::from(rating.tenths()) / 10.0,
            expected,
            "{line}: rated {:?}",
            rating.hardest()
        );
        checked += 1;
    }
    assert!(checked >= 40, "{checked} puzzles");
}

/// The layouts whose hints are checked: each kind of house and rule.
const LAYOUTS: [&str; 8] = [
    "9x9 x",
    "9x9 windoku",
    "9x9 disjoint",
    "9x9 anti-knight",
    "9x9 anti-king",
    "9x9 diagonal extra=r1c1,r2c3,r5c5,r9c9",
    "9x9 x windoku disjoint",
    "9x9",
];

/// Solves `puzzle` by its hints alone, pencil marks kept as a player would, checking each
/// hint against the solution; returns the hints' sentences.
fn solve_by_hints(puzzle: &LayoutGrid) -> Vec<String> {
    let solution = puzzle.solve(u64::MAX).expect("a proper puzzle");
    let layout = puzzle.layout().clone();
    let mut cells = puzzle.cells().to_vec();
    let mut marks = puzzle.candidates().expect("valid givens");
    let mut sentences = Vec::new();
    // Each hint places a digit or removes a candidate: 81 * 9 steps at most.
    for _ in 0..81 * 9 {
        let player = LayoutGrid::new(layout.clone(), cells.clone()).expect("a grid");
        let hint = match player.hint_with(Some(puzzle), Some(&marks)) {
            Err(LayoutGridError::Solved) => {
                assert_eq!(cells, solution.cells());
                return sentences;
            }
            found => found.unwrap_or_else(|error| panic!("{puzzle}: {error}")),
        };
        assert_ne!(hint.technique(), Technique::Mistake, "{puzzle}: {hint}");
        let step = hint.hint();
        if let Some((cell, digit)) = step.placement() {
            assert_eq!(solution.cells()[cell.index()], digit, "{puzzle}: {hint}");
            cells[cell.index()] = digit;
            marks[cell.index()] = 1 << (digit - 1);
            // The digit leaves every peer's marks, as a player crosses it out.
            for &peer in layout.peers(cell.index()) {
                marks[usize::from(peer)] &= !(1 << (digit - 1));
            }
        }
        let mut removed = 0;
        for (cell, mask) in step.eliminations() {
            let digit_bit = 1 << (solution.cells()[cell.index()] - 1);
            assert_eq!(u32::from(mask) & digit_bit, 0, "{puzzle}: {hint}");
            removed += (marks[cell.index()] & u32::from(mask)).count_ones();
            marks[cell.index()] &= !u32::from(mask);
        }
        assert!(
            step.placement().is_some() || removed > 0,
            "{puzzle}: {hint}"
        );
        sentences.push(hint.to_string());
    }
    panic!("{puzzle}: no end after {} hints", 81 * 9);
}

#[test]
fn every_hint_of_a_solve_is_sound_on_every_layout() {
    for text in LAYOUTS {
        let layout: Layout = text.parse().expect("a layout");
        for seed in 0..2 {
            let puzzle = LayoutGrid::generate(&layout, seed, &LayoutGenerateOptions::new())
                .expect("a puzzle");
            let sentences = solve_by_hints(&puzzle);
            assert!(!sentences.is_empty());
        }
    }
}

#[test]
fn sentences_name_the_layouts_houses() {
    let layout: Layout = "9x9 x windoku disjoint".parse().unwrap();
    let mut named = String::new();
    for seed in 0..6 {
        let puzzle =
            LayoutGrid::generate(&layout, seed, &LayoutGenerateOptions::new()).expect("a puzzle");
        named.extend(solve_by_hints(&puzzle));
    }
    for house in ["diagonal", "window", "disjoint group"] {
        assert!(named.contains(house), "no hint names a {house}");
    }
}

#[test]
fn a_jigsaw_hint_names_its_regions() {
    let regions =
        "112233333111214443211254443222254443615555573688859999688859779688879777666669977";
    let layout = Layout::builder(9)
        .regions(&regions.bytes().map(|b| b - b'1').collect::<Vec<_>>())
        .build()
        .unwrap();
    let puzzle = LayoutGrid::generate(&layout, 5, &LayoutGenerateOptions::new()).unwrap();
    let sentences = solve_by_hints(&puzzle);
    assert!(sentences.iter().any(|sentence| sentence.contains("region")));
    assert!(!sentences.iter().any(|sentence| sentence.contains("box")));
    let hint = puzzle.hint().unwrap();
    assert!(
        hint.houses()
            .iter()
            .all(|house| !matches!(house, LayoutHouse::Box(_)))
    );
}

#[test]
fn hints_and_ratings_say_why_they_cannot_answer() {
    let six = LayoutGrid::empty(Layout::standard(6).unwrap());
    assert_eq!(
        six.rate().unwrap_err(),
        LayoutGridError::LogicUnavailable { size: 6 }
    );
    let killer = Layout::builder(9).cage(&[0, 1], Some(3)).build().unwrap();
    assert_eq!(
        LayoutGrid::empty(killer).hint().unwrap_err(),
        LayoutGridError::LogicUnavailable { size: 9 }
    );
    let x: Layout = "9x9 x".parse().unwrap();
    let blank = LayoutGrid::empty(x.clone());
    assert_eq!(blank.rate().unwrap_err(), LayoutGridError::NotUnique);
    assert_eq!(blank.hint().unwrap_err(), LayoutGridError::NotUnique);
    let puzzle = LayoutGrid::generate(&x, 1, &LayoutGenerateOptions::new()).unwrap();
    let solved = puzzle.solve(u64::MAX).unwrap();
    assert_eq!(solved.hint().unwrap_err(), LayoutGridError::Solved);
    let windoku = LayoutGrid::empty("9x9 windoku".parse().unwrap());
    assert_eq!(
        puzzle.hint_with(Some(&windoku), None).unwrap_err(),
        LayoutGridError::LayoutMismatch
    );
    assert!(matches!(
        puzzle.hint_with(None, Some(&[0; 80])),
        Err(LayoutGridError::Length {
            expected: 81,
            found: 80
        })
    ));
    // Marks that leave out the solution's digit are the hint.
    let mut marks = puzzle.candidates().unwrap();
    let open = puzzle.cells().iter().position(|&value| value == 0).unwrap();
    marks[open] &= !(1 << (solved.cells()[open] - 1));
    let hint = puzzle.hint_with(None, Some(&marks)).unwrap();
    assert_eq!(hint.hint().mistake(), Some(MistakeKind::PencilMarks));
    // The rating's work bound holds.
    assert_eq!(
        puzzle.rate_within(1).unwrap_err(),
        LayoutGridError::WorkLimit
    );
}

#[test]
fn a_wrong_entry_without_the_givens_is_among_the_suspects() {
    for (seed, prefix) in ["9x9 x", "9x9 windoku", "9x9 anti-knight"]
        .into_iter()
        .enumerate()
    {
        let layout: Layout = prefix.parse().unwrap();
        let options = LayoutGenerateOptions::new();
        let puzzle = LayoutGrid::generate(&layout, seed as u64, &options).unwrap();
        let solution = puzzle.solve(u64::MAX).unwrap();
        let blanks: Vec<usize> = (0..81).filter(|&cell| puzzle.cells()[cell] == 0).collect();
        // A wrong digit in the first blank: it clashes, or leaves no completion.
        let wrong_at = blanks[0];
        let wrong = solution.cells()[wrong_at] % 9 + 1;
        let mut cells = puzzle.cells().to_vec();
        cells[wrong_at] = wrong;
        let player = LayoutGrid::new(layout.clone(), cells.clone()).unwrap();
        let hint = player.hint().unwrap();
        assert_eq!(hint.technique(), Technique::Mistake, "{player}");
        assert_eq!(hint.hint().mistake(), Some(MistakeKind::Entry));
        let suspects: Vec<usize> = hint.hint().cells().map(|cell| cell.index()).collect();
        assert!(suspects.contains(&wrong_at), "{player}: {suspects:?}");
        // Each suspect, removed, leaves exactly one completion.
        for &suspect in &suspects {
            let mut trial = cells.clone();
            trial[suspect] = 0;
            let trial = LayoutGrid::new(layout.clone(), trial).unwrap();
            assert_eq!(trial.count(2, u64::MAX), Ok(sudoku::Counted::Finished(1)));
        }
        // With the givens known, the wrong entry itself.
        let named = player.hint_with(Some(&puzzle), None).unwrap();
        let named: Vec<usize> = named.hint().cells().map(|cell| cell.index()).collect();
        assert_eq!(named, [wrong_at]);
        // Two wrong entries: no single removal helps, and the grid's own error comes back.
        let second = *blanks.last().unwrap();
        cells[second] = solution.cells()[second] % 9 + 1;
        let twice = LayoutGrid::new(layout.clone(), cells).unwrap();
        match twice.hint() {
            Err(LayoutGridError::Unsolvable | LayoutGridError::Conflict { .. }) => {}
            Ok(hint) => {
                // Removing one may leave exactly one completion of another grid, the other
                // wrong entry kept in it: that cell is a suspect all the same.
                assert_eq!(hint.technique(), Technique::Mistake, "{twice}");
            }
            Err(error) => panic!("{twice}: {error:?}"),
        }
    }
}
