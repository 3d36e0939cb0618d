/* hexmines games as session logs: rebuilding a saved game by replaying its
 * timed moves. Move texts are hm_move's ("O3,4", "F3,4", "C3,4") plus "U"
 * (undo), "P" (pause), "R" (resume), "H" (a hint) and "X" (restart). */
#ifndef HEXPUZZLE_TUI_MINES_SESSION_H
#define HEXPUZZLE_TUI_MINES_SESSION_H

#include <stddef.h>

#include "games/hexmines.h"
#include "tui/session.h"

#define MINES_UNDO "U"
#define MINES_PAUSE "P"
#define MINES_RESUME "R"
#define MINES_HINT "H"      /* a hint was given: the game is assisted */
#define MINES_RESTART "X"   /* the same board from the start */

/* The game s describes, exactly as it was at s->saved_at and paused there
 * if its clock was running; NULL with a one-line reason in why when the
 * params or a move do not make sense. */
hm_game *mines_replay(const session_save *s, char *why, size_t len);

#endif
