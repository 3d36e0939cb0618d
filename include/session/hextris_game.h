/* hextris' session descriptor. The state (session_state) is an ht_state
 * (the first member of the session's own, which also keeps whether the
 * player had help). */
#ifndef HEXPUZZLE_SESSION_HEXTRIS_GAME_H
#define HEXPUZZLE_SESSION_HEXTRIS_GAME_H

#include "session/game.h"

extern const session_game session_hextris;

/* The move that asks for the bot's placement (b, in an unranked game):
 * logged once, it makes the game assisted for good, so that its replay
 * says so too; refused when the game is not being played or is assisted
 * already. */
#define HEXTRIS_ASSIST_MOVE "ASSIST"
/* Whether the game of session state state has had the bot's help. */
bool hextris_game_assisted(const void *state);

#endif
