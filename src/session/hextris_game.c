/* hextris as a session game. Its moves are ht_action_name's: "L" "R" "CW"
 * "CCW" "SOFT" "DROP" "HOLD" "PAUSE" "RESUME", and "ASSIST" (the bot's
 * placement was shown: the game is assisted). It has no undo, by design:
 * a falling-block game against the clock is not taken back. */
#include "session/hextris_game.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "games/hextris.h"

/* The rules' state first: every reader of session_state() sees an
 * ht_state. */
typedef struct {
    ht_state st;
    bool assisted;
} hextris_play;

bool hextris_game_assisted(const void *state)
{
    return ((const hextris_play *)state)->assisted;
}

static void *create(const char *params, char *why, size_t len)
{
    ht_params p;
    if (!ht_params_decode(&p, params)) {
        snprintf(why, len, "its description '%s' is not valid", params);
        return NULL;
    }
    const char *bad = ht_params_check(&p);
    if (bad) {
        snprintf(why, len, "%s", bad);
        return NULL;
    }
    hextris_play *g = malloc(sizeof *g);
    if (!g) {
        snprintf(why, len, "out of memory");
        return NULL;
    }
    g->assisted = false;
    ht_new(&g->st, &p, 0);
    return g;
}

static void destroy(void *st) { free(st); }

static void params(const void *st, char *buf, size_t len)
{
    ht_params_encode(&((const ht_state *)st)->params, buf, len);
}

static bool apply(void *st, const char *move, int64_t t, char *why, size_t len)
{
    if (len > 0)
        why[0] = '\0';
    hextris_play *g = st;
    if (strcmp(move, HEXTRIS_ASSIST_MOVE) == 0) {
        ht_advance(&g->st, t);
        if (g->assisted || g->st.status != HT_PLAYING)
            return false;
        g->assisted = true;
        g->st.version++;
        return true;
    }
    enum ht_action a;
    return ht_action_parse(move, &a) && ht_apply(&g->st, a, t);
}

static bool advance(void *st, int64_t t) { return ht_advance(st, t); }

static int64_t next_deadline(const void *st, int64_t t)
{
    (void)t;
    int64_t due = ht_next_deadline(st);
    return due == HT_NO_DEADLINE ? SESSION_NO_DEADLINE : due;
}

static session_phase phase(const void *stv)
{
    const ht_state *st = stv;
    switch (st->status) {
    case HT_PLAYING: return SESSION_RUNNING;
    case HT_PAUSED: return SESSION_PAUSED;
    case HT_OVER: case HT_WON: break;
    }
    return SESSION_ENDED;
}

/* Marathon ranks the score, a won sprint its time; a sprint that is over
 * is not ranked and keeps its rows. */
static void result(const void *stv, int64_t t, session_result *r)
{
    (void)t;
    const ht_state *st = stv;
    bool sprint = st->params.mode == HT_SPRINT;
    r->figure = (uint64_t)st->score;
    if (sprint && st->status == HT_WON)
        r->figure = (uint64_t)ht_elapsed_ms(st, st->now_ms);
    else if (sprint)
        r->figure = (uint64_t)st->rows;
    r->outcome = st->status == HT_WON ? "won" : st->status == HT_OVER ? "over" : NULL;
    r->assisted = hextris_game_assisted(stv);
    r->seed = st->params.seed;
}

static bool end_is_final(const void *st)
{
    (void)st;
    return true;
}

static bool category(const char *params, char *buf, size_t len)
{
    ht_params p;
    if (!ht_params_decode(&p, params))
        return false;
    ht_category(&p, buf, len);
    return len >= HT_CATEGORY_MAX;
}

/* Each mode on the full well, then each on the short one. */
static bool standard(int i, char *params, size_t len)
{
    enum { MODES = HT_SPRINT + 1 };
    ht_params p;
    ht_params_default(&p);
    if (i < 0 || i >= 2 * MODES)
        return false;
    p.mode = (enum ht_mode)(i % MODES);
    p.width = i < MODES ? HT_FULL_WIDTH : HT_SHORT_WIDTH;
    p.height = i < MODES ? HT_FULL_HEIGHT : HT_SHORT_HEIGHT;
    return ht_params_encode(&p, params, len) < len;
}

static bool params_seed(const char *params, uint64_t *seed)
{
    ht_params p;
    if (!ht_params_decode(&p, params))
        return false;
    *seed = p.seed;
    return true;
}

static bool params_reseed(const char *params, uint64_t seed, char *buf, size_t len)
{
    ht_params p;
    if (!ht_params_decode(&p, params))
        return false;
    p.seed = seed;
    return ht_params_encode(&p, buf, len) < len;
}

/* Marathon's figure is its score; sprint's a time. */
static bool scored(const char *category)
{
    enum ht_mode mode;
    int w, h;
    return ht_category_parse(category, &mode, &w, &h) && mode == HT_MARATHON;
}

static bool result_fits(const char *category, const char *outcome, bool assisted, char *why,
                        size_t len)
{
    enum ht_mode mode;
    int w, h;
    if (!ht_category_parse(category, &mode, &w, &h)) {
        snprintf(why, len, "hextris category must be MODE or MODE:WxH");
        return false;
    }
    if (strcmp(outcome, "lost") == 0 || (mode == HT_MARATHON && strcmp(outcome, "won") == 0)) {
        snprintf(why, len, "outcome not possible in this mode");
        return false;
    }
    (void)assisted;
    return true;
}

/* Every marathon ranks by its score; a sprint only when it was run; a
 * game the bot helped never. */
static bool ranks(const char *category, const char *outcome, bool assisted)
{
    return !assisted && (scored(category) || strcmp(outcome, "won") == 0);
}

/* Version 1 knew one well per mode, the short one of its day, and named
 * its tables by the mode alone. */
static bool category_of_version(int version, const char *category, char *buf, size_t len)
{
    if (version != 1) {
        snprintf(buf, len, "%s", category);
        return true;
    }
    enum ht_mode mode;
    if (!ht_mode_parse(category, &mode))
        return false;
    ht_params p = { .width = HT_SHORT_WIDTH, .height = HT_SHORT_HEIGHT, .mode = mode };
    ht_category(&p, buf, len);
    return true;
}

const session_game session_hextris = {
    .name = "hextris",
    .pause_move = "PAUSE",
    .resume_move = "RESUME",
    .undo_move = NULL,
    .restart_move = NULL,
    .redo_move = NULL,
    .create = create,
    .destroy = destroy,
    .params = params,
    .apply = apply,
    .advance = advance,
    .next_deadline = next_deadline,
    .phase = phase,
    .result = result,
    .end_is_final = end_is_final,
    .category = category,
    .standard = standard,
    .params_seed = params_seed,
    .params_reseed = params_reseed,
    .seed_stream = 0x746574,
    .scored = scored,
    .result_fits = result_fits,
    .ranks = ranks,
    .category_of_version = category_of_version,
};
