/* Unit tests of hextris versus as the host's recorder witnesses it
 * (session/hextris_match_witness.h), with no files and no clock: two bots
 * play a versus match, each through its own witness, the referee hearing
 * each side's witnessed game; every burst a witnessed game sends is
 * checked against the man page's table; clients that hide a burst,
 * invent one, change its column or take it past its deadline are refused
 * and still get the garbage, rising where the rules say; the same match
 * witnessed twice sends the same lines, and the witnessed log replayed is
 * the witnessed game, its end included. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "games/hextris/hextris.h"
#include "games/hextris/hextris_bot.h"
#include "session/hextris_match.h"
#include "session/hextris_match_witness.h"
#include "session/hextris_session.h"
#include "session/match.h"

/* The man page's table (hextris(6), Versus): rows cleared 1 2 3 send
 * 0 1 3, the combo's n-th clearing lock adds its entry, a three-row clear
 * after another one more. */
static int stated(int rows, int combo, bool b2b)
{
    static const int for_rows[] = { 0, 0, 1, 3 };
    static const int for_combo[] = { 0, 1, 1, 2, 2, 3, 3, 4, 4, 4, 5 };
    return for_rows[rows] + for_combo[combo > 11 ? 10 : combo - 1] + (b2b ? 1 : 0);
}

enum { BURSTS_MAX = 4096 };

/* The recorder's own game of one side and its log, as the witness plays
 * into it; every lock checked against the table. */
typedef struct {
    void *game;
    session_log log;
    bool last_three;       /* the latest clear was of three rows */
    int bursts_checked;
    ht_burst bursts[BURSTS_MAX];   /* every burst its game sent, in order */
} witnessed;

static const ht_state *state_of(const witnessed *x) { return x->game; }

static void witnessed_start(witnessed *x, const char *params)
{
    memset(x, 0, sizeof *x);
    x->game = session_hextris.create(params, NULL, 0);
    assert_non_null(x->game);
}

static void witnessed_free(witnessed *x)
{
    session_hextris.destroy(x->game);
    session_log_free(&x->log);
}

/* What one lock sent, as the table says: its attack, less what it
 * cancelled of the garbage waiting. */
static void check_lock(witnessed *x, int waiting_before, int64_t sent_before)
{
    const ht_state *st = state_of(x);
    int rows = st->last_clear;
    if (rows == 0) {
        assert_int_equal(st->versus.sent_n, sent_before);
        return;
    }
    int want = stated(rows, st->stats.combo, rows == 3 && x->last_three);
    x->last_three = rows == 3;
    int left = want - (waiting_before - st->versus.waiting_rows);
    if (left <= 0) {
        assert_int_equal(st->versus.sent_n, sent_before);
        return;
    }
    assert_int_equal(st->versus.sent_n, sent_before + 1);
    ht_burst b;
    assert_true(ht_garbage_sent(&st->versus, sent_before, &b));
    assert_int_equal(b.rows, left);
    assert_true(x->bursts_checked < BURSTS_MAX);
    x->bursts[x->bursts_checked++] = b;
}

static bool play_into(void *ctx, int64_t t, const char *move)
{
    witnessed *x = ctx;
    const ht_state *st = state_of(x);
    int pieces = st->pieces, waiting = st->versus.waiting_rows;
    int64_t sent = st->versus.sent_n;
    if (!session_hextris.apply(x->game, move, t, NULL, 0))
        return false;
    assert_true(session_log_push(&x->log, t, move));
    if (st->params.mode == HT_VERSUS && st->pieces == pieces + 1)
        check_lock(x, waiting, sent);
    return true;
}

/* What the player's process does with the garbage it is handed. */
typedef enum {
    CLIENT_HONEST,      /* plays each burst take_ms after it was handed */
    CLIENT_HIDES,       /* never plays one */
    CLIENT_MOVES_HOLE,  /* plays it with its hole a column over */
} client_kind;

enum { PENDING_MAX = 64 };

/* The player's own process: its game, its log, a bot at the keys. */
typedef struct {
    client_kind kind;
    ht_state st;
    session_log log;
    int period_ms;          /* between pieces */
    int take_ms;            /* a burst handed, then played */
    int64_t next_piece;
    struct {
        ht_burst b;
        int64_t at;
    } pending[PENDING_MAX];
    int npending;
} client;

