/* hexmines games as session logs: rebuilding a saved game by replaying its
 * timed moves, and the log the front end keeps of the game on screen so
 * that it can be saved. Move texts are hm_move's ("O3,4", "F3,4", "C3,4")
 * plus "U" (undo), "P" (pause), "R" (resume), "H" (a hint) and "X"
 * (restart). Curses-free, so the front end's bookkeeping is testable.
 *
 * A front end holds one mines_session and calls:
 *     mines_session_init(&s, hooks)        once (hooks may be NULL)
 *     mines_session_start(&s)              for each new game
 *     mines_session_resume(&s, save)       for a resumed game
 *     mines_session_log(&s, t, text)       for every move carried out
 *     mines_session_save(&s, params, ...)  on quit or a signal
 *     mines_session_forget(&s)             when the game ends or is declined
 *     mines_session_free(&s)               at the end
 * As in hextris' session, a move that cannot be logged (out of memory)
 * marks the log lost: a log missing a move would resume as another game,
 * so that game is never saved, and the player is told why. */
#ifndef HEXPUZZLE_TUI_MINES_SESSION_H
#define HEXPUZZLE_TUI_MINES_SESSION_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "games/hexmines.h"
#include "session/session.h"

#define MINES_UNDO "U"
#define MINES_PAUSE "P"
#define MINES_RESUME "R"
#define MINES_HINT "H"      /* a hint was given: the game is assisted */
#define MINES_RESTART "X"   /* the same board from the start */

/* The game s describes, exactly as it was at s->saved_at and paused there
 * if its clock was running; NULL with a one-line reason in why when the
 * params or a move do not make sense. */
hm_game *mines_replay(const session_save *s, char *why, size_t len);

typedef struct {
    session_log log;              /* every move of the game, for a save */
    const session_hooks *hooks;   /* NULL: nothing is saved */
    bool kept;                    /* a save of this game exists */
    bool log_lost;                /* a move could not be logged: no save */
} mines_session;

void mines_session_init(mines_session *s, const session_hooks *hooks);
/* A new game: an empty log, no save of it. */
void mines_session_start(mines_session *s);
/* The game of save sv goes on: its log continues the save's, which is kept. */
void mines_session_resume(mines_session *s, const session_save *sv);
/* Logs a move carried out at game time t. */
void mines_session_log(mines_session *s, int64_t t, const char *text);
/* Keeps the game of params (its one-line text) through hooks->save as of
 * game time saved_at. True when kept or there are no hooks; false with a
 * one-line warning when it could not be kept, the log being lost among
 * the reasons. */
bool mines_session_save(mines_session *s, const char *params, int64_t saved_at,
                        char *warning, size_t len);
/* The save of this game is no longer wanted (hooks->forget when kept). */
void mines_session_forget(mines_session *s);
void mines_session_free(mines_session *s);

#endif
