//! The C# examples in `examples/csharp/`, compiled with Mono's `mcs` (the `[DllImport]`
//! path, as Unity uses it) and run with `mono`. Outside CI a machine without Mono skips
//! them and says so; with `CI=true` a missing Mono fails.

use std::path::Path;
use std::process::Command;

use support::commands::{manifest_dir, run, scratch, tools_present};
use support::library::staged_lib_dir;
use support::{expected_transcript, play_transcript};

use super::{CHAINS, count_batch_expected, rate_within_expected};

/// Builds a C# program from the binding (`bindings/csharp/Sudoku.cs`) and `main` (in
/// `examples/csharp/`, or a path) with
/// Mono's compiler and runs it; `None` when Mono is missing outside CI.
fn run_csharp(test: &str, main: &str) -> Option<String> {
    run_csharp_with(test, main, &[])
}

/// `run_csharp` with `args` for the program.
fn run_csharp_with(test: &str, main: &str, args: &[&str]) -> Option<String> {
    let hint = "install Mono with `apt-get install -y mono-mcs mono-runtime`";
    if !tools_present(test, &["mcs", "mono"], hint) {
        return None;
    }
    let lib_dir = staged_lib_dir();
    let name = Path::new(main).file_name().unwrap().to_string_lossy();
    let exe = scratch(&format!("csharp-{name}")).join("example.exe");
    let sources = manifest_dir().join("examples/csharp");
    run(Command::new("mcs")
        .arg("-warnaserror+")
        .arg(format!("-out:{}", exe.display()))
        .arg(manifest_dir().join("bindings/csharp/Sudoku.cs"))
        .arg(sources.join(main)));
    Some(run(Command::new("mono")
        .arg(&exe)
        .args(args)
        .env("LD_LIBRARY_PATH", &lib_dir)))
}

#[test]
fn csharp_caller_under_mono() {
    if let Some(printed) = run_csharp("csharp_caller_under_mono", "Program.cs") {
        assert_eq!(printed, expected_transcript());
    }
}

const CSHARP_COUNT_BATCH: &str = r#"
using System;
using Sudoku;

class CountBatchCheck
{
    static void Main()
    {
        var puzzles = new byte[3 * Solver.Cells];
        puzzles[Solver.Cells] = 4;
        puzzles[Solver.Cells + 1] = 4;
        byte[] solved = Solver.Solve(new byte[Solver.Cells]);
        Buffer.BlockCopy(solved, 0, puzzles, 2 * Solver.Cells, Solver.Cells);
        var counts = new ulong[3];
        Status[] statuses = Solver.CountBatch(puzzles, 5, counts);
        for (int i = 0; i < 3; i++)
        {
            Console.WriteLine((int)statuses[i] + " " + counts[i]);
        }
    }
}
"#;

#[test]
fn csharp_count_batch_matches_the_library() {
    let source = scratch("csharp-count-batch-source").join("CountBatch.cs");
    std::fs::write(&source, CSHARP_COUNT_BATCH).unwrap();
    let main = source.to_str().unwrap();
    if let Some(printed) = run_csharp("csharp_count_batch", main) {
        assert_eq!(printed, count_batch_expected());
    }
}

#[test]
fn csharp_game_under_mono() {
    if let Some(printed) = run_csharp("csharp_game_under_mono", "Play.cs") {
        assert_eq!(printed, play_transcript());
    }
}

const CSHARP_RATE_WITHIN: &str = r#"
using System;
using Sudoku;

class RateWithinCheck
{
    static void Main(string[] args)
    {
        var puzzle = new byte[Solver.Cells];
        for (int i = 0; i < Solver.Cells; i++)
        {
            puzzle[i] = (byte)(args[0][i] - '0');
        }
        Rating rating = Solver.Rate(puzzle);
        Console.WriteLine(rating.Tenths + " " + rating.Work);
        foreach (ulong bound in new ulong[] { rating.Work, rating.Work - 1, 0 })
        {
            try
            {
                Rating within = Solver.RateWithin(puzzle, bound);
                Console.WriteLine(within.Tenths == rating.Tenths && within.Work == rating.Work ? 0 : -1);
            }
            catch (SudokuException error)
            {
                Console.WriteLine((int)error.Status);
            }
        }
        var options = new GenerateOptions { MinTenths = 36, MaxTenths = 45 };
        Console.WriteLine(string.Concat(Solver.Generate(5, options)));
    }
}
"#;