/* One side: the player's process and its recorder's witness. */
typedef struct {
    client c;
    witnessed x;
    hextris_match_witness w;
    const char *login;
    int played, refused;
    /* Every line the witness sent the other side, in order; in sent_at
     * each one after its time. */
    char *sent, *sent_at;
    size_t sent_len, sent_at_len;
} side;

static ht_reach reach_store, *reach = &reach_store;

/* The player's move at t, to its witness: what became of it. */
static hextris_witness_move played(side *s, int64_t t, const char *move)
{
    return hextris_match_witness_move(&s->w, t, move, play_into, &s->x);
}

/* A move of the player's: into its own log, and to its witness. */
static void player_move(side *s, const char *move, int64_t t)
{
    assert_true(session_log_push(&s->c.log, t, move));
    hextris_witness_move v = played(s, t, move);
    s->played += v == HEXTRIS_WITNESS_PLAYED;
    s->refused += v == HEXTRIS_WITNESS_REFUSED;
}

static void bot_moved(void *ctx, enum ht_action a, int64_t t)
{
    player_move(ctx, ht_action_name(a), t);
}

static void side_start(side *s, const char *params, client_kind kind, int period, int take,
                       const char *login)
{
    memset(s, 0, sizeof *s);
    s->c.kind = kind;
    s->c.period_ms = period;
    s->c.take_ms = take;
    s->login = login;
    ht_params p;
    assert_true(ht_params_decode(&p, params));
    assert_true(ht_new(&s->c.st, &p, 0));
    witnessed_start(&s->x, params);
    hextris_match_witness_init(&s->w);
}

static void side_free(side *s)
{
    witnessed_free(&s->x);
    session_log_free(&s->c.log);
    free(s->sent);
    free(s->sent_at);
}

static void append(char **text, size_t *len, const char *more)
{
    size_t n = strlen(more);
    char *grown = realloc(*text, *len + n + 1);
    assert_non_null(grown);
    memcpy(grown + *len, more, n + 1);
    *text = grown;
    *len += n;
}

static void keep_sent(side *s, const char *line, int64_t t)
{
    append(&s->sent, &s->sent_len, line);
    char stamp[32];
    snprintf(stamp, sizeof stamp, "%lld ", (long long)t);
    append(&s->sent_at, &s->sent_at_len, stamp);
    append(&s->sent_at, &s->sent_at_len, line);
}

/* The player's process at time t: the garbage it was handed, taken in
 * (or not, as its kind), and its next piece when due. */
static void client_step(side *s, int64_t t)
{
    client *c = &s->c;
    char line[MATCH_GAME_LINE_MAX];
    while (hextris_match_witness_hand(&s->w, t, line, sizeof line)) {
        hextris_msg m;
        assert_true(hextris_match_decode(line, strlen(line) - 1, &m));
        assert_int_equal(m.kind, HEXTRIS_MSG_GARBAGE);
        assert_true(c->npending < PENDING_MAX);
        if (c->kind == CLIENT_MOVES_HOLE)
            m.b.col = (m.b.col + 1) % c->st.width;
        c->pending[c->npending].b = m.b;
        c->pending[c->npending++].at = t + c->take_ms;
    }
    ht_advance(&c->st, t);
    int kept = 0;
    for (int i = 0; i < c->npending; i++) {
        if (c->pending[i].at > t || c->kind == CLIENT_HIDES) {
            c->pending[kept++] = c->pending[i];
            continue;
        }
        char move[HT_GARBAGE_MOVE_MAX];
        ht_garbage_move_write(move, sizeof move, c->pending[i].b);
        bool took;
        assert_true(ht_versus_word(&c->st, move, t, &took));
        if (took)
            player_move(s, move, t);
    }
    c->npending = kept;
    if (t >= c->next_piece && c->st.status == HT_PLAYING) {
        assert_true(ht_bot_play_piece(reach, &c->st, bot_moved, s));
        c->next_piece = t + c->period_ms;
    }
}

/* The witness's lines for the other side at time t: into the other's
 * witness, and kept. */
static void witness_sends(side *s, side *other, int64_t t)
{
    char line[MATCH_GAME_LINE_MAX];
    while (hextris_match_witness_send(&s->w, state_of(&s->x), s->login, t, line, sizeof line)) {
        keep_sent(s, line, t);
        if (other)
            hextris_match_witness_hear(&other->w, line, strlen(line) - 1, t);
    }
}

