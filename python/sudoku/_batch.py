"""Many grids in one call. Any buffer of ``81 * n`` cell values goes to the library as it
is, and the statuses and answers come back as buffers: Python does no work per grid.
Given a numpy ``uint8`` array, the results are numpy arrays; numpy is optional."""

from __future__ import annotations

import array
import ctypes
import sys
from collections.abc import Iterable, Iterator
from typing import TYPE_CHECKING, Any, Generic, TypeVar, Union, overload

from ._arguments import Cells, grid_bytes, threads as thread_count
from ._enums import Status
from ._errors import check
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


def _bytes_of(buffer: Any) -> memoryview:
    """A flat view of a buffer's bytes (memoryview cannot flatten an empty 2-D array)."""
    view = memoryview(buffer)
    return view.cast("B") if view.nbytes else memoryview(b"")


class SolvedBatch(Generic[StatusesT, AnswersT]):
    """What ``solve_batch`` returns: ``statuses``, one int32 a grid (a ``Status`` value,
    what ``solve`` would raise or OK), and ``answers``, 81 cell values a grid laid end to
    end, all zeros for a grid whose status is not OK. For a numpy batch both are numpy
    arrays (``answers`` shaped as the input); otherwise an ``array.array`` of int32 and a
    ``bytearray``. Iterating, or indexing, gives ``(Status, answer)`` pairs, the answer as
    ``bytes`` or None: convenient for a few grids, and per grid in Python, so slow for
    many."""

    statuses: StatusesT
    answers: AnswersT

    def __init__(self, statuses: StatusesT, answers: AnswersT) -> None:
        self.statuses = statuses
        self.answers = answers
        self._statuses = _bytes_of(statuses).cast("i")
        self._answers = _bytes_of(answers)

    def __len__(self) -> int:
        return len(self._statuses)

    def __getitem__(self, index: int) -> tuple[Status, bytes | None]:
        status = Status(self._statuses[index])
        if index < 0:
            index += len(self)
        answer = self._answers[index * CELLS : (index + 1) * CELLS]
        return status, bytes(answer) if status == Status.OK else None

    def __iter__(self) -> Iterator[tuple[Status, bytes | None]]:
        return (self[index] for index in range(len(self)))


def _solve_numpy(grids: numpy.ndarray[Any, Any], threads: int) -> SolvedBatch[Any, Any]:
    """solve_batch on a numpy array: the results are numpy arrays, answers shaped as the
    input."""
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
    n = cells.size // CELLS
    statuses = numpy.zeros(n, numpy.int32)
    answers = numpy.zeros(grids.shape, numpy.uint8)
    if n:
        status = lib.sudoku_solve_batch(
            cells.ctypes.data_as(ctypes.POINTER(ctypes.c_uint8)),
            answers.ctypes.data_as(ctypes.POINTER(ctypes.c_uint8)),
            statuses.ctypes.data_as(ctypes.POINTER(ctypes.c_int32)),
            n,
            threads,
        )
        check(status)
    return SolvedBatch(statuses, answers)


def _buffer_cells(grids: object) -> tuple[Any, int]:
    """The cells of a buffer or of an iterable of grids for the library, and how many grids
    they hold: the buffer itself where it can be lent (writable buffers and bytes),
    otherwise one copy of it; an iterable of grids is converted grid by grid, once."""
    if isinstance(grids, str):
        raise TypeError(
            "a batch is cell values (bytes, a buffer, grids), not text: "
            "read text with sudoku.parse_grid"
        )
    try:
        view = memoryview(grids)  # type: ignore[arg-type]
    except TypeError:
        if not isinstance(grids, Iterable):
            raise TypeError(
                f"a batch is a buffer of cell values or grids, not {type(grids).__name__}"
            ) from None
        data = bytearray(b"".join(grid_bytes(cells) for cells in grids))
        return (ctypes.c_uint8 * len(data)).from_buffer(data), len(data) // CELLS
    if view.itemsize != 1:
        raise TypeError(f"a batch buffer holds one byte a cell, not {view.itemsize}")
    if not view.c_contiguous:
        view = memoryview(view.tobytes())
    view = view.cast("B")
    n, rest = divmod(view.nbytes, CELLS)
    if rest:
        raise ValueError(f"a batch buffer holds {CELLS} cells a grid, not {view.nbytes} cells")
    if n:
        grid_bytes(view[:CELLS])  # a first grid given as text raises TypeError
    if isinstance(grids, bytes):
        # c_char_p points into the bytes object itself, which the library only reads.
        return ctypes.cast(ctypes.c_char_p(grids), ctypes.POINTER(ctypes.c_uint8)), n
    if view.readonly:
        return (ctypes.c_uint8 * view.nbytes).from_buffer_copy(view), n
    return (ctypes.c_uint8 * view.nbytes).from_buffer(view), n


@overload
def solve_batch(
    grids: numpy.ndarray[Any, Any], threads: int = 0
) -> SolvedBatch[npt.NDArray[numpy.int32], npt.NDArray[numpy.uint8]]: ...


@overload
def solve_batch(
    grids: Buffer | Iterable[Cells], threads: int = 0
) -> SolvedBatch[array.array[int], bytearray]: ...


def solve_batch(grids: Any, threads: int = 0) -> SolvedBatch[Any, Any]:
    """Solves many grids on ``threads`` threads (0: one per core) in one call of the
    library, each exactly as ``solve``; a grid that fails raises nothing, its status says
    why. ``grids`` is a buffer of ``81 * n`` cell values (bytes, bytearray, memoryview, a
    numpy ``uint8`` array of shape (n, 81) or (81 * n,)), or any iterable of grids.
    Returns a ``SolvedBatch``. Raises TypeError for text or items wider than a byte,
    ValueError for a length that is no multiple of 81 or a negative thread count."""
    threads = thread_count(threads)
    numpy = sys.modules.get("numpy")
    if numpy is not None and isinstance(grids, numpy.ndarray):
        return _solve_numpy(grids, threads)
    source, n = _buffer_cells(grids)
    statuses = array.array(_INT32, bytes(4 * n))
    answers = bytearray(CELLS * n)
    if n:
        out = (ctypes.c_uint8 * len(answers)).from_buffer(answers)
        status_out = (ctypes.c_int32 * n).from_buffer(statuses)
        status = lib.sudoku_solve_batch(source, out, status_out, n, threads)
        del out, status_out  # release the result buffers
        check(status)
    return SolvedBatch(statuses, answers)
