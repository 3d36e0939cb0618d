/* The recorder's own account of a game, and whether a game agrees with it. */
#include "app/host/witness.h"

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "session/game_rules.h"

void witness_init(witness *w)
{
    memset(w, 0, sizeof *w);
    w->drawn_ms = w->ended_ms = -1;
}

void witness_free(witness *w)
{
    if (w->state)
        w->game->destroy(w->state);
    session_log_free(&w->log);
    free(w->kept_moves);
    witness_init(w);
}

/* Once a game may not rank, the first reason stays. */
void witness_refuse(witness *w, const char *why)
{
    if (!w->rankable)
        return;
    w->rankable = false;
    snprintf(w->why, sizeof w->why, "%s", why);
}

/* A game whose figure is a time: it ranks by the recorder's clock. */
static bool is_race(const witness *w)
{
    char category[SESSION_PARAMS];
    return w->game && w->game->category(w->params, category, sizeof category)
           && !w->game->scored(category);
}

void witness_start(witness *w, const char *name, const char *params, bool seed_drawn,
                   const session_save *kept, int64_t now)
{
    witness_free(w);
    w->game = session_game_named(name);
    snprintf(w->params, sizeof w->params, "%s", params);
    w->start_ms = now;
    w->rankable = true;
    if (!w->game || !(w->state = w->game->create(params, NULL, 0))) {
        w->game = NULL;
        witness_refuse(w, "the recorder does not know its game");
        return;
    }
    if (kept && strcmp(kept->params, params) == 0
        && (w->kept_moves = malloc((kept->nmoves ? kept->nmoves : 1) * sizeof *w->kept_moves))) {
        memcpy(w->kept_moves, kept->moves, kept->nmoves * sizeof *w->kept_moves);
        w->kept = *kept;
        w->kept.moves = w->kept_moves;
        w->base_ms = kept->saved_at;
        w->secret = true;
        /* Its save was a pause as long as the player liked. */
        if (is_race(w))
            witness_refuse(w, "a race saved before its end ranks only in your own tables");
        return;
    }
    if (kept)
        witness_refuse(w, "it is not the game the host kept");
    else if (!seed_drawn)
        witness_refuse(w, "a board the host did not draw");
    else
        w->secret = true;
}

static void add(witness *w, int64_t t, const char *text)
{
    if (w->state && !w->game->apply(w->state, text, t, NULL, 0))
        witness_refuse(w, "a move the recorder's own game would not take");
    if (!session_log_push(&w->log, t, text))
        witness_refuse(w, "the recorder ran out of memory");
}

void witness_board_made(witness *w, int64_t drawn, int64_t work, int64_t now)
{
    w->drawn_ms = drawn;
    if (work < 0)
        work = 0;
    w->board_work_ms += work;
    w->waited_until = now + work;
    w->waited_ms = work;
}

bool witness_play(void *wv, int64_t t, const char *move)
{
    witness *w = wv;
    if (!w->state || !w->game->apply(w->state, move, t, NULL, 0))
        return false;
    if (!session_log_push(&w->log, t, move))
        witness_refuse(w, "the recorder ran out of memory");
    return true;
}

void witness_move(witness *w, int64_t t, const char *text, int64_t now,
                  int64_t (*work)(void))
{
    witness_move_by(w, t, text, now, work, NULL, NULL);
}

void witness_move_by(witness *w, int64_t t, const char *text, int64_t now,
                     int64_t (*work)(void), witness_mover *by, void *ctx)
{
    if (!w->game)
        return;
    /* A resumed game first replays what the host kept, move for move. */
    if (w->replayed < w->kept.nmoves) {
        const session_move *k = &w->kept.moves[w->replayed++];
        if (k->t_ms != t || strcmp(k->text, text) != 0)
            witness_refuse(w, "its moves are not the ones the host kept");
        add(w, t, text);
        if (w->replayed == w->kept.nmoves)
            w->start_ms = now;
        return;
    }
    if (w->log.n > 0 && t < w->log.moves[w->log.n - 1].t_ms)
        witness_refuse(w, "its moves go back in time");
    int64_t seen = w->base_ms + (now - w->start_ms);
    /* A resumed game stands paused at its save's time while its player is
     * asked whether to go on: that answer is no move's, however slow. Its
     * clock starts again with the first move after the kept ones. */
    bool goes_on = w->kept_moves && w->log.n == w->kept.nmoves
                   && w->game->phase(w->state) == SESSION_PAUSED && t >= w->kept.saved_at
                   && t <= seen + HOST_LATE_MS;
    session_phase was = w->game->phase(w->state);
    int64_t before = work();
    if (!by || !by(ctx, w, t, text))
        add(w, t, text);
    int64_t cost = work() - before;
    if (cost < 0)
        cost = 0;
    session_phase is = w->game->phase(w->state);
    if (is != SESSION_ENDED)
        w->ended_ms = -1;
    else if (w->ended_ms < 0)
        w->ended_ms = now;
    if (goes_on) {
        w->base_ms = t;
        w->start_ms = now;
        return;
    }
    /* The game tells a move once it has played it: a board it made first
     * delays the telling as long as the recorder's own making of it. */
    int64_t waited = cost + (now < w->waited_until ? w->waited_ms : 0);
    char why[WITNESS_WHY_MAX];
    if (t > seen + HOST_LATE_MS) {
        snprintf(why, sizeof why, "a move came %" PRId64 " ms before its time", t - seen);
        witness_refuse(w, why);
    } else if (t < seen - HOST_EARLY_MS - waited) {
        snprintf(why, sizeof why, "a move came %" PRId64 " ms after its time", seen - t);
        witness_refuse(w, why);
    }
    if (was == SESSION_READY && is != SESSION_READY) {
        /* The move that starts the game's clock: the clock skips the work
         * it did first (a board made), and so does the recorder's. */
        bool waiting = now < w->waited_until;
        w->start_ms += cost;
        w->board_work_ms += cost;
        w->waited_ms = (waiting ? w->waited_ms : 0) + cost;
        w->waited_until = (waiting ? w->waited_until : now) + 2 * cost;
    }
}