static void report(match *m, int i, side *s, int64_t t)
{
    match_msg msg = { .kind = MATCH_MSG_RACE, .round = 0 };
    session_hextris.race->progress(s->x.game, t, &msg.p);
    match_hear(m, i, &msg, t);
}

/* A small well: the bots top out in seconds. */
#define VERSUS_PARAMS "8x10:versus:1:seed=7"
enum { STEP_MS = 20, MATCH_LIMIT_MS = 600000 };

/* A versus match of two bots, each side's garbage handed through the
 * witnesses, the referee hearing the witnessed games; at its end, the
 * winner's process plays OPPONENTOUT as the referee says. */
static int64_t play_match(side s[2], client_kind kind0, client_kind kind1)
{
    const char *params = VERSUS_PARAMS;
    side_start(&s[0], params, kind0, 160, 0, "ann");
    side_start(&s[1], params, kind1, 170, 90, "bob");
    match m;
    assert_true(match_init(&m, MATCH_FIRST_TO_CLEAR, 1, MATCH_GRACE_MS, 0));
    bool told[2] = { false, false };
    int64_t t = 0;
    for (; t < MATCH_LIMIT_MS && !(told[0] || told[1]); t += STEP_MS) {
        for (int i = 0; i < 2; i++) {
            hextris_match_witness_advance(&s[i].w, t, play_into, &s[i].x);
            client_step(&s[i], t);
            witness_sends(&s[i], &s[1 - i], t);
            report(&m, i, &s[i], t);
        }
        for (int i = 0; i < 2; i++) {
            if (!hextris_match_side_won(&m, i, 0) || told[i])
                continue;
            told[i] = true;
            hextris_match_witness_out(&s[i].w, t);
            bool took;
            assert_true(ht_versus_word(&s[i].c.st, HT_OPPONENT_OUT_MOVE, t, &took));
            if (took)
                player_move(&s[i], HT_OPPONENT_OUT_MOVE, t);
        }
    }
    for (int i = 0; i < 2; i++)
        hextris_match_witness_advance(&s[i].w, t + 10000, play_into, &s[i].x);
    return t;
}

static void assert_logs_equal(const session_log *a, const session_log *b)
{
    assert_int_equal(a->n, b->n);
    for (size_t i = 0; i < a->n; i++) {
        assert_int_equal(a->moves[i].t_ms, b->moves[i].t_ms);
        assert_string_equal(a->moves[i].text, b->moves[i].text);
    }
}

static bool log_holds(const session_log *log, const char *prefix)
{
    for (size_t i = 0; i < log->n; i++)
        if (strncmp(log->moves[i].text, prefix, strlen(prefix)) == 0)
            return true;
    return false;
}

/* The GARBAGE moves of log are, in order, the bursts of the other side's
 * garbage lines sent, all of them up to the end of the game (a burst
 * arriving after it is dropped). */
static void assert_garbage_is_what_was_sent(const session_log *log, const char *sent)
{
    const char *at = sent ? sent : "";
    int garbage = 0;
    for (size_t i = 0; i < log->n; i++) {
        if (strncmp(log->moves[i].text, HT_GARBAGE_WORD, strlen(HT_GARBAGE_WORD)) != 0)
            continue;
        hextris_msg m = { .kind = HEXTRIS_MSG_WELL };
        while (*at && m.kind != HEXTRIS_MSG_GARBAGE) {
            const char *end = strchr(at, '\n');
            assert_true(hextris_match_decode(at, (size_t)(end - at), &m));
            at = end + 1;
        }
        assert_int_equal(m.kind, HEXTRIS_MSG_GARBAGE);
        char move[HT_GARBAGE_MOVE_MAX];
        ht_garbage_move_write(move, sizeof move, m.b);
        assert_string_equal(log->moves[i].text, move);
        garbage++;
    }
    assert_true(garbage > 0);
}

/* The garbage lines a witness sent are every burst its game sent, each
 * once, numbered in order. */
