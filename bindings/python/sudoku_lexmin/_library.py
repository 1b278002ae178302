"""Finding and loading libsudoku, and declaring its functions and structs to ctypes.

The library is found, in this order, at the path in the environment variable
``SUDOKU_LIBRARY``, beside this module (``libsudoku.so``, ``libsudoku.dylib`` or
``sudoku.dll``: where the wheel puts it), then wherever ``ctypes.util.find_library("sudoku")``
finds it (the system's library paths, e.g. after ``make install``). Every function gets its
``argtypes`` and ``restype``, so that ctypes checks each call's arguments.
"""

from __future__ import annotations

import ctypes
import ctypes.util
import os

CELLS = 81
"""Cells in a grid."""

LIBRARY_NAMES = ("libsudoku.so", "libsudoku.dylib", "sudoku.dll")
"""The library's file name on Linux, macOS and Windows, as the package carries it."""

CellBuffer = ctypes.c_uint8 * CELLS
"""One grid's buffer for the library: 81 cell values, row-major."""

Marks = ctypes.c_uint16 * CELLS
"""Pencil marks: one mask per cell, bit d - 1 for digit d."""

LAYOUT_MAX_CELLS = 625
"""The most cells a layout has (25x25): SUDOKU_LAYOUT_MAX_CELLS."""

LAYOUT_DEFAULT_WORK = 200_000_000
"""SUDOKU_LAYOUT_DEFAULT_WORK: a generous work bound for the layout calls."""


class SudokuHint(ctypes.Structure):
    """SudokuHint in sudoku.h."""

    _fields_ = [
        ("technique", ctypes.c_int32),
        ("mistake", ctypes.c_int32),
        ("cell", ctypes.c_int32),
        ("digit", ctypes.c_int32),
        ("digits", ctypes.c_uint16),
        ("cell_count", ctypes.c_uint8),
        ("house_count", ctypes.c_uint8),
        ("cells", ctypes.c_uint8 * 16),
        ("houses", ctypes.c_uint8 * 8),
        ("eliminations", ctypes.c_uint16 * CELLS),
        ("pattern", ctypes.c_uint16 * CELLS),
    ]


class SudokuChainStep(ctypes.Structure):
    """SudokuChainStep in sudoku.h."""

    _fields_ = [
        ("cell", ctypes.c_uint8),
        ("digit", ctypes.c_uint8),
        ("on", ctypes.c_uint8),
        ("reserved", ctypes.c_uint8),
    ]


class SudokuChainLine(ctypes.Structure):
    """SudokuChainLine in sudoku.h."""

    _fields_ = [
        ("first", ctypes.c_uint16),
        ("length", ctypes.c_uint16),
        ("omitted", ctypes.c_uint16),
    ]


class SudokuHintChain(ctypes.Structure):
    """SudokuHintChain in sudoku.h."""

    _fields_ = [
        ("kind", ctypes.c_int32),
        ("line_count", ctypes.c_uint32),
        ("lines", SudokuChainLine * 9),
        ("steps", SudokuChainStep * 256),
    ]


class SudokuRatingDetails(ctypes.Structure):
    """SudokuRatingDetails in sudoku.h."""

    _fields_ = [
        ("level", ctypes.c_int32),
        ("hardest", ctypes.c_int32),
        ("tenths", ctypes.c_int32),
        ("givens", ctypes.c_int32),
        ("pearl", ctypes.c_int32),
        ("diamond", ctypes.c_int32),
        ("steps", ctypes.c_uint16 * 64),
    ]


class SudokuErrorDetail(ctypes.Structure):
    """SudokuErrorDetail in sudoku.h: where and why a grid or a text was refused."""

    _fields_ = [
        ("status", ctypes.c_int32),
        ("cell", ctypes.c_int32),
        ("other_cell", ctypes.c_int32),
        ("value", ctypes.c_int32),
        ("house", ctypes.c_int32),
        ("text_problem", ctypes.c_int32),
        ("line", ctypes.c_uint32),
        ("column", ctypes.c_uint32),
        ("character", ctypes.c_uint32),
        ("found", ctypes.c_uint32),
    ]


