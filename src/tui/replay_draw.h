/* A replayed or watched game's picture: what its game's view is told. */
#ifndef HEXPUZZLE_TUI_REPLAY_DRAW_H
#define HEXPUZZLE_TUI_REPLAY_DRAW_H

#include <stdbool.h>
#include <stdint.h>

#include "session/game.h"
#include "tui/canvas.h"

typedef struct {
    const char *status;   /* the replay's line: time, move, speed */
    const char *keys;     /* the viewer's keys */
    bool blocks;          /* half blocks show (the dense drawings) */
    bool live;            /* a game still being played: its seed stays hidden */
} replay_frame;

/* A game's picture at game time t, by its own view (the last move played,
 * or NULL, marked where the game has cells): each game has one, named by
 * its app_game (app/games.h). */
typedef void replay_drawer(canvas *c, const void *state, int64_t t, const char *last_move,
                           const replay_frame *f);

#endif
