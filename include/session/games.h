/* Every game the session layer knows, by name. */
#ifndef HEXPUZZLE_SESSION_GAMES_H
#define HEXPUZZLE_SESSION_GAMES_H

#include <stddef.h>

#include "session/game.h"

/* The games, NULL-terminated, in the menu's order. */
extern const session_game *const session_games[];

/* The game called name, or NULL: an unknown name is never taken for
 * another game. */
const session_game *session_game_named(const char *name);

#endif
