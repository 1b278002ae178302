//! Generation over any layout (`LayoutGrid::generate`, `LayoutBuilder::random_regions`):
//! over many seeds and every kind of layout, each puzzle has exactly one completion (a count
//! to two), every given is needed when asked, the givens keep the symmetry asked, and a seed
//! names one puzzle; random jigsaw regions are connected, of one cell per digit, and admit a
//! completion.

use sudoku::{
    Counted, Layout, LayoutGenerateError, LayoutGenerateOptions, LayoutGrid, LayoutHouse, Symmetry,
};

/// Work bound of one count in these tests.
const WORK: u64 = 50_000_000;

/// The layout of a text prefix (`9x9 x windoku`), or random regions for `NxN jigsaw`.
fn layout_of(prefix: &str, seed: u64) -> Layout {
    let size: usize = prefix.split('x').next().unwrap().parse().unwrap();
    if prefix.ends_with("jigsaw") {
        return Layout::builder(size).random_regions(seed, WORK).unwrap();
    }
    let blank = ".".repeat(size * size);
    let grid: LayoutGrid = format!("{prefix}: {blank}").parse().unwrap();
    grid.layout().clone()
}

/// The cell `cell` maps to, written out apart from the library's.
fn image(symmetry: Symmetry, size: usize, cell: usize) -> usize {
    let (row, column) = (cell / size, cell % size);
    match symmetry {
        Symmetry::Rotate180 => (size - 1 - row) * size + (size - 1 - column),
        Symmetry::Rotate90 => column * size + (size - 1 - row),
        Symmetry::Mirror => row * size + (size - 1 - column),
        Symmetry::Diagonal => column * size + row,
        _ => cell,
    }
}

/// Checks one generated puzzle: proper, keeping `symmetry`, and minimal when `minimal`
/// (each given's orbit blanked leaves two completions).
fn check(puzzle: &LayoutGrid, symmetry: Symmetry, minimal: bool) {
    assert_eq!(puzzle.count(2, WORK), Ok(Counted::Finished(1)), "{puzzle}");
    let size = puzzle.layout().size();
    let cells = puzzle.cells();
    for cell in 0..cells.len() {
        let other = image(symmetry, size, cell);
        assert_eq!(cells[cell] == 0, cells[other] == 0, "{puzzle}: cell {cell}");
    }
    if !minimal {
        return;
    }
    for cell in (0..cells.len()).filter(|&cell| cells[cell] != 0) {
        let mut fewer = cells.to_vec();
        let mut next = cell;
        loop {
            fewer[next] = 0;
            next = image(symmetry, size, next);
            if next == cell {
                break;
            }
        }
        let fewer = LayoutGrid::new(puzzle.layout().clone(), fewer).unwrap();
        assert_eq!(
            fewer.count(2, WORK),
            Ok(Counted::Finished(2)),
            "{puzzle}: cell {cell}"
        );
    }
}

/// The symmetries tried on a layout: each it keeps, taken in turn by seed.
fn symmetry_for(layout: &Layout, seed: u64) -> Symmetry {
    let kept: Vec<Symmetry> = Symmetry::ALL
        .into_iter()
        .filter(|&symmetry| layout.keeps_symmetry(symmetry))
        .collect();
    kept[seed as usize % kept.len()]
}

#[test]
fn generated_puzzles_are_proper_minimal_symmetric_and_fixed_by_the_seed() {
    let layouts = [
        ("4x4", 24),
        ("5x5 jigsaw", 8),
        ("6x6", 16),
        ("6x6 windoku disjoint", 8),
        ("7x7 jigsaw", 6),
        ("8x8", 8),
        ("9x9", 6),
        ("9x9 x", 6),
        ("9x9 windoku", 6),
        ("9x9 disjoint", 6),
        ("9x9 anti-knight", 6),
        ("9x9 anti-king", 6),
        ("9x9 jigsaw", 6),
        ("9x9 x windoku anti-king", 4),
        ("10x10", 3),
        ("12x12", 2),
    ];
    for (prefix, seeds) in layouts {
        for seed in 0..seeds {
            let layout = layout_of(prefix, seed);
            let symmetry = symmetry_for(&layout, seed);
            let options = LayoutGenerateOptions::new().symmetry(symmetry);
            let puzzle = LayoutGrid::generate(&layout, seed, &options).unwrap();
            check(&puzzle, symmetry, true);
            assert_eq!(
                LayoutGrid::generate(&layout, seed, &options),
                Ok(puzzle.clone())
            );
            let quick = options.minimal(false);
            let quick = LayoutGrid::generate(&layout, seed, &quick).unwrap();
            check(&quick, symmetry, false);
        }
    }
}

