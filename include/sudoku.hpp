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

#include <algorithm>
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

namespace detail {
/// The length of the whitespace character (Unicode White_Space, as Rust's
/// char::is_whitespace reads it) that `text` starts with in UTF-8, or 0.
inline std::size_t whitespace_length(std::string_view text) noexcept {
    const auto byte = [&](std::size_t i) {
        return i < text.size() ? static_cast<unsigned char>(text[i]) : 0u;
    };
    const unsigned b0 = byte(0), b1 = byte(1), b2 = byte(2);
    if (b0 == ' ' || (b0 >= '\t' && b0 <= '\r')) {
        return 1;  // space, and tab to carriage return
    }
    if (b0 == 0xC2 && (b1 == 0x85 || b1 == 0xA0)) {
        return 2;  // U+0085 next line, U+00A0 no-break space
    }
    if (b0 == 0xE1 && b1 == 0x9A && b2 == 0x80) {
        return 3;  // U+1680 ogham space mark
    }
    if (b0 == 0xE2 && b1 == 0x80 &&
        ((b2 >= 0x80 && b2 <= 0x8A) || b2 == 0xA8 || b2 == 0xA9 || b2 == 0xAF)) {
        return 3;  // U+2000 to U+200A, U+2028, U+2029, U+202F
    }
    if ((b0 == 0xE2 && b1 == 0x81 && b2 == 0x9F) || (b0 == 0xE3 && b1 == 0x80 && b2 == 0x80)) {
        return 3;  // U+205F, U+3000
    }
    return 0;
}
}  // namespace detail

/// Reads a grid from text in the grammar every reader of the library shares (README.md,
/// "Input"): 81 cells, each 1-9, or 0 or '.' for a blank, as one line of 81 or 9 lines of 9.
/// Whitespace around and between cells, blank lines, lines starting with '#', and a
/// byte-order mark at the start of a line are skipped. Throws std::invalid_argument for
/// anything else.
inline Grid parse(std::string_view text) {
    static constexpr std::string_view byte_order_mark = "\xEF\xBB\xBF";
    Grid grid{};
    std::size_t cells = 0;     // cells read, in every line so far
    std::size_t rows = 0;      // lines that hold cells
    bool rows_of_nine = true;  // whether every such line holds 9
    std::size_t number = 0;    // the line's number, from 1
    while (!text.empty()) {
        const std::size_t end = std::min(text.find('\n'), text.size());
        std::string_view line = text.substr(0, end);
        text.remove_prefix(std::min(end + 1, text.size()));
        ++number;
        if (line.substr(0, byte_order_mark.size()) == byte_order_mark) {
            line.remove_prefix(byte_order_mark.size());
        }
        std::size_t found = 0;
        while (!line.empty()) {
            if (const std::size_t skip = detail::whitespace_length(line)) {
                line.remove_prefix(skip);
                continue;
            }
            const char c = line.front();
            if (found == 0 && c == '#') {
                break;  // a comment line
            }
            if ((c < '0' || c > '9') && c != '.') {
                const std::string shown = static_cast<unsigned char>(c) < 0x80
                                              ? std::string("'") + c + "'"
                                              : std::string("a non-ASCII character");
                throw std::invalid_argument("line " + std::to_string(number) +
                                            ": not a cell: " + shown);
            }
            if (cells == grid.size()) {
                throw std::invalid_argument("more than 81 cells");
            }
            grid[cells++] = c == '.' ? 0 : static_cast<std::uint8_t>(c - '0');
            ++found;
            line.remove_prefix(1);
        }
        if (found > 0) {
            ++rows;
            rows_of_nine = rows_of_nine && found == 9;
        }
    }
    const bool one_line = rows == 1 && cells == grid.size();
    const bool nine_lines = rows == 9 && rows_of_nine;
    if (!one_line && !nine_lines) {
        throw std::invalid_argument(
            "a grid is one line of 81 cells or 9 lines of 9, not " + std::to_string(cells) +
            " cells in " + std::to_string(rows) + " lines");
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
