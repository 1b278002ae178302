"""Many grids in one call, solved or counted. Any buffer of ``81 * n`` cell values goes to
the library as it is, and the statuses and answers (or counts) come back as buffers: Python
does no work per grid. Given a numpy ``uint8`` array, the results are numpy arrays; numpy
is optional."""

from __future__ import annotations

import array
import ctypes
import sys
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Generic, NamedTuple, TypeVar, Union, overload

from ._arguments import threads as thread_count, unsigned
from ._enums import Status
from ._errors import check
from ._grid import Grid, Puzzle, cells_of
from ._library import CELLS, lib

if TYPE_CHECKING:
    import numpy
    import numpy.typing as npt

Buffer = Union[bytes, bytearray, memoryview]
"""A buffer of cell values, 81 a grid, end to end (any object with the buffer protocol and
items of one byte is taken, e.g. ``array.array("B")`` or ``mmap``)."""

# array.array's type code for int32 on this platform (the library's status type).
_INT32 = next(code for code in "ihl" if array.array(code).itemsize == 4)

StatusesT = TypeVar("StatusesT")
AnswersT = TypeVar("AnswersT")
CountsT = TypeVar("CountsT")


def _bytes_of(buffer: Any) -> memoryview:
    """A flat view of a buffer's bytes (memoryview cannot flatten an empty 2-D array)."""
    view = memoryview(buffer)
    return view.cast("B") if view.nbytes else memoryview(b"")


class SolvedBatch(Generic[StatusesT, AnswersT]):
    """What ``solve_batch`` returns: ``statuses``, one int32 a grid (a ``Status`` value,
    what ``solve`` would raise or OK), and ``answers``, 81 cell values a grid laid end to
    end, all zeros for a grid whose status is not OK. For a numpy batch both are numpy
    arrays (``answers`` shaped as the input); otherwise an ``array.array`` of int32 and a
    ``bytearray``. Iterating, or indexing, gives ``(Status, answer)`` pairs, the answer a
    ``Grid`` or None: convenient for a few grids, and per grid in Python, so slow for
    many. Reprs as a summary: ``SolvedBatch(3 grids: 2 ok, 1 conflict)``."""

    statuses: StatusesT
    answers: AnswersT

    def __init__(self, statuses: StatusesT, answers: AnswersT) -> None:
        self.statuses = statuses
        self.answers = answers
        self._statuses = _bytes_of(statuses).cast("i")
        self._answers = _bytes_of(answers)

    def __len__(self) -> int:
        return len(self._statuses)

    def __getitem__(self, index: int) -> tuple[Status, Grid | None]:
        status = Status(self._statuses[index])
        if index < 0:
            index += len(self)
        answer = self._answers[index * CELLS : (index + 1) * CELLS]
        return status, Grid._of(bytes(answer)) if status == Status.OK else None

    def __iter__(self) -> Iterator[tuple[Status, Grid | None]]:
        return (self[index] for index in range(len(self)))

    def __repr__(self) -> str:
        return f"SolvedBatch({_summary(self._statuses)})"


def _summary(statuses: memoryview) -> str:
    """How many grids a batch holds, and how many of each status: "3 grids: 2 ok, 1
    conflict"."""
    tally: dict[int, int] = {}
    for status in statuses.tolist():
        tally[status] = tally.get(status, 0) + 1
    parts = [f"{tally[value]} {Status(value)}" for value in sorted(tally)]
    total = len(statuses)
    return f"{total} grid{'' if total == 1 else 's'}" + (": " + ", ".join(parts) if parts else "")


class _Cells(NamedTuple):
    """A batch's cells as the library reads them."""

    pointer: Any
    """What the library reads: a ctypes pointer or array over the cells."""
    n: int
    """How many grids."""
    shape: tuple[int, ...] | None
    """For numpy input its shape (the results are numpy arrays), otherwise None."""
    owner: Any
    """The object holding the cells, kept alive while the pointer is."""


