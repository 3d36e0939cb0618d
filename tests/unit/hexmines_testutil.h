/* Test helpers for hexmines games on a layout of one's own (header-only,
 * tests only). */
#ifndef HEXPUZZLE_TESTS_MINES_TESTUTIL_H
#define HEXPUZZLE_TESTS_MINES_TESTUTIL_H

#include <stdlib.h>

#include "games/hexmines/hexmines.h"

/* A classic rect w x h game whose mines are the nm cells listed. */
static inline hm_game *layout_game(int w, int h, const int *mine_cells, int nm)
{
    hm_params p = { HM_SHAPE_RECT, w, h, nm, 0, HM_MODE_CLASSIC, HM_GEN_NEW };
    unsigned char *mines = calloc((size_t)w * (size_t)h, 1);
    for (int i = 0; i < nm; i++)
        mines[mine_cells[i]] = 1;
    hm_game *g = hm_game_new_layout(&p, mines, -1);
    free(mines);
    assert_non_null(g);
    return g;
}

/* A move that must change the game. */
static inline void play(hm_game *g, const char *move)
{
    assert_int_equal(hm_game_apply_text(g, move, 0), HM_APPLY_OK);
}

#endif
