/* A game's standard games (session_game.standard) by their score tables:
 * what the menu offers and the tables list first, in the game's order. */
#ifndef HEXPUZZLE_SESSION_STANDARD_H
#define HEXPUZZLE_SESSION_STANDARD_H

#include <stdbool.h>
#include <stddef.h>

#include "session/game.h"

/* The score table of g's i-th standard game; false past the last. */
bool session_standard_category(const session_game *g, int i, char *buf, size_t len);
/* Which of g's standard games has score table category, or -1. */
int session_standard_index(const session_game *g, const char *category);

#endif
