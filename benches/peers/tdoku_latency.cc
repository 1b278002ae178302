// Per-puzzle latency of tdoku counting to two (tdoku_2), which run_benchmark cannot give: its
// rating mode always stops at the first solution and clocks whole microseconds. Built by
// scripts/build_peers.sh against tdoku's source, beside run_benchmark; not part of the crate.
//
//   tdoku_latency LIMIT FILE   prints, a line a puzzle of FILE, the nanoseconds of one
//                              TdokuSolverDpllTriadSimd(puzzle, LIMIT) call
//
// FILE holds one 81-character puzzle a line, '.' for a blank, as the peer benchmark writes it.
// Each call is timed alone with steady_clock, the way the benchmark times ours with Instant.
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <iostream>
#include <string>
#include <vector>

#include "tdoku.h"

int main(int argc, char **argv) {
    if (argc != 3) {
        std::cerr << "usage: tdoku_latency LIMIT FILE" << std::endl;
        return 2;
    }
    size_t limit = std::strtoul(argv[1], nullptr, 10);
    std::ifstream file(argv[2]);
    if (!file) {
        std::cerr << argv[2] << ": cannot open" << std::endl;
        return 1;
    }
    // 81 cells and a NUL: tdoku reads input[81] to tell a grid from pencilmarks.
    std::vector<std::string> puzzles;
    for (std::string line; std::getline(file, line);) {
        if (line.size() >= 81 && line[0] != '#') puzzles.push_back(line.substr(0, 81));
    }
    std::vector<long long> nanos(puzzles.size());
    char solution[81];
    size_t guesses, checksum = 0;
    for (size_t i = 0; i < puzzles.size(); i++) {
        auto start = std::chrono::steady_clock::now();
        size_t count = TdokuSolverDpllTriadSimd(puzzles[i].c_str(), limit, 0, solution, &guesses);
        auto end = std::chrono::steady_clock::now();
        if (count == 0) {
            std::cerr << "no solution: " << puzzles[i] << std::endl;
            return 1;
        }
        checksum += count;
        nanos[i] = std::chrono::duration_cast<std::chrono::nanoseconds>(end - start).count();
    }
    for (long long n : nanos) std::printf("%lld\n", n);
    std::fprintf(stderr, "%zu solutions counted\n", checksum);
    return 0;
}