static bool say(char *why, const char *text)
{
    if (why)
        snprintf(why, WITNESS_WHY_MAX, "%s", text);
    return false;
}

bool witness_agrees(const witness *w, const char *name, const char *params,
                    const session_move *moves, size_t n, int64_t end_t, int64_t now, char *why)
{
    if (w->game && !w->rankable)
        return say(why, w->why);
    return witness_matches(w, name, params, moves, n, end_t, now, why);
}

bool witness_matches(const witness *w, const char *name, const char *params,
                     const session_move *moves, size_t n, int64_t end_t, int64_t now, char *why)
{
    if (!w->game)
        return say(why, "the recorder did not see it start");
    if (strcmp(w->game->name, name) != 0 || strcmp(w->params, params) != 0)
        return say(why, "it is not the game the recorder saw");
    if (w->replayed < w->kept.nmoves)
        return say(why, "it did not replay what the host kept");
    if (n != w->log.n)
        return say(why, "its moves are not the ones the recorder saw");
    for (size_t i = 0; i < n; i++)
        if (moves[i].t_ms != w->log.moves[i].t_ms || strcmp(moves[i].text, w->log.moves[i].text) != 0)
            return say(why, "its moves are not the ones the recorder saw");
    int64_t seen = w->base_ms + (now - w->start_ms);
    if ((n > 0 && end_t < moves[n - 1].t_ms) || end_t > seen + HOST_LATE_MS)
        return say(why, "its end is not when the recorder saw it");
    return true;
}

/* A reason as a save's value, which has no spaces: they become '_'. */
void witness_mark_of(const char *why, char *mark)
{
    size_t i = 0;
    for (; why[i] && i + 1 < WITNESS_WHY_MAX; i++)
        mark[i] = why[i] == ' ' ? '_' : why[i];
    mark[i] = '\0';
    if (i == 0)
        snprintf(mark, WITNESS_WHY_MAX, "unranked");
}

void witness_why_of(const char *mark, char *why)
{
    size_t i = 0;
    for (; mark[i] && i + 1 < WITNESS_WHY_MAX; i++)
        why[i] = mark[i] == '_' ? ' ' : mark[i];
    why[i] = '\0';
}

bool witness_race_figure(const witness *w, int64_t end_t, int64_t now, uint64_t *figure)
{
    if (!w->state || w->drawn_ms < 0 || !is_race(w))
        return false;
    session_result r;
    memset(&r, 0, sizeof r);
    w->game->result(w->state, end_t, &r);
    int64_t end = w->ended_ms >= 0 ? w->ended_ms : now;
    int64_t wall = end - w->drawn_ms - w->board_work_ms;
    uint64_t ms = wall > 0 ? (uint64_t)wall : 0;
    if (w->game->figure_timed)
        *figure = w->game->figure_timed(r.figure, ms);
    else
        *figure = ms > r.figure ? ms : r.figure;
    return true;
}

char *witness_save_text(const witness *w, int64_t end_t, size_t *len)
{
    if (!w->game)
        return NULL;
    saves_game g;
    saves_init(&g);
    snprintf(g.game, sizeof g.game, "%s", w->game->name);
    snprintf(g.params, sizeof g.params, "%s", w->params);
    g.elapsed_ms = end_t;
    bool ok = true;
    if (!w->rankable) {
        char mark[WITNESS_WHY_MAX];
        witness_mark_of(w->why, mark);
        ok = saves_set(&g, WITNESS_UNRANKED_KEY, mark);
    }
    for (size_t i = 0; ok && i < w->log.n; i++)
        ok = saves_push_move(&g, w->log.moves[i].t_ms, w->log.moves[i].text);
    char *text = ok ? saves_format(&g, len) : NULL;
    saves_free(&g);
    return text;
}
