/* A hextris game with its move log: replay, save, and the result at the end. */
#include "tui/tetris_session.h"

#include <stdio.h>
#include <string.h>

#include "games/hextris.h"
#include "session/session.h"

bool tetris_replay(ht_state *st, const session_save *s)
{
    ht_params p;
    if (!ht_params_decode(&p, s->params) || !ht_new(st, &p, 0))
        return false;
    for (size_t i = 0; i < s->nmoves; i++) {
        enum ht_action a;
        if (!ht_action_parse(s->moves[i].text, &a) || !ht_apply(st, a, s->moves[i].t_ms))
            return false;
    }
    ht_advance(st, s->saved_at);
    return true;
}

void tetris_session_save_of(const tetris_session *g, int64_t saved_at, session_save *out)
{
    memset(out, 0, sizeof *out);
    ht_params_encode(&g->st.params, out->params, sizeof out->params);
    out->saved_at = saved_at;
    out->moves = g->log.moves;
    out->nmoves = g->log.n;
}

session_result tetris_session_result(const ht_state *st, const char *params)
{
    bool sprint = st->params.mode == HT_SPRINT;
    uint64_t figure = (uint64_t)st->score;
    if (sprint && st->status == HT_WON)
        figure = (uint64_t)ht_elapsed_ms(st, st->now_ms);
    else if (sprint)
        figure = (uint64_t)st->rows;
    session_result r = {
        .game = TETRIS_SESSION_GAME,
        .params = params,
        .outcome = st->status == HT_WON ? "won" : "over",
        .figure = figure,
        .assisted = false,
        .seed = st->params.seed,
    };
    return r;
}

void tetris_session_init(tetris_session *g, const session_hooks *hooks)
{
    memset(g, 0, sizeof *g);
    g->hooks = hooks;
}

static void start(tetris_session *g, const ht_state *st)
{
    g->st = *st;
    session_log_clear(&g->log);
    g->kept = false;
    g->recorded = false;
    g->log_lost = false;
    memset(&g->verdict, 0, sizeof g->verdict);
}

bool tetris_session_new(tetris_session *g, const ht_params *p)
{
    ht_state st;
    if (!ht_new(&st, p, 0))
        return false;
    start(g, &st);
    return true;
}

static void log_move(tetris_session *g, enum ht_action a, int64_t t)
{
    if (!session_log_push(&g->log, t, ht_action_name(a)))
        g->log_lost = true;
}

bool tetris_session_resume(tetris_session *g, const session_save *s)
{
    ht_state st;
    if (!tetris_replay(&st, s) || (st.status != HT_PLAYING && st.status != HT_PAUSED))
        return false;
    start(g, &st);
    g->kept = true;
    for (size_t i = 0; i < s->nmoves && !g->log_lost; i++)
        if (!session_log_push(&g->log, s->moves[i].t_ms, s->moves[i].text))
            g->log_lost = true;
    if (g->st.status == HT_PLAYING) {
        int64_t t = g->st.now_ms;
        if (ht_apply(&g->st, HT_PAUSE, t))
            log_move(g, HT_PAUSE, g->st.now_ms);
    }
    return true;
}

static bool ended(const ht_state *st)
{
    return st->status == HT_OVER || st->status == HT_WON;
}

static void record_end(tetris_session *g)
{
    if (!ended(&g->st) || g->recorded)
        return;
    g->recorded = true;
    memset(&g->verdict, 0, sizeof g->verdict);
    char params[HT_PARAMS_TEXT_MAX];
    ht_params_encode(&g->st.params, params, sizeof params);
    session_result r = tetris_session_result(&g->st, params);
    if (g->hooks && g->hooks->record)
        g->hooks->record(g->hooks->ctx, &r, &g->verdict);
    tetris_session_forget(g);
}

bool tetris_session_apply(tetris_session *g, enum ht_action a, int64_t t)
{
    bool ok = ht_apply(&g->st, a, t);
    if (ok)
        log_move(g, a, g->st.now_ms);
    record_end(g);
    return ok;
}

bool tetris_session_advance(tetris_session *g, int64_t t)
{
    bool moved = ht_advance(&g->st, t);
    record_end(g);
    return moved;
}

bool tetris_session_save(tetris_session *g, int64_t t, char *warning, size_t len)
{
    if (len > 0)
        warning[0] = '\0';
    /* Time first: a lock or the end may have been due before the quit. */
    tetris_session_advance(g, t);
    if (g->st.status == HT_PLAYING)
        tetris_session_apply(g, HT_PAUSE, t);
    if (g->st.status != HT_PAUSED || !g->hooks || !g->hooks->save)
        return true;
    if (g->log_lost) {
        snprintf(warning, len, "%s", SESSION_LOG_LOST);
        return false;
    }
    session_save s;
    tetris_session_save_of(g, g->st.now_ms, &s);
    if (!g->hooks->save(g->hooks->ctx, TETRIS_SESSION_GAME, &s, warning, len)) {
        if (len > 0 && warning[0] == '\0')
            snprintf(warning, len, "the game could not be saved");
        return false;
    }
    g->kept = true;
    return true;
}

void tetris_session_forget(tetris_session *g)
{
    if (g->kept && g->hooks && g->hooks->forget)
        g->hooks->forget(g->hooks->ctx, TETRIS_SESSION_GAME);
    g->kept = false;
}

void tetris_session_free(tetris_session *g)
{
    session_log_free(&g->log);
}
