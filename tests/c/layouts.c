/* The layout calls from C99: a layout made from a line of the text form (argv[1]) and from an
 * f-puzzles document (argv[2]), its answers printed as tests/callers/c.rs expects them (one
 * line each, values joined by commas, statuses as numbers), every handle freed. Without
 * arguments it reads the same 4x4 line and document, for tests/c/sanitize.sh. */
#include <stdio.h>
#include <string.h>

#include "sudoku.h"

static void print_cells(const uint8_t *cells, size_t n) {
    size_t i;
    for (i = 0; i < n; i++) printf("%s%u", i ? "," : "", (unsigned)cells[i]);
    printf("\n");
}

static int fail(const char *what, SudokuStatus status) {
    fprintf(stderr, "%s: %d %s\n", what, (int)status, sudoku_status_message(status));
    return 1;
}

int main(int argc, char **argv) {
    const char *line = argc > 2 ? argv[1] : "4x4 x: 1...............";
    const char *document = argc > 2 ? argv[2]
        : "{\"size\":4,\"diagonal-\":true,\"grid\":[[{\"value\":1,\"given\":true},{},{},{}],"
          "[{},{},{},{}],[{},{},{},{}],[{},{},{},{\"value\":3}]]}";
    uint8_t givens[SUDOKU_LAYOUT_MAX_CELLS], answer[SUDOKU_LAYOUT_MAX_CELLS];
    uint32_t marks[SUDOKU_LAYOUT_MAX_CELLS];
    char reason[256];
    char generated[SUDOKU_LAYOUT_MAX_LINE];
    SudokuLayout *layout = NULL, *refused = NULL, *fpuzzles = NULL;
    uint64_t works[2] = {SUDOKU_LAYOUT_DEFAULT_WORK, 1}, count = 0;
    size_t cells, cell = 0, i;
    SudokuStatus status;

    status = sudoku_layout_parse(line, strlen(line), givens, sizeof givens, &layout, reason,
                                 sizeof reason);
    if (status != SUDOKU_STATUS_OK) return fail(reason, status);
    cells = sudoku_layout_cells(layout);
    printf("%u %u\n", (unsigned)sudoku_layout_size(layout), (unsigned)cells);
    status = sudoku_layout_solve(layout, givens, cells, answer, cells, SUDOKU_LAYOUT_DEFAULT_WORK);
    if (status != SUDOKU_STATUS_OK) return fail("solve", status);
    print_cells(answer, cells);
    for (i = 0; i < 2; i++) {
        status = sudoku_layout_count(layout, givens, cells, 5, works[i], &count);
        if (status != SUDOKU_STATUS_OK && status != SUDOKU_STATUS_BUDGET_EXCEEDED) {
            return fail("count", status);
        }
        printf("%u %d\n", (unsigned)count, status == SUDOKU_STATUS_OK);
    }
    status = sudoku_layout_candidates(layout, givens, cells, marks, cells);
    if (status != SUDOKU_STATUS_OK) return fail("candidates", status);
    for (i = 0; i < cells; i++) printf("%s%u", i ? "," : "", (unsigned)marks[i]);
    printf("\n");
    status = sudoku_layout_generate(layout, 3, SUDOKU_SYMMETRY_ROTATE180, 1, 0,
                                    SUDOKU_LAYOUT_DEFAULT_WORK, generated, sizeof generated);
    if (status != SUDOKU_STATUS_OK) return fail("generate", status);
    printf("%s\n", generated);
    status = sudoku_layout_generate_killer(layout, 5, SUDOKU_SYMMETRY_NONE, 1, 6, 0,
                                           SUDOKU_RATING_NO_MAXIMUM,
                                           SUDOKU_LAYOUT_DEFAULT_WORK, generated,
                                           sizeof generated);
    if (status != SUDOKU_STATUS_OK) return fail("generate killer", status);
    printf("%s\n", generated);
    {
        /* A 9x9 Sudoku X puzzle: its rating, and its first hint's sentence. */
        static const char x_line[] = "9x9 x: 000008700000562000020000000000100000050000340070200050014000590000000800000805010";
        uint8_t x_givens[81];
        SudokuLayout *x = NULL;
        SudokuRatingDetails rating;
        SudokuHint hint;
        char sentence[512];
        status = sudoku_layout_parse(x_line, strlen(x_line), x_givens, sizeof x_givens, &x,
                                     reason, sizeof reason);
        if (status != SUDOKU_STATUS_OK) return fail(reason, status);
        status = sudoku_layout_rate(x, x_givens, 81, SUDOKU_RATE_UNBOUNDED, &rating, NULL);
        if (status != SUDOKU_STATUS_OK) return fail("rate", status);
        printf("%d %d\n", (int)rating.tenths, (int)rating.hardest);
        status = sudoku_layout_hint(x, x_givens, x_givens, NULL, 81, &hint, sentence,
                                    sizeof sentence, NULL);
        if (status != SUDOKU_STATUS_OK) return fail("hint", status);
        printf("%s\n", sentence);
        status = sudoku_layout_generate_rated(x, 4, SUDOKU_SYMMETRY_NONE, 1, 0, 30, 45,
                                              SUDOKU_LAYOUT_DEFAULT_WORK, generated,
                                              sizeof generated);
        if (status != SUDOKU_STATUS_OK) return fail("generate rated", status);
        printf("%s\n", generated);
        sudoku_layout_free(x);
    }
    memcpy(answer, givens, cells);
    answer[10] = 1; /* r3c3: the main diagonal holds r1c1's 1 */
    status = sudoku_layout_validate(layout, answer, cells, &cell, reason, sizeof reason);
    printf("%d %u %s\n", (int)status, (unsigned)cell, reason);
    sudoku_layout_free(layout);

    status = sudoku_layout_parse("6x6 kings", 9, NULL, 0, &refused, reason, sizeof reason);
    printf("%d %s\n", (int)status, reason);
    sudoku_layout_free(refused); /* still NULL: nothing was made */

    status = sudoku_layout_from_fpuzzles(document, strlen(document), givens, sizeof givens,
                                         &fpuzzles, reason, sizeof reason);
    if (status != SUDOKU_STATUS_OK) return fail(reason, status);
    cells = sudoku_layout_cells(fpuzzles);
    printf("%u ", (unsigned)sudoku_layout_size(fpuzzles));
    print_cells(givens, cells);
    status = sudoku_layout_solve_any(fpuzzles, givens, cells, answer, cells,
                                     SUDOKU_LAYOUT_DEFAULT_WORK);
    if (status != SUDOKU_STATUS_OK) return fail("solve_any", status);
    print_cells(answer, cells);
    sudoku_layout_free(fpuzzles);

    {
        /* A 4x4 killer (tests/callers/mod.rs, KILLER_LINE): its smallest completion, its count. */
        static const char killer_line[] = "4x4 killer: ................ aabbccddeeffgghh a=3,b=7,c=7,d=3,e=5,f=5,g=5,h=5";
        SudokuLayout *killer = NULL;
        status = sudoku_layout_parse(killer_line, strlen(killer_line), givens, sizeof givens,
                                     &killer, reason, sizeof reason);
        if (status != SUDOKU_STATUS_OK) return fail(reason, status);
        status = sudoku_layout_solve(killer, givens, 16, answer, 16, SUDOKU_LAYOUT_DEFAULT_WORK);
        if (status != SUDOKU_STATUS_OK) return fail("killer solve", status);
        print_cells(answer, 16);
        status = sudoku_layout_count(killer, givens, 16, 5, SUDOKU_LAYOUT_DEFAULT_WORK, &count);
        if (status != SUDOKU_STATUS_OK) return fail("killer count", status);
        printf("%u 1\n", (unsigned)count);
        sudoku_layout_free(killer);
    }
    return 0;
}
