//! Killer generation (`LayoutGrid::generate_killer`): over many seeds, layouts, cage sizes and
//! symmetries, each killer has exactly one completion (a count to two), its cages are
//! connected, within the sizes asked, of distinct digits that make their sums, over the
//! base layout's rules; its givens (often none) are each needed and keep the symmetry, as do
//! its cages; a seed names one killer; a rating range is met; the work bound and bad requests
//! come back as errors. Uniqueness is checked again by the plain backtracker of `killers`
//! (small sizes) and by the SAT oracle (`tests/layout_oracle.py`; skipped with a note without
//! python-sat).

use sudoku::{
    Counted, KillerGenerateOptions, Layout, LayoutGenerateError, LayoutGrid, RatingRange, Symmetry,
};

/// Work bound of one count in these tests.
const WORK: u64 = 50_000_000;

/// The layout of a text prefix (`9x9 x windoku`), or random regions for `NxN jigsaw`.
fn layout_of(prefix: &str, seed: u64) -> Layout {
    if let Some(size) = prefix.strip_suffix(" jigsaw") {
        let size: usize = size.split('x').next().unwrap().parse().unwrap();
        return Layout::builder(size).random_regions(seed, WORK).unwrap();
    }
    prefix.parse().unwrap()
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

/// Whether `cells` touch one another by sides into one piece on a grid of `size`.
fn connected(cells: &[u16], size: usize) -> bool {
    let touch = |a: u16, b: u16| {
        let (a, b) = (usize::from(a), usize::from(b));
        let (ra, ca, rb, cb) = (a / size, a % size, b / size, b % size);
        ra.abs_diff(rb) + ca.abs_diff(cb) == 1
    };
    let mut reached = vec![cells[0]];
    let mut next = 0;
    while next < reached.len() {
        let cell = reached[next];
        next += 1;
        for &other in cells {
            if touch(cell, other) && !reached.contains(&other) {
                reached.push(other);
            }
        }
    }
    reached.len() == cells.len()
}

/// Checks one killer made over `base`: proper, its cages a partition into connected cages
/// of `sizes` cells with their sums and distinct digits, `base`'s houses kept, givens each
/// needed, cages and givens symmetric under `symmetry`.
fn check(puzzle: &LayoutGrid, base: &Layout, sizes: (usize, usize), symmetry: Symmetry) {
    assert_eq!(puzzle.count(2, WORK), Ok(Counted::Finished(1)), "{puzzle}");
    let layout = puzzle.layout();
    let size = layout.size();
    let houses = layout.houses();
    assert_eq!(houses[..base.houses().len()], *base.houses(), "{puzzle}");
    assert_eq!(
        houses.len(),
        base.houses().len() + layout.cages().len(),
        "{puzzle}"
    );
    let solution = puzzle.solve(WORK).unwrap();
    let digits = solution.cells();
    let mut covered = vec![0; layout.cell_count()];
    let cages: Vec<Vec<u16>> = layout.cages().iter().map(|c| c.cells().to_vec()).collect();
    for cage in layout.cages() {
        let cells = cage.cells();
        assert!(
            (sizes.0..=sizes.1).contains(&cells.len()),
            "{puzzle}: {cells:?}"
        );
        assert!(connected(cells, size), "{puzzle}: {cells:?}");
        let sum: u32 = cells
            .iter()
            .map(|&c| u32::from(digits[usize::from(c)]))
            .sum();
        assert_eq!(cage.sum(), Some(sum), "{puzzle}: {cells:?}");
        let mut seen: Vec<u8> = cells.iter().map(|&c| digits[usize::from(c)]).collect();
        seen.sort_unstable();
        seen.dedup();
        assert_eq!(seen.len(), cells.len(), "{puzzle}: {cells:?}");
        for &cell in cells {
            covered[usize::from(cell)] += 1;
        }
        let mut mapped: Vec<u16> = cells
            .iter()
            .map(|&c| image(symmetry, size, usize::from(c)) as u16)
            .collect();
        mapped.sort_unstable();
        assert!(cages.contains(&mapped), "{puzzle}: {cells:?} {symmetry:?}");
    }
    assert!(covered.iter().all(|&times| times == 1), "{puzzle}");
    let givens = puzzle.cells();
    for cell in (0..givens.len()).filter(|&cell| givens[cell] != 0) {
        assert_eq!(givens[cell], digits[cell], "{puzzle}");
        assert_ne!(givens[image(symmetry, size, cell)], 0, "{puzzle}: {cell}");
        let mut fewer = givens.to_vec();
        let mut next = cell;
        loop {
            fewer[next] = 0;
            next = image(symmetry, size, next);
            if next == cell {
                break;
            }
        }
        let fewer = LayoutGrid::new(layout.clone(), fewer).unwrap();
        assert_eq!(
            fewer.count(2, WORK),
            Ok(Counted::Finished(2)),
            "{puzzle}: given {cell} is needed"
        );
    }
}

#[test]
fn killers_are_proper_connected_summed_within_their_sizes_and_fixed_by_the_seed() {
    let cases = [
        ("9x9", (1, 6), Symmetry::None, 6),
        ("9x9", (2, 5), Symmetry::None, 6),
        ("9x9 x", (2, 5), Symmetry::None, 4),
        ("9x9 windoku", (1, 6), Symmetry::Mirror, 3),
        ("9x9 jigsaw", (1, 6), Symmetry::None, 3),
        ("9x9", (2, 4), Symmetry::Rotate180, 4),
        ("9x9", (1, 5), Symmetry::Rotate90, 3),
        ("9x9", (3, 3), Symmetry::Mirror, 2),
        ("9x9", (2, 4), Symmetry::Diagonal, 2),
        ("6x6", (1, 6), Symmetry::None, 6),
        ("6x6 x", (2, 4), Symmetry::Rotate180, 4),
        ("4x4", (1, 3), Symmetry::None, 8),
        ("8x8", (2, 5), Symmetry::None, 2),
    ];
    for (prefix, (smallest, largest), symmetry, seeds) in cases {
        for seed in 0..seeds {
            let base = layout_of(prefix, seed);
            let options = KillerGenerateOptions::new()
                .cage_sizes(smallest, largest)
                .symmetry(symmetry)
                .max_work(WORK);
            let puzzle = LayoutGrid::generate_killer(&base, seed, &options)
                .unwrap_or_else(|error| panic!("{prefix} {smallest}-{largest} {seed}: {error}"));
            check(&puzzle, &base, (smallest, largest), symmetry);
            assert_eq!(
                LayoutGrid::generate_killer(&base, seed, &options),
                Ok(puzzle.clone())
            );
            let line = puzzle.to_string();
            assert_eq!(line.parse::<LayoutGrid>(), Ok(puzzle), "{line}");
        }
    }
}

#[test]
fn killers_with_no_givens_are_the_common_case() {
    // Reshaping the cages where two completions differ makes most 9x9 killers of the
    // default sizes proper without a given.
    let base = Layout::standard(9).unwrap();
    let options = KillerGenerateOptions::new();
    let bare = (0..10)
        .filter(|&seed| {
            let puzzle = LayoutGrid::generate_killer(&base, seed, &options).unwrap();
            puzzle.cells().iter().all(|&given| given == 0)
        })
        .count();
    assert!(bare >= 8, "{bare} of 10 without givens");
}

#[test]
fn killers_meet_a_rating_range() {
    let base = Layout::standard(9).unwrap();
    let any = KillerGenerateOptions::new().max_work(WORK);
    let own = LayoutGrid::generate_killer(&base, 0, &any).unwrap();
    let tenths = own.rate().unwrap().tenths();
    // A range the seed's own killer meets asks for no other.
    let exact = any.rating(RatingRange::tenths(tenths, tenths).unwrap());
    assert_eq!(
        LayoutGrid::generate_killer(&base, 0, &exact),
        Ok(own.clone())
    );
    let above = RatingRange::tenths(tenths + 1, RatingRange::NO_MAXIMUM).unwrap();
    let harder = LayoutGrid::generate_killer(&base, 0, &any.rating(above)).unwrap();
    assert!(above.contains(&harder.rate().unwrap()), "{harder}");
    check(&harder, &base, (1, 6), Symmetry::None);
    let six = Layout::standard(6).unwrap();
    assert_eq!(
        LayoutGrid::generate_killer(&six, 0, &any.rating(above)),
        Err(LayoutGenerateError::RatingUnavailable)
    );
}

#[test]
fn the_work_bound_and_bad_requests_come_back_as_errors() {
    let base = Layout::standard(9).unwrap();
    for max_work in [0, 100, 2_000] {
        let options = KillerGenerateOptions::new().max_work(max_work);
        assert_eq!(
            LayoutGrid::generate_killer(&base, 1, &options),
            Err(LayoutGenerateError::WorkLimit),
            "{max_work}"
        );
    }
    // A rating no killer reaches: the budget ends the search for one.
    let never = KillerGenerateOptions::new()
        .rating(RatingRange::tenths(0, 5).unwrap())
        .max_work(2_000_000);
    assert_eq!(
        LayoutGrid::generate_killer(&base, 1, &never),
        Err(LayoutGenerateError::WorkLimit)
    );
    // No cage layout of 3-cell cages turns into itself by a quarter turn: the centre's cage
    // is its own image (1, 5 or 9 cells). The draws give up within the bound.
    let quarter = KillerGenerateOptions::new()
        .cage_sizes(3, 3)
        .symmetry(Symmetry::Rotate90);
    assert_eq!(
        LayoutGrid::generate_killer(&base, 1, &quarter),
        Err(LayoutGenerateError::WorkLimit)
    );
    for (smallest, largest) in [(0, 3), (5, 4), (10, 12)] {
        let options = KillerGenerateOptions::new().cage_sizes(smallest, largest);
        assert_eq!(
            LayoutGrid::generate_killer(&base, 1, &options),
            Err(LayoutGenerateError::CageSizes { smallest, largest })
        );
    }
    // The largest size is cut to the layout's: 9 digits, 9 cells at most.
    let wide = KillerGenerateOptions::new().cage_sizes(1, 12);
    assert!(LayoutGrid::generate_killer(&base, 1, &wide).is_ok());
    let caged = Layout::builder(9).cage(&[0, 1], Some(3)).build().unwrap();
    assert_eq!(
        LayoutGrid::generate_killer(&caged, 1, &KillerGenerateOptions::new()),
        Err(LayoutGenerateError::HasCages)
    );
    let six = Layout::standard(6).unwrap();
    let quarter = KillerGenerateOptions::new().symmetry(Symmetry::Rotate90);
    assert_eq!(
        LayoutGrid::generate_killer(&six, 1, &quarter),
        Err(LayoutGenerateError::Symmetry(Symmetry::Rotate90))
    );
    let none: LayoutGrid = "4x4 x anti-king: ................".parse().unwrap();
    assert_eq!(
        LayoutGrid::generate_killer(none.layout(), 1, &KillerGenerateOptions::new()),
        Err(LayoutGenerateError::NoCompletion)
    );
}

#[test]
fn small_killers_are_unique_for_the_plain_backtracker() {
    for (prefix, sizes) in [("4x4", (1, 4)), ("6x6", (2, 5)), ("6x6 windoku", (1, 6))] {
        for seed in 0..6 {
            let base = layout_of(prefix, seed);
            let options = KillerGenerateOptions::new().cage_sizes(sizes.0, sizes.1);
            let puzzle = LayoutGrid::generate_killer(&base, seed, &options).unwrap();
            let (first, count) = crate::killers::backtrack(&puzzle);
            assert_eq!(count, 1, "{puzzle}");
            let answer = puzzle.solve(WORK).unwrap();
            assert_eq!(first.as_deref(), Some(answer.cells()), "{puzzle}");
        }
    }
}

#[test]
fn killers_are_unique_for_the_sat_oracle() {
    let Some(python) = crate::layout_oracle::oracle_python() else {
        return;
    };
    let mut lines = Vec::new();
    let mut ours = Vec::new();
    for (prefix, sizes, symmetry) in [
        ("9x9", (1, 6), Symmetry::None),
        ("9x9", (2, 5), Symmetry::Rotate180),
        ("9x9 x", (2, 5), Symmetry::None),
        ("9x9 jigsaw", (1, 6), Symmetry::None),
    ] {
        for seed in 10..14 {
            let base = layout_of(prefix, seed);
            let options = KillerGenerateOptions::new()
                .cage_sizes(sizes.0, sizes.1)
                .symmetry(symmetry);
            let puzzle = LayoutGrid::generate_killer(&base, seed, &options).unwrap();
            ours.push(format!("{} 1", puzzle.solve(WORK).unwrap().to_symbols()));
            lines.push(puzzle.to_string());
        }
    }
    let theirs = crate::layout_oracle::oracle(&python, &lines);
    assert_eq!(theirs.len(), lines.len());
    for ((line, ours), theirs) in lines.iter().zip(&ours).zip(&theirs) {
        assert_eq!(ours, theirs, "{line}");
    }
}
