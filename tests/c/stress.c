/*
 * Stress driver for the C ABI: several threads at once run random grids (proper puzzles,
 * sparse grids, dead ends, clashes, bytes above 9, raw bytes) through every export and check
 * every answer against a plain row-major backtracker written here (and each error's detail,
 * and each grid's text read back, against the same reference). Exits 0 when every check
 * held, 1 otherwise (each failure is printed with its grid).
 *
 *   stress [threads, default 8] [rounds per thread, default 300]
 *
 * `cargo test` builds and runs it plainly (tests/c_stress.rs); tests/c/sanitize.sh builds it
 * with -fsanitize=address,undefined and runs it under valgrind.
 */
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sudoku.h"

enum {
    CELLS = SUDOKU_CELLS,
    BATCH = 24,      /* grids per batch call */
    BATCH_EVERY = 8, /* rounds between batch calls */
    UNTOUCHED = 0xEE /* a byte no answer holds: an output still full of it was not written */
};

/* Digits the backtracker may place before it gives up on a grid (then weaker checks apply). */
static const long BUDGET = 200000;

static int failures;
static pthread_mutex_t report_lock = PTHREAD_MUTEX_INITIALIZER;

static void fail(const char *what, const uint8_t grid[CELLS], int status) {
    pthread_mutex_lock(&report_lock);
    failures++;
    fprintf(stderr, "FAIL %s (status %d): ", what, status);
    for (int cell = 0; cell < CELLS; cell++) {
        fputc(grid[cell] <= 9 ? '0' + grid[cell] : '?', stderr);
    }
    fputc('\n', stderr);
    pthread_mutex_unlock(&report_lock);
}

#define CHECK(condition, what, grid, status)                                                   \
    do {                                                                                       \
        if (!(condition)) fail(what, grid, status);                                            \
    } while (0)

