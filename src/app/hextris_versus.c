/* hextris versus on the terminal (app/hextris_versus.h). */
#include "app/hextris_versus.h"

#include <stdio.h>
#include <string.h>

#include <stdlib.h>

#include "games/hextris/hextris.h"
#include "games/hextris/hextris_garbage.h"
#include "tui/hextris_fe.h"

bool hextris_versus_start(hextris_versus *v, const char *params, const char *login,
                          const char *opponent)
{
    ht_params p;
    ht_params_default(&p);
    if (!ht_params_decode(&p, params) || p.mode != HT_VERSUS || ht_params_check(&p))
        return false;
    /* The empty well the other side starts with, under its name as the
     * snapshot line allows it. */
    static ht_state st;
    ht_new(&st, &p, 0);
    memset(v, 0, sizeof *v);
    ht_opponent_of(&st, opponent, &v->blank);
    snprintf(v->login, sizeof v->login, "%s", login);
    hextris_versus_round(v, 0);
    return true;
}

void hextris_versus_round(hextris_versus *v, int round)
{
    v->round = round;
    hextris_match_sender_round(&v->sender, round);
    v->them = v->blank;
    int kept = 0;
    for (int i = 0; i < v->npending; i++)
        if (v->pending[i].round == round)
            v->pending[kept++] = v->pending[i];
    v->npending = kept;
}

static void keep(hextris_versus *v, int round, ht_burst b)
{
    if (v->npending < HEXTRIS_PENDING_MAX) {
        v->pending[v->npending].round = round;
        v->pending[v->npending++].b = b;
        return;
    }
    /* More than a well's worth waiting: the newest joins the last, as
     * the queue of the game itself does. */
    ht_burst *last = &v->pending[v->npending - 1].b;
    last->rows = last->rows + b.rows > HT_BURST_ROWS_MAX ? HT_BURST_ROWS_MAX : last->rows + b.rows;
}

bool hextris_versus_hear(hextris_versus *v, const char *line, size_t n)
{
    hextris_msg m;
    if (!hextris_match_decode(line, n, &m))
        return false;
    if (m.kind == HEXTRIS_MSG_WELL) {
        if (m.round == v->round) {
            /* The name is the one the match was made with, not the line's. */
            memcpy(m.well.login, v->blank.login, sizeof m.well.login);
            v->them = m.well;
        }
        return true;
    }
    if ((m.round != v->round && m.round != v->round + 1) || m.burst < v->heard[m.round])
        return true;
    v->heard[m.round] = m.burst + 1;
    keep(v, m.round, m.b);
    return true;
}

/* Bursts of this round into the game once it runs; dropped once it has
 * ended. */
static void play_garbage(hextris_versus *v, play *p)
{
    session_phase ph = session_phase_of(play_session(p));
    if (ph != SESSION_RUNNING && ph != SESSION_ENDED)
        return;
    int kept = 0;
    for (int i = 0; i < v->npending; i++) {
        char move[HT_GARBAGE_MOVE_MAX];
        if (v->pending[i].round != v->round)
            v->pending[kept++] = v->pending[i];
        else if (ph == SESSION_RUNNING
                 && ht_garbage_move_write(move, sizeof move, v->pending[i].b) > 0)
            play_send(p, move);
    }
    v->npending = kept;
}

void hextris_versus_poll(hextris_versus *v, play *p, link_channel *c, long long now)
{
    play_garbage(v, p);
    const ht_state *st = session_state(play_session(p));
    char line[MATCH_GAME_LINE_MAX];
    while (hextris_match_next_burst(&v->sender, st, line, sizeof line))
        link_send(c, line);
    if (hextris_match_well_due(&v->sender, st, v->login, now, line, sizeof line)
        && link_send(c, line))
        hextris_match_well_sent(&v->sender, line, now);
}

/* One side of a hextris match: versus' garbage and wells where it is
 * versus, and its front end's options either way. */
typedef struct {
    bool versus;
    hextris_versus vs;
    hextris_fe_options fe;
} hextris_side;

static void *side_start(const char *params, const char *login, const char *opponent,
                        const char *verdict, const void **fe_own)
{
    hextris_side *x = calloc(1, sizeof *x);
    if (!x)
        return NULL;
    x->versus = hextris_versus_start(&x->vs, params, login, opponent);
    x->fe = (hextris_fe_options){ .match_verdict = verdict,
                                  .opponent = x->versus ? &x->vs.them : NULL };
    *fe_own = &x->fe;
    return x;
}

static void side_stop(void *x) { free(x); }

static const char *side_word(const void *x)
{
    return ((const hextris_side *)x)->versus ? "Versus" : NULL;
}

static bool side_hear(void *x, const char *line, size_t n)
{
    hextris_side *h = x;
    return h->versus && hextris_versus_hear(&h->vs, line, n);
}

/* Versus is won when the other side is out: topped out first, left, or
 * silent past the grace time, as the referee says; this side's game
 * hears it as OPPONENTOUT. */
static void side_poll(void *x, play *p, link_channel *c, long long now, const match *m, int side,
                      int round)
{
    hextris_side *h = x;
    if (!h->versus)
        return;
    hextris_versus_poll(&h->vs, p, c, now);
    if (hextris_match_side_won(m, side, round) && session_phase_of(play_session(p)) == SESSION_RUNNING)
        play_send(p, HT_OPPONENT_OUT_MOVE);
}

static void side_round(void *x, int round)
{
    hextris_side *h = x;
    if (h->versus)
        hextris_versus_round(&h->vs, round);
}

const match_extra hextris_match_extra = {
    .start = side_start, .stop = side_stop, .word = side_word,
    .hear = side_hear, .poll = side_poll, .round = side_round,
};
