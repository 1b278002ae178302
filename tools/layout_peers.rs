//! Our exact answers on grids of other layouts beside Interactive Sudoku Solver's (the variant
//! community's fast solver, sigh/Interactive-Sudoku-Solver, MIT, run in Node), in one run:
//!
//! `cargo run --release --example layout_peers -- ISS_CHECKOUT FILE... [--rounds N] [--each]`
//!
//! Each FILE holds layout lines (doc/layouts.md; `#` lines and lines without a layout are
//! skipped), such as tests/data/layout_puzzles.txt or the program's `sudoku generate --layout`
//! output, or tests/data/killer_puzzles.txt (killer cages go to the peer as its `Cage`).
//! Each puzzle is written in the peer's constraint strings and handed to
//! `tools/iss_peer.mjs`, which times the peer's search in its own process (best of three, so
//! that its JIT has warmed up); ours is timed here, best of three too. The rounds alternate
//! the two, so that a busy machine slows both. The answers are checked against each other:
//! the same count to 2, and the same completion where there is one.
//!
//! Per file and layout (and with `--each`, per puzzle first) it prints the puzzles, both
//! totals and the ratio (the peer's time over ours: above 1, we are faster) for the first
//! completion (ours: the smallest one, `solve`) and for the count to 2. The killer
//! collections of the peer are in tools/data/killers_*.txt.

use std::collections::BTreeMap;
use std::process::Command;
use std::time::{Duration, Instant};

use sudoku::{Counted, DEFAULT_LAYOUT_WORK, LayoutGrid, LayoutHouse};

/// A puzzle, and the best times seen so far: ours and the peer's, per question.
struct Timed {
    /// The file's name and the layout: the puzzles timed together.
    set: String,
    grid: LayoutGrid,
    peer_input: String,
    ours: [Duration; 2],
    peer: [Duration; 2],
}

/// The peer's constraint string for `grid`: its shape, its regions and rules, its givens.
fn peer_input(grid: &LayoutGrid) -> String {
    let layout = grid.layout();
    let size = layout.size();
    // One character a coordinate: 1 to 9, then a for 10, b for 11...
    let coordinate = |index: usize| char::from_digit(index as u32 + 1, 36).unwrap();
    let cell_id = |cell: usize| format!("R{}C{}", coordinate(cell / size), coordinate(cell % size));
    let mut input = String::new();
    if size != 9 {
        input.push_str(&format!(".Shape~{size}x{size}"));
    }
    let mut region_of_cell = vec![None; layout.cell_count()];
    let (mut windoku, mut disjoint) = (false, false);
    for (house, cells) in layout.houses() {
        match house {
            LayoutHouse::Region(index) => {
                for &cell in cells {
                    region_of_cell[usize::from(cell)] = Some(*index);
                }
            }
            // The peer reads the diagonals the other way round: its -1 runs from the top left.
            LayoutHouse::MainDiagonal => input.push_str(".Diagonal~-1"),
            LayoutHouse::AntiDiagonal => input.push_str(".Diagonal~1"),
            LayoutHouse::Window(_) => windoku = true,
            LayoutHouse::DisjointGroup(_) => disjoint = true,
            LayoutHouse::Cage(index) => {
                // A cage without a sum only differs: the peer's all-different.
                match layout.cages()[*index].sum() {
                    Some(sum) => input.push_str(&format!(".Cage~{sum}")),
                    None => input.push_str(".AllDifferent"),
                }
                for &cell in cells {
                    input.push('~');
                    input.push_str(&cell_id(usize::from(cell)));
                }
            }
            LayoutHouse::Extra(_) => {
                input.push_str(".AllDifferent");
                for &cell in cells {
                    input.push('~');
                    input.push_str(&cell_id(usize::from(cell)));
                }
            }
            _ => {}
        }
    }
    if region_of_cell.iter().all(Option::is_some) {
        // Its region letters are base-(size + 1) digits, one character each.
        let letters: String = region_of_cell
            .iter()
            .map(|region| char::from_digit(region.unwrap_or(0) as u32, size as u32 + 1).unwrap())
            .collect();
        input.push_str(&format!(".NoBoxes.Jigsaw~{letters}"));
    }
    if windoku {
        input.push_str(".Windoku");
    }
    if disjoint {
        input.push_str(".DisjointSets");
    }
    let prefix = layout.prefix();
    for (word, rule) in [("anti-knight", ".AntiKnight"), ("anti-king", ".AntiKing")] {
        if prefix.split(' ').any(|part| part == word) {
            input.push_str(rule);
        }
    }
    input.push('.');
    for (cell, &digit) in grid.cells().iter().enumerate() {
        if digit != 0 {
            input.push_str(&format!("~{}_{digit}", cell_id(cell)));
        }
    }
    input
}

/// The digits of a completion, each in decimal, joined: the peer's way of writing one.
fn joined(cells: &[u8]) -> String {
    cells.iter().map(u8::to_string).collect()
}

