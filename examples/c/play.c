/*
 * A game's calls through the C API: generates a puzzle, shows its rating, takes three hints
 * with their sentences (applying each to the player's grid and pencil marks), solves it, and
 * shows a chain hint's lines.
 *
 * After `cargo build --release`:
 *   ln -sf libsudoku.so target/release/libsudoku.so.1
 *   cc -std=c99 -Iinclude examples/c/play.c -Ltarget/release -lsudoku -o play
 *   LD_LIBRARY_PATH=target/release ./play
 */
#include <stdio.h>

#include "sudoku.h"

static void print_line(const char *label, const uint8_t grid[SUDOKU_CELLS]) {
    printf("%s: ", label);
    for (int cell = 0; cell < SUDOKU_CELLS; cell++) {
        putchar('0' + grid[cell]);
    }
    putchar('\n');
}

/* Reports an unexpected status and gives the exit code for it. */
static int fail(const char *call, SudokuStatus status) {
    fprintf(stderr, "%s: unexpected status %d: %s\n", call, (int)status,
            sudoku_status_message(status));
    return 1;
}

int main(void) {
    /* A minimal puzzle with a half-turn symmetry; the seed always gives the same one. */
    SudokuGenerateOptions options = {0};
    options.symmetry = SUDOKU_SYMMETRY_ROTATE180;
    options.minimal = 1;
    uint8_t puzzle[SUDOKU_CELLS];
    SudokuStatus status = sudoku_generate(2024, &options, puzzle);
    if (status != SUDOKU_STATUS_OK) {
        return fail("sudoku_generate", status);
    }
    print_line("puzzle", puzzle);

    SudokuRating rating;
    status = sudoku_rate(puzzle, &rating);
    if (status != SUDOKU_STATUS_OK) {
        return fail("sudoku_rate", status);
    }
    printf("rating: %s %d.%d, hardest step: %s, %d givens\n", sudoku_level_name(rating.level),
           (int)(rating.tenths / 10), (int)(rating.tenths % 10),
           sudoku_technique_name(rating.hardest), (int)rating.givens);

    /* The player's grid and pencil marks, which each hint moves on by one step. */
    uint8_t grid[SUDOKU_CELLS];
    uint16_t marks[SUDOKU_CELLS];
    for (int cell = 0; cell < SUDOKU_CELLS; cell++) {
        grid[cell] = puzzle[cell];
    }
    status = sudoku_candidates(grid, marks);
    if (status != SUDOKU_STATUS_OK) {
        return fail("sudoku_candidates", status);
    }
    for (int step = 1; step <= 3; step++) {
        SudokuHint hint;
        status = sudoku_hint(grid, marks, &hint);
        if (status != SUDOKU_STATUS_OK) {
            return fail("sudoku_hint", status);
        }
        char sentence[256];
        sudoku_hint_text(&hint, sentence, sizeof sentence);
        printf("hint %d: %s\n", step, sentence);
        if (hint.digit != 0) {
            grid[hint.cell] = (uint8_t)hint.digit;
        }
        for (int cell = 0; cell < SUDOKU_CELLS; cell++) {
            marks[cell] &= (uint16_t)~hint.eliminations[cell];
        }
    }

    status = sudoku_solve(grid, grid); /* in place */
    if (status != SUDOKU_STATUS_OK) {
        return fail("sudoku_solve", status);
    }
    print_line("solution", grid);

    /* A player's grid whose next step is a chain: its lines, and the sentence that tells
       them step by step. */
    const char *chained = "593826147040910083008034902001402009469050821000109304004670298986241735700098416";
    uint8_t chain_grid[SUDOKU_CELLS];
    for (int cell = 0; cell < SUDOKU_CELLS; cell++) {
        chain_grid[cell] = (uint8_t)(chained[cell] - '0');
    }
    SudokuHint chain_hint;
    SudokuHintChain chain;
    status = sudoku_hint_chain(chain_grid, NULL, NULL, &chain_hint, &chain);
    if (status != SUDOKU_STATUS_OK) {
        return fail("sudoku_hint_chain", status);
    }
    const SudokuChainLine *first = &chain.lines[0];
    const SudokuChainStep *start = &chain.steps[first->first];
    printf("chain: kind %d, %u line, first from r%dc%d, %d steps\n", (int)chain.kind,
           (unsigned)chain.line_count, start->cell / 9 + 1, start->cell % 9 + 1,
           (int)(first->length + first->omitted));
    char told[2048];
    sudoku_hint_chain_text(&chain_hint, &chain, told, sizeof told);
    printf("chain hint: %s\n", told);
    return 0;
}
