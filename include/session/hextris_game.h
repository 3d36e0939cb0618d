/* hextris' session descriptor. The state (session_state) is an ht_state. */
#ifndef HEXPUZZLE_SESSION_HEXTRIS_GAME_H
#define HEXPUZZLE_SESSION_HEXTRIS_GAME_H

#include "session/game.h"

extern const session_game session_hextris;

#endif
