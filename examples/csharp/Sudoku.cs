// The C# binding of libsudoku: P/Invoke over the C API in include/sudoku.h.
//
// Grids are byte arrays of 81 cells in row-major order, 0 for a blank. They are passed to
// the library by reference to their first element, so the runtime pins them for the call
// instead of copying them. Errors are thrown as SudokuException, which carries the status.
//
// Mono and Unity (and .NET Framework) compile the [DllImport] declarations; .NET 7 and later
// compile the [LibraryImport] ones, whose marshalling code is generated at build time (the
// project needs <AllowUnsafeBlocks>true</AllowUnsafeBlocks> for that). Either way the runtime
// looks for "sudoku": libsudoku.so on Linux, libsudoku.dylib on macOS, sudoku.dll on Windows.
using System;
using System.Runtime.InteropServices;

namespace Sudoku
{
    /// <summary>The status of a call; the values mirror SudokuStatus in sudoku.h.</summary>
    public enum Status
    {
        /// <summary>Success: the output holds the answer.</summary>
        Ok = 0,
        /// <summary>A required pointer argument was NULL.</summary>
        NullPointer = 1,
        /// <summary>A cell holds a value above 9.</summary>
        InvalidCell = 2,
        /// <summary>Two givens repeat a digit in a row, column or box.</summary>
        Conflict = 3,
        /// <summary>The givens are consistent, but no completion exists.</summary>
        Unsolvable = 4,
        /// <summary>An internal error was caught at the library boundary (a bug).</summary>
        Panic = 5,
        /// <summary>A count ran out of its work bound: the count is a lower bound.</summary>
        BudgetExceeded = 6,
    }

    /// <summary>What CountSolutionsBounded returns.</summary>
    public struct Count
    {
        public Count(ulong value, bool finished)
        {
            Value = value;
            Finished = finished;
        }

        /// <summary>The completions, no more than the limit, when the count finished;
        /// otherwise those found before the work ran out, a lower bound.</summary>
        public ulong Value { get; private set; }

        /// <summary>False when the work bound ran out first.</summary>
        public bool Finished { get; private set; }
    }

    /// <summary>A call failed: the status, its message, and for Validate the cell.</summary>
    public sealed class SudokuException : Exception
    {
        public SudokuException(Status status, int cell = -1)
            : base(Solver.StatusMessage(status))
        {
            Status = status;
            Cell = cell;
        }

        /// <summary>Why the call failed.</summary>
        public Status Status { get; private set; }

        /// <summary>From Validate: the 0-based row-major index of the first offending
        /// cell; -1 otherwise.</summary>
        public int Cell { get; private set; }
    }

    /// <summary>Solves, counts, validates and batch-solves 9x9 grids.</summary>
    public static partial class Solver
    {
        /// <summary>Cells in a grid: the length of every grid array.</summary>
        public const int Cells = 81;

        /// <summary>The library version, e.g. "1.0.0".</summary>
        public static string Version
        {
            get { return Marshal.PtrToStringAnsi(Native.sudoku_version()); }
        }

        /// <summary>The library's English text for a status.</summary>
        public static string StatusMessage(Status status)
        {
            return Marshal.PtrToStringAnsi(Native.sudoku_status_message((int)status));
        }

        /// <summary>The completion whose 81 digits, read row-major, form the smallest
        /// number. Throws SudokuException (InvalidCell, Conflict or Unsolvable).</summary>
        public static byte[] Solve(byte[] puzzle)
        {
            CheckGrid(puzzle, "puzzle");
            var answer = new byte[Cells];
            Check(Native.sudoku_solve(ref puzzle[0], ref answer[0]));
            return answer;
        }

        /// <summary>Non-throwing solve: on Status.Ok <paramref name="answer"/> holds the
        /// answer, otherwise it is left as it was. It may be <paramref name="puzzle"/>
        /// itself.</summary>
        public static Status TrySolve(byte[] puzzle, byte[] answer)
        {
            CheckGrid(puzzle, "puzzle");
            CheckGrid(answer, "answer");
            return Native.sudoku_solve(ref puzzle[0], ref answer[0]);
        }

        /// <summary>The number of completions, counting no further than
        /// <paramref name="limit"/> (2 answers "is the puzzle proper?"); 0 when nothing
        /// completes the givens. Throws SudokuException (InvalidCell or Conflict).</summary>
        public static ulong CountSolutions(byte[] puzzle, ulong limit)
        {
            CheckGrid(puzzle, "puzzle");
            ulong count;
            Check(Native.sudoku_count_solutions(ref puzzle[0], limit, out count));
            return count;
        }