static void assert_every_burst_sent(const witnessed *x, const char *sent)
{
    const char *at = sent;
    int n = 0;
    while (*at) {
        const char *end = strchr(at, '\n');
        hextris_msg m;
        assert_true(hextris_match_decode(at, (size_t)(end - at), &m));
        at = end + 1;
        if (m.kind != HEXTRIS_MSG_GARBAGE)
            continue;
        assert_int_equal(m.burst, n);
        assert_true(n < x->bursts_checked);
        assert_int_equal(m.b.rows, x->bursts[n].rows);
        assert_int_equal(m.b.col, x->bursts[n].col);
        n++;
    }
    assert_int_equal(n, x->bursts_checked);
}

/* The witnessed log replayed from the params is the witnessed game. */
static void assert_replays(const witnessed *x, const char *params)
{
    void *g = session_hextris.create(params, NULL, 0);
    assert_non_null(g);
    for (size_t i = 0; i < x->log.n; i++)
        assert_true(session_hextris.apply(g, x->log.moves[i].text, x->log.moves[i].t_ms, NULL, 0));
    const ht_state *a = g, *b = state_of(x);
    assert_int_equal(a->status, b->status);
    assert_int_equal(a->pieces, b->pieces);
    assert_int_equal(a->rows, b->rows);
    assert_int_equal(a->versus.rows_received, b->versus.rows_received);
    assert_int_equal(a->versus.rows_risen, b->versus.rows_risen);
    assert_int_equal(a->versus.sent_n, b->versus.sent_n);
    assert_memory_equal(a->well, b->well, sizeof a->well);
    session_hextris.destroy(g);
}

/* Two honest bots: every burst as the table says, each handed and played
 * by the other's process as the witness delivered it, the logs the
 * witnessed ones, the first to top out losing in both witnesses. */
static void two_bots_play_versus(void **state)
{
    (void)state;
    static side s[2];
    play_match(s, CLIENT_HONEST, CLIENT_HONEST);
    int loser = state_of(&s[0].x)->status == HT_OVER ? 0 : 1;
    assert_int_equal(state_of(&s[loser].x)->status, HT_OVER);
    assert_int_equal(state_of(&s[1 - loser].x)->status, HT_WON);
    for (int i = 0; i < 2; i++) {
        assert_int_equal(s[i].w.log, HEXTRIS_WITNESS_AGREES);
        assert_int_equal(s[i].w.forced, 0);
        assert_int_equal(s[i].refused, 0);
        assert_logs_equal(&s[i].c.log, &s[i].x.log);
        assert_int_equal(s[i].c.st.status, state_of(&s[i].x)->status);
        assert_true(s[i].x.bursts_checked > 0);
        assert_true(log_holds(&s[i].x.log, HT_GARBAGE_WORD));
        assert_garbage_is_what_was_sent(&s[i].x.log, s[1 - i].sent);
        assert_every_burst_sent(&s[i].x, s[i].sent);
        assert_replays(&s[i].x, VERSUS_PARAMS);
    }
    assert_true(log_holds(&s[1 - loser].x.log, HT_OPPONENT_OUT_MOVE));
    match_progress p;
    session_hextris.race->progress(s[loser].x.game, 0, &p);
    assert_true(p.lost);
    session_hextris.race->progress(s[1 - loser].x.game, 0, &p);
    assert_true(p.cleared);
    for (int i = 0; i < 2; i++)
        side_free(&s[i]);
}

/* The same match witnessed again: the same lines, the same logs. */
static void the_same_match_witnessed_twice(void **state)
{
    (void)state;
    static side a[2], b[2];
    int64_t ta = play_match(a, CLIENT_HONEST, CLIENT_HONEST);
    int64_t tb = play_match(b, CLIENT_HONEST, CLIENT_HONEST);
    assert_int_equal(ta, tb);
    for (int i = 0; i < 2; i++) {
        assert_non_null(a[i].sent);
        assert_string_equal(a[i].sent_at, b[i].sent_at);
        assert_logs_equal(&a[i].x.log, &b[i].x.log);
        side_free(&a[i]);
        side_free(&b[i]);
    }
}

/* A process that never plays the garbage it is handed: its witness plays
 * each burst at its deadline, its game tops out there and loses the
 * match, however long the process's own game lasts. */
