//! The contract of every export, checked on one input against the oracle's answer.
//!
//! Shared by the property tests, the stress tests, the fuzz targets and the replay of the fuzz
//! seeds, so all of them hold the library to the same rules. A broken rule panics with the
//! grid in the message (a failing test, or a crash that libFuzzer records).

use sudoku::ffi::{
    SudokuErrorDetail, SudokuStatus, sudoku_count_solutions, sudoku_count_solutions_bounded,
    sudoku_error_text, sudoku_explain, sudoku_parse, sudoku_solve, sudoku_solve_batch,
    sudoku_validate,
};
use sudoku::{Grid, SolveError};

use super::oracle::{Expected, expected, peer_count};

/// A byte no answer contains: an output still full of it was not written.
pub const UNTOUCHED: u8 = 0xEE;

/// Checks every single-grid export and the Rust API on `grid`; returns the oracle's answer.
pub fn check_grid(grid: &[u8; 81]) -> Expected {
    let want = expected(grid);
    check_grid_against(grid, &want);
    want
}

/// As [`check_grid`], with the answer already known (so threads can share the oracle's work).
pub fn check_grid_against(grid: &[u8; 81], want: &Expected) {
    check_solve(grid, want);
    check_solve_in_place(grid, want);
    check_validate(grid, want);
    check_explain(grid, want);
    check_count(grid, want);
    check_rust_api(grid, want);
}

/// The sentence of a detail the library wrote (`sudoku_error_text`), checked to fit the
/// length it reports.
pub fn error_text(detail: &SudokuErrorDetail) -> String {
    let mut buffer = [UNTOUCHED; 256];
    // SAFETY: a readable detail and a writable buffer of its length.
    let length = unsafe { sudoku_error_text(detail, buffer.as_mut_ptr().cast(), buffer.len()) };
    assert!(length < buffer.len() && buffer[length] == 0, "{detail:?}");
    String::from_utf8(buffer[..length].to_vec()).expect("UTF-8")
}

/// `sudoku_explain`: validate's status and cell, the detail untouched on success, and the
/// detail's sentence the Rust API's error.
pub fn check_explain(grid: &[u8; 81], want: &Expected) {
    let (want_status, want_cell) = want.validation();
    let untouched = [UNTOUCHED; size_of::<SudokuErrorDetail>()];
    let mut raw = untouched;
    // SAFETY: an 81-byte buffer and room for a detail (any bytes are a valid detail).
    let status = unsafe { sudoku_explain(grid.as_ptr(), raw.as_mut_ptr().cast()) };
    let shown = Grid::new(*grid);
    assert_eq!(status as i32, want_status, "sudoku_explain, {shown:?}");
    let Some(cell) = want_cell else {
        assert_eq!(raw, untouched, "sudoku_explain wrote on success, {shown:?}");
        return;
    };
    // SAFETY: the call wrote a whole detail; it is plain data, valid for any bytes.
    let detail: SudokuErrorDetail =
        unsafe { raw.as_ptr().cast::<SudokuErrorDetail>().read_unaligned() };
    assert_eq!(
        (detail.status, detail.cell as usize),
        (want_status, cell),
        "{shown:?}"
    );
    let error = shown.validate().expect_err("an error");
    assert_eq!(error_text(&detail), error.to_string(), "{shown:?}");
}

/// `sudoku_parse` on bytes as C passes them: the Rust API's answer on the text read with
/// U+FFFD for bytes that are not UTF-8, `out` untouched and the detail its error's on error.
pub fn check_parse_bytes(data: &[u8]) {
    let parsed = String::from_utf8_lossy(data).parse::<Grid>();
    let mut out = [UNTOUCHED; 81];
    let mut detail = std::mem::MaybeUninit::<SudokuErrorDetail>::uninit();
    // SAFETY: the bytes, 81 writable bytes and room for a detail.
    let status = unsafe {
        sudoku_parse(
            data.as_ptr().cast(),
            data.len(),
            out.as_mut_ptr(),
            detail.as_mut_ptr(),
        )
    };
    match parsed {
        Ok(grid) => {
            assert_eq!(status, SudokuStatus::Ok, "sudoku_parse of {data:?}");
            assert_eq!(&out, grid.cells(), "sudoku_parse of {data:?}");
        }
        Err(error) => {
            assert_eq!(
                status,
                SudokuStatus::InvalidText,
                "sudoku_parse of {data:?}"
            );
            assert_eq!(
                out, [UNTOUCHED; 81],
                "sudoku_parse wrote on error, {data:?}"
            );
            // SAFETY: the call wrote the detail on this status.
            let detail = unsafe { detail.assume_init() };
            assert_eq!(
                (detail.line as usize, detail.column as usize),
                (error.line(), error.column())
            );
            assert_eq!(error_text(&detail), error.to_string(), "{data:?}");
        }
    }
}

