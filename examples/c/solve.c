/*
 * Solves the Baekjoon 2239 sample through the C API, then shows the other calls and how an
 * error status looks. The same source links against the shared or the static library.
 *
 * After `make` at the repository root (or an install, then use pkg-config: see doc/c-abi.md):
 *
 *   shared:  cc -std=c99 -Iinclude examples/c/solve.c -Ltarget/release -lsudoku -o solve
 *            LD_LIBRARY_PATH=target/release ./solve
 *
 *   static:  cc -std=c99 -Iinclude examples/c/solve.c target/release/libsudoku.a \
 *               -lgcc_s -lutil -lrt -lpthread -lm -ldl -lc -o solve
 *            ./solve
 *            (the system libraries are those that
 *             `cargo rustc --release --lib --crate-type staticlib -- --print native-static-libs`
 *             names for your target)
 */
#include <inttypes.h>
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

/* Reports an unexpected status and gives the exit code for it. */
static int fail(const char *call, SudokuStatus status) {
    fprintf(stderr, "%s: unexpected status %d: %s\n", call, (int)status,
            sudoku_status_message(status));
    return 1;
}

int main(void) {
    /* Text in the library's grammar (one line of 81, or 9 lines of 9; '.' or 0 for a blank),
     * read by the library: a text that is no grid gets a detail saying where. */
    static const char text[] = "103000509\n002109400\n000704000\n300502006\n060000050\n"
                               "700803004\n000401000\n009205800\n804000107\n";
    uint8_t puzzle[SUDOKU_CELLS];
    SudokuErrorDetail detail;
    SudokuStatus status = sudoku_parse(text, strlen(text), puzzle, &detail);
    if (status != SUDOKU_STATUS_OK) {
        char sentence[256];
        sudoku_error_text(&detail, sentence, sizeof sentence);
        fprintf(stderr, "%s\n", sentence); /* e.g. "line 2, column 5: unexpected character" */
        return 1;
    }
    printf("sudoku %s\n", sudoku_version());

    /* The smallest completion. */
    uint8_t answer[SUDOKU_CELLS];
    status = sudoku_solve(puzzle, answer);
    if (status != SUDOKU_STATUS_OK) {
        return fail("sudoku_solve", status);
    }
    print_grid(answer);

    /* Is the puzzle proper? Counting up to 2 answers that for about the cost of a solve. */
    uint64_t count = 0;
    status = sudoku_count_solutions(puzzle, 2, &count);
    if (status != SUDOKU_STATUS_OK) {
        return fail("sudoku_count_solutions", status);
    }
    printf("solutions (limit 2): %" PRIu64 "\n", count);

    /* A count can be bounded by work (nodes), so that even the empty grid, with about
     * 6.67e21 completions, answers at once: with a lower bound and its own status. */
    const uint8_t empty[SUDOKU_CELLS] = {0};
    status = sudoku_count_solutions_bounded(empty, 1000000, 1000, &count);
    if (status != SUDOKU_STATUS_OK && status != SUDOKU_STATUS_BUDGET_EXCEEDED) {
        return fail("sudoku_count_solutions_bounded", status);
    }
    printf("empty grid within 1000 nodes: at least %" PRIu64 " solutions, finished: %s\n", count,
           status == SUDOKU_STATUS_OK ? "yes" : "no");

    /* A second 1 in the first row: a clash with the given in cell 0. */
    uint8_t clash[SUDOKU_CELLS];
    memcpy(clash, puzzle, sizeof clash);
    clash[1] = 1;

    /* Many grids laid end to end, solved on all cores; each gets its own status. */
    uint8_t batch[2 * SUDOKU_CELLS];
    memcpy(batch, puzzle, SUDOKU_CELLS);
    memcpy(batch + SUDOKU_CELLS, clash, SUDOKU_CELLS);
    int32_t statuses[2];
    status = sudoku_solve_batch(batch, batch, statuses, 2, 0); /* in place */
    if (status != SUDOKU_STATUS_OK) {
        return fail("sudoku_solve_batch", status);
    }
    printf("batch: statuses %d %d, first row ", (int)statuses[0], (int)statuses[1]);
    for (int col = 0; col < 9; col++) {
        putchar('0' + batch[col]);
    }
    putchar('\n');

    /* Errors: a status value, its static message, and for validation the offending cell. */
    size_t cell = 0;
    status = sudoku_validate(clash, &cell);
    printf("validate: status %d at cell %zu: %s\n", (int)status, cell,
           sudoku_status_message(status));
    status = sudoku_solve(clash, answer); /* leaves `answer` alone */
    printf("solve: status %d: %s\n", (int)status, sudoku_status_message(status));
    return status == SUDOKU_STATUS_CONFLICT ? 0 : 1;
}
