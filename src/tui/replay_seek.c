/* A game at a time of its moves (tui/replay_seek.h). */
#include "tui/replay_seek.h"

#include <stdio.h>

static const session_move *move_at(const replay_seek *s, size_t i) { return &s->log.moves[i]; }

static bool rebuild(replay_seek *s, size_t upto)
{
    replay_seek_free(s);
    s->state = session_replay_told(s->game, &s->log, upto, s->why, sizeof s->why, s->tell,
                                   s->tell_ctx);
    s->upto = upto;
    s->at = upto ? move_at(s, upto - 1)->t_ms : 0;
    return s->state != NULL;
}

bool replay_seek_to(replay_seek *s, int64_t pos)
{
    const session_game *game = s->game;
    if (pos < 0)
        pos = 0;
    size_t upto = 0;
    while (upto < s->log.nmoves && move_at(s, upto)->t_ms <= pos)
        upto++;
    /* Back in time, or a move (of a live game) that came in after the game
     * had been run on past it: from the start. */
    if (!s->state || upto < s->upto || pos < s->at
        || (upto > s->upto && move_at(s, s->upto)->t_ms < s->at)) {
        if (!rebuild(s, 0))
            return false;
    }
    while (s->upto < upto) {
        if (s->tell && !s->tell(s->tell_ctx, s->upto, upto)) {
            snprintf(s->why, sizeof s->why, "stopped");
            return false;
        }
        const session_move *m = move_at(s, s->upto);
        if (game->advance)
            game->advance(s->state, m->t_ms);
        if (!game->apply(s->state, m->text, m->t_ms, s->why, sizeof s->why))
            return false;
        s->upto++;
        s->at = m->t_ms;
    }
    if (game->advance && pos > s->at)
        game->advance(s->state, pos);
    if (pos > s->at)
        s->at = pos;
    s->pos = pos;
    return true;
}

void replay_seek_free(replay_seek *s)
{
    if (s->state)
        s->game->destroy(s->state);
    s->state = NULL;
}
