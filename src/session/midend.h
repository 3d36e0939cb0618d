/* The session: one game's life, the same for every game (session/game.h) —
 * the game on game time with the timed log of the moves that made it, undo
 * and redo, the pause rules, saving and resuming through the application's
 * hooks, and recording the result once. Front ends turn input into moves,
 * hand them here with the game time, and draw session_state(). No curses,
 * no clock: time comes in as arguments.
 *
 * GAME TIME is milliseconds since the game was created; pauses are moves in
 * that timeline, logged like any other. Every move carried out is logged
 * with the time it was given; refused ones are not. The log is the saved
 * game: replaying it (session_replay) rebuilds the game exactly, clock
 * included.
 *
 * PAUSE RULES: a game that is saved is paused first (the pause logged), so
 * that it comes back paused with its clock where it stopped; a resumed game
 * whose save was not paused is paused at the time of the save. A game in
 * READY (nothing played) or ENDED is never saved.
 *
 * UNDO AND REDO, for games with an undo move: undo applies it, redo
 * plays again the move the game says its undo took back last
 * (session_game.redo_move), at the time given, logged as that move, so
 * that a save needs nothing new. The game keeps that one history: the
 * session keeps none beside it, and a save resumed brings it back as the
 * moves replayed made it. A new move other than the one redo would play,
 * or a restart, forgets what redo could bring back. Games without an undo
 * move refuse both.
 *
 * RESULTS: an end the game calls final is recorded at once (hooks->record;
 * s->verdict keeps the answer) and the save of the game forgotten; any
 * other end (a loss that undo can take back) is recorded by
 * session_settle when the player moves on. A game given up in progress is
 * recorded as "quit" by session_abandon.
 *
 * OUT OF MEMORY: a move that cannot be logged leaves the game going but
 * marks the log lost: a log missing a move would resume as another game,
 * so that game is never saved, and session_keep says so (SESSION_LOG_LOST).
 *
 * A front end holds one session and calls:
 *     session_init(&s, game, hooks)        once (hooks may be NULL)
 *     session_new / session_resume         for each game
 *     session_play(&s, move, t, ...)       for every move
 *     session_advance(&s, t)               when woken for a deadline
 *     session_undo / session_redo          on the player's word
 *     session_settle, session_abandon      when the player moves on
 *     session_keep(&s, t, ...)             on quit or a signal
 *     session_free(&s)                     at the end
 */
#ifndef HEXPUZZLE_SESSION_MIDEND_H
#define HEXPUZZLE_SESSION_MIDEND_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "session/game.h"
#include "session/session.h"

typedef struct {
    const session_game *game;
    const session_hooks *hooks;   /* NULL: nothing is recorded or saved */
    void *state;                  /* the game's; NULL before the first */
    session_log log;              /* every move of the game, timed */
    bool kept;                    /* a save of this game exists */
    bool recorded;                /* its end went to hooks->record */
    bool log_lost;                /* a move could not be logged: no save */
    bool live_stopped;            /* watchers were told how it stopped */
    session_verdict verdict;      /* record's answer; empty before */
} session;

void session_init(session *s, const session_game *game, const session_hooks *hooks);
void session_free(session *s);

/* A new game of params at game time 0 with an empty log, replacing the one
 * there (which is neither recorded nor forgotten: say so first). False with
 * a one-line reason in why when params cannot make a game (s unchanged). */
bool session_new(session *s, const char *params, char *why, size_t len);
/* The game of save sv goes on: replayed, its log continuing the save's,
 * the save kept, paused (see above). False with a reason in why when it
 * cannot be replayed or has already ended (s unchanged). */
bool session_resume(session *s, const session_save *sv, char *why, size_t len);

/* The game of sv after its first upto moves (SIZE_MAX: all of them, then
 * advanced to sv->saved_at), in a new state for game->destroy; NULL with a
 * one-line reason in why when the params or a move do not make sense. */
void *session_replay(const session_game *game, const session_save *sv, size_t upto,
                     char *why, size_t len);
/* Told before each move a replay plays: done of total. A large board's
 * moves can take minutes to play again, so the caller shows how far it
 * is; false stops the replay. */
typedef bool session_progress(void *ctx, size_t done, size_t total);
/* session_replay, telling progress (unless NULL) as it goes; stopped by
 * it: NULL and why "stopped". */
void *session_replay_told(const session_game *game, const session_save *sv, size_t upto,
                          char *why, size_t len, session_progress *progress, void *ctx);

/* The game's state, to draw (the game's own type), and where it stands. */
void *session_state(const session *s);
session_phase session_phase_of(const session *s);
/* The game's params text into buf. */
void session_params(const session *s, char *buf, size_t len);

/* Carries out move at game time t and logs it (see session_game.apply for
 * why); records an end that is final. */
bool session_play(session *s, const char *move, int64_t t, char *why, size_t len);
/* Time passes to t; records an end that is final. True when anything
 * happened. */
bool session_advance(session *s, int64_t t);
/* The next game time anything changes on its own (SESSION_NO_DEADLINE). */
int64_t session_next_deadline(const session *s, int64_t t);

bool session_can_redo(const session *s);
/* True when a move was taken back / played again. */
bool session_undo(session *s, int64_t t);
bool session_redo(session *s, int64_t t);

/* Stops a RUNNING game's clock (or a READY one's that runs from first
 * sight: session_game.shown_move) / starts a PAUSED one's; false when the
 * game was not so. */
bool session_pause(session *s, int64_t t);
bool session_unpause(session *s, int64_t t);

/* The player moves on (quits, takes another game): an end not yet
 * recorded is recorded now. True when it was (s->verdict says how). */
bool session_settle(session *s, int64_t t);
/* A game in progress given up for another: recorded as "quit", its save
 * forgotten. True when it was in progress. */
bool session_abandon(session *s, int64_t t);

/* Keeps a game in progress through hooks->save, paused first (time first
 * passes to t). True when kept, or there was nothing to keep (READY,
 * ENDED, no hooks); false with a one-line warning when it could not be
 * kept. */
bool session_keep(session *s, int64_t t, char *warning, size_t len);
/* The save of this game is no longer wanted (hooks->forget when kept). */
void session_forget(session *s);
/* A save that was offered but could not be resumed goes (hooks->forget):
 * kept, it would be offered again at every start. */
void session_forget_unusable(session *s);

/* The seed of the game after one of seed, from game's own sequence, so
 * that a run of games can be replayed from its first seed. */
uint64_t session_next_seed(const session_game *game, uint64_t seed);
/* The seed of the next game of s's run: as its hooks say (a fresh board
 * where the run is not a seeded one), else session_next_seed. */
uint64_t session_seed_after(const session *s, uint64_t seed);

#endif
