/* A hextris game as a session: the game on game time together with the log
 * of the actions that made it, so that it can be saved, replayed and its
 * result recorded through the application's session hooks. Curses-free, so
 * the front end's bookkeeping is testable without a terminal.
 *
 * GAME TIME is milliseconds since the game was created: the game starts
 * with ht_new(st, &p, 0) and the front end passes term_now_ms() - epoch.
 * Pauses are actions in that timeline (PAUSE / RESUME), logged like any
 * other. Every action carried out is logged with the game time it took
 * effect at (st.now_ms after ht_apply); refused ones are not.
 *
 * REPLAY: ht_new at 0 from the params text, ht_apply(action, t) for each
 * logged move (every one must be carried out), then ht_advance(saved_at).
 * Since hextris is a pure function of its params and its timed actions,
 * that rebuilds the game exactly: well, piece, queue, hold, score, clock.
 *
 * A front end holds one tetris_session and calls:
 *     tetris_session_init(&g, hooks)       once (hooks may be NULL)
 *     tetris_session_new / _resume         for each game
 *     tetris_session_apply(&g, a, t)       for every action, never ht_apply
 *     tetris_session_advance(&g, t)        when woken for a deadline
 *     tetris_session_save(&g, t, ...)      on quit or SIGHUP/SIGTERM/SIGINT
 *     tetris_session_free(&g)              at the end
 * A game that ends (over, won) in apply or advance is recorded at once
 * (hooks->record; g.verdict keeps the answer) and a save of it forgotten.
 */
#ifndef HEXPUZZLE_TUI_TETRIS_SESSION_H
#define HEXPUZZLE_TUI_TETRIS_SESSION_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "games/hextris.h"
#include "session/session.h"

/* The game's name for the hooks and the save file. */
#define TETRIS_SESSION_GAME "hextris"

typedef struct {
    ht_state st;
    session_log log;
    const session_hooks *hooks;   /* NULL: nothing is recorded or saved */
    /* A save of this game exists (it was resumed, or saved in this run):
     * forget it once the game ends. */
    bool kept;
    bool recorded;                /* the end went to hooks->record */
    bool log_lost;                /* a move could not be logged: no save */
    session_verdict verdict;      /* record's answer; empty before the end */
} tetris_session;

/* Rebuilds a game from a save into *st. False (st unspecified) when the
 * params text does not decode or is not playable, an action name is
 * unknown, or an action is refused. */
bool tetris_replay(ht_state *st, const session_save *s);

/* A save of g at game time saved_at: its params text, and moves pointing
 * into g's log (valid until the log changes). */
void tetris_session_save_of(const tetris_session *g, int64_t saved_at,
                            session_save *out);

/* The result of an ended game (status over or won): figure = score for
 * marathon, play time for sprint (rows for a sprint that is over, which
 * is not ranked). params must outlive the result. */
session_result tetris_session_result(const ht_state *st, const char *params);

void tetris_session_init(tetris_session *g, const session_hooks *hooks);
/* A fresh game at game time 0, with an empty log. False when p is not
 * playable (g unchanged). */
bool tetris_session_new(tetris_session *g, const ht_params *p);
/* The saved game, replayed; its log continues the save's, and a game that
 * was not saved paused comes back paused (at saved_at). False when the save
 * cannot be replayed (g unchanged). */
bool tetris_session_resume(tetris_session *g, const session_save *s);
/* ht_apply, logged when carried out; records the end of the game. */
bool tetris_session_apply(tetris_session *g, enum ht_action a, int64_t t);
/* ht_advance; records the end of the game. */
bool tetris_session_advance(tetris_session *g, int64_t t);
/* Keeps a game in progress through hooks->save, paused first (logged) so
 * that it comes back paused with the clock where it was. True when it was
 * kept, or there was nothing to keep (the game has ended, no hooks);
 * false with a one-line warning when it could not be kept. */
bool tetris_session_save(tetris_session *g, int64_t t, char *warning, size_t len);
/* The save of this game is no longer wanted (hooks->forget when kept). */
void tetris_session_forget(tetris_session *g);
void tetris_session_free(tetris_session *g);

#endif
