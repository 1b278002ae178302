"""Reads every case of table.txt (the path is the first argument) with parse_grid from the
package sudoku_lexmin (bindings/python/sudoku_lexmin/) and prints one line per case that reads
otherwise than the table says, then the number of cases; exits 1 when any case disagreed. Run by
tests/grammar.rs, with bindings/python/ on PYTHONPATH and SUDOKU_LIBRARY set."""

import re
import sys

import sudoku_lexmin

_ESCAPE = re.compile(r"\\(u\{([0-9a-fA-F]+)\}|.)")
_SIMPLE = {"n": "\n", "r": "\r", "t": "\t", "\\": "\\"}


def unescape(escaped):
    """The text a case's escaped TEXT stands for: \\n, \\r, \\t, \\\\ and \\u{HEX}."""

    def replace(match):
        if match.group(2) is not None:
            return chr(int(match.group(2), 16))
        return _SIMPLE[match.group(1)]

    return _ESCAPE.sub(replace, escaped)


def parsed(text):
    """What parse_grid makes of text: the 81 values as digits, or "error"."""
    try:
        return "".join(str(value) for value in sudoku_lexmin.parse_grid(text))
    except ValueError:
        return "error"


def main(path):
    cases = disagreements = 0
    with open(path, encoding="utf-8") as table:
        for number, line in enumerate(table, 1):
            line = line.rstrip("\n")
            if not line or line.startswith("#"):
                continue
            expected, _, escaped = line.partition(":")
            found = parsed(unescape(escaped))
            cases += 1
            if found != expected:
                disagreements += 1
                print(f"table line {number}: expected {expected}, read {found}")
    print(f"{cases} cases")
    return 0 if disagreements == 0 and cases > 0 else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