class SudokuGenerateOptions(ctypes.Structure):
    """SudokuGenerateOptions in sudoku.h."""

    _fields_ = [
        ("symmetry", ctypes.c_int32),
        ("level", ctypes.c_int32),
        ("minimal", ctypes.c_int32),
        ("max_givens", ctypes.c_int32),
    ]


_cells = ctypes.POINTER(ctypes.c_uint8)
_marks = ctypes.POINTER(ctypes.c_uint16)
_u64 = ctypes.c_uint64
_status = ctypes.c_int32

_LAYOUT_MAKER = [
    ctypes.c_char_p,
    ctypes.c_size_t,
    _cells,
    ctypes.c_size_t,
    ctypes.POINTER(ctypes.c_void_p),
    ctypes.c_char_p,
    ctypes.c_size_t,
]
_LAYOUT_SOLVE = [ctypes.c_void_p, _cells, ctypes.c_size_t, _cells, ctypes.c_size_t, _u64]

SIGNATURES = {
    "sudoku_solve": ([_cells, _cells], _status),
    "sudoku_count_solutions": ([_cells, _u64, ctypes.POINTER(_u64)], _status),
    "sudoku_count_solutions_bounded": ([_cells, _u64, _u64, ctypes.POINTER(_u64)], _status),
    "sudoku_validate": ([_cells, ctypes.POINTER(ctypes.c_size_t)], _status),
    "sudoku_solve_batch": (
        [_cells, _cells, ctypes.POINTER(ctypes.c_int32), ctypes.c_size_t, ctypes.c_uint32],
        _status,
    ),
    "sudoku_count_batch": (
        [
            _cells,
            _u64,
            ctypes.POINTER(_u64),
            ctypes.POINTER(ctypes.c_int32),
            ctypes.c_size_t,
            ctypes.c_uint32,
        ],
        _status,
    ),
    "sudoku_candidates": ([_cells, _marks], _status),
    "sudoku_hint": ([_cells, _marks, ctypes.POINTER(SudokuHint)], _status),
    "sudoku_hint_with_givens": ([_cells, _cells, _marks, ctypes.POINTER(SudokuHint)], _status),
    "sudoku_hint_text": (
        [ctypes.POINTER(SudokuHint), ctypes.c_char_p, ctypes.c_size_t],
        ctypes.c_size_t,
    ),
    "sudoku_hint_chain": (
        [_cells, _cells, _marks, ctypes.POINTER(SudokuHint), ctypes.POINTER(SudokuHintChain)],
        _status,
    ),
    "sudoku_hint_chain_text": (
        [
            ctypes.POINTER(SudokuHint),
            ctypes.POINTER(SudokuHintChain),
            ctypes.c_char_p,
            ctypes.c_size_t,
        ],
        ctypes.c_size_t,
    ),
    "sudoku_rate_details": ([_cells, ctypes.POINTER(SudokuRatingDetails)], _status),
    "sudoku_rate_details_within": (
        [_cells, _u64, ctypes.POINTER(SudokuRatingDetails), ctypes.POINTER(_u64)],
        _status,
    ),
    "sudoku_generate": ([_u64, ctypes.POINTER(SudokuGenerateOptions), _cells], _status),
    "sudoku_generate_rated": (
        [_u64, ctypes.POINTER(SudokuGenerateOptions), ctypes.c_uint16, ctypes.c_uint16, _cells],
        _status,
    ),
    "sudoku_generate_batch": (
        [_u64, ctypes.POINTER(SudokuGenerateOptions), _cells, ctypes.c_size_t, ctypes.c_uint32],
        _status,
    ),
    "sudoku_generate_rated_batch": (
        [
            _u64,
            ctypes.POINTER(SudokuGenerateOptions),
            ctypes.c_uint16,
            ctypes.c_uint16,
            _cells,
            ctypes.c_size_t,
            ctypes.c_uint32,
        ],
        _status,
    ),
    "sudoku_explain": ([_cells, ctypes.POINTER(SudokuErrorDetail)], _status),
    "sudoku_parse": (
        [ctypes.c_char_p, ctypes.c_size_t, _cells, ctypes.POINTER(SudokuErrorDetail)],
        _status,
    ),
    "sudoku_error_text": (
        [ctypes.POINTER(SudokuErrorDetail), ctypes.c_char_p, ctypes.c_size_t],
        ctypes.c_size_t,
    ),
    # The layouts: a handle (an opaque pointer) the package frees (_layout.py).
    "sudoku_layout_parse": (_LAYOUT_MAKER, _status),
    "sudoku_layout_from_fpuzzles": (_LAYOUT_MAKER, _status),
    "sudoku_layout_free": ([ctypes.c_void_p], None),
    "sudoku_layout_size": ([ctypes.c_void_p], ctypes.c_size_t),
    "sudoku_layout_cells": ([ctypes.c_void_p], ctypes.c_size_t),
    "sudoku_layout_solve": (_LAYOUT_SOLVE, _status),
    "sudoku_layout_solve_any": (_LAYOUT_SOLVE, _status),
    "sudoku_layout_count": (
        [ctypes.c_void_p, _cells, ctypes.c_size_t, _u64, _u64, ctypes.POINTER(_u64)],
        _status,
    ),
    "sudoku_layout_validate": (
        [
            ctypes.c_void_p,
            _cells,
            ctypes.c_size_t,
            ctypes.POINTER(ctypes.c_size_t),
            ctypes.c_char_p,
            ctypes.c_size_t,
        ],
        _status,
    ),
    "sudoku_layout_rate": (
        [
            ctypes.c_void_p,
            _cells,
            ctypes.c_size_t,
            _u64,
            ctypes.POINTER(SudokuRatingDetails),
            ctypes.POINTER(_u64),
        ],
        _status,
    ),
    "sudoku_layout_hint": (
        [
            ctypes.c_void_p,
            _cells,
            _cells,
            ctypes.POINTER(ctypes.c_uint32),
            ctypes.c_size_t,
            ctypes.POINTER(SudokuHint),
            ctypes.c_char_p,
            ctypes.c_size_t,
            ctypes.POINTER(ctypes.c_size_t),
        ],
        _status,
    ),
    "sudoku_layout_generate_rated": (
        [
            ctypes.c_void_p,
            _u64,
            ctypes.c_int32,
            ctypes.c_int32,
            ctypes.c_int32,
            ctypes.c_uint16,
            ctypes.c_uint16,
            _u64,
            ctypes.c_char_p,
            ctypes.c_size_t,
        ],
        _status,
    ),
    "sudoku_layout_generate_killer": (
        [
            ctypes.c_void_p,
            _u64,
            ctypes.c_int32,
            ctypes.c_uint32,
            ctypes.c_uint32,
            ctypes.c_uint16,
            ctypes.c_uint16,
            _u64,
            ctypes.c_char_p,
            ctypes.c_size_t,
        ],
        _status,
    ),
    "sudoku_layout_candidates": (
        [
            ctypes.c_void_p,
            _cells,
            ctypes.c_size_t,
            ctypes.POINTER(ctypes.c_uint32),
            ctypes.c_size_t,
        ],
        _status,
    ),
    # Static strings owned by the library: c_char_p copies them, never frees them.
    "sudoku_status_message": ([ctypes.c_int32], ctypes.c_char_p),
    "sudoku_technique_name": ([ctypes.c_int32], ctypes.c_char_p),
    "sudoku_level_name": ([ctypes.c_int32], ctypes.c_char_p),
    "sudoku_version": ([], ctypes.c_char_p),
}
"""Every function of sudoku.h: its argument types and its return type."""


def _library_path() -> str:
    """Where to load the library from: the variable, beside this module, or by name."""
    path = os.environ.get("SUDOKU_LIBRARY")
    if path:
        return path
    here = os.path.dirname(os.path.abspath(__file__))
    for name in LIBRARY_NAMES:
        if os.path.exists(os.path.join(here, name)):
            return os.path.join(here, name)
    found = ctypes.util.find_library("sudoku")
    if found:
        return found
    raise OSError(
        "libsudoku not found: set SUDOKU_LIBRARY to its path, put it beside "
        + __file__
        + ", or install it where the system finds libraries"
    )


def _load() -> tuple[ctypes.CDLL, str]:
    path = _library_path()
    lib = ctypes.CDLL(path)
    for name, (argtypes, restype) in SIGNATURES.items():
        function = getattr(lib, name)
        function.argtypes = argtypes
        function.restype = restype
    return lib, path


lib, LIBRARY_PATH = _load()
"""The loaded library, and the path (or, from find_library, the name) it came from."""
