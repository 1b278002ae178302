/*
 * sudoku.hpp: a header-only C++17 wrapper over the C API in sudoku.h.
 *
 * Grids are std::array<std::uint8_t, 81> (row-major, 0 for a blank). Errors are thrown as
 * sudoku::Error, which carries the status and the library's message; try_solve is the
 * non-throwing variant. Link against libsudoku as for C (see README.md).
 *
 *   const sudoku::Grid answer = sudoku::solve(sudoku::parse(text));
 *   std::cout << sudoku::to_string(answer);
 */
#ifndef SUDOKU_HPP
#define SUDOKU_HPP

#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "sudoku.h"

namespace sudoku {

/// 81 cells in row-major order: 0 for a blank, 1 to 9 for a digit.
using Grid = std::array<std::uint8_t, SUDOKU_CELLS>;

// solve_batch hands a vector of grids to C as one buffer of 81 * n bytes.
static_assert(sizeof(Grid) == SUDOKU_CELLS, "Grid must be exactly 81 bytes");

/// The status of a call; the values mirror SudokuStatus in sudoku.h and never change.
enum class Status : std::int32_t {
    ok = SUDOKU_STATUS_OK,
    null_pointer = SUDOKU_STATUS_NULL_POINTER,
    invalid_cell = SUDOKU_STATUS_INVALID_CELL,
    conflict = SUDOKU_STATUS_CONFLICT,
    unsolvable = SUDOKU_STATUS_UNSOLVABLE,
    panic = SUDOKU_STATUS_PANIC,
    budget_exceeded = SUDOKU_STATUS_BUDGET_EXCEEDED,
};

/// The library's static English text for a status.
inline const char *message(Status status) noexcept {
    return sudoku_status_message(static_cast<std::int32_t>(status));
}

/// A call failed: the status, its message as what(), and for validate the offending cell.
class Error : public std::runtime_error {
public:
    explicit Error(Status status, std::optional<std::size_t> cell = std::nullopt)
        : std::runtime_error(message(status)), status_(status), cell_(cell) {}

    Status status() const noexcept { return status_; }

    /// From validate: the 0-based row-major index of the first offending cell.
    std::optional<std::size_t> cell() const noexcept { return cell_; }

private:
    Status status_;
    std::optional<std::size_t> cell_;
};

namespace detail {
inline Status status_of(SudokuStatus status) noexcept {
    return static_cast<Status>(status);
}

inline void check(SudokuStatus status) {
    if (status_of(status) != Status::ok) {
        throw Error(status_of(status));
    }
}
}  // namespace detail

/// The library version, e.g. "1.0.0".
inline std::string_view version() noexcept { return sudoku_version(); }

/// Non-throwing solve: on Status::ok `answer` holds the smallest completion; otherwise it is
/// left as it was. `answer` may be `puzzle` itself.
inline Status try_solve(const Grid &puzzle, Grid &answer) noexcept {
    return detail::status_of(sudoku_solve(puzzle.data(), answer.data()));
}

/// The completion whose 81 digits, read row-major, form the smallest number.
/// Throws Error (invalid_cell, conflict or unsolvable).
inline Grid solve(const Grid &puzzle) {
    Grid answer{};
    detail::check(sudoku_solve(puzzle.data(), answer.data()));
    return answer;
}

/// The number of completions, counting no further than `limit` (2 answers "is the puzzle
/// proper?"). 0 when the givens are consistent but nothing completes them. Throws Error
/// (invalid_cell or conflict).
inline std::uint64_t count_solutions(const Grid &puzzle, std::uint64_t limit) {
    std::uint64_t count = 0;
    detail::check(sudoku_count_solutions(puzzle.data(), limit, &count));
    return count;
}

/// What count_solutions_bounded returns.
struct Count {
    /// min(completions, limit) when the count finished; otherwise the completions found
    /// before the work ran out, a lower bound.
    std::uint64_t count;
    /// false when the work bound ran out first.
    bool finished;
};

/// Counts as count_solutions does, within `max_nodes` units of work (search nodes and
/// conflicts, each a few microseconds at most): the same result on every machine. Stops a
/// count that a large `limit` would make long. Throws Error (invalid_cell or conflict).
inline Count count_solutions_bounded(const Grid &puzzle, std::uint64_t limit,
                                     std::uint64_t max_nodes) {
    std::uint64_t count = 0;
    const SudokuStatus status =
        sudoku_count_solutions_bounded(puzzle.data(), limit, max_nodes, &count);
    if (detail::status_of(status) == Status::budget_exceeded) {
        return {count, false};
    }
    detail::check(status);
    return {count, true};
}

/// Checks the givens without solving. Throws Error (invalid_cell or conflict) whose cell()
/// names the first offending cell.
inline void validate(const Grid &puzzle) {
    std::size_t cell = 0;
    const Status status = detail::status_of(sudoku_validate(puzzle.data(), &cell));
    if (status != Status::ok) {
        throw Error(status, cell);
    }
}

/// What solve_batch returns: for each puzzle its status, and its answer when that is ok
/// (otherwise the puzzle itself, unchanged).
struct Batch {
    std::vector<Grid> answers;
    std::vector<Status> statuses;
};

/// Solves many puzzles on `threads` threads (0: one per core). A puzzle that fails gets its
/// own status; nothing is thrown for it.
inline Batch solve_batch(const std::vector<Grid> &puzzles, std::uint32_t threads = 0) {
    Batch batch{puzzles, {}};
    std::vector<std::int32_t> statuses(puzzles.size());
    std::uint8_t *cells = batch.answers.empty() ? nullptr : batch.answers.front().data();
    // In place: each answer overwrites its puzzle only when it was solved.
    detail::check(sudoku_solve_batch(cells, cells, statuses.data(), puzzles.size(), threads));
    batch.statuses.reserve(statuses.size());
    for (const std::int32_t status : statuses) {
        batch.statuses.push_back(static_cast<Status>(status));
    }
    return batch;
}

/// Reads a grid from text: 81 cells, each a digit or '.' for a blank; whitespace (line
/// breaks included) is skipped. Throws std::invalid_argument for anything else.
inline Grid parse(std::string_view text) {
    Grid grid{};
    std::size_t cells = 0;
    for (const char c : text) {
        if (c == ' ' || c == '\t' || c == '\r' || c == '\n') {
            continue;
        }
        if ((c < '0' || c > '9') && c != '.') {
            throw std::invalid_argument(std::string("not a cell: '") + c + "'");
        }
        if (cells == grid.size()) {
            throw std::invalid_argument("more than 81 cells");
        }
        grid[cells++] = c == '.' ? 0 : static_cast<std::uint8_t>(c - '0');
    }
    if (cells != grid.size()) {
        throw std::invalid_argument("fewer than 81 cells");
    }
    return grid;
}

/// Nine lines of nine digits, each ending in '\n' ('0' for a blank).
inline std::string to_string(const Grid &grid) {
    std::string text;
    text.reserve(90);
    for (std::size_t cell = 0; cell < grid.size(); ++cell) {
        text += static_cast<char>('0' + grid[cell]);
        if (cell % 9 == 8) {
            text += '\n';
        }
    }
    return text;
}

}  // namespace sudoku

#endif  // SUDOKU_HPP
