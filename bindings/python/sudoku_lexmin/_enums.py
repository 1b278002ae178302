"""The enumerations of sudoku.h, value for value (a test of the repository compares them
with the header). Each prints as its name in lower case (``print(rating.level)`` shows
``medium``), the word an option takes (``level="medium"``), and reprs as ``Level.MEDIUM``;
``f"{status:d}"`` still gives the number."""

from __future__ import annotations

import enum
from typing import TypeVar

from ._library import lib


class NamedEnum(enum.IntEnum):
    """An enumeration of the header whose members print as their names, not numbers (an
    IntEnum prints its number since Python 3.11)."""

    def __str__(self) -> str:
        return self.name.lower()

    def __repr__(self) -> str:
        return f"{type(self).__name__}.{self.name}"

    def __format__(self, spec: str) -> str:
        # A format of its own (``:d``, ``:>3``) formats the number, as an int does.
        return int.__format__(int(self), spec) if spec else str(self)


E = TypeVar("E", bound=NamedEnum)


def option(kind: type[E], value: E | str | int, name: str) -> E:
    """An option given as a member, its name in any case (``"hard"``, ``"ROTATE180"``;
    ``-`` or a space may stand for ``_``) or its number. Raises ValueError naming the
    choices for an unknown one, TypeError for another type."""
    if isinstance(value, kind):
        return value
    if isinstance(value, str):
        key = value.strip().upper().replace("-", "_").replace(" ", "_")
        if key in kind.__members__:
            return kind.__members__[key]
        choices = ", ".join(str(member) for member in kind)
        raise ValueError(f"{name} is one of {choices}, not {value!r}")
    if isinstance(value, int) and not isinstance(value, bool):
        try:
            return kind(value)
        except ValueError:
            raise ValueError(f"{name} {value} is no {kind.__name__} value") from None
    raise TypeError(f"{name} is a {kind.__name__} or its name, not {type(value).__name__}")


class Status(NamedEnum):
    """The status of a call; the values mirror SudokuStatus in sudoku.h."""

    OK = 0
    NULL_POINTER = 1
    INVALID_CELL = 2
    CONFLICT = 3
    UNSOLVABLE = 4
    PANIC = 5
    BUDGET_EXCEEDED = 6
    NOT_UNIQUE = 7
    ALREADY_SOLVED = 8
    INVALID_OPTION = 9
    GAVE_UP = 10
    INVALID_TEXT = 11
    INVALID_LAYOUT = 12
    BUFFER_LENGTH = 13


class Technique(NamedEnum):
    """The techniques a hint names and a rating counts; the values mirror SudokuTechnique."""

    MISTAKE = 0
    FULL_HOUSE = 1
    HIDDEN_SINGLE = 2
    NAKED_SINGLE = 3
    POINTING = 4
    CLAIMING = 5
    NAKED_PAIR = 6
    X_WING = 7
    HIDDEN_PAIR = 8
    NAKED_TRIPLE = 9
    SWORDFISH = 10
    HIDDEN_TRIPLE = 11
    XY_WING = 12
    XYZ_WING = 13
    UNIQUE_RECTANGLE = 14
    NAKED_QUAD = 15
    JELLYFISH = 16
    HIDDEN_QUAD = 17
    X_CHAIN = 18
    W_WING = 19
    SOLUTION_DIGIT = 20
    BIDIRECTIONAL_CYCLE = 21
    FORCING_CHAIN = 22
    NISHIO_FORCING_CHAIN = 23
    MULTIPLE_FORCING_CHAINS = 24
    DYNAMIC_FORCING_CHAINS = 25
    WXYZ_WING = 26
    VWXYZ_WING = 27
    UVWXYZ_WING = 28
    BUG_TYPE1 = 29
    STRONG_LINKS = 30
    UNIQUE_RECTANGLE_TYPE2 = 31
    UNIQUE_RECTANGLE_TYPE3 = 32
    UNIQUE_RECTANGLE_TYPE4 = 33
    UNIQUE_LOOP = 34
    UNIQUE_LOOP_TYPE2 = 35
    UNIQUE_LOOP_TYPE3 = 36
    UNIQUE_LOOP_TYPE4 = 37
    BUG_TYPE2 = 38
    BUG_TYPE3 = 39
    BUG_TYPE4 = 40
    DYNAMIC_FORCING_CHAINS_PLUS = 41
    NESTED_FORCING_CHAINS = 42
    NESTED_MULTIPLE_FORCING_CHAINS = 43
    ALIGNED_PAIR_EXCLUSION = 44
    TUVWXYZ_WING = 45
    ALIGNED_TRIPLET_EXCLUSION = 46
    DIRECT_POINTING = 47
    DIRECT_CLAIMING = 48
    DIRECT_HIDDEN_PAIR = 49
    DIRECT_HIDDEN_TRIPLE = 50
    GENERALIZED_INTERSECTION = 51
    CAGE_COMBINATION = 52
    CAGE_OVERLAP = 53
    RULE_OF45 = 54
    HIDDEN_CAGE = 55
    INNIES_OUTIES = 56

    @property
    def label(self) -> str:
        """The technique's name as hints' sentences start with it, e.g. "Naked pair"."""
        name: bytes = lib.sudoku_technique_name(int(self))
        return name.decode()


class Mistake(NamedEnum):
    """What a MISTAKE hint found wrong; the values mirror SudokuMistake."""

    NONE = 0
    ENTRY = 1
    PENCIL_MARKS = 2


class ChainKind(NamedEnum):
    """What kind of chain a chain hint is; the values mirror SudokuChainKind (NONE: the hint
    is no chain)."""

    NONE = 0
    X_CYCLE = 1
    Y_CYCLE = 2
    CYCLE = 3
    FORCING_X = 4
    FORCING = 5
    NISHIO = 6
    CELL = 7
    REGION = 8
    CONTRADICTION = 9
    DOUBLE_FORCING = 10


class TextProblem(NamedEnum):
    """What is wrong with a text that should be a grid (``ParseError.problem``); the values
    mirror SudokuTextProblem."""

    NONE = 0
    EMPTY = 1
    BAD_CHARACTER = 2
    ROW_LENGTH = 3
    TOO_FEW_ROWS = 4
    TOO_MANY_ROWS = 5
    LINE_LENGTH = 6


class Level(NamedEnum):
    """A puzzle's difficulty level; the values mirror SudokuLevel (ANY: generation only).

    Each level is a range of Sudoku Explainer ratings: EASY up to 2.3, MEDIUM 2.4 to 3.4,
    HARD 3.5 to 4.4, EXPERT 4.5 to 6.4, BEYOND 6.5 and up (sudoku.h, SudokuLevel).
    """

    ANY = 0
    EASY = 1
    MEDIUM = 2
    HARD = 3
    EXPERT = 4
    BEYOND = 5


class Symmetry(NamedEnum):
    """The symmetry of a generated puzzle's givens; the values mirror SudokuSymmetry."""

    NONE = 0
    ROTATE180 = 1
    ROTATE90 = 2
    MIRROR = 3
    DIAGONAL = 4