static void a_client_hiding_garbage_tops_out(void **state)
{
    (void)state;
    static side s[2];
    play_match(s, CLIENT_HONEST, CLIENT_HIDES);
    assert_int_equal(state_of(&s[1].x)->status, HT_OVER);
    assert_int_equal(state_of(&s[0].x)->status, HT_WON);
    assert_int_equal(s[1].w.log, HEXTRIS_WITNESS_DIFFERS);
    assert_true(s[1].w.forced > 0);
    assert_false(log_holds(&s[1].c.log, HT_GARBAGE_WORD));
    assert_true(log_holds(&s[1].x.log, HT_GARBAGE_WORD));
    assert_true(state_of(&s[1].x)->versus.rows_risen > 0);
    assert_int_equal(s[1].c.st.versus.rows_risen, 0);
    assert_int_equal(s[1].c.st.status, HT_PLAYING);
    assert_int_equal(s[0].w.log, HEXTRIS_WITNESS_AGREES);
    assert_replays(&s[1].x, VERSUS_PARAMS);
    for (int i = 0; i < 2; i++)
        side_free(&s[i]);
}

/* A process that moves every hole a column: each such move refused, the
 * burst played at its deadline with its own column. */
static void a_client_moving_the_hole_is_refused(void **state)
{
    (void)state;
    static side s[2];
    play_match(s, CLIENT_HONEST, CLIENT_MOVES_HOLE);
    assert_int_equal(s[1].w.log, HEXTRIS_WITNESS_DIFFERS);
    assert_true(s[1].refused > 0);
    assert_true(s[1].w.forced > 0);
    assert_garbage_is_what_was_sent(&s[1].x.log, s[0].sent);
    assert_replays(&s[1].x, VERSUS_PARAMS);
    for (int i = 0; i < 2; i++)
        side_free(&s[i]);
}

/* One side alone, its garbage lines crafted as the other's recorder
 * writes them. */
static void solo_start(side *s)
{
    side_start(s, "10x20:versus:1:seed=3", CLIENT_HONEST, 1000000, 0, "ann");
}

static void hear(side *s, int64_t n, int rows, int col, int64_t t)
{
    char line[MATCH_GAME_LINE_MAX];
    assert_true(hextris_match_garbage_line(0, n, (ht_burst){ rows, col }, line, sizeof line));
    assert_true(hextris_match_witness_hear(&s->w, line, strlen(line) - 1, t));
}

static void hand(side *s, int64_t t)
{
    char line[MATCH_GAME_LINE_MAX];
    assert_true(hextris_match_witness_hand(&s->w, t, line, sizeof line));
}

/* Moves the witness never delivered are refused, and change nothing of
 * the witnessed game: garbage invented, OPPONENTOUT before the referee
 * said so, garbage heard but not yet handed. */
static void invented_moves_are_refused(void **state)
{
    (void)state;
    static side s;
    solo_start(&s);
    assert_int_equal(played(&s, 100, "GARBAGE1,0"), HEXTRIS_WITNESS_REFUSED);
    assert_int_equal(played(&s, 100, HT_OPPONENT_OUT_MOVE), HEXTRIS_WITNESS_REFUSED);
    assert_int_equal(played(&s, 100, "GARBAGEX"), HEXTRIS_WITNESS_REFUSED);
    hear(&s, 0, 2, 4, 200);
    assert_int_equal(played(&s, 250, "GARBAGE2,4"), HEXTRIS_WITNESS_REFUSED);
    assert_int_equal(s.x.log.n, 0);
    assert_int_equal(state_of(&s.x)->status, HT_PLAYING);
    assert_int_equal(state_of(&s.x)->versus.rows_received, 0);
    assert_int_equal(s.w.log, HEXTRIS_WITNESS_DIFFERS);
    /* Once handed it is the player's to play, once. */
    hand(&s, 300);
    assert_int_equal(played(&s, 320, "GARBAGE2,4"), HEXTRIS_WITNESS_PLAYED);
    assert_int_equal(played(&s, 330, "GARBAGE2,4"), HEXTRIS_WITNESS_REFUSED);
    assert_int_equal(state_of(&s.x)->versus.rows_received, 2);
    /* The other side out, as the referee says: OPPONENTOUT is due. */
    hextris_match_witness_out(&s.w, 400);
    assert_int_equal(played(&s, 410, HT_OPPONENT_OUT_MOVE), HEXTRIS_WITNESS_PLAYED);
    assert_int_equal(state_of(&s.x)->status, HT_WON);
    side_free(&s);
}

/* A move the witnessed game would not take (a second hold before a
 * lock) is one the player's game took: the logs differ. */
