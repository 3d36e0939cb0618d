/* A replayed game's picture, by the game's own view. */
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

/* Draws game's state at game time t (the last move played, or NULL, is
 * marked where the game has cells); false for a game with no view. */
bool replay_draw(canvas *c, const session_game *game, const void *state, int64_t t,
                 const char *last_move, const replay_frame *f);

#endif