/// `sudoku_solve` with separate buffers: the status, the answer, an untouched input, and an
/// untouched output on error.
pub fn check_solve(grid: &[u8; 81], want: &Expected) {
    let input = *grid;
    let mut out = [UNTOUCHED; 81];
    // SAFETY: both buffers are 81 bytes.
    let status = unsafe { sudoku_solve(input.as_ptr(), out.as_mut_ptr()) };
    let shown = Grid::new(*grid);
    assert_eq!(
        status as i32,
        want.status(),
        "sudoku_solve status, {shown:?}"
    );
    assert_eq!(&input, grid, "sudoku_solve wrote its input, {shown:?}");
    match want {
        Expected::Solved(answer) => assert_eq!(
            Grid::new(out),
            Grid::new(*answer),
            "not the smallest completion of {shown:?}"
        ),
        _ => assert_eq!(out, [UNTOUCHED; 81], "output written on error, {shown:?}"),
    }
}

/// `sudoku_solve` with one buffer as input and output: the answer, or the grid left as it was.
pub fn check_solve_in_place(grid: &[u8; 81], want: &Expected) {
    let mut buffer = *grid;
    // SAFETY: one 81-byte buffer as both input and output, which the contract allows.
    let status = unsafe { sudoku_solve(buffer.as_ptr(), buffer.as_mut_ptr()) };
    let shown = Grid::new(*grid);
    assert_eq!(status as i32, want.status(), "in-place status, {shown:?}");
    let after = match want {
        Expected::Solved(answer) => answer,
        _ => grid,
    };
    assert_eq!(&buffer, after, "in-place buffer, {shown:?}");
}

/// `sudoku_validate`, with and without the cell pointer.
pub fn check_validate(grid: &[u8; 81], want: &Expected) {
    let (want_status, want_cell) = want.validation();
    let mut cell = usize::MAX;
    // SAFETY: an 81-byte buffer and a writable size_t.
    let status = unsafe { sudoku_validate(grid.as_ptr(), &mut cell) };
    let shown = Grid::new(*grid);
    assert_eq!(status as i32, want_status, "sudoku_validate, {shown:?}");
    assert_eq!(
        cell,
        want_cell.unwrap_or(usize::MAX),
        "sudoku_validate cell, {shown:?}"
    );
    // SAFETY: an 81-byte buffer; a NULL cell pointer is allowed.
    let status = unsafe { sudoku_validate(grid.as_ptr(), std::ptr::null_mut()) };
    assert_eq!(
        status as i32, want_status,
        "sudoku_validate(NULL), {shown:?}"
    );
}

/// `sudoku_count_solutions` with limit 2: zero exactly when unsolvable, and the peer's count.
pub fn check_count(grid: &[u8; 81], want: &Expected) {
    let mut count = u64::MAX;
    // SAFETY: an 81-byte buffer and a writable u64.
    let status = unsafe { sudoku_count_solutions(grid.as_ptr(), 2, &mut count) };
    let shown = Grid::new(*grid);
    if !want.is_consistent() {
        assert_eq!(status as i32, want.status(), "count status, {shown:?}");
        assert_eq!(count, u64::MAX, "count written on error, {shown:?}");
        return;
    }
    assert_eq!(status, SudokuStatus::Ok, "count status, {shown:?}");
    let peer = peer_count(grid, 2) as u64;
    assert_eq!(count, peer, "count differs from the peer's, {shown:?}");
    assert_eq!(
        count == 0,
        *want == Expected::Unsolvable,
        "count against solve, {shown:?}"
    );
    // Within a small work bound: the same count, or a lower bound with its own status.
    let mut bounded = u64::MAX;
    // SAFETY: an 81-byte buffer and a writable u64.
    let status = unsafe { sudoku_count_solutions_bounded(grid.as_ptr(), 2, 40, &mut bounded) };
    match status {
        SudokuStatus::Ok => assert_eq!(bounded, peer, "bounded count, {shown:?}"),
        SudokuStatus::BudgetExceeded => assert!(bounded <= peer, "lower bound, {shown:?}"),
        other => panic!("bounded count status {other:?}, {shown:?}"),
    }
}

/// `Grid::solve` and `Grid::validate` agree with the C statuses and name the same cell.
pub fn check_rust_api(grid: &[u8; 81], want: &Expected) {
    let puzzle = Grid::new(*grid);
    assert_eq!(
        rust_outcome(&puzzle.solve()),
        *want,
        "Grid::solve, {puzzle:?}"
    );
    let (_, want_cell) = want.validation();
    let named = puzzle
        .validate()
        .err()
        .and_then(|e| e.cell())
        .map(|c| c.index());
    assert_eq!(named, want_cell, "Grid::validate, {puzzle:?}");
}

/// The oracle's terms for a Rust API result.
pub fn rust_outcome(result: &Result<Grid, SolveError>) -> Expected {
    match result {
        Ok(answer) => Expected::Solved(*answer.cells()),
        Err(SolveError::Unsolvable) => Expected::Unsolvable,
        Err(error @ SolveError::InvalidCell { .. }) => {
            Expected::InvalidCell(error.cell().expect("names a cell").index())
        }
        Err(error) => Expected::Conflict(error.cell().expect("names a cell").index()),
    }
}

