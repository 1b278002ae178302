// A game's calls through the C++ wrapper: generates a puzzle, shows its rating, takes three
// hints with their sentences (applying each to the player's grid and pencil marks), solves
// it, and shows a chain hint's lines.
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

        // A player's grid whose next step is a chain: its lines, and the sentence that
        // tells them step by step.
        const std::string chained = "593826147040910083008034902001402009469050821000109304004670298986241735700098416";
        sudoku::Grid chain_grid{};
        for (std::size_t cell = 0; cell < chain_grid.size(); ++cell) {
            chain_grid[cell] = static_cast<std::uint8_t>(chained[cell] - '0');
        }
        const sudoku::ChainHint found = sudoku::hint_chain(chain_grid);
        const std::vector<sudoku::ChainLine> lines = found.chain.lines();
        const sudoku::ChainStep start = lines.front().steps.front();
        std::cout << "chain: kind " << static_cast<int>(found.chain.kind()) << ", "
                  << lines.size() << " line, first from r" << start.cell / 9 + 1 << 'c'
                  << start.cell % 9 + 1 << ", "
                  << lines.front().steps.size() + lines.front().omitted << " steps\n";
        std::cout << "chain hint: " << found.text() << '\n';
        return 0;
    } catch (const sudoku::Error &error) {
        std::cerr << "unexpected: " << error.what() << '\n';
        return 1;
    }
}