static void a_move_the_witnessed_game_refuses_differs(void **state)
{
    (void)state;
    static side s;
    solo_start(&s);
    assert_int_equal(played(&s, 10, "HOLD"), HEXTRIS_WITNESS_PLAYED);
    assert_int_equal(s.w.log, HEXTRIS_WITNESS_AGREES);
    assert_int_equal(played(&s, 20, "HOLD"), HEXTRIS_WITNESS_NOT_TAKEN);
    assert_int_equal(s.w.log, HEXTRIS_WITNESS_DIFFERS);
    assert_int_equal(s.x.log.n, 1);
    side_free(&s);
}

/* Two bursts handed in order: the second first is refused; the right one
 * with the wrong column is refused; in order and in time, both played. */
static void bursts_are_played_in_order_as_delivered(void **state)
{
    (void)state;
    static side s;
    solo_start(&s);
    hear(&s, 0, 1, 2, 100);
    hear(&s, 1, 3, 7, 110);
    hand(&s, 120);
    hand(&s, 120);
    assert_int_equal(played(&s, 150, "GARBAGE3,7"), HEXTRIS_WITNESS_REFUSED);
    assert_int_equal(played(&s, 150, "GARBAGE1,3"), HEXTRIS_WITNESS_REFUSED);
    assert_int_equal(played(&s, 160, "GARBAGE1,2"), HEXTRIS_WITNESS_PLAYED);
    assert_int_equal(played(&s, 170, "GARBAGE3,7"), HEXTRIS_WITNESS_PLAYED);
    assert_int_equal(state_of(&s.x)->versus.waiting_rows, 4);
    /* A line numbered at or below one taken, or of a round not near, is
     * refused: nothing to hand. */
    hear(&s, 1, 3, 7, 180);
    char line[MATCH_GAME_LINE_MAX];
    assert_true(hextris_match_garbage_line(2, 5, (ht_burst){ 1, 1 }, line, sizeof line));
    assert_true(hextris_match_witness_hear(&s.w, line, strlen(line) - 1, 180));
    assert_false(hextris_match_witness_hand(&s.w, 190, line, sizeof line));
    side_free(&s);
}

/* A burst handed at 5000 may be played as early as the player's clock
 * may lag the recorder's, and no earlier. */
static void garbage_played_before_it_came_is_refused(void **state)
{
    (void)state;
    static side s;
    solo_start(&s);
    hear(&s, 0, 1, 0, 5000);
    hand(&s, 5000);
    int64_t first = 5000 - HEXTRIS_WITNESS_EARLY_MS;
    assert_int_equal(played(&s, first - 1, "GARBAGE1,0"), HEXTRIS_WITNESS_REFUSED);
    assert_int_equal(played(&s, first, "GARBAGE1,0"), HEXTRIS_WITNESS_PLAYED);
    side_free(&s);
}

/* A burst handed at 1000 and played by the process after a lock past its
 * deadline: the witness played it at its deadline, so it rose at that
 * lock; the late move is refused. Played within the deadline instead, it
 * waits and the same lock raises it all the same. */
static void garbage_taken_late_rises_at_the_lock(void **state)
{
    (void)state;
    static side late, on_time;
    side *both[] = { &late, &on_time };
    for (int k = 0; k < 2; k++) {
        side *s = both[k];
        solo_start(s);
        hear(s, 0, 2, 5, 1000);
        hand(s, 1000);
        int64_t drop_at = 1000 + HEXTRIS_WITNESS_TAKE_MS + 100;
        if (s == &on_time)
            assert_int_equal(played(s, 1000 + HEXTRIS_WITNESS_TAKE_MS, "GARBAGE2,5"),
                             HEXTRIS_WITNESS_PLAYED);
        assert_int_equal(played(s, drop_at, "DROP"), HEXTRIS_WITNESS_PLAYED);
        const ht_state *st = state_of(&s->x);
        assert_int_equal(st->last_clear, 0);
        assert_int_equal(st->versus.rows_risen, 2);
        assert_int_equal(st->well[st->height - 1][5], 0);
        assert_int_equal(st->well[st->height - 1][4], HT_GARBAGE);
        assert_true(log_holds(&s->x.log, "GARBAGE2,5"));
        if (s == &late) {
            assert_int_equal(played(s, drop_at + 10, "GARBAGE2,5"), HEXTRIS_WITNESS_REFUSED);
            assert_int_equal(s->w.forced, 1);
            assert_int_equal(s->w.log, HEXTRIS_WITNESS_DIFFERS);
            assert_int_equal(s->x.log.moves[0].t_ms, 1000 + HEXTRIS_WITNESS_TAKE_MS);
        } else {
            assert_int_equal(s->w.forced, 0);
            assert_int_equal(s->w.log, HEXTRIS_WITNESS_AGREES);
        }
        assert_replays(&s->x, "10x20:versus:1:seed=3");
    }
    side_free(&late);
    side_free(&on_time);
}

