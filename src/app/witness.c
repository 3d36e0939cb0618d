/* The recorder's own account of a game, and whether a game agrees with it. */
#include "app/witness.h"

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app/games.h"

void witness_init(witness *w)
{
    memset(w, 0, sizeof *w);
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

void witness_move(witness *w, int64_t t, const char *text, int64_t now,
                  int64_t (*clock)(void))
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
    add(w, t, text);
    if (goes_on) {
        w->base_ms = t;
        w->start_ms = now;
        return;
    }
    int64_t cost = clock() - now;
    char why[WITNESS_WHY_MAX];
    if (t > seen + HOST_LATE_MS) {
        snprintf(why, sizeof why, "a move came %" PRId64 " ms before its time", t - seen);
        witness_refuse(w, why);
    } else if (t < seen - HOST_EARLY_MS - cost) {
        snprintf(why, sizeof why, "a move came %" PRId64 " ms after its time", seen - t);
        witness_refuse(w, why);
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
