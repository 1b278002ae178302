//! The help text of the program beyond its options: what it does, its input, output and
//! exit statuses, and examples (`sudoku --help`, and the man page rendered from it).

pub(super) const ABOUT: &str =
    "Solves Sudoku puzzles: prints the smallest completion of each (Baekjoon 2239).";

pub(super) const LONG_ABOUT: &str = "\
Solves Sudoku puzzles: prints the smallest completion of each (Baekjoon 2239), or counts or
checks them.

INPUT. Each FILE (stdin when there is none; `-` is stdin too) holds one puzzle per line:
81 cells in row-major order, 1-9 for a given, 0 or `.` for a blank; whitespace around and
between cells is skipped. Blank lines and lines starting with `#` are skipped; CRLF line
ends and a byte-order mark are accepted. The input is streamed, so it may hold any number
of puzzles.

A single input whose first line (neither blank nor a comment) is nearer 9 cells long than 81
is read as one grid of 9 lines of 9 digits instead, the Baekjoon form; when solving, its
answer is printed as 9 lines of 9 digits, and a problem only on stderr.

A line with a `:` is a grid of another layout: its size and rules, then its cells, as
`6x6: CELLS`, `16x16 x windoku: CELLS`, `9x9 jigsaw: CELLS REGIONS`, `9x9 killer: CELLS
CAGES a=15,b=17,...` (sizes 4 to 16 and 25; digits 1-9 then A-Z; rules jigsaw, killer, x,
diagonal, anti-diagonal, windoku, disjoint, anti-knight, anti-king, extra=r1c1,r1c2,...;
doc/layouts.md); a SumoCue killer line (`3x3::k:...`) too. Its answer is printed in the
same symbols; it is solved, counted and checked, not rated.

OUTPUT. Exactly one line on stdout per puzzle line, in input order:
  solving (default)  the 81 digits of the answer
  --count            the number of completions, with `+` when counting stopped at LIMIT
                     (or at the work limit of --max-work): at least that many
  --check            `ok`
  a failure          `error: ` and the reason (bad line, clashing givens, no completion)
Each failure is also reported on stderr as `sudoku: line N: reason`, or
`sudoku: FILE:N: reason` when there are several inputs.

EXIT STATUS. 0 when every puzzle was answered; 1 when a puzzle failed (a line that is not a
puzzle, clashing givens, or, when solving, no completion), an input could not be read, or
the answers could not be written (stdout closed or failing); 2 for a bad command line.
With --count, a count of 0 is an answer, not a failure.

COMMANDS. Solving is the default; `sudoku generate`, `sudoku rate` and `sudoku hint` make,
rate and explain puzzles, and `sudoku completions SHELL` prints a completion script
(`sudoku COMMAND --help`). A file named like a command is given as `./rate`, or after an
option.";

pub(super) const EXAMPLES: &str = "\
Examples:
  sudoku < examples/sample.txt          Solve one grid in the 9-line form
  sudoku puzzles.txt > answers.txt      Solve every puzzle of a file, one answer a line
  sudoku --count puzzles.txt            Which puzzles are proper? (0, 1 or 2+ completions)
  sudoku --count=1000 a.txt b.txt       Count completions, up to 1000 each, of two files
  sudoku --count=1000000 --max-work 100000 sparse.txt
                                        Count, but give up each count after 100000 units
  sudoku --check - < puzzles.txt        Check the givens only, from stdin
  sudoku --threads 1 --stats big.txt    Solve on one thread; puzzles/s and statuses on stderr
  sudoku generate 100 --level hard      100 puzzles rated HARD, one a line
  sudoku rate puzzles.txt               Level, rating and hardest technique of each puzzle
  sudoku hint < grid.txt                The next step for one grid, as a sentence
  sudoku completions bash               Print the completion script for bash";