#[test]
fn csharp_rate_within_matches_the_library() {
    let source = scratch("csharp-rate-within-source").join("RateWithin.cs");
    std::fs::write(&source, CSHARP_RATE_WITHIN).unwrap();
    let main = source.to_str().unwrap();
    if let Some(printed) = run_csharp_with("csharp_rate_within", main, &[CHAINS]) {
        assert_eq!(printed, rate_within_expected());
    }
}

const CSHARP_ERRORS: &str = r#"
using System;
using Sudoku;

class ErrorsCheck
{
    static void Main()
    {
        var grid = new byte[Solver.Cells];
        grid[30] = 2;
        grid[50] = 2; // r4c4 and r6c6: box 5
        try
        {
            Solver.Solve(grid);
        }
        catch (SudokuException error)
        {
            Console.WriteLine((int)error.Status + " " + error.Cell + " " + error.OtherCell + " "
                + error.Digit + " " + error.Unit + " " + error.HouseNumber);
            Console.WriteLine(error.Message);
        }
        grid = new byte[Solver.Cells];
        grid[80] = 42;
        try
        {
            Solver.Validate(grid);
        }
        catch (SudokuException error)
        {
            Console.WriteLine(error.Cell + " " + error.Value + " " + (error.Unit == null));
            Console.WriteLine(error.Message);
        }
        try
        {
            Solver.Parse("103000509\n0021\u00e99400\n");
        }
        catch (SudokuParseException error)
        {
            Console.WriteLine(error.Status + " " + error.Problem + " " + error.Line + " "
                + error.Column + " " + error.Character + " " + error.Found);
            Console.WriteLine(error.Message);
        }
        byte[] sample = Solver.Parse("1.3...5.9..21.94.....7.4...3..5.2..6.6.....5.7..8.3..4...4.1.....92.58..8.4...1.7");
        Console.WriteLine(sample[0] + " " + sample[2] + " " + sample[80]);
        try
        {
            Solver.Parse("");
        }
        catch (SudokuException error)
        {
            Console.WriteLine(error.Message);
        }
    }
}
"#;

/// The binding's exceptions say where: a clash's cells, digit and house, a value above 9, a
/// parse error's line and column, each with the library's sentence as the message.
#[test]
fn csharp_errors_say_where() {
    let source = scratch("csharp-errors-source").join("Errors.cs");
    std::fs::write(&source, CSHARP_ERRORS).unwrap();
    let Some(printed) = run_csharp("csharp_errors", source.to_str().unwrap()) else {
        return;
    };
    assert_eq!(
        printed,
        "3 50 30 2 Box 5\n\
         digit 2 appears twice in one box: at row 4, column 4 and at row 6, column 6\n\
         80 42 True\n\
         invalid cell at row 9, column 9: 42 is not 0 (blank) or a digit 1 to 9\n\
         InvalidText BadCharacter 2 5 é 0\n\
         line 2, column 5: unexpected character 'é', expected a digit 0-9 (0 or '.' for a \
         blank)\n\
         1 3 7\n\
         line 1, column 1: empty input, expected 9 rows of 9 digits (0 for a blank)\n"
    );
}

const CSHARP_MISSING: &str = r#"
using System;
using Sudoku;

class MissingCheck
{
    static void Main()
    {
        try
        {
            Solver.Solve(new byte[Solver.Cells]);
        }
        catch (DllNotFoundException error)
        {
            Console.WriteLine(error.Message);
        }
    }
}
"#;