        /// <summary>Counts as CountSolutions does, within <paramref name="maxNodes"/> units
        /// of work (search nodes and conflicts, each a few microseconds at most): the same
        /// result on every machine. Stops a count that a large limit would make long.
        /// Throws SudokuException (InvalidCell or Conflict).</summary>
        public static Count CountSolutionsBounded(byte[] puzzle, ulong limit, ulong maxNodes)
        {
            CheckGrid(puzzle, "puzzle");
            ulong count;
            Status status = Native.sudoku_count_solutions_bounded(
                ref puzzle[0], limit, maxNodes, out count);
            if (status == Status.BudgetExceeded)
            {
                return new Count(count, false);
            }
            Check(status);
            return new Count(count, true);
        }

        /// <summary>Checks the givens without solving. Throws SudokuException (InvalidCell
        /// or Conflict) whose Cell names the first offending cell.</summary>
        public static void Validate(byte[] puzzle)
        {
            CheckGrid(puzzle, "puzzle");
            UIntPtr cell;
            Status status = Native.sudoku_validate(ref puzzle[0], out cell);
            if (status != Status.Ok)
            {
                throw new SudokuException(status, (int)cell.ToUInt32());
            }
        }

        /// <summary>Solves the grids laid end to end in <paramref name="puzzles"/> (81
        /// bytes each) on <paramref name="threads"/> threads (0: one per core), writing each
        /// answer at the same place in <paramref name="answers"/>, which may be
        /// <paramref name="puzzles"/> itself. Returns each grid's status; an answer is
        /// written only when that is Ok.</summary>
        public static Status[] SolveBatch(byte[] puzzles, byte[] answers, uint threads = 0)
        {
            if (puzzles == null) throw new ArgumentNullException("puzzles");
            if (answers == null) throw new ArgumentNullException("answers");
            if (puzzles.Length % Cells != 0 || answers.Length != puzzles.Length)
            {
                throw new ArgumentException("81 bytes per grid, as many answers as puzzles");
            }
            int n = puzzles.Length / Cells;
            var statuses = new int[n];
            if (n > 0)
            {
                Check(Native.sudoku_solve_batch(
                    ref puzzles[0], ref answers[0], ref statuses[0], (UIntPtr)(uint)n, threads));
            }
            var result = new Status[n];
            for (int i = 0; i < n; i++)
            {
                result[i] = (Status)statuses[i];
            }
            return result;
        }

        static void CheckGrid(byte[] grid, string name)
        {
            if (grid == null) throw new ArgumentNullException(name);
            if (grid.Length != Cells) throw new ArgumentException("a grid has 81 cells", name);
        }

        static void Check(Status status)
        {
            if (status != Status.Ok) throw new SudokuException(status);
        }

        // The C functions. Grid pointers are `ref` to the first byte: pinned, never copied.
        // The strings are static in the library, so they come back as IntPtr and are never
        // freed.
        static partial class Native
        {
            const string Lib = "sudoku";

#if NET7_0_OR_GREATER
            [LibraryImport(Lib)]
            internal static partial Status sudoku_solve(ref byte input, ref byte output);

            [LibraryImport(Lib)]
            internal static partial Status sudoku_count_solutions(
                ref byte input, ulong limit, out ulong count);

            [LibraryImport(Lib)]
            internal static partial Status sudoku_count_solutions_bounded(
                ref byte input, ulong limit, ulong maxNodes, out ulong count);

            [LibraryImport(Lib)]
            internal static partial Status sudoku_validate(ref byte input, out UIntPtr cell);

            [LibraryImport(Lib)]
            internal static partial Status sudoku_solve_batch(
                ref byte input, ref byte output, ref int statuses, UIntPtr n, uint threads);

            [LibraryImport(Lib)]
            internal static partial IntPtr sudoku_status_message(int status);

            [LibraryImport(Lib)]
            internal static partial IntPtr sudoku_version();
#else
            [DllImport(Lib, CallingConvention = CallingConvention.Cdecl)]
            internal static extern Status sudoku_solve(ref byte input, ref byte output);

            [DllImport(Lib, CallingConvention = CallingConvention.Cdecl)]
            internal static extern Status sudoku_count_solutions(
                ref byte input, ulong limit, out ulong count);

            [DllImport(Lib, CallingConvention = CallingConvention.Cdecl)]
            internal static extern Status sudoku_count_solutions_bounded(
                ref byte input, ulong limit, ulong maxNodes, out ulong count);

            [DllImport(Lib, CallingConvention = CallingConvention.Cdecl)]
            internal static extern Status sudoku_validate(ref byte input, out UIntPtr cell);

            [DllImport(Lib, CallingConvention = CallingConvention.Cdecl)]
            internal static extern Status sudoku_solve_batch(
                ref byte input, ref byte output, ref int statuses, UIntPtr n, uint threads);

            [DllImport(Lib, CallingConvention = CallingConvention.Cdecl)]
            internal static extern IntPtr sudoku_status_message(int status);

            [DllImport(Lib, CallingConvention = CallingConvention.Cdecl)]
            internal static extern IntPtr sudoku_version();
#endif
        }
    }
}
