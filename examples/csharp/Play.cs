// A game's calls through the C# binding: generates a puzzle, shows its rating, takes three
// hints with their sentences (applying each to the player's grid and pencil marks), solves
// it, and shows a chain hint's lines.
//
// Mono (or Unity's Mono), after `cargo build --release`:
//   ln -sf libsudoku.so target/release/libsudoku.so.1
//   mcs -out:play.exe bindings/csharp/Sudoku.cs examples/csharp/Play.cs
//   LD_LIBRARY_PATH=target/release mono play.exe
using System;
using Sudoku;

static class Play
{
    static int Main()
    {
        try
        {
            // A minimal puzzle with a half-turn symmetry; the seed always gives the same one.
            var options = new GenerateOptions { Symmetry = Symmetry.Rotate180 };
            byte[] puzzle = Solver.Generate(2024, options);
            Console.WriteLine("puzzle: " + Line(puzzle));

            Rating rating = Solver.Rate(puzzle);
            Console.WriteLine("rating: " + Solver.LevelName(rating.Level) + " "
                + rating.Tenths / 10 + "." + rating.Tenths % 10 + ", hardest step: "
                + Solver.TechniqueName(rating.Hardest) + ", " + rating.Givens + " givens");

            // The player's grid and pencil marks, which each hint moves on by one step.
            var grid = (byte[])puzzle.Clone();
            ushort[] marks = Solver.Candidates(grid);
            for (int step = 1; step <= 3; step++)
            {
                Hint hint = Solver.Hint(grid, marks);
                Console.WriteLine("hint " + step + ": " + hint.Text);
                hint.Apply(grid, marks);
            }
            Console.WriteLine("solution: " + Line(Solver.Solve(grid)));

            // A player's grid whose next step is a chain: its lines, and the sentence that
            // tells them step by step.
            const string chained = "593826147040910083008034902001402009469050821000109304004670298986241735700098416";
            var chainGrid = new byte[81];
            for (int cell = 0; cell < 81; cell++) chainGrid[cell] = (byte)(chained[cell] - '0');
            ChainHint found = Solver.HintChain(chainGrid);
            ChainLine[] lines = found.Chain.Lines;
            ChainStep start = lines[0].Steps[0];
            Console.WriteLine("chain: kind " + (int)found.Chain.Kind + ", " + lines.Length
                + " line, first from r" + (start.Cell / 9 + 1) + "c" + (start.Cell % 9 + 1)
                + ", " + (lines[0].Steps.Length + lines[0].Omitted) + " steps");
            Console.WriteLine("chain hint: " + found.Text);
            return 0;
        }
        catch (SudokuException error)
        {
            Console.Error.WriteLine("unexpected: " + error.Message);
            return 1;
        }
    }

    static string Line(byte[] grid)
    {
        var text = new System.Text.StringBuilder();
        foreach (byte cell in grid) text.Append((char)('0' + cell));
        return text.ToString();
    }
}