/// `sudoku_solve_batch` (separate or shared buffers) and `sudoku::solve_batch` on `grids`:
/// each grid's status and answer exactly as the oracle says, untouched outputs on error.
pub fn check_batch(grids: &[[u8; 81]], threads: u32, in_place: bool) {
    let wants: Vec<Expected> = grids.iter().map(expected).collect();
    check_batch_against(grids, &wants, threads, in_place);
}

/// As [`check_batch`], with the answers already known.
pub fn check_batch_against(grids: &[[u8; 81]], wants: &[Expected], threads: u32, in_place: bool) {
    let input: Vec<u8> = grids.concat();
    let mut out = if in_place {
        input.clone()
    } else {
        vec![UNTOUCHED; input.len()]
    };
    let mut statuses = vec![-1; grids.len()];
    let input_ptr = if in_place {
        out.as_ptr()
    } else {
        input.as_ptr()
    };
    // SAFETY: buffers sized for grids.len() grids and statuses; in place, one buffer serves as
    // input and output, which the contract allows.
    let status = unsafe {
        sudoku_solve_batch(
            input_ptr,
            out.as_mut_ptr(),
            statuses.as_mut_ptr(),
            grids.len(),
            threads,
        )
    };
    assert_eq!(status, SudokuStatus::Ok, "batch status");
    for (i, (grid, want)) in grids.iter().zip(wants).enumerate() {
        let shown = Grid::new(*grid);
        let context = format!(
            "batch grid {i} of {}, {threads} threads, {shown:?}",
            grids.len()
        );
        assert_eq!(statuses[i], want.status(), "status, {context}");
        let written = &out[i * 81..i * 81 + 81];
        match want {
            Expected::Solved(answer) => assert_eq!(written, answer, "answer, {context}"),
            _ if in_place => assert_eq!(written, grid, "grid written on error, {context}"),
            _ => assert_eq!(
                written, [UNTOUCHED; 81],
                "output written on error, {context}"
            ),
        }
    }
    assert_eq!(input, grids.concat(), "batch wrote its input");

    let puzzles: Vec<Grid> = grids.iter().copied().map(Grid::new).collect();
    let results = sudoku::solve_batch(&puzzles, threads as usize);
    let outcomes: Vec<Expected> = results.iter().map(rust_outcome).collect();
    assert_eq!(outcomes, wants, "sudoku::solve_batch, {threads} threads");
}

/// What `str::parse::<Grid>` must accept, the grammar written plainly: a line's cells are
/// its characters but whitespace, after a byte-order mark at its start; the lines that have
/// cells and are no `#` comment are one line of 81 cells or nine lines of 9, each cell `0`-`9`
/// or `.`.
pub fn expected_parse(text: &str) -> Option<[u8; 81]> {
    let rows: Vec<Vec<char>> = text
        .lines()
        .map(|line| {
            let line = line.strip_prefix('\u{feff}').unwrap_or(line);
            line.chars()
                .filter(|c| !c.is_whitespace())
                .collect::<Vec<char>>()
        })
        .filter(|row| !row.is_empty() && row[0] != '#')
        .collect();
    let widths: Vec<usize> = rows.iter().map(Vec::len).collect();
    if widths != [81] && widths != [9; 9] {
        return None;
    }
    let cells = rows.concat().into_iter().map(|c| match c {
        '.' => Some(0),
        '0'..='9' => Some(c as u8 - b'0'),
        _ => None,
    });
    cells.collect::<Option<Vec<u8>>>()?.try_into().ok()
}

/// `str::parse::<Grid>`: accepts exactly what [`expected_parse`] accepts, with the same cells;
/// errors point inside the text; accepted grids survive both text forms and are solved right.
pub fn check_parse(text: &str) {
    let parsed = text.parse::<Grid>();
    let want = expected_parse(text);
    assert_eq!(
        parsed.as_ref().ok().map(|grid| *grid.cells()),
        want,
        "parse of {text:?}: {parsed:?}"
    );
    match parsed {
        Ok(grid) => {
            assert_eq!(
                grid.to_string().parse::<Grid>(),
                Ok(grid),
                "9-line round trip"
            );
            assert_eq!(
                grid.to_line().parse::<Grid>(),
                Ok(grid),
                "one-line round trip"
            );
            check_grid(grid.cells());
        }
        Err(error) => {
            let lines = text.lines().count();
            assert!(error.line() >= 1 && error.line() <= lines + 1, "{error:?}");
            // At most one past the end of the line it names (a line past the last is empty).
            let width = text
                .lines()
                .nth(error.line() - 1)
                .map_or(0, |l| l.chars().count());
            assert!(
                error.column() >= 1 && error.column() <= width + 1,
                "{error:?}"
            );
            assert!(!error.to_string().is_empty());
        }
    }
}
