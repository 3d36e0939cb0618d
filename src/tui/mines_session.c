/* A hexmines session log: the game is a pure function of its params and
 * its timed moves, so the log is the saved game; replaying it, and keeping
 * it whole for a save. */
#include "tui/mines_session.h"

#include <stdio.h>
#include <string.h>

static bool replay_move(hm_game *g, const session_move *m)
{
    uint64_t t = m->t_ms < 0 ? 0 : (uint64_t)m->t_ms;
    if (strcmp(m->text, MINES_UNDO) == 0)
        return hm_game_undo(g, t);
    if (strcmp(m->text, MINES_PAUSE) == 0) {
        hm_game_pause(g, t);
        return true;
    }
    if (strcmp(m->text, MINES_RESUME) == 0) {
        hm_game_resume(g, t);
        return true;
    }
    if (strcmp(m->text, MINES_HINT) == 0)
        return hm_game_hint(g).found;
    if (strcmp(m->text, MINES_RESTART) == 0) {
        hm_game_restart(g);
        return true;
    }
    hm_move mv;
    return hm_move_parse(m->text, &mv) && hm_game_apply(g, mv, t) == HM_APPLY_OK;
}

hm_game *mines_replay(const session_save *s, char *why, size_t len)
{
    hm_params p;
    char msg[HM_MSG_MAX];
    if (!hm_params_decode(&p, s->params) || !hm_params_validate(&p, msg)) {
        snprintf(why, len, "its board description '%s' is not valid", s->params);
        return NULL;
    }
    hm_game *g = hm_game_new(&p);
    if (!g) {
        snprintf(why, len, "out of memory");
        return NULL;
    }
    for (size_t i = 0; i < s->nmoves; i++) {
        if (!replay_move(g, &s->moves[i])) {
            snprintf(why, len, "move %zu ('%s') does not fit the game", i + 1,
                     s->moves[i].text);
            hm_game_free(g);
            return NULL;
        }
    }
    if (hm_game_clock_running(g))
        hm_game_pause(g, s->saved_at < 0 ? 0 : (uint64_t)s->saved_at);
    return g;
}

void mines_session_init(mines_session *s, const session_hooks *hooks)
{
    memset(s, 0, sizeof *s);
    s->hooks = hooks;
}

void mines_session_start(mines_session *s)
{
    session_log_clear(&s->log);
    s->kept = false;
    s->log_lost = false;
}

void mines_session_log(mines_session *s, int64_t t, const char *text)
{
    if (!session_log_push(&s->log, t, text))
        s->log_lost = true;
}

void mines_session_resume(mines_session *s, const session_save *sv)
{
    mines_session_start(s);
    s->kept = true;
    for (size_t i = 0; i < sv->nmoves && !s->log_lost; i++)
        mines_session_log(s, sv->moves[i].t_ms, sv->moves[i].text);
}

bool mines_session_save(mines_session *s, const char *params, int64_t saved_at,
                        char *warning, size_t len)
{
    if (len > 0)
        warning[0] = '\0';
    if (!s->hooks || !s->hooks->save)
        return true;
    if (s->log_lost) {
        snprintf(warning, len, "%s", SESSION_LOG_LOST);
        return false;
    }
    session_save sv = { .saved_at = saved_at, .moves = s->log.moves, .nmoves = s->log.n };
    snprintf(sv.params, sizeof sv.params, "%s", params);
    if (!s->hooks->save(s->hooks->ctx, "hexmines", &sv, warning, len)) {
        if (len > 0 && warning[0] == '\0')
            snprintf(warning, len, "the game could not be saved");
        return false;
    }
    s->kept = true;
    return true;
}

void mines_session_forget(mines_session *s)
{
    if (s->kept && s->hooks && s->hooks->forget)
        s->hooks->forget(s->hooks->ctx, "hexmines");
    s->kept = false;
}

void mines_session_free(mines_session *s)
{
    session_log_free(&s->log);
}
