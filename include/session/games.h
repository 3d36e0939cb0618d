/* Every game the session layer knows, by name. */
#ifndef HEXPUZZLE_SESSION_GAMES_H
#define HEXPUZZLE_SESSION_GAMES_H

#include <stdbool.h>
#include <stddef.h>

#include "session/game.h"

/* The games, NULL-terminated, in the menu's order. */
extern const session_game *const session_games[];

/* g's place in the list (games, their tables, are listed in its order). */
int session_game_index(const session_game *g);

/* The game called name, or NULL: an unknown name is never taken for
 * another game. */
const session_game *session_game_named(const char *name);

/* The score table of a game called name with params, into buf; false for
 * an unknown game or params that do not decode. */
bool session_category(const char *name, const char *params, char *buf, size_t len);
/* The score table of g's i-th standard game (session_game.standard);
 * false past the last. */
bool session_standard_category(const session_game *g, int i, char *buf, size_t len);
/* Which of g's standard games has score table category, or -1. */
int session_standard_index(const session_game *g, const char *category);

#endif
