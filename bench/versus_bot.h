/* What the match benches (match_link_bench.c, host_match_bench.c) play
 * hextris versus with: a bot's piece as the moves a player makes, and
 * the garbage and well lines versus sends. Header-only, as bench_clock.h. */
#ifndef HEXPUZZLE_BENCH_VERSUS_BOT_H
#define HEXPUZZLE_BENCH_VERSUS_BOT_H

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

#include "games/hextris/hextris.h"
#include "games/hextris/hextris_bot.h"
#include "games/hextris/hextris_garbage.h"
#include "games/hextris/hextris_opponent.h"
#include "session/hextris_match.h"

typedef struct {
    int n;
    struct {
        int64_t t;
        char text[16];
    } move[64];
} piece_moves;

static inline void note_move(void *ctx, enum ht_action a, int64_t t)
{
    piece_moves *m = ctx;
    if (m->n < 64) {
        m->move[m->n].t = t;
        snprintf(m->move[m->n++].text, sizeof m->move[0].text, "%s", ht_action_name(a));
    }
}

/* The moves of the bot's choice for the falling piece of st, chosen on
 * a copy (st is left as it was), its locking move last; false when it
 * has none. */
static inline bool bot_piece(ht_reach *reach, const ht_state *st, piece_moves *m)
{
    static ht_state scratch;
    scratch = *st;
    m->n = 0;
    return ht_bot_play_piece(reach, &scratch, note_move, m) && m->n > 0;
}

/* The well of a bot's game on p some pieces in, as its opponent sees it. */
static inline void bot_well(ht_reach *reach, const ht_params *p, ht_opponent *o)
{
    static ht_state st;
    ht_new(&st, p, 0);
    for (int i = 0; i < 40 && st.status == HT_PLAYING; i++) {
        ht_bot_play_piece(reach, &st, NULL, NULL);
        ht_advance(&st, st.now_ms + 1);
    }
    ht_opponent_of(&st, "abcdefgh", o);
}

/* Burst n that st sent, as its garbage line; false when it has none. */
static inline bool garbage_line(const ht_state *st, int64_t n, char *line, size_t cap)
{
    ht_burst burst;
    return ht_garbage_sent(&st->versus, n, &burst)
           && hextris_match_garbage_line(0, n, burst, line, cap);
}

/* o as the well line versus sends. */
static inline void well_line(const ht_opponent *o, char *line, size_t cap)
{
    char snapshot[HT_OPPONENT_LINE_MAX];
    ht_opponent_encode(o, snapshot, sizeof snapshot);
    hextris_match_well_line(0, snapshot, line, cap);
}

#endif
