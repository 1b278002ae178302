/*
 * Loads the shared library at run time with dlopen/dlsym, as plugin hosts and other language
 * runtimes do, then makes the same calls as solve.c. Nothing is linked at build time; the
 * header is used only for its types and constants.
 *
 *   cc -std=c99 -Iinclude examples/c/solve_dlopen.c -ldl -o solve_dlopen
 *   LD_LIBRARY_PATH=target/release ./solve_dlopen          # loads libsudoku.so.1
 *   ./solve_dlopen /path/to/libsudoku.so                   # or a library given by path
 */
#define _POSIX_C_SOURCE 200809L

#include <dlfcn.h>
#include <inttypes.h>
#include <stdio.h>
#include <string.h>

#include "sudoku.h"

/* The library's functions, as pointers filled in by dlsym. */
struct sudoku_api {
    SudokuStatus (*solve)(const uint8_t *in, uint8_t *out);
    SudokuStatus (*count_solutions)(const uint8_t *in, uint64_t limit, uint64_t *count);
    SudokuStatus (*count_solutions_bounded)(const uint8_t *in, uint64_t limit, uint64_t max_nodes,
                                            uint64_t *count);
    SudokuStatus (*validate)(const uint8_t *in, size_t *cell);
    SudokuStatus (*solve_batch)(const uint8_t *in, uint8_t *out, int32_t *statuses, size_t n,
                                uint32_t threads);
    const char *(*status_message)(int32_t status);
    const char *(*version)(void);
};

/* Looks up one symbol. ISO C has no cast from `void *` to a function pointer; POSIX
 * guarantees the representations match, so the bytes are copied across. */
static int bind(void *library, const char *name, void *function_pointer, size_t size) {
    dlerror();
    void *symbol = dlsym(library, name);
    const char *error = dlerror();
    if (error != NULL || symbol == NULL || size != sizeof symbol) {
        fprintf(stderr, "dlsym %s: %s\n", name, error != NULL ? error : "not found");
        return 0;
    }
    memcpy(function_pointer, &symbol, size);
    return 1;
}

#define BIND(library, api, field) \
    bind(library, "sudoku_" #field, (void *)&(api)->field, sizeof (api)->field)

static void print_grid(const uint8_t grid[SUDOKU_CELLS]) {
    for (int row = 0; row < 9; row++) {
        for (int col = 0; col < 9; col++) {
            putchar('0' + grid[row * 9 + col]);
        }
        putchar('\n');
    }
}

static int run(const struct sudoku_api *api) {
    /* The sample of solve.c, in the one-line form: 81 cells, row after row. */
    static const char sample[SUDOKU_CELLS + 1] =
        "103000509002109400000704000300502006060000050"
        "700803004000401000009205800804000107";
    uint8_t puzzle[SUDOKU_CELLS];
    for (int cell = 0; cell < SUDOKU_CELLS; cell++) {
        puzzle[cell] = (uint8_t)(sample[cell] - '0');
    }
    printf("sudoku %s\n", api->version());

    uint8_t answer[SUDOKU_CELLS];
    SudokuStatus status = api->solve(puzzle, answer);
    if (status != SUDOKU_STATUS_OK) {
        fprintf(stderr, "solve: %s\n", api->status_message(status));
        return 1;
    }
    print_grid(answer);

    uint64_t count = 0;
    status = api->count_solutions(puzzle, 2, &count);
    if (status != SUDOKU_STATUS_OK) {
        fprintf(stderr, "count_solutions: %s\n", api->status_message(status));
        return 1;
    }
    printf("solutions (limit 2): %" PRIu64 "\n", count);

    const uint8_t empty[SUDOKU_CELLS] = {0};
    status = api->count_solutions_bounded(empty, 1000000, 1000, &count);
    if (status != SUDOKU_STATUS_OK && status != SUDOKU_STATUS_BUDGET_EXCEEDED) {
        fprintf(stderr, "count_solutions_bounded: %s\n", api->status_message(status));
        return 1;
    }
    printf("empty grid within 1000 nodes: at least %" PRIu64 " solutions, finished: %s\n", count,
           status == SUDOKU_STATUS_OK ? "yes" : "no");

    uint8_t clash[SUDOKU_CELLS];
    memcpy(clash, puzzle, sizeof clash);
    clash[1] = 1; /* a second 1 in the first row */

    uint8_t batch[2 * SUDOKU_CELLS];
    memcpy(batch, puzzle, SUDOKU_CELLS);
    memcpy(batch + SUDOKU_CELLS, clash, SUDOKU_CELLS);
    int32_t statuses[2];
    status = api->solve_batch(batch, batch, statuses, 2, 0);
    if (status != SUDOKU_STATUS_OK) {
        fprintf(stderr, "solve_batch: %s\n", api->status_message(status));
        return 1;
    }
    printf("batch: statuses %d %d, first row ", (int)statuses[0], (int)statuses[1]);
    for (int col = 0; col < 9; col++) {
        putchar('0' + batch[col]);
    }
    putchar('\n');

    size_t cell = 0;
    status = api->validate(clash, &cell);
    printf("validate: status %d at cell %zu: %s\n", (int)status, cell,
           api->status_message(status));
    status = api->solve(clash, answer);
    printf("solve: status %d: %s\n", (int)status, api->status_message(status));
    return status == SUDOKU_STATUS_CONFLICT ? 0 : 1;
}

int main(int argc, char **argv) {
    /* The soname: what an installed library answers to at run time. */
    const char *path = argc > 1 ? argv[1] : "libsudoku.so.1";
    void *library = dlopen(path, RTLD_NOW | RTLD_LOCAL);
    if (library == NULL) {
        fprintf(stderr, "dlopen: %s\n", dlerror());
        return 1;
    }
    struct sudoku_api api;
    int bound = BIND(library, &api, solve) && BIND(library, &api, count_solutions) &&
                BIND(library, &api, count_solutions_bounded) && BIND(library, &api, validate) &&
                BIND(library, &api, solve_batch) &&
                BIND(library, &api, status_message) && BIND(library, &api, version);
    int code = bound ? run(&api) : 1;
    /* Safe: no call is running and the batch threads ended before solve_batch returned. */
    if (dlclose(library) != 0) {
        fprintf(stderr, "dlclose: %s\n", dlerror());
        return 1;
    }
    return code;
}