/// Without the native library on the search path, the exception names the file and where
/// the runtime looks, not the bare `sudoku assembly:<unknown assembly>`.
#[test]
fn csharp_names_a_missing_library_and_its_search() {
    let hint = "install Mono with `apt-get install -y mono-mcs mono-runtime`";
    if !tools_present("csharp_missing", &["mcs", "mono"], hint) {
        return;
    }
    let dir = scratch("csharp-missing");
    let source = dir.join("Missing.cs");
    std::fs::write(&source, CSHARP_MISSING).unwrap();
    let exe = dir.join("missing.exe");
    run(Command::new("mcs")
        .arg("-warnaserror+")
        .arg(format!("-out:{}", exe.display()))
        .arg(manifest_dir().join("bindings/csharp/Sudoku.cs"))
        .arg(&source));
    let printed = run(Command::new("mono")
        .arg(&exe)
        .env("LD_LIBRARY_PATH", dir.join("nothing-here")));
    for words in [
        "the native library \"sudoku\" (libsudoku.so) was not found",
        "beside the application",
        "LD_LIBRARY_PATH",
        "cargo build --release",
    ] {
        assert!(printed.contains(words), "{words:?} not in {printed:?}");
    }
}

const CSHARP_LAYOUTS: &str = r#"
using System;
using System.Linq;
using Sudoku;

class LayoutsCheck
{
    static string Join<T>(T[] values)
    {
        return string.Join(",", values.Select(value => value.ToString()).ToArray());
    }

    static void Main(string[] args)
    {
        byte[] givens;
        using (Layout layout = Layout.Parse(args[0], out givens))
        {
            Console.WriteLine(layout.Size + " " + layout.Cells);
            Console.WriteLine(Join(layout.Solve(givens)));
            foreach (ulong work in new ulong[] { Layout.DefaultWork, 1 })
            {
                Count count = layout.Count(givens, 5, work);
                Console.WriteLine(count.Value + " " + (count.Finished ? 1 : 0));
            }
            Console.WriteLine(Join(layout.Candidates(givens)));
            Console.WriteLine(layout.Generate(3, Symmetry.Rotate180));
            Console.WriteLine(layout.GenerateKiller(5));
            byte[] xGivens;
            using (Layout x = Layout.Parse("9x9 x: 000008700000562000020000000000100000050000340070200050014000590000000800000805010", out xGivens))
            {
                Rating rating = x.Rate(xGivens);
                Console.WriteLine(rating.Tenths + " " + (int)rating.Hardest);
                Console.WriteLine(x.Hint(xGivens, xGivens).Text);
                Console.WriteLine(x.Generate(4, minTenths: 30, maxTenths: 45));
            }
            var clash = (byte[])givens.Clone();
            clash[10] = 1;
            try
            {
                layout.Validate(clash);
            }
            catch (SudokuException error)
            {
                Console.WriteLine((int)error.Status + " " + error.Cell + " " + error.Message);
            }
        }
        try
        {
            Layout.Parse("6x6 kings");
        }
        catch (SudokuException error)
        {
            Console.WriteLine((int)error.Status + " " + error.Message);
        }
        byte[] document;
        using (Layout fpuzzles = Layout.FromFPuzzles(args[1], out document))
        {
            Console.WriteLine(fpuzzles.Size + " " + Join(document));
            Console.WriteLine(Join(fpuzzles.SolveAny(document)));
        }
        byte[] killerGivens;
        using (Layout killer = Layout.Parse("4x4 killer: ................ aabbccddeeffgghh a=3,b=7,c=7,d=3,e=5,f=5,g=5,h=5", out killerGivens))
        {
            Console.WriteLine(Join(killer.Solve(killerGivens)));
            Count killed = killer.Count(killerGivens, 5);
            Console.WriteLine(killed.Value + " " + (killed.Finished ? 1 : 0));
        }
    }
}
"#;

/// The binding's Layout answers as the Rust API does, and says why a text is refused.
#[test]
fn csharp_layouts_match_the_library() {
    let source = scratch("csharp-layouts-source").join("Layouts.cs");
    std::fs::write(&source, CSHARP_LAYOUTS).unwrap();
    let args = [super::LAYOUT_LINE, super::LAYOUT_FPUZZLES];
    if let Some(printed) = run_csharp_with("csharp_layouts", source.to_str().unwrap(), &args) {
        assert_eq!(printed, super::layout_expected());
    }
}