/* SplitMix64: seeded per thread, so a failing run can be repeated. */
static uint64_t next_random(uint64_t *state) {
    uint64_t z = (*state += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

static int below(uint64_t *state, int n) { return (int)(next_random(state) % (uint64_t)n); }

static int are_peers(int a, int b) {
    int same_box = a / 27 == b / 27 && a % 9 / 3 == b % 9 / 3;
    return a != b && (a / 9 == b / 9 || a % 9 == b % 9 || same_box);
}

static int fits(const uint8_t grid[CELLS], int cell, int digit) {
    for (int other = 0; other < CELLS; other++) {
        if (grid[other] == digit && are_peers(cell, other)) return 0;
    }
    return 1;
}

/* The first cell above 9, or -1. */
static int first_invalid(const uint8_t grid[CELLS]) {
    for (int cell = 0; cell < CELLS; cell++) {
        if (grid[cell] > 9) return cell;
    }
    return -1;
}

/* The first given (row-major) repeating an earlier given of a shared unit, or -1. */
static int first_clash(const uint8_t grid[CELLS]) {
    for (int later = 0; later < CELLS; later++) {
        for (int earlier = 0; grid[later] != 0 && earlier < later; earlier++) {
            if (grid[earlier] == grid[later] && are_peers(earlier, later)) return later;
        }
    }
    return -1;
}

/* The reference: row-major depth-first search, digits ascending, the first completion wins.
 * 1: `grid` completed; 0: no completion; -1: over budget. */
static int first_completion(uint8_t grid[CELLS], int cell, long *budget) {
    while (cell < CELLS && grid[cell] != 0) cell++;
    if (cell == CELLS) return 1;
    for (int digit = 1; digit <= 9; digit++) {
        if (!fits(grid, cell, digit)) continue;
        if (--*budget < 0) return -1;
        grid[cell] = (uint8_t)digit;
        int found = first_completion(grid, cell + 1, budget);
        if (found != 0) return found;
        grid[cell] = 0;
    }
    return 0;
}

/* A random complete grid, by randomized backtracking. */
static int random_fill(uint8_t grid[CELLS], int cell, uint64_t *state) {
    if (cell == CELLS) return 1;
    int start = below(state, 9);
    for (int i = 0; i < 9; i++) {
        int digit = 1 + (start + i) % 9;
        if (!fits(grid, cell, digit)) continue;
        grid[cell] = (uint8_t)digit;
        if (random_fill(grid, cell + 1, state)) return 1;
        grid[cell] = 0;
    }
    return 0;
}

/* What the library must answer for a grid. */
typedef struct {
    int status;            /* the status, or -1 when the backtracker ran out of budget */
    int cell;              /* the cell sudoku_validate names, or -1 */
    int has_completion;    /* a completion is known to exist (the grid came from one) */
    uint8_t answer[CELLS]; /* the smallest completion, when status is OK */
} expected_t;

static void expect(const uint8_t grid[CELLS], int has_completion, expected_t *want) {
    want->has_completion = has_completion;
    want->cell = first_invalid(grid);
    if (want->cell >= 0) {
        want->status = SUDOKU_STATUS_INVALID_CELL;
        return;
    }
    want->cell = first_clash(grid);
    if (want->cell >= 0) {
        want->status = SUDOKU_STATUS_CONFLICT;
        return;
    }
    long budget = BUDGET;
    memcpy(want->answer, grid, CELLS);
    switch (first_completion(want->answer, 0, &budget)) {
    case 1: want->status = SUDOKU_STATUS_OK; break;
    case 0: want->status = SUDOKU_STATUS_UNSOLVABLE; break;
    default: want->status = -1; break;
    }
}

/* Whether `answer` is a full valid grid that keeps every given of `grid`. */
static int is_completion(const uint8_t grid[CELLS], const uint8_t answer[CELLS]) {
    for (int cell = 0; cell < CELLS; cell++) {
        if (answer[cell] < 1 || answer[cell] > 9) return 0;
        if (grid[cell] != 0 && grid[cell] != answer[cell]) return 0;
        for (int other = 0; other < cell; other++) {
            if (answer[other] == answer[cell] && are_peers(cell, other)) return 0;
        }
    }
    return 1;
}

/* Checks one sudoku_solve result (`out` after the call, `untouched` what it held before). */
static void check_answer(const char *what, const uint8_t grid[CELLS], const expected_t *want,
                         int status, const uint8_t out[CELLS], const uint8_t untouched[CELLS]) {
    if (want->status >= 0) {
        CHECK(status == want->status, what, grid, status);
    } else {
        CHECK(status == SUDOKU_STATUS_OK || (!want->has_completion && status == SUDOKU_STATUS_UNSOLVABLE),
              what, grid, status);
    }
    if (status != SUDOKU_STATUS_OK) {
        CHECK(memcmp(out, untouched, CELLS) == 0, "output written on error", grid, status);
    } else if (want->status == SUDOKU_STATUS_OK) {
        CHECK(memcmp(out, want->answer, CELLS) == 0, "not the smallest completion", grid, status);
    } else {
        CHECK(is_completion(grid, out), "not a completion", grid, status);
    }
}

/* A random grid of one of several kinds; sets *has_completion when it came from one. */
static void random_grid(uint64_t *state, uint8_t grid[CELLS], int *has_completion) {
    memset(grid, 0, CELLS);
    int kind = below(state, 10);
    *has_completion = 0;
    if (kind == 9) { /* raw bytes, mostly above 9 */
        for (int cell = 0; cell < CELLS; cell++) grid[cell] = (uint8_t)next_random(state);
        return;
    }
    if (kind == 8) { /* digits anywhere: mostly clashes */
        for (int cell = 0; cell < CELLS; cell++) grid[cell] = (uint8_t)below(state, 10);
        return;
    }
    random_fill(grid, 0, state);
    int blanks = below(state, 82);
    for (int i = 0; i < blanks; i++) grid[below(state, CELLS)] = 0;
    *has_completion = 1;
    if (kind >= 4 && kind <= 6) { /* extra givens that clash with nothing: often a dead end */
        for (int i = 0; i < kind - 2; i++) {
            int cell = below(state, CELLS), digit = 1 + below(state, 9);
            if (grid[cell] == 0 && fits(grid, cell, digit)) {
                grid[cell] = (uint8_t)digit;
                *has_completion = 0;
            }
        }
    } else if (kind == 7) { /* a byte above 9 or a copied given */
        int cell = below(state, CELLS);
        grid[cell] = below(state, 2) ? (uint8_t)(10 + below(state, 246)) : grid[below(state, CELLS)];
        *has_completion = 0;
    }
}

typedef struct {
    uint64_t seed;
    int rounds;
    long solves, batches;
} worker_t;

/* sudoku_explain against the reference: the cell validate names, and for a clash an earlier
 * peer with the same digit in the house named; the detail's sentence is never empty. */
static void check_detail(const uint8_t grid[CELLS], const expected_t *want, int consistent) {
    SudokuErrorDetail detail, untouched;
    memset(&detail, UNTOUCHED, sizeof detail);
    memset(&untouched, UNTOUCHED, sizeof untouched);
    int status = sudoku_explain(grid, &detail);
    CHECK(status == (consistent ? SUDOKU_STATUS_OK : want->status), "sudoku_explain", grid, status);
    if (consistent) {
        CHECK(memcmp(&detail, &untouched, sizeof detail) == 0, "sudoku_explain wrote on success",
              grid, status);
        return;
    }
    CHECK(detail.status == status && detail.cell == want->cell, "explain cell", grid, status);
    if (status == SUDOKU_STATUS_CONFLICT) {
        int later = detail.cell, earlier = detail.other_cell, house = detail.house;
        int in_house = 0 <= house && house < 27 && 0 <= earlier && earlier < later;
        if (in_house) {
            int number = house % 9;
            int kind[3][2] = {{earlier / 9, later / 9},
                              {earlier % 9, later % 9},
                              {earlier / 27 * 3 + earlier % 9 / 3, later / 27 * 3 + later % 9 / 3}};
            in_house = kind[house / 9][0] == number && kind[house / 9][1] == number;
        }
        CHECK(in_house && grid[earlier] == grid[later] && detail.value == grid[later],
              "explain clash", grid, status);
    } else {
        CHECK(detail.value == grid[detail.cell], "explain value", grid, status);
    }
    char sentence[256];
    size_t length = sudoku_error_text(&detail, sentence, sizeof sentence);
    CHECK(length > 0 && length < sizeof sentence && strlen(sentence) == length, "error text", grid,
          status);
}

/* A grid of digits written as text (dots for blanks, a space every ninth cell) reads back as
 * itself through sudoku_parse; one cell made a letter is a bad character at its column. */
static void check_text(const uint8_t grid[CELLS]) {
    char text[CELLS + 9];
    size_t length = 0;
    for (int cell = 0; cell < CELLS; cell++) {
        if (grid[cell] > 9) return;
        text[length++] = grid[cell] == 0 ? '.' : (char)('0' + grid[cell]);
        if (cell % 9 == 8) text[length++] = ' ';
    }
    uint8_t cells[CELLS];
    SudokuErrorDetail detail, untouched;
    memset(&detail, UNTOUCHED, sizeof detail);
    memset(&untouched, UNTOUCHED, sizeof untouched);
    int status = sudoku_parse(text, length, cells, &detail);
    CHECK(status == SUDOKU_STATUS_OK && memcmp(cells, grid, CELLS) == 0, "sudoku_parse", grid,
          status);
    CHECK(memcmp(&detail, &untouched, sizeof detail) == 0, "sudoku_parse wrote on success", grid,
          status);
    text[40] = 'x';
    memset(cells, UNTOUCHED, sizeof cells);
    status = sudoku_parse(text, length, cells, &detail);
    CHECK(status == SUDOKU_STATUS_INVALID_TEXT && detail.line == 1 && detail.column == 41 &&
              detail.character == 'x' && cells[0] == UNTOUCHED,
          "sudoku_parse bad character", grid, status);
}

static void check_single(const uint8_t grid[CELLS], const expected_t *want) {
    uint8_t input[CELLS], out[CELLS], untouched[CELLS];
    memcpy(input, grid, CELLS);
    memset(untouched, UNTOUCHED, CELLS);
    memset(out, UNTOUCHED, CELLS);
    int status = sudoku_solve(input, out);
    CHECK(memcmp(input, grid, CELLS) == 0, "input written", grid, status);
    check_answer("sudoku_solve", grid, want, status, out, untouched);

    int first = status;
    status = sudoku_solve(input, input); /* in place */
    CHECK(status == first, "in place differs", grid, status);
    check_answer("sudoku_solve in place", grid, want, status, input, grid);

    size_t cell = (size_t)-1;
    status = sudoku_validate(grid, &cell);
    int consistent = want->status != SUDOKU_STATUS_INVALID_CELL && want->status != SUDOKU_STATUS_CONFLICT;
    CHECK(status == (consistent ? SUDOKU_STATUS_OK : want->status), "sudoku_validate", grid, status);
    CHECK(cell == (consistent ? (size_t)-1 : (size_t)want->cell), "sudoku_validate cell", grid, status);

    uint64_t count = UINT64_MAX;
    status = sudoku_count_solutions(grid, 2, &count);
    if (consistent) {
        CHECK(status == SUDOKU_STATUS_OK && count <= 2, "sudoku_count_solutions", grid, status);
        CHECK((count == 0) == (first == SUDOKU_STATUS_UNSOLVABLE), "count against solve", grid, status);
    } else {
        CHECK(status == want->status && count == UINT64_MAX, "count on error", grid, status);
    }
    check_detail(grid, want, consistent);
    check_text(grid);
}

/* One batch call over `n` grids (heap buffers of the exact size, so memory checkers see any
 * overrun), each result compared with sudoku_solve's. */
static void check_batch(const uint8_t *grids, int n, uint32_t threads, int in_place) {
    size_t bytes = (size_t)n * CELLS;
    uint8_t *input = malloc(bytes ? bytes : 1), *out = malloc(bytes ? bytes : 1);
    int32_t *statuses = malloc(n ? (size_t)n * sizeof *statuses : 1);
    if (!input || !out || !statuses) abort();
    memcpy(input, grids, bytes);
    if (in_place) {
        memcpy(out, grids, bytes);
    } else {
        memset(out, UNTOUCHED, bytes);
    }
    int status = sudoku_solve_batch(in_place ? out : input, out, statuses, (size_t)n, threads);
    CHECK(status == SUDOKU_STATUS_OK, "sudoku_solve_batch", grids, status);
    CHECK(memcmp(input, grids, bytes) == 0, "batch wrote its input", grids, status);
    for (int i = 0; i < n; i++) {
        const uint8_t *grid = grids + (size_t)i * CELLS;
        uint8_t single[CELLS];
        memset(single, UNTOUCHED, CELLS);
        if (in_place) memcpy(single, grid, CELLS);
        int want = sudoku_solve(grid, single);
        CHECK(statuses[i] == want, "batch status differs from sudoku_solve", grid, statuses[i]);
        CHECK(memcmp(out + (size_t)i * CELLS, single, CELLS) == 0, "batch output differs", grid,
              statuses[i]);
    }
    free(input);
    free(out);
    free(statuses);
}

static void check_misuse(void) {
    uint8_t grid[CELLS] = {0}, out[CELLS];
    uint64_t count = 7;
    int32_t status_out = -1;
    CHECK(sudoku_solve(NULL, out) == SUDOKU_STATUS_NULL_POINTER, "solve(NULL, out)", grid, 1);
    CHECK(sudoku_solve(grid, NULL) == SUDOKU_STATUS_NULL_POINTER, "solve(in, NULL)", grid, 1);
    CHECK(sudoku_count_solutions(NULL, 2, &count) == SUDOKU_STATUS_NULL_POINTER && count == 7,
          "count(NULL)", grid, 1);
    CHECK(sudoku_count_solutions(grid, 2, NULL) == SUDOKU_STATUS_NULL_POINTER, "count(in, NULL)", grid, 1);
    CHECK(sudoku_validate(NULL, NULL) == SUDOKU_STATUS_NULL_POINTER, "validate(NULL)", grid, 1);
    CHECK(sudoku_explain(NULL, NULL) == SUDOKU_STATUS_NULL_POINTER, "explain(NULL)", grid, 1);
    CHECK(sudoku_parse(NULL, 0, out, NULL) == SUDOKU_STATUS_NULL_POINTER, "parse(NULL)", grid, 1);
    CHECK(sudoku_parse("1", 1, NULL, NULL) == SUDOKU_STATUS_NULL_POINTER, "parse(text, NULL)", grid, 1);
    CHECK(sudoku_error_text(NULL, NULL, 0) == 0, "error_text(NULL)", grid, 1);
    CHECK(sudoku_solve_batch(NULL, out, &status_out, 1, 0) == SUDOKU_STATUS_NULL_POINTER && status_out == -1,
          "batch(NULL)", grid, 1);
    CHECK(sudoku_solve_batch(NULL, NULL, NULL, 0, 3) == SUDOKU_STATUS_OK, "empty batch", grid, 0);
    for (int32_t value = -2; value <= 11; value++) {
        const char *message = sudoku_status_message(value);
        CHECK(message != NULL && message[0] != '\0', "status message", grid, value);
    }
    CHECK(sudoku_status_message(INT32_MIN)[0] != '\0', "status message INT32_MIN", grid, 0);
    const char *version = sudoku_version();
    CHECK(version != NULL && version[0] >= '0' && version[0] <= '9', "version", grid, 0);
}

static void *work(void *arg) {
    worker_t *worker = arg;
    uint64_t state = worker->seed;
    uint8_t recent[BATCH * CELLS];
    memset(recent, 0, sizeof recent);
    check_misuse();
    for (int round = 0; round < worker->rounds; round++) {
        uint8_t grid[CELLS];
        int has_completion;
        expected_t want;
        random_grid(&state, grid, &has_completion);
        expect(grid, has_completion, &want);
        check_single(grid, &want);
        worker->solves++;
        memcpy(recent + (size_t)(round % BATCH) * CELLS, grid, CELLS);
        if (round % BATCH_EVERY == BATCH_EVERY - 1) {
            int n = 1 + below(&state, BATCH);
            check_batch(recent, n, (uint32_t)below(&state, 4), below(&state, 2));
            worker->batches++;
        }
    }
    return NULL;
}

int main(int argc, char **argv) {
    int threads = argc > 1 ? atoi(argv[1]) : 8;
    int rounds = argc > 2 ? atoi(argv[2]) : 300;
    if (threads < 1 || threads > 256 || rounds < 1) {
        fprintf(stderr, "usage: stress [threads 1..256] [rounds >= 1]\n");
        return 2;
    }
    pthread_t *ids = calloc((size_t)threads, sizeof *ids);
    worker_t *workers = calloc((size_t)threads, sizeof *workers);
    if (!ids || !workers) return 2;
    for (int t = 0; t < threads; t++) {
        workers[t].seed = 2239u + (uint64_t)t;
        workers[t].rounds = rounds;
        if (pthread_create(&ids[t], NULL, work, &workers[t]) != 0) return 2;
    }
    long solves = 0, batches = 0;
    for (int t = 0; t < threads; t++) {
        pthread_join(ids[t], NULL);
        solves += workers[t].solves;
        batches += workers[t].batches;
    }
    free(ids);
    free(workers);
    printf("stress: %d threads, %ld grids, %ld batches, %d failures\n", threads, solves, batches,
           failures);
    return failures == 0 ? 0 : 1;
}