#[test]
fn sixteen_by_sixteen_puzzles_are_proper() {
    // Minimal 16x16 X and windoku puzzles can take seconds: those are made without search.
    for (prefix, seed, minimal) in [
        ("16x16", 1, true),
        ("16x16 x", 1, false),
        ("16x16 windoku", 2, false),
    ] {
        let layout = layout_of(prefix, seed);
        let symmetry = symmetry_for(&layout, seed);
        let options = LayoutGenerateOptions::new()
            .symmetry(symmetry)
            .minimal(minimal);
        let puzzle = LayoutGrid::generate(&layout, seed, &options).unwrap();
        check(&puzzle, symmetry, false);
    }
}

#[test]
#[ignore = "release only: cargo test --release --test integration layout_generation -- --ignored"]
fn twenty_five_by_twenty_five_puzzles_are_proper() {
    // Minimal 25x25 puzzles run out of the default work bound (BENCHMARKS.md): these keep the
    // removals propagation decides.
    let layout = Layout::standard(25).unwrap();
    let options = LayoutGenerateOptions::new()
        .symmetry(Symmetry::Rotate180)
        .minimal(false);
    let puzzle = LayoutGrid::generate(&layout, 0, &options).unwrap();
    check(&puzzle, Symmetry::Rotate180, false);
    for size in [11, 13, 16] {
        let jigsaw = Layout::builder(size).random_regions(3, WORK).unwrap();
        check_regions(&jigsaw);
        let quick = LayoutGenerateOptions::new().minimal(false);
        let puzzle = LayoutGrid::generate(&jigsaw, 3, &quick).unwrap();
        check(&puzzle, Symmetry::None, false);
    }
}

/// A layout's regions: `size` of them, `size` cells each, each connected side to side.
fn check_regions(layout: &Layout) {
    let size = layout.size();
    let regions: Vec<&Vec<u16>> = layout
        .houses()
        .iter()
        .filter(|(house, _)| matches!(house, LayoutHouse::Region(_)))
        .map(|(_, cells)| cells)
        .collect();
    assert_eq!(regions.len(), size);
    for cells in regions {
        assert_eq!(cells.len(), size);
        let mut reached = vec![cells[0]];
        let mut index = 0;
        while index < reached.len() {
            let cell = usize::from(reached[index]);
            index += 1;
            for &other in cells {
                let other_cell = usize::from(other);
                let (dr, dc) = (
                    (cell / size).abs_diff(other_cell / size),
                    (cell % size).abs_diff(other_cell % size),
                );
                if dr + dc == 1 && !reached.contains(&other) {
                    reached.push(other);
                }
            }
        }
        assert_eq!(reached.len(), size, "a region in pieces: {cells:?}");
    }
}

#[test]
fn random_regions_are_connected_full_and_completable() {
    for size in 4..=10 {
        for seed in 0..4 {
            let layout = Layout::builder(size).random_regions(seed, WORK).unwrap();
            check_regions(&layout);
            assert_eq!(
                Layout::builder(size).random_regions(seed, WORK),
                Ok(layout.clone())
            );
            // A completion exists: a puzzle of the layout is made, and it solves.
            let quick = LayoutGenerateOptions::new().minimal(false);
            let puzzle = LayoutGrid::generate(&layout, seed, &quick).unwrap();
            assert!(puzzle.solve(WORK).unwrap().is_solved());
        }
    }
    let king = Layout::builder(9)
        .anti_king()
        .random_regions(1, WORK)
        .unwrap();
    check_regions(&king);
    let quick = LayoutGenerateOptions::new().minimal(false);
    assert!(LayoutGrid::generate(&king, 1, &quick).is_ok());
    assert!(matches!(
        Layout::builder(7).disjoint_groups().random_regions(1, WORK),
        Err(LayoutGenerateError::Layout(_))
    ));
    assert_eq!(
        Layout::builder(9).random_regions(1, 5),
        Err(LayoutGenerateError::WorkLimit)
    );
}

