/* Test helpers for hextris positions (header-only, tests only). */
#ifndef HEXPUZZLE_TESTS_HEXTRIS_TESTUTIL_H
#define HEXPUZZLE_TESTS_HEXTRIS_TESTUTIL_H

#include <stdint.h>

#include "core/hex.h"
#include "games/hextris/hextris.h"

/* Replaces the active piece, as if it had just arrived there at time t. */
static inline void put(ht_state *st, int id, int col, int row, int rot, int64_t t)
{
    st->piece = id;
    st->centre = hex_from_offset((hex_offset){ col, row }, HEX_ODD_Q);
    st->rot = rot;
    st->lowest_row = row;
    st->lock_resets = 0;
    st->lock_active = ht_drop_distance(st) == 0;
    st->lock_due = t + HT_LOCK_DELAY_MS;
    st->gravity_due = t + ht_gravity_ms(st->level);
}

/* A versus game's params: the full well, seed. */
static inline ht_params versus_params(uint64_t seed)
{
    ht_params p;
    ht_params_default(&p);
    p.width = HT_FULL_WIDTH;
    p.height = HT_FULL_HEIGHT;
    p.mode = HT_VERSUS;
    p.seed = seed;
    return p;
}

#endif
