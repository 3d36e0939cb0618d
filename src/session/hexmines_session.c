/* hexmines as a session game. Its moves: hm_move's "O3,4" (open), "F3,4"
 * (flag), "C3,4" (chord), and "U" (undo the last of those), "P" (pause),
 * "R" (resume), "H" (a hint: refused, with the reason, when there is none;
 * the game is assisted once one is found; hm_game_last_hint says where it
 * points), "X" (the same board from the start). */
#include "session/hexmines_session.h"

#include <stdio.h>
#include <string.h>

#include "games/hexmines/hexmines.h"
#include "games/hexmines/hexmines_stats.h"
#include "session/match.h"
#include "session/timed_wins.h"

static void *create(const char *params, char *why, size_t len)
{
    hm_params p;
    char msg[HM_MSG_MAX];
    if (!hm_params_decode(&p, params) || !hm_params_validate(&p, msg)) {
        snprintf(why, len, "its board description '%s' is not valid", params);
        return NULL;
    }
    hm_game *g = hm_game_new(&p);
    if (!g)
        snprintf(why, len, "out of memory");
    return g;
}

static void destroy(void *g) { hm_game_free(g); }

static void params(const void *g, char *buf, size_t len)
{
    hm_params_encode(hm_game_params(g), buf, len);
}

static uint64_t at(int64_t t)
{
    return t < 0 ? 0 : (uint64_t)t;
}

static bool apply(void *gv, const char *move, int64_t t, char *why, size_t len)
{
    hm_game *g = gv;
    if (len > 0)
        why[0] = '\0';
    if (strcmp(move, HEXMINES_UNDO) == 0)
        /* A win is final: nothing of it is taken back. */
        return hm_game_status(g) != HM_WON && hm_game_undo(g, at(t));
    /* Pausing a stopped clock changes nothing and is no error (saves
     * have always been read so); the session pauses only a running one. */
    if (strcmp(move, HEXMINES_PAUSE) == 0) {
        hm_game_pause(g, at(t));
        return true;
    }
    if (strcmp(move, HEXMINES_RESUME) == 0) {
        hm_game_resume(g, at(t));
        return true;
    }
    if (strcmp(move, HEXMINES_HINT) == 0) {
        hm_hint h = hm_game_hint(g);
        if (!h.found)
            snprintf(why, len, "%s", h.text);
        return h.found;
    }
    if (strcmp(move, HEXMINES_RESTART) == 0) {
        hm_game_restart(g);
        return true;
    }
    hm_move m;
    if (!hm_move_parse(move, &m))
        return false;
    hm_clicks before = hm_game_clicks(g);
    hm_clicks after;
    switch (hm_game_apply(g, m, at(t))) {
    case HM_APPLY_OK: return true;
    case HM_APPLY_NOOP:
        /* A wasted click is logged: the figures of a replay count it. */
        after = hm_game_clicks(g);
        return hm_clicks_wasted(&after) > hm_clicks_wasted(&before);
    case HM_APPLY_GENFAIL:
        snprintf(why, len, "No no-guess board could be made for this density; try --classic");
        return false;
    case HM_APPLY_NOMEM:
        snprintf(why, len, "Out of memory");
        return false;
    }
    return false;
}

static bool redo_move(const void *g, char *buf, size_t len)
{
    hm_move m;
    if (!hm_game_redo_move(g, &m))
        return false;
    hm_move_format(m, buf, len);
    return true;
}

/* The clock on the status line changes once a second while it runs. */
static int64_t next_deadline(const void *g, int64_t t)
{
    if (!hm_game_clock_running(g))
        return SESSION_NO_DEADLINE;
    uint64_t ms = hm_game_elapsed_ms(g, at(t));
    return t + (int64_t)(1000 - ms % 1000);
}

static session_phase phase(const void *g)
{
    switch (hm_game_status(g)) {
    case HM_READY: return SESSION_READY;
    case HM_WON: case HM_LOST: return SESSION_ENDED;
    case HM_PLAYING: break;
    }
    return hm_game_paused(g) ? SESSION_PAUSED : SESSION_RUNNING;
}