/// Runs the peer on every puzzle for `solutions` (1 or 2); records its best times and checks
/// its answers against ours.
fn run_peer(checkout: &str, puzzles: &mut [Timed], solutions: usize) {
    let inputs = std::env::temp_dir().join(format!("layout_peers_{}.txt", std::process::id()));
    let text: String = puzzles
        .iter()
        .map(|timed| format!("{}\n", timed.peer_input))
        .collect();
    std::fs::write(&inputs, text).expect("a writable temporary directory");
    let script = concat!(env!("CARGO_MANIFEST_DIR"), "/tools/iss_peer.mjs");
    let output = Command::new("node")
        .arg(script)
        .arg(checkout)
        .arg(&inputs)
        .arg(solutions.to_string())
        .arg("3")
        .output()
        .expect("node on the PATH");
    let _ = std::fs::remove_file(&inputs);
    assert!(
        output.status.success(),
        "the peer failed: {}",
        String::from_utf8_lossy(&output.stderr)
    );
    let answers = String::from_utf8(output.stdout).expect("the peer writes text");
    let answers: Vec<&str> = answers.lines().collect();
    assert_eq!(answers.len(), puzzles.len(), "one answer a puzzle");
    for (timed, answer) in puzzles.iter_mut().zip(answers) {
        let mut fields = answer.split(' ');
        let ms: f64 = fields
            .next()
            .and_then(|ms| ms.parse().ok())
            .expect("a time");
        let status = fields.next().expect("a status");
        let completion = fields.next().expect("a completion");
        let time = Duration::from_secs_f64(ms / 1000.0);
        let slot = &mut timed.peer[solutions - 1];
        *slot = (*slot).min(time);
        let count = timed.grid.count(2, DEFAULT_LAYOUT_WORK);
        let agrees = match (status, &count) {
            ("no-solution", Ok(Counted::Finished(0))) => true,
            ("unique", Ok(Counted::Finished(1))) => {
                let ours = timed.grid.solve(DEFAULT_LAYOUT_WORK).expect("a completion");
                joined(ours.cells()) == completion
            }
            ("multiple", Ok(Counted::Finished(2))) => true,
            ("first", Ok(Counted::Finished(1 | 2))) => solutions == 1,
            _ => false,
        };
        assert!(
            agrees,
            "the peer says {status} where we count {count:?}: {}",
            timed.grid
        );
    }
}

/// Times our answers to every puzzle, best of three, into `ours`.
fn run_ours(puzzles: &mut [Timed]) {
    for timed in puzzles.iter_mut() {
        for _ in 0..3 {
            let start = Instant::now();
            let answer = timed.grid.solve(DEFAULT_LAYOUT_WORK);
            let solving = start.elapsed();
            let start = Instant::now();
            let count = timed.grid.count(2, DEFAULT_LAYOUT_WORK);
            let counting = start.elapsed();
            assert!(
                answer.is_ok() || count == Ok(Counted::Finished(0)),
                "{answer:?}"
            );
            timed.ours[0] = timed.ours[0].min(solving);
            timed.ours[1] = timed.ours[1].min(counting);
        }
    }
}

fn main() {
    let mut arguments: Vec<String> = std::env::args().skip(1).collect();
    let mut rounds = 2;
    if let Some(at) = arguments.iter().position(|argument| argument == "--rounds") {
        rounds = arguments
            .get(at + 1)
            .and_then(|n| n.parse().ok())
            .expect("--rounds N");
        arguments.drain(at..at + 2);
    }
    let each = arguments.iter().any(|argument| argument == "--each");
    arguments.retain(|argument| argument != "--each");
    let usage = "usage: layout_peers ISS_CHECKOUT FILE... [--rounds N] [--each]";
    let (checkout, files) = arguments.split_first().expect(usage);
    assert!(!files.is_empty(), "{usage}");
    let mut puzzles = Vec::new();
    for file in files {
        let text = std::fs::read_to_string(file).expect("a readable file");
        let name = std::path::Path::new(file)
            .file_stem()
            .map_or_else(String::new, |stem| stem.to_string_lossy().into_owned());
        for line in text
            .lines()
            .filter(|line| line.contains(':') && !line.starts_with('#'))
        {
            let grid: LayoutGrid = line.parse().expect("a layout line");
            puzzles.push(Timed {
                set: format!("{name}: {}", grid.layout().prefix()),
                peer_input: peer_input(&grid),
                grid,
                ours: [Duration::MAX; 2],
                peer: [Duration::MAX; 2],
            });
        }
    }
    for _ in 0..rounds {
        run_peer(checkout, &mut puzzles, 1);
        run_peer(checkout, &mut puzzles, 2);
        run_ours(&mut puzzles);
    }
    let mut sets: BTreeMap<&str, Vec<&Timed>> = BTreeMap::new();
    for timed in &puzzles {
        sets.entry(&timed.set).or_default().push(timed);
    }
    if each {
        let ms = |time: Duration| time.as_secs_f64() * 1000.0;
        for (index, timed) in puzzles.iter().enumerate() {
            println!(
                "{} #{}: solve {:.3} ms vs {:.3} ms, count {:.3} ms vs {:.3} ms",
                timed.set,
                index + 1,
                ms(timed.ours[0]),
                ms(timed.peer[0]),
                ms(timed.ours[1]),
                ms(timed.peer[1])
            );
        }
    }
    println!(
        "| file: layout | puzzles | solve: ours | peer (first) | ratio | count to 2: ours | peer | ratio |"
    );
    println!("|---|---:|---:|---:|---:|---:|---:|---:|");
    for (layout, set) in sets {
        let total = |pick: &dyn Fn(&Timed) -> Duration| set.iter().map(|t| pick(t)).sum();
        let figures: Vec<String> = (0..2)
            .flat_map(|question| {
                let ours: Duration = total(&|t| t.ours[question]);
                let peer: Duration = total(&|t| t.peer[question]);
                [
                    format!("{:.3} ms", ours.as_secs_f64() * 1000.0),
                    format!("{:.3} ms", peer.as_secs_f64() * 1000.0),
                    format!("{:.1}", peer.as_secs_f64() / ours.as_secs_f64()),
                ]
            })
            .collect();
        println!("| {layout} | {} | {} |", set.len(), figures.join(" | "));
    }
}
