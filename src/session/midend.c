/* The session: a game's life kept once for every game, through its
 * descriptor. */
#include "session/midend.h"

#include <stdio.h>
#include <string.h>

#include "core/rng.h"

static void say(char *why, size_t len, const char *text)
{
    if (why && len > 0)
        snprintf(why, len, "%s", text);
}

void session_init(session *s, const session_game *game, const session_hooks *hooks)
{
    memset(s, 0, sizeof *s);
    s->game = game;
    s->hooks = hooks;
}

static void drop_state(session *s)
{
    if (s->state)
        s->game->destroy(s->state);
    s->state = NULL;
}

/* Watchers hear of the game's log, then once how it stopped: what comes
 * after that (practice after a loss) is no longer theirs. */
static void tell_live(session *s, session_live now)
{
    if (!s->hooks || !s->hooks->live || !s->state || s->live_stopped)
        return;
    s->live_stopped = now != SESSION_LIVE_PLAYING;
    char params[SESSION_PARAMS];
    session_params(s, params, sizeof params);
    s->hooks->live(s->hooks->ctx, s->game->name, params, &s->log, now);
}

/* How a game stops when it is left as it stands. */
static session_live left_as(const session *s)
{
    if (s->state && s->game->phase(s->state) == SESSION_ENDED)
        return SESSION_LIVE_ENDED;
    return s->kept ? SESSION_LIVE_SAVED : SESSION_LIVE_LEFT;
}

void session_free(session *s)
{
    tell_live(s, left_as(s));
    drop_state(s);
    session_log_free(&s->log);
}

/* s plays state g from now on, with an empty log and history. */
static void adopt(session *s, void *g)
{
    tell_live(s, left_as(s));
    drop_state(s);
    s->state = g;
    session_log_clear(&s->log);
    s->kept = s->recorded = s->log_lost = s->live_stopped = false;
    memset(&s->verdict, 0, sizeof s->verdict);
    tell_live(s, SESSION_LIVE_PLAYING);
}

bool session_new(session *s, const char *params, char *why, size_t len)
{
    void *g = s->game->create(params, why, len);
    if (!g)
        return false;
    adopt(s, g);
    return true;
}

void *session_replay(const session_game *game, const session_save *sv, size_t upto,
                     char *why, size_t len)
{
    return session_replay_told(game, sv, upto, why, len, NULL, NULL);
}

void *session_replay_told(const session_game *game, const session_save *sv, size_t upto,
                          char *why, size_t len, session_progress *progress, void *ctx)
{
    size_t n = upto < sv->nmoves ? upto : sv->nmoves;
    if (progress && !progress(ctx, 0, n)) {
        say(why, len, "stopped");
        return NULL;
    }
    void *g = game->create(sv->params, why, len);
    if (!g)
        return NULL;
    for (size_t i = 0; i < n; i++) {
        const session_move *m = &sv->moves[i];
        if (progress && !progress(ctx, i, n)) {
            say(why, len, "stopped");
            game->destroy(g);
            return NULL;
        }
        char failed[SESSION_LINE] = "";
        if (!game->apply(g, m->text, m->t_ms, failed, sizeof failed)) {
            if (why && len > 0)
                snprintf(why, len, "move %zu ('%s') does not fit the game%s%s", i + 1,
                         m->text, failed[0] ? ": " : "", failed);
            game->destroy(g);
            return NULL;
        }
    }
    if (upto >= sv->nmoves && game->advance)
        game->advance(g, sv->saved_at);
    return g;
}

static void log_move(session *s, const char *move, int64_t t)
{
    if (!session_log_push(&s->log, t, move))
        s->log_lost = true;
    else
        tell_live(s, SESSION_LIVE_PLAYING);
}

bool session_resume(session *s, const session_save *sv, char *why, size_t len)
{
    void *g = session_replay(s->game, sv, SIZE_MAX, why, len);
    if (!g)
        return false;
    if (s->game->phase(g) == SESSION_ENDED) {
        say(why, len, "the saved game had already ended");
        s->game->destroy(g);
        return false;
    }
    adopt(s, g);
    s->kept = true;
    for (size_t i = 0; i < sv->nmoves; i++)
        log_move(s, sv->moves[i].text, sv->moves[i].t_ms);
    session_pause(s, sv->saved_at);
    return true;
}

void *session_state(const session *s) { return s->state; }

session_phase session_phase_of(const session *s)
{
    return s->game->phase(s->state);
}

void session_params(const session *s, char *buf, size_t len)
{
    s->game->params(s->state, buf, len);
}

void session_forget(session *s)
{
    if (s->kept && s->hooks && s->hooks->forget)
        s->hooks->forget(s->hooks->ctx, s->game->name);
    s->kept = false;
}

void session_forget_unusable(session *s)
{
    s->kept = true;
    session_forget(s);
}