#[test]
fn options_the_layout_cannot_keep_are_refused() {
    let six = Layout::standard(6).unwrap();
    for symmetry in [Symmetry::Rotate90, Symmetry::Diagonal] {
        let options = LayoutGenerateOptions::new().symmetry(symmetry);
        let refused = LayoutGrid::generate(&six, 0, &options).unwrap_err();
        assert_eq!(refused, LayoutGenerateError::Symmetry(symmetry));
        assert!(refused.to_string().contains(symmetry.name()), "{refused}");
    }
    let tight = LayoutGenerateOptions::new().max_work(1_000);
    let nine = Layout::standard(9).unwrap();
    assert_eq!(
        LayoutGrid::generate(&nine, 0, &tight),
        Err(LayoutGenerateError::WorkLimit)
    );
    // r1c3 must hold the digit r1c1, r1c2 and r2c1 leave in the extra region, and r2c2 the
    // one they leave in the box: the same digit, which the second region forbids.
    let impossible = Layout::builder(4)
        .extra_region(&[0, 1, 2, 4])
        .extra_region(&[2, 5])
        .build()
        .unwrap();
    assert_eq!(
        LayoutGrid::generate(&impossible, 0, &LayoutGenerateOptions::new()),
        Err(LayoutGenerateError::NoCompletion)
    );
}

#[test]
fn puzzles_generated_within_a_rating_range_rate_in_it() {
    use sudoku::RatingRange;
    // Ranges of every kind: easy singles, the layout rules' intersections and subsets, and a
    // floor with no ceiling; each asked of several seeds and layouts.
    let ranges = [
        RatingRange::tenths(10, 15).unwrap(),
        RatingRange::tenths(26, 40).unwrap(),
        RatingRange::at_least(45),
    ];
    for (index, prefix) in ["9x9 x", "9x9 windoku", "9x9 anti-king", "9x9 jigsaw"]
        .into_iter()
        .enumerate()
    {
        for (seed, range) in ranges.iter().enumerate() {
            let seed = (index * 10 + seed) as u64;
            let layout = layout_of(prefix, seed);
            let options = LayoutGenerateOptions::new()
                .rating(*range)
                .minimal(range.min_tenths() > 15);
            let puzzle = LayoutGrid::generate(&layout, seed, &options).unwrap();
            check(&puzzle, Symmetry::None, options.minimal);
            let rating = puzzle.rate().unwrap();
            assert!(
                range.contains(&rating),
                "{prefix} {seed}: {rating:?} {puzzle}"
            );
            assert_eq!(LayoutGrid::generate(&layout, seed, &options), Ok(puzzle));
        }
    }
    // The seed's own puzzle comes first: a range that holds its rating asks for no other.
    let layout = layout_of("9x9 x", 3);
    let plain = LayoutGrid::generate(&layout, 3, &LayoutGenerateOptions::new()).unwrap();
    let tenths = plain.rate().unwrap().tenths();
    let around = LayoutGenerateOptions::new().rating(RatingRange::tenths(tenths, tenths).unwrap());
    assert_eq!(LayoutGrid::generate(&layout, 3, &around), Ok(plain));
}

#[test]
fn rating_ranges_are_refused_where_ratings_are_unavailable_and_bounded_by_the_work() {
    use sudoku::RatingRange;
    let hard = LayoutGenerateOptions::new().rating(RatingRange::at_least(30));
    let six = layout_of("6x6", 0);
    assert_eq!(
        LayoutGrid::generate(&six, 0, &hard),
        Err(LayoutGenerateError::RatingUnavailable)
    );
    // A rating no puzzle of the budget reaches: the work runs out, the call ends.
    let rare = hard.rating(RatingRange::at_least(110)).max_work(2_000_000);
    assert_eq!(
        LayoutGrid::generate(&layout_of("9x9 x", 0), 0, &rare),
        Err(LayoutGenerateError::WorkLimit)
    );
}