static void result(const void *g, int64_t t, session_result *r)
{
    hm_status s = hm_game_status(g);
    r->outcome = s == HM_WON ? "won" : s == HM_LOST ? "lost" : NULL;
    r->figure = hm_game_elapsed_ms(g, at(t));
    r->assisted = hm_game_assisted(g);
    r->seed = hm_game_params(g)->seed;
    if (r->outcome) {
        hm_figures f;
        hm_game_figures(g, at(t), true, &f);
        hm_figures_encode(&f, r->figures, sizeof r->figures);
    }
}

static bool figures_read(const char *figures, const char *outcome, uint64_t figure, char *line,
                         size_t len, char *mark, size_t marklen, int *progress)
{
    hm_figures f;
    memset(&f, 0, sizeof f);
    f.won = strcmp(outcome, "won") == 0;
    f.lost = strcmp(outcome, "lost") == 0;
    f.ms = figure;
    if (!hm_figures_decode(figures, &f))
        return false;
    hm_figures_brief(&f, line, len);
    snprintf(mark, marklen, "%s", f.nf ? "NF" : "");
    *progress = f.bv > 0 ? (int)(f.bv_solved * 100 / f.bv) : -1;
    return true;
}

/* A loss can be undone; a win cannot. */
static bool end_is_final(const void *g)
{
    return hm_game_status(g) == HM_WON;
}

static bool category(const char *params, char *buf, size_t len)
{
    hm_params p;
    if (!hm_params_decode(&p, params))
        return false;
    return hm_category(&p, buf, len) < len;
}

static bool standard(int i, char *params, size_t len)
{
    hm_params p;
    const char *name = hm_preset_at(i);
    if (!name || !hm_preset(&p, name))
        return false;
    return hm_params_encode(&p, params, len) < len;
}

/* A time, the lower the better, whatever the board. */
static bool result_fits(const char *category, const char *outcome, bool assisted, char *why,
                        size_t len)
{
    (void)category;
    (void)assisted;
    if (strcmp(outcome, "over") == 0) {
        snprintf(why, len, "hexmines has no outcome 'over'");
        return false;
    }
    return true;
}

/* In a race the safe cells open are the share solved; a mine ends it. */
static void race_progress(const void *gv, int64_t t, match_progress *out)
{
    const hm_game *g = gv;
    const hm_board *b = hm_game_board(g);
    int open = 0;
    for (int row = 0; row < b->height; row++)
        for (int col = 0; col < b->width; col++)
            open += hm_game_cell(g, row, col).kind == HM_SHOW_NUMBER;
    int safe = b->nplay - (hm_game_mines_left(g) + hm_game_flags(g));
    hm_status s = hm_game_status(g);
    *out = (match_progress){
        .t = (int64_t)hm_game_elapsed_ms(g, at(t)),
        .solved = safe > 0 ? open * 1000 / safe : 0,
        .flags = hm_game_flags(g),
        .cleared = s == HM_WON,
        .lost = s == HM_LOST,
    };
}

/* A no-guess board is made for its first reveal: both sides open the
 * same cell, the board's default first one, so that both get one board. */
static bool race_opening(const void *gv, char *buf, size_t len)
{
    const hm_game *g = gv;
    if (hm_game_status(g) != HM_READY)
        return false;
    const hm_board *b = hm_game_board(g);
    int first = hm_board_default_first(b);
    hm_move m = { HM_MOVE_OPEN, first / b->width, first % b->width };
    hm_move_format(m, buf, len);
    return true;
}

static const match_race race = {
    .rule = MATCH_FIRST_TO_CLEAR,
    .how = "a race on the same board: the first to clear it wins",
    .progress = race_progress, .opening = race_opening,
    .assist_move = HEXMINES_HINT,
};

const session_game session_hexmines = {
    .name = "hexmines",
    .pause_move = HEXMINES_PAUSE,
    .resume_move = HEXMINES_RESUME,
    .undo_move = HEXMINES_UNDO,
    .restart_move = HEXMINES_RESTART,
    .redo_move = redo_move,
    .create = create,
    .destroy = destroy,
    .params = params,
    .apply = apply,
    .advance = NULL,
    .next_deadline = next_deadline,
    .phase = phase,
    .result = result,
    .figures_read = figures_read,
    .end_is_final = end_is_final,
    .category = category,
    .standard = standard,
    .seed_stream = 0x6e6577,
    .scored = session_timed_scored,
    .result_fits = result_fits,
    .ranks = session_timed_win_ranks,   /* hints, an undone loss or a replayed board assist */
    .category_of_version = NULL,
    .race = &race,
};
