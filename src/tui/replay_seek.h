/* A game brought to any time of its moves, as the replay viewer and the
 * match viewer show it: forward by applying the moves in between, back by
 * replaying from the start, which takes no time for games this size. */
#ifndef HEXPUZZLE_TUI_REPLAY_SEEK_H
#define HEXPUZZLE_TUI_REPLAY_SEEK_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "session/game.h"
#include "session/midend.h"
#include "session/session.h"

typedef struct {
    const session_game *game;
    session_save log;   /* its params and moves: a replay's, or a live game's so far */
    void *state;        /* the game after its first upto moves, or NULL */
    size_t upto;
    int64_t at;         /* advanced to this game time */
    int64_t pos;        /* the game time last sought */
    char why[SESSION_LINE];   /* why the last seek failed */
    /* Told how far a long rebuild is (NULL: nothing); false stops it. */
    session_progress *tell;
    void *tell_ctx;
} replay_seek;

/* The game at game time pos (not below 0): every move up to pos played,
 * time run on. False, with why, when a move does not play or tell stopped
 * it. */
bool replay_seek_to(replay_seek *s, int64_t pos);
/* Its game let go (the log is the caller's). */
void replay_seek_free(replay_seek *s);

#endif