/* A burst heard and never asked for: it reached the player all the same
 * HEXTRIS_WITNESS_ASK_MS after it came, and rises at the first lock past
 * its deadline. */
static void garbage_never_asked_for_rises(void **state)
{
    (void)state;
    static side s;
    solo_start(&s);
    hear(&s, 0, 3, 1, 2000);
    int64_t due = 2000 + HEXTRIS_WITNESS_ASK_MS + HEXTRIS_WITNESS_TAKE_MS;
    hextris_match_witness_advance(&s.w, due, play_into, &s.x);
    assert_int_equal(s.x.log.n, 0);
    hextris_match_witness_advance(&s.w, due + 1, play_into, &s.x);
    assert_int_equal(s.x.log.n, 1);
    assert_int_equal(s.x.log.moves[0].t_ms, due);
    assert_string_equal(s.x.log.moves[0].text, "GARBAGE3,1");
    /* Handed now, too late: the process's move for it is refused. */
    char line[MATCH_GAME_LINE_MAX];
    assert_false(hextris_match_witness_hand(&s.w, due + 2, line, sizeof line));
    assert_int_equal(played(&s, due + 3, "GARBAGE3,1"), HEXTRIS_WITNESS_REFUSED);
    side_free(&s);
}

/* A burst of the next round, heard while this one is played, waits for
 * it: handed then, due by the new game's clock. A move timed before what
 * the witness was told can no longer come is refused. */
static void the_next_rounds_burst_waits_for_it(void **state)
{
    (void)state;
    static side s;
    solo_start(&s);
    char line[MATCH_GAME_LINE_MAX];
    assert_true(hextris_match_garbage_line(1, 0, (ht_burst){ 2, 6 }, line, sizeof line));
    assert_true(hextris_match_witness_hear(&s.w, line, strlen(line) - 1, 40000));
    assert_false(hextris_match_witness_hand(&s.w, 40000, line, sizeof line));
    hextris_match_witness_advance(&s.w, 50000, play_into, &s.x);
    assert_int_equal(s.x.log.n, 0);
    assert_int_equal(played(&s, 49999, "DROP"), HEXTRIS_WITNESS_REFUSED);
    /* Round 1: a new game, its clock from 0. */
    witnessed_free(&s.x);
    witnessed_start(&s.x, "10x20:versus:1:seed=4");
    hextris_match_witness_round(&s.w, 1);
    assert_int_equal(s.w.log, HEXTRIS_WITNESS_AGREES);
    /* Never asked for, it is due by the new game's clock. */
    int64_t due = HEXTRIS_WITNESS_ASK_MS + HEXTRIS_WITNESS_TAKE_MS;
    hextris_match_witness_advance(&s.w, due, play_into, &s.x);
    assert_int_equal(s.x.log.n, 0);
    hextris_match_witness_advance(&s.w, due + 1, play_into, &s.x);
    assert_int_equal(s.x.log.n, 1);
    assert_int_equal(s.x.log.moves[0].t_ms, due);
    assert_string_equal(s.x.log.moves[0].text, "GARBAGE2,6");
    side_free(&s);
}

/* The witnessed well goes to the other side at once, then when it
 * changed, at most every HEXTRIS_WELL_EVERY_MS of its game. */
