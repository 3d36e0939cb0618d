/* The rules of every game (session/game_list.h), and the lookups by which
 * what needs only the rules (replays, saves, live logs, the score tables,
 * the daily, the host) knows a game without naming one or reaching its
 * front end. */
#ifndef HEXPUZZLE_SESSION_GAME_RULES_H
#define HEXPUZZLE_SESSION_GAME_RULES_H

#include <stdbool.h>
#include <stddef.h>

#include "session/game.h"

/* The games' rules, NULL-terminated, in the list's order. */
extern const session_game *const session_games[];

/* The rules of the game called name, or NULL: an unknown name is never
 * taken for another game. */
const session_game *session_game_named(const char *name);
/* g's place in the list (games and their tables are listed in its order);
 * past the last for a game not in it. */
int session_game_index(const session_game *g);
/* The rules of the i-th game, or NULL past the last. */
const session_game *session_game_at(int i);

/* The score table of a game called name with params, into buf; false for
 * an unknown game or params that do not decode. */
bool session_category(const char *name, const char *params, char *buf, size_t len);

#endif
