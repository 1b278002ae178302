// The C# binding of libsudoku: P/Invoke over the C API in include/sudoku.h.
//
// Grids are byte arrays of 81 cells in row-major order, 0 for a blank; pencil marks are
// ushort arrays of 81 masks (bit d - 1 for digit d). They are passed to the library by
// reference to their first element (or as blittable arrays), so the runtime pins them for
// the call instead of copying them. The C structs SudokuHint, SudokuHintChain and SudokuRatingDetails travel as byte
// buffers of their C size, read at their C offsets (the Offsets class, which the tests check
// against the library), so that every declaration stays blittable for both import styles.
// Errors are thrown as SudokuException, which carries the status and, for a clash or a value
// above 9, where it is; a text that is no grid as SudokuParseException, with its line and
// column. When the runtime cannot find the native library, the DllNotFoundException says
// which file it looked for and where.
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
        /// <summary>A cell holds a value above 9 (above the size, on a layout).</summary>
        InvalidCell = 2,
        /// <summary>Two givens repeat a digit in a row, column or box.</summary>
        Conflict = 3,
        /// <summary>The givens are consistent, but no completion exists.</summary>
        Unsolvable = 4,
        /// <summary>An internal error was caught at the library boundary (a bug).</summary>
        Panic = 5,
        /// <summary>A count ran out of its work bound: the count is a lower bound.</summary>
        BudgetExceeded = 6,
        /// <summary>The grid has more than one completion: no rating or hint.</summary>
        NotUnique = 7,
        /// <summary>Every cell is filled and nothing is wrong: there is no next step.</summary>
        AlreadySolved = 8,
        /// <summary>A generation option is out of range.</summary>
        InvalidOption = 9,
        /// <summary>No puzzle met the options within the attempts allowed.</summary>
        GaveUp = 10,
        /// <summary>The text is not a grid in the library's grammar.</summary>
        InvalidText = 11,
        /// <summary>The text or f-puzzles document is not a layout the library supports.</summary>
        InvalidLayout = 12,
        /// <summary>A buffer's length does not fit the layout's cells.</summary>
        BufferLength = 13,
    }

    /// <summary>What is wrong with a text that is no grid; the values mirror
    /// SudokuTextProblem in sudoku.h.</summary>
    public enum TextProblem
    {
        None = 0,
        Empty = 1,
        BadCharacter = 2,
        RowLength = 3,
        TooFewRows = 4,
        TooManyRows = 5,
        LineLength = 6,
    }

    /// <summary>The kind of a house: the houses in which each digit appears once.</summary>
    public enum Unit
    {
        Row = 0,
        Column = 1,
        Box = 2,
    }

    /// <summary>The techniques a hint names and a rating counts; the values mirror
    /// SudokuTechnique in sudoku.h.</summary>
    public enum Technique
    {
        Mistake = 0,
        FullHouse = 1,
        HiddenSingle = 2,
        NakedSingle = 3,
        Pointing = 4,
        Claiming = 5,
        NakedPair = 6,
        XWing = 7,
        HiddenPair = 8,
        NakedTriple = 9,
        Swordfish = 10,
        HiddenTriple = 11,
        XyWing = 12,
        XyzWing = 13,
        UniqueRectangle = 14,
        NakedQuad = 15,
        Jellyfish = 16,
        HiddenQuad = 17,
        XChain = 18,
        WWing = 19,
        SolutionDigit = 20,
        BidirectionalCycle = 21,
        ForcingChain = 22,
        NishioForcingChain = 23,
        MultipleForcingChains = 24,
        DynamicForcingChains = 25,
        WxyzWing = 26,
        VwxyzWing = 27,
        UvwxyzWing = 28,
        BugType1 = 29,
        StrongLinks = 30,
        UniqueRectangleType2 = 31,
        UniqueRectangleType3 = 32,
        UniqueRectangleType4 = 33,
        UniqueLoop = 34,
        UniqueLoopType2 = 35,
        UniqueLoopType3 = 36,
        UniqueLoopType4 = 37,
        BugType2 = 38,
        BugType3 = 39,
        BugType4 = 40,
        DynamicForcingChainsPlus = 41,
        NestedForcingChains = 42,
        NestedMultipleForcingChains = 43,
        AlignedPairExclusion = 44,
        TuvwxyzWing = 45,
        AlignedTripletExclusion = 46,
        DirectPointing = 47,
        DirectClaiming = 48,
        DirectHiddenPair = 49,
        DirectHiddenTriple = 50,
        GeneralizedIntersection = 51,
        CageCombination = 52,
        CageOverlap = 53,
        RuleOf45 = 54,
        HiddenCage = 55,
        InniesOuties = 56,
    }

    /// <summary>What a Technique.Mistake hint found wrong; the values mirror SudokuMistake.
    /// </summary>
    public enum Mistake
    {
        None = 0,
        Entry = 1,
        PencilMarks = 2,
    }

    /// <summary>What kind of chain a chain hint is; the values mirror SudokuChainKind (None:
    /// the hint is no chain).</summary>
    public enum ChainKind
    {
        None = 0,
        XCycle = 1,
        YCycle = 2,
        Cycle = 3,
        ForcingX = 4,
        Forcing = 5,
        Nishio = 6,
        Cell = 7,
        Region = 8,
        Contradiction = 9,
        DoubleForcing = 10,
    }

    /// <summary>A puzzle's difficulty level; the values mirror SudokuLevel (Any: for
    /// generation only). Each is a range of Sudoku Explainer ratings: Easy up to 2.3, Medium
    /// 2.4 to 3.4, Hard 3.5 to 4.4, Expert 4.5 to 6.4, Beyond 6.5 and up.</summary>
    public enum Level
    {
        Any = 0,
        Easy = 1,
        Medium = 2,
        Hard = 3,
        Expert = 4,
        Beyond = 5,
    }

    /// <summary>The symmetry of a generated puzzle's givens; the values mirror
    /// SudokuSymmetry.</summary>
    public enum Symmetry
    {
        None = 0,
        Rotate180 = 1,
        Rotate90 = 2,
        Mirror = 3,
        Diagonal = 4,
    }

    /// <summary>Sizes and field offsets of the C structs SudokuHint and SudokuRatingDetails, in
    /// bytes, as sudoku.h lays them out (plain int32_t, uint16_t and uint8_t fields, no
    /// padding).</summary>
    static class Offsets
    {
        internal const int HintBytes = 368;
        internal const int TechniqueAt = 0;
        internal const int MistakeAt = 4;
        internal const int CellAt = 8;
        internal const int DigitAt = 12;
        internal const int DigitsAt = 16;
        internal const int CellCountAt = 18;
        internal const int HouseCountAt = 19;
        internal const int CellsAt = 20;
        internal const int HousesAt = 36;
        internal const int EliminationsAt = 44;
        internal const int PatternAt = 206;

        internal const int RatingBytes = 152;
        internal const int LevelAt = 0;
        internal const int HardestAt = 4;
        internal const int TenthsAt = 8;
        internal const int GivensAt = 12;
        internal const int PearlAt = 16;
        internal const int DiamondAt = 20;
        internal const int StepsAt = 24;
        internal const int Steps = 64;

        internal const int ChainBytes = 1088;
        internal const int ChainKindAt = 0;
        internal const int LineCountAt = 4;
        internal const int LinesAt = 8;
        internal const int LineBytes = 6;
        internal const int ChainStepsAt = 62;
        internal const int ChainStepBytes = 4;

        internal const int DetailBytes = 40;
        internal const int DetailStatusAt = 0;
        internal const int DetailCellAt = 4;
        internal const int OtherCellAt = 8;
        internal const int ValueAt = 12;
        internal const int HouseAt = 16;
        internal const int TextProblemAt = 20;
        internal const int LineAt = 24;
        internal const int ColumnAt = 28;
        internal const int CharacterAt = 32;
        internal const int FoundAt = 36;
    }

    /// <summary>One inference of a chain: <c>Cell</c> (0-based, row-major) holds
    /// <c>Digit</c> when <c>On</c>, else not.</summary>
    public struct ChainStep
    {
        public int Cell;
        public int Digit;
        public bool On;
    }

    /// <summary>One line of a chain, from its assumption on; <c>Omitted</c> steps were left
    /// out (for room) right after the first.</summary>
    public sealed class ChainLine
    {
        public ChainStep[] Steps;
        public int Omitted;
    }

    /// <summary>The lines of a chain hint, for an app to draw. A hint that is no chain has
    /// Kind None and no lines.</summary>
    public sealed class Chain
    {
        readonly byte[] raw;

        internal Chain(byte[] raw)
        {
            this.raw = raw;
        }

        public ChainKind Kind
        {
            get { return (ChainKind)BitConverter.ToInt32(raw, Offsets.ChainKindAt); }
        }

        public ChainLine[] Lines
        {
            get
            {
                var count = (int)BitConverter.ToUInt32(raw, Offsets.LineCountAt);
                var lines = new ChainLine[count];
                for (var index = 0; index < count; index++)
                {
                    var at = Offsets.LinesAt + index * Offsets.LineBytes;
                    int first = BitConverter.ToUInt16(raw, at);
                    int length = BitConverter.ToUInt16(raw, at + 2);
                    var steps = new ChainStep[length];
                    for (var step = 0; step < length; step++)
                    {
                        var stepAt = Offsets.ChainStepsAt + (first + step) * Offsets.ChainStepBytes;
                        steps[step] = new ChainStep
                        {
                            Cell = raw[stepAt],
                            Digit = raw[stepAt + 1],
                            On = raw[stepAt + 2] != 0,
                        };
                    }
                    lines[index] = new ChainLine
                    {
                        Steps = steps,
                        Omitted = BitConverter.ToUInt16(raw, at + 4),
                    };
                }
                return lines;
            }
        }

        /// <summary>The hint's sentence with this chain told step by step, e.g. "Forcing
        /// chain: if r1c2 is 3, then r1c7 is not 3, ...; so r1c2 is not 3."</summary>
        public string Text(Hint hint)
        {
            var length = Solver.Native.sudoku_hint_chain_text(
                ref hint.Raw[0], ref raw[0], null, UIntPtr.Zero);
            var text = new byte[(int)length.ToUInt32() + 1];
            Solver.Native.sudoku_hint_chain_text(
                ref hint.Raw[0], ref raw[0], text, (UIntPtr)(uint)text.Length);
            return System.Text.Encoding.ASCII.GetString(text, 0, text.Length - 1);
        }
    }

    /// <summary>A hint with its chain's lines.</summary>
    public sealed class ChainHint
    {
        public readonly Hint Hint;
        public readonly Chain Chain;

        internal ChainHint(Hint hint, Chain chain)
        {
            Hint = hint;
            Chain = chain;
        }

        /// <summary>The sentence with the chain told step by step (the hint's own when it
        /// is no chain).</summary>
        public string Text
        {
            get { return Chain.Text(Hint); }
        }
    }

    /// <summary>The next step a person would take, explained.</summary>
    public sealed class Hint
    {
        readonly byte[] raw;
        // A layout's hint comes with its sentence, which names the layout's houses.
        readonly string text;

        internal Hint(byte[] raw, string text = null)
        {
            this.raw = raw;
            this.text = text;
        }

        internal byte[] Raw
        {
            get { return raw; }
        }

        public Technique Technique
        {
            get { return (Technique)BitConverter.ToInt32(raw, Offsets.TechniqueAt); }
        }

        /// <summary>For a mistake, what is wrong (Mistake.None otherwise).</summary>
        public Mistake Mistake
        {
            get { return (Mistake)BitConverter.ToInt32(raw, Offsets.MistakeAt); }
        }

        /// <summary>The digit the step places, or 0 when it only removes candidates.
        /// </summary>
        public int Digit
        {
            get { return BitConverter.ToInt32(raw, Offsets.DigitAt); }
        }

        /// <summary>The cell the step places its digit in (0-based, row-major).</summary>
        public int Cell
        {
            get { return BitConverter.ToInt32(raw, Offsets.CellAt); }
        }

        /// <summary>The key cells, in the order the sentence names them.</summary>
        public int[] Cells
        {
            get
            {
                var cells = new int[raw[Offsets.CellCountAt]];
                for (int i = 0; i < cells.Length; i++) cells[i] = raw[Offsets.CellsAt + i];
                return cells;
            }
        }

        /// <summary>The digits the pattern is about, as a mask.</summary>
        public ushort Digits
        {
            get { return BitConverter.ToUInt16(raw, Offsets.DigitsAt); }
        }

        /// <summary>The candidates the step removes from <paramref name="cell"/>, as a
        /// mask.</summary>
        public ushort Eliminations(int cell)
        {
            return BitConverter.ToUInt16(raw, Offsets.EliminationsAt + 2 * cell);
        }

        /// <summary>The candidates of <paramref name="cell"/> that make up the pattern, for
        /// highlighting.</summary>
        public ushort Pattern(int cell)
        {
            return BitConverter.ToUInt16(raw, Offsets.PatternAt + 2 * cell);
        }

        /// <summary>One English sentence, e.g. "Hidden single: in box 5, 7 fits only r5c4."
        /// </summary>
        public string Text
        {
            get
            {
                if (text != null) return text;
                var length = Solver.Native.sudoku_hint_text(ref raw[0], null, UIntPtr.Zero);
                var sentence = new byte[(int)length.ToUInt32() + 1];
                Solver.Native.sudoku_hint_text(ref raw[0], sentence, (UIntPtr)(uint)sentence.Length);
                return System.Text.Encoding.ASCII.GetString(sentence, 0, sentence.Length - 1);
            }
        }

        /// <summary>Applies the step to a player's grid and marks: places its digit, or
        /// removes its candidates.</summary>
        public void Apply(byte[] grid, ushort[] marks)
        {
            if (Digit != 0)
            {
                grid[Cell] = (byte)Digit;
                return;
            }
            for (int cell = 0; cell < Solver.Cells; cell++)
            {
                marks[cell] &= (ushort)~Eliminations(cell);
            }
        }
    }

    /// <summary>How hard a puzzle is for a person, on Sudoku Explainer's scale.</summary>
    public sealed class Rating
    {
        internal Rating(byte[] raw, ulong work)
        {
            Work = work;
            Level = (Level)BitConverter.ToInt32(raw, Offsets.LevelAt);
            Hardest = (Technique)BitConverter.ToInt32(raw, Offsets.HardestAt);
            Tenths = BitConverter.ToInt32(raw, Offsets.TenthsAt);
            Givens = BitConverter.ToInt32(raw, Offsets.GivensAt);
            Pearl = BitConverter.ToInt32(raw, Offsets.PearlAt);
            Diamond = BitConverter.ToInt32(raw, Offsets.DiamondAt);
            Steps = new ushort[Offsets.Steps];
            for (int i = 0; i < Steps.Length; i++)
            {
                Steps[i] = BitConverter.ToUInt16(raw, Offsets.StepsAt + 2 * i);
            }
        }

        public Level Level { get; private set; }

        /// <summary>The technique of the hardest step.</summary>
        public Technique Hardest { get; private set; }

        /// <summary>The rating in tenths (45 for 4.5).</summary>
        public int Tenths { get; private set; }

        public int Givens { get; private set; }

        /// <summary>Sudoku Explainer's pearl (EP) in tenths: the hardest step up to the
        /// first placement.</summary>
        public int Pearl { get; private set; }

        /// <summary>Sudoku Explainer's diamond (ED) in tenths: the first step's
        /// rating.</summary>
        public int Diamond { get; private set; }

        /// <summary>Steps taken, indexed by technique value.</summary>
        public ushort[] Steps { get; private set; }

        /// <summary>The work units the rating took: RateWithin with this bound or more
        /// gives this rating (the same on every machine).</summary>
        public ulong Work { get; private set; }
    }

    /// <summary>How to generate a puzzle; the defaults ask for a minimal puzzle of any
    /// level and rating.</summary>
    public sealed class GenerateOptions
    {
        /// <summary>MaxTenths for a range of ratings with no upper bound.</summary>
        public const ushort NoMaximum = ushort.MaxValue;

        public Symmetry Symmetry = Symmetry.None;
        public Level Level = Level.Any;
        public bool Minimal = true;
        /// <summary>17 to 81, or 0 for no bound.</summary>
        public int MaxGivens = 0;
        /// <summary>The range of the puzzle's rating on Sudoku Explainer's scale, in
        /// tenths, both included (NoMaximum: no upper bound).</summary>
        public ushort MinTenths = 0;
        public ushort MaxTenths = NoMaximum;

        // The C struct SudokuGenerateOptions: four int32_t.
        internal int[] ToNative()
        {
            return new[] { (int)Symmetry, (int)Level, Minimal ? 1 : 0, MaxGivens };
        }
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

    /// <summary>A call failed: the status and its message. For InvalidCell and Conflict
    /// from a call on one grid, also where; the message is then the library's sentence, e.g.
    /// "digit 5 appears twice in one row: at row 1, column 1 and at row 1, column 2".</summary>
    public class SudokuException : Exception
    {
        public SudokuException(Status status, int cell = -1)
            : this(status, Solver.StatusMessage(status), cell)
        {
        }

        /// <summary>With the library's own reason as the message (a layout text it
        /// refused).</summary>
        public SudokuException(Status status, string message, int cell = -1)
            : base(message)
        {
            Status = status;
            Cell = cell;
            OtherCell = -1;
        }

        /// <summary>From the library's SudokuErrorDetail (sudoku_explain, sudoku_parse).</summary>
        internal SudokuException(byte[] detail)
            : base(Solver.ErrorText(detail))
        {
            Status = (Status)Solver.Int(detail, Offsets.DetailStatusAt);
            Cell = Solver.Int(detail, Offsets.DetailCellAt);
            OtherCell = Solver.Int(detail, Offsets.OtherCellAt);
            if (Status == Status.Conflict)
            {
                Digit = Solver.Int(detail, Offsets.ValueAt);
                int house = Solver.Int(detail, Offsets.HouseAt);
                Unit = (Unit)(house / 9);
                HouseNumber = house % 9 + 1;
            }
            if (Status == Status.InvalidCell)
            {
                Value = Solver.Int(detail, Offsets.ValueAt);
            }
        }

        /// <summary>Why the call failed.</summary>
        public Status Status { get; private set; }

        /// <summary>For InvalidCell and Conflict: the 0-based row-major index of the first
        /// offending cell (the cell above 9, or the later cell of a clash); -1 otherwise.</summary>
        public int Cell { get; private set; }

        /// <summary>For Conflict: the earlier of the two clashing cells; -1 otherwise.</summary>
        public int OtherCell { get; private set; }

        /// <summary>For Conflict: the digit the two cells repeat; 0 otherwise.</summary>
        public int Digit { get; private set; }

        /// <summary>For Conflict: the kind of the house the two cells share.</summary>
        public Unit? Unit { get; private set; }

        /// <summary>For Conflict: the house's number within its kind, 1 to 9 (boxes
        /// row-major); 0 otherwise.</summary>
        public int HouseNumber { get; private set; }

        /// <summary>For InvalidCell: the value above 9; 0 otherwise.</summary>
        public int Value { get; private set; }
    }

    /// <summary>A text that is no grid (Status.InvalidText). The message names the line
    /// and column, e.g. "line 1, column 3: unexpected character 'x', expected a digit 0-9
    /// (0 or '.' for a blank)".</summary>
    public sealed class SudokuParseException : SudokuException
    {
        internal SudokuParseException(byte[] detail)
            : base(detail)
        {
            Problem = (TextProblem)Solver.Int(detail, Offsets.TextProblemAt);
            Line = Solver.Int(detail, Offsets.LineAt);
            Column = Solver.Int(detail, Offsets.ColumnAt);
            if (Problem == TextProblem.BadCharacter)
            {
                Character = char.ConvertFromUtf32(Solver.Int(detail, Offsets.CharacterAt));
            }
            Found = Solver.Int(detail, Offsets.FoundAt);
        }

        /// <summary>What is wrong.</summary>
        public TextProblem Problem { get; private set; }

        /// <summary>The line of the problem, from 1.</summary>
        public int Line { get; private set; }

        /// <summary>The column of the problem, from 1, in characters.</summary>
        public int Column { get; private set; }

        /// <summary>For BadCharacter: the character; null otherwise.</summary>
        public string Character { get; private set; }

        /// <summary>For RowLength and LineLength the cells found, for TooFewRows the rows;
        /// 0 otherwise.</summary>
        public int Found { get; private set; }
    }

    /// <summary>The library's layout handle (SudokuLayout in sudoku.h), freed by
    /// sudoku_layout_free when released.</summary>
    public sealed class LayoutHandle : SafeHandle
    {
        public LayoutHandle()
            : base(IntPtr.Zero, true)
        {
        }

        internal LayoutHandle(IntPtr handle)
            : base(IntPtr.Zero, true)
        {
            SetHandle(handle);
        }

        public override bool IsInvalid
        {
            get { return handle == IntPtr.Zero; }
        }

        protected override bool ReleaseHandle()
        {
            Solver.Native.sudoku_layout_free(handle);
            return true;
        }
    }

    /// <summary>A layout other than (or including) the classic 9x9 (doc/layouts.md): a size
    /// from 4 to 16 or 25, boxes or jigsaw regions, diagonals, windoku, disjoint groups, extra
    /// regions, anti-knight, anti-king. Grids are byte arrays of Cells values in row-major
    /// order, 0 for a blank and 1 to Size for a digit. Holds the library's handle in a
    /// SafeHandle: Dispose frees it (or the finalizer, if nobody does). The calls only read
    /// the handle, so one Layout may serve many threads.</summary>
    public sealed class Layout : IDisposable
    {
        /// <summary>The most cells a layout has (25x25).</summary>
        public const int MaxCells = 625;

        /// <summary>A generous work bound, the default of every call that takes one.</summary>
        public const ulong DefaultWork = 200000000;

        /// <summary>A generated line's buffer: SUDOKU_LAYOUT_MAX_LINE.</summary>
        public const int MaxLine = 4096;

        readonly LayoutHandle handle;

        Layout(LayoutHandle handle)
        {
            this.handle = handle;
            Size = (int)Solver.Native.sudoku_layout_size(handle);
            Cells = (int)Solver.Native.sudoku_layout_cells(handle);
        }

        /// <summary>N: the digits 1 to N, the rows and the columns.</summary>
        public int Size { get; private set; }

        /// <summary>N * N: the length of every grid of the layout.</summary>
        public int Cells { get; private set; }

        /// <summary>The library's handle, for calls of the C API.</summary>
        public LayoutHandle Handle
        {
            get { return handle; }
        }

        /// <summary>From the layout text form: a prefix alone ("16x16 x windoku"; its grid
        /// blank) or a whole line (a jigsaw needs one: its regions follow its cells);
        /// <paramref name="givens"/> receives the line's cells. Throws SudokuException
        /// (InvalidLayout) whose message is the library's reason.</summary>
        public static Layout Parse(string text, out byte[] givens)
        {
            return Make(text, false, out givens);
        }

        /// <summary>The layout of the text form, its cells left out.</summary>
        public static Layout Parse(string text)
        {
            byte[] givens;
            return Make(text, false, out givens);
        }

        /// <summary>From an f-puzzles document, its JSON or an f-puzzles link;
        /// <paramref name="givens"/> receives its givens. Throws SudokuException
        /// (InvalidLayout, naming a rule the library does not support).</summary>
        public static Layout FromFPuzzles(string text, out byte[] givens)
        {
            return Make(text, true, out givens);
        }

        static Layout Make(string text, bool fpuzzles, out byte[] givens)
        {
            if (text == null) throw new ArgumentNullException("text");
            Solver.EnsureLoaded();
            byte[] bytes = System.Text.Encoding.UTF8.GetBytes(text);
            var cells = new byte[MaxCells];
            var message = new byte[256];
            IntPtr made;
            var length = new UIntPtr((uint)bytes.Length);
            var cellsLength = new UIntPtr((uint)cells.Length);
            var messageLength = new UIntPtr((uint)message.Length);
            Status status = fpuzzles
                ? Solver.Native.sudoku_layout_from_fpuzzles(
                    bytes, length, cells, cellsLength, out made, message, messageLength)
                : Solver.Native.sudoku_layout_parse(
                    bytes, length, cells, cellsLength, out made, message, messageLength);
            if (status != Status.Ok)
            {
                throw new SudokuException(status, Text(message));
            }
            var layout = new Layout(new LayoutHandle(made));
            givens = new byte[layout.Cells];
            Array.Copy(cells, givens, layout.Cells);
            return layout;
        }

        /// <summary>The completion whose digits, read row-major, come first in order. Throws
        /// SudokuException (InvalidCell, Conflict, Unsolvable; BudgetExceeded when
        /// <paramref name="maxWork"/> runs out).</summary>
        public byte[] Solve(byte[] puzzle, ulong maxWork = DefaultWork)
        {
            CheckGrid(puzzle);
            var answer = new byte[Cells];
            Check(Solver.Native.sudoku_layout_solve(
                handle, puzzle, Length(puzzle), answer, Length(answer), maxWork), puzzle);
            return answer;
        }

        /// <summary>Any completion (the first found, not necessarily the smallest). Throws as
        /// Solve.</summary>
        public byte[] SolveAny(byte[] puzzle, ulong maxWork = DefaultWork)
        {
            CheckGrid(puzzle);
            var answer = new byte[Cells];
            Check(Solver.Native.sudoku_layout_solve_any(
                handle, puzzle, Length(puzzle), answer, Length(answer), maxWork), puzzle);
            return answer;
        }

        /// <summary>The completions, counted to <paramref name="limit"/> within
        /// <paramref name="maxWork"/>: not Finished (a lower bound) when the work ran out.
        /// Throws SudokuException (InvalidCell or Conflict).</summary>
        public Count Count(byte[] puzzle, ulong limit = 2, ulong maxWork = DefaultWork)
        {
            CheckGrid(puzzle);
            ulong count;
            Status status = Solver.Native.sudoku_layout_count(
                handle, puzzle, Length(puzzle), limit, maxWork, out count);
            if (status == Status.BudgetExceeded) return new Count(count, false);
            Check(status, puzzle);
            return new Count(count, true);
        }

        /// <summary>Checks the givens without solving. Throws SudokuException (InvalidCell
        /// or Conflict) whose Cell is the first offending cell and whose message is the
        /// library's sentence ("digit 1 appears twice in the main diagonal: ...").</summary>
        public void Validate(byte[] puzzle)
        {
            CheckGrid(puzzle);
            UIntPtr cell;
            var sentence = new byte[256];
            Status status = Solver.Native.sudoku_layout_validate(
                handle, puzzle, Length(puzzle), out cell, sentence,
                new UIntPtr((uint)sentence.Length));
            if (status == Status.InvalidCell || status == Status.Conflict)
            {
                throw new SudokuException(status, Text(sentence), (int)cell);
            }
            if (status != Status.Ok) throw new SudokuException(status);
        }

        /// <summary>The basic pencil marks: one mask a cell, bit d - 1 for digit d. Throws
        /// as Validate.</summary>
        public uint[] Candidates(byte[] puzzle)
        {
            CheckGrid(puzzle);
            var marks = new uint[Cells];
            Check(Solver.Native.sudoku_layout_candidates(
                handle, puzzle, Length(puzzle), marks, new UIntPtr((uint)marks.Length)), puzzle);
            return marks;
        }

        /// <summary>A puzzle of a 9x9 layout rated on Sudoku Explainer's scale, its
        /// techniques over every house and rule of the layout (Sukaku Explainer's variant
        /// ratings), within <paramref name="maxWork"/> units. Throws SudokuException
        /// (InvalidCell, Conflict, Unsolvable, NotUnique, AlreadySolved, BudgetExceeded,
        /// InvalidLayout for another size).</summary>
        public Rating Rate(byte[] puzzle, ulong maxWork = ulong.MaxValue)
        {
            CheckGrid(puzzle);
            var raw = new byte[Offsets.RatingBytes];
            ulong work = 0;
            Check(Solver.Native.sudoku_layout_rate(
                handle, puzzle, Length(puzzle), maxWork, raw, ref work), puzzle);
            return new Rating(raw, work);
        }

        /// <summary>The next step on a player's grid of a 9x9 layout, its Text naming the
        /// layout's houses ("in the main diagonal", "in region 4"); with the puzzle's
        /// <paramref name="givens"/> and the player's <paramref name="marks"/> (one mask a
        /// cell), a wrong entry or mark first. Throws SudokuException as Rate.</summary>
        public global::Sudoku.Hint Hint(byte[] puzzle, byte[] givens = null, uint[] marks = null)
        {
            CheckGrid(puzzle);
            if (givens != null) CheckGrid(givens);
            if (marks != null && marks.Length != Cells)
            {
                throw new ArgumentException("pencil marks have one mask a cell", "marks");
            }
            var raw = new byte[Offsets.HintBytes];
            var text = new byte[512];
            UIntPtr needed = UIntPtr.Zero;
            for (int round = 0; round < 2; round++)
            {
                Check(Solver.Native.sudoku_layout_hint(handle, puzzle, givens, marks,
                    Length(puzzle), raw, text, new UIntPtr((uint)text.Length), ref needed), puzzle);
                if ((ulong)needed < (ulong)text.Length) break;
                text = new byte[(int)needed.ToUInt32() + 1];
            }
            return new global::Sudoku.Hint(
                raw, System.Text.Encoding.UTF8.GetString(text, 0, (int)needed.ToUInt32()));
        }

        /// <summary>A puzzle of this layout's rules with exactly one completion, for
        /// <paramref name="seed"/>, as a line of the layout text form (Parse reads it back).
        /// The symmetry must be one the layout keeps; <paramref name="minimal"/> false keeps
        /// only the removals propagation decides; <paramref name="jigsaw"/> draws random
        /// connected regions for the seed (no symmetry then); its rating (Rate's, 9x9
        /// layouts only) from <paramref name="minTenths"/> to <paramref name="maxTenths"/>,
        /// both included (GenerateOptions.NoMaximum: no upper bound), the ratings within
        /// <paramref name="maxWork"/> too. Throws SudokuException (InvalidOption, Unsolvable,
        /// InvalidLayout, BudgetExceeded).</summary>
        public string Generate(ulong seed, Symmetry symmetry = Symmetry.None, bool minimal = true,
            bool jigsaw = false, ulong maxWork = DefaultWork, ushort minTenths = 0,
            ushort maxTenths = GenerateOptions.NoMaximum)
        {
            var line = new byte[MaxLine];
            Status status = Solver.Native.sudoku_layout_generate_rated(handle, seed,
                (int)symmetry, minimal ? 1 : 0, jigsaw ? 1 : 0, minTenths, maxTenths, maxWork,
                line, new UIntPtr((uint)line.Length));
            if (status != Status.Ok) throw new SudokuException(status);
            return Text(line);
        }

        /// <summary>A killer puzzle over this layout's rules (which has no cages) with exactly
        /// one completion, for <paramref name="seed"/>, as a line of the layout text form
        /// (Parse reads it back): connected cages of <paramref name="smallestCage"/> to
        /// <paramref name="largestCage"/> cells with their sums, and no givens unless the
        /// cages need some. The symmetry (of the cages and the givens) must be one the layout
        /// keeps; the rating (Rate's, 9x9 layouts only) from <paramref name="minTenths"/> to
        /// <paramref name="maxTenths"/>, both included; <paramref name="maxWork"/> bounds the
        /// whole call. Throws SudokuException (InvalidOption, InvalidLayout, Unsolvable,
        /// BudgetExceeded).</summary>
        public string GenerateKiller(ulong seed, uint smallestCage = 1, uint largestCage = 6,
            Symmetry symmetry = Symmetry.None, ulong maxWork = DefaultWork, ushort minTenths = 0,
            ushort maxTenths = GenerateOptions.NoMaximum)
        {
            var line = new byte[MaxLine];
            Status status = Solver.Native.sudoku_layout_generate_killer(handle, seed,
                (int)symmetry, smallestCage, largestCage, minTenths, maxTenths, maxWork, line,
                new UIntPtr((uint)line.Length));
            if (status != Status.Ok) throw new SudokuException(status);
            return Text(line);
        }

        /// <summary>Frees the library's handle; the Layout may not be used after.</summary>
        public void Dispose()
        {
            handle.Dispose();
        }

        /// <summary>The NUL-terminated UTF-8 sentence the library wrote.</summary>
        static string Text(byte[] written)
        {
            int end = Array.IndexOf(written, (byte)0);
            return System.Text.Encoding.UTF8.GetString(written, 0, end < 0 ? 0 : end);
        }

        static UIntPtr Length(byte[] cells)
        {
            return new UIntPtr((uint)cells.Length);
        }

        void CheckGrid(byte[] grid)
        {
            if (grid == null) throw new ArgumentNullException("puzzle");
            if (grid.Length != Cells)
            {
                throw new ArgumentException("a grid of this layout has " + Cells + " cells", "puzzle");
            }
        }

        /// <summary>Throws SudokuException for any status but Ok; for InvalidCell and
        /// Conflict, with the cell Validate names.</summary>
        void Check(Status status, byte[] puzzle)
        {
            if (status == Status.Ok) return;
            if (status == Status.InvalidCell || status == Status.Conflict) Validate(puzzle);
            throw new SudokuException(status);
        }
    }

    /// <summary>Solves, counts, validates and batch-solves 9x9 grids.</summary>
    public static partial class Solver
    {
        /// <summary>Cells in a grid: the length of every grid array.</summary>
        public const int Cells = 81;

        /// <summary>The library version, e.g. "1.0.0".</summary>
        public static string Version
        {
            get
            {
                EnsureLoaded();
                return Marshal.PtrToStringAnsi(Native.sudoku_version());
            }
        }

        /// <summary>The library's English text for a status.</summary>
        public static string StatusMessage(Status status)
        {
            EnsureLoaded();
            return Marshal.PtrToStringAnsi(Native.sudoku_status_message((int)status));
        }

        /// <summary>Reads a grid from text in the grammar every reader of the library
        /// shares (doc/program.md, "Input"): 81 cells, each 1-9, or 0 or '.' for a blank, as one
        /// line of 81 or 9 lines of 9; whitespace, blank lines, lines starting with '#' and a
        /// byte-order mark at the start of a line are skipped. Throws SudokuParseException,
        /// naming the line and column, for anything else.</summary>
        public static byte[] Parse(string text)
        {
            if (text == null) throw new ArgumentNullException("text");
            EnsureLoaded();
            byte[] utf8 = System.Text.Encoding.UTF8.GetBytes(text);
            var grid = new byte[Cells];
            var detail = new byte[Offsets.DetailBytes];
            // An empty text still passes a buffer: NULL is the library's NullPointer.
            byte[] buffer = utf8.Length > 0 ? utf8 : new byte[1];
            Status status = Native.sudoku_parse(
                buffer, new UIntPtr((uint)utf8.Length), ref grid[0], ref detail[0]);
            if (status == Status.InvalidText) throw new SudokuParseException(detail);
            Check(status);
            return grid;
        }

        /// <summary>The completion whose 81 digits, read row-major, form the smallest
        /// number. Throws SudokuException (InvalidCell, Conflict or Unsolvable).</summary>
        public static byte[] Solve(byte[] puzzle)
        {
            CheckGrid(puzzle, "puzzle");
            var answer = new byte[Cells];
            Check(Native.sudoku_solve(ref puzzle[0], ref answer[0]), puzzle);
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
            Check(Native.sudoku_count_solutions(ref puzzle[0], limit, out count), puzzle);
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
            Check(status, puzzle);
            return new Count(count, true);
        }

        /// <summary>Checks the givens without solving. Throws SudokuException (InvalidCell
        /// or Conflict) whose Cell names the first offending cell, and OtherCell, Digit, Unit
        /// and HouseNumber (a clash) or Value (a value above 9) the rest.</summary>
        public static void Validate(byte[] puzzle)
        {
            CheckGrid(puzzle, "puzzle");
            UIntPtr cell;
            Check(Native.sudoku_validate(ref puzzle[0], out cell), puzzle);
        }

        /// <summary>Solves the grids laid end to end in <paramref name="puzzles"/> (81
        /// bytes each) on <paramref name="threads"/> threads (0: one per core), writing each
        /// answer at the same place in <paramref name="answers"/>, which may be
        /// <paramref name="puzzles"/> itself. Returns each grid's status; an answer is
        /// written only when that is Ok.</summary>
        public static Status[] SolveBatch(byte[] puzzles, byte[] answers, uint threads = 0)
        {
            EnsureLoaded();
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

        /// <summary>Counts the completions of the grids laid end to end in
        /// <paramref name="puzzles"/> (81 bytes each), each up to <paramref name="limit"/>,
        /// on <paramref name="threads"/> threads (0: one per core); limit 2 tells proper
        /// puzzles (1) from the others. Returns each grid's status; its count in
        /// <paramref name="counts"/> (one per grid) is written only when that is Ok. The
        /// call cannot be stopped: keep the limit small.</summary>
        public static Status[] CountBatch(byte[] puzzles, ulong limit, ulong[] counts,
                                          uint threads = 0)
        {
            EnsureLoaded();
            if (puzzles == null) throw new ArgumentNullException("puzzles");
            if (counts == null) throw new ArgumentNullException("counts");
            if (puzzles.Length % Cells != 0 || counts.Length != puzzles.Length / Cells)
            {
                throw new ArgumentException("81 bytes per grid, one count per grid");
            }
            int n = counts.Length;
            var statuses = new int[n];
            if (n > 0)
            {
                Check(Native.sudoku_count_batch(
                    ref puzzles[0], limit, ref counts[0], ref statuses[0], (UIntPtr)(uint)n,
                    threads));
            }
            var result = new Status[n];
            for (int i = 0; i < n; i++)
            {
                result[i] = (Status)statuses[i];
            }
            return result;
        }

        /// <summary>The basic pencil marks. Throws SudokuException (InvalidCell or
        /// Conflict).</summary>
        public static ushort[] Candidates(byte[] grid)
        {
            CheckGrid(grid, "grid");
            var marks = new ushort[Cells];
            Check(Native.sudoku_candidates(ref grid[0], ref marks[0]), grid);
            return marks;
        }

        /// <summary>The next step on a player's grid, with the basic pencil marks (null)
        /// or the player's own. A wrong entry or mark comes first, as Technique.Mistake.
        /// Throws SudokuException (InvalidCell, Conflict, Unsolvable, NotUnique or
        /// AlreadySolved).</summary>
        public static Hint Hint(byte[] grid, ushort[] marks = null)
        {
            CheckGrid(grid, "grid");
            CheckMarks(marks);
            var raw = new byte[Offsets.HintBytes];
            Check(Native.sudoku_hint(ref grid[0], marks, ref raw[0]), grid);
            return new Hint(raw);
        }

        /// <summary>Hint for an app that knows the puzzle's givens: a wrong entry is named
        /// for sure.</summary>
        public static Hint HintWithGivens(byte[] grid, byte[] givens, ushort[] marks = null)
        {
            CheckGrid(grid, "grid");
            CheckGrid(givens, "givens");
            CheckMarks(marks);
            var raw = new byte[Offsets.HintBytes];
            Check(Native.sudoku_hint_with_givens(ref grid[0], ref givens[0], marks, ref raw[0]), grid);
            return new Hint(raw);
        }

        /// <summary>Hint (HintWithGivens when <paramref name="givens"/> is not null) with
        /// the chain's lines, for an app to draw and to tell step by step.</summary>
        public static ChainHint HintChain(byte[] grid, byte[] givens = null, ushort[] marks = null)
        {
            CheckGrid(grid, "grid");
            if (givens != null)
            {
                CheckGrid(givens, "givens");
            }
            CheckMarks(marks);
            var raw = new byte[Offsets.HintBytes];
            var chain = new byte[Offsets.ChainBytes];
            Check(Native.sudoku_hint_chain(ref grid[0], givens, marks, ref raw[0], ref chain[0]), grid);
            return new ChainHint(new Hint(raw), new Chain(chain));
        }

        /// <summary>Rates a puzzle by a logic solve that always takes the easiest step.
        /// Throws SudokuException (InvalidCell, Conflict, Unsolvable or NotUnique).</summary>
        public static Rating Rate(byte[] puzzle)
        {
            return RateWithin(puzzle, ulong.MaxValue);
        }

        /// <summary>Rate within a bound on its work, for a caller that must answer in time
        /// whatever the puzzle: the same rating when it takes at most maxWork units
        /// (Rating.Work says how many a puzzle takes), else SudokuException with
        /// BudgetExceeded; ulong.MaxValue is Rate.</summary>
        public static Rating RateWithin(byte[] puzzle, ulong maxWork)
        {
            CheckGrid(puzzle, "puzzle");
            var raw = new byte[Offsets.RatingBytes];
            ulong work = 0;
            Check(Native.sudoku_rate_details_within(ref puzzle[0], maxWork, ref raw[0], ref work), puzzle);
            return new Rating(raw, work);
        }

        /// <summary>A puzzle with exactly one solution; the same seed and options give the
        /// same puzzle on every platform. Throws SudokuException (InvalidOption or GaveUp).
        /// </summary>
        public static byte[] Generate(ulong seed, GenerateOptions options = null)
        {
            EnsureLoaded();
            var puzzle = new byte[Cells];
            options = options ?? new GenerateOptions();
            Check(Native.sudoku_generate_rated(seed, options.ToNative(), options.MinTenths,
                options.MaxTenths, ref puzzle[0]));
            return puzzle;
        }

        /// <summary>Puzzle i from seed seed + i, laid end to end (81 bytes each), on
        /// <paramref name="threads"/> threads (0: one per core).</summary>
        public static byte[] GenerateBatch(
            ulong seed, int n, GenerateOptions options = null, uint threads = 0)
        {
            EnsureLoaded();
            if (n < 0) throw new ArgumentOutOfRangeException("n");
            var puzzles = new byte[Cells * n];
            if (n > 0)
            {
                options = options ?? new GenerateOptions();
                Check(Native.sudoku_generate_rated_batch(seed, options.ToNative(),
                    options.MinTenths, options.MaxTenths, ref puzzles[0], (UIntPtr)(uint)n,
                    threads));
            }
            return puzzles;
        }

        /// <summary>The name of a technique, e.g. "Hidden single".</summary>
        public static string TechniqueName(Technique technique)
        {
            EnsureLoaded();
            return Marshal.PtrToStringAnsi(Native.sudoku_technique_name((int)technique));
        }

        /// <summary>The name of a level in capitals, e.g. "HARD".</summary>
        public static string LevelName(Level level)
        {
            EnsureLoaded();
            return Marshal.PtrToStringAnsi(Native.sudoku_level_name((int)level));
        }

        static void CheckMarks(ushort[] marks)
        {
            if (marks != null && marks.Length != Cells)
            {
                throw new ArgumentException("pencil marks have 81 cells", "marks");
            }
        }

        static void CheckGrid(byte[] grid, string name)
        {
            if (grid == null) throw new ArgumentNullException(name);
            if (grid.Length != Cells) throw new ArgumentException("a grid has 81 cells", name);
            EnsureLoaded();
        }

        /// <summary>Throws SudokuException for any status but Ok. For InvalidCell and
        /// Conflict, <paramref name="grid"/> (the call's input) is explained, so that the
        /// exception says where.</summary>
        static void Check(Status status, byte[] grid = null)
        {
            if (status == Status.Ok) return;
            if (grid != null && (status == Status.InvalidCell || status == Status.Conflict))
            {
                var detail = new byte[Offsets.DetailBytes];
                // A clash in HintWithGivens' separate givens is not in `grid`: no place then.
                if (Native.sudoku_explain(ref grid[0], ref detail[0]) == status)
                {
                    throw new SudokuException(detail);
                }
            }
            throw new SudokuException(status);
        }

        /// <summary>The library's sentence for a SudokuErrorDetail (sudoku_error_text): the
        /// words the command-line program prints.</summary>
        internal static string ErrorText(byte[] detail)
        {
            int length = (int)Native.sudoku_error_text(ref detail[0], null, UIntPtr.Zero);
            var text = new byte[length + 1];
            Native.sudoku_error_text(ref detail[0], text, new UIntPtr((uint)text.Length));
            return System.Text.Encoding.UTF8.GetString(text, 0, length);
        }

        internal static int Int(byte[] buffer, int offset)
        {
            return BitConverter.ToInt32(buffer, offset);
        }

        static volatile bool loaded;

        /// <summary>Loads the native library on first use, and when the runtime cannot find
        /// it, says which file it looked for and where, instead of the runtime's bare
        /// DllNotFoundException.</summary>
        internal static void EnsureLoaded()
        {
            if (loaded) return;
            try
            {
                Native.sudoku_version();
                loaded = true;
            }
            catch (DllNotFoundException error)
            {
                throw new DllNotFoundException(MissingLibraryMessage(), error);
            }
        }

        static string MissingLibraryMessage()
        {
            string file, path;
            if (RuntimeInformation.IsOSPlatform(OSPlatform.Windows))
            {
                file = "sudoku.dll";
                path = "PATH";
            }
            else if (RuntimeInformation.IsOSPlatform(OSPlatform.OSX))
            {
                file = "libsudoku.dylib";
                path = "DYLD_LIBRARY_PATH";
            }
            else
            {
                file = "libsudoku.so";
                path = "LD_LIBRARY_PATH";
            }
            return "the native library \"sudoku\" (" + file + ") was not found: the runtime "
                + "looks for it beside the application (" + AppDomain.CurrentDomain.BaseDirectory
                + "), then in the directories of " + path + " and the system's library "
                + "directories. Build it with `cargo build --release` (target/release/) or "
                + "install it (doc/c-abi.md), then put " + file + " beside the "
                + "application or its directory on " + path + ".";
        }

        // The C functions. Grid pointers are `ref` to the first byte: pinned, never copied;
        // arguments that may be NULL (pencil marks, options, a text buffer) are blittable
        // arrays, pinned too, and null passes NULL. The strings are static in the library,
        // so they come back as IntPtr and are never freed.
        internal static partial class Native
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
            internal static partial Status sudoku_count_batch(
                ref byte input, ulong limit, ref ulong counts, ref int statuses, UIntPtr n,
                uint threads);

            [LibraryImport(Lib)]
            internal static partial Status sudoku_candidates(ref byte input, ref ushort marks);

            [LibraryImport(Lib)]
            internal static partial Status sudoku_hint(
                ref byte input, ushort[] marks, ref byte hint);

            [LibraryImport(Lib)]
            internal static partial Status sudoku_hint_with_givens(
                ref byte input, ref byte givens, ushort[] marks, ref byte hint);

            [LibraryImport(Lib)]
            internal static partial UIntPtr sudoku_hint_text(
                ref byte hint, [Out] byte[] buf, UIntPtr len);

            [LibraryImport(Lib)]
            internal static partial Status sudoku_hint_chain(
                ref byte input, byte[] givens, ushort[] marks, ref byte hint, ref byte chain);

            [LibraryImport(Lib)]
            internal static partial UIntPtr sudoku_hint_chain_text(
                ref byte hint, ref byte chain, [Out] byte[] buf, UIntPtr len);

            [LibraryImport(Lib)]
            internal static partial IntPtr sudoku_technique_name(int technique);

            [LibraryImport(Lib)]
            internal static partial Status sudoku_rate_details_within(
                ref byte input, ulong maxWork, ref byte rating, ref ulong work);

            [LibraryImport(Lib)]
            internal static partial IntPtr sudoku_level_name(int level);

            [LibraryImport(Lib)]
            internal static partial Status sudoku_generate_rated(
                ulong seed, int[] options, ushort minTenths, ushort maxTenths, ref byte output);

            [LibraryImport(Lib)]
            internal static partial Status sudoku_generate_rated_batch(
                ulong seed, int[] options, ushort minTenths, ushort maxTenths, ref byte output,
                UIntPtr n, uint threads);

            [LibraryImport(Lib)]
            internal static partial Status sudoku_explain(ref byte input, ref byte detail);

            [LibraryImport(Lib)]
            internal static partial Status sudoku_parse(
                byte[] text, UIntPtr len, ref byte output, ref byte detail);

            [LibraryImport(Lib)]
            internal static partial UIntPtr sudoku_error_text(
                ref byte detail, [Out] byte[] buf, UIntPtr len);

            [LibraryImport(Lib)]
            internal static partial IntPtr sudoku_status_message(int status);

            [LibraryImport(Lib)]
            internal static partial IntPtr sudoku_version();

            [LibraryImport(Lib)]
            internal static partial Status sudoku_layout_parse(
                byte[] text, UIntPtr len, [Out] byte[] givens, UIntPtr givensLen,
                out IntPtr layout, [Out] byte[] message, UIntPtr messageLen);

            [LibraryImport(Lib)]
            internal static partial Status sudoku_layout_from_fpuzzles(
                byte[] text, UIntPtr len, [Out] byte[] givens, UIntPtr givensLen,
                out IntPtr layout, [Out] byte[] message, UIntPtr messageLen);

            [LibraryImport(Lib)]
            internal static partial void sudoku_layout_free(IntPtr layout);

            [LibraryImport(Lib)]
            internal static partial UIntPtr sudoku_layout_size(LayoutHandle layout);

            [LibraryImport(Lib)]
            internal static partial UIntPtr sudoku_layout_cells(LayoutHandle layout);

            [LibraryImport(Lib)]
            internal static partial Status sudoku_layout_solve(
                LayoutHandle layout, byte[] input, UIntPtr inLen, [Out] byte[] output,
                UIntPtr outLen, ulong maxWork);

            [LibraryImport(Lib)]
            internal static partial Status sudoku_layout_solve_any(
                LayoutHandle layout, byte[] input, UIntPtr inLen, [Out] byte[] output,
                UIntPtr outLen, ulong maxWork);

            [LibraryImport(Lib)]
            internal static partial Status sudoku_layout_count(
                LayoutHandle layout, byte[] input, UIntPtr inLen, ulong limit, ulong maxWork,
                out ulong count);

            [LibraryImport(Lib)]
            internal static partial Status sudoku_layout_validate(
                LayoutHandle layout, byte[] input, UIntPtr inLen, out UIntPtr cell,
                [Out] byte[] message, UIntPtr messageLen);

            [LibraryImport(Lib)]
            internal static partial Status sudoku_layout_candidates(
                LayoutHandle layout, byte[] input, UIntPtr inLen, [Out] uint[] marks,
                UIntPtr marksLen);

            [LibraryImport(Lib)]
            internal static partial Status sudoku_layout_rate(
                LayoutHandle layout, byte[] input, UIntPtr inLen, ulong maxWork,
                [Out] byte[] details, ref ulong work);

            [LibraryImport(Lib)]
            internal static partial Status sudoku_layout_hint(
                LayoutHandle layout, byte[] input, byte[] givens, uint[] marks, UIntPtr inLen,
                [Out] byte[] hint, [Out] byte[] text, UIntPtr textLen, ref UIntPtr textNeeded);

            [LibraryImport(Lib)]
            internal static partial Status sudoku_layout_generate_rated(
                LayoutHandle layout, ulong seed, int symmetry, int minimal, int jigsaw,
                ushort minTenths, ushort maxTenths, ulong maxWork, [Out] byte[] line,
                UIntPtr lineLen);

            [LibraryImport(Lib)]
            internal static partial Status sudoku_layout_generate_killer(
                LayoutHandle layout, ulong seed, int symmetry, uint smallestCage,
                uint largestCage, ushort minTenths, ushort maxTenths, ulong maxWork,
                [Out] byte[] line, UIntPtr lineLen);
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
            internal static extern Status sudoku_count_batch(
                ref byte input, ulong limit, ref ulong counts, ref int statuses, UIntPtr n,
                uint threads);

            [DllImport(Lib, CallingConvention = CallingConvention.Cdecl)]
            internal static extern Status sudoku_candidates(ref byte input, ref ushort marks);

            [DllImport(Lib, CallingConvention = CallingConvention.Cdecl)]
            internal static extern Status sudoku_hint(
                ref byte input, ushort[] marks, ref byte hint);

            [DllImport(Lib, CallingConvention = CallingConvention.Cdecl)]
            internal static extern Status sudoku_hint_with_givens(
                ref byte input, ref byte givens, ushort[] marks, ref byte hint);

            [DllImport(Lib, CallingConvention = CallingConvention.Cdecl)]
            internal static extern UIntPtr sudoku_hint_text(
                ref byte hint, [Out] byte[] buf, UIntPtr len);

            [DllImport(Lib, CallingConvention = CallingConvention.Cdecl)]
            internal static extern Status sudoku_hint_chain(
                ref byte input, byte[] givens, ushort[] marks, ref byte hint, ref byte chain);

            [DllImport(Lib, CallingConvention = CallingConvention.Cdecl)]
            internal static extern UIntPtr sudoku_hint_chain_text(
                ref byte hint, ref byte chain, [Out] byte[] buf, UIntPtr len);

            [DllImport(Lib, CallingConvention = CallingConvention.Cdecl)]
            internal static extern IntPtr sudoku_technique_name(int technique);

            [DllImport(Lib, CallingConvention = CallingConvention.Cdecl)]
            internal static extern Status sudoku_rate_details_within(
                ref byte input, ulong maxWork, ref byte rating, ref ulong work);

            [DllImport(Lib, CallingConvention = CallingConvention.Cdecl)]
            internal static extern IntPtr sudoku_level_name(int level);

            [DllImport(Lib, CallingConvention = CallingConvention.Cdecl)]
            internal static extern Status sudoku_generate_rated(
                ulong seed, int[] options, ushort minTenths, ushort maxTenths, ref byte output);

            [DllImport(Lib, CallingConvention = CallingConvention.Cdecl)]
            internal static extern Status sudoku_generate_rated_batch(
                ulong seed, int[] options, ushort minTenths, ushort maxTenths, ref byte output,
                UIntPtr n, uint threads);

            [DllImport(Lib, CallingConvention = CallingConvention.Cdecl)]
            internal static extern Status sudoku_explain(ref byte input, ref byte detail);

            [DllImport(Lib, CallingConvention = CallingConvention.Cdecl)]
            internal static extern Status sudoku_parse(
                byte[] text, UIntPtr len, ref byte output, ref byte detail);

            [DllImport(Lib, CallingConvention = CallingConvention.Cdecl)]
            internal static extern UIntPtr sudoku_error_text(
                ref byte detail, [Out] byte[] buf, UIntPtr len);

            [DllImport(Lib, CallingConvention = CallingConvention.Cdecl)]
            internal static extern IntPtr sudoku_status_message(int status);

            [DllImport(Lib, CallingConvention = CallingConvention.Cdecl)]
            internal static extern IntPtr sudoku_version();

            [DllImport(Lib, CallingConvention = CallingConvention.Cdecl)]
            internal static extern Status sudoku_layout_parse(
                byte[] text, UIntPtr len, [Out] byte[] givens, UIntPtr givensLen,
                out IntPtr layout, [Out] byte[] message, UIntPtr messageLen);

            [DllImport(Lib, CallingConvention = CallingConvention.Cdecl)]
            internal static extern Status sudoku_layout_from_fpuzzles(
                byte[] text, UIntPtr len, [Out] byte[] givens, UIntPtr givensLen,
                out IntPtr layout, [Out] byte[] message, UIntPtr messageLen);

            [DllImport(Lib, CallingConvention = CallingConvention.Cdecl)]
            internal static extern void sudoku_layout_free(IntPtr layout);

            [DllImport(Lib, CallingConvention = CallingConvention.Cdecl)]
            internal static extern UIntPtr sudoku_layout_size(LayoutHandle layout);

            [DllImport(Lib, CallingConvention = CallingConvention.Cdecl)]
            internal static extern UIntPtr sudoku_layout_cells(LayoutHandle layout);

            [DllImport(Lib, CallingConvention = CallingConvention.Cdecl)]
            internal static extern Status sudoku_layout_solve(
                LayoutHandle layout, byte[] input, UIntPtr inLen, [Out] byte[] output,
                UIntPtr outLen, ulong maxWork);

            [DllImport(Lib, CallingConvention = CallingConvention.Cdecl)]
            internal static extern Status sudoku_layout_solve_any(
                LayoutHandle layout, byte[] input, UIntPtr inLen, [Out] byte[] output,
                UIntPtr outLen, ulong maxWork);

            [DllImport(Lib, CallingConvention = CallingConvention.Cdecl)]
            internal static extern Status sudoku_layout_count(
                LayoutHandle layout, byte[] input, UIntPtr inLen, ulong limit, ulong maxWork,
                out ulong count);

            [DllImport(Lib, CallingConvention = CallingConvention.Cdecl)]
            internal static extern Status sudoku_layout_validate(
                LayoutHandle layout, byte[] input, UIntPtr inLen, out UIntPtr cell,
                [Out] byte[] message, UIntPtr messageLen);

            [DllImport(Lib, CallingConvention = CallingConvention.Cdecl)]
            internal static extern Status sudoku_layout_candidates(
                LayoutHandle layout, byte[] input, UIntPtr inLen, [Out] uint[] marks,
                UIntPtr marksLen);

            [DllImport(Lib, CallingConvention = CallingConvention.Cdecl)]
            internal static extern Status sudoku_layout_rate(
                LayoutHandle layout, byte[] input, UIntPtr inLen, ulong maxWork,
                [Out] byte[] details, ref ulong work);

            [DllImport(Lib, CallingConvention = CallingConvention.Cdecl)]
            internal static extern Status sudoku_layout_hint(
                LayoutHandle layout, byte[] input, byte[] givens, uint[] marks, UIntPtr inLen,
                [Out] byte[] hint, [Out] byte[] text, UIntPtr textLen, ref UIntPtr textNeeded);

            [DllImport(Lib, CallingConvention = CallingConvention.Cdecl)]
            internal static extern Status sudoku_layout_generate_rated(
                LayoutHandle layout, ulong seed, int symmetry, int minimal, int jigsaw,
                ushort minTenths, ushort maxTenths, ulong maxWork, [Out] byte[] line,
                UIntPtr lineLen);

            [DllImport(Lib, CallingConvention = CallingConvention.Cdecl)]
            internal static extern Status sudoku_layout_generate_killer(
                LayoutHandle layout, ulong seed, int symmetry, uint smallestCage,
                uint largestCage, ushort minTenths, ushort maxTenths, ulong maxWork,
                [Out] byte[] line, UIntPtr lineLen);
#endif
        }
    }
}