def _numpy_cells(grids: numpy.ndarray[Any, Any]) -> _Cells:
    import numpy

    if grids.dtype != numpy.uint8:
        raise TypeError(f"a numpy batch holds uint8 cell values, not {grids.dtype}")
    if not (grids.ndim == 2 and grids.shape[1] == CELLS) and not (
        grids.ndim == 1 and grids.size % CELLS == 0
    ):
        raise ValueError(
            f"a numpy batch has the shape (n, {CELLS}) or (n * {CELLS},), not {grids.shape}"
        )
    cells = numpy.ascontiguousarray(grids)  # a copy only when it is not contiguous
    pointer = cells.ctypes.data_as(ctypes.POINTER(ctypes.c_uint8))
    return _Cells(pointer, cells.size // CELLS, grids.shape, cells)


def _buffer_cells(grids: object) -> _Cells:
    """The buffer itself where it can be lent (writable buffers and bytes), otherwise one
    copy of it; an iterable of grids is converted grid by grid, once."""
    if isinstance(grids, str):
        raise TypeError(
            "a batch is a list of puzzles or a buffer of cell values, not one text: "
            "give a list of puzzle strings"
        )
    try:
        view = memoryview(grids)  # type: ignore[arg-type]
    except TypeError:
        if not isinstance(grids, Iterable):
            raise TypeError(
                f"a batch is a buffer of cell values or grids, not {type(grids).__name__}"
            ) from None
        data = bytearray(b"".join(cells_of(puzzle) for puzzle in grids))
        joined = (ctypes.c_uint8 * len(data)).from_buffer(data)
        return _Cells(joined, len(data) // CELLS, None, data)
    if view.itemsize != 1:
        raise TypeError(f"a batch buffer holds one byte a cell, not {view.itemsize}")
    if not view.c_contiguous:
        view = memoryview(view.tobytes())
    view = view.cast("B")
    n, rest = divmod(view.nbytes, CELLS)
    if rest:
        raise ValueError(f"a batch buffer holds {CELLS} cells a grid, not {view.nbytes} cells")
    if n and view[:CELLS].tobytes().translate(None, b"0123456789.#") != view[:CELLS].tobytes():
        raise TypeError(
            "this batch buffer holds the characters of text, not cell values: "
            "give text as a list of puzzle strings"
        )
    if isinstance(grids, bytes):
        # c_char_p points into the bytes object itself, which the library only reads.
        pointer: Any = ctypes.cast(ctypes.c_char_p(grids), ctypes.POINTER(ctypes.c_uint8))
    elif view.readonly:
        pointer = (ctypes.c_uint8 * view.nbytes).from_buffer_copy(view)
    else:
        pointer = (ctypes.c_uint8 * view.nbytes).from_buffer(view)
    return _Cells(pointer, n, None, grids)


def _cells(grids: object) -> _Cells:
    """A batch's cells: a numpy array (when numpy is loaded at all), any other buffer, or
    an iterable of grids. Raises TypeError for text or items wider than a byte, ValueError
    for a length that is no multiple of 81."""
    numpy = sys.modules.get("numpy")
    if numpy is not None and isinstance(grids, numpy.ndarray):
        return _numpy_cells(grids)
    return _buffer_cells(grids)


def _zeros(cells: _Cells, kind: str, shape: tuple[int, ...]) -> Any:
    """A zeroed result buffer: a numpy array of ``kind`` ("uint8", "int32", "uint64") for
    numpy input, otherwise a bytearray or an array.array."""
    if cells.shape is not None:
        import numpy

        return numpy.zeros(shape, kind)
    size = 1
    for length in shape:
        size *= length
    if kind == "uint8":
        return bytearray(size)
    code = _INT32 if kind == "int32" else "Q"
    return array.array(code, bytes(array.array(code).itemsize * size))


def _pointer(buffer: Any, ctype: Any) -> Any:
    """A ctypes pointer into a result buffer, for the library to write."""
    if isinstance(buffer, (bytearray, array.array)):
        view = memoryview(buffer)
        return (ctype * (view.nbytes // ctypes.sizeof(ctype))).from_buffer(buffer)
    return buffer.ctypes.data_as(ctypes.POINTER(ctype))


# An array is also an iterable of puzzles: this first overload is the one that applies.
@overload
def solve_batch(  # type: ignore[overload-overlap]
    grids: numpy.ndarray[Any, Any], threads: int = 0
) -> SolvedBatch[npt.NDArray[numpy.int32], npt.NDArray[numpy.uint8]]: ...


@overload
def solve_batch(
    grids: Buffer | Iterable[Puzzle], threads: int = 0
) -> SolvedBatch[array.array[int], bytearray]: ...


def solve_batch(grids: Any, threads: int = 0) -> SolvedBatch[Any, Any]:
    """Solves many grids on ``threads`` threads (0: one per core) in one call of the
    library, each exactly as ``solve``; a grid that fails raises nothing, its status says
    why. ``grids`` is a buffer of ``81 * n`` cell values (bytes, bytearray, memoryview, a
    numpy ``uint8`` array of shape (n, 81) or (81 * n,)), or any iterable of puzzles in
    any form (strings, lists, Grids...), converted once.
    Returns a ``SolvedBatch``. Raises TypeError for text or items wider than a byte,
    ValueError for a length that is no multiple of 81 or a negative thread count."""
    threads = thread_count(threads)
    cells = _cells(grids)
    statuses = _zeros(cells, "int32", (cells.n,))
    answers = _zeros(cells, "uint8", cells.shape or (cells.n * CELLS,))
    if cells.n:
        status = lib.sudoku_solve_batch(
            cells.pointer,
            _pointer(answers, ctypes.c_uint8),
            _pointer(statuses, ctypes.c_int32),
            cells.n,
            threads,
        )
        check(status)
    return SolvedBatch(statuses, answers)


MAX_BATCH_LIMIT = 1000
"""The largest limit ``count_batch`` takes. One call of the library counts the whole batch
and cannot be interrupted; up to 1,000 completions a count takes about a millisecond a grid
at most. Count one grid further with ``count_solutions``, which Ctrl-C stops."""


@dataclass(frozen=True, repr=False)
class CountedBatch(Generic[StatusesT, CountsT]):
    """What ``count_batch`` returns: ``statuses``, one int32 a grid (a ``Status`` value:
    OK, or what ``count_solutions`` would raise), and ``counts``, one uint64 a grid,
    min(completions, limit) where the status is OK and 0 elsewhere: numpy arrays for numpy
    input, otherwise two ``array.array``."""

    statuses: StatusesT
    counts: CountsT

    def __repr__(self) -> str:
        return f"CountedBatch({_summary(_bytes_of(self.statuses).cast('i'))})"


# An array is also an iterable of puzzles: this first overload is the one that applies.
@overload
def count_batch(  # type: ignore[overload-overlap]
    grids: numpy.ndarray[Any, Any], limit: int = 2, threads: int = 0
) -> CountedBatch[npt.NDArray[numpy.int32], npt.NDArray[numpy.uint64]]: ...


@overload
def count_batch(
    grids: Buffer | Iterable[Puzzle], limit: int = 2, threads: int = 0
) -> CountedBatch[array.array[int], array.array[int]]: ...


def count_batch(grids: Any, limit: int = 2, threads: int = 0) -> CountedBatch[Any, Any]:
    """Counts the completions of many grids, each up to ``limit`` (2 tells proper puzzles,
    1, from the others), in one call of the library on ``threads`` threads (0: one per
    core). ``grids`` as for ``solve_batch``. Returns a ``CountedBatch``. Raises ValueError
    for a negative limit or one above ``MAX_BATCH_LIMIT``, and as ``solve_batch``
    otherwise."""
    limit, threads = unsigned(limit, "limit"), thread_count(threads)
    if limit > MAX_BATCH_LIMIT:
        raise ValueError(
            f"count_batch counts to {MAX_BATCH_LIMIT} at most, not {limit}: "
            "count_solutions counts one grid further"
        )
    cells = _cells(grids)
    statuses = _zeros(cells, "int32", (cells.n,))
    counts = _zeros(cells, "uint64", (cells.n,))
    if cells.n:
        status = lib.sudoku_count_batch(
            cells.pointer,
            limit,
            _pointer(counts, ctypes.c_uint64),
            _pointer(statuses, ctypes.c_int32),
            cells.n,
            threads,
        )
        check(status)
    return CountedBatch(statuses, counts)
