/* Large random hexcells levels, the size of the community's largest
 * (200-500 cells), for the solver's tests and its bench: a blob grown at
 * random from the grid's centre, blues at random, clues of every kind on
 * the cells and line clues beside the board. Not made to be solvable:
 * the solver is measured and refereed on whatever they show. */
#ifndef HEXPUZZLE_TESTS_HEXCELLS_LARGE_H
#define HEXPUZZLE_TESTS_HEXCELLS_LARGE_H

#include <stdint.h>

#include "core/rng.h"
#include "games/hexcells/hexcells.h"

/* How often a cell starts revealed, and shows a clue, in percent. */
enum { LARGE_REVEALED = 12, LARGE_BLUE = 40, LARGE_LINES = 12 };

static inline hc_show_kind large_show(rng *g, bool blue)
{
    unsigned r = rng_below(g, 100);
    if (blue)
        return r < 35 ? HC_SHOW_COUNT : HC_SHOW_NONE;
    return r < 65 ? HC_SHOW_COUNT : r < 92 ? HC_SHOW_SHAPE : HC_SHOW_NONE;
}

/* A level of about cells cells (at most the grid's) from seed. */
static inline void hexcells_large_level(hc_puzzle *p, uint64_t seed, int cells)
{
    rng g;
    rng_seed(&g, seed, 500);
    hc_puzzle_init(p, HC_COLS_MAX, HC_ROWS_MAX);
    /* Rows 1 up, columns 1 up: room for line clues above and left. */
    int grown[HC_SLOTS], n = 0;
    grown[n++] = hc_index(HC_COLS_MAX / 2, HC_ROWS_MAX / 2);
    p->at[grown[0]].kind = HC_CELL;
    for (int tries = 0; n < cells && tries < 100 * HC_SLOTS; tries++) {
        int from = grown[rng_below(&g, (uint32_t)n)];
        int s = hc_neighbour(p, from, (int)rng_below(&g, 6));
        if (s < 0 || p->at[s].kind != HC_EMPTY || hc_row_of(s) == 0 || hc_col_of(s) == 0 ||
            hc_col_of(s) == HC_COLS_MAX - 1)
            continue;
        p->at[s].kind = HC_CELL;
        grown[n++] = s;
    }
    for (int i = 0; i < n; i++) {
        bool blue = rng_below(&g, 100) < LARGE_BLUE;
        bool revealed = rng_below(&g, 100) < LARGE_REVEALED;
        p->at[grown[i]] = (hc_item){ HC_CELL, blue ? HC_BLUE : HC_BLACK, revealed,
                                     (unsigned char)large_show(&g, blue), 0 };
    }
    /* Line clues in empty slots whose ray meets two cells or more. */
    int m[HC_MEMBERS_MAX];
    for (int s = 0; s < HC_SLOTS; s++) {
        if (hc_row_of(s) >= HC_ROWS_MAX || p->at[s].kind != HC_EMPTY ||
            rng_below(&g, 100) >= LARGE_LINES)
            continue;
        int dir = (int)rng_below(&g, 3);
        p->at[s] = (hc_item){ HC_LINE, 0, 0,
                              rng_below(&g, 3) ? HC_SHOW_COUNT : HC_SHOW_SHAPE,
                              (unsigned char)dir };
        if (hc_members(p, s, m) < 2)
            p->at[s] = (hc_item){ HC_EMPTY, 0, 0, 0, 0 };
    }
}

#endif
