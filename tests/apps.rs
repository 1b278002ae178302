//! The engine for apps through the public Rust API: pencil marks, hints and their sentences,
//! ratings, generation.

use sudoku::{
    Candidates, Cell, GenerateError, GenerateOptions, Grid, Level, MistakeKind, PuzzleError,
    SolveError, Symmetry, Technique, generate_batch,
};

/// The sample of Baekjoon 2239 (a proper puzzle).
const SAMPLE: &str =
    "103000509002109400000704000300502006060000050700803004000401000009205800804000107";

fn grid(text: &str) -> Grid {
    text.parse().expect("a grid")
}

fn givens(grid: &Grid) -> usize {
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
fn replay(puzzle: &Grid) -> [usize; 32] {
    let mut player = *puzzle;
    let mut marks: Candidates = puzzle.candidates().unwrap();
    let mut used = [0; 32];
    loop {
        let hint = match player.hint_with_givens(puzzle, Some(&marks)) {
            Ok(hint) => hint,
            Err(PuzzleError::Solved) => return used,
            Err(error) => panic!("{error}"),
        };
        used[usize::from(hint.technique().number())] += 1;
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
        assert_eq!(
            rating.level() == Level::Beyond,
            rating.steps(Technique::SolutionDigit) > 0
        );
    }
}

#[test]
fn ratings_follow_the_scale() {
    // The sample needs singles only.
    let rating = grid(SAMPLE).rate().unwrap();
    assert_eq!(rating.level(), Level::Easy);
    assert!(rating.tenths() <= 23 && rating.value() <= 2.3);
    // "Easter Monster", a famous hard puzzle: beyond the techniques here, rated all the same.
    let monster =
        grid("100000002090400050006000700050903000000070000000850040700000600030009080002000001");
    let rating = monster.rate().unwrap();
    assert_eq!(rating.level(), Level::Beyond);
    assert!(rating.tenths() >= 71);
    assert_eq!(rating.givens(), 21);
}

/// Whether `puzzle` has no given that could go (with `symmetry`, no orbit of givens).
fn is_minimal(puzzle: &Grid, symmetry: Symmetry) -> bool {
    (0..81)
        .filter(|&cell| puzzle.cells()[cell] != 0)
        .all(|cell| {
            let mut fewer = *puzzle;
            let mut image = cell;
            loop {
                fewer.set(Cell::new(image).unwrap(), 0);
                image = symmetry.image(image);
                if image == cell {
                    break;
                }
            }
            fewer.count_solutions(2) == Ok(2)
        })
}

#[test]
fn generated_puzzles_are_proper_symmetric_and_minimal() {
    for symmetry in Symmetry::ALL {
        let options = GenerateOptions {
            symmetry,
            ..GenerateOptions::default()
        };
        for seed in 0..12 {
            let puzzle = Grid::generate(seed, &options).unwrap();
            assert_eq!(puzzle.count_solutions(2), Ok(1));
            for cell in 0..81 {
                let mirrored = symmetry.image(cell);
                assert_eq!(
                    puzzle.cells()[cell] == 0,
                    puzzle.cells()[mirrored] == 0,
                    "{symmetry:?}"
                );
            }
            assert!(is_minimal(&puzzle, symmetry), "{symmetry:?} {puzzle:?}");
        }
    }
}

#[test]
fn generation_honours_the_givens_bound_and_the_level() {
    let loose = GenerateOptions {
        minimal: false,
        max_givens: 32,
        ..GenerateOptions::default()
    };
    let mut not_minimal = 0;
    for seed in 0..20 {
        let puzzle = Grid::generate(seed, &loose).unwrap();
        assert!(givens(&puzzle) <= 32);
        assert_eq!(puzzle.count_solutions(2), Ok(1));
        not_minimal += usize::from(!is_minimal(&puzzle, Symmetry::None));
    }
    assert!(
        not_minimal > 0,
        "stopping at the bound leaves puzzles that are not minimal"
    );
    for level in [Level::Easy, Level::Medium, Level::Hard, Level::Expert] {
        let options = GenerateOptions {
            level: Some(level),
            max_givens: 26,
            ..GenerateOptions::default()
        };
        for seed in 0..3 {
            let puzzle = Grid::generate(seed, &options).unwrap();
            assert_eq!(puzzle.rate().unwrap().level(), level);
            assert!(givens(&puzzle) <= 26);
        }
    }
    let too_few = GenerateOptions {
        max_givens: 16,
        ..GenerateOptions::default()
    };
    assert_eq!(
        Grid::generate(0, &too_few),
        Err(GenerateError::InvalidOptions)
    );
}

#[test]
fn seeds_give_pinned_puzzles() {
    // The contract: the same seed and options give these puzzles on every platform and in
    // every 1.x version.
    let pinned = [
        (0, GenerateOptions::default(), PINNED[0]),
        (1, GenerateOptions::default(), PINNED[1]),
        (
            u64::MAX,
            GenerateOptions {
                symmetry: Symmetry::Rotate180,
                ..GenerateOptions::default()
            },
            PINNED[2],
        ),
        (
            42,
            GenerateOptions {
                symmetry: Symmetry::Rotate90,
                level: Some(Level::Hard),
                ..GenerateOptions::default()
            },
            PINNED[3],
        ),
    ];
    for (seed, options, expected) in pinned {
        assert_eq!(
            Grid::generate(seed, &options).unwrap().to_line(),
            expected,
            "seed {seed}"
        );
    }
}

const PINNED: [&str; 4] = [
    "020090000000802450900000600500070000090060201004900000060300000000000027408000010",
    "000058100070000090000200050013400200007090005600000003000080000400000900501000006",
    "513020090002040080700003000047009600060000070005300410000700008070030900050090327",
    "800090254400005000100740000090000700602000403004000060000026007000100005368070001",
];

#[test]
fn a_batch_is_the_single_calls_across_threads() {
    let options = GenerateOptions {
        symmetry: Symmetry::Mirror,
        ..GenerateOptions::default()
    };
    let seed = u64::MAX - 20;
    let batch = generate_batch(seed, &options, 40, 3);
    assert_eq!(batch.len(), 40);
    for (index, puzzle) in batch.into_iter().enumerate() {
        let single = Grid::generate(seed.wrapping_add(index as u64), &options);
        assert_eq!(puzzle, single);
    }
    assert!(generate_batch(0, &options, 0, 2).is_empty());
}

mod no_heap {
    //! The single calls never touch the heap: counted, per thread, by a global allocator.
    //! (When this file joins one test binary with others, this belongs in a binary of its
    //! own, as `tests/no_alloc.rs` is.)

    use std::alloc::{GlobalAlloc, Layout, System};
    use std::cell::Cell;

    use super::{SAMPLE, grid};
    use sudoku::{GenerateOptions, Grid, Level, Symmetry};

    struct Counting;

    thread_local! {
        static ALLOCATIONS: Cell<u64> = const { Cell::new(0) };
    }

    // SAFETY: forwards to the system allocator; the counter is a const-initialized thread
    // local that needs no allocation itself.
    unsafe impl GlobalAlloc for Counting {
        unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
            ALLOCATIONS.with(|count| count.set(count.get() + 1));
            // SAFETY: same contract as the caller's.
            unsafe { System.alloc(layout) }
        }
        unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
            // SAFETY: same contract as the caller's.
            unsafe { System.dealloc(ptr, layout) }
        }
    }

    #[global_allocator]
    static GLOBAL: Counting = Counting;

    fn allocations(job: impl FnOnce()) -> u64 {
        let before = ALLOCATIONS.with(Cell::get);
        job();
        ALLOCATIONS.with(Cell::get) - before
    }

    #[test]
    fn single_calls_allocate_nothing() {
        assert_eq!(
            allocations(|| drop(std::hint::black_box(vec![0u8; 81]))),
            1,
            "counted"
        );
        let puzzle = grid(SAMPLE);
        let hard = grid(
            "100000002090400050006000700050903000000070000000850040700000600030009080002000001",
        );
        let mut wrong = puzzle;
        wrong.set(sudoku::Cell::at(4, 4).unwrap(), 1);
        let options = [
            GenerateOptions::default(),
            GenerateOptions {
                symmetry: Symmetry::Rotate90,
                ..GenerateOptions::default()
            },
            GenerateOptions {
                level: Some(Level::Hard),
                minimal: false,
                max_givens: 30,
                ..GenerateOptions::default()
            },
        ];
        let count = allocations(|| {
            let marks = puzzle.candidates().unwrap();
            let hint = puzzle.hint(Some(&marks)).unwrap();
            let mut text = [0u8; 200];
            assert!(hint.write_text(&mut text) > 0);
            assert!(wrong.hint(None).is_ok());
            assert!(wrong.hint_with_givens(&puzzle, None).is_ok());
            assert!(hard.hint(None).is_ok());
            assert!(puzzle.rate().is_ok() && hard.rate().is_ok());
            assert!(Grid::EMPTY.rate().is_err());
            for (seed, options) in options.iter().enumerate() {
                assert!(Grid::generate(seed as u64, options).is_ok());
            }
        });
        assert_eq!(count, 0, "heap allocations in the single calls");
    }
}
