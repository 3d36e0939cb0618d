/* Replaying a hexmines session log: the game is a pure function of its
 * params and its timed moves, so the log is the saved game. */
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