static void the_well_goes_when_it_changed(void **state)
{
    (void)state;
    static side s;
    solo_start(&s);
    char line[MATCH_GAME_LINE_MAX];
    const ht_state *st = state_of(&s.x);
    assert_true(hextris_match_witness_send(&s.w, st, "ann", 0, line, sizeof line));
    assert_int_equal(strncmp(line, "well 0 hextris-well 1 ann ", 26), 0);
    assert_false(hextris_match_witness_send(&s.w, st, "ann", 0, line, sizeof line));
    assert_int_equal(played(&s, 10, "DROP"), HEXTRIS_WITNESS_PLAYED);
    assert_false(hextris_match_witness_send(&s.w, st, "ann", HEXTRIS_WELL_EVERY_MS - 1, line,
                                            sizeof line));
    assert_true(hextris_match_witness_send(&s.w, st, "ann", HEXTRIS_WELL_EVERY_MS, line,
                                           sizeof line));
    assert_false(hextris_match_witness_send(&s.w, st, "ann", 10 * HEXTRIS_WELL_EVERY_MS, line,
                                            sizeof line));
    side_free(&s);
}

/* The 40-row race takes no garbage and no OPPONENTOUT from anyone; its
 * end is the referee's clear. */
static void the_race_takes_no_link_words(void **state)
{
    (void)state;
    static side s;
    side_start(&s, "10x20:sprint:1:seed=9", CLIENT_HONEST, 100, 0, "ann");
    for (int64_t t = 0; t < 600000 && s.c.st.status == HT_PLAYING; t += STEP_MS) {
        hextris_match_witness_advance(&s.w, t, play_into, &s.x);
        client_step(&s, t);
        witness_sends(&s, NULL, t);
    }
    assert_int_equal(played(&s, s.x.log.moves[s.x.log.n - 1].t_ms, "GARBAGE1,1"),
                     HEXTRIS_WITNESS_REFUSED);
    assert_int_equal(s.c.st.status, HT_WON);
    assert_int_equal(state_of(&s.x)->status, HT_WON);
    assert_logs_equal(&s.c.log, &s.x.log);
    match_progress p;
    session_hextris.race->progress(s.x.game, 0, &p);
    assert_true(p.cleared);
    assert_int_equal(p.solved, 1000);
    assert_true(s.sent == NULL || strstr(s.sent, "garbage") == NULL);
    side_free(&s);
}

/* Whether the man page's hextris part says text (its lines joined). */
static bool man_says(const char *text)
{
    FILE *f = fopen("man/games/hextris.6", "r");
    assert_non_null(f);
    static char page[1 << 16];
    size_t n = fread(page, 1, sizeof page - 1, f);
    fclose(f);
    page[n] = '\0';
    for (char *c = page; *c; c++)
        if (*c == '\n')
            *c = ' ';
    return strstr(page, text) != NULL;
}

static bool man_says_ms(const char *before, int64_t ms, const char *after)
{
    char text[128];
    snprintf(text, sizeof text, "%s%lld.%lld seconds%s", before, (long long)(ms / 1000),
             (long long)(ms % 1000 / 100), after);
    return man_says(text);
}

/* The man page states the times a player has to take its garbage. */
static void the_man_page_states_the_times(void **state)
{
    (void)state;
    assert_true(man_says_ms("from up to ", HEXTRIS_WITNESS_EARLY_MS, " before the moment"));
    assert_true(man_says_ms("to ", HEXTRIS_WITNESS_TAKE_MS, " after;"));
    assert_true(man_says_ms("not taken ", HEXTRIS_WITNESS_TAKE_MS, " after it was handed"));
    assert_true(man_says_ms("(or ", HEXTRIS_WITNESS_ASK_MS + HEXTRIS_WITNESS_TAKE_MS,
                            " after it reached your recorder"));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(two_bots_play_versus),
        cmocka_unit_test(the_same_match_witnessed_twice),
        cmocka_unit_test(a_client_hiding_garbage_tops_out),
        cmocka_unit_test(a_client_moving_the_hole_is_refused),
        cmocka_unit_test(invented_moves_are_refused),
        cmocka_unit_test(a_move_the_witnessed_game_refuses_differs),
        cmocka_unit_test(bursts_are_played_in_order_as_delivered),
        cmocka_unit_test(garbage_played_before_it_came_is_refused),
        cmocka_unit_test(garbage_taken_late_rises_at_the_lock),
        cmocka_unit_test(garbage_never_asked_for_rises),
        cmocka_unit_test(the_next_rounds_burst_waits_for_it),
        cmocka_unit_test(the_well_goes_when_it_changed),
        cmocka_unit_test(the_race_takes_no_link_words),
        cmocka_unit_test(the_man_page_states_the_times),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
