/*
 * Solves the Baekjoon 2239 sample through the C API, then shows how an error looks.
 *
 * Build and run against the shared library (after `cargo build --release`):
 *   cc -std=c99 -Wall -Iinclude examples/c/solve.c -Ltarget/release -lsudoku -o solve
 *   LD_LIBRARY_PATH=target/release ./solve
 */
#include <stdio.h>
#include <string.h>

#include "sudoku.h"

static void print_grid(const uint8_t grid[SUDOKU_CELLS]) {
    for (int row = 0; row < 9; row++) {
        for (int col = 0; col < 9; col++) {
            putchar('0' + grid[row * 9 + col]);
        }
        putchar('\n');
    }
}

int main(void) {
    static const char *const rows[9] = {
        "103000509", "002109400", "000704000", "300502006", "060000050",
        "700803004", "000401000", "009205800", "804000107",
    };
    uint8_t puzzle[SUDOKU_CELLS];
    for (int cell = 0; cell < SUDOKU_CELLS; cell++) {
        puzzle[cell] = (uint8_t)(rows[cell / 9][cell % 9] - '0');
    }

    uint8_t answer[SUDOKU_CELLS];
    SudokuStatus status = sudoku_solve(puzzle, answer);
    if (status != SUDOKU_STATUS_OK) {
        fprintf(stderr, "unexpected: %s\n", sudoku_status_message(status));
        return 1;
    }
    print_grid(answer);

    /* A second 1 in the first row: the call reports CONFLICT and leaves `answer` alone. */
    puzzle[1] = 1;
    status = sudoku_solve(puzzle, answer);
    printf("status %d: %s\n", (int)status, sudoku_status_message(status));
    return status == SUDOKU_STATUS_CONFLICT ? 0 : 1;
}
