/* hexmines' session descriptor and its move words beyond hm_move's. The
 * state (session_state) is an hm_game. */
#ifndef HEXPUZZLE_SESSION_HEXMINES_SESSION_H
#define HEXPUZZLE_SESSION_HEXMINES_SESSION_H

#include "session/game.h"

#define HEXMINES_UNDO "U"
#define HEXMINES_PAUSE "P"
#define HEXMINES_RESUME "R"
#define HEXMINES_HINT "H"      /* a hint, where the game can prove one */
#define HEXMINES_RESTART "X"   /* the same board from the start */

extern const session_game session_hexmines;

#endif
