/* hexmines' session descriptor and its move words beyond hm_move's. The
 * state (session_state) is an hm_game. */
#ifndef HEXPUZZLE_SESSION_HEXMINES_GAME_H
#define HEXPUZZLE_SESSION_HEXMINES_GAME_H

#include "session/game.h"

#define MINES_UNDO "U"
#define MINES_PAUSE "P"
#define MINES_RESUME "R"
#define MINES_HINT "H"      /* a hint, where the game can prove one */
#define MINES_RESTART "X"   /* the same board from the start */

extern const session_game session_hexmines;

#endif
