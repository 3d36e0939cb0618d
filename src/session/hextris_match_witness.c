/* hextris versus as the host's recorder witnesses it
 * (session/hextris_match_witness.h). */
#include "session/hextris_match_witness.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void hextris_match_witness_init(hextris_match_witness *w)
{
    memset(w, 0, sizeof *w);
    hextris_match_witness_round(w, 0);
}

void hextris_match_witness_round(hextris_match_witness *w, int round)
{
    w->round = round;
    hextris_match_sender_round(&w->sender, round);
    w->last_t = 0;
    w->out = false;
    w->forced = w->refused = 0;
    w->log = HEXTRIS_WITNESS_AGREES;
    w->why[0] = '\0';
    /* Heard before the round's game began: at its start, by its clock. */
    int kept = 0;
    for (int i = 0; i < w->qn; i++)
        if (w->q[i].round == round) {
            w->q[kept] = w->q[i];
            w->q[kept++].heard = 0;
        }
    w->qn = kept;
}

/* The player's log is no longer the witnessed one, for why (the first
 * reason stays). */
static void differs(hextris_match_witness *w, const char *why)
{
    if (w->log == HEXTRIS_WITNESS_DIFFERS)
        return;
    w->log = HEXTRIS_WITNESS_DIFFERS;
    snprintf(w->why, sizeof w->why, "%s", why);
}

static void drop(hextris_match_witness *w, int i)
{
    memmove(w->q + i, w->q + i + 1, sizeof w->q[0] * (size_t)(w->qn - i - 1));
    w->qn--;
}

/* The oldest delivery of the round being played, or -1. */
static int oldest(const hextris_match_witness *w)
{
    for (int i = 0; i < w->qn; i++)
        if (w->q[i].round == w->round)
            return i;
    return -1;
}

/* When d reached the player: handed, or at the latest once it could
 * have been asked for. */
static int64_t stamp_of(const hextris_witness_delivery *d)
{
    int64_t latest = d->heard + (d->out ? 0 : HEXTRIS_WITNESS_ASK_MS);
    return d->stamp >= 0 && d->stamp < latest ? d->stamp : latest;
}

static int64_t deadline_of(const hextris_witness_delivery *d)
{
    return stamp_of(d) + HEXTRIS_WITNESS_TAKE_MS;
}

static void move_of(const hextris_witness_delivery *d, char *buf, size_t len)
{
    if (d->out)
        snprintf(buf, len, "%s", HT_OPPONENT_OUT_MOVE);
    else
        ht_garbage_move_write(buf, len, d->b);
}

bool hextris_match_witness_hear(hextris_match_witness *w, const char *line, size_t n,
                                int64_t t)
{
    hextris_msg m;
    if (!hextris_match_decode(line, n, &m) || m.kind != HEXTRIS_MSG_GARBAGE)
        return false;
    bool ours = m.round == w->round, next = m.round == w->round + 1;
    if ((!ours && !next) || m.burst < w->heard_next[m.round] || (ours && w->out)
        || w->qn == HEXTRIS_WITNESS_QUEUE)
        return true;
    w->heard_next[m.round] = m.burst + 1;
    w->q[w->qn++] = (hextris_witness_delivery){
        .round = m.round, .n = m.burst, .b = m.b, .heard = t, .stamp = -1,
    };
    return true;
}

void hextris_match_witness_out(hextris_match_witness *w, int64_t t)
{
    if (w->out)
        return;
    for (int i = w->qn - 1; i >= 0; i--)
        if (w->q[i].round == w->round && w->q[i].stamp < 0)
            drop(w, i);
    w->out = true;
    if (w->qn == HEXTRIS_WITNESS_QUEUE)
        drop(w, w->qn - 1);
    w->q[w->qn++] = (hextris_witness_delivery){
        .out = true, .round = w->round, .heard = t, .stamp = t,
    };
}

bool hextris_match_witness_hand(hextris_match_witness *w, int64_t t, char *buf, size_t len)
{
    for (int i = 0; i < w->qn; i++) {
        hextris_witness_delivery *d = &w->q[i];
        if (d->round != w->round || d->out || d->stamp >= 0)
            continue;
        if (!hextris_match_garbage_line(d->round, d->n, d->b, buf, len))
            return false;
        d->stamp = t;
        return true;
    }
    return false;
}

/* Every delivery whose deadline is before t goes in at its deadline
 * (or the latest move's time, were that later). */
static void force_due(hextris_match_witness *w, int64_t t, hextris_witness_play *play,
                      void *ctx)
{
    int i;
    while ((i = oldest(w)) >= 0 && deadline_of(&w->q[i]) < t) {
        hextris_witness_delivery d = w->q[i];
        drop(w, i);
        int64_t at = deadline_of(&d) > w->last_t ? deadline_of(&d) : w->last_t;
        char move[HT_GARBAGE_MOVE_MAX];
        move_of(&d, move, sizeof move);
        if (!play(ctx, at, move))
            continue;
        w->last_t = at;
        w->forced++;
        differs(w, d.out ? "its game did not end when the other side was out"
                         : "garbage did not rise where the rules say");
    }
}

