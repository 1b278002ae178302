// Solves the Baekjoon 2239 sample through the C++ wrapper, then shows the other calls and how
// errors look: thrown as sudoku::Error, or returned as a status by try_solve.
//
// After `make` at the repository root (or an install, then use pkg-config or CMake: see
// doc/c-abi.md):
//   c++ -std=c++17 -Iinclude examples/cpp/solve.cpp -Ltarget/release -lsudoku -o solve
//   LD_LIBRARY_PATH=target/release ./solve
#include <iostream>

#include "sudoku.hpp"

int main() {
    try {
        const sudoku::Grid puzzle = sudoku::parse(
            "103000509\n002109400\n000704000\n300502006\n060000050\n"
            "700803004\n000401000\n009205800\n804000107\n");
        std::cout << "sudoku " << sudoku::version() << '\n';
        std::cout << sudoku::to_string(sudoku::solve(puzzle));
        std::cout << "solutions (limit 2): " << sudoku::count_solutions(puzzle, 2) << '\n';

        // A count can be bounded by work, so that even the empty grid answers at once.
        const sudoku::Count bounded = sudoku::count_solutions_bounded(sudoku::Grid{}, 1000000, 1000);
        std::cout << "empty grid within 1000 nodes: at least " << bounded.count
                  << " solutions, finished: " << (bounded.finished ? "yes" : "no") << '\n';

        sudoku::Grid clash = puzzle;
        clash[1] = 1;  // a second 1 in the first row

        const sudoku::Batch batch = sudoku::solve_batch({puzzle, clash});
        std::cout << "batch: statuses " << static_cast<int>(batch.statuses[0]) << ' '
                  << static_cast<int>(batch.statuses[1]) << ", first row "
                  << sudoku::to_string(batch.answers[0]).substr(0, 9) << '\n';

        try {
            sudoku::validate(clash);
        } catch (const sudoku::Error &error) {
            // what() names the place ("digit 1 appears twice in one row: at row 1, column 1
            // and at row 1, column 2"), clash() holds it; message() is the status's text.
            std::cout << "validate: status " << static_cast<int>(error.status()) << " at cell "
                      << error.cell().value_or(0) << ": " << sudoku::message(error.status())
                      << '\n';
        }

        sudoku::Grid answer{};
        const sudoku::Status status = sudoku::try_solve(clash, answer);  // does not throw
        std::cout << "solve: status " << static_cast<int>(status) << ": "
                  << sudoku::message(status) << '\n';
        return status == sudoku::Status::conflict ? 0 : 1;
    } catch (const std::exception &error) {
        std::cerr << "unexpected: " << error.what() << '\n';
        return 1;
    }
}