/* The game's result goes to the score tables; a save of it is obsolete. */
static void record(session *s, const char *outcome, int64_t t)
{
    memset(&s->verdict, 0, sizeof s->verdict);
    char params[SESSION_PARAMS];
    session_params(s, params, sizeof params);
    session_result r;
    memset(&r, 0, sizeof r);
    s->game->result(s->state, t, &r);
    r.game = s->game->name;
    r.params = params;
    r.outcome = outcome;
    session_save log = { .saved_at = t, .moves = s->log.moves, .nmoves = s->log.n };
    snprintf(log.params, sizeof log.params, "%s", params);
    r.log = s->log_lost ? NULL : &log;
    if (s->hooks && s->hooks->record)
        s->hooks->record(s->hooks->ctx, &r, &s->verdict);
    /* A game given up ("quit") ends short of its end: its board may be
     * one a save still holds. */
    tell_live(s, session_phase_of(s) == SESSION_ENDED ? SESSION_LIVE_ENDED : SESSION_LIVE_LEFT);
    session_forget(s);
}

/* Records an end the game calls final; an end no longer there (undone,
 * restarted) may be recorded again when it comes back. */
static void after_change(session *s, int64_t t)
{
    if (session_phase_of(s) != SESSION_ENDED) {
        s->recorded = false;
        return;
    }
    if (s->game->end_is_final(s->state))
        session_settle(s, t);
}

bool session_settle(session *s, int64_t t)
{
    if (session_phase_of(s) != SESSION_ENDED || s->recorded)
        return false;
    session_result r;
    memset(&r, 0, sizeof r);
    s->game->result(s->state, t, &r);
    s->recorded = true;
    record(s, r.outcome, t);
    return true;
}

bool session_abandon(session *s, int64_t t)
{
    session_phase p = session_phase_of(s);
    if (p != SESSION_RUNNING && p != SESSION_PAUSED)
        return false;
    record(s, "quit", t);
    return true;
}

static bool carry_out(session *s, const char *move, int64_t t, char *why, size_t len)
{
    /* Room for the longest reason a game gives (a hint's, say). */
    char failed[SESSION_LINE * 2] = "";
    bool ok = s->game->apply(s->state, move, t, failed, sizeof failed);
    say(why, len, failed);
    if (ok)
        log_move(s, move, t);
    after_change(s, t);
    return ok;
}

bool session_play(session *s, const char *move, int64_t t, char *why, size_t len)
{
    return carry_out(s, move, t, why, len);
}

bool session_advance(session *s, int64_t t)
{
    bool moved = s->game->advance && s->game->advance(s->state, t);
    after_change(s, t);
    return moved;
}

int64_t session_next_deadline(const session *s, int64_t t)
{
    return s->game->next_deadline(s->state, t);
}

/* The game keeps what redo brings back (session_game.redo_move). */
static bool redo_move(const session *s, char *buf, size_t len)
{
    return s->game->redo_move && s->game->redo_move(s->state, buf, len);
}

bool session_can_redo(const session *s)
{
    char move[SESSION_MOVE_TEXT];
    return redo_move(s, move, sizeof move);
}

bool session_undo(session *s, int64_t t)
{
    if (!s->game->undo_move)
        return false;
    return carry_out(s, s->game->undo_move, t, NULL, 0);
}

bool session_redo(session *s, int64_t t)
{
    char move[SESSION_MOVE_TEXT];
    return redo_move(s, move, sizeof move) && carry_out(s, move, t, NULL, 0);
}

bool session_pause(session *s, int64_t t)
{
    session_phase ph = session_phase_of(s);
    /* A game whose clock runs from first sight (shown_move) has it
     * running before its first move: the game says whether it stopped. */
    bool ticking = ph == SESSION_RUNNING || (ph == SESSION_READY && s->game->shown_move);
    if (!s->game->pause_move || !ticking)
        return false;
    return carry_out(s, s->game->pause_move, t, NULL, 0);
}

bool session_unpause(session *s, int64_t t)
{
    if (!s->game->resume_move || session_phase_of(s) != SESSION_PAUSED)
        return false;
    return carry_out(s, s->game->resume_move, t, NULL, 0);
}

bool session_keep(session *s, int64_t t, char *warning, size_t len)
{
    say(warning, len, "");
    /* Time first: a lock or the end may have been due before the quit. */
    session_advance(s, t);
    session_pause(s, t);
    if (session_phase_of(s) != SESSION_PAUSED || !s->hooks || !s->hooks->save)
        return true;
    if (s->log_lost) {
        say(warning, len, SESSION_LOG_LOST);
        return false;
    }
    session_save sv = { .saved_at = t, .moves = s->log.moves, .nmoves = s->log.n };
    session_params(s, sv.params, sizeof sv.params);
    if (!s->hooks->save(s->hooks->ctx, s->game->name, &sv, warning, len)) {
        if (len > 0 && warning[0] == '\0')
            say(warning, len, "the game could not be saved");
        return false;
    }
    s->kept = true;
    return true;
}

uint64_t session_next_seed(const session_game *game, uint64_t seed)
{
    rng g;
    rng_seed(&g, seed, game->seed_stream);
    uint64_t hi = rng_next(&g), lo = rng_next(&g);
    return ((hi << 32) | lo) % 1000000000ULL;
}

uint64_t session_seed_after(const session *s, uint64_t seed)
{
    if (s->hooks && s->hooks->next_seed)
        return s->hooks->next_seed(s->hooks->ctx, s->game->name, seed);
    return session_next_seed(s->game, seed);
}