void hextris_match_witness_advance(hextris_match_witness *w, int64_t t,
                                   hextris_witness_play *play, void *ctx)
{
    force_due(w, t, play, ctx);
    if (t > w->last_t)
        w->last_t = t;
}

/* The delivery the player's link word at t plays: the oldest one, as the
 * witness delivered it, or the other side out (the bursts before it, never
 * played, no longer matter once the game is won); -1 with why. */
static int delivered(const hextris_match_witness *w, int64_t t, const char *move,
                     const char **why)
{
    int i = oldest(w);
    if (strcmp(move, HT_OPPONENT_OUT_MOVE) == 0)
        while (i >= 0 && i < w->qn && !(w->q[i].out && w->q[i].round == w->round))
            i++;
    if (i < 0 || i == w->qn) {
        *why = "a move of the other side's that the witness did not deliver";
        return -1;
    }
    const hextris_witness_delivery *d = &w->q[i];
    char want[HT_GARBAGE_MOVE_MAX];
    move_of(d, want, sizeof want);
    if (strcmp(want, move) != 0)
        *why = "a move of the other side's not the one the witness delivered next";
    else if (d->stamp < 0)
        *why = "garbage played before the witness handed it";
    else if (t < stamp_of(d) - HEXTRIS_WITNESS_EARLY_MS)
        *why = "a move of the other side's played before it came";
    else
        return i;
    return -1;
}

hextris_witness_move hextris_match_witness_move(hextris_match_witness *w, int64_t t,
                                                const char *move,
                                                hextris_witness_play *play, void *ctx)
{
    force_due(w, t, play, ctx);
    if (t < w->last_t) {
        differs(w, "its moves go back in time");
        return HEXTRIS_WITNESS_REFUSED;
    }
    if (ht_garbage_link_word(move)) {
        const char *why;
        int i = delivered(w, t, move, &why);
        if (i < 0) {
            w->refused++;
            differs(w, why);
            return HEXTRIS_WITNESS_REFUSED;
        }
        for (int k = i; k >= 0; k--)
            if (w->q[k].round == w->round)
                drop(w, k);
    }
    if (!play(ctx, t, move)) {
        differs(w, "a move the witnessed game would not take");
        return HEXTRIS_WITNESS_NOT_TAKEN;
    }
    w->last_t = t;
    return HEXTRIS_WITNESS_PLAYED;
}

bool hextris_match_witness_send(hextris_match_witness *w, const ht_state *st, const char *login,
                                int64_t t, char *buf, size_t len)
{
    if (hextris_match_next_burst(&w->sender, st, buf, len))
        return true;
    if (!hextris_match_well_due(&w->sender, st, login, t, buf, len))
        return false;
    hextris_match_well_sent(&w->sender, buf, t);
    return true;
}

typedef struct {
    hextris_match_witness w;
    bool versus;
} lines_witness;

static void *lines_create(const char *params)
{
    ht_params p;
    lines_witness *lw = malloc(sizeof *lw);
    if (!lw)
        return NULL;
    hextris_match_witness_init(&lw->w);
    lw->versus = ht_params_decode(&p, params) && p.mode == HT_VERSUS;
    return lw;
}

static void lines_destroy(void *lw) { free(lw); }

static void lines_round(void *lw, int round)
{
    hextris_match_witness_round(&((lines_witness *)lw)->w, round);
}

static bool lines_hear(void *lw, const char *line, size_t n, int64_t t)
{
    return hextris_match_witness_hear(&((lines_witness *)lw)->w, line, n, t);
}

static bool lines_hand(void *lw, int64_t t, char *buf, size_t len)
{
    return hextris_match_witness_hand(&((lines_witness *)lw)->w, t, buf, len);
}

static void lines_move(void *lw, int64_t t, const char *move, match_play_move *play, void *ctx)
{
    hextris_match_witness_move(&((lines_witness *)lw)->w, t, move, play, ctx);
}

static void lines_advance(void *lw, int64_t t, match_play_move *play, void *ctx)
{
    hextris_match_witness_advance(&((lines_witness *)lw)->w, t, play, ctx);
}

static bool lines_send(void *lw, const void *state, const char *login, int64_t t, char *buf,
                       size_t len)
{
    return hextris_match_witness_send(&((lines_witness *)lw)->w, state, login, t, buf, len);
}

/* Versus is won when the referee says the other side is out, as the
 * terminal's partner plays it (app/hextris_versus.c); a race has no
 * OPPONENTOUT. */
static void lines_referee(void *lwv, const match *m, int side, int round, int64_t t)
{
    lines_witness *lw = lwv;
    if (lw->versus && round == lw->w.round && hextris_match_side_won(m, side, round))
        hextris_match_witness_out(&lw->w, t);
}

const match_lines_witness hextris_lines_witness = {
    .create = lines_create, .destroy = lines_destroy, .round = lines_round,
    .hear = lines_hear, .hand = lines_hand, .move = lines_move, .advance = lines_advance,
    .send = lines_send, .referee = lines_referee,
};
