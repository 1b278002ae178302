// A game's calls through the C++ wrapper: generates a puzzle, shows its rating, takes three
// hints with their sentences (applying each to the player's grid and pencil marks), and
// solves it.
//
// After `cargo build --release`:
//   ln -sf libsudoku.so target/release/libsudoku.so.1
//   c++ -std=c++17 -Iinclude examples/cpp/play.cpp -Ltarget/release -lsudoku -o play
//   LD_LIBRARY_PATH=target/release ./play
#include <iostream>
#include <string>

#include "sudoku.hpp"

static std::string line(const sudoku::Grid &grid) {
    std::string text;
    for (const std::uint8_t cell : grid) {
        text += static_cast<char>('0' + cell);
    }
    return text;
}

int main() {
    try {
        // A minimal puzzle with a half-turn symmetry; the seed always gives the same one.
        sudoku::GenerateOptions options;
        options.symmetry = sudoku::Symmetry::rotate180;
        const sudoku::Grid puzzle = sudoku::generate(2024, options);
        std::cout << "puzzle: " << line(puzzle) << '\n';

        const sudoku::Rating rating = sudoku::rate(puzzle);
        std::cout << "rating: " << sudoku::name(rating.level) << ' ' << rating.tenths / 10 << '.'
                  << rating.tenths % 10 << ", hardest step: " << sudoku::name(rating.hardest)
                  << ", " << rating.givens << " givens\n";

        // The player's grid and pencil marks, which each hint moves on by one step.
        sudoku::Grid grid = puzzle;
        sudoku::Marks marks = sudoku::candidates(grid);
        for (int step = 1; step <= 3; ++step) {
            const sudoku::Hint hint = sudoku::hint(grid, &marks);
            std::cout << "hint " << step << ": " << hint.text() << '\n';
            hint.apply(grid, marks);
        }
        std::cout << "solution: " << line(sudoku::solve(grid)) << '\n';
        return 0;
    } catch (const sudoku::Error &error) {
        std::cerr << "unexpected: " << error.what() << '\n';
        return 1;
    }
}
