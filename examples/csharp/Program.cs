// Solves the Baekjoon 2239 sample through the C# binding, then shows the other calls and how
// errors look: thrown as SudokuException, or returned as a status by TrySolve.
//
// Mono (or Unity's Mono), after `make` at the repository root:
//   mcs -out:solve.exe bindings/csharp/Sudoku.cs examples/csharp/Program.cs
//   LD_LIBRARY_PATH=target/release mono solve.exe
// .NET 8 or later:
//   dotnet run --project examples/csharp        (the project copies libsudoku.so beside it)
using System;
using Sudoku;

static class Program
{
    static int Main()
    {
        const string sample = "103000509002109400000704000300502006060000050"
                            + "700803004000401000009205800804000107";
        var puzzle = new byte[Solver.Cells];
        for (int cell = 0; cell < Solver.Cells; cell++)
        {
            puzzle[cell] = (byte)(sample[cell] - '0');
        }

        try
        {
            Console.WriteLine("sudoku " + Solver.Version);
            Console.Write(Format(Solver.Solve(puzzle)));
            Console.WriteLine("solutions (limit 2): " + Solver.CountSolutions(puzzle, 2));

            // A count can be bounded by work, so that even the empty grid answers at once.
            Count bounded = Solver.CountSolutionsBounded(new byte[Solver.Cells], 1000000, 1000);
            Console.WriteLine("empty grid within 1000 nodes: at least " + bounded.Value
                + " solutions, finished: " + (bounded.Finished ? "yes" : "no"));

            var clash = (byte[])puzzle.Clone();
            clash[1] = 1; // a second 1 in the first row

            // Grids laid end to end, solved in place on all cores.
            var batch = new byte[2 * Solver.Cells];
            Buffer.BlockCopy(puzzle, 0, batch, 0, Solver.Cells);
            Buffer.BlockCopy(clash, 0, batch, Solver.Cells, Solver.Cells);
            Status[] statuses = Solver.SolveBatch(batch, batch);
            Console.WriteLine("batch: statuses " + (int)statuses[0] + " " + (int)statuses[1]
                              + ", first row " + Format(batch).Substring(0, 9));

            try
            {
                Solver.Validate(clash);
            }
            catch (SudokuException error)
            {
                // Message names the place ("digit 1 appears twice in one row: at row 1,
                // column 1 and at row 1, column 2"), OtherCell, Digit and Unit hold it;
                // StatusMessage is the status's text.
                Console.WriteLine("validate: status " + (int)error.Status + " at cell "
                                  + error.Cell + ": " + Solver.StatusMessage(error.Status));
            }

            var answer = new byte[Solver.Cells];
            Status status = Solver.TrySolve(clash, answer); // does not throw
            Console.WriteLine("solve: status " + (int)status + ": " + Solver.StatusMessage(status));
            return status == Status.Conflict ? 0 : 1;
        }
        catch (SudokuException error)
        {
            Console.Error.WriteLine("unexpected: " + error.Message);
            return 1;
        }
    }

    // Nine lines of nine digits (of the first grid in `cells`), each ending in "\n".
    static string Format(byte[] cells)
    {
        var text = new System.Text.StringBuilder();
        for (int cell = 0; cell < Solver.Cells; cell++)
        {
            text.Append((char)('0' + cells[cell]));
            if (cell % 9 == 8) text.Append('\n');
        }
        return text.ToString();
    }
}
