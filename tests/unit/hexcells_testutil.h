/* Building hexcells puzzles by hand in tests. */
#ifndef HEXPUZZLE_TESTS_HEXCELLS_TESTUTIL_H
#define HEXPUZZLE_TESTS_HEXCELLS_TESTUTIL_H

#include "games/hexcells/hexcells.h"
#include "games/hexcells/hexcells_solve.h"

static inline int put_cell(hc_puzzle *p, int slot, hc_colour colour, bool revealed,
                           hc_show_kind show)
{
    p->at[slot] = (hc_item){ HC_CELL, (unsigned char)colour, revealed, (unsigned char)show, 0 };
    return slot;
}

static inline int put_line(hc_puzzle *p, int slot, hc_dir dir, hc_show_kind show)
{
    p->at[slot] = (hc_item){ HC_LINE, 0, 0, (unsigned char)show, (unsigned char)dir };
    return slot;
}

/* Knowledge as the game starts: revealed cells known, covered unknown. */
static inline void start_knowledge(const hc_puzzle *p, signed char *k)
{
    for (int i = 0; i < HC_SLOTS; i++)
        k[i] = p->at[i].kind != HC_CELL ? HC_K_NONE
               : p->at[i].revealed      ? (signed char)p->at[i].colour
                                        : HC_K_UNKNOWN;
}

#endif
